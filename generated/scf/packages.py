# Copied by odsgen from defs/scf/packages.py; edit that file, not this copy.
"""The generated `arith` and `cf` packages beside this one, imported on first use."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any


def _sibling(name: str) -> Any:
    from odsgen.ir.registry import import_dialect

    return import_dialect(str(Path(__file__).resolve().parent.parent / name))


@cache
def arith_package() -> Any:
    """`odsgen_dialects.arith`, whose constants and selects the patterns create."""
    return _sibling("arith")


@cache
def cf_package() -> Any:
    """`odsgen_dialects.cf`, whose branches inline a multi-block region."""
    return _sibling("cf")
