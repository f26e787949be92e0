; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target triple = "x86_64-unknown-linux-gnu"

@table = internal constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@hello = private unnamed_addr constant [7 x i8] c"hello\0A\00", align 1
@counter = thread_local global i64 0
@weak_ptr = weak global ptr getelementptr inbounds ([4 x i32], ptr @table, i32 0, i32 2)
@pair = internal global { i32, double } { i32 7, double 1.000000e-01 }

declare ptr @malloc(i64)

declare void @free(ptr)

define i32 @folded(i32 %0) {
  %2 = mul i32 42, %0
  %3 = select i1 false, i32 %2, i32 20
  %4 = add i32 %3, 2
  ret i32 %4
}

define float @floats(float %0) {
  %2 = fmul nnan contract float %0, 0x4004CCCCC0000000
  %3 = fneg float %2
  ret float %3
}

define i64 @pointers(ptr %0, i64 %1) {
  %3 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @table, i32 0, i32 1), align 4
  %4 = getelementptr inbounds double, ptr %0, i64 %1
  %5 = load double, ptr %4, align 16
  %6 = sext i32 %3 to i64
  %7 = add i64 %6, 0
  %8 = fptosi double %5 to i64
  %9 = add i64 %7, %8
  %10 = alloca { i32, i8 }, i64 %1, align 8
  store i64 %9, ptr %10, align 4
  ret i64 %9
}

define i64 @loop(i64 %0) {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i64 [ %8, %6 ], [ 0, %1 ]
  %4 = phi i64 [ %7, %6 ], [ 0, %1 ]
  %5 = icmp ult i64 %3, %0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = add i64 %4, %3
  %8 = add i64 %3, 1
  br label %2

9:                                                ; preds = %2
  %10 = phi i64 [ %4, %2 ]
  ret i64 %10
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
