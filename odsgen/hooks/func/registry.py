"""The registry of the `func` dialect's hooks (see `odsgen.ir.dialect_hooks`)."""

from __future__ import annotations

from odsgen.ir.dialect_hooks import DialectHooks

# Inlining a callee of several blocks turns its returns into `cf.br`.
hooks = DialectHooks("func", dependent_dialects=("cf",))
