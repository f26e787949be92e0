"""`odsgen-translate --mlir-to-llvmir` against mlir-translate-16 on a real C program.

    python benchmarks/bench_translate.py [--workdir DIR] [--runs R] [--input FILE.mlir]

The program is zstd (the amalgamated `zstd.c` inside the `zstandard` sdist,
fetched with `pip download`; sources stay out of the repository). It is
compiled with `clang-16 -O1 -fno-pic -fno-pie -S -emit-llvm`, then made
importable by MLIR 16 (see ../shared/bench/real-programs.md): TBAA and
alias-scope attachments are stripped, `llvm.experimental.noalias.scope.decl`
calls dropped, and calls to intrinsics MLIR 16 has no op for (`fshl`,
`fshr`, `usub.sat`, `bswap`) become calls to small internal functions with the
same meaning; inline asm (which the importer rejects) becomes a call to a
function returning zero: the module is translated, never run. `mlir-translate-16 --import-llvm` then gives the LLVM dialect
module (with the default `--opt -O0`, about 450,000 ops; typed pointers, as
mlir-translate-16 crashes on indirect calls through opaque ones). Both tools
translate it back to LLVM IR, each in its own process (whole process: wall
and CPU time, medians of R runs; odsgen warm: bytecode cached, one untimed
run first); the outputs must be identical.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tarfile
from pathlib import Path

from measure import WARM_ENV, medians, timed

# -O0 (with optnone off) keeps every load and store: about 450,000 ops. Typed
# pointers: with opaque ones mlir-translate-16 crashes on indirect calls.
CFLAGS = [
    "-Xclang",
    "-disable-O0-optnone",
    "-fno-pic",
    "-fno-pie",
    "-S",
    "-emit-llvm",
    "-DZSTD_MULTITHREAD=0",
    "-DZSTD_DISABLE_ASM",
    "-DZSTD_NO_INTRINSICS",
    "-Xclang",
    "-no-opaque-pointers",
]
STRIP = re.compile(r", !(tbaa|tbaa\.struct|alias\.scope|noalias) ![0-9]+")
NOALIAS_DECL = re.compile(
    r"^\s*(?:tail )?call void @llvm\.experimental\.noalias\.scope\.decl.*\n", re.M
)
INTRINSIC_CALL = re.compile(r"@llvm\.(fshl|fshr|usub\.sat|bswap)\.(i\d+)\(")
INLINE_ASM = re.compile(
    r'call ([^@%]*?) asm (?:sideeffect )?(?:alignstack )?"[^"]*", "[^"]*"\('
)
SRCLOC = re.compile(r", !srcloc ![0-9]+")
INTRINSIC_DECL = re.compile(
    r"^declare .*@llvm\.(fshl|fshr|usub\.sat|bswap)\..*\n", re.M
)


def helper(name: str, ty: str) -> str:
    """An internal function computing intrinsic `name` on `ty`."""
    bits = int(ty[1:])
    fn = f"@__bench_{name.replace('.', '_')}_{ty}"
    if name == "bswap":
        body = [f"  %r = call {ty} @__bench_bswap_loop_{ty}({ty} %a)", f"  ret {ty} %r"]
        swaps = []
        value = "%a"
        for i in range(bits // 8):
            shift_in = 8 * i
            shift_out = bits - 8 - 8 * i
            swaps += [
                f"  %b{i} = lshr {ty} %a, {shift_in}",
                f"  %m{i} = and {ty} %b{i}, 255",
                f"  %s{i} = shl {ty} %m{i}, {shift_out}",
            ]
        acc = "%s0"
        for i in range(1, bits // 8):
            swaps.append(f"  %o{i} = or {ty} {acc}, %s{i}")
            acc = f"%o{i}"
        return (
            f"define internal {ty} {fn}({ty} %a) {{\n"
            + "\n".join(swaps)
            + f"\n  ret {ty} {acc}\n}}\n"
        )
    if name == "usub.sat":
        return (
            f"define internal {ty} {fn}({ty} %a, {ty} %b) {{\n"
            f"  %lt = icmp ult {ty} %a, %b\n  %d = sub {ty} %a, %b\n"
            f"  %r = select i1 %lt, {ty} 0, {ty} %d\n  ret {ty} %r\n}}\n"
        )
    # funnel shifts: fshl(a, b, c) = (a << c%n) | (b >> (n - c%n)), with c%n == 0 -> a (b for fshr)
    keep = "%a" if name == "fshl" else "%b"
    first, second = ("shl", "lshr") if name == "fshl" else ("lshr", "shl")
    x, y = ("%a", "%b") if name == "fshl" else ("%b", "%a")
    return (
        f"define internal {ty} {fn}({ty} %a, {ty} %b, {ty} %c) {{\n"
        f"  %k = urem {ty} %c, {bits}\n  %z = icmp eq {ty} %k, 0\n"
        f"  %inv = sub {ty} {bits}, %k\n  %p = {first} {ty} {x}, %k\n"
        f"  %q = {second} {ty} {y}, %inv\n  %o = or {ty} %p, %q\n"
        f"  %r = select i1 %z, {ty} {keep}, {ty} %o\n  ret {ty} %r\n}}\n"
    )


def split_arguments(args: str) -> list[str]:
    """A call's arguments, split at top-level commas."""
    parts, depth, current = [], 0, ""
    for char in args:
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
            continue
        depth += char in "<{[("
        depth -= char in ">}])"
        current += char
    if current.strip():
        parts.append(current.strip())
    return parts


def argument_type(argument: str) -> str:
    """The type that starts one call argument (`TYPE [attributes] VALUE`)."""
    if argument[0] not in "<{[":
        return argument.split()[0]
    depth = 0
    for index, char in enumerate(argument):
        depth += char in "<{["
        depth -= char in ">}]"
        if depth == 0:
            end = index + 1
            while end < len(argument) and argument[end] == "*":
                end += 1
            return argument[:end]
    return argument


def replace_inline_asm(ll: str) -> str:
    """Each inline asm call becomes a call to an internal function returning zero."""
    helpers: list[str] = []
    out: list[str] = []
    position = 0
    for match in INLINE_ASM.finditer(ll):
        if match.start() < position:
            continue
        depth, end = 1, match.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(ll[end], 0)
            end += 1
        ret, args = match[1].strip(), ll[match.end() : end - 1]
        types = [argument_type(a) for a in split_arguments(args)]
        name = f"@__bench_asm_{len(helpers)}"
        params = ", ".join(f"{t} %a{i}" for i, t in enumerate(types))
        zero = {"void": ""}.get(ret, " zeroinitializer")
        if ret.endswith("*") or ret == "ptr":
            zero = " null"
        elif re.fullmatch(r"i\d+", ret):
            zero = " 0"
        helpers.append(
            f"define internal {ret} {name}({params}) {{\n  ret {ret}{zero}\n}}\n"
        )
        out += [ll[position : match.start()], f"call {ret} {name}({args})"]
        position = end
    out.append(ll[position:])
    return "".join(out) + "\n" + "".join(helpers)


def importable(ll: str) -> str:
    """The clang output rewritten into what mlir-translate-16 --import-llvm accepts."""
    ll = replace_inline_asm(SRCLOC.sub("", STRIP.sub("", ll)))
    ll = NOALIAS_DECL.sub("", ll)
    ll = INTRINSIC_DECL.sub("", ll)
    used = sorted(set(INTRINSIC_CALL.findall(ll)))
    ll = INTRINSIC_CALL.sub(lambda m: f"@__bench_{m[1].replace('.', '_')}_{m[2]}(", ll)
    return ll + "\n" + "".join(helper(name, ty) for name, ty in used)


def build(workdir: Path, opt: str) -> Path:
    """The LLVM dialect module of zstd, built (once per level) in `workdir`."""
    module = workdir / f"zstd{opt}.mlir"
    if module.exists():
        return module
    workdir.mkdir(parents=True, exist_ok=True)
    sdists = sorted(workdir.glob("zstandard-*.tar.gz"))
    if not sdists:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--no-binary",
                ":all:",
                "zstandard",
                "-d",
                str(workdir),
            ],
            check=True,
        )
        sdists = sorted(workdir.glob("zstandard-*.tar.gz"))
    with tarfile.open(sdists[-1]) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("zstd/zstd.c"))
        source = workdir / "zstd.c"
        source.write_bytes(archive.extractfile(member).read())
        header_dir = workdir
        for name in ("zstd.h", "zstd_errors.h", "zdict.h"):
            header = next(
                m for m in archive.getmembers() if m.name.endswith("zstd/" + name)
            )
            (header_dir / name).write_bytes(archive.extractfile(header).read())
    ll = workdir / f"zstd{opt}.ll"
    subprocess.run(
        ["clang-16", opt, *CFLAGS, str(source), "-o", str(ll)],
        check=True,
        stderr=subprocess.DEVNULL,
    )
    fixed = workdir / f"zstd{opt}.importable.ll"
    fixed.write_text(importable(ll.read_text()))
    subprocess.run(
        [
            "mlir-translate-16",
            "--import-llvm",
            "--opaque-pointers=0",
            str(fixed),
            "-o",
            str(module),
        ],
        check=True,
        stderr=subprocess.DEVNULL,
    )
    return module


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--workdir", type=Path, default=Path("/tmp/odsgen-bench-translate")
    )
    parser.add_argument(
        "--input", type=Path, help="an LLVM dialect module to use instead"
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--opt", default="-O0", help="clang optimization level (default -O0)"
    )
    args = parser.parse_args()
    module = args.input or build(args.workdir, args.opt)
    ops = sum(1 for line in open(module) if re.search(r"(^|= )\"?llvm\.", line.strip()))
    print(f"input: {module} ({module.stat().st_size / 1e6:.1f} MB, about {ops} ops)")
    ours = [
        sys.executable,
        "-m",
        "odsgen.tools.translate",
        "--mlir-to-llvmir",
        str(module),
    ]
    theirs = ["mlir-translate-16", "--mlir-to-llvmir", str(module)]
    out_ours = args.workdir / "odsgen.ll"
    out_theirs = args.workdir / "mlir16.ll"
    args.workdir.mkdir(parents=True, exist_ok=True)
    # warm-up: bytecode compiled (caching on, as an installed odsgen runs)
    timed(ours, WARM_ENV, out_ours)
    wall_ours, cpu_ours = medians(
        [timed(ours, WARM_ENV, out_ours) for _ in range(args.runs)]
    )
    wall_theirs, cpu_theirs = medians(
        [timed(theirs, WARM_ENV, out_theirs) for _ in range(args.runs)]
    )
    print(
        "                   wall (s)   CPU (s)   (medians; CPU is what a busy machine does not distort)"
    )
    print(f"{'mlir-translate-16':18} {wall_theirs:9.2f} {cpu_theirs:9.2f}")
    print(f"{'odsgen-translate':18} {wall_ours:9.2f} {cpu_ours:9.2f}")
    ratio_wall, ratio_cpu = wall_ours / wall_theirs, cpu_ours / cpu_theirs
    print(
        f"ratio odsgen / mlir-translate-16: wall {ratio_wall:.2f}x, CPU {ratio_cpu:.2f}x"
    )
    same = out_ours.read_bytes() == out_theirs.read_bytes()
    print(f"output identical: {same}")
    if not same:
        import difflib

        a = out_theirs.read_text().splitlines()
        b = out_ours.read_text().splitlines()
        diff = list(difflib.unified_diff(a, b, "mlir16", "odsgen", n=0, lineterm=""))
        print(
            f"{sum(1 for d in diff if d.startswith('+') and not d.startswith('+++'))} lines differ; first:"
        )
        print("\n".join(diff[:20]))


if __name__ == "__main__":
    main()
