// Alias numbering and ordering (depth, types before attributes, name, first use),
// deferred location aliases, and aliases used in types.
#user_alias = affine_map<(d0) -> (d0 + 7)>
"xx.op"() ({
  "xx.inner"() {m = affine_map<(d0) -> (d0 + 3)>} : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
}) {a = affine_map<(d0) -> (d0 + 1)>, u = #user_alias} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 2)>>) loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"xx.op2"() {s = affine_set<(d0) : (d0 >= 0)>, m = [affine_map<(d0) -> (d0 + 5)>], l = loc("attr.mlir":5:5)} : () -> () loc("nm"("f.mlir":3:4))
"xx.op3"() ({
^bb0(%arg0: i32 loc(callsite("a.mlir":1:1 at "b.mlir":2:2))):
  "xx.term"() : () -> () loc("a.mlir":1:1)
}) : () -> (tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>) loc(fused<"meta">["b.mlir":2:2, unknown])
