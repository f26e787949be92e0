"""`python -m odsgen.target.llvm_import FILE [--opaque-pointers=0]`: import and print."""

from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
