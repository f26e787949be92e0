"""The conversion framework from Python, on the generated test dialect
(tests/defs/test) and the llvm, func and arith dialects: legality, type
conversion, signature conversion, materializations, rollback, partial and
full conversion, DRR patterns in a conversion."""

from __future__ import annotations


import pytest

from conftest import ROOT, generated_test_dialect
from ir_checks import check_use_lists
from odsgen.asm import parse_source
from odsgen.ir.printer import PrintOptions, print_module
from odsgen.conversion import (
    ConversionError,
    ConversionPattern,
    ConversionTarget,
    LegalizationAction,
    OpConversionPattern,
    SignatureConversion,
    TypeConverter,
    apply_analysis_conversion,
    apply_full_conversion,
    apply_partial_conversion,
    function_signature_conversion_pattern,
)
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.ir.types import FloatType, IntegerType
from odsgen.ir.verifier import verify
from odsgen.tools.opt import import_dialect

LLVM = import_dialect(str(ROOT / "generated" / "llvm"))
FUNC = import_dialect(str(ROOT / "generated" / "func"))
ARITH = import_dialect(str(ROOT / "generated" / "arith"))


@pytest.fixture(scope="module")
def test_dialect():
    return import_dialect(generated_test_dialect())


@pytest.fixture
def context(test_dialect):
    with Context(allow_unregistered_dialects=True) as context:
        for package in (test_dialect, LLVM, FUNC, ARITH):
            context.register_dialect(package.DIALECT())
        yield context


def signless_converter(materializations: bool = True) -> TypeConverter:
    """si/ui integers -> signless ones; with `materializations`, casts bridge
    the two."""
    converter = TypeConverter()
    converter.add_conversion(lambda t: t)
    converter.add_conversion(
        lambda t: (
            IntegerType.get(t.width)
            if isinstance(t, IntegerType) and t.signedness
            else None
        )
    )

    def cast(builder, type_, inputs, location):
        return builder.create(
            "builtin.unrealized_conversion_cast", inputs, [type_], location=location
        ).result

    if materializations:
        converter.add_source_materialization(cast)
        converter.add_target_materialization(cast)
    return converter


def lowering(test_dialect, converter: TypeConverter):
    """Patterns and target lowering test.addi/muli to llvm (docs/conversion.md)."""

    class Lower(OpConversionPattern):
        def convert(self, op, adaptor, rewriter):
            rewriter.replace_op_with_new_op(op, self.to, adaptor.lhs, adaptor.rhs)
            return True

    class AddI(Lower):
        op_class = test_dialect.AddIOp
        to = LLVM.AddOp

    class MulI(Lower):
        op_class = test_dialect.MulIOp
        to = LLVM.MulOp

    class Return(OpConversionPattern):
        op_class = FUNC.ReturnOp

        def convert(self, op, adaptor, rewriter):
            rewriter.update_root_in_place(op, lambda: op.set_operands(adaptor.values))
            return True

    patterns = [
        AddI(converter),
        MulI(converter),
        Return(converter),
        function_signature_conversion_pattern("func.func", converter),
    ]
    target = ConversionTarget()
    target.add_legal_dialect("llvm")
    target.add_illegal_op(test_dialect.AddIOp, test_dialect.MulIOp)
    target.add_dynamically_legal_op(
        FUNC.FuncOp,
        lambda op: converter.is_signature_legal(op.function_type)
        and converter.is_legal(op.body),
    )
    target.add_dynamically_legal_op(FUNC.ReturnOp, converter.is_legal)
    return patterns, target


SOURCE = """\
func.func @mac(%a: si32, %b: si32, %c: si32) -> si32 {
  %0 = "test.muli"(%a, %b) : (si32, si32) -> si32
  %1 = "test.addi"(%0, %c) : (si32, si32) -> si32
  return %1 : si32
}
"""


def snapshot(module: Operation) -> tuple[str, str]:
    """The custom and generic (with locations) forms: equal snapshots mean
    the same IR, use lists aside."""
    return print_module(module), print_module(
        module, PrintOptions(generic=True, debuginfo=True)
    )


# -- the target -----------------------------------------------------------------------


def test_target_legality_by_op_dialect_callback_and_unknown(context, test_dialect):
    module = parse_source(
        '"foo.a"() {ok} : () -> ()\n"foo.a"() : () -> ()\n"bar.b"() : () -> ()\n',
        context,
        "t.mlir",
    )
    ok_a, a, b = module.body.operations
    target = ConversionTarget()
    assert target.is_legal(a) is None and not target.is_illegal(a)
    target.add_dynamically_legal_dialect(
        "foo", lambda op: op.get_attr("ok") is not None
    )
    assert target.is_legal(ok_a) is not None
    assert target.is_legal(a) is None and target.is_illegal(a)
    target.add_illegal_op("foo.a")  # the op's own entry wins over its dialect's
    assert target.get_op_action("foo.a") == LegalizationAction.ILLEGAL
    assert target.is_legal(ok_a) is None
    assert target.get_op_action("bar.b") is None
    target.mark_unknown_op_dynamically_legal(lambda op: op.name == "bar.b")
    assert target.is_legal(b) is not None
    target.add_legal_op("builtin.module")
    target.mark_op_recursively_legal("builtin.module")
    assert target.is_legal(module).recursively_legal
    # A newer callback without an opinion defers to the older one.
    target.add_dynamically_legal_op("foo.a", lambda op: True)
    target.add_dynamically_legal_op("foo.a", lambda op: None)
    assert target.is_legal(a) is not None


# -- the type converter -------------------------------------------------------------------


def test_type_converter_order_results_and_signatures(context):
    i16, i32, i64 = (IntegerType.get(w) for w in (16, 32, 64))
    f16, f32 = FloatType.get("f16"), FloatType.get("f32")
    converter = TypeConverter()
    converter.add_conversion(lambda t: t)
    converter.add_conversion(lambda t: [] if t is i16 else None)  # dropped
    converter.add_conversion(lambda t: [f16, f16] if t is f32 else None)  # 1:N
    converter.add_conversion(lambda t: False if t is i64 else None)  # no conversion
    assert converter.convert_type(i32) is i32 and converter.is_legal(i32)
    assert converter.convert_type_multi(i16) == []
    assert converter.convert_type_multi(f32) == [f16, f16]
    assert converter.convert_type(f32) is None
    assert converter.convert_type_multi(i64) is None
    assert converter.convert_types([i32, f32, i16]) == [i32, f16, f16]
    conversion = SignatureConversion(3)
    assert converter.convert_signature_args([f32, i16, i32], conversion)
    assert conversion.converted_types == [f16, f16, i32]
    assert conversion.input_mapping(0).input_no == 0
    assert conversion.input_mapping(0).size == 2
    assert conversion.input_mapping(1) is None
    assert conversion.input_mapping(2).input_no == 2
    assert not converter.convert_signature_args([i64], SignatureConversion(1))


# -- conversions --------------------------------------------------------------------------


def test_lowering_converts_signature_and_ops(context, test_dialect):
    patterns, target = lowering(test_dialect, signless_converter())
    module = parse_source(SOURCE, context, "mac.mlir")
    apply_partial_conversion(module, target, patterns)
    verify(module, context)
    assert print_module(module) == (
        "module {\n"
        "  func.func @mac(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {\n"
        "    %0 = llvm.mul %arg0, %arg1  : i32\n"
        "    %1 = llvm.add %0, %arg2  : i32\n"
        "    return %1 : i32\n"
        "  }\n"
        "}\n"
    )


def test_target_materialization_for_an_unconverted_producer(context, test_dialect):
    """An operand produced by an op that stays gets a cast to the new type."""
    patterns, target = lowering(test_dialect, signless_converter())
    module = parse_source(
        'func.func @f() -> i32 {\n  %0 = "foo.make"() : () -> si32\n'
        '  %1 = "test.addi"(%0, %0) : (si32, si32) -> si32\n'
        '  %2 = "foo.sink"(%1) : (si32) -> i32\n  return %2 : i32\n}\n',
        context,
        "m.mlir",
    )
    apply_partial_conversion(module, target, patterns)
    assert print_module(module).splitlines()[2:6] == [
        '    %0 = "foo.make"() : () -> si32',
        "    %1 = builtin.unrealized_conversion_cast %0 : si32 to i32",
        "    %2 = llvm.add %1, %1  : i32",
        "    %3 = builtin.unrealized_conversion_cast %2 : i32 to si32",
    ]


def test_missing_target_materialization_fails_with_mlirs_error(context, test_dialect):
    converter = signless_converter(materializations=False)
    patterns, target = lowering(test_dialect, converter)
    module = parse_source(
        'func.func @f(%a: i32) {\n  %0 = "test.addi"(%a, %a) : (i32, i32) -> i32\n'
        '  %1 = "foo.cast"(%0) : (i32) -> si32\n'
        '  %2 = "test.addi"(%1, %1) : (si32, si32) -> si32\n'
        '  "foo.print"(%2) : (si32) -> ()\n  return\n}\n',
        context,
        "m.mlir",
    )
    before = snapshot(module)
    with pytest.raises(ConversionError) as info:
        apply_partial_conversion(module, target, patterns)
    assert snapshot(module) == before
    diagnostic = info.value.diagnostic
    assert str(diagnostic) == (
        "m.mlir:4:8: error: failed to legalize unresolved materialization from"
        " 'si32' to 'i32' that remained live after conversion"
    )
    assert [note.message for note in diagnostic.notes] == [
        "see existing live user here: %4 = llvm.add %3, %3  : i32"
    ]


def test_partial_and_full_conversion_differ_on_unknown_ops(context, test_dialect):
    patterns, target = lowering(test_dialect, signless_converter())
    target.add_legal_op("builtin.module")
    text = SOURCE.replace(
        "  return %1", '  "foo.print"(%1) : (si32) -> ()\n  return %1'
    )
    partial = parse_source(text, context, "m.mlir")
    unconverted: set[Operation] = set()
    apply_partial_conversion(partial, target, patterns, unconverted)
    assert [op.name for op in unconverted] == ["foo.print"]
    assert "llvm.add" in print_module(partial)
    full = parse_source(text, context, "m.mlir")
    before = snapshot(full)
    with pytest.raises(ConversionError) as info:
        apply_full_conversion(full, target, patterns)
    assert str(info.value.diagnostic) == (
        "m.mlir:4:3: error: failed to legalize operation 'foo.print'"
    )
    assert info.value.op.name == "foo.print"
    assert snapshot(full) == before


def test_explicitly_illegal_op_fails_a_partial_conversion(context, test_dialect):
    _, target = lowering(test_dialect, signless_converter())
    module = parse_source(SOURCE.replace("si32", "i32"), context, "m.mlir")
    before = snapshot(module)
    with pytest.raises(ConversionError) as info:
        apply_partial_conversion(module, target, [])  # no patterns at all
    assert str(info.value.diagnostic) == (
        "m.mlir:2:8: error: failed to legalize operation 'test.muli' that was"
        " explicitly marked illegal"
    )
    assert snapshot(module) == before


class _Everything(ConversionPattern):
    """Rewrites a func.func in every way the journal knows, then fails late
    (when told to) after the rest of the conversion went well."""

    def __init__(self, converter: TypeConverter, fail: bool) -> None:
        super().__init__(converter, "foo.wrapper")
        self.fail = fail

    def convert(self, op, operands, rewriter):
        region = op.regions[0]
        entry = region.blocks[0]
        rewriter.set_insertion_point_to_start(entry)
        rewriter.create("foo.new", [], [], location=op.location)
        tail = rewriter.split_block(entry, entry.operations[2])
        rewriter.create_block(region, [IntegerType.get(8)])
        rewriter.create("foo.unreachable_end", location=op.location)
        rewriter.merge_blocks(tail, entry, [])
        rewriter.update_root_in_place(
            op, lambda: op.set_attr("touched", op.attributes.get_attr("marker"))
        )
        rewriter.set_insertion_point(op)
        wrapper = rewriter.create("foo.holder", regions=1, location=op.location)
        rewriter.inline_region_before(region, wrapper.regions[0])
        rewriter.erase_op(op)
        return not self.fail


def test_a_late_failure_leaves_the_module_byte_identical(context, test_dialect):
    """Many rewrites succeed and are journaled (signature conversion, new
    ops, split, merge, created block, in-place update, inlined region,
    erased ops, casts); the last pattern fails; the IR is exactly as before."""
    converter = signless_converter()
    patterns, target = lowering(test_dialect, converter)
    text = (
        SOURCE
        + '"foo.wrapper"() ({\n  "foo.one"() : () -> ()\n  "foo.two"() : () -> ()\n'
        '  "foo.three"() : () -> ()\n}) {marker = 1 : i32} : () -> ()\n'
        "func.func @last(%x: ui8) -> ui8 {\n"
        '  %0 = "test.addi"(%x, %x) : (ui8, ui8) -> ui8\n'
        '  %1 = "test.muli"(%0, %0) {fail} : (ui8, ui8) -> ui8\n'
        "  return %1 : ui8\n}\n"
    )

    class FailOnMarked(OpConversionPattern):
        op_class = test_dialect.MulIOp
        benefit = 5

        def convert(self, op, adaptor, rewriter):
            rewriter.replace_op_with_new_op(op, LLVM.MulOp, adaptor.lhs, adaptor.rhs)
            return op.get_attr("fail") is None

    target.add_legal_dialect("foo")
    target.add_illegal_op("foo.wrapper")
    module = parse_source(text, context, "m.mlir")
    before = snapshot(module)
    # The wrapper's pattern succeeds; test.muli's two patterns each fail on @last.
    all_patterns = [
        *patterns,
        _Everything(converter, fail=False),
        FailOnMarked(converter),
    ]
    all_patterns = [
        p
        for p in all_patterns
        if not (
            isinstance(p, OpConversionPattern)
            and p.op_class is test_dialect.MulIOp
            and not isinstance(p, FailOnMarked)
        )
    ]
    with pytest.raises(ConversionError) as info:
        apply_partial_conversion(module, target, all_patterns)
    assert "failed to legalize operation 'test.muli'" in info.value.diagnostic.message
    assert snapshot(module) == before
    verify(module, context)
    check_use_lists(module)
    # Use lists were restored too: converting again, without the failing op,
    # gives the same result as on a fresh parse.
    for op in list(module.walk()):
        if op.get_attr("fail") is not None:
            op.remove_attr("fail")
    apply_partial_conversion(module, target, all_patterns)
    fresh = parse_source(text.replace(" {fail}", ""), context, "m.mlir")
    apply_partial_conversion(fresh, target, all_patterns)
    assert snapshot(module) == snapshot(fresh)
    check_use_lists(module)
    assert '"foo.holder"' in print_module(module)


def test_a_failing_pattern_is_undone_before_the_next_is_tried(context, test_dialect):
    converter = signless_converter()
    patterns, target = lowering(test_dialect, converter)
    target.add_illegal_op("foo.wrapper")
    text = '"foo.wrapper"() ({\n  "foo.one"() : () -> ()\n  "foo.two"() : () -> ()\n  "foo.three"() : () -> ()\n}) {marker = 1 : i32} : () -> ()\n'
    module = parse_source(text, context, "m.mlir")
    before = snapshot(module)
    with pytest.raises(ConversionError):
        apply_partial_conversion(module, target, [_Everything(converter, fail=True)])
    assert snapshot(module) == before
    check_use_lists(module)


def test_analysis_conversion_reports_and_changes_nothing(context, test_dialect):
    patterns, target = lowering(test_dialect, signless_converter())
    module = parse_source(SOURCE, context, "m.mlir")
    before = snapshot(module)
    legalizable: set[Operation] = set()
    apply_analysis_conversion(module, target, patterns, legalizable)
    assert sorted(op.name for op in legalizable) == [
        "func.func",
        "func.return",
        "test.addi",
        "test.muli",
    ]
    assert snapshot(module) == before


def test_folding_comes_before_patterns(context, test_dialect):
    """test.subi of a value and itself folds to 0 (materialized by the test
    dialect's constant hook) instead of being rewritten."""
    target = ConversionTarget()
    target.add_illegal_op(test_dialect.SubIOp)
    target.add_legal_op(test_dialect.ConstantOp)
    module = parse_source(
        'func.func @f(%a: i64) -> i64 {\n  %0 = "test.subi"(%a, %a) : (i64, i64) -> i64\n'
        "  return %0 : i64\n}\n",
        context,
        "m.mlir",
    )
    apply_partial_conversion(module, target, [])
    assert "test.subi" not in print_module(module)
    assert "test.constant" in print_module(module)


def test_drr_patterns_in_a_conversion(context):
    """A generated DRR pattern (arith's AddIAddConstant) legalizes arith.addi
    ops that add a constant to an add of a constant."""
    from importlib import import_module

    patterns_module = import_module(ARITH.__name__ + ".patterns")

    def foldable(op):
        inner = getattr(op.lhs, "owner", None)
        return not (
            isinstance(inner, ARITH.AddIOp)
            and isinstance(getattr(inner.rhs, "owner", None), ARITH.ConstantOp)
            and isinstance(getattr(op.rhs, "owner", None), ARITH.ConstantOp)
        )

    target = ConversionTarget()
    target.add_legal_op(ARITH.ConstantOp)
    target.add_dynamically_legal_op(ARITH.AddIOp, foldable)
    module = parse_source(
        "func.func @f(%x: i32) -> i32 {\n  %c1 = arith.constant 1 : i32\n"
        "  %c2 = arith.constant 2 : i32\n  %0 = arith.addi %x, %c1 : i32\n"
        "  %1 = arith.addi %0, %c2 : i32\n  return %1 : i32\n}\n",
        context,
        "m.mlir",
    )
    apply_partial_conversion(module, target, [patterns_module.AddIAddConstant()])
    assert print_module(module).splitlines()[2:8] == [
        "    %c1_i32 = arith.constant 1 : i32",
        "    %c2_i32 = arith.constant 2 : i32",
        "    %0 = arith.addi %arg0, %c1_i32 : i32",
        "    %c3_i32 = arith.constant 3 : i32",
        "    %1 = arith.addi %arg0, %c3_i32 : i32",
        "    return %1 : i32",
    ]


def test_deeply_nested_regions_convert_without_recursion(context):
    """5,000 nested regions: collection, legalization and commit do not recurse."""
    from odsgen.ir.builtin import ModuleOp
    from odsgen.ir.operation import Block, Region

    module = ModuleOp.build()
    parent = module.body
    for _ in range(5000):
        op = Operation.create("foo.r", regions=[Region([Block()])])
        parent.append(op)
        parent = op.regions[0].blocks[0]
    parent.append(Operation.create("foo.leaf"))

    class Leaf(ConversionPattern):
        def __init__(self) -> None:
            super().__init__(None, "foo.leaf")

        def convert(self, op, operands, rewriter):
            rewriter.create("bar.leaf")
            rewriter.erase_op(op)
            return True

    target = ConversionTarget()
    target.add_illegal_op("foo.leaf")
    target.add_legal_dialect("bar")
    apply_partial_conversion(module, target, [Leaf()])
    assert [op.name for op in module.walk()][-2:] == ["foo.r", "bar.leaf"]


def test_a_callback_sees_the_conversion_call_stack(context):
    """A tuple converts its elements through the converter; the callback sees
    the types being converted, outermost first (for recursive types)."""
    from odsgen.ir.types import TupleType

    i8, i16 = IntegerType.get(8), IntegerType.get(16)
    seen = []
    converter = TypeConverter()

    @converter.add_conversion
    def convert(type_):
        seen.append(list(converter.call_stack))
        if isinstance(type_, TupleType):
            return TupleType.get(converter.convert_types(type_.types))
        return i16 if type_ is i8 else type_

    outer = TupleType.get([i8, TupleType.get([i8])])
    assert converter.convert_type(outer) is TupleType.get([i16, TupleType.get([i16])])
    inner = TupleType.get([i8])
    assert seen == [[outer], [outer, i8], [outer, inner]]  # i8: converted once
    assert converter.call_stack == []


def test_merged_block_arguments_become_the_given_values(context):
    """merge_blocks replaces the source block's arguments by values (here the
    result of an op of the destination block), as MLIR's mergeBlocks."""

    class MergeInto(ConversionPattern):
        def __init__(self) -> None:
            super().__init__(None, "foo.two_blocks")

        def convert(self, op, operands, rewriter):
            entry, second = op.regions[0].blocks
            made = entry.first_op
            rewriter.erase_op(entry.last_op)  # the branch
            rewriter.merge_blocks(second, entry, [made.results[0]])
            rewriter.update_root_in_place(
                op, lambda: op.set_attr("merged", made.attributes.get_attr("v"))
            )
            return True

    target = ConversionTarget()
    target.add_legal_dialect("foo")
    target.add_dynamically_legal_op(
        "foo.two_blocks", lambda op: op.get_attr("merged") is not None
    )
    text = (
        '"foo.two_blocks"() ({\n  %0 = "foo.make"() {v = 1 : i32} : () -> i32\n'
        '  "foo.br"()[^bb1] : () -> ()\n^bb1(%x: i32):\n'
        '  "foo.use"(%x, %x) : (i32, i32) -> ()\n  "foo.end"() : () -> ()\n}) : () -> ()\n'
    )
    module = parse_source(text, context, "m.mlir")
    apply_partial_conversion(module, target, [MergeInto()])
    check_use_lists(module)
    assert print_module(module) == (
        "module {\n"
        '  "foo.two_blocks"() ({\n'
        '    %0 = "foo.make"() {v = 1 : i32} : () -> i32\n'
        '    "foo.use"(%0, %0) : (i32, i32) -> ()\n'
        '    "foo.end"() : () -> ()\n'
        "  }) {merged = 1 : i32} : () -> ()\n"
        "}\n"
    )


def test_bounded_recursion_applies_a_pattern_to_its_own_result(context):
    """test-legalizer.mlir's @bounded_recursion (its op in generic form): a
    pattern with bounded recursion updates its op until it is legal; without
    the flag it may not be applied again while its result is legalized."""
    from legalizer_driver import BoundedRecursiveRewrite, run

    text = (
        "func.func @bounded_recursion() {\n"
        '  "test.recursive_rewrite"() {depth = 3 : i64} : () -> ()\n'
        "  return\n}\n"
    )
    module = parse_source(text, context, "m.mlir")
    run(module, "partial")
    assert '"test.recursive_rewrite"() {depth = 0 : i64}' in print_module(module)

    BoundedRecursiveRewrite.has_bounded_rewrite_recursion = False
    try:
        module = parse_source(text, context, "m.mlir")
        run(module, "partial")
        assert "depth = 3 : i64" in print_module(module)
    finally:
        BoundedRecursiveRewrite.has_bounded_rewrite_recursion = True
