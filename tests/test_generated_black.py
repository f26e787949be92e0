"""Every generated module is black's output for itself.

The generator runs black only on the statements the templates cannot lay
out alone (`odsgen/gen/render/formatting.py`); this is the check that the
templates write everything else as black would.
"""

from __future__ import annotations

from pathlib import Path

import black
import pytest

from odsgen.gen.cli import run as odsgen
from odsgen.gen.render.jinja import BLACK_MODE

GENERATED = Path(__file__).resolve().parent.parent / "generated"
TEST_DEFS = Path(__file__).resolve().parent / "defs"
MODULES = sorted(GENERATED.rglob("*.py"))


def test_there_are_modules() -> None:
    assert len(MODULES) > 30


@pytest.mark.parametrize(
    "path", MODULES, ids=lambda p: p.relative_to(GENERATED).as_posix()
)
def test_module_is_black_stable(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert black.format_str(text, mode=BLACK_MODE) == text


def test_test_dialect_is_black_stable(tmp_path: Path) -> None:
    """The test dialect's records reach more of the templates (and bring
    code of their own, such as single-quoted strings)."""
    out = tmp_path / "out"
    assert odsgen([str(TEST_DEFS), "-o", str(out)]) == 0
    modules = [
        p for p in sorted(out.rglob("*.py")) if "Copied by odsgen" not in p.read_text()
    ]
    assert len(modules) > 3
    for path in modules:
        text = path.read_text(encoding="utf-8")
        assert black.format_str(text, mode=BLACK_MODE) == text, path.name
