"""The registry of the `math` dialect's hooks (see `odsgen.ir.dialect_hooks`)."""

from __future__ import annotations

from odsgen.ir.dialect_hooks import DialectHooks

# Folded values become `arith.constant`.
hooks = DialectHooks("math", dependent_dialects=("arith",))
