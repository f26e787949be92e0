"""The execution engine and odsgen-cpu-runner: NumPy arrays through `_mlir_ciface_` wrappers."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from conftest import run_python

np = pytest.importorskip("numpy", reason="needs the 'run' extra (numpy)")
pytest.importorskip("llvmlite", reason="needs the 'run' extra (llvmlite)")

from odsgen.execution import ExecutionEngine, ExecutionError  # noqa: E402
from odsgen.execution.runner_utils import memref_text  # noqa: E402
from odsgen.execution.runtime import (  # noqa: E402
    get_ranked_memref_descriptor,
    get_unranked_memref_descriptor,
    ranked_memref_to_numpy,
    unranked_memref_to_numpy,
)


def cpu_runner(source: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    """odsgen-cpu-runner, as its own process, on `source` with `flags`."""
    return run_python("-m", "odsgen.tools.cpu_runner", str(source), *flags)


DESCRIPTOR = "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"

# Seed 004's calling convention written by hand: @fill takes the unpacked
# descriptor of a 2-D f32 memref and stores value + 10*i + j at [i, j];
# @_mlir_ciface_fill takes a pointer to the descriptor, @_mlir_ciface_fill_unranked
# an unranked {rank, ptr} descriptor.
PROGRAM = f"""
llvm.func @fill(%alloc: !llvm.ptr, %data: !llvm.ptr, %offset: i64, %n0: i64, %n1: i64,
                %s0: i64, %s1: i64, %value: f32) {{
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c10 = llvm.mlir.constant(10 : i64) : i64
  llvm.br ^rows(%c0 : i64)
^rows(%i: i64):
  %rows_done = llvm.icmp "sge" %i, %n0 : i64
  llvm.cond_br %rows_done, ^exit, ^columns(%c0 : i64)
^columns(%j: i64):
  %columns_done = llvm.icmp "sge" %j, %n1 : i64
  llvm.cond_br %columns_done, ^next_row, ^body
^body:
  %a = llvm.mul %i, %s0 : i64
  %b = llvm.mul %j, %s1 : i64
  %c = llvm.add %a, %b : i64
  %d = llvm.add %c, %offset : i64
  %p = llvm.getelementptr %data[%d] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %e = llvm.mul %i, %c10 : i64
  %f = llvm.add %e, %j : i64
  %g = llvm.sitofp %f : i64 to f32
  %h = llvm.fadd %g, %value : f32
  llvm.store %h, %p : f32, !llvm.ptr
  %j1 = llvm.add %j, %c1 : i64
  llvm.br ^columns(%j1 : i64)
^next_row:
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^rows(%i1 : i64)
^exit:
  llvm.return
}}
llvm.func @_mlir_ciface_fill(%desc: !llvm.ptr, %value: f32) {{
  %0 = llvm.load %desc : !llvm.ptr -> {DESCRIPTOR}
  %1 = llvm.extractvalue %0[0] : {DESCRIPTOR}
  %2 = llvm.extractvalue %0[1] : {DESCRIPTOR}
  %3 = llvm.extractvalue %0[2] : {DESCRIPTOR}
  %4 = llvm.extractvalue %0[3, 0] : {DESCRIPTOR}
  %5 = llvm.extractvalue %0[3, 1] : {DESCRIPTOR}
  %6 = llvm.extractvalue %0[4, 0] : {DESCRIPTOR}
  %7 = llvm.extractvalue %0[4, 1] : {DESCRIPTOR}
  llvm.call @fill(%1, %2, %3, %4, %5, %6, %7, %value)
    : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> ()
  llvm.return
}}
llvm.func @_mlir_ciface_fill_unranked(%unranked: !llvm.ptr, %value: f32) {{
  %0 = llvm.load %unranked : !llvm.ptr -> !llvm.struct<(i64, ptr)>
  %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
  llvm.call @_mlir_ciface_fill(%1, %value) : (!llvm.ptr, f32) -> ()
  llvm.return
}}
llvm.func @add(%a: i64, %b: i64) -> i64 {{
  %0 = llvm.add %a, %b : i64
  llvm.return %0 : i64
}}
"""

EXPECTED = np.array([[0.5, 1.5, 2.5], [10.5, 11.5, 12.5]], dtype=np.float32)


@pytest.fixture(scope="module")
def engine() -> ExecutionEngine:
    return ExecutionEngine(PROGRAM, opt_level=2)


def test_ranked_numpy_array_is_written_through_ciface(engine: ExecutionEngine) -> None:
    array = np.zeros((2, 3), dtype=np.float32)
    assert engine.invoke("fill", array, 0.5) is None
    assert np.array_equal(array, EXPECTED)


def test_strided_view_gets_its_strides(engine: ExecutionEngine) -> None:
    base = np.zeros((2, 6), dtype=np.float32)
    engine.invoke("fill", base[:, ::2], 0.5)
    assert np.array_equal(base[:, ::2], EXPECTED)
    assert not base[:, 1::2].any()


def test_unranked_descriptor(engine: ExecutionEngine) -> None:
    array = np.zeros((2, 3), dtype=np.float32)
    engine.invoke("fill_unranked", get_unranked_memref_descriptor(array), 0.5)
    assert np.array_equal(array, EXPECTED)


def test_scalars_return_a_value(engine: ExecutionEngine) -> None:
    assert engine.invoke("add", 40, 2) == 42


def test_descriptor_round_trip() -> None:
    array = np.arange(12, dtype=np.float64).reshape(3, 4)[:, 1:3]
    view = ranked_memref_to_numpy(get_ranked_memref_descriptor(array))
    assert np.array_equal(view, array)
    unranked = get_unranked_memref_descriptor(array)
    assert np.array_equal(unranked_memref_to_numpy(unranked, np.float64), array)


def test_unknown_function_and_missing_library(engine: ExecutionEngine) -> None:
    with pytest.raises(ExecutionError, match="entry point not found"):
        engine.invoke("nope")
    with pytest.raises(ExecutionError, match="no such file"):
        ExecutionEngine(PROGRAM, shared_libs=["/nonexistent/libx.so"])


def test_non_llvm_ops_are_reported() -> None:
    with pytest.raises(
        ExecutionError, match="missing `LLVMTranslationDialectInterface`"
    ):
        ExecutionEngine("func.func @f() {\n  return\n}\n")


def test_print_memref_matches_mlir_runner_utils() -> None:
    array = np.arange(6, dtype=np.float32).reshape(2, 3)
    descriptor = get_ranked_memref_descriptor(array)
    import ctypes

    text = memref_text(2, ctypes.addressof(descriptor), "F32")
    head, data = text.split("data = \n")
    assert head.endswith("rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] ")
    assert data == "[[0,   1,   2], \n [3,   4,   5]]\n"


def test_cpu_runner_prints_the_result(tmp_path) -> None:
    source = tmp_path / "main.mlir"
    source.write_text(
        "llvm.func @printI64(i64)\nllvm.func @printNewline()\n"
        "llvm.func @main() -> i32 {\n"
        "  %0 = llvm.mlir.constant(7 : i64) : i64\n"
        "  llvm.call @printI64(%0) : (i64) -> ()\n"
        "  llvm.call @printNewline() : () -> ()\n"
        "  %1 = llvm.mlir.constant(42 : i32) : i32\n"
        "  llvm.return %1 : i32\n}\n"
    )
    done = cpu_runner(source, "-entry-point-result=i32")
    assert (done.returncode, done.stdout, done.stderr) == (0, "7\n42\n", "")
    done = cpu_runner(source, "-e", "nope")
    assert (done.returncode, done.stderr) == (1, "Error: entry point not found\n")
    done = cpu_runner(source)
    assert (done.returncode, done.stderr) == (
        1,
        "Error: only single f32 function result supported\n",
    )


def test_cpu_runner_loads_a_real_shared_library(tmp_path) -> None:
    import shutil

    clang = shutil.which("clang-16") or shutil.which("cc")
    if clang is None:
        pytest.skip("no C compiler to build a shared library")
    (tmp_path / "lib.c").write_text("long odsgen_answer(void) { return 42; }\n")
    library = tmp_path / "libanswer.so"
    subprocess.run(
        [clang, "-shared", "-fPIC", str(tmp_path / "lib.c"), "-o", str(library)],
        check=True,
    )
    source = tmp_path / "main.mlir"
    source.write_text(
        "llvm.func @odsgen_answer() -> i64\n"
        "llvm.func @main() -> i64 {\n"
        "  %0 = llvm.call @odsgen_answer() : () -> i64\n"
        "  llvm.return %0 : i64\n}\n"
    )
    done = cpu_runner(source, "-entry-point-result=i64", f"-shared-libs={library}")
    assert (done.returncode, done.stdout) == (0, "42\n")
    done = cpu_runner(
        source, "-entry-point-result=i64", "-shared-libs=/nonexistent/lib.so"
    )
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == (
        "Failed to create MemoryBuffer for: /nonexistent/lib.so\n"
        "Error: No such file or directory\n"
    )


def test_cpu_runner_reports_a_crash_by_its_signal(tmp_path) -> None:
    import signal

    source = tmp_path / "crash.mlir"
    source.write_text(
        "llvm.func @main() -> i32 {\n"
        "  %0 = llvm.mlir.null : !llvm.ptr\n"
        "  %1 = llvm.load volatile %0 : !llvm.ptr -> i32\n"
        "  llvm.return %1 : i32\n}\n"
    )
    done = cpu_runner(source, "-entry-point-result=i32", "-O0")
    assert done.returncode == -signal.SIGSEGV
    assert "Traceback" not in done.stderr


def test_cpu_runner_refuses_other_dialects_as_mlir_cpu_runner_16(tmp_path) -> None:
    source = tmp_path / "f.mlir"
    source.write_text("func.func @f() {\n  return\n}\n")
    done = cpu_runner(source, "-e", "f", "-entry-point-result=void")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == (
        f'loc("{source}":1:1): error: Dialect `func\' not found for custom op'
        " 'func.func' \ncould not parse the input IR\n"
    )


# An immediate argument of an intrinsic that is not a constant: MLIR 16
# accepts the op, LLVM's verifier rejects the module.
NOT_IMMEDIATE = """llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i8 : (i32) -> !llvm.ptr
  %2 = llvm.mlir.constant(1 : i64) : i64
  %3 = llvm.ptrtoint %1 : !llvm.ptr to i64
  %4 = llvm.trunc %3 : i64 to i1
  "llvm.intr.memcpy"(%1, %1, %2, %4) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.return %0 : i32
}
"""
VERIFIER_MESSAGE = (
    "immarg operand has non-immediate parameter\n"
    "  %3 = trunc i64 %2 to i1\n"
    "  call void @llvm.memcpy.p0.p0.i64(ptr %1, ptr %1, i64 1, i1 %3)\n"
)


def test_a_module_llvm_rejects_is_one_clear_error(tmp_path) -> None:
    """The translation fails on it as MLIR 16's does (LLVM's verifier's
    message); the engine raises it, the runner prints what mlir-cpu-runner-16
    prints."""
    with pytest.raises(ExecutionError, match="immarg operand has non-immediate"):
        ExecutionEngine(NOT_IMMEDIATE)
    source = tmp_path / "bad.mlir"
    source.write_text(NOT_IMMEDIATE)
    done = cpu_runner(source, "-entry-point-result=i32")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == VERIFIER_MESSAGE + "Error: could not convert to LLVM IR\n"


@pytest.mark.parametrize(
    "text, message",
    [
        # mlir-cpu-runner/invalid.mlir
        ("llvm.func @main()\n", "Error: top-level op must be a symbol table.\n"),
        (
            "llvm.func @a()\nllvm.func @b()\n",
            'loc("{name}":0:0): error: source must contain a single top-level'
            " operation, found: 2\n",
        ),
    ],
)
def test_no_implicit_module_as_mlir_cpu_runner_16(tmp_path, text, message) -> None:
    source = tmp_path / "f.mlir"
    source.write_text(text)
    done = cpu_runner(source, "--no-implicit-module")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == message.format(name=source) + "could not parse the input IR\n"
    source.write_text("module {\n" + text + "}\n")
    done = cpu_runner(source, "--no-implicit-module", "-e", "nope")
    assert done.stderr == "Error: entry point not found\n"


def test_c_strings_and_flops_without_mlirs_libraries(tmp_path) -> None:
    """print.mlir's `printCString` and sgemm's `printFlops` (to stderr) come
    with odsgen: no -shared-libs needed."""
    source = tmp_path / "main.mlir"
    source.write_text(
        'llvm.mlir.global internal constant @s("String to print\\0A")\n'
        "llvm.func @printCString(!llvm.ptr)\nllvm.func @printFlops(f64)\n"
        "llvm.func @main() {\n"
        "  %0 = llvm.mlir.addressof @s : !llvm.ptr\n"
        "  llvm.call @printCString(%0) : (!llvm.ptr) -> ()\n"
        "  %1 = llvm.mlir.constant(2.5e9 : f64) : f64\n"
        "  llvm.call @printFlops(%1) : (f64) -> ()\n"
        "  llvm.return\n}\n"
    )
    done = cpu_runner(source, "-entry-point-result=void")
    assert (done.returncode, done.stdout, done.stderr) == (
        0,
        "String to print\n",
        "2.500000 GFLOPS\n",
    )


def test_llvm_22s_verifier_is_one_clear_error(monkeypatch) -> None:
    """What the translation does not check itself, LLVM 22's verifier does:
    its reader would abort the process on a broken module with debug
    metadata; the engine turns the verifier's message into an error."""
    from odsgen.execution import engine as engine_module

    broken = (
        "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)\n"
        "define void @f(ptr %0, i1 %1) {\n"
        "  call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %0, i64 1, i1 %1)\n"
        "  ret void\n}\n"
        "!llvm.module.flags = !{!0}\n"
        '!0 = !{i32 2, !"Debug Info Version", i32 3}\n'
    )
    monkeypatch.setattr(engine_module, "llvm_ir", lambda module: broken)
    with pytest.raises(ExecutionError) as caught:
        ExecutionEngine("module {}")
    assert caught.value.report == (
        "immarg operand has non-immediate parameter\ni1 %1\n"
        "  call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %0, i64 1, i1 %1)\n"
        "Error: could not convert to LLVM IR"
    )


def test_dump_object_file(tmp_path) -> None:
    """`-dump-object-file` writes the compiled module next to the input
    (`FILE.o`) or to `-object-filename` (simple.mlir's RUN lines)."""
    source = tmp_path / "main.mlir"
    source.write_text(
        "llvm.func @main() -> f32 {\n"
        "  %0 = llvm.mlir.constant(4.2e2 : f32) : f32\n"
        "  llvm.return %0 : f32\n}\n"
    )
    done = cpu_runner(source, "-dump-object-file")
    assert (done.returncode, done.stdout) == (0, "4.200000e+02\n")
    assert (tmp_path / "main.mlir.o").read_bytes().startswith(b"\x7fELF")
    named = tmp_path / "test.o"
    done = cpu_runner(source, "-dump-object-file", f"-object-filename={named}")
    assert done.returncode == 0
    assert named.read_bytes().startswith(b"\x7fELF")
