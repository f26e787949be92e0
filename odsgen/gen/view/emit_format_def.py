"""A type's or attribute's declarative format compiled to `parse_body` and `print_body`.

The methods follow what mlir-tblgen-16 generates (AttrOrTypeFormatGen): the
parser reads the parameters in format order (`params`, `struct(...)`,
optional groups, custom directives) and calls `get`; the printer writes them
with MLIR's spacing rules, decided when the code is generated.

A parameter is parsed and printed by its Python type (MLIR's `FieldParser`
and `printStrippedAttrOrType`):

| Python type | text |
| --- | --- |
| `int`, `bool`, `str` | an integer, `true`/`false`, a string literal |
| `Type`, `Attribute`, a builtin type or attribute class | the type or attribute |
| a type or attribute class of the dialect | its body (`<...>`), or the full `!dialect.x<...>` |
| an enum of the dialect | a keyword or string (MLIR's `FieldParser`); written `EnumParameter<E>`, keywords only, a bit enum's joined by its separator |
| `tuple[X, ...]` | `x, x, ...` |
| `X | None` (with default `None`) | optional: `int`, `Type` and `Attribute` only |

`custom<Name>(...)` directives call `parse_Name`/`print_Name` of the
dialect's hooks module (signatures in `emit_format.py`).

Each parameter's parse runs inside `with parsing_parameter(...)`, which
follows a parse error with MLIR's "failed to parse <def> parameter '<name>'
which is to be a `<C++ type>`" (the definition's `ods_name` and the
parameter's `cpp_type`); the arguments of custom directives are not wrapped,
as in mlir-tblgen.
"""

from __future__ import annotations

import re
from contextlib import nullcontext
from typing import Any

from .emit_format_code import (
    check_custom_hooks,
    custom_string_argument,
    optional_literal,
    parseable,
    FormatContext,
    Spacing,
    format_doc_lines,
    Test,
    string_literal,
)
from ..analysis.format import AttrOrTypeFormat
from ..analysis.format.ast import (
    Custom,
    Element,
    Literal,
    OptionalGroup,
    Params,
    Ref,
    String,
    Struct,
    Variable,
    Whitespace,
)
from ..model.dialect import DefParam, TypeOrAttrDef
from ..load.source import RecordError
from .names import BUILTIN_ATTRIBUTES, BUILTIN_TYPES
from .format_parse import (
    Break,
    BreakUnlessComma,
    CommaBetween,
    Expect,
    GetArgument,
    Loop,
    ParseCustom,
    ParseMethod,
    ParseParam,
    RequireSeen,
    StructEntries,
    StructKey,
    StructStart,
    ValueParser,
)
from .format_print import (
    Assign,
    Call,
    Each,
    If,
    Join,
    PrintMethod,
    PrintStep,
    PrintSteps,
    WriteText,
)

# Attribute classes a parameter may be parsed as (`parse_attribute_of`).
_PARSED_ATTRIBUTES = frozenset((*BUILTIN_ATTRIBUTES, "ElementsAttr"))
_OPTIONAL = re.compile(r"^(.*?)\s*\|\s*None$|^Optional\[(.*)\]$")
_TUPLE = re.compile(r"^tuple\[\s*(.*?)\s*,\s*\.\.\.\s*\]$")
# Local names of generated parsers that a parameter must not take.
_LOCALS = frozenset(
    {"cls", "parser", "out", "self", "key", "seen", "index", "hooks", "start", "error"}
)


def _parse_locals(name: str) -> str:
    return f"{name}_" if name in _LOCALS else name


class DefFormatEmitter:
    """Generates `parse_body` and `print_body` for one type or attribute definition."""

    def __init__(
        self, definition: TypeOrAttrDef, fmt: AttrOrTypeFormat, context: FormatContext
    ) -> None:
        self.definition = definition
        self.fmt = fmt
        self.context = context
        self.params = {p.name: p for p in definition.params}

    # -- parameter types --------------------------------------------------------

    def _split(self, param: DefParam) -> tuple[str, bool]:
        """The parameter's Python type without `| None`, and whether it had it."""
        text = " ".join(param.python_type.split())
        match = _OPTIONAL.match(text)
        if match:
            return (match.group(1) or match.group(2)).strip(), True
        return text, False

    def _no_parser(self, param: DefParam) -> RecordError:
        return RecordError(
            self.definition.position,
            f"{self.definition.kind} '{self.definition.class_name}': parameter"
            f" '{param.name}' of type '{param.python_type}' has no default parser"
            " and printer; use a custom directive (custom<Name>(${param.name}))",
        )

    def _value_parser(self, python_type: str, param: DefParam) -> ValueParser:
        """How one value of `python_type` is parsed."""
        if param.parser:
            self._check_hook(param, param.parser)
            return ValueParser("hook", param.parser)
        match = _TUPLE.match(python_type)
        if match:
            element = self._value_parser(match.group(1), param)
            return ValueParser("tuple", element=element)
        if python_type == "int":
            if param.cpp_type:
                return ValueParser("int", arguments=(string_literal(param.cpp_type),))
            return ValueParser("int")
        if python_type in ("bool", "str"):
            return ValueParser(python_type)
        if python_type in ("Type", "Attribute"):
            return ValueParser(python_type.lower())
        for kind, classes in (
            ("type_of", BUILTIN_TYPES),
            ("attribute_of", _PARSED_ATTRIBUTES),
            ("stripped_type", self.context.type_classes),
            ("stripped_attribute", self.context.attribute_classes),
            ("attribute_of", self.context.hook_classes),
        ):
            if python_type in classes:
                return ValueParser(kind, arguments=(python_type,))
        enum = self.context.enums.get(python_type)
        if enum is None:
            raise self._no_parser(param)
        if not param.enum_parameter:
            return ValueParser(
                "enum_field", arguments=(python_type, string_literal(enum.summary))
            )
        arguments = [python_type]
        if enum.is_bit_enum:
            separator = "|" if "|" in enum.separator else ","
            arguments.append(string_literal(separator))
        if param.cpp_type and python_type == self._split(param)[0]:
            # ODS's EnumParameter names the enum's C++ type in its error.
            if not enum.is_bit_enum:
                arguments.append("None")
            arguments.append(string_literal(param.cpp_type))
        return ValueParser("enum_keyword", arguments=tuple(arguments))

    def _check_hook(self, param: DefParam, name: str) -> None:
        functions = self.context.hook_functions
        if functions is None or name not in functions:
            raise RecordError(
                self.definition.position,
                f"{self.definition.kind} '{self.definition.class_name}': parameter"
                f" '{param.name}' names '{name}', which the dialect's hooks module"
                " does not define",
            )

    def _parse_param(self, param: DefParam, struct: bool = False) -> None:
        """Assign `param` its parsed value; a failure adds MLIR's second error."""
        cpp_type = param.cpp_type or self._split(param)[0]
        arguments = tuple(
            string_literal(text)
            for text in (
                self.definition.ods_name or self.definition.class_name,
                param.name,
                cpp_type,
            )
        )
        self.code.add(
            ParseParam(
                _parse_locals(param.python_name),
                arguments,
                self._param_parser(param, struct),
            )
        )

    def _param_parser(self, param: DefParam, struct: bool = False) -> ValueParser:
        """How `param` is parsed; in a struct, an optional one is there."""
        python_type, optional = self._split(param)
        if not optional or struct or param.parser:
            return self._value_parser(python_type, param)
        if python_type == "int":
            return ValueParser("optional_integer")
        if python_type in ("Type", "Attribute"):
            return ValueParser("optional_" + python_type.lower())
        raise self._no_parser(param)

    def _value_printer(
        self, python_type: str, value: str, qualified: bool, enum_parameter: bool
    ) -> PrintStep:
        """The step printing `value` of `python_type` to `out`."""
        if python_type in self.context.hook_classes:
            return Call("out.attribute", (value,))
        match = _TUPLE.match(python_type)
        if match:
            element = match.group(1)
            if element in ("int", "bool", "str"):
                return Join(element, value)
            inner = self._value_printer(element, "item", qualified, enum_parameter)
            return Each(value, inner)
        if python_type in ("int", "bool", "str"):
            return WriteText(python_type, value)
        if python_type in self.context.enums:
            return WriteText("stringify" if enum_parameter else "asm_text", value)
        if not qualified and (
            python_type in self.context.type_classes
            or python_type in self.context.attribute_classes
        ):
            return Call("print_stripped", ("out", value))
        if python_type == "Type" or python_type in BUILTIN_TYPES:
            return Call("out.type", (value,))
        if python_type in self.context.type_classes:
            return Call("out.type", (value,))
        return Call("out.attribute", (value,))

    def _present(self, param: DefParam, value: str) -> str:
        """The test that an optional parameter's `value` is there (not its default)."""
        default = param.default
        if default is None or default == "None":
            return f"{value} is not None"
        return f"{value} != {default}"

    # -- parse ------------------------------------------------------------------

    def parse_method(self) -> ParseMethod:
        code = PrintSteps()
        self.code = code
        # A parameter a top-level variable or custom directive binds is
        # always assigned; the others start as None (absent).
        always = {
            param.name
            for element in self.fmt.elements
            if isinstance(element, (Variable, Custom))
            for param in self._guard_params(element)
        }
        for param in self.definition.params:
            if param.default is not None and param.name not in always:
                code.add(Assign(_parse_locals(param.python_name), "None"))
        for element in self.fmt.elements:
            self._parse_element(element)
        arguments = tuple(
            GetArgument(
                _parse_locals(param.python_name),
                (
                    param.default
                    if param.default is not None and param.default != "None"
                    else None
                ),
            )
            for param in self.definition.params
        )
        return ParseMethod(
            self.definition.class_name,
            "Parse what follows the mnemonic:",
            tuple(format_doc_lines(self.definition.format)),
            code.steps,
            arguments,
            # MLIR's getChecked: a verifier's error is at the start of the body.
            self.definition.has_verifier,
        )

    def _parse_element(self, element: Element) -> None:
        code = self.code
        if isinstance(element, Literal):
            code.add(Expect(element.spelling))
        elif isinstance(element, Whitespace):
            return
        elif isinstance(element, Variable):
            self._parse_param(self.params[element.name])
        elif isinstance(element, Params):
            self._parse_params(element)
        elif isinstance(element, Struct):
            self._parse_struct(element)
        elif isinstance(element, Custom):
            self._parse_custom(element)
        elif isinstance(element, OptionalGroup):
            self._parse_optional_group(element)
        else:  # pragma: no cover - the front end allows nothing else
            raise AssertionError(f"unexpected format element {element!r}")

    def _parse_params(self, element: Params) -> None:
        params = [self.params[v.name] for v in element.params]
        if not params:
            return
        optional = [v.target.is_optional for v in element.params]
        last_required = max(
            (i for i, is_optional in enumerate(optional) if not is_optional), default=0
        )
        loop = any(optional)
        with self.code.collect() as steps:
            for index, param in enumerate(params):
                if index:
                    self._parse_comma(
                        params[index - 1], optional[index - 1], index <= last_required
                    )
                self._parse_param(param)
            if loop:
                self.code.add(Break())
        if loop:
            self.code.add(Loop("until_comma", tuple(steps)))
        else:
            for step in steps:
                self.code.add(step)

    def _parse_comma(self, previous: DefParam, optional: bool, required: bool) -> None:
        """The comma before a parameter: expected, or the end of the list when
        missing; only when the `optional` parameter before it was there."""
        code = self.code
        guard = (
            code.when(self._present(previous, _parse_locals(previous.python_name)))
            if optional
            else nullcontext()
        )
        with guard:
            code.add(Expect(",") if required else BreakUnlessComma())

    def _parse_struct(self, element: Struct) -> None:
        code = self.code
        params = [self.params[v.name] for v in element.params]
        optional = [v.target.is_optional for v in element.params]
        count = len(params)
        code.add(StructStart(all(optional)))
        header = (
            "count" if not any(optional) else "keys" if all(optional) else "forever"
        )
        with code.collect() as steps:
            if not all(optional):
                code.add(StructKey())
            code.add(Expect("="))
            entries = []
            for param in params:
                with code.collect() as entry:
                    self._parse_param(param, struct=True)
                entries.append((param.name, tuple(entry)))
            code.add(StructEntries(tuple(entries)))
            if not any(optional):
                code.add(CommaBetween(count))
            elif all(optional):
                code.add(StructKey(after_comma=True))
            else:
                code.add(BreakUnlessComma())
        code.add(Loop(header, tuple(steps), count))
        if any(optional) and not all(optional):
            for param, is_optional in zip(params, optional):
                if not is_optional:
                    code.add(RequireSeen(param.name))

    def _check_hooks(self, custom: Custom) -> None:
        definition = self.definition
        owner = f"{definition.kind} '{definition.class_name}'"
        check_custom_hooks(self.context, custom, definition.position, owner)

    def _parse_custom(self, custom: Custom) -> None:
        self._check_hooks(custom)
        inputs = ["parser"]
        outputs = []
        for argument in custom.arguments:
            if isinstance(argument, Ref):
                inputs.append(_parse_locals(self.params[argument.arg.name].python_name))
            elif isinstance(argument, String):
                inputs.append(self._string_argument(custom, argument, "parser.context"))
            elif isinstance(argument, Variable):
                outputs.append(_parse_locals(self.params[argument.name].python_name))
        self.code.add(
            ParseCustom(f"hooks.parse_{custom.name}", tuple(inputs), tuple(outputs))
        )

    def _string_argument(self, custom: Custom, string: String, context: str) -> str:
        """A string argument of a custom directive: a Python expression."""
        definition = self.definition
        owner = f"{definition.kind} '{definition.class_name}'"
        return custom_string_argument(
            custom, string, context, definition.position, owner
        )

    def _guard_params(self, element: Element) -> list[DefParam]:
        if isinstance(element, Variable):
            return [self.params[element.name]]
        if isinstance(element, (Params, Struct)):
            return [self.params[v.name] for v in element.params]
        if isinstance(element, Custom):
            return [
                self.params[a.name]
                for a in element.arguments
                if isinstance(a, Variable)
            ]
        return []

    def _parse_optional_group(self, group: OptionalGroup) -> None:
        code = self.code
        then_elements = parseable(group.then_elements)
        first = then_elements[0]
        if isinstance(first, Literal):
            condition = Test.of(optional_literal(first.spelling))
        else:
            self._parse_element(first)
            condition = Test.compound(
                " or ".join(
                    f"{_parse_locals(p.python_name)} is not None"
                    for p in self._guard_params(first)
                )
            )
        else_elements = parseable(group.else_elements)
        then_steps = self._apart(then_elements[1:])
        else_steps = self._apart(else_elements)
        if not then_steps and not else_steps:
            return
        if not then_steps:
            code.add(If(condition.negated, else_steps))
            return
        code.add(If(condition.text, then_steps, else_steps or None))

    def _apart(self, elements: list[Element]) -> tuple[Any, ...]:
        """The parse steps of `elements`, generated apart from the method's."""
        with self.code.collect() as steps:
            for element in elements:
                self._parse_element(element)
        return tuple(steps)

    # -- print ------------------------------------------------------------------

    def print_method(self) -> PrintMethod:
        code = PrintSteps()
        self.printer_code = code
        spacing = Spacing()
        for element in self.fmt.elements:
            self._print_element(element, spacing)
        return PrintMethod(
            "Print what follows the mnemonic:",
            tuple(format_doc_lines(self.definition.format)),
            code.steps,
        )

    def _print_element(self, element: Element, spacing: Spacing) -> None:
        code = self.printer_code
        if isinstance(element, Literal):
            spacing.literal(code, element.spelling)
        elif isinstance(element, Whitespace):
            if element.spelling == "\\n":
                code.write("\n")
            elif element.spelling:
                code.write(" ")
            else:
                spacing.last_was_punctuation = True
            spacing.should_emit_space = False
        elif isinstance(element, Variable):
            self._print_variable(element, spacing)
        elif isinstance(element, (Params, Struct)):
            self._print_comma_separated(element, spacing)
        elif isinstance(element, Custom):
            self._check_hooks(element)
            spacing.before_value(code)
            arguments = ["out"]
            for argument in element.arguments:
                if isinstance(argument, Ref):
                    ref = self.params[argument.arg.name]
                    arguments.append(f"self.{ref.python_name}")
                elif isinstance(argument, Variable):
                    variable = self.params[argument.name]
                    arguments.append(f"self.{variable.python_name}")
                else:
                    arguments.append(
                        self._string_argument(element, argument, "Context.current()")
                    )
            code.add(Call(f"hooks.print_{element.name}", tuple(arguments)))
        elif isinstance(element, OptionalGroup):
            self._print_optional_group(element, spacing)
        else:  # pragma: no cover
            raise AssertionError(f"unexpected format element {element!r}")

    def _print_variable(
        self, variable: Variable, spacing: Spacing, guarded: bool = True
    ) -> None:
        code = self.printer_code
        param = self.params[variable.name]
        python_type, _ = self._split(param)
        value = f"self.{param.python_name}"
        optional = variable.target.is_optional and guarded
        guard = code.when(self._present(param, value)) if optional else nullcontext()
        with guard:
            spacing.before_value(code)
            if param.printer:
                self._check_hook(param, param.printer)
                code.add(Call(f"hooks.{param.printer}", ("out", value)))
                return
            code.add(
                self._value_printer(
                    python_type, value, variable.qualified, param.enum_parameter
                )
            )

    def _print_comma_separated(
        self, element: Params | Struct, spacing: Spacing
    ) -> None:
        code = self.printer_code
        variables = element.params
        params = [self.params[v.name] for v in variables]
        if not params:
            return
        if spacing.should_emit_space or not spacing.last_was_punctuation:
            if all(v.target.is_optional for v in variables):
                condition = " or ".join(
                    self._present(p, f"self.{p.python_name}") for p in params
                )
                with code.when(condition):
                    code.write(" ")
            else:
                code.write(" ")
        any_optional = any(v.target.is_optional for v in variables)
        if any_optional:
            code.add(Assign("first", "True"))
        for index, (variable, param) in enumerate(zip(variables, params)):
            optional = variable.target.is_optional
            guard = (
                code.when(self._present(param, f"self.{param.python_name}"))
                if optional
                else nullcontext()
            )
            with guard:
                if any_optional:
                    with code.when("not first"):
                        code.write(", ")
                    code.add(Assign("first", "False"))
                elif index:
                    code.write(", ")
                if isinstance(element, Struct):
                    code.write(f"{param.name} = ")
                spacing.should_emit_space = False
                spacing.last_was_punctuation = True
                self._print_variable(variable, spacing, guarded=False)

    def _print_optional_group(self, group: OptionalGroup, spacing: Spacing) -> None:
        code = self.printer_code
        params = self._guard_params(group.anchor)
        condition = " or ".join(
            self._present(p, f"self.{p.python_name}") for p in params
        )
        if group.inverted:
            condition = f"not ({condition})"
        saved = Spacing(spacing.should_emit_space, spacing.last_was_punctuation)
        with code.when(condition):
            for element in group.then_elements:
                self._print_element(element, spacing)
        spacing.should_emit_space = saved.should_emit_space
        spacing.last_was_punctuation = saved.last_was_punctuation
        if group.else_elements:
            with code.otherwise():
                for element in group.else_elements:
                    self._print_element(element, spacing)
