"""The hand-written part of the `affine` dialect, named by its dialect record
(`hooks: odsgen.hooks.affine`). The modules imported here register their
hooks with `hooks`, which the generated `affine` package imports (see
docs/records.md, "Hooks").
"""

from __future__ import annotations

from . import dialect, loop  # noqa: F401  (they register hooks)
from .registry import hooks

__all__ = ["hooks"]
