"""View of a dialect's DRR patterns, rendered by `templates/patterns.py.j2`.

Patterns whose `match_and_rewrite` steps are the same up to the module-level
names they use (op classes, hook functions, enum classes) share one base
class: the base holds the steps with those names read from the class
(`self.<parameter>`), and each pattern only declares its root, benefit and
the names it fills in. A pattern alone in its shape keeps its own method.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any, Callable, Iterable, Sequence

from ..analysis.drr import CompiledPattern, Step
from ..model.dialect import camel_case
from .names import common_words, unique_name

# A value of the matched root op its match reads (`op0.lhs`).
_ROOT_VALUE = re.compile(r"\bop0\.(\w+)")
_NAME = re.compile(r"(?<![.\w])[A-Za-z_]\w*")
# A stand-in for a module-level name in a pattern's shape.
_HOLE = "\0"


@dataclass(frozen=True)
class SharedBase:
    """A base class: the steps its `users` share, reading `parameters` from
    the class."""

    name: str
    users: tuple[str, ...]
    parameters: tuple[str, ...]
    steps: tuple[Step, ...]

    @property
    def doc(self) -> str:
        """The docstring's text, wrapped for a class body."""
        users = ", ".join(self.users[:-1]) + " and " + self.users[-1]
        text = f"The match and rewrite of {users}"
        if self.parameters:
            sets = " and ".join(f"`{parameter}`" for parameter in self.parameters)
            text += f"; each sets {sets}"
        return "\n".join(textwrap.wrap(text + ".", 80))


@dataclass(frozen=True)
class PatternClass:
    """A pattern's class: its own steps, or (`base` set) the
    `(parameter, value, is_function)`s its base reads (functions are
    declared as static methods)."""

    pattern: CompiledPattern
    base: SharedBase | None = None
    values: tuple[tuple[str, str, bool], ...] = ()


@dataclass
class _Shape:
    """Patterns with one shape: per pattern, the names filling its holes."""

    patterns: list[CompiledPattern]
    fillings: list[tuple[str, ...]]


def patterns_view(
    patterns: Sequence[CompiledPattern], module_names: Iterable[str]
) -> list[SharedBase | PatternClass]:
    """The classes of `patterns.py` in order: each shared base just before
    its first user."""
    names = frozenset(module_names)
    shapes: dict[tuple[Any, ...], _Shape] = {}
    for pattern in patterns:
        key, filling = _holes(pattern.match + pattern.rewrite, names)
        shape = shapes.setdefault(key, _Shape([], []))
        shape.patterns.append(pattern)
        shape.fillings.append(tuple(filling))
    taken = {pattern.name for pattern in patterns} | names
    shared: dict[str, PatternClass] = {}
    for shape in shapes.values():
        if len(shape.patterns) > 1:
            base, values = _shared(shape, names, taken)
            for pattern, value in zip(shape.patterns, values):
                shared[pattern.name] = PatternClass(pattern, base, value)
    classes: list[SharedBase | PatternClass] = []
    for pattern in patterns:
        own = shared.get(pattern.name, PatternClass(pattern))
        if own.base is not None and own.base.users[0] == pattern.name:
            classes.append(own.base)
        classes.append(own)
    return classes


def _rename(value: Any, rename: Callable[[str], str]) -> Any:
    """`value` (a step, one of its fields) with each name outside attribute
    accesses replaced by `rename(name)`, in reading order."""
    if isinstance(value, str):
        return _NAME.sub(lambda match: rename(match.group(0)), value)
    if isinstance(value, tuple):
        return tuple(_rename(item, rename) for item in value)
    if is_dataclass(value):
        changes = {
            f.name: _rename(getattr(value, f.name), rename) for f in fields(value)
        }
        return replace(value, **changes)
    return value


def _holes(steps: tuple[Step, ...], names: frozenset[str]) -> tuple[Any, list[str]]:
    """The shape of `steps` (each name of `names` a hole) and the names in
    its holes, in order."""
    filling: list[str] = []

    def hole(name: str) -> str:
        if name not in names:
            return name
        filling.append(name)
        return _HOLE

    return _rename(steps, hole), filling


def _shared(
    shape: _Shape, names: frozenset[str], taken: set[str]
) -> tuple[SharedBase, list[tuple[tuple[str, str, bool], ...]]]:
    """The base of a shape, and each user's `(parameter, value, function)`s:
    a parameter for each distinct column of the holes that differ."""
    columns = list(zip(*shape.fillings))
    parameters: dict[tuple[str, ...], str] = {}
    for column in columns:
        if len(set(column)) > 1 and column not in parameters:
            parameters[column] = _parameter_name(column, set(parameters.values()))
    filled = iter(
        f"self.{parameters[column]}" if column in parameters else column[0]
        for column in columns
    )
    first = shape.patterns[0]
    steps = _rename(
        first.match + first.rewrite,
        lambda name: next(filled) if name in names else name,
    )
    users = tuple(pattern.name for pattern in shape.patterns)
    base = SharedBase(
        _base_name(users, first.match, taken),
        users,
        tuple(parameters.values()),
        steps,
    )
    values = [
        tuple(
            (parameter, column[index], column[index][0].islower())
            for column, parameter in parameters.items()
        )
        for index in range(len(shape.patterns))
    ]
    return base, values


def _parameter_name(values: Sequence[str], taken: set[str]) -> str:
    """A snake_case name for the column `values`: the words all of them
    share (`ExtSIOp`, `ExtUIOp` -> `ext_op`), else `op_class` or `function`;
    numbered when taken."""
    words = [w.lower() for w in common_words(values) if len(w) > 1]
    if words in ([], ["op"]):
        words = ["function"] if values[0][0].islower() else ["op", "class"]
    return unique_name("_".join(words), taken, "_")


def _base_name(users: Sequence[str], match: Sequence[Step], taken: set[str]) -> str:
    """The base's name: the words its users' names share, then `Shape`
    (`CmpIExtSI`, `CmpIExtUI` -> `CmpIExtShape`); when that is taken or
    empty, with the names of the root's values the match reads between
    (`IndexCastOfExtSI`, `ExtSIOfExtUI` -> `OfExtInShape`); numbered when
    still taken."""
    common = "".join(common_words(users))
    if common and common + "Shape" not in taken:
        return unique_name(common + "Shape", taken)
    text = " ".join(e for step in match for e in step.expressions())
    read = dict.fromkeys(_ROOT_VALUE.findall(text))
    words = "".join(camel_case(name.strip("_")) for name in read)
    return unique_name(common + words + "Shape", taken)
