# Copied by odsgen from defs/arith/canonical.py; edit that file, not this copy.
"""Canonicalization patterns of the `arith` dialect (MLIR 16's
ArithCanonicalization.td): constants folded through chains of `addi`/`subi`,
and extended arithmetic whose extra result is unused."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from odsgen.ir.attributes import IntegerAttr
from odsgen.ir.rewrite import PatternRewriter, RewritePattern


def _int_constant(value: Any) -> IntegerAttr | None:
    """The integer attribute of an `arith.constant` defining `value`."""
    owner = getattr(value, "owner", None)
    if getattr(owner, "name", None) != "arith.constant":
        return None
    attr = owner.attributes.get_attr("value")
    return attr if isinstance(attr, IntegerAttr) else None


def _defining(value: Any, name: str) -> Any:
    owner = getattr(value, "owner", None)
    return owner if getattr(owner, "name", None) == name else None


@dataclass(frozen=True)
class ConstantChain:
    """`root(.., inner(.., c0 ..), c1 ..)` with `x` the inner op's other operand
    becomes `new(x, c)` or `new(c, x)`, with `c = combine(c0, c1)`."""

    root: str
    inner: str
    inner_at: int  # position of the inner op among the root's operands
    x_at: int  # position of `x` among the inner op's operands
    new: str
    constant_first: bool
    combine: Callable[[int, int], int]


CHAINS = {
    "arith.addi": (
        ConstantChain("addi", "addi", 0, 0, "addi", False, lambda a, b: a + b),
        ConstantChain("addi", "subi", 0, 0, "addi", False, lambda a, b: b - a),
        ConstantChain("addi", "subi", 0, 1, "subi", True, lambda a, b: a + b),
    ),
    "arith.subi": (
        ConstantChain("subi", "addi", 0, 0, "addi", False, lambda a, b: a - b),
        ConstantChain("subi", "addi", 1, 0, "subi", True, lambda a, b: b - a),
        ConstantChain("subi", "subi", 0, 0, "subi", False, lambda a, b: a + b),
        ConstantChain("subi", "subi", 0, 1, "subi", True, lambda a, b: a - b),
        ConstantChain("subi", "subi", 1, 0, "subi", True, lambda a, b: a + b),
        ConstantChain("subi", "subi", 1, 1, "addi", False, lambda a, b: b - a),
    ),
}


class ConstantChainPattern(RewritePattern):
    """One `ConstantChain` as a rewrite pattern."""

    def __init__(self, chain: ConstantChain) -> None:
        super().__init__(f"arith.{chain.root}")
        self.chain = chain

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        from .ops import AddIOp, ConstantOp, SubIOp

        chain = self.chain
        operands = op.operands
        inner = _defining(operands[chain.inner_at], f"arith.{chain.inner}")
        outer_constant = _int_constant(operands[1 - chain.inner_at])
        if inner is None or outer_constant is None:
            return False
        inner_constant = _int_constant(inner.operands[1 - chain.x_at])
        if inner_constant is None:
            return False
        x = inner.operands[chain.x_at]
        type_ = op.result.type
        value = chain.combine(inner_constant.value, outer_constant.value)
        constant = rewriter.create_op(
            ConstantOp, type_, IntegerAttr.get(type_, value)
        ).result
        new_class = AddIOp if chain.new == "addi" else SubIOp
        lhs, rhs = (constant, x) if chain.constant_first else (x, constant)
        rewriter.replace_op_with_new_op(op, new_class, lhs, rhs)
        return True


def chain_patterns(name: str) -> list[RewritePattern]:
    """The constant-chain patterns rooted at `name`, in MLIR's order."""
    return [ConstantChainPattern(chain) for chain in CHAINS[name]]


class UnusedExtraResult(RewritePattern):
    """`addui_extended`/`mul?i_extended` whose second result is unused become
    the plain `addi`/`muli`."""

    def __init__(self, root: str, plain: str) -> None:
        super().__init__(root)
        self.plain = plain

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        from .ops import AddIOp, MulIOp

        if op.results[1].has_uses:
            return False
        plain = AddIOp if self.plain == "addi" else MulIOp
        new = rewriter.create_op(plain, op.operands[0], op.operands[1])
        rewriter.replace_all_uses_with(op.results[0], new.result)
        rewriter.erase_op(op)
        return True


class SelectI1Simplify(RewritePattern):
    """`select %c, %t, %f : i1` -> `(c & t) | (!c & f)`; the folders then
    reduce it (`select %c, %d, %false` -> `andi %c, %d`)."""

    def __init__(self) -> None:
        super().__init__("arith.select")

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        from .ops import AndIOp, ConstantOp, OrIOp, XOrIOp

        type_ = op.result.type
        if getattr(type_, "width", None) != 1 or type(type_).__name__ != "IntegerType":
            return False
        if type_.signedness != 0:
            return False
        condition = op.condition
        true = rewriter.create_op(ConstantOp, type_, IntegerAttr.get(type_, 1)).result
        not_condition = rewriter.create_op(XOrIOp, condition, true).result
        on_true = rewriter.create_op(AndIOp, condition, op.true_value).result
        on_false = rewriter.create_op(AndIOp, not_condition, op.false_value).result
        rewriter.replace_op_with_new_op(op, OrIOp, on_true, on_false)
        return True


class SelectToExtUI(RewritePattern):
    """`select %c, 1, 0` -> `extui %c`; `select %c, 0, 1` -> `extui (not %c)`."""

    def __init__(self) -> None:
        super().__init__("arith.select")

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        from .ops import ConstantOp, ExtUIOp, XOrIOp

        type_ = op.result.type
        if type(type_).__name__ != "IntegerType" or op.condition.type is type_:
            return False
        on_true, on_false = _int_constant(op.true_value), _int_constant(op.false_value)
        if on_true is None or on_false is None:
            return False
        condition = op.condition
        if (on_true.value, on_false.value) == (1, 0):
            rewriter.replace_op_with_new_op(op, ExtUIOp, type_, condition)
            return True
        if (on_true.value, on_false.value) == (0, 1):
            i1 = condition.type
            true = rewriter.create_op(ConstantOp, i1, IntegerAttr.get(i1, 1)).result
            negated = rewriter.create_op(XOrIOp, condition, true).result
            rewriter.replace_op_with_new_op(op, ExtUIOp, type_, negated)
            return True
        return False


_INVERSE = {"eq": "ne", "slt": "sge", "sle": "sgt", "ult": "uge", "ule": "ugt"}
_INVERSE.update({v: k for k, v in list(_INVERSE.items())})


class XOrINotCmpI(RewritePattern):
    """`xori (cmpi pred, a, b), true` -> `cmpi !pred, a, b`."""

    def __init__(self) -> None:
        super().__init__("arith.xori")

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        from .enums import CmpIPredicate
        from .ops import CmpIOp

        compare = _defining(op.lhs, "arith.cmpi")
        constant = _int_constant(op.rhs)
        if compare is None or constant is None or constant.value != 1:
            return False
        inverse = CmpIPredicate.symbolize(_INVERSE[compare.predicate.stringify()])
        rewriter.replace_op_with_new_op(op, CmpIOp, inverse, compare.lhs, compare.rhs)
        return True


class ExtSIOfExtUI(RewritePattern):
    """`extsi (extui x)` -> `extui x`."""

    def __init__(self) -> None:
        super().__init__("arith.extsi")

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        from .ops import ExtUIOp

        inner = _defining(op.in_, "arith.extui")
        if inner is None:
            return False
        rewriter.replace_op_with_new_op(op, ExtUIOp, op.out.type, inner.in_)
        return True


class CmpIOfExtensions(RewritePattern):
    """`cmpi eq/ne, (extsi a), (extsi b)` -> `cmpi eq/ne, a, b` (same for extui)."""

    def __init__(self) -> None:
        super().__init__("arith.cmpi")

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        from .ops import CmpIOp

        predicate = op.predicate
        if predicate.stringify() not in ("eq", "ne"):
            return False
        for name in ("arith.extsi", "arith.extui"):
            lhs, rhs = _defining(op.lhs, name), _defining(op.rhs, name)
            if lhs is not None and rhs is not None and lhs.in_.type is rhs.in_.type:
                rewriter.replace_op_with_new_op(op, CmpIOp, predicate, lhs.in_, rhs.in_)
                return True
        return False


class BitwiseOfExtensions(RewritePattern):
    """`andi/ori (ext x), (ext y)` -> `ext (andi/ori x, y)` for one extension
    kind and one source type (AndOfExtUI, AndOfExtSI, OrOfExtUI, OrOfExtSI)."""

    def __init__(self, root: str) -> None:
        super().__init__(root)

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        from . import ops

        for name, ext_class in (
            ("arith.extui", ops.ExtUIOp),
            ("arith.extsi", ops.ExtSIOp),
        ):
            lhs, rhs = _defining(op.lhs, name), _defining(op.rhs, name)
            if lhs is None or rhs is None or lhs.in_.type is not rhs.in_.type:
                continue
            inner_class = ops.AndIOp if op.name == "arith.andi" else ops.OrIOp
            inner = rewriter.create_op(inner_class, lhs.in_, rhs.in_).result
            rewriter.replace_op_with_new_op(op, ext_class, op.result.type, inner)
            return True
        return False


class FloatOfNegations(RewritePattern):
    """`mulf/divf (negf a), (negf b)` -> `mulf/divf a, b`, keeping the flags."""

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        lhs, rhs = _defining(op.lhs, "arith.negf"), _defining(op.rhs, "arith.negf")
        if lhs is None or rhs is None:
            return False
        a, b = lhs.operand, rhs.operand
        if a.type is not b.type:
            return False
        rewriter.replace_op_with_new_op(op, type(op), a, b, fastmath=op.fastmath)
        return True


class MulSIExtendedRHSOne(RewritePattern):
    """`mulsi_extended x, 1` -> `x` and the sign of `x` as the high half."""

    def __init__(self) -> None:
        super().__init__("arith.mulsi_extended")

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        from .enums import CmpIPredicate
        from .folding import is_one
        from .ops import CmpIOp, ConstantOp, ExtSIOp

        rhs = getattr(op.rhs, "owner", None)
        value = rhs.attributes.get_attr("value") if _is_constant(rhs) else None
        if value is None or not is_one(value):
            return False
        type_ = op.lhs.type
        zero = rewriter.create_op(ConstantOp, type_, _zero_like(value)).result
        negative = rewriter.create_op(CmpIOp, CmpIPredicate.slt, op.lhs, zero).result
        high = rewriter.create_op(ExtSIOp, type_, negative).result
        rewriter.replace_op(op, [op.lhs, high])
        return True


def _is_constant(op: Any) -> bool:
    return getattr(op, "name", None) == "arith.constant"


def _zero_like(value: Any) -> Any:
    """The zero of a constant's type (a splat for shaped types)."""
    from .folding import pack

    return pack(value.type, [0])
