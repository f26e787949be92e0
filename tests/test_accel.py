"""The compiled accelerator and the pure-Python path: which one runs, and
that both give the same bytes.

The suite runs the pure-Python sources (conftest.py sets
ODSGEN_PURE_PYTHON=1 unless it is set); the tests here run `odsgen-opt` in
subprocesses with the compiled modules when they are built."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from conftest import ROOT
from odsgen import _accel
from odsgen._accel import COMPILED, SourceFinder, compiled_modules, extension_path

sys.path.insert(0, str(ROOT / "benchmarks"))
from bench_canonicalize import foldable_module  # noqa: E402
from bench_scf_lowering import module as scf_module  # noqa: E402

LLVM_FUNCTION = """\
llvm.func @f(%arg0: i64, %arg1: !llvm.ptr<i64>) -> i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.add %arg0, %0 : i64
  %2 = llvm.icmp "slt" %1, %arg0 : i64
  llvm.cond_br %2, ^bb1(%1 : i64), ^bb2
^bb1(%3: i64):
  %4 = llvm.getelementptr %arg1[%3] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  %5 = llvm.load %4 : !llvm.ptr<i64>
  llvm.store %5, %arg1 : !llvm.ptr<i64>
  llvm.br ^bb2
^bb2:
  %6 = llvm.call @f(%arg0, %arg1) : (i64, !llvm.ptr<i64>) -> i64
  llvm.return %6 : i64
}
"""
LOWERING = [
    "--convert-scf-to-cf",
    "--convert-func-to-llvm",
    "--convert-memref-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
]
CASES = {
    "llvm": ([], LLVM_FUNCTION * 1),
    "generic": (["--mlir-print-op-generic"], LLVM_FUNCTION),
    "lowering": (LOWERING, scf_module(3, True)),
    "canonicalize": (["--canonicalize"], foldable_module(2, 3)),
    "error": ([], LLVM_FUNCTION.replace("%arg0, %0", "%arg0, %9")),
    "verifier error": ([], LLVM_FUNCTION.replace("llvm.return %6", "llvm.return")),
}


def _built() -> bool:
    """Whether every compiled module has a current extension."""
    for name in COMPILED:
        directory, _, leaf = str(ROOT / name.replace(".", "/")).rpartition("/")
        source = f"{directory}/{leaf}.py"
        if not _accel.extension_is_current(source, extension_path(directory, leaf)):
            return False
    return True


needs_accelerator = pytest.mark.skipif(
    not _built(),
    reason="the compiled accelerator is not built (ODSGEN_ACCEL=1 pip install -e . builds it)",
)


def _run(args: list[str], stdin: str, pure: bool) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env[_accel.PURE_PYTHON_ENV] = "1" if pure else "0"
    return subprocess.run(
        [sys.executable, *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )


def test_every_compiled_module_has_a_source() -> None:
    for name in COMPILED:
        assert (ROOT / (name.replace(".", "/") + ".py")).is_file(), name


def test_the_suite_runs_pure_python() -> None:
    if not _accel.pure_python_requested():
        pytest.skip("ODSGEN_PURE_PYTHON=0: the suite runs the compiled modules")
    import odsgen.asm.op_parser

    assert odsgen.asm.op_parser.__file__.endswith("op_parser.py")
    assert compiled_modules() == []


def test_pure_python_env_imports_every_source() -> None:
    result = _run(["-m", "odsgen.tools.accel"], "", pure=True)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:-1] == [f"{name}: pure Python" for name in COMPILED]
    assert lines[-1] == f"0 of {len(COMPILED)} modules compiled (ODSGEN_PURE_PYTHON=1)"


@needs_accelerator
def test_built_extensions_are_imported_by_default() -> None:
    result = _run(["-m", "odsgen.tools.accel"], "", pure=False)
    assert result.returncode == 0, result.stderr
    count = len(COMPILED)
    assert result.stdout.splitlines()[-1] == f"{count} of {count} modules compiled"


@needs_accelerator
@pytest.mark.parametrize("case", list(CASES))
def test_compiled_and_pure_python_write_the_same_bytes(case: str) -> None:
    flags, text = CASES[case]
    args = ["-m", "odsgen.tools.opt", *flags, "-"]
    pure, compiled = _run(args, text, pure=True), _run(args, text, pure=False)
    assert (compiled.returncode, compiled.stdout, compiled.stderr) == (
        pure.returncode,
        pure.stdout,
        pure.stderr,
    )
    assert pure.returncode == (1 if "error" in case else 0), pure.stderr


def _package(tmp_path: Path, extension_newer: bool | None) -> Path:
    """A directory with `mod.py` and, unless `extension_newer` is None, an
    (empty) extension file older or newer than it."""
    source = tmp_path / "mod.py"
    source.write_text("")
    os.utime(source, (1_000_000, 1_000_000))
    if extension_newer is not None:
        extension = tmp_path / f"mod{EXTENSION_SUFFIXES[0]}"
        extension.write_bytes(b"")
        stamp = 2_000_000 if extension_newer else 500_000
        os.utime(extension, (stamp, stamp))
    return tmp_path


@pytest.mark.parametrize(
    "pure, extension_newer, runs_source",
    [
        (False, True, False),  # a current extension: left to the usual finders
        (False, False, True),  # the source changed since the build
        (False, None, True),  # not built
        (True, True, True),  # ODSGEN_PURE_PYTHON=1
    ],
)
def test_source_finder_decision(tmp_path, pure, extension_newer, runs_source) -> None:
    directory = _package(tmp_path, extension_newer)
    finder = SourceFinder(["pkg.mod"], pure)
    spec = finder.find_spec("pkg.mod", [str(directory)])
    if runs_source:
        assert spec is not None and spec.origin == str(directory / "mod.py")
    else:
        assert spec is None
    assert finder.find_spec("pkg.other", [str(directory)]) is None
