; Loop metadata holding debug locations, in a module whose debug info LLVM's
; reader strips (Debug Info Version 2): each loop is made again without what
; reaches a location, or loses its attachment when nothing else is left; the
; warnings number the metadata as LLVM then prints it.
define void @loop(i32 %n) !prof !20 {
entry:
  br label %body

body:                                             ; preds = %body, %entry
  %i = phi i32 [ 0, %entry ], [ %j, %body ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %body, label %mid, !dbg !12, !llvm.loop !14

mid:                                              ; preds = %mid, %body
  %k = phi i32 [ 0, %body ], [ %l, %mid ]
  %l = add i32 %k, 1
  %d = icmp slt i32 %l, %n
  br i1 %d, label %mid, label %exit, !llvm.loop !17

exit:                                             ; preds = %mid
  %s = select i1 %c, i32 %j, i32 %l, !prof !19
  ret void
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 2}
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "k.c", directory: "/tmp")
!8 = distinct !DISubprogram(name: "loop", scope: !4, file: !4, line: 1, type: !9, spFlags: DISPFlagDefinition, unit: !3)
!9 = !DISubroutineType(types: !10)
!10 = !{null}
!12 = !DILocation(line: 2, column: 3, scope: !8)
!13 = !DILocation(line: 4, column: 3, scope: !8)
!14 = distinct !{!14, !12, !13, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable", !18}
!17 = distinct !{!17, !12, !13}
!18 = !{!"deep", !13}
!19 = !{!"branch_weights", i32 1, i32 2000}
!20 = !{!"branch_weights", i32 5}
