"""Ops copied by `clone_op` (made through `Operation.create`, whose
compiled form writes fields in place) have every field of the IR's classes
set, as the compiled printer and verifier assume (odsgen/ir/layout.pxd),
and print as the ops they copy."""

from __future__ import annotations

from odsgen.asm import parse_source
from odsgen.ir import operation
from odsgen.ir.context import Context
from odsgen.tools.opt import load_dialects
from odsgen.transforms.cloning import Mapping, clone_op

PROGRAM = """\
llvm.func @f(%arg0: i64, %arg1: i1) -> i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.add %arg0, %0 : i64
  llvm.cond_br %arg1, ^bb1(%1 : i64), ^bb2
^bb1(%2: i64):
  "test.region"(%2) ({
  ^bb0(%3: i64):
    "test.done"(%3) : (i64) -> ()
  }) : (i64) -> ()
  llvm.br ^bb2
^bb2:
  llvm.return %arg0 : i64
}
"""

CLASSES = (
    operation.Operation,
    operation.Block,
    operation.Region,
    operation.OpOperand,
    operation.BlockOperand,
    operation.Value,
    operation.OpResult,
    operation.BlockArgument,
)


def _objects_under(op: operation.Operation) -> list:
    """`op`, the ops nested in it, and their results, operands, successors,
    regions, blocks and block arguments."""
    objects: list = []
    for nested in op.walk():
        objects += [nested, *nested.results, *nested.op_operands]
        objects += nested.block_operands
        for region in nested.regions:
            objects.append(region)
            for block in region.blocks:
                objects += [block, *block.arguments]
    return objects


def test_cloned_ops_have_every_field_set_and_print_alike() -> None:
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, ["generated/llvm"])
    with context:
        module = parse_source(PROGRAM, context, "f.mlir")
        function = next(iter(module.regions[0].blocks[0]))
        copy = clone_op(function, Mapping())
        objects = _objects_under(copy)
        unset = [
            f"{type(item).__name__}.{name}"
            for item in objects
            for cls in CLASSES
            if isinstance(item, cls)
            for name in cls.__slots__
            if not hasattr(item, name)
        ]
        assert len(objects) >= 30
        assert unset == []
        assert str(copy) == str(function)
