; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

declare void @free(ptr)

declare void @memrefCopy(i64, ptr, ptr)

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
  %29 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 6) to i64))
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %29, 0
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, ptr %29, 1
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, i64 0, 2
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, i64 2, 3, 0
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, i64 3, 3, 1
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, i64 3, 4, 0
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 1, 4, 1
  %37 = getelementptr float, ptr %1, i64 0
  %38 = getelementptr float, ptr %29, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr %38, ptr %37, i64 mul (i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i64 6), i1 false)
  %39 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, ptr %39, align 8
  %40 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %39, 1
  call void @printMemrefF32(i64 2, ptr %39)
  %41 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 6) to i64))
  %42 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %41, 0
  %43 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, ptr %41, 1
  %44 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %43, i64 0, 2
  %45 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %44, i64 3, 3, 0
  %46 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %45, i64 2, 3, 1
  %47 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %46, i64 2, 4, 0
  %48 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %47, i64 1, 4, 1
  %49 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %41, 0
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %49, ptr %41, 1
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, i64 0, 2
  %52 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, i64 2, 3, 0
  %53 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, i64 1, 4, 0
  %54 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %53, i64 3, 3, 1
  %55 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %54, i64 2, 4, 1
  %56 = call ptr @llvm.stacksave()
  %57 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %57, align 8
  %58 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %57, 1
  %59 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %55, ptr %59, align 8
  %60 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %59, 1
  %61 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %58, ptr %61, align 8
  %62 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %60, ptr %62, align 8
  call void @memrefCopy(i64 4, ptr %61, ptr %62)
  call void @llvm.stackrestore(ptr %56)
  %63 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %48, ptr %63, align 8
  %64 = insertvalue { i64, ptr } { i64 2, ptr undef }, ptr %63, 1
  call void @printMemrefF32(i64 2, ptr %63)
  %65 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 3) to i64))
  %66 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %65, 0
  %67 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %66, ptr %65, 1
  %68 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %67, i64 0, 2
  %69 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %68, i64 3, 3, 0
  %70 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %69, i64 0, 3, 1
  %71 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %70, i64 1, 3, 2
  %72 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %71, i64 1, 4, 0
  %73 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %72, i64 1, 4, 1
  %74 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %73, i64 1, 4, 2
  %75 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 3) to i64))
  %76 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %75, 0
  %77 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %76, ptr %75, 1
  %78 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %77, i64 0, 2
  %79 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %78, i64 3, 3, 0
  %80 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %79, i64 0, 3, 1
  %81 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %80, i64 1, 3, 2
  %82 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %81, i64 1, 4, 0
  %83 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %82, i64 1, 4, 1
  %84 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %83, i64 1, 4, 2
  %85 = getelementptr float, ptr %65, i64 0
  %86 = getelementptr float, ptr %75, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr %86, ptr %85, i64 0, i1 false)
  %87 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %65, 0
  %88 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %87, ptr %65, 1
  %89 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %88, i64 0, 2
  %90 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %89, i64 0, 3, 0
  %91 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %90, i64 3, 4, 0
  %92 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %91, i64 3, 3, 1
  %93 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %92, i64 1, 4, 1
  %94 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %93, i64 1, 3, 2
  %95 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %94, i64 1, 4, 2
  %96 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 3) to i64))
  %97 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } undef, ptr %96, 0
  %98 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %97, ptr %96, 1
  %99 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %98, i64 0, 2
  %100 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %99, i64 0, 3, 0
  %101 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %100, i64 3, 3, 1
  %102 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %101, i64 1, 3, 2
  %103 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %102, i64 3, 4, 0
  %104 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %103, i64 1, 4, 1
  %105 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %104, i64 1, 4, 2
  %106 = call ptr @llvm.stacksave()
  %107 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %95, ptr %107, align 8
  %108 = insertvalue { i64, ptr } { i64 3, ptr undef }, ptr %107, 1
  %109 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %105, ptr %109, align 8
  %110 = insertvalue { i64, ptr } { i64 3, ptr undef }, ptr %109, 1
  %111 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %108, ptr %111, align 8
  %112 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %110, ptr %112, align 8
  call void @memrefCopy(i64 4, ptr %111, ptr %112)
  call void @llvm.stackrestore(ptr %106)
  %113 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64))
  %114 = insertvalue { ptr, ptr, i64 } undef, ptr %113, 0
  %115 = insertvalue { ptr, ptr, i64 } %114, ptr %113, 1
  %116 = insertvalue { ptr, ptr, i64 } %115, i64 0, 2
  store float 4.200000e+01, ptr %113, align 4
  %117 = call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64))
  %118 = insertvalue { ptr, ptr, i64 } undef, ptr %117, 0
  %119 = insertvalue { ptr, ptr, i64 } %118, ptr %117, 1
  %120 = insertvalue { ptr, ptr, i64 } %119, i64 0, 2
  %121 = getelementptr float, ptr %113, i64 0
  %122 = getelementptr float, ptr %117, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr %122, ptr %121, i64 ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64), i1 false)
  %123 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %120, ptr %123, align 8
  %124 = insertvalue { i64, ptr } { i64 0, ptr undef }, ptr %123, 1
  call void @printMemrefF32(i64 0, ptr %123)
  call void @free(ptr %75)
  call void @free(ptr %96)
  call void @free(ptr %65)
  call void @free(ptr %41)
  call void @free(ptr %29)
  call void @free(ptr %1)
  call void @free(ptr %113)
  call void @free(ptr %117)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #1

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
