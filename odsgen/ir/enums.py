"""Runtime support for generated enums: how their classes are made, and
MLIR's spelling of a set of flags.

A generated enum is an `enum.IntEnum` or `enum.IntFlag`, written as the
class statement `class Name(IntEnumBase):` (or `IntFlagBase`), to a type
checker those enum classes themselves, and made by `simple_enum`. A
generated `IntFlag` delegates its `stringify` and `symbolize` to a
`BitEnumSpelling`, which reproduces what mlir-tblgen 16 generates for
`stringify<Enum>` and `symbolize<Enum>(StringRef)`.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, TypeVar

from .records import FrozenRecord, set_fields

_Enum = TypeVar("_Enum", bound=type)

if TYPE_CHECKING:
    IntEnumBase = enum.IntEnum
    IntFlagBase = enum.IntFlag
else:

    class IntEnumBase:
        """The base of the class statement of an `IntEnum` `simple_enum` makes."""

        __slots__ = ()
        ENUM = enum.IntEnum

    class IntFlagBase:
        """The base of the class statement of an `IntFlag` `simple_enum` makes."""

        __slots__ = ()
        ENUM = enum.IntFlag


def simple_enum(cls: _Enum) -> _Enum:
    """A class decorator for a class of `IntEnumBase` or `IntFlagBase`: the
    enum (`IntEnum`, `IntFlag`) whose cases are the class's plain attributes
    and whose methods are its functions, as the class statement
    `class Name(IntEnum):` with the same body makes it.

    It is made as the standard library makes its own enums (`re.RegexFlag`,
    `http.HTTPStatus`: `enum._simple_enum`), in half the time of the class
    statement (10 million instructions less for the LLVM dialect's 14
    enums). Every Python odsgen supports (3.11 on) has that private helper;
    the class statement's machinery (`ordinary_enum`) is the reference
    tests/test_enum_creation.py compares it with, and the hedge for a
    future Python without it."""
    base = cls.__bases__[0].ENUM
    make = getattr(enum, "_simple_enum", None)
    if make is None:
        return ordinary_enum(base, cls)
    return make(base)(cls)


def ordinary_enum(base: type[enum.Enum], cls: type) -> Any:
    """The enum the class statement `class Name(base):` with the body of
    `cls` makes."""
    metaclass = type(base)
    namespace = metaclass.__prepare__(cls.__name__, (base,))
    for name, value in vars(cls).items():
        if name not in ("__dict__", "__weakref__"):
            namespace[name] = value
    return metaclass(cls.__name__, (base,), namespace)


# What llvm::StringRef::trim() removes.
_WHITESPACE = " \t\n\v\f\r"


class BitEnumSpelling(FrozenRecord):
    """How MLIR spells the values of one bit enum.

    `stringify` prints `groups` first, in the order given, each clearing its
    bits (ODS's `printBitEnumPrimaryGroups`), then every one of `cases`
    whose bits are all still set, joined by `separator`. `none` is the
    spelling of the case without bits, if there is one. `symbolize` accepts
    the spellings of `groups` and `cases` separated by the separator's
    non-blank part, with blanks around each.
    """

    _FIELDS = ("cases", "valid_bits", "separator", "none", "groups")
    __slots__ = _FIELDS + ("_by_text",)
    cases: tuple[tuple[str, int], ...]
    valid_bits: int
    separator: str
    none: str | None
    groups: tuple[tuple[str, int], ...]

    def __init__(
        self,
        cases: tuple[tuple[str, int], ...],
        valid_bits: int,
        separator: str = "|",
        none: str | None = None,
        groups: tuple[tuple[str, int], ...] = (),
    ) -> None:
        by_text: dict[str, int] = {}
        for text, bits in (*cases, *groups):
            by_text.setdefault(text, bits)
        set_fields(
            self,
            cases=cases,
            valid_bits=valid_bits,
            separator=separator,
            none=none,
            groups=groups,
            _by_text=by_text,
        )

    def stringify(self, value: int) -> str:
        """The spelling of `value`; ValueError if it sets bits no case has."""
        if value & ~self.valid_bits:
            raise ValueError(f"{value!r} sets bits that no case of its enum has")
        if value == 0 and self.none is not None:
            return self.none
        names = []
        for text, bits in self.groups:
            if value & bits == bits:
                names.append(text)
                value &= ~bits
        for text, bits in self.cases:
            if value & bits == bits:
                names.append(text)
        return self.separator.join(names)

    def symbolize(self, text: str) -> int | None:
        """The value spelled `text`, or None if a part of it names no case."""
        if text == self.none:
            return 0
        value = 0
        for part in text.split(self.separator.strip(_WHITESPACE)):
            bits = self._by_text.get(part.strip(_WHITESPACE))
            if bits is None:
                return None
            value |= bits
        return value
