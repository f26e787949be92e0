; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

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

define void @main() {
  %1 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 6) to i64))
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 3, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 3, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  br label %9

9:                                                ; preds = %24, %0
  %10 = phi i64 [ %25, %24 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 2
  br i1 %11, label %12, label %26

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %16, %12
  %14 = phi i64 [ %23, %16 ], [ 0, %12 ]
  %15 = icmp slt i64 %14, 3
  br i1 %15, label %16, label %24

16:                                               ; preds = %13
  %17 = mul i64 %10, 3
  %18 = add i64 %17, %14
  %19 = sitofp i64 %18 to float
  %20 = mul i64 %10, 3
  %21 = add i64 %20, %14
  %22 = getelementptr float, ptr %1, i64 %21
  store float %19, ptr %22, align 4
  %23 = add i64 %14, 1
  br label %13

24:                                               ; preds = %13
  %25 = add i64 %10, 1
  br label %9

26:                                               ; preds = %9
  %27 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %27, align 8
  %28 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %27, 1
  call void @printMemrefF32(i64 2, ptr %27)
  %29 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (i64, ptr null, i32 2) to i64))
  %30 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %29, 0
  %31 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %30, ptr %29, 1
  %32 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %31, i64 0, 2
  %33 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %32, i64 2, 3, 0
  %34 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %33, i64 1, 4, 0
  store i64 3, ptr %29, align 4
  %35 = getelementptr i64, ptr %29, i32 1
  store i64 2, ptr %35, align 4
  call void @reshape_ranked_memref_to_ranked(ptr %1, ptr %1, i64 0, i64 2, i64 3, i64 3, i64 1, ptr %29, ptr %29, i64 0, i64 2, i64 1)
  call void @reshape_unranked_memref_to_ranked(ptr %1, ptr %1, i64 0, i64 2, i64 3, i64 3, i64 1, ptr %29, ptr %29, i64 0, i64 2, i64 1)
  call void @reshape_ranked_memref_to_unranked(ptr %1, ptr %1, i64 0, i64 2, i64 3, i64 3, i64 1, ptr %29, ptr %29, i64 0, i64 2, i64 1)
  call void @reshape_unranked_memref_to_unranked(ptr %1, ptr %1, i64 0, i64 2, i64 3, i64 3, i64 1, ptr %29, ptr %29, i64 0, i64 2, i64 1)
  call void @free(ptr %1)
  call void @free(ptr %29)
  ret void
}

define void @reshape_ranked_memref_to_ranked(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11) {
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, ptr %1, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %2, 2
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 %3, 3, 0
  %17 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, i64 %5, 4, 0
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, i64 %4, 3, 1
  %19 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, i64 %6, 4, 1
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %7, 0
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, ptr %8, 1
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %9, 2
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 %10, 3, 0
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, i64 %11, 4, 0
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 1
  %26 = getelementptr i64, ptr %25, i32 1
  %27 = load i64, ptr %26, align 4
  %28 = mul i64 1, %27
  %29 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 1
  %30 = load i64, ptr %29, align 4
  %31 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 0
  %32 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 1
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %31, 0
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, ptr %32, 1
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, i64 0, 2
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 %30, 3, 0
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 %28, 4, 0
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 %27, 3, 1
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 1, 4, 1
  %40 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, ptr %40, align 8
  %41 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %40, 1
  call void @printMemrefF32(i64 2, ptr %40)
  ret void
}

define void @reshape_unranked_memref_to_ranked(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11) {
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, ptr %1, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %2, 2
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 %3, 3, 0
  %17 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, i64 %5, 4, 0
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, i64 %4, 3, 1
  %19 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, i64 %6, 4, 1
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %7, 0
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, ptr %8, 1
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %9, 2
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 %10, 3, 0
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, i64 %11, 4, 0
  %25 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, ptr %25, align 8
  %26 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %25, 1
  %27 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 1
  %28 = getelementptr i64, ptr %27, i32 1
  %29 = load i64, ptr %28, align 4
  %30 = mul i64 1, %29
  %31 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 1
  %32 = load i64, ptr %31, align 4
  %33 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 0
  %34 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 1
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %33, 0
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, ptr %34, 1
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 0, 2
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 %32, 3, 0
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 %30, 4, 0
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, i64 %29, 3, 1
  %41 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, i64 1, 4, 1
  %42 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %41, ptr %42, align 8
  %43 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %42, 1
  call void @printMemrefF32(i64 2, ptr %42)
  ret void
}

define void @reshape_ranked_memref_to_unranked(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11) {
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, ptr %1, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %2, 2
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 %3, 3, 0
  %17 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, i64 %5, 4, 0
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, i64 %4, 3, 1
  %19 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, i64 %6, 4, 1
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %7, 0
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, ptr %8, 1
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %9, 2
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 %10, 3, 0
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, i64 %11, 4, 0
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 3, 0
  %26 = insertvalue { i64, ptr } undef, i64 %25, 0
  %27 = mul i64 2, %25
  %28 = add i64 %27, 1
  %29 = mul i64 %28, 8
  %30 = add i64 16, %29
  %31 = alloca i8, i64 %30, align 1
  %32 = insertvalue { i64, ptr } %26, ptr %31, 1
  %33 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 0
  %34 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 1
  %35 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 2
  store ptr %33, ptr %31, align 8
  %36 = getelementptr ptr, ptr %31, i32 1
  store ptr %34, ptr %36, align 8
  %37 = getelementptr ptr, ptr %31, i32 2
  store i64 %35, ptr %37, align 4
  %38 = getelementptr { ptr, ptr, i64, i64 }, ptr %31, i32 0, i32 3
  %39 = getelementptr i64, ptr %38, i64 %25
  %40 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 1
  %41 = sub i64 %25, 1
  br label %42

42:                                               ; preds = %46, %12
  %43 = phi i64 [ %52, %46 ], [ %41, %12 ]
  %44 = phi i64 [ %51, %46 ], [ 1, %12 ]
  %45 = icmp sge i64 %43, 0
  br i1 %45, label %46, label %53

46:                                               ; preds = %42
  %47 = getelementptr i64, ptr %40, i64 %43
  %48 = load i64, ptr %47, align 4
  %49 = getelementptr i64, ptr %38, i64 %43
  store i64 %48, ptr %49, align 4
  %50 = getelementptr i64, ptr %39, i64 %43
  store i64 %44, ptr %50, align 4
  %51 = mul i64 %44, %48
  %52 = sub i64 %43, 1
  br label %42

53:                                               ; preds = %42
  call void @printMemrefF32(i64 %25, ptr %31)
  ret void
}

define void @reshape_unranked_memref_to_unranked(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11) {
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, ptr %1, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %2, 2
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 %3, 3, 0
  %17 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, i64 %5, 4, 0
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, i64 %4, 3, 1
  %19 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, i64 %6, 4, 1
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %7, 0
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, ptr %8, 1
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 %9, 2
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 %10, 3, 0
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, i64 %11, 4, 0
  %25 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, ptr %25, align 8
  %26 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %25, 1
  %27 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 3, 0
  %28 = insertvalue { i64, ptr } undef, i64 %27, 0
  %29 = mul i64 2, %27
  %30 = add i64 %29, 1
  %31 = mul i64 %30, 8
  %32 = add i64 16, %31
  %33 = alloca i8, i64 %32, align 1
  %34 = insertvalue { i64, ptr } %28, ptr %33, 1
  %35 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 0
  %36 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 1
  %37 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, 2
  store ptr %35, ptr %33, align 8
  %38 = getelementptr ptr, ptr %33, i32 1
  store ptr %36, ptr %38, align 8
  %39 = getelementptr ptr, ptr %33, i32 2
  store i64 %37, ptr %39, align 4
  %40 = getelementptr { ptr, ptr, i64, i64 }, ptr %33, i32 0, i32 3
  %41 = getelementptr i64, ptr %40, i64 %27
  %42 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 1
  %43 = sub i64 %27, 1
  br label %44

44:                                               ; preds = %48, %12
  %45 = phi i64 [ %54, %48 ], [ %43, %12 ]
  %46 = phi i64 [ %53, %48 ], [ 1, %12 ]
  %47 = icmp sge i64 %45, 0
  br i1 %47, label %48, label %55

48:                                               ; preds = %44
  %49 = getelementptr i64, ptr %42, i64 %45
  %50 = load i64, ptr %49, align 4
  %51 = getelementptr i64, ptr %40, i64 %45
  store i64 %50, ptr %51, align 4
  %52 = getelementptr i64, ptr %41, i64 %45
  store i64 %46, ptr %52, align 4
  %53 = mul i64 %46, %50
  %54 = sub i64 %45, 1
  br label %44

55:                                               ; preds = %44
  call void @printMemrefF32(i64 %27, ptr %33)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
