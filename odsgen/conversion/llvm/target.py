"""The conversion target of lowerings to LLVM (MLIR 16's LLVMConversionTarget)."""

from __future__ import annotations

from typing import Any, Callable

from ...ir.builtin import UnrealizedConversionCastOp
from ...ir.context import Context
from ...ir.operation import Operation
from ..driver import apply_partial_conversion
from ..target import ConversionTarget
from .type_converter import LLVMTypeConverter, LowerToLLVMOptions


def llvm_conversion_target() -> ConversionTarget:
    """The LLVM dialect and `builtin.unrealized_conversion_cast` are legal."""
    target = ConversionTarget()
    target.add_legal_dialect("llvm")
    target.add_legal_op(UnrealizedConversionCastOp)
    return target


def lower_to_llvm(
    op: Operation,
    context: Context,
    options: dict[str, Any],
    populate: Callable[[LLVMTypeConverter, list[Any]], list[Any]],
    target: ConversionTarget | None = None,
) -> None:
    """A lowering pass: a partial conversion of `op` to `target` (the LLVM
    conversion target by default) with the patterns `populate` adds for a
    type converter of the pass's `index-bitwidth` option."""
    bitwidth = options.get("index-bitwidth", 0)
    converter = LLVMTypeConverter(context, LowerToLLVMOptions(index_bitwidth=bitwidth))
    patterns = populate(converter, [])
    target = target if target is not None else llvm_conversion_target()
    apply_partial_conversion(op, target, patterns, context=context)
