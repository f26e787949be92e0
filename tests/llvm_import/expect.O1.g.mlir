#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned long", sizeInBits = 64, encoding = DW_ATE_unsigned>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"expect.c" in "/tmp/wimp">
#di_compile_unit = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 16.0.6 (15~deb12u1)", isOptimized = true, emissionKind = Full>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_basic_type1, #di_basic_type1>
#di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "pick", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_subprogram1 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "twice", file = #di_file, line = 12, scopeLine = 12, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type1>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "code", file = #di_file, line = 3, arg = 1, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "r", file = #di_file, line = 4, type = #di_basic_type>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "a", file = #di_file, line = 12, arg = 1, type = #di_basic_type1>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram1, name = "b", file = #di_file, line = 12, arg = 2, type = #di_basic_type1>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram1, name = "x", file = #di_file, line = 13, type = #di_basic_type1>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f80, dense<128> : vector<2xi32>>, #dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.func @pick(%arg0: i64) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nounwind", "willreturn", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(100 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    llvm.intr.dbg.value #di_local_variable = %arg0 : i64
    %2 = llvm.icmp "ult" %arg0, %0 : i64
    %3 = llvm.select %2, %arg0, %1 : i1, i64
    llvm.intr.dbg.value #di_local_variable1 = %3 : i64
    llvm.return %3 : i64
  }
  llvm.func @twice(%arg0: i64, %arg1: i64) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nounwind", "willreturn", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(-100 : i64) : i64
    %1 = llvm.mlir.constant(-99 : i64) : i64
    %2 = llvm.mlir.constant(7 : i64) : i64
    llvm.intr.dbg.value #di_local_variable2 = %arg0 : i64
    llvm.intr.dbg.value #di_local_variable3 = %arg1 : i64
    %3 = llvm.add %arg0, %0  : i64
    %4 = llvm.icmp "ult" %3, %1 : i64
    %5 = llvm.select %4, %arg1, %arg0 : i1, i64
    llvm.intr.dbg.value #di_local_variable4 = %5 : i64
    %6 = llvm.icmp "sgt" %5, %2 : i64
    %7 = llvm.select %6, %5, %arg1 : i1, i64
    llvm.return %7 : i64
  }
}
