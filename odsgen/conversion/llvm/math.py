"""`--convert-math-to-llvm`: math ops to LLVM intrinsics (MLIR 16's
MathToLLVM), the pattern set reusable from Python
(`populate_math_to_llvm_patterns`).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import BoolAttr, FloatAttr
from ...ir.context import Context
from ...ir.dense import DenseIntOrFPElementsAttr
from ...ir.operation import Operation, Value
from ...ir.types import VectorType
from .arith import fast_math_to_llvm
from .pattern import (
    ConvertToLLVMPattern,
    VectorConvertToLLVMPattern,
    handle_multidimensional_vectors,
    pass_through,
)
from .builders import constant
from .target import lower_to_llvm
from .type_converter import LLVMTypeConverter

# math op -> LLVM intrinsic, fastmath flags carried over.
ONE_TO_ONE = {
    "math.absf": "llvm.intr.fabs",
    "math.ceil": "llvm.intr.ceil",
    "math.copysign": "llvm.intr.copysign",
    "math.cos": "llvm.intr.cos",
    "math.exp2": "llvm.intr.exp2",
    "math.exp": "llvm.intr.exp",
    "math.floor": "llvm.intr.floor",
    "math.fma": "llvm.intr.fma",
    "math.log10": "llvm.intr.log10",
    "math.log2": "llvm.intr.log2",
    "math.log": "llvm.intr.log",
    "math.powf": "llvm.intr.pow",
    "math.fpowi": "llvm.intr.powi",
    "math.roundeven": "llvm.intr.roundeven",
    "math.round": "llvm.intr.round",
    "math.sin": "llvm.intr.sin",
    "math.sqrt": "llvm.intr.sqrt",
    "math.trunc": "llvm.intr.trunc",
}


class IntOpWithFlagLowering(ConvertToLLVMPattern):
    """`math.ctlz` / `math.cttz` / `math.absi`: the intrinsic with a `false` flag."""

    def __init__(self, converter: LLVMTypeConverter, root: str, target: str) -> None:
        super().__init__(converter, root)
        self.target = target
        self.generated_ops = (target, "llvm.mlir.constant")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        operand_type = operands[0].type
        if not self.type_converter.is_compatible(operand_type):
            return False
        location = op.location
        result_type = op.results[0].type

        def create(type_: Any, values: list[Value]) -> Value:
            zero = rewriter.create(
                "llvm.mlir.constant",
                [],
                [BoolAttr.get(False).type],
                {"value": BoolAttr.get(False)},
                location=location,
            ).result
            return rewriter.create(
                self.target, [values[0], zero], [type_], location=location
            ).result

        if not isinstance(operand_type, self.llvm.LLVMArrayType):
            rewriter.replace_op(op, [create(result_type, operands)])
            return True
        if not isinstance(result_type, VectorType):
            return False
        return handle_multidimensional_vectors(
            op, operands, self.type_converter, create, rewriter
        )


class OneAndIntrinsicLowering(ConvertToLLVMPattern):
    """`math.expm1` (exp(x) - 1), `math.log1p` (log(1 + x)) and `math.rsqrt`
    (1 / sqrt(x)): an intrinsic and a float operation with the constant 1."""

    def __init__(
        self,
        converter: LLVMTypeConverter,
        root: str,
        intrinsic: str,
        operation: str,
        intrinsic_first: bool,
        failure: str | None,
    ) -> None:
        super().__init__(converter, root)
        self.intrinsic = intrinsic
        self.operation = operation
        self.intrinsic_first = intrinsic_first
        self.failure = failure
        self.generated_ops = (intrinsic, operation, "llvm.mlir.constant")

    def _fail(self, op: Operation, rewriter: Any, message: str) -> bool:
        if self.failure is None:
            return False
        return rewriter.notify_match_failure(op, message)

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        converter = self.type_converter
        operand_type = operands[0].type
        if not converter.is_compatible(operand_type):
            return self._fail(op, rewriter, "unsupported operand type")
        location = op.location
        result_type = op.results[0].type
        float_type = (
            result_type.element_type
            if isinstance(result_type, VectorType)
            else result_type
        )
        one_attr = FloatAttr.get(float_type, 1.0)
        attributes = fast_math_to_llvm(converter)(op)

        def create(type_: Any, shaped: Any, value: Value) -> Value:
            if isinstance(type_, VectorType):
                value_attr: Any = DenseIntOrFPElementsAttr.get(shaped, 1.0)
            else:
                value_attr = one_attr
            one = constant(rewriter, location, type_, value_attr)
            if self.intrinsic_first:
                inner = rewriter.create(
                    self.intrinsic, [value], [type_], attributes, location=location
                ).result
                return rewriter.create(
                    self.operation, [inner, one], [type_], attributes, location=location
                ).result
            if self.operation == "llvm.fdiv":
                inner = rewriter.create(
                    self.intrinsic, [value], [type_], attributes, location=location
                ).result
                return rewriter.create(
                    self.operation, [one, inner], [type_], attributes, location=location
                ).result
            inner = rewriter.create(
                self.operation, [one, value], [type_], attributes, location=location
            ).result
            return rewriter.create(
                self.intrinsic, [inner], [type_], attributes, location=location
            ).result

        if not isinstance(operand_type, self.llvm.LLVMArrayType):
            rewriter.replace_op(op, [create(operand_type, result_type, operands[0])])
            return True
        if not isinstance(result_type, VectorType):
            return self._fail(op, rewriter, "expected vector result type")
        return handle_multidimensional_vectors(
            op,
            operands,
            converter,
            lambda type_, values: create(
                type_, VectorType.get([type_.shape[0]], float_type), values[0]
            ),
            rewriter,
        )


def populate_math_to_llvm_patterns(
    converter: LLVMTypeConverter, patterns: list[Any]
) -> list[Any]:
    """Add the math lowering patterns (MLIR's populateMathToLLVMConversionPatterns)."""
    fast_math = fast_math_to_llvm(converter)
    for source, target in ONE_TO_ONE.items():
        patterns.append(
            VectorConvertToLLVMPattern(converter, source, target, fast_math)
        )
    patterns += [
        VectorConvertToLLVMPattern(
            converter, "math.ctpop", "llvm.intr.ctpop", pass_through
        ),
        IntOpWithFlagLowering(converter, "math.absi", "llvm.intr.abs"),
        IntOpWithFlagLowering(converter, "math.ctlz", "llvm.intr.ctlz"),
        IntOpWithFlagLowering(converter, "math.cttz", "llvm.intr.cttz"),
        OneAndIntrinsicLowering(
            converter, "math.expm1", "llvm.intr.exp", "llvm.fsub", True, None
        ),
        OneAndIntrinsicLowering(
            converter, "math.log1p", "llvm.intr.log", "llvm.fadd", False, "yes"
        ),
        OneAndIntrinsicLowering(
            converter, "math.rsqrt", "llvm.intr.sqrt", "llvm.fdiv", False, None
        ),
    ]
    return patterns


def convert_math_to_llvm(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """The pass: a partial conversion of `op` with the math patterns."""
    lower_to_llvm(op, context, options, populate_math_to_llvm_patterns)
