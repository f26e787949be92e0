"""View model of a generated printer: a tree of print steps, rendered by `templates/format_def.py.j2`.

The format emitter decides the steps (MLIR's spacing rules are applied when
the code is generated, so a step writes its spaces unconditionally); the
template writes each step kind. A step's `kind` names its macro.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Iterator, Union

from ..model.literal import string_literal
from .names import Uses


@dataclass(frozen=True)
class Write:
    """Literal text (consecutive literals are one step)."""

    kind: ClassVar[str] = "write"
    text: str
    writer: str = "out"
    """The printer's local: `out` (types, attributes) or `printer` (ops)."""

    @property
    def literal(self) -> str:
        return string_literal(self.text)


@dataclass(frozen=True)
class WriteText:
    """A value printed as text: `int`, `bool`, `str` (escaped), or an enum's
    `stringify` or `asm_text`."""

    kind: ClassVar[str] = "text"
    text_kind: str
    value: str


@dataclass(frozen=True)
class Call:
    """A call printing a value: `out.type(...)`, a hook, `print_stripped(...)`."""

    kind: ClassVar[str] = "call"
    function: str
    arguments: tuple[str, ...]


@dataclass(frozen=True)
class Join:
    """The items of a tuple of `int`, `bool` or `str`, as text joined by `, `."""

    kind: ClassVar[str] = "join"
    text_kind: str
    value: str


@dataclass(frozen=True)
class Each:
    """The items of a tuple, comma-separated, each printed by `step` (over `item`)."""

    kind: ClassVar[str] = "each"
    value: str
    step: PrintStep


@dataclass(frozen=True)
class Assign:
    """A local of the printer (`first`, whether no comma is due yet)."""

    kind: ClassVar[str] = "assign"
    name: str
    value: str


@dataclass(frozen=True)
class If:
    """Steps under a condition; `otherwise` None when there is no `else`."""

    kind: ClassVar[str] = "if"
    condition: str
    then: tuple[PrintStep, ...]
    otherwise: tuple[PrintStep, ...] | None = None


PrintStep = Union[Write, WriteText, Call, Join, Each, Assign, If]


@dataclass(frozen=True)
class PrintMethod:
    """A generated `print_body`: its docstring's summary and format lines, its steps."""

    summary: str
    format_lines: tuple[str, ...]
    steps: tuple[PrintStep, ...]


class PrintSteps:
    """Builds a step tree (a printer's or a parser's); `write` merges
    consecutive literals."""

    def __init__(self, writer: str = "out") -> None:
        self._stack: list[list[Any]] = [[]]
        self.writer = writer
        # A number for each list of `_stack`, in the order they were opened.
        self._blocks: list[int] = [0]
        self._opened = 0

    @property
    def steps(self) -> tuple[Any, ...]:
        return tuple(self._stack[0])

    @property
    def blocks(self) -> tuple[int, ...]:
        """The blocks steps added now go to, outermost first, by number: a
        step added in block `n` runs before everything added while `n` is
        open (in it or in blocks under it)."""
        return tuple(self._blocks)

    def _open(self) -> list[Any]:
        """A new innermost block."""
        self._opened += 1
        self._blocks.append(self._opened)
        self._stack.append([])
        return self._stack[-1]

    def _close(self) -> list[Any]:
        """The innermost block's steps, the block closed."""
        self._blocks.pop()
        return self._stack.pop()

    def write(self, text: str) -> None:
        current = self._stack[-1]
        if not text:
            return
        if current and isinstance(current[-1], Write):
            current[-1] = Write(current[-1].text + text, self.writer)
        else:
            current.append(Write(text, self.writer))

    def add(self, step: Any) -> None:
        self._stack[-1].append(step)

    @contextmanager
    def collect(self) -> Iterator[list[Any]]:
        """Steps added inside the `with` go to the list it yields, not here."""
        inner = self._open()
        try:
            yield inner
        finally:
            self._close()

    @contextmanager
    def when(self, condition: str) -> Iterator[None]:
        """Steps added inside the `with` go under `if condition`."""
        self._open()
        try:
            yield
        finally:
            then = self._close()
            self.add(If(condition, tuple(then)))

    @contextmanager
    def otherwise(self) -> Iterator[None]:
        """Steps added inside the `with` go to the `else` of the last `if`."""
        self._open()
        try:
            yield
        finally:
            steps = self._close()
            current = self._stack[-1]
            last = current[-1]
            assert isinstance(last, If)
            current[-1] = replace(last, otherwise=tuple(steps))


def print_uses(steps: tuple[PrintStep, ...], uses: Uses) -> None:
    """Record the names the template writes for `steps`."""
    for step in steps:
        if isinstance(step, (WriteText, Join)):
            if step.text_kind == "str":
                uses.add("escape_string")
            uses.expression(step.value)
        elif isinstance(step, Call):
            uses.expression(step.function)
            for argument in step.arguments:
                uses.expression(argument)
        elif isinstance(step, Each):
            uses.expression(step.value)
            print_uses((step.step,), uses)
        elif isinstance(step, If):
            uses.expression(step.condition)
            print_uses(step.then, uses)
            print_uses(step.otherwise or (), uses)
