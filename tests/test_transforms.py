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


def _masked(text: str) -> str:
    """A timing report without its times (nor the user time column that
    MLIR adds when threads made user and wall time differ)."""
    text = re.sub(r"Total Execution Time: [0-9.]+", "Total Execution Time: T", text)
    text = text.replace("  ----User Time----", "")
    return re.sub(r"(?m)^( +-?[0-9.]+ \([^)]*\)){1,2}", "  T", text)


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
