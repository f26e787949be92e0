"""Values during a conversion: what each original value has become, and
the helpers diagnostics need (MLIR's ConversionValueMapping)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..ir.diagnostics import Diagnostic
from ..ir.operation import Operation, Value
from ..ir.printer import PrintOptions, print_operation_in_scope
from ..ir.types import Type

if TYPE_CHECKING:
    from .type_converter import TypeConverter


def drop_all_uses(value: Value) -> None:
    """Make the users of `value` use a detached placeholder (they are going away)."""
    if value.has_uses:
        value.replace_all_uses_with(Value(value.type))


class ValueMapping:
    """Original values to their replacements, looked up transitively."""

    __slots__ = ("values",)

    def __init__(self) -> None:
        self.values: dict[Value, Value] = {}

    def lookup_or_default(self, value: Value, desired: Type | None = None) -> Value:
        """The last value in `value`'s chain of replacements, or, with
        `desired`, the last one of that type (else the last one)."""
        get = self.values.get
        if desired is None:
            following = get(value)
            while following is not None:
                value = following
                following = get(value)
            return value
        found = None
        while True:
            if value.type is desired:
                found = value
            following = get(value)
            if following is None:
                break
            value = following
        return found if found is not None else value

    def lookup_or_null(self, value: Value, desired: Type | None = None) -> Value | None:
        result = self.lookup_or_default(value, desired)
        if result is value or (desired is not None and result.type is not desired):
            return None
        return result

    def map(self, old: Value, new: Value) -> None:
        self.values[old] = new

    def try_map(self, old: Value, new: Value) -> bool:
        """Map unless `new` already leads back to `old` (a cycle)."""
        value: Value | None = new
        while value is not None:
            if value is old:
                return False
            value = self.values.get(value)
        self.map(old, new)
        return True

    def erase(self, value: Value) -> None:
        self.values.pop(value, None)

    def inverse(self) -> dict[Value, list[Value]]:
        inverse: dict[Value, list[Value]] = {}
        get = inverse.get
        for old, new in self.values.items():
            olds = get(new)
            if olds is None:
                inverse[new] = [old]
            else:
                olds.append(old)
        return inverse


def quoted(type_: Type) -> str:
    """A type as MLIR's diagnostics show it."""
    return f"'{type_.text}'"


def users(value: Value) -> list[Operation]:
    """The users of `value` in MLIR's use-list order (the latest use first)."""
    return [use.owner for use in reversed(value.uses_view())]


def op_text(op: Operation) -> str:
    """`op` as a diagnostic shows it: custom form, values numbered from the
    closest isolated-from-above ancestor, on a line of its own if it takes
    several (MLIR's Diagnostic::appendOp)."""
    text = print_operation_in_scope(op, PrintOptions(local_scope=True))
    return "\n" + text if "\n" in text else text


def attach_live_user(diagnostic: Diagnostic, user: Operation) -> None:
    """MLIR's "see existing live user here: <op>" note."""
    diagnostic.attach_note(
        "see existing live user here: " + op_text(user), user.location
    )


# -- pending casts ------------------------------------------------------------

ARGUMENT = "argument"
TARGET = "target"


@dataclass
class UnresolvedMaterialization:
    """A cast the conversion inserted, resolved (or removed) when it ends."""

    op: Operation
    converter: TypeConverter | None
    kind: str
    orig_output_type: Type


class ConversionFailure(Exception):
    """The conversion failed with `diagnostic` (emitted on `op`, if any); the
    driver undoes the journal and reports it."""

    def __init__(self, diagnostic: Diagnostic, op: Operation | None = None) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic
        self.op = op
