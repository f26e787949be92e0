"""The LLVM dialect translated to LLVM IR text, as mlir-translate-16 writes it.

`translate_module(module)` returns the `.ll` text (or writes it to a
`stream`); no LLVM library is used.
"""

from __future__ import annotations

from .module import translate_module

__all__ = ["translate_module"]
