"""odsgen: MLIR dialects from declarative records, on a fast MLIR-faithful IR runtime."""

__version__ = "0.1.0"

from .ir.registry import bind_checkout

# `import odsgen_dialects.llvm` works in a source checkout as in an install.
bind_checkout()
