"""Room for large and deeply nested IR: recursion limit, C stack and garbage collection."""

from __future__ import annotations

import _thread
import contextlib
import contextvars
import functools
import sys
from typing import Any, Callable, Iterator, NoReturn, TypeVar

from .._accel import compiled_modules_loaded
from ..gc_pause import CollectorPaused
from ..ir.context import Context
from .exits import end_process

# Python frames allowed while verifying, printing and transforming IR, and,
# fewer, while parsing it (a backstop: the parser counts its nesting, below).
# Pure-Python frames take no C stack, but calls through C code, and every
# call of a compiled module's function (the accelerator), do: they need the
# large stack of `run_with_big_stack`, which the tools run on and the
# recursing API functions (`big_stack_when_compiled`) move to when compiled.
RECURSION_LIMIT = 6_000_000
PARSE_RECURSION_LIMIT = 1_500_000

# The parser's nesting budget, counted by the parser itself (compiled code
# does not count towards the recursion limit). Each nested region, LLVM
# type (or other dialect symbol), other type, and array, dictionary or
# location takes its share of the budget:
# alone, a kind may nest 200,000, 120,000, 350,000 and 700,000 levels deep,
# which the later stages verify and print within `RECURSION_LIMIT`. Mixed
# kinds share the budget. Past it the parser reports one error ("nesting too
# deep").
NESTING_BUDGET = 4_200_000
REGION_LEVELS = 200_000
LLVM_TYPE_LEVELS = 120_000
TYPE_LEVELS = 350_000
ATTRIBUTE_LEVELS = 700_000
STACK_SIZE = 1 << 30
# Above this many new objects `gc_paused` freezes them: one young-generation
# collection over them would cost about 0.2 us each (35 ms for a 25,000-op
# module), while a dialect's first import alone leaves about 12,000, which
# a long-lived process (the test suite) should still collect.
FREEZE_THRESHOLD = 50_000


@contextlib.contextmanager
def recursion_limit(limit: int) -> Iterator[None]:
    """Set the interpreter's recursion limit to `limit` for the block."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(limit)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


def deep_recursion(limit: int = RECURSION_LIMIT) -> contextlib.AbstractContextManager:
    """Raise the interpreter's recursion limit to at least `limit` for the
    duration of the block."""
    return recursion_limit(max(limit, sys.getrecursionlimit()))


def parse_recursion() -> contextlib.AbstractContextManager:
    """Set the recursion limit to the parser's budget for the block (lower
    than `RECURSION_LIMIT`; see above)."""
    return recursion_limit(PARSE_RECURSION_LIMIT)


def gc_paused() -> CollectorPaused:
    """Pause the cyclic garbage collector while building or walking large IR.

    IR is a graph of many small objects; collections triggered by their
    allocation would rescan it again and again without freeing anything.
    When the block leaves more than `FREEZE_THRESHOLD` new objects (a large
    module), they are frozen (`gc.freeze`): later collections, and the one
    at interpreter exit, skip them instead of traversing and tearing down
    the whole graph (seconds for 10^5 operations). Frozen IR is still freed
    by reference counting, but its cycles are not collected: fine for the
    one-shot tools that build such modules.
    """
    return CollectorPaused(freeze_above=FREEZE_THRESHOLD)


# Set in the threads `run_with_big_stack` starts (`threading.local`, without
# `threading`).
_big_stack = _thread._local()

F = TypeVar("F", bound=Callable[..., Any])


def on_big_stack() -> bool:
    """Whether this thread is one `run_with_big_stack` started."""
    return getattr(_big_stack, "flag", False)


def run_with_big_stack(function: Callable[[], Any]) -> Any:
    """Run `function` in a thread with a large C stack and return its result.

    The thread sees the caller's context variables and current `Context`
    (`with context:`); an exception is raised again in the caller.
    """
    outcome: dict[str, Any] = {}
    variables = contextvars.copy_context()
    contexts = Context.snapshot()

    # Held while the thread runs: the caller waits for it to be released.
    running = _thread.allocate_lock()

    def target() -> None:
        try:
            _big_stack.flag = True
            Context.adopt(contexts)
            outcome["value"] = variables.run(function)
        except BaseException as error:  # re-raised in the calling thread
            outcome["error"] = error
        finally:
            running.release()

    running.acquire()
    old_size = _thread.stack_size(STACK_SIZE)
    try:
        # A bare thread (not `threading`'s, whose import costs every run):
        # like a daemon, an interrupted caller (Ctrl-C) does not wait for it
        # at exit.
        _thread.start_new_thread(target, ())
    except BaseException:
        running.release()
        raise
    finally:
        _thread.stack_size(old_size)
    running.acquire()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def big_stack_when_compiled(function: F) -> F:
    """Make `function` (a public entry point that recurses as deep as the IR
    nests) run on a large C stack when the compiled modules are loaded and
    the caller is not already on one: compiled functions recurse on the C
    stack, and the main thread's (8 MiB) would overflow (a crash) where
    pure Python nests as deep as the recursion limit allows."""

    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if on_big_stack() or not compiled_modules_loaded():
            return function(*args, **kwargs)
        return run_with_big_stack(functools.partial(function, *args, **kwargs))

    return wrapper  # type: ignore[return-value]


def exit_with(run: Callable[[], int]) -> NoReturn:
    """End a tool's process with the status of `run` (called on the large
    stack), without tearing the IR down object by object: the process is
    over, and freeing hundreds of thousands of objects would only cost time.
    A closed pipe or Ctrl-C ends it as `exits.end_process` says."""
    end_process(lambda: run_with_big_stack(run))
