"""Generation time: `odsgen` on all of `defs/` against `mlir-tblgen-16` on the LLVM dialect.

    python benchmarks/bench_generator.py [--runs R] [--defs DIR]

odsgen (this checkout's, run as `python -m odsgen.gen.cli`) is timed three
ways, each a fresh Python process (Python's own bytecode caches of odsgen,
black and Jinja are warm in all three, as after an install):

- first run (the "cold" of issue #15): an empty output directory and an
  empty odsgen cache directory (`ODSGEN_CACHE_DIR`: no black output and no
  record of earlier runs), as on a new machine: everything is loaded,
  rendered and, where a statement needs it, formatted by black;
- cold, cache kept: an empty output directory, odsgen's cache of the first
  run kept (black's output for statements seen before is reused);
- no-op: the output already up to date (the run's fingerprint matches).

mlir-tblgen-16 is timed producing the LLVM dialect's declarations,
definitions, enums and dialect documentation from the `.td` files of
libmlir-16-dev, in the same run. Times are medians of R runs, in seconds:
wall clock, and CPU (user + system) of the process, which a loaded machine
disturbs less.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from measure import ROOT, Timing, medians, timed

TD_INCLUDE = Path("/usr/lib/llvm-16/include")
LLVM_TD = TD_INCLUDE / "mlir" / "Dialect" / "LLVMIR"
TBLGEN_JOBS = [
    ("-gen-op-decls", "LLVMOps.td"),
    ("-gen-op-defs", "LLVMOps.td"),
    ("-gen-op-decls", "LLVMIntrinsicOps.td"),
    ("-gen-op-defs", "LLVMIntrinsicOps.td"),
    ("-gen-enum-decls", "LLVMEnums.td"),
    ("-gen-enum-defs", "LLVMEnums.td"),
    ("-gen-dialect-doc", "LLVMOps.td"),
]


def odsgen_times(defs: Path) -> tuple[Timing, Timing, Timing]:
    """(first run, cold, no-op), the later runs reusing the first's cache."""
    command = [sys.executable, "-m", "odsgen.gen.cli", str(defs), "-o"]
    with tempfile.TemporaryDirectory() as tmp:
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "ODSGEN_CACHE_DIR": str(Path(tmp) / "cache"),
        }
        first = timed([*command, str(Path(tmp) / "first")], env)
        out = str(Path(tmp) / "generated")
        cold = timed([*command, out], env)
        noop = timed([*command, out], env)
    return first, cold, noop


def tblgen_time() -> Timing:
    """All of `TBLGEN_JOBS`, one after the other."""
    wall = cpu = 0.0
    for flag, td in TBLGEN_JOBS:
        extra = ["-dialect=llvm"] if flag == "-gen-dialect-doc" else []
        job = timed(
            ["mlir-tblgen-16", flag, *extra, "-I", str(TD_INCLUDE), str(LLVM_TD / td)]
        )
        wall += job.seconds
        cpu += job.cpu
    return Timing(wall, cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--defs", type=Path, default=ROOT / "defs")
    args = parser.parse_args()
    runs = [odsgen_times(args.defs) for _ in range(args.runs)]
    first = medians([r[0] for r in runs])
    cold = medians([r[1] for r in runs])
    noop = medians([r[2] for r in runs])
    reference = None
    if (LLVM_TD / "LLVMOps.td").exists():
        reference = medians([tblgen_time() for _ in range(args.runs)])
    print(f"# Generation time, median of {args.runs} runs\n")
    print("| what | wall s | CPU s |")
    print("| --- | --- | --- |")
    for label, (wall, cpu) in (
        ("first run (empty output, empty cache)", first),
        ("cold, cache kept (empty output)", cold),
        ("no-op (output up to date)", noop),
    ):
        print(f"| odsgen {args.defs.name}/, {label} | {wall:.2f} | {cpu:.2f} |")
    if reference is None:
        print(
            "| mlir-tblgen-16 (LLVM dialect) | not measured: libmlir-16-dev .td files"
            " missing | |"
        )
        return
    print(
        f"| mlir-tblgen-16, LLVM dialect ({len(TBLGEN_JOBS)} artifacts)"
        f" | {reference[0]:.2f} | {reference[1]:.2f} |"
    )
    for label, (wall, cpu) in (("first run", first), ("cold, cache kept", cold)):
        print(
            f"\nodsgen {label} / mlir-tblgen-16: {wall / reference[0]:.1f}x wall,"
            f" {cpu / reference[1]:.1f}x CPU"
        )


if __name__ == "__main__":
    main()
