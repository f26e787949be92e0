"""A Python mirror of part of MLIR 16's `-test-legalize-patterns` pass
(test/lib/Dialect/Test/TestPatterns.cpp), on the same `test.*` op names
(unregistered here): its type converter, target and those of its patterns
the chosen cases of test-legalizer*.mlir need. Used by test_conversion.py
to check the framework against mlir-opt-16's output for those cases."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from odsgen.conversion import (
    ConversionError,
    ConversionPattern,
    ConversionTarget,
    OpConversionPattern,
    TypeConverter,
    apply_analysis_conversion,
    apply_full_conversion,
    apply_partial_conversion,
    function_signature_conversion_pattern,
)
from odsgen.conversion.type_converter import SignatureConversion
from odsgen.ir.attributes import IntegerAttr, StringAttr, TypeAttr, UnitAttr
from odsgen.ir.builtin import UnrealizedConversionCastOp
from odsgen.ir.diagnostics import REMARK, Diagnostic
from odsgen.ir.operation import Operation
from odsgen.ir.rewrite import RewritePattern
from odsgen.ir.types import FloatType, IntegerType
from odsgen.tools.opt import import_dialect

FUNC = import_dialect(
    str(Path(__file__).resolve().parent.parent / "generated" / "func")
)

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


class RegionRewriteBlockMovement(ConversionPattern):
    """test.region: inline its region at the end of the parent region."""

    def __init__(self) -> None:
        super().__init__(None, "test.region")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        parent = op.parent_region
        region = op.regions[0]
        rewriter.inline_region_before(region, parent)
        if op.get_attr("legalizer.erase_old_blocks") is not None:
            while region.blocks:
                rewriter.erase_block(region.blocks[0])
        rewriter.erase_op(op)
        return True


class RegionRewriteUndo(RewritePattern):
    """test.region_builder -> a test.region holding an illegal op (undone)."""

    def __init__(self) -> None:
        super().__init__("test.region_builder")

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        region_op = rewriter.create("test.region", regions=1, location=op.location)
        entry = rewriter.create_block(region_op.regions[0])
        entry.add_argument(IntegerType.get(64))
        rewriter.create(
            "test.illegal_op_f", [], [IntegerType.get(32)], location=op.location
        )
        rewriter.create("test.valid", location=op.location)
        rewriter.erase_op(op)
        return True


class CreateBlock(RewritePattern):
    """test.create_block / test.create_illegal_block: a new block at the end
    of the parent region (holding an illegal op for the second)."""

    def __init__(self, root: str, illegal: bool) -> None:
        super().__init__(root)
        self.illegal = illegal

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        i32 = IntegerType.get(32)
        rewriter.create_block(op.parent_region, [i32, i32], [op.location, op.location])
        if self.illegal:
            rewriter.create("test.illegal_op_f", [], [i32], location=op.location)
        rewriter.create("test.finish", location=op.location)
        rewriter.replace_op(op, [])
        return True


class UndoBlockArgReplace(ConversionPattern):
    def __init__(self) -> None:
        super().__init__(None, "test.undo_block_arg_replace")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        illegal = rewriter.create(
            "test.illegal_op_f", [], [F32()], location=op.location
        )
        rewriter.replace_uses_of_block_argument(
            op.regions[0].blocks[0].arguments[0], illegal.result
        )
        rewriter.update_root_in_place(op, lambda: None)
        return True


class UndoBlockErase(ConversionPattern):
    def __init__(self) -> None:
        super().__init__(None, "test.undo_block_erase")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        second = op.regions[0].blocks[1]
        rewriter.set_insertion_point_to_start(second)
        rewriter.create("test.illegal_op_f", [], [F32()], location=op.location)
        rewriter.erase_block(second)
        rewriter.update_root_in_place(op, lambda: None)
        return True


class ReplaceEraseOp(RewritePattern):
    """test.blackhole: erase it and the producer of its operand."""

    def __init__(self) -> None:
        super().__init__("test.blackhole")

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        producer = op.get_operand(0).owner
        rewriter.erase_op(op)
        rewriter.erase_op(producer)
        return True


class CreateUnregisteredOp(RewritePattern):
    """test.illegal_op_g -> test.legal_op_c of an arith.constant (which the
    target does not know, so the conversion fails)."""

    def __init__(self) -> None:
        super().__init__("test.illegal_op_g")

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        i32 = IntegerType.get(32)
        constant = rewriter.create(
            "arith.constant",
            [],
            [i32],
            {"value": IntegerAttr.get(i32, 0)},
            location=op.location,
        )
        new = rewriter.create(
            "test.legal_op_c", [constant.result], [i32], location=op.location
        )
        rewriter.replace_op(op, list(new.results))
        return True


class BoundedRecursiveRewrite(RewritePattern):
    """test.recursive_rewrite: decrement `depth` until 0 (bounded recursion)."""

    has_bounded_rewrite_recursion = True

    def __init__(self) -> None:
        super().__init__("test.recursive_rewrite")

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        depth = op.get_attr("depth").value
        i64 = IntegerType.get(64)
        rewriter.update_root_in_place(
            op, lambda: op.set_attr("depth", IntegerAttr.get(i64, depth - 1))
        )
        return True


class ReplaceWithOperand(RewritePattern):
    """`Pat<(TestRewriteOp $input), (replaceWithValue $input)>`."""

    def __init__(self) -> None:
        super().__init__("test.rewrite")

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        rewriter.replace_op(op, [op.get_operand(0)])
        return True


class CallOpSignatureConversion(OpConversionPattern):
    """func.call with converted operands and result types (MLIR's
    populateCallOpTypeConversionPattern): reads the operands by name through
    the generated adaptor."""

    op_class = FUNC.CallOp

    def convert(self, op: Any, adaptor: Any, rewriter: Any) -> bool:
        results = self.type_converter.convert_types(op.result_types)
        if results is None:
            return False
        rewriter.replace_op_with_new_op(
            op, FUNC.CallOp, results, op.get_attr("callee"), adaptor.call_operands
        )
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
        RegionRewriteBlockMovement(),
        RegionRewriteUndo(),
        CreateBlock("test.create_block", False),
        CreateBlock("test.create_illegal_block", True),
        UndoBlockArgReplace(),
        UndoBlockErase(),
        ReplaceEraseOp(),
        CreateUnregisteredOp(),
        BoundedRecursiveRewrite(),
        DropOpSignatureConversion(converter),
        function_signature_conversion_pattern("func.func", converter),
        CallOpSignatureConversion(converter),
        ReplaceWithOperand(),
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
    target.add_dynamically_legal_op(
        "test.recursive_rewrite", lambda op: op.get_attr("depth").value == 0
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


# -- -test-legalize-type-conversion -------------------------------------------------------


def _is_float(type_: Any, *names: str) -> bool:
    return isinstance(type_, FloatType) and type_.text in names


class TypeConsumerForward(ConversionPattern):
    def __init__(self, converter: TypeConverter) -> None:
        super().__init__(converter, "test.type_consumer")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        rewriter.update_root_in_place(op, lambda: op.set_operands(operands))
        return True


class TypeConversionProducer(ConversionPattern):
    def __init__(self, converter: TypeConverter) -> None:
        super().__init__(converter, "test.type_producer")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        type_ = op.result_types[0]
        if isinstance(type_, FloatType):
            type_ = F64()
        elif isinstance(type_, IntegerType) and type_.width == 16:
            type_ = IntegerType.get(64)
        else:
            return False
        new = rewriter.create("test.type_producer", [], [type_], location=op.location)
        rewriter.replace_op(op, list(new.results))
        return True


class SignatureConversionUndo(ConversionPattern):
    def __init__(self, converter: TypeConverter) -> None:
        super().__init__(converter, "test.signature_conversion_undo")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        rewriter.convert_region_types(op.regions[0], self.type_converter)
        return False


class SignatureConversionNoConverter(ConversionPattern):
    def __init__(self, converter: TypeConverter) -> None:
        super().__init__(None, "test.signature_conversion_no_converter")
        self.converter = converter

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        region = op.regions[0]
        entry = region.blocks[0]
        conversion = SignatureConversion(len(entry.arguments))
        if not self.converter.convert_signature_args(
            [a.type for a in entry.arguments], conversion
        ):
            return False
        rewriter.update_root_in_place(
            op, lambda: rewriter.apply_signature_conversion(region, conversion)
        )
        return True


class AnotherProducer(RewritePattern):
    def __init__(self) -> None:
        super().__init__("test.another_type_producer")

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        new = rewriter.create(
            "test.type_producer", [], op.result_types, location=op.location
        )
        rewriter.replace_op(op, list(new.results))
        return True


def run_type_conversion(module: Operation) -> list[Diagnostic]:
    """MLIR 16's `-test-legalize-type-conversion` (without its recursive types)."""
    converter = TypeConverter()
    converter.add_conversion(
        lambda t: (
            t if t is F64() else F64() if _is_float(t, "bf16", "f16", "f32") else False
        )
    )
    converter.add_conversion(lambda t: [] if isinstance(t, IntegerType) else None)

    @converter.add_source_materialization
    def materialize(builder: Any, type_: Any, inputs: list, location: Any) -> Any:
        if not _is_float(type_, "f16") and len(inputs) == 1 and inputs[0].type is F64():
            return builder.create(
                "test.cast", inputs, [type_], location=location
            ).result
        if type_ in (IntegerType.get(32), IntegerType.get(64)) and not inputs:
            return builder.create(
                "test.type_producer", [], [type_], location=location
            ).result
        if (
            isinstance(type_, IntegerType)
            and len(inputs) == 1
            and isinstance(inputs[0].type, IntegerType)
        ):
            return builder.create(
                "test.cast", inputs, [type_], location=location
            ).result
        return None

    target = ConversionTarget()
    target.add_dynamically_legal_op(
        "test.type_producer",
        lambda op: op.result_types[0] in (F64(), IntegerType.get(64)),
    )
    target.add_dynamically_legal_op(
        "func.func",
        lambda op: converter.is_signature_legal(_function_type(op))
        and converter.is_legal(op.regions[0]),
    )
    target.add_dynamically_legal_op(
        "test.cast",
        lambda op: op.get_operand(0).type is F64() and op.result_types[0] is F32(),
    )
    target.add_dynamically_legal_op(
        "test.signature_conversion_no_converter",
        lambda op: converter.is_legal(
            [a.type for a in op.regions[0].blocks[0].arguments]
        ),
    )
    patterns: list[RewritePattern] = [
        TypeConsumerForward(converter),
        TypeConversionProducer(converter),
        SignatureConversionUndo(converter),
        SignatureConversionNoConverter(converter),
        AnotherProducer(),
        function_signature_conversion_pattern("func.func", converter),
    ]
    try:
        apply_partial_conversion(module, target, patterns)
    except ConversionError as error:
        return [error.diagnostic]
    return []


# -- -test-legalize-unknown-root-patterns and -test-target-materialization-with-no-uses ----


class RemoveTestDialectOps(RewritePattern):
    """Erase any op of the test dialect (a pattern without a root)."""

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        if op.dialect_name != "test":
            return False
        rewriter.erase_op(op)
        return True


def run_unknown_root(module: Operation) -> list[Diagnostic]:
    """On each func.func: the test dialect is illegal, any test op is erased."""
    target = ConversionTarget()
    target.add_illegal_dialect("test")
    for op in list(module.regions[0].blocks[0]):
        if op.name != "func.func":
            continue
        try:
            apply_partial_conversion(op, target, [RemoveTestDialectOps()])
        except ConversionError as error:
            return [error.diagnostic]
    return []


class ForwardOperand(ConversionPattern):
    def __init__(self, converter: TypeConverter) -> None:
        super().__init__(converter, "test.type_changer")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        rewriter.replace_op(op, operands)
        return True


def run_target_materialization(module: Operation) -> list[Diagnostic]:
    """test.type_changer is illegal and replaced by its operand; i16 -> i64."""
    converter = TypeConverter()
    converter.add_conversion(lambda t: t)
    converter.add_conversion(
        lambda t: IntegerType.get(64) if t is IntegerType.get(16) else None
    )
    converter.add_target_materialization(
        lambda builder, type_, inputs, location: builder.create(
            "test.cast", inputs, [type_], location=location
        ).result
    )
    target = ConversionTarget()
    target.add_illegal_op("test.type_changer")
    try:
        apply_partial_conversion(module, target, [ForwardOperand(converter)])
    except ConversionError as error:
        return [error.diagnostic]
    return []


# -- -test-remapped-value ---------------------------------------------------------------


class OneVariadicRemap(ConversionPattern):
    """Rebuild the op with its one operand remapped twice (getRemappedValue)."""

    def __init__(self) -> None:
        super().__init__(None, "test.one_variadic_out_one_variadic_in1")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        original = op.get_operand(0)
        remapped = [rewriter.get_remapped_value(original) for _ in range(2)]
        new = rewriter.create(op.name, remapped, op.result_types, location=op.location)
        rewriter.replace_op(op, list(new.results))
        return True


class RemapValueInRegion(ConversionPattern):
    """Inline the op's block in place of the op; its results are the
    remapped operands of the block's terminator."""

    def __init__(self, converter: TypeConverter) -> None:
        super().__init__(converter, "test.remapped_value_region")

    def convert(self, op: Operation, operands: list, rewriter: Any) -> bool:
        block = op.regions[0].blocks[0]
        terminator = block.last_op
        parent = op.parent
        final = rewriter.split_block(parent, op)
        rewriter.merge_blocks(block, parent, [])
        rewriter.merge_blocks(final, parent, [])
        values = rewriter.get_remapped_values(terminator.operands)
        if values is None:
            return False
        rewriter.erase_op(terminator)
        rewriter.replace_op(op, values)
        return True


def run_remapped_value(module: Operation) -> list[Diagnostic]:
    """On each func.func, a full conversion with getRemappedValue(s)."""
    converter = TypeConverter()  # as MLIR's: the identity, added last, wins
    converter.add_conversion(lambda t: F64() if t is F32() else None)
    converter.add_conversion(lambda t: t)
    target = ConversionTarget()
    target.add_legal_op("builtin.module", "func.func", "test.return")
    target.add_dynamically_legal_op(
        "test.type_producer", lambda op: op.result_types[0] is F64()
    )
    target.add_dynamically_legal_op(
        "test.type_consumer", lambda op: op.get_operand(0).type is F64()
    )
    target.add_dynamically_legal_op(
        "test.one_variadic_out_one_variadic_in1", lambda op: op.num_operands > 1
    )
    patterns: list[RewritePattern] = [
        OneVariadicRemap(),
        ChangeProducerType(F32, F64),
        UpdateConsumerType(),
        RemapValueInRegion(converter),
    ]
    for op in list(module.regions[0].blocks[0]):
        if op.name != "func.func":
            continue
        try:
            apply_full_conversion(op, target, patterns)
        except ConversionError as error:
            return [error.diagnostic]
    return []
