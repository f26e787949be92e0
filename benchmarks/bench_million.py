"""1,000,000 `llvm.mlir.constant` ops in one function: odsgen-opt against
mlir-opt-16, in the custom and the generic form.

    python benchmarks/bench_million.py [--ops N] [--runs R] [--work DIR]

Each tool reads the file, verifies it and prints it back in the form it was
written in (`--mlir-print-op-generic` for the generic one); the outputs must
be identical. Whole processes, run alternately (wall time, and CPU time,
steadier on a loaded machine); the phases are those of
`--mlir-timing` (MLIR's "Parser" is parse and verify, "Output" is print).
Peak memory is each process's maximum resident size; odsgen's is also given
per op above the interpreter's own peak (`python -c` doing nothing). Medians of R
runs (default 1: one run of both takes about a minute).
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from measure import TABLE_HEAD, baseline_kib, baseline_line, compare, table_row


def write_custom(path: Path, ops: int) -> None:
    """`ops` constants and a return in one `llvm.func`, in the custom form."""
    with open(path, "w") as out:
        out.write("module {\n  llvm.func @f() {\n")
        for i in range(ops):
            out.write(f"    %{i} = llvm.mlir.constant({i} : i64) : i64\n")
        out.write("    llvm.return\n  }\n}\n")


def write_generic(path: Path, ops: int) -> None:
    """The same module in the generic form (as mlir-opt-16 prints it)."""
    with open(path, "w") as out:
        out.write('"builtin.module"() ({\n  "llvm.func"() ({\n')
        for i in range(ops):
            out.write(
                f'    %{i} = "llvm.mlir.constant"() {{value = {i} : i64}} : () -> i64\n'
            )
        out.write(
            '    "llvm.return"() : () -> ()\n'
            "  }) {CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>,"
            ' linkage = #llvm.linkage<external>, sym_name = "f"} : () -> ()\n'
            "}) : () -> ()\n"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--work", type=Path, default=None)
    args = parser.parse_args()
    if args.work is not None:
        args.work.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=args.work) as tmp:
        work = Path(tmp)
        baselines = baseline_kib(work)
        ops = args.ops + 3  # the module, the function and its return
        print(
            f"# {args.ops:,} llvm.mlir.constant ops in one function,"
            f" median of {args.runs} run(s)\n"
        )
        print(baseline_line(baselines))
        print(TABLE_HEAD)
        for form, write, flags in (
            ("custom", write_custom, []),
            ("generic", write_generic, ["--mlir-print-op-generic"]),
        ):
            source = work / f"{form}.mlir"
            write(source, args.ops)
            comparison = compare(source, flags, args.runs, work, baselines[0])
            print(table_row(form, ops, comparison), flush=True)
            source.unlink()


if __name__ == "__main__":
    main()
