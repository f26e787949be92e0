"""How a tool's process ends when the user or the system cuts a run short.

As LLVM's tools behave: a reader that closes the output pipe early ends
the run quietly with status 74 (EX_IOERR); Ctrl-C removes the output files
the run was writing and ends the process by SIGINT (the shell's status
130); an output that cannot be written is reported in LLVM's words with
status 1. Never a Python traceback.
"""

from __future__ import annotations

import os
import stat
import sys
from typing import Callable, NoReturn

# sysexits.h's EX_IOERR: what LLVM's tools exit with on a closed output pipe.
EX_IOERR = 74
# The status a shell shows for a process ended by SIGINT (signal 2).
INTERRUPTED = 128 + 2

# Files to remove when the run is interrupted (LLVM's RemoveFileOnSignal).
_remove_on_interrupt: set[str] = set()


def remove_on_interrupt(path: str) -> None:
    """Remove `path` (when it is a regular file) if the run is interrupted."""
    _remove_on_interrupt.add(os.path.abspath(path))


def keep_on_interrupt(path: str) -> None:
    """Leave `path` alone after all (it is complete, or gone)."""
    _remove_on_interrupt.discard(os.path.abspath(path))


def output_failure(error: OSError) -> str:
    """LLVM's words for an output stream that could not be written."""
    return f"LLVM ERROR: IO failure on output stream: {error.strerror}\n"


def die_interrupted() -> NoReturn:
    """Remove the registered files and end the process by SIGINT."""
    import signal  # only here: its enums cost every run half a millisecond

    for path in list(_remove_on_interrupt):  # the run may still be going
        try:
            if stat.S_ISREG(os.stat(path).st_mode):  # never a device
                os.remove(path)
        except OSError:
            pass
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGINT)
    os._exit(INTERRUPTED)  # not reached where SIGINT ends the process


def end_process(run: Callable[[], int]) -> NoReturn:
    """End the process with the status of `run`, without tearing the objects
    down one by one (the process is over); a closed output pipe, Ctrl-C or
    an unwritable standard stream end it as described above."""
    try:
        status = run()
    except BrokenPipeError:
        os._exit(EX_IOERR)
    except KeyboardInterrupt:
        die_interrupted()
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        os._exit(EX_IOERR)
    except OSError as error:
        sys.stderr.write(output_failure(error))
        status = 1
    try:
        sys.stderr.flush()
    except OSError:
        pass
    os._exit(status)
