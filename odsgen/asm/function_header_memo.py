"""Memoized parsing of function headers (`@name(%arg0: i64, ...) -> i64 {`).

A module's functions often share a signature line but for the symbol name:
printed IR names every argument `%argN`. After the symbol name, the rest of
the header (arguments, results, `attributes {...}`) parses to the same
attributes and entry arguments whenever it is the same text on a line, since
the types and attributes it names depend only on that text and on aliases,
which cannot change once defined. Only the arguments' offsets differ, and
those move with the line.

So a function op's parser records, keyed by the text from just after the
symbol name to the end of the line, what it built there and where its
region's `{` began; a later header with the same text replays it: the same
attributes and entry arguments (their offsets moved), and the lexer put back
just before that `{`. A header is recorded only when it parsed without error,
its region's `{` is on the same line, and it spells no location (`loc(`),
whose alias may be a forward reference resolved per use.
"""

from __future__ import annotations

from typing import Any

from ..ir.attributes import Attribute
from ..ir.records import FrozenRecord, set_fields
from .op_parser import EntryArgument, UnresolvedOperand
from .parser import MEMO_LIMIT

# Whether headers are replayed (tests turn it off to compare with full parses).
ENABLED = True


class HeaderRecipe(FrozenRecord):
    """What a header's text after the symbol name parsed to, relative to its
    start: the attributes, the entry arguments, and the end of the last token
    before the region's `{` (`resume`)."""

    __slots__ = _FIELDS = ("attributes", "arguments", "resume")
    attributes: tuple[tuple[str, Attribute], ...]
    arguments: tuple[tuple[str, int, int, Any, Any], ...]
    resume: int

    def __init__(
        self,
        attributes: tuple[tuple[str, Attribute], ...],
        arguments: tuple[tuple[str, int, int, Any, Any], ...],
        resume: int,
    ) -> None:
        set_fields(self, attributes=attributes, arguments=arguments, resume=resume)


def begin(parser: Any) -> tuple[str, int]:
    """The text from the current token to the end of its line, and its
    offset: what `replay` looks up, and `record` needs of a header about to
    be parsed in full."""
    lexer = parser.lexer
    start = lexer.start
    text = lexer.text
    end = text.find("\n", start)
    return text[start : len(text) if end < 0 else end], start


def replay(
    parser: Any,
) -> tuple[dict[str, Attribute], list[EntryArgument]] | None:
    """The recorded header for the text at the current token, with the lexer
    moved past it; None when there is no recipe for that text."""
    if not ENABLED:
        return None
    key, start = begin(parser)
    recipe = parser.function_headers.get(key)
    if recipe is None:
        return None
    arguments: list[EntryArgument] = [
        (UnresolvedOperand(name, number, start + offset), type_, location)
        for name, number, offset, type_, location in recipe.arguments
    ]
    parser.lexer.reset(start + recipe.resume)
    return dict(recipe.attributes), arguments


def record(
    parser: Any,
    begun: tuple[str, int],
    attributes: dict[str, Attribute],
    arguments: list[EntryArgument],
) -> None:
    """Keep what the header begun at `begun` (from `begin`) parsed to, if
    it may be replayed (see the module's docstring)."""
    key, start = begun
    lexer = parser.lexer
    if (
        "loc(" in key
        or lexer.start >= start + len(key)
        or lexer.text[lexer.start : lexer.pos] != "{"
    ):
        return
    headers = parser.function_headers
    if len(headers) >= MEMO_LIMIT:
        headers.clear()
    headers[key] = HeaderRecipe(
        tuple(attributes.items()),
        tuple(
            (name.name, name.number, name.pos - start, type_, location)
            for name, type_, location in arguments
        ),
        lexer.prev_end - start,
    )
