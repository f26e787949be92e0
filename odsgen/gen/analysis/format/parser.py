"""The syntax common to op, type and attribute formats (mlir-tblgen's FormatParser).

`FormatParser` reads literals, strings, variables, directives, optional
groups and custom directives; subclasses bind variables and parse the other
directives for their kind of format, checking as they go, so that errors
come in mlir-tblgen's order with mlir-tblgen's messages.
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod

from .ast import Custom, Element, Literal, OptionalGroup, String, Variable, Whitespace
from .errors import FormatError
from .lexer import ALNUM, LETTERS, Lexer, Token, TokenKind

SINGLE_CHARACTER_LITERALS = "_:,=<>()[]{}?+*"


class Context(enum.Enum):
    """Where an element is being parsed."""

    TOP_LEVEL = "top level or optional group"
    CUSTOM = "custom directive argument"
    TYPE = "type directive argument"
    REF = "ref directive argument"
    STRUCT = "struct directive argument"


def literal_problem(value: str) -> str | None:
    """Why `value` cannot be a literal, or None if it can."""
    if len(value) == 1:
        if value in LETTERS or value in SINGLE_CHARACTER_LITERALS:
            return None
        return (
            "single character literal must be a letter or one of"
            f" '{SINGLE_CHARACTER_LITERALS}'"
        )
    if value in ("->", "..."):
        return None
    if not (value[0] in LETTERS or value[0] == "_"):
        return "valid keyword starts with a letter or '_'"
    if any(char not in ALNUM and char not in "_$." for char in value[1:]):
        return "keywords should contain only alphanum, '_', '$', or '.' characters"
    return None


class FormatParser(ABC):
    """Parses and checks one format; `parse` returns its top-level elements."""

    def __init__(self, text: str) -> None:
        self.lexer = Lexer(text)
        self.token = self.lexer.lex()

    def parse(self) -> list[Element]:
        """The format's elements, checked; raises `FormatError`."""
        start = self.token.offset
        elements = []
        while self.token.kind is not TokenKind.EOF:
            elements.append(self.parse_element(Context.TOP_LEVEL))
        self.verify(start, elements)
        return elements

    # -- hooks of each kind of format -------------------------------------------------

    @abstractmethod
    def parse_variable_impl(self, offset: int, name: str, context: Context) -> Element:
        """The element for `$name`."""

    @abstractmethod
    def parse_directive_impl(
        self, offset: int, kind: TokenKind, context: Context
    ) -> Element:
        """The element for a directive keyword other than `custom` (just consumed)."""

    @abstractmethod
    def verify(self, offset: int, elements: list[Element]) -> None:
        """Check the whole format (`offset` is that of its first token)."""

    @abstractmethod
    def verify_custom_arguments(self, offset: int, arguments: list[Element]) -> None:
        """Check the arguments of the custom directive at `offset`."""

    @abstractmethod
    def verify_optional_group_elements(
        self, offset: int, elements: list[Element], anchor: Element | None
    ) -> None:
        """Check the then or else elements of the optional group at `offset`."""

    # -- tokens and errors ------------------------------------------------------------

    def error(self, message: str, offset: int, note: str | None = None) -> FormatError:
        """The error to raise: this one, or a lexer error that this one follows."""
        pending = self.lexer.error
        if pending is None:
            return FormatError(message, offset, note)
        pending.also.append((message, offset))
        return pending

    def consume(self) -> Token:
        """The current token; moves on to the next."""
        token = self.token
        self.token = self.lexer.lex()
        return token

    def parse_token(self, kind: TokenKind, message: str) -> Token:
        """The current token if it is of `kind`, else the error `message`."""
        if self.token.kind is not kind:
            raise self.error(message, self.token.offset)
        return self.consume()

    # -- elements ---------------------------------------------------------------------

    def parse_element(self, context: Context) -> Element:
        """Any one element."""
        kind = self.token.kind
        if kind is TokenKind.LITERAL:
            return self.parse_literal(context)
        if kind is TokenKind.STRING:
            return self.parse_string(context)
        if kind is TokenKind.VARIABLE:
            token = self.consume()
            return self.parse_variable_impl(token.offset, token.spelling[1:], context)
        if kind.is_keyword:
            token = self.consume()
            if kind is TokenKind.KW_CUSTOM:
                return self.parse_custom(token.offset, context)
            return self.parse_directive_impl(token.offset, kind, context)
        if kind is TokenKind.L_PAREN:
            return self.parse_optional_group(context)
        raise self.error(
            "expected literal, variable, directive, or optional group",
            self.token.offset,
        )

    def parse_literal(self, context: Context) -> Literal | Whitespace:
        """A literal (the current token, whatever it is: `oilist` insists)."""
        token = self.consume()
        if context is not Context.TOP_LEVEL:
            raise self.error(
                "literals may only be used in the top-level section of the format",
                token.offset,
            )
        spelling = token.spelling
        if len(spelling) < 2 or spelling[0] != "`" or spelling[-1] != "`":
            raise self.error(f"expected literal, but got '{spelling}'", token.offset)
        value = spelling[1:-1]
        if value in ("", " ", "\\n"):
            return Whitespace(token.offset, value)
        problem = literal_problem(value)
        if problem is not None:
            raise self.error(
                f"expected valid literal but got '{value}': {problem}", token.offset
            )
        return Literal(token.offset, value)

    def parse_string(self, context: Context) -> String:
        """A string argument of a custom directive."""
        token = self.consume()
        if context is not Context.CUSTOM:
            raise self.error(
                "strings may only be used as 'custom' directive arguments",
                token.offset,
            )
        return String(token.offset, token.spelling[1:-1].replace("\\", ""))

    def parse_optional_group(self, context: Context) -> OptionalGroup:
        """`( elements )?`, maybe with `: ( else elements )`."""
        offset = self.consume().offset
        if context is not Context.TOP_LEVEL:
            raise self.error(
                "optional groups can only be used as top-level elements", offset
            )
        then_elements, anchor = self._group_elements(None)
        inverted = anchor is None
        else_elements: list[Element] = []
        if self.token.kind is TokenKind.COLON:
            self.consume()
            self.parse_token(
                TokenKind.L_PAREN, "expected '(' to start else branch of optional group"
            )
            else_elements, anchor = self._group_elements(anchor)
        self.parse_token(TokenKind.QUESTION, "expected '?' after optional group")
        if anchor is None:
            raise self.error("optional group has no anchor element", offset)
        self.verify_optional_group_elements(offset, then_elements, anchor)
        self.verify_optional_group_elements(offset, else_elements, None)
        first = next((e for e in then_elements if not isinstance(e, Whitespace)), None)
        if not isinstance(first, (Literal, Variable)):
            raise self.error(
                "first parsable element of an optional group must be a literal or"
                " variable",
                offset,
            )
        return OptionalGroup(offset, then_elements, else_elements, anchor, inverted)

    def _group_elements(
        self, anchor: Element | None
    ) -> tuple[list[Element], Element | None]:
        """Elements up to and including `)`, and the anchor so far."""
        elements = []
        while True:
            element = self.parse_element(Context.TOP_LEVEL)
            if self.token.kind is TokenKind.CARET:
                if anchor is not None:
                    raise self.error(
                        "only one element can be marked as the anchor of an optional"
                        " group",
                        self.token.offset,
                    )
                anchor = element
                self.consume()
            elements.append(element)
            if self.token.kind is TokenKind.R_PAREN:
                self.consume()
                return elements, anchor

    def parse_custom(self, offset: int, context: Context) -> Custom:
        """`custom<Name>(arguments)` (the keyword consumed)."""
        if context is not Context.TOP_LEVEL:
            raise self.error("'custom' is only valid as a top-level directive", offset)
        self.parse_token(TokenKind.LESS, "expected '<' before custom directive name")
        name = self.parse_token(
            TokenKind.IDENTIFIER, "expected custom directive name identifier"
        ).spelling
        self.parse_token(TokenKind.GREATER, "expected '>' after custom directive name")
        self.parse_token(
            TokenKind.L_PAREN, "expected '(' before custom directive parameters"
        )
        arguments = [self.parse_element(Context.CUSTOM)]
        while self.token.kind is TokenKind.COMMA:
            self.consume()
            arguments.append(self.parse_element(Context.CUSTOM))
        self.parse_token(
            TokenKind.R_PAREN, "expected ')' after custom directive parameters"
        )
        self.verify_custom_arguments(offset, arguments)
        return Custom(offset, name, arguments)
