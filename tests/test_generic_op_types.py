"""One-line generic ops whose type the parser has not met yet: the one-line
path parses the type where it stands (`OperationParser._op_type`) instead of
leaving the line to the full parser; both read each file alike."""

from __future__ import annotations

import pytest

from conftest import count_calls, parsed_generic
from odsgen.asm import op_parser, replay_runs

_ADD = '"llvm.add"(%a, %b) : (i64, i64) -> i64'
# Lines that fill the parser's caches for the lines after them.
_WARM = "".join(f"  %w{i} = {_ADD}\n" for i in range(3))
_RETURN = '  "llvm.return"() : () -> ()'


def _module(body: str, before: str = "") -> str:
    return (
        before + '"llvm.func"() ({\n^bb0(%a: i64, %b: i64, %c: i32, %p: !llvm.ptr):\n'
        f"{_WARM}{body}\n{_RETURN}\n"
        "}) {function_type = !llvm.func<void (i64, i64, i32, ptr)>,"
        ' sym_name = "f"} : () -> ()\n'
    )


@pytest.mark.parametrize(
    "body, before",
    [
        # New types: of results, of operands, nested, an identified struct
        # (defined, then spelt again), the same line again.
        (
            '  %0 = "llvm.sext"(%c) : (i32) -> i64\n'
            '  %1 = "llvm.zext"(%c) : (i32) -> i64\n'
            '  %2 = "llvm.zext"(%c) : (i32) -> i64',
            "",
        ),
        (
            '  %0 = "llvm.load"(%p) {alignment = 8 : i64} : (!llvm.ptr) -> !llvm.array<4 x i8>\n'
            '  %1 = "llvm.load"(%p) {alignment = 8 : i64} : (!llvm.ptr) -> !llvm.array<5 x i8>',
            "",
        ),
        (
            '  %0 = "llvm.mlir.undef"() : () -> !llvm.struct<"s", (i64, i8)>\n'
            '  %1 = "llvm.insertvalue"(%0, %a) {position = array<i64: 0>} :'
            ' (!llvm.struct<"s", (i64, i8)>, i64) -> !llvm.struct<"s", (i64, i8)>\n'
            '  %2 = "llvm.mlir.undef"() : () -> !llvm.struct<"s", (i64, i8)>',
            "",
        ),
        # An alias, defined and not.
        (
            '  %0 = "llvm.sext"(%c) : (i32) -> !i\n  %1 = "llvm.sext"(%c) : (i32) -> !i',
            "!i = i64\n",
        ),
        ('  %0 = "llvm.sext"(%c) : (i32) -> !j', ""),
        # Malformed types: their diagnostics, where the full parse puts them.
        ('  %0 = "llvm.sext"(%c) : (i32) -> i64x', ""),
        (
            '  %0 = "llvm.sext"(%c) : (i32) -> !llvm.struct<"s", (i64, i8)>\n'
            '  %1 = "llvm.sext"(%c) : (i32) -> !llvm.struct<"s", (i8)>',
            "",
        ),
        ('  %0 = "llvm.sext"(%c) : (i32) -> !llvm.array<4 x i8', ""),
        ('  %0 = "llvm.sext"(%c) : (i32, i32) -> i64', ""),
        ('  %0 = "llvm.sext"(%c) : (i32) -> i64 i64', ""),
        ('  %0 = "llvm.sext"(%c) : i64', ""),
        # A type that is not a function type, and one with a location after it.
        ('  %0 = "llvm.sext"(%c) : !llvm.ptr', ""),
        (
            '  %0 = "llvm.sext"(%c) : (i32) -> i64 loc("x":1:2)\n'
            '  %1 = "llvm.sext"(%c) : (i32) -> i64',
            "",
        ),
    ],
)
def test_new_types_parse_as_in_full(
    body: str, before: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _module(body, before)
    typed = count_calls(monkeypatch, op_parser.OperationParser, "_op_type")
    expected = parsed_generic(text, allow_unregistered=False)
    assert typed, "no type was parsed on the one-line path"
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text, allow_unregistered=False) == expected
    # And as the full parser reads each op (no one-line fast path at all).
    monkeypatch.setattr(op_parser, "_match_simple_generic_op", lambda text, at: None)
    assert parsed_generic(text, allow_unregistered=False) == expected


def test_a_new_type_takes_no_full_parse(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lines new only in their types stay on the one-line path."""
    text = _module('  %0 = "llvm.sext"(%c) : (i32) -> i64')
    full = count_calls(
        monkeypatch, op_parser.OperationParser, "parse_generic_operation"
    )
    assert parsed_generic(text, allow_unregistered=False)[0] == "ok"
    assert len(full) == 1  # the function's only: each line of its body takes none
