"""`loop-invariant-code-motion`: hoist the ops of loop bodies that depend on
nothing inside the loop and are free of effects (MLIR 16's LICM)."""

from __future__ import annotations

from collections import deque
from typing import Any

from ..ir.context import Context
from ..ir.operation import Operation
from ..ir.traits import IsTerminator
from .interfaces import (
    defining_region_op,
    is_defined_outside_of_loop,
    is_loop_like,
    is_speculatable,
    move_out_of_loop,
)
from .side_effects import is_memory_effect_free


def _can_be_hoisted(op: Operation, loop: Operation) -> bool:
    if IsTerminator in op.TRAITS:
        return False
    for nested in op.walk():
        for value in nested.operands:
            parent = defining_region_op(value)
            if parent is not None and op.is_ancestor(parent):
                continue
            if not is_defined_outside_of_loop(loop, value):
                return False
    return True


def move_loop_invariant_code(
    loop: Operation, memo: dict[Operation, bool] | None = None
) -> int:
    """Hoist what can go out of `loop`'s body; returns how many ops moved.
    `memo`: see `is_memory_effect_free` (hoisting moves only ops free of
    effects, within the ops above them: it keeps the answers)."""
    region = loop.loop_body()  # type: ignore[attr-defined]
    moved = 0
    worklist = deque(region.ops())
    while worklist:
        op = worklist.popleft()
        if op.parent_region is not region:
            continue
        if not (is_memory_effect_free(op, memo) and is_speculatable(op)):
            continue
        if not _can_be_hoisted(op, loop):
            continue
        move_out_of_loop(loop, op)
        moved += 1
        for result in op.results:
            for user in result.users:
                if user.parent_region is region:
                    worklist.append(user)
    return moved


def loop_invariant_code_motion(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """Hoist from every loop in `op`, innermost loops first."""
    memo: dict[Operation, bool] = {}
    for nested in list(op.walk(post_order=True)):
        if is_loop_like(nested):
            move_loop_invariant_code(nested, memo)
