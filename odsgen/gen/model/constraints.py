"""Constraint values: what operands, results, attributes, regions and successors must satisfy.

Predicates are Python expressions over `$_self` (the type or attribute being
checked), combined as ODS combines `CPred`s; generated verifiers inline them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

SELF = "$_self"


# -- predicates ---------------------------------------------------------------------


def substitute(template: str, value: str) -> str:
    """The predicate `template` with `$_self` replaced by the expression `value`."""
    return template.replace(SELF, value)


def pred_and(*preds: str | None) -> str | None:
    """All of the predicates (None is true)."""
    parts = [p for p in preds if p is not None]
    if not parts:
        return None
    if len(parts) == 1:
        return parts[0]
    return " and ".join(f"({p})" for p in parts)


def pred_or(*preds: str | None) -> str | None:
    """Any of the predicates (None is true)."""
    if any(p is None for p in preds):
        return None
    if len(preds) == 1:
        return preds[0]
    return " or ".join(f"({p})" for p in preds)


def pred_not(pred: str | None) -> str:
    """The negation of a predicate."""
    return "False" if pred is None else f"not ({pred})"


# -- constraints --------------------------------------------------------------------


@dataclass(frozen=True)
class TypeConstraint:
    """A constraint on the type of an operand or result.

    `kind` is "single", "optional", "variadic" or "variadic_of_variadic"
    (then `segment_attr` names the attribute holding the group sizes).
    `builder` is a Python expression building the type when it is fixed.
    """

    summary: str
    pred: str | None = None
    builder: str | None = None
    kind: str = "single"
    segment_attr: str | None = None
    python_type: str = "Type"
    effects: tuple[str, ...] = ()  # MemRead, MemWrite, ... of `Arg`/`Res`
    name: str | None = field(default=None, compare=False)
    """The record or library name the constraint was written as (None for an
    expression such as `AnyTypeOf<...>`); generated checks are named after it."""

    @property
    def is_variable_length(self) -> bool:
        return self.kind != "single"

    def as_kind(self, kind: str, segment_attr: str | None = None) -> TypeConstraint:
        return replace(self, kind=kind, segment_attr=segment_attr)


@dataclass(frozen=True)
class AttrConstraint:
    """A constraint on an attribute argument.

    `convert` turns the attribute (`$_self`) into the Python value that the
    accessor returns (of type `return_type`); `builder` makes the attribute
    from such a value (`$0`). `default` is a Python expression of the value
    used when the attribute is absent.
    """

    summary: str
    pred: str | None = None
    storage: str = "Attribute"
    return_type: str = "Attribute"
    convert: str = SELF
    builder: str | None = None
    optional: bool = False
    default: str | None = None
    is_unit: bool = False
    value_type: str | None = None
    # Typed dense arrays of integers (DenseI64ArrayAttr, ...): the element type
    # (a Python expression); a format reads and writes them as `[1, 2]`.
    array_element: str | None = None
    name: str | None = field(default=None, compare=False)
    """As `TypeConstraint.name`."""
    wraps: tuple[str, str] | None = None
    """For an attribute whose class wraps one Python value (a dialect
    attribute of one enum parameter): that value's type and the expression
    (`$0`) making the attribute of it, which builders accept."""

    def as_optional(self) -> AttrConstraint:
        return replace(self, optional=True)

    def with_default(self, default: str) -> AttrConstraint:
        return replace(self, default=default)


def attribute_may_be_absent(constraint: AttrConstraint) -> bool:
    """Optional or default-valued, as ODS says; a UnitAttr is both."""
    return constraint.optional or bool(constraint.default) or constraint.is_unit


@dataclass(frozen=True)
class RegionConstraint:
    """A constraint on a region; `variadic` for a group of regions."""

    summary: str
    pred: str | None = None
    variadic: bool = False


@dataclass(frozen=True)
class SuccessorConstraint:
    """A constraint on a successor; `variadic` for a group of successors."""

    summary: str
    pred: str | None = None
    variadic: bool = False


@dataclass(frozen=True)
class AttrPredicate:
    """A constraint used inside `ConfinedAttr<A, [...]>`, with the text it adds to the summary."""

    summary: str
    pred: str
