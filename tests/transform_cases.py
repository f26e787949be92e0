"""The general passes' test cases: an input under tests/mlir/transforms and
the odsgen-opt arguments, with mlir-opt-16's output recorded next to it
(`python tests/transform_cases.py --record` writes the records)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIRECTORY = Path("tests/mlir/transforms")
RECORDS = ROOT / DIRECTORY / "expected.json"

U = "--allow-unregistered-dialect"
S = "--split-input-file"
DUMP = "--pass-pipeline=builtin.module(func.func(cse),symbol-privatize,symbol-dce)"

# (input file, arguments); the input path follows the arguments.
CASES: list[tuple[str, list[str]]] = [
    ("cse.mlir", [S, U, "--cse"]),
    ("cse.mlir", [S, U, "--pass-pipeline=builtin.module(func.func(cse))"]),
    ("cse.mlir", [S, U, "--pass-pipeline=builtin.module(llvm.func(cse))"]),
    ("cse.mlir", [S, U, "--cse", "--mlir-print-debuginfo"]),
    ("symbols.mlir", [S, U, "--symbol-dce"]),
    (
        "symbols.mlir",
        [S, U, "--pass-pipeline=builtin.module(builtin.module(symbol-dce))"],
    ),
    ("symbols.mlir", [S, U, "--symbol-privatize"]),
    ("symbols.mlir", [S, U, "--symbol-privatize=exclude=public_function,gv,ref"]),
    ("debuginfo.mlir", [U, "--strip-debuginfo", "--mlir-print-debuginfo"]),
    ("debuginfo.mlir", [U, "--topological-sort"]),
    ("debuginfo.mlir", [U, "--print-op-stats"]),
    ("debuginfo.mlir", [U, "--print-op-stats=json", "--strip-debuginfo"]),
    ("debuginfo.mlir", [U, "--loop-invariant-code-motion", "--control-flow-sink"]),
    ("inline.mlir", [U, "--inline"]),
    ("inline.mlir", [U, "--inline=default-pipeline="]),
    (
        "inline.mlir",
        [U, "--inline=default-pipeline= max-iterations=1", "--mlir-print-debuginfo"],
    ),
    ("inline.mlir", [U, "--inline=op-pipelines=func.func(canonicalize,cse)"]),
    (
        "inline.mlir",
        [U, "--pass-pipeline=builtin.module(inline{default-pipeline=cse})"],
    ),
    ("inline_blocks.mlir", [U, "--inline=default-pipeline="]),
    ("inline_blocks.mlir", [U, "--inline=default-pipeline=", "--mlir-print-debuginfo"]),
    ("canonicalize_dce.mlir", [S, U, "--canonicalize"]),
    ("canonicalize_dce.mlir", [S, U, "--canonicalize=top-down=false"]),
    ("canonicalize_ancestors.mlir", ["--canonicalize=max-iterations=1"]),
    (
        "canonicalize_ancestors.mlir",
        ["--canonicalize=max-iterations=1 top-down=false"],
    ),
    ("sccp.mlir", [S, U, "--sccp"]),
    ("sccp.mlir", [S, U, "--pass-pipeline=builtin.module(func.func(sccp))"]),
    (
        "cse.mlir",
        [S, U, "--mlir-print-ir-before=cse", "--mlir-print-ir-after=symbol-dce", DUMP],
    ),
    (
        "cse.mlir",
        [S, U, "--mlir-print-ir-after-all", "--mlir-print-ir-after-change", DUMP],
    ),
    (
        "symbols.mlir",
        [
            S,
            U,
            "--mlir-disable-threading",
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-module-scope",
            "--mlir-print-debuginfo",
            DUMP,
        ],
    ),
    ("symbols.mlir", [S, U, "--mlir-print-ir-after-failure", DUMP]),
    ("symbols.mlir", [S, U, "--mlir-pass-statistics", "--symbol-dce"]),
    ("symbols.mlir", [S, U, "--mlir-print-op-on-diagnostic=false", "--symbol-dce"]),
    (
        "inline.mlir",
        [
            U,
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-after-change",
            "--sccp",
            "--symbol-privatize",
            "--topological-sort",
        ],
    ),
    ("cse.mlir", [S, U, "--cse", "--mlir-print-value-users"]),
    ("sccp.mlir", [S, U, "--mlir-print-value-users", "--mlir-print-op-generic"]),
    ("debuginfo.mlir", [U, "--mlir-print-value-users", "--mlir-print-debuginfo"]),
    ("debuginfo.mlir", [U, "--mlir-pretty-debuginfo"]),
    ("elements.mlir", ["--mlir-elide-elementsattrs-if-larger=2"]),
    ("elements.mlir", ["--mlir-print-elementsattrs-with-hex-if-larger=3"]),
    ("elements.mlir", ["--mlir-print-elementsattrs-with-hex-if-larger=-1", "--sccp"]),
    ("sccp_gep.mlir", ["--sccp"]),
    ("canonicalize_block_merge.mlir", [S, U, "--canonicalize"]),
    (
        "canonicalize_block_merge.mlir",
        [S, U, "--canonicalize=top-down=false", "--mlir-print-debuginfo"],
    ),
    ("location_alias_order.mlir", [S, U, "--mlir-print-debuginfo"]),
    ("canonicalize_arith_folds.mlir", [S, "--canonicalize"]),
    ("sccp_revisits.mlir", [S, "--sccp"]),
    ("sccp_revisits.mlir", [S, "--pass-pipeline=builtin.module(func.func(sccp))"]),
]


def command(tool: list[str], case: tuple[str, list[str]]) -> list[str]:
    name, args = case
    return [*tool, *args, str(DIRECTORY / name)]


def run(tool: list[str], case: tuple[str, list[str]]) -> dict[str, object]:
    """What `tool` prints for `case`, run from the repository root."""
    done = subprocess.run(
        command(tool, case), cwd=ROOT, capture_output=True, text=True, check=False
    )
    return {
        "status": done.returncode,
        "stdout": done.stdout,
        "stderr": done.stderr.replace(tool[0] + ":", "odsgen-opt:"),
    }


def key(case: tuple[str, list[str]]) -> str:
    return " ".join([*case[1], case[0]])


SNAPSHOT_ARGS = [
    "--allow-unregistered-dialect",
    "--mlir-print-debuginfo",
    "--snapshot-op-locations=filename=snapshot.tmp.mlir tag=snap",
    "debuginfo.mlir",
]


def snapshot(tool: list[str], directory: Path) -> tuple[int, str, str]:
    """`--snapshot-op-locations` run in `directory` on a copy of debuginfo.mlir:
    the status, the output and the snapshot file."""
    shutil.copy(ROOT / DIRECTORY / "debuginfo.mlir", directory / "debuginfo.mlir")
    done = subprocess.run(
        [*tool, *SNAPSHOT_ARGS],
        cwd=directory,
        capture_output=True,
        text=True,
        check=False,
    )
    return done.returncode, done.stdout, (directory / "snapshot.tmp.mlir").read_text()


def main() -> None:
    if sys.argv[1:] != ["--record"]:
        sys.exit("usage: transform_cases.py --record")
    records: dict[str, object] = {
        key(case): run(["mlir-opt-16"], case) for case in CASES
    }
    with tempfile.TemporaryDirectory() as directory:
        _, records["snapshot stdout"], records["snapshot file"] = snapshot(
            ["mlir-opt-16"], Path(directory)
        )
    RECORDS.write_text(json.dumps(records, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
