"""A dialect's hooks: its hand-written Python, and what it provides.

The dialect record names either a hooks package (`hooks: odsgen.hooks.llvm`,
as every dialect of this repository does), which generated code imports and
the generator reads through its registry (`odsgen.ir.dialect_hooks`), or
one file beside the records (`hooks: hooks.py`), which may import sibling
files of its folder with relative imports (`from .syntax import parse_X`):
the generator copies those into the package and reads their classes and
functions from their source.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...ir.local_verify import DECORATOR, local_unless
from .source import Position, RecordError

# A hooks package's name: a dotted Python module name.
MODULE_NAME = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")


@dataclass
class HooksModule:
    """A dialect's hooks module and the sibling modules it imports.

    `files` maps each module's file name to its source (the hooks module
    first); `classes` and `functions` are the names the hooks module
    defines or imports from its siblings, the classes with their methods;
    `parameters` holds the parameter names of each function.
    """

    files: dict[str, str] = field(default_factory=dict)
    paths: set[Path] = field(default_factory=set)
    classes: dict[str, frozenset[str]] = field(default_factory=dict)
    functions: set[str] = field(default_factory=set)
    parameters: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # The classes whose `verify_hook` is marked `local_verifier`, with the
    # attributes the mark names.
    local_verifiers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # A hooks package: its name, and the module defining each name it
    # exports (generated code imports those names from there).
    package: str | None = None
    origins: dict[str, str] = field(default_factory=dict)
    # The mixins registered under a name other than `<record>Hooks` (one
    # class may serve several records): `<record>Hooks` -> the class's name.
    mixin_names: dict[str, str] = field(default_factory=dict)


def read_hooks(
    path: Path | None, package: str | None = None, position: Position | None = None
) -> HooksModule | None:
    """A dialect's hooks: the registry of hooks package `package`, or the
    hooks file `path` with the sibling files it imports."""
    if package is not None:
        return _read_package(package, position)
    if path is None:
        return None
    hooks = HooksModule()
    _read_file(path, hooks, {})
    return hooks


def _read_package(package: str, position: Position | None) -> HooksModule:
    """What the `hooks` registry of the importable package `package` holds."""
    try:
        module = importlib.import_module(package)
    except ImportError as error:
        raise RecordError(
            position, f"cannot import the hooks package '{package}': {error}"
        ) from None
    registry = getattr(module, "hooks", None)
    mixins = getattr(registry, "mixins", None)
    if mixins is None:
        raise RecordError(
            position,
            f"the hooks package '{package}' has no registry 'hooks'"
            " (an odsgen.ir.dialect_hooks.DialectHooks)",
        )
    hooks = HooksModule(package=package)
    # The package and its siblings (hooks packages import each other).
    hooks.paths = {
        p.resolve() for p in Path(module.__file__ or "").parent.parent.rglob("*.py")
    }
    for record, cls in mixins.items():
        key = f"{record}Hooks"
        hooks.classes[key] = hooks.classes[cls.__name__] = _methods(cls)
        unless = local_unless(getattr(cls, "verify_hook", None))
        if unless is not None:
            hooks.local_verifiers[key] = unless
        if cls.__name__ != key:
            hooks.mixin_names[key] = cls.__name__
        hooks.origins[cls.__name__] = cls.__module__
    for name, value in registry.functions.items():
        if inspect.isclass(value):
            hooks.classes[name] = _methods(value)
        else:
            hooks.functions.add(name)
            if callable(value):
                hooks.parameters[name] = tuple(inspect.signature(value).parameters)
        if getattr(value, "__name__", None) == name:
            hooks.origins[name] = value.__module__
    return hooks


def _methods(cls: Any) -> frozenset[str]:
    """The functions a class defines or inherits from the hooks' own bases
    (compiled ones too: `isroutine`, as a compiled function is no
    `isfunction`)."""
    return frozenset(
        name
        for base in cls.__mro__[:-1]
        for name, value in vars(base).items()
        if inspect.isroutine(value)
        or isinstance(value, (classmethod, staticmethod, property))
    )


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
            methods = [n for n in node.body if isinstance(n, ast.FunctionDef)]
            own.classes[node.name] = frozenset(n.name for n in methods)
            for method in methods:
                unless = _marked_local(method) if method.name == "verify_hook" else None
                if unless is not None:
                    own.local_verifiers[node.name] = unless
        elif isinstance(node, ast.FunctionDef):
            own.functions.add(node.name)
            arguments = node.args
            own.parameters[node.name] = tuple(
                a.arg
                for a in (
                    *arguments.posonlyargs,
                    *arguments.args,
                    *arguments.kwonlyargs,
                )
            )
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
                    if name.name in module.local_verifiers:
                        own.local_verifiers[name.asname or name.name] = (
                            module.local_verifiers[name.name]
                        )
                elif name.name in module.functions:
                    own.functions.add(name.asname or name.name)
                    if name.name in module.parameters:
                        own.parameters[name.asname or name.name] = module.parameters[
                            name.name
                        ]
            for file_name, file_source in module.files.items():
                own.files.setdefault(file_name, file_source)
            own.paths |= module.paths
    return own


def _marked_local(function: ast.FunctionDef) -> tuple[str, ...] | None:
    """The attribute names of `function`'s `@local_verifier(...)` mark (plain
    or dotted); None if it has none, or names them other than as strings."""
    for decorator in function.decorator_list:
        if not isinstance(decorator, ast.Call):
            continue
        name = decorator.func
        if (isinstance(name, ast.Name) and name.id == DECORATOR) or (
            isinstance(name, ast.Attribute) and name.attr == DECORATOR
        ):
            names = [getattr(arg, "value", None) for arg in decorator.args]
            if all(isinstance(n, str) for n in names) and not decorator.keywords:
                return tuple(names)  # type: ignore[arg-type]
            return None  # names not written out: taken as not local
    return None
