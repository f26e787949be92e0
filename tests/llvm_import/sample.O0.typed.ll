; ModuleID = 'sample.c'
source_filename = "sample.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { %struct.node*, %struct.list*, double, [4 x i8], i32 (%struct.node*, i8*)* }
%struct.list = type { %struct.node*, i32 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@counters = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0], align 16
@scales = dso_local global [3 x float] [float 5.000000e-01, float 1.250000e+00, float -2.000000e+00], align 4
@big = dso_local global i64 -123456789012345, align 8
@bytes = dso_local global [5 x i8] c"\80\FF\00\01x", align 1
@first = internal global %struct.node { %struct.node* null, %struct.list* @global_list, double 1.500000e+00, [4 x i8] c"abc\00", i32 (%struct.node*, i8*)* null }, align 8
@global_list = internal global %struct.list zeroinitializer, align 8
@names = internal global [4 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [21 x i8] c"%s %d %f %u %lld %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"three\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(%struct.list* noundef %0, i32 (%struct.node*, i8*)* noundef %1, i8* noundef %2) #0 {
  %4 = alloca %struct.list*, align 8
  %5 = alloca i32 (%struct.node*, i8*)*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.node*, align 8
  store %struct.list* %0, %struct.list** %4, align 8
  store i32 (%struct.node*, i8*)* %1, i32 (%struct.node*, i8*)** %5, align 8
  store i8* %2, i8** %6, align 8
  store i32 0, i32* %7, align 4
  %9 = load %struct.list*, %struct.list** %4, align 8
  %10 = getelementptr inbounds %struct.list, %struct.list* %9, i32 0, i32 0
  %11 = load %struct.node*, %struct.node** %10, align 8
  store %struct.node* %11, %struct.node** %8, align 8
  br label %12

12:                                               ; preds = %34, %3
  %13 = load %struct.node*, %struct.node** %8, align 8
  %14 = icmp ne %struct.node* %13, null
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = load i32 (%struct.node*, i8*)*, i32 (%struct.node*, i8*)** %5, align 8
  %17 = icmp ne i32 (%struct.node*, i8*)* %16, null
  br i1 %17, label %18, label %23

18:                                               ; preds = %15
  %19 = load i32 (%struct.node*, i8*)*, i32 (%struct.node*, i8*)** %5, align 8
  %20 = load %struct.node*, %struct.node** %8, align 8
  %21 = load i8*, i8** %6, align 8
  %22 = call i32 %19(%struct.node* noundef %20, i8* noundef %21)
  br label %30

23:                                               ; preds = %15
  %24 = load %struct.node*, %struct.node** %8, align 8
  %25 = getelementptr inbounds %struct.node, %struct.node* %24, i32 0, i32 4
  %26 = load i32 (%struct.node*, i8*)*, i32 (%struct.node*, i8*)** %25, align 8
  %27 = load %struct.node*, %struct.node** %8, align 8
  %28 = load i8*, i8** %6, align 8
  %29 = call i32 %26(%struct.node* noundef %27, i8* noundef %28)
  br label %30

30:                                               ; preds = %23, %18
  %31 = phi i32 [ %22, %18 ], [ %29, %23 ]
  %32 = load i32, i32* %7, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, i32* %7, align 4
  br label %34

34:                                               ; preds = %30
  %35 = load %struct.node*, %struct.node** %8, align 8
  %36 = getelementptr inbounds %struct.node, %struct.node* %35, i32 0, i32 0
  %37 = load %struct.node*, %struct.node** %36, align 8
  store %struct.node* %37, %struct.node** %8, align 8
  br label %12, !llvm.loop !4

38:                                               ; preds = %12
  %39 = load i32, i32* %7, align 4
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %10 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %6
    i32 7, label %7
  ]

5:                                                ; preds = %1
  store i32 10, i32* %2, align 4
  br label %11

6:                                                ; preds = %1, %1
  store i32 20, i32* %2, align 4
  br label %11

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4
  %9 = mul nsw i32 %8, 3
  store i32 %9, i32* %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  br label %11

11:                                               ; preds = %10, %7, %6, %5
  %12 = load i32, i32* %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store double 0.000000e+00, double* %4, align 8
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %33, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %36

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = icmp ule i32 %15, 160
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3
  %19 = load i8*, i8** %18, align 16
  %20 = getelementptr i8, i8* %19, i32 %15
  %21 = bitcast i8* %20 to double*
  %22 = add i32 %15, 16
  store i32 %22, i32* %14, align 4
  br label %28

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2
  %25 = load i8*, i8** %24, align 8
  %26 = bitcast i8* %25 to double*
  %27 = getelementptr i8, i8* %25, i32 8
  store i8* %27, i8** %24, align 8
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi double* [ %21, %17 ], [ %26, %23 ]
  %30 = load double, double* %29, align 8
  %31 = load double, double* %4, align 8
  %32 = fadd double %31, %30
  store double %32, double* %4, align 8
  br label %33

33:                                               ; preds = %28
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %5, align 4
  br label %8, !llvm.loop !6

36:                                               ; preds = %8
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %38 = bitcast %struct.__va_list_tag* %37 to i8*
  call void @llvm.va_end(i8* %38)
  %39 = load double, double* %4, align 8
  ret double %39
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @report(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %6 = bitcast %struct.__va_list_tag* %5 to i8*
  call void @llvm.va_start(i8* %6)
  %7 = load i8*, i8** %2, align 8
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %9 = call i32 @vprintf(i8* noundef %7, %struct.__va_list_tag* noundef %8)
  store i32 %9, i32* %4, align 4
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %11 = bitcast %struct.__va_list_tag* %10 to i8*
  call void @llvm.va_end(i8* %11)
  %12 = load i32, i32* %4, align 4
  ret i32 %12
}

declare dso_local i32 @vprintf(i8* noundef, %struct.__va_list_tag* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [16 x i8], align 16
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  store i32 0, i32* %6, align 4
  store i32 (%struct.node*, i8*)* @count, i32 (%struct.node*, i8*)** getelementptr inbounds (%struct.node, %struct.node* @first, i32 0, i32 4), align 8
  store %struct.node* @first, %struct.node** getelementptr inbounds (%struct.list, %struct.list* @global_list, i32 0, i32 0), align 8
  %12 = bitcast i32* %6 to i8*
  %13 = call i32 @walk(%struct.list* noundef @global_list, i32 (%struct.node*, i8*)* noundef @count, i8* noundef %12)
  %14 = bitcast i32* %6 to i8*
  %15 = call i32 @walk(%struct.list* noundef @global_list, i32 (%struct.node*, i8*)* noundef null, i8* noundef %14)
  %16 = add nsw i32 %13, %15
  store i32 %16, i32* %7, align 4
  %17 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 0
  %18 = load i32, i32* %4, align 4
  %19 = and i32 %18, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4 x i8*], [4 x i8*]* @names, i64 0, i64 %20
  %22 = load i8*, i8** %21, align 8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %17, i8* align 1 %22, i64 5, i1 false)
  %23 = load i32, i32* %4, align 4
  %24 = srem i32 %23, 3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x float], [3 x float]* @scales, i64 0, i64 %25
  %27 = load float, float* %26, align 4
  %28 = load i32, i32* %4, align 4
  %29 = sitofp i32 %28 to float
  %30 = fmul float %27, %29
  store float %30, float* %9, align 4
  %31 = load i32, i32* %4, align 4
  %32 = lshr i32 %31, 1
  store i32 %32, i32* %10, align 4
  %33 = load i64, i64* @big, align 8
  %34 = load i32, i32* %4, align 4
  %35 = add nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = sdiv i64 %33, %36
  store i64 %37, i64* %11, align 8
  %38 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 0
  %39 = load i32, i32* %4, align 4
  %40 = call i32 @classify(i32 noundef %39)
  %41 = load i32, i32* %7, align 4
  %42 = add nsw i32 %40, %41
  %43 = load float, float* %9, align 4
  %44 = fpext float %43 to double
  %45 = call double (i32, ...) @sum(i32 noundef 2, double noundef 1.000000e+00, double noundef %44)
  %46 = load i32, i32* %10, align 4
  %47 = load i64, i64* %11, align 8
  %48 = load i8, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @bytes, i64 0, i64 1), align 1
  %49 = zext i8 %48 to i32
  %50 = call i32 (i8*, ...) @report(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i8* noundef %38, i32 noundef %42, double noundef %45, i32 noundef %46, i64 noundef %47, i32 noundef %49)
  %51 = load i32, i32* %4, align 4
  %52 = and i32 %51, 7
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [8 x i32], [8 x i32]* @counters, i64 0, i64 %53
  %55 = load i32, i32* %54, align 4
  %56 = icmp sgt i32 %55, 2
  br i1 %56, label %57, label %59

57:                                               ; preds = %2
  %58 = load i32, i32* %6, align 4
  br label %63

59:                                               ; preds = %2
  %60 = getelementptr inbounds [16 x i8], [16 x i8]* %8, i64 0, i64 0
  %61 = call i64 @strlen(i8* noundef %60) #5
  %62 = trunc i64 %61 to i32
  br label %63

63:                                               ; preds = %59, %57
  %64 = phi i32 [ %58, %57 ], [ %62, %59 ]
  ret i32 %64
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count(%struct.node* noundef %0, i8* noundef %1) #0 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca i8*, align 8
  store %struct.node* %0, %struct.node** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %4, align 8
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = load %struct.node*, %struct.node** %3, align 8
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 0
  %11 = load %struct.node*, %struct.node** %10, align 8
  %12 = icmp ne %struct.node* %11, null
  %13 = zext i1 %12 to i32
  ret i32 %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(read)
declare dso_local i64 @strlen(i8* noundef) #4

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
