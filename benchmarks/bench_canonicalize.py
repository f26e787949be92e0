"""Greedy canonicalization of 100,000 foldable ops: odsgen against
mlir-opt-16 and xDSL 0.74's pattern rewriter, in CPU seconds.

    python benchmarks/bench_canonicalize.py [FOLDABLE_OPS] [--runs R] [--skip-xdsl]

The input is a module of `func.func`s whose bodies are chains of
`llvm.bitcast` pairs (i32 -> f32 -> i32, folding to the first operand) and
`llvm.extractvalue` of `llvm.insertvalue` at the same position (folding to
the inserted value), 4 foldable ops per link; after canonicalization every
function returns its argument. odsgen runs `--canonicalize` (the greedy
driver with the ops' folders); mlir-opt-16 the same pass; xDSL 0.74 has no
folders for these ops, so the benchmark gives its `PatternRewriteWalker` the
same two rewrites (and erasure of dead ops) as patterns. odsgen's output
must be mlir-opt-16's.

The rewrite times exclude start-up, parsing and printing: odsgen's and
xDSL's are the CPU time of the rewrite call in the process; mlir-opt-16
times its passes only in wall-clock time (`--mlir-timing`), so its rewrite
CPU time is the process's CPU time above its start-up (mlir-opt-16 on an
empty module) times the Canonicalizer's share of the timing report; its
wall-clock Canonicalizer line is printed too. Medians of R runs, xDSL's
too. The whole processes (`odsgen-opt` and `mlir-opt-16 --canonicalize`,
start-up, parse, rewrite and print) and their start-up alone are reported
separately.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from measure import MLIR_OPT, ODSGEN_OPT, ROOT, WARM_ENV, Run, pass_worker, run

LINKS_PER_FUNCTION = 100
STRUCT = "!llvm.struct<(i32, f32)>"

ODSGEN_WORKER = pass_worker(
    "from odsgen.tools.passes import canonicalize",
    "canonicalize(module, context, {})",
    clock="process_time",
)

XDSL_WORKER = r"""
import json, sys, time, warnings
from xdsl.context import Context
from xdsl.dialects import get_all_dialects, llvm
from xdsl.parser import Parser
from xdsl.pattern_rewriter import (GreedyRewritePatternApplier, PatternRewriter,
    PatternRewriteWalker, RewritePattern, op_type_rewrite_pattern)
warnings.simplefilter("ignore", DeprecationWarning)

class FoldBitcastPair(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: llvm.BitcastOp, rewriter: PatternRewriter):
        source = op.arg.owner
        if isinstance(source, llvm.BitcastOp) and source.arg.type == op.result.type:
            rewriter.replace_matched_op([], [source.arg])

class FoldExtractOfInsert(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: llvm.ExtractValueOp, rewriter: PatternRewriter):
        source = op.container.owner
        if isinstance(source, llvm.InsertValueOp) and source.position == op.position:
            rewriter.replace_matched_op([], [source.value])

class EraseDead(RewritePattern):
    def match_and_rewrite(self, op, rewriter: PatternRewriter):
        kinds = (llvm.BitcastOp, llvm.InsertValueOp, llvm.ExtractValueOp)
        if isinstance(op, kinds) and all(not r.uses for r in op.results):
            rewriter.erase_matched_op()

context = Context()
for name, factory in get_all_dialects().items():
    context.register_dialect(name, factory)
module = Parser(context, open(sys.argv[1]).read()).parse_module()
patterns = [FoldBitcastPair(), FoldExtractOfInsert(), EraseDead()]
t0 = time.process_time()
PatternRewriteWalker(GreedyRewritePatternApplier(patterns)).rewrite_module(module)
t1 = time.process_time()
print(json.dumps({"rewrite": t1 - t0}))
"""


def foldable_module(functions: int, links: int) -> str:
    """Generic-form functions of `links` links each (4 foldable ops a link)."""
    lines = ['"builtin.module"() ({']
    for index in range(functions):
        lines.append('  "func.func"() ({')
        lines.append(f"  ^bb0(%a0: i32, %s: {STRUCT}):")
        for i in range(links):
            lines += [
                f'    %b{i} = "llvm.bitcast"(%a{i}) : (i32) -> f32',
                f'    %c{i} = "llvm.bitcast"(%b{i}) : (f32) -> i32',
                f'    %i{i} = "llvm.insertvalue"(%s, %c{i}) {{position = array<i64: 0>}}'
                f" : ({STRUCT}, i32) -> {STRUCT}",
                f'    %a{i + 1} = "llvm.extractvalue"(%i{i}) {{position = array<i64: 0>}}'
                f" : ({STRUCT}) -> i32",
            ]
        lines.append(f'    "func.return"(%a{links}) : (i32) -> ()')
        lines.append(
            f'  }}) {{function_type = (i32, {STRUCT}) -> i32, sym_name = "f{index}"}}'
            " : () -> ()"
        )
    lines.append("}) : () -> ()")
    return "\n".join(lines) + "\n"


def worker(code: str, *args: str) -> dict:
    result = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        check=True,
        env=WARM_ENV,
    )
    return json.loads(result.stdout.strip().splitlines()[-1])


def timing_share(stderr: str) -> float:
    """The Canonicalizer's share of the total in a `--mlir-timing` report."""
    canonicalizer = re.search(r"([0-9.]+) \([ 0-9.]+%\)\s+Canonicalizer", stderr)
    total = re.search(r"([0-9.]+) \([ 0-9.]+%\)\s+Total", stderr)
    if canonicalizer is None or total is None or float(total.group(1)) == 0:
        return float("nan")
    return float(canonicalizer.group(1)) / float(total.group(1))


def canonicalizer_wall(stderr: str) -> float:
    match = re.search(r"([0-9.]+) \([ 0-9.]+%\)\s+Canonicalizer", stderr)
    return float(match.group(1)) if match else float("nan")


def checked(result: Run, what: str) -> Run:
    if result.status != 0:
        raise SystemExit(f"{what} failed:\n{result.stderr}")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("foldable", nargs="?", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip-xdsl", action="store_true")
    args = parser.parse_args()
    functions = max(1, args.foldable // (4 * LINKS_PER_FUNCTION))
    dialects = [str(ROOT / "generated" / name) for name in ("llvm", "func")]

    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "foldable.mlir"
        source.write_text(foldable_module(functions, LINKS_PER_FUNCTION))
        empty = Path(tmp) / "empty.mlir"
        empty.write_text("module {\n}\n")
        ours_out, reference_out = Path(tmp) / "ours.mlir", Path(tmp) / "reference.mlir"
        canonicalize = ["--canonicalize", "--mlir-timing", str(source), "-o"]
        ours, reference, reference_wall = [], [], []
        whole_ours, whole_reference, start_ours, start_reference = [], [], [], []
        checked(run(ODSGEN_OPT + [str(empty)]), "odsgen-opt")  # warm-up
        for _ in range(args.runs):
            ours.append(
                worker(ODSGEN_WORKER, str(source), *dialects, str(ours_out))["seconds"]
            )
            start_reference.append(
                checked(run(MLIR_OPT + [str(empty)]), "mlir-opt-16").cpu
            )
            start_ours.append(checked(run(ODSGEN_OPT + [str(empty)]), "odsgen-opt").cpu)
            process = checked(
                run(MLIR_OPT + canonicalize + [str(reference_out)]), "mlir-opt-16"
            )
            whole_reference.append(process.cpu)
            reference_wall.append(canonicalizer_wall(process.stderr))
            reference.append(
                (process.cpu - start_reference[-1]) * timing_share(process.stderr)
            )
            whole_ours.append(
                checked(run(ODSGEN_OPT + canonicalize + [os.devnull]), "odsgen-opt").cpu
            )
        identical = ours_out.read_text() == reference_out.read_text()
        xdsl = None
        if not args.skip_xdsl:
            xdsl = statistics.median(
                worker(XDSL_WORKER, str(source))["rewrite"] for _ in range(args.runs)
            )

    foldable = functions * LINKS_PER_FUNCTION * 4
    median = statistics.median
    ours_median, reference_median = median(ours), median(reference)
    print(
        f"# Canonicalization of {foldable} foldable ops, CPU seconds,"
        f" median of {args.runs} runs\n"
    )
    print(f"odsgen output identical to mlir-opt-16's: {identical}\n")
    print("| system | rewrite | whole process | start-up |")
    print("| --- | --- | --- | --- |")
    print(
        f"| odsgen | {ours_median:.3f} | {median(whole_ours):.2f}"
        f" | {median(start_ours):.2f} |"
    )
    print(
        f"| mlir-opt-16 | {reference_median:.3f}"
        f" (wall {median(reference_wall):.3f}) | {median(whole_reference):.2f}"
        f" | {median(start_reference):.2f} |"
    )
    if xdsl is not None:
        print(f"| xDSL 0.74 | {xdsl:.3f} | - | - |")
    print(f"\nrewrite, odsgen / mlir-opt-16: {ours_median / reference_median:.1f}x")
    if xdsl is not None:
        print(f"rewrite, xDSL / odsgen: {xdsl / ours_median:.1f}x")


if __name__ == "__main__":
    main()
