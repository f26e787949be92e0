"""Deep nesting: time and peak memory of `odsgen-opt` against nesting depth.

    python benchmarks/bench_nesting.py [--depths 1000,10000,100000] [--kinds ...]

For each kind of nesting (regions, blocks, builtin types, LLVM types,
array and dictionary attributes) and each depth, one `odsgen-opt` process
parses, verifies and prints the text, then reads its own output again. The
table shows the wall time of the first run, the process's peak resident
memory (VmHWM), the growth of both per 10x depth (linear growth is about 10x), and
whether the output read back the same. Not a test: run it by hand.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent

WORKER = r"""
import json, sys, time
from odsgen.tools.opt import run
from odsgen.tools.deep import run_with_big_stack
args = ["--allow-unregistered-dialect", "--load-dialect", sys.argv[2], sys.argv[1],
        "-o", sys.argv[3]]
t0 = time.perf_counter()
status = run_with_big_stack(lambda: run(args))
t1 = time.perf_counter()
peak = [l for l in open("/proc/self/status") if l.startswith("VmHWM")][0]
print(json.dumps({"status": status, "seconds": t1 - t0, "kib": int(peak.split()[1])}))
"""


def regions(depth: int) -> str:
    return (
        '"xx.op"() ({\n' * depth
        + '"xx.leaf"() : () -> ()\n'
        + "}) : () -> ()\n" * depth
    )


def blocks(depth: int) -> str:
    """Each region holds a block with an argument and a use of the one above."""
    opening = "".join(
        f'"xx.op"() ({{\n^bb0(%a{i}: i32):\n"xx.use"(%a{max(i - 1, 0)}) : (i32) -> ()\n'
        for i in range(depth)
    )
    return opening + '"xx.leaf"() : () -> ()\n' + "}) : () -> ()\n" * depth


def builtin_types(depth: int) -> str:
    return '"xx.op"() {t = ' + "tuple<" * depth + "i32" + ">" * depth + "} : () -> ()\n"


def llvm_types(depth: int) -> str:
    nested = "!llvm.ptr<" * depth + "i8" + ">" * depth
    return f"llvm.func @f({nested})\n"


def arrays(depth: int) -> str:
    return '"xx.op"() {a = ' + "[" * depth + "1" + "]" * depth + "} : () -> ()\n"


def dictionaries(depth: int) -> str:
    return '"xx.op"() {a = ' + "{a = " * depth + "1" + "}" * depth + "} : () -> ()\n"


KINDS: dict[str, Callable[[int], str]] = {
    "regions": regions,
    "blocks": blocks,
    "builtin-types": builtin_types,
    "llvm-types": llvm_types,
    "arrays": arrays,
    "dictionaries": dictionaries,
}


def measure(text: str, work: Path) -> dict:
    """Run the worker on `text`, then on its output; the first run's figures."""
    source, output, again = work / "in.mlir", work / "out.mlir", work / "again.mlir"
    source.write_text(text)
    llvm = str(ROOT / "generated" / "llvm")
    first = _run(source, llvm, output)
    if first["status"] == 0:
        second = _run(output, llvm, again)
        first["stable"] = (
            second["status"] == 0 and again.read_text() == output.read_text()
        )
    else:
        first["stable"] = False
    return first


def _run(source: Path, llvm: str, output: Path) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", WORKER, str(source), llvm, str(output)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    if done.returncode != 0 or not done.stdout.strip():
        return {
            "status": "crash",
            "seconds": 0.0,
            "kib": 0,
            "error": done.stderr[-300:],
        }
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depths", default="1000,10000,100000")
    parser.add_argument("--kinds", default=",".join(KINDS))
    args = parser.parse_args()
    depths = [int(d) for d in args.depths.split(",")]
    print(
        f"{'kind':14} {'depth':>7} {'status':>6} {'seconds':>8} {'x':>5} {'MiB':>7} {'x':>5} stable"
    )
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        for kind in args.kinds.split(","):
            previous = None
            for depth in depths:
                result = measure(KINDS[kind](depth), work)
                mib = result["kib"] / 1024
                time_ratio = mem_ratio = ""
                if previous and result["status"] == 0 and previous["status"] == 0:
                    time_ratio = (
                        f"{result['seconds'] / max(previous['seconds'], 1e-9):.1f}"
                    )
                    mem_ratio = f"{result['kib'] / max(previous['kib'], 1):.1f}"
                print(
                    f"{kind:14} {depth:>7} {result['status']!s:>6} {result['seconds']:>8.2f}"
                    f" {time_ratio:>5} {mib:>7.1f} {mem_ratio:>5} {result['stable']}",
                    flush=True,
                )
                if "error" in result:
                    print("    " + result["error"].strip().splitlines()[-1])
                previous = result


if __name__ == "__main__":
    main()
