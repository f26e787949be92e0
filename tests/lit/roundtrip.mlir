// RUN: odsgen-opt %s | odsgen-opt | filecheck %s
// RUN: odsgen-opt --mlir-print-op-generic %s | odsgen-opt | filecheck %s

// CHECK-LABEL: llvm.func @add
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK: %[[SUM:.*]] = llvm.add %[[A]], %[[B]] : i32
// CHECK: llvm.return %[[SUM]] : i32
llvm.func @add(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  llvm.return %0 : i32
}
