"""`--convert-arith-to-llvm`: arith ops to LLVM dialect ops (MLIR 16's
ArithToLLVM), with the pattern set reusable from Python
(`populate_arith_to_llvm_patterns`).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import Attribute, DictionaryAttr, IntegerAttr
from ...ir.context import Context
from ...ir.dense import DenseIntOrFPElementsAttr
from ...ir.operation import Operation, Value
from ...ir.types import IntegerType, VectorType
from .pattern import (
    ConvertToLLVMPattern,
    VectorConvertToLLVMPattern,
    handle_multidimensional_vectors,
    one_to_one_rewrite,
    pass_through,
)
from .builders import constant, extract_value
from .target import lower_to_llvm
from .type_converter import LLVMTypeConverter

_FAST_MATH_FLAGS = ("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")


def fast_math_to_llvm(converter: LLVMTypeConverter) -> Any:
    """The attributes of an arith op with `fastmath` as LLVM's `fastmathFlags`."""
    llvm = converter.llvm
    converted: dict[DictionaryAttr, DictionaryAttr] = {}  # by the op's attributes

    def convert(op: Operation) -> DictionaryAttr:
        found = converted.get(op.attributes)
        if found is not None:
            return found
        attributes = dict(op.attributes.items)
        flags = attributes.pop("fastmath", None)
        if flags is not None and hasattr(flags, "value"):
            value = llvm.FastmathFlags(0)
            for name in _FAST_MATH_FLAGS:
                if flags.value & type(flags.value)[name]:
                    value |= llvm.FastmathFlags[name]
            attributes["fastmathFlags"] = llvm.FastmathFlagsAttr.get(value)
        found = converted[op.attributes] = DictionaryAttr.get(attributes)
        return found

    return convert


# arith op -> LLVM op, and whether its fastmath flags carry over.
ONE_TO_ONE = {
    "arith.addf": ("llvm.fadd", True),
    "arith.addi": ("llvm.add", False),
    "arith.andi": ("llvm.and", False),
    "arith.bitcast": ("llvm.bitcast", False),
    "arith.divf": ("llvm.fdiv", True),
    "arith.divsi": ("llvm.sdiv", False),
    "arith.divui": ("llvm.udiv", False),
    "arith.extf": ("llvm.fpext", False),
    "arith.extsi": ("llvm.sext", False),
    "arith.extui": ("llvm.zext", False),
    "arith.fptosi": ("llvm.fptosi", False),
    "arith.fptoui": ("llvm.fptoui", False),
    "arith.maxf": ("llvm.intr.maxnum", True),
    "arith.maxsi": ("llvm.intr.smax", False),
    "arith.maxui": ("llvm.intr.umax", False),
    "arith.minf": ("llvm.intr.minnum", True),
    "arith.minsi": ("llvm.intr.smin", False),
    "arith.minui": ("llvm.intr.umin", False),
    "arith.mulf": ("llvm.fmul", True),
    "arith.muli": ("llvm.mul", False),
    "arith.negf": ("llvm.fneg", True),
    "arith.ori": ("llvm.or", False),
    "arith.remf": ("llvm.frem", True),
    "arith.remsi": ("llvm.srem", False),
    "arith.remui": ("llvm.urem", False),
    "arith.select": ("llvm.select", False),
    "arith.shli": ("llvm.shl", False),
    "arith.shrsi": ("llvm.ashr", False),
    "arith.shrui": ("llvm.lshr", False),
    "arith.sitofp": ("llvm.sitofp", False),
    "arith.subf": ("llvm.fsub", True),
    "arith.subi": ("llvm.sub", False),
    "arith.truncf": ("llvm.fptrunc", False),
    "arith.trunci": ("llvm.trunc", False),
    "arith.uitofp": ("llvm.uitofp", False),
    "arith.xori": ("llvm.xor", False),
}


def _element_type(type_: Any) -> Any:
    return type_.element_type if isinstance(type_, VectorType) else type_


class ConstantOpLowering(ConvertToLLVMPattern):
    root = "arith.constant"
    generated_ops = ("llvm.mlir.constant",)

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        return one_to_one_rewrite(
            op,
            "llvm.mlir.constant",
            operands,
            pass_through(op),
            self.type_converter,
            rewriter,
        )


class IndexCastOpLowering(ConvertToLLVMPattern):
    """`arith.index_cast[ui]`: a truncation, an extension, or nothing."""

    generated_ops = ("llvm.trunc", "llvm.sext", "llvm.zext")

    def __init__(self, converter: LLVMTypeConverter, root: str, extend: str) -> None:
        super().__init__(converter, root)
        self.extend = extend

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        converter = self.type_converter
        result_type = op.results[0].type
        target_type = converter.convert_type(_element_type(result_type))
        source_type = converter.convert_type(_element_type(op.operands[0].type))
        target_bits = target_type.width  # type: ignore[union-attr]
        source_bits = source_type.width  # type: ignore[union-attr]
        value = operands[0]
        if target_bits == source_bits:
            rewriter.replace_op(op, [value])
            return True
        name = "llvm.trunc" if target_bits < source_bits else self.extend
        if not isinstance(value.type, self.llvm.LLVMArrayType):
            new_type = converter.convert_type(result_type)
            rewriter.replace_op(
                op,
                [
                    rewriter.create(
                        name, [value], [new_type], location=op.location
                    ).result
                ],
            )
            return True
        if not isinstance(result_type, VectorType):
            return rewriter.notify_match_failure(op, "expected vector result type")
        return handle_multidimensional_vectors(
            op,
            operands,
            converter,
            lambda type_, values: rewriter.create(
                name, values, [type_], location=op.location
            ).result,
            rewriter,
        )


class CmpOpLowering(ConvertToLLVMPattern):
    """`arith.cmpi` / `arith.cmpf`: `llvm.icmp` / `llvm.fcmp`, same predicate."""

    def __init__(self, converter: LLVMTypeConverter, root: str, target: str) -> None:
        super().__init__(converter, root)
        self.target = target
        self.generated_ops = (target,)

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        attributes = {"predicate": op.attributes.get_attr("predicate")}
        result_type = op.results[0].type
        location = op.location
        if not isinstance(operands[0].type, self.llvm.LLVMArrayType):
            new_type = self.type_converter.convert_type(result_type)
            new = rewriter.create(
                self.target, operands, [new_type], attributes, location=location
            )
            rewriter.replace_op(op, [new.result])
            return True
        if not isinstance(result_type, VectorType):
            return rewriter.notify_match_failure(op, "expected vector result type")
        return handle_multidimensional_vectors(
            op,
            operands,
            self.type_converter,
            lambda type_, values: rewriter.create(
                self.target, values, [type_], attributes, location=location
            ).result,
            rewriter,
        )


class AddUIExtendedOpLowering(ConvertToLLVMPattern):
    """`arith.addui_extended`: `llvm.intr.uadd.with.overflow` and its two members."""

    root = "arith.addui_extended"
    generated_ops = ("llvm.intr.uadd.with.overflow", "llvm.extractvalue")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        converter = self.type_converter
        operand_type = operands[0].type
        if not converter.is_compatible(operand_type):
            return False
        location = op.location
        if isinstance(operand_type, self.llvm.LLVMArrayType):
            if not isinstance(op.results[0].type, VectorType):
                return rewriter.notify_match_failure(
                    location, "expected vector result types"
                )
            return rewriter.notify_match_failure(
                location, "ND vector types are not supported yet"
            )
        overflow_type = converter.convert_type(op.results[1].type)
        struct = converter.struct_type([op.results[0].type, overflow_type])
        pair = rewriter.create(
            "llvm.intr.uadd.with.overflow", operands, [struct], location=location
        ).result
        rewriter.replace_op(
            op,
            [
                extract_value(rewriter, location, pair, [0]),
                extract_value(rewriter, location, pair, [1]),
            ],
        )
        return True


class MulIExtendedOpLowering(ConvertToLLVMPattern):
    """`arith.mul[su]i_extended`: a multiplication at twice the width, split."""

    generated_ops = (
        "llvm.sext",
        "llvm.zext",
        "llvm.mul",
        "llvm.trunc",
        "llvm.mlir.constant",
        "llvm.lshr",
    )

    def __init__(self, converter: LLVMTypeConverter, root: str, extend: str) -> None:
        super().__init__(converter, root)
        self.extend = extend

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        result_type = operands[0].type
        if not self.type_converter.is_compatible(result_type):
            return False
        location = op.location
        if isinstance(result_type, IntegerType):
            width = result_type.width
            wide = IntegerType.get(2 * width)
            shift: Attribute = IntegerAttr.get(wide, width)
        elif isinstance(result_type, VectorType):
            width = result_type.element_type.width  # type: ignore[attr-defined]
            wide = VectorType.get(result_type.shape, IntegerType.get(2 * width))
            shift = DenseIntOrFPElementsAttr.get(wide, width)
        elif not isinstance(op.results[0].type, VectorType):
            return rewriter.notify_match_failure(op, "expected vector result type")
        else:
            return rewriter.notify_match_failure(
                op, "ND vector types are not supported yet"
            )

        def create(name: str, values: list[Value], type_: Any) -> Value:
            return rewriter.create(name, values, [type_], location=location).result

        lhs = create(self.extend, [operands[0]], wide)
        rhs = create(self.extend, [operands[1]], wide)
        product = create("llvm.mul", [lhs, rhs], wide)
        low = create("llvm.trunc", [product], result_type)
        amount = constant(rewriter, location, wide, shift)
        high = create(
            "llvm.trunc", [create("llvm.lshr", [product, amount], wide)], result_type
        )
        rewriter.replace_op(op, [low, high])
        return True


def populate_arith_to_llvm_patterns(
    converter: LLVMTypeConverter, patterns: list[Any]
) -> list[Any]:
    """Add the arith lowering patterns (MLIR's populateArithToLLVMConversionPatterns)."""
    fast_math = fast_math_to_llvm(converter)
    for source, (target, keeps_fast_math) in ONE_TO_ONE.items():
        patterns.append(
            VectorConvertToLLVMPattern(
                converter,
                source,
                target,
                fast_math if keeps_fast_math else pass_through,
            )
        )
    patterns += [
        AddUIExtendedOpLowering(converter),
        ConstantOpLowering(converter),
        CmpOpLowering(converter, "arith.cmpf", "llvm.fcmp"),
        CmpOpLowering(converter, "arith.cmpi", "llvm.icmp"),
        IndexCastOpLowering(converter, "arith.index_cast", "llvm.sext"),
        IndexCastOpLowering(converter, "arith.index_castui", "llvm.zext"),
        MulIExtendedOpLowering(converter, "arith.mulsi_extended", "llvm.sext"),
        MulIExtendedOpLowering(converter, "arith.mului_extended", "llvm.zext"),
    ]
    return patterns


def convert_arith_to_llvm(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """The pass: a partial conversion of `op` with the arith patterns."""
    lower_to_llvm(op, context, options, populate_arith_to_llvm_patterns)
