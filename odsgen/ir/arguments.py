"""Checks of the arguments of generated builders: a wrong one is a TypeError
naming the parameter and the type it expects."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def argument_error(op: type, name: str, expected: str, value: object) -> TypeError:
    """`<Op>.build() argument 'name' must be <expected>, not <type of value>`."""
    return TypeError(
        f"{op.__name__}.build() argument '{name}' must be {expected},"
        f" not {type(value).__name__}"
    )


def expect_sequence(
    op: type, name: str, values: Any, kind: type, expected: str, depth: int = 1
) -> None:
    """Check that `values` is a sequence of `kind` (of sequences, `depth` deep)."""
    if depth == 0:
        if not isinstance(values, kind):
            raise argument_error(op, name, expected, values)
        return
    if not isinstance(values, Sequence) or isinstance(values, str):
        raise argument_error(op, name, expected, values)
    for value in values:
        expect_sequence(op, name, value, kind, expected, depth - 1)
