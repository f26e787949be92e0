"""Every module translated from the test files of issue #13 passes LLVM's
verifier: llvmlite's (LLVM 22, after `execution.llvm22`'s rewrite) and
`opt-16 -passes=verify` where it is installed.

The modules, all checked in:

- `tests/translate/expected/*.ll`: mlir-translate-16's outputs for MLIR 16's
  Target/LLVMIR test files (test_translate_llvmir.py checks ours are the
  same); `llvmir-invalid.mlir` translates no module (every case is an
  error, also checked here);
- `tests/translate/*.ll` and `beyond/*.ll`: our own inputs' outputs;
- `tests/translate/cpu_runner/*.ll`: the modules the mlir-cpu-runner test files
  run that odsgen can lower (each file's `mlir-opt` pipeline through
  odsgen-opt, then odsgen-translate). Where MLIR 16's test files are present
  they are made again and compared; where mlir-opt-16 and mlir-translate-16
  are installed, also with MLIR 16's. `python tests/test_translations_verify.py`
  records them again.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import SHARED, run_opt, run_translate
from reference import MLIR_TRANSLATE, mlir_translate

HERE = Path(__file__).parent / "translate"
CPU_RUNNER_TESTS = SHARED / "mlir16" / "test" / "mlir-cpu-runner"
LLVMIR_TESTS = SHARED / "mlir16" / "test" / "Target" / "LLVMIR"
# The mlir-cpu-runner test files whose RUN pipelines odsgen has every pass of.
CPU_RUNNER_FILES = [
    "bare-ptr-call-conv",
    "copy",
    "global-memref",
    "memref-reinterpret-cast",
    "memref-reshape",
    "print",
    "simple",
    "x86-varargs",
]
PIPELINE = re.compile(r'-pass-pipeline="([^"]*)"')
OPT = shutil.which("opt-16")
MLIR_OPT = shutil.which("mlir-opt-16")


def _modules(path: Path) -> list[str]:
    """The modules of a `.ll` file (several where `--split-input-file` joined them)."""
    chunks = path.read_text().split("; ModuleID")
    return ["; ModuleID" + chunk for chunk in chunks if chunk.strip()]


MODULES = {
    f"{path.parent.name}/{path.stem}#{index}": text
    for path in sorted(
        [
            *HERE.glob("*.ll"),
            *(HERE / "beyond").glob("*.ll"),
            *(HERE / "expected").glob("*.ll"),
            *(HERE / "cpu_runner").glob("*.ll"),
        ]
    )
    for index, text in enumerate(_modules(path))
}


def _translate(args: list[str], stdin: str | None = None) -> tuple[int, str, str]:
    return run_translate(["--mlir-to-llvmir", *args], stdin)


def cpu_runner_module(name: str) -> str:
    """The LLVM IR odsgen makes of mlir-cpu-runner test file `name`: its
    `mlir-opt` pipeline (if any) through odsgen-opt, then odsgen-translate."""
    source = CPU_RUNNER_TESTS / f"{name}.mlir"
    text = source.read_text()
    pipeline = PIPELINE.search(text)
    if pipeline is not None:
        status, text, err = run_opt([f"-pass-pipeline={pipeline[1]}"], text)
        assert status == 0, err
    status, out, err = _translate(["-"], text)
    assert status == 0, err
    return out


def test_the_modules_are_found() -> None:
    assert len([k for k in MODULES if k.startswith("cpu_runner/")]) == len(
        CPU_RUNNER_FILES
    )
    assert len([k for k in MODULES if k.startswith("expected/")]) >= 39


@pytest.mark.parametrize("name", list(MODULES))
def test_llvmlite_verifies(name: str) -> None:
    """llvmlite reads and verifies each module (in this process: with the
    debug-info upgrade off, LLVM's reader does not abort on a broken module,
    see execution/engine.py)."""
    llvm = pytest.importorskip(
        "llvmlite.binding", reason="needs the 'run' extra (llvmlite)"
    )
    from odsgen.execution.llvm22 import for_llvm22

    llvm.set_option("odsgen", "-disable-auto-upgrade-debug-info")
    llvm.parse_assembly(for_llvm22(MODULES[name])).verify()


@pytest.mark.skipif(OPT is None, reason="opt-16 not installed")
@pytest.mark.parametrize("name", list(MODULES))
def test_opt_16_verifies(name: str) -> None:
    assert OPT is not None
    done = subprocess.run(
        [OPT, "-passes=verify", "-disable-output"],
        input=MODULES[name],
        text=True,
        capture_output=True,
    )
    assert done.returncode == 0, done.stderr


def test_llvmir_invalid_translates_no_module() -> None:
    source = LLVMIR_TESTS / "llvmir-invalid.mlir"
    if not source.exists():
        pytest.skip(f"{source} not present")
    status, out, _ = _translate(
        ["-split-input-file", "-verify-diagnostics", str(source)]
    )
    assert (status, out) == (0, "")


@pytest.mark.parametrize("name", CPU_RUNNER_FILES)
def test_cpu_runner_modules_are_odsgens(name: str) -> None:
    if not (CPU_RUNNER_TESTS / f"{name}.mlir").exists():
        pytest.skip(f"{CPU_RUNNER_TESTS} not present")
    expected = (HERE / "cpu_runner" / f"{name}.ll").read_text()
    assert cpu_runner_module(name) == expected


@pytest.mark.skipif(
    MLIR_OPT is None or MLIR_TRANSLATE is None,
    reason="mlir-opt-16 and mlir-translate-16 not installed",
)
@pytest.mark.parametrize("name", CPU_RUNNER_FILES)
def test_cpu_runner_modules_are_mlir_16s(name: str) -> None:
    assert MLIR_OPT is not None and MLIR_TRANSLATE is not None
    source = CPU_RUNNER_TESTS / f"{name}.mlir"
    if not source.exists():
        pytest.skip(f"{source} not present")
    text = source.read_text()
    pipeline = PIPELINE.search(text)
    if pipeline is not None:
        text = subprocess.run(
            [MLIR_OPT, f"-pass-pipeline={pipeline[1]}"],
            input=text,
            text=True,
            capture_output=True,
            check=True,
        ).stdout
    reference = mlir_translate(["-mlir-to-llvmir"], text, check=True).stdout
    assert (HERE / "cpu_runner" / f"{name}.ll").read_text() == reference


if __name__ == "__main__":  # record tests/translate/cpu_runner/*.ll again
    (HERE / "cpu_runner").mkdir(exist_ok=True)
    for file_name in CPU_RUNNER_FILES:
        (HERE / "cpu_runner" / f"{file_name}.ll").write_text(
            cpu_runner_module(file_name)
        )
