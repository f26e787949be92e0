"""The passes users run on whole programs: odsgen-opt against mlir-opt-16,
in CPU seconds.

    python benchmarks/bench_passes.py [--n N] [--inputs A,B] [--passes P,Q]
        [--runs R] [--work DIR]

Inputs (`--inputs`, default `synth,libbf-opaque`): `shared/bench/synth.py N
--form typed` (about 12 N + 1 ops, default N 10000) and libbf with opaque
pointers as `bench_real_programs.py` builds it (fetched and compiled once
into --work). Passes (`--passes`): `cse`, `sccp`, `symbol-dce`, `inline`,
`canonicalize`.

Each tool runs each pass on each input as a whole process (`tool --PASS
input -o out`), alternately R times (default 3), and as often with no pass
(parse, verify and print alone); the outputs of the two tools are compared. Reported per input and pass: the medians of the whole processes'
CPU time (user and system) and their ratio, and the pass's own cost, the
median CPU time of the process with the pass less that without it, and
its ratio. (That cost includes printing what the pass adds: the inliner's
output is larger than its input.)
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

from bench_real_programs import import_program
from measure import MLIR_OPT, ODSGEN_OPT, ROOT, run

SYNTH = ROOT.parent / "shared" / "bench" / "synth.py"
PASSES = ("cse", "sccp", "symbol-dce", "inline", "canonicalize")
TOOLS = {"odsgen-opt": ODSGEN_OPT, "mlir-opt-16": MLIR_OPT}


def inputs(names: list[str], n: int, work: Path) -> dict[str, Path]:
    """The input files by name, made once in `work`."""
    files = {}
    for name in names:
        if name == "synth":
            path = work / f"synth{n}.typed.mlir"
            if not path.exists():
                text = subprocess.run(
                    [sys.executable, str(SYNTH), str(n), "--form", "typed"],
                    check=True,
                    capture_output=True,
                    text=True,
                ).stdout
                path.write_text(text)
            files[f"synth {n} typed"] = path
        elif name in ("libbf-opaque", "libbf-typed"):
            files[name] = import_program("libbf", name.endswith("typed"), work)
        else:
            raise SystemExit(f"unknown input {name}")
    return files


def cpu(command: list[str], source: Path, output: Path) -> float:
    """The CPU seconds of `command` on `source` (exits on failure)."""
    result = run(command + [str(source), "-o", str(output)])
    if result.status != 0:
        raise SystemExit(f"{' '.join(command)} failed on {source}:\n{result.stderr}")
    return result.cpu


def medians(source: Path, flags: list[str], runs: int, work: Path) -> dict:
    """Median CPU seconds per tool of `runs` alternate runs with `flags`; the
    outputs are left in `work` as TOOL.out.mlir."""
    times: dict[str, list[float]] = {name: [] for name in TOOLS}
    for _ in range(runs):
        for name, command in TOOLS.items():
            times[name].append(cpu(command + flags, source, work / f"{name}.out.mlir"))
    return {name: statistics.median(values) for name, values in times.items()}


def identical(work: Path) -> bool:
    return (work / "odsgen-opt.out.mlir").read_bytes() == (
        work / "mlir-opt-16.out.mlir"
    ).read_bytes()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--inputs", default="synth,libbf-opaque")
    parser.add_argument("--passes", default=",".join(PASSES))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", type=Path, default=Path("/tmp/bench-passes"))
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    files = inputs(args.inputs.split(","), args.n, args.work)
    cpu(ODSGEN_OPT, files[next(iter(files))], args.work / "warm.mlir")  # warm-up

    print(f"# Passes, CPU seconds, median of {args.runs} runs\n")
    print(
        "| input | pass | odsgen-opt | mlir-opt-16 | ratio"
        " | pass alone, odsgen | pass alone, mlir-opt-16 | ratio | identical |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for label, source in files.items():
        plain = medians(source, [], args.runs, args.work)
        for name in args.passes.split(","):
            whole = medians(source, [f"--{name}"], args.runs, args.work)
            ours, theirs = whole["odsgen-opt"], whole["mlir-opt-16"]
            own = ours - plain["odsgen-opt"]
            reference = theirs - plain["mlir-opt-16"]
            alone = f"{own / reference:.1f}x" if reference > 0.005 else "-"
            print(
                f"| {label} | --{name} | {ours:.2f} | {theirs:.2f}"
                f" | {ours / theirs:.1f}x | {own:.2f} | {reference:.2f} | {alone}"
                f" | {identical(args.work)} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
