"""The print memo gives up on op names whose texts break lines (a switch's
cases take a line each): such texts are never templates, so their ops print
directly, byte for byte as without the memo."""

from __future__ import annotations

from typing import Any

import pytest

import odsgen.ir.print_memo as print_memo
import odsgen.ir.printer as printer_module
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.printer import PrintOptions, print_module


def _switches(count: int) -> str:
    """A function with `count` switches, each with its own case value (so
    its own key)."""
    blocks = []
    for index in range(count):
        blocks.append(
            f"^bb{index}:\n"
            f"  llvm.switch %x : i32, ^bb{count} [\n"
            f"    {index}: ^bb{index + 1}\n"
            "  ]\n"
        )
    body = "".join(blocks)
    return (
        "llvm.func @f(%x: i32) {\n  llvm.br ^bb0\n"
        + body
        + f"^bb{count}:\n  llvm.return\n}}\n"
    )


def _memo_of_print(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, Any]:
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


def test_names_breaking_lines_print_directly(monkeypatch: pytest.MonkeyPatch) -> None:
    tried = print_memo._LINE_BREAKS_TRIED
    printed, memo = _memo_of_print(_switches(tried + 5), monkeypatch)
    assert memo.tables["llvm.switch"] is None
    assert memo.tables["llvm.br"] is not None
    assert (
        f"llvm.switch %arg0 : i32, ^bb{tried + 6} [\n      {tried + 4}: ^bb" in printed
    )


def test_names_breaking_lines_tried_first(monkeypatch: pytest.MonkeyPatch) -> None:
    tried = print_memo._LINE_BREAKS_TRIED
    _, memo = _memo_of_print(_switches(tried - 1), monkeypatch)
    table = memo.tables["llvm.switch"]
    assert table is not None
    assert table.misses == tried - 1 and not table.templates
