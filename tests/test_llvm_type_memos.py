"""The parser's memos of LLVM types must never change what is parsed: lone
keywords inside LLVM types taken from `parser.nested_types`
(`parse_nested_type` in odsgen/hooks/llvm/types.py), outermost spellings
with identified structs kept whole (`AsmParser._parse_registered_type`),
and the types of dictionary entries read apart (`_slot_type`). Each case
runs with the memos and without them; outputs and diagnostics must match."""

from __future__ import annotations

import re
from typing import Any

import pytest

from conftest import LOAD_LLVM as LLVM, run_opt
from odsgen.asm.errors import ParseError
from odsgen.asm import parser as parser_module
from odsgen.asm.parser import LLVM_TYPE_COST, AsmParser
from odsgen.hooks.llvm import types as llvm_types
from odsgen.ir.context import Context

UNREGISTERED = ["--allow-unregistered-dialect", *LLVM, "-"]
# A pattern that matches nothing.
_NEVER = re.compile(r"(?!)")


class _NoMemo:
    """A stand-in for the struct memos that never keeps anything."""

    def get(self, parser: Any) -> None:
        return None

    def __setitem__(self, parser: Any, memo: Any) -> None:
        pass


def _parse_registered_type(
    self: AsmParser, parse: Any, end: int, start: int, dialect: str
) -> Any:
    """`AsmParser._parse_registered_type` without its memo."""
    return self._parse_registered(parse, end, start, dialect)


def _without_memos(patch: pytest.MonkeyPatch) -> None:
    patch.setattr(llvm_types, "_AFTER_KEYWORD", ())
    patch.setattr(llvm_types, "_LONE_ARRAY", _NEVER)
    patch.setattr(llvm_types, "_LONE_FUNCTION", _NEVER)
    patch.setattr(parser_module, "_PLAIN_FUNCTION_TYPE", _NEVER)
    patch.setattr(llvm_types, "_MEMBER_LEVELS", 0)
    patch.setattr(llvm_types, "_struct_memos", _NoMemo())
    patch.setattr(AsmParser, "_parse_registered_type", _parse_registered_type)


def _run_both(
    monkeypatch: pytest.MonkeyPatch, text: str, args: list[str] = UNREGISTERED
) -> tuple[int, str, str]:
    with_memos = run_opt(args, text)
    with monkeypatch.context() as patch:
        _without_memos(patch)
        without_memos = run_opt(args, text)
    assert with_memos == without_memos
    return with_memos


def _ops(*types: str) -> str:
    """One generic op per type, with that type as its result, each op twice
    (the second one meets the memos the first one filled)."""
    lines = [f'%r{i} = "test.op"() : () -> {t}' for i, t in enumerate(types)]
    return "\n".join(lines + [line.replace("%r", "%s") for line in lines]) + "\n"


@pytest.mark.parametrize(
    "types",
    [
        # Lone keywords before each thing that may follow them.
        ("!llvm.func<ptr (ptr, i32, ...)>", "!llvm.func<void ()>"),
        ("!llvm.struct<(ptr, i64, struct<(ptr, f32)>)>", "!llvm.array<2 x ptr>"),
        ("!llvm.vec<4 x ptr>", "!llvm.vec<? x 4 x ptr>", "!llvm.vec<2 x ptr<i8>>"),
        # Arrays and function types read at once, and their near misses.
        ("!llvm.array<0 x i8>", "!llvm.array<4294967295 x i8>", "!llvm.array<07 x i8>"),
        ("!llvm.array<123456789 x f64>", "!llvm.array<1234567890 x f64>"),
        ("!llvm.array<-1 x i32>", "!llvm.array<0x10 x i32>", "!llvm.ptr<00>"),
        (
            "!llvm.array<0x0 x i32>",
            "!llvm.array<0x00010 x i32>",
            "!llvm.array<010 x i8>",
        ),
        ("!llvm.array<2 x ptr>", "!llvm.array<2x ptr>", "!llvm.array<2 x ptr >"),
        ("!llvm.func<void (...)>", "!llvm.func<i32 (ptr, ...)>", "!llvm.func<i32 ()>"),
        ("!llvm.func<i32 (ptr,ptr)>", "!llvm.func<i32 ( ptr)>", "!llvm.func<i32(ptr)>"),
        ("!llvm.func<i32 (ptr)>", "!llvm.func<i32 (ptr) >", "!llvm.func< i32 (ptr)>"),
        # The same keywords with parameters after them: blanks, a comment,
        # an address space.
        ("!llvm.func<ptr (ptr)>", "!llvm.func<ptr<1> (ptr <2>)>"),
        ("!llvm.struct<(ptr, i8)>", "!llvm.struct<(ptr\n<3>, i8)>"),
        ("!llvm.struct<(ptr)>", "!llvm.struct<(ptr // note\n<3>)>"),
        ("!llvm.array<2 x ptr>", "!llvm.array<2 x ptr<4>>"),
        # Typed pointers, and keywords deep in nested types.
        ("!llvm.ptr<i8>", "!llvm.ptr<ptr<i8>, 1>", "!llvm.ptr<func<i32 (ptr<i8>)>>"),
        ("!llvm.ptr<struct<(ptr<struct<(i32, ptr)>>, array<4 x ptr<i8>>)>>",),
        ("!llvm.func<void (ptr<func<ptr (ptr, ...)>>, metadata, token, label)>",),
        # Builtin types holding LLVM types, and LLVM types holding them.
        ("tuple<!llvm.ptr, i32>", "!llvm.struct<(vector<2xi32>, ptr, index)>"),
        ("((!llvm.ptr, i64) -> !llvm.func<void (ptr)>)",),
        # Builtin function types of single tokens read at once, and their
        # near misses (as results, in parentheses).
        ("((i32, i64) -> i32)", "(() -> ())", "((!llvm.ptr) -> (i32, !llvm.ptr))"),
        ("((!llvm.ptr) -> !llvm.ptr)", "((!llvm.ptr<1>) -> !llvm.ptr<2>)"),
        ("((i32) -> (i32))", "((i32,i64) -> i32)", "((i32) ->i32)", "(( i32) -> i32)"),
        ("((f16, index, none) -> ui8)", "(((i32) -> i32) -> ((i64) -> i1))"),
        ("((!test.t, !test.u<1>) -> !test.t)", "tuple<(!llvm.ptr) -> i32>"),
        ("!llvm.struct<(tuple<(!llvm.ptr) -> !llvm.ptr>, ptr)>",),
        ("((i32) -> i32)", "((i32) -> (i32, !llvm.void))"),
        # Identified structs, recursive ones, and opaque ones.
        ('!llvm.struct<"A", (i32, ptr)>', '!llvm.ptr<struct<"A", (i32, ptr)>>'),
        ('!llvm.struct<"L", (ptr<struct<"L">>, i32)>', '!llvm.struct<"O", opaque>'),
        ('!llvm.ptr<struct<"P", opaque>>', '!llvm.array<2 x struct<"P", opaque>>'),
        ('!llvm.struct<"S", packed (i8, struct<"T", (ptr<struct<"S">>)>)>',),
    ],
)
def test_types_parse_alike(monkeypatch, types):
    status, out, err = _run_both(monkeypatch, _ops(*types))
    assert status == 0, err


@pytest.mark.parametrize(
    "types",
    [
        # Lone keywords that make no valid type where they stand, after
        # the same keywords were read where they do.
        ("!llvm.func<void (ptr)>", "!llvm.func<void (void)>"),
        ("!llvm.func<void (ptr)>", "!llvm.func<label (ptr)>"),
        ("!llvm.struct<(ptr, i32)>", "!llvm.struct<(ptr, void)>"),
        ("!llvm.array<2 x i32>", "!llvm.array<2 x metadata>"),
        ("!llvm.vec<4 x ptr>", "!llvm.vec<4 x i32>"),
        ("!llvm.func<void (ptr)>", "!llvm.ptr<void>"),
        ("!llvm.array<2 x i32>", "!llvm.array<2 x void>"),
        ("!llvm.array<2 x i32>", "!llvm.array<4294967296 x i32>"),
        ("!llvm.func<void (ptr)>", "!llvm.func<void (ptr, ..., ptr)>"),
        ("!llvm.func<void (ptr)>", "!llvm.func<void (..., ...)>"),
        ("!llvm.func<void (ptr)>", "!llvm.func<void (ptr, , ptr)>"),
        ("!llvm.func<void (ptr)>", "!llvm.func<metadata (ptr)>"),
        ("!llvm.func<void (ptr)>", "!llvm.func<void (ptr)>>"),
        ("!llvm.func<void (ptr)>", "!llvm.foo"),
        ("((i32) -> i32)", "((i32) -> i32x)"),
        ("((i32) -> !llvm.ptr)", "((i32) -> !llvm.ptr<)"),
        # Keywords that are no LLVM type, or no type at all here.
        ("!llvm.func<void (ptr)>", "!llvm.func<void (ptr, foo)>"),
        ("!llvm.func<void (ptr)>", "!llvm.func<void (ptr x)>"),
        ("!llvm.func<void (ptr)>", "!llvm.func<void (ptr,)>"),
        ("!llvm.func<void (ptr)>", "!llvm.struct<(ptr, struct)>"),
        ("!llvm.func<void (ptr)>", "!llvm.i32"),
        ("!llvm.func<void (ptr)>", "!llvm.func<void (ptr<)>"),
        # Identified structs redefined, or declared opaque once defined.
        ('!llvm.struct<"A", (ptr)>', '!llvm.struct<"A", (i32)>'),
        ('!llvm.struct<"B", (ptr)>', '!llvm.ptr<struct<"B", opaque>>'),
        ('!llvm.struct<"C", opaque>', '!llvm.struct<"C", (ptr)>'),
        ('!llvm.struct<"D", (ptr<struct<"D">>)>', '!llvm.ptr<struct<"D">>'),
    ],
)
def test_malformed_types_fail_alike(monkeypatch, types):
    status, out, err = _run_both(monkeypatch, _ops(*types))
    assert status != 0 and "error:" in err


def test_opaque_spelling_after_a_body_fails_again(monkeypatch):
    # A forward alias makes struct A without a body, so that declaring it
    # opaque succeeds; once a later spelling sets its body, the same opaque
    # declaration is an error, memoized or not.
    text = (
        '"test.a"() : () -> !llvm.ptr<!s>\n'
        '"test.b"() : () -> !llvm.ptr<struct<"A", opaque>>\n'
        '"test.c"() : () -> !llvm.struct<"A", (i32)>\n'
        '"test.d"() : () -> !llvm.ptr<struct<"A", opaque>>\n'
        '!s = !llvm.struct<"A", (i32)>\n'
    )
    status, out, err = _run_both(monkeypatch, text)
    assert status != 0
    assert "4:42: error: redeclaring defined struct as opaque" in err


def test_dictionary_entry_types_parse_alike(monkeypatch):
    # Generic ops in a run: their dictionaries' types are read apart from
    # the line (`_slot_type`), sharing the parser's memos.
    lines = []
    for i, fn in enumerate(
        [
            "!llvm.func<i32 (ptr, i64)>",
            "!llvm.func<ptr (ptr, ...)>",
            "!llvm.func<void (ptr, ptr<1>, i32)>",
            '!llvm.func<void (ptr<struct<"E", (i8, ptr)>>)>',
            "!llvm.func<i32 (ptr, i64)>",
            "!llvm.func<void (ptr, void)>",
        ]
    ):
        lines.append(f'"test.f"() {{n = {i} : i32, t = {fn}}} : () -> ()')
    status, out, err = _run_both(monkeypatch, "\n".join(lines) + "\n")
    assert status != 0
    assert "invalid function argument type: '!llvm.void'" in err


def test_function_types_with_aliases_parse_alike(monkeypatch):
    text = (
        "!a = i32\n!p = !llvm.ptr\n"
        '%0 = "test.op"() : () -> ((!a, !p) -> !p)\n'
        '%1:2 = "test.op"(%0) : ((!a, !p) -> !p) -> (!p, !llvm.ptr)\n'
        '"test.op"(%1#0) {f = (!p) -> !a, g = (!llvm.ptr) -> i32} : (!p) -> ()\n'
    )
    status, out, err = _run_both(monkeypatch, text)
    assert status == 0, err


def _parse_type(parser: AsmParser) -> Any:
    with parser.context:
        return parser.parse_type()


@pytest.mark.parametrize("levels", [1, 2, 3])
def test_memoized_keywords_keep_the_nesting_budget(levels):
    # A keyword taken from the memo needs the room its parse would take.
    text = "!llvm.ptr<ptr<ptr>>"
    context = Context()
    context.load_dialect("llvm")
    warm = AsmParser("!llvm.struct<(ptr)>", context)
    _parse_type(warm)  # `ptr` is in `warm.nested_types` now
    outcomes = []
    for parser in (AsmParser(text, context), AsmParser(text, context)):
        parser.nested_types = warm.nested_types if not outcomes else {}
        parser.nesting_room = levels * LLVM_TYPE_COST
        try:
            outcomes.append(str(_parse_type(parser)))
        except ParseError as error:
            outcomes.append(f"{error.pos}: {error}")
    assert outcomes[0] == outcomes[1]
    assert ("nesting too deep" in outcomes[0]) == (levels < 3)
