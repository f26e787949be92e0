"""The registry of the `llvm` dialect's hooks (see `odsgen.ir.dialect_hooks`)."""

from __future__ import annotations

from odsgen.ir.dialect_hooks import DialectHooks

hooks = DialectHooks("llvm")
