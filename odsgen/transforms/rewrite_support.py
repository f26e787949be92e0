"""Helpers the rewrite patterns of several passes share: the generated
package of a dialect loaded in a context, and where a value is defined."""

from __future__ import annotations

import sys
from types import ModuleType

from ..ir.context import Context


def loaded_package(context: Context | None, name: str) -> ModuleType:
    """The generated package of dialect `name`, loaded into `context` (the
    current context if None)."""
    context = context if context is not None else Context.current()
    dialect = context.load_dialect(name)
    assert dialect is not None, f"the {name} dialect is not registered"
    return sys.modules[type(dialect).__module__]
