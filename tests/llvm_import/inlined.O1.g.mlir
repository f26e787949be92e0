#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_file = #llvm.di_file<"inlined.c" in "/tmp/wimp/inl">
#di_compile_unit = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 16.0.6 (15~deb12u1)", isOptimized = true, emissionKind = Full>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type, #di_basic_type>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
#di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "twice", file = #di_file, line = 10, scopeLine = 10, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_subprogram1 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "scale", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = "LocalToUnit|Definition|Optimized", type = #di_subroutine_type1>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, line = 10, arg = 1, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "b", file = #di_file, line = 10, arg = 2, type = #di_basic_type>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "x", file = #di_file, line = 4, arg = 1, type = #di_basic_type>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f80, dense<128> : vector<2xi32>>, #dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.func @twice(%arg0: i32, %arg1: i32) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nounwind", "willreturn", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(7 : i32) : i32
    llvm.intr.dbg.value #di_local_variable = %arg0 : i32
    llvm.intr.dbg.value #di_local_variable1 = %arg1 : i32
    llvm.intr.dbg.value #di_local_variable2 = %arg0 : i32
    %1 = llvm.add %arg0, %0  : i32
    llvm.intr.dbg.value #di_local_variable2 = %arg1 : i32
    %2 = llvm.add %arg1, %0  : i32
    %3 = llvm.xor %2, %1  : i32
    llvm.return %3 : i32
  }
}
