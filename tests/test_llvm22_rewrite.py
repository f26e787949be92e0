"""Running LLVM 16 IR on llvmlite's LLVM 22: the execution-only rewrites
(`odsgen.execution.llvm22`) and the errors where there is none."""

from __future__ import annotations

import pytest

from odsgen.execution.llvm22 import Unsupported, for_llvm22

CONSTEXPR = """@a = global i32 0
@b = global i32 0

define i64 @f(i1 %c) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %r = phi i64 [ zext (i1 icmp eq (ptr @a, ptr @b) to i64), %entry ], [ 7, %x ]
  %s = add i64 %r, mul nsw (i64 ptrtoint (ptr @a to i64), i64 0)
  ret i64 %s
}
"""


def test_removed_constant_expressions_become_instructions() -> None:
    text = for_llvm22(CONSTEXPR)
    assert text.splitlines()[4:15] == [
        "entry:",
        "  %__llvm16_cexpr0 = icmp eq ptr @a, @b",
        "  %__llvm16_cexpr1 = zext i1 %__llvm16_cexpr0 to i64",
        "  br i1 %c, label %x, label %y",
        "x:",
        "  br label %y",
        "y:",
        "  %r = phi i64 [ %__llvm16_cexpr1, %entry ], [ 7, %x ]",
        "  %__llvm16_cexpr2 = mul nsw i64 ptrtoint (ptr @a to i64), 0",
        "  %s = add i64 %r, %__llvm16_cexpr2",
        "  ret i64 %s",
    ]


def test_ir_llvm_22_still_reads_is_left_alone() -> None:
    text = "define i32 @f(i32 %x) {\n  %y = and i32 %x, 1\n  ret i32 %y\n}\n"
    assert for_llvm22(text) == text


def test_x86_mmx_and_coro_end() -> None:
    mmx = 'define x86_mmx @g(x86_mmx %x) {\n  ret x86_mmx %x\n}\n@s = constant [8 x i8] c"x86_mmx"\n'
    assert for_llvm22(mmx) == mmx.replace(
        "x86_mmx @g(x86_mmx", "<1 x i64> @g(<1 x i64>"
    ).replace("ret x86_mmx", "ret <1 x i64>")
    coro = (
        "define i1 @h(ptr %p) {\n  %1 = call i1 @llvm.coro.end(ptr %p, i1 false)\n"
        "  ret i1 %1\n}\n\ndeclare i1 @llvm.coro.end(ptr, i1) #0\n"
    )
    assert for_llvm22(coro) == (
        "define i1 @h(ptr %p) {\n"
        "  call void @llvm.coro.end(ptr %p, i1 false, token none)\n"
        "  %__llvm16_in_ramp0 = call i1 @llvm.coro.is_in_ramp()\n"
        "  %1 = xor i1 %__llvm16_in_ramp0, true\n"
        "  ret i1 %1\n}\n\n"
        "declare void @llvm.coro.end(ptr, i1, token) #0\n"
        "declare i1 @llvm.coro.is_in_ramp()\n"
    )


def test_a_global_initializer_has_no_rewrite() -> None:
    with pytest.raises(Unsupported, match="initializer of @c uses a 'zext'"):
        for_llvm22(
            "@a = global i32 0\n@c = global i64 zext (i1 icmp eq (ptr @a, ptr null) to i64)\n"
        )


PROGRAM = """llvm.mlir.global internal @arr(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.func @same() -> i64 {
  %p = llvm.mlir.addressof @arr : !llvm.ptr
  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %eq = llvm.icmp "eq" %q, %p : !llvm.ptr
  %ne = llvm.icmp "ne" %q, %p : !llvm.ptr
  %x = llvm.zext %eq : i1 to i64
  %y = llvm.zext %ne : i1 to i64
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %t = llvm.mul %y, %c10 : i64
  %r = llvm.add %t, %x : i64
  llvm.return %r : i64
}
"""


def test_a_folded_program_runs() -> None:
    pytest.importorskip("llvmlite", reason="needs the 'run' extra (llvmlite)")
    pytest.importorskip("numpy", reason="needs the 'run' extra (numpy)")
    from odsgen.execution import ExecutionEngine

    engine = ExecutionEngine(PROGRAM, opt_level=0)
    # Translated as LLVM 16 folds it: one constant expression, which LLVM 22
    # reads only as instructions.
    assert "ret i64 add (i64 mul (i64 zext (i1 icmp ne (ptr" in engine.ir
    assert engine.invoke("same") == 10


def test_an_index_wider_than_its_pointer_is_narrowed() -> None:
    """MLIR 16 writes `p1:32:32:32:64` (data-layout.mlir), which LLVM 16
    accepts and LLVM 22 rejects; the offset is truncated to the pointer's 32
    bits either way, so the index takes the pointer's width."""
    ir = (
        'target datalayout = "E-i64:64:128-p0:32:64:128-p1:32:32:32:64-p2:64:64:64:32"\n'
        "declare void @f()\n"
    )
    assert for_llvm22(ir) == (
        'target datalayout = "E-i64:64:128-p0:32:64:128-p1:32:32:32:32-p2:64:64:64:32"\n'
        "declare void @f()\n"
    )


def test_a_module_with_such_a_layout_runs() -> None:
    pytest.importorskip("llvmlite", reason="needs the 'run' extra (llvmlite)")
    pytest.importorskip("numpy", reason="needs the 'run' extra (numpy)")
    from odsgen.execution import ExecutionEngine

    program = (
        "module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<1>,"
        " dense<[32, 32, 32, 64]> : vector<4xi32>>>} {\n"
        "  llvm.func @f() -> i64 {\n"
        "    %0 = llvm.mlir.constant(7 : i64) : i64\n"
        "    llvm.return %0 : i64\n  }\n}\n"
    )
    engine = ExecutionEngine(program, opt_level=0)
    assert 'target datalayout = "p1:32:32:32:64"' in engine.ir
    assert engine.invoke("f") == 7
