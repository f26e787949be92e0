"""odsgen: MLIR dialects from declarative records, on a fast MLIR-faithful IR runtime."""

__version__ = "0.1.0"

from ._accel import install

# Compiled modules or their sources (ODSGEN_PURE_PYTHON=1): decided before
# any of them is imported.
install()

from .ir.registry import bind_checkout  # noqa: E402

# `import odsgen_dialects.llvm` works in a source checkout as in an install.
bind_checkout()
