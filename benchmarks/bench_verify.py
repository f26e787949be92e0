"""The verifier alone: odsgen's `verify` against mlir-opt-16's verifier.

    python benchmarks/bench_verify.py [--inputs LIST] [--runs R] [--work DIR]
        [--n N] [--million M] [--pythonpath DIR] [--passes P]

Inputs (`--inputs`, comma-separated; default all but `zstd-typed`, 230 MB
of text): `synth-typed` and `synth-custom` (../shared/bench/synth.py N in
the typed and custom-modern forms), `libbf-opaque`, `libbf-typed`,
`zstd-opaque` and `zstd-typed` (made as bench_real_programs.py makes them,
kept in `--work`), and `million` (M `llvm.mlir.constant` ops in one
function, as bench_million.py writes them).

odsgen: a process parses the input, then verifies it once, timed by its CPU
clock (the module's own verification, no parse). `--pythonpath DIR` runs the
odsgen checkout in DIR (for instance an installed build with its compiled
modules: `--pythonpath ''` runs whichever odsgen Python imports without
PYTHONPATH); the default is this checkout.

mlir-opt-16 does not time its verifier on its own; it runs it after each
pass (`--verify-each`). A process runs P no-op passes (`--passes`, default
50: symbol-privatize, one thread, which visits the top-level ops only);
its verifier's time is the CPU seconds (user + system) of the process with
`--verify-each=true` less those with `--verify-each=false`, over P (the
repeated runs lift the verifier far above the noise of a whole process).
As a cross-check the table shows the same from its `--mlir-timing` report,
which times each pass with the verifier after it, in wall seconds: the
fastest pass with the verifier less the fastest without (the minimum over
many samples leaves out the moments the process was preempted).

Each figure is the minimum over R rounds (`--runs`, default 5; odsgen's
median beside it), the rounds alternating the tools' processes so that
both meet the same load; the ratio is odsgen's over MLIR's CPU figure.
"""

from __future__ import annotations

import argparse
import re
import statistics
from pathlib import Path

from bench_million import write_custom
from bench_real_programs import import_program
from measure import run, synth, worker_cpu

INPUTS = "synth-typed,synth-custom,libbf-opaque,libbf-typed,zstd-opaque,million"
ALL_INPUTS = INPUTS + ",zstd-typed"
# A pass's line in the `--mlir-timing` report: its wall seconds.
_PASS = re.compile(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+SymbolPrivatize$", re.M)

_WORKER = r"""
import json, sys, time
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from odsgen.tools.deep import deep_recursion, gc_paused
context = Context()
with context, deep_recursion(), gc_paused():
    module = parse_source(open(sys.argv[1]).read(), context, sys.argv[1])
    start = time.process_time()
    verify(module, context)
    print(json.dumps({"cpu": time.process_time() - start}))
"""


def odsgen_seconds(source: Path, pythonpath: str | None) -> float:
    """CPU seconds of one `verify` of `source` in a fresh process."""
    return worker_cpu(_WORKER, [str(source)], pythonpath)


def mlir_run(source: Path, verify_each: bool, passes: int) -> tuple[float, float]:
    """The CPU seconds of one mlir-opt-16 process running `passes` no-op
    passes on `source`, and its fastest pass's wall seconds in its
    `--mlir-timing` report."""
    process = run(
        [
            "mlir-opt-16",
            "--mlir-disable-threading",
            "--mlir-timing",
            f"--verify-each={'true' if verify_each else 'false'}",
            f"--pass-pipeline=builtin.module({','.join(['symbol-privatize'] * passes)})",
            str(source),
        ]
    )
    if process.status != 0:
        raise SystemExit(f"mlir-opt-16 failed on {source}:\n{process.stderr}")
    timed = [float(seconds) for seconds in _PASS.findall(process.stderr)]
    if len(timed) != passes:
        raise SystemExit(
            f"mlir-opt-16 printed no timing of its passes:\n{process.stderr}"
        )
    return process.cpu, min(timed)


def make_input(name: str, work: Path, n: int, million: int) -> Path:
    """The file of input `name`, made in `work` if it is not there."""
    work.mkdir(parents=True, exist_ok=True)
    if name.startswith("synth-"):
        form = "typed" if name == "synth-typed" else "custom-modern"
        path = work / f"synth.{n}.{form}.mlir"
        if not path.exists():
            path.write_text(synth(n, form))
        return path
    program, _, form = name.partition("-")
    if program in ("libbf", "zstd") and form in ("opaque", "typed"):
        return import_program(program, form == "typed", work)
    if name == "million":
        path = work / f"million.{million}.mlir"
        if not path.exists():
            write_custom(path, million)
        return path
    raise SystemExit(f"unknown input '{name}' (known: {ALL_INPUTS})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", default=INPUTS)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/bench-real"))
    parser.add_argument("--n", type=int, default=10000)
    parser.add_argument("--million", type=int, default=1_000_000)
    parser.add_argument("--pythonpath", default=None)
    parser.add_argument("--passes", type=int, default=50)
    args = parser.parse_args()
    print(
        "| input | odsgen verify, min (median) s | mlir-opt-16 verifier, CPU s"
        " | the same, `--mlir-timing` s | ratio |"
    )
    print("| --- | --- | --- | --- | --- |")
    for name in args.inputs.split(","):
        source = make_input(name, args.work, args.n, args.million)
        ours: list[float] = []
        with_verifier: list[tuple[float, float]] = []
        without: list[tuple[float, float]] = []
        for _ in range(args.runs):  # alternating: each side meets the same load
            ours.append(odsgen_seconds(source, args.pythonpath))
            with_verifier.append(mlir_run(source, True, args.passes))
            without.append(mlir_run(source, False, args.passes))
        cpu = (
            min(c for c, _ in with_verifier) - min(c for c, _ in without)
        ) / args.passes
        wall = min(w for _, w in with_verifier) - min(w for _, w in without)
        theirs = max(cpu, 1e-6)
        print(
            f"| {name} | {min(ours):.3f} ({statistics.median(ours):.3f})"
            f" | {theirs:.4f} | {wall:.4f} | {min(ours) / theirs:.1f}x |"
        )


if __name__ == "__main__":
    main()
