"""Real C programs as LLVM dialect IR: odsgen-opt against mlir-opt-16 (and
xDSL 0.74 where it can read the input).

    python benchmarks/bench_real_programs.py [--inputs A,B] [--runs R] [--work DIR]

Inputs (`--inputs`, default `zstd-opaque,libbf-opaque,libbf-typed`; `all`
adds `zstd-typed`, 230 MB of text):

- zstd (the single-file `zstd.c` inside the `zstandard` sdist), about 450,000
  ops in either pointer form;
- libbf (QuickJS's big-number library, from the `quickjs` sdist), about
  25,000 ops.

Each is fetched once into --work (`pip download --no-deps --no-binary
:all:`), compiled with clang-16 (-O0 -fno-pic -fno-pie; `-Xclang
-no-opaque-pointers` for typed pointers) and imported with
`mlir-translate-16 --import-llvm --mlir-print-op-generic` (the custom form of
indirect calls does not read back in MLIR 16). What MLIR 16 cannot import is
taken out first, as `shared/bench/real-programs.md` describes: zstd's inline
assembly (its cpuid probe and branch hints) is compiled out, TBAA and
alias-scope metadata are dropped, and each intrinsic the importer rejects
(`llvm.fshl`, `llvm.bswap`, an SSE2 one) becomes a call to an internal
function of the same type that returns `undef` (the benchmark reads and
prints programs; it does not run them).

Then odsgen-opt and mlir-opt-16 each read the generic file, verify it and
print it in the custom form, alternately, R times (default 1); the outputs
must be identical. Whole processes (wall time, and CPU time, steadier on a
loaded machine); the phases are those of `--mlir-timing`
("Parser" is parse and verify, "Output" is print); peak memory is each
process's maximum resident size, odsgen's also per op above the
interpreter's own peak (`python -c` doing nothing).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tarfile
from pathlib import Path

from measure import (
    TABLE_HEAD,
    WARM_ENV,
    baseline_kib,
    baseline_line,
    compare,
    table_row,
)

CFLAGS = ["-O0", "-fno-pic", "-fno-pie", "-S", "-emit-llvm"]
DEFAULT_INPUTS = "zstd-opaque,libbf-opaque,libbf-typed"
ALL_INPUTS = DEFAULT_INPUTS + ",zstd-typed"
# What inline assembly becomes in the copy of zstd.c that is compiled.
_NO_ASM = "ZSTD_BENCH_NO_ASM"
_METADATA = re.compile(r", !(?:tbaa|tbaa\.struct|noalias|alias\.scope) ![0-9]+")
_SCOPE_DECL = re.compile(
    r"^\s*(?:tail )?call void @llvm\.experimental\.noalias\.scope\.decl\(.*\n", re.M
)
_REJECTED_INTRINSIC = re.compile(r"unhandled intrinsic:.*?@(llvm\.[\w.]+)\(")
_PARAMETER_ATTRIBUTES = {"noundef", "immarg", "nocapture", "readonly", "writeonly"}


def fetch(package: str, pattern: str, work: Path) -> Path:
    """The first file matching `pattern` in `package`'s sdist, unpacked once."""
    found = sorted(work.glob(pattern))
    if found:
        return found[0]
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:"]
        + [package, "-d", str(work)],
        check=True,
        capture_output=True,
    )
    archive = next(work.glob(f"{package}-*.tar.gz"))
    with tarfile.open(archive) as tar:
        tar.extractall(work, filter="data")
    return sorted(work.glob(pattern))[0]


def c_source(program: str, work: Path) -> Path:
    """The C file of `program`, as it is compiled."""
    if program == "libbf":
        return fetch("quickjs", "quickjs-*/upstream-quickjs/libbf.c", work)
    original = fetch("zstandard", "zstandard-*/zstd/zstd.c", work)
    patched = original.with_name("zstd_bench.c")
    if not patched.exists():
        text = original.read_text()
        patched.write_text(
            f"#define {_NO_ASM}(...) ((void)0)\n" + text.replace("__asm__", _NO_ASM)
        )
    return patched


def import_program(program: str, typed: bool, work: Path) -> Path:
    """The generic-form LLVM dialect module of `program`, built once."""
    form = "typed" if typed else "opaque"
    output = work / f"{program}.{form}.mlir"
    if output.exists():
        return output
    source = c_source(program, work)
    ll = work / f"{program}.{form}.ll"
    pointers = ["-Xclang", "-no-opaque-pointers"] if typed else []
    flags = ['-DCONFIG_VERSION="bench"'] if program == "libbf" else []
    subprocess.run(
        ["clang-16", *CFLAGS, *pointers, *flags, str(source), "-o", str(ll)],
        check=True,
        capture_output=True,
    )
    text = _SCOPE_DECL.sub("", _METADATA.sub("", ll.read_text()))
    translate = ["mlir-translate-16", "--import-llvm", "--mlir-print-op-generic"]
    if typed:
        translate.append("--opaque-pointers=0")
    while True:
        ll.write_text(text)
        result = subprocess.run(
            translate + [str(ll), "-o", str(output)], capture_output=True, text=True
        )
        if result.returncode == 0:
            return output
        rejected = _REJECTED_INTRINSIC.search(result.stderr)
        if rejected is None:
            raise SystemExit(f"mlir-translate-16 cannot import {ll}:\n{result.stderr}")
        text = _stub_intrinsic(text, rejected.group(1))


def _stub_intrinsic(text: str, name: str) -> str:
    """`text` with intrinsic `name` replaced by an internal function of the
    same type that returns `undef`."""
    declaration = re.search(
        rf"^declare [^@]*?(\S+) @{re.escape(name)}\((.*)\).*$", text, re.M
    )
    if declaration is None:
        raise SystemExit(f"no declaration of {name}")
    result, parameters = declaration.group(1), _parameter_types(declaration.group(2))
    stub = "bench." + name.removeprefix("llvm.")
    text = text.replace(declaration.group(0), "").replace(f"@{name}(", f"@{stub}(")
    arguments = ", ".join(f"{t} %a{i}" for i, t in enumerate(parameters))
    body = "ret void" if result == "void" else f"ret {result} undef"
    return text + f"\ndefine internal {result} @{stub}({arguments}) {{\n  {body}\n}}\n"


def _parameter_types(parameters: str) -> list[str]:
    """The types of a declaration's parameter list (attributes dropped)."""
    types, depth, current = [], 0, ""
    for char in parameters + ",":
        if char == "," and depth == 0:
            words = [w for w in current.split() if w not in _PARAMETER_ATTRIBUTES]
            if words:
                types.append(" ".join(words))
            current = ""
            continue
        depth += char in "<([{"
        depth -= char in ">)]}"
        current += char
    return types


XDSL_WORKER = r"""
import sys
from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.parser import Parser
context = Context(allow_unregistered=False)
for name, factory in get_all_dialects().items():
    context.register_dialect(name, factory)
Parser(context, open(sys.argv[1]).read()).parse_module().verify()
"""


def xdsl_reads(source: Path) -> str:
    """ "yes", or why xDSL cannot read `source` (its first error line)."""
    try:
        result = subprocess.run(
            [sys.executable, "-c", XDSL_WORKER, str(source)],
            capture_output=True,
            text=True,
            env=WARM_ENV,
            timeout=1800,
        )
    except subprocess.TimeoutExpired:
        return "no answer in 30 minutes"
    if result.returncode == 0:
        return "yes"
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    return lines[-1].strip()[:160] if lines else f"exit status {result.returncode}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", default=DEFAULT_INPUTS)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--work", type=Path, default=Path("/tmp/bench-real"))
    parser.add_argument("--skip-xdsl", action="store_true")
    args = parser.parse_args()
    inputs = (ALL_INPUTS if args.inputs == "all" else args.inputs).split(",")
    args.work.mkdir(parents=True, exist_ok=True)
    baselines = baseline_kib(args.work)
    print(f"# Real programs, median of {args.runs} run(s)\n")
    print(baseline_line(baselines))
    print(TABLE_HEAD)
    xdsl = {}
    for name in inputs:
        program, _, form = name.partition("-")
        source = import_program(program, form == "typed", args.work)
        ops = _count_ops(source)
        comparison = compare(source, [], args.runs, args.work, baselines[0])
        size = source.stat().st_size / 1e6
        print(table_row(f"{name} ({size:.0f} MB)", ops, comparison), flush=True)
        if not args.skip_xdsl:
            xdsl[name] = xdsl_reads(source)
    if xdsl:
        print("\nCan xDSL 0.74 read the input?\n")
        print(json.dumps(xdsl, indent=2))


def _count_ops(source: Path) -> int:
    """The operations of a generic-form file (each names itself `"dialect.op"(`)."""
    with open(source) as text:
        return sum(line.count('"(') for line in text)


if __name__ == "__main__":
    main()
