; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@gv0 = private global [4 x float] [float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00]
@gv1 = constant [3 x [2 x i32]] [[2 x i32] [i32 0, i32 1], [2 x i32] [i32 2, i32 3], [2 x i32] [i32 4, i32 5]]
@gv2 = private global [4 x [2 x float]] [[2 x float] [float 0.000000e+00, float 1.000000e+00], [2 x float] [float 2.000000e+00, float 3.000000e+00], [2 x float] [float 4.000000e+00, float 5.000000e+00], [2 x float] [float 6.000000e+00, float 7.000000e+00]]
@gv3 = global i32 11

declare ptr @malloc(i64)

declare void @free(ptr)

define void @printMemrefF32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF32(ptr)

define void @printMemrefI32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } undef, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI32(ptr)

declare void @printNewline()

define void @test1DMemref() {
  %1 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @gv0, i64 0, [1 x i64] [i64 4], [1 x i64] [i64 1] }, ptr %1, align 8
  %2 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %1, 1
  call void @printMemrefF32(i64 1, ptr %1)
  call void @printNewline()
  store float 4.000000e+00, ptr @gv0, align 4
  store float 5.000000e+00, ptr getelementptr (float, ptr @gv0, i32 2), align 4
  call void @printMemrefF32(i64 1, ptr %1)
  call void @printNewline()
  ret void
}

define void @testConstantMemref() {
  %1 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @gv1, i64 0, [2 x i64] [i64 3, i64 2], [2 x i64] [i64 2, i64 1] }, ptr %1, align 8
  %2 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %1, 1
  call void @printMemrefI32(i64 2, ptr %1)
  call void @printNewline()
  ret void
}

define void @test2DMemref() {
  %1 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @gv2, i64 0, [2 x i64] [i64 4, i64 2], [2 x i64] [i64 2, i64 1] }, ptr %1, align 8
  %2 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %1, 1
  call void @printMemrefF32(i64 2, ptr %1)
  call void @printNewline()
  store float 1.000000e+01, ptr getelementptr inbounds (float, ptr @gv2, i64 1), align 4
  call void @printMemrefF32(i64 2, ptr %1)
  call void @printNewline()
  ret void
}

define void @testScalarMemref() {
  %1 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } { ptr inttoptr (i64 3735928559 to ptr), ptr @gv3, i64 0 }, ptr %1, align 8
  %2 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %1, 1
  call void @printMemrefI32(i64 0, ptr %1)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @test1DMemref()
  call void @testConstantMemref()
  call void @test2DMemref()
  call void @testScalarMemref()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
