// The inliner on func and llvm functions.
func.func @func_with_arith(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32
  return %b : i32
}
func.func @inline_with_arg(%arg0 : i32) -> i32 {
  %0 = call @func_with_arith(%arg0) : (i32) -> i32 loc("call")
  %1 = call @func_with_arith(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @private_once(%c : i32) -> i32 {
  %b = arith.muli %c, %c : i32 loc("square")
  return %b : i32
}
func.func @use_private(%arg0 : i32) -> i32 {
  %0 = call @private_once(%arg0) : (i32) -> i32 loc("callsite")
  return %0 : i32
}
func.func @recursive(%arg0 : i32) -> i32 {
  %0 = call @recursive(%arg0) : (i32) -> i32
  return %0 : i32
}
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
func.func @cycle_user(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @multi_block(%c: i1) -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
func.func @indirect(%x: i32) -> i32 {
  %f = constant @func_with_arith : (i32) -> i32
  %0 = call_indirect %f(%x) : (i32) -> i32
  return %0 : i32
}
func.func @unregistered_body(%x: i32) -> i32 {
  %0 = "foo.op"(%x) : (i32) -> i32
  return %0 : i32
}
func.func @calls_unregistered_body(%x: i32) -> i32 {
  %0 = call @unregistered_body(%x) : (i32) -> i32
  return %0 : i32
}
llvm.func @callee(%arg0: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.add %arg0, %0 : i32
  llvm.return %1 : i32
}
llvm.func @callee2(%arg0: !llvm.ptr<i32>, %c: i1) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = llvm.load %arg0 : !llvm.ptr<i32>
  llvm.return %0 : i32
^bb2:
  %1 = llvm.mlir.constant(2 : i32) : i32
  llvm.return %1 : i32
}
llvm.func @with_passthrough() -> i32 attributes {passthrough = ["noinline"]} {
  %0 = llvm.mlir.constant(3 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @caller(%arg0: i32, %p: !llvm.ptr<i32>, %c: i1) -> i32 {
  %0 = llvm.call @callee(%arg0) : (i32) -> i32
  %1 = llvm.call @callee2(%p, %c) : (!llvm.ptr<i32>, i1) -> i32
  %2 = llvm.call @with_passthrough() : () -> i32
  %3 = llvm.add %0, %1 : i32
  %4 = llvm.add %3, %2 : i32
  llvm.return %4 : i32
}
