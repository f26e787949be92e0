"""Where odsgen-opt prints: a temporary file the printer writes as it goes.

The output is never whole in memory, and a printer may rewind it (see
`AsmPrinter`). At the end, a regular `-o` file is replaced by the temporary
file, renamed (so that it is never seen half-written); standard output, or
an `-o` that is no regular file (a device, a pipe), is given a copy a small
slice at a time. On failure the temporary file is removed; when the run is
interrupted (Ctrl-C), so is the `-o` file (see `exits.py`).
"""

from __future__ import annotations

import os
import sys
from typing import Callable, TextIO

from .exits import keep_on_interrupt, output_failure, remove_on_interrupt
from .temporary_files import anonymous_file, copy_file, sibling_file

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
        if name != "-":
            remove_on_interrupt(name)
        self.stream = self._open()

    def _open(self) -> TextIO:
        if self.name != "-":
            target = os.path.realpath(self.name)
            if os.path.isfile(target):
                try:
                    handle, path = sibling_file(os.path.dirname(target), ".odsgen-")
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
        return anonymous_file(encoding="utf-8", errors="surrogateescape", newline="")

    def commit(self) -> None:
        """Put what was printed in place: rename, or copy to its destination."""
        stream = self.stream
        if self._replacing is not None:
            target, temporary = self._replacing
            mode = os.stat(target).st_mode
            stream.close()
            os.chmod(temporary, mode & 0o7777)
            os.replace(temporary, target)
            keep_on_interrupt(temporary)
            keep_on_interrupt(self.name)
            self._replacing = None
            return
        stream.seek(0)
        if self.name == "-":
            copy_file(stream, sys.stdout, COPY_SLICE)
            sys.stdout.flush()
        else:
            with open(
                self.name, "w", encoding="utf-8", errors="surrogateescape"
            ) as handle:
                copy_file(stream, handle, COPY_SLICE)
            keep_on_interrupt(self.name)
        stream.close()

    def discard(self) -> None:
        """Forget what was printed (the `-o` file itself is left as it is)."""
        try:
            self.stream.close()
        except OSError:  # what was left to flush is not wanted
            pass
        if self._replacing is not None:
            os.remove(self._replacing[1])
            keep_on_interrupt(self._replacing[1])
            self._replacing = None


def remove_output(name: str) -> None:
    """Remove the `-o` file `name` of a failed run, as LLVM's tools do (only
    a regular file: never a device such as /dev/null)."""
    if name != "-":
        keep_on_interrupt(name)
        if os.path.isfile(name):
            os.remove(name)


def can_open_output(name: str) -> bool:
    """Open (create or empty) the `-o` file now, as LLVM's tools do before
    reading their input; False, with their message, when it cannot be."""
    if name == "-":
        return True
    try:
        open(name, "w", encoding="utf-8").close()
    except OSError as error:
        sys.stderr.write(f"cannot open output file '{name}': {error.strerror}\n")
        return False
    return True


def write_output(name: str, produce: Callable[[TextIO], bool]) -> int:
    """Run `produce` on the stream of output `name` and return the exit
    status: 0 when it succeeds (its output put in place), else 1 (an `-o`
    file removed; standard output still gets what was printed). An output
    that cannot be written is reported in LLVM's words; a closed pipe or an
    interrupt is left to `exits.end_process`."""
    output = OutputFile(name)
    try:
        success = produce(output.stream)
        if name == "-" or success:
            output.commit()
            return 0 if success else 1
    except OSError as error:
        if isinstance(error, BrokenPipeError):  # `end_process`'s, as below
            output.discard()
            raise
        sys.stderr.write(output_failure(error))
    except BaseException:
        output.discard()
        raise
    output.discard()
    remove_output(name)
    return 1
