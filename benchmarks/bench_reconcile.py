"""The dialect conversion driver on `--reconcile-unrealized-casts`: odsgen
against mlir-opt-16.

    python benchmarks/bench_reconcile.py [FUNCTIONS] [--runs R]

The input is a module of FUNCTIONS `func.func`s, each with the cast shapes
of MLIR 16's reconcile-unrealized-casts.mlir (a round trip, a chain and a
bifurcation feeding `arith.addi`s): 7 casts and 3 adds per function. Every
cast is illegal and every one goes, so each is legalized through the
conversion's journal and removed when it commits. The times are of the
pass alone, medians of R runs (mlir-opt-16: its ReconcileUnrealizedCasts
line of `--mlir-timing`); odsgen's output must be mlir-opt-16's.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from measure import ROOT, pass_worker

DIALECTS = [str(ROOT / "generated" / "func"), str(ROOT / "generated" / "arith")]

FUNCTION = """\
func.func @f{n}(%arg0: i64) -> i64 {{
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %0 : i32 to i1
  %3 = builtin.unrealized_conversion_cast %2 : i1 to i64
  %4 = builtin.unrealized_conversion_cast %2 : i1 to i32
  %5 = builtin.unrealized_conversion_cast %4 : i32 to i64
  %6 = builtin.unrealized_conversion_cast %arg0 : i64 to i16
  %7 = arith.addi %1, %3 : i64
  %8 = arith.addi %7, %5 : i64
  %9 = arith.addi %8, %arg0 : i64
  return %9 : i64
}}
"""

ODSGEN_WORKER = pass_worker(
    "from odsgen.conversion.reconcile import reconcile_unrealized_casts",
    "reconcile_unrealized_casts(module, context)",
)


def mlir_opt_run(path: Path, out: Path) -> float:
    result = subprocess.run(
        ["mlir-opt-16", "--reconcile-unrealized-casts", "--mlir-timing", str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    out.write_text(result.stdout)
    match = re.search(
        r"([\d.]+) \([ \d.]+%\)\s+ReconcileUnrealizedCasts", result.stderr
    )
    assert match, result.stderr
    return float(match.group(1))


def odsgen_run(path: Path, out: Path) -> float:
    result = subprocess.run(
        [sys.executable, "-c", ODSGEN_WORKER, str(path), *DIALECTS, str(out)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    return json.loads(result.stdout)["seconds"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("functions", nargs="?", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "casts.mlir"
        source.write_text("".join(FUNCTION.format(n=n) for n in range(args.functions)))
        ours_out, ref_out = Path(tmp) / "ours.mlir", Path(tmp) / "ref.mlir"
        odsgen_run(source, ours_out)  # warm: bytecode cached
        ours = statistics.median(odsgen_run(source, ours_out) for _ in range(args.runs))
        ref = statistics.median(mlir_opt_run(source, ref_out) for _ in range(args.runs))
        identical = ours_out.read_text() == ref_out.read_text()
    casts = 7 * args.functions
    print(f"{casts} casts in {args.functions} functions")
    print(f"mlir-opt-16  {ref:8.3f} s")
    print(f"odsgen       {ours:8.3f} s   ({ours / ref:.1f}x)")
    print(f"output identical: {identical}")
    if not identical:
        sys.exit(1)


if __name__ == "__main__":
    main()
