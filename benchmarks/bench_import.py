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
table says where it stopped.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CFLAGS = ["-O0", "-fno-pic", "-fno-pie", "-S", "-emit-llvm", '-DCONFIG_VERSION="bench"']


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


def run(
    command: list[str], output: Path, limit: int | None
) -> tuple[float, int, int, str]:
    """(seconds, peak KB, exit status, last error line) of one process."""

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
    )
    assert process.stderr is not None
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.perf_counter() - start
    lines = stderr.strip().splitlines()
    return seconds, usage.ru_maxrss, process.returncode, lines[-1][:80] if lines else ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", default=None, help="where sources and outputs go")
    parser.add_argument("--memory-limit", type=float, default=4.0, help="GB")
    args = parser.parse_args()
    work = Path(args.work or tempfile.mkdtemp(prefix="bench-import-"))
    work.mkdir(parents=True, exist_ok=True)
    files = compile_sources(fetch_sources(work), work)
    limit = int(args.memory_limit * (1 << 30))
    print(f"{'file':<16} {'LLVM IR':>9} {'tool':<18} {'time':>8} {'peak':>9}  result")
    for path in files:
        size = f"{path.stat().st_size / 1e6:.1f} MB"
        ours = work / (path.stem + ".odsgen.mlir")
        theirs = work / (path.stem + ".mlir16.mlir")
        reference = run(
            ["mlir-translate-16", "--import-llvm", str(path)], theirs, limit
        )
        odsgen = run(
            [
                sys.executable,
                "-m",
                "odsgen.tools.translate",
                "--import-llvm",
                str(path),
            ],
            ours,
            None,
        )
        for tool, (seconds, peak, status, error) in (
            ("mlir-translate-16", reference),
            ("odsgen-translate", odsgen),
        ):
            result = "ok" if status == 0 else f"failed: {error}"
            print(
                f"{path.name:<16} {size:>9} {tool:<18} {seconds:>7.2f}s"
                f" {peak / 1024:>7.0f}MB  {result}"
            )
        if reference[2] == 0 and odsgen[2] == 0:
            same = ours.read_bytes() == theirs.read_bytes()
            print(
                f"{'':<16} {'':>9} ratio {odsgen[0] / reference[0]:.1f}x,"
                f" output {'identical' if same else 'DIFFERENT'}"
            )


if __name__ == "__main__":
    main()
