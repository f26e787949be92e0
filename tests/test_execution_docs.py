"""docs/execution.md: its program translates and runs as the page says."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

DOC = ROOT / "docs" / "execution.md"
BLOCK = re.compile(r"```(\w+)\n(.*?)```", re.S)
TOOLS = {
    "odsgen-translate": [sys.executable, "-m", "odsgen.tools.translate"],
    "odsgen-cpu-runner": [sys.executable, "-m", "odsgen.tools.cpu_runner"],
}


def blocks(kind: str) -> list[str]:
    return [body for lang, body in BLOCK.findall(DOC.read_text()) if lang == kind]


def sessions() -> list[tuple[str, str]]:
    """(command, expected output) of every `$ ` line of the console blocks."""
    found = []
    for body in blocks("console"):
        for chunk in body.split("$ ")[1:]:
            command, _, output = chunk.partition("\n")
            found.append((command, output))
    return found


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    (tmp_path / "sum.mlir").write_text(blocks("mlir")[0])
    return tmp_path


@pytest.mark.parametrize("command,expected", sessions(), ids=lambda v: v[:40])
def test_console_sessions(workdir: Path, command: str, expected: str) -> None:
    if "cpu-runner" in command:
        pytest.importorskip("llvmlite", reason="needs the 'run' extra")
    words = shlex.split(command)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        TOOLS[words[0]] + words[1:],
        cwd=workdir,
        capture_output=True,
        text=True,
        env=env,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == expected


def test_python_example(workdir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("numpy", reason="needs the 'run' extra")
    pytest.importorskip("llvmlite", reason="needs the 'run' extra")
    monkeypatch.chdir(workdir)
    for body in blocks("python"):
        exec(compile(body, str(DOC), "exec"), {})
