"""What an op's generated builders take and what they can infer."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.constraints import substitute
from ..model.dialect import OpDef, Result


@dataclass(frozen=True)
class InferredResults:
    """How `build` finds the result types without being given them.

    `interface`: the op's `infer_result_types` (InferTypeOpInterface);
    otherwise `types` holds, per result, a Python expression over the
    builder's parameters (from the records: a fixed type's builder, or a
    trait's transform of an operand's type).
    """

    interface: bool
    types: tuple[str, ...] = ()


def inferred_results(op: OpDef) -> InferredResults | None:
    """The result types when the records fix them, else None."""
    if op.has_trait("InferTypeOpInterface"):
        return InferredResults(True)
    if not op.results or any(r.constraint.is_variable_length for r in op.results):
        return None if op.results else InferredResults(False)
    single_operands = [o for o in op.operands if o.constraint.kind == "single"]
    if op.has_trait("SameOperandsAndResultType") and single_operands:
        source = f"{single_operands[0].python_name}.type"
        return InferredResults(False, (source,) * len(op.results))
    types = []
    for result in op.results:
        expression = _inferred_from_traits(op, result) or result.constraint.builder
        if expression is None:
            return None
        types.append(expression)
    return InferredResults(False, tuple(types))


def _inferred_from_traits(op: OpDef, result: Result) -> str | None:
    operand_names = {o.name: o for o in op.operands if o.constraint.kind == "single"}
    for trait in op.traits:
        if trait.name == "AllTypesMatch" and result.name in trait.args[0]:
            for name in trait.args[0]:
                if name in operand_names:
                    return f"{operand_names[name].python_name}.type"
        if trait.name == "TypesMatchWith":
            _, lhs, rhs, transform = trait.args
            if rhs == result.name and lhs in operand_names:
                return substitute(transform, f"{operand_names[lhs].python_name}.type")
    return None


def builder_method_name(op: OpDef, index: int) -> str:
    """The classmethod name of the op's custom builder number `index`."""
    name = op.builders[index].name
    if name:
        return name
    return "build" if op.skip_default_builders and index == 0 else f"build_{index + 1}"
