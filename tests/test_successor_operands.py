"""Erasing successor operands of branch ops (BranchOpInterface's mutable
successor operands): the operand goes and the segment sizes follow."""

from __future__ import annotations

import pytest

from odsgen.asm import parse_source
from odsgen.ir.printer import PrintOptions, print_module
from odsgen.ir.context import Context
from odsgen.ir.operation import OpOperand

SOURCE = """func.func @f(%c: i1, %f: {T}, %a: i32, %b: i32) {{
  {BR} ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  {COND} %c, ^bb2(%a, %b : i32, i32), ^bb2(%b, %a : i32, i32)
^bb2(%p: i32, %q: i32):
  {SWITCH}
^bb3(%r: i32, %s: i32):
  {RET}
}}
"""

DIALECTS = {
    "cf": dict(
        T="i32",
        BR="cf.br",
        COND="cf.cond_br",
        SWITCH="cf.switch %f : i32, [default: ^bb3(%a, %b : i32, i32), 5: ^bb3(%b, %a : i32, i32)]",
        RET="return",
    ),
    "llvm": dict(
        T="i32",
        BR="llvm.br",
        COND="llvm.cond_br",
        SWITCH="llvm.switch %f : i32, ^bb3(%a, %b : i32, i32) [5: ^bb3(%b, %a : i32, i32)]",
        RET="return",
    ),
}


@pytest.mark.parametrize("dialect", sorted(DIALECTS))
def test_erase_successor_operands(dialect: str) -> None:
    context = Context()
    with context:
        module = parse_source(SOURCE.format(**DIALECTS[dialect]), context, "s.mlir")
        func = module.regions[0].blocks[0].first_op
        blocks = func.regions[0].blocks
        br, cond, switch = (blocks[i].terminator for i in range(3))
        br.erase_successor_operands({0: (0,)})
        cond.erase_successor_operands({1: (0,)})
        switch.erase_successor_operands({1: (1,), 0: (0,)})
        assert br.successor_operands(0) == [func.regions[0].blocks[0].arguments[3]]
        args = blocks[0].arguments
        assert cond.successor_operands(0) == [args[2], args[3]]
        assert cond.successor_operands(1) == [args[2]]
        assert switch.successor_operands(0) == [args[3]]
        assert switch.successor_operands(1) == [args[3]]
        text = print_module(module, PrintOptions(generic=True))
        assert "operand_segment_sizes = array<i32: 1, 2, 1>" in text
        assert "operand_segment_sizes = array<i32: 1, 1, 1>" in text
        assert "case_operand_segments = array<i32: 1>" in text


@pytest.mark.parametrize("dialect", sorted(DIALECTS))
def test_append_successor_uses(dialect: str) -> None:
    """Appended operands go at the end of their successor's group; the
    operands already there keep their places in their values' use lists."""
    context = Context()
    with context:
        module = parse_source(SOURCE.format(**DIALECTS[dialect]), context, "s.mlir")
        func = module.regions[0].blocks[0].first_op
        blocks = func.regions[0].blocks
        args = blocks[0].arguments
        c, f, a, b = args
        br, cond, switch = (blocks[i].terminator for i in range(3))
        uses_of_a = list(a.uses)
        for op, index, values in ((br, 0, [f]), (cond, 0, [c, f]), (switch, 1, [a])):
            op.append_successor_uses([(index, [OpOperand(op, v) for v in values])])
        switch.append_successor_uses([(0, [OpOperand(switch, b)])])
        assert br.successor_operands(0) == [a, b, f]
        assert cond.successor_operands(0) == [a, b, c, f]
        assert cond.successor_operands(1) == [b, a]
        assert [cond.get_operand(i) for i in range(7)] == [
            c,
            a,
            b,
            c,
            f,
            b,
            a,
        ]
        assert [use.index for use in cond.op_operands] == list(range(7))
        assert switch.successor_operands(0) == [a, b, b]
        assert switch.successor_operands(1) == [b, a, a]
        assert a.uses[: len(uses_of_a)] == uses_of_a
        assert a.uses[-1].owner is switch
        text = print_module(module, PrintOptions(generic=True))
        assert "operand_segment_sizes = array<i32: 1, 4, 2>" in text
        assert "operand_segment_sizes = array<i32: 1, 3, 3>" in text
        assert "case_operand_segments = array<i32: 3>" in text
