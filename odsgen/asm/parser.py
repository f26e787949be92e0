"""Parsing of types, attributes and locations: the base of the MLIR parser.

`AsmParser` holds the lexer, the context and the alias tables; the operation
parser (`op_parser.py`) and generated custom formats build on its methods.
Errors are raised as `ParseError` with the offset of the offending token.
"""

from __future__ import annotations

import re
from sys import intern
from typing import Any, Callable

from ..ir.attributes import (
    AffineMapAttr,
    ArrayAttr,
    Attribute,
    BoolAttr,
    DenseArrayAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    IntegerSetAttr,
    OpaqueAttr,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from ..ir.context import Context
from ..ir.floats import parse_literal
from ..ir.location import (
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    Location,
    NameLoc,
    UnknownLoc,
)
from ..ir.types import (
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    RankedTensorType,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)
from . import bracket_runs
from . import lexer as lx
from .errors import DiagnosticNote, ParseError
from ..ir.printing import escape_string
from ..tools import deep
from .dense import parse_dense_elements, parse_dense_resource, parse_sparse_elements
from .lexer import Lexer, integer_in_range, integer_value, unescape_string

_INT_TYPE_PREFIXES = ("i", "si", "ui")
# How many rest-of-line texts a memo of `parse_memoized` keeps (then it
# starts over): lines that repeat do so soon, and most others never do.
MEMO_LIMIT = 50_000


def memo_store(cache: dict[Any, Any], key: Any, value: Any) -> None:
    """Store `value` under `key`, emptying `cache` first when it holds
    `MEMO_LIMIT` entries (memory stays bounded on inputs that never repeat)."""
    if len(cache) >= MEMO_LIMIT:
        cache.clear()
    cache[key] = value


# A type alias definition at the start of a line, and the start of the
# definition of an identified type (`!llvm.struct<"name"`).
_TYPE_ALIAS_DEFINITION = re.compile(r"^!([A-Za-z_][A-Za-z0-9_$]*)[ \t]*=", re.M)
_IDENTIFIED_TYPE = re.compile(
    r'\s*!([A-Za-z_][A-Za-z0-9_$]*)\.([A-Za-z_]\w*)<"([^"]*)"'
)
# A function type as MLIR prints it whose inputs and results are one token
# each (`(!llvm.ptr, i64) -> i32`): read at once where `parse_type` would
# take each token from its memos (`_plain_function_type`). A lone result
# must end there (no `<` or more of a name after it).
_TOKEN_LIST = r"((?:[\w.$!]+, )*[\w.$!]+)?"
_PLAIN_FUNCTION_TYPE = re.compile(
    rf"\({_TOKEN_LIST}\) -> (?:([\w.$!]+)(?![\w.$<])|\({_TOKEN_LIST}\))"
)
# What `_balanced_end` looks at in a dialect symbol's body (the rest it
# skips): brackets, string literals, `->` (not a closing `>`) and NUL.
_GROUP_CHARACTER = re.compile(r'[<>()\[\]{}"\0]|->')
_CLOSERS = {"<": ">", "(": ")", "[": "]", "{": "}"}
# How deep in an outermost dialect symbol's brackets they are scanned one at
# a time (deeper, `bracket_runs` takes over).
_SCANNED_DEPTH = 32
# An array attribute whose text alone decides its value (see
# `_parse_array_attribute`): at most one level of arrays inside, and outside
# string literals (without escapes) only names, numbers, `@` symbols and
# punctuation that opens no other nesting, names no alias and no location.
_PLAIN = r'(?:[\w ,:.@$+\-]|"[^"\\\n]*")*'
_PLAIN_ARRAY = re.compile(rf"\[{_PLAIN}(?:\[{_PLAIN}\]{_PLAIN})*\]", re.ASCII)
# A dictionary entry's bare name (the lexer's bare identifier) and ` = `.
_ENTRY_NAME = re.compile(r"([a-zA-Z_][a-zA-Z0-9_$.]*) = ", re.ASCII)


# The budget's levels for each kind alone (a mix of kinds shares it).
NESTING_TOO_DEEP = (
    "nesting too deep: more levels than the parser supports"
    f" ({deep.REGION_LEVELS:,} regions, {deep.LLVM_TYPE_LEVELS:,} LLVM types,"
    f" {deep.TYPE_LEVELS:,} other types or {deep.ATTRIBUTE_LEVELS:,} arrays,"
    " dictionaries or locations alone, fewer when mixed; see docs/bad-input.md)"
)

# Each nested construct's share of the nesting budget (see tools/deep.py).
REGION_COST = deep.NESTING_BUDGET // deep.REGION_LEVELS
LLVM_TYPE_COST = deep.NESTING_BUDGET // deep.LLVM_TYPE_LEVELS
TYPE_COST = deep.NESTING_BUDGET // deep.TYPE_LEVELS
ATTRIBUTE_COST = deep.NESTING_BUDGET // deep.ATTRIBUTE_LEVELS
# The most that one nested construct (at least one character) takes.
_MAX_COST = max(REGION_COST, LLVM_TYPE_COST, TYPE_COST, ATTRIBUTE_COST)


class AsmParser:
    """Recursive-descent parser for MLIR types, attributes and locations."""

    def __init__(self, text: str, context: Context, filename: str = "-") -> None:
        self.lexer = Lexer(text)
        self.text = text
        self.context = context
        self.filename = filename
        self.type_aliases: dict[str, Type] = {}
        self.attribute_aliases: dict[str, Attribute] = {}
        self._keyword_types: dict[str, Type] = {}
        self._symbol_cache: dict[str, Any] = {}
        # Types that dialects read inside their own types, by spelling, for
        # those that memoize them (the LLVM dialect: its types without the
        # `!llvm.` prefix); `OperationParser._slot_type` shares it.
        self.nested_types: dict[str, Any] = {}
        self._function_type_cache: dict[str, tuple[Type, int]] = {}
        # Array attributes by their text (see `_parse_array_attribute`).
        self._array_cache: dict[str, ArrayAttr] = {}
        # Dialect attributes by their spelling (see `_plain_symbol`).
        self._attribute_cache: dict[str, Attribute] = {}
        # Where each `<` group scanned by `_balanced_end` ends, so that nested
        # dialect symbols are scanned once in all (linear in their depth).
        self._group_ends: dict[int, int] = {}
        # Long outermost dialect symbols' bodies met before (their ends).
        self._known_groups = bracket_runs.KnownGroups()
        # How many registered dialect symbols are being parsed (only the
        # outermost is memoized by spelling: inner spellings are its parts).
        self._symbol_depth = 0
        # Where the body of the dialect symbol being parsed ends: its closing
        # `>` for `!dialect<...>`, else the end of the whole symbol.
        self.symbol_end = -1
        # Type aliases used before their definition (see `_forward_type_alias`).
        self._alias_definitions: dict[str, int] | None = None
        self.forward_types: dict[str, Type] = {}
        self.resolving_aliases: set[str] = set()
        # The name of the custom operation whose `parse` is running (None
        # inside a dialect type or attribute, or outside custom operations).
        self.custom_op_name: str | None = None
        # While not None: the typed integer literals read outside dialect
        # symbols (`5 : i64`), as (offset of the digits, attribute made);
        # the memos learn from it where literals go (custom_op_memo).
        self.literal_log: list[tuple[int, Attribute]] | None = None
        # While not None: the entries of the next dictionary parsed (not of
        # those nested in it), as (offset of the value, name); the
        # dictionary templates learn from it (dictionary_templates).
        self.entry_log: list[tuple[int, str]] | None = None
        # What is left of the nesting budget: each nested region, type or
        # attribute being parsed takes its cost (`enter_nesting`) and gives
        # it back when done.
        self.nesting_room = deep.NESTING_BUDGET

    # -- token helpers ---------------------------------------------------------

    @property
    def kind(self) -> str:
        return self.lexer.kind

    @property
    def spelling(self) -> str:
        return self.lexer.spelling

    @property
    def position(self) -> int:
        """Offset of the current token."""
        return self.lexer.start

    def error(self, message: str, pos: int | None = None) -> ParseError:
        """A parse error at `pos` (default: the current token)."""
        return ParseError(message, self.lexer.start if pos is None else pos)

    def emit_error(self, message: str, pos: int | None = None) -> ParseError:
        """An error of a custom parser (MLIR's `OpAsmParser::emitError`).

        At `pos` (default: the current token); inside a custom operation's
        `parse`, prefixed with `custom op 'NAME' ` as MLIR does.
        """
        name = self.custom_op_name
        if name is not None:
            message = f"custom op '{name}' {message}"
        return ParseError(message, self.lexer.start if pos is None else pos)

    def wrong_token(self, message: str) -> ParseError:
        """An error for an unexpected token, placed where MLIR places it.

        From the token (one character back at the end of the file), MLIR
        backs up over blanks; across a line break it keeps going over blank
        lines, cutting each earlier line at its first `//`, and reports just
        after the last character it stops at.
        """
        text = self.text
        lexer = self.lexer
        original = lexer.start - 1 if lexer.kind == lx.EOF else lexer.start
        end = original
        while True:
            while end > 0 and text[end - 1] in " \t":
                end -= 1
            if end <= 0:
                return ParseError(message, max(original, 0))
            if text[end - 1] not in "\n\r":
                return ParseError(message, end)
            end -= 1
            line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end))
            line_start = 0 if line_start < 0 else line_start
            comment = text.find("//", line_start, end)
            if comment >= 0:
                end = comment

    def too_deep(self) -> ParseError:
        """The error for text nested deeper than the parser's budget."""
        return ParseError(NESTING_TOO_DEEP, self.lexer.start)

    def enter_nesting(self, cost: int) -> None:
        """Take `cost` from the nesting budget for a nested construct (the
        caller adds it back to `nesting_room` when done); fail past it."""
        room = self.nesting_room - cost
        if room < 0:
            raise self.too_deep()
        self.nesting_room = room

    def consume(self) -> None:
        self.lexer.next()

    def parse_memoized(
        self,
        cache: dict[str, Any],
        parse: Callable[[], Any],
        same_again: Callable[[str], bool] | None = None,
    ) -> Any:
        """`parse()` at the current token, memoized by the rest of the line.

        Parsing is deterministic given the text, so when a construct ends on
        the line it starts on, the same rest-of-line text always yields the
        same value and length; repeated lines then cost one dict lookup.
        `same_again`, if given, says of the text parsed whether parsing it
        again yields the same value (it may not where the text defines
        something, such as an identified struct); only then is it kept.
        """
        lexer = self.lexer
        start = lexer.start
        text = self.text
        line_end = lx.short_line_end(text, start)
        if line_end < 0:  # a long line: not memoized
            return parse()
        key = text[start:line_end]
        hit = cache.get(key)
        if hit is not None:
            lexer.reset(start + hit[1])
            return hit[0]
        value = parse()
        end = lexer.prev_end
        if end <= line_end and (same_again is None or same_again(text[start:end])):
            memo_store(cache, key, (value, end - start))
        return value

    def is_punct(self, punct: str) -> bool:
        lexer = self.lexer
        return (
            lexer.kind == lx.PUNCT
            and lexer.text.startswith(punct, lexer.start)
            and (lexer.pos - lexer.start == len(punct))
        )

    def consume_if(self, punct: str) -> bool:
        """Consume the punctuation `punct` if it is the current token."""
        lexer = self.lexer
        if lexer.kind == lx.PUNCT and lexer.text[lexer.start : lexer.pos] == punct:
            lexer.next()
            return True
        return False

    def expect(self, punct: str, message: str | None = None) -> None:
        """Consume `punct` or fail with `expected 'punct'` (or `message`)."""
        lexer = self.lexer  # consume_if, inlined: this is the parser's hottest path
        if lexer.kind == lx.PUNCT and lexer.text[lexer.start : lexer.pos] == punct:
            lexer.next()
            return
        raise self.wrong_token(message or f"expected '{punct}'")

    def is_keyword(self, word: str) -> bool:
        lexer = self.lexer
        return lexer.kind == lx.BARE and lexer.text[lexer.start : lexer.pos] == word

    def consume_keyword_if(self, word: str) -> bool:
        if self.is_keyword(word):
            self.lexer.next()
            return True
        return False

    def parse_keyword(self, message: str = "expected valid keyword") -> str:
        """A bare identifier."""
        lexer = self.lexer
        if lexer.kind != lx.BARE:
            raise self.wrong_token(message)
        word = lexer.spelling
        lexer.next()
        return word

    def parse_optional_keyword(self, *words: str) -> str | None:
        """The current bare identifier if it is one of `words` (any, if none given)."""
        lexer = self.lexer
        if lexer.kind == lx.BARE and (not words or lexer.spelling in words):
            word = lexer.spelling
            lexer.next()
            return word
        return None

    def parse_comma_separated(
        self, parse_element: Callable[[], Any], close: str | None = None
    ) -> list[Any]:
        """`elt (, elt)*`; with `close`, also accepts an empty list before it."""
        if close is not None and self.is_punct(close):
            return []
        elements = [parse_element()]
        while self.consume_if(","):
            elements.append(parse_element())
        return elements

    def parse_integer_literal(self) -> int:
        """An optionally negative decimal or hexadecimal integer."""
        negative = self.consume_if("-")
        if self.kind != lx.INTEGER:
            raise self.wrong_token("expected integer value")
        value = integer_value(self.spelling)
        self.consume()
        return -value if negative else value

    def parse_string(self) -> str:
        if self.kind != lx.STRING:
            raise self.wrong_token("expected string")
        value = unescape_string(self.spelling, self.position)
        self.consume()
        return value

    # -- types -------------------------------------------------------------------

    def parse_type(self) -> Type:
        """Any type, including function types."""
        lexer = self.lexer
        if lexer.kind == lx.BARE:
            found = self._keyword_types.get(lexer.text[lexer.start : lexer.pos])
            if found is not None:
                lexer.next()
                return found
        elif lexer.kind == lx.PUNCT and lexer.text[lexer.start] == "(":
            return self._parse_memoized_function_type()
        return self.parse_non_function_type()

    def _parse_memoized_function_type(self) -> Type:
        """`parse_function_type`, memoized by the rest of the line (see
        `parse_memoized`) unless it spells a string (an identified struct)."""
        return self.parse_memoized(  # type: ignore[no-any-return]
            self._function_type_cache, self.parse_function_type, _spells_no_string
        )

    def parse_memoized_type(self, cache: dict[str, Any]) -> Type:
        """`parse_type` at the current token, memoized by the rest of the
        line in `cache` as `parse_memoized` does, for a type that stands
        alone (an op's type: no identified struct is being defined around
        it), except where it declares an identified struct opaque (see
        `same_every_time`)."""
        return self.parse_memoized(  # type: ignore[no-any-return]
            cache, self.parse_type, same_every_time
        )

    def parse_optional_type(self) -> Type | None:
        """A type if the current token can start one, else None."""
        lexer = self.lexer
        if lexer.kind in (lx.BARE, lx.BANG) or self.is_punct("("):
            if lexer.kind == lx.BARE and not _starts_type_keyword(lexer.spelling):
                return None
            return self.parse_type()
        return None

    def parse_function_type(self) -> FunctionType:
        """`(inputs) -> results`."""
        lexer = self.lexer
        plain = _PLAIN_FUNCTION_TYPE.match(lexer.text, lexer.start)
        if plain is not None and self.nesting_room >= TYPE_COST:
            found = self._plain_function_type(plain)
            if found is not None:
                lexer.reset(plain.end())
                return found
        self.expect("(")
        self.enter_nesting(TYPE_COST)
        try:
            inputs = self.parse_comma_separated(self.parse_type, ")")
            self.expect(")")
            self.expect("->", "expected '->' in function type")
            results = self.parse_function_result_types()
        finally:
            self.nesting_room += TYPE_COST
        return FunctionType.get(inputs, results, self.context)

    def _plain_function_type(self, plain: re.Match[str]) -> FunctionType | None:
        """The function type matched by `_PLAIN_FUNCTION_TYPE`, if each type
        in it is a token that `parse_type` takes from its memos (a keyword
        type or a dialect type met before), else None."""
        inputs = self._known_types(plain.group(1))
        if inputs is None:
            return None
        if plain.group(2) is not None:
            results = self._known_types(plain.group(2))
        else:
            results = self._known_types(plain.group(3))
        if results is None:
            return None
        return FunctionType.get(inputs, results, self.context)

    def _known_types(self, tokens: str | None) -> list[Type] | None:
        """The types of `tokens` (separated by `, `) where `parse_type`
        would take each from its memos, else None."""
        if tokens is None:
            return []
        found = []
        for token in tokens.split(", "):
            if token[0] != "!":
                value = self._keyword_types.get(token)
            elif self._symbol_depth:
                return None
            else:  # as `parse_dialect_type` takes it
                value = self._symbol_cache.get(token)
            if value is None:
                return None
            found.append(value)
        return found

    def parse_function_result_types(self) -> list[Type]:
        """`type` or `(type, ...)` after `->`."""
        if self.is_punct("("):
            self.consume()
            results = self.parse_comma_separated(self.parse_type, ")")
            self.expect(")")
            return results
        return [self.parse_non_function_type()]

    def parse_type_list_parens(self) -> list[Type]:
        """`(type, ...)`."""
        self.expect("(")
        types = self.parse_comma_separated(self.parse_type, ")")
        self.expect(")")
        return types

    def parse_non_function_type(self) -> Type:
        """A type other than a function type."""
        lexer = self.lexer
        kind = lexer.kind
        if kind == lx.BANG:
            return self.parse_dialect_type()
        if kind == lx.PUNCT and self.is_punct("("):
            return self.parse_function_type()
        if kind != lx.BARE:
            raise self.wrong_token("expected non-function type")
        word = lexer.spelling
        simple = self._simple_type(word)
        if simple is not None:
            self._keyword_types[word] = simple
            lexer.next()
            return simple
        start = lexer.start
        parse = _COMPOSITE_TYPES.get(word)
        if parse is None:  # MLIR's lexer: a bare identifier, not a type
            raise self.wrong_token("expected non-function type")
        lexer.next()
        self.enter_nesting(TYPE_COST)
        try:
            return parse(self, start)
        finally:
            self.nesting_room += TYPE_COST

    def _simple_type(self, word: str) -> Type | None:
        ctx = self.context
        if word in FloatType.NAMES:
            return FloatType.get(word, ctx)
        if word == "index":
            return IndexType.get(ctx)
        if word == "none":
            return NoneType.get(ctx)
        for signedness, prefix in enumerate(_INT_TYPE_PREFIXES):
            if word.startswith(prefix) and word[len(prefix) :].isdigit():
                digits = word[len(prefix) :]
                if signedness == 0 and word.startswith("i") is False:
                    continue
                width = int(digits)
                if width > 0xFFFFFFFF:  # does not fit MLIR's `unsigned`
                    raise self.error("invalid integer width")
                if width > IntegerType.MAX_WIDTH:
                    raise self.error(
                        f"integer bitwidth is limited to {IntegerType.MAX_WIDTH} bits"
                    )
                return IntegerType.get(width, signedness, ctx)
        return None

    def _parse_complex(self, start: int) -> Type:
        self.expect("<", "expected '<' in complex type")
        element = self.parse_type()
        if not isinstance(element, (FloatType, IntegerType)):
            raise self.error("invalid element type for complex", start)
        self.expect(">", "expected '>' in complex type")
        return ComplexType.get(element, self.context)

    def _parse_tuple(self, start: int) -> Type:
        self.expect("<", "expected '<' in tuple type")
        if self.consume_if(">"):
            return TupleType.get((), self.context)
        types = self.parse_comma_separated(self.parse_type)
        self.expect(">", "expected '>' in tuple type")
        return TupleType.get(types, self.context)

    def _parse_vector(self, start: int) -> Type:
        """`vector<4x[8x2]xf32>`: fixed dimensions, then one optional scalable group."""
        self.expect("<", "expected '<' in vector type")
        shape: list[int] = []
        scalable: list[bool] = []
        while self.kind == lx.INTEGER:
            shape.append(self._parse_vector_dimension())
            scalable.append(False)
            self._parse_x_in_dimension_list()
        if self.consume_if("["):
            while True:
                if self.kind != lx.INTEGER:
                    raise self.wrong_token("expected integer value")
                shape.append(self._parse_vector_dimension())
                scalable.append(True)
                if self.consume_if("]"):
                    break
                self._parse_x_in_dimension_list()
            self._parse_x_in_dimension_list()
        element = self.parse_type()
        if not isinstance(element, (FloatType, IntegerType, IndexType)):
            raise self.error("vector elements must be int/index/float type", start)
        self.expect(">", "expected '>' in vector type")
        return VectorType.get(shape, element, scalable, self.context)

    def _parse_vector_dimension(self) -> int:
        pos = self.position
        dim = self._parse_dimension()
        if not dim:
            raise self.error("vector types must have positive constant sizes", pos)
        return dim

    def _parse_dimension(self) -> int | None:
        """One dimension: `?` or an integer (a hex-looking `0xf32` is `0` then `xf32`)."""
        if self.consume_if("?"):
            return None
        spelling = self.spelling
        if len(spelling) > 1 and spelling[1] == "x":
            self.lexer.reset(self.lexer.start + 1)
            return 0
        self.consume()
        return int(spelling)

    def _parse_x_in_dimension_list(self) -> None:
        lexer = self.lexer
        if lexer.kind != lx.BARE or lexer.text[lexer.start] != "x":
            raise self.wrong_token("expected 'x' in dimension list")
        lexer.reset(lexer.start + 1)

    def _parse_ranked_dims(self, allow_dynamic: bool = True) -> list[int | None]:
        dims: list[int | None] = []
        while self.kind == lx.INTEGER or self.is_punct("?"):
            dims.append(self._parse_dimension())
            self._parse_x_in_dimension_list()
        return dims

    def _parse_tensor(self, start: int) -> Type:
        self.expect("<", "expected '<' in tensor type")
        if self.consume_if("*"):
            self._parse_x_in_dimension_list()
            element = self._parse_element_type(_valid_tensor_element, "tensor")
            self.expect(">", "expected '>' in tensor type")
            return UnrankedTensorType.get(element, self.context)
        dims = self._parse_ranked_dims()
        element = self._parse_element_type(_valid_tensor_element, "tensor")
        encoding = None
        if self.consume_if(","):
            encoding = self.parse_attribute()
        self.expect(">", "expected '>' in tensor type")
        return RankedTensorType.get(dims, element, encoding, self.context)

    def _parse_element_type(self, valid: Callable[[Type], bool], kind: str) -> Type:
        pos = self.position
        element = self.parse_type()
        if not valid(element):
            raise self.error(f"invalid {kind} element type", pos)
        return element

    def _parse_memref(self, start: int) -> Type:
        self.expect("<", "expected '<' in memref type")
        if self.consume_if("*"):
            self._parse_x_in_dimension_list()
            element = self._parse_element_type(_valid_memref_element, "memref")
            space = self.parse_attribute() if self.consume_if(",") else None
            self.expect(">", "expected '>' in memref type")
            return UnrankedMemRefType.get(element, space, self.context)
        dims = self._parse_ranked_dims()
        element = self._parse_element_type(_valid_memref_element, "memref")
        layout = None
        space = None
        while self.consume_if(","):
            attr_pos = self.position
            attr = self.parse_attribute()
            if isinstance(attr, (AffineMapAttr, StridedLayoutAttr)) and space is None:
                if layout is not None:
                    raise self.error("multiple layouts in memref type", attr_pos)
                layout = attr
            elif space is None:
                space = attr
            else:
                raise self.error(
                    "multiple memory spaces specified in memref type", attr_pos
                )
        self.expect(">", "expected '>' in memref type")
        if isinstance(layout, AffineMapAttr) and layout.value.num_dims != len(dims):
            raise self.error(
                "memref layout mismatch between rank and affine map:"
                f" {len(dims)} != {layout.value.num_dims}",
                start,
            )
        if isinstance(layout, StridedLayoutAttr) and len(layout.strides) != len(dims):
            raise self.error("expected the number of strides to match the rank", start)
        return MemRefType.get(dims, element, layout, space, self.context)

    # -- dialect types and attributes ------------------------------------------

    def _alias_use(self, table: dict[str, Any], name: str) -> Any:
        """The value of alias `name` (error just after it, as MLIR, if undefined)."""
        start = self.lexer.start
        self.lexer.next()
        found = table.get(name)
        if found is None and table is self.type_aliases:
            found = self._forward_type_alias(name, start)
        if found is None:  # MLIR's wrong-token place: back over blanks
            raise self.wrong_token(f"undefined symbol alias id '{name}'")
        return found

    def _forward_type_alias(self, name: str, pos: int) -> Type | None:
        """The type of alias `name`, used before its definition (None if the
        file does not define it).

        MLIR requires aliases to be defined before their use; odsgen accepts
        a forward use (seed 002), so that mutually recursive identified
        structs can each be printed once. An alias of an identified struct
        stands for the struct of that name, whose body its definition sets
        later; any other alias is read from its definition at once, which
        must then not lead back to the alias itself.
        """
        found = self.forward_types.get(name)
        if found is not None:
            return found
        definitions = self._alias_definitions
        if definitions is None:
            definitions = self._alias_definitions = {
                m.group(1): m.end() for m in _TYPE_ALIAS_DEFINITION.finditer(self.text)
            }
        start = definitions.get(name)
        if start is None:
            return None
        match = _IDENTIFIED_TYPE.match(self.text, start)
        if match is not None:
            dialect = self.context.dialects.get(match.group(1))
            for cls in getattr(dialect, "types", ()) or ():
                if getattr(cls, "MNEMONIC", None) == match.group(2) and hasattr(
                    cls, "get_identified"
                ):
                    found = cls.get_identified(match.group(3), context=self.context)
                    self.forward_types[name] = found
                    return found
        if name in self.resolving_aliases:
            raise self.error(
                f"type alias '{name}' refers to itself through types that are"
                " not identified structs",
                pos,
            )
        lexer = self.lexer
        resume = lexer.start
        self.resolving_aliases.add(name)
        try:
            lexer.reset(start)
            found = self.parse_type()
        finally:
            self.resolving_aliases.discard(name)
            lexer.reset(resume)
        self.forward_types[name] = found
        return found

    def parse_dialect_type(self) -> Type:
        """`!alias`, `!dialect.body` or `!dialect<body>`."""
        lexer = self.lexer
        start = lexer.start
        if not self._symbol_depth and not lexer.text.startswith("<", lexer.pos):
            # `!dialect.body` met before (`_parse_registered_type`) is the
            # token alone: taken without splitting it again.
            found = self._symbol_cache.get(lexer.text[start : lexer.pos])
            if found is not None:
                lexer.next()
                return found
        name = lexer.text[start + 1 : lexer.pos]
        if "." not in name and not lexer.text.startswith("<", lexer.pos):
            return self._alias_use(self.type_aliases, name)
        dialect, body_start, end = self._dialect_symbol(name, start)
        registered = self.context.load_dialect(dialect)
        if registered is not None:
            return self._parse_registered_type(
                registered.parse_type, end, start, dialect
            )
        body = self._symbol_body(body_start, end)
        key = ("!", dialect, body)
        found = self._symbol_cache.get(key)
        if found is None:
            self._check_unregistered(
                dialect, body, "type", start + 1 + len(dialect) + 1
            )
            found = OpaqueType.get(dialect, body, self.context)
            self._symbol_cache[key] = found
        lexer.reset(end)
        return found

    def _parse_registered_type(
        self, parse: Any, end: int, start: int, dialect: str
    ) -> Type:
        """A registered dialect's type spelled `text[start:end]`, memoized.

        Within one parse the same outermost spelling always gives the same
        type (see `same_every_time`); spellings inside other dialect
        symbols are their parts, parsed with them.
        """
        if self._symbol_depth:
            return self._parse_registered(parse, end, start, dialect)
        spelling = self.text[start:end]
        found = self._symbol_cache.get(spelling)
        if found is not None:
            self.lexer.reset(end)
            return found
        found = self._parse_registered(parse, end, start, dialect)
        if same_every_time(spelling):
            self._symbol_cache[spelling] = found
        return found

    def _parse_registered(
        self, parse: Any, end: int, start: int, dialect: str, resume: int = -1
    ) -> Any:
        """Let a registered dialect parse the body of `!dialect...` up to `end`.

        If it fails, the parser resumes at `resume` (default `end`): MLIR
        parses the body apart, so the errors that follow the failure (see
        `ParseError.followers`) are at the token after the whole symbol.
        """
        lexer = self.lexer
        text = lexer.text
        body_start = start + 1 + len(dialect)
        if text.startswith(".", body_start):
            body_start += 1
        elif text.startswith("<", body_start):
            body_start += 1
        lexer.reset(body_start)
        # (Before the state the `finally` below restores: a parse past the
        # budget fails with the parser as it was, whoever catches it.)
        self.enter_nesting(LLVM_TYPE_COST)
        custom_op_name = self.custom_op_name
        self.custom_op_name = None
        symbol_end = self.symbol_end
        expected_end = end if text[body_start - 1] == "." else end - 1
        self.symbol_end = expected_end
        self._symbol_depth += 1
        try:
            value = parse(self)
            if lexer.prev_end != expected_end:
                raise self.wrong_token(
                    "expected '>'"
                    if text[body_start - 1] == "<"
                    else "unexpected text after dialect symbol"
                )
        except ValueError as error:
            raise ParseError(str(error), start) from None
        except ParseError:
            lexer.reset(end if resume < 0 else resume)
            raise
        finally:
            self.custom_op_name = custom_op_name
            self.symbol_end = symbol_end
            self._symbol_depth -= 1
            self.nesting_room += LLVM_TYPE_COST
        lexer.reset(end)
        return value

    def _check_unregistered(self, dialect: str, body: str, what: str, pos: int) -> None:
        """Fail as MLIR does for a symbol of an unknown dialect, unless allowed."""
        if self.context.allow_unregistered_dialects:
            return
        body_text = escape_string(body)
        if what == "type":
            symbol = f'`!"{dialect}"<{body_text}>` type'
        else:
            symbol = f"#\"{dialect}\"<{body_text}> : 'none' attribute"
        raise self.error(
            f"{symbol} created with unregistered dialect. If this is intended,"
            " please call allowUnregisteredDialects() on the MLIRContext, or use"
            " -allow-unregistered-dialect with the MLIR opt tool used",
            pos,
        )

    def _dialect_symbol(self, name: str, start: int) -> tuple[str, int, int]:
        """Split `!dialect.body<...>` into dialect, body start and end offsets."""
        lexer = self.lexer
        if not self._symbol_depth:
            # The ends of an earlier outermost symbol's groups are not asked
            # for again (a rescan finds them anew): the memo stays that small.
            self._group_ends.clear()
        dialect, dot, rest = name.partition(".")
        if dot:
            end = lexer.pos
            if lexer.text.startswith("<", end):
                end = self._balanced_end(end)
            return dialect, start + 1 + len(dialect) + 1, end
        end = self._balanced_end(lexer.pos)
        return dialect, lexer.pos + 1, end

    def _symbol_body(self, body_start: int, end: int) -> str:
        """The body text of a dialect symbol (without `<` `>` in the `!d<...>` form)."""
        text = self.text
        return text[body_start : end - 1 if text[body_start - 1] == "<" else end]

    def group_end(self, pos: int) -> int:
        """Where the `<...>` group opening at `pos` ends, -1 if none opens
        there or it is not well formed (for dialects that memoize nested
        spellings)."""
        end = self._group_ends.get(pos)
        if end is None:
            end = bracket_runs.group_end(self.text, pos)
            if end >= 0:
                self._group_ends[pos] = end
        return end

    def _balanced_end(self, pos: int) -> int:
        """Offset after the `<...>` group starting at `pos` (nested brackets, strings).

        Found bracket by bracket, noting where each `<` group inside ends
        (for nested symbols and `group_end`); in an outermost symbol, what
        is nested deeper than `_SCANNED_DEPTH` a run of brackets at a time
        (`bracket_runs`), nothing noted; an outermost symbol's body met
        before, without a scan (`bracket_runs.KnownGroups`).
        """
        known = self._group_ends.get(pos)
        if known is not None:
            return known
        if self._symbol_depth:
            return self._scanned_end(pos)
        text = self.text
        end = self._known_groups.end(text, pos, self._group_ends)
        if end < 0:
            end = self._scanned_end(pos, _SCANNED_DEPTH)
            if end < 0:  # not well formed deeper down: the scan finds the error
                end = self._scanned_end(pos)
            self._known_groups.keep(text, pos, end, self._group_ends)
        return end

    def _scanned_end(self, pos: int, depth: int = 0) -> int:
        """`_balanced_end` bracket by bracket, or with `depth`, only down to
        that depth (-1 where `bracket_runs` finds the rest not well formed)."""
        text = self.text
        stack = [">"]
        # Offsets of the open `<` groups (None for other brackets), by depth.
        openers: list[int | None] = [pos]
        group_ends = self._group_ends
        search = _GROUP_CHARACTER.search
        index = pos + 1
        while True:
            found = search(text, index)
            if found is None:
                raise self._unbalanced(stack, pos)
            index = found.start()
            char = text[index]
            if char == '"':
                index = lx.string_end(text, index)
                continue
            closer = _CLOSERS.get(char)
            if closer is not None:
                if len(stack) == depth:
                    return bracket_runs.group_end(text, index, "".join(stack[::-1]))
                stack.append(closer)
                openers.append(index if char == "<" else None)
            elif char == "-":  # `->`
                index += 1
            else:
                if char != stack[-1]:
                    # A NUL character ends the body, as the end of the text does.
                    raise self._unbalanced(stack, pos)
                stack.pop()
                group = openers.pop()
                if group is not None:
                    group_ends[group] = index + 1
                if not stack:
                    return index + 1
            index += 1

    @staticmethod
    def _unbalanced(stack: list[str], pos: int) -> ParseError:
        """MLIR's error for a dialect symbol body that does not close: it names
        the innermost open bracket, at the body's start."""
        opener = "<([{"[">)]}".index(stack[-1])]
        return ParseError(
            f"unbalanced '{opener}' character in pretty dialect name", pos
        )

    # -- attributes ------------------------------------------------------------

    def parse_attribute(self, type_: Type | None = None) -> Attribute:
        """Any attribute; `type_` is the expected type of a bare literal."""
        lexer = self.lexer
        kind = lexer.kind
        if kind == lx.INTEGER or kind == lx.FLOAT:
            return self._parse_number_attr(False, type_)
        if kind == lx.STRING:
            value = unescape_string(lexer.spelling, lexer.start)
            lexer.next()
            # As MLIR: a trailing `: type` only when no type is expected.
            if type_ is None and self.consume_if(":"):
                return StringAttr.get(value, self.parse_type(), self.context)
            return StringAttr.get(value, type_, self.context)
        if kind == lx.BARE:
            word = lexer.spelling
            parse = _KEYWORD_ATTRIBUTES.get(word)
            if parse is not None:
                start = lexer.start
                lexer.next()
                return parse(self, start)
        elif kind == lx.PUNCT:
            if self.is_punct("["):
                return self._parse_array_attribute()
            if self.is_punct("{"):
                return self.parse_dictionary()
            if self.is_punct("-"):
                self.consume()
                if self.kind not in (lx.INTEGER, lx.FLOAT):
                    raise self.wrong_token(
                        "expected constant integer or floating point value"
                    )
                return self._parse_number_attr(True, type_)
        elif kind == lx.AT:
            return self.parse_symbol_ref()
        elif kind == lx.HASH:
            return self.parse_dialect_attribute()
        found = self.parse_optional_type()
        if found is None:
            raise self.wrong_token("expected attribute value")
        return TypeAttr.get(found, self.context)

    def _parse_array_attribute(self) -> ArrayAttr:
        """`[attr, ...]`, memoized by its text when that alone decides it.

        An array matching `_PLAIN_ARRAY` (within `MEMO_LINE_LIMIT`
        characters) outside dialect symbols means the same whatever comes
        before or after it: the first full parse that ends at its `]` (and
        logs no typed integer literal) is kept, and the same text later
        costs a lookup, given the nesting budget a full parse would need and,
        while `literal_log` notes literals, no ` : ` that may type one.
        """
        lexer = self.lexer
        start = lexer.start
        text = lexer.text
        plain = None
        if not self._symbol_depth:
            plain = _PLAIN_ARRAY.match(text, start, start + lx.MEMO_LINE_LIMIT)
        if plain is not None:
            end = plain.end()
            key = text[start:end]
            found = self._array_cache.get(key)
            if (
                found is not None
                and self.nesting_room >= 2 * ATTRIBUTE_COST
                and (self.literal_log is None or " : " not in key)
            ):
                lexer.reset(end)
                return found
        log = self.literal_log
        logged = len(log) if log is not None else 0
        lexer.next()
        self.enter_nesting(ATTRIBUTE_COST)
        try:
            elements = self.parse_comma_separated(self.parse_attribute, "]")
            self.expect("]", "expected ',' or ']'" if elements else None)
        finally:
            self.nesting_room += ATTRIBUTE_COST
        found = ArrayAttr.get(elements, self.context)
        if (
            plain is not None
            and lexer.prev_end == end
            and (log is None or len(log) == logged)
        ):
            cache = self._array_cache
            memo_store(cache, key, found)
        return found

    def parse_optional_attribute(self, type_: Type | None = None) -> Attribute | None:
        """An attribute if the current token can start one (typed as `parse_attribute`)."""
        lexer = self.lexer
        kind = lexer.kind
        if kind in (lx.INTEGER, lx.FLOAT, lx.STRING, lx.AT, lx.HASH, lx.BANG):
            return self.parse_attribute(type_)
        if kind == lx.PUNCT and lexer.spelling in ("[", "{", "-", "("):
            return self.parse_attribute(type_)
        if kind == lx.BARE and (
            lexer.spelling in _KEYWORD_ATTRIBUTES
            or _starts_type_keyword(lexer.spelling)
        ):
            return self.parse_attribute(type_)
        return None

    def parse_symbol_ref(self) -> SymbolRefAttr:
        """`@root(::@nested)*`."""
        root = self._parse_symbol_name()
        nested = []
        lexer = self.lexer
        # `::` is two `:` tokens (MLIR's lexer has no such token): a single
        # `:` after the name is left to the caller, its token read again.
        while self.is_punct(":"):
            colon, before = lexer.start, lexer.prev_end
            self.consume()
            if not self.is_punct(":"):
                if lexer.kind != lx.EOF:
                    lexer.reset(colon)
                    lexer.prev_end = before
                break
            self.consume()
            if self.kind != lx.AT:
                raise self.error("expected nested symbol reference identifier")
            nested.append(self._parse_symbol_name())
        return SymbolRefAttr.get(root, nested, self.context)

    def _parse_symbol_name(self) -> str:
        lexer = self.lexer
        spelling = lexer.spelling
        name = spelling[1:]
        if name.startswith('"'):
            name = unescape_string(name, lexer.start + 1)
        lexer.next()
        return name

    def parse_dictionary(self) -> DictionaryAttr:
        """`{name = attr, name, ...}`."""
        lexer = self.lexer
        self.expect("{")
        items: dict[str, Attribute] = {}
        log = self.entry_log
        if not self.consume_if("}"):
            self.enter_nesting(ATTRIBUTE_COST)
            self.entry_log = None  # nested dictionaries log nothing
            try:
                while True:
                    name_pos = lexer.start
                    entry = None
                    if lexer.kind == lx.BARE:
                        # `name = ` in one match, the lexer on at the value.
                        entry = _ENTRY_NAME.match(lexer.text, name_pos)
                    if entry is not None:
                        name = intern(entry.group(1))
                    else:
                        name = self._parse_attribute_name()
                    if "." in name:
                        # A dialect-prefixed name loads its dialect (as MLIR's
                        # parseAttributeDict does), so the dialect verifies it.
                        self.context.load_dialect(name.partition(".")[0])
                    if name in items:
                        raise self.error(
                            f"duplicate key '{name}' in dictionary attribute", name_pos
                        )
                    if entry is not None:
                        lexer.reset(entry.end())
                    if entry is not None or self.consume_if("="):
                        if log is not None:
                            log.append((lexer.start, name))
                        items[name] = self.parse_attribute()
                    else:
                        items[name] = UnitAttr.get(self.context)
                    if not self.consume_if(","):
                        break
                self.expect("}", "expected '}' in attribute dictionary")
            finally:
                self.nesting_room += ATTRIBUTE_COST
                self.entry_log = log
        return DictionaryAttr.get(items, self.context)

    def parse_optional_attr_dict(self) -> DictionaryAttr | None:
        """`{...}` if present (tried by most custom formats: `is_punct` inlined)."""
        lexer = self.lexer
        if lexer.kind == lx.PUNCT and lexer.text[lexer.start : lexer.pos] == "{":
            return self.parse_dictionary()
        return None

    def _parse_attribute_name(self) -> str:
        lexer = self.lexer
        if lexer.kind == lx.STRING:
            name = unescape_string(lexer.spelling, lexer.start)
            if not name:
                raise self.error("expected valid attribute name")
        elif lexer.kind == lx.BARE:
            name = lexer.spelling
        else:
            raise self.wrong_token("expected attribute name")
        lexer.next()
        return intern(name)  # one string for every dictionary that holds it

    def _parse_number_attr(self, negative: bool, type_: Type | None) -> Attribute:
        lexer = self.lexer
        kind = lexer.kind
        spelling = lexer.spelling
        start = lexer.start
        lexer.next()
        # as MLIR's parseDecOrHexAttr/parseFloatAttr: `: type` only when none is given
        typed = False
        if type_ is None and self.consume_if(":"):
            type_pos = self.position
            type_ = self.parse_type()
            typed = True
        else:
            type_pos = start
            if type_ is None:
                type_ = (
                    FloatType.get("f64", self.context)
                    if kind == lx.FLOAT
                    else IntegerType.get(64, 0, self.context)
                )
        if kind == lx.FLOAT:
            if not isinstance(type_, FloatType):
                raise self.error(
                    "floating point value not valid for specified type", start
                )
            return FloatAttr.get_bits(
                type_, self._float_bits(spelling, negative, type_), self.context
            )
        if isinstance(type_, FloatType):
            if not spelling.startswith("0x"):
                raise DiagnosticNote(
                    "unexpected decimal integer literal for a floating point value",
                    start,
                    [("add a trailing dot to make the literal a float", start)],
                )
            if negative:
                raise self.error(
                    "hexadecimal float literal should not have a leading minus", start
                )
            bits = int(spelling, 16)
            if bits.bit_length() > min(64, type_.width):
                raise self.error(
                    "hexadecimal float constant out of range for type", start
                )
            return FloatAttr.get_bits(type_, bits, self.context)
        if not isinstance(type_, (IntegerType, IndexType)):
            raise self.error("integer literal not valid for specified type", type_pos)
        value = integer_value(spelling)
        checked = integer_in_range(type_, value, negative)
        if checked is None:
            if negative and isinstance(type_, IntegerType) and type_.is_unsigned:
                raise self.error(
                    "negative integer literal not valid for unsigned integer type",
                    start,
                )
            raise self.error("integer constant out of range for attribute", start)
        attr = IntegerAttr.get(type_, checked, self.context)
        if typed and self.literal_log is not None and not self._symbol_depth:
            self.literal_log.append((start, attr))
        return attr

    def _float_bits(self, spelling: str, negative: bool, type_: FloatType) -> int:
        """The bits of a decimal float literal, rounded through f64 as MLIR 16 does."""
        return parse_literal(("-" if negative else "") + spelling, type_.semantics)

    # keyword attributes

    def _parse_bool_true(self, start: int) -> Attribute:
        return BoolAttr.get(True, self.context)

    def _parse_bool_false(self, start: int) -> Attribute:
        return BoolAttr.get(False, self.context)

    def _parse_unit(self, start: int) -> Attribute:
        return UnitAttr.get(self.context)

    def _parse_affine_map(self, start: int) -> Attribute:
        if not self.is_punct("<"):
            raise self.wrong_token("expected '<' in affine map")
        from .affine_parser import parse_affine_map  # only files with maps load it

        value, end = parse_affine_map(self.text, self.lexer.pos)
        self.lexer.reset(end)
        return AffineMapAttr.get(value, self.context)

    def _parse_affine_set(self, start: int) -> Attribute:
        if not self.is_punct("<"):
            raise self.wrong_token("expected '<' in integer set")
        from .affine_parser import parse_integer_set  # only files with sets load it

        value, end = parse_integer_set(self.text, self.lexer.pos)
        self.lexer.reset(end)
        return IntegerSetAttr.get(value, self.context)

    def _parse_dense_array(self, start: int) -> Attribute:
        self.expect("<", "expected '<' after 'array'")
        type_pos = self.position
        element = self.parse_type()
        if not isinstance(element, (IntegerType, FloatType)):
            raise self.error(
                "expected integer or float type, got: " + str(element), type_pos
            )
        values: list[Any] = []
        if self.consume_if(":"):
            values = self.parse_comma_separated(
                lambda: self._parse_dense_array_element(element)
            )
        self.expect(">", "expected '>' to close an array attribute")
        if isinstance(element, IntegerType) and element.width not in (1, 8, 16, 32, 64):
            raise self.error(
                "expected integer or float type, got: " + str(element), type_pos
            )
        return DenseArrayAttr.get(element, values, self.context)

    def _parse_dense_array_element(self, element: Type) -> Any:
        pos = self.position
        if (
            isinstance(element, IntegerType)
            and element.width == 1
            and self.kind == lx.BARE
        ):
            if self.consume_keyword_if("true"):
                return 1
            if self.consume_keyword_if("false"):
                return 0
        negative = self.consume_if("-")
        if self.kind not in (lx.INTEGER, lx.FLOAT):
            raise self.wrong_token("expected integer or float literal")
        spelling = self.spelling
        kind = self.kind
        token_pos = self.position
        self.consume()
        if isinstance(element, FloatType):
            if kind == lx.INTEGER and spelling.startswith("0x"):
                return int(spelling, 16)
            if kind == lx.INTEGER:
                raise DiagnosticNote(
                    "unexpected decimal integer literal for a floating point value",
                    token_pos,
                    [("add a trailing dot to make the literal a float", token_pos)],
                )
            return self._float_bits(spelling, negative, element)
        if kind == lx.FLOAT:
            raise self.error("expected integer literal", pos)
        value = integer_in_range(element, integer_value(spelling), negative)
        if value is None:
            # MLIR reports it at the token after the literal, in these words.
            raise self.error("integer constant out of range")
        return value

    def _parse_strided(self, start: int) -> Attribute:
        self.expect("<", "expected '<' after 'strided'")
        self.expect("[", "expected '['")
        strides = self.parse_comma_separated(self._parse_strided_value, "]")
        self.expect("]")
        offset: int | None = 0
        if self.consume_if(","):
            if not self.consume_keyword_if("offset"):
                raise self.wrong_token("expected 'offset' after comma")
            self.expect(":", "expected ':' after 'offset'")
            offset = self._parse_strided_value()
        self.expect(">", "expected '>'")
        return StridedLayoutAttr.get(offset, strides, self.context)

    def _parse_strided_value(self) -> int | None:
        if self.consume_if("?"):
            return None
        return self.parse_integer_literal()

    def _parse_inline_location(self, start: int) -> Attribute:
        self.expect("(", "expected '(' in inline location")
        location = self.parse_location_body()
        self.expect(")", "expected ')' in inline location")
        return location

    def _parse_dense(self, start: int) -> Attribute:
        return parse_dense_elements(self, start)

    def _parse_sparse(self, start: int) -> Attribute:
        return parse_sparse_elements(self, start)

    def _parse_dense_resource(self, start: int) -> Attribute:
        return parse_dense_resource(self, start)

    def parse_dialect_attribute(self) -> Attribute:
        """`#alias`, `#dialect.body` or `#dialect<body>`, with an optional `: type`."""
        lexer = self.lexer
        name = lexer.text[lexer.start + 1 : lexer.pos]
        start = lexer.start
        if "." not in name and not lexer.text.startswith("<", lexer.pos):
            return self._alias_use(self.attribute_aliases, name)
        dialect, body_start, end = self._dialect_symbol(name, start)
        registered = self.context.load_dialect(dialect)
        if registered is not None:
            lexer.reset(end)
            spelling = None
            if self.consume_if(":"):
                attr_type = self.parse_type()
            else:
                attr_type = None
                spelling = self._plain_symbol(start, end)
                if spelling is not None:
                    found = self._attribute_cache.get(spelling)
                    if found is not None:
                        return found
            after = lexer.prev_end
            value = self._parse_registered(
                lambda parser: registered.parse_attribute(parser, attr_type),
                end,
                start,
                dialect,
                after,
            )
            lexer.reset(after)
            if spelling is not None:
                cache = self._attribute_cache
                memo_store(cache, spelling, value)
            return value
        body = self._symbol_body(body_start, end)
        self._check_unregistered(
            dialect, body, "attribute", start + 1 + len(dialect) + 1
        )
        lexer.reset(end)
        type_ = self.parse_type() if self.consume_if(":") else None
        return OpaqueAttr.get(dialect, body, type_, self.context)

    def _plain_symbol(self, start: int, end: int) -> str | None:
        """The spelling `text[start:end]` of a registered dialect attribute
        without `: type` if its text alone decides it, else None.

        Outside other dialect symbols, without string literals (an
        identified struct's name means what the enclosing definitions make
        it) and without `loc` (a location alias may be defined later), on
        one short line, and with the nesting budget its deepest possible
        nesting would take."""
        if self._symbol_depth or end - start > lx.MEMO_LINE_LIMIT:
            return None
        if self.nesting_room < (end - start) * _MAX_COST:
            return None
        spelling = self.text[start:end]
        if '"' in spelling or "loc" in spelling or "\n" in spelling:
            return None
        return spelling

    # -- locations ---------------------------------------------------------------

    def parse_location_body(self) -> Location:
        """A location inside `loc(...)`."""
        self.enter_nesting(ATTRIBUTE_COST)
        try:
            return self._parse_location_body()
        finally:
            self.nesting_room += ATTRIBUTE_COST

    def _parse_location_body(self) -> Location:
        lexer = self.lexer
        kind = lexer.kind
        if kind == lx.HASH:
            return self.parse_location_alias()
        if kind == lx.STRING:
            text = unescape_string(lexer.spelling, lexer.start)
            lexer.next()
            if self.consume_if(":"):
                if self.kind != lx.INTEGER:
                    raise self.wrong_token(
                        "expected integer line number in FileLineColLoc"
                    )
                line = integer_value(self.spelling)
                self.consume()
                self.expect(":", "expected ':' in FileLineColLoc")
                if self.kind != lx.INTEGER:
                    raise self.wrong_token(
                        "expected integer column number in FileLineColLoc"
                    )
                column = integer_value(self.spelling)
                self.consume()
                return FileLineColLoc.get(text, line, column, self.context)
            child = None
            if self.consume_if("("):
                child = self.parse_location_body()
                self.expect(")", "expected ')' after child location of NameLoc")
            return NameLoc.get(text, child, self.context)
        if kind == lx.BARE:
            word = lexer.spelling
            if word == "unknown":
                lexer.next()
                return UnknownLoc.get(self.context)
            if word == "callsite":
                lexer.next()
                self.expect("(", "expected '(' in callsite location")
                callee = self.parse_location_body()
                if not self.consume_keyword_if("at"):
                    raise self.wrong_token("expected 'at' in callsite location")
                caller = self.parse_location_body()
                self.expect(")", "expected ')' in callsite location")
                return CallSiteLoc.get(callee, caller, self.context)
            if word == "fused":
                lexer.next()
                metadata = None
                if self.consume_if("<"):
                    metadata = self.parse_attribute()
                    self.expect(">", "expected '>' after fused location metadata")
                self.expect("[", "expected '[' in fused location")
                locations = self.parse_comma_separated(self.parse_location_body, "]")
                self.expect("]", "expected ']' in fused location")
                return FusedLoc.get(locations, metadata, self.context)
        raise self.wrong_token("expected location instance")

    def parse_location_alias(self) -> Location:
        """`#alias` naming a location defined earlier in the file (MLIR's
        parseLocationInstance; where a later definition may do, the
        operation parser reads the alias itself)."""
        lexer = self.lexer
        name = lexer.text[lexer.start + 1 : lexer.pos]
        start = lexer.start
        found = self.attribute_aliases.get(name)
        lexer.next()
        if found is None:
            raise self.wrong_token(f"undefined symbol alias id '{name}'")
        if not isinstance(found, Location):
            raise self.error("expected location, but found '" + found.text + "'", start)
        return found

    def parse_location(self) -> Location:
        """`loc(...)`."""
        if not self.consume_keyword_if("loc"):
            raise self.wrong_token("expected 'loc' keyword")
        self.expect("(", "expected '(' in location")
        location = self.parse_location_body()
        self.expect(")", "expected ')' in location")
        return location


def _spells_no_string(spelling: str) -> bool:
    """Whether `spelling` holds no string (so names no identified struct)."""
    return '"' not in spelling


def same_every_time(spelling: str) -> bool:
    """Whether the type spelled `spelling`, standing alone (no identified
    struct is being defined around it), is the same type each time it is
    parsed without error. Aliases cannot change; identified structs are
    given their bodies once, so that a spelling that defined its structs
    without error defines them alike again. Only a spelling that declares
    one `opaque` may fail later: that is accepted while the struct has no
    body, and a forward alias may name it before a later spelling sets one.
    """
    return '"' not in spelling or "opaque" not in spelling


def _starts_type_keyword(word: str) -> bool:
    if word in _COMPOSITE_TYPES or word in FloatType.NAMES or word in ("index", "none"):
        return True
    stripped = (
        word[2:]
        if word.startswith(("si", "ui"))
        else word[1:] if word.startswith("i") else ""
    )
    return stripped.isdigit()


def _valid_tensor_element(element: Type) -> bool:
    """MLIR's rule: numbers, complex, vectors, opaque and non-builtin dialect types."""
    if isinstance(
        element, (IntegerType, IndexType, FloatType, ComplexType, VectorType)
    ):
        return True
    return isinstance(element, OpaqueType) or element.dialect_namespace != "builtin"


def _valid_memref_element(element: Type) -> bool:
    """MLIR's rule: numbers, complex, vectors, memrefs, or types that opt in."""
    if isinstance(
        element,
        (
            IntegerType,
            IndexType,
            FloatType,
            ComplexType,
            VectorType,
            MemRefType,
            UnrankedMemRefType,
        ),
    ):
        return True
    return getattr(element, "is_memref_element", False)


_COMPOSITE_TYPES: dict[str, Callable[[AsmParser, int], Type]] = {
    "complex": AsmParser._parse_complex,
    "tuple": AsmParser._parse_tuple,
    "vector": AsmParser._parse_vector,
    "tensor": AsmParser._parse_tensor,
    "memref": AsmParser._parse_memref,
}

_KEYWORD_ATTRIBUTES: dict[str, Callable[[AsmParser, int], Attribute]] = {
    "true": AsmParser._parse_bool_true,
    "false": AsmParser._parse_bool_false,
    "unit": AsmParser._parse_unit,
    "affine_map": AsmParser._parse_affine_map,
    "affine_set": AsmParser._parse_affine_set,
    "array": AsmParser._parse_dense_array,
    "strided": AsmParser._parse_strided,
    "dense": AsmParser._parse_dense,
    "sparse": AsmParser._parse_sparse,
    "dense_resource": AsmParser._parse_dense_resource,
    "loc": AsmParser._parse_inline_location,
}
