"""The keys the printer reads inline for line templates agree with `op_key`.

The printer builds an op's key itself for the common shapes (one result
and one or two operands, two operands and no result) and asks `op_key`
for the others; either way, ops of one name and key after the second
(which records the template) print from its line template, and the output is the one printed without the memo.
"""

from __future__ import annotations

from typing import Any

import pytest

import odsgen.ir.print_memo as print_memo
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.printer import PrintOptions, print_module


def _direct(self: Any, op: Any, printer: Any, print_body: Any, *_: Any) -> None:
    print_body(op, printer)


@pytest.mark.parametrize("results", [0, 1, 2])
@pytest.mark.parametrize("operands", [0, 1, 2, 3])
def test_each_shape_prints_from_its_line(
    monkeypatch: pytest.MonkeyPatch, results: int, operands: int
) -> None:
    uses = ", ".join(["%a", "%b", "%c"][:operands])
    types = ", ".join(["i32"] * operands)
    result_types = ", ".join(["i64"] * results)
    if results != 1:
        result_types = f"({result_types})"
    head = "" if results == 0 else ("%{} = " if results == 1 else "%{}:2 = ")
    lines = [
        "  " + head.format(i) + f'"test.op"({uses}) : ({types}) -> {result_types}'
        for i in range(6)
    ]
    text = (
        "func.func @f(%a: i32, %b: i32, %c: i32) {\n"
        + "\n".join(lines)
        + "\n  return\n}\n"
    )
    seen: list[str] = []
    memo_print = print_memo.PrintMemo.print

    def counted(self: Any, op: Any, *args: Any) -> None:
        seen.append(op.name)
        memo_print(self, op, *args)

    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(text, context, "in.mlir")
        with monkeypatch.context() as patch:
            patch.setattr(print_memo.PrintMemo, "print", _direct)
            direct = print_module(module, PrintOptions())
        monkeypatch.setattr(print_memo.PrintMemo, "print", counted)
        printed = print_module(module, PrintOptions())
    assert printed == direct
    names = uses.replace("%a", "%arg0").replace("%b", "%arg1").replace("%c", "%arg2")
    assert f'"test.op"({names})' in printed
    # Ops with several results have no line template: the memo sees each;
    # the others, the first (printed directly) and the second (recorded).
    assert seen.count("test.op") == (6 if results == 2 else 2)


# Ops of one name and shape whose keys differ in one type only: operand
# 1's (with and without a result) or the result's.
_DIFFERING_TYPES = [
    [
        '"test.op"(%a, %b) : (i32, i64) -> ()',
        '"test.op"(%a, %c) : (i32, i32) -> ()',
    ],
    [
        '%r = "test.op"(%a, %b) : (i32, i64) -> i1',
        '%r = "test.op"(%a, %c) : (i32, i32) -> i1',
    ],
    ['%r = "test.op"(%a) : (i32) -> i64', '%r = "test.op"(%a) : (i32) -> i32'],
    [
        '%r = "test.op"(%a, %c) : (i32, i32) -> i64',
        '%r = "test.op"(%a, %c) : (i32, i32) -> i32',
    ],
]


@pytest.mark.parametrize("ops", _DIFFERING_TYPES)
@pytest.mark.parametrize("order", [1, -1])
def test_ops_differing_in_one_type_print_their_own(
    monkeypatch: pytest.MonkeyPatch, ops: list[str], order: int
) -> None:
    lines = (ops * 2)[::order]
    body = "".join(
        f"  {line.replace('%r', f'%r{i}')}\n" for i, line in enumerate(lines)
    )
    text = f"func.func @f(%a: i32, %b: i64, %c: i32) {{\n{body}  return\n}}\n"
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(text, context, "in.mlir")
        with monkeypatch.context() as patch:
            patch.setattr(print_memo.PrintMemo, "print", _direct)
            direct = print_module(module, PrintOptions())
        printed = print_module(module, PrintOptions())
    assert printed == direct
    for line in ops:
        assert line.split(" : ")[1] in printed


def _successor_piece_by_piece(self: Any, block: Any, values: Any) -> None:
    """`print_successor_and_use_list` through the printer's smaller calls."""
    self.print_block_name(block)
    if values:
        self.write("(")
        self.print_operands(values)
        self.write(" : ")
        self.print_types([v.type for v in values])
        self.write(")")


def test_successor_with_operands_in_one_piece(monkeypatch: pytest.MonkeyPatch) -> None:
    """A successor and its operands written at once print as piece by piece."""
    from odsgen.ir.printer import AsmPrinter

    text = """
llvm.func @f(%x: i32, %p: !llvm.ptr) {
  llvm.switch %x : i32, ^bb1(%x : i32) [
    1: ^bb2(%x, %p : i32, !llvm.ptr),
    7: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  llvm.return
^bb2(%b: i32, %q: !llvm.ptr):
  llvm.br ^bb1(%b : i32)
}
"""
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        printed = print_module(module, PrintOptions())
        monkeypatch.setattr(
            AsmPrinter, "print_successor_and_use_list", _successor_piece_by_piece
        )
        assert print_module(module, PrintOptions()) == printed
    assert "1: ^bb2(%arg0, %arg1 : i32, !llvm.ptr)," in printed
