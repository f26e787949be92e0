# Copied by odsgen from defs/func/cf_package.py; edit that file, not this copy.
"""The generated `cf` package beside this one, imported on first use."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any


@cache
def cf_package() -> Any:
    """`odsgen_dialects.cf` for the generated packages: the one every
    Context loads, so the branches the inliner builds are the parser's."""
    from odsgen.ir.registry import import_dialect

    return import_dialect(str(Path(__file__).resolve().parent.parent / "cf"))
