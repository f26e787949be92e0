"""The registry of the `nvvm` dialect's hooks (see `odsgen.ir.dialect_hooks`)."""

from __future__ import annotations

from odsgen.ir.dialect_hooks import DialectHooks

# MLIR's NVVM dialect declares the LLVM dialect as a dependent dialect.
hooks = DialectHooks("nvvm", dependent_dialects=("llvm",))
