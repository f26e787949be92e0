; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

declare void @free(ptr)

define void @callee() {
  ret void
}

define void @func_with_empty_named_info() {
  call void @callee()
  ret void
}

define void @func_no_debug() {
  ret void
}

define void @func_with_debug(i64 %0) !dbg !3 {
  %2 = alloca i64, align 8, !dbg !16
  call void @llvm.dbg.value(metadata i64 %0, metadata !19, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.addr(metadata ptr %2, metadata !22, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata ptr %2, metadata !22, metadata !DIExpression()), !dbg !25
  call void @func_no_debug(), !dbg !26
  call void @func_no_debug(), !dbg !30
  call void @func_no_debug(), !dbg !33
  call void @func_no_debug(), !dbg !34
  %3 = add i64 %0, %0, !dbg !35
  ret void, !dbg !41
}

define void @empty_types() !dbg !42 {
  ret void, !dbg !45
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.addr(metadata, metadata, metadata) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "foo.mlir", directory: "/test/")
!3 = distinct !DISubprogram(name: "func_with_debug", linkageName: "func_with_debug", scope: !2, file: !2, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!4 = !DISubroutineType(cc: DW_CC_normal, types: !5)
!5 = !{null, !6, !7, !9, !10, !13}
!6 = !DIBasicType(name: "si64")
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, align: 32, offset: 8)
!8 = !DIBasicType(name: "si32", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "named", baseType: !8)
!10 = !DICompositeType(tag: DW_TAG_structure_type, name: "composite", file: !2, line: 42, size: 64, align: 32, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !DICompositeType(tag: DW_TAG_array_type, name: "array", file: !2, baseType: !6, flags: DIFlagVector, elements: !14)
!14 = !{!15}
!15 = !DISubrange(lowerBound: 0, upperBound: 4, stride: 1)
!16 = !DILocation(line: 81, column: 12, scope: !17)
!17 = !DILexicalBlockFile(scope: !3, file: !18, discriminator: 0)
!18 = !DIFile(filename: "<source>", directory: "")
!19 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !2, line: 6, type: !6, align: 32)
!20 = distinct !DILexicalBlockFile(scope: !3, file: !2, discriminator: 0)
!21 = !DILocation(line: 86, column: 3, scope: !17)
!22 = !DILocalVariable(name: "alloc", scope: !23)
!23 = distinct !DILexicalBlock(scope: !3)
!24 = !DILocation(line: 87, column: 3, scope: !17)
!25 = !DILocation(line: 88, column: 3, scope: !17)
!26 = !DILocation(line: 3, column: 4, scope: !27, inlinedAt: !29)
!27 = !DILexicalBlockFile(scope: !3, file: !28, discriminator: 0)
!28 = !DIFile(filename: "mysource.cc", directory: "/")
!29 = !DILocation(line: 5, column: 6, scope: !27)
!30 = !DILocation(line: 1, column: 2, scope: !31)
!31 = !DILexicalBlockFile(scope: !3, file: !32, discriminator: 0)
!32 = !DIFile(filename: "foo.mlir", directory: "/")
!33 = !DILocation(line: 10, column: 10, scope: !31)
!34 = !DILocation(line: 1, column: 1, scope: !27)
!35 = !DILocation(line: 2, column: 4, scope: !36, inlinedAt: !40)
!36 = !DILexicalBlockFile(scope: !37, file: !32, discriminator: 0)
!37 = distinct !DISubprogram(name: "callee", scope: !10, file: !2, type: !38, spFlags: DISPFlagDefinition, unit: !1)
!38 = !DISubroutineType(types: !39)
!39 = !{!6, !6}
!40 = !DILocation(line: 28, column: 5, scope: !31)
!41 = !DILocation(line: 105, column: 3, scope: !17)
!42 = distinct !DISubprogram(name: "empty_types", scope: !2, file: !2, type: !43, spFlags: DISPFlagDefinition, unit: !1)
!43 = !DISubroutineType(cc: DW_CC_normal, types: !44)
!44 = !{}
!45 = !DILocation(line: 110, column: 3, scope: !46)
!46 = !DILexicalBlockFile(scope: !42, file: !18, discriminator: 0)
