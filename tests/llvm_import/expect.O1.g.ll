; ModuleID = 'expect.c'
source_filename = "expect.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @pick(i64 noundef %0) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !14, metadata !DIExpression()), !dbg !16
  %2 = icmp ult i64 %0, 100, !dbg !17
  %3 = select i1 %2, i64 %0, i64 0, !prof !19
  call void @llvm.dbg.value(metadata i64 %3, metadata !15, metadata !DIExpression()), !dbg !16
  ret i64 %3, !dbg !20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @twice(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !21 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !26, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i64 %1, metadata !27, metadata !DIExpression()), !dbg !29
  %3 = add i64 %0, -100, !dbg !30
  %4 = icmp ult i64 %3, -99, !dbg !30
  %5 = select i1 %4, i64 %1, i64 %0, !dbg !30
  call void @llvm.dbg.value(metadata i64 %5, metadata !28, metadata !DIExpression()), !dbg !29
  %6 = icmp sgt i64 %5, 7, !dbg !31
  %7 = select i1 %6, i64 %5, i64 %1, !dbg !29, !prof !33
  ret i64 %7, !dbg !34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "expect.c", directory: "/tmp/wimp", checksumkind: CSK_MD5, checksum: "90afdec8afd2097a17dd5fa3d5e840dd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!13 = !{!14, !15}
!14 = !DILocalVariable(name: "code", arg: 1, scope: !9, file: !1, line: 3, type: !12)
!15 = !DILocalVariable(name: "r", scope: !9, file: !1, line: 4, type: !12)
!16 = !DILocation(line: 0, scope: !9)
!17 = !DILocation(line: 5, column: 29, scope: !18)
!18 = distinct !DILexicalBlock(scope: !9, file: !1, line: 5, column: 7)
!19 = !{!"branch_weights", i32 2000, i32 1}
!20 = !DILocation(line: 9, column: 3, scope: !9)
!21 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 12, type: !22, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !24}
!24 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!25 = !{!26, !27, !28}
!26 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !1, line: 12, type: !24)
!27 = !DILocalVariable(name: "b", arg: 2, scope: !21, file: !1, line: 12, type: !24)
!28 = !DILocalVariable(name: "x", scope: !21, file: !1, line: 13, type: !24)
!29 = !DILocation(line: 0, scope: !21)
!30 = !DILocation(line: 13, column: 12, scope: !21)
!31 = !DILocation(line: 14, column: 26, scope: !32)
!32 = distinct !DILexicalBlock(scope: !21, file: !1, line: 14, column: 7)
!33 = !{!"branch_weights", i32 1, i32 2000}
!34 = !DILocation(line: 17, column: 1, scope: !21)
