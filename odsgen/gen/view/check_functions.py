"""The module-level functions checking one constraint each: a module's own,
and the constraint library's, written once for every dialect.

An op's `verify` calls a check function per constrained attribute, operand
and result group. A constraint written with the library's names alone (`I1`,
`DenseI32ArrayAttr`, `ConfinedAttr<I32Attr, [IntPositive]>`: see
`TypeConstraint.library`) is checked alike in every dialect, so its function
is written once in the output directory's `_library_checks.py`, which the op
modules of all the dialects generated there import it from (`check_i1`).
Record constraints, a dialect's own, are checked by functions of the op
module (`_check_llvm_type`), shared within the dialect by `module_sharing`.
"""

from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass, field
from typing import Iterable, Iterator, Mapping

from ..model.constraints import AttrConstraint, TypeConstraint, substitute
from ..model.dialect import DialectDef, OpDef, snake_case
from .names import RUNTIME_NAMES, unique_name

# The module of an output directory holding the library's check functions.
LIBRARY_MODULE = "_library_checks"

Constraint = TypeConstraint | AttrConstraint
CheckKey = tuple[str, str, str]
"""What makes two checks one: kind ("type" or "attr"), predicate, summary."""


@dataclass(frozen=True)
class CheckFunction:
    """A module-level check of one constraint, shared by the ops that use it."""

    name: str
    kind: str  # "type" or "attr"
    pred: str  # the predicate over `type_` or `attr`
    summary: str


@dataclass
class CheckFunctions:
    """The check functions an op module calls: its own (`functions`), named
    after their constraints, and the library's (`library`, by key)."""

    library: Mapping[CheckKey, CheckFunction]
    functions: dict[CheckKey, CheckFunction] = field(default_factory=dict)
    _taken: set[str] = field(default_factory=set)

    def check(self, constraint: Constraint) -> str | None:
        """The name of the function checking `constraint` (None: nothing to check)."""
        key = check_key(constraint)
        if key is None:
            return None
        if library_key(constraint) is not None:
            return self.library[key].name
        found = self.functions.get(key)
        if found is None:
            stem = "_" + check_stem(constraint)
            found = _function(key, unique_name(stem, self._taken, "_"))
            self.functions[key] = found
        return found.name


def check_key(constraint: Constraint) -> CheckKey | None:
    """The key of `constraint`'s check (None: it has nothing to check)."""
    if constraint.pred is None:
        return None
    kind = "type" if isinstance(constraint, TypeConstraint) else "attr"
    return (kind, constraint.pred, constraint.summary)


def library_key(constraint: Constraint) -> CheckKey | None:
    """The key of `constraint`'s check when the library module writes it: a
    library constraint whose predicate names only runtime and builtin names
    (not a dialect's class an inline `CPred` may name)."""
    key = check_key(constraint)
    if key is None or not constraint.library:
        return None
    return key if not _free_names(_subject_pred(key)) else None


def check_stem(constraint: Constraint) -> str:
    """`check_<constraint name>`, or after the summary's first words."""
    if constraint.name:
        stem = snake_case(re.sub(r"[^A-Za-z0-9]+", "_", constraint.name))
    else:
        words = re.findall(r"[A-Za-z0-9]+", constraint.summary.lower())
        stem = "_".join(words[:5]) or "constraint"
    return "check_" + re.sub(r"_+", "_", stem).strip("_")


def library_checks(dialects: Iterable[DialectDef]) -> dict[CheckKey, CheckFunction]:
    """The library's check functions that the ops of `dialects` call, by
    key, in the order the library module defines them: type checks, then
    attribute checks, each by name. A function is named after the first (by
    name) of the constraints it checks; constraints of one name that check
    differently are told apart by a number (`check_x`, `check_x_2`), in key order."""
    stems: dict[CheckKey, str] = {}
    for dialect in dialects:
        for op in dialect.ops:
            for constraint in _checked(op):
                key = library_key(constraint)
                if key is not None:
                    stem = check_stem(constraint)
                    stems[key] = min(stems.get(key, stem), stem)
    taken: set[str] = set()
    named = [
        (key, _function(key, unique_name(stems[key], taken, "_")))
        for key in sorted(stems, key=lambda key: (stems[key], key))
    ]
    named.sort(key=lambda item: (item[1].kind == "attr", item[1].name))
    return dict(named)


def _checked(op: OpDef) -> Iterator[Constraint]:
    """The constraints of `op` its `verify` checks (`view.ops._verify`):
    its attributes', operands' and results'."""
    yield from (attribute.constraint for attribute in op.attributes)
    yield from (operand.constraint for operand in op.operands)
    yield from (result.constraint for result in op.results)


def _function(key: CheckKey, name: str) -> CheckFunction:
    kind, _, summary = key
    return CheckFunction(name, kind, _subject_pred(key), summary)


def _subject_pred(key: CheckKey) -> str:
    """The predicate of `key` over the check's parameter (`type_`, `attr`)."""
    kind, pred, _ = key
    return substitute(pred, "type_" if kind == "type" else "attr")


# Names a library check may read: its parameters, Python's and the runtime's.
_KNOWN = frozenset({"type_", "attr", *dir(builtins), *RUNTIME_NAMES})


def _free_names(pred: str) -> set[str]:
    """The names `pred` reads that are neither known (`_KNOWN`) nor bound
    in it (a comprehension's variables); an unreadable predicate reads `?`."""
    try:
        tree = ast.parse(pred.strip(), mode="eval")
    except SyntaxError:
        return {"?"}
    read: set[str] = set()
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (bound if isinstance(node.ctx, ast.Store) else read).add(node.id)
    return read - bound - _KNOWN
