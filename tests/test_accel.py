"""The compiled accelerator and the pure-Python path: which one runs, and
that both give the same bytes.

The suite runs the pure-Python sources (conftest.py sets
ODSGEN_PURE_PYTHON=1 unless it is set); the tests here run `odsgen-opt`,
the API on the main thread and the byte-sensitive test files in
subprocesses with the compiled modules when they are built. Where the suite
runs compiled (ODSGEN_PURE_PYTHON=0), they run its pure-Python-only tests
pure instead."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Sequence

import pytest

from conftest import PURE_PYTHON_MARK, ROOT
from odsgen import _accel
from odsgen._accel import (
    COMPILED,
    SHARED_RUNTIME,
    SourceFinder,
    compiled_modules,
    compiled_modules_loaded,
    extension_path,
)

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
    "llvm": ([], LLVM_FUNCTION),
    "generic": (["--mlir-print-op-generic"], LLVM_FUNCTION),
    "lowering": (LOWERING, scf_module(3, True)),
    "canonicalize": (["--canonicalize"], foldable_module(2, 3)),
    "error": ([], LLVM_FUNCTION.replace("%arg0, %0", "%arg0, %9")),
    "verifier error": ([], LLVM_FUNCTION.replace("llvm.return %6", "llvm.return")),
}


# The test files run compiled too (in a subprocess, where the suite runs
# pure): those that compare printed bytes or diagnostics with recorded
# mlir-opt-16 outputs, round trips, conformance, lowering, import,
# translation, deep nesting and the documented API.
RECORDED = sorted(
    f"{path.stem}.py" for path in (ROOT / "tests" / "recorded").glob("*.json")
)
COMPILED_TEST_FILES = sorted(
    {
        *RECORDED,
        "test_bad_input_findings.py",
        "test_compiled_hooks.py",
        "test_conversion.py",
        "test_custom_op_memo.py",
        "test_deep_nesting.py",
        "test_dictionary_key_cuts.py",
        "test_dictionary_templates.py",
        "test_llvm_import.py",
        "test_llvm_import_lines.py",
        "test_lowering_llvm.py",
        "test_malformed_input.py",
        "test_op_creation.py",
        "test_operation_append_new.py",
        "test_print_fast_paths.py",
        "test_print_memo.py",
        "test_property_roundtrip.py",
        "test_python_api_doc.py",
        "test_reconcile_casts.py",
        "test_replay_runs.py",
        "test_rewrite.py",
        "test_transforms.py",
        "test_translate_llvmir.py",
        "test_verify_fast_paths.py",
    }
)
# The files with tests marked pure_python (see conftest.py).
PURE_PYTHON_TEST_FILES = (
    "test_deep_nesting.py",
    "test_rewrite_scaling.py",
    "test_scaling.py",
)


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
    reason="the compiled accelerator is not built (pip install -e . builds it;"
    " it needs Cython and a C compiler)",
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


def _pytest(
    files: Sequence[str], marks: str, pure: bool
) -> subprocess.CompletedProcess:
    """pytest on `files` (of tests/) selected by `marks`, in a process that
    runs the pure-Python sources or the compiled modules."""
    args = ["-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", marks]
    return _run([*args, *(f"tests/{name}" for name in files)], "", pure)


def _passed(result: subprocess.CompletedProcess) -> None:
    """Assert that a `_pytest` run passed, showing its failures if not."""
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]


@needs_accelerator
def test_the_byte_sensitive_files_pass_compiled() -> None:
    if not _accel.pure_python_requested():
        pytest.skip("ODSGEN_PURE_PYTHON=0: these files ran compiled in the suite")
    _passed(_pytest(COMPILED_TEST_FILES, f"not {PURE_PYTHON_MARK}", pure=False))


def test_the_pure_python_only_tests_pass_pure() -> None:
    if not compiled_modules_loaded():
        pytest.skip("the suite runs pure Python: these tests ran in it")
    _passed(_pytest(PURE_PYTHON_TEST_FILES, PURE_PYTHON_MARK, pure=True))


def test_the_file_lists_name_test_files() -> None:
    for name in (*COMPILED_TEST_FILES, *PURE_PYTHON_TEST_FILES):
        assert (ROOT / "tests" / name).is_file(), name


# Deeply nested IR parsed, verified and printed through the API from the
# main thread (8 MiB of C stack), where compiled functions would overflow
# it: within the parser's nesting budget, and one level past a budget
# scaled down 10x ("nesting too deep").
MAIN_THREAD = """
import hashlib, sys
sys.path.insert(0, "benchmarks")
from bench_nesting import KINDS
from odsgen._accel import compiled_modules_loaded
from odsgen.asm import ParseError, parse_source, print_module
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from odsgen.tools import deep
from odsgen.tools.opt import load_dialects

def run(kind, depth):
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, ["generated/llvm"])
    try:
        module = parse_source(KINDS[kind](depth), context, "deep.mlir")
    except ParseError as error:
        return f"error at {error.pos}: {error.message}"
    with deep.deep_recursion():
        verify(module, context)
    printed = print_module(module) if kind in PRINTED else ""
    return hashlib.sha256(printed.encode()).hexdigest()

PRINTED = ("builtin-types", "llvm-types", "arrays", "dictionaries")
LEVELS = {"regions": deep.REGION_LEVELS, "llvm-types": deep.LLVM_TYPE_LEVELS,
          "builtin-types": deep.TYPE_LEVELS, "arrays": deep.ATTRIBUTE_LEVELS,
          "dictionaries": deep.ATTRIBUTE_LEVELS}
for kind in LEVELS:
    print(kind, run(kind, 20_000))
deep.NESTING_BUDGET //= 10
for kind, levels in LEVELS.items():
    print(kind, run(kind, levels // 10 + 1))
print("compiled" if compiled_modules_loaded() else "pure")
"""


@needs_accelerator
def test_deep_nesting_through_the_api_on_the_main_thread() -> None:
    pure = _run(["-c", MAIN_THREAD], "", pure=True)
    compiled = _run(["-c", MAIN_THREAD], "", pure=False)
    assert pure.returncode == 0, pure.stderr[-2000:]
    assert compiled.returncode == 0, compiled.stderr[-2000:]
    lines = compiled.stdout.splitlines()
    assert lines[:-1] == pure.stdout.splitlines()[:-1]
    assert (lines[-1], pure.stdout.splitlines()[-1]) == ("compiled", "pure")
    assert sum("nesting too deep" in line for line in lines) == 5, lines


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
@pytest.mark.parametrize("pure", [False, True])
def test_compiled_modules_share_one_cython_runtime(pure: bool) -> None:
    probe = (
        "import sys, odsgen.asm.op_parser, odsgen.ir.printer;"
        f" print({SHARED_RUNTIME!r} in sys.modules)"
    )
    result = _run(["-c", probe], "", pure=pure)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"{not pure}\n"


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
    "pure, extension_newer, recorded, runs_source",
    [
        (False, True, None, False),  # a current extension: left to the usual finders
        (False, False, None, True),  # the source changed since the build
        (False, False, "other", True),  # ... to another text than the one built
        (False, False, "same", False),  # installed after the extension, unchanged
        (False, None, "same", True),  # not built
        (True, True, None, True),  # ODSGEN_PURE_PYTHON=1
    ],
)
def test_source_finder_decision(
    tmp_path, pure, extension_newer, recorded, runs_source
) -> None:
    directory = _package(tmp_path, extension_newer)
    manifest = tmp_path / "manifest.txt"
    if recorded is not None:
        digest = _accel.source_digest(str(directory / "mod.py"))
        manifest.write_text(f"pkg.mod {digest if recorded == 'same' else '0' * 64}\n")
    finder = SourceFinder(["pkg.mod"], pure, str(manifest))
    spec = finder.find_spec("pkg.mod", [str(directory)])
    if runs_source:
        assert spec is not None and spec.origin == str(directory / "mod.py")
    else:
        assert spec is None
    assert finder.find_spec("pkg.other", [str(directory)]) is None


@pytest.mark.parametrize("extension_newer", [True, None])
def test_source_finder_runs_a_retired_module_from_its_source(
    tmp_path, extension_newer
) -> None:
    directory = _package(tmp_path, extension_newer)
    finder = SourceFinder([], False, str(tmp_path / "manifest.txt"), ["pkg.mod"])
    spec = finder.find_spec("pkg.mod", [str(directory)])
    assert spec is not None and spec.origin == str(directory / "mod.py")


def test_retired_modules_are_not_compiled() -> None:
    assert not set(_accel.RETIRED) & set(COMPILED)
    for name in _accel.RETIRED:
        assert (ROOT / _accel.source_path(name)).is_file(), name
