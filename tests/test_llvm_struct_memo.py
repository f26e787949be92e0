"""The memo of identified struct spellings (`_parse_struct` in
odsgen/hooks/llvm/types.py) must never change what is parsed: every case is
run with the memo and without it, and the outputs (or diagnostics) must be
the same."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import LOAD_LLVM as LLVM, run_opt
from odsgen.hooks.llvm import types as llvm_types


class _NoMemo:
    """A stand-in for the parsers' memos that never keeps anything."""

    def get(self, parser: Any) -> None:
        return None

    def __setitem__(self, parser: Any, memo: Any) -> None:
        pass


def _run_both(monkeypatch: pytest.MonkeyPatch, text: str) -> tuple[int, str, str]:
    with_memo = run_opt(LLVM, text)
    with monkeypatch.context() as patch:
        patch.setattr(llvm_types, "_struct_memos", _NoMemo())
        without_memo = run_opt(LLVM, text)
    assert with_memo == without_memo
    return with_memo


_B = 'struct<"B", (i8, ptr<struct<"B">>)>'
_A = f'struct<"A", (i32, {_B})>'


def test_repeated_spellings_parse_once(monkeypatch):
    parsed: list[int] = []
    original = llvm_types._parse_struct_body

    def counting_body(parser: Any) -> Any:
        parsed.append(parser.position)
        return original(parser)

    monkeypatch.setattr(llvm_types, "_parse_struct_body", counting_body)
    text = (
        f"llvm.func @f(%a: !llvm.ptr<{_A}>, %b: !llvm.ptr<{_B}>,"
        f" %c: !llvm.ptr<ptr<{_A}>>) -> !llvm.ptr<{_A}> {{\n"
        f"  %d = llvm.load %c : !llvm.ptr<ptr<{_A}>>\n"
        f"  llvm.return %d : !llvm.ptr<{_A}>\n}}\n"
    )
    status, out, err = run_opt(LLVM, text)
    assert status == 0, err
    # A, B and B's reference to itself; A again (in another outermost
    # spelling: those met before are taken whole), holding B's kept
    # spelling, which is more than half of it (A is kept then, not while
    # B's copy of the same text is taken); later spellings are memoized.
    assert parsed == [33, 51, 72, 161]
    assert f"%arg1: !llvm.ptr<{_B}>" in out
    assert _run_both(monkeypatch, text)[0] == 0


@pytest.mark.parametrize(
    "text",
    [
        # A spelling defining A, met again inside A's own body: a reference
        # there, which a full body after it makes an error.
        '!s = !llvm.struct<"A", (i32)>\n'
        '!t = !llvm.struct<"A", (struct<"A", (i32)>)>\n'
        "llvm.func @f(!t)\n",
        # The same through a struct defined in the memoized spelling.
        '!s = !llvm.struct<"B", (struct<"A", (i32)>)>\n'
        '!t = !llvm.struct<"A", (struct<"B", (struct<"A", (i32)>)>)>\n'
        "llvm.func @f(!s, !t)\n",
        # A literal struct referring to the struct around it is not its own
        # meaning: elsewhere the same text is an error.
        '!s = !llvm.struct<"O", (struct<(ptr<struct<"O">>)>)>\n'
        '!t = !llvm.struct<"P", (struct<(ptr<struct<"O">>)>)>\n'
        "llvm.func @f(!s, !t)\n",
        # A body that disagrees with the memoized one.
        '!s = !llvm.struct<"A", (i32)>\n'
        '!t = !llvm.struct<"A", (i64)>\n'
        "llvm.func @f(!s, !t)\n",
        # Opaque, then the same opaque spelling, then a body.
        '!s = !llvm.struct<"A", opaque>\n'
        '!t = !llvm.ptr<struct<"A", opaque>>\n'
        '!u = !llvm.struct<"A", (i32)>\n'
        "llvm.func @f(!s, !t, !u)\n",
        # Recursive structs used again and again.
        f"llvm.func @f(!llvm.ptr<{_A}>, !llvm.ptr<{_A}>, !llvm.struct<(ptr<{_B}>)>)\n"
        f"llvm.func @g(!llvm.ptr<{_B}>) -> !llvm.ptr<{_A}>\n",
    ],
)
def test_the_memo_takes_the_decisions_of_a_full_parse(monkeypatch, text):
    _run_both(monkeypatch, text)
