// RUN: odsgen-opt --split-input-file --verify-diagnostics %s
// RUN: not odsgen-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=ERROR

// ERROR: invalid.mlir:1 offset :10:3: error: 'llvm.return' op expected 1 operand
// ERROR: note: when returning from function

// expected-note @+1 {{when returning from function}}
llvm.func @missing_result() -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// ERROR: error: use of undeclared SSA value name
func.func @f(%x: i32) -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %y : i32
}
