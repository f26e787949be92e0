"""The registry of the `cf` dialect's hooks (see `odsgen.ir.dialect_hooks`)."""

from __future__ import annotations

from odsgen.ir.dialect_hooks import DialectHooks

# The arith dialect's constants and selects come from cf's canonicalizations.
hooks = DialectHooks("cf", dependent_dialects=("arith",))
