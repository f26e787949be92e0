"""The general passes (odsgen/transforms) and the pass-manager flags, against
mlir-opt-16's output recorded in tests/mlir/transforms/expected.json (see
tests/transform_cases.py), and against mlir-opt-16 itself where installed."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from conftest import ROOT, run_opt
from reference import needs_mlir_opt
from transform_cases import CASES, DIRECTORY, RECORDS, SNAPSHOT_ARGS, key, run, snapshot

DIALECTS = [
    arg
    for name in ("llvm", "func", "arith")
    for arg in ("--load-dialect", str(ROOT / "generated" / name))
]
RECORDED = json.loads(RECORDS.read_text())


def ours(args: list[str], monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    monkeypatch.chdir(ROOT)
    status, out, err = run_opt([*DIALECTS, *args])
    return {"status": status, "stdout": out, "stderr": err}


@pytest.mark.parametrize("case", CASES, ids=key)
def test_recorded(case: tuple[str, list[str]], monkeypatch: pytest.MonkeyPatch) -> None:
    name, args = case
    assert ours([*args, str(DIRECTORY / name)], monkeypatch) == RECORDED[key(case)]


@needs_mlir_opt
@pytest.mark.parametrize("case", CASES, ids=key)
def test_against_mlir_opt(case: tuple[str, list[str]]) -> None:
    assert run(["mlir-opt-16"], case) == RECORDED[key(case)], "stale record"


# One column of MLIR's report: `  %8.4f (%5.1f%%)`, a time in seconds and its
# share of the total (C prints `nan`/`-nan`/`inf` when the total is zero).
_COLUMN = r"  (?P<time{n}> *-?[0-9]+\.[0-9]{{4}}) \((?P<share{n}> *-?(?:[0-9]+\.[0-9]|nan|inf))%\)"
_USER_HEADER = "  ----User Time----  ----Wall Time----  ----Name----\n"


def _padded(field: str, width: int) -> bool:
    """Whether `field` is right-aligned to `width` as printf pads it."""
    return field == field.strip().rjust(width)


def _masked(text: str) -> str:
    """A timing report with each time column replaced by `  T`, for any
    layout MLIR 16 prints: one column (wall), or two (user, then wall) when
    threads made user and wall time differ. A column that is not printf's
    `%8.4f (%5.1f%%)` exactly, or a line with a different number of columns
    than the header, stays as it is so the comparison shows it."""
    two = _USER_HEADER in text
    text = text.replace(_USER_HEADER, "  ----Wall Time----  ----Name----\n")
    text = re.sub(
        r"(?m)^  Total Execution Time: [0-9]+\.[0-9]{4} seconds$",
        "  Total Execution Time: T seconds",
        text,
    )
    columns = _COLUMN.format(n=0) + (_COLUMN.format(n=1) if two else "")
    pattern = re.compile(rf"(?m)^{columns}(?=  )")

    def mask(match: re.Match[str]) -> str:
        for n in range(2 if two else 1):
            if not (_padded(match[f"time{n}"], 8) and _padded(match[f"share{n}"], 5)):
                return match[0]
        return "  T"

    return pattern.sub(mask, text)


TIMING_PIPELINE = (
    "--pass-pipeline=builtin.module(cse,func.func(cse,canonicalize),inline)"
)
TIMING_TREE = """\
===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: T seconds

  ----Wall Time----  ----Name----
  T  Parser
  T  CSE
  T    (A) DominanceInfo
  T  'func.func' Pipeline
  T    CSE
  T      (A) DominanceInfo
  T    Canonicalizer
  T  Inliner
  T    (A) CallGraph
  T  'func.func' Pipeline
  T    Canonicalizer
  T  'llvm.func' Pipeline
  T    Canonicalizer
  T  Output
  T  Rest
  T  Total
"""


def _report(header: str, rows: list[str]) -> str:
    """A hand-written report: MLIR's banner, `header`, then `rows`."""
    banner = TIMING_TREE.split("  Total")[0]
    return (
        banner
        + "  Total Execution Time: 1234.5678 seconds\n\n"
        + header
        + "".join(rows)
    )


MASKED_ROWS = "  ----Wall Time----  ----Name----\n  T  Parser\n  T    CSE\n  T  Rest\n  T  Total\n"


@pytest.mark.parametrize(
    "header, rows",
    [
        # wall time only, small and large times, a negative rest
        (
            "  ----Wall Time----  ----Name----\n",
            [
                "    0.0012 (  0.0%)  Parser\n",
                "  1234.5000 ( 99.9%)    CSE\n",
                "   -0.0000 ( -0.0%)  Rest\n",
                "  1234.5678 (100.0%)  Total\n",
            ],
        ),
        # user and wall time differ (threads): two columns each
        (
            "  ----User Time----  ----Wall Time----  ----Name----\n",
            [
                "    0.0030 (  0.1%)    0.0012 (  0.0%)  Parser\n",
                "  2469.0000 (100.2%)  1234.5000 ( 99.9%)    CSE\n",
                "   -0.0001 ( -0.0%)   -0.0000 ( -0.0%)  Rest\n",
                "  2464.0000 (100.0%)  1234.5678 (100.0%)  Total\n",
            ],
        ),
        # a zero total: printf's nan shares
        (
            "  ----Wall Time----  ----Name----\n",
            [
                "    0.0000 (  nan%)  Parser\n",
                "    0.0000 ( -nan%)    CSE\n",
                "    0.0000 (  nan%)  Rest\n",
                "    0.0000 (  nan%)  Total\n",
            ],
        ),
    ],
    ids=["wall", "user-and-wall", "zero-total"],
)
def test_timing_mask_every_layout(header: str, rows: list[str]) -> None:
    expected = TIMING_TREE.split("  Total")[0] + "  Total Execution Time: T seconds\n\n"
    assert _masked(_report(header, rows)) == expected + MASKED_ROWS


@pytest.mark.parametrize(
    "row",
    [
        "  0.0012 (  0.0%)  Parser\n",  # time narrower than %8.4f
        "    0.001 (  0.0%)  Parser\n",  # three decimals
        "    0.0012 (0.0%)  Parser\n",  # share narrower than %5.1f
    ],
)
def test_timing_mask_keeps_wrong_columns(row: str) -> None:
    header = "  ----Wall Time----  ----Name----\n"
    assert row in _masked(_report(header, [row]))


def test_timing_mask_keeps_missing_user_column() -> None:
    header = "  ----User Time----  ----Wall Time----  ----Name----\n"
    row = "    0.0012 (  0.0%)  Parser\n"
    assert row in _masked(_report(header, [row]))


def test_timing_report_layout(monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["--mlir-timing", TIMING_PIPELINE, str(DIRECTORY / "inline.mlir")]
    result = ours(["--allow-unregistered-dialect", *args], monkeypatch)
    assert result["status"] == 0
    assert _masked(str(result["stderr"])) == TIMING_TREE


def test_timing_list_merges_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    args = [
        "--mlir-timing",
        "--mlir-timing-display=list",
        "--split-input-file",
        "--cse",
    ]
    result = ours([*args, str(DIRECTORY / "sccp.mlir")], monkeypatch)
    reports = str(result["stderr"]).split("... Execution time report ...")[1:]
    assert len(reports) == 8  # one per chunk, as mlir-opt-16 prints them
    names = [line.split(")  ")[1] for line in reports[0].splitlines() if ")  " in line]
    assert names[0] == "root" and names[-2:] == ["Rest", "Total"]
    assert sorted(names[1:-2]) == ["(A) DominanceInfo", "CSE", "Output", "Parser"]


@needs_mlir_opt
def test_timing_layout_matches_mlir_opt() -> None:
    # On one thread: with several, the order of the inliner's pipelines varies.
    args = ["--allow-unregistered-dialect", "--mlir-timing", TIMING_PIPELINE]
    args.append("--mlir-disable-threading")
    done = subprocess.run(
        ["mlir-opt-16", *args, str(DIRECTORY / "inline.mlir")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert _masked(done.stderr) == TIMING_TREE


def test_snapshot_op_locations(tmp_path, monkeypatch) -> None:
    shutil.copy(ROOT / DIRECTORY / "debuginfo.mlir", tmp_path / "debuginfo.mlir")
    monkeypatch.chdir(tmp_path)
    status, out, _ = run_opt([*DIALECTS, *SNAPSHOT_ARGS])
    assert (status, out) == (0, RECORDED["snapshot stdout"])
    assert (tmp_path / "snapshot.tmp.mlir").read_text() == RECORDED["snapshot file"]


@needs_mlir_opt
def test_snapshot_op_locations_against_mlir_opt(tmp_path) -> None:
    expected = (0, RECORDED["snapshot stdout"], RECORDED["snapshot file"])
    assert snapshot(["mlir-opt-16"], tmp_path) == expected


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["--mlir-print-ir-before=cse,nope"],
            "odsgen-opt: for the --mlir-print-ir-before option: Cannot find option named 'nope'!\n",
        ),
        (
            ["--inline=max-iterations=-1"],
            "odsgen-opt: for the --max-iterations option: '-1' value invalid for uint argument!\n",
        ),
        (
            ["--mlir-timing-display=flat"],
            "odsgen-opt: for the --mlir-timing-display option: Cannot find option named 'flat'!\n",
        ),
    ],
)
def test_flag_errors(args: list[str], message: str, monkeypatch) -> None:
    result = ours([*args, str(DIRECTORY / "cse.mlir")], monkeypatch)
    assert (result["status"], result["stdout"], result["stderr"]) == (1, "", message)


_DEAD_ALLOCA_SCOPES = """\
func.func @f(%a: index) {
  memref.alloca_scope {
    %0 = arith.addi %a, %a : index
  }
  memref.alloca_scope {
    %m = memref.alloca() : memref<4xf32>
  }
  return
}
"""


def test_cse_erases_alloca_scopes_with_dead_bodies() -> None:
    """memref.alloca_scope has RecursiveMemoryEffects (generated from its
    record's trait): with nothing in it that has an effect, it is dead."""
    status, out, err = run_opt(["--cse", "-"], _DEAD_ALLOCA_SCOPES)
    assert (status, err) == (0, "")
    assert out == "module {\n  func.func @f(%arg0: index) {\n    return\n  }\n}\n\n"
