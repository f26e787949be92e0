"""Where odsgen-opt prints: a temporary file the printer writes as it goes.

The output is never whole in memory, and a printer may rewind it (see
`AsmPrinter`). At the end, a regular `-o` file is replaced by the temporary
file, renamed (so that it is never seen half-written); standard output, or
an `-o` that is no regular file (a device, a pipe), is given a copy a small
slice at a time. On failure the temporary file is removed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from typing import TextIO

# How many characters are copied at once to standard output or a device (a
# small slice: its encoded copy, and the stream's, add little to the peak).
COPY_SLICE = 1 << 16


class OutputFile:
    """The output of one run: `stream` to print into, then `commit` or
    `discard`. `name` is the `-o` path, or "-" for standard output."""

    def __init__(self, name: str) -> None:
        self.name = name
        # The regular file the temporary one replaces (None: copied).
        self._target: str | None = None
        self._temporary: str | None = None
        self.stream = self._open()

    def _open(self) -> TextIO:
        if self.name != "-":
            target = os.path.realpath(self.name)
            if os.path.isfile(target):
                try:
                    handle, path = tempfile.mkstemp(
                        prefix=".odsgen-", dir=os.path.dirname(target)
                    )
                except OSError:  # an unwritable directory: copied at the end
                    pass
                else:
                    self._target, self._temporary = target, path
                    return open(
                        handle,
                        "w+",
                        encoding="utf-8",
                        errors="surrogateescape",
                        newline="",
                    )
        return tempfile.TemporaryFile(
            "w+", encoding="utf-8", errors="surrogateescape", newline=""
        )

    def commit(self) -> None:
        """Put what was printed in place: rename, or copy to its destination."""
        stream = self.stream
        if self._temporary is not None and self._target is not None:
            mode = os.stat(self._target).st_mode
            stream.close()
            os.chmod(self._temporary, mode & 0o7777)
            os.replace(self._temporary, self._target)
            self._temporary = None
            return
        stream.seek(0)
        if self.name == "-":
            _copy(stream, sys.stdout)
            sys.stdout.flush()
        else:
            with open(
                self.name, "w", encoding="utf-8", errors="surrogateescape"
            ) as handle:
                _copy(stream, handle)
        stream.close()

    def discard(self) -> None:
        """Forget what was printed (the `-o` file itself is left as it is)."""
        self.stream.close()
        if self._temporary is not None:
            os.remove(self._temporary)
            self._temporary = None


def _copy(source: TextIO, destination: TextIO) -> None:
    """Copy `source` from where it stands, a slice at a time."""
    while True:
        text = source.read(COPY_SLICE)
        if not text:
            return
        destination.write(text)
