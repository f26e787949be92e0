"""The registry of the `affine` dialect's hooks (see `odsgen.ir.dialect_hooks`)."""

from __future__ import annotations

from odsgen.ir.dialect_hooks import DialectHooks

# Folded values become `arith.constant`.
hooks = DialectHooks("affine", dependent_dialects=("arith",))
