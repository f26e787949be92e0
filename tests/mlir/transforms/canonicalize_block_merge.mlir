// Identical blocks merged by --canonicalize's region simplification.

// Three identical blocks behind a switch: one is kept, the switch's
// destinations all name it.
func.func @switch_targets(%flag: i32, %v: i64) {
  cf.switch %flag : i32, [
    default: ^a,
    1: ^b,
    2: ^c
  ]
^a:
  "foo.sink"(%v) : (i64) -> ()
  return
^b:
  "foo.sink"(%v) : (i64) -> ()
  return
^c:
  "foo.sink"(%v) : (i64) -> ()
  return
}

// -----

// Operands defined outside the blocks may differ: they become arguments of
// the kept block, which every branch now passes (here the switch's case
// operand groups grow).
func.func @switch_operands(%flag: i32, %x: i64, %y: i64, %z: i64) {
  cf.switch %flag : i32, [
    default: ^a,
    5: ^b,
    7: ^c
  ]
^a:
  "foo.sink"(%x, %z) : (i64, i64) -> ()
  return
^b:
  "foo.sink"(%y, %z) : (i64, i64) -> ()
  return
^c:
  "foo.sink"(%z, %z) : (i64, i64) -> ()
  return
}

// -----

// Values made inside the blocks must be used at the same places: ^one and
// ^two differ in which result the sink takes, so only ^two and ^three merge.
func.func @internal_order(%p: i1, %q: i1, %v: f32) {
  cf.cond_br %p, ^one, ^split
^split:
  cf.cond_br %q, ^two, ^three
^one:
  %a, %b = "foo.pair"(%v) : (f32) -> (f32, f32)
  "foo.sink"(%a) : (f32) -> ()
  return
^two:
  %c, %d = "foo.pair"(%v) : (f32) -> (f32, f32)
  "foo.sink"(%d) : (f32) -> ()
  return
^three:
  %e, %f = "foo.pair"(%v) : (f32) -> (f32, f32)
  "foo.sink"(%f) : (f32) -> ()
  return
}

// -----

// Ops that differ in an attribute or a result type keep their blocks apart.
func.func @different_ops(%p: i1, %q: i1, %v: i32) {
  cf.cond_br %p, ^one, ^split
^split:
  cf.cond_br %q, ^two, ^three
^one:
  %a = "foo.make"(%v) {kind = 1} : (i32) -> i32
  "foo.sink"(%a) : (i32) -> ()
  return
^two:
  %b = "foo.make"(%v) {kind = 2} : (i32) -> i32
  "foo.sink"(%b) : (i32) -> ()
  return
^three:
  %c = "foo.make"(%v) {kind = 1} : (i32) -> i64
  "foo.sink"(%c) : (i64) -> ()
  return
}

// -----

// Blocks holding an op with a region are left alone; locations do not
// matter.
func.func @regions_and_locations(%p: i1, %v: i32) {
  cf.cond_br %p, ^one, ^two
^one:
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
  cf.br ^three
^two:
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
  cf.br ^three
^three:
  cf.cond_br %p, ^four, ^five
^four:
  "foo.sink"(%v) : (i32) -> () loc("four":1:1)
  return
^five:
  "foo.sink"(%v) : (i32) -> () loc("five":2:2)
  return
}

// -----

// A predecessor that is not a branch cannot pass new arguments: blocks that
// differ in an operand stay; identical ones still merge.
func.func @unknown_terminator(%x: i32, %y: i32) {
  "foo.jump"() [^a, ^b, ^c] : () -> ()
^a:
  "foo.sink"(%x) : (i32) -> ()
  return
^b:
  "foo.sink"(%y) : (i32) -> ()
  return
^c:
  "foo.sink"(%x) : (i32) -> ()
  return
}

// -----

// Blocks with arguments, reached from branches passing operands: the new
// arguments come after the old ones, in the order of the ops and operands.
llvm.func @llvm_blocks(%p: i1, %q: i1, %x: i32, %y: i32, %z: i32) -> i32 {
  llvm.cond_br %p, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  %s = llvm.add %a, %y : i32
  %t = llvm.mul %s, %z : i32
  llvm.return %t : i32
^bb2(%b: i32):
  %u = llvm.add %b, %x : i32
  %w = llvm.mul %u, %y : i32
  llvm.return %w : i32
}

// -----

// A merge in an inner block list, and the canonicalization patterns that
// follow: both destinations of a branch become the same block, the branch
// a select.
func.func @then_select(%p: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %p, ^a, ^b
  ^a:
    scf.yield %x : i32
  ^b:
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// A result of a predecessor's terminator cannot be passed by it: ^one and
// ^two stay apart, while ^three and ^four merge, the invoke passing the new
// argument to its normal destination.
llvm.func @callee() -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @invokes(%x: i32, %y: i32, %p: i1) -> i32 attributes {personality = @__gxx_personality_v0} {
  llvm.cond_br %p, ^first, ^second
^first:
  %r = llvm.invoke @callee() to ^one unwind ^bad : () -> i32
^one:
  llvm.return %r : i32
^two:
  llvm.return %x : i32
^second:
  %s = llvm.invoke @callee() to ^three unwind ^bad : () -> i32
^three:
  "foo.sink"(%x) : (i32) -> ()
  llvm.br ^two
^four:
  "foo.sink"(%y) : (i32) -> ()
  llvm.br ^two
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr<i8>, i32)>
  llvm.cond_br %p, ^four, ^two
}

// -----

// Merging repeats until nothing changes: once ^c and ^d merge, ^a and ^b
// branch to the same block and merge too.
func.func @cascade(%p: i1, %q: i1, %v: i32) {
  cf.cond_br %p, ^a, ^b
^a:
  "foo.sink"(%v) : (i32) -> ()
  cf.cond_br %q, ^c, ^e
^b:
  "foo.sink"(%v) : (i32) -> ()
  cf.cond_br %q, ^d, ^e
^c:
  "foo.last"(%v) : (i32) -> ()
  return
^d:
  "foo.last"(%v) : (i32) -> ()
  return
^e:
  return
}
