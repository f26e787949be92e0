; ModuleID = 'inlined.c'
source_filename = "inlined.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @twice(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !14, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.value(metadata i32 %1, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression(DW_OP_constu, 2, DW_OP_mul, DW_OP_stack_value)), !dbg !24
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value)), !dbg !24
  %3 = add i32 %0, 7, !dbg !26
  call void @llvm.dbg.value(metadata i32 %1, metadata !17, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %1, metadata !22, metadata !DIExpression(DW_OP_constu, 2, DW_OP_mul, DW_OP_stack_value)), !dbg !27
  call void @llvm.dbg.value(metadata i32 %1, metadata !23, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shr, DW_OP_stack_value)), !dbg !27
  %4 = add i32 %1, 7, !dbg !29
  %5 = xor i32 %4, %3, !dbg !30
  ret i32 %5, !dbg !31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inlined.c", directory: "/tmp/wimp/inl", checksumkind: CSK_MD5, checksum: "648839ccbf85da0e661ea5e3077d6493")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !12}
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!14, !15}
!14 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 10, type: !12)
!15 = !DILocalVariable(name: "b", arg: 2, scope: !9, file: !1, line: 10, type: !12)
!16 = !DILocation(line: 0, scope: !9)
!17 = !DILocalVariable(name: "x", arg: 1, scope: !18, file: !1, line: 4, type: !12)
!18 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 4, type: !19, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!12, !12}
!21 = !{!17, !22, !23}
!22 = !DILocalVariable(name: "doubled", scope: !18, file: !1, line: 5, type: !12)
!23 = !DILocalVariable(name: "shifted", scope: !18, file: !1, line: 6, type: !12)
!24 = !DILocation(line: 0, scope: !18, inlinedAt: !25)
!25 = distinct !DILocation(line: 10, column: 49, scope: !9)
!26 = !DILocation(line: 7, column: 12, scope: !18, inlinedAt: !25)
!27 = !DILocation(line: 0, scope: !18, inlinedAt: !28)
!28 = distinct !DILocation(line: 10, column: 60, scope: !9)
!29 = !DILocation(line: 7, column: 12, scope: !18, inlinedAt: !28)
!30 = !DILocation(line: 10, column: 58, scope: !9)
!31 = !DILocation(line: 10, column: 42, scope: !9)
