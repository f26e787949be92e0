// Sparse conditional constant propagation through arith, func and llvm.
func.func @fold(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %c2 : i32
  %2 = arith.addi %1, %arg0 : i32
  return %2 : i32
}

// -----
func.func private @callee(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %a, %c3 : i32
  return %0 : i32
}
func.func @caller() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = call @callee(%c1) : (i32) -> i32
  %1 = call @callee(%c1) : (i32) -> i32
  return %0, %1 : i32, i32
}

// -----
func.func private @two_callers(%a: i32) -> i32 {
  return %a : i32
}
func.func @first() -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = call @two_callers(%c1) : (i32) -> i32
  return %0 : i32
}
func.func @second() -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = call @two_callers(%c2) : (i32) -> i32
  return %0 : i32
}

// -----
func.func @public_callee(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @public_caller(%x: i32) -> i32 {
  %0 = call @public_callee(%x) : (i32) -> i32
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}

// -----
func.func private @referenced(%a: i32) -> i32 {
  return %a : i32
}
func.func @reference_escapes() -> i32 {
  %f = constant @referenced : (i32) -> i32
  %c5 = arith.constant 5 : i32
  %0 = call @referenced(%c5) : (i32) -> i32
  "foo.use"(%f) : ((i32) -> i32) -> ()
  return %0 : i32
}

// -----
llvm.func @llvm_branches(%c: i1) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.constant(2 : i32) : i32
  llvm.cond_br %c, ^bb1(%0 : i32), ^bb2(%1 : i32)
^bb1(%a: i32):
  %2 = llvm.add %a, %a : i32
  llvm.br ^bb3(%2 : i32)
^bb2(%b: i32):
  llvm.br ^bb3(%b : i32)
^bb3(%r: i32):
  llvm.return %r : i32
}

// -----
func.func @regions(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %0 = "foo.region"() ({
    %1 = arith.addi %c4, %c4 : i32
    "foo.yield"(%1) : (i32) -> ()
  }) : () -> i32
  %2 = arith.constant true
  %3 = arith.select %2, %c4, %x : i32
  return %3 : i32
}

// -----
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
func.func @function_constant(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  %f = constant @g : (i32) -> i32
  %1 = call_indirect %f(%0) : (i32) -> i32
  return %1 : i32
}
