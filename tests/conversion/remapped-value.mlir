// Adapted from MLIR 16's test/Transforms/test-legalize-remapped-value.mlir (-test-remapped-value).
// Run by tests/test_conversion.py through tests/legalizer_driver.py.

// Simple test that exercises ConvertPatternRewriter::getRemappedValue.


func.func @remap_input_1_to_1(%arg0: i32) {
  %0 = "test.one_variadic_out_one_variadic_in1"(%arg0) : (i32) -> i32
  %1 = "test.one_variadic_out_one_variadic_in1"(%0) : (i32) -> i32
  "test.return"() : () -> ()
}

// Test the case where an operation is converted before its operands are.

func.func @remap_unconverted() {
  %region_result = "test.remapped_value_region"() ({
    %result = "test.type_producer"() : () -> f32
    "test.return"(%result) : (f32) -> ()
  }) : () -> (f32)
  "test.type_consumer"(%region_result) : (f32) -> ()
  "test.return"() : () -> ()
}
