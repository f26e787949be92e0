"""MLIR 16's AffineParser: the bodies of `affine_map<...>` and `affine_set<...>`.

The lexer and parser (with MLIR's diagnostics) run without Python recursion,
so neither depends on the nesting depth of the input.
"""

from __future__ import annotations

import re
from typing import Callable, NamedTuple

from ..ir.affine import (
    _INT64_MAX,
    AffineExpr,
    AffineMap,
    IntegerSet,
    _ceil_div,
    _floor_div,
    _mod,
    constant,
    dim,
    symbol,
)
from .errors import ParseError

# ---------------------------------------------------------------------------
# Lexing (the subset of MLIR 16's Lexer an affine body can meet)
# ---------------------------------------------------------------------------


# A token: its kind and `[start, end)` offsets in the source text. (Made by
# call: NamedTuple would compile the class form's string annotations, the
# process's first `compile` costing some 10 million instructions.)
_Token = NamedTuple("_Token", [("kind", str), ("start", int), ("end", int)])


_SKIP_RE = re.compile(r"(?:[ \t\n\r\0]+|//[^\n\r]*)*")
_BARE_ID_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")
_AT_ID_TAIL_RE = re.compile(r"[A-Za-z0-9_$.]*")
_SUFFIX_ID_RE = re.compile(r"[0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*")
_HEX_RE = re.compile(r"0x[0-9A-Fa-f]+")
_DECIMAL_RE = re.compile(r"[0-9]+")
_FLOAT_TAIL_RE = re.compile(r"\.[0-9]*(?:[eE][-+]?[0-9]+)?")
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")

_PUNCTUATION = {
    ":": "colon",
    ",": "comma",
    "(": "l_paren",
    ")": "r_paren",
    "[": "l_square",
    "]": "r_square",
    "<": "less",
    ">": "greater",
    "=": "equal",
    "+": "plus",
    "*": "star",
    "?": "other",
    "|": "other",
    "}": "other",
}
_KEYWORD_KINDS = {
    "floordiv": "floordiv",
    "ceildiv": "ceildiv",
    "mod": "mod",
    "symbol": "symbol",
}
_PREFIX_ERRORS = {
    "#": "invalid attribute name",
    "%": "invalid SSA name",
    "^": "invalid block name",
    "!": "invalid type identifier",
}
_IDENTIFIER_KINDS = frozenset(("ident", *_KEYWORD_KINDS))


class _Lexer:
    """Produces MLIR tokens from `text`, raising ParseError as MLIR's lexer errs."""

    def __init__(self, text: str, pos: int) -> None:
        self._text = text
        self._pos = pos

    def lex(self) -> _Token:
        """The next token, after whitespace and `//` comments."""
        start = _SKIP_RE.match(self._text, self._pos).end()
        kind, end = self._lex_at(start)
        self._pos = end
        return _Token(kind, start, end)

    def _lex_at(self, start: int) -> tuple[str, int]:
        """Kind and end offset of the token starting at `start`."""
        text = self._text
        if start >= len(text):
            return "eof", start
        char = text[start]
        if char in _PUNCTUATION:
            return _PUNCTUATION[char], start + 1
        if char == "-":
            if text.startswith(">", start + 1):
                return "arrow", start + 2
            return "minus", start + 1
        if char == "{":
            return "other", start + (3 if text.startswith("-#", start + 1) else 1)
        if "0" <= char <= "9":
            return self._lex_number(start)
        if char == "_" or (char.isascii() and char.isalpha()):
            end = _BARE_ID_RE.match(text, start).end()
            return _KEYWORD_KINDS.get(text[start:end], "ident"), end
        if char == "#" and text.startswith("-}", start + 1):
            return "other", start + 3
        if char in _PREFIX_ERRORS:
            return self._lex_prefixed(start)
        if char == "@":
            return "other", self._lex_at_identifier(start)
        if char == '"':
            return "other", self._lex_string(start + 1)
        if char == ".":
            if not text.startswith("..", start + 1):
                raise ParseError(
                    "expected three consecutive dots for an ellipsis", start + 1
                )
            return "other", start + 3
        raise ParseError("unexpected character", start)

    def _lex_number(self, start: int) -> tuple[str, int]:
        """An integer (decimal or `0x` hex) or a float literal."""
        text = self._text
        hex_match = _HEX_RE.match(text, start)
        if hex_match:
            return "integer", hex_match.end()
        end = _DECIMAL_RE.match(text, start).end()
        float_tail = _FLOAT_TAIL_RE.match(text, end)
        if float_tail:
            return "float", float_tail.end()
        return "integer", end

    def _lex_prefixed(self, start: int) -> tuple[str, int]:
        """`%id`, `#id`, `^id` or `!id`."""
        suffix = _SUFFIX_ID_RE.match(self._text, start + 1)
        if suffix is None:
            raise ParseError(_PREFIX_ERRORS[self._text[start]], start)
        kind = "percent_identifier" if self._text[start] == "%" else "other"
        return kind, suffix.end()

    def _lex_at_identifier(self, start: int) -> int:
        """`@id` or `@"string"`; returns the end offset."""
        first = self._text[start + 1 : start + 2]
        if first == '"':
            return self._lex_string(start + 2)
        if not (first == "_" or (first.isascii() and first.isalpha())):
            raise ParseError(
                "@ identifier expected to start with letter or '_'", start + 1
            )
        return _AT_ID_TAIL_RE.match(self._text, start + 2).end()

    def _lex_string(self, pos: int) -> int:
        """A string literal whose opening quote ends before `pos`; returns its end."""
        text = self._text
        while True:
            if pos >= len(text):
                raise ParseError("expected '\"' in string literal", pos)
            char = text[pos]
            pos += 1
            if char == '"':
                return pos
            if char in "\n\v\f":
                raise ParseError("expected '\"' in string literal", pos - 1)
            if char == "\\":
                if text[pos : pos + 1] in ('"', "\\", "n", "t"):
                    pos += 1
                elif len(text[pos : pos + 2]) == 2 and _HEX_DIGITS.issuperset(
                    text[pos : pos + 2]
                ):
                    pos += 2
                else:
                    raise ParseError("unknown escape in string literal", pos - 1)


# ---------------------------------------------------------------------------
# Parsing (MLIR 16 AffineParser)
# ---------------------------------------------------------------------------

_HIGH_PREC_OPS = frozenset(("star", "floordiv", "ceildiv", "mod"))
_LOW_PREC_OPS = frozenset(("plus", "minus"))
_DIVISION_OPS: dict[str, Callable[[AffineExpr, AffineExpr], AffineExpr]] = {
    "floordiv": _floor_div,
    "ceildiv": _ceil_div,
    "mod": _mod,
}


class _Frame:
    """An expression being parsed: one per open parenthesis.

    `low` is a pending `lhs +/-`, `high` a pending `lhs op` of the higher
    precedence (with the offset at which MLIR reports a non-affine operand),
    `negations` the unary minuses in front of the operand being parsed.
    """

    __slots__ = ("low", "high", "negations")

    def __init__(self) -> None:
        self.low: tuple[AffineExpr, str] | None = None
        self.high: tuple[AffineExpr, str, int] | None = None
        self.negations = 0


class _AffineParser:
    """Parses an affine map or integer set body from a position in `text`."""

    def __init__(self, text: str, pos: int) -> None:
        self._text = text
        self._lexer = _Lexer(text, pos)
        self._tok = self._lexer.lex()
        self._names: dict[str, AffineExpr] = {}

    # -- token helpers ------------------------------------------------------

    def _consume(self) -> None:
        """Advance to the next token."""
        self._tok = self._lexer.lex()

    def _consume_if(self, kind: str) -> bool:
        """Consume the current token if it is of `kind`."""
        if self._tok.kind != kind:
            return False
        self._consume()
        return True

    def _expect(self, kind: str, message: str) -> None:
        """Consume a `kind` token or fail as MLIR's parseToken does."""
        if not self._consume_if(kind):
            raise self._wrong_token_error(message)

    def _error(self, message: str) -> ParseError:
        """An error at the current token (MLIR's emitError)."""
        return ParseError(message, self._tok.start)

    def _wrong_token_error(self, message: str) -> ParseError:
        """An error placed as MLIR's emitWrongTokenError places it.

        The location is the end of the last source text before the token,
        skipping blank space, blank lines and `//` comments; at end of file it
        starts one character back.
        """
        text = self._text
        loc = self._tok.start - (1 if self._tok.kind == "eof" else 0)
        end = loc
        while True:
            while end > 0 and text[end - 1] in " \t":
                end -= 1
            if end <= 0:
                return ParseError(message, loc)
            if text[end - 1] not in "\n\r":
                return ParseError(message, end)
            end -= 1
            line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end), 0)
            comment = text.find("//", line_start, end)
            if comment != -1:
                end = comment

    # -- identifier lists ---------------------------------------------------

    def _parse_list(
        self, opening: str, closing: str, context: str, element: Callable[[], None]
    ) -> None:
        """MLIR's parseCommaSeparatedList for `(...)` or `[...]`."""
        kinds = {"(": "l_paren", ")": "r_paren", "[": "l_square", "]": "r_square"}
        self._expect(kinds[opening], f"expected '{opening}'{context}")
        if self._consume_if(kinds[closing]):
            return
        element()
        while self._consume_if("comma"):
            element()
        self._expect(kinds[closing], f"expected '{closing}'{context}")

    def _define_identifier(self, expr: AffineExpr) -> None:
        """Bind the identifier at the current token to `expr`."""
        if self._tok.kind not in _IDENTIFIER_KINDS:
            raise self._wrong_token_error("expected bare identifier")
        name = self._text[self._tok.start : self._tok.end]
        if name in self._names:
            raise self._error(f"redefinition of identifier '{name}'")
        self._consume()
        self._names[name] = expr

    def _parse_identifier_lists(self) -> tuple[int, int]:
        """`(dims...)` and an optional `[symbols...]`; returns their counts."""
        counts = [0, 0]

        def define(index: int, make: Callable[[int], AffineExpr]) -> None:
            counts[index] += 1
            self._define_identifier(make(counts[index] - 1))

        self._parse_list(
            "(", ")", " in dimensional identifier list", lambda: define(0, dim)
        )
        if self._tok.kind == "l_square":
            self._parse_list("[", "]", " in symbol list", lambda: define(1, symbol))
        return counts[0], counts[1]

    # -- maps and sets ------------------------------------------------------

    def parse_map_or_set(self) -> AffineMap | IntegerSet:
        """MLIR's parseAffineMapOrIntegerSetInline."""
        num_dims, num_symbols = self._parse_identifier_lists()
        if self._consume_if("arrow"):
            results: list[AffineExpr] = []
            self._parse_list(
                "(",
                ")",
                " in affine map range",
                lambda: results.append(self._parse_expr()),
            )
            return AffineMap(num_dims, num_symbols, tuple(results))
        self._expect("colon", "expected '->' or ':'")
        constraints: list[tuple[AffineExpr, bool]] = []
        self._parse_list(
            "(",
            ")",
            " in integer set constraint list",
            lambda: constraints.append(self._parse_constraint()),
        )
        if not constraints:
            constraints.append((constant(0), True))
        exprs, eq_flags = zip(*constraints)
        return IntegerSet(num_dims, num_symbols, exprs, eq_flags)

    def _parse_constraint(self) -> tuple[AffineExpr, bool]:
        """`a >= b`, `a <= b` or `a == b`, normalised to `e >= 0` / `e == 0`."""
        lhs = self._parse_expr()
        if self._consume_if("greater") and self._consume_if("equal"):
            return lhs - self._parse_expr(), False
        if self._consume_if("less") and self._consume_if("equal"):
            return self._parse_expr() - lhs, False
        if self._consume_if("equal") and self._consume_if("equal"):
            return lhs - self._parse_expr(), True
        raise self._error(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
        )

    def finish(self, message: str) -> int:
        """Check for the closing `>` and return the offset after it."""
        if self._tok.kind != "greater":
            raise self._wrong_token_error(message)
        return self._tok.end

    @property
    def token_start(self) -> int:
        """Offset of the current token."""
        return self._tok.start

    # -- expressions --------------------------------------------------------

    def _parse_expr(self) -> AffineExpr:
        """An affine expression, with a stack of frames instead of recursion."""
        outer: list[_Frame] = []
        frame = _Frame()
        while True:
            kind = self._tok.kind
            if kind == "minus":
                self._consume()
                frame.negations += 1
                continue
            if kind == "l_paren":
                self._consume()
                if self._tok.kind == "r_paren":
                    raise self._error("no expression inside parentheses")
                outer.append(frame)
                frame = _Frame()
                continue
            has_lhs = frame.low is not None or frame.high is not None
            value: AffineExpr | None = self._parse_primary(has_lhs)
            while value is not None:
                for _ in range(frame.negations):
                    value = value * -1
                frame.negations = 0
                value = self._continue_expr(frame, value)
                if value is None:
                    break
                if not outer:
                    return value
                self._expect("r_paren", "expected ')'")
                frame = outer.pop()

    def _continue_expr(self, frame: _Frame, operand: AffineExpr) -> AffineExpr | None:
        """Fold `operand` into `frame` after the operators that follow it.

        Returns the finished expression, or None when another operand follows.
        """
        tok = self._tok
        if frame.high is not None:
            lhs, op, loc = frame.high
            if tok.kind in _HIGH_PREC_OPS:
                self._consume()
                frame.high = (
                    self._apply_high(op, lhs, operand, tok.start),
                    tok.kind,
                    tok.start,
                )
                return None
            frame.high = None
            operand = self._apply_high(op, lhs, operand, loc)
        elif tok.kind in _HIGH_PREC_OPS:
            self._consume()
            frame.high = (operand, tok.kind, tok.start)
            return None
        if frame.low is not None:
            lhs, op = frame.low
            operand = lhs + operand if op == "plus" else lhs - operand
            frame.low = None
        tok = self._tok
        if tok.kind in _LOW_PREC_OPS:
            self._consume()
            frame.low = (operand, tok.kind)
            return None
        return operand

    def _apply_high(
        self, op: str, lhs: AffineExpr, rhs: AffineExpr, loc: int
    ) -> AffineExpr:
        """`lhs op rhs` for `*`, `floordiv`, `ceildiv`, `mod`, checking affinity."""
        if op == "star":
            if not (lhs.is_symbolic_or_constant or rhs.is_symbolic_or_constant):
                raise ParseError(
                    "non-affine expression: at least one of the multiply operands "
                    "has to be either a constant or symbolic",
                    loc,
                )
            return lhs * rhs
        if not rhs.is_symbolic_or_constant:
            raise ParseError(
                f"non-affine expression: right operand of {op} has to be either "
                "a constant or symbolic",
                loc,
            )
        return _DIVISION_OPS[op](lhs, rhs)

    def _parse_primary(self, has_lhs: bool) -> AffineExpr:
        """An identifier or integer operand, or MLIR's error for what is there."""
        tok = self._tok
        if tok.kind == "symbol":
            self._consume()
            self._expect("l_paren", "expected '(' at start of SSA symbol")
            raise self._wrong_token_error("unexpected ssa identifier")
        if tok.kind == "percent_identifier":
            raise self._wrong_token_error("unexpected ssa identifier")
        if tok.kind == "integer":
            return self._parse_integer()
        if tok.kind in _IDENTIFIER_KINDS:
            expr = self._names.get(self._text[tok.start : tok.end])
            if expr is None:
                raise self._wrong_token_error("use of undeclared identifier")
            self._consume()
            return expr
        if has_lhs:
            raise self._error("missing right operand of binary operator")
        if tok.kind in ("plus", "star"):
            raise self._error("missing left operand of binary operator")
        raise self._error("expected affine expression")

    def _parse_integer(self) -> AffineExpr:
        """A non-negative integer literal that fits in an int64."""
        spelling = self._text[self._tok.start : self._tok.end]
        value = int(spelling[2:], 16) if spelling[1:2] == "x" else int(spelling)
        if value > _INT64_MAX:
            raise self._error("constant too large for index")
        self._consume()
        return constant(value)


def _parse(text: str, pos: int, want: type, other: str, closing: str) -> tuple:
    """Parse a map or set body at `pos`, requiring a `want` and the closing `>`."""
    parser = _AffineParser(text, pos)
    start = parser.token_start
    result = parser.parse_map_or_set()
    if not isinstance(result, want):
        raise ParseError(f"expected {want.__name__}, but got {other}", start)
    return result, parser.finish(closing)


def parse_affine_map(text: str, pos: int) -> tuple[AffineMap, int]:
    """Parse the body of `affine_map<...>` starting at `pos` (just after `<`).

    Returns the map and the offset just after the closing `>`.
    """
    return _parse(text, pos, AffineMap, "IntegerSet", "expected '>' in affine map")


def parse_integer_set(text: str, pos: int) -> tuple[IntegerSet, int]:
    """Parse the body of `affine_set<...>` starting at `pos` (just after `<`).

    Returns the set and the offset just after the closing `>`.
    """
    return _parse(text, pos, IntegerSet, "AffineMap", "expected '>' in integer set")
