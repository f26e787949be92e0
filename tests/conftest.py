"""Shared fixtures: paths and helpers to run our own tool on MLIR text."""

from __future__ import annotations

import io
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

# The suite runs the pure-Python sources, also where the compiled accelerator
# is built (test_accel.py compares the two); ODSGEN_PURE_PYTHON=0 runs it on
# the compiled modules instead.
os.environ.setdefault("ODSGEN_PURE_PYTHON", "1")

sys.path.insert(0, str(Path(__file__).parent))

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CONFORMANCE = SHARED / "conformance" / "llvm16"
MLIR_DIR = Path(__file__).parent / "mlir"


def run_opt(args: list[str], stdin_text: str | None = None) -> tuple[int, str, str]:
    """Run odsgen-opt in-process; returns (exit status, stdout, stderr)."""
    from odsgen.tools.opt import run

    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin_text is not None:
        sys.stdin = io.StringIO(stdin_text)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            status = run(args)
    finally:
        sys.stdin = old_stdin
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def opt():
    return run_opt


@pytest.fixture(scope="session")
def llvm():
    """The generated LLVM dialect package (generated/llvm)."""
    from odsgen.tools.opt import import_dialect

    return import_dialect(str(ROOT / "generated" / "llvm"))


@pytest.fixture
def llvm_ctx(llvm):
    """A context with the LLVM dialect registered (unregistered ops allowed)."""
    from odsgen.ir.context import Context

    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(llvm.DIALECT())
    return context


def pytest_sessionfinish(session: pytest.Session) -> None:
    """With ODSGEN_RECORD=1, write mlir-opt-16's outputs for tests/recorded/."""
    from reference import RECORDING, write_recordings

    if RECORDING:
        write_recordings()
