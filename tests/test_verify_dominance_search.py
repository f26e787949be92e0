"""The use screen's dominance search against the dominator tree.

The screen asks whether a block dominates another by searching back from
the latter (`_Dominance.searched_dominates`) until its searches have
visited as many blocks as the region has; past that it computes the
region's tree. Either way it must answer as the tree does, for reachable
and unreachable blocks, loops, and switches to many blocks.
"""

from __future__ import annotations

import random

import pytest

from odsgen.asm import parse_source
from odsgen.ir import verifier
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.operation import Block, Region


def _random_function(rng: random.Random, count: int) -> str:
    """An `llvm.func` of `count` blocks, each ending in a return, a branch or
    a conditional branch to random blocks other than the entry block."""
    lines = ["llvm.func @f(%c: i1) {"]
    for index in range(count):
        if index:
            lines.append(f"^bb{index}:")
        kind = rng.choice(("return", "br", "cond_br", "cond_br"))
        if kind == "return" or count == 1:
            lines.append("  llvm.return")
        elif kind == "br":
            lines.append(f"  llvm.br ^bb{rng.randrange(1, count)}")
        else:
            first, second = rng.randrange(1, count), rng.randrange(1, count)
            lines.append(f"  llvm.cond_br %c, ^bb{first}, ^bb{second}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _function_region(text: str, context: Context) -> Region:
    module = parse_source(text, context, "in.mlir")
    function = module.regions[0].blocks[0]._first
    return function.regions[0]


def _pairs(region: Region) -> list[tuple[Block, Block]]:
    """The pairs the screen asks about: `a` not the entry block, `b` not `a`."""
    blocks = region.blocks
    return [(a, b) for a in blocks[1:] for b in blocks if b is not a]


@pytest.mark.parametrize("seed", range(40))
def test_search_answers_as_the_tree(seed: int) -> None:
    rng = random.Random(seed)
    with Context() as context:
        region = _function_region(_random_function(rng, rng.randrange(2, 14)), context)
        tree = verifier._Dominance()
        searched = verifier._Dominance()
        for a, b in _pairs(region):
            assert searched.searched_dominates(a, b) == tree.block_dominates(a, b), (
                region.blocks.index(a),
                region.blocks.index(b),
            )


@pytest.mark.parametrize("seed", range(10))
def test_search_out_of_budget_falls_back_to_the_tree(seed: int) -> None:
    """Every pair asked of one `_Dominance`: the searches run out of their
    budget part way, and the later answers come from the tree."""
    rng = random.Random(1000 + seed)
    with Context() as context:
        region = _function_region(_random_function(rng, 12), context)
        tree = verifier._Dominance()
        searched = verifier._Dominance()
        pairs = _pairs(region)
        rng.shuffle(pairs)
        for a, b in pairs:
            assert searched.searched_dominates(a, b) == tree.block_dominates(a, b)
        assert region in searched._idom  # the budget ran out


def test_search_of_a_diamond_needs_no_tree() -> None:
    """A value of a block used after a diamond below it: found by a search
    of the diamond's blocks, no tree computed."""
    text = """llvm.func @f(%c: i1, %p: !llvm.ptr) {
  llvm.br ^bb1
^bb1:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  llvm.br ^bb4
^bb3:
  llvm.br ^bb4
^bb4:
  %w = llvm.add %v, %v : i32
  llvm.return
}
"""
    with Context() as context:
        region = _function_region(text, context)
        dominance = verifier._Dominance()
        blocks = region.blocks
        assert dominance.searched_dominates(blocks[1], blocks[4])
        assert not dominance.searched_dominates(blocks[2], blocks[4])
        assert region not in dominance._idom


def test_use_across_a_diamond_verifies_and_a_bad_one_fails() -> None:
    good = """llvm.func @f(%c: i1, %p: !llvm.ptr) -> i32 {
  llvm.br ^bb1
^bb1:
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  llvm.br ^bb4
^bb3:
  llvm.br ^bb4
^bb4:
  llvm.return %v : i32
}
"""
    bad = good.replace("^bb1:\n  %v = llvm.load %p : !llvm.ptr -> i32\n", "^bb1:\n")
    bad = bad.replace("^bb2:\n", "^bb2:\n  %v = llvm.load %p : !llvm.ptr -> i32\n")
    with Context() as context:
        verifier.verify(parse_source(good, context, "good.mlir"), context)
        with pytest.raises(
            DiagnosticError, match="operand #0 does not dominate this use"
        ):
            verifier.verify(parse_source(bad, context, "bad.mlir"), context)
