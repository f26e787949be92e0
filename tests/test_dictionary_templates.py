"""Generic ops' attribute dictionaries made from templates (see
odsgen/asm/dictionary_templates.py) against full parses: the same
operations, and the same diagnostics at the same places."""

from __future__ import annotations

from functools import partial

import pytest

from conftest import count_calls, generic_op_module, parsed_generic
from odsgen.asm import dictionary_templates, op_parser
from odsgen.asm import parser as asm_parser

# Modules of generic ops with one dictionary each, after two alias definitions.
_module = partial(generic_op_module, header="#alias = 5 : i32\n!ty = i64\n")


def _full_parse(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:
    """What `text` gives with no dictionary made from a template."""
    with monkeypatch.context() as patched:
        patched.setattr(
            op_parser.OperationParser,
            "_dictionary_from_template",
            lambda self, start, end: None,
        )
        return parsed_generic(text)


# A dictionary, then one with the same template key; whether the second is
# made from the first's template.
_PAIRS = [
    ('{sym_name = "a", x = 1 : i32}', '{sym_name = "b\\0A\\22", x = 2 : i32}', True),
    (
        "{callee = @f, flags = #test<none>}",
        '{callee = @"g h", flags = #test<none>}',
        True,
    ),
    ('{a = "x", b = @y, c = -3 : i8}', '{a = "", b = @"", c = -4 : i8}', True),
    ("{value = 1 : i64}", "{value = 2 : i64}", True),
    # Values nested in the dictionary's values are not its entries' values,
    # even where an entry holds the same attribute (an alias's, a string's).
    ("{x = {y = 5 : i32}, z = #alias}", "{x = {y = 7 : i32}, z = #alias}", False),
    ('{x = {y = "s"}, z = "s"}', '{x = {y = "t"}, z = "t"}', False),
    ('{x = ["a"], s = "a"}', '{x = ["b"], s = "b"}', False),
    ('{x = #test<"a">, s = "a"}', '{x = #test<"b">, s = "b"}', False),
    # Neither typed strings nor nested symbol references are cut.
    ('{x = "s" : i32}', '{x = "t" : i32}', False),
    ("{x = @a::@b}", "{x = @a::@c}", False),
    # Dialect types, registered or not, parsed apart from their dictionary.
    ('{t = !llvm.array<2 x i8>, s = "a"}', '{t = !llvm.array<3 x i32>, s = "b"}', True),
    (
        "{t = !llvm.func<void (ptr)>}",
        "{t = !llvm.func<i32 (ptr, array<2 x i8>)>}",
        True,
    ),
    ("{t = !test.x<a>}", "{t = !test.x<b>}", True),
    # A type naming an alias, one that does not parse, and one with `->`.
    ("{t = !llvm.array<2 x i8>}", "{t = !llvm.array<2 x !ty>}", False),
    ("{t = !llvm.array<2 x i8>}", "{t = !llvm.array<2 x bogus>}", False),
    ("{t = !llvm.array<2 x i8>}", "{t = !llvm.array<2 x i8 i8>}", False),
    ("{t = !test.x<(i32) -> i32>}", "{t = !test.x<(i64) -> i64>}", False),
    # Errors a full parse reports: a bad escape, an out-of-range literal.
    ('{x = "s", y = 1 : i8}', '{x = "\\q", y = 1 : i8}', False),
    ('{x = "s", y = 1 : i8}', '{x = "t", y = 300 : i8}', False),
    ('{x = "s", y = 1 : i8}', '{x = "t", y = -129 : i8}', False),
]


@pytest.mark.parametrize("first, second, made", _PAIRS)
@pytest.mark.parametrize("regions", [False, True])
def test_template_gives_what_a_full_parse_gives(
    first: str,
    second: str,
    made: bool,
    regions: bool,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = _module(first, second, regions=regions)
    expected = _full_parse(text, monkeypatch)
    fills = count_calls(
        monkeypatch, dictionary_templates, "fill", lambda found: found is not None
    )
    assert parsed_generic(text) == expected
    assert bool(fills) == made


@pytest.mark.parametrize(
    "trailer",
    [' loc("} : () -> ()")', ' loc("x} : ")', " loc(unknown)"],
)
def test_a_trailing_location_is_not_taken_for_the_dictionary(
    trailer: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _module('{s = "a"}', '{s = "b"}', regions=True, trailer=trailer)
    assert parsed_generic(text) == _full_parse(text, monkeypatch)
    assert parsed_generic(text)[0] == "ok"


def test_key_cuts_plain_values_only() -> None:
    key, values = dictionary_templates.dictionary_key(
        '{a = "x", b = @y, c = @"z", d = 4 : i8, e = "q" : i8, f = ["w"]}', {}
    )
    assert values == ['"x"', "@y", '@"z"', "4"]
    assert '"q"' in key and '["w"]' in key and "y" not in key


def _starved_parse(
    text: str, templates: bool, monkeypatch: pytest.MonkeyPatch
) -> tuple[str, ...]:
    """What `text` gives with little nesting budget left when the second
    dictionary is looked up among the templates (and with none made from
    one unless `templates`)."""
    original = op_parser.OperationParser._dictionary_from_template

    def starved(self: op_parser.OperationParser, start: int, end: int) -> object:
        if self._dictionary_templates:
            self.nesting_room = asm_parser.ATTRIBUTE_COST
        return original(self, start, end) if templates else None

    with monkeypatch.context() as patched:
        patched.setattr(op_parser.OperationParser, "_dictionary_from_template", starved)
        return parsed_generic(text)


@pytest.mark.parametrize("regions", [False, True])
def test_a_template_needs_the_nesting_budget_its_parse_had(
    regions: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With less budget left than the first parse had, the second
    dictionary is parsed, and the parse reports the nesting."""
    text = _module('{s = "a", t = [[i32]]}', '{s = "b", t = [[i32]]}', regions=regions)
    found = _starved_parse(text, True, monkeypatch)
    assert found[0] == "error" and found[1].startswith("nesting too deep")
    assert _starved_parse(text, False, monkeypatch) == found


@pytest.mark.parametrize(
    "text",
    [
        '{a = "x", b = @y, c = @"z", d = 4 : i8, e = "q" : i8, f = ["w"]}',
        '{a = "x\\22", b = @"q\\0A", c = "\\q", d = @"\\q", e = "\\\\"}',
        '{a = "@b, c = 1 : i32", d = "}", e = "=", f = " : ", g = 12 : i8}',
        '{a = "x" , b = "y", c="z", d = @"x"y, e = @b::@c, f = @e}',
        '{x = [@a, "b"], y = @c, z = -5 : i32, w = "= "}',
        '{s = "a\\"b", t = "c"}',
        '{s = "a\\\\"}',
        '{s = "open}',
    ],
)
def test_key_by_parts_is_key_by_pattern(text: str) -> None:
    """The key cut from the parts between quotes is the one the pattern cuts."""
    assert dictionary_templates.dictionary_key(
        text, {}
    ) == dictionary_templates.cut_by_pattern(text)


def _parse_at_depth(
    text: str, room: int, templates: bool, monkeypatch: pytest.MonkeyPatch
) -> tuple[str, ...]:
    """What `text` gives with each op's dictionary parsed with `room` of
    the nesting budget left (and with none made from a template unless
    `templates`)."""
    original = op_parser.OperationParser._parse_op_dictionary

    def deep(self: op_parser.OperationParser) -> object:
        left = self.nesting_room
        self.nesting_room = room
        try:
            return original(self)
        finally:
            self.nesting_room = left

    with monkeypatch.context() as patched:
        patched.setattr(op_parser.OperationParser, "_parse_op_dictionary", deep)
        if not templates:
            patched.setattr(
                op_parser.OperationParser,
                "_dictionary_from_template",
                lambda self, start, end: None,
            )
        return parsed_generic(text)


def test_a_type_value_is_parsed_with_the_budget_its_dictionary_leaves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Deeper types than the template's: made or reported as in full."""
    text = _module(
        "{t = !llvm.array<2 x i8>}",
        "{t = !llvm.array<2 x array<2 x i8>>}",
        regions=True,
    )
    outcomes = set()
    for levels in range(1, 24):
        room = levels * asm_parser.LLVM_TYPE_COST
        found = _parse_at_depth(text, room, True, monkeypatch)
        assert found == _parse_at_depth(text, room, False, monkeypatch)
        outcomes.add(found[0])
    assert outcomes == {"ok", "error"}


def _parse_starving(
    text: str, marker: str, room: int, templates: bool, monkeypatch: pytest.MonkeyPatch
) -> tuple[str, ...]:
    """What `text` gives with each op dictionary spelt from `marker` on
    parsed with `room` of the nesting budget left (and with none made from
    a template unless `templates`)."""
    original = op_parser.OperationParser._parse_op_dictionary

    def starving(self: op_parser.OperationParser) -> object:
        if not self.text.startswith(marker, self.lexer.start):
            return original(self)
        left = self.nesting_room
        self.nesting_room = room
        try:
            return original(self)
        finally:
            self.nesting_room = left

    with monkeypatch.context() as patched:
        patched.setattr(op_parser.OperationParser, "_parse_op_dictionary", starving)
        if not templates:
            patched.setattr(
                op_parser.OperationParser,
                "_dictionary_from_template",
                lambda self, start, end: None,
            )
        return parsed_generic(text)


def test_a_type_value_leaves_the_parser_as_a_full_parse_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A type made for a template is kept where a full parse keeps it: a
    later parse of its spelling with little budget left decides alike."""
    deep_type = "!llvm.array<2 x array<2 x i8>>"
    text = _module(
        '{s = "a", t = !llvm.array<2 x i8>}',
        f'{{s = "b", t = {deep_type}}}',
        f"{{u = {deep_type}}}",
    )
    fills = count_calls(
        monkeypatch, dictionary_templates, "fill", lambda found: found is not None
    )
    for levels in range(1, 8):
        room = levels * asm_parser.LLVM_TYPE_COST
        found = _parse_starving(text, "{u", room, True, monkeypatch)
        assert found == _parse_starving(text, "{u", room, False, monkeypatch)
    assert fills
