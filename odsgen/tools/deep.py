"""Room for large and deeply nested IR: recursion limit, C stack and garbage collection."""

from __future__ import annotations

import contextlib
import gc
import os
import sys
import threading
from typing import Any, Callable, Iterator

# Python frames allowed while verifying, printing and transforming IR, and,
# fewer, while parsing it (a backstop: the parser counts its nesting, below).
# Python frames take no C stack, but calls through C code do: they need the
# large stack of `run_with_big_stack`.
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
FREEZE_THRESHOLD = 200_000


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


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
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
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            if gc.get_count()[0] > FREEZE_THRESHOLD:
                gc.freeze()
            gc.enable()


def run_with_big_stack(function: Callable[[], Any]) -> Any:
    """Run `function` in a thread with a large C stack and return its result."""
    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            outcome["value"] = function()
        except BaseException as error:  # re-raised in the calling thread
            outcome["error"] = error

    old_size = threading.stack_size()
    threading.stack_size(STACK_SIZE)
    try:
        thread = threading.Thread(target=target)
        thread.start()
        thread.join()
    finally:
        threading.stack_size(old_size)
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def exit_with(run: Callable[[], int]) -> None:
    """End a tool's process with the status of `run` (called on the large
    stack), without tearing the IR down object by object: the process is
    over, and freeing hundreds of thousands of objects would only cost time."""
    status = run_with_big_stack(run)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)
