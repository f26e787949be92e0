"""Enum attributes: the `enums:` section of record files (ODS's EnumAttr.td).

## Enums

An enum is a closed set of named integer cases, stored in an op as an
`IntegerAttr`. A record file's `enums:` section maps each enum's name (the
Python class name) to its definition:

```yaml
enums:
  ICmpPredicate:                     # I64EnumAttr<"ICmpPredicate", ...>
    kind: i64
    summary: llvm.icmp comparison predicate
    cases: {eq: 0, ne: 1, slt: 2, sle: 3, sgt: 4, sge: 5, ult: 6, ule: 7, ugt: 8, uge: 9}

  Linkage:
    kind: i64
    summary: LLVM linkage types
    cases:                           # I64EnumAttrCase<"Private", 0, "private">
      Private: {value: 0, string: private}
      Internal: {value: 1, string: internal}

  FastmathFlags:                     # I32BitEnumAttr<"FastmathFlags", ...>
    kind: bit32
    summary: LLVM fastmath flags
    separator: ", "
    print_primary_groups: true
    cases:
      none: 0                        # I32BitEnumAttrCaseNone<"none">
      nnan: {bit: 0}                 # I32BitEnumAttrCaseBit<"nnan", 0>
      ninf: {bit: 1}
      fast: [nnan, ninf]             # I32BitEnumAttrCaseGroup<"fast", [...]>
```

| key | holds | ODS |
| --- | --- | --- |
| `kind` | `i32`, `i64` (integer enums) or `bit8`, `bit16`, `bit32`, `bit64` (bit enums) | `I32EnumAttr`, `I64EnumAttr`, `I8BitEnumAttr`, ... `I64BitEnumAttr` |
| `summary` | one line; the attribute's constraint text. Integer enums default to MLIR's `allowed 64-bit signless integer cases: 0, 1, 2` | `summary` |
| `cases` | mapping case name → case, in order (below) | the case list |
| `separator` | bit enums: what joins the cases in text: `\\|` or `,`, with optional spaces (default `\\|`) | `separator` |
| `print_primary_groups` | bit enums: print a group in place of its bits when all are set (default false) | `printBitEnumPrimaryGroups` |
| `valid_bits` | bit enums: the bits a value may set (default: those of the cases) | `validBits` |

A case is written in one of these forms; its name is the Python member's
name, and its text in MLIR (its *string*) is the name unless `string` says
otherwise:

| form | meaning | ODS |
| --- | --- | --- |
| `eq: 0` | the value 0 | `I64EnumAttrCase<"eq", 0>`, `I32BitEnumAttrCase<"eq", 0>` |
| `eq: {value: 0, string: "=="}` | the value 0, spelled `==` | `I64EnumAttrCase<"eq", 0, "==">` |
| `nnan: {bit: 0}` | bit enums: bit 0 set (value 1) | `I32BitEnumAttrCaseBit<"nnan", 0>` |
| `fast: [nnan, ninf]` | bit enums: the bits of earlier cases | `I32BitEnumAttrCaseGroup<"fast", [...]>` |
| `fast: {group: [nnan, ninf], string: all}` | the same, spelled `all` | same, with a string |

A bit enum case with value 0 (at most one) is the spelling of "no bits set"
(`I32BitEnumAttrCaseNone`). A bit enum's text lists every case whose bits
are all set, in order, groups included (`nnan|ninf|fin`); with
`print_primary_groups`, the groups come first, the last declared first, each
taking its bits away from the bit cases that follow (`fin|nsz`), and cases
given by a non-zero `value` are refused, as MLIR would never print them.
Reading text accepts the separator without its spaces and blanks around
each case.

Case names that are Python keywords or would clash with the generated
methods get a trailing `_` in Python (`None` → `None_`); a name starting
with a digit gets a leading `_`, as in MLIR. Quote names that YAML reads as
booleans or null (`"on"`, `"off"`, `"yes"`, `"null"`).

An enum's name used as an op argument is its attribute (ODS's specialized
`<Name>Attr`): an `IntegerAttr` of the enum's width whose value is one of the
cases (integer enums) or sets only the cases' bits (bit enums). Its accessor
returns the Python enum; its builder accepts the enum or a plain `int`.

`generated/<dialect>/enums.py` defines each enum as an `enum.IntEnum`
(integer enums) or `enum.IntFlag` (bit enums) with MLIR's conversions:
`E.symbolize(text)` and `E.from_value(n)` (`symbolize<E>`, `None` when
invalid), `e.stringify()` (`stringify<E>`: for bit enums the set cases
joined by the separator, groups included), `e.asm_text()` (how MLIR's
`operator<<` prints it: a keyword, or a quoted string when it cannot be
one) and, for integer enums, `E.max_value()` (`getMaxEnumValFor<E>`). String enums (`StrEnumAttr`) left
MLIR before 16 and are not supported.
"""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass, field
from typing import Any, Sequence

from . import library as lib
from .constraints import SELF, AttrConstraint, pred_and
from ..resolve.records import did_you_mean
from ..load.source import LocatedDict, LocatedStr, Position, RecordError, position_of

# kind → (width, is a bit enum)
KINDS: dict[str, tuple[int, bool]] = {
    "i32": (32, False),
    "i64": (64, False),
    "bit8": (8, True),
    "bit16": (16, True),
    "bit32": (32, True),
    "bit64": (64, True),
}
ENUM_KEYS = (
    "kind",
    "summary",
    "cases",
    "separator",
    "print_primary_groups",
    "valid_bits",
)
BIT_ENUM_KEYS = ("separator", "print_primary_groups", "valid_bits")
CASE_KEYS = ("value", "bit", "group", "string")
# Member names Python's enum or the generated classes already use.
RESERVED = frozenset(
    (
        "name",
        "value",
        "mro",
        "symbolize",
        "from_value",
        "stringify",
        "asm_text",
        "max_value",
    )
)
_SYMBOL = re.compile(r"[A-Za-z0-9_]+")
_KEYWORD = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")


@dataclass(frozen=True)
class EnumCase:
    """One case of an enum.

    `kind` says how the record gives it: "value", "bit" (a bit position) or
    "group" (the union of earlier cases).
    """

    symbol: str
    python_name: str
    value: int
    string: str
    kind: str = "value"
    position: Position | None = field(default=None, compare=False)

    @property
    def is_keyword(self) -> bool:
        """Whether MLIR can print the string bare (`canFormatStringAsKeyword`)."""
        return _KEYWORD.fullmatch(self.string) is not None


@dataclass(frozen=True)
class EnumDef:
    """An enum attribute, ready for code generation."""

    name: str
    dialect: str
    kind: str
    summary: str
    cases: tuple[EnumCase, ...]
    separator: str = "|"
    print_primary_groups: bool = False
    valid_bits: int = 0
    position: Position | None = field(default=None, compare=False)

    @property
    def width(self) -> int:
        return KINDS[self.kind][0]

    @property
    def is_bit_enum(self) -> bool:
        return KINDS[self.kind][1]

    @property
    def case_bits(self) -> int:
        """The union of the cases' values."""
        return _union(self.cases)

    @property
    def none_case(self) -> EnumCase | None:
        """A bit enum's case without bits, if any."""
        return next((c for c in self.cases if c.value == 0), None)


# -- building an enum from its record ---------------------------------------------


def build_enum(name: LocatedStr, body: Any, dialect: str) -> EnumDef:
    """The enum `name` of `dialect` defined by the record `body`, checked."""
    where = name.position
    if not isinstance(body, LocatedDict):
        raise RecordError(position_of(body, where), f"enum '{name}' must be a mapping")
    _check_keys(body, ENUM_KEYS, f"enum '{name}'")
    kind = body.get("kind")
    if kind not in KINDS:
        raise RecordError(
            _key_position(body, "kind"),
            f"enum '{name}' needs a 'kind': one of {', '.join(KINDS)}",
        )
    width, is_bit = KINDS[kind]
    if not is_bit:
        for key in BIT_ENUM_KEYS:
            if key in body:
                raise RecordError(
                    _key_position(body, key),
                    f"'{key}' applies only to bit enums (kind bit8 ... bit64)",
                )
    cases = _CaseReader(str(name), width, is_bit).read(body.get("cases"), body)
    enum = EnumDef(
        name=str(name),
        dialect=dialect,
        kind=kind,
        summary=_text(body, "summary", _default_summary(width, is_bit, cases)),
        cases=tuple(cases),
        separator=_text(body, "separator", "|"),
        print_primary_groups=_flag(body, "print_primary_groups"),
        valid_bits=_valid_bits(body, cases, width) if is_bit else 0,
        position=where,
    )
    _check_enum(enum, body)
    return enum


def _check_keys(mapping: LocatedDict, allowed: Sequence[str], what: str) -> None:
    for key in mapping:
        if key not in allowed:
            raise RecordError(
                mapping.key_positions.get(key, mapping.position),
                f"unknown key '{key}' in {what}{did_you_mean(key, allowed)}",
            )


def _key_position(mapping: LocatedDict, key: str) -> Position | None:
    return mapping.key_positions.get(key, mapping.position)


def _text(body: LocatedDict, key: str, default: str) -> str:
    value = body.get(key, default)
    if not isinstance(value, str):
        raise RecordError(_key_position(body, key), f"'{key}' must be text")
    return str(value)


def _flag(body: LocatedDict, key: str) -> bool:
    value = body.get(key, False)
    if not isinstance(value, bool):
        raise RecordError(_key_position(body, key), f"'{key}' must be true or false")
    return value


def _integer(value: Any, position: Position | None, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(position, f"{what} must be an integer, got {value!r}")
    return value


def _default_summary(width: int, is_bit: bool, cases: list[EnumCase]) -> str:
    """ODS's summary when none is given: empty for bit enums."""
    if is_bit:
        return ""
    values = ", ".join(str(c.value) for c in cases)
    return f"allowed {width}-bit signless integer cases: {values}"


class _CaseReader:
    """Reads the `cases` of one enum in order, checking each against earlier ones."""

    def __init__(self, enum: str, width: int, is_bit: bool) -> None:
        self.enum = enum
        self.width = width
        self.is_bit = is_bit
        self.cases: dict[str, EnumCase] = {}

    def read(self, cases: Any, body: LocatedDict) -> list[EnumCase]:
        if not isinstance(cases, LocatedDict) or not cases:
            raise RecordError(
                position_of(cases, _key_position(body, "cases")),
                f"enum '{self.enum}' needs 'cases': a mapping of case names to values",
            )
        for symbol, spec in cases.items():
            self.cases[symbol] = self.case(symbol, spec, cases.key_positions[symbol])
        return list(self.cases.values())

    def case(self, symbol: str, spec: Any, where: Position) -> EnumCase:
        if not _SYMBOL.fullmatch(symbol) or symbol.startswith("__"):
            raise RecordError(
                where,
                f"case name '{symbol}' must be letters, digits and '_'"
                " (not starting with '__')",
            )
        if isinstance(spec, list):
            return self.make(
                symbol, self.group(symbol, spec, where), symbol, "group", where
            )
        if isinstance(spec, LocatedDict):
            return self.mapping(symbol, spec, where)
        value = self.value(_integer(spec, where, f"case '{symbol}'"), where)
        return self.make(symbol, value, symbol, "value", where)

    def mapping(self, symbol: str, spec: LocatedDict, where: Position) -> EnumCase:
        _check_keys(spec, CASE_KEYS, f"case '{symbol}'")
        given = [k for k in ("value", "bit", "group") if k in spec]
        if len(given) != 1:
            forms = "'value', 'bit' or 'group'" if self.is_bit else "'value'"
            raise RecordError(spec.position, f"case '{symbol}' needs one of {forms}")
        kind = given[0]
        at = _key_position(spec, kind)
        string = _text(spec, "string", symbol)
        if kind == "group":
            return self.make(
                symbol, self.group(symbol, spec["group"], at), string, kind, where
            )
        number = _integer(spec[kind], at, f"'{kind}' of case '{symbol}'")
        value = self.value(number, at) if kind == "value" else 1 << self.bit(number, at)
        return self.make(symbol, value, string, kind, where)

    def value(self, value: int, where: Position | None) -> int:
        if self.is_bit:
            limit = (1 << self.width) - 1
            what = f"a {self.width}-bit bit enum"
        else:
            limit = (1 << (self.width - 1)) - 1
            what = f"a {self.width}-bit signless integer attribute"
        if not 0 <= value <= limit:
            raise RecordError(
                where, f"case value {value} does not fit {what} (0 to {limit})"
            )
        return value

    def bit(self, position: int, where: Position | None) -> int:
        if not self.is_bit:
            raise RecordError(where, "'bit' applies only to bit enums; use 'value'")
        if not 0 <= position < self.width:
            raise RecordError(
                where,
                f"bit position {position} is out of range for a {self.width}-bit enum"
                f" (0 to {self.width - 1})",
            )
        return position

    def group(self, symbol: str, members: Any, where: Position | None) -> int:
        """The value of the group `symbol`: the bits of its members."""
        if not self.is_bit:
            raise RecordError(where, "groups of cases apply only to bit enums")
        if not isinstance(members, list) or not members:
            raise RecordError(
                position_of(members, where),
                f"group '{symbol}' needs a list of the cases it joins",
            )
        value = 0
        for member in members:
            value |= self.member(member, where).value
        if value == 0:
            raise RecordError(where, f"group '{symbol}' sets no bits")
        return value

    def member(self, member: Any, where: Position | None) -> EnumCase:
        found = self.cases.get(member) if isinstance(member, str) else None
        if found is None:
            raise RecordError(
                position_of(member, where),
                f"unknown case '{member}' (a group joins cases declared before it)"
                f"{did_you_mean(str(member), self.cases)}",
            )
        return found

    def make(
        self,
        symbol: str,
        value: int,
        string: str,
        kind: str,
        where: Position | None,
    ) -> EnumCase:
        python_name = "_" + symbol if symbol[0].isdigit() else symbol
        if keyword.iskeyword(python_name) or python_name in RESERVED:
            python_name += "_"
        for other in self.cases.values():
            if other.python_name == python_name:
                raise RecordError(
                    where,
                    f"case '{symbol}' and case '{other.symbol}' are both"
                    f" '{python_name}' in Python; rename one",
                )
        return EnumCase(symbol, python_name, value, string, kind, where)


def _valid_bits(body: LocatedDict, cases: list[EnumCase], width: int) -> int:
    """The bits a bit enum's values may set: given, or those of its cases."""
    if "valid_bits" not in body:
        return _union(cases)
    where = _key_position(body, "valid_bits")
    valid = _integer(body["valid_bits"], where, "'valid_bits'")
    if not 0 <= valid < 1 << width:
        raise RecordError(where, f"'valid_bits' does not fit {width} bits")
    for case in cases:
        if case.value & ~valid:
            raise RecordError(
                where,
                f"'valid_bits' ({valid:#x}) lacks bits of case '{case.symbol}'"
                f" ({case.value:#x})",
            )
    return valid


def _union(cases: Sequence[EnumCase]) -> int:
    bits = 0
    for case in cases:
        bits |= case.value
    return bits


def _check_enum(enum: EnumDef, body: LocatedDict) -> None:
    """The checks that concern several cases, or the enum's own keys."""
    strings: dict[str, EnumCase] = {}
    values: dict[int, EnumCase] = {}
    for case in enum.cases:
        other = strings.setdefault(case.string, case)
        if other is not case:
            raise RecordError(
                case.position,
                f"case '{case.symbol}' has the string '{case.string}' of case"
                f" '{other.symbol}'",
            )
        other = values.setdefault(case.value, case)
        if other is not case and not enum.is_bit_enum:
            raise RecordError(
                case.position,
                f"case '{case.symbol}' has the value {case.value} of case"
                f" '{other.symbol}'",
            )
        if other is not case and case.value == 0:
            raise RecordError(
                case.position,
                f"case '{case.symbol}' sets no bits, like case '{other.symbol}';"
                " a bit enum has at most one such case",
            )
    if enum.is_bit_enum:
        _check_bit_enum(enum, body)


def _check_bit_enum(enum: EnumDef, body: LocatedDict) -> None:
    separator = enum.separator.strip()
    if separator not in ("|", ","):
        raise RecordError(
            _key_position(body, "separator"),
            "'separator' must be '|' or ',' with optional spaces around it",
        )
    for case in enum.cases:
        if separator in case.string:
            raise RecordError(
                case.position,
                f"the string '{case.string}' of case '{case.symbol}' contains the"
                f" separator '{separator}'",
            )
        if enum.print_primary_groups and case.kind == "value" and case.value:
            raise RecordError(
                case.position,
                f"with print_primary_groups, MLIR prints only bits and groups, so"
                f" case '{case.symbol}' would never be printed; give it as"
                f" '{{bit: N}}' or as a group",
            )


# -- the attribute -------------------------------------------------------------------


def enum_attr_constraint(enum: EnumDef) -> AttrConstraint:
    """The enum's attribute as an op argument (ODS's specialized `<Name>Attr`)."""
    base = lib.ATTRS[f"I{enum.width}Attr"]
    return AttrConstraint(
        summary=enum.summary,
        pred=pred_and(base.pred, _cases_pred(enum)),
        storage="IntegerAttr",
        return_type=enum.name,
        convert=f"{enum.name}({_stored_value(enum)})",
        builder=f"IntegerAttr.get(IntegerType.get({enum.width}), int($0))",
    )


def _cases_pred(enum: EnumDef) -> str | None:
    """That the attribute's value is a case (or sets only the cases' bits)."""
    if enum.is_bit_enum:
        unknown = ((1 << enum.width) - 1) & ~enum.case_bits
        return f"not {SELF}.value & {hex_literal(unknown)}" if unknown else None
    values = sorted(c.value for c in enum.cases)
    if values == list(range(values[0], values[-1] + 1)):
        if len(values) == 1:
            return f"{SELF}.value == {values[0]}"
        return f"{values[0]} <= {SELF}.value <= {values[-1]}"
    return f"{SELF}.value in {{{', '.join(map(str, values))}}}"


def _stored_value(enum: EnumDef) -> str:
    """The attribute's value as the enum's unsigned value (MLIR stores it signed)."""
    top_bit = 1 << (enum.width - 1)
    if enum.case_bits & top_bit:
        return f"{SELF}.value & {hex_literal((1 << enum.width) - 1)}"
    return f"{SELF}.value"


def hex_literal(value: int) -> str:
    """`value` as MLIR's generated enums write it: `0x1F`, or `0`."""
    return f"{value:#x}".upper().replace("0X", "0x") if value else "0"
