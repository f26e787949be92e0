"""`python -m odsgen.gen.library_checks [--check] [-o PATH]`: write
`odsgen/library_checks.py`.

The check functions of the constraint library (`model/library.py`) are
odsgen's, not a dialect's: this writes them once, into the odsgen package it
runs from (`view/check_functions.py` says which and how they are named,
`templates/library_checks.py.j2` how they are written); generated dialects
import them from there. Run it after changing the library or the check
template. `-o` writes elsewhere. With `--check`, nothing is written: the
exit status is 1 and a short diff is shown if the module is stale.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path
from typing import Sequence

from .render.jinja import format_python, render
from .view.check_functions import LIBRARY_MODULE, library_checks
from .view.names import Uses
from .view.ops import OpsModule, collect_uses

# The module written: odsgen/library_checks.py of the package run.
MODULE_PATH = Path(__file__).resolve().parents[1] / "library_checks.py"


def library_checks_module() -> str:
    """The text of `odsgen/library_checks.py`."""
    module = OpsModule("", "", tuple(library_checks().values()), (), ())
    uses = Uses()
    collect_uses(module, uses)
    text = render(
        "library_checks.py.j2", code=True, module=module, imports=uses.imports()
    )
    return format_python(text, LIBRARY_MODULE)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m odsgen.gen.library_checks",
        description="Write odsgen's module of the constraint library's checks.",
    )
    parser.add_argument(
        "-o", "--output", type=Path, default=MODULE_PATH, help=f"({MODULE_PATH})"
    )
    parser.add_argument(
        "--check", action="store_true", help="write nothing; fail if it is stale"
    )
    args = parser.parse_args(argv)
    path: Path = args.output
    text = library_checks_module()
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    if old == text:
        print(f"{path}: up to date")
        return 0
    if args.check:
        diff = difflib.unified_diff(
            old.splitlines(), text.splitlines(), "now", "generated", n=1, lineterm=""
        )
        print(*list(diff)[:40], f"{path}: stale", sep="\n")
        return 1
    path.write_text(text, encoding="utf-8", newline="\n")
    print(f"{path}: written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
