"""The assembly format of a type or attribute (mlir-tblgen's DefFormatParser).

Variables are parameters; `params` stands for all of them, `struct(...)`
prints them as `name = value` pairs, `custom<Name>(...)` hands them to user
code and `ref(...)` passes one bound earlier. Optional parameters may be
left out, and only they may appear in optional groups.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .ast import (
    FormatParam,
    Custom,
    Element,
    Literal,
    Params,
    Ref,
    Struct,
    Variable,
    VariableKind,
)
from .errors import FormatError
from .lexer import TokenKind
from .parser import Context, FormatParser

KINDS = ("type", "attribute")


@dataclass(frozen=True)
class AttrOrTypeFormat:
    """A checked type or attribute format; `kind` is "type" or "attribute"."""

    kind: str
    params: tuple[FormatParam, ...]
    elements: tuple[Element, ...]


def parse_attr_or_type_format(
    text: str, params: Sequence[FormatParam], kind: str, name: str | None = None
) -> AttrOrTypeFormat:
    """Parse and check the format `text` of a type or attribute with `params`.

    `name` (the definition's, for "X has no parameter named 'y'") defaults to
    "this type" or "this attribute". Raises `FormatError` as mlir-tblgen-16.
    """
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, not {kind!r}")
    parser = DefFormatParser(text, params, name or f"this {kind}")
    return AttrOrTypeFormat(kind, tuple(params), tuple(parser.parse()))


class DefFormatParser(FormatParser):
    """Parses the format of a type or attribute with the given parameters."""

    def __init__(self, text: str, params: Sequence[FormatParam], name: str) -> None:
        super().__init__(text)
        self.params = {param.name: param for param in params}
        self.name = name
        self.seen: set[str] = set()

    def parse_variable_impl(self, offset: int, name: str, context: Context) -> Element:
        param = self.params.get(name)
        if param is None:
            raise self.error(f"{self.name} has no parameter named '{name}'", offset)
        if context is not Context.REF:
            if name in self.seen:
                raise self.error(f"duplicate parameter '{name}'", offset)
            self.seen.add(name)
        elif name not in self.seen and not param.self_type:
            raise self.error(
                f"parameter '{name}' must be bound before it is referenced", offset
            )
        return Variable(offset, name, VariableKind.PARAMETER, param)

    def parse_directive_impl(
        self, offset: int, kind: TokenKind, context: Context
    ) -> Element:
        if kind is TokenKind.KW_QUALIFIED:
            return self._qualified(offset, context)
        if kind is TokenKind.KW_PARAMS:
            return self._params(offset, context)
        if kind is TokenKind.KW_STRUCT:
            return self._struct(offset, context)
        if kind is TokenKind.KW_REF:
            return self._ref(offset, context)
        raise self.error("unsupported directive kind", offset)

    def _qualified(self, offset: int, context: Context) -> Variable:
        self.parse_token(TokenKind.L_PAREN, "expected '(' before argument list")
        element = self.parse_element(context)
        if not isinstance(element, Variable):
            raise self.error("`qualified` argument list expected a variable", offset)
        element.qualified = True
        self.parse_token(TokenKind.R_PAREN, "expected ')' after argument list")
        return element

    def _params(self, offset: int, context: Context) -> Params:
        if context not in (Context.TOP_LEVEL, Context.STRUCT):
            raise self.error(
                "`params` can only be used at the top-level context or within a"
                " `struct` directive",
                offset,
            )
        variables = []
        for param in self.params.values():
            if param.name in self.seen:
                raise self.error(
                    f"`params` captures duplicate parameter: {param.name}", offset
                )
            if not param.self_type:
                self.seen.add(param.name)
                variables.append(
                    Variable(offset, param.name, VariableKind.PARAMETER, param)
                )
        return Params(offset, variables)

    def _struct(self, offset: int, context: Context) -> Struct:
        if context is not Context.TOP_LEVEL:
            raise self.error(
                "`struct` can only be used at the top-level context", offset
            )
        self.parse_token(
            TokenKind.L_PAREN, "expected '(' before `struct` argument list"
        )
        first = self._struct_argument(
            offset, "`struct` argument list expected a variable or directive", Params
        )
        if isinstance(first, Params):
            variables = first.params
        else:
            variables = [first]
            while self.token.kind is TokenKind.COMMA:
                self.consume()
                variables.append(
                    self._struct_argument(
                        offset, "expected a variable in `struct` argument list"
                    )
                )
        self.parse_token(
            TokenKind.R_PAREN, "expected ')' at the end of an argument list"
        )
        return Struct(offset, variables)

    def _struct_argument(
        self, offset: int, message: str, *also: type[Element]
    ) -> Variable | Params:
        """A variable (or one of `also`) in `struct(...)`; `message` if not."""
        try:
            element = self.parse_element(Context.STRUCT)
        except FormatError as error:
            error.also.append((message, offset))
            raise
        if not isinstance(element, (Variable, *also)):
            raise self.error(message, offset)
        return element

    def _ref(self, offset: int, context: Context) -> Ref:
        if context is not Context.CUSTOM:
            raise self.error("`ref` is only allowed inside custom directives", offset)
        self.parse_token(TokenKind.L_PAREN, "expected '('")
        child = self.parse_element(Context.REF)
        self.parse_token(TokenKind.R_PAREN, "expeced ')'")  # sic, as mlir-tblgen-16
        return Ref(offset, child)

    def verify_custom_arguments(self, offset: int, arguments: list[Element]) -> None:
        """Nothing more to check: the argument context did it all."""

    def verify_optional_group_elements(
        self, offset: int, elements: list[Element], anchor: Element | None
    ) -> None:
        for element in elements:
            message = _optional_group_problem(element)
            if message is not None:
                raise self.error(message, offset)
        if anchor is None:
            return
        if not isinstance(anchor, (Variable, Params, Struct, Custom)):
            raise self.error(
                "optional group anchor must be a parameter or directive", offset
            )
        if isinstance(anchor, Custom) and not any(
            isinstance(argument, Variable) for argument in anchor.arguments
        ):
            raise self.error(
                "`custom` directive with no bound parameters cannot be used as"
                " optional group anchor",
                offset,
            )

    def verify(self, offset: int, elements: list[Element]) -> None:
        for param in self.params.values():
            if param.is_optional:
                continue
            if param.name not in self.seen:
                if not param.self_type:
                    raise self.error(
                        f"format is missing reference to parameter: {param.name}",
                        offset,
                    )
            elif param.self_type:
                raise self.error(
                    "unexpected self type parameter in assembly format", offset
                )
        for element, following in zip(elements, elements[1:]):
            if (
                isinstance(element, Struct)
                and isinstance(following, Literal)
                and following.spelling == ","
                and any(v.target.is_optional for v in element.params)
            ):
                raise self.error(
                    "`struct` directive with optional parameters cannot be followed"
                    " by a comma literal",
                    offset,
                )


def _optional_group_problem(element: Element) -> str | None:
    """Why `element` may not be in an optional group (it holds a required parameter)."""
    if isinstance(element, Variable):
        required = not element.target.is_optional
        return "parameters in an optional group must be optional" if required else None
    if isinstance(element, (Params, Struct)):
        if all(v.target.is_optional for v in element.params):
            return None
        if isinstance(element, Params):
            return (
                "`params` directive allowed in optional group only if all parameters"
                " are optional"
            )
        return (
            "`struct` is only allowed in an optional group if all captured parameters"
            " are optional"
        )
    if isinstance(element, Custom) and any(
        isinstance(a, Variable) and not a.target.is_optional for a in element.arguments
    ):
        return (
            "`custom` is only allowed in an optional group if all captured parameters"
            " are optional"
        )
    return None
