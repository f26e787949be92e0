"""A Python mirror of part of MLIR 16's `-test-legalize-patterns` pass
(test/lib/Dialect/Test/TestPatterns.cpp), on the same `test.*` op names
(unregistered here): its type converter, target and those of its patterns
the chosen cases of test-legalizer*.mlir need. Used by test_conversion.py
to check the framework against mlir-opt-16's output for those cases."""

from __future__ import annotations

from typing import Any

from odsgen.conversion import (
    ConversionError,
    ConversionPattern,
    ConversionTarget,
    TypeConverter,
    apply_analysis_conversion,
    apply_full_conversion,
    apply_partial_conversion,
    function_signature_conversion_pattern,
)
from odsgen.conversion.type_converter import SignatureConversion
from odsgen.ir.attributes import StringAttr, TypeAttr, UnitAttr
from odsgen.ir.builtin import UnrealizedConversionCastOp
from odsgen.ir.diagnostics import REMARK, Diagnostic
from odsgen.ir.operation import Operation
from odsgen.ir.rewrite import RewritePattern
from odsgen.ir.types import FloatType, FunctionType, IntegerType

F16 = lambda: FloatType.get("f16")  # noqa: E731
F32 = lambda: FloatType.get("f32")  # noqa: E731
F64 = lambda: FloatType.get("f64")  # noqa: E731


def test_type_converter() -> TypeConverter:
    """TestTypeConverter: drop i16, i64 -> f64, i42 -> i43, f32 -> (f16, f16)."""
    converter = TypeConverter()

    @converter.add_conversion
    def convert(type_: Any) -> Any:
        if isinstance(type_, IntegerType) and type_.signedness == 0:
            if type_.width == 16:
                return []
            if type_.width == 64:
                return F64()
        if isinstance(type_, IntegerType) and type_.width == 42:
            return IntegerType.get(43, type_.signedness)
        if type_ is F32():
            return [F16(), F16()]
        return type_

    def cast(builder: Any, type_: Any, inputs: list, location: Any) -> Any:
        return builder.create("test.cast", inputs, [type_], location=location).result

    converter.add_argument_materialization(cast)
    converter.add_source_materialization(cast)
    return converter


class Replace(RewritePattern):
    """`Pat<(root), (new {status})>` of TestOps.td, as DRR would generate it."""

    def __init__(
        self, root: str, new: str, status: str | None = None, benefit: int = 1
    ):
        super().__init__(root, benefit)
        self.new = new
        self.status = status
        self.generated_ops = (new,)

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        attributes = {"status": StringAttr.get(self.status)} if self.status else None
        new = rewriter.create(
            self.new, [], op.result_types, attributes, location=op.location
        )
        rewriter.replace_op(op, list(new.results))
        return True


class PassthroughInvalid(ConversionPattern):
    """test.invalid -> test.valid on the converted operands."""

    def __init__(self) -> None:
        super().__init__(None, "test.invalid")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        new = rewriter.create("test.valid", operands, [], location=op.location)
        rewriter.replace_op(op, list(new.results))
        return True


class SplitReturnType(ConversionPattern):
    def __init__(self) -> None:
        super().__init__(None, "test.return")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        if op.num_operands != 1 or op.get_operand(0).type is not F32():
            return False
        owner = getattr(operands[0], "owner", None)
        if isinstance(owner, UnrealizedConversionCastOp):
            new = rewriter.create(
                "test.return", owner.operands, [], location=op.location
            )
            rewriter.replace_op(op, list(new.results))
            return True
        return False


class ChangeProducerType(ConversionPattern):
    def __init__(self, source: Any, result: Any, benefit: int = 1) -> None:
        super().__init__(None, "test.type_producer", benefit)
        self.source = source
        self.result = result

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        if self.source is not None and op.result_types[0] is not self.source():
            return rewriter.notify_match_failure(op, "expected single f32 operand")
        new = rewriter.create(
            "test.type_producer", [], [self.result()], location=op.location
        )
        rewriter.replace_op(op, list(new.results))
        return True


class UpdateConsumerType(ConversionPattern):
    def __init__(self) -> None:
        super().__init__(None, "test.type_consumer")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        if operands[0].type is not F64():
            return False
        new = rewriter.create(
            "test.type_consumer", operands[:1], [], location=op.location
        )
        rewriter.replace_op(op, list(new.results))
        return True


class DropOpSignatureConversion(ConversionPattern):
    def __init__(self, converter: TypeConverter) -> None:
        super().__init__(converter, "test.drop_region_op")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        region = op.regions[0]
        entry = region.blocks[0]
        conversion = SignatureConversion(len(entry.arguments))
        if (
            not self.type_converter.convert_signature_args(
                [a.type for a in entry.arguments], conversion
            )
            or rewriter.convert_region_types(region, self.type_converter, conversion)
            is False
        ):
            return False
        rewriter.erase_op(op)
        return True


class NonRootReplacement(ConversionPattern):
    """test.replace_non_root: the pattern creates an illegal op, replaces it,
    and replaces the root with it (TestNonRootReplacement)."""

    def __init__(self) -> None:
        super().__init__(None, "test.replace_non_root")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        result_type = op.result_types[0]
        illegal = rewriter.create(
            "test.illegal_op_f", [], [result_type], location=op.location
        )
        legal = rewriter.create(
            "test.legal_op_b", [], [result_type], location=op.location
        )
        rewriter.replace_op(illegal, list(legal.results))
        rewriter.replace_op(op, list(illegal.results))
        return True


def _function_type(op: Operation) -> Any:
    attr = op.get_attr("function_type")
    return attr.value if isinstance(attr, TypeAttr) else None


def build(converter: TypeConverter) -> tuple[ConversionTarget, list[RewritePattern]]:
    """The target and patterns of the test driver."""
    patterns: list[RewritePattern] = [
        Replace("test.illegal_op_a", "test.legal_op_a", "Success"),
        Replace("test.illegal_op_a", "test.illegal_op_b"),
        Replace("test.illegal_op_b", "test.legal_op_a", "Failure"),
        Replace("test.illegal_op_c", "test.illegal_op_d"),
        Replace("test.illegal_op_d", "test.legal_op_a", "Failure"),
        Replace("test.illegal_op_c", "test.illegal_op_e", benefit=11),
        Replace("test.illegal_op_e", "test.legal_op_a", "Success"),
        PassthroughInvalid(),
        SplitReturnType(),
        ChangeProducerType(lambda: IntegerType.get(32), F32),
        ChangeProducerType(F32, F64),
        ChangeProducerType(None, lambda: FloatType.get("bf16"), benefit=10),
        UpdateConsumerType(),
        NonRootReplacement(),
        DropOpSignatureConversion(converter),
        function_signature_conversion_pattern("func.func", converter),
    ]
    target = ConversionTarget()
    target.add_legal_op("builtin.module")
    target.add_legal_op(
        "test.legal_op_a",
        "test.legal_op_b",
        "test.legal_op_c",
        "test.cast",
        "test.valid",
        "test.finish",
    )
    target.add_illegal_op(
        "test.illegal_op_f", "test.region_builder", "test.op_with_region_fold"
    )
    target.add_dynamically_legal_op(
        "test.return", lambda op: all(v.type is not F32() for v in op.operands)
    )
    target.add_dynamically_legal_op(
        "func.func",
        lambda op: converter.is_signature_legal(_function_type(op))
        and converter.is_legal(op.regions[0]),
    )
    target.add_dynamically_legal_op("func.call", lambda op: converter.is_legal(op))
    target.add_dynamically_legal_op("test.illegal_op_g", lambda op: False)
    target.add_dynamically_legal_op(
        "test.type_producer", lambda op: op.result_types[0] is F64()
    )
    target.add_dynamically_legal_op(
        "test.type_consumer", lambda op: op.get_operand(0).type is F64()
    )
    target.mark_op_recursively_legal(
        ["func.func", "builtin.module"],
        lambda op: isinstance(op.get_attr("test.recursively_legal"), UnitAttr),
    )
    return target, patterns


def run(module: Operation, mode: str = "partial") -> list[Diagnostic]:
    """Run the driver on `module`; the diagnostics it emits, in order."""
    converter = test_type_converter()
    target, patterns = build(converter)
    diagnostics: list[Diagnostic] = []
    try:
        if mode == "partial":
            unconverted: set[Operation] = set()
            apply_partial_conversion(module, target, patterns, unconverted)
            for op in module.walk():
                if op in unconverted:
                    diagnostics.append(
                        Diagnostic(
                            REMARK, op.location, f"op '{op.name}' is not legalizable"
                        )
                    )
        elif mode == "full":
            target.mark_unknown_op_dynamically_legal(
                lambda op: isinstance(op.get_attr("test.dynamically_legal"), UnitAttr)
            )
            apply_full_conversion(module, target, patterns)
        else:
            legalized: set[Operation] = set()
            apply_analysis_conversion(module, target, patterns, legalized)
            for op in module.walk():
                if op in legalized:
                    diagnostics.append(
                        Diagnostic(
                            REMARK, op.location, f"op '{op.name}' is legalizable"
                        )
                    )
    except ConversionError as error:
        diagnostics.append(error.diagnostic)
        diagnostics.append(
            Diagnostic(REMARK, module.location, f"apply{mode.title()}Conversion failed")
        )
    return diagnostics
