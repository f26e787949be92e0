"""The printer and op_key read the IR's fields in place where compiled
(layout users, odsgen/ir/layout.pxd): whichever of their modules a process
imports first, the layout proof is asked for once the IR's classes exist,
holds, and they run compiled; where it fails they run their sources, and
either way they print the same bytes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT
from layout_scripts import OPERATION_WITH_A_SLOT_MORE
from odsgen import _accel
from odsgen._accel import extension_path

LAYOUT_READERS = ("odsgen.ir.op_key", "odsgen.ir.printer")


def _built(name: str) -> bool:
    directory, _, leaf = str(ROOT / name.replace(".", "/")).rpartition("/")
    return extension_path(directory, leaf) is not None


needs_build = pytest.mark.skipif(
    not all(_built(name) for name in (*LAYOUT_READERS, _accel.LAYOUT_PROOF)),
    reason="the compiled accelerator (printer, op_key, layout proof) is not built",
)


def _run(code: str, pure: bool) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env[_accel.PURE_PYTHON_ENV] = "1" if pure else "0"
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT
    )


def test_the_printer_and_op_key_are_layout_users() -> None:
    assert set(LAYOUT_READERS) <= set(_accel.LAYOUT_USERS)


def test_importing_the_operations_does_not_import_the_printer() -> None:
    code = (
        "import sys, odsgen.ir.operation\n"
        "print('odsgen.ir.printer' in sys.modules, 'odsgen.ir.op_key' in sys.modules)"
    )
    result = _run(code, pure=True)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["False", "False"]


# Imports `FIRST` before anything else of odsgen's IR, then prints an op
# (through `str`, operation.py's own way in), and says whether the proof
# holds and which of the layout users run compiled.
FIRST_IMPORT = """
import {first}
from odsgen.ir.operation import Operation
import odsgen.ir.layout as layout
import odsgen.ir.verifier
from odsgen._accel import compiled_modules
op = Operation.create("test.op")
print(str(op))
print(layout.PROVEN, *[name in compiled_modules() for name in {users!r}])
"""


@needs_build
@pytest.mark.parametrize(
    "first",
    [
        "odsgen.ir.operation",
        "odsgen.ir.printer",
        "odsgen.ir.op_key",
        "odsgen.asm",
        "odsgen.ir.layout",
    ],
)
def test_any_import_order_proves_the_layout_and_runs_compiled(first: str) -> None:
    users = _accel.LAYOUT_USERS
    result = _run(FIRST_IMPORT.format(first=first, users=users), False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.splitlines() == [
        '"test.op"() : () -> ()',
        " ".join(["True"] * (1 + len(users))),
    ]


# Operation laid out otherwise, before anything imports the printer: the
# proof fails, the layout readers run their sources and still print.
OTHER_LAYOUT = OPERATION_WITH_A_SLOT_MORE + """
import odsgen.ir.layout as layout
import odsgen.ir.printer as printer
import odsgen.ir.op_key as op_key
print(layout.PROVEN, printer.__file__.endswith(".py"), op_key.__file__.endswith(".py"))
print(str(operation.Operation.create("test.op")))
"""


@needs_build
def test_a_failed_proof_runs_the_printer_and_op_key_pure() -> None:
    result = _run(OTHER_LAYOUT, pure=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.splitlines() == [
        "False True True",
        '"test.op"() : () -> ()',
    ]


# Every shape the printer's walk reads fields for: line templates with one
# or two operands and a result, two operands without one, one or two
# successors (repeated, so that the memo's templates serve them), nested
# regions, block arguments and predecessors, ops with several results and
# op_key's long keys (three operands).
PROGRAM = """\
llvm.func @f(%a: i64, %b: i64, %c: i1, %p: !llvm.ptr) -> i64 {
  %0 = llvm.add %a, %b : i64
  %1 = llvm.add %0, %b : i64
  %2 = llvm.add %1, %0 : i64
  %3 = llvm.mlir.constant(1 : i64) : i64
  %4 = llvm.mlir.constant(1 : i64) : i64
  %5 = llvm.select %c, %a, %b : i1, i64
  %6 = llvm.select %c, %5, %b : i1, i64
  %7 = llvm.select %c, %6, %5 : i1, i64
  llvm.store %a, %p : i64, !llvm.ptr
  llvm.store %b, %p : i64, !llvm.ptr
  llvm.store %0, %p : i64, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.br ^bb3(%0 : i64)
^bb2:
  llvm.br ^bb3(%1 : i64)
^bb3(%x: i64):
  llvm.cond_br %c, ^bb4, ^bb5
^bb4:
  llvm.cond_br %c, ^bb5, ^bb6
^bb5:
  llvm.cond_br %c, ^bb6, ^bb7
^bb6:
  llvm.br ^bb7
^bb7:
  llvm.br ^bb8
^bb8:
  llvm.br ^bb9
^bb9:
  %8:2 = "test.two"(%x, %3, %4) ({
  ^bb0(%y: i64):
    %9 = llvm.add %y, %y : i64
    "test.yield"(%9) : (i64) -> ()
  }) : (i64, i64, i64) -> (i64, i64)
  %10 = llvm.add %8#0, %8#1 : i64
  llvm.return %10 : i64
}
"""

FLAGS = [
    [],
    ["--mlir-print-op-generic"],
    ["--mlir-print-debuginfo"],
    ["--mlir-print-value-users"],
    ["--mlir-print-local-scope", "--mlir-print-op-generic"],
]


@needs_build
@pytest.mark.parametrize("flags", FLAGS, ids=lambda flags: " ".join(flags) or "plain")
def test_compiled_and_pure_printers_write_the_same_bytes(flags: list[str]) -> None:
    outputs = []
    for pure in (True, False):
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        env[_accel.PURE_PYTHON_ENV] = "1" if pure else "0"
        result = subprocess.run(
            [sys.executable, "-m", "odsgen.tools.opt", "--allow-unregistered-dialect"]
            + flags
            + ["-"],
            input=PROGRAM,
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
        )
        assert result.returncode == 0, result.stderr[-2000:]
        outputs.append(result.stdout)
    assert outputs[0] == outputs[1]
