"""What odsgen-opt imports to parse, verify and print a small LLVM dialect
file: nothing of the rewrite driver, the folder, the conversions or the
LLVM IR importer, and no `ctypes` (only a text long enough to be cut
tunes the C library) nor `importlib.abc` (its `importlib.resources` pulls
in pathlib, zipfile and tempfile), nor `dataclasses`, `inspect`, `signal`
(its enums; only Ctrl-C needs it), the inliner (pass or dialect
interfaces) or jinja2, yaml and networkx. Read from `-X importtime`, after
`site` (whose `.pth` files are the machine's, not odsgen's). A pass loads
what it runs, and importing the tool freezes its modules."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from conftest import ROOT

SMALL = "module {\n  llvm.func @f() {\n    llvm.return\n  }\n}\n"
# A function calling SMALL's, for the inliner.
CALLER = "  llvm.func @g() {\n    llvm.call @f() : () -> ()\n    llvm.return\n  }\n"
# Modules (and packages: any module below them) a small run must not import.
UNNEEDED = (
    "ctypes",
    "dataclasses",
    "importlib.abc",
    "inspect",
    "jinja2",
    "networkx",
    "signal",
    "yaml",
    # The LLVM dialect's deferred hooks (tests/test_deferred_hooks.py).
    "odsgen.hooks.llvm.intrinsics_hooks",
    "odsgen.hooks.llvm.memory_hooks",
    "odsgen.hooks.llvm.values_hooks",
    "odsgen.asm.affine_parser",
    "odsgen.ir.affine",
    "odsgen.ir.builder",
    "odsgen.ir.folder",
    "odsgen.ir.pattern",
    "odsgen.ir.region_simplify",
    "odsgen.ir.rewrite",
    "odsgen.conversion",
    "odsgen.target",
    "odsgen.transforms.canonicalize",
    "odsgen.transforms.inliner",
    "odsgen.transforms.inlining",
    "odsgen.transforms.location_snapshot",
)


def _imported_after_site(path: str, *flags: str) -> list[str]:
    """The modules `odsgen-opt path flags` imports once `site` has run."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "odsgen.tools.opt", path, *flags],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    assert result.stdout.startswith("module {")
    names = [
        line.rpartition("|")[2].strip()
        for line in result.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    ]
    return names[names.index("site") + 1 :] if "site" in names else names


def test_a_small_llvm_file_imports_only_what_it_uses(tmp_path):
    path = tmp_path / "small.mlir"
    path.write_text(SMALL)
    imported = _imported_after_site(str(path))
    assert "odsgen_dialects.llvm.ops" in imported
    unneeded = [
        name
        for name in imported
        if any(name == u or name.startswith(u + ".") for u in UNNEEDED)
    ]
    assert unneeded == []


def test_a_pass_loads_what_it_runs(tmp_path):
    path = tmp_path / "small.mlir"
    path.write_text(SMALL)
    assert "odsgen.ir.rewrite" in _imported_after_site(str(path), "--canonicalize")
    # The LLVM dialect's inliner interface comes with the pass that inlines.
    calls = tmp_path / "calls.mlir"
    calls.write_text(SMALL.replace("}\n}", "}\n" + CALLER + "}"))
    inlining = _imported_after_site(str(calls), "--inline")
    assert "odsgen.hooks.llvm.inliner" in inlining
    assert "odsgen.transforms.inlining" in inlining


_GC_PROBE = r"""
import gc, json, sys
if sys.argv[1] == "disabled":
    gc.disable()
import odsgen.tools.opt
print(json.dumps([gc.isenabled(), gc.get_freeze_count()]))
"""


def test_importing_the_tool_freezes_its_modules_and_keeps_the_collector(tmp_path):
    """The tool's modules load with the cyclic collector paused and are frozen
    (no collection scans them); a collector the caller disabled stays so, and
    then nothing is frozen."""
    outcomes = {}
    for state in ("enabled", "disabled"):
        result = subprocess.run(
            [sys.executable, "-c", _GC_PROBE, state],
            capture_output=True,
            text=True,
            check=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            cwd=tmp_path,
        )
        outcomes[state] = json.loads(result.stdout)
    enabled, frozen = outcomes["enabled"]
    assert enabled and frozen > 10_000
    assert outcomes["disabled"] == [False, 0]


_COMPILE_PROBE = r"""
import builtins, sys
compiled = []
_compile = builtins.compile


def counting_compile(*args, **kwargs):
    caller = sys._getframe(1).f_code.co_filename
    if not caller.startswith("<frozen importlib"):  # a module's source, not ours
        compiled.append(caller)
    return _compile(*args, **kwargs)


builtins.compile = counting_compile
from odsgen.tools.opt import run

assert run(sys.argv[1:]) == 0
print(compiled, file=sys.stderr)
"""


def test_a_run_compiles_no_source_text(tmp_path):
    """The process's first `compile` builds the `ast` module's classes (some
    10 million instructions): a run parsing, verifying and printing LLVM
    dialect IR (a dense constant among it) calls it nowhere, also not
    through `typing` (a NamedTuple of string annotations compiles each)."""
    path = tmp_path / "small.mlir"
    path.write_text(
        SMALL.replace(
            "    llvm.return\n",
            "    %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>\n"
            "    llvm.return\n",
        )
    )
    result = subprocess.run(
        [sys.executable, "-S", "-c", _COMPILE_PROBE, str(path), "-o", os.devnull],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
    )
    assert result.stderr == "[]\n"


_REGEX_PROBE = r"""
import re, sys
compiling = []
_compile = re._compile


def recording_compile(pattern, flags):
    frame = sys._getframe(1)
    while frame.f_globals.get("__name__", "").startswith("re"):
        frame = frame.f_back
    compiling.append(frame.f_globals.get("__name__"))
    return _compile(pattern, flags)


re._compile = recording_compile
from odsgen.tools.opt import run

assert run(sys.argv[1:]) == 0
lazy = ("odsgen.tools", "odsgen.ir.floats", "odsgen.hooks.common")
print(sorted({name for name in compiling if name.startswith(lazy)}), file=sys.stderr)
"""


def test_a_plain_run_compiles_no_regex_it_does_not_use(tmp_path):
    """The patterns of `--verify-diagnostics`, `--split-input-file`, float
    literals and switch cases are compiled by the runs that use them."""
    path = tmp_path / "small.mlir"
    path.write_text(SMALL)
    result = subprocess.run(
        [sys.executable, "-S", "-c", _REGEX_PROBE, str(path), "-o", os.devnull],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
    )
    assert result.stderr == "[]\n"


_PACKAGE_GC_PROBE = r"""
import gc, json, sys


def inside_the_package(phase, info):
    frame = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__") != "odsgen":
        frame = frame.f_back
    if phase == "start" and frame is not None:
        collections.append(info["generation"])


collections = []
gc.callbacks.append(inside_the_package)
if sys.argv[1] == "disabled":
    gc.disable()
import odsgen
print(json.dumps([gc.isenabled(), collections]))
"""


def test_importing_the_package_runs_no_collection_and_keeps_the_collector(tmp_path):
    """No collection runs while `odsgen/__init__.py` imports (typing, re...);
    the collector is left as the importer had it."""
    outcomes = {}
    for state in ("enabled", "disabled"):
        result = subprocess.run(
            [sys.executable, "-S", "-c", _PACKAGE_GC_PROBE, state],
            capture_output=True,
            text=True,
            check=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            cwd=tmp_path,
        )
        outcomes[state] = json.loads(result.stdout)
    assert outcomes == {"enabled": [True, []], "disabled": [False, []]}


_MODULES_PROBE = r"""
import sys
from odsgen.tools.opt import run

assert run(sys.argv[1:]) == 0
print(sorted(set(sys.modules) & {"threading", "odsgen.ir.affine"}), file=sys.stderr)
"""


def _loaded_by_a_run(path: str) -> str:
    """Which of `threading` and `odsgen.ir.affine` a run on `path` loads
    (without `site`, whose `.pth` files may import `threading`)."""
    result = subprocess.run(
        [sys.executable, "-S", "-c", _MODULES_PROBE, path, "-o", os.devnull],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
    )
    return result.stderr


def test_threads_and_affine_maps_load_only_when_used(tmp_path):
    """Locks and thread-locals come from `_thread`: `threading` is never
    imported; the affine map classes and parser load with the first map."""
    path = tmp_path / "small.mlir"
    path.write_text(SMALL)
    assert _loaded_by_a_run(str(path)) == "[]\n"
    mapped = tmp_path / "mapped.mlir"
    mapped.write_text(
        SMALL.replace(
            "llvm.func @f()", "llvm.func @f() attributes {m = affine_map<(d0) -> (d0)>}"
        )
    )
    assert _loaded_by_a_run(str(mapped)) == "['odsgen.ir.affine']\n"
