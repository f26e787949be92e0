# Copied by odsgen from defs/cf/arith_package.py; edit that file, not this copy.
"""The generated `arith` package beside this one, imported on first use."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any


@cache
def arith_package() -> Any:
    """`odsgen_dialects.arith` for the generated packages: the one every
    Context loads, so its op classes are those the parser builds."""
    from odsgen.ir.registry import import_dialect

    return import_dialect(str(Path(__file__).resolve().parent.parent / "arith"))
