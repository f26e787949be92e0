"""`--mlir-pretty-debuginfo`: locations printed in MLIR 16's readable form.

The inputs in tests/mlir/pretty_debuginfo cover every location kind (file,
name with and without child, nested call sites, fused with and without
metadata, unknown), block argument locations, locations in regions and as
attributes, and the LLVM dialect's debug info conformance file. mlir-opt-16's
output is recorded in tests/recorded/test_pretty_debuginfo.json (see
reference.py); where mlir-opt-16 is installed it runs instead.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_opt
from reference import mlir_opt

INPUTS = Path(__file__).parent / "mlir" / "pretty_debuginfo"
FLAG_SETS = [
    [],
    ["--mlir-print-op-generic"],
    ["--mlir-print-local-scope"],
    ["--mlir-print-debuginfo"],
    ["--mlir-print-debuginfo", "--mlir-print-op-generic"],
    ["--mlir-print-debuginfo", "--mlir-print-local-scope"],
]
CASES = [
    (path.name, flags) for path in sorted(INPUTS.glob("*.mlir")) for flags in FLAG_SETS
]


def _id(case: tuple[str, list[str]]) -> str:
    name, flags = case
    return " ".join([name, *flags])


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_matches_mlir_opt(case: tuple[str, list[str]]) -> None:
    name, flags = case
    args = ["--allow-unregistered-dialect", "--mlir-pretty-debuginfo", *flags]
    text = (INPUTS / name).read_text()
    reference = mlir_opt(args, text)
    assert run_opt([*args, "-"], text) == (
        reference.returncode,
        reference.stdout,
        reference.stderr,
    )


def test_call_site_line_breaks() -> None:
    """A call site breaks its line before ` at ` unless a named callee is
    called from a file location; the new line is not indented."""
    text = (
        'func.func @f() {\n  return loc(callsite("n" at "c":1:1))\n}'
        ' loc(callsite("a":1:1 at "b":2:2))\n'
    )
    args = ["--mlir-pretty-debuginfo", "--mlir-print-debuginfo"]
    status, out, err = run_opt([*args, "--mlir-print-local-scope", "-"], text)
    assert (status, err) == (0, "")
    assert '    return "n" at c:1:1\n  } a:1:1\n at b:2:2\n' in out
