"""The filters that wrap long string literals and docstrings in generated code."""

from __future__ import annotations

import ast
import io
import re
import token
import tokenize
from pathlib import Path

import pytest

from odsgen.gen.render.wrapping import (
    LINE_LENGTH,
    double_braces,
    wrapped_docstring,
    wrapped_fstring,
    wrapped_lines,
    wrapped_string,
)

ROOT = Path(__file__).resolve().parents[1]
LONG = (
    "integer or LLVM dialect-compatible vector of integer or LLVM pointer type "
    "or LLVM dialect-compatible vector of LLVM pointer type"
)


def _split(literal: str) -> list[str]:
    """The string literals an implicit concatenation is made of."""
    tokens = tokenize.generate_tokens(io.StringIO(literal).readline)
    return [item.string for item in tokens if item.type == token.STRING]


@pytest.mark.parametrize("column", [0, 12, 20])
@pytest.mark.parametrize(
    "text",
    ["short", LONG, 'a "quoted" ' * 12 + "end", "back\\slash " * 15, "x" * 120],
)
def test_wrapped_string_keeps_the_text(text: str, column: int) -> None:
    literal = wrapped_string(text, column)
    assert eval(literal) == text
    fits = len(repr(text)) + column + 1 <= LINE_LENGTH
    assert (len(_split(literal)) == 1) == (fits or " " not in text)


def test_wrapped_string_pieces_fit_and_end_at_spaces() -> None:
    literal = wrapped_string(LONG, 16)
    pieces = [ast.literal_eval(p) for p in _split(literal)]
    assert len(pieces) > 1 and "".join(pieces) == LONG
    assert all(piece.endswith(" ") for piece in pieces[:-1])
    assert all(len(p) + 16 + 1 <= LINE_LENGTH for p in _split(literal))


@pytest.mark.parametrize("column", [0, 12])
def test_wrapped_fstring_formats_like_the_unwrapped_one(column: int) -> None:
    fields = {"kind": "operand", "index": 3, "type_": "!llvm.ptr<i8>"}
    summary = "all of {trueValue, falseValue} have " + LONG
    text = "{kind} #{index} must be " + double_braces(summary) + ", but got '{type_}'"
    literal = wrapped_fstring(text, column)
    expected = f"{fields['kind']} #{fields['index']} must be {summary}, but got "
    assert eval(literal, {}, fields) == expected + f"'{fields['type_']}'"
    for piece in _split(literal):
        assert piece.startswith("f") == ("{kind}" in piece or "{type_}" in piece)


def test_wrapped_docstring_flows_words_within_the_line() -> None:
    text = "Type constraint: " + LONG + "."
    literal = wrapped_docstring(text, 4)
    lines = literal.split("\n")
    assert len(lines) > 1 and len(lines[0]) + 4 <= LINE_LENGTH
    assert all(len(line) <= LINE_LENGTH for line in lines)
    assert all(line.startswith("    ") for line in lines[1:])
    assert " ".join(line.strip() for line in lines) == f'"""{text}"""'
    shifted = wrapped_docstring(text, 4, shift=8)
    assert all(len(line) + 8 <= LINE_LENGTH for line in shifted.split("\n")[1:])
    assert wrapped_docstring("Short.", 4) == '"""Short."""'


def test_wrapped_lines_flow_prose_only() -> None:
    code = "`" + " ".join(["%x"] * 40) + "`"
    prose = "    - " + " ".join(["word"] * 30)
    fence = "    ```\n    " + "y " * 60 + "\n    ```"
    lines = ["Summary.", "", prose, *fence.split("\n"), "    " + code + " ends"]
    wrapped = wrapped_lines(lines, 4)
    assert wrapped[:2] == ["Summary.", ""] and prose.startswith(wrapped[2])
    assert len(wrapped[2]) <= LINE_LENGTH < len(wrapped[2]) + len(" word")
    assert wrapped[3] == "      " + " ".join(["word"] * 14)
    assert fence.split("\n") == wrapped[4:7]
    # A code span longer than a line breaks at its spaces (Markdown reads
    # the line break as one).
    assert all(len(line) <= LINE_LENGTH for line in wrapped[7:])
    assert " ".join(line.strip() for line in wrapped[7:]) == code + " ends"
    assert wrapped[7].startswith("    `%x %x")


def test_generated_constraint_checks_fit_in_the_line() -> None:
    """The constraint checks shared by lazy LLVM op modules are within black's
    limit, save a function name too long for any line."""
    for path in (ROOT / "generated" / "llvm").glob("ops_*/_shared.py"):
        for line in path.read_text().splitlines():
            if len(line) > LINE_LENGTH:
                assert re.search(r"_check_\w{60,}", line), (path, line)
