"""Source buffers: splitting input files and rendering diagnostics as mlir-opt does."""

from __future__ import annotations

import bisect
import codecs
import io
import os
import re
import sys
from typing import BinaryIO, Callable, TextIO

from ..asm.input_text import InputText
from ..ir.diagnostics import Diagnostic, file_line_col, format_location
from ..ir.location import UnknownLoc

SPLIT_MARKER = "// -----"
# How many bytes `read_text` decodes at a time.
READ_PIECE = 1 << 18


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


class _FileRest:
    """A regular file read with one byte for each character (no multi-byte
    UTF-8, no `\\r\\n` made `\\n`), so that the rest of its text from a
    character offset is read again from that byte offset, as long as the
    file is the one read (the same inode, size and modification time)."""

    __slots__ = ("path", "_identity")

    def __init__(self, path: str, identity: tuple[int, ...]) -> None:
        self.path = path
        self._identity = identity

    @staticmethod
    def of(path: str, text: str) -> _FileRest | None:
        """The file at `path`, just read as `text`, if it qualifies."""
        try:
            identity = _identity(os.stat(path))
        except OSError:
            return None
        if identity[2] != len(text):
            return None
        return _FileRest(path, identity)

    def open_at(self, offset: int) -> Callable[[], str] | None:
        """A function reading the text from `offset` on (see `FileRest`)."""
        try:
            file = open(self.path, "rb")
        except OSError:
            return None
        try:
            if _identity(os.fstat(file.fileno())) != self._identity:
                file.close()
                return None
            file.seek(offset)
        except OSError:
            file.close()
            return None

        def read() -> str:
            with file:
                return read_text(file)

        return read


def _identity(status: os.stat_result) -> tuple[int, ...]:
    return (status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns)


class SourceBuffer:
    """One buffer of source text under the name its locations carry.

    A tool that has read what it needs of the text (parsed it, and will
    render no diagnostic that quotes it) may `release` it: the text is no
    longer kept alive by the buffer, for peak memory's sake while the
    output is printed.

    A buffer read from the regular file `path` may `hand_over` its text to
    the parser instead, and reads the file again only if a diagnostic
    quotes it."""

    __slots__ = ("name", "path", "_text", "_line_starts", "_rest")

    def __init__(self, name: str, text: str, path: str | None = None) -> None:
        self.name = name
        self.path = path
        self._text: str | None = text
        self._line_starts: list[int] = []
        self._rest = _FileRest.of(path, text) if path is not None else None

    @property
    def text(self) -> str:
        """The text (read from `path` again after `hand_over`)."""
        text = self._text
        if text is None:
            assert self.path is not None
            try:
                with open(self.path, "rb") as file:
                    text = read_text(file)
            except OSError:  # gone since: its lines are not quoted
                text = ""
            self._text = text
        return text

    def hand_over(self) -> str | InputText:
        """The text for the parser, which may then drop what it has parsed:
        no longer kept by this buffer if it can read its file again."""
        text = self.text
        if self.path is None:
            return text
        self._text = None
        return InputText(text, self._rest)

    def __repr__(self) -> str:
        return f"SourceBuffer({self.name!r}, {len(self._text or '')} characters)"

    def release(self) -> None:
        """Drop the text (lines are no longer quoted in diagnostics)."""
        self._text = ""
        self.path = None
        self._line_starts = []

    def line_starts(self) -> list[int]:
        if not self._line_starts:
            starts = [0]
            index = self.text.find("\n")
            while index >= 0:
                starts.append(index + 1)
                index = self.text.find("\n", index + 1)
            self._line_starts = starts
        return self._line_starts

    def line_col(self, pos: int) -> tuple[int, int]:
        """1-based line and column of offset `pos`."""
        starts = self.line_starts()
        line = bisect.bisect_right(starts, pos)
        return line, pos - starts[line - 1] + 1

    def line_text(self, line: int) -> str | None:
        """The text of 1-based line `line`, without its newline."""
        starts = self.line_starts()
        if line < 1 or line > len(starts):
            return None
        end = self.text.find("\n", starts[line - 1])
        return self.text[starts[line - 1] : end if end >= 0 else len(self.text)]


def split_input(text: str, name: str) -> list[SourceBuffer]:
    """The chunks between `// -----` lines, named as MLIR 16 names them.

    Each chunk starts with the rest of its separator line; its name is
    `within split at FILE:LINE offset ` with LINE the separator's line (1 for
    the first chunk), so locations inside are relative to the chunk.
    """
    chunks: list[SourceBuffer] = []
    start = 0
    line = 1
    # (No regex metacharacters; compiled only when a run splits.)
    for match in re.finditer(SPLIT_MARKER, text):
        chunks.append(
            SourceBuffer(
                f"within split at {name}:{line} offset ", text[start : match.start()]
            )
        )
        line = text.count("\n", 0, match.start()) + 1
        start = match.end()
    chunks.append(SourceBuffer(f"within split at {name}:{line} offset ", text[start:]))
    return chunks


def process_input(
    text: str,
    name: str,
    split: bool,
    process: Callable[[SourceBuffer], bool],
) -> bool:
    """Run `process` on the whole input, or with `split` on each chunk in
    turn; whether every run succeeded."""
    return process_buffer(SourceBuffer(name, text), split, process)


def process_buffer(
    source: SourceBuffer,
    split: bool,
    process: Callable[[SourceBuffer], bool],
) -> bool:
    """`process_input` on the text of `source`, which holds the only
    reference to it: with `split` the chunks are copies and the whole text
    is released; else `process` may release it when done with it."""
    if split:
        buffers = split_input(source.text, source.name)
        source.release()
    else:
        buffers = [source]
    del source
    buffers.reverse()  # popped from the end: each chunk released once run
    success = True
    while buffers:
        success = process(buffers.pop()) and success
    return success


def render_diagnostic(diagnostic: Diagnostic, buffers: dict[str, SourceBuffer]) -> str:
    """The diagnostic and its notes as mlir-opt prints them.

    A note repeats the source line only when its location differs from the
    one shown just before it.
    """
    parts = [_render_one(diagnostic, buffers, True)]
    previous = diagnostic.location
    for note in diagnostic.notes:
        parts.append(_render_one(note, buffers, note.location is not previous))
        previous = note.location
    return "".join(parts)


def _render_one(
    diagnostic: Diagnostic, buffers: dict[str, SourceBuffer], show_source: bool
) -> str:
    position = file_line_col(diagnostic.location)
    if position is None:
        prefix = "<unknown>:0"
        message = diagnostic.message
        if not isinstance(diagnostic.location, UnknownLoc):
            message = f"{diagnostic.location.text}: {message}"
        return f"{prefix}: {diagnostic.severity}: {message}\n"
    head = f"{format_location(diagnostic.location)}: {diagnostic.severity}: {diagnostic.message}\n"
    if not show_source or position.line < 1 or position.column < 1:
        return head
    buffer = buffers.get(position.filename)
    if buffer is None:
        buffer = _named_file(position.filename, buffers)
    if buffer is None:
        return head
    line_text = buffer.line_text(position.line)
    if line_text is None or not 1 <= position.column <= len(line_text) + 1:
        return head
    shown = line_text.expandtabs(8)
    caret = " " * len(line_text[: position.column - 1].expandtabs(8))
    return f"{head}{shown}\n{caret}^\n"


def _named_file(name: str, buffers: dict[str, SourceBuffer]) -> SourceBuffer | None:
    """The file `name` (from the working directory) that a location names but
    no buffer of the tool holds: MLIR's diagnostic handler reads it to quote
    its line too (e.g. the C source of an imported module's debug locations).
    Kept in `buffers` for the diagnostics after it."""
    if not os.path.isfile(name):
        return None
    try:
        with open(name, "rb") as file:
            text = read_text(file)
    except OSError:
        return None
    buffer = buffers[name] = SourceBuffer(name, text)
    return buffer


def write_diagnostic(
    diagnostic: Diagnostic,
    buffers: dict[str, SourceBuffer],
    stream: TextIO | None = None,
) -> None:
    """Print the diagnostic to `stream` (standard error by default)."""
    (stream or sys.stderr).write(render_diagnostic(diagnostic, buffers))
