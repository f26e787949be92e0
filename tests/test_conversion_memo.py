"""The conversion's fast paths give what the slow paths give: the memref
lowerings' layout per type, the attributes of the branches
`--convert-scf-to-cf` builds, locations kept packed through a lowering, ops
that can only fold, and the use lists left when a conversion commits."""

from __future__ import annotations

from pathlib import Path

from odsgen.asm import parse_source
from odsgen.conversion import ConversionTarget, apply_partial_conversion
from odsgen.conversion.llvm import LLVMTypeConverter
from odsgen.conversion.llvm.memref import LoadLowering, convert_memref_to_llvm
from odsgen.conversion.reconcile import UnrealizedConversionCastPassthrough
from odsgen.conversion.llvm.func import convert_func_to_llvm
from odsgen.conversion.scf_to_cf import _cond_br, _slt_attributes, convert_scf_to_cf
from odsgen.ir import operation
from odsgen.ir.attributes import DenseArrayAttr, DictionaryAttr, IntegerAttr
from odsgen.ir.builtin import UnrealizedConversionCastOp
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.ir.printer import PrintOptions, print_module
from odsgen.ir.strides import strides_and_offset
from odsgen.ir.types import IntegerType

MEMREFS = """\
func.func @f(%a: memref<4x?xf32>, %b: memref<?x?xi8, strided<[?, 1], offset: ?>>,
             %c: memref<2x3xf32, strided<[6, 2], offset: 5>>,
             %d: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>, %e: memref<f32>) {
  return
}
"""


def test_layout_per_type_is_strides_and_offset() -> None:
    with Context() as context:
        module = parse_source(MEMREFS, context, "m.mlir")
        func = module.body.operations[0]
        types = [argument.type for argument in func.regions[0].blocks[0].arguments]
        lowering = LoadLowering(LLVMTypeConverter(context))
        for type_ in types:
            expected = strides_and_offset(type_)
            assert lowering.layout(type_) == expected
            assert lowering.layout(type_) == expected  # the memoized answer
            assert lowering.strided(type_) is (expected is not None)
        assert lowering.layout(types[3]) is None  # not strided


class _Recorder:
    """A rewriter that keeps what `create` gets."""

    def __init__(self, context: Context) -> None:
        self.context = context
        self.created: list[tuple] = []

    def create(self, name, operands, result_types, attributes, successors, location):
        self.created.append((name, attributes))


def test_cached_branch_attributes_are_the_built_ones() -> None:
    with Context() as context:
        rewriter = _Recorder(context)
        i32 = IntegerType.get(32)
        for count in (0, 2, 0, 2, 5):
            _cond_br(rewriter, None, [None] * count, None, None, None)
            _, attributes = rewriter.created[-1]
            sizes = DenseArrayAttr.get(i32, [1, count, 0])
            assert attributes is DictionaryAttr.get({"operand_segment_sizes": sizes})
        slt = IntegerAttr.get(IntegerType.get(64), 2)
        assert _slt_attributes(context) is DictionaryAttr.get({"predicate": slt})
        with Context() as other:  # one table per context
            assert _slt_attributes(other) is not _slt_attributes(context)


LOOP = """\
func.func @g(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
"""


def test_locations_kept_packed_are_the_ops_locations() -> None:
    """The ops a lowering creates carry the location of the op they come
    from, whether it was kept packed or not."""
    with Context() as context:
        module = parse_source(LOOP, context, "loop.mlir")
        convert_scf_to_cf(module, context, {})
        convert_func_to_llvm(module, context, {})
        body = module.body.operations[0].regions[0]
        where = {}
        for block in body.blocks:
            for op in block:
                where.setdefault(op.name, set()).add(
                    (op.location.filename, op.location.line, op.location.column)
                )
    assert where["llvm.add"] == {("loop.mlir", 5, 10), ("loop.mlir", 4, 8)}
    assert where["llvm.br"] == {("loop.mlir", 4, 8)}
    assert where["llvm.cond_br"] == {("loop.mlir", 4, 8)}
    assert where["llvm.icmp"] == {("loop.mlir", 4, 8)}
    assert where["llvm.return"] == {("loop.mlir", 8, 3)}


def _lowered_to_casts(context: Context) -> Operation:
    """tests/lowering/scf-memref.mlir through every pass but the reconcile."""
    text = (Path(__file__).parent / "lowering" / "scf-memref.mlir").read_text()
    # The buffer name `--split-input-file` gives, as in the recorded output.
    module = parse_source(text, context, "within split at scf-memref.mlir:1 offset ")
    convert_scf_to_cf(module, context, {})
    convert_func_to_llvm(module, context, {})
    convert_memref_to_llvm(module, context, {})
    return module


def test_fold_only_ops_legalize_as_the_whole_legalizer_does() -> None:
    """In a partial conversion, ops with a folder and no pattern are only
    folded (`legalize_by_folding`); collecting the unconverted ops takes the
    whole `legalize` path instead. Both leave the same IR: the GEPs of
    constant indices folded, the casts gone."""
    printed = []
    for unconverted in (None, set()):
        with Context() as context:
            module = _lowered_to_casts(context)
            before = print_module(module)
            assert (
                "getelementptr %" in before and "unrealized_conversion_cast" in before
            )
            target = ConversionTarget()
            target.add_illegal_op(UnrealizedConversionCastOp)
            apply_partial_conversion(
                module,
                target,
                [UnrealizedConversionCastPassthrough()],
                unconverted_ops=unconverted,
            )
            options = PrintOptions(debuginfo=True)
            printed.append(print_module(module, options, context, end="\n"))
            if unconverted is not None:
                assert {op.name for op in unconverted} >= {"llvm.getelementptr"}
    assert printed[0] == printed[1]
    assert "unrealized_conversion_cast" not in printed[0]
    expected = (
        Path(__file__).parent / "lowering" / "scf-memref.mlir.24.expected"
    ).read_text()
    assert expected == "exit 0\n" + printed[0]


def _use_lists(module: Operation) -> list[list[tuple[int, int]]]:
    """Every value's users, in use-list order, as (op number, operand index),
    checking that each use is one of a live op's operands."""
    ops = list(module.walk())
    number = {op: index for index, op in enumerate(ops)}
    values = [r for op in ops for r in op.results] + [
        a
        for op in ops
        for region in op.regions
        for block in region.blocks
        for a in block.arguments
    ]
    lists = []
    for value in values:
        uses = value.uses_view()
        for use in uses:
            assert use.owner in number and use.owner._operands[use.index] is use
        lists.append([(number[use.owner], use.index) for use in uses])
    return lists


def test_crowded_use_lists_are_filtered_as_searched(monkeypatch) -> None:
    """When a conversion commits, the replaced ops stop using values before
    their uses move: many uses are dropped value by value (a value named
    more than once filtered once), few one by one; both leave the same
    lists, in the same order."""
    adds = "\n".join(f"  %v{i} = arith.addi %v{i - 1}, %a : i32" for i in range(1, 40))
    text = f"""\
func.func @f(%a: i32, %n: index) -> i32 {{
  %v0 = arith.addi %a, %a : i32
{adds}
  cf.br ^bb1(%v39 : i32)
^bb1(%r: i32):
  return %r : i32
}}
"""
    results = []
    for few in (0, 1 << 30):
        monkeypatch.setattr(operation, "_FEW", few)
        with Context() as context:
            module = parse_source(text, context, "crowded.mlir")
            convert_func_to_llvm(module, context, {})
            results.append((print_module(module), _use_lists(module)))
    assert results[0] == results[1]
    assert results[0][0].count("llvm.add") == 40
