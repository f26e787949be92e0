"""The hand-written part of the `nvvm` dialect, named by its dialect record
(`hooks: odsgen.hooks.nvvm`). The modules imported here register their
hooks with `hooks`, which the generated `nvvm` package imports (see
docs/records.md, "Hooks").
"""

from __future__ import annotations

from . import dialect, mma_hooks  # noqa: F401  (they register hooks)
from .registry import hooks

__all__ = ["hooks"]
