"""Checks of the function-op interface (MLIR 16's `FunctionInterfaces.cpp`):
argument and result attributes (each `<dialect>.<x>` one checked by its
loaded dialect), and the entry block against the signature."""

from __future__ import annotations

from operator import attrgetter, is_
from typing import Any, Sequence

from .attributes import ArrayAttr, DictionaryAttr
from .context import Context
from .diagnostics import op_error
from .dialect import attribute_dialect
from .types import Type


def verify_function_like(
    op: Any, argument_types: Sequence[Type], result_types: Sequence[Type]
) -> None:
    """MLIR's `verifyTrait` and default `verifyBody` for a function-like op."""
    attributes = op.attributes
    for key, kind, types in (
        ("arg_attrs", "argument", argument_types),
        ("res_attrs", "result", result_types),
    ):
        array = attributes.get_attr(key)
        if array is not None and isinstance(array, ArrayAttr):
            _verify_attribute_array(op, array, kind, len(types))
    regions = op.regions
    if len(regions) != 1:
        raise op_error(op, "expects one region")
    blocks = regions[0].blocks
    if not blocks:
        return
    arguments = blocks[0].arguments
    if len(arguments) != len(argument_types):
        raise op_error(
            op,
            f"entry block must have {len(argument_types)} arguments to match function"
            " signature",
        )
    if all(map(is_, map(_TYPE_OF, arguments), argument_types)):
        return  # the types match (the loop below finds the first that does not)
    for index, (expected, argument) in enumerate(zip(argument_types, arguments)):
        if argument.type is not expected:
            raise op_error(
                op,
                f"type of entry block argument #{index}('{argument.type.text}') must match"
                f" the type of the corresponding argument in function"
                f" signature('{expected.text}')",
            )


_TYPE_OF = attrgetter("type")  # of a value


def _verify_attribute_array(op: Any, array: ArrayAttr, kind: str, count: int) -> None:
    if len(array.value) != count:
        raise op_error(
            op,
            f"expects {kind} attribute array to have the same number of elements as"
            f" the number of function {kind}s, got {len(array.value)}, but expected"
            f" {count}",
        )
    dialects = Context.current().dialects
    hook = (
        "verify_region_arg_attribute"
        if kind == "argument"
        else "verify_region_result_attribute"
    )
    for index, entry in enumerate(array.value):
        if not isinstance(entry, DictionaryAttr):
            raise op_error(
                op,
                f"expects {kind} attribute dictionary to be a DictionaryAttr, but got"
                f" `{entry.text}`",
            )
        for name, value in entry.items:
            if "." not in name:
                raise op_error(op, f"{kind}s may only have dialect attributes")
            dialect = attribute_dialect(dialects, name)
            if dialect is not None:
                getattr(dialect, hook)(op, 0, index, name, value)
