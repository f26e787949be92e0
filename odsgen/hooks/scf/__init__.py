"""The hand-written part of the `scf` dialect, named by its dialect record
(`hooks: odsgen.hooks.scf`). The modules imported here register their
hooks with `hooks`, which the generated `scf` package imports (see
docs/records.md, "Hooks").
"""

from __future__ import annotations

from . import canonicalize, dialect  # noqa: F401  (they register hooks)
from .registry import hooks

__all__ = ["hooks"]
