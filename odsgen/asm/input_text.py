"""Input text handed over to the parser, which may then drop what it has parsed."""

from __future__ import annotations

import functools
from typing import Callable, Protocol


class FileRest(Protocol):
    """The file a text was read from, if it can be read again from an offset."""

    def open_at(self, offset: int) -> Callable[[], str] | None:
        """A function that reads the file's text from character `offset` on
        (as it read the text before), or None if the file is not as it was."""


class InputText:
    """Holds a file's text until the parser takes it (`take`).

    Passing the text in this holder rather than as a `str` gives the parser
    the only reference to it: while it parses a `builtin.module`, it can cut
    the text already parsed off (see `OperationParser.cut_parsed_text`), so
    that the whole input is not alive beside the whole IR at the end. With
    `rest`, it drops the whole text before reading what is left of it from
    the file again, instead of copying that beside the text.
    """

    __slots__ = ("_text", "rest")

    def __init__(self, text: str, rest: FileRest | None = None) -> None:
        self._text: str | None = text
        self.rest = rest

    def take(self) -> str:
        """The text; the holder keeps no reference to it (once only)."""
        text = self._text
        if text is None:
            raise ValueError("the input text was taken already")
        self._text = None
        return text


def _libc_function(name: str) -> Callable[..., int] | None:
    """The C library's function `name`, or None where there is none."""
    try:
        import ctypes

        return getattr(ctypes.CDLL(None), name)
    except (ImportError, OSError, AttributeError):
        return None


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, or None where the C library has none."""
    return _libc_function("malloc_trim")


def return_freed_memory() -> None:
    """Give the C heap's free pages back to the system (glibc's
    `malloc_trim`; nothing elsewhere).

    The copies of what is left of the text after each cut are too small for
    their own mappings: once freed they are holes in the heap, which stay
    resident unless trimmed."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


# glibc's `mallopt` parameter for the size from which a block gets a mapping
# of its own, and that size's default.
_M_MMAP_THRESHOLD = -3
_MMAP_THRESHOLD = 128 * 1024


@functools.cache
def map_large_blocks() -> None:
    """Keep the size from which glibc maps a block of its own at its default
    (once a process; nothing without glibc's `mallopt`).

    Otherwise glibc raises that size to the size of each mapped block freed
    (up to 32 MiB): once the parser frees the file's text, what is left of
    it, read again, and the large arrays built after it come from the heap,
    whose holes stay resident when they are freed in turn. Mapped blocks go
    back to the system when freed."""
    mallopt = _libc_function("mallopt")
    if mallopt is not None:
        mallopt(_M_MMAP_THRESHOLD, _MMAP_THRESHOLD)
