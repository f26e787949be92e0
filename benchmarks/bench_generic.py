"""Generic-form parse / verify / print: odsgen against mlir-opt-16 and xDSL 0.74.

    python benchmarks/bench_generic.py [N] [--runs R] [--skip-xdsl]

Input: `shared/bench/synth.py N --form typed` (about 12 N + 1 ops) turned
into MLIR 16's generic form by `mlir-opt-16 --mlir-print-op-generic`. odsgen
reads that text with the LLVM dialect unregistered (kept opaque) and must
print it back byte for byte. xDSL reads `synth.py N --form generic`, the
same op mix in MLIR 22's generic spelling that its LLVM dialect knows. Each
system runs in its own process; times are medians of R runs; peak memory is
the process's maximum resident set size minus its size before parsing.
"""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from measure import XDSL_PARSE, synth, synth_arguments

ODSGEN_WORKER = r"""
import json, resource, sys, time
from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from odsgen.tools.deep import gc_paused
text = open(sys.argv[1]).read()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
with gc_paused():
    context = Context(allow_unregistered_dialects=True)
    t0 = time.perf_counter()
    module = parse_source(text, context, sys.argv[1])
    t1 = time.perf_counter()
    verify(module, context)
    t2 = time.perf_counter()
    out = print_module(module, PrintOptions(generic=True)) + "\n"
    t3 = time.perf_counter()
ops = sum(1 for _ in module.walk())
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"parse": t1 - t0, "verify": t2 - t1, "print": t3 - t2,
                  "ops": ops, "kib": after - before, "identical": out == text}))
"""

XDSL_WORKER = XDSL_PARSE + r"""
Printer(stream=io.StringIO(), print_generic_format=True).print_op(module)
t2 = time.perf_counter()
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"parse": t1 - t0, "print": t2 - t1, "kib": after - before}))
"""


def run_worker(code: str, path: Path) -> dict:
    result = subprocess.run(
        [sys.executable, "-c", code, str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout.strip().splitlines()[-1])


def mlir_opt_times(path: Path) -> dict:
    """Parser and Output wall times from `mlir-opt-16 --mlir-timing`, plus the total."""
    result = subprocess.run(
        [
            "mlir-opt-16",
            "--mlir-print-op-generic",
            "--mlir-timing",
            str(path),
            "-o",
            "/dev/null",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    times = {}
    for name, key in (("Parser", "parse"), ("Output", "print"), ("Total", "total")):
        match = re.search(r"([0-9.]+) \([ 0-9.]+%\)\s+" + name, result.stderr)
        times[key] = float(match.group(1)) if match else float("nan")
    return times


def median(runs: list[dict], key: str) -> float:
    return statistics.median(run[key] for run in runs)


def main() -> None:
    args = synth_arguments(__doc__.splitlines()[0])

    with tempfile.TemporaryDirectory() as tmp:
        typed = Path(tmp) / "typed.mlir"
        typed.write_text(synth(args.n, "typed"))
        generic = Path(tmp) / "generic16.mlir"
        subprocess.run(
            ["mlir-opt-16", "--mlir-print-op-generic", str(typed), "-o", str(generic)],
            check=True,
        )
        ours = [run_worker(ODSGEN_WORKER, generic) for _ in range(args.runs)]
        reference = [mlir_opt_times(generic) for _ in range(args.runs)]
        xdsl = None
        if not args.skip_xdsl:
            xdsl_input = Path(tmp) / "generic22.mlir"
            xdsl_input.write_text(synth(args.n, "generic"))
            xdsl = run_worker(XDSL_WORKER, xdsl_input)

    ops = ours[0]["ops"]
    print(
        f"# Generic form, synth.py {args.n} ({ops} ops), median of {args.runs} runs\n"
    )
    print(
        f"odsgen output identical to mlir-opt-16's input: {all(r['identical'] for r in ours)}\n"
    )
    print("| system | parse s | verify s | print s | peak KiB/op |")
    print("| --- | --- | --- | --- | --- |")
    print(
        f"| odsgen | {median(ours, 'parse'):.2f} | {median(ours, 'verify'):.2f} |"
        f" {median(ours, 'print'):.2f} | {median(ours, 'kib') / ops:.2f} |"
    )
    print(
        f"| mlir-opt-16 | {median(reference, 'parse'):.2f} | (in total) |"
        f" {median(reference, 'print'):.2f} | |"
    )
    if xdsl is not None:
        print(
            f"| xDSL 0.74 (1 run) | {xdsl['parse']:.2f} | | {xdsl['print']:.2f} |"
            f" {xdsl['kib'] / ops:.2f} |"
        )
    print("\n| ratio | parse | print |")
    print("| --- | --- | --- |")
    print(
        f"| odsgen / mlir-opt-16 | {median(ours, 'parse') / median(reference, 'parse'):.1f}x |"
        f" {median(ours, 'print') / median(reference, 'print'):.1f}x |"
    )
    if xdsl is not None:
        print(
            f"| xDSL / odsgen | {xdsl['parse'] / median(ours, 'parse'):.1f}x |"
            f" {xdsl['print'] / median(ours, 'print'):.1f}x |"
        )


if __name__ == "__main__":
    main()
