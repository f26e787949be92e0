// Invalid uses of test-dialect ops whose records mirror MLIR's TestOps.td:
// generated verifiers must report what mlir-opt-16's test dialect reports.
"test.format_attr_op"() : () -> ()
// -----
"test.format_attr_op"() {attr = 1 : i32} : () -> ()
// -----
"test.format_symbol_name_attr_op"() {attr = 1} : () -> ()
// -----
"test.format_attr_dict_w_keyword"() {attr = 1, opt_attr = "x"} : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i32):
  %0 = "test.format_buildable_type_op"(%a) : (i32) -> i64
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64):
  "test.format_operand_a_op"(%a, %a) : (i64, i64) -> ()
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64, %f: f32):
  "test.format_variadic_operand"(%a, %f) : (i64, f32) -> ()
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64):
  "test.format_multiple_variadic_operands"(%a) {operand_segment_sizes = array<i32: 1>} : (i64) -> ()
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64):
  "test.format_multiple_variadic_operands"(%a) : (i64) -> ()
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64):
  "test.format_multiple_variadic_operands"(%a) {operand_segment_sizes = array<i32: 1, 1>} : (i64) -> ()
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64, %b: i32):
  %0 = "test.format_all_types_match_var"(%a, %b) : (i64, i32) -> i64
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64):
  %0 = "test.format_types_match_var"(%a) : (i64) -> i32
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64):
  %0:2 = "test.format_optional_operand_result_a_op"(%a) {operand_segment_sizes = array<i32: 1, 0>} : (i64) -> (i64, i64)
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64):
  "test.format_optional_operand_result_a_op"(%a, %a) {operand_segment_sizes = array<i32: 2, 0>} : (i64, i64) -> ()
  "xx.end"() : () -> ()
}) : () -> ()
// -----
"xx.f"() ({
^bb0(%a: i64):
  "test.format_attr_op"(%a) {attr = 1} : (i64) -> ()
  "xx.end"() : () -> ()
}) : () -> ()
// -----
%0 = "test.format_attr_op"() {attr = 1} : () -> i64
// -----
%0:2 = "test.format_multiple_variadic_results"() {result_segment_sizes = array<i32: 1, 2>} : () -> (i64, i64)
// -----
%0 = "test.format_variadic_result"() : () -> f32
