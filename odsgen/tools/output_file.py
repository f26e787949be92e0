"""Where odsgen-opt prints: a temporary file the printer writes as it goes.

The output is never whole in memory, and a printer may rewind it (see
`AsmPrinter`). At the end, a regular `-o` file is replaced by the temporary
file, renamed (so that it is never seen half-written); standard output, or
an `-o` that is no regular file (a device, a pipe), is given a copy a small
slice at a time. On failure the temporary file is removed.
"""

from __future__ import annotations

import os
import shutil
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
        # The regular file to replace and the temporary file that replaces
        # it (None: the output is copied at the end).
        self._replacing: tuple[str, str] | None = None
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
                    self._replacing = (target, path)
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
        if self._replacing is not None:
            target, temporary = self._replacing
            mode = os.stat(target).st_mode
            stream.close()
            os.chmod(temporary, mode & 0o7777)
            os.replace(temporary, target)
            self._replacing = None
            return
        stream.seek(0)
        if self.name == "-":
            shutil.copyfileobj(stream, sys.stdout, COPY_SLICE)
            sys.stdout.flush()
        else:
            with open(
                self.name, "w", encoding="utf-8", errors="surrogateescape"
            ) as handle:
                shutil.copyfileobj(stream, handle, COPY_SLICE)
        stream.close()

    def discard(self) -> None:
        """Forget what was printed (the `-o` file itself is left as it is)."""
        self.stream.close()
        if self._replacing is not None:
            os.remove(self._replacing[1])
            self._replacing = None
