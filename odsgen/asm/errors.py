"""The exception raised for malformed MLIR text."""

from __future__ import annotations


class ParseError(Exception):
    """A syntax error at a character offset of the text being parsed.

    `pos` is the offset into the full source text; the parser turns it into a
    `file:line:col` diagnostic. `followers` are the `(message, pos)` errors
    MLIR emits after this one while the failure propagates (e.g. "failed to
    parse X parameter ..." of each enclosing attribute), innermost first;
    each is reported as an error of its own.
    """

    followers: tuple[tuple[str, int], ...] = ()

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos

    def follow(self, message: str, pos: int) -> None:
        """Add an error emitted after this one (and after those already added)."""
        self.followers = (*self.followers, (message, pos))


class DiagnosticNote(ParseError):
    """A parse error with notes attached: `(message, pos)` pairs."""

    def __init__(self, message: str, pos: int, notes: list[tuple[str, int]]) -> None:
        super().__init__(message, pos)
        self.notes = notes
