"""Generated functions read every local they assign, overwrite no value
unread and test nothing twice: DRR patterns bind only the symbols they use,
build the fused location only when a new op takes it, name new ops only
when something reads them; verifiers count values only up to the last check
reading the count; parsers keep the position of `operands` only when a count
error reports it, and give a starting value only to what is not always
parsed."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Iterator

import pytest

from conftest import ROOT, generate_records, generated_test_dialect
from generated_code import unused_imports


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


_SCOPES = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.Lambda)


def _function_names(node: ast.AST) -> Iterator[ast.Name]:
    """The names in `node` of the function's own scope (not of the
    comprehensions and lambdas in it, which have theirs)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Name):
            yield child
        elif isinstance(child, _SCOPES):  # their reads count, not their stores
            yield from (
                name
                for name in ast.walk(child)
                if isinstance(name, ast.Name) and not isinstance(name.ctx, ast.Store)
            )
        else:
            yield from _function_names(child)


def _overwritten_locals(function: ast.FunctionDef) -> list[str]:
    """The locals a top-level statement of `function` assigns that a later
    one assigns again before anything reads them (the first value is dead)."""
    unread: dict[str, int] = {}
    dead = []
    for statement in function.body:
        names = list(_function_names(statement))
        for node in names:
            if not isinstance(node.ctx, ast.Store):
                unread.pop(node.id, None)
        stores = [node.id for node in names if isinstance(node.ctx, ast.Store)]
        if not isinstance(statement, (ast.Assign, ast.AnnAssign)):
            for name in stores:  # perhaps assigned: no longer surely dead
                unread.pop(name, None)
            continue
        for name in stores:
            if name in unread:
                dead.append(f"{name} (line {unread[name]})")
            unread[name] = statement.lineno
    return dead


def test_no_value_is_assigned_and_overwritten_unread() -> None:
    dead = []
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef):
                dead += [f"{path}: {node.name}: {n}" for n in _overwritten_locals(node)]
    assert dead == []


_TWICE = re.compile(r"if (\w+) is None:\n\s+return False\n\s+if \1 is None\b")


@pytest.mark.parametrize("name", ["arith", "test"])
def test_patterns_test_a_value_for_none_once(name: str) -> None:
    package = ROOT / "generated" / name
    if name == "test":
        package = Path(generated_test_dialect())
    text = (package / "patterns.py").read_text()
    assert "constant_value(" in text
    assert not _TWICE.search(text)


def test_the_test_dialect_imports_only_what_it_uses() -> None:
    """As `test_generated_op_imports` checks for `generated/`: a check
    function of one kind imports the class of its kind only."""
    paths = sorted(Path(generated_test_dialect()).glob("ops_*.py"))
    assert paths
    for path in paths:
        assert unused_imports(path.read_text(encoding="utf-8")) == set(), path.name


# Three operand groups; only the middle one's values are checked.
_GROUPS = """\
dialect: {name: t}
ops:
  GroupsOp:
    mnemonic: groups
    traits: [AttrSizedOperandSegments]
    arguments: {a: Variadic<AnyType>, b: Variadic<I32>, c: Variadic<AnyType>}
"""


def test_verifiers_count_positions_up_to_the_last_group_read(tmp_path: Path) -> None:
    status, _, err = generate_records(tmp_path, {"t.yaml": _GROUPS})
    assert status == 0, err
    text = (tmp_path / "out" / "t" / "ops.py").read_text()
    assert "index += len(operand_groups[0])" in text
    assert "operand_groups[1]" in text
    assert "operand_groups[2]" not in text
