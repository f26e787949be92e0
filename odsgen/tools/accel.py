"""Report which form of each compiled module this process runs.

    python -m odsgen.tools.accel

Prints each module of `odsgen._accel.COMPILED` as "compiled" or "pure
Python" (ODSGEN_PURE_PYTHON=1 set, no extension built, or an extension
older than its source), then a count.
"""

from __future__ import annotations

import importlib
import sys

from .._accel import COMPILED, PURE_PYTHON_ENV, compiled_modules, pure_python_requested


def main() -> None:
    """Import every module of `COMPILED` and print the form each runs in."""
    for name in COMPILED:
        importlib.import_module(name)
    compiled = set(compiled_modules())
    for name in COMPILED:
        form = "compiled" if name in compiled else "pure Python"
        sys.stdout.write(f"{name}: {form}\n")
    chosen = f" ({PURE_PYTHON_ENV}=1)" if pure_python_requested() else ""
    sys.stdout.write(f"{len(compiled)} of {len(COMPILED)} modules compiled{chosen}\n")


if __name__ == "__main__":
    main()
