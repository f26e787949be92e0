"""The hand-written part of the `arith` dialect, named by its dialect record
(`hooks: odsgen.hooks.arith`). The modules imported here register their
hooks with `hooks`, which the generated `arith` package imports (see
docs/records.md, "Hooks").
"""

from __future__ import annotations

from . import (
    canonical,
    dialect,
    folding,
    predicates,
)  # noqa: F401  (they register hooks)
from .registry import hooks

__all__ = ["hooks"]
