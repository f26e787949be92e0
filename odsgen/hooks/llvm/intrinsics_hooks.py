"""Helpers of the LLVM dialect's intrinsic ops (MLIR 16's LLVMIntrinsicOps.td)."""

from __future__ import annotations

from typing import Any

from odsgen.ir.types import FloatType, IntegerType, Type
from odsgen.ir.operation import Value

from .type_library import get_vector_element_type, get_vector_num_elements
from .registry import hooks


@hooks.export
def vector_bit_width(vector: Any) -> int:
    """The bits of a vector compatible with LLVM: its (minimum) number of
    elements times the width of its integer or float elements (as
    `getVectorBitWidth` of `llvm.intr.vector.insert`/`extract`)."""

    element = get_vector_element_type(vector)
    # MLIR 16 asserts on other elements (pointers); they count as 0 here.
    width = element.width if isinstance(element, (IntegerType, FloatType)) else 0
    return get_vector_num_elements(vector).min * width


@hooks.parser("VaListOperand")
def parse_VaListOperand(parser: Any) -> tuple[Any, Type]:
    """The `va_list` pointer of `llvm.intr.vastart`/`vacopy`/`vaend`, which
    the custom form prints without its type. MLIR 16 always reads it as
    `!llvm.ptr<i8>`, so it cannot read back its own print of an opaque
    pointer; odsgen takes the type the operand was defined with when that is
    an opaque pointer (a deliberate difference, see docs/differences.md)."""
    operand = parser.parse_operand()
    fixed = hooks.package.LLVMPointerType.get(IntegerType.get(8))
    value = parser.defined_value(operand)
    if value is None:
        return operand, fixed
    defined = value.type
    if (
        isinstance(defined, hooks.package.LLVMPointerType)
        and defined.element_type is None
    ):
        parser.depends_on_defined_values()
        return operand, defined
    return operand, fixed


@hooks.printer("VaListOperand")
def print_VaListOperand(printer: Any, op: Any, value: Value, type_: Type) -> None:
    """The operand alone (its type is implied)."""
    printer.print_operand(value)
