"""The lowerings to LLVM (`--convert-arith-to-llvm`, `--convert-func-to-llvm`,
`--llvm-request-c-wrappers`, `--convert-cf-to-llvm`, `--convert-math-to-llvm`,
`--convert-index-to-llvm`, `--convert-memref-to-llvm`) and the
`LLVMTypeConverter`: inputs in
tests/lowering/, mlir-opt-16's output for each run checked in next to them
(`python tests/test_lowering_llvm.py` records them again)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from conftest import run_opt
from odsgen.asm import parse_source
from odsgen.ir.printer import print_module
from odsgen.conversion import (
    ConversionError,
    ConversionPattern,
    ConversionTarget,
    apply_full_conversion,
)
from odsgen.conversion.llvm import LLVMTypeConverter, LowerToLLVMOptions
from odsgen.conversion.llvm.func import convert_func_to_llvm
from odsgen.ir.context import Context
from odsgen.ir.types import (
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    UnrankedMemRefType,
    VectorType,
)
from reference import MLIR_OPT, needs_mlir_opt

CASES = Path(__file__).parent / "lowering"

# (input file, flags): each run's expected output is NAME.N.expected.
RUNS = [
    ("arith.mlir", ["--convert-arith-to-llvm"]),
    ("arith.mlir", ["--convert-arith-to-llvm=index-bitwidth=32"]),
    (
        "arith.mlir",
        ["--pass-pipeline=builtin.module(func.func(convert-arith-to-llvm))"],
    ),
    ("func.mlir", ["--convert-func-to-llvm"]),
    ("func.mlir", ["--convert-func-to-llvm=index-bitwidth=32"]),
    ("func.mlir", ["--llvm-request-c-wrappers", "--convert-func-to-llvm"]),
    (
        "func.mlir",
        [
            "--pass-pipeline=builtin.module(func.func(convert-arith-to-llvm"
            "{index-bitwidth=32}),convert-func-to-llvm{index-bitwidth=32"
            " data-layout=e-p:32:32},reconcile-unrealized-casts)"
        ],
    ),
    ("bare-ptr.mlir", ["--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1"]),
    ("varargs.mlir", ["--convert-func-to-llvm"]),
    ("cf.mlir", ["--convert-cf-to-llvm"]),
    ("cf.mlir", ["--convert-cf-to-llvm=index-bitwidth=32"]),
    ("cf.mlir", ["--convert-func-to-llvm"]),
    ("math.mlir", ["--convert-math-to-llvm"]),
    (
        "math.mlir",
        [
            "--pass-pipeline=builtin.module(func.func(convert-math-to-llvm),"
            "convert-func-to-llvm,reconcile-unrealized-casts)"
        ],
    ),
    ("index.mlir", ["--convert-index-to-llvm"]),
    ("index.mlir", ["--convert-index-to-llvm=index-bitwidth=32"]),
    ("memref.mlir", ["--convert-memref-to-llvm"]),
    ("memref.mlir", ["--convert-memref-to-llvm=index-bitwidth=32"]),
    (
        "memref.mlir",
        [
            "--pass-pipeline=builtin.module(convert-memref-to-llvm"
            "{use-generic-functions=1 use-aligned-alloc=1})"
        ],
    ),
    (
        "memref.mlir",
        [
            "--convert-memref-to-llvm",
            "--convert-func-to-llvm",
            "--convert-arith-to-llvm",
            "--reconcile-unrealized-casts",
        ],
    ),
    ("unranked-return.mlir", ["--convert-func-to-llvm"]),
    ("unranked-return.mlir", ["--convert-func-to-llvm=index-bitwidth=32"]),
    (
        "unranked-return.mlir",
        ["--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1"],
    ),
    (
        "unranked-return.mlir",
        [
            "--convert-memref-to-llvm",
            "--convert-func-to-llvm",
            "--reconcile-unrealized-casts",
        ],
    ),
    (
        "scf-memref.mlir",
        [
            "--convert-scf-to-cf",
            "--convert-func-to-llvm",
            "--convert-memref-to-llvm",
            "--convert-arith-to-llvm",
            "--convert-cf-to-llvm",
            "--reconcile-unrealized-casts",
            "--mlir-print-debuginfo",
        ],
    ),
]


def expected_path(index: int) -> Path:
    name, _ = RUNS[index]
    return CASES / f"{name}.{index}.expected"


def in_cases(command: list[str]) -> tuple[int, str, str]:
    cwd = os.getcwd()
    os.chdir(CASES)
    try:
        if command[0] == "odsgen-opt":
            return run_opt(command[1:])
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        return result.returncode, result.stdout, result.stderr
    finally:
        os.chdir(cwd)


def run(tool: str, index: int) -> str:
    name, flags = RUNS[index]
    status, out, err = in_cases([tool, "--split-input-file", *flags, name])
    return f"exit {status}\n{out}{err}"


@pytest.mark.parametrize("index", range(len(RUNS)))
def test_lowering_matches_recorded_output(index: int) -> None:
    assert run("odsgen-opt", index) == expected_path(index).read_text()


@needs_mlir_opt
@pytest.mark.parametrize("index", range(len(RUNS)))
def test_recorded_output_is_mlir_opts(index: int) -> None:
    assert MLIR_OPT is not None
    assert run(MLIR_OPT, index) == expected_path(index).read_text()


def test_options_are_flags_with_mlirs_help() -> None:
    status, out, _ = run_opt(["--help"])
    assert status == 0
    for text in (
        "--convert-arith-to-llvm",
        "--convert-func-to-llvm",
        "--use-bare-ptr-memref-call-conv",
        "--data-layout=<string>",
        "--llvm-request-c-wrappers",
        "--convert-cf-to-llvm",
        "--convert-math-to-llvm",
        "--convert-index-to-llvm",
    ):
        assert text in out


def test_malformed_option_is_mlirs_error() -> None:
    status, out, err = run_opt(["--convert-func-to-llvm=index-bitwidth=x", "-"], "")
    assert status == 1 and out == ""
    assert "index-bitwidth" in err and "Traceback" not in err


# -- the type converter from Python -----------------------------------------------------------


def test_type_converter_builtin_types() -> None:
    with Context() as context:
        converter = LLVMTypeConverter(context)
        llvm = converter.llvm
        i64, f32 = IntegerType.get(64), FloatType.get("f32")
        assert converter.convert_type(IndexType.get()) is i64
        assert converter.convert_type(IntegerType.get(8, 1)) is IntegerType.get(8)
        assert converter.convert_type(f32) is f32
        assert str(converter.convert_type(ComplexType.get(f32))) == (
            "!llvm.struct<(f32, f32)>"
        )
        assert converter.convert_type(VectorType.get([4], f32)) is VectorType.get(
            [4], f32
        )
        assert str(converter.convert_type(VectorType.get([2, 3], IndexType.get()))) == (
            "!llvm.array<2 x vector<3xi64>>"
        )
        memref = MemRefType.get([4, None], f32)
        assert str(converter.convert_type(memref)) == (
            "!llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>"
        )
        assert str(converter.convert_type(UnrankedMemRefType.get(f32))) == (
            "!llvm.struct<(i64, ptr<i8>)>"
        )
        function = FunctionType.get([IndexType.get(), memref], [f32, f32])
        assert str(converter.convert_type(function)) == (
            "!llvm.ptr<func<struct<(f32, f32)> (i64, ptr<f32>, ptr<f32>, i64, i64,"
            " i64, i64, i64)>>"
        )
        assert isinstance(
            converter.convert_type(llvm.LLVMVoidType.get()),
            type(llvm.LLVMVoidType.get()),
        )


def test_type_converter_options() -> None:
    with Context() as context:
        options = LowerToLLVMOptions(index_bitwidth=32, use_opaque_pointers=True)
        converter = LLVMTypeConverter(context, options)
        f32 = FloatType.get("f32")
        assert converter.convert_type(IndexType.get()) is IntegerType.get(32)
        assert str(converter.convert_type(MemRefType.get([8], f32))) == (
            "!llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>"
        )
        wrapper, result_is_argument = converter.convert_function_type_c_wrapper(
            FunctionType.get([MemRefType.get([8], f32)], [f32, f32])
        )
        assert result_is_argument
        assert str(wrapper) == "!llvm.func<void (ptr, ptr)>"


def test_reported_error_leaves_the_function_and_the_pass_goes_on() -> None:
    """As in MLIR 16, a bad `llvm.linkage` is an error on its function, which
    stays unconverted, while the pass converts the rest and succeeds."""
    source = """
    func.func @f(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      return %0 : i32
    }
    func.func private @g(%a: i32) attributes {llvm.linkage = 3}
    """
    with Context() as context:
        module = parse_source(source, context, "in.mlir")
        convert_func_to_llvm(module, context, {})
        printed = print_module(module)
    assert "llvm.func @f(%arg0: i32) -> i32" in printed
    assert "func.func private @g(i32) attributes {llvm.linkage = 3 : i64}" in printed
    [error] = context.reported
    assert error.diagnostic.message == (
        "Contains llvm.linkage attribute not of type LLVM::LinkageAttr"
    )
    assert error.op.name == "func.func"


def test_reported_error_is_printed_and_the_exit_status_is_zero() -> None:
    """odsgen-opt prints a reported error (with its "see current operation"
    note) and the converted module, and exits 0, as mlir-opt-16 does."""
    source = (
        'func.func @v(%a: i32) attributes {"func.varargs" = true,'
        ' "llvm.emit_c_interface"} {\n  return\n}\n'
    )
    status, out, err = run_opt(["--convert-func-to-llvm", "-"], source)
    assert status == 0
    assert err.startswith(
        "<stdin>:1:1: error: C interface for variadic functions is not supported"
        " yet.\n"
    )
    assert "note: see current operation: " in err
    assert "llvm.return" in out and "func.func @v" in out


class _CreateThenFail(ConversionPattern):
    """Creates `test.new` for `test.a` (which then counts as converted)."""

    def convert(self, op, operands, rewriter):  # type: ignore[no-untyped-def]
        new = rewriter.create("test.new", [], [op.results[0].type])
        rewriter.replace_op(op, [new.results[0]])
        return True


def test_error_shows_the_operation_as_it_was_at_the_error() -> None:
    """The failing op is printed before the rollback, with the ops created
    so far numbered (MLIR's "see current operation" note)."""
    source = """
    "test.a"() : () -> i32
    "test.b"() : () -> ()
    %0 = "test.c"() : () -> i32
    "test.d"(%0) : (i32) -> ()
    """
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(source, context, "in.mlir")
        before = print_module(module)
        target = ConversionTarget()
        target.add_legal_op("builtin.module")
        target.add_legal_op("test.new")
        target.add_legal_op("test.a")
        target.add_dynamically_legal_op("test.a", lambda op: False)
        target.add_legal_op("test.b")
        target.add_legal_op("test.c")
        with pytest.raises(ConversionError) as info:
            apply_full_conversion(
                module, target, [_CreateThenFail(None, "test.a")], context=context
            )
        assert print_module(module) == before
    error = info.value
    assert error.diagnostic.message == "failed to legalize operation 'test.d'"
    assert error.current_operation is not None
    # At the error, test.new (%0) and test.a (%1) come before test.c (%2).
    assert error.current_operation[False] == '"test.d"(%2) : (i32) -> ()'


if __name__ == "__main__":
    # Record the expected outputs with mlir-opt-16.
    assert MLIR_OPT is not None
    for number in range(len(RUNS)):
        expected_path(number).write_text(run(MLIR_OPT, number))
