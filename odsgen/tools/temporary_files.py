"""The temporary files a tool prints into, made as `tempfile` makes them but
without importing it.

Importing `tempfile` imports `shutil` and `random` (and through them `bz2`,
`lzma`, `zlib`, `fnmatch`): 11 million instructions, a twentieth of
odsgen-opt's start-up, for two system calls. These functions make the same
files: an unnamed `O_TMPFILE` file in the directory `tempfile` tries
first, a new file of a random name beside the `-o` file. Every other case
of the first is left to `tempfile` itself: another platform, an
`O_TMPFILE` the file system refuses, a directory it would not use, or a
process where `tempfile.tempdir` is set (chosen by the program, or by
`tempfile` after trying its directories).
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

from .exits import keep_on_interrupt, remove_on_interrupt

# The environment variables `tempfile` reads for its directory, in its
# order, and the directory it tries first when none is set.
TEMPORARY_DIRECTORY_VARIABLES = ("TMPDIR", "TEMP", "TMP")
DEFAULT_TEMPORARY_DIRECTORY = "/tmp"
# `tempfile`'s flags for a new file: created, never an existing file or a
# symbolic link; closed on exec (`os.open` adds that); readable and
# writable by the owner alone.
_NEW_FILE_FLAGS = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
_NEW_FILE_MODE = 0o600
# How many random names `sibling_file` tries before it gives up.
NAME_ATTEMPTS = 100


def temporary_directory() -> str:
    """The directory `tempfile` tries first: the first of its environment
    variables that is set, else /tmp."""
    for name in TEMPORARY_DIRECTORY_VARIABLES:
        directory = os.environ.get(name)
        if directory:
            return directory
    return DEFAULT_TEMPORARY_DIRECTORY


def anonymous_file(encoding: str, errors: str, newline: str) -> TextIO:
    """A text file open for reading and writing that has no name (it is gone
    once closed): `tempfile.TemporaryFile("w+", ...)`."""
    tmpfile_flag = getattr(os, "O_TMPFILE", 0)
    if tmpfile_flag and getattr(sys.modules.get("tempfile"), "tempdir", None) is None:
        flags = (_NEW_FILE_FLAGS | tmpfile_flag) & ~os.O_CREAT
        try:
            handle = os.open(temporary_directory(), flags, _NEW_FILE_MODE)
        except OSError:  # tempfile tries other directories, other ways
            pass
        else:
            return open(handle, "w+", encoding=encoding, errors=errors, newline=newline)
    import tempfile

    return tempfile.TemporaryFile(
        "w+", encoding=encoding, errors=errors, newline=newline
    )


def sibling_file(directory: str, prefix: str) -> tuple[int, str]:
    """A new empty file in `directory` whose name starts with `prefix`, open
    for reading and writing: its descriptor and absolute path
    (`tempfile.mkstemp(prefix=prefix, dir=directory)`). OSError when it
    cannot be made. The file is to be removed if the run is interrupted
    from before it exists (see `exits.py`), so that no Ctrl-C leaves it."""
    for _ in range(NAME_ATTEMPTS):
        path = os.path.abspath(os.path.join(directory, prefix + os.urandom(6).hex()))
        remove_on_interrupt(path)
        try:
            handle = os.open(path, _NEW_FILE_FLAGS, _NEW_FILE_MODE)
        except OSError as error:
            keep_on_interrupt(path)  # another's file, or none made
            if isinstance(error, FileExistsError):
                continue
            raise
        return handle, path
    raise FileExistsError(f"no new file name in {directory!r}")


def copy_file(source: TextIO, target: TextIO, slice_size: int) -> None:
    """Copy the rest of `source` to `target`, `slice_size` characters at a
    time (`shutil.copyfileobj`)."""
    read, write = source.read, target.write
    while text := read(slice_size):
        write(text)
