"""Generated functions read every local they assign and test nothing twice:
DRR patterns bind only the symbols they use, build the fused location only
when a new op takes it, name new ops only when something reads them;
verifiers count values only up to the last check reading the count; parsers
keep the position of `operands` only when a count error reports it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from conftest import ROOT, generated_test_dialect


def _modules() -> list[Path]:
    test_dialect = Path(generated_test_dialect())
    return sorted((ROOT / "generated").rglob("*.py")) + sorted(
        test_dialect.rglob("*.py")
    )


def _unread_locals(function: ast.FunctionDef) -> list[str]:
    """The names `function` assigns (not its parameters, nor `_`) and never reads."""
    assigned: dict[str, int] = {}
    read: set[str] = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Store):
                assigned.setdefault(node.id, node.lineno)
            else:
                read.add(node.id)
    unread = set(assigned) - read - {"_"}
    return [f"{name} (line {assigned[name]})" for name in sorted(unread)]


def test_every_assigned_local_is_read() -> None:
    unread = []
    for path in _modules():
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                unread += [f"{path}: {node.name}: {n}" for n in _unread_locals(node)]
    assert unread == []


_TWICE = re.compile(r"if (\w+) is None:\n\s+return False\n\s+if \1 is None\b")


@pytest.mark.parametrize("name", ["arith", "test"])
def test_patterns_test_a_value_for_none_once(name: str) -> None:
    package = ROOT / "generated" / name
    if name == "test":
        package = Path(generated_test_dialect())
    text = (package / "patterns.py").read_text()
    assert "constant_value(" in text
    assert not _TWICE.search(text)
