"""The scf dialect and its lowering from Python: building loops, the
region-branch and loop-like interfaces the passes read, and
`populate_scf_to_cf_patterns` in a conversion of one's own."""

from __future__ import annotations

from odsgen.asm import parse_source
from odsgen.asm import print_module
from odsgen.conversion import apply_partial_conversion
from odsgen.conversion.scf_to_cf import populate_scf_to_cf_patterns, scf_to_cf_target
from odsgen.ir.attributes import BoolAttr
from odsgen.ir.context import Context
from odsgen.ir.types import IndexType
from odsgen.transforms.interfaces import is_loop_like, is_speculatable
from odsgen.transforms.region_branch import successors_of

LOOP = """
func.func @f(%lb: index, %ub: index, %c: i1, %x: i32) -> i32 {
  %one = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %one iter_args(%a = %x) -> (i32) {
    %b = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      %d = arith.addi %a, %a : i32
      scf.yield %d : i32
    }
    scf.yield %b : i32
  }
  return %r : i32
}
"""


def _ops(module, name):  # type: ignore[no-untyped-def]
    return [op for op in module.walk() if op.name == name]


def test_build_loop_makes_the_body_and_its_terminator() -> None:
    """`ForOp.build_loop` gives the body an index argument and one per
    iter_arg, and a `scf.yield` only when there are no iter_args."""
    with Context() as context:
        module = parse_source(LOOP, context, "in.mlir")
        scf = context.load_dialect("scf")
        for_class = type(_ops(module, "scf.for")[0])
        lb, ub = module.regions[0].blocks[0].first_op.regions[0].blocks[0].arguments[:2]
        plain = for_class.build_loop(lb, ub, lb)
        body = plain.regions[0].blocks[0]
        assert [a.type for a in body.arguments] == [IndexType.get()]
        assert body.last_op.name == "scf.yield"
        carried = for_class.build_loop(lb, ub, lb, [lb])
        assert len(carried.regions[0].blocks[0].arguments) == 2
        assert carried.regions[0].blocks[0].last_op is None
        assert [r.type for r in carried.results] == [IndexType.get()]
        assert scf is not None


def test_interfaces_of_loops_and_conditionals() -> None:
    """scf.for is loop-like and, with a unit step, as speculatable as its
    body (here not: scf.if never is); scf.if branches to the region its
    constant condition selects."""
    with Context() as context:
        module = parse_source(LOOP, context, "in.mlir")
        loop = _ops(module, "scf.for")[0]
        branch = _ops(module, "scf.if")[0]
        assert is_loop_like(loop) and not is_loop_like(branch)
        assert loop.SPECULATABILITY == "recursive"
        assert not is_speculatable(loop) and not is_speculatable(branch)
        then_region, else_region = branch.regions
        assert [r for r, _ in successors_of(branch, None)] == [then_region, else_region]
        taken = successors_of(branch, None, [BoolAttr.get(False)])
        assert [r for r, _ in taken] == [else_region]
        assert [r for r, _ in successors_of(branch, 0)] == [None]
        body = loop.regions[0]
        assert [r for r, _ in successors_of(loop, 0)] == [body, None]
        assert branch.region_invocation_bounds([BoolAttr.get(True)]) == [(0, 1), (0, 0)]


def test_scf_patterns_in_a_conversion_of_ones_own() -> None:
    """The SCFToControlFlow patterns lower the loop and the conditional to
    blocks and cf branches, as `--convert-scf-to-cf` does."""
    with Context() as context:
        module = parse_source(LOOP, context, "in.mlir")
        apply_partial_conversion(
            module, scf_to_cf_target(), populate_scf_to_cf_patterns([])
        )
        text = print_module(module)
    assert "scf." not in text
    assert text.count("cf.cond_br") == 2
    assert "arith.cmpi slt" in text
