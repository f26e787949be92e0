"""The exception raised for malformed MLIR text."""


class ParseError(Exception):
    """A syntax error at a character offset of the text being parsed.

    `pos` is the offset into the full source text; the parser turns it into a
    `file:line:col` diagnostic.
    """

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos


class DiagnosticNote(ParseError):
    """A parse error with notes attached: `(message, pos)` pairs."""

    def __init__(self, message: str, pos: int, notes: list[tuple[str, int]]) -> None:
        super().__init__(message, pos)
        self.notes = notes
