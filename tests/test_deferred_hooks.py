"""Hooks modules a dialect's hooks package leaves unimported (`DialectHooks.defer`):
the registry imports them when a piece they register, or one of its tables,
is first asked for, so it answers as if they had been imported with the
package; the LLVM dialect defers those of the memory, value and intrinsic
ops, which a run that names none of them never imports."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT

from odsgen.ir.dialect_hooks import DialectHooks

_DEFERRED_MODULE = """\
from {registry} import hooks


@hooks.mixin("LateOp")
class LateOpHooks:
    pass


@hooks.export
def late_predicate(value):
    return value == 1
"""


@pytest.fixture
def deferring(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> DialectHooks:
    """A registry with one eager piece and a deferred module of two more."""
    package = tmp_path / "deferring_hooks"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "registry.py").write_text(
        "from odsgen.ir.dialect_hooks import DialectHooks\n"
        "hooks = DialectHooks('deferring')\n"
    )
    (package / "late.py").write_text(
        _DEFERRED_MODULE.format(registry="deferring_hooks.registry")
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    from deferring_hooks.registry import hooks  # type: ignore[import-not-found]

    hooks.export(len)
    hooks.defer(("deferring_hooks.late",))
    yield hooks
    for name in [m for m in sys.modules if m.startswith("deferring_hooks")]:
        del sys.modules[name]


def test_a_deferred_piece_is_found_by_name(deferring: DialectHooks) -> None:
    assert "deferring_hooks.late" not in sys.modules
    assert deferring.len is len  # registered eagerly: nothing imported
    assert "deferring_hooks.late" not in sys.modules
    assert deferring.late_predicate(1) is True
    assert "deferring_hooks.late" in sys.modules
    assert deferring.LateOpHooks.__name__ == "LateOpHooks"


def test_the_tables_hold_the_deferred_pieces(deferring: DialectHooks) -> None:
    assert set(deferring.functions) == {"len", "late_predicate"}
    assert set(deferring.mixins) == {"LateOp"}


def test_a_piece_nobody_registers_is_an_attribute_error(
    deferring: DialectHooks,
) -> None:
    with pytest.raises(AttributeError, match="no attribute 'missing'"):
        deferring.missing
    assert "deferring_hooks.late" in sys.modules
    with pytest.raises(AttributeError, match="no attribute 'missing'"):
        deferring.missing  # and again, with nothing left to import


def test_a_deferred_module_imported_directly_registers_once(
    deferring: DialectHooks,
) -> None:
    """An op module importing a deferred module for its mixin registers its
    pieces; the registry does not import (or register) them again."""
    import deferring_hooks.late  # type: ignore[import-not-found]

    assert deferring.late_predicate is deferring_hooks.late.late_predicate
    assert set(deferring.functions) == {"len", "late_predicate"}


def test_a_registry_with_nothing_deferred_left_reads_its_pieces_plainly(
    deferring: DialectHooks,
) -> None:
    """Once its deferred modules are imported, however, the registry's class
    has no `__getattr__` (which slows every attribute lookup)."""
    assert hasattr(type(deferring), "__getattr__")
    import deferring_hooks.late  # type: ignore[import-not-found]  # noqa: F401

    assert type(deferring) is DialectHooks
    assert not hasattr(DialectHooks, "__getattr__")
    with pytest.raises(AttributeError, match="no attribute 'missing'"):
        deferring.missing


_LLVM_PROBE = r"""
import json, sys
from odsgen.hooks.llvm import hooks

deferred = [m for m in ("intrinsics_hooks", "memory_hooks", "values_hooks")
            if "odsgen.hooks.llvm." + m in sys.modules]
functions = sorted(hooks.functions)
mixins = sorted(hooks.mixins)
print(json.dumps([deferred, functions, mixins]))
"""

_LLVM_ALL_PROBE = r"""
import json
from odsgen.hooks.llvm import (
    hooks, intrinsics_hooks, memory_hooks, values_hooks,
)
print(json.dumps([[], sorted(hooks.functions), sorted(hooks.mixins)]))
"""


def _probe(code: str) -> list:
    result = subprocess.run(
        [sys.executable, "-S", "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    return json.loads(result.stdout)


def test_the_llvm_registry_is_whole_when_read() -> None:
    """Importing the LLVM hooks package leaves the deferred modules alone;
    its tables, once read, are those of every module imported."""
    deferred, functions, mixins = _probe(_LLVM_PROBE)
    assert deferred == []
    assert [functions, mixins] == _probe(_LLVM_ALL_PROBE)[1:]
    assert "build_alloca" in functions and "AllocaOp" in mixins


_RUN_PROBE = r"""
import sys
from odsgen.tools.opt import run

assert run(sys.argv[1:]) == 0
print(sorted(m for m in sys.modules if m.startswith("odsgen.hooks.llvm.")), file=sys.stderr)
"""


@pytest.mark.parametrize(
    "op, deferred",
    [
        ("llvm.return %a : i32", []),
        (
            "%p = llvm.alloca %a x i32 : (i32) -> !llvm.ptr\n  llvm.return %a : i32",
            ["memory_hooks"],
        ),
        ('%c = llvm.icmp "eq" %a, %a : i32\n  llvm.return %a : i32', ["values_hooks"]),
    ],
)
def test_a_run_imports_the_deferred_hooks_its_ops_need(
    tmp_path: Path, op: str, deferred: list[str]
) -> None:
    path = tmp_path / "in.mlir"
    path.write_text(f"llvm.func @f(%a: i32) -> i32 {{\n  {op}\n}}\n")
    result = subprocess.run(
        [sys.executable, "-S", "-c", _RUN_PROBE, str(path)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert result.stdout.startswith("module {")
    imported = result.stderr
    for name in ("intrinsics_hooks", "memory_hooks", "values_hooks"):
        assert (f"odsgen.hooks.llvm.{name}" in imported) == (name in deferred), name


def test_a_failed_deferred_import_is_raised_and_retried(
    deferring: DialectHooks, tmp_path: Path
) -> None:
    late = tmp_path / "deferring_hooks" / "late.py"
    good = late.read_text()
    late.write_text("raise ImportError('late hooks broken')\n")
    with pytest.raises(ImportError, match="late hooks broken"):
        deferring.late_predicate
    with pytest.raises(ImportError, match="late hooks broken"):  # not hidden
        deferring.late_predicate
    late.write_text(good)
    sys.modules.pop("deferring_hooks.late", None)
    import importlib

    importlib.invalidate_caches()
    assert deferring.late_predicate(1) is True
    assert type(deferring) is DialectHooks
