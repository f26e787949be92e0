"""The hand-written part of the `memref` dialect, named by its dialect record
(`hooks: odsgen.hooks.memref`). The modules imported here register their
hooks with `hooks`, which the generated `memref` package imports (see
docs/records.md, "Hooks").
"""

from __future__ import annotations

from . import common, dialect, layout, patterns  # noqa: F401  (they register hooks)
from .registry import hooks

__all__ = ["hooks"]
