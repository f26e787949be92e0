"""The verifier alone: odsgen's `verify` against mlir-opt-16's verifier.

    python benchmarks/bench_verify.py [--inputs LIST] [--runs R] [--work DIR]
        [--n N] [--million M] [--pythonpath DIR]

Inputs (`--inputs`, comma-separated, default all): `synth-typed` and
`synth-custom` (../shared/bench/synth.py N in the typed and custom-modern
forms), `libbf-opaque` and `libbf-typed` (made as bench_real_programs.py
makes them, kept in `--work`), and `million` (M `llvm.mlir.constant` ops in
one function, as bench_million.py writes them).

odsgen: a process parses the input, then verifies it once, timed by its CPU
clock (the module's own verification, no parse). `--pythonpath DIR` runs the
odsgen checkout in DIR (for instance an installed build with its compiled
modules: `--pythonpath ''` runs whichever odsgen Python imports without
PYTHONPATH); the default is this checkout.

mlir-opt-16 does not time its verifier on its own; it runs it after each
pass (`--verify-each`). Its verifier's time is taken from the CPU seconds
(user + system) of whole mlir-opt-16 processes running PASSES no-op passes
(symbol-privatize, one thread): with `--verify-each=true` less with
`--verify-each=false`, over PASSES (its `--mlir-timing` is wall time, which
a loaded machine lengthens; the repeated runs lift the verifier above the
noise of a whole process).

Medians of R processes each (default 5); the ratio is odsgen's over MLIR's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from bench_million import write_custom
from bench_real_programs import import_program
from measure import ROOT, run, synth

INPUTS = "synth-typed,synth-custom,libbf-opaque,libbf-typed,million"
PASSES = 10  # mlir-opt-16's verifier runs once after each

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
    if pythonpath is None:
        pythonpath = str(ROOT)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    cwd = pythonpath or "/"  # no checkout in the current directory shadows it
    result = subprocess.run(
        [sys.executable, "-c", _WORKER, str(source)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=cwd,
    )
    return float(json.loads(result.stdout)["cpu"])


def mlir_seconds(source: Path, verify_each: bool) -> float:
    """CPU seconds of mlir-opt-16 running PASSES no-op passes on `source`."""
    process = run(
        [
            "mlir-opt-16",
            "--mlir-disable-threading",
            f"--verify-each={'true' if verify_each else 'false'}",
            f"--pass-pipeline=builtin.module({','.join(['symbol-privatize'] * PASSES)})",
            str(source),
        ]
    )
    if process.status != 0:
        raise SystemExit(f"mlir-opt-16 failed on {source}:\n{process.stderr}")
    return process.cpu


def make_input(name: str, work: Path, n: int, million: int) -> Path:
    """The file of input `name`, made in `work` if it is not there."""
    work.mkdir(parents=True, exist_ok=True)
    if name.startswith("synth-"):
        form = "typed" if name == "synth-typed" else "custom-modern"
        path = work / f"synth.{n}.{form}.mlir"
        if not path.exists():
            path.write_text(synth(n, form))
        return path
    if name.startswith("libbf-"):
        return import_program("libbf", name == "libbf-typed", work)
    if name == "million":
        path = work / f"million.{million}.mlir"
        if not path.exists():
            write_custom(path, million)
        return path
    raise SystemExit(f"unknown input '{name}' (known: {INPUTS})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", default=INPUTS)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/bench-real"))
    parser.add_argument("--n", type=int, default=10000)
    parser.add_argument("--million", type=int, default=1_000_000)
    parser.add_argument("--pythonpath", default=None)
    args = parser.parse_args()
    print("| input | odsgen verify (s) | mlir-opt-16 verifier (s) | ratio |")
    print("| --- | --- | --- | --- |")
    for name in args.inputs.split(","):
        source = make_input(name, args.work, args.n, args.million)
        ours = statistics.median(
            odsgen_seconds(source, args.pythonpath) for _ in range(args.runs)
        )
        with_verifier = statistics.median(
            mlir_seconds(source, True) for _ in range(args.runs)
        )
        without = statistics.median(
            mlir_seconds(source, False) for _ in range(args.runs)
        )
        theirs = max((with_verifier - without) / PASSES, 1e-6)
        print(f"| {name} | {ours:.3f} | {theirs:.4f} | {ours / theirs:.1f}x |")


if __name__ == "__main__":
    main()
