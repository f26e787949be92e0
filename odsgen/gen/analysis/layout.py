"""Where an op's operand and result groups sit, and how their values are reached."""

from __future__ import annotations

from typing import Sequence

from ..model.dialect import Operand, OpDef, Result

SEGMENT_TRAITS = {
    "operand": "AttrSizedOperandSegments",
    "result": "AttrSizedResultSegments",
}


def fixed_prefix(op: OpDef, items: Sequence[Operand | Result], what: str) -> int:
    """How many leading groups are single values at fixed positions: those
    before the first variable-length group, unless a segment sizes attribute
    (which a malformed op may get wrong) places them."""
    if op.has_trait(SEGMENT_TRAITS[what]):
        return 0
    count = 0
    while count < len(items) and not items[count].constraint.is_variable_length:
        count += 1
    return count


def tail_group(op: OpDef, items: Sequence[Operand | Result], what: str) -> int | None:
    """The position of the only variable-length group when it comes last
    (variadic or optional) and no segment sizes attribute places the groups:
    its values are then all those from that position on."""
    fixed = fixed_prefix(op, items, what)
    if fixed != len(items) - 1 or items[fixed].constraint.kind not in (
        "variadic",
        "optional",
    ):
        return None
    return fixed


def value_access(
    op: OpDef, items: Sequence[Operand | Result], what: str, index: int
) -> str:
    """How the group at `index` is reached: "fixed" (a single value at its
    position), "tail_optional" / "tail_variadic" (the last group, all values
    from its position on), or "group_single" / "group_optional" /
    "group_variadic" / "subgroups" (bounds found at run time)."""
    variable = any(i.constraint.is_variable_length for i in items)
    kind = items[index].constraint.kind
    if not variable or index < fixed_prefix(op, items, what):
        return "fixed"
    if index == tail_group(op, items, what):
        return "tail_optional" if kind == "optional" else "tail_variadic"
    if kind == "variadic_of_variadic":
        return "subgroups"
    return {"single": "group_single", "optional": "group_optional"}.get(
        kind, "group_variadic"
    )


def fixed_positions(op: OpDef) -> dict[str, tuple[str, int]]:
    """The single operands and results at fixed positions: name -> (what, index)."""
    places: dict[str, tuple[str, int]] = {}
    for what, items in (("operand", op.operands), ("result", op.results)):
        variable = any(i.constraint.is_variable_length for i in items)
        fixed = len(items) if not variable else fixed_prefix(op, items, what)
        for index, item in enumerate(items[:fixed]):
            places[item.name] = (what, index)
    return places
