"""Readers of generated Python source the generator's tests share: a class's
text and members, and the names a module imports without using them."""

from __future__ import annotations

import ast
import re

# Words of a `cast("X | None", ...)` first argument.
_WORD = re.compile(r"[A-Za-z_]\w*")


def class_text(source: str, name: str) -> str:
    """The text of class `name` in `source`, up to the next class."""
    start = source.index(f"\nclass {name}(")
    end = source.find("\nclass ", start + 1)
    return source[start : end if end >= 0 else len(source)]


def members(text: str) -> set[str]:
    """The names of the methods and properties a class's text defines."""
    return set(re.findall(r"^    def (\w+)\(", text, re.M))


def unused_imports(source: str) -> set[str]:
    """The names a module's `source` imports (but `__future__`'s) and never reads."""
    imported: set[str] = set()
    used: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            if getattr(node, "module", None) != "__future__":
                imported.update(
                    (alias.asname or alias.name).split(".")[0] for alias in node.names
                )
        elif isinstance(node, ast.Name):
            used.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            used.add(node.value.id)
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "cast":
            used.update(_WORD.findall(node.args[0].value))
    return imported - used
