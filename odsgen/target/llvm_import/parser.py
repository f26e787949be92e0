"""A parser of LLVM 16's textual IR into the model of `model.py`.

It reads what clang-16 and LLVM 16 write (typed or opaque pointers) and
builds the module LLVM's own parser would build, as far as the import
to the LLVM dialect can tell: uniqued types and constants, folded constant
expressions, default alignments of `alloca`.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from . import lexer as lx
from .constants import Constants, float_bits
from .errors import LLParseError
from .fastlines import BLANK, HEAD, LABEL, LINE_BUILDERS, OPCODE
from .layout import DataLayout
from .lexer import Token
from ..llvm_enums import CASTS, LINKAGES
from .vocab import (
    BINARY,
    CCONVS,
    FLOAT_TYPES,
    INT_FLAGS,
    ORDERINGS,
    PARAM_ATTRS,
    PARAM_ATTRS_WITH_TYPE,
    SIMPLE_TYPES,
    SKIPPED_PREFIX,
)
from .debug_version import strip_invalid_debug_info
from .model import (
    Argument,
    ArrayT,
    BasicBlock,
    ConstExpr,
    Constant,
    FloatT,
    FuncT,
    Function,
    GlobalValue,
    GlobalVariable,
    InlineAsm,
    Instruction,
    IntT,
    LType,
    MDNode,
    MetadataValue,
    Module,
    NO_METADATA,
    PtrT,
    StructT,
    TypeTable,
    Value,
    VectorT,
)

# A line that starts an instruction or a label (one that does not continue
# the instruction before it, as a `switch`'s cases and a `landingpad`'s
# clauses do).
_NEW_LINE = re.compile(r"  [^ \t\]\n]|[^ \t\n\]]")

# Tokens that can continue a type (`T*`, `T addrspace(1)*`, `T (...)`).
_TYPE_SUFFIXES = frozenset(("*", "addrspace", "("))


def _token_tests(kind: str) -> tuple[Callable, Callable, Callable]:
    """LLParser's is/eat/expect methods for the tokens of `kind` (a keyword
    or a punctuation mark of a given text)."""

    def is_(self: LLParser, text: str) -> bool:
        tok = self.tokens[self.i]
        return tok.text == text and tok.kind == kind

    def eat(self: LLParser, text: str) -> bool:
        tok = self.tokens[self.i]
        if tok.text == text and tok.kind == kind:
            self.i += 1
            return True
        return False

    def expect(self: LLParser, text: str, what: str | None = None) -> None:
        if not eat(self, text):
            raise self.error(f"expected '{text}'" + (f" {what}" if what else ""))

    return is_, eat, expect


class _Forward(Value):
    """A use of a local value before its definition."""

    __slots__ = ("name", "pos")

    def __init__(self, type_: LType, name: str, pos: int) -> None:
        super().__init__(type_)
        self.name = name
        self.pos = pos


class _FunctionScope:
    def __init__(self, function: Function) -> None:
        self.function = function
        self.values: dict[str, Value] = {}
        self.blocks: dict[str, BasicBlock] = {}
        self.forward: list[tuple[Instruction, int, _Forward]] = []
        self.next_number = 0


class LLParser:
    """Parses one module; `parse()` returns it."""

    def __init__(
        self, text: str, opaque_pointers: bool = True, bodies: bool = True
    ) -> None:
        try:
            self.tokens = lx.tokenize(text, bodies)
        except lx.LexError as error:
            raise LLParseError(error.message, error.pos) from None
        self.i = 0
        self.types = TypeTable(opaque_pointers)
        self._label_type = self.types.simple("label")
        self.void, self.i1 = self.types.simple("void"), self.types.int(1)
        self.i32 = self.types.int(32)
        # Whether `fast_local` made a forward reference not yet recorded.
        self.forward_seen = False
        # Types spelled by one keyword (`i32`, `float`, `ptr`), once parsed.
        self._keyword_types: dict[str, LType] = {}
        # Types by their text in lines of LINE_FORMS (see `fast_type`).
        self.line_types: dict[str, LType] = {}
        # What such lines share (read only), by a key of their text.
        self.line_attrs: dict[Any, Any] = {}
        # The integer constants of LINE_FORMS operands, by spelling and type.
        self.line_ints: dict[tuple[str, LType], Constant] = {}
        self.consts = Constants(self.types)
        self.module = Module()
        self.globals: dict[str, GlobalValue] = {}
        self.scope: _FunctionScope | None = None
        self._struct_defined: set[str] = set()
        self.layout: DataLayout | None = None
        self._allocas: list[tuple[Instruction, LType]] = []
        self.text = text

    # -- tokens --------------------------------------------------------------------

    @property
    def tok(self) -> Token:
        return self.tokens[self.i]

    def next(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def error(self, message: str, tok: Token | None = None) -> LLParseError:
        return LLParseError(message, (tok or self.tok).pos)

    is_kw, eat_kw, expect_kw = _token_tests(lx.KEYWORD)
    is_p, eat_p, expect_p = _token_tests(lx.PUNCT)

    def expect_int(self, what: str = "integer") -> int:
        tok = self.tok
        if tok.kind != lx.INT:
            raise self.error(f"expected {what}")
        self.i += 1
        return int(tok.text)

    def expect_string(self, what: str = "string constant") -> str:
        tok = self.tok
        if tok.kind != lx.STRING:
            raise self.error(f"expected {what}")
        self.i += 1
        return tok.text

    # -- module ----------------------------------------------------------------------

    def parse(self) -> Module:
        while self.tok.kind != lx.EOF:
            self._top_level()
        self._finish()
        self.module.refs = self.globals
        self.module.text = self.text
        self.module.stripped_debug_version = strip_invalid_debug_info(self.module)
        self.tokens = []  # freed before the import: they are done with
        return self.module

    def _top_level(self) -> None:
        tok = self.tok
        kind = tok.kind
        if kind == lx.KEYWORD:
            word = tok.text
            if word == "source_filename":
                self.next()
                self.expect_p("=")
                self.module.source_filename = self.expect_string()
            elif word == "target":
                self.next()
                which = self.next()
                self.expect_p("=")
                value = self.expect_string()
                if which.text == "datalayout":
                    self.module.datalayout = value
            elif word == "declare":
                self.next()
                self._function(define=False)
            elif word == "define":
                self.next()
                self._function(define=True)
            elif word == "attributes":
                self.next()
                group = self.next()
                if group.kind != lx.ATTRGRP:
                    raise self.error("expected attribute group id", group)
                self.expect_p("=")
                self.expect_p("{")
                attrs: list[tuple[str, Any]] = []
                while not self.eat_p("}"):
                    attrs.append(self._fn_attr(in_group=True))
                self.module.attr_groups[group.text] = attrs
            elif word == "module":
                self.next()
                self.expect_kw("asm")
                self.expect_string()
            elif word == "uselistorder" or word == "uselistorder_bb":
                raise self.error("uselistorder directives are not supported")
            else:
                raise self.error("expected top-level entity")
        elif kind == lx.LOCAL:
            self._type_definition()
        elif kind == lx.GLOBAL:
            self._global()
        elif kind == lx.METAVAR:
            self._metadata_definition()
        elif kind == lx.COMDAT:
            self.next()
            self.expect_p("=")
            self.expect_kw("comdat")
            self.next()
        else:
            raise self.error("expected top-level entity")

    def _finish(self) -> None:
        for name, ref in self.globals.items():
            if ref.definition is None:
                raise LLParseError(f"use of undefined value '@{name}'", ref.pos)
        for name in self.types.named:
            if name not in self._struct_defined:
                raise LLParseError(f"use of undefined type named '{name}'", 0)
        self.layout = DataLayout(self.module.datalayout)
        for inst, type_ in self._allocas:
            inst.attrs["align"] = self.layout.pref_align(type_)

    # -- types -----------------------------------------------------------------------

    def _type_definition(self) -> None:
        name_tok = self.next()
        self.expect_p("=")
        self.expect_kw("type")
        struct = self.types.identified(name_tok.text)
        if name_tok.text in self._struct_defined:
            raise self.error(f"redefinition of type named '{name_tok.text}'", name_tok)
        self._struct_defined.add(name_tok.text)
        if self.eat_kw("opaque"):
            return
        packed = False
        if self.is_p("<"):
            self.next()
            packed = True
        if not self.is_p("{"):
            # A named non-struct type is just another name for it.
            raise self.error("expected '{' in a struct type definition")
        struct.body = self._struct_body()
        struct.packed = packed
        if packed:
            self.expect_p(">")

    def _struct_body(self) -> tuple[LType, ...]:
        self.expect_p("{")
        return tuple(self._items(self.parse_type, "}", "at end of struct"))

    def _items(
        self, parse: Callable[[], Any], close: str, what: str | None = None
    ) -> list[Any]:
        """What `parse` reads, separated by commas, up to `close` (`what`
        names the place in the error if it is missing)."""
        items: list[Any] = []
        if not self.eat_p(close):
            while True:
                items.append(parse())
                if not self.eat_p(","):
                    break
            self.expect_p(close, what)
        return items

    def parse_type(self) -> LType:
        tok = self.tokens[self.i]
        types = self.types
        result: LType
        if tok.kind == lx.KEYWORD:
            word = tok.text
            self.i += 1
            cached = self._keyword_types.get(word)
            if cached is not None and not (
                word == "ptr" and self.tokens[self.i].text == "addrspace"
            ):
                result = cached
            elif word[0] == "i" and word[1:].isdigit():
                result = types.int(int(word[1:]))
                self._keyword_types[word] = result
            elif word in FLOAT_TYPES:
                result = types.float(word)
                self._keyword_types[word] = result
            elif word == "ptr":
                space = self._addrspace()
                result = PtrT(None, space)
                result = types._get(("p", None, space), lambda: result)
                if space == 0:
                    self._keyword_types[word] = result
            elif word in SIMPLE_TYPES:
                result = types.simple(word)
                self._keyword_types[word] = result
            else:
                raise self.error("expected type", tok)
        elif tok.kind == lx.LOCAL:
            self.i += 1
            result = types.identified(tok.text)
        elif tok.kind == lx.PUNCT:
            if tok.text == "[":
                self.i += 1
                count = self.expect_int("number of elements")
                self.expect_kw("x")
                elem = self.parse_type()
                self.expect_p("]", "at end of array type")
                result = types.array(count, elem)
            elif tok.text == "<":
                self.i += 1
                if self.is_p("{"):
                    body = self._struct_body()
                    self.expect_p(">")
                    result = types.struct(body, True)
                else:
                    scalable = self.eat_kw("vscale")
                    if scalable:
                        self.expect_kw("x")
                    count = self.expect_int("number of elements")
                    self.expect_kw("x")
                    elem = self.parse_type()
                    self.expect_p(">", "at end of vector type")
                    result = types.vector(count, elem, scalable)
            elif tok.text == "{":
                result = types.struct(self._struct_body(), False)
            else:
                raise self.error("expected type", tok)
        else:
            raise self.error("expected type", tok)
        tokens = self.tokens
        while True:
            tok = tokens[self.i]
            if tok.text not in _TYPE_SUFFIXES:
                return result
            if self.is_p("*"):
                self.i += 1
                result = types.ptr(result, 0)
            elif self.is_kw("addrspace"):
                space = self._addrspace()
                self.expect_p("*")
                result = types.ptr(result, space)
            elif self.is_p("("):
                result = self._function_type(result)
            else:
                return result

    def _addrspace(self) -> int:
        if not self.eat_kw("addrspace"):
            return 0
        self.expect_p("(")
        space = self.expect_int("address space")
        self.expect_p(")")
        return space

    def _function_type(self, ret: LType) -> FuncT:
        params, _, _, vararg = self._parameters(False)
        return self.types.func(ret, tuple(params), vararg)

    def _parameters(
        self, named: bool, what: str | None = None
    ) -> tuple[list[LType], list[dict[str, Any]], list[str | None], bool]:
        """`(T attrs [%name], ..., ...)`: the types, their attributes, their
        names (read only if `named`) and whether there is `...`; `what` names
        the place in the error if `)` is missing."""
        self.expect_p("(")
        params: list[LType] = []
        attrs: list[dict[str, Any]] = []
        names: list[str | None] = []
        vararg = False
        if not self.eat_p(")"):
            while True:
                if self.eat_p("..."):
                    vararg = True
                    break
                params.append(self.parse_type())
                attrs.append(self._param_attrs())
                if named and self.tok.kind == lx.LOCAL:
                    names.append(self.next().text)
                else:
                    names.append(None)
                if not self.eat_p(","):
                    break
            self.expect_p(")", what)
        return params, attrs, names, vararg

    # -- attributes ------------------------------------------------------------------

    def _param_attrs(self) -> dict[str, Any]:
        attrs: dict[str, Any] = {}
        while True:
            tok = self.tok
            if tok.kind != lx.KEYWORD or tok.text not in PARAM_ATTRS:
                return attrs
            self.i += 1
            word = tok.text
            if word in PARAM_ATTRS_WITH_TYPE:
                if self.eat_p("("):
                    attrs[word] = self.parse_type()
                    self.expect_p(")")
                else:
                    attrs[word] = None
            elif word == "align":
                if self.eat_p("("):
                    attrs[word] = self.expect_int()
                    self.expect_p(")")
                else:
                    attrs[word] = self.expect_int("alignment")
            elif self.is_p("("):
                self.next()
                attrs[word] = self.expect_int()
                self.expect_p(")")
            else:
                attrs[word] = True

    def _fn_attr(self, in_group: bool = False) -> tuple[str, Any]:
        """One function attribute: (name, value); value None for a flag."""
        tok = self.next()
        if tok.kind == lx.STRING:
            if self.eat_p("="):
                return tok.text, ("str", self.expect_string())
            return tok.text, ("str", "")
        if tok.kind == lx.ATTRGRP:
            return "#", tok.text
        if tok.kind != lx.KEYWORD:
            raise self.error("expected function attribute", tok)
        word = tok.text
        if word in ("align", "alignstack") and not self.is_p("("):
            if in_group and self.eat_p("="):
                return word, ("int", self.expect_int())
            return word, ("int", self.expect_int())
        if self.is_p("("):
            self.next()
            args: list[str] = []
            depth = 1
            while depth:
                t = self.next()
                if t.kind == lx.EOF:
                    raise self.error("expected ')'", t)
                if t.kind == lx.PUNCT and t.text == "(":
                    depth += 1
                elif t.kind == lx.PUNCT and t.text == ")":
                    depth -= 1
                    if not depth:
                        break
                args.append(t.text + ":" if t.kind == lx.LABEL else t.text)
            return word, ("args", tuple(args))
        if in_group and self.eat_p("="):
            return word, ("int", self.expect_int())
        return word, None

    def _fn_attrs(self) -> list[tuple[str, Any]]:
        attrs: list[tuple[str, Any]] = []
        while True:
            tok = self.tok
            if tok.kind == lx.ATTRGRP:
                self.i += 1
                attrs.append(("#", tok.text))
            elif tok.kind == lx.STRING:
                attrs.append(self._fn_attr())
            elif tok.kind == lx.KEYWORD and tok.text in _FN_ATTR_WORDS:
                attrs.append(self._fn_attr())
            else:
                return attrs

    # -- globals ---------------------------------------------------------------------

    def global_ref(self, name: str, type_: LType, pos: int) -> GlobalValue:
        ref = self.globals.get(name)
        if ref is None:
            ref = self.globals[name] = GlobalValue(type_, name, pos)
        return ref

    def _global(self) -> None:
        name_tok = self.next()
        self.expect_p("=")
        linkage = "external"
        explicit_linkage = False
        dso_local = False
        thread_local = False
        unnamed_addr = None
        addrspace = 0
        while True:
            tok = self.tok
            if tok.kind != lx.KEYWORD:
                break
            word = tok.text
            if word in LINKAGES:
                linkage = word
                explicit_linkage = True
            elif word == "dso_local":
                dso_local = True
            elif word in SKIPPED_PREFIX:
                pass
            elif word == "thread_local":
                thread_local = True
                if self.tokens[self.i + 1].text == "(":
                    self.i += 3
            elif word in ("unnamed_addr", "local_unnamed_addr"):
                unnamed_addr = "global" if word == "unnamed_addr" else "local"
            elif word == "addrspace":
                addrspace = self._addrspace()
                continue
            else:
                break
            self.i += 1
        if self.is_kw("alias") or self.is_kw("ifunc"):
            self.next()
            self.parse_type()
            self.eat_p(",")
            self.parse_typed_value()
            self._skip_to_top_level()
            ref = self.global_ref(name_tok.text, self.types.ptr(None), name_tok.pos)
            ref.definition = "alias"
            return
        if self.eat_kw("global"):
            constant = False
        elif self.eat_kw("constant"):
            constant = True
        else:
            raise self.error("expected 'global' or 'constant'")
        value_type = self.parse_type()
        gv = GlobalVariable(
            name_tok.text,
            value_type,
            constant,
            linkage,
            addrspace=addrspace,
            dso_local=dso_local or linkage in ("private", "internal"),
            thread_local=thread_local,
            unnamed_addr=unnamed_addr,
            pos=name_tok.pos,
        )
        ref = self.global_ref(
            name_tok.text, self.types.ptr(value_type, addrspace), name_tok.pos
        )
        if ref.definition is not None:
            raise self.error(f"redefinition of global '@{name_tok.text}'", name_tok)
        ref.definition = gv
        if not (explicit_linkage and linkage in ("external", "extern_weak")):
            gv.initializer = self.parse_value(value_type)
        while self.eat_p(","):
            if self.eat_kw("section"):
                gv.section = self.expect_string()
            elif self.eat_kw("align"):
                gv.align = self.expect_int("alignment")
            elif self.eat_kw("comdat"):
                if self.eat_p("("):
                    self.next()
                    self.expect_p(")")
            elif self.eat_kw("partition"):
                self.expect_string()
            elif self.tok.kind == lx.METAVAR:
                self.next()
                self._metadata_value()
            else:
                raise self.error("expected global attribute")
        self.module.globals.append(gv)

    def _at_global_end(self) -> bool:
        tok = self.tok
        if tok.kind == lx.EOF or (tok.kind == lx.PUNCT and tok.text == ","):
            return True
        if tok.kind in (lx.GLOBAL, lx.METAVAR, lx.LOCAL, lx.ATTRGRP, lx.COMDAT):
            # A new top-level entity (`@x = ...`), unless it is an operand.
            return self.tokens[self.i + 1].text == "="
        return tok.kind == lx.KEYWORD and tok.text in (
            "declare",
            "define",
            "attributes",
            "source_filename",
            "target",
        )

    def _skip_to_top_level(self) -> None:
        while not self._at_global_end() or self.is_p(","):
            self.next()

    # -- functions -------------------------------------------------------------------

    def _function(self, define: bool) -> None:
        start = self.tok
        linkage = "external"
        dso_local = False
        cconv = "ccc"
        prefix_metadata: dict[str, Any] = {}
        while self.tok.kind == lx.METAVAR and not define:
            kind = self.next().text
            prefix_metadata[kind] = self._metadata_value()
        while self.tok.kind == lx.KEYWORD:
            word = self.tok.text
            if word in LINKAGES:
                linkage = word
            elif word == "dso_local":
                dso_local = True
            elif word in SKIPPED_PREFIX:
                pass
            elif word in CCONVS:
                if word == "cc":
                    self.next()
                    cconv = f"cc_{self.expect_int()}"
                    continue
                cconv = CCONVS[word]
            else:
                break
            self.i += 1
        self._param_attrs()
        ret = self.parse_type()
        name_tok = self.next()
        if name_tok.kind != lx.GLOBAL:
            raise self.error("expected function name", name_tok)
        params, param_attrs, arg_names, vararg = self._parameters(
            True, "at end of argument list"
        )
        ftype = self.types.func(ret, tuple(params), vararg)
        fn = Function(
            name_tok.text,
            ftype,
            linkage,
            cconv,
            dso_local=dso_local or linkage in ("private", "internal"),
            param_attrs=param_attrs,
            pos=start.pos,
            metadata=prefix_metadata,
        )
        while True:
            tok = self.tok
            if tok.kind == lx.KEYWORD and tok.text in (
                "unnamed_addr",
                "local_unnamed_addr",
            ):
                fn.unnamed_addr = "global" if tok.text == "unnamed_addr" else "local"
                self.i += 1
            elif tok.kind == lx.KEYWORD and tok.text == "addrspace":
                self._addrspace()
            elif tok.kind == lx.KEYWORD and tok.text == "section":
                self.i += 1
                fn.section = self.expect_string()
            elif tok.kind == lx.KEYWORD and tok.text == "gc":
                self.i += 1
                fn.gc = self.expect_string()
            elif tok.kind == lx.KEYWORD and tok.text == "comdat":
                self.i += 1
                if self.eat_p("("):
                    self.next()
                    self.expect_p(")")
            elif tok.kind == lx.KEYWORD and tok.text == "align":
                self.i += 1
                self.expect_int()
            elif tok.kind == lx.KEYWORD and tok.text in ("prefix", "prologue"):
                self.i += 1
                self.parse_typed_value()
            elif tok.kind == lx.KEYWORD and tok.text == "personality":
                self.i += 1
                value = self.parse_typed_value()
                if not isinstance(value, (Constant, GlobalValue)):
                    raise self.error("expected a constant personality")
                fn.personality = value  # type: ignore[assignment]
            elif tok.kind == lx.METAVAR and not define:
                break
            elif tok.kind == lx.METAVAR:
                kind = self.next().text
                fn.metadata[kind] = self._metadata_value()
            else:
                attrs = self._fn_attrs()
                if not attrs:
                    break
                fn.fn_attrs.extend(attrs)
        ref = self.global_ref(name_tok.text, self.types.ptr(ftype), name_tok.pos)
        if ref.definition is not None:
            raise self.error(
                f"invalid redefinition of function '{name_tok.text}'", name_tok
            )
        ref.definition = fn
        fn.args = [Argument(t, n, i) for i, (t, n) in enumerate(zip(params, arg_names))]
        if define:
            self._body(fn)
        self.module.functions.append(fn)

    def _body(self, fn: Function) -> None:
        scope = self.scope = _FunctionScope(fn)
        for arg in fn.args:
            if arg.name is None:
                arg.name = str(scope.next_number)
                scope.next_number += 1
            elif arg.name.isdigit():
                scope.next_number = max(scope.next_number, int(arg.name) + 1)
            scope.values[arg.name] = arg
        fn.blocks = []
        tok = self.tok
        if tok.kind is lx.BODY:
            self.i += 1
            self._text_body(fn, tok.pos)
        else:
            self.expect_p("{", "in function body")
            while not self.eat_p("}"):
                block = self._start_block(fn)
                while self._add(block, self._instruction(block)):
                    pass
        if not fn.blocks:
            raise LLParseError(
                "function body requires at least one basic block",
                self.tokens[self.i - 1].pos,
            )
        for name, block in scope.blocks.items():
            if block.index < 0:
                raise LLParseError(f"use of undefined value '%{name}'", block.pos)
        for inst, index, fwd in scope.forward:
            value = scope.values.get(fwd.name)
            if value is None:
                raise LLParseError(f"use of undefined value '%{fwd.name}'", fwd.pos)
            if value.type is not fwd.type:
                raise LLParseError(
                    f"'%{fwd.name}' defined with type '{type_text(value.type)}' "
                    f"but expected '{type_text(fwd.type)}'",
                    fwd.pos,
                )
            inst.operands[index] = value
        self.scope = None

    def _start_block(self, fn: Function, name: str | None = None) -> BasicBlock:
        """A new block of `fn`: `name`, the LABEL token here, or the next number."""
        scope = self.scope
        assert scope is not None
        tok = self.tok
        if name is None and tok.kind == lx.LABEL:
            self.i += 1
            name = tok.text
        elif name is None:
            name = str(scope.next_number)
            scope.next_number += 1
        block = scope.blocks.get(name)
        if block is None:
            block = scope.blocks[name] = BasicBlock(self._label_type, name)
        elif block.index >= 0:
            raise self.error(f"redefinition of label '%{name}'", tok)
        if name.isdigit():
            scope.next_number = max(scope.next_number, int(name) + 1)
        block.index = len(fn.blocks)  # type: ignore[arg-type]
        fn.blocks.append(block)  # type: ignore[union-attr]
        return block

    def _add(self, block: BasicBlock, inst: Instruction) -> bool:
        """Append `inst` (read from tokens) to `block`; False if it ends the block."""
        inst.block = block
        block.instructions.append(inst)
        if inst.opcode == "call" and any(
            o.__class__ is MetadataValue for o in inst.operands
        ):
            self.module.metadata_calls.append(inst)
        return inst.opcode not in _TERMINATORS

    def _text_body(self, fn: Function, start: int) -> None:
        """The blocks of the body whose `{` is at offset `start`, read line
        by line: lines of LINE_FORMS from their match, labels and comments
        directly, anything else from its tokens (see `_chunk`). Any error
        here makes `parse_module` read the file again without BODY tokens."""
        text = self.text
        stop = text.find("\n}", start) + 1
        pos = start + 2
        head = HEAD.match
        builders = LINE_BUILDERS
        define = self._define
        scope = self.scope
        assert scope is not None
        values = scope.values
        void = self.void
        block: BasicBlock | None = None
        add: Any = None  # the append of the open block's instructions
        while pos < stop:
            m = head(text, pos)
            group = m.lastindex if m is not None else None
            if group == OPCODE:
                form = builders.get(m[OPCODE])  # type: ignore[index]
                m = form[0](text, pos) if form is not None else None
                built = form[1](self, m) if m is not None else None  # type: ignore[index]
                if built is not None:
                    name, inst = built
                    if block is None:
                        block = self._start_block(fn)
                        add = block.instructions.append
                    if self.forward_seen:
                        self.forward_seen = False
                        define(inst, name, pos)
                    elif name is None:
                        if inst.type is not void:
                            define(inst, name, pos)
                    elif name in values or inst.type is void:
                        define(inst, name, pos)
                    else:  # `define`'s common case
                        inst.name = name
                        values[name] = inst
                        if name.isdigit():
                            number = int(name) + 1
                            if number > scope.next_number:
                                scope.next_number = number
                    inst.block = block
                    add(inst)
                    if form[2]:  # type: ignore[index]
                        block = None
                    pos = m.end() + 1  # type: ignore[union-attr]
                    continue
            elif group == BLANK:
                pos = m.end() + 1  # type: ignore[union-attr]
                continue
            elif group == LABEL and block is None:
                name = m[LABEL]  # type: ignore[index]
                if name.startswith('"'):
                    name = lx.unescape(name[1:-1])
                block = self._start_block(fn, name)
                add = block.instructions.append
                pos = m.end() + 1  # type: ignore[union-attr]
                continue
            pos, block = self._chunk(fn, block, pos, stop)
            if block is not None:
                add = block.instructions.append
        if block is not None:
            raise LLParseError("expected instruction opcode", stop)

    def _chunk(
        self, fn: Function, block: BasicBlock | None, pos: int, stop: int
    ) -> tuple[int, BasicBlock | None]:
        """Parse the line at `pos` with the lines that continue it (indented
        further, or closing a `]`) from their tokens; the offset after them
        and the open block."""
        text = self.text
        end = text.find("\n", pos) + 1
        while end < stop and _NEW_LINE.match(text, end) is None:
            end = text.find("\n", end) + 1
        saved = self.tokens, self.i
        self.tokens, self.i = lx.tokenize_span(text, pos, end), 0
        try:
            while self.tokens[self.i].kind is not lx.EOF:
                if block is None:
                    block = self._start_block(fn)
                if not self._add(block, self._instruction(block)):
                    block = None
        finally:
            self.tokens, self.i = saved
        return end, block

    # -- values ----------------------------------------------------------------------

    def parse_typed_value(self) -> Value:
        type_ = self.parse_type()
        return self.parse_value(type_)

    def typed_values(self, count: int) -> list[Value]:
        """`count` typed values separated by commas."""
        values = [self.parse_typed_value()]
        for _ in range(count - 1):
            self.expect_p(",")
            values.append(self.parse_typed_value())
        return values

    def _block_ref(self, name: str, pos: int) -> BasicBlock:
        scope = self.scope
        assert scope is not None
        block = scope.blocks.get(name)
        if block is None:
            block = scope.blocks[name] = BasicBlock(self._label_type, name, pos)
        return block

    def _label(self) -> BasicBlock:
        self.expect_kw("label")
        tok = self.next()
        if tok.kind != lx.LOCAL:
            raise self.error("expected basic block", tok)
        return self._block_ref(tok.text, tok.pos)

    def parse_value(self, type_: LType) -> Value:
        tok = self.tok
        kind = tok.kind
        consts = self.consts
        if type_.kind == "simple" and type_.name == "metadata":  # type: ignore[attr-defined]
            return MetadataValue(type_, self._metadata_value())
        if kind == lx.LOCAL:
            self.i += 1
            scope = self.scope
            if scope is None:
                raise self.error("local value outside of a function", tok)
            if type_.kind == "simple" and type_.name == "label":  # type: ignore[attr-defined]
                return self._block_ref(tok.text, tok.pos)
            value = scope.values.get(tok.text)
            if value is None:
                return _Forward(type_, tok.text, tok.pos)
            if value.type is not type_:
                raise self.error(
                    f"'%{tok.text}' defined with type '{type_text(value.type)}' "
                    f"but expected '{type_text(type_)}'",
                    tok,
                )
            return value
        if kind == lx.GLOBAL:
            self.i += 1
            return self.global_ref(tok.text, type_, tok.pos)
        if kind == lx.INT:
            self.i += 1
            if isinstance(type_, IntT):
                return consts.int(type_, int(tok.text))
            if isinstance(type_, FloatT):
                return consts.fp(type_, float_bits(type_, tok.text + ".0"))
            raise self.error("integer constant must have integer type", tok)
        if kind == lx.FLOAT:
            self.i += 1
            if not isinstance(type_, FloatT):
                raise self.error("floating point constant invalid for type", tok)
            try:
                return consts.fp(type_, float_bits(type_, tok.text))
            except ValueError as error:
                raise self.error(str(error), tok) from None
        if kind == lx.CSTRING:
            self.i += 1
            if not isinstance(type_, ArrayT) or type_.count != len(tok.text):
                raise self.error("constant expression type mismatch", tok)
            return consts.string(type_, tok.text)
        if kind == lx.PUNCT:
            if tok.text == "[":
                self.i += 1
                if not isinstance(type_, ArrayT):
                    raise self.error("invalid type for array constant", tok)
                elems = self._constant_list("]")
                if len(elems) != type_.count:
                    raise self.error("invalid number of elements in array", tok)
                for e in elems:
                    if e.type is not type_.elem:
                        raise self.error("array element type mismatch", tok)
                return consts.sequence(type_, elems)
            if tok.text == "<":
                self.i += 1
                if self.eat_p("{"):
                    elems = self._constant_list("}")
                    self.expect_p(">")
                    return self._struct_constant(type_, elems, tok)
                if not isinstance(type_, VectorT):
                    raise self.error("invalid type for vector constant", tok)
                elems = self._constant_list(">")
                return consts.sequence(type_, elems)
            if tok.text == "{":
                self.i += 1
                elems = self._constant_list("}")
                return self._struct_constant(type_, elems, tok)
            if tok.text == "!" and type_.kind == "simple":
                return MetadataValue(type_, self._metadata_value())
        if kind != lx.KEYWORD:
            raise self.error("expected value token", tok)
        word = tok.text
        self.i += 1
        if word in ("true", "false"):
            if not (isinstance(type_, IntT) and type_.bits == 1):
                raise self.error("expected i1 type", tok)
            return consts.int(type_, 1 if word == "true" else 0)
        if word == "null":
            if not isinstance(type_, PtrT):
                raise self.error("null must be a pointer type", tok)
            return consts.null(type_)
        if word == "undef":
            return consts.undef(type_)
        if word == "poison":
            return consts.poison(type_)
        if word == "zeroinitializer":
            return consts.zero(type_)
        if word == "none":
            return consts.none(type_)
        if word == "asm":
            flags = []
            while self.tok.kind == lx.KEYWORD:
                flags.append(self.next().text)
            asm = self.expect_string()
            self.expect_p(",")
            constraints = self.expect_string()
            return InlineAsm(type_, asm, constraints, tuple(flags))
        if word == "blockaddress":
            self.expect_p("(")
            fn = self.next()
            self.expect_p(",")
            block = self.next()
            self.expect_p(")")
            return consts.block_address(type_, fn.text, block.text)
        if word in ("dso_local_equivalent", "no_cfi"):
            return self.parse_value(type_)
        if word == "metadata":
            return MetadataValue(type_, self._metadata_value())
        self.i -= 1
        return self._constant_expr(type_)

    def _struct_constant(
        self, type_: LType, elems: tuple[Constant, ...], tok: Token
    ) -> Constant:
        if not isinstance(type_, StructT) or type_.body is None:
            raise self.error("invalid type for struct constant", tok)
        if len(elems) != len(type_.body):
            raise self.error("invalid number of elements in struct", tok)
        return self.consts.struct(type_, elems)

    def _constant_list(self, close: str) -> tuple[Constant, ...]:
        return tuple(self._items(self._constant, close))

    def _constant(self) -> Constant:
        value = self.parse_typed_value()
        if not isinstance(value, (Constant, GlobalValue)):
            raise self.error("expected a constant")
        return value  # type: ignore[return-value]

    def _constant_expr(self, type_: LType) -> Value:
        tok = self.next()
        word = tok.text
        consts = self.consts
        if word in CASTS:
            self.expect_p("(")
            operand = self.parse_typed_value()
            self.expect_kw("to")
            dest = self.parse_type()
            self.expect_p(")")
            if word == "bitcast" and operand.type is dest:
                return operand
            if word == "bitcast" and isinstance(operand, Constant):
                if operand.kind == "null" and isinstance(dest, PtrT):
                    return consts.null(dest)
                if operand.kind in ("undef", "poison"):
                    return consts._get(dest, operand.kind)
            if (
                word == "inttoptr"
                and isinstance(operand, Constant)
                and operand.kind == "int"
                and operand.data == 0
            ):
                return consts.null(dest)
            return consts.expr(dest, ConstExpr(word, (operand,)))
        if word == "getelementptr":
            inbounds = self.eat_kw("inbounds")
            self.expect_p("(")
            source = self.parse_type()
            self.expect_p(",")
            base = self.parse_typed_value()
            indices: list[Value] = []
            while self.eat_p(","):
                if self.eat_kw("inrange"):
                    pass
                indices.append(self.parse_typed_value())
            self.expect_p(")")
            result = self.gep_result_type(source, base.type, indices, tok)
            if (
                all(
                    isinstance(i, Constant) and i.kind in ("int", "zero") and not i.data
                    for i in indices
                )
                and result is base.type
            ):
                return base
            if not inbounds and self._implied_inbounds(source, base, indices):
                inbounds = True
            return consts.expr(
                result,
                ConstExpr(
                    "getelementptr",
                    (base, *indices),
                    ("inbounds",) if inbounds else (),
                    source,
                ),
            )
        if word in ("icmp", "fcmp"):
            pred = self.next().text
            self.expect_p("(")
            lhs = self.parse_typed_value()
            self.expect_p(",")
            rhs = self.parse_typed_value()
            self.expect_p(")")
            return consts.expr(type_, ConstExpr(word, (lhs, rhs), extra=pred))
        if word in BINARY:
            flags: list[str] = []
            while self.tok.kind == lx.KEYWORD and self.tok.text in INT_FLAGS:
                flags.append(self.next().text)
            self.expect_p("(")
            lhs = self.parse_typed_value()
            self.expect_p(",")
            rhs = self.parse_typed_value()
            self.expect_p(")")
            return consts.expr(lhs.type, ConstExpr(word, (lhs, rhs), tuple(flags)))
        if word in ("select", "extractelement", "insertelement", "shufflevector"):
            self.expect_p("(")
            ops = [self.parse_typed_value()]
            while self.eat_p(","):
                ops.append(self.parse_typed_value())
            self.expect_p(")")
            if word == "select":
                result = ops[1].type
            elif word == "extractelement":
                result = ops[0].type.elem  # type: ignore[attr-defined]
            elif word == "insertelement":
                result = ops[0].type
            else:
                vec = ops[0].type
                result = self.types.vector(ops[2].type.count, vec.elem, vec.scalable)  # type: ignore[attr-defined]
            return consts.expr(result, ConstExpr(word, tuple(ops)))
        raise self.error("expected value token", tok)

    def _implied_inbounds(
        self, source: LType, base: Value, indices: list[Value]
    ) -> bool:
        """Whether LLVM's constant folder marks this getelementptr `inbounds`:
        constant in-range indices into a global variable, the first one zero
        (or one, with all others zero)."""
        if not isinstance(base, GlobalValue):
            return False
        definition = base.definition
        if isinstance(definition, Function) or definition == "alias":
            return False
        if (
            isinstance(definition, GlobalVariable)
            and definition.linkage == "extern_weak"
        ):
            return False
        if not all(
            isinstance(i, Constant) and i.kind in ("int", "zero") for i in indices
        ):
            return False
        values = [i.data if i.kind == "int" else 0 for i in indices]  # type: ignore[attr-defined]
        current = source
        for value in values[1:]:
            if isinstance(current, ArrayT):
                if not 0 <= value < current.count:
                    return False
                current = current.elem
            elif isinstance(current, StructT):
                current = (current.body or ())[value]
            else:
                return False
        if not values or values[0] == 0:
            return True
        return values[0] == 1 and not any(values[1:])

    def gep_result_type(
        self, source: LType, base_type: LType, indices: list[Value], tok: Token
    ) -> LType:
        """The type a getelementptr of these operands produces."""
        vector_count = None
        base = base_type
        if isinstance(base, VectorT):
            vector_count = base.count
            base = base.elem
        if not isinstance(base, PtrT):
            raise self.error("base of getelementptr must be a pointer", tok)
        current = source
        for index in indices[1:]:
            if isinstance(index.type, VectorT):
                vector_count = index.type.count
            if isinstance(current, StructT):
                if not isinstance(index, Constant) or index.kind not in ("int", "zero"):
                    raise self.error("invalid getelementptr indices", tok)
                value = index.data if index.kind == "int" else 0
                if current.body is None or not 0 <= value < len(current.body):
                    raise self.error("invalid getelementptr indices", tok)
                current = current.body[value]
            elif isinstance(current, (ArrayT, VectorT)):
                current = current.elem
            else:
                raise self.error("invalid getelementptr indices", tok)
        if isinstance(indices[0].type, VectorT) if indices else False:
            vector_count = indices[0].type.count  # type: ignore[attr-defined]
        result: LType = self.types.ptr(current, base.addrspace)
        if vector_count is not None:
            result = self.types.vector(vector_count, result)
        return result

    # -- metadata --------------------------------------------------------------------

    def _metadata_definition(self) -> None:
        name_tok = self.next()
        self.expect_p("=")
        if name_tok.text.isdigit():
            distinct = self.eat_kw("distinct")
            node = self._metadata_node()
            node.distinct = distinct
            self.module.metadata[name_tok.text] = node
            self.module.metadata_pos[name_tok.text] = name_tok.pos
            return
        # Named metadata: !name = !{!0, !1}
        self.expect_p("!")
        self.module.named_metadata[name_tok.text] = self._metadata_tuple()

    def _metadata_tuple(self) -> list[Any]:
        """The operands of `{...}` after a `!`."""
        self.expect_p("{")
        return self._items(self._metadata_value, "}")

    def _metadata_node(self) -> MDNode:
        tok = self.tok
        if tok.kind == lx.PUNCT and tok.text == "!":
            self.next()
            return MDNode(self._metadata_tuple())
        if tok.kind == lx.METAVAR and tok.text[:1].isalpha():
            self.next()
            return self._specialized(tok.text)
        raise self.error("expected metadata node")

    def _specialized(self, kind: str) -> MDNode:
        node = MDNode([], kind)
        self.expect_p("(")
        if kind in ("DIExpression", "DIArgList"):
            # Positional operands: DWARF operations, or the list's values.
            while not self.eat_p(")"):
                if self.tok.kind == lx.EOF:
                    raise self.error("expected ')'")
                if kind == "DIArgList":
                    node.operands.append(self._metadata_value())
                else:
                    node.operands.append(self.next().text)
                self.eat_p(",")
            return node
        if not self.eat_p(")"):
            while True:
                field = self.next()
                if field.kind == lx.LABEL:
                    name = field.text
                elif field.kind == lx.KEYWORD:
                    name = field.text
                    self.expect_p(":")
                else:
                    raise self.error("expected field label here", field)
                node.fields[name] = self._md_field_value()
                if not self.eat_p(","):
                    break
            self.expect_p(")")
        return node

    def _md_field_value(self) -> Any:
        tok = self.tok
        if tok.kind == lx.INT:
            self.next()
            return int(tok.text)
        if tok.kind == lx.STRING:
            self.next()
            return tok.text
        if tok.kind == lx.KEYWORD and tok.text == "null":
            self.next()
            return None
        if tok.kind == lx.KEYWORD and _is_type_word(tok.text):
            return self.parse_typed_value()  # `extraData: i64 8` and the like
        if tok.kind == lx.KEYWORD:
            self.next()
            words = [tok.text]
            while self.eat_p("|"):
                words.append(self.next().text)
            return words[0] if len(words) == 1 else tuple(words)
        if tok.kind == lx.PUNCT and tok.text == "!":
            return self._metadata_value()
        if tok.kind == lx.METAVAR:
            return self._metadata_value()
        if tok.kind == lx.FLOAT:
            self.next()
            return tok.text
        if tok.kind == lx.PUNCT and tok.text == "(":
            raise self.error("unsupported metadata field")
        raise self.error("expected metadata field value", tok)

    def _metadata_value(self) -> Any:
        """An MD operand: ("ref", N), ("str", s), ("node", MDNode), a Value, None."""
        tok = self.tok
        if tok.kind == lx.METAVAR:
            self.next()
            text = tok.text
            if text.isdigit():
                return ("ref", text)
            if text[:1].isalpha() and self.is_p("("):
                return ("node", self._specialized(text))
            return ("named", text)
        if tok.kind == lx.PUNCT and tok.text == "!":
            self.next()
            if self.tok.kind == lx.STRING:
                return ("str", self.next().text)
            if self.is_p("{"):
                self.i -= 1
                return ("node", self._metadata_node())
            raise self.error("expected metadata")
        if tok.kind == lx.KEYWORD and tok.text == "null":
            self.next()
            return None
        if tok.kind == lx.KEYWORD and tok.text == "distinct":
            self.next()
            node = self._metadata_node()
            node.distinct = True
            return ("node", node)
        return self.parse_typed_value()

    # -- instructions ----------------------------------------------------------------

    def _instruction(self, block: BasicBlock) -> Instruction:
        scope = self.scope
        assert scope is not None
        name = None
        tok = self.tok
        if tok.kind == lx.LOCAL:
            name = tok.text
            self.i += 1
            self.expect_p("=")
        op_tok = self.next()
        if op_tok.kind != lx.KEYWORD:
            raise self.error("expected instruction opcode", op_tok)
        opcode = op_tok.text
        handler = _HANDLERS.get(opcode)
        if handler is None:
            if opcode in ("tail", "musttail", "notail"):
                handler = _HANDLERS["call"]
                self.expect_kw("call")
                opcode = "call"
            else:
                raise self.error("expected instruction opcode", op_tok)
        inst = handler(self, opcode)
        inst.pos = op_tok.pos
        self._attachments(inst)
        return self._define(inst, name, tok.pos)

    def _define(self, inst: Instruction, name: str | None, pos: int) -> Instruction:
        """Record `inst`'s forward operands and name its result (`name` or
        the next number); the instruction starts at offset `pos`."""
        scope = self.scope
        assert scope is not None
        for index, operand in enumerate(inst.operands):
            if isinstance(operand, _Forward):
                scope.forward.append((inst, index, operand))
        if name is not None:
            if inst.type.kind == "simple" and inst.type.name == "void":  # type: ignore[attr-defined]
                raise LLParseError(
                    "instructions returning void cannot have a name", pos
                )
            if name in scope.values:
                raise LLParseError(
                    f"multiple definition of local value named '{name}'", pos
                )
            inst.name = name
            scope.values[name] = inst
            if name.isdigit():
                scope.next_number = max(scope.next_number, int(name) + 1)
        elif not (inst.type.kind == "simple" and inst.type.name == "void"):  # type: ignore[attr-defined]
            number = str(scope.next_number)
            scope.next_number += 1
            inst.name = number
            scope.values[number] = inst
        return inst

    def fast_type(self, text: str) -> LType:
        """The type spelled `text` in a line of LINE_FORMS."""
        found = self.line_types.get(text)
        if found is None:
            saved = self.tokens, self.i
            self.tokens, self.i = lx.tokenize(text, bodies=False), 0
            try:
                found = self.line_types[text] = self.parse_type()
            finally:
                self.tokens, self.i = saved
        return found

    def fast_local(self, name: str, type_: LType, pos: int) -> Value | None:
        """The local value `%name` of type `type_` (None if it has another)."""
        scope = self.scope
        assert scope is not None
        value = scope.values.get(name)
        if value is None:
            self.forward_seen = True
            return _Forward(type_, name, pos)
        return value if value.type is type_ else None

    def _attachments(self, inst: Instruction) -> None:
        while self.is_p(",") and self.tokens[self.i + 1].kind == lx.METAVAR:
            self.i += 1
            kind = self.next().text
            if inst.metadata is NO_METADATA:
                inst.metadata = {}
                self.module.annotated.append(inst)
            inst.metadata[kind] = self._metadata_value()  # type: ignore[index]

    def _flags(self, allowed: tuple[str, ...]) -> tuple[str, ...]:
        flags: list[str] = []
        while self.tok.kind == lx.KEYWORD and self.tok.text in allowed:
            flags.append(self.next().text)
        return tuple(flags)

    def _optional_align(self, inst: Instruction) -> None:
        while self.is_p(",") and self.tokens[self.i + 1].kind == lx.KEYWORD:
            word = self.tokens[self.i + 1].text
            if word == "align":
                self.i += 2
                inst.attrs["align"] = self.expect_int("alignment")
            else:
                return

    def _syncscope(self) -> str:
        if self.eat_kw("syncscope"):
            self.expect_p("(")
            scope = self.expect_string()
            self.expect_p(")")
            return scope
        return ""

    def _ordering(self) -> str:
        tok = self.next()
        if tok.text not in ORDERINGS:
            raise self.error("Expected ordering on atomic instruction", tok)
        return tok.text


def parse_module(text: str, opaque_pointers: bool = True) -> tuple[LLParser, Module]:
    """The module of `text` and its parser (LLParseError if malformed).

    Malformed IR is parsed again without BODY tokens (so from tokens only),
    so that the error is the one the general parser reports at the token it
    expects.
    """
    parser = LLParser(text, opaque_pointers)
    try:
        return parser, parser.parse()
    except LLParseError:
        parser = LLParser(text, opaque_pointers, bodies=False)
        return parser, parser.parse()


def _is_type_word(word: str) -> bool:
    """Whether keyword `word` names a type (`i64`, `double`, `ptr`)."""
    return (
        (word[0] == "i" and word[1:].isdigit()) or word in FLOAT_TYPES or word == "ptr"
    )


def type_text(t: LType) -> str:
    """LLVM's spelling of a type (for diagnostics)."""
    if isinstance(t, IntT):
        return f"i{t.bits}"
    if isinstance(t, FloatT):
        return t.name
    if isinstance(t, PtrT):
        space = f" addrspace({t.addrspace})" if t.addrspace else ""
        if t.pointee is None:
            return "ptr" + space
        return type_text(t.pointee) + space + "*"
    if isinstance(t, ArrayT):
        return f"[{t.count} x {type_text(t.elem)}]"
    if isinstance(t, VectorT):
        return f"<{'vscale x ' if t.scalable else ''}{t.count} x {type_text(t.elem)}>"
    if isinstance(t, StructT):
        if t.name is not None:
            return "%" + t.name
        body = ", ".join(type_text(e) for e in t.body or ())
        return ("<{ %s }>" if t.packed else "{ %s }") % body
    if isinstance(t, FuncT):
        params = [type_text(p) for p in t.params] + (["..."] if t.vararg else [])
        return f"{type_text(t.ret)} ({', '.join(params)})"
    return t.name  # type: ignore[attr-defined]


_TERMINATORS = {
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "resume",
    "unreachable",
    "callbr",
    "catchswitch",
    "catchret",
    "cleanupret",
}

_FN_ATTR_WORDS = {
    name
    for name in (
        "alignstack allocsize alwaysinline builtin cold convergent "
        "disable_sanitizer_instrumentation fn_ret_thunk_extern hot inlinehint "
        "jumptable minsize mustprogress naked nobuiltin nocallback noduplicate "
        "nofree noimplicitfloat noinline nomerge noprofile norecurse noredzone "
        "noreturn nosanitize_bounds nosanitize_coverage nosync nounwind "
        "nonlazybind null_pointer_is_valid optforfuzzing optsize optnone "
        "presplitcoroutine readnone readonly returns_twice safestack "
        "sanitize_address sanitize_hwaddress sanitize_memtag sanitize_memory "
        "sanitize_thread shadowcallstack skipprofile speculatable "
        "speculative_load_hardening ssp sspreq sspstrong strictfp willreturn "
        "writeonly uwtable vscale_range memory allockind argmemonly "
        "inaccessiblememonly inaccessiblemem_or_argmemonly"
    ).split()
}

_HANDLERS: dict[str, Callable[[LLParser, str], Instruction]] = {}


def _handler(*names: str) -> Callable[[Callable[[LLParser, str], Instruction]], Any]:
    def register(fn: Callable[[LLParser, str], Instruction]) -> Any:
        for name in names:
            _HANDLERS[name] = fn
        return fn

    return register


from . import instructions as _instructions  # noqa: E402  (registers the handlers)

_instructions.register(_handler)
