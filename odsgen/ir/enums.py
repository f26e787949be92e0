"""Runtime support for generated bit enums: MLIR's spelling of a set of flags.

A generated `enum.IntFlag` delegates its `stringify` and `symbolize` to a
`BitEnumSpelling`, which reproduces what mlir-tblgen 16 generates for
`stringify<Enum>` and `symbolize<Enum>(StringRef)`.
"""

from __future__ import annotations

from .records import FrozenRecord, set_fields

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
