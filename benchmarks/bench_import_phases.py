"""Where odsgen's LLVM IR import spends its time, phase by phase.

    python benchmarks/bench_import_phases.py FILE.ll... [--typed] [--runs N]
                                             [--profile PHASE]

Runs the import in this process, as `odsgen-translate --import-llvm` does
(the LLVM IR parser with its lexer, the importer building LLVM dialect ops,
the verifier, the printer), and prints the CPU seconds of each phase, the
median of --runs runs (default 3), next to the CPU seconds of the whole
`mlir-translate-16 --import-llvm` process (median of as many runs; skipped
without it). The lexer alone is timed once more on its own (its time is
also part of "parse"); it makes the tokens outside function bodies, which
the parser reads line by line. `--profile PHASE` (lex, parse, import, verify,
print) prints cProfile's 30 costliest functions of that phase in the last
run. Inputs: see bench_import.py and bench_real_programs.py.

`--compare OTHER` measures two checkouts side by side: each run is one
process of this script on OTHER's odsgen (e.g. `git archive` of the commit
before a change, unpacked) and then one on this checkout's, alternating, so
that a loaded machine slows both alike; it prints each one's per-phase
medians and their ratio (this / OTHER). Per-phase figures move less than
whole processes under load, so small changes show there first.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import os
import pstats
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

# The checkout whose odsgen runs: this one, or the one a `--compare` run
# names in ROOT_ENV for its child processes.
ROOT_ENV = "BENCH_IMPORT_PHASES_ROOT"
ROOT = Path(os.environ.get(ROOT_ENV) or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))

from odsgen.ir.printer import PrintOptions, print_module  # noqa: E402
from odsgen.ir.verifier import verify  # noqa: E402
from odsgen.target.llvm_import import import_context, llvm_package  # noqa: E402
from odsgen.target.llvm_import import lexer  # noqa: E402
from odsgen.target.llvm_import.importer import ModuleImporter  # noqa: E402
from odsgen.target.llvm_import.parser import parse_module  # noqa: E402

PHASES = ("lex", "parse", "import", "verify", "print")


def timed(phase: str, profile: str | None, work: Callable[[], Any], times: dict) -> Any:
    """`work()`, its CPU seconds recorded under `phase` (profiled if asked)."""
    profiler = cProfile.Profile() if phase == profile else None
    start = time.process_time()
    if profiler is not None:
        profiler.enable()
    result = work()
    if profiler is not None:
        profiler.disable()
    times[phase] = time.process_time() - start
    if profiler is not None:
        pstats.Stats(profiler).sort_stats("tottime").print_stats(30)
    return result


def one_run(text: str, name: str, opaque: bool, profile: str | None) -> dict:
    """The CPU seconds of each phase of one import of `text`."""
    times: dict[str, float] = {}
    gc.disable()  # as odsgen-translate runs (tools' gc_paused)
    try:
        timed("lex", profile, lambda: lexer.tokenize(text), times)
        context = import_context()
        with context:
            parser, model = timed(
                "parse", profile, lambda: parse_module(text, opaque), times
            )
            importer = ModuleImporter(
                model, parser.consts, context, llvm_package(), name
            )
            module = timed("import", profile, importer.run, times)
            timed("verify", profile, lambda: verify(module, context), times)
            timed(
                "print",
                profile,
                lambda: print_module(module, PrintOptions(), context),
                times,
            )
    finally:
        gc.enable()
        gc.collect()
    return times


def mlir_translate_cpu(path: Path, opaque: bool) -> float | None:
    """CPU seconds of one `mlir-translate-16 --import-llvm` process."""
    if shutil.which("mlir-translate-16") is None:
        return None
    command = ["mlir-translate-16", "--import-llvm", str(path), "-o", os.devnull]
    if not opaque:
        command.insert(2, "--opaque-pointers=0")
    process = subprocess.Popen(command, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime


def child_run(root: Path, path: Path, typed: bool) -> dict[str, float]:
    """The phase times of one run on `root`'s odsgen, in a process of its own."""
    command = [sys.executable, __file__, str(path), "--runs", "1", "--json"]
    if typed:
        command.append("--typed")
    env = dict(os.environ, **{ROOT_ENV: str(root)})
    output = subprocess.run(
        command, env=env, check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output)


def compare(args: argparse.Namespace) -> None:
    """Alternate runs on `args.compare` and on this checkout; print both
    medians per phase and their ratio."""
    other = Path(args.compare).resolve()
    print(f"{'file':<28} {'odsgen':<8} " + " ".join(f"{p:>7}" for p in PHASES))
    for path in args.files:
        times: dict[Path, list[dict[str, float]]] = {other: [], ROOT: []}
        for _ in range(args.runs):
            for root in (other, ROOT):
                times[root].append(child_run(root, path, args.typed))
        medians = {
            root: {p: statistics.median(r[p] for r in runs) for p in PHASES}
            for root, runs in times.items()
        }
        for label, root in (("other", other), ("this", ROOT)):
            print(
                f"{path.name:<28} {label:<8} "
                + " ".join(f"{medians[root][p]:>7.3f}" for p in PHASES)
            )
        print(
            f"{path.name:<28} {'ratio':<8} "
            + " ".join(
                (
                    f"{medians[ROOT][p] / medians[other][p]:>7.3f}"
                    if medians[other][p]
                    else f"{'-':>7}"
                )
                for p in PHASES
            )
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--typed", action="store_true", help="--opaque-pointers=0")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--profile", choices=PHASES, default=None)
    parser.add_argument(
        "--compare", metavar="OTHER", help="another checkout to run side by side"
    )
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.compare:
        compare(args)
        return
    opaque = not args.typed
    if args.json:  # one run of a `--compare` child: its phase times
        text = args.files[0].read_text(encoding="utf-8", errors="surrogateescape")
        print(json.dumps(one_run(text, str(args.files[0]), opaque, None)))
        return
    print(
        f"{'file':<28} "
        + " ".join(f"{p:>7}" for p in PHASES)
        + f" {'total':>7} {'mlir16':>7} {'ratio':>6}"
    )
    for path in args.files:
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        runs = [
            one_run(
                text, str(path), opaque, args.profile if i == args.runs - 1 else None
            )
            for i in range(args.runs)
        ]
        median = {p: statistics.median(r[p] for r in runs) for p in PHASES}
        total = sum(median[p] for p in PHASES[1:])
        theirs = [mlir_translate_cpu(path, opaque) for _ in range(args.runs)]
        known = [t for t in theirs if t is not None]
        reference = statistics.median(known) if known else None
        print(
            f"{path.name:<28} "
            + " ".join(f"{median[p]:>7.2f}" for p in PHASES)
            + f" {total:>7.2f}"
            + (
                f" {reference:>7.2f} {total / reference:>5.1f}x"
                if reference
                else f" {'-':>7} {'-':>6}"
            )
        )


if __name__ == "__main__":
    main()
