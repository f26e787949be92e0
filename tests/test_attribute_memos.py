"""Attributes memoized by their text (arrays: `AsmParser._parse_array_attribute`;
registered dialect attributes: `AsmParser._plain_symbol`) read as a full
parse reads them: the same module, output and diagnostics with the memos and
without them."""

from __future__ import annotations

import re

import pytest

from conftest import parsed_generic, run_opt
from odsgen.asm import ParseError, parse_source
from odsgen.asm import parser as asm_parser
from odsgen.asm.op_parser import OperationParser
from odsgen.asm.parser import AsmParser
from odsgen.ir.context import Context
from odsgen.ir.operation import Block

_NEVER = re.compile(r"(?!)")


def _function(name: str, extra: str = "") -> str:
    return (
        '  "llvm.func"() ({\n'
        "  }) {function_type = !llvm.func<void ()>, passthrough = "
        '["noinline", ["uwtable", "2"], ["frame-pointer", "all"]]'
        f'{extra}, sym_name = "{name}"}} : () -> ()\n'
    )


def _module(*functions: str) -> str:
    return '"builtin.module"() ({\n' + "".join(functions) + "}) : () -> ()\n"


def _without_memo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(asm_parser, "_PLAIN_ARRAY", _NEVER)
    monkeypatch.setattr(
        asm_parser.AsmParser, "_plain_symbol", lambda self, start, end: None
    )


def test_a_repeated_array_is_parsed_once():
    text = _module(*(_function(f"f{i}") for i in range(4)))
    with Context() as context:
        parser = OperationParser(text, context, "in.mlir")
        block = Block()
        parser.parse_top_level(block)
        functions = list(next(iter(block)).regions[0].blocks[0])
    outer = '["noinline", ["uwtable", "2"], ["frame-pointer", "all"]]'
    assert outer in parser._array_cache
    arrays = {id(op.attributes.get("passthrough")) for op in functions}
    assert len(arrays) == 1


@pytest.mark.parametrize(
    "extra",
    [
        "",
        ", sizes = [1 : i32, [2 : i64]]",  # typed literals: never memoized
        ', names = ["a\\"b", @g, @"h"]',  # an escape: never memoized
        ", nested = [[[1]], [2]]",  # deeper than the memo takes
        ", mixed = [-1, 2.5, true, unit, i32, [@f0]]",
    ],
)
def test_output_is_the_same_without_the_memo(extra, monkeypatch):
    text = _module(*(_function(f"f{i}", extra) for i in range(3)))
    flags = ["--mlir-print-op-generic"]
    expected = run_opt(flags, text)
    assert expected[0] == 0, expected[2]
    _without_memo(monkeypatch)
    assert run_opt(flags, text) == expected


def _error(text: str) -> tuple[str, int]:
    with Context():
        with pytest.raises(ParseError) as caught:
            parse_source(text)
    return str(caught.value), caught.value.pos


@pytest.mark.parametrize(
    "bad", [", bad = [1, 2", ", bad = [1 2]", ", bad = [1, %x]", ", bad = []]"]
)
def test_errors_are_the_same_without_the_memo(bad, monkeypatch):
    text = _module(_function("f0"), _function("f1", bad))
    expected = _error(text)
    _without_memo(monkeypatch)
    assert _error(text) == expected


def test_typed_literals_are_noted_as_a_full_parse_notes_them():
    """An array with typed literals, memoized outside a generic op's
    dictionary, is parsed in full inside one: its literals are noted."""
    text = (
        '"builtin.module"() ({\n'
        '  "test.a"() {list = [1 : i32, 2]} : () -> ()\n'
        '  "test.b"() {list = [1 : i32, 2], n = 3 : i64} : () -> ()\n'
        "}) : () -> ()\n"
    )
    with Context() as context:
        context.allow_unregistered_dialects = True
        parser = OperationParser(text, context, "in.mlir")
        parser.literal_log = None
        parser.parse_top_level(Block())
        assert "[1 : i32, 2]" not in parser._array_cache  # logged: kept out
        parser._array_cache["[1 : i32, 2]"] = object()  # as if memoized
        log = parser.literal_log = []
        parser.lexer.reset(text.index("[1 : i32, 2], n"))
        parser.parse_attribute()
        assert [pos for pos, _ in log] == [text.index("1 : i32, 2], n")]


def test_a_memoized_array_still_takes_its_nesting_budget(monkeypatch):
    """With too little budget left for the array, the memo is not used: the
    full parse reports the nesting."""
    text = _module(_function("f0"), _function("f1"))
    with Context() as context:
        parser = OperationParser(text, context, "in.mlir")
        # `f1`'s dictionary is parsed, not made from `f0`'s template.
        monkeypatch.setattr(parser, "_dictionary_from_template", lambda *_: None)
        original = parser._parse_array_attribute
        starving = [True]

        def starved() -> object:
            if len(parser._array_cache) == 3 and starving[0]:  # in `f1`
                starving[0] = False
                parser.nesting_room = asm_parser.ATTRIBUTE_COST
            return original()

        monkeypatch.setattr(parser, "_parse_array_attribute", starved)
        with pytest.raises(ParseError, match="nesting too deep"):
            parser.parse_top_level(Block())


def test_a_repeated_dialect_attribute_is_parsed_once():
    text = _module(*(_function(f"f{i}", _LINKAGE) for i in range(3)))
    with Context() as context:
        parser = OperationParser(text, context, "in.mlir")
        parser.parse_top_level(Block())
    assert list(parser._attribute_cache) == ["#llvm.linkage<internal>"]


_LINKAGE = ", linkage = #llvm.linkage<internal>"


@pytest.mark.parametrize(
    "extra",
    [
        _LINKAGE,
        ", cconv = #llvm.cconv<ccc>, fmf = #llvm.fastmath<nnan, ninf>",
        ", typed = #llvm.fastmath<fast> : i32",  # a `: type`: never memoized
        ', comdat = [#llvm.linkage<weak>, "x"]',
    ],
)
def test_dialect_attributes_read_the_same_without_the_memo(extra, monkeypatch):
    text = _module(*(_function(f"f{i}", extra) for i in range(3)))
    flags = ["--mlir-print-op-generic"]
    expected = run_opt(flags, text)
    _without_memo(monkeypatch)
    assert run_opt(flags, text) == expected


def test_only_spellings_that_alone_decide_are_memoized():
    with Context() as context:
        parser = AsmParser('#llvm.linkage<internal> #d.a<"s"> #d.b<loc>', context)
        assert parser._plain_symbol(0, 23) == "#llvm.linkage<internal>"
        assert parser._plain_symbol(24, 33) is None  # a string
        assert parser._plain_symbol(34, 43) is None  # `loc`
        parser._symbol_depth = 1  # inside another symbol
        assert parser._plain_symbol(0, 23) is None
        parser._symbol_depth = 0
        parser.nesting_room = 23 * asm_parser.LLVM_TYPE_COST - 1
        assert parser._plain_symbol(0, 23) is None


@pytest.mark.parametrize(
    "dictionary",
    [
        '{a = 1 : i32, b, "c d" = "x", e.f = [1, 2], g  = 2, h =3}',
        "{a = 1 : i32, a = 2 : i32}",
        "{a = 1, b = }",
        "{a = , b = 1}",
        "{a = {b = 1 : i8, c = unit}, d = #llvm.linkage<external>}",
        "{llvm.x = 1, $y = 2}",
    ],
)
def test_entry_names_read_in_one_match_as_token_by_token(dictionary, monkeypatch):
    """A dictionary entry's `name = ` read in one match gives what the
    tokens give: the same attributes, the same diagnostics."""
    text = f'"test.op"() {dictionary} : () -> ()\n'
    fast = parsed_generic(text)
    monkeypatch.setattr(asm_parser, "_ENTRY_NAME", re.compile("(?!)"))
    assert parsed_generic(text) == fast
