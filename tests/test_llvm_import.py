"""`odsgen-translate --import-llvm`: LLVM IR to the LLVM dialect, as mlir-translate-16.

The expected outputs in tests/llvm_import were recorded from
`mlir-translate-16 --import-llvm` (`--opaque-pointers=0` for the typed
files); `sample.c` is the program the `.ll` files were compiled from
(clang-16 -O0/-O1 -fno-pic -fno-pie, with and without -no-opaque-pointers).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from odsgen.asm import parse_source
from odsgen.ir.printer import PrintOptions, print_module
from odsgen.target.llvm_import import import_context, import_llvm
from odsgen.target.llvm_import.importer import ImportFailure
from odsgen.target.llvm_import.parser import LLParseError
from reference import mlir_translate, needs_mlir_translate

HERE = Path(__file__).parent / "llvm_import"
ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted(p.stem for p in HERE.glob("sample.*.ll"))
MLIR_OPT = shutil.which("mlir-opt-16")


def translate(args: list[str], text: str) -> subprocess.CompletedProcess[str]:
    """Run `odsgen-translate ARGS -` on `text`."""
    return subprocess.run(
        [sys.executable, "-m", "odsgen.tools.translate", *args, "-"],
        input=text,
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def imported(text: str, opaque: bool = True, **options: bool) -> str:
    context = import_context()
    module = import_llvm(text, "in.ll", opaque, context)
    with context:
        return print_module(module, PrintOptions(**options), context)


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_program_prints_what_mlir_translate_prints(name: str) -> None:
    text = (HERE / f"{name}.ll").read_text()
    expected = (HERE / f"{name}.mlir").read_text()
    assert imported(text, opaque="opaque" in name) == expected


@needs_mlir_translate
@pytest.mark.parametrize("name", SAMPLES)
def test_sample_program_against_mlir_translate(name: str) -> None:
    args = ["--import-llvm"] + ([] if "opaque" in name else ["--opaque-pointers=0"])
    path = HERE / f"{name}.ll"
    reference = mlir_translate([*args, str(path)], check=True)
    assert imported(path.read_text(), opaque="opaque" in name) == reference.stdout


def test_command_line_typed_and_generic() -> None:
    text = (HERE / "sample.O0.typed.ll").read_text()
    result = translate(["--import-llvm", "-opaque-pointers=0"], text)
    assert result.returncode == 0, result.stderr
    assert result.stdout == (HERE / "sample.O0.typed.mlir").read_text()
    generic = translate(["--import-llvm", "--mlir-print-op-generic"], text)
    assert generic.stdout.startswith('"builtin.module"() ({')


def test_constants_made_again_in_each_function() -> None:
    # Leaf constants (int, fp, null, undef, poison) are converted once and
    # their ops made again per function; struct GEP indices read from them.
    text = (HERE / "leaf_constants.ll").read_text()
    assert imported(text) == (HERE / "leaf_constants.mlir").read_text()


PHIS = """
define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %acc = phi i32 [ 7, %entry ], [ %sum, %body ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body
body:
  %sum = add nsw i32 %acc, %i
  %next = add i32 %i, 1
  br label %head
exit:
  ret i32 %acc
}
"""


def test_phis_become_block_arguments_and_constants_go_first() -> None:
    assert imported(PHIS).splitlines()[1:] == [
        "  llvm.func @loop(%arg0: i32) -> i32 {",
        "    %0 = llvm.mlir.constant(0 : i32) : i32",
        "    %1 = llvm.mlir.constant(7 : i32) : i32",
        "    %2 = llvm.mlir.constant(1 : i32) : i32",
        "    llvm.br ^bb1(%0, %1 : i32, i32)",
        "  ^bb1(%3: i32, %4: i32):  // 2 preds: ^bb0, ^bb2",
        '    %5 = llvm.icmp "sge" %3, %arg0 : i32',
        "    llvm.cond_br %5, ^bb3, ^bb2",
        "  ^bb2:  // pred: ^bb1",
        "    %6 = llvm.add %4, %3  : i32",
        "    %7 = llvm.add %3, %2  : i32",
        "    llvm.br ^bb1(%7, %6 : i32, i32)",
        "  ^bb3:  // pred: ^bb1",
        "    llvm.return %4 : i32",
        "  }",
        "}",
    ]


CYCLIC = """
%pair = type { ptr, i32 }
@a = global %pair { ptr @b, i32 1 }
@b = global %pair { ptr @a, i32 2 }
define ptr @get() {
  ret ptr @a
}
"""


def test_globals_that_refer_to_each_other_import() -> None:
    # MLIR 16 runs out of memory on this: its walk of the constant never ends.
    text = imported(CYCLIC)
    module = parse_source(text, import_context())
    assert "llvm.mlir.addressof @b" in text and "llvm.func @get()" in text
    assert module.body.first_op is not None


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-16 not installed")
def test_mlir_opt_reads_what_mlir_16_cannot_import() -> None:
    text = CYCLIC + """
declare i32 @llvm.fshl.i32(i32, i32, i32)
define i32 @rotate(i32 %x) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 3)
  ret i32 %r
}
"""
    output = imported(text, generic=True)
    assert "@llvm.fshl.i32" in output
    result = subprocess.run(
        [MLIR_OPT, "-"], input=output, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    "text, message",
    [
        (
            "define i32 @f() {\n  %x = add i32 1,\n  ret i32 0\n}\n",
            "3:3: error: expected value token",
        ),
        (
            "define i32 @f() {\n  ret i32 %nope\n}\n",
            "2:11: error: use of undefined value '%nope'",
        ),
        ("@g = global i32\n", "2:1: error: expected value token"),
        (
            "define void @f() {\n  frobnicate\n}\n",
            "2:3: error: expected instruction opcode",
        ),
        ("%T = type { i32\n", "2:1: error: expected '}' at end of struct"),
    ],
)
def test_malformed_ir_is_one_error_at_file_line_col(text: str, message: str) -> None:
    result = translate(["--import-llvm"], text)
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.startswith(f"<stdin>:{message}\n"), result.stderr
    assert "Traceback" not in result.stderr


def test_unimportable_construct_names_it_and_its_line() -> None:
    text = "define ptr @f() {\nentry:\n  br label %next\nnext:\n  ret ptr blockaddress(@f, %next)\n}\n"
    result = translate(["--import-llvm"], text)
    assert result.returncode == 1
    assert result.stderr.startswith(
        "<stdin>:5:3: error: unhandled constant: blockaddress(@f, %next)"
    ), result.stderr


def test_intrinsic_without_op_taking_metadata_is_named() -> None:
    """An intrinsic without an op is kept as a call, unless it takes metadata
    (a call cannot pass it): then the error names the intrinsic."""
    text = (
        "declare void @llvm.experimental.noalias.scope.decl(metadata)\n"
        "define void @f() {\n"
        "  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n"
        "  ret void\n}\n!0 = !{!1}\n!1 = distinct !{!1, !2}\n!2 = distinct !{!2}\n"
    )
    result = translate(["--import-llvm"], text)
    assert result.returncode == 1
    assert result.stderr.startswith(
        "<stdin>:3:3: error: unhandled intrinsic: llvm.experimental.noalias.scope.decl"
    ), result.stderr
    assert "Traceback" not in result.stderr


def test_debug_info_field_with_a_typed_constant() -> None:
    """clang-16 -g writes a bit field's storage offset as `extraData: i64 N`."""
    text = (
        "!llvm.module.flags = !{!0}\n"
        '!0 = !{i32 2, !"Debug Info Version", i32 3}\n'
        '!1 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)\n'
        '!2 = !DIDerivedType(tag: DW_TAG_member, name: "bits", baseType: !1,'
        " size: 1, offset: 8, flags: DIFlagBitField, extraData: i64 8)\n"
    )
    module = import_llvm(text)
    assert module.name == "builtin.module"


def test_parse_and_import_errors_as_exceptions() -> None:
    with pytest.raises(LLParseError):
        import_llvm("define void @f( {")
    with pytest.raises(ImportFailure):
        import_llvm("define void @f(ptr %p) {\n  indirectbr ptr %p, []\n}\n")


DEBUG = """
define i32 @twice(i32 %x) !dbg !4 {
  %y = add i32 %x, %x, !dbg !8
  call void @llvm.dbg.value(metadata i32 %y, metadata !9, metadata !DIExpression()), !dbg !8
  ret i32 %y, !dbg !10
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "cc", isOptimized: true, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 4, column: 7, scope: !4)
!9 = !DILocalVariable(name: "y", scope: !4, file: !1, line: 4, type: !7)
!10 = !DILocation(line: 5, column: 3, scope: !4)
"""


def test_debug_locations_and_variables() -> None:
    text = imported(DEBUG, debuginfo=True)
    assert '#di_file = #llvm.di_file<"t.c" in "/src">' in text
    assert 'subprogramFlags = "Definition|Optimized"' in text
    assert re.search(
        r"llvm.intr.dbg.value #di_local_variable = %0 : i32 loc\(#loc\d\)", text
    )
    assert re.search(r'#loc\d = loc\("t.c":4:7\)', text)
    assert re.search(r"loc\(fused<#di_subprogram>\[#loc\d\]\)", text)
    assert "llvm.func @llvm.dbg.value" not in text


@needs_mlir_translate
def test_debug_info_against_mlir_translate() -> None:
    args = ["--import-llvm", "--mlir-print-debuginfo", "-"]
    reference = mlir_translate(args, DEBUG, check=True)
    context = import_context()
    module = import_llvm(DEBUG, "<stdin>", True, context)
    with context:
        ours = print_module(module, PrintOptions(debuginfo=True), context)
    assert ours == reference.stdout
