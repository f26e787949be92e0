// RUN: odsgen-opt --canonicalize --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @fold_constants
// CHECK-NEXT: %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT: return %[[C]] : i32
func.func @fold_constants() -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @add_zero
// CHECK-SAME: (%[[X:.*]]: i64)
// CHECK-NEXT: return %[[X]] : i64
func.func @add_zero(%x: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %0 = arith.addi %x, %zero : i64
  return %0 : i64
}
