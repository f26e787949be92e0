"""Input text handed over to the parser, which may then drop what it has parsed."""

from __future__ import annotations

import functools
from typing import Callable


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


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, or None where the C library has none."""
    try:
        import ctypes

        return ctypes.CDLL(None).malloc_trim
    except (ImportError, OSError, AttributeError):
        return None


def return_freed_memory() -> None:
    """Give the C heap's free pages back to the system (glibc's
    `malloc_trim`; nothing elsewhere).

    The copies of what is left of the text after each cut are too small for
    their own mappings: once freed they are holes in the heap, which stay
    resident unless trimmed."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
