; ModuleID = 'sample.c'
source_filename = "sample.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { %struct.node*, %struct.list*, double, [4 x i8], i32 (%struct.node*, i8*)* }
%struct.list = type { %struct.node*, i32 }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@counters = dso_local local_unnamed_addr global [8 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0], align 16
@scales = dso_local local_unnamed_addr global [3 x float] [float 5.000000e-01, float 1.250000e+00, float -2.000000e+00], align 4
@big = dso_local local_unnamed_addr global i64 -123456789012345, align 8
@bytes = dso_local local_unnamed_addr global [5 x i8] c"\80\FF\00\01x", align 1
@first = internal global %struct.node { %struct.node* null, %struct.list* @global_list, double 1.500000e+00, [4 x i8] c"abc\00", i32 (%struct.node*, i8*)* null }, align 8
@global_list = internal global %struct.list zeroinitializer, align 8
@names = internal unnamed_addr constant [4 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [21 x i8] c"%s %d %f %u %lld %d\0A\00", align 1
@stdout = external dso_local local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@switch.table.main = private unnamed_addr constant [8 x i32] [i32 10, i32 20, i32 20, i32 -1, i32 -1, i32 -1, i32 -1, i32 21], align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @walk(%struct.list* nocapture noundef readonly %0, i32 (%struct.node*, i8*)* noundef readonly %1, i8* noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.list, %struct.list* %0, i64 0, i32 0
  %5 = load %struct.node*, %struct.node** %4, align 8, !tbaa !3
  %6 = icmp eq %struct.node* %5, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = icmp eq i32 (%struct.node*, i8*)* %1, null
  br label %11

9:                                                ; preds = %17, %3
  %10 = phi i32 [ 0, %3 ], [ %20, %17 ]
  ret i32 %10

11:                                               ; preds = %7, %17
  %12 = phi %struct.node* [ %5, %7 ], [ %22, %17 ]
  %13 = phi i32 [ 0, %7 ], [ %20, %17 ]
  br i1 %8, label %14, label %17

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 4
  %16 = load i32 (%struct.node*, i8*)*, i32 (%struct.node*, i8*)** %15, align 8, !tbaa !7
  br label %17

17:                                               ; preds = %11, %14
  %18 = phi i32 (%struct.node*, i8*)* [ %16, %14 ], [ %1, %11 ]
  %19 = tail call i32 %18(%struct.node* noundef nonnull %12, i8* noundef %2) #10
  %20 = add nsw i32 %19, %13
  %21 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 0
  %22 = load %struct.node*, %struct.node** %21, align 8, !tbaa !3
  %23 = icmp eq %struct.node* %22, null
  br i1 %23, label %9, label %11, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @classify(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp ult i32 %0, 8
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [8 x i32], [8 x i32]* @switch.table.main, i64 0, i64 %4
  %6 = load i32, i32* %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @sum(i32 noundef %0, ...) local_unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #10
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %12

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 4
  %11 = load i8*, i8** %7, align 8
  br label %14

12:                                               ; preds = %26, %1
  %13 = phi double [ 0.000000e+00, %1 ], [ %32, %26 ]
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10
  ret double %13

14:                                               ; preds = %5, %26
  %15 = phi i8* [ %11, %5 ], [ %27, %26 ]
  %16 = phi i32 [ %10, %5 ], [ %28, %26 ]
  %17 = phi i32 [ 0, %5 ], [ %33, %26 ]
  %18 = phi double [ 0.000000e+00, %5 ], [ %32, %26 ]
  %19 = icmp ult i32 %16, 161
  br i1 %19, label %20, label %24

20:                                               ; preds = %14
  %21 = sext i32 %16 to i64
  %22 = getelementptr i8, i8* %9, i64 %21
  %23 = add nuw nsw i32 %16, 16
  store i32 %23, i32* %6, align 4
  br label %26

24:                                               ; preds = %14
  %25 = getelementptr i8, i8* %15, i64 8
  store i8* %25, i8** %7, align 8
  br label %26

26:                                               ; preds = %24, %20
  %27 = phi i8* [ %15, %20 ], [ %25, %24 ]
  %28 = phi i32 [ %23, %20 ], [ %16, %24 ]
  %29 = phi i8* [ %22, %20 ], [ %15, %24 ]
  %30 = bitcast i8* %29 to double*
  %31 = load double, double* %30, align 8
  %32 = fadd double %18, %31
  %33 = add nuw nsw i32 %17, 1
  %34 = icmp eq i32 %33, %0
  br i1 %34, label %12, label %14, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @report(i8* nocapture noundef readonly %0, ...) local_unnamed_addr #5 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #10
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %3)
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !3, !noalias !14
  %6 = call i32 @vfprintf(%struct._IO_FILE* noundef %5, i8* noundef %0, %struct.__va_list_tag* noundef nonnull %4)
  call void @llvm.va_end(i8* %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #10
  ret i32 %6
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca [16 x i8], align 16
  %5 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #10
  store i32 0, i32* %3, align 4, !tbaa !17
  store i32 (%struct.node*, i8*)* @count, i32 (%struct.node*, i8*)** getelementptr inbounds (%struct.node, %struct.node* @first, i64 0, i32 4), align 8, !tbaa !7
  store %struct.node* @first, %struct.node** getelementptr inbounds (%struct.list, %struct.list* @global_list, i64 0, i32 0), align 8, !tbaa !19
  br label %6

6:                                                ; preds = %6, %2
  %7 = phi i32 [ 0, %2 ], [ %10, %6 ]
  %8 = phi %struct.node* [ @first, %2 ], [ %12, %6 ]
  %9 = phi i32 [ 0, %2 ], [ %15, %6 ]
  %10 = add nuw nsw i32 %7, 1
  %11 = getelementptr inbounds %struct.node, %struct.node* %8, i64 0, i32 0
  %12 = load %struct.node*, %struct.node** %11, align 8, !tbaa !21
  %13 = icmp ne %struct.node* %12, null
  %14 = zext i1 %13 to i32
  %15 = add nuw nsw i32 %9, %14
  %16 = icmp eq %struct.node* %12, null
  br i1 %16, label %17, label %6, !llvm.loop !10

17:                                               ; preds = %6
  store i32 %10, i32* %3, align 4, !tbaa !17
  br label %18

18:                                               ; preds = %17, %18
  %19 = phi %struct.node* [ %26, %18 ], [ @first, %17 ]
  %20 = phi i32 [ %24, %18 ], [ 0, %17 ]
  %21 = getelementptr inbounds %struct.node, %struct.node* %19, i64 0, i32 4
  %22 = load i32 (%struct.node*, i8*)*, i32 (%struct.node*, i8*)** %21, align 8, !tbaa !7
  %23 = call i32 %22(%struct.node* noundef nonnull %19, i8* noundef nonnull %5) #10
  %24 = add nsw i32 %23, %20
  %25 = getelementptr inbounds %struct.node, %struct.node* %19, i64 0, i32 0
  %26 = load %struct.node*, %struct.node** %25, align 8, !tbaa !3
  %27 = icmp eq %struct.node* %26, null
  br i1 %27, label %28, label %18, !llvm.loop !10

28:                                               ; preds = %18
  %29 = add nsw i32 %24, %15
  %30 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %30) #10
  %31 = and i32 %0, 3
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [4 x i8*], [4 x i8*]* @names, i64 0, i64 %32
  %34 = load i8*, i8** %33, align 8, !tbaa !3
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(5) %30, i8* noundef nonnull align 1 dereferenceable(5) %34, i64 5, i1 false)
  %35 = srem i32 %0, 3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [3 x float], [3 x float]* @scales, i64 0, i64 %36
  %38 = load float, float* %37, align 4, !tbaa !22
  %39 = sitofp i32 %0 to float
  %40 = fmul float %38, %39
  %41 = lshr i32 %0, 1
  %42 = load i64, i64* @big, align 8, !tbaa !24
  %43 = add nsw i32 %0, 1
  %44 = sext i32 %43 to i64
  %45 = sdiv i64 %42, %44
  %46 = icmp ult i32 %0, 8
  br i1 %46, label %47, label %51

47:                                               ; preds = %28
  %48 = sext i32 %0 to i64
  %49 = getelementptr inbounds [8 x i32], [8 x i32]* @switch.table.main, i64 0, i64 %48
  %50 = load i32, i32* %49, align 4
  br label %51

51:                                               ; preds = %28, %47
  %52 = phi i32 [ %50, %47 ], [ -1, %28 ]
  %53 = add nsw i32 %29, %52
  %54 = fpext float %40 to double
  %55 = call double (i32, ...) @sum(i32 noundef 2, double noundef 1.000000e+00, double noundef %54)
  %56 = load i8, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @bytes, i64 0, i64 1), align 1, !tbaa !26
  %57 = zext i8 %56 to i32
  %58 = call i32 (i8*, ...) @report(i8* noundef nonnull getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i8* noundef nonnull %30, i32 noundef %53, double noundef %55, i32 noundef %41, i64 noundef %45, i32 noundef %57)
  %59 = and i32 %0, 7
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [8 x i32], [8 x i32]* @counters, i64 0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !17
  %63 = icmp sgt i32 %62, 2
  br i1 %63, label %64, label %66

64:                                               ; preds = %51
  %65 = load i32, i32* %3, align 4, !tbaa !17
  br label %69

66:                                               ; preds = %51
  %67 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %30) #11
  %68 = trunc i64 %67 to i32
  br label %69

69:                                               ; preds = %66, %64
  %70 = phi i32 [ %65, %64 ], [ %68, %66 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %30) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #10
  ret i32 %70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal i32 @count(%struct.node* nocapture noundef readonly %0, i8* nocapture noundef %1) #6 {
  %3 = bitcast i8* %1 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !17
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* %3, align 4, !tbaa !17
  %6 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 0
  %7 = load %struct.node*, %struct.node** %6, align 8, !tbaa !21
  %8 = icmp ne %struct.node* %7, null
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @vfprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #9

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
