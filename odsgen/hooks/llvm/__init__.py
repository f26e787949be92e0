"""The hand-written part of the `llvm` dialect, named by its dialect record
(`hooks: odsgen.hooks.llvm`). The modules imported here register their
hooks with `hooks`, which the generated `llvm` package imports (see
docs/records.md, "Hooks").
"""

from __future__ import annotations

from . import (
    attrs_hooks,
    control_hooks,
    dialect_attr_hooks,
    globals_hooks,
    intrinsics_hooks,
    layout_hooks,
    memory_hooks,
    op_syntax,
    type_library,
    types,
    values_hooks,
)  # noqa: F401  (they register hooks)
from .registry import hooks

__all__ = ["hooks"]
