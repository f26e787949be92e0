"""Translations from MLIR to other representations (LLVM IR, ...)."""
