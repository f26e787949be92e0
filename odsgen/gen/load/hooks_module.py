"""A dialect's hooks module: the hand-written Python beside its records.

The dialect record names one file (`hooks: hooks.py`); that module may
import sibling files of its folder with relative imports (`from .syntax
import parse_X`), which are part of it: the generator copies them all into
the package and knows the classes and functions they provide.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

from .source import Position, RecordError


@dataclass
class HooksModule:
    """A dialect's hooks module and the sibling modules it imports.

    `files` maps each module's file name to its source (the hooks module
    first); `classes` and `functions` are the names the hooks module
    defines or imports from its siblings, the classes with their methods.
    """

    files: dict[str, str] = field(default_factory=dict)
    paths: set[Path] = field(default_factory=set)
    classes: dict[str, frozenset[str]] = field(default_factory=dict)
    functions: set[str] = field(default_factory=set)


def read_hooks(path: Path | None) -> HooksModule | None:
    """A dialect's hooks module, following its relative imports of sibling files."""
    if path is None:
        return None
    hooks = HooksModule()
    _read_file(path, hooks, {})
    return hooks


def _read_file(
    path: Path, hooks: HooksModule | None, seen: dict[Path, HooksModule]
) -> HooksModule:
    """Read one module (into `hooks` if given), and the siblings it imports."""
    own = hooks if hooks is not None else HooksModule()
    seen[path] = own
    source = path.read_text(encoding="utf-8")
    try:
        tree = ast.parse(source)
    except SyntaxError as error:
        raise RecordError(
            Position(str(path), error.lineno or 1, error.offset or 1),
            f"hooks module is not valid Python: {error.msg}",
        ) from None
    own.files[path.name] = source
    own.paths.add(path.resolve())
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            methods = (n.name for n in node.body if isinstance(n, ast.FunctionDef))
            own.classes[node.name] = frozenset(methods)
        elif isinstance(node, ast.FunctionDef):
            own.functions.add(node.name)
        elif isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            sibling = path.parent / f"{node.module}.py"
            if not sibling.is_file():
                continue  # a generated module of the package, such as `types`
            module = seen.get(sibling) or _read_file(sibling, None, seen)
            for name in node.names:
                if name.name == "*":
                    raise RecordError(
                        Position(str(path), node.lineno, node.col_offset + 1),
                        f"name what the hooks module imports from '.{node.module}'"
                        " (a '*' import hides the hooks from the generator)",
                    )
                if name.name in module.classes:
                    own.classes[name.asname or name.name] = module.classes[name.name]
                elif name.name in module.functions:
                    own.functions.add(name.asname or name.name)
            for file_name, file_source in module.files.items():
                own.files.setdefault(file_name, file_source)
            own.paths |= module.paths
    return own
