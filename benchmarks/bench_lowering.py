"""The lowerings to LLVM end to end: odsgen-opt against mlir-opt-16.

    python benchmarks/bench_lowering.py [FUNCTIONS] [--runs R]

The input is a module of FUNCTIONS functions of func, arith and cf code
(integer and float arithmetic, comparisons, selects, casts, index casts,
constants, a loop of branches with block arguments, calls with several
results); each tool reads it, runs `--convert-arith-to-llvm
--convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts`
and prints the LLVM dialect module. Times are medians of R runs of the whole
process, wall and CPU (user + system); the outputs must be identical.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from measure import ROOT, medians, timed

PASSES = [
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--reconcile-unrealized-casts",
]

FUNCTION = """\
func.func @f{n}(%a: i32, %b: i32, %x: f64, %i: index) -> (i32, f64) {{
  %c = arith.constant {n} : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.subi %1, %a : i32
  %3 = arith.cmpi slt, %2, %b : i32
  %4 = arith.select %3, %2, %0 : i32
  %5 = arith.sitofp %4 : i32 to f64
  %6 = arith.addf %5, %x fastmath<fast> : f64
  %7 = arith.mulf %6, %6 : f64
  %8 = arith.index_cast %i : index to i32
  %9 = arith.xori %8, %4 : i32
  %10 = arith.extsi %9 : i32 to i64
  %11 = arith.shrsi %10, %10 : i64
  %12 = arith.trunci %11 : i64 to i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^loop(%c0, %7 : index, f64)
^loop(%k: index, %acc: f64):
  %more = arith.cmpi slt, %k, %i : index
  cf.cond_br %more, ^body, ^done
^body:
  %next = arith.addi %k, %c1 : index
  %sum = arith.addf %acc, %x : f64
  cf.br ^loop(%next, %sum : index, f64)
^done:
  %r:2 = call @{callee}(%12, %a, %acc, %i) : (i32, i32, f64, index) -> (i32, f64)
  return %r#0, %r#1 : i32, f64
}}
"""


def module(functions: int) -> str:
    parts = ["func.func private @leaf(i32, i32, f64, index) -> (i32, f64)\n"]
    for n in range(functions):
        callee = "leaf" if n == 0 else f"f{n - 1}"
        parts.append(FUNCTION.format(n=n, callee=callee))
    return "\n".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("functions", nargs="?", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "input.mlir"
        path.write_text(module(args.functions))
        ours, theirs = [], []
        for _ in range(args.runs):
            theirs.append(timed(["mlir-opt-16", *PASSES, str(path)]))
            ours.append(
                timed(
                    [sys.executable, "-m", "odsgen.tools.opt", *PASSES, str(path)], env
                )
            )
    (mlir, mlir_cpu), (odsgen, odsgen_cpu) = medians(theirs), medians(ours)
    lines = len(ours[-1].stdout.splitlines())
    print(f"{args.functions} functions, {lines} output lines (wall s, CPU s)")
    print(f"mlir-opt-16: {mlir:.3f} s  {mlir_cpu:.3f} s")
    print(
        f"odsgen-opt:  {odsgen:.3f} s  {odsgen_cpu:.3f} s"
        f"  ({odsgen / mlir:.1f}x wall, {odsgen_cpu / mlir_cpu:.1f}x CPU)"
    )
    print("output identical:", ours[-1].stdout == theirs[-1].stdout)


if __name__ == "__main__":
    main()
