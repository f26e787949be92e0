"""Dictionaries made from templates read their type values with one parser
kept for it (`OperationParser._slot_parser_reading`) and look up the values
they made before (`dictionary_templates.Made`): each decides as a new
parser and a new making would, in any order of spellings, and modules
give what full parses give (the same operations, the same diagnostics).
Their keys, where no value is an integer, are cut by one search
(`_cut_after_equals`) as the one pattern for all texts cuts them."""

from __future__ import annotations

import random
from functools import partial

import pytest

from conftest import count_calls, generic_op_module, parsed_generic
from odsgen.asm import dictionary_templates, op_parser
from odsgen.asm.parser import LLVM_TYPE_COST
from odsgen.ir.context import Context

_module = partial(generic_op_module, header="!ty = i64\n")

# Type values as templates cut them, some that parse and some that do not
# (unknown keywords, an alias the parser apart does not know, trailing
# tokens, a bad parameter, an unregistered dialect's).
_TYPES = [
    "!llvm.array<2 x i8>",
    "!llvm.array<3 x array<4 x i32>>",
    "!llvm.func<void (ptr)>",
    "!llvm.func<i32 (ptr, i64)>",
    "!llvm.func<ptr (ptr, ...)>",
    "!llvm.ptr<1>",
    "!llvm.vec<4 x ptr>",
    "!llvm.array<2 x bogus>",
    "!llvm.array<2 x !ty>",
    "!llvm.array<2 x i8 i8>",
    "!llvm.func<void (ptr, void)>",
    "!llvm.array<x i8>",
    "!test.x<a>",
    "!test.y<b c>",
]


def _slot_types(
    spellings: list[str], rooms: list[int], fresh: bool
) -> list[object | None]:
    """`_slot_type` of each spelling (with the room it is read with) by one
    parser, whose parser apart is made anew for each if `fresh`."""
    with Context(allow_unregistered_dialects=True) as context:
        context.load_dialect("llvm")
        parser = op_parser.OperationParser("", context, "in.mlir")
        found = []
        for spelling, room in zip(spellings, rooms):
            if fresh:
                parser._slot_parser = None
            parser.nesting_room = room
            found.append(parser._slot_type(spelling))
        return [None if value is None else str(value) for value in found]


@pytest.mark.parametrize("seed", range(12))
def test_a_kept_parser_reads_types_as_a_new_one(seed: int) -> None:
    choose = random.Random(seed)
    spellings = [choose.choice(_TYPES) for _ in range(30)]
    rooms = [choose.randint(1, 6) * LLVM_TYPE_COST for _ in spellings]
    kept = _slot_types(spellings, rooms, fresh=False)
    assert kept == _slot_types(spellings, rooms, fresh=True)
    assert None in kept and any(value is not None for value in kept)


def _full_parse(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:
    """What `text` gives with no dictionary made from a template."""
    with monkeypatch.context() as patched:
        patched.setattr(
            op_parser.OperationParser,
            "_dictionary_from_template",
            lambda self, start, end: None,
        )
        return parsed_generic(text)


def _dictionaries(choose: random.Random, count: int) -> list[str]:
    """Dictionaries of one template key each but for their values, which
    repeat (made once, then looked up) or not."""
    symbols = ["@f", "@g", '@"h i"', "@f"]
    strings = ['"a"', '"b\\0A"', '""', '"a"']
    arrays = ["array<i32: 1, 0, 0>", "array<i32: 2>", "array<i8: 300>"]
    return [
        f"{{a = {choose.choice(arrays)}, c = {choose.choice(symbols)},"
        f" s = {choose.choice(strings)}, t = {choose.choice(_TYPES)}}}"
        for _ in range(count)
    ]


@pytest.mark.parametrize("seed", range(16))
@pytest.mark.parametrize("regions", [False, True])
def test_values_made_again_give_what_full_parses_give(
    seed: int, regions: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    choose = random.Random(seed)
    text = _module(*_dictionaries(choose, 12), regions=regions)
    assert parsed_generic(text) == _full_parse(text, monkeypatch)


# Values and look-alikes without ` : `: their dictionaries are cut by one
# search for values after `= ` (`_cut_after_equals`).
_UNTYPED_VALUES = [
    '"x"',
    '""',
    '"= "',
    '"a = @f, b = "',
    '"x = @"',
    '","',
    '"= @f}"',
    '"= !a.b<c>,"',
    '"= array<i8: 1>"',
    '"\\0A"',
    '"\\q"',
    "@f",
    '@"f = @g, "',
    '@"f"y',
    "@a::@b",
    "!llvm.array<4 x i8>",
    "!llvm.func<void (ptr)>",
    '!llvm.struct<"s", (i32)>',
    "!a.b<c = @d, e>",
    "array<i32: -2147483648, 1>",
    "array<i32: 0x1>",
    '[@a, "b = @c,"]',
    "#llvm.linkage<external>",
    "unit",
]


@pytest.mark.parametrize("seed", range(20))
def test_values_after_equals_are_those_the_pattern_cuts(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = count_calls(monkeypatch, dictionary_templates, "_cut_after_equals")
    choose = random.Random(seed)
    for _ in range(100):
        entries = [
            f"e{index}{choose.choice([' = ', '=', ' =  '])}"
            f"{choose.choice(_UNTYPED_VALUES)}"
            for index in range(choose.randint(0, 6))
        ]
        text = "{" + choose.choice([", ", ","]).join(entries) + "}"
        assert dictionary_templates.dictionary_key(
            text, {}
        ) == dictionary_templates.cut_by_pattern(text), text
    assert calls


@pytest.mark.parametrize(
    "text",
    [
        # What a value found in a string covers is searched again.
        '{a = "x = @", b = @f, c = ","}',
        '{a = "x = @", b = "y", c = ","}',
        '{a = "x = !", b = !llvm.array<2 x i8>, c = ","}',
        '{a = "k = ", b = @f}',
        '{a = "= @g,", b = @f}',
    ],
)
def test_a_value_found_in_a_string_hides_none_after_it(text: str) -> None:
    key, values = dictionary_templates.dictionary_key(text, {})
    assert (key, values) == dictionary_templates.cut_by_pattern(text)
    assert {"@f", '"y"', "!llvm.array<2 x i8>"} & set(values)
