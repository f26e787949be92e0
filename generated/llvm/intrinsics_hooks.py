# Copied by odsgen from defs/llvm/intrinsics_hooks.py; edit that file, not this copy.
"""Helpers of the LLVM dialect's intrinsic ops (MLIR 16's LLVMIntrinsicOps.td),
imported by hooks.py."""

from __future__ import annotations

from typing import Any

from odsgen.ir.types import FloatType, IntegerType

from .late import late


def vector_bit_width(vector: Any) -> int:
    """The bits of a vector compatible with LLVM: its (minimum) number of
    elements times the width of its integer or float elements (as
    `getVectorBitWidth` of `llvm.intr.vector.insert`/`extract`)."""

    element = late.get_vector_element_type(vector)
    # MLIR 16 asserts on other elements (pointers); they count as 0 here.
    width = element.width if isinstance(element, (IntegerType, FloatType)) else 0
    return late.get_vector_num_elements(vector).min * width
