# cython: annotation_typing=True, nonecheck=True
"""What an operation's own checks and printed form depend on, as one key.

Types and attribute dictionaries are uniqued, so a tuple of them compares
by identity: ops of one class with equal keys have the same attributes and
the same operand and result types.
"""

from __future__ import annotations

from typing import Any

# `OperationLayout` (`OpOperandLayout`, `ValueLayout`), in annotations only:
# an operation (an operand, a value) to the compiled module (op_key.pxd),
# its fields read in place (layout.pxd).


def op_key(
    op: OperationLayout, operands: Any = None, results: Any = None
) -> tuple[Any, ...]:
    """`op`'s attribute dictionary and its operand and result types. The
    common shapes (one result and up to two operands; no result and up to
    two operands, with None second) get tuples of their own lengths; the
    others carry the operand count (an int, never a type) second. A caller
    that read the op's `_operands` and `results` passes them."""
    operand: OpOperandLayout
    used: ValueLayout
    second: ValueLayout
    result: ValueLayout
    if operands is None:
        operands = op._operands
        results = op.results
    if not results:  # None second: never a type nor a count
        count = len(operands)
        if count == 0:  # an unconditional branch without arguments
            return (op.attributes, None)
        if count == 1:
            operand = operands[0]
            used = operand.value
            return (op.attributes, None, used.type)
        if count == 2:
            operand = operands[0]
            used = operand.value
            operand = operands[1]
            second = operand.value
            return (op.attributes, None, used.type, second.type)
    elif len(results) == 1:
        result = results[0]
        count = len(operands)
        if count == 0:
            return (op.attributes, result.type)
        if count == 1:
            operand = operands[0]
            used = operand.value
            return (op.attributes, used.type, result.type)
        if count == 2:
            operand = operands[0]
            used = operand.value
            operand = operands[1]
            second = operand.value
            return (op.attributes, used.type, second.type, result.type)
    return (
        op.attributes,
        len(operands),
        *[use.value.type for use in operands],
        *[result.type for result in results],
    )
