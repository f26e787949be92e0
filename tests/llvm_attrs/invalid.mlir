"test.f"() {a = #llvm.di_basic_type<tag = DW_TAG_foo, name = "x">} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<tag = DW_TAG_null, name = "x">} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<tag = 3, name = "x">} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<name = "x">} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", encoding = DW_ATE_foo>} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", name = "y">} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = 3>} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", sizeInBits = foo>} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", bogus = 1>} : () -> ()
// -----
"test.f"() {a = #llvm.di_basic_type<tag = DW_TAG_base_type name = "x">} : () -> ()
// -----
"test.f"() {a = #llvm.di_file<"a" "b">} : () -> ()
// -----
"test.f"() {a = #llvm.di_file<"a" in b>} : () -> ()
// -----
"test.f"() {a = #llvm.di_lexical_block<scope = #llvm.di_subrange<count = 1>>} : () -> ()
// -----
"test.f"() {a = #llvm.di_lexical_block<scope = 1>} : () -> ()
// -----
"test.f"() {a = #llvm.di_lexical_block<file = <"a" in "b">>} : () -> ()
// -----
"test.f"() {a = #llvm.di_lexical_block<scope = <"a" in "b">>} : () -> ()
// -----
"test.f"() {a = #llvm.di_lexical_block<scope = #llvm.di_file<"a" in "b">, file = <"a" in "b">, line = 3>} : () -> ()
// -----
"test.f"() {a = #llvm.di_lexical_block<scope = #llvm.di_file<"a" in "b">, file = #llvm.di_void_result_type>} : () -> ()
// -----
"test.f"() {a = #llvm.di_subroutine_type<types = #llvm.di_void_result_type, #llvm.di_void_result_type>} : () -> ()
// -----
"test.f"() {a = #llvm.di_subroutine_type<callingConvention = DW_CC_foo>} : () -> ()
// -----
"test.f"() {a = #llvm.di_subroutine_type<>} : () -> ()
// -----
"test.f"() {a = #llvm.di_subroutine_type<types = >} : () -> ()
// -----
"test.f"() {a = #llvm.di_compile_unit<sourceLanguage = DW_LANG_foo, file = <"a" in "b">, producer = "p", isOptimized = true, emissionKind = Full>} : () -> ()
// -----
"test.f"() {a = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = <"a" in "b">, producer = "p", isOptimized = 1, emissionKind = Full>} : () -> ()
// -----
"test.f"() {a = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = <"a" in "b">, producer = "p", isOptimized = true, emissionKind = Half>} : () -> ()
// -----
"test.f"() {a = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = <"a" in "b">, producer = "p", isOptimized = true>} : () -> ()
// -----
"test.f"() {a = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c", flags = "Bogus">} : () -> ()
// -----
"test.f"() {a = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c", flags = Vector, elements = 1>} : () -> ()
// -----
"test.f"() {a = #llvm.di_subprogram<compileUnit = #llvm.di_file<"a" in "b">, scope = #llvm.di_file<"a" in "b">, name = "f", file = <"a" in "b">, subprogramFlags = Definition>} : () -> ()
// -----
"test.f"() {a = #llvm.di_subprogram<compileUnit = <sourceLanguage = DW_LANG_C, file = <"a" in "b">, producer = "p", isOptimized = true, emissionKind = Full>, scope = #llvm.di_file<"a" in "b">, name = "f", file = <"a" in "b">, subprogramFlags = "Definition|Bogus">} : () -> ()
// -----
"test.f"() {a = #llvm.di_subrange<count = "x">} : () -> ()
// -----
"test.g"() {a = #llvm.loopopts<foo = 1>} : () -> ()
// -----
"test.g"() {a = #llvm.loopopts<disable_unroll = true, disable_unroll = false>} : () -> ()
// -----
"test.g"() {a = #llvm.loopopts<disable_licm = 1>} : () -> ()
// -----
"test.g"() {a = #llvm.loopopts<interleave_count 1>} : () -> ()
// -----
"test.g"() {a = #llvm.loopopts<>} : () -> ()
// -----
"test.g"() {a = #llvm.loopopts<interleave_count = 99999999999999999999>} : () -> ()
// -----
"test.g"() {a = #llvm.loopopts<interleave_count = -10000000000000000>} : () -> ()
// -----
"test.g"() {a = #llvm.loopopts<interleave_count = 1.5>} : () -> ()
// -----
"test.g"() {a = #llvm.loopopts<disable_pipeline = true, pipeline_initiation_interval = 7,>} : () -> ()
// -----
// The elements list takes what follows as more elements.
"test.f"() {a = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", flags = "Public|Vector", elements = #llvm.di_subrange<count = 3 : i32, stride = 4>, #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i">, alignInBits = 8, sizeInBits = 64, line = 5>} : () -> ()
