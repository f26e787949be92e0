"""The printer alone: odsgen's `print_module` against mlir-opt-16's "Output".

    python benchmarks/bench_print.py [--inputs LIST] [--runs R] [--work DIR]
        [--million M] [--pythonpath DIR]

Inputs (`--inputs`, comma-separated, default all): `libbf-opaque`,
`libbf-typed` and `zstd-opaque` (made as bench_real_programs.py makes them,
kept in `--work`), `million-custom` and `million-generic` (M
`llvm.mlir.constant` ops in one function, as bench_million.py writes them,
printed back in the form they are written in).

odsgen: a process parses and verifies the input, then prints it once as
odsgen-opt does (the first printing of the process: it pays for every text
and template it makes), timed by its CPU clock. `--pythonpath DIR` runs the
odsgen checkout in DIR (`--pythonpath ''` runs whichever odsgen Python
imports without PYTHONPATH, for instance an installed compiled build); the
default is this checkout.

mlir-opt-16: the "Output" phase of `--mlir-timing` (wall time: the least of
R runs, the one a loaded machine disturbed least). odsgen's figure is the
median of R processes; the ratio is odsgen's over MLIR's.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from bench_million import write_custom, write_generic
from bench_real_programs import import_program
from measure import run, worker_cpu

INPUTS = "libbf-opaque,libbf-typed,zstd-opaque,million-custom,million-generic"

_WORKER = r"""
import json, sys, time
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.print_options import PrintOptions
from odsgen.ir.printer import print_module
from odsgen.ir.verifier import verify
from odsgen.tools.deep import deep_recursion, gc_paused
from odsgen.tools.opt import dialect_classes
context = Context()
for dialect in dialect_classes([]):
    context.register_dialect(dialect)
options = PrintOptions(generic=sys.argv[2] == "generic")
with context, deep_recursion(), gc_paused():
    module = parse_source(open(sys.argv[1]).read(), context, sys.argv[1])
    verify(module, context)
    start = time.process_time()
    text = print_module(module, options, context, "\n")
    print(json.dumps({"cpu": time.process_time() - start, "chars": len(text)}))
"""


def odsgen_seconds(source: Path, generic: bool, pythonpath: str | None) -> float:
    """CPU seconds of the first `print_module` of `source` in a fresh process."""
    args = [str(source), "generic" if generic else ""]
    return worker_cpu(_WORKER, args, pythonpath)


def mlir_seconds(source: Path, generic: bool) -> float:
    """The "Output" seconds of one mlir-opt-16 run on `source`."""
    flags = ["--mlir-print-op-generic"] if generic else []
    process = run(["mlir-opt-16", "--mlir-timing", *flags, str(source)])
    seconds = process.phases.get("Output")
    if process.status != 0 or seconds is None:
        raise SystemExit(f"mlir-opt-16 failed on {source}:\n{process.stderr}")
    return seconds


def make_input(name: str, work: Path, million: int) -> tuple[Path, bool]:
    """The file of input `name`, made in `work` if it is not there, and
    whether it is printed in the generic form."""
    work.mkdir(parents=True, exist_ok=True)
    if name in ("libbf-opaque", "libbf-typed", "zstd-opaque"):
        program, form = name.split("-")
        return import_program(program, form == "typed", work), False
    if name in ("million-custom", "million-generic"):
        generic = name == "million-generic"
        path = work / f"million.{million}.{'generic' if generic else 'custom'}.mlir"
        if not path.exists():
            (write_generic if generic else write_custom)(path, million)
        return path, generic
    raise SystemExit(f"unknown input '{name}' (known: {INPUTS})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", default=INPUTS)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", type=Path, default=Path("/tmp/bench-real"))
    parser.add_argument("--million", type=int, default=1_000_000)
    parser.add_argument("--pythonpath", default=None)
    args = parser.parse_args()
    print("| input | odsgen print (s) | mlir-opt-16 Output (s) | ratio |")
    print("| --- | --- | --- | --- |")
    for name in args.inputs.split(","):
        source, generic = make_input(name, args.work, args.million)
        ours = statistics.median(
            odsgen_seconds(source, generic, args.pythonpath) for _ in range(args.runs)
        )
        theirs = min(mlir_seconds(source, generic) for _ in range(args.runs))
        print(f"| {name} | {ours:.3f} | {theirs:.3f} | {ours / theirs:.1f}x |")


if __name__ == "__main__":
    main()
