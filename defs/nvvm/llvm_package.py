"""The generated `llvm` package, imported on first use."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any


@cache
def llvm_package() -> Any:
    """The `llvm` dialect package beside this one: for the generated
    packages, `odsgen_dialects.llvm`, the one every Context loads, so its
    classes are the classes of the types being parsed."""
    from odsgen.ir.registry import import_dialect

    return import_dialect(str(Path(__file__).resolve().parent.parent / "llvm"))


def llvm_types() -> Any:
    """The `types` module of the `llvm` package."""
    return llvm_package().types
