"""Printing with the print memo, checked against printing without it; for
the print memo's tests."""

from __future__ import annotations

from typing import Any

import pytest

import odsgen.ir.printer as printer_module
from odsgen.asm import parse_source
from odsgen.ir import print_memo
from odsgen.ir.context import Context
from odsgen.ir.printer import PrintOptions, print_module


def print_directly(self: Any, op: Any, printer: Any, print_body: Any, *_: Any) -> None:
    """`PrintMemo.print` with the memo off: no templates, no line templates."""
    print_body(op, printer)


def printed_and_printer(
    text: str, monkeypatch: pytest.MonkeyPatch, generic: bool = False
) -> tuple[str, Any]:
    """`text` printed with the memo, checked equal to printing it without;
    and the printer that printed it with the memo (its `_memo` kept)."""
    printers: list[Any] = []
    reset = printer_module.AsmPrinter._reset

    def capture(self: Any) -> None:
        reset(self)
        printers.append(self)

    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(text, context, "in.mlir")
        options = PrintOptions(generic=generic)
        with monkeypatch.context() as patch:
            patch.setattr(printer_module.AsmPrinter, "_reset", capture)
            with_memo = print_module(module, options, context)
        with monkeypatch.context() as patch:
            patch.setattr(print_memo.PrintMemo, "print", print_directly)
            assert print_module(module, options, context) == with_memo
    return with_memo, printers[-1]


def memo_printed(
    text: str, monkeypatch: pytest.MonkeyPatch, generic: bool = False
) -> str:
    """`text` printed with the memo, checked equal to printing it without."""
    return printed_and_printer(text, monkeypatch, generic)[0]
