"""Checks of the LLVM dialect's discardable attributes (`llvm.*`), as MLIR 16's
`LLVMDialect::verifyOperationAttribute`, `verifyRegionArgAttribute` and
`verifyRegionResultAttribute`; the data layout check follows the rules of
LLVM 16's `DataLayout::parse`. A base of `LlvmDialectHooks` (types.py).
"""

from __future__ import annotations

from typing import Any, Callable

from odsgen.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
)
from odsgen.ir.diagnostics import emit_error, op_error
from odsgen.ir.operation import Operation
from odsgen.ir.traits import SymbolTable as SymbolTableTrait
from odsgen.ir.types import FunctionType, IntegerType, Type

from .registry import hooks
from .type_library import is_compatible_type

LOOP = "llvm.loop"
PARALLEL_ACCESS = "parallel_access"
LOOP_OPTIONS = "options"
STRUCT_ATTRS = "llvm.struct_attrs"
DATA_LAYOUT = "llvm.data_layout"


# -- attributes of any op ------------------------------------------------------------


def verify_llvm_operation_attribute(op: Operation, name: str, value: Any) -> None:
    """`llvm.loop`, `llvm.struct_attrs` and `llvm.data_layout` on any operation."""
    if name == LOOP:
        _verify_loop(op, value)
    if name == STRUCT_ATTRS:
        raise op_error(
            op, f"'{STRUCT_ATTRS}' is permitted only in argument or result attributes"
        )
    if name != DATA_LAYOUT:
        return
    if not isinstance(value, StringAttr):
        raise op_error(op, f"expected '{DATA_LAYOUT}' to be a string attributes")
    problem = data_layout_error(value.value)
    if problem is not None:
        # LLVM's error log ends each message with a newline.
        raise op_error(op, f"invalid data layout descriptor: {problem}\n")


def _verify_loop(op: Operation, value: Any) -> None:
    """`{parallel_access = [@metadata::@group, ...], options = #llvm.loopopts<..>}`."""

    if not isinstance(value, DictionaryAttr):
        raise op_error(op, f"expected '{LOOP}' to be a dictionary attribute")
    groups = value.get_attr(PARALLEL_ACCESS)
    if groups is not None:
        if not isinstance(groups, ArrayAttr):
            raise op_error(op, f"expected '{PARALLEL_ACCESS}' to be an array attribute")
        for group in groups.value:
            _verify_access_group(op, group)
    options = value.get_attr(LOOP_OPTIONS)
    if options is not None and not isinstance(options, hooks.package.LoopOptionsAttr):
        raise op_error(op, f"expected '{LOOP_OPTIONS}' to be a `loopopts` attribute")


def _verify_access_group(op: Operation, group: Attribute) -> None:
    """`@metadata::@group`: a `llvm.metadata` around `op` that defines `@group`."""
    if not isinstance(group, SymbolRefAttr):
        raise op_error(op, f"expected '{group.text}' to be a symbol reference")
    metadata = _lookup_nearest(op.parent_op, group.root)
    if metadata is None or metadata.name != "llvm.metadata":
        raise op_error(op, f"expected '{group.text}' to reference a metadata op")
    leaf = group.nested[-1] if group.nested else group.root
    if _lookup_nearest(metadata, leaf) is None:
        raise op_error(op, f"expected '{group.text}' to reference an access_group op")


def _lookup_nearest(start: Operation | None, name: str) -> Operation | None:
    """MLIR's `SymbolTable::lookupNearestSymbolFrom`: `name` in the closest symbol
    table at or above `start` (unregistered ops are walked through, as
    mlir-opt-16 does)."""
    table = start
    while table is not None and SymbolTableTrait not in table.TRAITS:
        table = table.parent_op
    if table is None or not table.regions or not table.regions[0].blocks:
        return None
    for child in table.regions[0].blocks[0]:
        symbol = child.attributes.get_attr("sym_name")
        if isinstance(symbol, StringAttr) and symbol.value == name:
            return child
    return None


# -- attributes of function arguments and results -------------------------------------


def _function_types(op: Operation) -> tuple[list[Type], list[Type]]:
    """The argument and result types of a function-like op (an `llvm.func`
    counts its `void` result, as MLIR 16's `LLVMFuncOp::getResultTypes`)."""
    signature = op.attributes.get_attr("function_type").value
    if isinstance(signature, FunctionType):
        return list(signature.inputs), list(signature.results)
    return list(signature.params), [signature.return_type]


def _verify_struct_attrs(op: Operation, value: Any, annotated: Type) -> None:
    """`llvm.struct_attrs`: one entry per field of the annotated struct."""
    struct = annotated
    if not isinstance(struct, hooks.package.LLVMStructType):
        struct = getattr(annotated, "element_type", None)
        if not isinstance(annotated, hooks.package.LLVMPointerType) or not isinstance(
            struct, hooks.package.LLVMStructType
        ):
            raise emit_error(
                op,
                f"expected '{STRUCT_ATTRS}' to annotate '!llvm.struct' or"
                " '!llvm.ptr<struct<...>>'",
            )
    if not isinstance(value, ArrayAttr):
        raise emit_error(op, f"expected '{STRUCT_ATTRS}' to be an array attribute")
    if len(struct.body or ()) != len(value.value):
        raise emit_error(
            op,
            f"size of '{STRUCT_ATTRS}' must match the size of the annotated"
            " '!llvm.struct'",
        )


def verify_llvm_arg_attribute(
    op: Operation, arg_index: int, name: str, value: Any
) -> None:
    """`llvm.noalias` is a unit, `llvm.align` an integer, `llvm.struct_attrs` fits."""
    if name == "llvm.noalias" and not isinstance(value, UnitAttr):
        raise emit_error(
            op, "expected llvm.noalias argument attribute to be a unit attribute"
        )
    if name == "llvm.align" and not isinstance(value, IntegerAttr):
        raise emit_error(op, "llvm.align argument attribute of non integer type")
    if name == STRUCT_ATTRS:
        _verify_struct_attrs(op, value, _function_types(op)[0][arg_index])


# Result attributes: whether the value must be a unit, and the kind of result
# type they require ("pointer", "integer" or None for any).
_RESULT_ATTRS: dict[str, tuple[bool, str | None]] = {
    "llvm.align": (False, "pointer"),
    "llvm.noalias": (True, "pointer"),
    "llvm.readonly": (True, "pointer"),
    "llvm.noundef": (True, None),
    "llvm.signext": (True, "integer"),
    "llvm.zeroext": (True, "integer"),
}


def verify_llvm_result_attribute(
    op: Operation, result_index: int, name: str, value: Any
) -> None:
    """Result attributes: never on a `void` result, and of a fitting type."""

    result = _function_types(op)[1][result_index]
    if name == STRUCT_ATTRS:
        _verify_struct_attrs(op, value, result)
        return
    if isinstance(result, hooks.package.LLVMVoidType):
        raise emit_error(
            op, "cannot attach result attributes to functions with a void return"
        )
    if name not in _RESULT_ATTRS:
        return
    unit, kind = _RESULT_ATTRS[name]
    if unit and not isinstance(value, UnitAttr):
        raise emit_error(op, f"expected {name} result attribute to be a unit attribute")
    if not unit and not isinstance(value, IntegerAttr):
        raise emit_error(
            op, f"expected {name} result attribute to be an integer attribute"
        )
    if kind is None or not is_compatible_type(result):
        return
    fits = isinstance(
        result, hooks.package.LLVMPointerType if kind == "pointer" else IntegerType
    )
    if not fits:
        raise emit_error(op, f"{name} attribute attached to non-{kind} result")


class LlvmDialectAttrHooks:
    """The LLVM dialect's checks of `llvm.*` attributes (MLIR's dialect hooks)."""

    __slots__ = ()

    def verify_operation_attribute(self, op: Operation, name: str, value: Any) -> None:
        verify_llvm_operation_attribute(op, name, value)

    def verify_region_arg_attribute(
        self, op: Operation, region_index: int, arg_index: int, name: str, value: Any
    ) -> None:
        verify_llvm_arg_attribute(op, arg_index, name, value)

    def verify_region_result_attribute(
        self,
        op: Operation,
        region_index: int,
        result_index: int,
        name: str,
        value: Any,
    ) -> None:
        verify_llvm_result_attribute(op, result_index, name, value)


# -- data layout strings (LLVM 16's DataLayout::parse) ---------------------------------


class _LayoutError(Exception):
    """A data layout string LLVM refuses, with LLVM's message."""


_UINT32 = 2**32 - 1
_UINT64 = 2**64 - 1


def data_layout_error(text: str) -> str | None:
    """LLVM's message for an invalid data layout string, None if it is valid."""
    try:
        _parse_layout(text)
    except _LayoutError as error:
        return str(error)
    return None


def _split(text: str, separator: str) -> tuple[str, str]:
    """Split at the first `separator`, refusing an empty part around it."""
    head, found, rest = text.partition(separator)
    if found and not rest:
        raise _LayoutError("Trailing separator in datalayout string")
    if rest and not head:
        raise _LayoutError("Expected token before separator in datalayout string")
    return head, rest


def _integer(text: str, limit: int = _UINT32) -> int:
    """A decimal unsigned integer that fits in `limit` (StringRef::getAsInteger)."""
    if not text or not all("0" <= c <= "9" for c in text) or int(text) > limit:
        raise _LayoutError("not a number, or does not fit in an unsigned int")
    return int(text)


def _bytes(text: str, limit: int = _UINT32) -> int:
    """A number of bits that is a whole number of bytes, in bytes."""
    bits = _integer(text, limit)
    if bits % 8:
        raise _LayoutError("number of bits must be a byte width multiple")
    return bits // 8


def _power_of_two(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


def _address_space(text: str) -> int:
    space = _integer(text)
    if space >= 2**24:
        # (spelled differently from the `p` specifier's message)
        raise _LayoutError("Invalid address space, must be a 24-bit integer")
    return space


def _parse_layout(text: str) -> None:
    while text:
        spec, text = _split(text, "-")
        token, rest = _split(spec, ":")
        if token == "ni":
            _parse_non_integral(rest)
            continue
        kind, token = token[0], token[1:]
        parse = _SPECIFIERS.get(kind)
        if parse is None:
            raise _LayoutError("Unknown specifier in datalayout string")
        parse(kind, token, rest)


def _parse_non_integral(rest: str) -> None:
    while True:
        token, rest = _split(rest, ":")
        if _integer(token) == 0:
            raise _LayoutError("Address space 0 can never be non-integral")
        if not rest:
            return


def _ignore(kind: str, token: str, rest: str) -> None:
    """`e`, `E` and the obsolete `s`."""


def _parse_pointer(kind: str, token: str, rest: str) -> None:
    """`p[n]:size:abi[:pref[:index]]`."""
    space = _integer(token) if token else 0
    if space >= 2**24:
        raise _LayoutError("Invalid address space, must be a 24bit integer")
    if not rest:
        raise _LayoutError(
            "Missing size specification for pointer in datalayout string"
        )
    token, rest = _split(rest, ":")
    size = _integer(token)
    if not size:
        raise _LayoutError("Invalid pointer size of 0 bytes")
    if not rest:
        raise _LayoutError(
            "Missing alignment specification for pointer in datalayout string"
        )
    token, rest = _split(rest, ":")
    abi = _bytes(token)
    if not _power_of_two(abi):
        raise _LayoutError("Pointer ABI alignment must be a power of 2")
    preferred = abi
    if rest:
        token, rest = _split(rest, ":")
        preferred = _bytes(token)
        if not _power_of_two(preferred):
            raise _LayoutError("Pointer preferred alignment must be a power of 2")
        if rest:
            token, rest = _split(rest, ":")
            if not _integer(token):
                raise _LayoutError("Invalid index size of 0 bytes")
    if preferred < abi:
        raise _LayoutError("Preferred alignment cannot be less than the ABI alignment")


def _parse_alignment(kind: str, token: str, rest: str) -> None:
    """`i|v|f<size>:abi[:pref]` and `a:abi[:pref]`."""
    size = _integer(token) if token else 0
    if kind == "a" and size:
        raise _LayoutError("Sized aggregate specification in datalayout string")
    if not rest:
        raise _LayoutError("Missing alignment specification in datalayout string")
    token, rest = _split(rest, ":")
    abi = _bytes(token)
    if kind != "a" and not abi:
        raise _LayoutError(
            "ABI alignment specification must be >0 for non-aggregate types"
        )
    if abi >= 2**16:
        raise _LayoutError("Invalid ABI alignment, must be a 16bit integer")
    if abi and not _power_of_two(abi):
        raise _LayoutError("Invalid ABI alignment, must be a power of 2")
    if kind == "i" and size == 8 and abi != 1:
        raise _LayoutError("Invalid ABI alignment, i8 must be naturally aligned")
    preferred = abi
    if rest:
        token, rest = _split(rest, ":")
        preferred = _bytes(token)
    if preferred >= 2**16:
        raise _LayoutError("Invalid preferred alignment, must be a 16bit integer")
    if preferred and not _power_of_two(preferred):
        raise _LayoutError("Invalid preferred alignment, must be a power of 2")
    if size >= 2**24:
        raise _LayoutError("Invalid bit width, must be a 24bit integer")
    # An alignment of 0 is taken as 1 from here on.
    if max(preferred, 1) < max(abi, 1):
        raise _LayoutError("Preferred alignment cannot be less than the ABI alignment")


def _parse_native_integers(kind: str, token: str, rest: str) -> None:
    """`n<width>:<width>...`."""
    while True:
        if not _integer(token):
            raise _LayoutError("Zero width native integer type in datalayout string")
        if not rest:
            return
        token, rest = _split(rest, ":")


def _check_alignment(token: str) -> None:
    alignment = _bytes(token, _UINT64)
    if alignment and not _power_of_two(alignment):
        raise _LayoutError("Alignment is neither 0 nor a power of 2")


def _parse_stack_alignment(kind: str, token: str, rest: str) -> None:
    """`S<bits>`."""
    _check_alignment(token)


def _parse_function_alignment(kind: str, token: str, rest: str) -> None:
    """`Fi<bits>` or `Fn<bits>`."""
    if token[:1] not in ("i", "n"):
        raise _LayoutError(
            "Unknown function pointer alignment type in datalayout string"
        )
    _check_alignment(token[1:])


def _parse_address_space(kind: str, token: str, rest: str) -> None:
    """`P<n>`, `A<n>`, `G<n>`."""
    _address_space(token)


def _parse_mangling(kind: str, token: str, rest: str) -> None:
    """`m:<mode>`."""
    if token:
        raise _LayoutError(
            "Unexpected trailing characters after mangling specifier in datalayout"
            " string"
        )
    if not rest:
        raise _LayoutError("Expected mangling specifier in datalayout string")
    if len(rest) > 1:
        raise _LayoutError("Unknown mangling specifier in datalayout string")
    if rest not in "elomwxa":
        raise _LayoutError("Unknown mangling in datalayout string")


_SPECIFIERS: dict[str, Callable[[str, str, str], None]] = {
    "s": _ignore,
    "E": _ignore,
    "e": _ignore,
    "p": _parse_pointer,
    "i": _parse_alignment,
    "v": _parse_alignment,
    "f": _parse_alignment,
    "a": _parse_alignment,
    "n": _parse_native_integers,
    "S": _parse_stack_alignment,
    "F": _parse_function_alignment,
    "P": _parse_address_space,
    "A": _parse_address_space,
    "G": _parse_address_space,
    "m": _parse_mangling,
}
