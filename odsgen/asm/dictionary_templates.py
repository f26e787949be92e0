"""Attribute dictionaries that differ only in their plain entry values.

Programs imported from LLVM IR spell many generic ops' dictionaries alike
but for a few values: each `llvm.func` its `sym_name = "..."`, each call its
`callee = @...`, each constant its `value = 5 : i64`. A dictionary's
template is its text with those values cut out (`dictionary_key`), kept with
the dictionary a full parse made and, for each value cut, the attribute it
became (a `Slot`): later dictionaries with the same key are made from the
template and their own values (`fill`) instead of being parsed.

A value is cut where its tokens alone decide the entry: a string literal
with valid escapes (`name = "..."`), a flat symbol reference (`name = @sym`,
`name = @"sym"`), a dialect type in the dotted form (`name =
!llvm.array<2 x i8>`) and a dense array of decimal integers (`name =
array<i32: 1, -2>`), each followed directly by `,` or `}` (so no `: type`
follows), and a decimal integer literal typed by a ` : ` after it (`5 :
i64`, `-5 : i64`). `fill` leaves a value that does not make its attribute
(an integer out of range for its type, a type that does not parse) to a
full parse, which reports it. Cutting changes no other token of the text,
so two texts with the same key lex alike but for the values' spellings,
and the parser's path through them is the same outside the values. A template is kept only
where each value cut is the whole value of one entry of the dictionary
itself, as the parser logged them (`AsmParser.entry_log`: not of a nested
dictionary, nor an element of an array or of a dialect attribute), and the
entry holds the attribute the value's own rule makes; else its key maps to
None and such dictionaries are always parsed.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from . import custom_op_memo as memo
from .lexer import CHECKED_STRING, integer_in_range, unescape_string
from ..ir.attributes import (
    DenseArrayAttr,
    DictionaryAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from ..ir.types import IntegerType, Type

INTEGER = "integer"
STRING = "string"
SYMBOL = "symbol"
TYPE = "type"
ARRAY = "array"
# A registered dialect type in the dotted form, `!dialect.name<...>`, whose
# body holds no string (an identified struct's name means what the
# enclosing definitions make it), no `-` (no `->` that the bracket count
# would take for a `>`) and `<...>` groups two deep at most.
_BODY = r'[^<>"\n\-]*+(?:<[^<>"\n\-]*+>[^<>"\n\-]*+)*+'
_TYPE = rf"!(?<== !)[a-zA-Z_][a-zA-Z0-9_$]*\.[a-zA-Z0-9_$.]*<{_BODY}>"
# A dense array of signless integers of a width MLIR takes, spelt as MLIR
# prints them: decimal elements (no more digits than any in range has),
# `: ` and `, ` between them.
_ELEMENT = "-?[0-9]{1,20}"
_ARRAY = rf"a(?<== a)rray<i(?:8|16|32|64)(?:: {_ELEMENT}(?:, {_ELEMENT})*+)?>"
# The values a key cuts (the group's name is their kind), skipping the
# string literals that are not cut (which may hold anything).
# (Each alternative starts with its first character, the lookbehinds after
# it: the regex then skips fast to where one may start.)
_VALUES = re.compile(
    rf'(?P<{STRING}>"(?<== "){CHECKED_STRING[1:]}")(?=[,}}])'
    rf'|(?P<{SYMBOL}>@(?<== @)(?:[a-zA-Z_][a-zA-Z0-9_$.]*|{CHECKED_STRING}"))(?=[,}}])'
    r'|"[^"\\\n\v\f]*+(?:\\[^\n][^"\\\n\v\f]*+)*+"'
    rf"|(?P<{TYPE}>{_TYPE})(?=[,}}])"
    rf"|(?P<{ARRAY}>{_ARRAY})(?=[,}}])"
    rf"|(?P<{INTEGER}>[0-9](?<=[ (\[{{,=<-][0-9])[0-9]*)(?= : )",
    re.ASCII,
)
# A string, symbol, type or array value as `_VALUES` cuts it, after its `= `
# (found wherever it stands, in strings or not: `_cut_quoted` tells them
# apart); the pattern starts with literal text, which `re` searches fast.
_AFTER_EQUALS_VALUE = re.compile(
    rf'= (?:(?P<{STRING}>"{CHECKED_STRING[1:]}")(?=[,}}])'
    rf'|(?P<{SYMBOL}>@(?:[a-zA-Z_][a-zA-Z0-9_$.]*|{CHECKED_STRING}"))(?=[,}}])'
    rf"|(?P<{TYPE}>{_TYPE})(?=[,}}])"
    rf"|(?P<{ARRAY}>{_ARRAY})(?=[,}}]))",
    re.ASCII,
)
# Where a string, symbol, type or array value may start (after its `= `), and
# where an integer value may end (before its ` : `), found wherever they
# stand, in strings or not (`_cut_quoted` tells them apart); each pattern
# starts with literal text, which `re` searches fast.
_AFTER_EQUALS = re.compile(r'= [@"!a]')
_TYPED = re.compile(" : ")
_DIGITS = "0123456789"
# What stands for each kind of value in a key (no dictionary of one line
# holds a newline); a type's keeps its dialect and name (see `_mark`).
_MARKS = {INTEGER: "\n", STRING: '\n"', SYMBOL: "\n@", TYPE: "\n", ARRAY: "\n<"}
# Where a value goes: the index of its entry in the dictionary's items, its
# kind and, for an integer, `custom_op_memo.Slot`.
Slot = tuple[int, str, "memo.Slot | None"]
# The type a type value's spelling makes where its dictionary is (parsed as
# a full parse would parse it), or None if it does not parse there.
SlotType = Callable[[str], Type | None]
# The attributes that string, symbol, type and array values made, by their
# spellings (a value's kind is that of its spelling's first character, see
# `_VALUES`): the parser's, for values spelt again (a callee, a segment
# sizes array), emptied when it holds `MADE_LIMIT`.
Made = dict[str, Any]
MADE_LIMIT = 50_000
# A template: the dictionary, its slots, the same as `custom_op_memo.Slot`s
# when all its values are integers (None otherwise), and the nesting budget
# its full parse had (with less, a parse might have failed: see `fill`).
Template = tuple[DictionaryAttr, tuple[Slot, ...], "tuple[memo.Slot, ...] | None", int]


def dictionary_key(text: str, cuts: dict[bytes, Any]) -> tuple[str, list[str]]:
    """The key of the dictionary spelt `text` and the spellings of the
    values it cuts, in order (none for a text of several lines); `cuts` is
    the parser's cache for `custom_op_memo.cut_literals_alike` (texts whose
    values are all integers)."""
    if "\n" in text:
        return text, []
    if _integers_only(text):
        return memo.cut_literals_alike(text, cuts)
    if (
        not text.count('"') % 2
        and '\\"' not in text
        and "\v" not in text
        and "\f" not in text
    ):
        # Each `"` opens or closes a string.
        return _cut_quoted(text)
    return cut_by_pattern(text)


def _integers_only(text: str) -> bool:
    """Whether the only values `dictionary_key` may cut from `text` are
    integers (it has no string, symbol, type or array value)."""
    return (
        '"' not in text
        and "@" not in text
        and "= !" not in text
        and "= array<" not in text
    )


def cut_by_pattern(text: str) -> tuple[str, list[str]]:
    """`dictionary_key` of a text with strings, symbols or types, by `_VALUES`."""
    pieces = []
    values = []
    last = 0
    for found in _VALUES.finditer(text):
        kind = found.lastgroup
        if kind is None:  # a string literal left in the key
            continue
        pieces.append(text[last : found.start()])
        pieces.append(_mark(kind, found.group()))
        values.append(found.group())
        last = found.end()
    if not values:
        return text, []
    pieces.append(text[last:])
    return "".join(pieces), values


def _cut_quoted(text: str) -> tuple[str, list[str]]:
    """`cut_by_pattern` of a text whose quotes each open or close a string:
    `_VALUES` is tried only where a value may start outside strings (an
    even count of quotes before it)."""
    if " : " not in text:
        return _cut_after_equals(text)
    pieces: list[str] = []
    values: list[str] = []
    last = 0  # where the text not yet in `pieces` starts
    counted = quotes = 0  # the quotes in text[:counted]
    for start in _value_starts(text):
        if start < last:
            continue  # in a value cut
        quotes += text.count('"', counted, start)
        counted = start
        if quotes % 2:
            continue  # in a string
        found = _VALUES.match(text, start)
        if found is None or found.lastgroup is None:
            continue  # not a value, or a string left in the key
        spelling = found.group()
        pieces.append(text[last:start])
        pieces.append(_mark(found.lastgroup, spelling))
        values.append(spelling)
        last = found.end()
    if not values:
        return text, []
    pieces.append(text[last:])
    return "".join(pieces), values


def _cut_after_equals(text: str) -> tuple[str, list[str]]:
    """`_cut_quoted` of a text without ` : ` (so without integer values):
    the values `_AFTER_EQUALS_VALUE` finds outside strings, each found
    after the last cut (what one found in a string covers is searched
    again)."""
    pieces: list[str] = []
    values: list[str] = []
    last = 0  # where the text not yet in `pieces` starts
    counted = quotes = 0  # the quotes in text[:counted]
    search = _AFTER_EQUALS_VALUE.search
    found = search(text)
    while found is not None:
        kind = found.lastgroup
        start = found.start() + 2
        quotes += text.count('"', counted, start)
        counted = start
        if quotes % 2:  # in a string
            found = search(text, start)
            continue
        spelling = found.group(kind)
        pieces.append(text[last:start])
        pieces.append(_mark(kind, spelling))
        values.append(spelling)
        last = found.end()
        found = search(text, last)
    if not values:
        return text, []
    pieces.append(text[last:])
    return "".join(pieces), values


def _value_starts(text: str) -> list[int]:
    """In order, the offsets in `text` where `_VALUES` may cut a value: each
    character after a `= ` that may start a string, symbol, type or array,
    and each run of digits before a ` : `."""
    starts = [found.end() - 1 for found in _AFTER_EQUALS.finditer(text)]
    if " : " in text:
        for found in _TYPED.finditer(text):
            end = start = found.start()
            while start and text[start - 1] in _DIGITS:
                start -= 1
            if start < end:
                starts.append(start)
        starts.sort()
    return starts


def _mark(kind: str, spelling: str) -> str:
    """What stands for the value `spelling` of `kind` in a key."""
    if kind == TYPE:
        return _MARKS[TYPE] + spelling[: spelling.index("<")]
    return _MARKS[kind]


def _cut_values(text: str, start: int, end: int) -> list[tuple[int, str, str]]:
    """The offset, kind and spelling of each value `dictionary_key` cuts from
    `text[start:end]`."""
    part = text[start:end]
    if _integers_only(part):
        return [
            (position, INTEGER, text[position : position + len(digits)])
            for position, digits in zip(
                memo.literal_positions(text, start, end),
                memo.cut_literals(part)[1],
            )
        ]
    return [
        (start + found.start(), found.lastgroup, found.group())
        for found in _VALUES.finditer(part)
        if found.lastgroup is not None
    ]


def make_template(
    context: Any,
    text: str,
    start: int,
    end: int,
    attributes: DictionaryAttr,
    literal_log: list[tuple[int, Any]],
    entry_log: list[tuple[int, str]],
    room: int,
    values: list[str],
    slot_type: SlotType,
    made: Made,
) -> Template | None:
    """The template of the dictionary `attributes` a full parse made of
    `text[start:end]` with nesting budget `room`, from the parser's logs of
    the typed integer literals it made (offset, attribute) and of the
    dictionary's own entries (offset of the value, name); `values` are those
    its key cuts (their attributes looked up in and added to `made`). None
    if a value cut is not one entry's whole value."""
    found = _cut_values(text, start, end)
    if [spelling for _, _, spelling in found] != values:
        return None
    made = dict(literal_log)
    entries = dict(entry_log)
    items = attributes.items
    indices = {name: index for index, (name, _) in enumerate(items)}
    slots: list[Slot] = []
    for position, kind, spelling in found:
        negative = kind == INTEGER and text[position - 1] == "-"
        name = entries.get(position - 1 if negative else position)
        if name is None:
            return None
        index = indices[name]
        value = items[index][1]
        literal = None
        if kind == INTEGER:
            if made.get(position) is not value:
                return None
            literal = (index, value.type, negative, memo.plain_limit(value.type))
        elif value is not _made(context, kind, spelling, slot_type, made):
            return None
        slots.append((index, kind, literal))
    literals = None
    if all(kind == INTEGER for _, kind, _ in slots):
        literals = tuple(slot[2] for slot in slots)
    return attributes, tuple(slots), literals, room


def fill(
    context: Any,
    template: Template,
    values: list[str],
    room: int,
    slot_type: SlotType,
    made: Made,
) -> DictionaryAttr | None:
    """The dictionary of `template` with the values spelt `values` (from
    `dictionary_key`; their attributes looked up in and added to `made`),
    parsed with nesting budget `room`; None if that is
    less than the template's full parse had, an integer (or an array's
    element) is out of range for its type or a type does not parse (a full
    parse decides: a parse with more budget cannot fail where one with less
    succeeded)."""
    attributes, slots, literals, parsed_room = template
    if room < parsed_room:
        return None
    if literals is not None:
        return memo.fill_literals(context, attributes, literals, values)
    items = list(attributes.items)
    for (index, kind, literal), spelling in zip(slots, values):
        if literal is not None:
            attr = memo.literal_attr(context, literal, spelling)
            if attr is None:
                return None
        else:
            attr = made.get(spelling)
            if attr is None:
                attr = _made(context, kind, spelling, slot_type, made)
                if attr is None:
                    return None
        items[index] = (items[index][0], attr)
    return DictionaryAttr.get_sorted(tuple(items), context)


def _made(
    context: Any, kind: str, spelling: str, slot_type: SlotType, made: Made
) -> Any:
    """`_make`, memoized in `made` (what it makes is the same for the same
    spelling: a type that parses once parses alike again, see `_slot_type`
    of the parser)."""
    found = made.get(spelling)
    if found is None:
        found = _make(context, kind, spelling, slot_type)
        if found is not None:
            if len(made) >= MADE_LIMIT:
                made.clear()
            made[spelling] = found
    return found


def _make(context: Any, kind: str, spelling: str, slot_type: SlotType) -> Any:
    """The attribute a string, symbol, type or array value spelt `spelling`
    makes (a string's escapes are valid: see `_VALUES`), None for a type
    that does not parse or an array element out of range."""
    if kind == TYPE:
        found = slot_type(spelling)
        return None if found is None else TypeAttr.get(found, context)
    if kind == ARRAY:
        return _dense_array(context, spelling)
    if kind == STRING:
        return StringAttr.get(unescape_string(spelling, 0), None, context)
    name = spelling[1:]
    if name.startswith('"'):
        name = unescape_string(name, 0)
    return SymbolRefAttr.get(name, (), context)


def _dense_array(context: Any, spelling: str) -> DenseArrayAttr | None:
    """The dense array `array<iN: ...>` spelt `spelling` (see `_ARRAY`),
    its elements checked as a full parse checks them; None if one is out
    of range."""
    head, _, elements = spelling[:-1].partition(": ")
    element = IntegerType.get(int(head[7:]), 0, context)
    values = []
    for literal in elements.split(", ") if elements else ():
        negative = literal[0] == "-"
        value = integer_in_range(element, int(literal.lstrip("-")), negative)
        if value is None:
            return None
        values.append(value)
    return DenseArrayAttr.get(element, values, context)
