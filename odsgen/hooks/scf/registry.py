"""The registry of the `scf` dialect's hooks (see `odsgen.ir.dialect_hooks`)."""

from __future__ import annotations

from odsgen.ir.dialect_hooks import DialectHooks

# Canonicalization patterns create arith constants and selects.
hooks = DialectHooks("scf", dependent_dialects=("arith",))
