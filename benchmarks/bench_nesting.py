"""Deep nesting: time and peak memory of `odsgen-opt` against nesting depth.

    python benchmarks/bench_nesting.py [--depths 1000,10000,100000] [--kinds a,b]
                                       [--repeat N] [--llvm]

For each kind of nesting (regions, blocks, regions using a value of the
outermost one, builtin types, LLVM types, array and dictionary attributes)
and each depth, a fresh process parses,
verifies and prints the text (in the large stack `odsgen-opt` runs in), then
reads its output back. The table shows the times (the process's CPU time,
which other processes' load on the machine changes less than wall time;
the median of `--repeat` runs), the process's peak resident memory
(VmHWM), and their growth per 10x depth (linear: about 10x). Nested
regions are not printed past 10,000 levels: each printed level
is indented two more spaces, so the output (as mlir-opt's) is quadratic in
the depth. Not a test: run it by hand; tests/test_scaling.py counts the
work instead.

With `--llvm`, it compares LLVM types nested `depth` deep with MLIR 16
instead, whole processes side by side (CPU seconds, the median of
`--repeat` runs): LLVM IR (arrays, literal and identified structs, typed
pointers and pointers to functions) imported by `odsgen-translate
--import-llvm` and `mlir-translate-16 --import-llvm`, then what MLIR 16
printed read and printed again by `odsgen-opt` and `mlir-opt-16`; each
output must be MLIR 16's, byte for byte; the start-up of both tools on a
tiny module, which each time includes, comes first. Its depths default to
250,500,1000: an aggregate's zero initializer is an op per level, each
spelling its level's type, so the text printed is quadratic in the depth
(as MLIR 16's).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable

from measure import TINY, WARM_ENV, timed

ROOT = Path(__file__).resolve().parent.parent

WORKER = r"""
import json, sys, time
from odsgen.asm import parse_source, print_module
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from odsgen.tools.deep import deep_recursion, run_with_big_stack
from odsgen.tools.opt import load_dialects
text = open(sys.argv[1]).read()
def work():
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, sys.argv[2].split(","))
    t0 = time.process_time()
    module = parse_source(text, context, sys.argv[1])
    t1 = time.process_time()
    with context, deep_recursion():
        verify(module, context)
    t2 = time.process_time()
    out = print_module(module) if sys.argv[3] == "print" else ""
    t3 = time.process_time()
    again = ""
    if out:
        again = print_module(parse_source(out, context, "again"))
    return {"parse": t1 - t0, "verify": t2 - t1, "print": t3 - t2,
            "bytes": len(out), "stable": out == again}
result = run_with_big_stack(work)
peak = [l for l in open("/proc/self/status") if l.startswith("VmHWM")][0]
result["kib"] = int(peak.split()[1])
print(json.dumps(result))
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


def outer_uses(depth: int) -> str:
    """Nested regions of a function, each using the function's argument."""
    opening = '"xx.op"() ({\n"xx.use"(%a) : (i32) -> ()\n' * depth
    return (
        "func.func @f(%a: i32) {\n"
        + opening
        + '"xx.leaf"() : () -> ()\n'
        + "}) : () -> ()\n" * depth
        + "return\n}\n"
    )


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
    "outer-uses": outer_uses,
    "builtin-types": builtin_types,
    "llvm-types": llvm_types,
    "arrays": arrays,
    "dictionaries": dictionaries,
}


# Kinds whose printed text is indented a level deeper each level.
_INDENTED = ("regions", "blocks", "outer-uses")


def measure(text: str, work: Path, printing: bool, repeat: int) -> dict:
    """The median of `repeat` runs of the worker on `text`."""
    runs = [_run(text, work, printing) for _ in range(repeat)]
    failed = [run for run in runs if "error" in run]
    if failed:
        return failed[0]
    return {
        key: (
            statistics.median(run[key] for run in runs)
            if isinstance(runs[0][key], float)
            else runs[-1][key]
        )
        for key in runs[0]
    }


def _run(text: str, work: Path, printing: bool) -> dict:
    """Run the worker on `text` in a fresh process."""
    source = work / "in.mlir"
    source.write_text(text)
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            WORKER,
            str(source),
            f"{ROOT / 'generated' / 'llvm'},{ROOT / 'generated' / 'func'}",
            "print" if printing else "no-print",
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    if done.returncode != 0 or not done.stdout.strip():
        return {"error": (done.stderr.strip().splitlines() or ["crash"])[-1]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def _ratio(now: dict, before: dict | None, key: str) -> str:
    if not before or "error" in before or "error" in now:
        return ""
    return f"{now[key] / max(before[key], 1e-9):.1f}"


# -- LLVM types nested in LLVM IR, against MLIR 16 --------------------------------------


def ll_array(depth: int) -> str:
    return f"@g = global {'[1 x ' * depth}i8{']' * depth} zeroinitializer\n"


def ll_struct(depth: int) -> str:
    return f"@g = global {'{ ' * depth}i8{' }' * depth} zeroinitializer\n"


def ll_identified(depth: int) -> str:
    """Each struct holds the one before it: MLIR spells each in full."""
    types = "".join(
        f"%s{i} = type {{ %s{i - 1}, i8 }}\n" if i else "%s0 = type { i8 }\n"
        for i in range(depth)
    )
    return types + f"@g = global %s{depth - 1} zeroinitializer\n"


def ll_typed_pointer(depth: int) -> str:
    return f"@g = global i8{'*' * depth} null\n"


def ll_typed_function(depth: int) -> str:
    """A pointer to a function taking a pointer to a function, and so on."""
    return f"@g = global {'void (' * depth}i8{')*' * depth} null\n"


# Shapes of LLVM IR: the text at a depth, and whether its pointers are opaque.
LLVM_SHAPES: dict[str, tuple[Callable[[int], str], bool]] = {
    "array": (ll_array, True),
    "struct": (ll_struct, True),
    "identified": (ll_identified, True),
    "typed-ptr": (ll_typed_pointer, False),
    "typed-func": (ll_typed_function, False),
}
_ODSGEN = {
    "translate": [sys.executable, "-m", "odsgen.tools.translate"],
    "opt": [sys.executable, "-m", "odsgen.tools.opt"],
}
_MLIR = {"translate": ["mlir-translate-16"], "opt": ["mlir-opt-16"]}


def _side_by_side(
    tool: str, args: list[str], work: Path, repeat: int
) -> tuple[float, float, bytes]:
    """Median CPU seconds of odsgen's and MLIR 16's `tool` on `args`, and
    MLIR's output; stops the benchmark where odsgen's output differs."""
    env = {**WARM_ENV, "PYTHONPATH": str(ROOT)}
    ours, theirs = work / "ours.mlir", work / "theirs.mlir"
    odsgen = [
        timed([*_ODSGEN[tool], *args, "-o", str(ours)], env) for _ in range(repeat)
    ]
    mlir = [timed([*_MLIR[tool], *args, "-o", str(theirs)]) for _ in range(repeat)]
    expected = theirs.read_bytes()
    if ours.read_bytes() != expected:
        raise SystemExit(f"{tool} {' '.join(args)}: odsgen's output differs")
    return (
        statistics.median(t.cpu for t in odsgen),
        statistics.median(t.cpu for t in mlir),
        expected,
    )


def compare_llvm(shapes: list[str], depths: list[int], repeat: int) -> None:
    """The `--llvm` table (see the module's docstring)."""
    missing = [t for t in ("mlir-translate-16", "mlir-opt-16") if not shutil.which(t)]
    if missing:
        print(f"skipped: {', '.join(missing)} not found")
        return
    with tempfile.TemporaryDirectory() as scratch:
        tiny = Path(scratch) / "tiny.mlir"
        tiny.write_text(TINY)
        env = {**WARM_ENV, "PYTHONPATH": str(ROOT)}
        ours = [timed([*_ODSGEN["opt"], str(tiny)], env) for _ in range(repeat)]
        theirs = [timed([*_MLIR["opt"], str(tiny)]) for _ in range(repeat)]
    # Start-up is part of each time below (issue 16 counts it apart).
    print(
        f"start-up (a tiny module): odsgen-opt"
        f" {statistics.median(t.cpu for t in ours):.2f} s,"
        f" mlir-opt-16 {statistics.median(t.cpu for t in theirs):.2f} s"
    )
    print(
        f"{'shape':11} {'depth':>6} {'printed':>10}"
        f" {'import s':>9} {'MLIR s':>7} {'ratio':>6}"
        f" {'opt s':>7} {'MLIR s':>7} {'ratio':>6}"
    )
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        for shape in shapes:
            make, opaque = LLVM_SHAPES[shape]
            for depth in depths:
                source = work / "in.ll"
                source.write_text(make(depth))
                flags = [] if opaque else ["--opaque-pointers=0"]
                imported = _side_by_side(
                    "translate", ["--import-llvm", *flags, str(source)], work, repeat
                )
                printed = work / "printed.mlir"
                printed.write_bytes(imported[2])
                reprinted = _side_by_side("opt", [str(printed)], work, repeat)
                print(
                    f"{shape:11} {depth:>6} {len(imported[2]):>10}"
                    f" {imported[0]:>9.2f} {imported[1]:>7.2f}"
                    f" {imported[0] / max(imported[1], 0.01):>6.1f}"
                    f" {reprinted[0]:>7.2f} {reprinted[1]:>7.2f}"
                    f" {reprinted[0] / max(reprinted[1], 0.01):>6.1f}",
                    flush=True,
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depths", default=None)
    parser.add_argument("--kinds", default=None)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--llvm", action="store_true")
    args = parser.parse_args()
    if args.llvm:
        compare_llvm(
            (args.kinds or ",".join(LLVM_SHAPES)).split(","),
            [int(d) for d in (args.depths or "250,500,1000").split(",")],
            args.repeat,
        )
        return
    args.kinds = args.kinds or ",".join(KINDS)
    depths = [int(d) for d in (args.depths or "1000,10000,100000").split(",")]
    print(
        f"{'kind':14} {'depth':>7} {'parse+verify s':>14} {'x':>5}"
        f" {'print s':>8} {'x':>5} {'peak MiB':>9} {'x':>5}  printed"
    )
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        for kind in args.kinds.split(","):
            previous = None
            for depth in depths:
                # Printed regions are indented a level deeper each: quadratic.
                printing = kind not in _INDENTED or depth <= 10_000
                result = measure(KINDS[kind](depth), work, printing, args.repeat)
                if "error" in result:
                    print(f"{kind:14} {depth:>7} {result['error']}", flush=True)
                    previous = result
                    continue
                result["front"] = result["parse"] + result["verify"]
                printed = (
                    f"{result['bytes']} bytes, reads back the same: {result['stable']}"
                    if printing
                    else "not printed (quadratic output)"
                )
                print(
                    f"{kind:14} {depth:>7} {result['front']:>14.2f}"
                    f" {_ratio(result, previous, 'front'):>5}"
                    f" {result['print']:>8.2f} {_ratio(result, previous, 'print'):>5}"
                    f" {result['kib'] / 1024:>9.1f} {_ratio(result, previous, 'kib'):>5}"
                    f"  {printed}",
                    flush=True,
                )
                previous = result


if __name__ == "__main__":
    main()
