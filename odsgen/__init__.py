"""odsgen: MLIR dialects from declarative records, on a fast MLIR-faithful IR runtime."""

__version__ = "0.1.0"
