"""The locals of generated DRR patterns are numbered after the unread ones
are dropped (`odsgen/gen/analysis/drr.py`, `_renumbered`): op1, matched2,
new3, ... with no number skipped."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from conftest import ROOT, generate_records, generated_test_dialect

# An auxiliary op only inserted (its name is dropped) before the op that
# replaces the root, which is matched through a nested op.
_RECORDS = """\
dialect: {name: t}
ops:
  AuxOp: {mnemonic: aux, arguments: {input: I32}}
  OneOp: {mnemonic: one, arguments: {input: I32}, results: {output: I32}}
  TwoOp: {mnemonic: two, arguments: {input: I32}, results: {output: I32}}
patterns:
  AuxThenTwo: >-
    Pattern<(OneOp (OneOp $x)), [(AuxOp $x), (AuxOp $x), (TwoOp $x)]>
"""
_NUMBERED = re.compile(r"(?:op|matched|native|new)(\d+)")


def numbers_of_each_function(source: str) -> dict[str, list[int]]:
    """The numbers of the numbered locals each method of `source` writes."""
    numbers: dict[str, list[int]] = {}
    for cls in ast.parse(source).body:
        if isinstance(cls, ast.ClassDef):
            for function in cls.body:
                if isinstance(function, ast.FunctionDef):
                    found = {
                        int(match.group(1))
                        for node in ast.walk(function)
                        if isinstance(node, (ast.Name, ast.arg))
                        and (
                            match := _NUMBERED.fullmatch(
                                getattr(node, "id", None) or node.arg
                            )
                        )
                    }
                    numbers[f"{cls.name}.{function.name}"] = sorted(found)
    return numbers


def assert_numbered_without_gaps(source: str) -> None:
    numbers = numbers_of_each_function(source)
    assert numbers
    for name, found in numbers.items():
        assert found == list(range(len(found))), name


def test_dropped_names_leave_no_gap(tmp_path: Path) -> None:
    status, _, err = generate_records(tmp_path, {"t.yaml": _RECORDS})
    assert status == 0, err
    source = (tmp_path / "out" / "t" / "patterns.py").read_text()
    assert_numbered_without_gaps(source)
    assert "new2 = " in source and "new3" not in source


@pytest.mark.parametrize("name", ["arith", "test"])
def test_generated_patterns_have_no_gaps(name: str) -> None:
    package = ROOT / "generated" / name
    if name == "test":
        package = Path(generated_test_dialect())
    assert_numbered_without_gaps((package / "patterns.py").read_text())
