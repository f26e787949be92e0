"test.latch"() {loop = {options = #llvm.loopopts<disable_unroll = true, disable_licm = true, interleave_count = 1, disable_pipeline = true, pipeline_initiation_interval = 1>}, parallel_access = [@metadata::@group1]} : () -> ()
"test.latch"() {loop = {parallel_access = [@metadata::@group1, @metadata::@group2], options = #llvm.loopopts<disable_licm = true, disable_unroll = true, interleave_count = 1, disable_pipeline = true, pipeline_initiation_interval = 2>}} : () -> ()
"test.g"() {a = #llvm.loopopts<interleave_count = true>, b = #llvm.loopopts<interleave_count = 0x10, pipeline_initiation_interval = -3>, c = #llvm.loopopts<interleave_count = 18446744073709551615>, d = #llvm.loopopts<interleave_count = 9223372036854775808>, e = #llvm.loopopts<interleave_count = -9999999999999999>} : () -> ()
// -----
#f = #llvm.di_file<"a\"b\n" in "">
"test.f"() {a = #llvm.di_lexical_block<scope = #f, file = <"x" in "y">, line = 0, column = 7>, b = #llvm.di_lexical_block_file<scope = #llvm.di_file<"p" in "q">, file = #f, discriminator = 0>} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<name = "n", tag = DW_TAG_unspecified_type, encoding = DW_ATE_float, sizeInBits = 0>, b = #llvm.di_basic_type<tag = DW_TAG_bogus, name = "z">} : () -> ()
// -----
"test.f"() {a = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", flags = "Public|Vector", alignInBits = 8, sizeInBits = 64, line = 5, elements = #llvm.di_subrange<count = 3 : i32, stride = 4>, #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i">>} : () -> ()
"test.f"() {a = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "e", flags = Zero, baseType = #llvm.di_void_result_type, scope = #llvm.di_compile_unit<sourceLanguage = DW_LANG_Rust, file = <"f" in "d">, producer = "", isOptimized = 0, emissionKind = LineTablesOnly>>} : () -> ()
// -----
"test.f"() {a = #llvm.di_subprogram<compileUnit = <sourceLanguage = DW_LANG_C_plus_plus_14, file = <"f" in "d">, producer = "p", isOptimized = 1, emissionKind = DebugDirectivesOnly>, scope = #llvm.di_lexical_block_file<scope = #llvm.di_file<"p" in "q">, discriminator = 2>, name = "f", file = <"f" in "d">, subprogramFlags = "Virtual|PureVirtual|ObjCDirect", type = <types = #llvm.di_void_result_type>>} : () -> ()
"test.f"() {a = #llvm.di_local_variable<scope = #llvm.di_file<"p" in "q">, name = "v", type = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #llvm.di_void_result_type>>, b = #llvm.di_subroutine_type<types = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i">, #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i">>} : () -> ()
// -----
"test.f"() {a = #llvm.di_subrange<>, b = #llvm.di_subrange<upperBound = -1>, c = #llvm.di_subroutine_type<>, d = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array0", flags = "SingleInheritance|BitField">} : () -> ()
