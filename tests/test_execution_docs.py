"""docs/execution.md: its program lowers, translates and runs as the page says."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT
from reference import MLIR_OPT

DOC = ROOT / "docs" / "execution.md"
BLOCK = re.compile(r"```(\w+)\n(.*?)```", re.S)
TOOLS = {
    "odsgen-opt": [sys.executable, "-m", "odsgen.tools.opt"],
    "odsgen-translate": [sys.executable, "-m", "odsgen.tools.translate"],
    "odsgen-cpu-runner": [sys.executable, "-m", "odsgen.tools.cpu_runner"],
}
# printMemref* prints the data's address, which changes from run to run.
ADDRESS = re.compile(r"base@ = 0x[0-9a-f]+")


def blocks(kind: str) -> list[str]:
    return [body for lang, body in BLOCK.findall(DOC.read_text()) if lang == kind]


def sessions() -> list[tuple[str, str]]:
    """(command, expected output) of every `$ ` line of the console blocks, in order."""
    found = []
    for body in blocks("console"):
        for chunk in body.split("$ ")[1:]:
            command, _, output = chunk.partition("\n")
            found.append((command, output))
    return found


def run(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run one command of the page in `cwd` with this checkout's code."""
    words = shlex.split(command)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        TOOLS[words[0]] + words[1:], cwd=cwd, capture_output=True, text=True, env=env
    )


def prepare(tmp_path: Path, upto: int) -> Path:
    """Write sum.mlir and run the page's commands before session `upto`, as a reader would."""
    (tmp_path / "sum.mlir").write_text(blocks("mlir")[0])
    for command, _ in sessions()[:upto]:
        if "cpu-runner" not in command:
            done = run(command, tmp_path)
            assert (done.returncode, done.stderr) == (0, ""), command
    return tmp_path


@pytest.mark.parametrize(
    "index,command,expected",
    [(i, *s) for i, s in enumerate(sessions())],
    ids=lambda v: v[:40] if isinstance(v, str) else str(v),
)
def test_console_sessions(
    tmp_path: Path, index: int, command: str, expected: str
) -> None:
    if "cpu-runner" in command:
        pytest.importorskip("llvmlite", reason="needs the 'run' extra")
    workdir = prepare(tmp_path, index)
    done = run(command, workdir)
    assert (done.returncode, done.stderr) == (0, "")
    assert ADDRESS.sub("base@ = 0x?", done.stdout) == ADDRESS.sub(
        "base@ = 0x?", expected
    )


def test_python_example(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("numpy", reason="needs the 'run' extra")
    pytest.importorskip("llvmlite", reason="needs the 'run' extra")
    monkeypatch.chdir(prepare(tmp_path, len(sessions())))
    for body in blocks("python"):
        exec(compile(body, str(DOC), "exec"), {})


def test_program_is_not_llvm_dialect() -> None:
    """The page starts above the LLVM dialect: lowering is part of the walk."""
    program = blocks("mlir")[0]
    assert "llvm." not in program.replace("llvm.emit_c_interface", "")
    assert {"scf.for", "memref.load", "memref.store", "func.func"} <= set(
        re.findall(r"\b\w+\.\w+\b", program)
    )


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-16 is not installed")
def test_lowering_matches_mlir_opt(tmp_path: Path) -> None:
    """The page says sum-llvm.mlir is what mlir-opt-16 writes for the same passes."""
    command = next(c for c, _ in sessions() if c.startswith("odsgen-opt"))
    prepare(tmp_path, 0)
    assert run(command, tmp_path).returncode == 0
    words = shlex.split(command)[1:]
    words[words.index("-o") + 1] = "reference.mlir"
    subprocess.run([MLIR_OPT, *words], cwd=tmp_path, check=True)
    ours = (tmp_path / "sum-llvm.mlir").read_text()
    assert ours == (tmp_path / "reference.mlir").read_text()
