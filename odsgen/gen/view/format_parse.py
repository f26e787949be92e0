"""View model of a generated `parse_body`: a tree of parse steps, rendered by `templates/format_def.py.j2`.

The format emitter decides the steps and the names they bind; the template
writes each step kind (`kind` names its branch of the `step` macro). Steps
shared with printers (`Assign`, `If`) come from `format_print`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..model.literal import string_literal
from .emit_format_code import is_keyword_literal
from .format_print import Assign, Call, If, PrintStep
from .names import Uses


@dataclass(frozen=True)
class Expect:
    """A literal the input must have next: a keyword or punctuation."""

    kind: ClassVar[str] = "expect"
    spelling: str

    @property
    def keyword(self) -> bool:
        return is_keyword_literal(self.spelling)

    @property
    def literal(self) -> str:
        return string_literal(self.spelling)


# The runtime function the template calls for each kind of `ValueParser`.
VALUE_PARSER_FUNCTIONS = {
    "int": "parse_integer_field",
    "bool": "parse_bool",
    "str": "parse_string_field",
    "type_of": "parse_type_of",
    "attribute_of": "parse_attribute_of",
    "stripped_type": "parse_stripped_type",
    "stripped_attribute": "parse_stripped_attribute",
    "enum_field": "parse_enum_field",
    "enum_keyword": "parse_enum_keyword",
}


@dataclass(frozen=True)
class ValueParser:
    """How one value is parsed. `kind`: `hook` (`name`, a function of the
    hooks module), `tuple` (comma-separated `element`s), `type`, `attribute`,
    `optional_integer`, `optional_type`, `optional_attribute` (the parser's
    own methods), or a key of `VALUE_PARSER_FUNCTIONS` called with the parser
    and `arguments`."""

    kind: str
    name: str = ""
    arguments: tuple[str, ...] = ()
    element: ValueParser | None = None


@dataclass(frozen=True)
class ParseParam:
    """`target` parsed by `value`, under MLIR's "failed to parse" note
    (`arguments`: the string literals of the definition, parameter and C++ type)."""

    kind: ClassVar[str] = "parse_param"
    target: str
    arguments: tuple[str, ...]
    value: ValueParser


@dataclass(frozen=True)
class ParseCustom:
    """A custom directive's parse hook, binding `outputs` (none, one, or a tuple)."""

    kind: ClassVar[str] = "parse_custom"
    function: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]


@dataclass(frozen=True)
class Loop:
    """A loop: `header` is `until_comma`, `forever`, `keys` (while a struct key
    was read) or `count` (`count` struct entries)."""

    kind: ClassVar[str] = "loop"
    header: str
    steps: tuple[ParseStep, ...]
    count: int = 0


@dataclass(frozen=True)
class Break:
    kind: ClassVar[str] = "break"


@dataclass(frozen=True)
class BreakUnlessComma:
    """The end of a comma-separated list: leave the loop unless a comma is next."""

    kind: ClassVar[str] = "break_unless_comma"


@dataclass(frozen=True)
class StructStart:
    """Before a `struct(...)`'s loop: no key seen; with `optional_keys` (every
    parameter optional), the first key read if there is one."""

    kind: ClassVar[str] = "struct_start"
    optional_keys: bool


@dataclass(frozen=True)
class StructKey:
    """The next key: at the start of an entry, or (`after_comma`) after the
    comma that follows one, None when there is none."""

    kind: ClassVar[str] = "struct_key"
    after_comma: bool = False


@dataclass(frozen=True)
class StructEntries:
    """The steps of the entry whose key was read (`entries`: each parameter's
    name and steps); an unknown or repeated key is an error."""

    kind: ClassVar[str] = "struct_entries"
    entries: tuple[tuple[str, tuple[ParseStep, ...]], ...]


@dataclass(frozen=True)
class CommaBetween:
    """The comma after each of `count` entries but the last (`index` counts them)."""

    kind: ClassVar[str] = "comma_between"
    count: int


@dataclass(frozen=True)
class RequireSeen:
    """The struct parameter `name` must have been given."""

    kind: ClassVar[str] = "require_seen"
    name: str

    @property
    def message(self) -> str:
        return string_literal(f"struct is missing required parameter: {self.name}")


ParseStep = (
    Expect
    | ParseParam
    | ParseCustom
    | Loop
    | Break
    | BreakUnlessComma
    | StructStart
    | StructKey
    | StructEntries
    | CommaBetween
    | RequireSeen
    | Assign
    | If
)


@dataclass(frozen=True)
class GetArgument:
    """An argument of `cls.get`: the parsed `name`, or `default` when it is None."""

    name: str
    default: str | None


@dataclass(frozen=True)
class ParseMethod:
    """A generated `parse_body`."""

    class_name: str
    summary: str
    format_lines: tuple[str, ...]
    steps: tuple[ParseStep | PrintStep, ...]
    get_arguments: tuple[GetArgument, ...]
    checked: bool
    """A verifier runs: its error is reported at the start of the body."""


def parse_uses(method: ParseMethod, uses: Uses) -> None:
    """Record the names the template writes for `method`."""
    uses.add("AsmParser")
    for argument in method.get_arguments:
        if argument.default is not None:
            uses.expression(argument.default)
    step_uses(method.steps, uses)


def step_uses(steps: tuple[Any, ...], uses: Uses) -> None:
    """Record the names the template writes for parse (or print) `steps`;
    a step kind of its own records them in `record_uses`."""
    for step in steps:
        if isinstance(step, Expect):
            if step.keyword:
                uses.add("expect_keyword")
        elif isinstance(step, ParseParam):
            uses.add("parsing_parameter")
            value_uses(step.value, uses)
        elif isinstance(step, ParseCustom):
            uses.expression(step.function)
            for argument in step.inputs:
                uses.expression(argument)
        elif isinstance(step, Loop):
            step_uses(step.steps, uses)
        elif isinstance(step, StructKey):
            uses.add("parse_struct_key")
        elif isinstance(step, StructEntries):
            for _, entry in step.entries:
                step_uses(entry, uses)
        elif isinstance(step, Assign):
            uses.expression(step.value)
        elif isinstance(step, Call):
            uses.expression(step.function)
        elif isinstance(step, If):
            uses.expression(step.condition)
            step_uses(step.then, uses)
            step_uses(step.otherwise or (), uses)
        elif hasattr(step, "record_uses"):
            step.record_uses(uses)


def value_uses(value: ValueParser, uses: Uses) -> None:
    if value.kind == "hook":
        uses.add_hooks()
    function = VALUE_PARSER_FUNCTIONS.get(value.kind)
    if function is not None:
        uses.add(function)
    for argument in value.arguments:
        uses.expression(argument)
    if value.element is not None:
        value_uses(value.element, uses)
