; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

%struct.va_list = type { i32, i32, ptr, ptr }

declare ptr @malloc(i64)

declare void @free(ptr)

define i32 @caller() {
  %1 = call i32 (i32, ...) @foo(i32 1, i32 2, i32 3)
  ret i32 %1
}

define i32 @foo(i32 %0, ...) {
  %2 = alloca [1 x %struct.va_list], align 8
  call void @llvm.va_start(ptr %2)
  %3 = getelementptr [1 x %struct.va_list], ptr %2, i64 0, i64 0, i32 0
  %4 = load i32, ptr %3, align 4
  %5 = icmp ult i32 %4, 41
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = getelementptr [1 x %struct.va_list], ptr %2, i64 0, i64 0, i32 3
  %8 = load ptr, ptr %7, align 8
  %9 = zext i32 %4 to i64
  %10 = getelementptr i8, ptr %8, i64 %9
  %11 = add i32 %4, 8
  store i32 %11, ptr %3, align 4
  br label %16

12:                                               ; preds = %1
  %13 = getelementptr [1 x %struct.va_list], ptr %2, i64 0, i64 0, i32 2
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr i8, ptr %14, i64 8
  store ptr %15, ptr %13, align 8
  br label %16

16:                                               ; preds = %6, %12
  %17 = phi ptr [ %14, %12 ], [ %10, %6 ]
  %18 = load i32, ptr %17, align 4
  call void @llvm.va_end(ptr %2)
  ret i32 %18
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
