"""Lowering to the LLVM dialect: the LLVM type converter, the conversion
target, pattern helpers and the pattern sets of the arith and func lowerings
(see docs/conversion.md). The passes live in the `arith` and `func` modules.
"""

from .pattern import (
    ConvertToLLVMPattern,
    VectorConvertToLLVMPattern,
    one_to_one_rewrite,
    vector_one_to_one_rewrite,
)
from .target import llvm_conversion_target
from .type_converter import LLVMTypeConverter, LowerToLLVMOptions

__all__ = [
    "ConvertToLLVMPattern",
    "LLVMTypeConverter",
    "LowerToLLVMOptions",
    "VectorConvertToLLVMPattern",
    "llvm_conversion_target",
    "one_to_one_rewrite",
    "vector_one_to_one_rewrite",
]
