"""Generation time: `odsgen` on all of `defs/` against `mlir-tblgen-16` on the LLVM dialect.

    python benchmarks/bench_generator.py [--runs R] [--defs DIR]

odsgen is timed cold (a fresh process writing into an empty directory) and
as a no-op regeneration (the output already up to date). mlir-tblgen-16 is
timed producing the LLVM dialect's declarations, definitions, enums and
dialect documentation from the `.td` files of libmlir-16-dev, in the same
run. Times are medians of R runs, in seconds.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
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


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - started


def odsgen_times(defs: Path) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "generated"
        cold = timed(["odsgen", str(defs), "-o", str(out)])
        noop = timed(["odsgen", str(defs), "-o", str(out)])
    return cold, noop


def tblgen_time() -> float:
    total = 0.0
    for flag, td in TBLGEN_JOBS:
        extra = ["-dialect=llvm"] if flag == "-gen-dialect-doc" else []
        total += timed(
            ["mlir-tblgen-16", flag, *extra, "-I", str(TD_INCLUDE), str(LLVM_TD / td)]
        )
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--defs", type=Path, default=ROOT / "defs")
    args = parser.parse_args()
    runs = [odsgen_times(args.defs) for _ in range(args.runs)]
    cold = statistics.median(r[0] for r in runs)
    noop = statistics.median(r[1] for r in runs)
    reference = None
    if (LLVM_TD / "LLVMOps.td").exists():
        reference = statistics.median(tblgen_time() for _ in range(args.runs))
    print(f"# Generation time, median of {args.runs} runs\n")
    print("| what | seconds |")
    print("| --- | --- |")
    print(f"| odsgen {args.defs} (cold) | {cold:.2f} |")
    print(f"| odsgen {args.defs} (no-op) | {noop:.2f} |")
    if reference is None:
        print(
            "| mlir-tblgen-16 (LLVM dialect) | not measured: libmlir-16-dev .td files missing |"
        )
    else:
        print(
            f"| mlir-tblgen-16, LLVM dialect ({len(TBLGEN_JOBS)} artifacts) | {reference:.2f} |"
        )
        print(f"\nodsgen cold / mlir-tblgen-16: {cold / reference:.1f}x")


if __name__ == "__main__":
    main()
