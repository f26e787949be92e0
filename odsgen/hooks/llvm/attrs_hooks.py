"""Hand-written parts of the LLVM dialect's attributes (MLIR 16's
LLVMAttrs.cpp and LLVMAttrDefs.td): the debug info
base classes, the DWARF-named parameters, `#llvm.loopopts` and the
dialect's attribute aliases (`#di_file = #llvm.di_file<...>`)."""

from __future__ import annotations

from typing import Any, Callable, ClassVar

from odsgen.asm import lexer as lx
from odsgen.asm.format_support import followed_by
from odsgen.ir.context import Context
from odsgen.ir.dialect_types import DialectAttribute


from .registry import hooks

# -- debug info base classes (MLIR's DINodeAttr, DIScopeAttr, ...) ---------------


@hooks.export
class DINodeAttr(DialectAttribute):
    """A debug info node: what `DINodeAttr::classof` accepts."""

    __slots__ = ()


@hooks.export
class DIScopeAttr(DINodeAttr):
    """A debug info scope."""

    __slots__ = ()


class DILocalScopeAttr(DIScopeAttr):
    """A debug info scope local to a function."""

    __slots__ = ()


@hooks.export
class DITypeAttr(DINodeAttr):
    """A debug info type."""

    __slots__ = ()


class _Aliased:
    """Printed through an alias named by its mnemonic (LLVMDialect.cpp's getAlias)."""

    __slots__ = ()
    MNEMONIC: ClassVar[str] = ""

    def alias_name(self) -> str:
        return self.MNEMONIC


@hooks.mixin("DIVoidResultTypeAttr")
@hooks.mixin("DIBasicTypeAttr")
@hooks.mixin("DIDerivedTypeAttr")
class AliasedDITypeHooks(_Aliased, DITypeAttr):
    __slots__ = ()


@hooks.mixin("DICompileUnitAttr")
@hooks.mixin("DIFileAttr")
@hooks.mixin("DILexicalBlockFileAttr")
class AliasedDIScopeHooks(_Aliased, DIScopeAttr):
    __slots__ = ()


@hooks.mixin("DILexicalBlockAttr")
@hooks.mixin("DISubprogramAttr")
class AliasedDILocalScopeHooks(_Aliased, DILocalScopeAttr):
    __slots__ = ()


@hooks.mixin("DICompositeTypeAttr")
class DICompositeTypeAttrHooks(_Aliased, DIScopeAttr, DITypeAttr):
    __slots__ = ()


@hooks.mixin("DILocalVariableAttr")
class DILocalVariableAttrHooks(_Aliased, DINodeAttr):
    __slots__ = ()


@hooks.mixin("DISubrangeAttr")
class DISubrangeAttrHooks(DINodeAttr):
    __slots__ = ()


@hooks.mixin("DISubroutineTypeAttr")
class DISubroutineTypeAttrHooks(_Aliased, DITypeAttr):
    __slots__ = ()

    @classmethod
    def verify_parameters(cls, callingConvention: int, types: tuple) -> None:
        """Only the result (the first type) may be `#llvm.di_void_result_type`."""
        void = type(_void_result_type())
        if any(isinstance(t, void) for t in types[1:]):
            raise ValueError("expected subroutine to have non-void argument types")


def _void_result_type() -> Any:
    return hooks.package.DIVoidResultTypeAttr.get()


# -- DWARF-named parameters (LLVM_DIParameter) -----------------------------------


def _dwarf_table(enum: str) -> dict[str, int]:
    """The cases of the generated DWARF enum `enum` (defs/llvm/dwarf.yaml)."""
    return {case.name: case.value for case in getattr(hooks.package, enum)}


def _dwarf_parser(
    prefix: str, enum: str, what: str, invalid: int = 0
) -> Callable[[Any], int]:
    """A parser of `DW_<prefix>_<name>`; `invalid` is what LLVM's lookup
    returns for an unknown name (an error only when it is 0)."""
    tables: list[dict[str, int]] = []

    def parse(parser: Any) -> int:
        if not tables:
            tables.append(_dwarf_table(enum))
        table = tables[0]
        pos = parser.position
        if parser.kind != lx.BARE:
            raise parser.emit_error("expected valid keyword", pos)
        name = parser.parse_keyword()
        known = name.startswith(prefix) and name[len(prefix) :] in table
        value = table[name[len(prefix) :]] if known else invalid
        if not value:
            raise parser.emit_error(
                f"invalid debug info debug info {what} name: {name}", pos
            )
        return value

    return parse


def _dwarf_printer(prefix: str, enum: str) -> Callable[[Any, int], None]:
    """A printer of the name of a DWARF constant (nothing for an unknown value)."""
    tables: list[dict[int, str]] = []

    def write(out: Any, value: int) -> None:
        if not tables:
            tables.append({v: prefix + n for n, v in _dwarf_table(enum).items()})
        out.write(tables[0].get(value, ""))

    return write


def _dwarf_parameter(
    directive: str, prefix: str, enum: str, what: str, invalid: int = 0
) -> None:
    """Register the parser and printer of the DWARF-named parameter `directive`."""
    hooks.parser(directive)(_dwarf_parser(prefix, enum, what, invalid))
    hooks.printer(directive)(_dwarf_printer(prefix, enum))


_dwarf_parameter("DITag", "DW_TAG_", "DWARFTag", "tag", invalid=0xFFFFFFFF)
_dwarf_parameter("DIEncoding", "DW_ATE_", "DWARFEncoding", "encoding")
_dwarf_parameter("DILanguage", "DW_LANG_", "DWARFLanguage", "language")
_dwarf_parameter(
    "DICallingConvention", "DW_CC_", "DWARFCallingConvention", "calling convention"
)


# -- #llvm.loopopts ----------------------------------------------------------------

_BOOLEAN_OPTIONS = frozenset({"disable_unroll", "disable_licm", "disable_pipeline"})


def _parse_int64(parser: Any) -> int:
    """An int64 as MLIR's `parseInteger` reads it (true is -1, wrapping above 2^63)."""
    pos = parser.position
    if parser.consume_keyword_if("true"):
        return -1
    if parser.consume_keyword_if("false"):
        return 0
    negative = parser.consume_if("-")
    if parser.kind != lx.INTEGER:
        raise parser.emit_error("expected integer value", pos)
    spelling = parser.spelling
    parser.consume()
    digits = spelling[2:] if spelling[:2] in ("0x", "0X") else spelling
    magnitude = int(digits, 16 if digits is not spelling else 10)
    # The width of MLIR's APInt: 4 bits a digit, one more for a set top bit.
    width = max(4 * len(digits), 1)
    if magnitude >> (width - 1):
        width += 1
    value = (-magnitude if negative else magnitude) % (1 << width)
    if value >> 64:
        raise parser.emit_error("integer value too large", pos)
    if width < 64 and value >> (width - 1):
        value -= 1 << width
    value %= 1 << 64
    return value - (1 << 64) if value >> 63 else value


@hooks.mixin("LoopOptionsAttr")
class LoopOptionsAttrHooks:
    """`#llvm.loopopts<disable_unroll = true, interleave_count = 2>`: options
    sorted by their LoopOptionCase value, each present at most once."""

    __slots__ = ()

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        name_pos = parser.position - len(cls.MNEMONIC)
        parser.expect("<")
        options: dict[Any, int] = {}

        def parse_option() -> None:
            name = parser.parse_keyword()
            option = hooks.package.LoopOptionCase.symbolize(name)
            if option is None:
                raise parser.emit_error(f"unknown loop option: {name}", name_pos)
            if option in options:
                raise parser.emit_error("loop option present twice", name_pos)
            parser.expect("=")
            if name in _BOOLEAN_OPTIONS:
                if parser.consume_keyword_if("true"):
                    options[option] = 1
                elif parser.consume_keyword_if("false"):
                    options[option] = 0
                else:
                    raise parser.emit_error(
                        "expected boolean value 'true' or 'false'", name_pos
                    )
            else:
                with followed_by(parser, "expected integer value", name_pos):
                    options[option] = _parse_int64(parser)

        parser.parse_comma_separated(parse_option)
        parser.expect(">")
        return cls.get(tuple(sorted(options.items())), context=parser.context)

    def print_body(self, out: Any) -> None:
        out.write("<")
        for index, (option, value) in enumerate(self.options):
            if index:
                out.write(", ")
            name = option.stringify()
            if name in _BOOLEAN_OPTIONS:
                text = "true" if value else "false"
            else:
                text = str(value)
            out.write(f"{name} = {text}")
        out.write(">")

    @classmethod
    def build(cls, context: Context | None = None, **options: int | bool) -> Any:
        """`LoopOptionsAttr.build(disable_unroll=True, interleave_count=2)`."""

        pairs = []
        for name, value in options.items():
            option = hooks.package.LoopOptionCase.symbolize(name)
            if option is None:
                raise ValueError(f"unknown loop option: {name}")
            pairs.append((option, int(value)))
        return cls.get(tuple(sorted(pairs)), context=context)

    def option(self, name: str) -> int | None:
        """The value of option `name`, None if it is not set."""
        for option, value in self.options:
            if option.stringify() == name:
                return value
        return None
