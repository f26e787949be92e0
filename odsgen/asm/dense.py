"""Parsing of `dense<...>`, `sparse<...>` and `dense_resource<...>` as MLIR 16 does.

Each parse function is called after its keyword was consumed, with `start`,
the offset of the keyword; `type_` is the type the caller already knows, if
any (else the literal is followed by `: type`). Errors carry MLIR 16's
messages at MLIR 16's positions.
"""

from __future__ import annotations

import re
import weakref
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from ..ir.dense import (
    DenseIntOrFPElementsAttr,
    DenseResourceElementsAttr,
    DenseStringElementsAttr,
    ResourceBlob,
    ResourceHandle,
    SparseElementsAttr,
    is_numeric_element,
    resource_manager,
    scalar_width,
    shape_text,
)
from ..ir.floats import parse_literal
from ..ir.types import (
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    RankedTensorType,
    ShapedType,
    Type,
)
from . import lexer as lx
from .errors import ParseError
from .lexer import integer_in_range, unescape_string

# The parser these functions read with (parser.py's AsmParser, which imports
# this module to parse `dense<...>` and its kin, so it is not named here).
AsmParser = Any

if TYPE_CHECKING:
    from ..ir.attributes import Attribute

_HEX_DIGITS = re.compile(r"(?:[0-9a-fA-F]{2})*")
# A literal of decimal integers spelt as MLIR prints it, from its `<` to its
# `>`: a flat list (group 1: `1, -2, 3`) or one integer (group 2). Each
# integer ends where the lexer ends its token (`,`, `]`, `>` follow it), so
# the list reads as its tokens do (see `_plain_literal`).
_PLAIN_INTEGERS = re.compile(
    r"<(?:\[(-?[0-9]++(?:, -?[0-9]++)*+)\]|(-?[0-9]++))>", re.ASCII
)


# One scalar of a tensor literal: its sign, token kind, spelling and offset.
# (Made by call: the class form's field annotations are strings here, and
# NamedTuple would compile each, the process's first `compile` costing some
# 10 million instructions of start-up.)
_Token = NamedTuple(
    "_Token", [("negative", bool), ("kind", str), ("spelling", str), ("pos", int)]
)


class _Literal:
    """A parsed tensor literal: its shape (empty for a bare element) and scalars,
    or a string that may hold hex data."""

    __slots__ = ("shape", "tokens", "hex_token")

    def __init__(self) -> None:
        self.shape: tuple[int, ...] = ()
        self.tokens: list[_Token] = []
        self.hex_token: _Token | None = None


# -- entry points -------------------------------------------------------------------


def parse_dense_elements(
    parser: AsmParser, start: int, type_: Type | None = None
) -> Attribute:
    """`dense<literal> : type` (after the keyword `dense`)."""
    lexer = parser.lexer
    plain = _PLAIN_INTEGERS.match(lexer.text, lexer.start)
    if plain is not None:
        literal = _plain_literal(plain)
        lexer.reset(plain.end())
    else:
        parser.expect("<", "expected '<' after 'dense'")
        literal = _Literal()
        if not parser.consume_if(">"):
            literal = _parse_literal(parser, allow_hex=True)
            parser.expect(">", "expected '>'")
    loc = start if type_ is not None else parser.position
    shaped = _parse_literal_type(parser, type_)
    return _build(parser, literal, loc, shaped)


def parse_sparse_elements(
    parser: AsmParser, start: int, type_: Type | None = None
) -> Attribute:
    """`sparse<indices, values> : type` or `sparse<> : type` (after `sparse`)."""
    parser.expect("<", "Expected '<' after 'sparse'")
    context = parser.context
    if parser.consume_if(">"):
        shaped = _parse_literal_type(parser, type_)
        return SparseElementsAttr.get_empty(shaped, context)
    indices_loc = parser.position
    indices = _parse_literal(parser, allow_hex=False)
    parser.expect(",", "expected ','")
    values_loc = parser.position
    values = _parse_literal(parser, allow_hex=True)
    parser.expect(">", "expected '>'")
    shaped = _parse_literal_type(parser, type_)
    i64 = IntegerType.get(64, context=context)
    indices_shape = indices.shape or (1, len(shaped.shape))
    indices_type = RankedTensorType.get(indices_shape, i64, context=context)
    indices_attr = _build(parser, indices, indices_loc, indices_type)
    values_shape = values.shape or indices_shape[:1]
    element = shaped.element_type
    values_type = RankedTensorType.get(values_shape, element, context=context)
    values_attr = _build(parser, values, values_loc, values_type)
    return _checked(
        parser,
        start,
        SparseElementsAttr.get,
        shaped,
        indices_attr,
        values_attr,
        context,
    )


def parse_dense_resource(
    parser: AsmParser, start: int, type_: Type | None = None
) -> Attribute:
    """`dense_resource<key> : type` (after `dense_resource`)."""
    parser.expect("<", "expected '<' after 'dense_resource'")
    if parser.kind != lx.BARE:
        raise _error_here(parser, "expected identifier key for 'resource' entry")
    handle = resource_handle(parser, parser.spelling)
    parser.consume()
    parser.expect(">", "expected '>'")
    type_loc = start
    if type_ is None:
        type_loc = parser.position
        parser.expect(":", "expected ':'")
        type_ = parser.parse_type()
    if not isinstance(type_, ShapedType):
        raise parser.error("`dense_resource` expected a shaped type", type_loc)
    return DenseResourceElementsAttr.get(type_, handle, parser.context)


# -- resources ------------------------------------------------------------------------

_PARSED_HANDLES: weakref.WeakKeyDictionary[Any, dict[str, ResourceHandle]] = (
    weakref.WeakKeyDictionary()
)


def resource_handle(parser: AsmParser, key: str) -> ResourceHandle:
    """The builtin resource `key` names in this parse (declared on first use).

    A key already used by an earlier parse in the same context gets a new
    unique name (`key_1`, ...), as MLIR's blob manager renames it.
    """
    handles = _PARSED_HANDLES.get(parser)
    if handles is None:
        handles = _PARSED_HANDLES.setdefault(parser, {})
    handle = handles.get(key)
    if handle is None:
        handle = handles[key] = resource_manager(parser.context).insert(key)
    return handle


def parse_resource_blob(parser: AsmParser, key: str) -> None:
    """The value of `key` in the file metadata's `dialect_resources: {builtin: {...}}`.

    The value is a hex string holding the alignment (4 bytes, little-endian)
    and then the data; it becomes the blob of the resource `key`.
    """
    pos = parser.position
    data = _hex_bytes(parser.spelling) if parser.kind == lx.STRING else None
    if data is None:
        raise parser.error(f"expected hex string blob for key '{key}'", pos)
    if len(data) < 4:
        raise parser.error(
            f"expected hex string blob for key '{key}' to encode alignment in"
            " first 4 bytes",
            pos,
        )
    alignment = int.from_bytes(data[:4], "little")
    if alignment & (alignment - 1):
        raise parser.error(
            f"expected hex string blob for key '{key}' to encode alignment in"
            f" first 4 bytes, but got non-power-of-2 value: {alignment}",
            pos,
        )
    parser.consume()
    resource_handle(parser, key).blob = ResourceBlob(data[4:], alignment)


# -- tensor literals ------------------------------------------------------------------


def _parse_literal(parser: AsmParser, allow_hex: bool) -> _Literal:
    """A hex string (if allowed), a nested list of elements, or one element."""
    literal = _Literal()
    if allow_hex and parser.kind == lx.STRING:
        literal.hex_token = _take(parser, False)
    elif parser.is_punct("["):
        literal.shape = _parse_list(parser, literal.tokens)
    else:
        _parse_element(parser, literal.tokens)
    return literal


def _plain_literal(plain: re.Match[str]) -> _Literal:
    """The literal `_parse_literal` makes of the integers `plain` (a match
    of `_PLAIN_INTEGERS`) found, without lexing them one by one."""
    literal = _Literal()
    elements, element = plain.groups()
    if element is None:
        at = plain.start(1)
        spellings = elements.split(", ")
        literal.shape = (len(spellings),)
    else:
        at = plain.start(2)
        spellings = [element]
    tokens = literal.tokens
    for spelling in spellings:
        # `-` is a token of its own: the integer's starts after it.
        sign = 1 if spelling.startswith("-") else 0
        tokens.append(_Token(bool(sign), lx.INTEGER, spelling[sign:], at + sign))
        at += len(spelling) + 2
    return literal


def _error_here(parser: AsmParser, message: str) -> ParseError:
    """An error at the current token; at the end of the file, on its last character."""
    pos = parser.position
    if parser.kind == lx.EOF and pos:
        pos -= 1
    return parser.error(message, pos)


def _take(parser: AsmParser, negative: bool) -> _Token:
    lexer = parser.lexer
    token = _Token(negative, lexer.kind, lexer.spelling, lexer.start)
    lexer.next()
    return token


def _parse_element(parser: AsmParser, tokens: list[_Token]) -> None:
    """A number, `true`/`false`, a string, `-number` or a complex `(a, b)`."""
    kind = parser.kind
    if kind in (lx.INTEGER, lx.FLOAT, lx.STRING) or (
        parser.is_keyword("true") or parser.is_keyword("false")
    ):
        tokens.append(_take(parser, False))
    elif parser.consume_if("-"):
        if parser.kind not in (lx.INTEGER, lx.FLOAT):
            raise _error_here(parser, "expected integer or floating point literal")
        tokens.append(_take(parser, True))
    elif parser.consume_if("("):
        _parse_element(parser, tokens)
        parser.expect(",", "expected ',' between complex elements")
        _parse_element(parser, tokens)
        parser.expect(")", "expected ')' after complex elements")
    else:
        raise _error_here(parser, "expected element literal of primitive type")


def _parse_list(parser: AsmParser, tokens: list[_Token]) -> tuple[int, ...]:
    """`[...]` of lists or elements; returns the shape it spells."""
    parser.expect("[")
    if parser.consume_if("]"):
        return (0,)
    size = 0
    inner: tuple[int, ...] | None = None
    while True:
        if parser.is_punct("["):
            dims = _parse_list(parser, tokens)
        else:
            _parse_element(parser, tokens)
            dims = ()
        size += 1
        if inner is None:
            inner = dims
        elif dims != inner:
            raise _error_here(
                parser,
                "tensor literal is invalid; ranks are not consistent between elements",
            )
        if not parser.consume_if(","):
            break
    parser.expect("]", "expected ']'")
    return (size, *inner)


def _parse_literal_type(parser: AsmParser, type_: Type | None) -> ShapedType:
    """`: type` unless known; it must be statically shaped."""
    if type_ is None:
        parser.expect(":", "expected ':'")
        type_ = parser.parse_type()
    if not isinstance(type_, ShapedType):
        raise _error_here(parser, "elements literal must be a shaped type")
    if not type_.has_static_shape:
        raise _error_here(parser, "elements literal type must have static shape")
    return type_


# -- building -------------------------------------------------------------------------


def _build(parser: AsmParser, literal: _Literal, loc: int, type_: ShapedType) -> Any:
    """The dense attribute of `literal` with `type_`; shape errors are placed at `loc`."""
    element = type_.element_type
    if literal.hex_token is not None and is_numeric_element(element):
        return _hex_attr(parser, literal.hex_token, loc, type_)
    if literal.shape and literal.shape != tuple(type_.shape):
        raise parser.error(
            f"inferred shape of elements literal ([{shape_text(literal.shape)}]) does not"
            f" match type ([{shape_text(type_.shape)}])",
            loc,
        )
    if literal.hex_token is None and not literal.tokens and type_.num_elements:
        raise parser.error(
            f"parsed zero elements, but type ('{type_}') expected at least 1", loc
        )
    scalar = element.element_type if isinstance(element, ComplexType) else element
    if isinstance(scalar, (IntegerType, IndexType)):
        patterns = [_int_bits(parser, scalar, token) for token in literal.tokens]
    elif isinstance(scalar, FloatType):
        patterns = [_float_bits(parser, scalar, token) for token in literal.tokens]
    else:
        tokens = [literal.hex_token] if literal.hex_token else literal.tokens
        strings = [_string_value(token) for token in tokens]
        return _checked(
            parser, loc, DenseStringElementsAttr.get, type_, strings, parser.context
        )
    return _checked(
        parser,
        loc,
        DenseIntOrFPElementsAttr.from_bit_patterns,
        type_,
        patterns,
        parser.context,
    )


def _checked(parser: AsmParser, loc: int, build: Callable[..., Any], *args: Any) -> Any:
    """`build(*args)`, its ValueError turned into a parse error at `loc`."""
    try:
        return build(*args)
    except ValueError as error:
        raise parser.error(str(error), loc) from None


def _hex_attr(parser: AsmParser, token: _Token, loc: int, type_: ShapedType) -> Any:
    data = _hex_bytes(token.spelling)
    if data is None:
        raise parser.error(
            "expected string containing hex digits starting with `0x`", token.pos
        )
    return _checked(
        parser, loc, DenseIntOrFPElementsAttr.from_raw, type_, data, parser.context
    )


def _hex_bytes(spelling: str) -> bytes | None:
    """The bytes of a `"0x..."` string token (raw text, no escapes), if well formed."""
    body = spelling[1:-1]
    if not body.startswith("0x") or not _HEX_DIGITS.fullmatch(body, 2):
        return None
    return bytes.fromhex(body[2:])


def _int_bits(parser: AsmParser, type_: Type, token: _Token) -> int:
    """The bit pattern of an integer element."""
    negative, kind, spelling, pos = token
    if negative and isinstance(type_, IntegerType) and type_.is_unsigned:
        raise parser.error(
            "expected unsigned integer elements, but parsed negative value", pos
        )
    if kind == lx.FLOAT:
        raise parser.error("expected integer elements, but parsed floating-point", pos)
    if kind == lx.BARE:
        if not (isinstance(type_, IntegerType) and type_.width == 1):
            raise parser.error("expected i1 type for 'true' or 'false' values", pos)
        return int(spelling == "true")
    value = None
    if kind == lx.INTEGER:
        literal = int(spelling, 16 if spelling.startswith("0x") else 10)
        value = integer_in_range(type_, literal, negative)
    if value is None:
        raise parser.error("integer constant out of range for type", pos)
    return value & ((1 << scalar_width(type_)) - 1)


def _float_bits(parser: AsmParser, type_: FloatType, token: _Token) -> int:
    """The bit pattern of a float element: a float literal or hex bits."""
    negative, kind, spelling, pos = token
    if kind == lx.INTEGER and spelling.startswith("0x"):
        if negative:
            raise parser.error(
                "hexadecimal float literal should not have a leading minus", pos
            )
        bits = int(spelling, 16)
        if bits.bit_length() > min(64, type_.width):
            raise parser.error("hexadecimal float constant out of range for type", pos)
        return bits
    if kind != lx.FLOAT:
        raise _error_here(
            parser, "expected floating-point elements, but parsed integer"
        )
    return parse_literal(("-" if negative else "") + spelling, type_.semantics)


def _string_value(token: _Token) -> str:
    """A string element; MLIR takes any other token's text without its ends."""
    if token.kind == lx.STRING:
        return unescape_string(token.spelling, token.pos)
    return token.spelling[1:-1]
