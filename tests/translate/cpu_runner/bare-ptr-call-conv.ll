; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

declare void @free(ptr)

define void @simple_add1_add2_test(ptr %0, ptr %1) {
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, ptr %0, 1
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 0, 2
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 2, 3, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, i64 1, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr %1, 1
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 0, 2
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 2, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, i64 1, 4, 0
  br label %13

13:                                               ; preds = %16, %2
  %14 = phi i64 [ %29, %16 ], [ 0, %2 ]
  %15 = icmp slt i64 %14, 2
  br i1 %15, label %16, label %30

16:                                               ; preds = %13
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, 1
  %18 = getelementptr float, ptr %17, i64 %14
  %19 = load float, ptr %18, align 4
  %20 = fadd float %19, 1.000000e+00
  %21 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, 1
  %22 = getelementptr float, ptr %21, i64 %14
  store float %20, ptr %22, align 4
  %23 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 1
  %24 = getelementptr float, ptr %23, i64 %14
  %25 = load float, ptr %24, align 4
  %26 = fadd float %20, 2.000000e+00
  %27 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, 1
  %28 = getelementptr float, ptr %27, i64 %14
  store float %26, ptr %28, align 4
  %29 = add i64 %14, 1
  br label %13

30:                                               ; preds = %13
  ret void
}

declare void @printF32(float)

declare void @printComma()

declare void @printNewline()

define void @main() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 2) to i64))
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 2) to i64))
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %7, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr %7, 1
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 0, 2
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 2, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, i64 1, 4, 0
  br label %13

13:                                               ; preds = %16, %0
  %14 = phi i64 [ %19, %16 ], [ 0, %0 ]
  %15 = icmp slt i64 %14, 2
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = getelementptr float, ptr %1, i64 %14
  store float 1.000000e+00, ptr %17, align 4
  %18 = getelementptr float, ptr %7, i64 %14
  store float 1.000000e+00, ptr %18, align 4
  %19 = add i64 %14, 1
  br label %13

20:                                               ; preds = %13
  call void @simple_add1_add2_test(ptr %1, ptr %7)
  %21 = load float, ptr %1, align 4
  call void @printF32(float %21)
  call void @printComma()
  %22 = getelementptr float, ptr %1, i32 1
  %23 = load float, ptr %22, align 4
  call void @printF32(float %23)
  call void @printNewline()
  %24 = load float, ptr %7, align 4
  call void @printF32(float %24)
  call void @printComma()
  %25 = getelementptr float, ptr %7, i32 1
  %26 = load float, ptr %25, align 4
  call void @printF32(float %26)
  call void @printNewline()
  call void @free(ptr %1)
  call void @free(ptr %7)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
