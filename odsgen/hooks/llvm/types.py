"""Hand-written behaviour of the LLVM dialect's types (MLIR 16).

The generated type classes of `types.py` derive from the `<Type>Hooks` mixins
below; `LlvmDialectHooks` is mixed into the dialect class. Together they give

- the textual syntax of MLIR 16 (`LLVMTypeSyntax.cpp` and the types' ODS
  formats): one dispatcher for every `!llvm.` type, nested LLVM types written
  and read without their `!llvm.` prefix, MLIR's diagnostics at MLIR's
  positions;
- identified structs: uniqued by name in the context (under its lock), body
  set once under a lock, printed in full except for references to a struct
  being printed around them;
- the compatibility helpers of `LLVMTypes.h` (`is_compatible_type`, the
  vector helpers, ...), as functions of this module.

Quirks of MLIR 16 reproduced on purpose: a scalable vector prints two blanks
before its element type (`!llvm.vec<? x 4 x  i32>`); text left inside a
dialect type's brackets after a complete type is ignored (`!llvm.token<i32>`
is `!llvm.token`); unsigned parameters wrap negative literals
(`!llvm.ptr<-1>` is address space 4294967295); an identified struct without a
body prints as `opaque`.
"""

from __future__ import annotations

import _thread
import re
import weakref
from typing import Any, Callable, Sequence

from odsgen.asm import lexer as lx
from odsgen.asm.format_support import parsing_parameter, quoted_type
from odsgen.asm.parser import LLVM_TYPE_COST
from odsgen.ir.context import Context
from odsgen.ir.printing import PlainWriter
from odsgen.ir.types import IntegerType, Type, _unique

from .dialect_attr_hooks import LlvmDialectAttrHooks
from .layout_hooks import ArrayLayoutHooks, PointerLayoutHooks, StructLayoutHooks
from .registry import hooks
from .type_library import (
    implements_pointer_element_interface,
    is_compatible_floating_point_type,
    is_compatible_outer_type,
    is_compatible_with_memo,
    is_llvm_type,
    is_signless_int_or_float,
    is_stable_type,
    isa,
    kept_text,
    named_classes,
)

_UINT32 = (1 << 32) - 1
_INT64_MAX = (1 << 63) - 1


# -- thread-local state: the identified structs being printed or parsed -------------

_local = _thread._local()  # `threading.local`, without `threading`


def _struct_stack(kind: str) -> list[str]:
    """Names of the identified structs being printed (`kind="print"`) or parsed.

    MLIR keeps these per thread; a reference to one of them is written as
    its bare name (`struct<"A">`).
    """
    stack = getattr(_local, kind, None)
    if stack is None:
        stack = []
        setattr(_local, kind, stack)
    return stack


# -- printing -------------------------------------------------------------------------


def _keyword(value: Any) -> str:
    """What follows `!llvm.`."""
    return value.MNEMONIC


# How many struct bodies have been set (printers' compatibility answers
# taken before a body was set are dropped).
_BODIES_SET = [0]


class _CompatibilityMemo:
    """Keeps `is_compatible_type` answers while one type prints (no body
    changes meanwhile), so that big struct graphs are walked once."""

    __slots__ = ("owner", "kept")

    def __init__(self, kept: dict[Any, bool] | None = None) -> None:
        # `kept`: answers that outlive this print (the printer's), if any.
        self.kept = kept

    def __enter__(self) -> dict[Any, bool]:
        memo = _local.__dict__.get("compatible")
        self.owner = memo is None
        if self.owner:
            memo = _local.compatible = {} if self.kept is None else self.kept
        return memo

    def __exit__(self, *exc: object) -> None:
        if self.owner:
            _local.compatible = None


def print_nested_type(out: Any, value: Any) -> None:
    """Print a type inside an LLVM type's brackets (MLIR's `dispatchPrint`).

    An LLVM dialect type compatible with LLVM drops its `!llvm.` prefix; any
    other type (builtin, another dialect's, or an LLVM type holding one) is
    printed in full through `out`, which may use an alias. An identified
    struct is its alias where the printer gives it one (`struct_alias`),
    except inside its own body.
    """
    alias = getattr(out, "struct_alias", None)
    if alias is not None and type(value) is hooks.package.LLVMStructType:
        name = value.identifier
        text = None if name is None or name in _struct_stack("print") else alias(value)
        if text is not None:
            out.write(text)
            return
    state = _local.__dict__
    level = state.get("print_level", 0)
    stack = _struct_stack("print")
    plain = len(stack) <= _STACK_CHECKED and _plain_inside(out, value)
    text = kept_text(value)
    if text is None and plain and level < _MEMBER_LEVELS and is_stable_type(value):
        # A member of the outermost type printed keeps its text, so that a
        # type holding it, printed next, takes it whole. Only the first
        # levels: for one type nested N deep, every level keeping its text
        # would take memory quadratic in N.
        text = _text_afresh(value, level)
    if text is not None and plain and (not stack or _reaches_none(text, stack)):
        out.write(text[_PREFIX:])  # its stable text, without `!llvm.`
        return
    state["print_level"] = level + 1
    try:
        active = state.get("compatible") is not None
        with _CompatibilityMemo(None if active else _print_memo(out)) as memo:
            if is_llvm_type(value) and is_compatible_with_memo(value, memo):
                out.write(_keyword(value))
                value.print_body(out)
            else:
                out.type(value)
    finally:
        state["print_level"] = level


# The length of `!llvm.`, which a nested LLVM type's text drops.
_PREFIX = len("!llvm.")
# Up to how many identified structs printed around a nested type its kept
# text is searched for them (`_reaches_none`).
_STACK_CHECKED = 4


def _text_afresh(value: Any, level: int) -> str:
    """The text of stable `value`, kept: printed as a type of its own (no
    identified struct printed around it), its members a level deeper."""
    state = _local.__dict__
    stack = state.get("print")
    state["print"] = []
    state["print_level"] = level + 1
    try:
        return value.text
    finally:
        state["print"] = stack
        state["print_level"] = level


def _reaches_none(text: str, names: list[str]) -> bool:
    """Whether a type whose own text is `text` reaches none of the
    identified structs `names`: each struct it reaches is spelled there,
    in full or as a reference, and inside a struct of those names it would
    print otherwise (as a reference)."""
    return not any(f'struct<"{name}"' in text for name in names)


def _plain_inside(out: Any, value: Any) -> bool:
    """Whether `out` prints no alias inside `value` (a `PlainWriter` never
    does; a printer, where its aliases say so)."""
    aliases = getattr(out, "aliases", None)
    return aliases is None or aliases.prints_plain(value)


def _print_memo(out: Any) -> dict[Any, bool] | None:
    """`is_compatible_type` answers kept on the printer `out` for its whole
    print (big typed struct graphs are then walked once, not once per
    mention); reset when a struct body was set since. None where `out`
    cannot keep them."""
    kept = getattr(out, "_llvm_compatible", None)
    if kept is not None and kept[0] == _BODIES_SET[0]:
        return kept[1]
    memo: dict[Any, bool] = {}
    try:
        out._llvm_compatible = (_BODIES_SET[0], memo)
    except AttributeError:
        return None
    return memo


def _note_changing(out: Any) -> None:
    """Tell a `PlainWriter` that its text may print otherwise later or
    elsewhere, so that the value it prints (a builtin type holding this
    one) keeps no text."""
    note = getattr(out, "note_changing", None)
    if note is not None:
        note()


def _print_list(out: Any, values: Sequence[Any]) -> None:
    """Nested types separated by commas."""
    with _CompatibilityMemo():
        first = True
        for value in values:
            if not first:
                out.write(", ")
            first = False
            print_nested_type(out, value)


class _ParametricTypeHooks(Type):
    """What the LLVM types with parameters share: whether the type is known
    to be stable (`is_stable_type`), and its text, kept once it is."""

    __slots__ = ("_stable",)

    @classmethod
    def _build(cls, *params: Any) -> Any:
        # `DialectType._build` and the flag, in one call: every new LLVM type
        # parsed is built here.
        self = cls.__new__(cls)
        self._text = None
        self._stable = False
        for name, value in zip(cls.PARAMETERS, params):
            object.__setattr__(self, name, value)
        return self

    @property
    def text(self) -> str:
        """The printed form, kept once stable (see `is_stable_type`)."""
        text = self._text
        if text is not None:
            return text
        writer = PlainWriter()
        self.print(writer)
        text = writer.getvalue()
        if not _struct_stack("print") and is_stable_type(self):
            self._text = text
        return text


# -- parsing --------------------------------------------------------------------------


def _parse_keyword(parser: Any) -> str:
    """A bare keyword; MLIR reports a missing one at the current token."""
    if parser.kind != lx.BARE:
        raise parser.error("expected valid keyword")
    word = parser.spelling
    parser.consume()
    return word


def _expect_keyword(parser: Any, word: str) -> None:
    """The keyword `word` of a declarative format (error at the current token)."""
    if not parser.consume_keyword_if(word):
        raise parser.error(f"expected '{word}'")


def _parse_optional_unsigned(parser: Any) -> int | None:
    """An `unsigned` integer if one starts here, as MLIR 16 reads it.

    MLIR sizes the literal's bits from its digits, negates it there and
    converts the result to 32 bits: negative literals wrap, values from 2^32
    on are refused ("integer value too large", at the literal).
    """
    if parser.kind != lx.INTEGER and not parser.is_punct("-"):
        return None
    start = parser.position
    negative = parser.consume_if("-")
    if parser.kind != lx.INTEGER:
        raise parser.wrong_token("expected integer value")
    spelling = parser.spelling
    parser.consume()
    digits = spelling[2:] if spelling.startswith("0x") else spelling
    digits = digits.lstrip("0")
    value = int(spelling[2:], 16) if spelling.startswith("0x") else int(spelling)
    width = 4 * len(digits) if digits else 64
    if value >> (width - 1) & 1:
        width += 1
    mask = (1 << width) - 1
    if negative:
        value = -value & mask
    if width <= 32:
        result = value - (1 << width) if value >> (width - 1) & 1 else value
        result &= _UINT32
    else:
        result = value & _UINT32
    if result & mask != value:
        raise parser.error("integer value too large", start)
    return result


def _parse_unsigned(parser: Any) -> int:
    pos = parser.position
    value = _parse_optional_unsigned(parser)
    if value is None:
        raise parser.error("expected integer value", pos)
    return value


def _parse_dimension_list(parser: Any) -> list[int | None]:
    """`(? | integer) x ...` as MLIR's dimension lists (None for `?`)."""
    lexer = parser.lexer
    dims: list[int | None] = []
    while parser.kind == lx.INTEGER or parser.is_punct("?"):
        if parser.consume_if("?"):
            dims.append(None)
        else:
            spelling = parser.spelling
            if len(spelling) > 1 and spelling[1] == "x":
                # `0x4` in a dimension list is `0` then `x4`.
                dims.append(0)
                lexer.reset(lexer.start + 1)
            else:
                value = int(spelling)
                if value > _INT64_MAX:
                    raise parser.error("invalid dimension")
                dims.append(value)
                parser.consume()
        if lexer.kind != lx.BARE or lexer.text[lexer.start] != "x":
            raise parser.wrong_token("expected 'x' in dimension list")
        lexer.reset(lexer.start + 1)
    return dims


def _checked(parser: Any, pos: int, make: Callable[..., Any], *args: Any) -> Any:
    """`make(*args)`, its verification failure reported at `pos` (getChecked)."""
    try:
        return make(*args, context=parser.context)
    except ValueError as error:
        raise parser.error(str(error), pos) from None


def _made(parser: Any, pos: int, cls: Any, *params: Any) -> Any:
    """`_checked(parser, pos, cls.get, *params)` for a class whose `get`
    verifies and uniques its parameters as given (arrays, pointers, and
    function types given a tuple and a bool), without the calls between."""
    try:
        cls.verify_parameters(*params)
    except ValueError as error:
        raise parser.error(str(error), pos) from None
    return _unique(cls, params, parser.context)


def parse_nested_type(parser: Any, allow_any: bool = True) -> Type:
    """A type inside an LLVM type's brackets (MLIR's `dispatchParse`).

    Any type written in full comes first (`i32`, `!llvm.ptr`, an alias);
    otherwise a keyword names an LLVM type without its prefix. At the top of
    an `!llvm.` type (`allow_any=False`) only the keyword form is accepted.

    A lone keyword (`ptr`, `i64`, `void`: no `<` after it) always names the
    same type: once read, it is taken from `parser.nested_types` where what
    follows it shows at once that no `<` does (`_AFTER_KEYWORD`).
    """
    lexer = parser.lexer
    if not allow_any or lexer.kind != lx.BARE:
        return _parse_nested_type(parser, allow_any)
    word_end = lexer.pos
    word = lexer.text[lexer.start : word_end]
    memo = parser.nested_types
    found = memo.get(word)
    if (
        found is not None
        and lexer.text.startswith(_AFTER_KEYWORD, word_end)
        and parser.nesting_room >= LLVM_TYPE_COST
    ):
        lexer.next()
        return found
    found = _parse_nested_type(parser, allow_any)
    if lexer.prev_end == word_end:  # a lone keyword
        memo[word] = found
    return found


def _parse_nested_type(parser: Any, allow_any: bool) -> Type:
    """`parse_nested_type`, read token by token."""
    key_pos = parser.position
    found = parser.parse_optional_type()
    if found is not None:
        if not allow_any:
            raise parser.error("unexpected type, expected keyword", key_pos)
        return found
    key = _parse_keyword(parser)
    parse = _PARSERS.get(key)
    if parse is None:
        raise parser.error(f"unknown LLVM type: {key}", key_pos)
    if not allow_any:  # the top of `!llvm.`: its nesting is already counted
        return parse(parser)
    parser.enter_nesting(LLVM_TYPE_COST)
    try:
        if not 0 < _local.__dict__.get("level", 0) <= _MEMBER_LEVELS:
            return _parse_deeper(parser, parse)
        return _parse_member(parser, key_pos, parse)
    finally:
        parser.nesting_room += LLVM_TYPE_COST


# What may follow a lone keyword taken from the memo (see
# `parse_nested_type`): text that no blank or comment can lead to a `<`.
_AFTER_KEYWORD = (",", ")", ">", " (")


def _lone_keyword_types(parser: Any, words: Sequence[str]) -> list[Any] | None:
    """The types that `parse_nested_type` reads for `words`, lone keywords
    each followed by one of `_AFTER_KEYWORD` in the text, if all are in its
    memo (else None): bodies made of them are read at once (see
    `LLVMFunctionTypeHooks.parse_body`, `LLVMArrayTypeHooks.parse_body`)."""
    if parser.nesting_room < LLVM_TYPE_COST:
        return None
    memo = parser.nested_types
    found = []
    for word in words:
        value = memo.get(word)
        if value is None:
            return None
        found.append(value)
    return found


# How many levels below the outermost LLVM type keep their spellings
# (parsing) and their texts (printing): two, so that a type alternating two
# kinds (a pointer to a function taking a pointer to a function ...) finds
# the type spelled a line before.
_MEMBER_LEVELS = 2


def _parse_deeper(parser: Any, parse: Callable[[Any], Any]) -> Any:
    """`parse(parser)`, one level deeper in the LLVM types being parsed in
    this thread (`_local.level`: 0 outside them)."""
    state = _local.__dict__
    level = state.get("level", 0)
    state["level"] = level + 1
    try:
        return parse(parser)
    finally:
        state["level"] = level


def _parse_member(parser: Any, key_pos: int, parse: Callable[[Any], Any]) -> Any:
    """A keyword type at most `_MEMBER_LEVELS` inside the outermost LLVM
    type, memoized.

    Nested types often spell, a level or two down, a type spelled before:
    an aggregate's zero initializer is an op per level, each level's type
    holding the one before it. The outermost types' spellings (`parse_type`)
    and those of their members down to `_MEMBER_LEVELS` are kept, so that
    such a member is read at once; the spellings of one level do not
    overlap, so their copies are linear in the input. Spellings with a
    string (identified structs, whose meaning depends on the structs around
    them) are not kept.
    """
    end = parser.group_end(parser.position)
    if end < 0:  # a keyword without `<...>`
        return _parse_deeper(parser, parse)
    memo = parser.nested_types
    spelling = parser.text[key_pos:end]
    found = memo.get(spelling)
    if found is not None:
        parser.lexer.reset(end)
        return found
    found = _parse_deeper(parser, parse)
    _keep_spelling(parser, spelling, end, found)
    return found


def _keep_spelling(parser: Any, spelling: str, end: int, found: Any) -> None:
    """Keep `found` as the type of `spelling`, which ends at `end`, if its
    parse read all of it and it names no identified struct (whose meaning
    depends on the structs around it)."""
    if parser.lexer.prev_end == end and '"' not in spelling:
        parser.nested_types[spelling] = found


def _trivial(name: str) -> Callable[[Any], Any]:
    return lambda parser: getattr(hooks.package, name).get(context=parser.context)


def _parse_vector(parser: Any) -> Any:
    """`<N x T>` (fixed) or `<? x N x T>` (scalable), after `vec`."""
    loc = parser.position
    parser.expect("<")
    dims_pos = parser.position
    dims = _parse_dimension_list(parser)
    type_pos = parser.position
    element = parse_nested_type(parser)
    parser.expect(">")
    if (
        not dims
        or len(dims) > 2
        or (len(dims) == 2) != (dims[0] is None)
        or (len(dims) == 2 and dims[1] is None)
    ):
        raise parser.error(
            "expected '? x <integer> x <type>' or '<integer> x <type>'", dims_pos
        )
    if len(dims) == 2:
        return _checked(
            parser,
            loc,
            hooks.package.LLVMScalableVectorType.get,
            element,
            dims[1] & _UINT32,
        )
    if is_signless_int_or_float(element):
        raise parser.error(
            "cannot use !llvm.vec for built-in primitives, use 'vector' instead",
            type_pos,
        )
    return _checked(
        parser, loc, hooks.package.LLVMFixedVectorType.get, element, dims[0] & _UINT32
    )


# How many characters from a struct's `<` (at most) key its memo; each
# candidate's whole spelling is then compared with the text.
_STRUCT_MEMO_KEY = 48
# A memoized struct spelling: its text, its struct, and the identified
# structs it defines (a spelling is taken from the memo only where none of
# them is being parsed around it: there it would be an error).
_Spelling = tuple[str, Any, frozenset[str]]
# The struct memo of each parser (see `_parse_struct`), dropped with it.
_struct_memos: weakref.WeakKeyDictionary[Any, dict[str, list[_Spelling]]] = (
    weakref.WeakKeyDictionary()
)


def _parse_struct(parser: Any) -> Any:
    """`<(...)>`, `<packed (...)>`, `<"name", ...>`, `<"name", opaque>` or a
    reference `<"name">` to a struct being parsed, after `struct`.

    Typed-pointer code spells an identified struct's whole body wherever it
    is used, nested in other structs' bodies, so the same spelling comes back
    again and again. A spelling whose meaning is its own (it refers to no
    struct being parsed around it) is parsed once per parser: later ones
    compare their text with it and take its struct.

    A spelling is kept only if it is at least twice as long as the
    spellings kept while it was read (`_local.kept`: their length), so that
    the copies of one text taken by structs nested d deep take memory linear
    in d, not quadratic (at most twice the text). One that is not kept is
    kept when it comes again: its members are then taken from the memo.
    """
    text = parser.lexer.text
    loc = parser.position
    memo = _struct_memos.get(parser)
    if memo is None:
        memo = _struct_memos[parser] = {}
    # The key is a prefix of the spelling: it stops at its first `>`.
    cut = text.find(">", loc, loc + _STRUCT_MEMO_KEY)
    key = text[loc : cut + 1 if cut >= 0 else loc + _STRUCT_MEMO_KEY]
    stack = _struct_stack("parse")
    state = _local.__dict__
    kept_around = state.get("kept", 0)  # copies taken around this one
    for spelling, struct, defined in memo.get(key, ()):
        if text.startswith(spelling, loc) and defined.isdisjoint(stack):
            parser.lexer.reset(loc + len(spelling))
            return struct
    depth = len(stack)
    outer_reference = state.get("reference", depth)
    defined_names = state.setdefault("defined", [])
    first_defined = len(defined_names)
    state["reference"] = depth
    state["kept"] = kept = 0
    try:
        struct = _parse_struct_body(parser)
        kept = state["kept"]
        if state["reference"] >= depth:  # self-contained
            spelling = text[loc : parser.lexer.prev_end]
            # (One declaring a struct opaque may fail later: see
            # `odsgen.asm.parser.same_every_time`.)
            if len(spelling) >= 2 * kept and "opaque" not in spelling:
                defined = frozenset(defined_names[first_defined:])
                memo.setdefault(key, []).append((spelling, struct, defined))
                kept = len(spelling)
    finally:
        state["reference"] = min(outer_reference, state["reference"])
        state["kept"] = kept_around + kept
        if not first_defined:
            defined_names.clear()
    return struct


def _parse_struct_body(parser: Any) -> Any:
    """`_parse_struct` without the memo; a reference to a struct being parsed
    lowers `_local.reference` to that struct's depth in the stack."""
    struct_class = hooks.package.LLVMStructType
    context = parser.context
    loc = parser.position
    parser.expect("<")
    name = None
    if parser.kind == lx.STRING:
        name = parser.parse_string()
        stack = _struct_stack("parse")
        if name in stack:
            parser.expect(">")
            _local.reference = min(_local.reference, stack.index(name))
            return struct_class.get_identified(name, context=context)
        parser.expect(",")
        _local.defined.append(name)
    keyword_pos = parser.position
    if parser.consume_keyword_if("opaque"):
        if name is None:
            raise parser.error("only identified structs can be opaque", keyword_pos)
        parser.expect(">")
        struct = struct_class.get_opaque(name, context=context)
        if not struct.is_opaque:
            raise parser.error("redeclaring defined struct as opaque", keyword_pos)
        return struct
    packed = parser.consume_keyword_if("packed")
    parser.expect("(")
    elements: list[Type] = []
    body_pos = keyword_pos
    if not parser.consume_if(")"):
        body_pos = parser.position
        stack = _struct_stack("parse")
        while True:
            if name is not None:
                stack.append(name)
            try:
                elements.append(parse_nested_type(parser))
            finally:
                if name is not None:
                    stack.pop()
            if not parser.consume_if(","):
                break
        parser.expect(")")
    parser.expect(">")
    if name is None:
        return _checked(parser, loc, struct_class.get_literal, elements, packed)
    struct = struct_class.get_identified(name, context=context)
    invalid = named_classes(_NOT_AGGREGATE_ELEMENTS)  # is_valid_element_type
    for element in elements:
        if type(element) in invalid:
            raise parser.error(
                f"invalid LLVM structure element type: {quoted_type(element)}", body_pos
            )
    if not struct.set_body(elements, packed):
        raise parser.error(
            "identified type already used with a different body", body_pos
        )
    return struct


def _parse_keyword_type(class_name: str) -> Callable[[Any], Any]:
    return lambda parser: getattr(hooks.package, class_name).parse_body(parser)


_PARSERS: dict[str, Callable[[Any], Any]] = {
    "void": _trivial("LLVMVoidType"),
    "ppc_fp128": _trivial("LLVMPPCFP128Type"),
    "x86_mmx": _trivial("LLVMX86MMXType"),
    "token": _trivial("LLVMTokenType"),
    "label": _trivial("LLVMLabelType"),
    "metadata": _trivial("LLVMMetadataType"),
    "func": _parse_keyword_type("LLVMFunctionType"),
    "ptr": _parse_keyword_type("LLVMPointerType"),
    "vec": _parse_vector,
    "array": _parse_keyword_type("LLVMArrayType"),
    "struct": _parse_struct,
}


def _parse_outermost(parser: Any) -> Any:
    """What follows `!llvm.`: `parse_nested_type(parser, False)`, a keyword
    naming an LLVM type taken at once (no builtin type starts with one)."""
    lexer = parser.lexer
    if lexer.kind == lx.BARE:
        parse = _PARSERS.get(lexer.text[lexer.start : lexer.pos])
        if parse is not None:
            lexer.next()
            return parse(parser)
    return parse_nested_type(parser, False)


# -- the dialect ----------------------------------------------------------------------


class LazyInliner:
    """The dialect's `INLINER`, made when a pass first asks for it: a run
    that inlines nothing does not import the inliner (`inliner.py`, and
    with it `odsgen.transforms.inlining` and cloning)."""

    def __get__(self, dialect: Any, owner: type) -> Any:
        from .inliner import LLVMInliner

        inliner = LLVMInliner()
        owner.INLINER = inliner  # type: ignore[attr-defined]  # made once
        return inliner


@hooks.mixin("LlvmDialect")
class LlvmDialectHooks(LlvmDialectAttrHooks):
    """The dialect: one parser for every `!llvm.` type, as MLIR 16's, and the
    checks of `llvm.*` attributes."""

    __slots__ = ()

    # Not every LLVM operation has an op here: MLIR 16 accepts unknown ones.
    allow_unknown_operations = True

    INLINER = LazyInliner()

    def parse_type(self, parser: Any) -> Type:
        """Parse what follows `!llvm.` (or `!llvm<`).

        Whatever is left inside the type's brackets after a complete type is
        ignored, as MLIR 16 does (`!llvm.token<i32>` is `!llvm.token`).
        """
        end = parser.symbol_end
        start = parser.position
        state = _local.__dict__  # `_parse_deeper`, inlined
        level = state.get("level", 0)
        state["level"] = level + 1
        try:
            found = _parse_outermost(parser)
        finally:
            state["level"] = level
        if not level:  # kept for the members of later types (`_parse_member`)
            _keep_spelling(parser, parser.text[start:end], end, found)
        lexer = parser.lexer
        if lexer.prev_end != end:  # (else the parse read up to `end` already)
            # Only the parser's `_parse_registered` calls this: it checks that
            # the body was read up to `end`, then lexes from the symbol's end.
            lexer.reset(end)
        return found


# -- the types ------------------------------------------------------------------------


def _check_unsigned(value: int, what: str) -> None:
    if not isinstance(value, int) or not 0 <= value <= _UINT32:
        raise ValueError(f"{what} must be an unsigned 32-bit integer, got {value!r}")


# The types that arrays and structs cannot hold, that functions cannot
# take, and that functions cannot return (`named_classes` of each).
_NOT_AGGREGATE_ELEMENTS = (
    "LLVMVoidType",
    "LLVMLabelType",
    "LLVMMetadataType",
    "LLVMFunctionType",
    "LLVMTokenType",
    "LLVMScalableVectorType",
)
_NOT_ARGUMENTS = ("LLVMVoidType", "LLVMFunctionType")
_NOT_RESULTS = ("LLVMFunctionType", "LLVMMetadataType", "LLVMLabelType")


def _is_aggregate_element_type(value: Any) -> bool:
    """Whether an array or a struct may hold a `value` (the same rule for both)."""
    return type(value) not in named_classes(_NOT_AGGREGATE_ELEMENTS)


# The bodies of arrays and function types as MLIR prints them whose
# element, result and arguments are lone keywords (`<4 x i8>`, `<i32 (ptr,
# i64, ...)>`): read at once where the memo knows every keyword, as the
# parse token by token would read them (a count of at most nine digits,
# without leading zeros, is the number it spells).
_LONE_ARRAY = re.compile(r"<([1-9][0-9]{0,8}|0) x ([\w.$]+)>")
_LONE_FUNCTION = re.compile(r"<([\w.$]+) \(([\w.$, ]*)\)>")


@hooks.mixin("LLVMArrayType")
class LLVMArrayTypeHooks(ArrayLayoutHooks, _ParametricTypeHooks):
    """`!llvm.array<N x T>`."""

    __slots__ = ()

    @staticmethod
    def is_valid_element_type(value: Any) -> bool:
        """Whether an array may hold `value` elements."""
        return _is_aggregate_element_type(value)

    @classmethod
    def verify_parameters(cls, element_type: Any, num_elements: int) -> None:
        _check_unsigned(num_elements, "the number of array elements")
        if type(element_type) in named_classes(_NOT_AGGREGATE_ELEMENTS):
            raise ValueError(f"invalid array element type: {quoted_type(element_type)}")

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        loc = parser.position
        lone = _LONE_ARRAY.match(parser.lexer.text, loc)
        if lone is not None:
            element = _lone_keyword_types(parser, (lone.group(2),))
            if element is not None:
                parser.lexer.reset(lone.end())
                return _made(parser, loc, cls, element[0], int(lone.group(1)))
        parser.expect("<")
        with parsing_parameter(parser, "LLVMArrayType", "numElements", "unsigned"):
            num_elements = _parse_unsigned(parser)
        _expect_keyword(parser, "x")
        element = parse_nested_type(parser)
        parser.expect(">")
        return _made(parser, loc, cls, element, num_elements)

    def print_body(self, out: Any) -> None:
        _print_elements(out, f"<{self.num_elements} x ", self.element_type)


@hooks.mixin("LLVMFunctionType")
class LLVMFunctionTypeHooks(_ParametricTypeHooks):
    """`!llvm.func<R (A, B, ...)>`."""

    __slots__ = ()

    @classmethod
    def get_uniqued(cls, params: tuple, context: Context | None = None) -> Any:
        return_type, args, var_arg = params
        return super().get_uniqued((return_type, tuple(args), bool(var_arg)), context)

    @staticmethod
    def is_valid_argument_type(value: Any) -> bool:
        """Whether a function may take a `value` argument."""
        return type(value) not in named_classes(_NOT_ARGUMENTS)

    @staticmethod
    def is_valid_result_type(value: Any) -> bool:
        """Whether a function may return `value`."""
        return type(value) not in named_classes(_NOT_RESULTS)

    @classmethod
    def verify_parameters(
        cls, return_type: Any, params: tuple, var_arg: bool = False
    ) -> None:
        # `is_valid_result_type` and `is_valid_argument_type`, inlined.
        if type(return_type) in named_classes(_NOT_RESULTS):
            raise ValueError(
                f"invalid function result type: {quoted_type(return_type)}"
            )
        not_arguments = named_classes(_NOT_ARGUMENTS)
        for arg in params:
            if type(arg) in not_arguments:
                raise ValueError(f"invalid function argument type: {quoted_type(arg)}")

    @property
    def is_var_arg(self) -> bool:
        return self.var_arg

    @property
    def num_params(self) -> int:
        return len(self.params)

    @property
    def return_types(self) -> tuple[Type, ...]:
        """The result as a one-element tuple, like a builtin function type's."""
        return (self.return_type,)

    def clone(self, inputs: Sequence[Type], results: Sequence[Type]) -> Any:
        """The same function type with other argument and result types (None
        when they do not make a valid LLVM function type)."""
        if len(results) != 1 or not self.is_valid_result_type(results[0]):
            return None
        if not all(self.is_valid_argument_type(t) for t in inputs):
            return None
        return type(self).get(results[0], tuple(inputs), self.var_arg)

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        loc = parser.position
        lone = _LONE_FUNCTION.match(parser.lexer.text, loc)
        if lone is not None:
            arguments = lone.group(2).split(", ") if lone.group(2) else []
            var_arg = bool(arguments) and arguments[-1] == "..."
            if var_arg:
                arguments.pop()
            types = _lone_keyword_types(parser, [lone.group(1), *arguments])
            if types is not None:
                parser.lexer.reset(lone.end())
                args = tuple(types[1:])
                return _made(parser, loc, cls, types[0], args, var_arg)
        parser.expect("<")
        result = parse_nested_type(parser)
        parser.expect("(")
        args: list[Type] = []
        var_arg = False
        if not parser.consume_if(")"):
            if parser.consume_if("..."):
                var_arg = True
            else:
                args.append(parse_nested_type(parser))
                while parser.consume_if(","):
                    if parser.consume_if("..."):
                        var_arg = True
                        break
                    args.append(parse_nested_type(parser))
            parser.expect(")")
        parser.expect(">")
        return _made(parser, loc, cls, result, tuple(args), var_arg)

    def print_body(self, out: Any) -> None:
        out.write("<")
        print_nested_type(out, self.return_type)
        out.write(" (")
        _print_list(out, self.params)
        if self.var_arg:
            out.write(", ..." if self.params else "...")
        out.write(")>")


@hooks.mixin("LLVMPointerType")
class LLVMPointerTypeHooks(PointerLayoutHooks, _ParametricTypeHooks):
    """`!llvm.ptr`, `!llvm.ptr<3>`, `!llvm.ptr<T>`, `!llvm.ptr<T, 3>`."""

    __slots__ = ()

    @property
    def is_opaque(self) -> bool:
        """True for a pointer without a pointee type."""
        return self.element_type is None

    @staticmethod
    def is_valid_element_type(value: Any) -> bool:
        """Whether a typed pointer may point to `value`.

        LLVM types other than void, token, metadata and label; other types
        only if they implement the pointer element interface
        (`implements_pointer_element_interface`).
        """
        if value is None:
            return True
        if is_compatible_outer_type(value):
            return not isa(
                value,
                "LLVMVoidType",
                "LLVMTokenType",
                "LLVMMetadataType",
                "LLVMLabelType",
            )
        return implements_pointer_element_interface(value)

    @classmethod
    def verify_parameters(
        cls, element_type: Any = None, address_space: int = 0
    ) -> None:
        _check_unsigned(address_space, "the address space")
        if not cls.is_valid_element_type(element_type):
            raise ValueError(
                f"invalid pointer element type: {quoted_type(element_type)}"
            )

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        loc = parser.position
        element = None
        address_space = 0
        if parser.consume_if("<"):
            found = _parse_optional_unsigned(parser)
            if found is not None:
                address_space = found
            else:
                element = parse_nested_type(parser)
                if parser.consume_if(","):
                    address_space = _parse_unsigned(parser)
            parser.expect(">")
        return _made(parser, loc, cls, element, address_space)

    def print_body(self, out: Any) -> None:
        if self.element_type is not None:
            out.write("<")
            print_nested_type(out, self.element_type)
            out.write(f", {self.address_space}>" if self.address_space else ">")
        elif self.address_space:
            out.write(f"<{self.address_space}>")


def _print_elements(out: Any, head: str, element_type: Any) -> None:
    """`head`, then the element type of an array or vector, then `>`."""
    out.write(head)
    print_nested_type(out, element_type)
    out.write(">")


def _verify_vector(cls: Any, element_type: Any, num_elements: int) -> None:
    _check_unsigned(num_elements, "the number of vector elements")
    if num_elements == 0:
        raise ValueError("the number of vector elements must be positive")
    if not cls.is_valid_element_type(element_type):
        raise ValueError("invalid vector element type")


@hooks.mixin("LLVMFixedVectorType")
class LLVMFixedVectorTypeHooks(_ParametricTypeHooks):
    """`!llvm.vec<N x T>` for the elements builtin vectors cannot hold."""

    __slots__ = ()

    @staticmethod
    def is_valid_element_type(value: Any) -> bool:
        """Whether a fixed `!llvm.vec` may hold `value` elements."""
        return isa(value, "LLVMPointerType", "LLVMPPCFP128Type")

    @classmethod
    def verify_parameters(cls, element_type: Any, num_elements: int) -> None:
        _verify_vector(cls, element_type, num_elements)

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        return _parse_vector(parser)

    def print_body(self, out: Any) -> None:
        _print_elements(out, f"<{self.num_elements} x ", self.element_type)


@hooks.mixin("LLVMScalableVectorType")
class LLVMScalableVectorTypeHooks(_ParametricTypeHooks):
    """`!llvm.vec<? x N x T>`: N times an unknown factor."""

    __slots__ = ()

    @staticmethod
    def is_valid_element_type(value: Any) -> bool:
        """Whether a scalable `!llvm.vec` may hold `value` elements."""
        if isinstance(value, IntegerType):
            return value.is_signless
        return is_compatible_floating_point_type(value) or isa(value, "LLVMPointerType")

    @classmethod
    def verify_parameters(cls, element_type: Any, min_num_elements: int) -> None:
        _verify_vector(cls, element_type, min_num_elements)

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        return _parse_vector(parser)

    def print_body(self, out: Any) -> None:
        # MLIR 16's format puts a blank after `x` and another before the type.
        _print_elements(out, f"<? x {self.min_num_elements} x  ", self.element_type)


# Body mutations of identified structs happen one at a time (MLIR mutates
# types under its uniquer's lock); the registry of names uses the context's.
_BODY_LOCK = _thread.allocate_lock()


@hooks.mixin("LLVMStructType")
class LLVMStructTypeHooks(StructLayoutHooks, _ParametricTypeHooks):
    """Literal structs (uniqued by members) and identified ones (by name).

    `get(body=...)` is a literal struct; `get(name)` the identified struct
    of that name, created without a body on first use; `get(name, body=...)`
    also sets its body (ValueError if it has another); `get(name,
    opaque=True)` declares it opaque.
    """

    __slots__ = ()

    # -- construction ----------------------------------------------------------------

    @classmethod
    def get_uniqued(cls, params: tuple, context: Context | None = None) -> Any:
        name, body, packed, opaque = params
        if name is None:
            if opaque:
                raise ValueError("only identified structs can be opaque")
            return cls.get_literal(body or (), packed, context=context)
        if opaque:
            if body:
                raise ValueError("an opaque struct has no body")
            struct = cls.get_opaque(name, context=context)
            if not struct.is_opaque:
                raise ValueError("redeclaring defined struct as opaque")
            return struct
        struct = cls.get_identified(name, context=context)
        if body is not None:
            body = tuple(body)
            for element in body:
                if not cls.is_valid_element_type(element):
                    raise ValueError(
                        f"invalid LLVM structure element type: {quoted_type(element)}"
                    )
            if not struct.set_body(body, packed):
                raise ValueError("identified type already used with a different body")
        return struct

    @classmethod
    def get_literal(
        cls,
        body: Sequence[Type],
        packed: bool = False,
        *,
        context: Context | None = None,
    ) -> Any:
        """The literal struct of these members."""
        return super().get_uniqued((None, tuple(body), bool(packed), False), context)

    @classmethod
    def get_identified(cls, name: str, *, context: Context | None = None) -> Any:
        """The identified struct called `name`, created without a body if new."""
        ctx = context if context is not None else Context.current()
        found = ctx.identified_structs.get(name)
        if found is None:
            with ctx._lock:
                found = ctx.identified_structs.get(name)
                if found is None:
                    found = cls._build(name, None, False, False)
                    ctx.identified_structs[name] = found
        return found

    @classmethod
    def get_opaque(cls, name: str, *, context: Context | None = None) -> Any:
        """The identified struct `name`, made opaque if it is new.

        An existing struct is returned as it is; `is_opaque` tells whether it
        has a body (as MLIR's getOpaque).
        """
        ctx = context if context is not None else Context.current()
        with ctx._lock:
            found = ctx.identified_structs.get(name)
            if found is None:
                found = cls._build(name, (), False, True)
                ctx.identified_structs[name] = found
        return found

    @classmethod
    def get_new_identified(
        cls,
        name: str,
        body: Sequence[Type],
        packed: bool = False,
        *,
        context: Context | None = None,
    ) -> Any:
        """A new identified struct with `body`, named `name` or, if that is
        taken, `name.0`, `name.1`, ..."""
        ctx = context if context is not None else Context.current()
        with ctx._lock:
            candidate, counter = name, 0
            while candidate in ctx.identified_structs:
                candidate = f"{name}.{counter}"
                counter += 1
            struct = cls.get_identified(candidate, context=ctx)
        struct.set_body(body, packed)
        return struct

    def set_body(self, body: Sequence[Type], packed: bool = False) -> bool:
        """Set the body of an identified struct, once. Thread-safe.

        True if the body is now `body`: it was set here, or earlier to the
        same members and packing; False for another body, an opaque or a
        literal struct.
        """
        body = tuple(body)
        packed = bool(packed)
        with _BODY_LOCK:
            if self.identifier is None or self.opaque:
                return False
            if self.body is not None:
                return self.body == body and self.packed == packed
            object.__setattr__(self, "packed", packed)
            object.__setattr__(self, "body", body)
            _BODIES_SET[0] += 1
        return True

    # -- properties ----------------------------------------------------------------

    @property
    def is_identified(self) -> bool:
        return self.identifier is not None

    @property
    def is_initialized(self) -> bool:
        """False only for an identified struct whose body is not set yet."""
        return self.body is not None

    @property
    def is_opaque(self) -> bool:
        """An identified struct declared opaque or without a body yet."""
        return self.identifier is not None and (self.opaque or self.body is None)

    @property
    def is_packed(self) -> bool:
        return self.packed

    @property
    def elements(self) -> tuple[Type, ...]:
        """The member types (none while the body is not set)."""
        return self.body or ()

    @staticmethod
    def is_valid_element_type(value: Any) -> bool:
        """Whether a struct may have a member of type `value`."""
        return _is_aggregate_element_type(value)

    @classmethod
    def verify_parameters(
        cls,
        identifier: Any = None,
        body: Any = None,
        packed: bool = False,
        opaque: bool = False,
    ) -> None:
        invalid = named_classes(_NOT_AGGREGATE_ELEMENTS)  # is_valid_element_type
        for element in body or ():
            if type(element) in invalid:
                raise ValueError(
                    f"invalid LLVM structure element type: {quoted_type(element)}"
                )

    # -- syntax --------------------------------------------------------------------

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        return _parse_struct(parser)

    def print_body(self, out: Any) -> None:
        """The body, or only the name inside a struct of that name."""
        name = self.identifier
        out.write("<")
        if name is not None:
            # MLIR writes the name between quotes without escaping it.
            out.write(f'"{name}"')
            stack = _struct_stack("print")
            if name in stack:
                _note_changing(out)  # elsewhere, the struct in full
                out.write(">")
                return
            out.write(", ")
            if self.opaque or self.body is None:
                if not self.opaque:
                    _note_changing(out)  # its body may come later
                out.write("opaque>")
                return
        out.write("packed (" if self.packed else "(")
        if name is None:
            _print_list(out, self.body)
        else:
            stack.append(name)
            try:
                _print_list(out, self.body or ())
            finally:
                stack.pop()
        out.write(")>")
