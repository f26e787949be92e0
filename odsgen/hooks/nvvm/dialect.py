"""Hand-written behaviour of MLIR 16's NVVM dialect (`NVVMDialect.cpp`).

The NVVM operations work on values of the `llvm` dialect's types. Those
classes live in the generated `llvm` package, a sibling of this one: it is
imported on first use (as the package a Context loads for `llvm`) and asked through the
small helpers below, which the type constraints of the records call.

The verifiers of the matrix operations and the custom syntax of
`nvvm.mma.sync` are in `mma_hooks.py`.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.attributes import ArrayAttr, IntegerAttr
from odsgen.ir.diagnostics import emit_error
from odsgen.ir.operation import Operation
from odsgen.ir.types import IntegerType, Type

from odsgen.ir.dialect_hooks import dialect_module

from ..llvm.type_library import is_compatible_outer_type
from .registry import hooks

# -- the LLVM types, as the records' constraints ask about them ---------------------------


# LLVM_Type: a type LLVM IR has (nested types not looked at).
hooks.export(is_compatible_outer_type)


@hooks.export
def is_llvm_pointer(value: Type) -> bool:
    """LLVM_AnyPointer: `!llvm.ptr`, typed or opaque."""
    return isinstance(value, dialect_module("llvm", "types").LLVMPointerType)


@hooks.export
def is_llvm_struct(value: Type) -> bool:
    """LLVM_AnyStruct: `!llvm.struct<...>`, literal or identified."""
    return isinstance(value, dialect_module("llvm", "types").LLVMStructType)


@hooks.export
def is_i8_pointer(value: Type) -> bool:
    """LLVM_IntPtrBase<8, ...>: an opaque pointer or a pointer to i8."""
    if not is_llvm_pointer(value):
        return False
    element = value.element_type
    return element is None or (
        isinstance(element, IntegerType) and element.width == 8 and element.is_signless
    )


@hooks.export
def i8_pointer(address_space: int) -> Type:
    """`!llvm.ptr<i8, address_space>`, the type LLVM_IntPtrBase<8, ...> builds."""
    pointer = dialect_module("llvm", "types").LLVMPointerType
    return pointer.get(IntegerType.get(8), address_space)


# -- the dialect ----------------------------------------------------------------------


_KERNEL = "nvvm.kernel"
_THREAD_COUNTS = ("nvvm.maxntid", "nvvm.reqntid")
_INTEGERS = ("nvvm.minctasm", "nvvm.maxnreg")


@hooks.mixin("NvvmDialect")
class NvvmDialectHooks:
    """The dialect: unknown `nvvm.` operations are accepted, as in MLIR 16, and
    the `nvvm.*` attributes of operations are checked."""

    __slots__ = ()

    allow_unknown_operations = True

    def verify_operation_attribute(self, op: Operation, name: str, value: Any) -> None:
        if name == _KERNEL and op.name != "llvm.func":
            raise emit_error(op, f"'{_KERNEL}' attribute attached to unexpected op")
        if name in _THREAD_COUNTS:
            if (
                not isinstance(value, ArrayAttr)
                or not 1 <= len(value.value) <= 3
                or not all(isinstance(v, IntegerAttr) for v in value.value)
            ):
                # MLIR 16 prints the name as a string attribute: quoted.
                raise emit_error(
                    op,
                    f"'\"{name}\"' attribute must be integer array with maximum 3 index",
                )
        if name in _INTEGERS and not isinstance(value, IntegerAttr):
            # MLIR 16 prints the name as a string attribute: quoted.
            raise emit_error(op, f"'\"{name}\"' attribute must be integer constant")


# -- operations -----------------------------------------------------------------------


@hooks.mixin("ShflOp")
class ShflOpHooks:
    """`nvvm.shfl.sync`: with `return_value_and_is_valid`, a `{value, i1}` struct."""

    __slots__ = ()

    def verify_hook(self) -> None:
        if self.attributes.get_attr("return_value_and_is_valid") is None:
            return
        result = self.results[0].type
        body = result.body if is_llvm_struct(result) else None
        second = body[1] if body is not None and len(body) == 2 else None
        if not (isinstance(second, IntegerType) and second.width == 1):
            raise emit_error(
                self,
                "expected return type to be a two-element struct with i1 as the"
                " second element",
            )


@hooks.mixin("CpAsyncOp")
class CpAsyncOpHooks:
    """`nvvm.cp.async.shared.global`: 4, 8 or 16 bytes; only 16 may bypass L1."""

    __slots__ = ()

    def verify_hook(self) -> None:
        size = self.size
        if size not in (4, 8, 16):
            raise emit_error(self, "expected byte size to be either 4, 8 or 16.")
        if self.attributes.get_attr("bypass_l1") is not None and size != 16:
            raise emit_error(self, "bypass l1 is only support for 16 bytes copy.")


@hooks.mixin("VoteBallotOp")
class VoteBallotOpHooks:
    """`nvvm.vote.ballot.sync %mask, %pred : type`: the operands are i32 and i1."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        operands = parser.parse_operand_list()
        dictionary = parser.parse_optional_attr_dict()
        result = parser.parse_colon_type()
        values = parser.resolve_operands(
            operands,
            [IntegerType.get(32), IntegerType.get(1)],
            parser.name_position,
        )
        return cls.create(
            operands=values,
            result_types=[result],
            attributes=dict(dictionary.items) if dictionary is not None else {},
            location=location,
        )

    def print(self, printer: Any) -> None:
        # MLIR 16 prints no attributes here: they do not round-trip.
        printer.write(" ")
        printer.print_operands(self.operands)
        printer.write(" : ")
        printer.type(self.results[0].type)
