"""Helpers of the LLVM dialect's intrinsic ops (MLIR 16's LLVMIntrinsicOps.td)."""

from __future__ import annotations

from typing import Any

from odsgen.ir.types import FloatType, IntegerType

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
