"""Constraint values: what operands, results, attributes, regions and successors must satisfy.

Predicates are Python expressions over `$_self` (the type or attribute being
checked), combined as ODS combines `CPred`s; generated verifiers inline them.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field, replace
from functools import lru_cache

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
    return " and ".join(_operand(p, ast.And) for p in parts)


def pred_or(*preds: str | None) -> str | None:
    """Any of the predicates (None is true)."""
    parts = [p for p in preds if p is not None]
    if len(parts) < len(preds):
        return None
    if len(parts) == 1:
        return parts[0]
    return " or ".join(_operand(p, ast.Or) for p in parts)


def pred_not(pred: str | None) -> str:
    """The negation of a predicate: `not f(x)`; a comparison that has an
    exact opposite turned round, `a is not b`, `x not in y`,
    `len(x) != 1`; else in parentheses, `not (a and b)`."""
    if pred is None:
        return "False"
    return _negation(pred.strip())


# Expressions that bind tighter than any operator: a call, a name, an
# attribute, a subscript, a literal, a tuple in parentheses (see `_is_operand`).
_OPERANDS = (ast.Call, ast.Name, ast.Attribute, ast.Subscript, ast.Constant, ast.Tuple)
# Comparisons whose opposite is exactly `not` of them (for any operands,
# `is` and `in`; between integer literals and what `len` gives, all).
_OPPOSITES = {ast.Is: "is not", ast.IsNot: "is", ast.In: "not in", ast.NotIn: "in"}
_INTEGER_OPPOSITES = {ast.Eq: "!=", ast.NotEq: "==", ast.Lt: ">=", ast.GtE: "<"}
_INTEGER_OPPOSITES |= {ast.Gt: "<=", ast.LtE: ">"}


@lru_cache(maxsize=None)
def _negation(pred: str) -> str:
    """`pred_not` of a predicate (its placeholders `$_self`, `$0` read as names)."""
    try:
        node = ast.parse(pred.replace("$", "_"), mode="eval").body
    except SyntaxError:
        return f"not ({pred})"
    if _is_operand(node, pred):
        return f"not {pred}"
    if (
        isinstance(node, ast.Compare)
        and len(node.ops) == 1
        and "\n" not in pred
        and isinstance(node.left, _OPERANDS)
        and isinstance(node.comparators[0], _OPERANDS)
    ):
        left, right = node.left, node.comparators[0]
        opposite = _OPPOSITES.get(type(node.ops[0]))
        if _is_integer(left) and _is_integer(right):
            opposite = opposite or _INTEGER_OPPOSITES.get(type(node.ops[0]))
        if opposite is not None:
            # The offsets count UTF-8 bytes: the segments are cut by them.
            return " ".join(
                (
                    ast.get_source_segment(pred, left) or "",
                    opposite,
                    ast.get_source_segment(pred, right) or "",
                )
            )
    return f"not ({pred})"


@lru_cache(maxsize=None)
def parenthesized(expression: str) -> str:
    """`expression` in parentheses unless it binds tighter than any
    operator (a name, a call, a literal, ...), ready to go anywhere."""
    try:
        node = ast.parse(expression.strip().replace("$", "_"), mode="eval").body
    except SyntaxError:
        return f"({expression})"
    bare = _is_operand(node, expression) and "\n" not in expression
    return expression if bare else f"({expression})"


@lru_cache(maxsize=None)
def _operand(pred: str, operator: type[ast.boolop]) -> str:
    """`pred` as an operand of `operator` (`and` or `or`): in parentheses
    unless it is a single operand, a `not`, a comparison, or itself a chain
    of the same operator (`a and (b and c)` means `a and b and c`)."""
    try:
        node = ast.parse(pred.strip().replace("$", "_"), mode="eval").body
    except SyntaxError:
        return f"({pred})"
    bare = (
        _is_operand(node, pred)
        or isinstance(node, ast.Compare)
        or (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not))
        or (isinstance(node, ast.BoolOp) and isinstance(node.op, operator))
    )
    return pred if bare and "\n" not in pred else f"({pred})"


def _is_operand(node: ast.expr, source: str) -> bool:
    """Whether `node`, parsed from `source`, binds tighter than any
    operator; a tuple only in parentheses (`1, 2` is two items of a list
    it is put in, `(1, 2)` one)."""
    if not isinstance(node, _OPERANDS):
        return False
    if not isinstance(node, ast.Tuple):
        return True
    listed = ast.parse(f"[{source.strip().replace('$', '_')}]", mode="eval").body
    return isinstance(listed, ast.List) and len(listed.elts) == 1


def _is_integer(node: ast.expr) -> bool:
    """Whether `node` is surely an `int`: an integer literal or a `len(...)`."""
    if isinstance(node, ast.Constant):
        return type(node.value) is int
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "len"
    )


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
    library: bool = field(default=False, compare=False)
    """Whether it is written with the constraint library's names alone (no
    record constraint or dialect class in it): its check is then written
    once for all the dialects generated together (`view.library_checks`)."""

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
    library: bool = field(default=False, compare=False)
    """As `TypeConstraint.library`."""
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
