"""Attributes whose format a runtime base reads from class data.

An attribute whose format is only its one enum parameter (`$p`, `` `<` $p
`>` ``) derives from `odsgen.asm.one_param_attributes.OneParamAttribute`, one
written `` `<` struct(params) `>` `` from
`odsgen.asm.struct_attributes.StructAttribute`: instead of `parse_body` and
`print_body`, the class declares its parameters as `FormatParam`s whose
values are the kinds of `odsgen.asm.param_values`, chosen as the format
emitter chose the parsers (`emit_format_def.py`). A parameter of another
kind keeps the generated methods.
"""

from __future__ import annotations

from ..model.dialect import DefParam, TypeOrAttrDef
from ..model.literal import python_literal, string_literal
from .format_parse import (
    Expect,
    Loop,
    ParseMethod,
    ParseParam,
    StructEntries,
    ValueParser,
)

# The parsers of `ValueParser` kinds (their arguments, in order) and the
# `param_values` class reading and printing the same text.
_VALUES = {
    "int": "IntegerValue",
    "attribute_of": "AttributeValue",
    "stripped_attribute": "StrippedAttributeValue",
    "enum_field": "EnumFieldValue",
    "enum_keyword": "EnumKeywordValue",
}
_STRUCT_FORMAT = "`<` struct(params) `>`"


def format_data(
    definition: TypeOrAttrDef, parser: ParseMethod | None
) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """The runtime base of `definition` and the class attributes (name,
    Python expression) it reads; None to keep the generated methods."""
    if definition.kind != "attribute" or parser is None:
        return None
    if " ".join(definition.format.split()) == _STRUCT_FORMAT:
        return _struct(definition, parser)
    return _one_param(definition, parser)


def _one_param(
    definition: TypeOrAttrDef, parser: ParseMethod
) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """`$p` or `` `<` $p `>` `` of one enum parameter, without a verifier."""
    steps = parser.steps
    if parser.checked or len(definition.params) != 1:
        return None
    kinds = [type(step) for step in steps]
    angled = kinds == [Expect, ParseParam, Expect] and [
        steps[0].spelling,  # type: ignore[union-attr]
        steps[2].spelling,  # type: ignore[union-attr]
    ] == ["<", ">"]
    if not angled and kinds != [ParseParam]:
        return None
    step = steps[1 if angled else 0]
    assert isinstance(step, ParseParam)
    if step.value.kind not in ("enum_field", "enum_keyword"):
        return None
    param = _format_param(definition.params[0], step)
    if param is None:
        return None
    data = [("ODS_NAME", step.arguments[0]), ("PARAM", param)]
    if not angled:
        data.append(("ANGLED", "False"))
    return "OneParamAttribute", tuple(data)


def _struct(
    definition: TypeOrAttrDef, parser: ParseMethod
) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """`` `<` struct(params) `>` `` of parameters of known kinds."""
    entries = [
        step
        for loop in parser.steps
        if isinstance(loop, Loop)
        for step in loop.steps
        if isinstance(step, StructEntries)
    ]
    if len(entries) != 1:
        return None
    bodies = dict(entries[0].entries)
    ods_name = string_literal(definition.ods_name or definition.class_name)
    params = []
    for definition_param in definition.params:
        body = bodies.get(definition_param.name, ())
        if len(body) != 1 or not isinstance(body[0], ParseParam):
            return None
        param = _format_param(definition_param, body[0])
        if param is None:
            return None
        params.append(param)
    data = [("ODS_NAME", ods_name), ("STRUCT", _tuple(params))]
    if parser.checked:
        data.append(("CHECKED", "True"))
    return "StructAttribute", tuple(data)


def _tuple(items: list[str]) -> str:
    return "(" + "".join(f"{item}, " for item in items) + ")"


def _format_param(param: DefParam, step: ParseParam) -> str | None:
    """The `FormatParam(...)` of `param`, parsed by `step`; None for a kind
    no runtime value reads."""
    value = _value(param, step.value)
    if value is None:
        return None
    arguments = [python_literal(param.name), step.arguments[2], value]
    if param.default is not None:
        arguments.append(param.default)
    return f"FormatParam({', '.join(arguments)})"


def _value(param: DefParam, parser: ValueParser) -> str | None:
    """The `param_values` expression reading what `parser` reads."""
    if parser.kind == "hook":
        if not param.printer:
            return None
        return f"HookValue(hooks.{parser.name}, hooks.{param.printer})"
    if parser.kind == "bool":
        return "BoolValue()"
    if parser.kind == "tuple":
        element = parser.element
        if element is None or element.kind in ("int", "bool", "str"):
            return None
        inner = _value(param, element)
        return None if inner is None else f"ListValue({inner})"
    name = _VALUES.get(parser.kind)
    if name is None:
        return None
    return f"{name}({', '.join(parser.arguments)})"
