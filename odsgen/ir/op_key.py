"""What an operation's own checks and printed form depend on, as one key.

Types and attribute dictionaries are uniqued, so a tuple of them compares
by identity: ops of one class with equal keys have the same attributes and
the same operand and result types.
"""

from __future__ import annotations

from typing import Any


def op_key(op: Any, operands: Any = None, results: Any = None) -> tuple[Any, ...]:
    """`op`'s attribute dictionary and its operand and result types. The
    common shapes (one result and up to two operands; no result and up to
    two operands, with None second) get tuples of their own lengths; the
    others carry the operand count (an int, never a type) second. A caller
    that read the op's `_operands` and `results` passes them."""
    if operands is None:
        operands = op._operands
        results = op.results
    if not results:  # None second: never a type nor a count
        count = len(operands)
        if count == 0:  # an unconditional branch without arguments
            return (op.attributes, None)
        if count == 1:
            return (op.attributes, None, operands[0].value.type)
        if count == 2:
            return (
                op.attributes,
                None,
                operands[0].value.type,
                operands[1].value.type,
            )
    elif len(results) == 1:
        count = len(operands)
        if count == 0:
            return (op.attributes, results[0].type)
        if count == 1:
            return (op.attributes, operands[0].value.type, results[0].type)
        if count == 2:
            return (
                op.attributes,
                operands[0].value.type,
                operands[1].value.type,
                results[0].type,
            )
    return (
        op.attributes,
        len(operands),
        *[use.value.type for use in operands],
        *[result.type for result in results],
    )
