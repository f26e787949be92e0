"""Small helpers that parse and print methods compiled from assembly formats call.

The generated methods are straight-line code over the parser and printer
API; the pieces of MLIR's `OpAsmParser`/`AsmParser` and `OpAsmPrinter`
behaviour that would otherwise be repeated in every op (checked attribute
and type kinds, the "stripped" form of dialect types and attributes, enum
keywords, implicit terminators, groups of operands) live here.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

from ..ir.attributes import (
    ArrayAttr,
    Attribute,
    DenseArrayAttr,
    StringAttr,
    SymbolRefAttr,
)
from ..ir.operation import Block, Region, Value
from ..ir.traits import IsTerminator
from ..ir.types import IntegerType, Type
from . import lexer as lx
from .errors import ParseError

# How a diagnostic shows a missing type (MLIR streams a null Type so).
NULL_TYPE = "<<NULL TYPE>>"


def quoted_type(value: Type | None) -> str:
    """A type as MLIR streams it into a diagnostic: in full, between single
    quotes (a missing one too)."""
    return f"'{NULL_TYPE if value is None else value}'"


T = TypeVar("T", bound=Type)
A = TypeVar("A", bound=Attribute)
S = TypeVar("S", bound=Type | Attribute)

# -- parsing ---------------------------------------------------------------------------


class ParsedAttributes(dict):
    """The attributes of an op being parsed (MLIR's NamedAttrList).

    A name set twice (by the format and by its attribute dictionary) is
    remembered: MLIR's parser refuses the op once its `parse` succeeded.
    """

    # The names given twice; the slot stays unset (no `__init__`: one is made
    # per parsed op) until a name repeats.
    __slots__ = ("duplicates",)
    duplicates: set[str]

    def __setitem__(self, name: str, value: Attribute) -> None:
        if name in self:
            self._duplicates().add(name)
        super().__setitem__(name, value)

    def _duplicates(self) -> set[str]:
        try:
            return self.duplicates
        except AttributeError:
            self.duplicates = set()
            return self.duplicates

    def update(self, items: Any = (), **more: Attribute) -> None:  # type: ignore[override]
        pairs = items.items() if isinstance(items, Mapping) else items
        for name, value in [*pairs, *more.items()]:
            self[name] = value

    def checked(self, parser: Any) -> ParsedAttributes:
        """These attributes, or MLIR's error for the first name (in order) given twice."""
        duplicates = getattr(self, "duplicates", None)
        if duplicates:
            name = min(duplicates, key=lambda n: n.encode())
            raise parser.emit_error(
                f"attribute '{name}' occurs more than once in the attribute list",
                parser.name_position,
            )
        return self


def expect_keyword(parser: Any, word: str) -> None:
    """Consume the keyword `word`, or fail with `expected 'word'` at the current token."""
    if not parser.consume_keyword_if(word):
        raise parser.emit_error(f"expected '{word}'")


def parse_type_of(parser: Any, cls: type[T]) -> T:
    """A type that must be an instance of `cls` (a builtin type class)."""
    pos = parser.position
    value = parser.parse_type()
    if not isinstance(value, cls):
        raise parser.emit_error("invalid kind of type specified", pos)
    return value


def parse_stripped_type(parser: Any, cls: type[T]) -> T:
    """A type of the dialect class `cls`: `!dialect.mnemonic<...>`, or only its body.

    MLIR's `parseCustomTypeWithFallback`: the body (what follows the
    mnemonic) is what a format usually spells.
    """
    return _parse_stripped(parser, cls, lx.BANG, parser.parse_type, "type")


def parse_attribute_of(parser: Any, cls: type[A], type_: Type | None = None) -> A:
    """An attribute that must be an instance of `cls` (a builtin attribute class)."""
    pos = parser.position
    value = parser.parse_attribute(type_)
    if not isinstance(value, cls):
        raise parser.emit_error("invalid kind of attribute specified", pos)
    return value


def parse_stripped_attribute(parser: Any, cls: type[A], type_: Type | None = None) -> A:
    """An attribute of the dialect class `cls`: `#dialect.mnemonic<...>`, or only its body."""
    return _parse_stripped(
        parser, cls, lx.HASH, lambda: parser.parse_attribute(type_), "attribute"
    )


def _parse_stripped(
    parser: Any, cls: type[S], sigil: Any, parse_full: Callable[[], Any], noun: str
) -> S:
    """`cls` in full (after `sigil`, read by `parse_full`) or only its body."""
    pos = parser.position
    if parser.kind == sigil:
        value = parse_full()
    else:
        try:
            value = cls.parse_body(parser)
        except ValueError as error:
            raise parser.emit_error(str(error), pos) from None
    if not isinstance(value, cls):
        raise parser.emit_error(f"invalid kind of {noun} specified", pos)
    return value


def parse_optional_attribute_of(
    parser: Any, cls: type[A], type_: Type | None = None
) -> A | None:
    """An attribute of class `cls` if one starts here, else None.

    As MLIR's `parseOptionalAttribute` overloads, a string, array or symbol
    reference attribute is only tried at a string, `[` or `@` token.
    """
    kind = parser.kind
    if cls is StringAttr and kind != lx.STRING:
        return None
    if cls is ArrayAttr and not parser.is_punct("["):
        return None
    if cls is SymbolRefAttr and kind != lx.AT:
        return None
    pos = parser.position
    value = parser.parse_optional_attribute(type_)
    if value is not None and not isinstance(value, cls):
        raise parser.emit_error("invalid kind of attribute specified", pos)
    return value


def parse_sized_integer(parser: Any, width: int) -> int:
    """A signed integer of `width` bits, as MLIR's `AsmParser::parseInteger`.

    MLIR reads the literal into an APInt of 4 bits per digit (leading zeros
    dropped; 64 bits for zero), one more if its top bit is set, negates it
    there, and keeps it if sign-extending or truncating it to `width` bits
    and back gives the same bits (so some long negative literals are "too
    large" even when they fit).
    """
    start = parser.position
    if parser.kind != lx.INTEGER and not parser.is_punct("-"):
        raise parser.emit_error("expected integer value", start)
    negative = parser.consume_if("-")
    if parser.kind != lx.INTEGER:
        raise parser.wrong_token("expected integer value")
    spelling = parser.spelling
    parser.consume()
    is_hex = len(spelling) > 1 and spelling[1] == "x"
    digits = (spelling[2:] if is_hex else spelling).lstrip("0")
    value = int(digits, 16 if is_hex else 10) if digits else 0
    bits = max(4 * len(digits), 1) if digits else 64
    if value >> (bits - 1) & 1:
        bits += 1
    if negative:
        value = -value & ((1 << bits) - 1)
    if bits >= width:
        low = value & ((1 << width) - 1)
    elif value >> (bits - 1) & 1:
        low = value | (((1 << width) - 1) ^ ((1 << bits) - 1))
    else:
        low = value
    result = low - (1 << width) if low >> (width - 1) & 1 else low
    back = result & ((1 << 64) - 1)
    if bits < 64:
        back &= (1 << bits) - 1
    if back != value:
        raise parser.emit_error("integer value too large", start)
    return result


def parse_dense_array(parser: Any, element_type: IntegerType) -> DenseArrayAttr:
    """`[1, 2]`: a typed dense array of integers in a format (MLIR's
    `DenseI64ArrayAttr::parse`), or a full attribute after `#`."""
    pos = parser.position
    if parser.kind == lx.HASH:
        value = parser.parse_attribute()
        if not (
            isinstance(value, DenseArrayAttr) and value.element_type is element_type
        ):
            raise parser.emit_error("invalid kind of attribute specified", pos)
        return value
    parser.expect("[")
    values: list[int] = []
    if not parser.consume_if("]"):
        width = element_type.width
        values = parser.parse_comma_separated(
            lambda: parse_sized_integer(parser, width)
        )
        parser.expect("]")
    return DenseArrayAttr.get(element_type, values)


def parse_enum_text(parser: Any, keywords: Sequence[str]) -> str | None:
    """The spelling of an enum case: one of `keywords` bare, or any string attribute.

    None if neither is there. (`""` counts as absent, as in MLIR.)
    """
    word = parser.parse_optional_keyword(*keywords)
    if word is not None:
        return word
    if parser.kind != lx.STRING:
        return None
    pos = parser.position
    value = parser.parse_attribute()
    if not isinstance(value, StringAttr):
        raise parser.emit_error("invalid kind of attribute specified", pos)
    return value.value or None


def parse_operand_groups(parser: Any) -> list[list[Any]]:
    """`(%a, %b), (), (%c)`: the operands of a VariadicOfVariadic group (maybe none)."""
    groups = []
    while parser.consume_if("("):
        groups.append(parser.parse_operand_list())
        parser.expect(")")
        if not parser.consume_if(","):
            break
    return groups


def parse_type_groups(parser: Any) -> list[Type]:
    """`(i32, i64), (), (f32)`: the types of a VariadicOfVariadic group, flattened."""
    types: list[Type] = []
    while parser.consume_if("("):
        if not parser.consume_if(")"):
            types.extend(parser.parse_type_list())
            parser.expect(")")
        if not parser.consume_if(","):
            break
    return types


def parse_region_list(parser: Any, isolated: bool = False) -> list[Region]:
    """Zero or more regions separated by commas (a variadic region group)."""
    regions: list[Region] = []
    region = Region()
    if not parser.parse_optional_region(region, isolated=isolated):
        return regions
    regions.append(region)
    while parser.consume_if(","):
        region = Region()
        parser.parse_region(region, isolated=isolated)
        regions.append(region)
    return regions


def parse_successor_list(parser: Any) -> list[Block]:
    """Zero or more successors separated by commas."""
    successors: list[Block] = []
    successor = parser.parse_optional_successor()
    if successor is None:
        return successors
    successors.append(successor)
    while parser.consume_if(","):
        successors.append(parser.parse_successor())
    return successors


def ensure_block(region: Region) -> None:
    """Give an empty region its block (ops with the SingleBlock trait)."""
    if not region.blocks:
        region.append(Block())


def ensure_terminator(region: Region, terminator: Any, location: Any) -> None:
    """Append the implicit terminator `terminator` (an op class) where it is missing.

    MLIR's `SingleBlockImplicitTerminator<...>::ensureTerminator`.
    """
    if not region.blocks:
        region.append(Block())
    block = region.blocks[-1]
    last = block.last_op
    if last is not None and IsTerminator in last.TRAITS:
        return
    block.append(terminator.create(location=location))


def first_type(parser: Any, types: Sequence[Type], pos: int) -> Type:
    """The first of `types` (a `functional-type` part that stands for one value)."""
    if not types:
        raise parser.emit_error("expected a type in the functional type", pos)
    return types[0]


def parse_bool(parser: Any) -> bool:
    """A `bool` parameter: MLIR's `FieldParser` reads it as a one-byte integer,
    so `true`, `false`, `0` or `1` (errors at the token)."""
    pos = parser.position
    if parser.consume_keyword_if("true"):
        return True
    negative = parser.is_punct("-")
    value = parse_integer_field(parser)
    if value not in (0, 1) or (negative and value):
        raise parser.emit_error("integer value too large", pos)
    return bool(value)


# The C++ integer types of parameters: bits and signedness.
_CPP_INTEGERS = {
    "int8_t": (8, True),
    "uint8_t": (8, False),
    "int16_t": (16, True),
    "uint16_t": (16, False),
    "int": (32, True),
    "int32_t": (32, True),
    "unsigned": (32, False),
    "uint32_t": (32, False),
    "int64_t": (64, True),
    "uint64_t": (64, False),
}


def parse_integer_field(parser: Any, cpp_type: str | None = None) -> int:
    """An `int` parameter (MLIR's `AsmParser::parseInteger`): an integer, or
    `true` (-1) / `false` (0); errors at the token. With a C++ integer
    `cpp_type`, the value is converted to it as MLIR does (`-1` is
    4294967295 for `unsigned`) and one that does not fit is an error."""
    pos = parser.position
    if parser.consume_keyword_if("true"):
        value, width = -1, 1
    elif parser.consume_keyword_if("false"):
        value, width = 0, 1
    else:
        negative = parser.is_punct("-")
        if negative:
            parser.consume()
        if parser.kind != lx.INTEGER:
            raise parser.emit_error("expected integer value", pos)
        width = _literal_width(parser.spelling)
        value = parser.parse_integer_literal()
        value = -value if negative else value
    fit = _CPP_INTEGERS.get(cpp_type) if cpp_type else None
    if fit is None:
        return value
    converted = _convert_integer(value, width, *fit)
    if converted is None:
        raise parser.emit_error("integer value too large", pos)
    return converted


def _literal_width(spelling: str) -> int:
    """The bit width of the APInt MLIR reads an integer literal into: four
    bits a digit without leading zeros (64 for zero), one more if the top one
    is set (so that the value stays non-negative)."""
    digits = spelling[2:] if spelling[:2] == "0x" else spelling
    digits = digits.lstrip("0")
    if not digits:
        return 64
    width = 4 * len(digits)
    value = int(digits, 16 if spelling[:2] == "0x" else 10)
    return width + 1 if value >> (width - 1) else width


def _convert_integer(value: int, width: int, bits: int, signed: bool) -> int | None:
    """MLIR's `parseOptionalInteger<IntT>`: `value`, held in a `width`-bit
    APInt, sign-extended or truncated to the C++ type, or None if it does not
    come back to the same APInt."""
    held = value % (1 << width)
    if width >= bits:
        truncated = held % (1 << bits)
    else:
        sign = held >> (width - 1)
        truncated = (held - (sign << width)) % (1 << bits)
    result = truncated
    if signed and truncated >> (bits - 1):
        result = truncated - (1 << bits)
    back = result % (1 << 64)
    if width < 64:
        back %= 1 << width
    return result if back == held else None


class followed_by:
    """`with followed_by(parser, message[, pos]):` a parse error escaping the
    block is followed by the error `message` at `pos` (default: the token
    where the failure left the parser), as MLIR code that emits an error of
    its own when a parse it called failed.
    """

    __slots__ = ("parser", "pos", "message")

    def __init__(self, parser: Any, message: str, pos: int | None = None) -> None:
        self.parser = parser
        self.message = message
        self.pos = pos

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: Any, error: Any, traceback: Any) -> bool:
        if isinstance(error, ParseError):
            follower = self.parser.emit_error(self.text(), self.pos)
            error.follow(follower.message, follower.pos)
        return False

    def text(self) -> str:
        return self.message


class parsing_parameter(followed_by):
    """`with parsing_parameter(parser, "CConvAttr", "CallingConv", "CConv"):`
    around the parse of one parameter of a declarative type or attribute format.

    A parse error escaping it is followed by MLIR's second error, "failed to
    parse <def> parameter '<name>' which is to be a `<C++ type>`", at the
    token where the failure left the parser (mlir-tblgen's `variableParser`).
    """

    __slots__ = ("owner", "name", "cpp_type")

    def __init__(self, parser: Any, owner: str, name: str, cpp_type: str) -> None:
        self.parser = parser
        self.pos = None
        self.owner = owner
        self.name = name
        self.cpp_type = cpp_type

    def text(self) -> str:
        return (
            f"failed to parse {self.owner} parameter '{self.name}'"
            f" which is to be a `{self.cpp_type}`"
        )


def parse_struct_key(parser: Any) -> str:
    """The name before `=` in a `struct(...)` format.

    As MLIR's struct parser: "expected valid keyword" at the token, then
    "expected a parameter name in struct".
    """
    if parser.kind != lx.BARE:
        with followed_by(parser, "expected a parameter name in struct"):
            raise parser.emit_error("expected valid keyword")
    return parser.parse_keyword()


def parse_string_field(parser: Any) -> str:
    """A `str` parameter (MLIR's `AsmParser::parseString`): "expected string"
    at the token."""
    if parser.kind != lx.STRING:
        raise parser.emit_error("expected string")
    return parser.parse_string()


def parse_enum_keyword(
    parser: Any, enum: Any, separator: str | None = None, name: str | None = None
) -> Any:
    """A case of `enum` as a keyword: ODS's `EnumParameter` parser.

    With `separator` (a bit enum), one or more keywords joined by it, or'ed
    together. An unknown case is reported at the first keyword, naming the
    enum as `name` (MLIR's C++ name; default the Python class name).
    """
    pos = parser.position
    value = None
    while True:
        if parser.kind != lx.BARE:  # AsmParser::parseKeyword: at the token
            raise parser.emit_error("expected valid keyword")
        case = enum.symbolize(parser.parse_keyword())
        if case is None:
            cases = ", ".join(enum.case_spellings())
            raise parser.emit_error(
                f"expected {name or enum.__name__} to be one of: {cases}", pos
            )
        value = case if value is None else value | case
        if separator is None or not parser.consume_if(separator):
            return value


def parse_enum_field(parser: Any, enum: Any, summary: str) -> Any:
    """A case of `enum` as a keyword or a string (a plain enum parameter).

    MLIR's generated `FieldParser` for an enum.
    """
    pos = parser.position
    if parser.kind == lx.STRING:
        word = parser.parse_string()
    else:
        word = parser.parse_optional_keyword()
    if word is None:
        raise parser.emit_error(f"expected keyword for {summary}", pos)
    case = enum.symbolize(word)
    if case is None:
        raise parser.emit_error(f"invalid {summary} specification: {word}", pos)
    return case


# -- printing --------------------------------------------------------------------------


def print_stripped(printer: Any, value: Any) -> None:
    """A dialect type or attribute without its `!dialect.mnemonic` (an alias if it has one).

    MLIR's `printStrippedAttrOrType`.
    """
    aliases = getattr(printer, "aliases", None)
    if aliases is not None and aliases.active:
        info = aliases._infos.get(value)
        if info is not None:
            printer.write(("!" if isinstance(value, Type) else "#") + info.text)
            return
    value.print_body(printer)


def print_dense_array(printer: Any, value: DenseArrayAttr) -> None:
    """`[1, 2]`: a typed dense array of integers in a format."""
    printer.write("[" + ", ".join(str(v) for v in value.values) + "]")


def print_region_with_implicit_terminator(printer: Any, region: Region) -> None:
    """A region whose terminator is printed only when it carries something."""
    print_terminator = True
    if region.blocks:
        last = region.blocks[0].last_op
        if last is not None and IsTerminator in last.TRAITS:
            print_terminator = bool(
                last.attributes.items or last._operands or last.results
            )
    printer.print_region(region, True, print_terminator)


def print_regions(
    printer: Any, regions: Iterable[Region], implicit_terminator: bool = False
) -> None:
    """Regions separated by `, `."""
    first = True
    for region in regions:
        if not first:
            printer.write(", ")
        first = False
        if implicit_terminator:
            print_region_with_implicit_terminator(printer, region)
        else:
            printer.print_region(region)


def print_successors(printer: Any, successors: Iterable[Block]) -> None:
    """Successors separated by `, `."""
    first = True
    for successor in successors:
        if not first:
            printer.write(", ")
        first = False
        printer.print_successor(successor)


def print_operand_groups(printer: Any, groups: Iterable[Sequence[Value]]) -> None:
    """`(%a, %b), (), (%c)`."""
    first = True
    for group in groups:
        printer.write("(" if first else ", (")
        first = False
        printer.print_operands(group)
        printer.write(")")


def print_type_groups(printer: Any, groups: Iterable[Sequence[Value]]) -> None:
    """`(i32, i64), (), (f32)`: the types of operand groups."""
    first = True
    for group in groups:
        printer.write("(" if first else ", (")
        first = False
        printer.print_types(value.type for value in group)
        printer.write(")")
