"""Long string literals and one-line docstrings wrapped as a person would.

Black splits code at brackets and commas but never inside a string: a
message or docstring longer than the line stays over black's limit. The
templates wrap those themselves with these filters: a string becomes an
implicit concatenation of pieces, each ending at a space, which black then
lays out one piece a line; a docstring's words flow onto more lines at the
docstring's indentation.
"""

from __future__ import annotations

import re
import textwrap

from ..model.literal import string_literal

LINE_LENGTH = 88
# A placeholder of a format text: `{name}`, not a doubled (literal) brace.
_PLACEHOLDER = re.compile(r"(?<!\{)\{(?!\{)[^{}]*\}")


def _pieces(text: str, room: int, spell) -> list[str]:
    """`text` cut after spaces into pieces whose literals (`spell(piece)`)
    are at most `room` long where the words allow, greedily."""
    words = re.findall(r"[^ ]+ *| +", text)
    pieces: list[str] = []
    for word in words:
        if pieces and len(spell(pieces[-1] + word)) <= room:
            pieces[-1] += word
        else:
            pieces.append(word)
    return pieces


def _fit(text: str, column: int, spell) -> str:
    """The literal of `text` (spelled by `spell`) for a line starting at
    `column` and ending in `,` or `)`: one literal when it fits, else the
    pieces separated by spaces (an implicit concatenation)."""
    room = LINE_LENGTH - column - 1
    if len(spell(text)) <= room:
        return spell(text)
    return " ".join(spell(piece) for piece in _pieces(text, room, spell))


def _format_piece(piece: str) -> str:
    """The literal of a piece of a format text: an f-string when it has a
    placeholder, else a plain string with the doubled braces undone."""
    if _PLACEHOLDER.search(piece):
        return "f" + string_literal(piece)
    return string_literal(piece.replace("{{", "{").replace("}}", "}"))


def wrapped_string(text: str, column: int) -> str:
    """The string literal of `text`, cut into pieces when it is too long to
    stand alone on a line starting at `column`."""
    return _fit(text, column, string_literal)


def wrapped_fstring(format_text: str, column: int) -> str:
    """The f-string of `format_text` (placeholders `{name}` without spaces,
    literal braces doubled), cut like `wrapped_string`; a piece without a
    placeholder is a plain string."""
    return _fit(format_text, column, _format_piece)


def double_braces(text: str) -> str:
    """`text` as the literal part of a format text: its braces doubled."""
    return text.replace("{", "{{").replace("}", "}}")


def wrapped_docstring(text: str, column: int, shift: int = 0) -> str:
    """The docstring literal of the one-line, docstring-safe `text` at
    indentation `column`, its words flowed onto more lines when it is too
    long for one; `shift`: how much deeper a caller indents the result
    (a macro's output), counted in the width but not written."""
    literal = f'"""{text}"""'
    if column + shift + len(literal) <= LINE_LENGTH:
        return literal
    lines = textwrap.wrap(
        literal,
        width=LINE_LENGTH - column - shift,
        break_long_words=False,
        break_on_hyphens=False,
    )
    return ("\n" + " " * column).join(lines)
