"""lit set-up for MLIR-style test files run through odsgen-opt.

A directory of tests needs a `lit.cfg.py` of two lines:

    from odsgen.tools.litconfig import configure
    configure(config)

and its `.mlir` files then run with `lit DIR` as MLIR's do, e.g.
`// RUN: odsgen-opt %s | filecheck %s` (filecheck is PyPI's FileCheck;
`FileCheck` names it too).
"""

from __future__ import annotations

import os
import sys
from typing import Any

#: Environment variables handed to the tests (lit starts them in a clean one).
PASSED_ENVIRONMENT = ("PYTHONPATH", "PYTHONDONTWRITEBYTECODE", "HOME")


def configure(config: Any, suffixes: tuple[str, ...] = (".mlir",)) -> None:
    """Make `config` (a lit TestingConfig) run RUN lines with odsgen-opt."""
    import lit.formats

    if config.name in ("", "lit", "<unnamed>"):
        config.name = "odsgen"
    config.test_format = lit.formats.ShTest(execute_external=False)
    config.suffixes = list(suffixes)
    python = sys.executable
    tool = f'"{python}" -m odsgen.tools.opt'
    config.substitutions.append((r"(?<![\w/.-])odsgen-opt(?![\w-])", tool))
    config.substitutions.append((r"(?<![\w/.-])FileCheck(?![\w-])", "filecheck"))
    for name in PASSED_ENVIRONMENT:
        if name in os.environ:
            config.environment[name] = os.environ[name]
