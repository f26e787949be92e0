"""The view of a dialect's enums, rendered by `templates/enums.py.j2`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from ..model.docstrings import docstring_text
from ..model.enums import EnumCase, EnumDef, hex_literal
from ..model.literal import string_literal


def enums_view(enums: Sequence[EnumDef]) -> dict[str, Any]:
    """The values `templates/enums.py.j2` renders (besides the dialect's name)."""
    kinds = {e.is_bit_enum for e in enums}
    return dict(
        bases=[b for b, bit in (("IntEnum", False), ("IntFlag", True)) if bit in kinds],
        enums=[_view(e) for e in enums],
    )


@dataclass(frozen=True)
class EnumView:
    """One enum class: its members as (Python name, value literal); for a
    plain enum the spellings by member, for a bit enum the printed cases and
    groups as (spelling literal, value literal) and the spelling rules.
    `keyword_when` is the condition (on `self`) under which `asm_text`
    prints the spelling bare."""

    name: str
    doc: str
    is_bit: bool
    prefix: str
    keyword_when: str
    members: tuple[tuple[str, str], ...]
    strings: tuple[tuple[str, str], ...] = ()
    max_value: int = 0
    spellings: tuple[str, ...] = ()
    cases: tuple[tuple[str, str], ...] = ()
    groups: tuple[tuple[str, str], ...] = ()
    none: str | None = None
    separator: str = "|"
    valid_bits: str = "0"


def _view(enum: EnumDef) -> EnumView:
    """What the template needs of one enum, as Python source fragments."""
    common = dict(
        name=enum.name,
        doc=_docstring(enum.summary or f"The `{enum.name}` enum."),
        is_bit=enum.is_bit_enum,
        prefix="_" + _constant_name(enum.name),
        keyword_when=_keyword_when(enum),
    )
    if not enum.is_bit_enum:
        return EnumView(
            **common,
            members=tuple((c.python_name, str(c.value)) for c in enum.cases),
            strings=tuple(
                (c.python_name, string_literal(c.string)) for c in enum.cases
            ),
            max_value=max(c.value for c in enum.cases),
        )
    printed = [c for c in enum.cases if c.value]
    groups: list[EnumCase] = []
    if enum.print_primary_groups:
        groups = [c for c in reversed(printed) if c.kind == "group"]
        printed = [c for c in printed if c.kind == "bit"]
    none = enum.none_case
    return EnumView(
        **common,
        members=tuple((c.python_name, hex_literal(c.value)) for c in enum.cases),
        spellings=tuple(c.string for c in enum.cases),
        cases=tuple(_pair(c) for c in printed),
        groups=tuple(_pair(c) for c in groups),
        none=None if none is None else string_literal(none.string),
        separator=enum.separator,
        valid_bits=hex_literal(enum.valid_bits),
    )


def _pair(case: EnumCase) -> str:
    """A bit enum case as `("spelling", 0x...)`."""
    return f"({string_literal(case.string)}, {hex_literal(case.value)})"


def _keyword_when(enum: EnumDef) -> str:
    """When `asm_text` prints the spelling bare, as a Python condition on `self`.

    MLIR's `operator<<` quotes every value when no case is a keyword, and a
    value that is not a keyword case when some are; when all are, a bit
    enum quotes several bits unless they are a case.
    """
    keywords = [c for c in enum.cases if c.is_keyword]
    if not keywords:
        return "False"
    if len(keywords) < len(enum.cases):
        return _is_one_of(enum, keywords)
    if not enum.is_bit_enum:
        return "True"
    multi_bit = [c for c in keywords if c.value.bit_count() > 1]
    single = "self.bit_count() <= 1"
    return f"{_is_one_of(enum, multi_bit)} or {single}" if multi_bit else single


def _is_one_of(enum: EnumDef, cases: list[EnumCase]) -> str:
    names = ", ".join(f"{enum.name}.{c.python_name}" for c in cases)
    return f"self in {{{names}}}"


def _docstring(text: str) -> str:
    """`text` fit to go between triple quotes."""
    return docstring_text(text.strip())


def _constant_name(name: str) -> str:
    """`ICmpPredicate` → `ICMP_PREDICATE`."""
    text = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name)
    return re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", text).upper()
