// Adapted from MLIR 16's test/IR/pretty-locations.mlir (affine.for and
// affine.if replaced by unregistered ops with regions).
func.func @inline_notation() -> i32 {
  %1 = "foo"() : () -> i32 loc("foo")
  %2 = arith.constant 4 : index loc(callsite("foo" at "mysource.cc":10:8))
  %3 = arith.constant 4 : index loc(callsite("foo" at callsite("mysource1.cc":10:8 at callsite("mysource2.cc":13:8 at "mysource3.cc":100:10))))
  "test.for"() ({
  ^bb0(%i: index loc("iv":1:1), %j: index loc(callsite("j" at "k":2:2))):
    "test.if"() ({
      "test.yield"() : () -> () loc(fused<"inner">["a":1:1, "b"])
    }) : () -> () loc(fused["foo", "mysource.cc":10:8])
  }) : () -> () loc(fused<"myPass">["foo", "foo2"])
  return %1 : i32 loc(unknown)
}
