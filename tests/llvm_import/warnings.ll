source_filename = "c.c"

define void @g(i1 %c) !prof !6 {
entry:
  br i1 %c, label %a, label %b, !prof !7

a:                                                ; preds = %entry
  br label %b

b:                                                ; preds = %a, %entry
  ret void
}

define i32 @f(ptr %p, i1 %c, i32 %b) !dbg !8 !prof !13 {
  %v = load i32, ptr %p, align 4, !dbg !14, !tbaa !15, !range !19
  call void @llvm.dbg.value(metadata i32 %v, metadata !20, metadata !DIExpression(DW_OP_plus_uconst, 42, DW_OP_stack_value)), !dbg !14
  %s = select i1 %c, i32 %v, i32 %b, !dbg !14, !prof !7
  %t = call i32 @llvm.smax.i32(i32 %s, i32 1), !prof !21
  %u = call i32 @h(i32 %t), !prof !22
  ret i32 %u
}

define i32 @h(i32 %x) !tbaa !15 {
  ret i32 %x
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "c.c", directory: "/tmp")
!5 = !{!"clang"}
!6 = !{!"synthetic_function_entry_count", i64 3}
!7 = !{!"branch_weights", i32 1, i32 2000}
!8 = distinct !DISubprogram(name: "f", scope: !4, file: !4, line: 1, type: !9, spFlags: DISPFlagDefinition, unit: !3, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !{!"function_entry_count", i64 10, i64 12345}
!14 = !DILocation(line: 3, column: 7, scope: !8)
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = !{i32 0, i32 33}
!20 = !DILocalVariable(name: "v", scope: !8, file: !4, line: 2, type: !11)
!21 = !{!"branch_weights", i32 7}
!22 = !{!"VP", i32 0, i64 10, i64 123, i64 10}
