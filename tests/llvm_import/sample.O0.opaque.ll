; ModuleID = 'sample.c'
source_filename = "sample.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { ptr, ptr, double, [4 x i8], ptr }
%struct.list = type { ptr, i32 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@counters = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0], align 16
@scales = dso_local global [3 x float] [float 5.000000e-01, float 1.250000e+00, float -2.000000e+00], align 4
@big = dso_local global i64 -123456789012345, align 8
@bytes = dso_local global [5 x i8] c"\80\FF\00\01x", align 1
@first = internal global %struct.node { ptr null, ptr @global_list, double 1.500000e+00, [4 x i8] c"abc\00", ptr null }, align 8
@global_list = internal global %struct.list zeroinitializer, align 8
@names = internal global [4 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str = private unnamed_addr constant [21 x i8] c"%s %d %f %u %lld %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"three\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.list, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr %8, align 8
  br label %12

12:                                               ; preds = %34, %3
  %13 = load ptr, ptr %8, align 8
  %14 = icmp ne ptr %13, null
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = load ptr, ptr %5, align 8
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %23

18:                                               ; preds = %15
  %19 = load ptr, ptr %5, align 8
  %20 = load ptr, ptr %8, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = call i32 %19(ptr noundef %20, ptr noundef %21)
  br label %30

23:                                               ; preds = %15
  %24 = load ptr, ptr %8, align 8
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 4
  %26 = load ptr, ptr %25, align 8
  %27 = load ptr, ptr %8, align 8
  %28 = load ptr, ptr %6, align 8
  %29 = call i32 %26(ptr noundef %27, ptr noundef %28)
  br label %30

30:                                               ; preds = %23, %18
  %31 = phi i32 [ %22, %18 ], [ %29, %23 ]
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %7, align 4
  br label %34

34:                                               ; preds = %30
  %35 = load ptr, ptr %8, align 8
  %36 = getelementptr inbounds %struct.node, ptr %35, i32 0, i32 0
  %37 = load ptr, ptr %36, align 8
  store ptr %37, ptr %8, align 8
  br label %12, !llvm.loop !4

38:                                               ; preds = %12
  %39 = load i32, ptr %7, align 4
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %10 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %6
    i32 7, label %7
  ]

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %11

6:                                                ; preds = %1, %1
  store i32 20, ptr %2, align 4
  br label %11

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 3
  store i32 %9, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %7, %6, %5
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = icmp ule i32 %14, 160
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 16
  store i32 %20, ptr %13, align 4
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load double, ptr %26, align 8
  %28 = load double, ptr %4, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !6

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %34)
  %35 = load double, ptr %4, align 8
  ret double %35
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @report(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %5)
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = call i32 @vprintf(ptr noundef %6, ptr noundef %7)
  store i32 %8, ptr %4, align 4
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %9)
  %10 = load i32, ptr %4, align 4
  ret i32 %10
}

declare dso_local i32 @vprintf(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [16 x i8], align 16
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store ptr @count, ptr getelementptr inbounds (%struct.node, ptr @first, i32 0, i32 4), align 8
  store ptr @first, ptr @global_list, align 8
  %12 = call i32 @walk(ptr noundef @global_list, ptr noundef @count, ptr noundef %6)
  %13 = call i32 @walk(ptr noundef @global_list, ptr noundef null, ptr noundef %6)
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %16 = load i32, ptr %4, align 4
  %17 = and i32 %16, 3
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [4 x ptr], ptr @names, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 1 %20, i64 5, i1 false)
  %21 = load i32, ptr %4, align 4
  %22 = srem i32 %21, 3
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [3 x float], ptr @scales, i64 0, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = load i32, ptr %4, align 4
  %27 = sitofp i32 %26 to float
  %28 = fmul float %25, %27
  store float %28, ptr %9, align 4
  %29 = load i32, ptr %4, align 4
  %30 = lshr i32 %29, 1
  store i32 %30, ptr %10, align 4
  %31 = load i64, ptr @big, align 8
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  %34 = sext i32 %33 to i64
  %35 = sdiv i64 %31, %34
  store i64 %35, ptr %11, align 8
  %36 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %37 = load i32, ptr %4, align 4
  %38 = call i32 @classify(i32 noundef %37)
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %38, %39
  %41 = load float, ptr %9, align 4
  %42 = fpext float %41 to double
  %43 = call double (i32, ...) @sum(i32 noundef 2, double noundef 1.000000e+00, double noundef %42)
  %44 = load i32, ptr %10, align 4
  %45 = load i64, ptr %11, align 8
  %46 = load i8, ptr getelementptr inbounds ([5 x i8], ptr @bytes, i64 0, i64 1), align 1
  %47 = zext i8 %46 to i32
  %48 = call i32 (ptr, ...) @report(ptr noundef @.str, ptr noundef %36, i32 noundef %40, double noundef %43, i32 noundef %44, i64 noundef %45, i32 noundef %47)
  %49 = load i32, ptr %4, align 4
  %50 = and i32 %49, 7
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [8 x i32], ptr @counters, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = icmp sgt i32 %53, 2
  br i1 %54, label %55, label %57

55:                                               ; preds = %2
  %56 = load i32, ptr %6, align 4
  br label %61

57:                                               ; preds = %2
  %58 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 0
  %59 = call i64 @strlen(ptr noundef %58) #5
  %60 = trunc i64 %59 to i32
  br label %61

61:                                               ; preds = %57, %55
  %62 = phi i32 [ %56, %55 ], [ %60, %57 ]
  ret i32 %62
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = icmp ne ptr %10, null
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(read)
declare dso_local i64 @strlen(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
