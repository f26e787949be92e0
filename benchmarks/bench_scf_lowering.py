"""Lowering memref/scf/arith code to LLVM end to end: odsgen-opt against mlir-opt-16.

    python benchmarks/bench_scf_lowering.py [FUNCTIONS] [--runs R] [--no-memref]
        [--phases] [--profile FILE]

The input is a module of FUNCTIONS (default 10,000) functions of scf loops
and conditionals (`scf.for` with iter_args, `scf.if` with results,
`scf.while`, `scf.parallel` with a reduction, `scf.index_switch`) over
arith code and, unless `--no-memref`, memref loads, stores, allocations and
dimensions. Each tool reads it, runs `--convert-scf-to-cf
--convert-func-to-llvm --convert-memref-to-llvm --convert-arith-to-llvm
--convert-cf-to-llvm --reconcile-unrealized-casts` (without the memref pass
under `--no-memref`) and prints the LLVM dialect module. Times are medians of
R runs of the whole process, in CPU time (user + system: wall time says
little on a shared machine); the outputs must be identical.

`--phases` also prints odsgen-opt's CPU seconds per phase (parse, each pass,
output; one more in-process run of `--mlir-timing` on a CPU clock) beside
mlir-opt-16's `--mlir-timing` lines; `--profile FILE` writes a cProfile of
one in-process odsgen-opt run to FILE (read it with `python -m pstats`).

odsgen-opt runs with its compiled bytecode kept in `benchmarks/.work/pycache`
(written by a warm-up run on a two-function module), as an installed tool has it:
without that, an environment with PYTHONDONTWRITEBYTECODE set compiles every
module again on each run (about 0.25 s). `--no-bytecode-cache` measures
with the environment as it is.

A tool that fails is reported with the first line of its error (odsgen-opt
without the memref dialect fails on the memref ops: `--no-memref` runs the
rest).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCF = """\
func.func @f{n}(%n: index, %x: f32, %k: i32{memref_param}) -> f32 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lim = arith.constant {n} : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {{
{load}    %c = arith.cmpf olt, %v, %acc : f32
    %s = scf.if %c -> (f32) {{
      %p = arith.addf %acc, %v : f32
      scf.yield %p : f32
    }} else {{
      %q = arith.mulf %acc, %v : f32
      scf.yield %q : f32
    }}
{store}    scf.yield %s : f32
  }}
  %w = scf.while (%a = %k) : (i32) -> i32 {{
    %more = arith.cmpi slt, %a, %lim : i32
    scf.condition(%more) %a : i32
  }} do {{
  ^bb0(%b: i32):
    %b1 = arith.addi %b, %k : i32
    scf.yield %b1 : i32
  }}
  %t = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%x) -> f32 {{
    %ij = arith.addi %i, %j : index
    %ii = arith.index_cast %ij : index to i32
    %f = arith.sitofp %ii : i32 to f32
    scf.reduce(%f) : f32 {{
    ^bb0(%l: f32, %rr: f32):
      %sum = arith.addf %l, %rr : f32
      scf.reduce.return %sum : f32
    }}
  }}
  %wf = arith.sitofp %w : i32 to f32
  %u = arith.addf %r, %t : f32
  %z = arith.addf %u, %wf : f32
{tail}  return %z : f32
}}
"""

LOAD = "    %v = memref.load %m[%i] : memref<?xf32>\n"
STORE = "    memref.store %s, %m[%i] : memref<?xf32>\n"
TAIL = """\
  %buf = memref.alloca() : memref<4xf32>
  memref.store %z, %buf[%c1] : memref<4xf32>
  %heap = memref.alloc(%n) : memref<?xf32>
  %d = memref.dim %heap, %c0 : memref<?xf32>
  memref.store %z, %heap[%d] : memref<?xf32>
  memref.dealloc %heap : memref<?xf32>
"""
NO_LOAD = "    %v = arith.addf %acc, %x : f32\n"


def module(functions: int, memref: bool) -> str:
    """FUNCTIONS functions, each its own loop nest (see the module doc)."""
    parts = []
    for n in range(functions):
        parts.append(
            SCF.format(
                n=n,
                memref_param=", %m: memref<?xf32>" if memref else "",
                load=LOAD if memref else NO_LOAD,
                store=STORE if memref else "",
                tail=TAIL if memref else "",
            )
        )
    return "\n".join(parts)


def passes(memref: bool) -> list[str]:
    return [
        "--convert-scf-to-cf",
        "--convert-func-to-llvm",
        *(["--convert-memref-to-llvm"] if memref else []),
        "--convert-arith-to-llvm",
        "--convert-cf-to-llvm",
        "--reconcile-unrealized-casts",
    ]


PHASE_WORKER = r"""
import sys, time
from odsgen.tools import pass_instruments
pass_instruments.time.perf_counter = time.process_time
from odsgen.tools.opt import run
sys.exit(run(sys.argv[1:]))
"""

PROFILE_WORKER = r"""
import cProfile, sys
from odsgen.tools.opt import run
profile = cProfile.Profile()
profile.enable()
run(sys.argv[2:])
profile.disable()
profile.dump_stats(sys.argv[1])
"""


def phases(command: list[str], env: dict[str, str] | None) -> dict[str, float]:
    """Seconds per top-level line of `--mlir-timing`'s report."""
    result = subprocess.run(
        [*command, "--mlir-timing", "-o", os.devnull],
        capture_output=True,
        text=True,
        env=env,
    )
    found = {}
    for line in result.stderr.splitlines():
        match = re.fullmatch(r"\s*([\d.]+) \(\s*[\d.]+%\)  (\w+)", line)
        if match and match.group(2) != "Total":
            found[match.group(2)] = float(match.group(1))
    return found


def print_phases(flags: list[str], path: Path, env: dict[str, str]) -> None:
    """odsgen-opt's CPU seconds per phase beside mlir-opt-16's (wall)."""
    ours = phases([sys.executable, "-c", PHASE_WORKER, *flags, str(path)], env)
    theirs = phases(["mlir-opt-16", *flags, str(path)], None)
    print(f"{'phase':28s}{'odsgen CPU':>12s}{'mlir-opt-16':>13s}")
    for name, seconds in ours.items():
        other = theirs.get(name)
        shown = f"{other:13.3f}" if other is not None else f"{'-':>13s}"
        print(f"{name:28s}{seconds:12.3f}{shown}")


def timed(
    command: list[str], env: dict[str, str] | None = None
) -> tuple[float, str, str]:
    """CPU seconds, standard output and the first error line ('' on success)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    error = ""
    if result.returncode != 0:
        lines = result.stderr.strip().splitlines() or [f"exit {result.returncode}"]
        error = lines[0]
    return seconds, result.stdout, error


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("functions", nargs="?", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument(
        "--no-memref", action="store_true", help="scf and arith code only"
    )
    parser.add_argument(
        "--phases", action="store_true", help="odsgen-opt's CPU time per phase"
    )
    parser.add_argument("--profile", metavar="FILE", help="write a cProfile to FILE")
    parser.add_argument(
        "--no-bytecode-cache",
        action="store_true",
        help="run odsgen-opt with the environment's bytecode settings",
    )
    args = parser.parse_args()
    memref = not args.no_memref
    flags = passes(memref)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if not args.no_bytecode_cache:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(ROOT / "benchmarks" / ".work" / "pycache")
    tools = {
        "mlir-opt-16": (["mlir-opt-16", *flags], None),
        "odsgen-opt": ([sys.executable, "-m", "odsgen.tools.opt", *flags], env),
    }
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "input.mlir"
        path.write_text(module(args.functions, memref))
        warm_up = Path(tmp) / "small.mlir"
        warm_up.write_text(module(2, memref))
        subprocess.run(
            [*tools["odsgen-opt"][0], str(warm_up)], env=env, capture_output=True
        )
        times: dict[str, list[float]] = {name: [] for name in tools}
        outputs: dict[str, str] = {}
        errors: dict[str, str] = {}
        for _ in range(args.runs):
            for name, (command, tool_env) in tools.items():
                seconds, out, error = timed([*command, str(path)], tool_env)
                times[name].append(seconds)
                outputs[name] = out
                if error:
                    errors[name] = error
        if args.phases:
            print_phases(flags, path, env)
        if args.profile:
            subprocess.run(
                [sys.executable, "-c", PROFILE_WORKER, args.profile, *flags]
                + [str(path), "-o", os.devnull],
                env=env,
                check=True,
            )
    print(f"{args.functions} functions ({'memref/' if memref else ''}scf/arith)")
    print("passes:", " ".join(flags))
    medians = {name: statistics.median(found) for name, found in times.items()}
    for name, seconds in medians.items():
        status = f"  FAILED: {errors[name]}" if name in errors else ""
        print(f"{name + ':':13s}{seconds:.3f} s CPU{status}")
    if not errors:
        ratio = medians["odsgen-opt"] / medians["mlir-opt-16"]
        lines = len(outputs["odsgen-opt"].splitlines())
        print(f"ratio: {ratio:.1f}x, {lines} output lines")
        print("output identical:", outputs["odsgen-opt"] == outputs["mlir-opt-16"])


if __name__ == "__main__":
    main()
