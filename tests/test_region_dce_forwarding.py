"""Region DCE reads which block argument a branch operand feeds from one
table per branch op and run (`_forwarded_arguments`), so that a branch of n
forwarded operands costs O(n): the table agrees with the operand-by-operand
reading, and a big switch canonicalizes as mlir-opt-16 does."""

from __future__ import annotations

from typing import Any

from conftest import run_opt
from reference import mlir_opt

from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.region_dce import _forwarded_arguments

BRANCHES = """func.func @f(%c: i1, %f: i32, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb2(%b : i32)
^bb1(%x: i32, %y: i32):
  cf.switch %f : i32, [default: ^bb2(%x : i32), 5: ^bb3(%y, %x : i32, i32), 7: ^bb3(%a, %a : i32, i32)]
^bb2(%p: i32):
  cf.br ^bb3(%p, %p : i32, i32)
^bb3(%r: i32, %s: i32):
  return %r : i32
}
"""


def big_switch(cases: int) -> str:
    """A switch forwarding two values to each case's block, which uses only
    the first: the second, a sum, is dead."""
    targets = ", ".join(f"{k}: ^bb{k + 1}(%a, %v : i32, i32)" for k in range(cases))
    blocks = "".join(
        f"^bb{k + 1}(%p{k}: i32, %q{k}: i32):\n"
        f"  %k{k} = arith.constant {k} : i32\n"
        f"  %s{k} = arith.muli %p{k}, %k{k} : i32\n"
        f"  return %s{k} : i32\n"
        for k in range(cases)
    )
    return (
        "func.func @f(%x: i32, %a: i32, %b: i32) -> i32 {\n"
        "  %v = arith.addi %a, %b : i32\n"
        f"  cf.switch %x : i32, [default: ^bb{cases + 1}(%b : i32), {targets}]\n"
        f"{blocks}^bb{cases + 1}(%d: i32):\n  return %d : i32\n}}\n"
    )


def fed_by_number(op: Any, index: int) -> Any:
    """The block argument operand `index` of `op` feeds, read by operand
    number: the forwarded operands are the last ones, successor by successor."""
    groups = [op.successor_operands(i) for i in range(op.num_successors)]
    start = op.num_operands - sum(len(group) for group in groups)
    for successor, group in zip(op.successors, groups):
        if start <= index < start + len(group):
            position = index - start
            if op.get_operand(index) is not group[position]:
                return None
            arguments = successor.arguments
            return arguments[position] if position < len(arguments) else None
        start += len(group)
    return None


def test_the_table_agrees_with_operand_numbers() -> None:
    context = Context()
    with context:
        for source in (BRANCHES, big_switch(40)):
            module = parse_source(source, context, "s.mlir")
            func = module.regions[0].blocks[0].first_op
            branches = [
                block.terminator
                for block in func.regions[0].blocks
                if block.terminator.num_successors
            ]
            assert branches
            for op in branches:
                fed = _forwarded_arguments(op)
                numbered = {
                    id(use): fed_by_number(op, index)
                    for index, use in enumerate(op.op_operands)
                }
                assert fed == {k: v for k, v in numbered.items() if v is not None}
                assert len(fed) == sum(
                    len(op.successor_operands(i)) for i in range(op.num_successors)
                )


def test_a_big_switch_canonicalizes_as_mlir_opt() -> None:
    source = big_switch(300)
    status, out, err = run_opt(["--canonicalize", "-"], source)
    assert status == 0, err
    expected = mlir_opt(["--canonicalize"], source)
    assert expected.returncode == 0, expected.stderr
    assert out == expected.stdout
    # The sum, forwarded to every case's unused second argument, went.
    assert "arith.addi" not in out
