"""What the printer keeps while it prints: no text of a dictionary that only
one op has (a symbol's, holding its name), and line templates that share
their last piece with the op's template (the line's end is in the filler)."""

from __future__ import annotations

import pytest

from print_memo_capture import printed_and_printer

TEXT = """
llvm.func @f(%arg0: i32, %arg1: i32) -> i32 attributes {passthrough = ["noinline"]} {
  %0 = llvm.add %arg0, %arg1  : i32
  %1 = llvm.add %0, %arg1  : i32
  llvm.return %1 : i32
}
llvm.func @g(%arg0: i32, %arg1: i32) -> i32 attributes {passthrough = ["noinline"]} {
  %0 = llvm.add %arg0, %arg1  : i32
  %1 = llvm.add %0, %arg1  : i32
  llvm.return %1 : i32
}
llvm.mlir.global internal @a(1 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal @b(1 : i32) {addr_space = 0 : i32} : i32
"""


def test_symbol_dictionaries_print_and_are_not_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    printed, printer = printed_and_printer(TEXT, monkeypatch)
    body = printed.split("\n", 1)[1].rsplit("}", 1)[0]
    assert body.replace("\n  ", "\n").strip() == TEXT.strip()
    kept = [elided for _, elided, _ in printer._attr_dict_texts]
    assert not [elided for elided in kept if "sym_name" in elided]


def test_line_templates_share_the_last_piece(monkeypatch: pytest.MonkeyPatch) -> None:
    _, printer = printed_and_printer(TEXT, monkeypatch)
    memo = printer._memo
    table = memo.tables["llvm.add"]
    (template,) = table.templates.values()
    (lines,) = [
        found["llvm.add"] for found in memo.contexts.values() if "llvm.add" in found
    ]
    (line,) = lines.values()
    assert line[0][-1] is template[0][-1]
