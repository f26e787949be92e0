"""MLIR's RegionBranchOpInterface as methods an op class defines, and the
interface's verifier.

An op whose regions pass control among themselves and back to it defines

- `successor_regions(index, constants) -> [(region or None, inputs), ...]`:
  where control may go from the op itself (`index` None) or from the end
  of its region `index`, given the constant operands known (`constants`,
  one attribute or None per operand); None stands for the op's results,
  `inputs` are the values that receive the passed operands;
- `entry_operands(index) -> [Value]`: the op's operands passed to region
  `index` when control enters it from the op (MLIR's
  `getSuccessorEntryOperands`).

A region terminator passes its operands on when it is ReturnLike, or the
ones `region_successor_operands(index)` gives (MLIR's
RegionBranchTerminatorOpInterface).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..ir.diagnostics import op_error
from ..ir.operation import Operation, Region, Value
from ..ir.traits import IsTerminator, ReturnLike
from .interfaces import class_has

# Per op class: whether it is a region branch op.
_REGION_BRANCH: dict[type, bool] = {}


def is_region_branch(op: Operation) -> bool:
    return class_has(_REGION_BRANCH, op, "successor_regions")


def terminator_successor_operands(
    terminator: Operation, index: int
) -> list[Value] | None:
    """What `terminator` passes on leaving its region `index`, or None."""
    custom = getattr(terminator, "region_successor_operands", None)
    if custom is not None and terminator.OPERATION_NAME is not None:
        return custom(index)
    if terminator.might_have_trait(ReturnLike):
        return terminator.operands
    return None


def _edge(source: int | None, target: Region | None) -> str:
    origin = f"Region #{source}" if source is not None else "parent operands"
    end = (
        f"Region #{_region_number(target)}" if target is not None else "parent results"
    )
    return f"from {origin} to {end}"


def _region_number(region: Region) -> int:
    owner = region.parent
    assert owner is not None
    return next(i for i, r in enumerate(owner.regions) if r is region)


def _verify_edges(op: Operation, source: int | None, types_for: Any) -> None:
    constants: list[Any] = [None] * len(op.operands)
    for target, inputs in op.successor_regions(source, constants):  # type: ignore[attr-defined]
        source_types = types_for(target)
        if source_types is None:
            continue
        if len(source_types) != len(inputs):
            raise op_error(
                op,
                f" region control flow edge {_edge(source, target)}: source has"
                f" {len(source_types)} operands, but target successor needs"
                f" {len(inputs)}",
            )
        for i, (source_type, value) in enumerate(zip(source_types, inputs)):
            if source_type is not value.type:
                raise op_error(
                    op,
                    f" along control flow edge {_edge(source, target)}: source type"
                    f" #{i} '{source_type.text}' should match input type #{i}"
                    f" '{value.type.text}'",
                )


def verify_region_branch(op: Operation) -> None:
    """The operand types passed along every control flow edge match the
    values receiving them (MLIR 16's verifyTypesAlongControlFlowEdges)."""

    def from_parent(target: Region | None) -> list[Any]:
        index = _region_number(target) if target is not None else None
        return [v.type for v in op.entry_operands(index)]  # type: ignore[attr-defined]

    _verify_edges(op, None, from_parent)
    for number, region in enumerate(op.regions):
        returned: list[Any] | None = None
        for block in region.blocks:
            last = block.last_op
            if last is None or not last.might_have_trait(IsTerminator):
                continue
            operands = terminator_successor_operands(last, number)
            if operands is None:
                continue
            types = [v.type for v in operands]
            if returned is None:
                returned = types
            elif len(returned) != len(types) or any(
                a is not b for a, b in zip(returned, types)
            ):
                raise op_error(
                    op,
                    f"Region #{number} operands mismatch between return-like"
                    " terminators",
                )
        _verify_edges(op, number, lambda _target, found=returned: found)


def region_inputs(region: Region) -> list[Value]:
    """The arguments of the region's entry block (none for an empty region)."""
    return list(region.blocks[0].arguments) if region.blocks else []


def successors_of(
    op: Operation, index: int | None, constants: Sequence[Any] | None = None
) -> list[tuple[Region | None, list[Value]]]:
    """`op.successor_regions` with unknown operands by default."""
    if constants is None:
        constants = [None] * len(op.operands)
    return op.successor_regions(index, constants)  # type: ignore[attr-defined]
