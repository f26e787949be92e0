"""Where dialects come from: the generated dialect packages, and users' own.

The packages odsgen generates (`generated/` in the repository) are the
package `odsgen_dialects`: installed under that name by `pip install`, and
in a source checkout the checkout's `generated/` directory is bound to that
name when `odsgen` is imported (`bind_checkout`, before anything here
runs). Every one of them is registered in a new Context and imported only
when the input first names its dialect, as MLIR loads a registered dialect
on first use. A package may name the dialects it needs
loaded with it in `DEPENDENT_DIALECTS` (in the package or its `hooks`).
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
import re
import sys
from functools import cache
from types import ModuleType
from typing import Any

PACKAGE = "odsgen_dialects"


class DialectImportError(ImportError):
    """A dialect package that cannot be imported; the message says why, in one line."""


def bind_checkout() -> None:
    """In a source checkout, make its `generated/` the package `odsgen_dialects`
    (an installed odsgen has the package itself)."""
    if PACKAGE in sys.modules:
        return
    checkout = os.path.dirname(os.path.dirname(os.path.dirname(__file__)))
    generated = os.path.join(checkout, "generated")
    if os.path.isfile(os.path.join(checkout, "pyproject.toml")) and os.path.isdir(
        generated
    ):
        spec = importlib.machinery.ModuleSpec(PACKAGE, None, is_package=True)
        package = importlib.util.module_from_spec(spec)
        package.__path__ = [generated]
        sys.modules[PACKAGE] = package


@cache
def dialects_root() -> str | None:
    """The directory of the `odsgen_dialects` package (None when there is none)."""
    try:
        package = importlib.import_module(PACKAGE)
    except ImportError:
        return None
    return os.path.realpath(list(package.__path__)[0])


@cache
def default_dialects() -> dict[str, str]:
    """Every generated dialect: its name and the module that defines it."""
    root = dialects_root()
    if root is None:
        return {}
    return {
        entry.name: f"{PACKAGE}.{entry.name}"
        for entry in sorted(os.scandir(root), key=lambda e: e.name)
        if entry.is_dir() and os.path.isfile(os.path.join(entry.path, "__init__.py"))
    }


def import_dialect(name: str) -> ModuleType:
    """The dialect package `name`: a module name, or a package directory's path.

    A directory of the generated dialects is imported under its package name
    (`odsgen_dialects.llvm`), so that its classes are the ones the default
    registry loads; other directories under a name made from their path.
    DialectImportError says in one line why a package cannot be imported.
    """
    if not os.path.isdir(name):
        if not all(part.isidentifier() for part in name.split(".")):
            raise DialectImportError(f"no such package or directory: '{name}'")
        return _import(name)
    path = os.path.realpath(name)
    init = os.path.join(path, "__init__.py")
    if not os.path.isfile(init):
        raise DialectImportError(f"'{name}' is a directory without __init__.py")
    if os.path.dirname(path) == dialects_root():
        return _import(f"{PACKAGE}.{os.path.basename(path)}")
    package = "_odsgen_dialect_" + re.sub(r"\W", "_", path)
    if package in sys.modules:
        return sys.modules[package]
    spec = importlib.util.spec_from_file_location(
        package, init, submodule_search_locations=[path]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[package] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[package]
        raise
    return module


def _import(module: str) -> ModuleType:
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name is not None and module.startswith(error.name):
            raise DialectImportError(f"no module named '{error.name}'") from None
        raise


def dialect_of(module: ModuleType) -> Any:
    """The dialect class a package exports as `DIALECT`."""
    dialect = getattr(module, "DIALECT", None)
    if dialect is None:
        raise DialectImportError(f"module '{module.__name__}' exports no DIALECT")
    return dialect


def dependent_dialects(module: ModuleType) -> tuple[str, ...]:
    """The dialects a package asks to be loaded with it."""
    for place in (module, getattr(module, "hooks", None)):
        names = getattr(place, "DEPENDENT_DIALECTS", None)
        if names is not None:
            return tuple(names)
    return ()
