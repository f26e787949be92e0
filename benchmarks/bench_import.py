"""LLVM IR import of real C programs: odsgen-translate against mlir-translate-16.

    python benchmarks/bench_import.py [--work DIR] [--memory-limit GB]

Fetches QuickJS's C sources (`pip download --no-deps --no-binary :all:
quickjs`, kept out of the repository in --work), compiles libbf.c and
quickjs.c with clang-16 (-O0 -fno-pic -fno-pie, opaque pointers; quickjs.c
with its computed-goto dispatch turned off, since MLIR 16 cannot import
`blockaddress`), then imports each with both tools, one run each: the whole
process time (start, read, parse, import, print) and its peak memory.
odsgen's output must equal mlir-translate-16's wherever that succeeds.

libbf.c is the largest file mlir-translate-16 imports; on quickjs.c it
runs out of memory (globals whose initializers refer to each other), so it
runs under an address-space limit (--memory-limit, default 4 GB) and the
table says where it stopped. quickjs.c is also imported typed at -O1 with
`--print-struct-aliases` (mlir-translate-16 cannot print it at all).

Times are whole processes (wall and CPU: user + system), odsgen with its
bytecode cached (PYTHONDONTWRITEBYTECODE unset, one untimed run first), as an
installed odsgen runs.

Struct aliases (seed 002): the QuickJS Python binding `module.c` (from the
same sdist, built against this Python's headers, typed pointers, -O1) is a
mid-size program that MLIR 16 prints in full, but at hundreds of times its
opaque size (every `PyObject*` spells out `PyTypeObject` and everything it
reaches). The benchmark prints the size of mlir-translate-16's full print
against odsgen's `--print-struct-aliases` print, checks that odsgen's full
print is identical, and that reading the alias print back and printing it
without the flag (odsgen-opt) gives exactly what mlir-opt-16 prints from the
full form.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CFLAGS = ["-O0", "-fno-pic", "-fno-pie", "-S", "-emit-llvm", '-DCONFIG_VERSION="bench"']
TYPED = ["-Xclang", "-no-opaque-pointers"]
TBAA = re.compile(r", !tbaa(\.struct)? ![0-9]+")
ODSGEN_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def fetch_sources(work: Path) -> Path:
    """QuickJS's upstream sources, downloaded once into `work`."""
    found = sorted(work.glob("quickjs-*/upstream-quickjs"))
    if found:
        return found[0]
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:"]
        + ["quickjs", "-d", str(work)],
        check=True,
        capture_output=True,
    )
    archive = next(work.glob("quickjs-*.tar.gz"))
    with tarfile.open(archive) as tar:
        tar.extractall(work, filter="data")
    return sorted(work.glob("quickjs-*/upstream-quickjs"))[0]


def compile_sources(sources: Path, work: Path) -> list[Path]:
    """The LLVM IR files to import (computed gotos off in quickjs.c)."""
    quickjs = (sources / "quickjs.c").read_text()
    patched = sources / "quickjs_switch.c"
    patched.write_text(
        quickjs.replace("#define DIRECT_DISPATCH  1", "#define DIRECT_DISPATCH  0")
    )
    outputs = []
    for source in (sources / "libbf.c", patched):
        output = work / (source.stem + ".ll")
        if not output.exists():
            subprocess.run(
                ["clang-16", *CFLAGS, str(source), "-o", str(output)],
                check=True,
                capture_output=True,
            )
        outputs.append(output)
    return outputs


def compile_typed(sources: Path, work: Path) -> tuple[Path, Path]:
    """quickjs.c (switch dispatch) and the binding's module.c: typed, -O1."""
    flags = [*CFLAGS, *TYPED, "-O1"]
    quickjs = work / "quickjs_switch.O1.typed.ll"
    if not quickjs.exists():
        subprocess.run(
            ["clang-16", *flags, str(sources / "quickjs_switch.c"), "-o", str(quickjs)],
            check=True,
            capture_output=True,
        )
    module = work / "module.O1.typed.ll"
    if not module.exists():
        include = sysconfig.get_paths()["include"]
        subprocess.run(
            ["clang-16", *flags, f"-I{include}", f"-I{sources}"]
            + [str(sources.parent / "module.c"), "-o", str(module)],
            check=True,
            capture_output=True,
        )
        # Without TBAA: mlir-opt-16 crashes reading 48 or more TBAA ops
        # (real-programs.md, problem 4), and it must read the full print.
        module.write_text(TBAA.sub("", module.read_text()))
    return quickjs, module


def run(
    command: list[str], output: Path, limit: int | None, env: dict | None = None
) -> tuple[float, float, int, int, str]:
    """(seconds, CPU seconds, peak KB, exit status, last error line) of one process."""

    def set_limit() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    start = time.perf_counter()
    process = subprocess.Popen(
        [*command, "-o", str(output)],
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
        preexec_fn=set_limit,
        cwd=ROOT,
        env=env,
    )
    assert process.stderr is not None
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.perf_counter() - start
    cpu = usage.ru_utime + usage.ru_stime
    lines = stderr.strip().splitlines()
    last = lines[-1][:80] if lines else ""
    return seconds, cpu, usage.ru_maxrss, process.returncode, last


def odsgen(args: list[str], output: Path) -> tuple[float, float, int, int, str]:
    """One timed odsgen-translate run (bytecode cached)."""
    command = [sys.executable, "-m", "odsgen.tools.translate", *args]
    return run(command, output, None, ODSGEN_ENV)


def show(name: str, size: str, tool: str, outcome: tuple) -> None:
    seconds, cpu, peak, status, error = outcome
    result = "ok" if status == 0 else f"failed: {error}"
    print(
        f"{name:<24} {size:>9} {tool:<26} {seconds:>7.2f}s {cpu:>7.2f}s"
        f" {peak / 1024:>7.0f}MB  {result}"
    )


def struct_aliases(module: Path, work: Path) -> None:
    """Full typed print (both tools) against odsgen's alias print, and the
    alias print read back and printed without aliases against mlir-opt-16."""
    full16 = work / "module.mlir16.mlir"
    full = work / "module.odsgen.mlir"
    aliases = work / "module.aliases.mlir"
    typed = ["--import-llvm", "--opaque-pointers=0", str(module)]
    size = f"{module.stat().st_size / 1e6:.1f} MB"
    show(
        module.name,
        size,
        "mlir-translate-16",
        run(["mlir-translate-16", *typed], full16, None),
    )
    show(module.name, size, "odsgen-translate", odsgen(typed, full))
    show(
        module.name,
        size,
        "odsgen --print-struct-aliases",
        odsgen([*typed, "--print-struct-aliases"], aliases),
    )
    reprint16 = work / "module.mlir-opt-16.mlir"
    reprint = work / "module.reprinted.mlir"
    run(["mlir-opt-16", str(full16)], reprint16, None)
    run(
        [sys.executable, "-m", "odsgen.tools.opt", str(aliases)],
        reprint,
        None,
        ODSGEN_ENV,
    )
    big, small = full16.stat().st_size, aliases.stat().st_size
    same = full.read_bytes() == full16.read_bytes()
    back = reprint.read_bytes() == reprint16.read_bytes()
    print(
        f"struct aliases: full print {big / 1e6:.1f} MB, with aliases"
        f" {small / 1e6:.2f} MB ({big / small:.0f}x smaller); full print"
        f" {'identical' if same else 'DIFFERENT'}; read back and reprinted"
        f" {'= mlir-opt-16' if back else 'DIFFERENT from mlir-opt-16'}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", default=None, help="where sources and outputs go")
    parser.add_argument("--memory-limit", type=float, default=4.0, help="GB")
    args = parser.parse_args()
    work = Path(args.work or tempfile.mkdtemp(prefix="bench-import-"))
    work.mkdir(parents=True, exist_ok=True)
    sources = fetch_sources(work)
    files = compile_sources(sources, work)
    quickjs_typed, module = compile_typed(sources, work)
    limit = int(args.memory_limit * (1 << 30))
    odsgen(["--import-llvm", str(files[0])], work / "warmup.mlir")
    print(
        f"{'file':<24} {'LLVM IR':>9} {'tool':<26} {'wall':>8} {'CPU':>8}"
        f" {'peak':>9}  result"
    )
    for path in files:
        size = f"{path.stat().st_size / 1e6:.1f} MB"
        ours = work / (path.stem + ".odsgen.mlir")
        theirs = work / (path.stem + ".mlir16.mlir")
        reference = run(
            ["mlir-translate-16", "--import-llvm", str(path)], theirs, limit
        )
        mine = odsgen(["--import-llvm", str(path)], ours)
        show(path.name, size, "mlir-translate-16", reference)
        show(path.name, size, "odsgen-translate", mine)
        if reference[3] == 0 and mine[3] == 0:
            same = ours.read_bytes() == theirs.read_bytes()
            print(
                f"{'':<24} ratio {mine[0] / reference[0]:.1f}x wall,"
                f" {mine[1] / reference[1]:.1f}x CPU,"
                f" output {'identical' if same else 'DIFFERENT'}"
            )
    size = f"{quickjs_typed.stat().st_size / 1e6:.1f} MB"
    typed = ["--import-llvm", "--opaque-pointers=0", "--print-struct-aliases"]
    show(
        quickjs_typed.name,
        size,
        "odsgen --print-struct-aliases",
        odsgen([*typed, str(quickjs_typed)], work / "quickjs_typed.aliases.mlir"),
    )
    struct_aliases(module, work)


if __name__ == "__main__":
    main()
