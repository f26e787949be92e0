"""Every name a generated op module imports is used in it, and every local
its parsers bind to a position is read: sharing members between classes
(`odsgen/gen/view/op_sharing.py`) leaves no import behind in a module whose
classes inherit them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generated_code import unused_imports

GENERATED = Path(__file__).resolve().parent.parent / "generated"
# The op modules (not the `ops.py` that gathers those of several files with
# star imports, nor a lazy package's index).
MODULES = sorted(
    path
    for path in GENERATED.rglob("*.py")
    if (path.name.startswith("ops") or path.parent.name.startswith("ops_"))
    and path.name != "__init__.py"
    and "import *" not in path.read_text(encoding="utf-8")
)


def test_there_are_modules() -> None:
    assert len(MODULES) > 100


@pytest.mark.parametrize(
    "path", MODULES, ids=lambda p: p.relative_to(GENERATED).as_posix()
)
def test_every_import_is_used(path: Path) -> None:
    assert unused_imports(path.read_text(encoding="utf-8")) == set()


@pytest.mark.parametrize(
    "path", MODULES, ids=lambda p: p.relative_to(GENERATED).as_posix()
)
def test_every_position_local_is_read(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for name in set(re.findall(r"^\s+(\w+_pos) = parser\.position$", text, re.M)):
        assert len(re.findall(rf"\b{name}\b", text)) > 1, name
