// flags: --allow-unregistered-dialect
#file = #llvm.di_file<"foo.c" in "/bar">
#cu = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = #file, producer = "clang", isOptimized = false, emissionKind = None>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = "Definition">
#b = #llvm.di_lexical_block<scope = #sp, file = #file, line = 1, column = 99999999999>
"xx.op"() {a = #b} : () -> ()
