"""The verifier alone: odsgen's `verify` against mlir-opt-16's verifier.

    python benchmarks/bench_verify.py [--inputs LIST] [--runs R] [--work DIR]
        [--n N] [--million M] [--pythonpath DIR] [--passes P] [--again K]

Inputs (`--inputs`, comma-separated; default all but `zstd-typed`, 230 MB
of text): `synth-typed` and `synth-custom` (../shared/bench/synth.py N in
the typed and custom-modern forms), `libbf-opaque`, `libbf-typed`,
`zstd-opaque` and `zstd-typed` (made as bench_real_programs.py makes them,
kept in `--work`), and `million` (M `llvm.mlir.constant` ops in one
function, as bench_million.py writes them).

odsgen, "one verify": a process parses the input, then verifies it once,
timed by its CPU clock (the module's own verification, no parse). The
cross-check "later verifies" is the same process verifying K more times
(`--again`, default 3): the median of those (warm memos and caches).
`--pythonpath DIR` runs the odsgen checkout in DIR (for instance an
installed build with its compiled modules: `--pythonpath ''` runs
whichever odsgen Python imports without PYTHONPATH); the default is this
checkout.

mlir-opt-16 does not time its verifier on its own; it runs it after each
pass (`--verify-each`). A process runs P no-op passes (`--passes`, default
50: symbol-privatize, one thread, which visits the top-level ops only) and
prints the result generically (so that the printer does not verify it
again); its verifier's time is the CPU seconds (user + system) of the
process with `--verify-each=true` less those with `--verify-each=false`,
over P (the repeated runs lift the verifier far above the noise of a whole
process). Column "odsgen-opt, as mlir-opt-16" measures odsgen-opt (from
`--pythonpath`) by the same command line. As a cross-check the table
shows mlir-opt-16's figure from its `--mlir-timing` report, which times
each pass with the verifier after it, in wall seconds: the fastest pass
with the verifier less the fastest without (the minimum over many samples
leaves out the moments the process was preempted).

Every figure is in milliseconds, the minimum over R rounds (`--runs`,
default 5) with the median in parentheses (for a difference of two
processes: the difference of the minima, of the medians), the rounds
alternating the tools' processes so that all meet the same load. The
ratios are odsgen's one verify over mlir-opt-16's CPU figure, by minima
and by medians.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from pathlib import Path

from bench_million import write_custom
from bench_real_programs import import_program
from measure import WARM_ENV, run, synth, worker_json

INPUTS = "synth-typed,synth-custom,libbf-opaque,libbf-typed,zstd-opaque,million"
ALL_INPUTS = INPUTS + ",zstd-typed"
# A pass's line in the `--mlir-timing` report: its wall seconds.
_PASS = re.compile(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+SymbolPrivatize$", re.M)

_WORKER = r"""
import json, statistics, sys, time
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from odsgen.tools.deep import deep_recursion, gc_paused
context = Context()
seconds = []
with context, deep_recursion(), gc_paused():
    module = parse_source(open(sys.argv[1]).read(), context, sys.argv[1])
    for _ in range(1 + int(sys.argv[2])):
        start = time.process_time()
        verify(module, context)
        seconds.append(time.process_time() - start)
later = statistics.median(seconds[1:]) if seconds[1:] else 0.0
print(json.dumps({"cpu": seconds[0], "later": later}))
"""


def odsgen_seconds(
    source: Path, pythonpath: str | None, again: int
) -> tuple[float, float]:
    """CPU seconds of the first `verify` of `source` in a fresh process, and
    the median of `again` more verifies in it."""
    figures = worker_json(_WORKER, [str(source), str(again)], pythonpath)
    return figures["cpu"], figures["later"]


def opt_command(
    tool: list[str], source: Path, verify_each: bool, passes: int
) -> list[str]:
    """`tool` running `passes` no-op passes on `source`, verifying after
    each or not, printing generically (neither tool's printer verifies)."""
    pipeline = ",".join(["symbol-privatize"] * passes)
    return [
        *tool,
        "--mlir-disable-threading",
        "--mlir-timing",
        "--mlir-print-op-generic",
        f"--verify-each={'true' if verify_each else 'false'}",
        f"--pass-pipeline=builtin.module({pipeline})",
        str(source),
    ]


def mlir_run(source: Path, verify_each: bool, passes: int) -> tuple[float, float]:
    """The CPU seconds of one mlir-opt-16 process running `passes` no-op
    passes on `source`, and its fastest pass's wall seconds in its
    `--mlir-timing` report."""
    process = run(opt_command(["mlir-opt-16"], source, verify_each, passes))
    if process.status != 0:
        raise SystemExit(f"mlir-opt-16 failed on {source}:\n{process.stderr}")
    timed = [float(seconds) for seconds in _PASS.findall(process.stderr)]
    if len(timed) != passes:
        raise SystemExit(
            f"mlir-opt-16 printed no timing of its passes:\n{process.stderr}"
        )
    return process.cpu, min(timed)


def odsgen_opt_run(
    source: Path, verify_each: bool, passes: int, pythonpath: str | None
) -> float:
    """The CPU seconds of one odsgen-opt process (of the checkout
    `pythonpath` names, as `worker_json` reads it) run as `mlir_run` runs
    mlir-opt-16."""
    env = dict(WARM_ENV)
    env.pop("PYTHONPATH", None)
    path = (
        str(Path(__file__).resolve().parent.parent)
        if pythonpath is None
        else pythonpath
    )
    if path:
        env["PYTHONPATH"] = path
    # -P: the current directory (perhaps another checkout) is not on the path.
    tool = [sys.executable, "-P", "-m", "odsgen.tools.opt"]
    process = run(opt_command(tool, source, verify_each, passes), env)
    if process.status != 0:
        raise SystemExit(f"odsgen-opt failed on {source}:\n{process.stderr}")
    return process.cpu


def per_pass(
    with_verifier: list[float], without: list[float], passes: int
) -> tuple[float, float]:
    """The verifier's CPU seconds per pass: (with less without) over
    `passes`, of the minima and of the medians."""
    by_minima = (min(with_verifier) - min(without)) / passes
    by_medians = (
        statistics.median(with_verifier) - statistics.median(without)
    ) / passes
    return max(by_minima, 1e-6), max(by_medians, 1e-6)


def ms(seconds: float) -> str:
    """Seconds as milliseconds with one decimal."""
    return f"{seconds * 1000:.1f}"


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
    parser.add_argument("--again", type=int, default=3)
    args = parser.parse_args()
    print(
        "| input | odsgen, one verify, ms | odsgen, later verifies, ms"
        " | odsgen-opt, as mlir-opt-16, ms | mlir-opt-16 verifier, CPU ms"
        " | the same, `--mlir-timing` ms | ratio, minima | ratio, medians |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name in args.inputs.split(","):
        source = make_input(name, args.work, args.n, args.million)
        ours: list[tuple[float, float]] = []
        opt: dict[bool, list[float]] = {True: [], False: []}
        mlir: dict[bool, list[tuple[float, float]]] = {True: [], False: []}
        for _ in range(args.runs):  # alternating: each side meets the same load
            ours.append(odsgen_seconds(source, args.pythonpath, args.again))
            for verify_each in (True, False):
                mlir[verify_each].append(mlir_run(source, verify_each, args.passes))
                opt[verify_each].append(
                    odsgen_opt_run(source, verify_each, args.passes, args.pythonpath)
                )
        first = [seconds for seconds, _ in ours]
        later = [seconds for _, seconds in ours]
        opt_min, opt_median = per_pass(opt[True], opt[False], args.passes)
        cpu_min, cpu_median = per_pass(
            [c for c, _ in mlir[True]], [c for c, _ in mlir[False]], args.passes
        )
        wall = min(w for _, w in mlir[True]) - min(w for _, w in mlir[False])
        print(
            f"| {name} | {ms(min(first))} ({ms(statistics.median(first))})"
            f" | {ms(min(later))} ({ms(statistics.median(later))})"
            f" | {ms(opt_min)} ({ms(opt_median)})"
            f" | {ms(cpu_min)} ({ms(cpu_median)}) | {ms(wall)}"
            f" | {min(first) / cpu_min:.1f}x"
            f" | {statistics.median(first) / cpu_median:.1f}x |"
        )


if __name__ == "__main__":
    main()
