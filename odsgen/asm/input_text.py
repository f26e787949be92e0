"""Input text handed over to the parser, which may then drop what it has parsed."""

from __future__ import annotations

import codecs
import io
from typing import BinaryIO, Callable

# How many bytes `read_text` decodes at a time.
READ_PIECE = 1 << 18


class InputText:
    """Holds a file's text until the parser takes it (`take`).

    Passing the text in this holder rather than as a `str` gives the parser
    the only reference to it: while it parses a `builtin.module`, it can cut
    the text already parsed off (see `OperationParser.cut_parsed_text`), so
    that the whole input is not alive beside the whole IR at the end.
    """

    __slots__ = ("_text",)

    def __init__(self, text: str) -> None:
        self._text: str | None = text

    def take(self) -> str:
        """The text; the holder keeps no reference to it (once only)."""
        text = self._text
        if text is None:
            raise ValueError("the input text was taken already")
        self._text = None
        return text


def read_text(file: BinaryIO) -> str:
    """The text of `file` as opening it in text mode reads it (UTF-8, bytes
    that are not as surrogate escapes, universal newlines), decoded a piece
    at a time and appended in place: without the whole file's bytes beside
    its text."""
    decoder = io.IncrementalNewlineDecoder(
        codecs.getincrementaldecoder("utf-8")("surrogateescape"), True
    )
    text = decoder.decode(file.read(READ_PIECE))
    while True:
        data = file.read(READ_PIECE)
        if not data:
            text += decoder.decode(b"", True)
            return text
        text += decoder.decode(data)


_trim: Callable[[int], int] | None | bool = False  # False: not looked up yet


def return_freed_memory() -> None:
    """Give the C heap's free pages back to the system (glibc's
    `malloc_trim`; nothing elsewhere).

    The copies of what is left of the text after each cut are too small for
    their own mappings: once freed they are holes in the heap, which stay
    resident unless trimmed."""
    global _trim
    if _trim is False:
        try:
            import ctypes

            _trim = ctypes.CDLL(None).malloc_trim
        except (ImportError, OSError, AttributeError):
            _trim = None
    if _trim is not None:
        _trim(0)  # type: ignore[operator]
