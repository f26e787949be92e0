"""View model of an op's generated `parse` and `print`: step trees rendered by `templates/format_op.py.j2`.

The op format emitter (`emit_format_op.py`) decides the steps and the locals
they bind; the template writes each step kind (`kind` names its branch of the
`step` macro in `templates/steps.py.j2`). Printers use the steps of
`format_print` (`Write`, `Call`, `Assign`, `If`), parsers those of
`format_parse` (`Expect`, `ParseCustom`) and the kinds below. Expressions
passed through (conditions, type builders, record predicates) stay strings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .emit_format_code import long_string
from .format_parse import step_uses, value_uses
from .names import Uses

Items = tuple[tuple[str, bool], ...]
"""A list display's items: each an expression and whether it is spread (`*x`)."""
ListValue = str | Items
"""A list: a local (or expression) holding it, or a display of its items."""


def _items_uses(items: ListValue, uses: Uses) -> None:
    if isinstance(items, str):
        uses.expression(items)
        return
    for expression, _ in items:
        uses.expression(expression)


@dataclass(frozen=True)
class For:
    """`for target in iterable:` over `steps`."""

    kind: ClassVar[str] = "for"
    target: str
    iterable: str
    steps: tuple[Any, ...]

    def record_uses(self, uses: Uses) -> None:
        uses.expression(self.iterable)
        step_uses(self.steps, uses)


@dataclass(frozen=True)
class Initial:
    """The initial value of a local that an optional part of the format may
    bind: `what` is `operands`, `group_sizes`, `position`, `regions`,
    `region`, `successors` or `types` (`name` is then the whole local)."""

    kind: ClassVar[str] = "initial"
    what: str
    name: str

    def record_uses(self, uses: Uses) -> None:
        uses.add(
            {
                "operands": "UnresolvedOperand",
                "regions": "Region",
                "region": "Region",
                "successors": "Block",
                "types": "Type",
            }.get(self.what, "int")
        )


@dataclass(frozen=True)
class ParseAttrDict:
    kind: ClassVar[str] = "parse_attr_dict"
    with_keyword: bool


@dataclass(frozen=True)
class ParseAllOperands:
    """`operands`: the position (`position`: a count error reports it),
    then the list."""

    kind: ClassVar[str] = "parse_all_operands"
    position: bool


@dataclass(frozen=True)
class ParseOperand:
    """An operand group (`name`): `operand_kind` is `single`, `optional`
    (either parsed into `unresolved`, one operand or None), `variadic` (a
    list into `unresolved`) or `variadic_of_variadic` (`<name>_groups`);
    `position` first records where it starts."""

    kind: ClassVar[str] = "parse_operand"
    name: str
    operand_kind: str
    unresolved: str
    position: bool

    def record_uses(self, uses: Uses) -> None:
        if self.operand_kind == "variadic_of_variadic":
            uses.add("parse_operand_groups")


@dataclass(frozen=True)
class OptionalList:
    """`target` = the list of `value`, empty when it is None."""

    kind: ClassVar[str] = "optional_list"
    target: str
    value: str


@dataclass(frozen=True)
class FlattenGroups:
    """The operands (into `unresolved`) and group sizes of `<name>_groups`."""

    kind: ClassVar[str] = "flatten_groups"
    name: str
    unresolved: str


@dataclass(frozen=True)
class FlattenTypes:
    """`<name>_types` from `<name>_type_groups`."""

    kind: ClassVar[str] = "flatten_types"
    name: str


@dataclass(frozen=True)
class ParseRegion:
    """Regions into `local`: a list (`variadic`), or one, maybe `optional`."""

    kind: ClassVar[str] = "parse_region"
    local: str
    variadic: bool
    optional: bool = False

    def record_uses(self, uses: Uses) -> None:
        if self.variadic:
            uses.add("parse_region_list")


@dataclass(frozen=True)
class EnsureRegions:
    """Give the region(s) in `local` a block, and the implicit `terminator`
    (an expression of its class) if any."""

    kind: ClassVar[str] = "ensure_regions"
    local: str
    variadic: bool
    terminator: str | None

    def record_uses(self, uses: Uses) -> None:
        if self.terminator is None:
            uses.add("ensure_block")
        else:
            uses.add("ensure_terminator")
            uses.expression(self.terminator)


@dataclass(frozen=True)
class ParseSuccessor:
    kind: ClassVar[str] = "parse_successor"
    local: str
    variadic: bool

    def record_uses(self, uses: Uses) -> None:
        if self.variadic:
            uses.add("parse_successor_list")


@dataclass(frozen=True)
class AttributeParser:
    """How an attribute is parsed: `kind` `symbol_name`, `attribute` (the
    parser's own, `arguments` its type), `dense_array`, `attribute_of` or
    `stripped_attribute` (the format support's, over `arguments`)."""

    kind: str
    arguments: tuple[str, ...] = ()


@dataclass(frozen=True)
class ParseAttribute:
    """`attributes[key]` from `value`; `optional`: only if it is there."""

    kind: ClassVar[str] = "parse_attribute"
    key: str
    value: AttributeParser
    optional: bool

    def record_uses(self, uses: Uses) -> None:
        kind = self.value.kind
        if kind == "symbol_name":
            uses.add("StringAttr")
        elif kind == "dense_array":
            uses.add("parse_dense_array")
        elif kind == "attribute_of" and self.optional:
            uses.add("parse_optional_attribute_of")
        elif kind != "attribute":
            uses.add("parse_" + kind)
        for argument in self.value.arguments:
            uses.expression(argument)


@dataclass(frozen=True)
class ParseEnum:
    """An enum attribute (local `name`, record name `key`) read as a keyword
    or string; `build` makes the attribute of `<name>_case`; `missing` is
    the error when it is absent (None: it may be)."""

    kind: ClassVar[str] = "parse_enum"
    name: str
    key: str
    enum: str
    keywords: tuple[str, ...]
    build: str
    missing: str | None

    @property
    def missing_literal(self) -> str:
        assert self.missing is not None
        return long_string(self.missing)

    def record_uses(self, uses: Uses) -> None:
        uses.add("parse_enum_text", self.enum)
        uses.expression(self.build)


@dataclass(frozen=True)
class SetUnit:
    """`attributes[key]` is the unit attribute."""

    kind: ClassVar[str] = "set_unit"
    key: str

    def record_uses(self, uses: Uses) -> None:
        uses.add("UnitAttr")


@dataclass(frozen=True)
class StoreAttribute:
    """`attributes[key] = value`; `optional`: unless it is None."""

    kind: ClassVar[str] = "store_attribute"
    key: str
    value: str
    optional: bool


@dataclass(frozen=True)
class ParseTypes:
    """A `type(...)` directive: `type_kind` `list` (into `name`), `variadic`,
    `variadic_of_variadic`, `optional` or `single` (parsed by `value`)."""

    kind: ClassVar[str] = "parse_types"
    name: str
    type_kind: str
    value: Any = None
    """A `format_parse.ValueParser` for a single type."""

    def record_uses(self, uses: Uses) -> None:
        if self.type_kind == "variadic_of_variadic":
            uses.add("parse_type_groups")
        if self.value is not None:
            value_uses(self.value, uses)


@dataclass(frozen=True)
class ParseFunctionalType:
    """`functional-type(...)`: each of `parts` (`inputs`/`results`, the local,
    whether it takes one type) bound from the function type."""

    kind: ClassVar[str] = "parse_functional_type"
    parts: tuple[tuple[str, str, bool], ...]

    @property
    def any_single(self) -> bool:
        """Whether a part takes one type (whose error points at the type)."""
        return any(single for _, _, single in self.parts)

    def record_uses(self, uses: Uses) -> None:
        uses.add("parse_type_of", "FunctionType")
        if self.any_single:
            uses.add("first_type")


@dataclass(frozen=True)
class Clause:
    """An oilist clause: its `keyword` (a literal, `is_keyword` if a keyword),
    the error when it repeats, the steps after it."""

    keyword: str
    is_keyword: bool
    repeated: str
    steps: tuple[Any, ...]

    @property
    def repeated_literal(self) -> str:
        return long_string(self.repeated)


@dataclass(frozen=True)
class ParseOIList:
    kind: ClassVar[str] = "parse_oilist"
    clauses: tuple[Clause, ...]

    def record_uses(self, uses: Uses) -> None:
        for clause in self.clauses:
            step_uses(clause.steps, uses)


@dataclass(frozen=True)
class SegmentSizes:
    """`attributes[key]`: a dense i32 array of `sizes` (each the local whose
    length it is, or None for 1), or of the list `local`."""

    kind: ClassVar[str] = "segment_sizes"
    key: str
    sizes: tuple[str | None, ...] = ()
    local: str | None = None

    def record_uses(self, uses: Uses) -> None:
        uses.add("DenseArrayAttr", "IntegerType")
        for size in self.sizes:
            if size is not None:
                uses.expression(size)


@dataclass(frozen=True)
class CheckTypes:
    """Each type in `types` (one if `single`) must satisfy `pred` (over `type_`)."""

    kind: ClassVar[str] = "check_types"
    types: str
    single: bool
    pred: str
    message: str

    def record_uses(self, uses: Uses) -> None:
        uses.expression(self.pred)


@dataclass(frozen=True)
class Resolve:
    """Operands resolved into `target`: `how` is `each` (every operand of
    the list `unresolved` to the type `types`), `one` (one operand, one
    type), `one_of_list` (one operand, a list of types) or `list` (lists,
    with `position` for the error when their lengths differ)."""

    kind: ClassVar[str] = "resolve"
    how: str
    target: str
    unresolved: ListValue
    types: ListValue
    position: str | None = None

    def record_uses(self, uses: Uses) -> None:
        _items_uses(self.types, uses)


@dataclass(frozen=True)
class CreateOp:
    """The end of `parse`: the result types inferred (`infer`, from the
    operands, attributes and, if `infer_regions`, the regions) or given
    (`result_types`, None: the op has none), then `cls.create` (the operands
    if `pass_operands`, the regions if `pass_regions`, the successors unless
    None)."""

    kind: ClassVar[str] = "create_op"
    operands: ListValue
    pass_operands: bool
    result_types: ListValue | None
    infer: bool
    infer_regions: bool
    successors: ListValue | None
    regions: ListValue
    pass_regions: bool

    def record_uses(self, uses: Uses) -> None:
        _items_uses(self.result_types or (), uses)


# The runtime helper each kind of `PrintValue` calls, where it is not a
# method of the printer.
PRINT_HELPERS = {
    "operand_groups": "print_operand_groups",
    "regions": "print_regions",
    "region_implicit": "print_region_with_implicit_terminator",
    "successors": "print_successors",
    "dense_array": "print_dense_array",
    "stripped": "print_stripped",
    "stripped_type": "print_stripped",
    "type_groups": "print_type_groups",
}


@dataclass(frozen=True)
class PrintValue:
    """`value` printed as `what`: `operand`, `operands`, `operand_groups`,
    `region`, `region_implicit` (with its implicit terminator), `regions`,
    `successor`, `successors`, `symbol_name`, `attribute`,
    `attribute_without_type`, `dense_array`, `stripped` (the body of a
    dialect attribute or type), `type` and `stripped_type` (of a value),
    `types` (of values), `result_types` (of the op's results),
    `type_groups`, `functional_type_of` (the op's), `new_line`. `implicit`:
    regions print without their implicit terminator."""

    kind: ClassVar[str] = "print_value"
    what: str
    value: str = ""
    implicit: bool = False

    def record_uses(self, uses: Uses) -> None:
        helper = PRINT_HELPERS.get(self.what)
        if helper is not None:
            uses.add(helper)
        uses.expression(self.value)


@dataclass(frozen=True)
class PrintEnum:
    """The enum attribute `name` as its keyword, or quoted where it is not one
    of the `keywords` (members of the enum class; None: all are)."""

    kind: ClassVar[str] = "print_enum"
    name: str
    keywords: tuple[str, ...] | None

    def record_uses(self, uses: Uses) -> None:
        for member in self.keywords or ():
            uses.expression(member)


@dataclass(frozen=True)
class PrintAttrDict:
    """The attributes not `elided` (names); `defaults` (the expression of an
    attribute, its default, its name) are elided too when at their default."""

    kind: ClassVar[str] = "print_attr_dict"
    with_keyword: bool
    elided: tuple[str, ...]
    defaults: tuple[tuple[str, str, str], ...]

    def record_uses(self, uses: Uses) -> None:
        for _, default, _ in self.defaults:
            uses.expression(default)


@dataclass(frozen=True)
class OpParseMethod:
    """An op's generated `parse`: the op class, the format's docstring lines,
    whether the op name's position is read first, the steps."""

    class_name: str
    format_lines: tuple[str, ...]
    name_position: bool
    steps: tuple[Any, ...]


@dataclass(frozen=True)
class OpPrintMethod:
    """An op's generated `print`: whether it reads the attributes as a dict first."""

    format_lines: tuple[str, ...]
    reads_attributes: bool
    steps: tuple[Any, ...]
