"""Tests of odsgen-opt runs against outputs recorded from mlir-opt-16.

A test module lists its cases as (input name, tag, flags), says how to read
an input and where its expected output lives, and takes its two tests from
`recorded_run_tests`: our output is the recorded one, and (where mlir-opt-16
is installed) the recording is still what mlir-opt-16 prints. Running the
module as a script calls `record` to write the expected outputs again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import run_opt
from reference import MLIR_OPT, mlir_opt, needs_mlir_opt

Case = tuple[str, str, list[str]]
TestFunction = Callable[[str, str, list[str]], None]


def render(status: int, out: str, err: str) -> str:
    """One text for a run: its exit status, standard output and error."""
    return f"exit {status}\n{out}// stderr\n{err}"


class RecordedRuns:
    """Cases whose inputs come from `read_input` and whose expected outputs
    are at `expected_path(name, tag)`."""

    def __init__(
        self,
        cases: list[Case],
        read_input: Callable[[str], str],
        expected_path: Callable[[str, str], Path],
    ) -> None:
        self.cases = cases
        self.read_input = read_input
        self.expected_path = expected_path

    def ours(self, name: str, flags: list[str]) -> str:
        """odsgen-opt's run on the input `name`."""
        return render(*run_opt([*flags, "-"], self.read_input(name)))

    def reference(self, name: str, flags: list[str]) -> str:
        """mlir-opt-16's run on the input `name`."""
        result = mlir_opt(flags, self.read_input(name))
        return render(result.returncode, result.stdout, result.stderr)

    def expected(self, name: str, tag: str) -> str:
        return self.expected_path(name, tag).read_text()

    def record(self) -> None:
        """Write every case's expected output from mlir-opt-16."""
        assert MLIR_OPT is not None, "recording needs mlir-opt-16"
        for name, tag, flags in self.cases:
            target = self.expected_path(name, tag)
            target.parent.mkdir(exist_ok=True)
            target.write_text(self.reference(name, flags))


def recorded_run_tests(runs: RecordedRuns) -> tuple[TestFunction, TestFunction]:
    """The two parametrized tests over `runs`' cases, for a test module to
    bind at its top level."""
    parametrize = pytest.mark.parametrize(
        "name,tag,flags",
        runs.cases,
        ids=[f"{name}:{tag}" for name, tag, _ in runs.cases],
    )

    @parametrize
    def test_output_is_the_recorded_one(name: str, tag: str, flags: list[str]) -> None:
        """odsgen-opt prints what mlir-opt-16 printed when the case was recorded."""
        assert runs.ours(name, flags) == runs.expected(name, tag)

    @needs_mlir_opt
    @parametrize
    def test_recorded_output_is_mlir_opts(
        name: str, tag: str, flags: list[str]
    ) -> None:
        """The checked-in expectation is what mlir-opt-16 prints today."""
        assert runs.reference(name, flags) == runs.expected(name, tag)

    return test_output_is_the_recorded_one, test_recorded_output_is_mlir_opts
