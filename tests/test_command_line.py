"""odsgen-opt's command line read and rejected as mlir-opt-16's (llvm::cl):
unknown, near-miss and shortened flags, values, missing files, bad pass
options. The expected stderr and exit status were recorded from mlir-opt-16
(its program name replaced) into command_line/expected.json; run this file
as a script to record them again."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import run_opt
from reference import MLIR_OPT, needs_mlir_opt

EXPECTED = Path(__file__).parent / "command_line" / "expected.json"
STDIN = "module {}\n"

CASES: list[list[str]] = [
    ["--mlir-print-op-gen", "-"],
    ["--mlir-print-op-generi=1", "-"],
    ["--canonicalise", "-"],
    ["-canonicalise", "-"],
    ["--canonicalise=top-down=0", "-"],
    ["---mlir-print-op-generic", "-"],
    ["--split-input-fil", "-"],
    ["--mlir-print-debug", "-"],
    ["--allow-unregistered-dialec", "-"],
    ["--mlir-print-op-generic=2", "--canonicalise", "-"],
    ["-o"],
    ["-o/tmp/odsgen-out.mlir", "-"],
    ["--pass-pipeline"],
    ["--split-input-file=foo", "-"],
    ["--mlir-print-op-generic=yes", "-"],
    ["--show-dialects=maybe"],
    ["--help=1"],
    ["a.mlir", "b.mlir"],
    ["/nonexistent/input.mlir"],
    ["/"],
    ["-o", "/nonexistent/dir/out.mlir", "-"],
    ["--canonicalize=foo", "-"],
    ["--canonicalize=foo=1 bar", "-"],
    ["--canonicalize=max-iterations=x", "-"],
    ["--canonicalize=max-iterations", "-"],
    ["--canonicalize=top-down=2", "-"],
    ["--canonicalize=max-iterations=x", "--canonicalize=foo", "-"],
    ["--pass-pipeline=x", "-"],
    ["--pass-pipeline=builtin.module(canonicalize{foo})", "-"],
    ["--pass-pipeline=builtin.module(canonicalise)", "-"],
    ["--pass-pipeline=builtin.module(canonicalize)", "--canonicalize", "-"],
    ["--canonicalize=foo", "/nonexistent/input.mlir"],
    ["--mlir-print-op-generic=0", "-"],
    ["-mlir-print-op-generic=true", "--", "-"],
    ["-p"],
    ["-p=builtin.module(canonicalize)", "-"],
    ["-pbuiltin.module(canonicalize)", "-"],
    ["--passpipeline=builtin.module(canonicalize)", "-"],
    ["-h=1"],
]


def _key(args: list[str]) -> str:
    return " ".join(args)


def _expected() -> dict[str, dict[str, object]]:
    return json.loads(EXPECTED.read_text())


def _reference(args: list[str]) -> dict[str, object]:
    """mlir-opt-16's exit status and stderr, in odsgen-opt's name."""
    assert MLIR_OPT is not None
    result = subprocess.run(
        [MLIR_OPT, *args], input=STDIN, capture_output=True, text=True, check=False
    )
    return {
        "status": result.returncode,
        "stderr": result.stderr.replace(MLIR_OPT, "odsgen-opt").replace(
            "mlir-opt-16", "odsgen-opt"
        ),
    }


@pytest.mark.parametrize("args", CASES, ids=_key)
def test_command_line_errors(args: list[str]) -> None:
    expected = _expected()[_key(args)]
    status, _, err = run_opt(args, stdin_text=STDIN)
    assert (status, err) == (expected["status"], expected["stderr"])


@needs_mlir_opt
def test_recorded_text_is_mlir_opts() -> None:
    expected = _expected()
    for args in CASES:
        assert _reference(args) == expected[_key(args)], args


def test_every_case_is_recorded() -> None:
    assert sorted(_expected()) == sorted(_key(args) for args in CASES)


def test_pass_flags_come_from_the_pass_table(monkeypatch) -> None:
    from odsgen.tools import passes

    info = passes.PassInfo(lambda op, context, options: None, {}, "Do nothing")
    monkeypatch.setitem(passes.PASSES, "test-nothing", info)
    status, out, err = run_opt(["--test-nothing", "-"], stdin_text=STDIN)
    assert (status, out, err) == (0, "module {\n}\n\n", "")
    status, out, _ = run_opt(["--help"])
    assert status == 0 and "      --test-nothing" in out and "Do nothing" in out


def test_help_lists_passes_options_and_dialects() -> None:
    status, out, _ = run_opt(["--help"])
    assert status == 0
    assert out.startswith("OVERVIEW: ")
    assert "\nAvailable Dialects: " in out and "builtin" in out
    for line in ("--canonicalize ", "--max-iterations=<long>", "--split-input-file"):
        assert line in out


def test_h_is_help() -> None:
    assert run_opt(["-h"]) == run_opt(["--help"])


def test_version_and_help_act_when_read() -> None:
    status, out, err = run_opt(["--canonicalise", "--version", "--help"])
    assert status == 0 and out.startswith("odsgen-opt ")
    assert "Unknown command line argument '--canonicalise'" in err


if __name__ == "__main__":
    if MLIR_OPT is None:
        sys.exit("mlir-opt-16 is needed to record the expected text")
    EXPECTED.parent.mkdir(exist_ok=True)
    recorded = {_key(args): _reference(args) for args in CASES}
    EXPECTED.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")
