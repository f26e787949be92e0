// strip-debuginfo, topological-sort and print-op-stats.
#loc = loc("file.mlir":3:4)
func.func @f(%a: i32 loc("arg"), %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(#loc)
  %1 = "foo.op"(%0) ({
  ^bb0(%x: i32 loc(fused["x", "y"])):
    "foo.yield"(%x) : (i32) -> () loc(callsite("a" at "b"))
  }) : (i32) -> i32 loc("named"("inner":1:2))
  return %1 : i32 loc(unknown)
} loc("function")
%0 = "foo.late"(%1) : (i32) -> i32
%1 = "foo.early"() : () -> i32
%2 = "foo.cycle"(%3) : (i32) -> i32
%3 = "foo.cycle"(%2) : (i32) -> i32
