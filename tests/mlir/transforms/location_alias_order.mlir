// Location aliases used before their definition.

// In a function argument's location, and after an op: resolved at the end
// of the file.
func.func @argument(%a: i32 loc(#arg), %b: index loc(#other)) {
  %0 = scf.for %i = %b to %b step %b iter_args(%x = %b) -> index {
    scf.yield %x : index
  } loc(#op)
  return loc(#arg)
}
#arg = loc("arg.c":1:2)
#op = loc(callsite("f"("op.c":3:4) at "main.c":5:6))
#other = loc(fused["x.c":1:1, "y.c":2:2])

// -----

// The argument of a declaration is dropped with its location: an alias
// never defined there is not an error.
llvm.func @declaration(%a: i32 loc(#never))

// -----

// Inside a location, an alias must be defined already.
func.func @nested(%a: i32 loc(fused[#later, "x.c":1:1])) {
  return
}
#later = loc("later.c":1:1)

// -----

// An alias that is not a location.
func.func @not_a_location(%a: i32 loc(#three)) {
  return
}
#three = 3

// -----

// Never defined: the first error is that of the first op, nested ops first,
// each op followed by the arguments of its blocks.
func.func @order(%a: index loc(#first)) {
  %0 = scf.for %i = %a to %a step %a iter_args(%x = %a) -> index {
    scf.yield %x : index
  } loc(#second)
  return
} loc(#third)

// -----

"foo.op"() ({
^bb0(%x: i32 loc(#block_argument)):
  "foo.end"() : () -> () loc(#nested_op)
}) : () -> ()
