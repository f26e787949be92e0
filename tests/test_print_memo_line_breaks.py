"""Texts that break lines (a switch's cases take a line each) are templates
only for the lines of one indentation: ops of one key print from them at
that depth, and print as without the memo at any depth."""

from __future__ import annotations

from typing import Any

import pytest

import odsgen.ir.print_memo as print_memo
import odsgen.ir.printer as printer_module
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.printer import PrintOptions, print_module


def _switches(count: int, depth: int = 0) -> str:
    """A function with `count` switches of one key (at `depth` modules)."""
    blocks = [
        f"^bb{index}:\n"
        f"  llvm.switch %s : i32, ^bb{count} [\n"
        f"    7: ^bb{index + 1}(%x : i32)\n"
        "  ]\n"
        for index in range(count)
    ]
    function = (
        "llvm.func @f(%x: i32, %s: i32) {\n  llvm.br ^bb0\n"
        + "".join(blocks)
        + f"^bb{count}(%y: i32):\n  llvm.return\n}}\n"
    )
    return "module {\n" * depth + function + "}\n" * depth


def _printed_with_memo(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, Any]:
    """`text` printed, checked equal to printing without the memo; and the
    printer's memo."""
    memos = []
    original = printer_module.AsmPrinter._reset

    def reset(self: Any) -> None:
        original(self)
        memos.append(self._memo)

    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        with monkeypatch.context() as patch:
            patch.setattr(printer_module.AsmPrinter, "_reset", reset)
            printed = print_module(module, PrintOptions(), context)
        with monkeypatch.context() as patch:
            patch.setattr(
                print_memo.PrintMemo,
                "print",
                lambda self, op, printer, body, *_: body(op, printer),
            )
            assert print_module(module, PrintOptions(), context) == printed
    return printed, memos[-1]


def test_switches_of_one_key_print_from_their_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    printed, memo = _printed_with_memo(_switches(5), monkeypatch)
    table = memo.tables["llvm.switch"]
    assert (table.misses, table.hits) == (1, 4)
    assert not table.templates  # no template for other depths
    assert (
        "    llvm.switch %arg1 : i32, ^bb6 [\n      7: ^bb5(%arg0 : i32)\n    ]\n"
        in printed
    )


@pytest.mark.parametrize("depth", [0, 1, 2])
def test_switch_lines_at_each_depth(
    depth: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _switches(3, depth) + _switches(3, depth + 1)
    printed, memo = _printed_with_memo("module {\n" + text + "}\n", monkeypatch)
    pad = " " * (2 * depth + 6)
    assert f"\n{pad}7: ^bb3(%arg0 : i32)\n" in printed, printed
    assert f"\n{pad}  7: ^bb3(%arg0 : i32)\n" in printed, printed
    assert memo.tables["llvm.switch"].misses == 2


@pytest.mark.parametrize("count", [1, 2, 3])
def test_fillers_made_at_first_use(count: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A line template's filler is compiled when its key repeats, not before."""
    made: dict[Any, Any] = {}
    monkeypatch.setattr(print_memo, "_FILLERS", made)
    ops = "".join(
        f'  %r{i} = "foo.op"(%a, %b, %c) : (i32, i32, i32) -> i32\n'
        for i in range(count)
    )
    text = "func.func @f(%a: i32, %b: i32, %c: i32) {\n" + ops + "  return\n}\n"
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(text, context, "in.mlir")
        printed = print_module(module, PrintOptions(), context)
    assert printed.count('"foo.op"(%arg0, %arg1, %arg2)') == count
    slots = ((1, 0), (0, 0), (0, 1), (0, 2))
    assert ((slots, "\n") in made) == (count > 1)
