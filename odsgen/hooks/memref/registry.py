"""The registry of the `memref` dialect's hooks (see `odsgen.ir.dialect_hooks`)."""

from __future__ import annotations

from odsgen.ir.dialect_hooks import DialectHooks

hooks = DialectHooks("memref")
