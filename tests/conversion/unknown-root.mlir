// Adapted from MLIR 16's test/Transforms/test-legalize-unknown-root.mlir (-test-legalize-unknown-root-patterns).
// Run by tests/test_conversion.py through tests/legalizer_driver.py.

// Test that all `test` dialect operations are removed.
func.func @remove_all_ops(%arg0: i32) {
  %0 = "test.illegal_op_a"() : () -> i32
  %1 = "test.illegal_op_b"() : () -> i32
  %2 = "test.illegal_op_c"() : () -> i32
  %3 = "test.illegal_op_d"() : () -> i32
  %4 = "test.illegal_op_e"() : () -> i32
  return
}
