"""`AsmParser._balanced_end` (which skips to the next bracket with a regular
expression) finds the end of a dialect symbol's body and fails as a scan of
every character does."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.asm import lexer as lx
from odsgen.asm.errors import ParseError
from odsgen.asm.parser import AsmParser
from odsgen.ir.context import Context

_CLOSERS = {"<": ">", "(": ")", "[": "]", "{": "}"}


def _scan(text: str, pos: int) -> tuple[int, dict[int, int]]:
    """The end of the `<...>` group at `pos` and the ends of the `<` groups
    inside, one character at a time (raises ParseError as the parser)."""
    stack = [">"]
    openers: list[int | None] = [pos]
    ends: dict[int, int] = {}
    index = pos + 1
    while index < len(text):
        char = text[index]
        if char == '"':
            index = lx.string_end(text, index) - 1
        elif char in _CLOSERS:
            stack.append(_CLOSERS[char])
            openers.append(index if char == "<" else None)
        elif char == "-" and text.startswith(">", index + 1):
            index += 1
        elif char in ">)]}\0":
            if char != stack[-1]:
                raise AsmParser._unbalanced(stack, pos)
            stack.pop()
            group = openers.pop()
            if group is not None:
                ends[group] = index + 1
            if not stack:
                return index + 1, ends
        index += 1
    raise AsmParser._unbalanced(stack, pos)


def _outcome(find, text: str) -> tuple:
    try:
        return ("end",) + tuple(find(text))
    except ParseError as error:
        return ("error", str(error), error.pos)


def _fast(text: str) -> tuple[int, dict[int, int]]:
    with Context() as context:
        parser = AsmParser(text, context)
        end = parser._balanced_end(0)
        return end, dict(parser._group_ends)


_PIECES = st.sampled_from(
    ["<", ">", "(", ")", "[", "]", "{", "}", "->", "-", '"', '"a>"', '"\\"', "\\"]
    + ['"\\1"', "\0", "x", " ", "i32", "\n"]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=24))
def test_the_same_end_and_errors_as_a_scan_of_every_character(pieces):
    text = "<" + "".join(pieces)
    assert _outcome(_fast, text) == _outcome(lambda t: _scan(t, 0), text)


def test_nested_groups_and_strings():
    text = '<struct<"a<b", (ptr<i8>, i32) -> ptr<i64>>>, rest'
    end, ends = _fast(text)
    assert text[:end] == '<struct<"a<b", (ptr<i8>, i32) -> ptr<i64>>>'
    assert (end, ends) == _scan(text, 0)
