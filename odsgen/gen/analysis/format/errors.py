"""Errors in assembly formats: mlir-tblgen's messages, at an offset in the format.

`FormatError` is what the format front end raises; `located_error` turns it
into the `RecordError` of the record that holds the format.
"""

from __future__ import annotations

from pathlib import Path

from ...load.source import LocatedStr, Position, RecordError


class FormatError(Exception):
    """A format mlir-tblgen rejects: its first error, where, and a hint.

    `offset` indexes the format string. `note` is the hint mlir-tblgen
    prints with the error, if any. `also` lists the further errors that
    mlir-tblgen prints because of this one (the parser's complaint after a
    lexer error, a directive's after a bad argument), as (message, offset).
    """

    def __init__(self, message: str, offset: int, note: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset
        self.note = note
        self.also: list[tuple[str, int]] = []

    @property
    def messages(self) -> list[str]:
        """Every error message, in mlir-tblgen's order."""
        return [self.message, *(message for message, _ in self.also)]


def line_and_column(text: str, offset: int) -> tuple[int, int]:
    """The 0-based line and column of `offset` in `text`."""
    line = text.count("\n", 0, offset)
    return line, offset - (text.rfind("\n", 0, offset) + 1)


def located_error(
    error: FormatError, text: str, fallback: Position | None
) -> RecordError:
    """`error` as a `RecordError` at its place in the record file.

    A one-line `LocatedStr` knows where each character is. A multi-line one
    is taken to be a YAML block scalar (`format: |`): its lines start on the
    line after the scalar's indicator, indented as the record file shows.
    A plain `str` is reported at `fallback`.
    """
    message = (
        error.message if error.note is None else f"{error.message}\nnote: {error.note}"
    )
    if not isinstance(text, LocatedStr):
        return RecordError(fallback, message)
    if "\n" not in text:
        return RecordError(text.position_at(error.offset), message)
    line, column = line_and_column(text, error.offset)
    first_line = text.position.line + 1
    indent = _indentation(text.position.file, first_line)
    return RecordError(
        Position(text.position.file, first_line + line, indent + column + 1), message
    )


def _indentation(file: str, line: int) -> int:
    """How far line `line` (1-based) of `file` is indented; 0 if it cannot be read."""
    try:
        lines = Path(file).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return 0
    if not 0 < line <= len(lines):
        return 0
    text = lines[line - 1]
    return len(text) - len(text.lstrip(" "))
