"""Running LLVM dialect code: a JIT (through llvmlite), memref descriptors for NumPy,
and the runner utilities MLIR's programs call (`printMemrefF32`, `printF32`, ...).

Needs the `run` extra: `pip install -e '.[run]'` (llvmlite, numpy).
"""

from __future__ import annotations

from .engine import ExecutionEngine, ExecutionError

__all__ = ["ExecutionEngine", "ExecutionError"]
