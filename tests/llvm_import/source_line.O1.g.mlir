#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"source_line.c" in ".">
#di_compile_unit = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 16.0.6 (15~deb12u1)", isOptimized = true, emissionKind = Full>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type, #di_basic_type>
#di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 6, column = 3>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 4, arg = 1, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "c", file = #di_file, line = 4, arg = 2, type = #di_basic_type>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram, name = "r", file = #di_file, line = 5, type = #di_basic_type>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 6, type = #di_basic_type>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f80, dense<128> : vector<2xi32>>, #dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.mlir.global external local_unnamed_addr @counter(3 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global internal unnamed_addr constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<4 x i32>
  llvm.metadata @__tbaa {
    llvm.tbaa_root @tbaa_root_3 {id = "Simple C/C++ TBAA"}
    llvm.tbaa_tag @tbaa_tag_0 {access_type = @tbaa_type_desc_1, base_type = @tbaa_type_desc_1, offset = 0 : i64}
    llvm.tbaa_type_desc @tbaa_type_desc_1 {id = "int", members = {<@tbaa_type_desc_2, 0>}}
    llvm.tbaa_type_desc @tbaa_type_desc_2 {id = "omnipotent char", members = {<@tbaa_root_3, 0>}}
  }
  llvm.func @f(%arg0: i32, %arg1: i32) -> i32 attributes {memory = #llvm.memory_effects<other = read, argMem = none, inaccessibleMem = none>, passthrough = ["nofree", "norecurse", "nosync", "nounwind", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @counter : !llvm.ptr
    %3 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
    %4 = llvm.mlir.addressof @table : !llvm.ptr
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.constant(1 : i32) : i32
    llvm.intr.dbg.value #di_local_variable = %arg0 : i32
    llvm.intr.dbg.value #di_local_variable1 = %arg1 : i32
    llvm.intr.dbg.value #di_local_variable2 = %0 : i32
    llvm.intr.dbg.value #di_local_variable3 = %0 : i32
    %7 = llvm.icmp "sgt" %arg0, %0 : i32
    llvm.cond_br %7, ^bb1, ^bb2(%0 : i32)
  ^bb1:  // pred: ^bb0
    %8 = llvm.load %2 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr -> i32
    llvm.br ^bb3(%0, %0 : i32, i32)
  ^bb2(%9: i32):  // 2 preds: ^bb0, ^bb3
    %10 = llvm.icmp "eq" %arg1, %0 : i32
    %11 = llvm.icmp "eq" %9, %0 : i32
    %12 = llvm.select %11, %arg0, %9 : i1, i32
    %13 = llvm.select %10, %9, %12 : i1, i32
    llvm.intr.dbg.value #di_local_variable2 = %13 : i32
    llvm.return %13 : i32
  ^bb3(%14: i32, %15: i32):  // 2 preds: ^bb1, ^bb3
    llvm.intr.dbg.value #di_local_variable3 = %14 : i32
    llvm.intr.dbg.value #di_local_variable2 = %15 : i32
    %16 = llvm.and %14, %1  : i32
    %17 = llvm.zext %16 : i32 to i64
    %18 = llvm.getelementptr inbounds %4[%5, %17] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    %19 = llvm.load %18 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr -> i32
    %20 = llvm.mul %8, %19  : i32
    %21 = llvm.add %20, %15  : i32
    llvm.intr.dbg.value #di_local_variable2 = %21 : i32
    %22 = llvm.add %14, %6  : i32
    llvm.intr.dbg.value #di_local_variable3 = %22 : i32
    %23 = llvm.icmp "eq" %22, %arg0 : i32
    llvm.cond_br %23, ^bb2(%21 : i32), ^bb3(%22, %21 : i32, i32)
  }
}
