"""Long string literals and docstring lines wrapped as a person would.

Black splits code at brackets and commas but never inside a string: a
message or docstring longer than the line stays over black's limit. The
templates wrap those themselves with these filters: a string becomes an
implicit concatenation of pieces, each ending at a space, which black then
lays out one piece a line; a docstring's prose flows onto more lines at its
own indentation, breaking a `code` span only where it is longer than a
line.
"""

from __future__ import annotations

import re
from typing import Callable

from ..model.literal import string_literal

LINE_LENGTH = 88
# A character no docstring holds, standing for room kept at a line's end.
_QUOTES_ROOM = "\0"
# A placeholder of a format text: `{name}`, not a doubled (literal) brace.
_PLACEHOLDER = re.compile(r"(?<!\{)\{(?!\{)[^{}]*\}")


def _pieces(text: str, room: int, spell: Callable[[str], str]) -> list[str]:
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


def _fit(text: str, column: int, spell: Callable[[str], str]) -> str:
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


def _words(text: str) -> list[str]:
    """The words of a line of prose: split at spaces outside `code` spans
    (an unclosed span runs to the end)."""
    words = [""]
    in_code = False
    for char in text:
        if char == "`":
            in_code = not in_code
        if char == " " and not in_code:
            if words[-1]:
                words.append("")
        else:
            words[-1] += char
    return [word for word in words if word]


def _fill(text: str, first_width: int, width: int) -> list[str]:
    """The words of `text` flowed greedily into lines, the first at most
    `first_width` long and the others `width`, where the words allow; a
    `code` span longer than a line is broken at its spaces (Markdown reads
    a line break in a span as a space)."""
    lines: list[str] = []
    words = []
    for word in _words(text):
        if len(word) > width:
            words += word.split()
        else:
            words.append(word)
    for word in words:
        room = width if len(lines) > 1 else first_width
        if lines and len(lines[-1]) + 1 + len(word) <= room:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def wrapped_docstring(text: str, column: int, shift: int = 0) -> str:
    """The docstring literal of the one-line, docstring-safe `text` at
    indentation `column`, its words flowed onto more lines when it is too
    long for one; `shift`: how much deeper a caller indents the result
    (a macro's output), counted in the width but not written."""
    literal = f'"""{text}"""'
    room = LINE_LENGTH - column - shift
    if len(literal) <= room:
        return literal
    return ("\n" + " " * column).join(_fill(literal, room, room))


def wrapped_summary(text: str, column: int) -> str:
    """The one-line `text` that opens a docstring at indentation `column`
    (after its quotes, more lines following), flowed onto more lines when it
    is too long for one."""
    *lines, _ = wrapped_lines([text, ""], column)  # no closing quotes after it
    return "\n".join(lines)


def wrapped_lines(lines: list[str], column: int) -> list[str]:
    """The body lines of a docstring at indentation `column` (the first
    after the opening quotes, the others indented as written) with each
    prose line too long for black's limit flowed onto more lines at its own
    indentation (a list item's continuation two columns deeper), breaking
    outside `code` spans shorter than a line; lines in ``` fences stay."""
    result: list[str] = []
    fenced = False
    for index, line in enumerate(lines):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        start = column + 3 if index == 0 else 0
        end = 3 if index == len(lines) - 1 else 0
        if fenced or start + len(line) + end <= LINE_LENGTH:
            result.append(line)
            continue
        lead = line[: len(line) - len(line.lstrip())]
        indent = " " * column if index == 0 else lead
        bullet = "  " if line.lstrip().startswith(("- ", "* ")) else ""
        # Stand-ins for the closing quotes keep room for them on the last line.
        flowed = _fill(
            line.lstrip() + _QUOTES_ROOM * end,
            LINE_LENGTH - start - len(lead),
            LINE_LENGTH - len(indent) - len(bullet),
        )
        first, *rest = [piece.rstrip(_QUOTES_ROOM) for piece in flowed]
        result.append(lead + first)
        result.extend(indent + bullet + piece for piece in rest)
    return result
