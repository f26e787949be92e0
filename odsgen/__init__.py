"""odsgen: MLIR dialects from declarative records, on a fast MLIR-faithful IR runtime."""

__version__ = "0.1.0"

from .gc_pause import CollectorPaused

# The cyclic collector pauses while the package's own imports (typing, re,
# importlib.util...) make their long-lived objects: the young collections
# they triggered (6 of the 9 of odsgen-opt's start-up, 2.4M instructions)
# only scanned them. A collector the importer disabled stays so.
with CollectorPaused():
    from ._accel import install

    # Compiled modules or their sources (ODSGEN_PURE_PYTHON=1): decided
    # before any of them is imported.
    install()

    from .ir.registry import bind_checkout

    # `import odsgen_dialects.llvm` works in a source checkout as in an install.
    bind_checkout()

    from .regex_programs import preload

    # The regular expressions of odsgen's modules, compiled ahead of time.
    preload()
del CollectorPaused
