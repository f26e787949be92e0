"""Verifiers of operation traits and structural counts, with MLIR 16's messages.

Generated `verify` methods call these; each raises `DiagnosticError` on failure.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from .attributes import DenseArrayAttr, StringAttr
from .diagnostics import op_error, with_note
from .operation import Operation, Value
from .traits import NoTerminator
from .types import (
    RankedTensorType,
    ShapedType,
    Type,
    UnrankedTensorType,
    VectorType,
)

# -- counts ----------------------------------------------------------------------------


def verify_operand_count(op: Operation, count: int, at_least: bool = False) -> None:
    _verify_count(op, len(op._operands), count, at_least, "operand", "a single")


def verify_result_count(op: Operation, count: int, at_least: bool = False) -> None:
    _verify_count(op, len(op.results), count, at_least, "result", "one")


def verify_region_count(op: Operation, count: int, at_least: bool = False) -> None:
    _verify_count(op, len(op.regions), count, at_least, "region", "one")


def _verify_count(
    op: Operation, found: int, count: int, at_least: bool, noun: str, one: str
) -> None:
    """ODS's count traits of operands, results and regions (`one`: the word
    MLIR's message for exactly one puts before the noun)."""
    if at_least:
        if found < count:
            raise op_error(op, f"expected {count} or more {noun}s, but found {found}")
    elif found != count:
        if count == 0:
            raise op_error(op, f"requires zero {noun}s")
        if count == 1:
            raise op_error(op, f"requires {one} {noun}")
        raise op_error(op, f"expected {count} {noun}s, but found {found}")


def verify_successor_count(op: Operation, count: int, at_least: bool = False) -> None:
    found = op.num_successors
    if at_least:
        if found < count:
            raise op_error(
                op, f"requires at least {count} successors but found {found}"
            )
    elif found != count:
        plural = "successor" if count == 1 else "successors"
        raise op_error(op, f"requires {count} {plural} but found {found}")


def verify_counts(
    op: Operation,
    regions: int,
    results: int,
    successors: int,
    operands: int,
    *,
    variadic_regions: bool = False,
    variadic_results: bool = False,
    variadic_successors: bool = False,
    variadic_operands: bool = False,
) -> None:
    """The structural count traits, in MLIR's order: regions, results, successors, operands.

    With `variadic_*`, the count is a minimum.
    """
    verify_region_count(op, regions, variadic_regions)
    verify_result_count(op, results, variadic_results)
    verify_successor_count(op, successors, variadic_successors)
    verify_operand_count(op, operands, variadic_operands)


# -- variable-length groups ------------------------------------------------------------


def group_bounds(
    total: int, kinds: Sequence[str], sizes: Sequence[int] | None
) -> list[tuple[int, int]]:
    """`(start, end)` of each operand (or result) group.

    `kinds` holds "single", "optional" or "variadic" per group; `sizes` are
    the segment sizes of an `operand_segment_sizes` attribute when the op
    has one; otherwise the variable-length groups share evenly what the
    fixed ones leave (one group takes it all; several need the op's
    SameVariadic...Size trait).
    """
    if sizes is not None:
        sizes = list(sizes)
    else:
        fixed = sum(1 for k in kinds if k == "single")
        variable = len(kinds) - fixed
        each = (total - fixed) // variable if variable else 0
        sizes = [1 if k == "single" else each for k in kinds]
    bounds = []
    start = 0
    for size in sizes:
        bounds.append((start, start + size))
        start += size
    return bounds


def verify_segment_sizes(
    op: Operation, attr_name: str, groups: int, what: str, total: int
) -> tuple[int, ...]:
    """The sizes in `attr_name`, checked against the number of groups and values."""
    attr = op.attributes.get_attr(attr_name)
    if not isinstance(attr, DenseArrayAttr) or attr.element_type.text != "i32":
        raise op_error(op, f"requires dense i32 array attribute '{attr_name}'")
    sizes = tuple(attr.values)
    if len(sizes) != groups:
        raise op_error(
            op,
            f"'{attr_name}' attribute for specifying {what} segments must have {groups}"
            f" elements, but got {len(sizes)}",
        )
    if any(s < 0 for s in sizes):
        raise op_error(op, f"'{attr_name}' attribute cannot have negative elements")
    if sum(sizes) != total:
        raise op_error(
            op,
            f"{what} count ({total}) does not match with the total size ({sum(sizes)})"
            f" specified in attribute '{attr_name}'",
        )
    return sizes


def verify_value_size_attr(
    op: Operation, attr_name: str, group_name: str, count: int
) -> None:
    """The sizes in `attr_name` add up to `count`, the number of values of a
    VariadicOfVariadic operand (MLIR's verifyValueSizeAttr)."""
    attr = op.attributes.get_attr(attr_name)
    if not isinstance(attr, DenseArrayAttr) or attr.element_type.text != "i32":
        raise op_error(op, f"requires dense i32 array attribute '{attr_name}'")
    if any(s < 0 for s in attr.values):
        raise op_error(op, f"'{attr_name}' attribute cannot have negative elements")
    total = sum(attr.values)
    if total != count:
        raise op_error(
            op,
            f"{group_name} count ({count}) does not match with the total size"
            f" ({total}) specified in attribute '{attr_name}'",
        )


def verify_optional_group(op: Operation, what: str, start: int, size: int) -> None:
    if size > 1:
        raise op_error(
            op,
            f"{what} group starting at #{start} requires 0 or 1 element, but found {size}",
        )


# -- traits -----------------------------------------------------------------------------


def _types(values: Sequence[Value]) -> list[Type]:
    return [v.type for v in values]


def verify_same_operands_and_result_type(op: Operation) -> None:
    types = [use.value.type for use in op._operands]
    types += [r.type for r in op.results]
    if not _all_same(types):
        raise op_error(op, "requires the same type for all operands and results")


def verify_same_type_operands(op: Operation) -> None:
    if not _all_same([use.value.type for use in op._operands]):
        raise op_error(op, "requires all operands to have the same type")


def _all_same(types: list[Type]) -> bool:
    """Whether `types` holds one (uniqued) type, or none."""
    if not types:
        return True
    first = types[0]
    for type_ in types:
        if type_ is not first:
            return False
    return True


def _element(type_: Type) -> Type:
    return type_.element_type if isinstance(type_, ShapedType) else type_


def verify_same_operands_shape(op: Operation) -> None:
    if not _compatible_shapes(_types(op.operands)):
        raise op_error(op, "requires the same shape for all operands")


def _compatible_shapes(types: Sequence[Type]) -> bool:
    """MLIR's verifyCompatibleShapes: all shaped or none; scalable vectors only
    with scalable vectors; ranked shapes of one rank whose static sizes agree
    in each dimension (dynamic sizes and unranked types match anything)."""
    shaped = [isinstance(t, ShapedType) for t in types]
    if not all(shaped):
        return not any(shaped)
    scalable = [isinstance(t, VectorType) and t.is_scalable for t in types]
    if any(scalable) and not all(scalable):
        return False
    shapes = [t.shape for t in types if t.shape is not None]  # type: ignore[attr-defined]
    if any(len(s) != len(shapes[0]) for s in shapes):
        return False
    for dims in zip(*shapes):
        if len({d for d in dims if d is not None}) > 1:
            return False
    return True


def verify_elementwise(op: Operation) -> None:
    """The Elementwise trait: vector and tensor operands and results of one kind
    and shape, scalars allowed beside them only as operands."""
    mappable = (VectorType, RankedTensorType, UnrankedTensorType)
    results = [r.type for r in op.results if isinstance(r.type, mappable)]
    operands = [t for t in _types(op.operands) if isinstance(t, mappable)]
    if not results and not operands:
        return
    if not operands:
        raise op_error(
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        )
    if not results:
        raise op_error(
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar"
            " result",
        )
    if len(results) != len(op.results):
        raise op_error(
            op, "if an operand is non-scalar, then all results must be non-scalar"
        )
    types = operands + results
    if any(type(t) is not type(types[0]) for t in types) or not _compatible_shapes(
        types
    ):
        raise op_error(
            op, "all non-scalar operands/results must have the same shape and base type"
        )


def verify_same_operands_and_result_shape(op: Operation) -> None:
    if not _compatible_shapes(_types(op.operands) + [r.type for r in op.results]):
        raise op_error(op, "requires the same shape for all operands and results")


def verify_same_operands_element_type(op: Operation) -> None:
    elements = [_element(t) for t in _types(op.operands)]
    if elements and any(e is not elements[0] for e in elements):
        raise op_error(op, "requires the same element type for all operands")


def verify_same_operands_and_result_element_type(op: Operation) -> None:
    elements = [_element(t) for t in _types(op.operands) + [r.type for r in op.results]]
    if elements and any(e is not elements[0] for e in elements):
        raise op_error(
            op, "requires the same element type for all operands and results"
        )


def _python_name(name: str) -> str:
    """The property of the ODS name `name`: `trueValue` → `true_value` (as the
    generator's snake_case), found once per name."""
    found = _PYTHON_NAMES.get(name)
    if found is None:
        text = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name)
        found = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", text).lower()
        _PYTHON_NAMES[name] = found
    return found


_PYTHON_NAMES: dict[str, str] = {}


def _named_type(op: Operation, name: str) -> Any:
    """The type of the operand, result or attribute `name` (the types of a group)."""
    value = getattr(op, _python_name(name))
    if isinstance(value, Value):
        return value.type
    if isinstance(value, list):
        return [v.type for v in value]
    value = op.attributes.get_attr(name)
    return value.type if value is not None else None


def verify_all_types_match(op: Operation, names: Sequence[str]) -> None:
    types = [_named_type(op, n) for n in names]
    if any(t != types[0] for t in types):
        raise op_error(
            op, f"failed to verify that all of {{{', '.join(names)}}} have same type"
        )


def verify_types_match_with(
    op: Operation, summary: str, lhs: str, rhs: str, transform: Callable[[Type], Type]
) -> None:
    expected = transform(_named_type(op, lhs))
    actual = _named_type(op, rhs)
    if isinstance(actual, list) and isinstance(expected, (tuple, list)):
        expected = list(expected)  # a group of values against a type range
    if expected != actual:
        raise op_error(op, f"failed to verify that {summary}")


def verify_pred_op_trait(
    op: Operation, summary: str, holds: Callable[[Operation], bool]
) -> None:
    if not holds(op):
        raise op_error(op, f"failed to verify that {summary}")


def verify_has_parent(op: Operation, parents: Sequence[str]) -> None:
    parent = op.parent_op
    if parent is not None and parent.name in parents:
        return
    if len(parents) == 1:
        raise op_error(op, f"expects parent op '{parents[0]}'")
    raise op_error(op, f"expects parent op to be one of '{', '.join(parents)}'")


def verify_is_terminator(op: Operation) -> None:
    """A terminator ends its block (MLIR's verifyIsTerminator; a detached op
    has no block to end)."""
    block = op.parent
    if block is None or block.last_op is not op:
        raise op_error(op, "must be the last operation in the parent block")


def verify_single_block(op: Operation) -> None:
    for index, region in enumerate(op.regions):
        if len(region.blocks) > 1:
            raise op_error(op, f"expects region #{index} to have 0 or 1 blocks")
        if (
            region.blocks
            and region.blocks[0].is_empty
            and NoTerminator not in op.TRAITS
        ):
            raise op_error(op, "expects a non-empty block")


def verify_implicit_terminator(op: Operation, terminator: str) -> None:
    """SingleBlockImplicitTerminator's region check (after the nested ops verify)."""
    verify_single_block(op)
    for region in op.regions:
        if not region.blocks:
            continue
        last = region.blocks[0].last_op
        if last is None or last.name != terminator:
            raise with_note(
                op_error(
                    op,
                    f"expects regions to end with '{terminator}', found"
                    f" '{last.name if last else ''}'",
                ),
                "in custom textual format, the absence of terminator implies"
                f" '{terminator}'",
                op.location,
            )


def verify_no_region_arguments(op: Operation) -> None:
    for index, region in enumerate(op.regions):
        if region.blocks and region.blocks[0].arguments:
            if len(op.regions) == 1:
                raise op_error(op, "region should have no arguments")
            raise op_error(op, f"region #{index} should have no arguments")


def verify_symbol(op: Operation) -> None:
    name = op.attributes.get_attr("sym_name")
    if not isinstance(name, StringAttr):
        raise op_error(op, "requires string attribute 'sym_name'")
    visibility = op.attributes.get_attr("sym_visibility")
    if visibility is not None and (
        not isinstance(visibility, StringAttr)
        or visibility.value not in ("public", "private", "nested")
    ):
        raise op_error(
            op,
            'visibility expected to be one of ["public", "private", "nested"], but got '
            + (visibility.text if visibility is not None else ""),
        )
