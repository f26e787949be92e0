"""Records: small classes equal by their fields, for the modules a tool
imports at start-up.

They give what the modules used `@dataclass` for (equality and a repr by
field, and for `FrozenRecord` immutability and a hash) without its cost at
import: making a dataclass compiles its methods when the class is made, and
importing `dataclasses` imports `inspect` (about a fifth of odsgen-opt's
start-up on an empty module, before these).

A record class names its fields, in order, in `_FIELDS` and sets them in its
own `__init__` (a frozen one with `set_fields`).
"""

from __future__ import annotations

from typing import Any, ClassVar


class Record:
    """A mutable record: equal to a record of its own class with equal
    fields (and so, as a mutable dataclass, not hashable)."""

    __slots__ = ()
    _FIELDS: ClassVar[tuple[str, ...]] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._FIELDS)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    # Defining __eq__ leaves the class without a hash, as a mutable dataclass.

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._FIELDS)
        return f"{type(self).__qualname__}({fields})"


class FrozenRecord(Record):
    """An immutable record, hashed by its fields."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field '{name}' of a frozen record")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field '{name}' of a frozen record")


def set_fields(record: FrozenRecord, **values: Any) -> None:
    """Set the fields of a frozen record (from its `__init__`)."""
    for name, value in values.items():
        object.__setattr__(record, name, value)
