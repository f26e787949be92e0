# Copied by odsgen from defs/llvm/late.py; edit that file, not this copy.
"""Late-bound names of the LLVM dialect package, for its hooks modules.

The generated `types.py`, `attrs.py`, `enums.py` and `ops.py` derive their
classes from the hooks' mixins, so they import the hooks modules; those
cannot import them (or `hooks.py`, which imports them) at the top. Instead
they write `late.LLVMPointerType`: each name is looked up in those modules
on first use and then kept.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_MODULES = ("types", "attrs", "enums", "ops", "hooks")


class _LateNames:
    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        for module_name in _MODULES:
            module = import_module(f".{module_name}", __package__)
            if hasattr(module, name):
                value = getattr(module, name)
                setattr(self, name, value)
                return value
        raise AttributeError(name)


late = _LateNames()
