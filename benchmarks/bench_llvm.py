"""LLVM dialect end to end (parse, verify, print the custom form): odsgen-opt
against mlir-opt-16 and xDSL 0.74.

    python benchmarks/bench_llvm.py [N] [--runs R] [--skip-xdsl]

Input: `shared/bench/synth.py N --form typed` (about 12 N + 1 ops, MLIR 16's
custom syntax with typed pointers). odsgen (the generated `llvm` dialect)
and mlir-opt-16 each read it, verify it and print it back in the custom
form; odsgen's output must equal mlir-opt-16's. xDSL reads `synth.py N
--form custom-modern`, the same op mix in the custom syntax of its LLVM
dialect (MLIR 22's). Each system runs in its own process: the time is the
whole process (start, imports, read, parse, verify, print); the phases of
odsgen and the peak memory (maximum resident size minus the size before
parsing) are measured inside. Medians of R runs.

Python systems run warm, as installed: with bytecode caching on (this
machine's PYTHONDONTWRITEBYTECODE is dropped for the workers) and after one
untimed run, so that neither system compiles its modules inside the timing.
xDSL's installed package ships compiled; odsgen's editable install and the
generated dialect package are compiled by the warm-up run. A cold start
(every module compiled) costs odsgen about 0.4 s more.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
from pathlib import Path

from measure import ROOT, WARM_ENV, XDSL_PARSE, synth, synth_arguments, timed

ODSGEN_WORKER = r"""
import json, resource, sys, time
from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from odsgen.tools.deep import gc_paused
from odsgen.tools.opt import load_dialects
text = open(sys.argv[1]).read()
context = Context()
load_dialects(context, [sys.argv[2]])
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
with gc_paused(), context:
    t0 = time.perf_counter()
    module = parse_source(text, context, sys.argv[1])
    t1 = time.perf_counter()
    verify(module, context)
    t2 = time.perf_counter()
    out = print_module(module, PrintOptions()) + "\n"
    t3 = time.perf_counter()
ops = sum(1 for _ in module.walk())
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
open(sys.argv[3], "w").write(out)
print(json.dumps({"parse": t1 - t0, "verify": t2 - t1, "print": t3 - t2,
                  "ops": ops, "kib": after - before}))
"""

XDSL_WORKER = XDSL_PARSE + r"""
module.verify()
t2 = time.perf_counter()
Printer(stream=io.StringIO()).print_op(module)
t3 = time.perf_counter()
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"parse": t1 - t0, "verify": t2 - t1, "print": t3 - t2,
                  "kib": after - before}))
"""


def main() -> None:
    args = synth_arguments(__doc__.splitlines()[0])
    dialect = str(ROOT / "generated" / "llvm")

    with tempfile.TemporaryDirectory() as tmp:
        typed = Path(tmp) / "typed.mlir"
        typed.write_text(synth(args.n, "typed"))
        ours_out = Path(tmp) / "ours.mlir"
        reference_out = Path(tmp) / "reference.mlir"
        ours_command = [
            sys.executable,
            "-c",
            ODSGEN_WORKER,
            str(typed),
            dialect,
            str(ours_out),
        ]
        timed(ours_command, WARM_ENV)  # warm-up: compiles odsgen and the dialect
        ours, ours_total, reference_total = [], [], []
        for _ in range(args.runs):
            run = timed(ours_command, WARM_ENV)
            ours_total.append(run.seconds)
            ours.append(json.loads(run.stdout.strip().splitlines()[-1]))
            reference = ["mlir-opt-16", str(typed), "-o", str(reference_out)]
            reference_total.append(timed(reference, WARM_ENV).seconds)
        identical = ours_out.read_text() == reference_out.read_text()
        xdsl = xdsl_total = None
        if not args.skip_xdsl:
            modern = Path(tmp) / "modern.mlir"
            modern.write_text(synth(args.n, "custom-modern"))
            xdsl_command = [sys.executable, "-c", XDSL_WORKER, str(modern)]
            small = Path(tmp) / "small.mlir"
            small.write_text(synth(1, "custom-modern"))
            timed(xdsl_command[:-1] + [str(small)], WARM_ENV)  # warm-up
            run = timed(xdsl_command, WARM_ENV)
            xdsl_total = run.seconds
            xdsl = json.loads(run.stdout.strip().splitlines()[-1])

    ops = ours[0]["ops"]
    ours_median = statistics.median(ours_total)
    reference_median = statistics.median(reference_total)
    print(
        f"# LLVM dialect end to end, synth.py {args.n} ({ops} ops), median of {args.runs} runs\n"
    )
    print(f"odsgen-opt output identical to mlir-opt-16's: {identical}\n")
    print("| system | total s | parse s | verify s | print s | peak KiB/op |")
    print("| --- | --- | --- | --- | --- | --- |")
    phase = {
        k: statistics.median(r[k] for r in ours)
        for k in ("parse", "verify", "print", "kib")
    }
    print(
        f"| odsgen | {ours_median:.2f} | {phase['parse']:.2f} | {phase['verify']:.2f} |"
        f" {phase['print']:.2f} | {phase['kib'] / ops:.2f} |"
    )
    print(f"| mlir-opt-16 | {reference_median:.2f} | | | | |")
    if xdsl is not None:
        print(
            f"| xDSL 0.74 (1 run) | {xdsl_total:.2f} | {xdsl['parse']:.2f} |"
            f" {xdsl['verify']:.2f} | {xdsl['print']:.2f} | {xdsl['kib'] / ops:.2f} |"
        )
    print(f"\nodsgen / mlir-opt-16: {ours_median / reference_median:.1f}x")
    if xdsl_total is not None:
        print(f"xDSL / odsgen: {xdsl_total / ours_median:.1f}x")


if __name__ == "__main__":
    main()
