"""The printer's memo of op texts (`odsgen.ir.print_memo`) against plain printing.

Ops of one name with equal attributes and types print through a template
filled with their own value and successor names; whatever the memo does,
the output must be byte-identical to printing every op directly.
"""

from __future__ import annotations

import re
from pathlib import Path
from collections.abc import Callable
from typing import Any

import pytest

from conftest import CONFORMANCE, ROOT
from print_memo_capture import memo_printed, print_directly
from odsgen.asm import parse_source
from odsgen.ir import print_memo
from odsgen.ir.context import Context
from odsgen.ir.printer import PrintOptions, print_module
from odsgen.ir.verifier import verify


def test_templates_take_each_ops_names(monkeypatch: pytest.MonkeyPatch) -> None:
    text = """
llvm.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %b, %0 : i32
  %2 = llvm.add %1, %1 : i32
  %3 = llvm.add %2, %a : i32
  llvm.cond_br %c, ^bb1(%3 : i32), ^bb2
^bb1(%x: i32):
  llvm.cond_br %c, ^bb2, ^bb1(%x : i32)
^bb2:
  llvm.cond_br %c, ^bb1(%0 : i32), ^bb2
}
"""
    generic = memo_printed(text, monkeypatch, True)
    assert '%2 = "llvm.add"(%1, %1)' in generic
    printed = memo_printed(text, monkeypatch, False)
    # (MLIR 16 prints two spaces before the colon of these adds.)
    assert "%1 = llvm.add %arg1, %0  : i32" in printed
    assert "%2 = llvm.add %1, %1  : i32" in printed
    assert "%3 = llvm.add %2, %arg0  : i32" in printed
    assert "llvm.cond_br %arg2, ^bb1(%0 : i32), ^bb2" in printed
    assert "llvm.cond_br %arg2, ^bb2, ^bb1(%4 : i32)" in printed


def test_past_the_misses_allowed_ops_print_directly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(print_memo, "_MISSES_TRIED", 3)
    lines = [f"  %c{i} = llvm.mlir.constant({i} : i32) : i32" for i in range(6)]
    text = "llvm.func @f() {\n" + "\n".join(lines) + "\n  llvm.return\n}\n"
    printed = memo_printed(text, monkeypatch, False)
    assert "%5 = llvm.mlir.constant(5 : i32) : i32" in printed


def _print_add_as(
    monkeypatch: pytest.MonkeyPatch, operands: Callable[[Any, Any], None]
) -> None:
    """`llvm.add` printed by `operands(op, printer)`, then ` : ` and its type."""
    from odsgen_dialects import llvm

    def print_add(self: Any, printer: Any) -> None:
        operands(self, printer)
        printer.write(" : ")
        printer.type(self.res.type)

    monkeypatch.setattr(llvm.AddOp, "print", print_add)


def test_a_printer_that_changes_a_name_gets_no_template(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A printer that prints part of a value's name: the placeholder is
    cut, so the op prints directly every time."""

    def operands(op: Any, printer: Any) -> None:
        printer.write(" " + printer.value_name(op.lhs)[1:] + " ")
        printer.print_operand(op.rhs)

    _print_add_as(monkeypatch, operands)
    text = """
llvm.func @f(%a: i32, %b: i32) {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %b, %a : i32
  llvm.return
}
"""
    printed = memo_printed(text, monkeypatch, False)
    assert "%1 = llvm.add arg1 %arg0 : i32" in printed, printed


def test_a_printer_that_names_other_values_gets_no_template(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A printer that prints a value that is not the op's own (the result
    of the op before it): the template would keep that name, so it is
    used for the op that recorded it only."""

    def operands(op: Any, printer: Any) -> None:
        printer.write(" ")
        printer.print_operand(op.lhs)
        printer.write(", ")
        printer.print_operand(op.rhs)
        printer.write(" after ")
        printer.print_operand(op._prev.results[0])

    _print_add_as(monkeypatch, operands)
    text = """
llvm.func @f(%a: i32, %b: i32) {
  %0 = llvm.mul %a, %b : i32
  %1 = llvm.add %a, %b : i32
  %2 = llvm.mul %b, %a : i32
  %3 = llvm.add %a, %b : i32
  llvm.return
}
"""
    printed = memo_printed(text, monkeypatch, False)
    assert "%1 = llvm.add %arg0, %arg1 after %0 : i32" in printed, printed
    assert "%3 = llvm.add %arg0, %arg1 after %2 : i32" in printed, printed


def test_multi_line_ops_at_two_depths(monkeypatch: pytest.MonkeyPatch) -> None:
    """A switch prints its cases on lines of their own, indented to its depth."""
    body = """
  llvm.func @f(%x: i32) {
    llvm.switch %x : i32, ^bb1 [
      1: ^bb2
    ]
  ^bb1:
    llvm.return
  ^bb2:
    llvm.return
  }
"""
    text = "module {" + body + "  module {" + body + "  }\n}\n"
    printed = memo_printed(text, monkeypatch, False)
    assert "\n        1: ^bb2\n      ]" in printed, printed
    assert "\n      1: ^bb2\n    ]" in printed, printed


def test_lines_in_other_default_dialects(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same call at the same depth, in a body whose default dialect is
    `func` and in one where it is not: whole-line templates are kept per
    default dialect."""
    call = "    func.call @g() : () -> ()\n"
    text = (
        "module {\n  func.func private @g()\n"
        + ("  func.func @f() {\n" + call * 2 + "    func.return\n  }\n")
        + ("  llvm.func @h() {\n" + call * 2 + "    llvm.return\n  }\n")
        + ("  func.func @k() {\n" + call * 2 + "    func.return\n  }\n")
        + "}\n"
    )
    printed = memo_printed(text, monkeypatch, False)
    lines = printed.splitlines()
    assert lines.count("    call @g() : () -> ()") == 4, printed
    assert lines.count("    func.call @g() : () -> ()") == 2, printed


def test_lines_of_unregistered_ops_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """Unregistered ops share one class: their line templates go by name."""
    ops = [
        '  %a{0} = "foo.a"(%x) : (i32) -> i32',
        '  %b{0} = "foo.b"(%x) : (i32) -> i32',
    ]
    lines = [op.format(i) for i in range(3) for op in ops]
    text = "func.func @f(%x: i32) {\n" + "\n".join(lines) + "\n  return\n}\n"
    printed = memo_printed(text, monkeypatch, False)
    assert '%5 = "foo.b"(%arg0) : (i32) -> i32' in printed, printed
    assert '%4 = "foo.a"(%arg0) : (i32) -> i32' in printed, printed


def _files() -> list[Path]:
    """The repository's test inputs and MLIR 16's LLVM dialect tests."""
    roots = [ROOT / "tests", CONFORMANCE / "Dialect" / "LLVMIR"]
    return sorted(p for root in roots if root.is_dir() for p in root.rglob("*.mlir"))


FILES = _files()


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_files_print_as_without_memo(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each chunk that parses and verifies prints the same with the memo
    as without it, in the custom and the generic form."""
    for chunk in re.split(r"^// -----\s*$", path.read_text(), flags=re.M):
        with Context(allow_unregistered_dialects=True) as context:
            try:
                verify(parse_source(chunk, context, "in.mlir"), context)
            except Exception:  # bad input is not the printer's business
                continue
        for generic in (False, True):
            memo_printed(chunk, monkeypatch, generic)


def test_line_of_an_op_with_a_name_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    """An op whose key has a line template, but whose operand (or
    successor) the printer has not named, prints as it would without the
    memo (unknown names shown as such), and the ops after it from the
    template again."""
    text = """
llvm.func @f(%a: i32, %b: i32) {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b : i32
  %2 = llvm.add %a, %b : i32
  llvm.br ^bb1
^bb1:
  llvm.br ^bb2
^bb2:
  llvm.br ^bb1
}
llvm.func @g(%c: i32) {
  llvm.br ^bb1
^bb1:
  llvm.return
}
"""
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(text, context, "in.mlir")
        f, g = module.regions[0].blocks[0].operations
        ops = f.regions[0].blocks[0].operations
        ops[1].set_operand(0, g.regions[0].blocks[0].arguments[0])
        f.regions[0].blocks[2].last_op.block_operands[0].set(g.regions[0].blocks[1])
        with_memo = print_module(module, PrintOptions(), context)
        with monkeypatch.context() as patch:
            patch.setattr(print_memo.PrintMemo, "print", print_directly)
            assert print_module(module, PrintOptions(), context) == with_memo
    assert "%1 = llvm.add <<UNKNOWN SSA VALUE>>, %arg1  : i32" in with_memo
    assert "%2 = llvm.add %arg0, %arg1  : i32" in with_memo
    assert "llvm.br <<UNKNOWN BLOCK>>" in with_memo
    assert "llvm.br ^bb2" in with_memo


@pytest.mark.parametrize("operands", [0, 1, 2])
def test_ops_of_one_key_print_from_their_line(
    monkeypatch: pytest.MonkeyPatch, operands: int
) -> None:
    """Ops of one name and key after the first print from its line
    template, whatever their shape (the printer reads an op's key inline
    for one operand and one result): the memo itself sees the first two
    only (the first printed directly, the second recorded)."""
    uses = ["", "%a", "%a, %b"][operands]
    types = ", ".join(["i32"] * operands)
    lines = [f'  %{i} = "test.op"({uses}) : ({types}) -> i64' for i in range(8)]
    text = "func.func @f(%a: i32, %b: i32) {\n" + "\n".join(lines) + "\n  return\n}\n"
    seen: list[str] = []
    memo_print = print_memo.PrintMemo.print

    def counted(self: Any, op: Any, *args: Any) -> None:
        seen.append(op.name)
        memo_print(self, op, *args)

    monkeypatch.setattr(print_memo.PrintMemo, "print", counted)
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(text, context, "in.mlir")
        printed = print_module(module, PrintOptions(generic=True))
    names = uses.replace("%a", "%arg0").replace("%b", "%arg1")
    assert f'%7 = "test.op"({names})' in printed
    assert seen.count("test.op") == 2
