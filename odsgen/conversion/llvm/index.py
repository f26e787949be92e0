"""`--convert-index-to-llvm`: index ops to LLVM dialect arithmetic at the
index bitwidth (MLIR 16's IndexToLLVM), the pattern set reusable from
Python (`populate_index_to_llvm_patterns`).
"""

from __future__ import annotations

from typing import Any, Callable

from ...ir.attributes import IntegerAttr
from ...ir.context import Context
from ...ir.operation import Operation, Value
from ...ir.types import IntegerType
from ..target import ConversionTarget
from .target import lower_to_llvm
from .pattern import ConvertToLLVMPattern, one_to_one_rewrite, pass_through
from .type_converter import LLVMTypeConverter

ONE_TO_ONE = {
    "index.add": "llvm.add",
    "index.sub": "llvm.sub",
    "index.mul": "llvm.mul",
    "index.divs": "llvm.sdiv",
    "index.divu": "llvm.udiv",
    "index.rems": "llvm.srem",
    "index.remu": "llvm.urem",
    "index.maxs": "llvm.intr.smax",
    "index.maxu": "llvm.intr.umax",
    "index.mins": "llvm.intr.smin",
    "index.minu": "llvm.intr.umin",
    "index.shl": "llvm.shl",
    "index.shrs": "llvm.ashr",
    "index.shru": "llvm.lshr",
    "index.and": "llvm.and",
    "index.or": "llvm.or",
    "index.xor": "llvm.xor",
    "index.bool.constant": "llvm.mlir.constant",
}

_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


class OneToOneLowering(ConvertToLLVMPattern):
    """The LLVM op of the same operands and attributes."""

    def __init__(self, converter: LLVMTypeConverter, root: str, target: str) -> None:
        super().__init__(converter, root)
        self.target = target
        self.generated_ops = (target,)

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        return one_to_one_rewrite(
            op, self.target, operands, pass_through(op), self.type_converter, rewriter
        )


Build = Callable[[str, list[Value], Any], Value]


class ExpansionLowering(ConvertToLLVMPattern):
    """An index op expanded into several LLVM ops by `expand(n, m, ops)`,
    where `ops` builds an op and `ops.const(k)` a constant of n's type."""

    def __init__(
        self, converter: LLVMTypeConverter, root: str, expand: Callable[..., Value]
    ) -> None:
        super().__init__(converter, root)
        self.expand = expand
        self.generated_ops = (
            "llvm.mlir.constant",
            "llvm.icmp",
            "llvm.select",
            "llvm.add",
            "llvm.sub",
            "llvm.sdiv",
            "llvm.udiv",
            "llvm.and",
        )

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        rewriter.replace_op(op, [self.expand(*operands, _Builder(rewriter, op))])
        return True


class _Builder:
    """Creates LLVM ops at an op's location, result types inferred."""

    def __init__(self, rewriter: Any, op: Operation) -> None:
        self.rewriter = rewriter
        self.location = op.location

    def const(self, type_: Any, value: int) -> Value:
        return self.rewriter.create(
            "llvm.mlir.constant",
            [],
            [type_],
            {"value": IntegerAttr.get(type_, value)},
            location=self.location,
        ).result

    def __call__(self, name: str, *values: Value) -> Value:
        type_ = values[-1].type
        return self.rewriter.create(
            name, list(values), [type_], location=self.location
        ).result

    def icmp(self, predicate: str, lhs: Value, rhs: Value) -> Value:
        return self.rewriter.create(
            "llvm.icmp",
            [lhs, rhs],
            [IntegerType.get(1)],
            {"predicate": _predicate(predicate)},
            location=self.location,
        ).result


def _predicate(name: str) -> IntegerAttr:
    return IntegerAttr.get(IntegerType.get(64), _PREDICATES.index(name))


def _ceil_div_s(n: Value, m: Value, b: _Builder) -> Value:
    zero, pos_one, neg_one = b.const(n.type, 0), b.const(n.type, 1), b.const(n.type, -1)
    m_pos = b.icmp("sgt", m, zero)
    x = b("llvm.select", m_pos, neg_one, pos_one)
    pos_res = b("llvm.add", b("llvm.sdiv", b("llvm.add", n, x), m), pos_one)
    neg_res = b("llvm.sub", zero, b("llvm.sdiv", b("llvm.sub", zero, n), m))
    n_pos = b.icmp("sgt", n, zero)
    same_sign = b.icmp("eq", n_pos, m_pos)
    n_non_zero = b.icmp("ne", n, zero)
    return b("llvm.select", b("llvm.and", same_sign, n_non_zero), pos_res, neg_res)


def _ceil_div_u(n: Value, m: Value, b: _Builder) -> Value:
    zero, one = b.const(n.type, 0), b.const(n.type, 1)
    plus_one = b("llvm.add", b("llvm.udiv", b("llvm.sub", n, one), m), one)
    return b("llvm.select", b.icmp("eq", n, zero), zero, plus_one)


def _floor_div_s(n: Value, m: Value, b: _Builder) -> Value:
    zero, pos_one, neg_one = b.const(n.type, 0), b.const(n.type, 1), b.const(n.type, -1)
    m_neg = b.icmp("slt", m, zero)
    x = b("llvm.select", m_neg, pos_one, neg_one)
    neg_res = b("llvm.sub", neg_one, b("llvm.sdiv", b("llvm.sub", x, n), m))
    pos_res = b("llvm.sdiv", n, m)
    n_neg = b.icmp("slt", n, zero)
    diff_sign = b.icmp("ne", n_neg, m_neg)
    n_non_zero = b.icmp("ne", n, zero)
    return b("llvm.select", b("llvm.and", diff_sign, n_non_zero), neg_res, pos_res)


class CastLowering(ConvertToLLVMPattern):
    """`index.casts` / `index.castu`: nothing, a truncation or an extension."""

    def __init__(self, converter: LLVMTypeConverter, root: str, extend: str) -> None:
        super().__init__(converter, root)
        self.extend = extend
        self.generated_ops = ("llvm.trunc", extend)

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        value = operands[0]
        out = self.type_converter.convert_type(op.results[0].type)
        if value.type is out:
            rewriter.replace_op(op, [value])
            return True
        name = "llvm.trunc" if value.type.width > out.width else self.extend  # type: ignore
        new = rewriter.create(name, [value], [out], location=op.location)
        rewriter.replace_op(op, [new.result])
        return True


class CmpLowering(ConvertToLLVMPattern):
    root = "index.cmp"
    generated_ops = ("llvm.icmp",)

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        predicate = op.attributes.get_attr("pred").value  # type: ignore[union-attr]
        new = rewriter.create(
            "llvm.icmp",
            operands,
            [IntegerType.get(1)],
            {"predicate": IntegerAttr.get(IntegerType.get(64), int(predicate))},
            location=op.location,
        )
        rewriter.replace_op(op, [new.result])
        return True


class SizeOfLowering(ConvertToLLVMPattern):
    root = "index.sizeof"
    generated_ops = ("llvm.mlir.constant",)

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = self.type_converter.index_type()
        value = _Builder(rewriter, op).const(type_, self.type_converter.index_bitwidth)
        rewriter.replace_op(op, [value])
        return True


class ConstantLowering(ConvertToLLVMPattern):
    root = "index.constant"
    generated_ops = ("llvm.mlir.constant",)

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = self.type_converter.index_type()
        value = op.attributes.get_attr("value").value  # type: ignore[union-attr]
        bits = value & ((1 << type_.width) - 1)
        if bits >> (type_.width - 1):
            bits -= 1 << type_.width
        rewriter.replace_op(op, [_Builder(rewriter, op).const(type_, bits)])
        return True


def populate_index_to_llvm_patterns(
    converter: LLVMTypeConverter, patterns: list[Any]
) -> list[Any]:
    """Add the index lowering patterns (MLIR's populateIndexToLLVMConversionPatterns)."""
    for source, target in ONE_TO_ONE.items():
        patterns.append(OneToOneLowering(converter, source, target))
    patterns += [
        ExpansionLowering(converter, "index.ceildivs", _ceil_div_s),
        ExpansionLowering(converter, "index.ceildivu", _ceil_div_u),
        ExpansionLowering(converter, "index.floordivs", _floor_div_s),
        CastLowering(converter, "index.casts", "llvm.sext"),
        CastLowering(converter, "index.castu", "llvm.zext"),
        CmpLowering(converter),
        SizeOfLowering(converter),
        ConstantLowering(converter),
    ]
    return patterns


def convert_index_to_llvm(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """The pass: the index dialect illegal, LLVM legal, a partial conversion."""
    target = ConversionTarget()
    target.add_illegal_dialect("index")
    target.add_legal_dialect("llvm")
    lower_to_llvm(op, context, options, populate_index_to_llvm_patterns, target)
