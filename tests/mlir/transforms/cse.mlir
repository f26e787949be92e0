// Common sub-expression elimination on arith, func and llvm ops
// (cases after MLIR 16's test/Transforms/cse.mlir, in dialects odsgen has).
func.func @simple_constant() -> (i32, i32) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  return %0, %1 : i32, i32
}

// -----
func.func @basic(%a: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 0 : index
  %0 = arith.addi %a, %c0 : index
  %1 = arith.addi %c1, %a : index
  %2 = arith.muli %0, %1 : index
  %3 = arith.muli %1, %0 : index
  return %2, %3 : index, index
}

// -----
func.func @different_ops() -> (i32, i32) {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 1 : i32
  return %0, %1 : i32, i32
}

// -----
func.func @different_results(%arg0: i32) -> (i64, i16) {
  %0 = arith.extsi %arg0 : i32 to i64
  %1 = arith.trunci %arg0 : i32 to i16
  %2 = arith.extsi %arg0 : i32 to i64
  return %2, %1 : i64, i16
}

// -----
func.func @different_attributes(%a: index, %b: index) -> (i1, i1, i1) {
  %0 = arith.cmpi slt, %a, %b : index
  %1 = arith.cmpi ne, %a, %b : index
  %2 = arith.cmpi ne, %a, %b : index
  return %0, %1, %2 : i1, i1, i1
}

// -----
func.func @down_propagate() -> i32 {
  %c1 = arith.constant 1 : i32
  %cond = arith.constant true
  %r = arith.select %cond, %c1, %c1 : i32
  %c1_0 = arith.constant 1 : i32
  %s = arith.addi %r, %c1_0 : i32
  return %s : i32
}

// -----
func.func @trivially_dead(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a : i32
  return %2 : i32
}

// -----
llvm.func @dominance(%arg0: i32, %c: i1) -> i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  %1 = llvm.add %arg0, %0 : i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %2 = llvm.mlir.constant(7 : i32) : i32
  %3 = llvm.add %arg0, %2 : i32
  %4 = llvm.mul %3, %1 : i32
  llvm.br ^bb3(%4 : i32)
^bb2:
  %5 = llvm.add %0, %arg0 : i32
  %6 = llvm.mul %5, %5 : i32
  llvm.br ^bb3(%6 : i32)
^bb3(%7: i32):
  %8 = llvm.add %arg0, %0 : i32
  %9 = llvm.sub %7, %8 : i32
  llvm.return %9 : i32
}

// -----
llvm.func @unreachable(%arg0: i32) -> i32 {
  %0 = llvm.add %arg0, %arg0 : i32
  llvm.br ^bb2
^bb1:
  %1 = llvm.add %arg0, %arg0 : i32
  %2 = llvm.add %arg0, %arg0 : i32
  llvm.br ^bb2
^bb2:
  llvm.return %0 : i32
}

// -----
llvm.func @memory(%p: !llvm.ptr<i32>, %v: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr<i32>
  %1 = llvm.load %p : !llvm.ptr<i32>
  %2 = llvm.add %0, %1 : i32
  llvm.store %2, %p : !llvm.ptr<i32>
  %3 = llvm.load %p : !llvm.ptr<i32>
  %4 = llvm.load %p : !llvm.ptr<i32>
  %5 = llvm.call @opaque(%3) : (i32) -> i32
  %6 = llvm.load %p : !llvm.ptr<i32>
  %7 = llvm.add %4, %6 : i32
  %8 = llvm.add %7, %5 : i32
  %9 = llvm.load volatile %p : !llvm.ptr<i32>
  %10 = llvm.alloca %v x i32 : (i32) -> !llvm.ptr<i32>
  %11 = llvm.alloca %v x i32 : (i32) -> !llvm.ptr<i32>
  llvm.return %8 : i32
}
llvm.func @opaque(i32) -> i32

// -----
func.func @unregistered(%a: i32) -> (i32, i32, i32) {
  %0 = "foo.op"(%a) : (i32) -> i32
  %1 = "foo.op"(%a) : (i32) -> i32
  %2 = "foo.region"(%a) ({
    %c = arith.addi %a, %a : i32
    "foo.yield"(%c) : (i32) -> ()
  }) : (i32) -> i32
  %3 = arith.addi %a, %a : i32
  return %0, %1, %3 : i32, i32, i32
}

// -----
func.func @nested_regions(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  "foo.non_isolated"() ({
    %1 = arith.addi %a, %a : i32
    "foo.use"(%1) : (i32) -> ()
    "foo.isolated"() ({
    ^bb0(%b: i32):
      %2 = arith.addi %b, %b : i32
      %3 = arith.addi %b, %b : i32
      "foo.use"(%2, %3) : (i32, i32) -> ()
    }) {inner} : () -> ()
  }) : () -> ()
  return %0 : i32
}

// -----
module {
  %0 = "foo.graph"() : () -> i32
  %1 = "foo.graph"() : () -> i32
  "foo.use"(%0, %1) : (i32, i32) -> ()
}

// -----
func.func @locations(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("known")
  return %0, %1 : i32, i32
}
