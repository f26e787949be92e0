"""What the whole-process benchmarks share: running a tool as its own process,
its wall and CPU time and peak memory, the phases of its `--mlir-timing`
report, the comparison of odsgen-opt with mlir-opt-16 on one input, and the
synthetic LLVM dialect inputs of ../shared/bench/synth.py.

odsgen-opt runs warm, as installed: with bytecode caching on (this machine's
PYTHONDONTWRITEBYTECODE is dropped for it) and after one untimed run on a
tiny input, so that no module is compiled inside the timing.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SYNTH = ROOT.parent / "shared" / "bench" / "synth.py"
# The environment of odsgen-opt: bytecode caching on (see the docstring).
WARM_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
ODSGEN_OPT = [sys.executable, "-m", "odsgen.tools.opt"]
MLIR_OPT = ["mlir-opt-16"]
# A module of the llvm dialect: odsgen-opt's warm-up and start-up memory.
TINY = "module {\n  llvm.func @f() {\n    llvm.return\n  }\n}\n"
_PHASE = re.compile(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(Parser|Output)$", re.M)


@dataclass
class Run:
    """One process: wall and CPU seconds, peak resident KiB, exit status,
    stderr."""

    seconds: float
    cpu: float
    peak_kib: int
    status: int
    stderr: str
    phases: dict[str, float] = field(default_factory=dict)


def run(command: list[str], env: dict[str, str] | None = None) -> Run:
    """Run `command` to completion; its own peak memory comes from `wait4`."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as err:
        process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=err, env=env or WARM_ENV
        )
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    phases = {name: float(value) for value, name in _PHASE.findall(stderr)}
    cpu = usage.ru_utime + usage.ru_stime
    return Run(seconds, cpu, usage.ru_maxrss, process.returncode, stderr, phases)


def worker_json(worker: str, args: list[str], pythonpath: str | None) -> dict:
    """The JSON object a Python `worker` script prints when run with `args`
    in a fresh process on the odsgen checkout in `pythonpath` (None: this
    checkout; '': whichever odsgen Python imports without PYTHONPATH)."""
    if pythonpath is None:
        pythonpath = str(ROOT)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    cwd = pythonpath or "/"  # no checkout in the current directory shadows it
    result = subprocess.run(
        [sys.executable, "-c", worker, *args],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=cwd,
    )
    return json.loads(result.stdout)


def worker_cpu(worker: str, args: list[str], pythonpath: str | None) -> float:
    """The "cpu" figure of `worker_json`."""
    return float(worker_json(worker, args, pythonpath)["cpu"])


@dataclass
class Timing:
    """One process that succeeded: wall and CPU (user + system) seconds, and
    its standard output."""

    seconds: float
    cpu: float
    stdout: str = ""


def timed(
    command: list[str], env: dict[str, str] | None = None, output: Path | None = None
) -> Timing:
    """Run `command`, which must succeed; its standard output is kept, or
    written to `output` where one is named."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    if output is None:
        result = subprocess.run(
            command, capture_output=True, text=True, check=True, env=env
        )
        stdout = result.stdout
    else:
        with open(output, "wb") as handle:
            subprocess.run(command, stdout=handle, check=True, env=env)
        stdout = ""
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Timing(seconds, cpu, stdout)


def medians(timings: list[Timing]) -> tuple[float, float]:
    """Median wall and CPU seconds of `timings`."""
    return (
        statistics.median(t.seconds for t in timings),
        statistics.median(t.cpu for t in timings),
    )


def synth(n: int, form: str) -> str:
    """`synth.py N --form FORM`: about 12 N + 1 ops of the LLVM dialect."""
    return subprocess.run(
        [sys.executable, str(SYNTH), str(n), "--form", form],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def synth_arguments(description: str) -> argparse.Namespace:
    """The command line of a benchmark on synth.py's input that runs xDSL
    too: `[N] [--runs R] [--skip-xdsl]`."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("n", nargs="?", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip-xdsl", action="store_true")
    return parser.parse_args()


_PASS_WORKER = r"""
import json, sys, time
from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.ir.context import Context
from odsgen.tools.deep import gc_paused
from odsgen.tools.opt import load_dialects
{imports}
context = Context()
load_dialects(context, sys.argv[2:-1])
with gc_paused(), context:
    module = parse_source(open(sys.argv[1]).read(), context, sys.argv[1])
    t0 = time.{clock}()
    {call}
    t1 = time.{clock}()
    out = print_module(module, PrintOptions()) + "\n"
open(sys.argv[-1], "w").write(out)
print(json.dumps({{"seconds": t1 - t0}}))
"""


def pass_worker(imports: str, call: str, clock: str = "perf_counter") -> str:
    """An odsgen worker script that times one pass. Run as `python -c WORKER
    INPUT DIALECT... OUTPUT`: it loads the dialect packages, parses INPUT,
    runs `call` (a statement on `module` and `context`; `imports` brings what
    it names) timed by `time.<clock>`, writes the module to OUTPUT and
    prints `{"seconds": ...}`."""
    return _PASS_WORKER.format(imports=imports, call=call, clock=clock)


# The start of an xDSL worker script: every dialect registered, the input
# (argv[1]) read and parsed between `t0` and `t1`, the peak memory before it
# in `before`.
XDSL_PARSE = r"""
import io, json, resource, sys, time
from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.parser import Parser
from xdsl.printer import Printer
context = Context(allow_unregistered=True)
for name, factory in get_all_dialects().items():
    context.register_dialect(name, factory)
text = open(sys.argv[1]).read()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t0 = time.perf_counter()
module = Parser(context, text).parse_module()
t1 = time.perf_counter()
"""


@dataclass
class Comparison:
    """Medians of several runs of odsgen-opt and mlir-opt-16 on one input."""

    ours: list[Run]
    theirs: list[Run]
    identical: bool
    baseline_kib: int

    @staticmethod
    def _median(runs: list[Run], key: str | None = None) -> float:
        if key is None:
            return statistics.median(r.seconds for r in runs)
        return statistics.median(r.phases.get(key, 0.0) for r in runs)

    def seconds(self) -> tuple[float, float]:
        return self._median(self.ours), self._median(self.theirs)

    def cpu(self) -> tuple[float, float]:
        """Median CPU seconds (user and system): steadier than wall time on
        a loaded machine."""
        return (
            statistics.median(r.cpu for r in self.ours),
            statistics.median(r.cpu for r in self.theirs),
        )

    def phase(self, name: str) -> tuple[float, float]:
        """Median seconds of a `--mlir-timing` phase ("Parser": parse and
        verify; "Output": print) for odsgen-opt and mlir-opt-16."""
        return self._median(self.ours, name), self._median(self.theirs, name)

    def peak_mib(self) -> tuple[float, float]:
        return (
            statistics.median(r.peak_kib for r in self.ours) / 1024,
            statistics.median(r.peak_kib for r in self.theirs) / 1024,
        )

    def kib_per_op(self, ops: int) -> float:
        """odsgen-opt's peak memory above the interpreter's, per op."""
        peak = statistics.median(r.peak_kib for r in self.ours)
        return (peak - self.baseline_kib) / ops


# The interpreter's own peak resident KiB, printed by itself: `wait4` would
# report at least the benchmark's size instead (a child's peak starts from
# its parent's, across fork and exec).
_OWN_PEAK = (
    "import sys\n"
    "for line in open('/proc/self/status'):\n"
    "    if line.startswith('VmHWM:'):\n"
    "        sys.stdout.write(line.split()[1])\n"
)


def interpreter_kib() -> int:
    """The peak memory of the interpreter odsgen-opt runs on, doing nothing:
    the baseline that KiB per op are counted above."""
    result = subprocess.run(
        [sys.executable, "-c", _OWN_PEAK],
        capture_output=True,
        text=True,
        check=True,
        env=WARM_ENV,
    )
    return int(result.stdout)


def baseline_kib(work: Path) -> tuple[int, int]:
    """The interpreter's peak memory (`interpreter_kib`), and odsgen-opt's on
    a tiny llvm module (also its warm-up run)."""
    tiny = work / "tiny.mlir"
    tiny.write_text(TINY)
    result = run(ODSGEN_OPT + [str(tiny), "-o", os.devnull])
    if result.status != 0:
        raise SystemExit(f"odsgen-opt failed on a tiny module:\n{result.stderr}")
    return interpreter_kib(), result.peak_kib


def baseline_line(baselines: tuple[int, int]) -> str:
    """The line that states both baselines of `baseline_kib`."""
    interpreter, tiny = baselines
    return (
        f"Baseline (the interpreter alone): {interpreter / 1024:.1f} MiB;"
        f" odsgen-opt on a tiny llvm module: {tiny / 1024:.1f} MiB\n"
    )


def compare(
    source: Path, flags: list[str], runs: int, work: Path, baseline: int
) -> Comparison:
    """odsgen-opt and mlir-opt-16 on `source` with `flags`, alternately, `runs`
    times each; outputs compared byte for byte."""
    ours_out = work / "odsgen.out.mlir"
    theirs_out = work / "mlir-opt-16.out.mlir"
    ours, theirs = [], []
    for _ in range(runs):
        for command, output, results in (
            (ODSGEN_OPT, ours_out, ours),
            (MLIR_OPT, theirs_out, theirs),
        ):
            result = run(
                command + flags + ["--mlir-timing", str(source), "-o", str(output)]
            )
            if result.status != 0:
                raise SystemExit(f"{command[-1]} failed on {source}:\n{result.stderr}")
            results.append(result)
    identical = same_file(ours_out, theirs_out)
    ours_out.unlink()
    theirs_out.unlink()
    return Comparison(ours, theirs, identical, baseline)


def same_file(a: Path, b: Path) -> bool:
    with open(a, "rb") as left, open(b, "rb") as right:
        while True:
            x, y = left.read(1 << 20), right.read(1 << 20)
            if x != y:
                return False
            if not x:
                return True


TABLE_HEAD = (
    "| input | ops | odsgen-opt s | mlir-opt-16 s | ratio | CPU ratio"
    " | parse+verify ratio | print ratio | peak MiB (odsgen / mlir)"
    " | KiB/op above the interpreter | identical |\n"
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
)


def table_row(name: str, ops: int, comparison: Comparison) -> str:
    """One row of `TABLE_HEAD`."""
    ours, theirs = comparison.seconds()
    cpu_ours, cpu_theirs = comparison.cpu()
    parse_ours, parse_theirs = comparison.phase("Parser")
    print_ours, print_theirs = comparison.phase("Output")
    peak_ours, peak_theirs = comparison.peak_mib()
    return (
        f"| {name} | {ops:,} | {ours:.2f} | {theirs:.2f} | {ours / theirs:.1f}x"
        f" | {_ratio(cpu_ours, cpu_theirs)} | {_ratio(parse_ours, parse_theirs)} | {_ratio(print_ours, print_theirs)}"
        f" | {peak_ours:.0f} / {peak_theirs:.0f} | {comparison.kib_per_op(ops):.2f}"
        f" | {comparison.identical} |"
    )


def _ratio(ours: float, theirs: float) -> str:
    return f"{ours / theirs:.1f}x" if theirs > 0 else "-"
