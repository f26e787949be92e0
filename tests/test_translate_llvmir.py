"""`odsgen-translate --mlir-to-llvmir` against LLVM IR recorded from mlir-translate-16.

`tests/translate/*.mlir` are our inputs with their `.ll` next to them;
`tests/translate/expected/NAME.ll` is mlir-translate-16's output for MLIR 16's
own test file `test/Target/LLVMIR/NAME.mlir` (read from ../shared/mlir16,
skipped where absent). Differential runs compare with a live
mlir-translate-16 where it is installed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import SHARED, run_translate
from reference import mlir_translate, needs_mlir_translate

HERE = Path(__file__).parent / "translate"
MLIR_TESTS = SHARED / "mlir16" / "test" / "Target" / "LLVMIR"
# MLIR 16's test files and the flags their RUN lines give.
RECORDED = {
    "llvmir": ["-split-input-file"],
    "llvmir-types": ["-split-input-file"],
    "opaque-ptr": ["-opaque-pointers"],
    "llvmir-intrinsics": [],
    "tbaa": ["-split-input-file"],
    "data-layout": ["-split-input-file", "-verify-diagnostics"],
    "llvmir-debug": [],
}
OURS = sorted(HERE.glob("*.mlir"))
# Inputs mlir-translate-16 fails on (crashes): our output is checked in, no differential.
BEYOND = sorted((HERE / "beyond").glob("*.mlir"))


def translate(args: list[str]) -> tuple[int, str, str]:
    return run_translate(["--mlir-to-llvmir", *args])


@pytest.mark.parametrize("path", OURS + BEYOND, ids=lambda p: p.stem)
def test_our_inputs(path: Path) -> None:
    status, out, err = translate([str(path)])
    assert (status, err) == (0, "")
    assert out == path.with_suffix(".ll").read_text()


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_mlir_16_test_files(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    source = MLIR_TESTS / f"{name}.mlir"
    if not source.exists():
        pytest.skip(f"{source} not present")
    # Debug locations name their file relative to the working directory:
    # the expected outputs were recorded in /, with the file's path written
    # `<source>` (it depends on where shared/ lies).
    monkeypatch.chdir("/")
    status, out, _ = translate([*RECORDED[name], str(source)])
    assert status == 0
    expected = (HERE / "expected" / f"{name}.ll").read_text()
    assert out.replace(str(source), "<source>") == expected


@needs_mlir_translate
@pytest.mark.parametrize("path", OURS, ids=lambda p: p.stem)
def test_differential(path: Path) -> None:
    reference = mlir_translate(["-mlir-to-llvmir", str(path)])
    assert reference.returncode == 0
    assert translate([str(path)])[1] == reference.stdout


# LLVM's verifiers (llvmlite's, opt-16's) on these outputs: test_translations_verify.py.


NON_LLVM = """func.func @f() {
  return
}
"""


def test_non_llvm_op_gets_mlir_translate_16s_error(tmp_path: Path) -> None:
    source = tmp_path / "f.mlir"
    source.write_text(NON_LLVM)
    status, out, err = translate([str(source)])
    assert (status, out) == (1, "")
    assert err.startswith(
        f"{source}:1:1: error: cannot be converted to LLVM IR: missing "
        "`LLVMTranslationDialectInterface` registration for dialect for op: func.func\n"
    )
    assert 'note: see current operation: \n"func.func"() ({' in err


VERIFIER = sorted((HERE / "verifier").glob("*.mlir"))


@pytest.mark.parametrize("path", VERIFIER, ids=lambda p: p.stem)
def test_modules_llvms_verifier_rejects(path: Path) -> None:
    """MLIR 16's translation runs LLVM's verifier; where MLIR's ops make a
    module it rejects (an intrinsic's immediate argument that is no
    constant), the verifier's message, no module, exit status 1."""
    status, out, err = translate([str(path)])
    assert (status, out) == (1, "")
    assert err == path.with_suffix(".err").read_text()


@needs_mlir_translate
@pytest.mark.parametrize("path", VERIFIER, ids=lambda p: p.stem)
def test_modules_llvms_verifier_rejects_differential(path: Path) -> None:
    reference = mlir_translate(["-mlir-to-llvmir", str(path)])
    assert (reference.returncode, reference.stdout) == (1, "")
    assert translate([str(path)])[2] == reference.stderr


def test_no_implicit_module(tmp_path: Path) -> None:
    """`--no-implicit-module` (Target/LLVMIR/invalid-module.mlir): the file's
    one top-level op is translated as it is, and only a symbol table with
    one region can be (mlir-translate-16's errors)."""
    source = tmp_path / "f.mlir"
    source.write_text("llvm.func @foo() {\n  llvm.return\n}\n")
    status, out, err = translate(["--no-implicit-module", str(source)])
    assert (status, out) == (1, "")
    assert err.startswith(
        f"{source}:1:1: error: 'llvm.func' op can not be translated to an"
        " LLVMIR module\nllvm.func @foo() {\n^\n"
        f'{source}:1:1: note: see current operation: \n"llvm.func"() ({{\n'
    )
    source.write_text("llvm.func @a()\nllvm.func @b()\n")
    status, out, err = translate(["--no-implicit-module", str(source)])
    assert (status, out) == (1, "")
    assert err == (
        f"{source}:0:0: error: source must contain a single top-level operation,"
        " found: 2\n"
    )
    source.write_text("module {\n  llvm.func @a()\n}\n")
    status, out, _ = translate(["--no-implicit-module", str(source)])
    assert status == 0 and "declare void @a()" in out
