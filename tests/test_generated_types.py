"""generated/ type-checks: mypy with `tests/mypy_generated.ini`.

The configuration leaves out the hand-written modules copied from defs/
(they are checked with their sources); the test keeps that list equal to the
Python files of defs/, so no generated module escapes the check.
"""

from __future__ import annotations

import configparser
import subprocess
import sys

import pytest

from conftest import ROOT

CONFIG = ROOT / "tests" / "mypy_generated.ini"


def _ignored_modules() -> set[str]:
    parser = configparser.ConfigParser()
    parser.read(CONFIG)
    return {
        module
        for section in parser.sections()
        if parser[section].getboolean("ignore_errors", fallback=False)
        for module in section.removeprefix("mypy-").split(",")
    }


def test_the_configuration_leaves_out_exactly_the_hand_written_modules() -> None:
    copied = {
        f"generated.{path.parent.name}.{path.stem}"
        for path in (ROOT / "defs").glob("*/*.py")
    }
    assert _ignored_modules() == copied


def test_generated_code_type_checks() -> None:
    pytest.importorskip("mypy", reason="mypy (the dev extra) checks generated/")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(CONFIG), "generated/"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
