"""Start-up: odsgen-opt against mlir-opt-16 on an empty module and on a
20-op LLVM dialect function (dialects loaded on first use).

    python benchmarks/bench_startup.py [--runs R]

Each tool runs R times per input as a fresh process (odsgen-opt as its
console script runs it, after one untimed run so bytecode is cached); the
table gives the median wall-clock seconds and, in parentheses, the median
CPU seconds (user + system: what a loaded machine does not inflate). Both
tools must print the same. The last row is the interpreter's own start-up:
run the benchmark with the interpreter odsgen is installed for (a virtual
environment's starts faster than one whose site-packages run .pth hooks).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from measure import WARM_ENV, medians, timed

ODSGEN_OPT = [sys.executable, "-c", "from odsgen.tools.opt import main; main()"]
TARGETS = {"empty module": 0.15, "20-op LLVM function": 0.25}


def llvm_function() -> str:
    """A function of 20 LLVM dialect ops (arithmetic, memory, a branch)."""
    body = [
        "  %c1 = llvm.mlir.constant(1 : i32) : i32",
        "  %c2 = llvm.mlir.constant(2 : i64) : i64",
        "  %p = llvm.alloca %c2 x i32 : (i64) -> !llvm.ptr",
        "  llvm.store %a, %p : i32, !llvm.ptr",
        "  %l = llvm.load %p : !llvm.ptr -> i32",
        "  %s = llvm.add %l, %c1 : i32",
        "  %m = llvm.mul %s, %a : i32",
        "  %x = llvm.xor %m, %s : i32",
        "  %e = llvm.sext %x : i32 to i64",
        "  %t = llvm.trunc %e : i64 to i32",
        "  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32",
        "  llvm.store %t, %q : i32, !llvm.ptr",
        '  %c = llvm.icmp "slt" %t, %a : i32',
        "  llvm.cond_br %c, ^bb1, ^bb2",
        "^bb1:",
        "  %f = llvm.sitofp %t : i32 to f32",
        "  %g = llvm.fadd %f, %f : f32",
        "  %h = llvm.fptosi %g : f32 to i32",
        "  llvm.return %h : i32",
        "^bb2:",
        "  llvm.return %a : i32",
    ]
    return "llvm.func @f(%a: i32) -> i32 {\n" + "\n".join(body) + "\n}\n"


def median_time(command: list[str], path: Path, runs: int) -> tuple[float, float, str]:
    """Median wall-clock and CPU seconds of `command path` over `runs` runs,
    and its output."""
    timings = [timed([*command, str(path)], WARM_ENV) for _ in range(runs)]
    return (*medians(timings), timings[-1].stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    mlir_opt = shutil.which("mlir-opt-16")
    inputs = {"empty module": "module {\n}\n", "20-op LLVM function": llvm_function()}
    with tempfile.TemporaryDirectory() as tmp:
        print(
            f"{'input':22} {'odsgen-opt (cpu)':>18} {'mlir-opt-16 (cpu)':>18}"
            f" {'target':>7}"
        )
        for name, text in inputs.items():
            path = Path(tmp) / "input.mlir"
            path.write_text(text)
            subprocess.run(
                [*ODSGEN_OPT, str(path)], capture_output=True, check=True, env=WARM_ENV
            )
            ours, our_cpu, our_output = median_time(ODSGEN_OPT, path, args.runs)
            reference = "-"
            if mlir_opt is not None:
                theirs, their_cpu, their_output = median_time(
                    [mlir_opt], path, args.runs
                )
                if their_output != our_output:
                    sys.exit(f"{name}: the outputs differ")
                reference = f"{theirs:.3f} ({their_cpu:.3f})"
            print(
                f"{name:22} {f'{ours:.3f} ({our_cpu:.3f})':>18} {reference:>18}"
                f" {TARGETS[name]:7.2f}"
            )
        bare, bare_cpu, _ = median_time([sys.executable, "-c", "pass"], path, args.runs)
        print(f"{'(python -c pass)':22} {f'{bare:.3f} ({bare_cpu:.3f})':>18}")


if __name__ == "__main__":
    main()
