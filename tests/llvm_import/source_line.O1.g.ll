; ModuleID = 'source_line.c'
source_filename = "source_line.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 3, align 4, !dbg !0
@table = internal unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16, !dbg !5

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @f(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %1, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !28
  %3 = icmp sgt i32 %0, 0, !dbg !29
  br i1 %3, label %4, label %6, !dbg !31

4:                                                ; preds = %2
  %5 = load i32, ptr @counter, align 4, !tbaa !32
  br label %12, !dbg !31

6:                                                ; preds = %12, %2
  %7 = phi i32 [ 0, %2 ], [ %20, %12 ], !dbg !27
  %8 = icmp eq i32 %1, 0, !dbg !36
  %9 = icmp eq i32 %7, 0, !dbg !38
  %10 = select i1 %9, i32 %0, i32 %7, !dbg !38
  %11 = select i1 %8, i32 %7, i32 %10, !dbg !38, !prof !39
  call void @llvm.dbg.value(metadata i32 %11, metadata !24, metadata !DIExpression()), !dbg !27
  ret i32 %11, !dbg !40

12:                                               ; preds = %4, %12
  %13 = phi i32 [ 0, %4 ], [ %21, %12 ]
  %14 = phi i32 [ 0, %4 ], [ %20, %12 ]
  call void @llvm.dbg.value(metadata i32 %13, metadata !25, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %14, metadata !24, metadata !DIExpression()), !dbg !27
  %15 = and i32 %13, 3, !dbg !41
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %16, !dbg !43
  %18 = load i32, ptr %17, align 4, !dbg !43, !tbaa !32
  %19 = mul nsw i32 %5, %18, !dbg !44
  %20 = add nsw i32 %19, %14, !dbg !45
  call void @llvm.dbg.value(metadata i32 %20, metadata !24, metadata !DIExpression()), !dbg !27
  %21 = add nuw nsw i32 %13, 1, !dbg !46
  call void @llvm.dbg.value(metadata i32 %21, metadata !25, metadata !DIExpression()), !dbg !28
  %22 = icmp eq i32 %21, %0, !dbg !29
  br i1 %22, label %6, label %12, !dbg !31, !llvm.loop !47
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 2, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "source_line.c", directory: ".", checksumkind: CSK_MD5, checksum: "02a9c660a8e50eeb3ba53be4c7adbd81")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 3, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!18 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 4, type: !19, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8, !8, !8}
!21 = !{!22, !23, !24, !25}
!22 = !DILocalVariable(name: "x", arg: 1, scope: !18, file: !3, line: 4, type: !8)
!23 = !DILocalVariable(name: "c", arg: 2, scope: !18, file: !3, line: 4, type: !8)
!24 = !DILocalVariable(name: "r", scope: !18, file: !3, line: 5, type: !8)
!25 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 6, type: !8)
!26 = distinct !DILexicalBlock(scope: !18, file: !3, line: 6, column: 3)
!27 = !DILocation(line: 0, scope: !18)
!28 = !DILocation(line: 0, scope: !26)
!29 = !DILocation(line: 6, column: 21, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !3, line: 6, column: 3)
!31 = !DILocation(line: 6, column: 3, scope: !26)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 9, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !18, file: !3, line: 9, column: 7)
!38 = !DILocation(line: 9, column: 7, scope: !18)
!39 = !{!"branch_weights", i32 1, i32 2000}
!40 = !DILocation(line: 10, column: 3, scope: !18)
!41 = !DILocation(line: 7, column: 18, scope: !42)
!42 = distinct !DILexicalBlock(scope: !30, file: !3, line: 6, column: 31)
!43 = !DILocation(line: 7, column: 10, scope: !42)
!44 = !DILocation(line: 7, column: 23, scope: !42)
!45 = !DILocation(line: 7, column: 7, scope: !42)
!46 = !DILocation(line: 6, column: 27, scope: !30)
!47 = distinct !{!47, !31, !48, !49, !50}
!48 = !DILocation(line: 8, column: 3, scope: !26)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.unroll.disable"}
