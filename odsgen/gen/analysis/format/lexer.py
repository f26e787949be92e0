"""The lexer of assembly formats (mlir-tblgen's FormatLexer).

Tokens are punctuation, `literals` in backquotes, `$variables`, "strings",
identifiers and the directive keywords. A lexer error is kept in `error`
and an `ERROR` token returned, on which the parser then fails too, as
mlir-tblgen reports both.
"""

from __future__ import annotations

import enum
import string
from dataclasses import dataclass

from .errors import FormatError


class TokenKind(enum.Enum):
    EOF = "end of format"
    ERROR = "error"
    CARET = "^"
    COLON = ":"
    COMMA = ","
    EQUAL = "="
    LESS = "<"
    GREATER = ">"
    QUESTION = "?"
    L_PAREN = "("
    R_PAREN = ")"
    STAR = "*"
    PIPE = "|"
    LITERAL = "literal"
    VARIABLE = "variable"
    STRING = "string"
    IDENTIFIER = "identifier"
    KW_ATTR_DICT = "attr-dict"
    KW_ATTR_DICT_WITH_KEYWORD = "attr-dict-with-keyword"
    KW_CUSTOM = "custom"
    KW_FUNCTIONAL_TYPE = "functional-type"
    KW_OILIST = "oilist"
    KW_OPERANDS = "operands"
    KW_PARAMS = "params"
    KW_QUALIFIED = "qualified"
    KW_REF = "ref"
    KW_REGIONS = "regions"
    KW_RESULTS = "results"
    KW_STRUCT = "struct"
    KW_SUCCESSORS = "successors"
    KW_TYPE = "type"

    @property
    def is_keyword(self) -> bool:
        return self.name.startswith("KW_")


KEYWORDS = {kind.value: kind for kind in TokenKind if kind.is_keyword}
PUNCTUATION = {
    kind.value: kind
    for kind in TokenKind
    if len(kind.value) == 1 and not kind.value.isalnum()
}
LETTERS = frozenset(string.ascii_letters)
ALNUM = frozenset(string.ascii_letters + string.digits)
WHITESPACE = frozenset(" \t\n\r")


@dataclass(frozen=True)
class Token:
    """A token: its kind, its text as written, and its offset in the format."""

    kind: TokenKind
    spelling: str
    offset: int


class Lexer:
    """Splits a format into tokens, one at a time."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.error: FormatError | None = None

    def lex(self) -> Token:
        """The next token (EOF at the end, forever)."""
        text = self.text
        while self.pos < len(text) and text[self.pos] in WHITESPACE:
            self.pos += 1
        start = self.pos
        if start == len(text):
            return Token(TokenKind.EOF, "", start)
        char = text[start]
        self.pos += 1
        if char in PUNCTUATION:
            return Token(PUNCTUATION[char], char, start)
        if char == "`":
            return self._literal(start)
        if char == '"':
            return self._string(start)
        if char == "$":
            return self._variable(start)
        if char in LETTERS or char == "_":
            return self._identifier(start)
        return self._fail("unexpected character", start)

    def _fail(self, message: str, offset: int) -> Token:
        self.error = FormatError(message, offset)
        return Token(TokenKind.ERROR, self.text[offset : self.pos], offset)

    def _literal(self, start: int) -> Token:
        end = self.text.find("`", self.pos)
        if end < 0:
            self.pos = len(self.text)
            return self._fail("unexpected end of file in literal", self.pos)
        self.pos = end + 1
        return Token(TokenKind.LITERAL, self.text[start : self.pos], start)

    def _string(self, start: int) -> Token:
        escape = False
        text = self.text
        while self.pos < len(text):
            char = text[self.pos]
            self.pos += 1
            if not escape and char == '"':
                return Token(TokenKind.STRING, text[start : self.pos], start)
            escape = char == "\\"
        return self._fail("unexpected end of file in string", self.pos)

    def _variable(self, start: int) -> Token:
        text = self.text
        if self.pos == len(text) or not (
            text[self.pos] in LETTERS or text[self.pos] == "_"
        ):
            return self._fail("expected variable name", start)
        while self.pos < len(text) and (
            text[self.pos] in ALNUM or text[self.pos] == "_"
        ):
            self.pos += 1
        return Token(TokenKind.VARIABLE, text[start : self.pos], start)

    def _identifier(self, start: int) -> Token:
        text = self.text
        while self.pos < len(text) and (
            text[self.pos] in ALNUM or text[self.pos] in "_-"
        ):
            self.pos += 1
        spelling = text[start : self.pos]
        return Token(KEYWORDS.get(spelling, TokenKind.IDENTIFIER), spelling, start)
