"""`odsgen-translate`'s command line: translation flags, files, splitting."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_translate
from odsgen.tools.translations import TRANSLATIONS, register

EMPTY_LL = """\
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

declare void @free(ptr)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
"""


def test_missing_translation_is_mlir_translate_16s_error() -> None:
    status, out, err = run_translate(["-"], "module {}")
    assert status == 1 and out == ""
    assert (
        err == "Translation to perform option: must be specified at least once!\n" * 7
    )


def test_empty_module_from_stdin() -> None:
    assert run_translate(["--mlir-to-llvmir", "-"], "module {}") == (0, EMPTY_LL, "")


def test_single_dash_flag_and_output_file(tmp_path: Path) -> None:
    out = tmp_path / "out.ll"
    status, stdout, _ = run_translate(["-mlir-to-llvmir", "-o", str(out)], "")
    assert status == 0 and stdout == "" and out.read_text() == EMPTY_LL


def test_split_outputs_are_concatenated_without_marker() -> None:
    status, out, _ = run_translate(
        ["--mlir-to-llvmir", "--split-input-file"], "module {}\n// -----\n"
    )
    assert status == 0 and out == EMPTY_LL * 2


def test_missing_input_file() -> None:
    status, out, err = run_translate(["--mlir-to-llvmir", "/nonexistent/x.mlir"])
    assert status == 1 and out == ""
    assert err == (
        "cannot open input file '/nonexistent/x.mlir': No such file or directory\n"
    )


def test_unknown_flag_exits_1_without_traceback() -> None:
    status, _, err = run_translate(["--mlir-to-llvmir", "--bogus", "-"], "")
    assert status == 1 and "unrecognized arguments: --bogus" in err


def test_parse_error_names_the_position() -> None:
    status, out, err = run_translate(["--mlir-to-llvmir", "-"], "llvm.func @f(\n")
    assert status == 1 and out == ""
    assert err.startswith("<stdin>:1:14: error: expected non-function type")


def test_duplicate_registration_is_refused() -> None:
    with pytest.raises(ValueError, match="already registered"):
        register("mlir-to-llvmir", "again", "raw", "x:y")
    assert TRANSLATIONS["mlir-to-llvmir"].description == "translate mlir to llvmir"
