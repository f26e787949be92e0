"""The conversion target of lowerings to LLVM (MLIR 16's LLVMConversionTarget)."""

from __future__ import annotations

from ...ir.builtin import UnrealizedConversionCastOp
from ..target import ConversionTarget


def llvm_conversion_target() -> ConversionTarget:
    """The LLVM dialect and `builtin.unrealized_conversion_cast` are legal."""
    target = ConversionTarget()
    target.add_legal_dialect("llvm")
    target.add_legal_op(UnrealizedConversionCastOp)
    return target
