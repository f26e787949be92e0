"""Every generated module is black's output for itself.

The generator runs black only on the statements the templates cannot lay
out alone (`odsgen/gen/render/formatting.py`); this is the check that the
templates write everything else as black would.
"""

from __future__ import annotations

from pathlib import Path

import black
import pytest

from odsgen.gen.render.jinja import BLACK_MODE

GENERATED = Path(__file__).resolve().parent.parent / "generated"
MODULES = sorted(GENERATED.rglob("*.py"))


def test_there_are_modules() -> None:
    assert len(MODULES) > 30


@pytest.mark.parametrize(
    "path", MODULES, ids=lambda p: p.relative_to(GENERATED).as_posix()
)
def test_module_is_black_stable(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert black.format_str(text, mode=BLACK_MODE) == text
