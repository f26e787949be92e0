"""generated/ type-checks: mypy with `tests/mypy_generated.ini`.

The test leaves out the hand-written modules copied from defs/ (they are
checked with their sources): it adds to the configuration a section that
ignores errors in every generated module named after a Python file of defs/.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

CONFIG = ROOT / "tests" / "mypy_generated.ini"


def hand_written_modules() -> list[str]:
    """The generated modules that are copies of defs/<dialect>/*.py."""
    return sorted(
        f"generated.{path.parent.name}.{path.stem}"
        for path in (ROOT / "defs").glob("*/*.py")
    )


def test_generated_code_type_checks(tmp_path: Path) -> None:
    pytest.importorskip("mypy", reason="mypy (the dev extra) checks generated/")
    config = tmp_path / "mypy.ini"
    text = CONFIG.read_text(encoding="utf-8").replace(
        "$MYPY_CONFIG_FILE_DIR/..", str(ROOT)
    )
    section = f"[mypy-{','.join(hand_written_modules())}]\nignore_errors = True\n"
    config.write_text(f"{text}\n{section}", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(config), "generated/"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
