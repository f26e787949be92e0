"""The hand-written part of the `dlti` dialect, named by its dialect record
(`hooks: odsgen.hooks.dlti`). The modules imported here register their
hooks with `hooks`, which the generated `dlti` package imports (see
docs/records.md, "Hooks").
"""

from __future__ import annotations

from . import dialect, layout  # noqa: F401  (they register hooks)
from .registry import hooks

__all__ = ["hooks"]
