"""`dictionary_templates.dictionary_key` cuts a text whose quotes each open
or close a string by trying the pattern only where a value may start
outside strings (`_cut_quoted`): the key and values are those
`cut_by_pattern` (the one pattern for all texts) gives, on dictionaries
made of pieces that put values, their look-alikes and quotes next to each
other."""

from __future__ import annotations

import random

import pytest

from odsgen.asm import dictionary_templates

# Entry values, array elements and look-alikes, spelt with and without the
# characters the cuts look at (`= `, `@`, ` : `, `= !`, quotes, escapes).
_VALUES = [
    '"x"',
    '""',
    '"= "',
    '"a = "',
    '"= \\"b"',
    '"\\0A"',
    '"\\q"',
    '"\\\\"',
    '"x" : i8',
    '"}"',
    '","',
    '"@f"',
    '"1 : i32"',
    '"= !llvm.ptr"',
    '"= @f}"',
    '"x, 1 : i8"',
    '"= !a.b<c>,"',
    '"x"]',
    '"x" ',
    "@f",
    "@f.g",
    '@"f"',
    '@"f"y',
    '@"\\0A"',
    "@a::@b",
    "4 : i8",
    "-5 : i32",
    "12",
    "x12 : i8",
    "0x10 : i64",
    '"a"5 : i8',
    "[1 : i8, -2 : i8]",
    "!a.b<3 : i32>",
    "!a.b<3 : i32> x",
    "<4 : i8>",
    "!llvm.ptr",
    "!llvm.array<4 x i8>",
    "!llvm.func<void (ptr)>",
    '!llvm.struct<"s", (i32)>',
    "#llvm.linkage<external>",
    '[@a, "b"]',
    '["noinline", ["uwtable", "2"], ["target-features", "+cx8,+fxsr"]]',
    "array<i32: -2147483648, 1>",
    "array<i64>",
    "array<i8: 1> : i8",
    "array<i32: 0x1>",
    "array<i1: true>",
    '"= array<i8: 1>"',
    '{x = "y"}',
    "unit",
]
_SEPARATORS = [", ", ",", " , "]


def _dictionary(choose: random.Random) -> str:
    entries = []
    for index in range(choose.randint(0, 6)):
        value = choose.choice(_VALUES)
        equals = choose.choice([" = ", " = ", "=", " =  "])
        entries.append(f"e{index}{equals}{value}" if choose.random() < 0.9 else value)
    separators = [choose.choice(_SEPARATORS) for _ in entries]
    return "{" + "".join(e + s for e, s in zip(entries, separators))[:-2] + "}"


@pytest.mark.parametrize("seed", range(40))
def test_key_between_quotes_is_key_by_pattern(seed: int) -> None:
    choose = random.Random(seed)
    for _ in range(100):
        text = _dictionary(choose)
        if text.count('"') % 2 or '\\"' in text:
            continue  # (the pattern's alone)
        assert dictionary_templates.dictionary_key(
            text, {}
        ) == dictionary_templates.cut_by_pattern(text), text


def test_a_function_dictionary_cuts_its_type_and_name() -> None:
    text = (
        "{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>,"
        ' linkage = #llvm.linkage<external>, passthrough = ["noinline",'
        ' ["uwtable", "2"]], sym_name = "f = ", visibility_ = 0 : i64}'
    )
    key, values = dictionary_templates.dictionary_key(text, {})
    assert values == ["!llvm.func<void (ptr)>", '"f = "', "0"]
    assert (key, values) == dictionary_templates.cut_by_pattern(text)
