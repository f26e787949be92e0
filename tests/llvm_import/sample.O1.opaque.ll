; ModuleID = 'sample.c'
source_filename = "sample.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { ptr, ptr, double, [4 x i8], ptr }
%struct.list = type { ptr, i32 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@counters = dso_local local_unnamed_addr global [8 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0], align 16
@scales = dso_local local_unnamed_addr global [3 x float] [float 5.000000e-01, float 1.250000e+00, float -2.000000e+00], align 4
@big = dso_local local_unnamed_addr global i64 -123456789012345, align 8
@bytes = dso_local local_unnamed_addr global [5 x i8] c"\80\FF\00\01x", align 1
@first = internal global %struct.node { ptr null, ptr @global_list, double 1.500000e+00, [4 x i8] c"abc\00", ptr null }, align 8
@global_list = internal global %struct.list zeroinitializer, align 8
@names = internal unnamed_addr constant [4 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str = private unnamed_addr constant [21 x i8] c"%s %d %f %u %lld %d\0A\00", align 1
@stdout = external dso_local local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@switch.table.main = private unnamed_addr constant [8 x i32] [i32 10, i32 20, i32 20, i32 -1, i32 -1, i32 -1, i32 -1, i32 21], align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @walk(ptr nocapture noundef readonly %0, ptr noundef readonly %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !3
  %5 = icmp eq ptr %4, null
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = icmp eq ptr %1, null
  br label %10

8:                                                ; preds = %16, %3
  %9 = phi i32 [ 0, %3 ], [ %19, %16 ]
  ret i32 %9

10:                                               ; preds = %6, %16
  %11 = phi ptr [ %4, %6 ], [ %20, %16 ]
  %12 = phi i32 [ 0, %6 ], [ %19, %16 ]
  br i1 %7, label %13, label %16

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.node, ptr %11, i64 0, i32 4
  %15 = load ptr, ptr %14, align 8, !tbaa !7
  br label %16

16:                                               ; preds = %10, %13
  %17 = phi ptr [ %15, %13 ], [ %1, %10 ]
  %18 = tail call i32 %17(ptr noundef nonnull %11, ptr noundef %2) #10
  %19 = add nsw i32 %18, %12
  %20 = load ptr, ptr %11, align 8, !tbaa !3
  %21 = icmp eq ptr %20, null
  br i1 %21, label %8, label %10, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @classify(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp ult i32 %0, 8
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [8 x i32], ptr @switch.table.main, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @sum(i32 noundef %0, ...) local_unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.va_start(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  %6 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %7 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %9 = load i32, ptr %5, align 4
  %10 = load ptr, ptr %6, align 8
  br label %13

11:                                               ; preds = %25, %1
  %12 = phi double [ 0.000000e+00, %1 ], [ %30, %25 ]
  call void @llvm.va_end(ptr %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  ret double %12

13:                                               ; preds = %4, %25
  %14 = phi ptr [ %10, %4 ], [ %26, %25 ]
  %15 = phi i32 [ %9, %4 ], [ %27, %25 ]
  %16 = phi i32 [ 0, %4 ], [ %31, %25 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %30, %25 ]
  %18 = icmp ult i32 %15, 161
  br i1 %18, label %19, label %23

19:                                               ; preds = %13
  %20 = sext i32 %15 to i64
  %21 = getelementptr i8, ptr %8, i64 %20
  %22 = add nuw nsw i32 %15, 16
  store i32 %22, ptr %5, align 4
  br label %25

23:                                               ; preds = %13
  %24 = getelementptr i8, ptr %14, i64 8
  store ptr %24, ptr %6, align 8
  br label %25

25:                                               ; preds = %23, %19
  %26 = phi ptr [ %14, %19 ], [ %24, %23 ]
  %27 = phi i32 [ %22, %19 ], [ %15, %23 ]
  %28 = phi ptr [ %21, %19 ], [ %14, %23 ]
  %29 = load double, ptr %28, align 8
  %30 = fadd double %17, %29
  %31 = add nuw nsw i32 %16, 1
  %32 = icmp eq i32 %31, %0
  br i1 %32, label %11, label %13, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @report(ptr nocapture noundef readonly %0, ...) local_unnamed_addr #5 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr @stdout, align 8, !tbaa !3, !noalias !14
  %4 = call i32 @vfprintf(ptr noundef %3, ptr noundef %0, ptr noundef nonnull %2)
  call void @llvm.va_end(ptr %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  store i32 0, ptr %3, align 4, !tbaa !17
  store ptr @count, ptr getelementptr inbounds (%struct.node, ptr @first, i64 0, i32 4), align 8, !tbaa !7
  store ptr @first, ptr @global_list, align 8, !tbaa !19
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i32 [ 0, %2 ], [ %9, %5 ]
  %7 = phi ptr [ @first, %2 ], [ %10, %5 ]
  %8 = phi i32 [ 0, %2 ], [ %13, %5 ]
  %9 = add nuw nsw i32 %6, 1
  %10 = load ptr, ptr %7, align 8, !tbaa !21
  %11 = icmp ne ptr %10, null
  %12 = zext i1 %11 to i32
  %13 = add nuw nsw i32 %8, %12
  %14 = icmp eq ptr %10, null
  br i1 %14, label %15, label %5, !llvm.loop !10

15:                                               ; preds = %5
  store i32 %9, ptr %3, align 4, !tbaa !17
  br label %16

16:                                               ; preds = %15, %16
  %17 = phi ptr [ %23, %16 ], [ @first, %15 ]
  %18 = phi i32 [ %22, %16 ], [ 0, %15 ]
  %19 = getelementptr inbounds %struct.node, ptr %17, i64 0, i32 4
  %20 = load ptr, ptr %19, align 8, !tbaa !7
  %21 = call i32 %20(ptr noundef nonnull %17, ptr noundef nonnull %3) #10
  %22 = add nsw i32 %21, %18
  %23 = load ptr, ptr %17, align 8, !tbaa !3
  %24 = icmp eq ptr %23, null
  br i1 %24, label %25, label %16, !llvm.loop !10

25:                                               ; preds = %16
  %26 = add nsw i32 %22, %13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  %27 = and i32 %0, 3
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [4 x ptr], ptr @names, i64 0, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(5) %4, ptr noundef nonnull align 1 dereferenceable(5) %30, i64 5, i1 false)
  %31 = srem i32 %0, 3
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x float], ptr @scales, i64 0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !22
  %35 = sitofp i32 %0 to float
  %36 = fmul float %34, %35
  %37 = lshr i32 %0, 1
  %38 = load i64, ptr @big, align 8, !tbaa !24
  %39 = add nsw i32 %0, 1
  %40 = sext i32 %39 to i64
  %41 = sdiv i64 %38, %40
  %42 = icmp ult i32 %0, 8
  br i1 %42, label %43, label %47

43:                                               ; preds = %25
  %44 = sext i32 %0 to i64
  %45 = getelementptr inbounds [8 x i32], ptr @switch.table.main, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  br label %47

47:                                               ; preds = %25, %43
  %48 = phi i32 [ %46, %43 ], [ -1, %25 ]
  %49 = add nsw i32 %26, %48
  %50 = fpext float %36 to double
  %51 = call double (i32, ...) @sum(i32 noundef 2, double noundef 1.000000e+00, double noundef %50)
  %52 = load i8, ptr getelementptr inbounds ([5 x i8], ptr @bytes, i64 0, i64 1), align 1, !tbaa !26
  %53 = zext i8 %52 to i32
  %54 = call i32 (ptr, ...) @report(ptr noundef nonnull @.str, ptr noundef nonnull %4, i32 noundef %49, double noundef %51, i32 noundef %37, i64 noundef %41, i32 noundef %53)
  %55 = and i32 %0, 7
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds [8 x i32], ptr @counters, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !17
  %59 = icmp sgt i32 %58, 2
  br i1 %59, label %60, label %62

60:                                               ; preds = %47
  %61 = load i32, ptr %3, align 4, !tbaa !17
  br label %65

62:                                               ; preds = %47
  %63 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %4) #11
  %64 = trunc i64 %63 to i32
  br label %65

65:                                               ; preds = %62, %60
  %66 = phi i32 [ %61, %60 ], [ %64, %62 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  ret i32 %66
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal i32 @count(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #6 {
  %3 = load i32, ptr %1, align 4, !tbaa !17
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %1, align 4, !tbaa !17
  %5 = load ptr, ptr %0, align 8, !tbaa !21
  %6 = icmp ne ptr %5, null
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !4, i64 32}
!8 = !{!"node", !4, i64 0, !4, i64 8, !9, i64 16, !5, i64 24, !4, i64 32}
!9 = !{!"double", !5, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
!14 = !{!15}
!15 = distinct !{!15, !16, !"vprintf: argument 0"}
!16 = distinct !{!16, !"vprintf"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !5, i64 0}
!19 = !{!20, !4, i64 0}
!20 = !{!"list", !4, i64 0, !18, i64 8}
!21 = !{!8, !4, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !5, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !5, i64 0}
!26 = !{!5, !5, i64 0}
