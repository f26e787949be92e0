"""`--mlir-timing`: a pass named twice in a pipeline has two rows, as in
mlir-opt-16's report (its timers are per pass of the pipeline, not per name)."""

from __future__ import annotations

import re

from conftest import run_opt

INPUT = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"

# mlir-opt-16 --mlir-disable-threading --mlir-timing --mlir-timing-display=tree
# --pass-pipeline='builtin.module(func.func(cse,canonicalize,cse))': the rows.
MLIR_ROWS = [
    "Parser",
    "'func.func' Pipeline",
    "  CSE",
    "    (A) DominanceInfo",
    "  Canonicalizer",
    "  CSE",
    "    (A) DominanceInfo",
    "Output",
    "Rest",
    "Total",
]


def test_a_pass_named_twice_has_two_timing_rows() -> None:
    status, _, err = run_opt(
        [
            "--mlir-timing",
            "--mlir-timing-display=tree",
            "--pass-pipeline=builtin.module(func.func(cse,canonicalize,cse))",
            "-",
        ],
        INPUT,
    )
    assert status == 0
    rows = re.findall(r"^ +[0-9.]+ \( *[0-9.]+%\)  (.*)$", err, re.M)
    assert rows == MLIR_ROWS
