"""The compiled accelerator against pure Python and mlir-opt-16: whole
odsgen-opt processes reading, verifying and printing the same input.

    python benchmarks/bench_accel.py [N] [--runs R] [--input FILE ...]

Inputs: `synth.py N --form typed` and `--form custom-modern` (default N =
10000, about 12 N + 1 ops), or the files given with `--input`. Each system
runs R times (default 3), alternately; the table gives CPU (user + system)
medians and the ratios, and each output must be identical to mlir-opt-16's.
Pure Python is `ODSGEN_PURE_PYTHON=1`; compiled needs the extensions built
(`python -m odsgen.tools.accel` says which form each module runs in).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from measure import MLIR_OPT, ODSGEN_OPT, TINY, WARM_ENV, run, same_file, synth

FORMS = ("typed", "custom-modern")
SYSTEMS = {
    "pure": (ODSGEN_OPT, {**WARM_ENV, "ODSGEN_PURE_PYTHON": "1"}),
    "compiled": (ODSGEN_OPT, {**WARM_ENV, "ODSGEN_PURE_PYTHON": "0"}),
    "mlir-opt-16": (MLIR_OPT, WARM_ENV),
}


def measure(path: Path, runs: int, work: Path) -> dict[str, float]:
    """Median CPU seconds of each system on `path`; outputs compared."""
    cpu: dict[str, list[float]] = {name: [] for name in SYSTEMS}
    for _ in range(runs):
        for name, (command, env) in SYSTEMS.items():
            out = work / f"{name}.out"
            done = run([*command, str(path), "-o", str(out)], env)
            if done.status != 0:
                sys.exit(f"{name} failed on {path}: {done.stderr[-2000:]}")
            cpu[name].append(done.cpu)
    expected = work / "mlir-opt-16.out"
    for name in ("pure", "compiled"):
        if not same_file(work / f"{name}.out", expected):
            sys.exit(f"{name}'s output differs from mlir-opt-16's on {path}")
    return {name: statistics.median(values) for name, values in cpu.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", nargs="?", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--input", nargs="*", default=[])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        work = Path(directory)
        tiny = work / "tiny.mlir"
        tiny.write_text(TINY)
        for command, env in SYSTEMS.values():  # warm: bytecode written
            run([*command, str(tiny)], env)
        inputs = [Path(name) for name in args.input]
        for form in FORMS if not inputs else ():
            inputs.append(work / f"synth-{args.n}-{form}.mlir")
            inputs[-1].write_text(synth(args.n, form))
        print("| input | pure | compiled | mlir-opt-16 | pure/compiled |", end="")
        print(" compiled/mlir | pure/mlir |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for path in inputs:
            cpu = measure(path, args.runs, work)
            pure, compiled, mlir = cpu["pure"], cpu["compiled"], cpu["mlir-opt-16"]
            print(
                f"| {path.name} | {pure:.2f} s | {compiled:.2f} s | {mlir:.2f} s"
                f" | {pure / compiled:.2f}x | {compiled / mlir:.1f}x"
                f" | {pure / mlir:.1f}x |",
                flush=True,
            )


if __name__ == "__main__":
    main()
