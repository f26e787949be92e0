"""The hand-written part of the `llvm` dialect, named by its dialect record
(`hooks: odsgen.hooks.llvm`). The modules imported here register their
hooks with `hooks`, which the generated `llvm` package imports (see
docs/records.md, "Hooks"); those of the memory, value and intrinsic ops
register theirs when an op module needing them, or a piece the registry
lacks, first imports them (`DialectHooks.defer`).
"""

from __future__ import annotations

from . import (
    attrs_hooks,
    control_hooks,
    dialect_attr_hooks,
    globals_hooks,
    layout_hooks,
    op_syntax,
    type_library,
    types,
)  # noqa: F401  (they register hooks)
from .registry import hooks

hooks.defer(
    (
        f"{__name__}.intrinsics_hooks",
        f"{__name__}.memory_hooks",
        f"{__name__}.values_hooks",
    )
)

__all__ = ["hooks"]
