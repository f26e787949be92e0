"""Where the COMPILED build's LLVM IR import spends its time, by perf samples.

    python benchmarks/bench_import_compiled.py FILE.ll [--typed]
                                               [--frequency HZ] [--top N]

cProfile sees only Python frames: in the compiled build the extension
modules' functions are invisible to it, and their time lands on whichever
Python frame called them. This script samples one whole
`odsgen-translate --import-llvm FILE` process of this checkout (with its
extensions, if built: `python setup.py build_ext --inplace`) with
`perf record --call-graph dwarf` and charges each sample to the innermost
function of a compiled module on its stack (the C-API work done on its behalf
included), or to "interpreted Python" when an interpreter frame is inside
that (a pure module's code: generated op printers, hooks), or to "outside"
(start-up, the kernel, no compiled caller). It prints those shares per phase
(parse, import, verify, print: the compiled entry point on the stack) and the
N costliest functions of each. Needs Linux perf; skipped without it.

Measured with it on zstd -O1 (opaque): parse 29-31%, import 26-27%, verify
10-11%, print 24-29%, start-up and the rest 6-7%. The importer's pure modules
(model, intrinsics, md_warnings, types, debug_version) hold 2-3% between
them; compiling them too gained nothing measurable (per-phase CPU within
2%), so they stay pure. The printer's interpreted share (9-11%: the
generated op classes' custom printers) is the largest pure-Python part;
compiling the generated LLVM op modules made import 13% and verify 32%
slower (print unchanged).

On zstd -O0 (21 MB; 554,000 body lines, 423,000 ops appended by the
importer): parse 37%, import 26%, verify 8%, print 24%, the rest 4%.
`LLParser._text_body` alone is 17%: most of it is the two regular-expression
matches of each line (the opcode, then the line's form), which are a tenth
of the instructions a run executes past start-up (callgrind on libbf.c at
-O0). `Operation.append_new` is 9%; an interpreted copy of it (CPython
specializes slot stores, compiled code does not) executed 1.4% more
instructions, so it stays compiled.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from odsgen._accel import COMPILED, extension_path, source_path  # noqa: E402

# The compiled entry point of each phase (module, function) on the stack.
PHASES = {
    ("odsgen.target.llvm_import.parser", "parse_module"): "parse",
    ("odsgen.target.llvm_import.importer", "ModuleImporter.run"): "import",
    ("odsgen.ir.verifier", "verify"): "verify",
    ("odsgen.ir.printer", "print_module"): "print",
}
INTERPRETED, OUTSIDE = "interpreted Python", "outside"
_SYMBOL = re.compile(r"__pyx_p[fw]_(\w+?)(?:\.(?:constprop|isra|part)[.\w]*)?\+0x")
_CLASS_MEMBER = re.compile(r"(\d+)(\w+?)_\d+(\w+)$")
_FUNCTION = re.compile(r"\d+(\w+)$")


def _mangled(module: str) -> str:
    """Cython's prefix of the C names of `module`'s functions."""
    return "".join(f"{len(part)}{part}_" for part in module.split("."))


PREFIXES = sorted(((_mangled(m), m) for m in COMPILED), key=lambda p: -len(p[0]))


def decode(symbol: str) -> tuple[str, str] | None:
    """(module, qualified function) of a Cython function's C name."""
    for prefix, module in PREFIXES:
        if symbol.startswith(prefix):
            rest = symbol[len(prefix) :]
            member = _CLASS_MEMBER.match(rest)
            if member and len(member[2]) == int(member[1]):
                return module, f"{member[2]}.{member[3]}"
            function = _FUNCTION.match(rest)
            return (module, function[1]) if function else None
    return None


def _built(module: str) -> bool:
    """Whether `module`'s extension is built beside its source here."""
    source = ROOT / source_path(module)
    return extension_path(str(source.parent), source.stem) is not None


def samples(script: str) -> Iterator[tuple[str, str]]:
    """(phase, charged function) of each sample of `perf script` output."""
    for record in script.split("\n\n"):
        lines = record.strip().splitlines()
        if not lines or not lines[0].startswith("python"):
            continue
        charged, interpreted, phase = None, False, OUTSIDE
        for line in lines[1:]:
            if "_PyEval_EvalFrameDefault" in line and charged is None:
                interpreted = True
            found = _SYMBOL.search(line)
            function = found and decode(found[1])
            if not function:
                continue
            if charged is None:
                charged = INTERPRETED if interpreted else ".".join(function)
            phase = PHASES.get(function, phase)
        yield phase, charged or OUTSIDE


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input")
    parser.add_argument("--frequency", type=int, default=1000)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument(
        "--typed", action="store_true", help="typed pointers (--opaque-pointers=0)"
    )
    args = parser.parse_args()
    if shutil.which("perf") is None:
        print("skipped: Linux perf is not installed")
        return 0
    if not any(_built(name) for name in COMPILED):
        print("skipped: no compiled module is built in this checkout")
        return 0
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as work:
        data = os.path.join(work, "perf.data")
        command = [sys.executable, "-m", "odsgen.tools.translate", "--import-llvm"]
        subprocess.run(
            ["perf", "record", "-q", "-F", str(args.frequency)]
            + ["--call-graph", "dwarf,32768", "-o", data]
            + command
            + (["--opaque-pointers=0"] if args.typed else [])
            + [args.input, "-o", os.devnull],
            env=env,
            cwd=ROOT,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        script = subprocess.run(
            ["perf", "script", "-i", data],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    counted = list(samples(script))
    total = len(counted) or 1
    phases = collections.Counter(phase for phase, _ in counted)
    print(f"{len(counted)} samples of {args.input}")
    for phase in (*PHASES.values(), OUTSIDE):
        share = collections.Counter(f for p, f in counted if p == phase)
        print(f"\n{phase}: {100 * phases[phase] / total:.1f}%")
        for function, count in share.most_common(args.top):
            print(f"  {100 * count / total:5.1f}%  {function}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
