// Dead block arguments in the region DCE of --canonicalize: a loop-carried
// value nothing uses goes, with the pure ops computing it.
func.func @loop(%arg0: f32) {
  cf.br ^loop(%arg0: f32)
^loop(%0: f32):
  %1 = arith.addf %0, %0 : f32
  cf.br ^loop(%1: f32)
}

// -----

// Only the dead arguments go, with the operands of each successor feeding them.
func.func @partial(%a: i32, %b: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^t(%a, %b : i32, i32), ^f(%b, %a : i32, i32)
^t(%x: i32, %y: i32):
  "foo.use"(%y) : (i32) -> ()
  return %y : i32
^f(%u: i32, %v: i32):
  %s = arith.addi %v, %v : i32
  return %u : i32
}

// -----

llvm.func @llvm_branches(%a: i32, %p: i1) -> i32 {
  llvm.cond_br %p, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  "foo.use"(%a) : (i32) -> ()
  llvm.return %a : i32
^bb2(%y: i32):
  llvm.br ^bb3(%y, %y : i32, i32)
^bb3(%m: i32, %n: i32):
  llvm.return %n : i32
}

// -----

func.func @switch(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^d(%a : i32),
    1: ^c(%a, %b : i32, i32)
  ]
^d(%x: i32):
  "foo.use"(%b) : (i32) -> ()
  return %a : i32
^c(%y: i32, %z: i32):
  return %z : i32
}

// -----

// A branch whose forwarding is unknown (unregistered) keeps its successors'
// arguments, and what feeds them.
func.func @unknown(%a: f32) {
  %e = arith.addf %a, %a : f32
  "foo.br"(%e)[^next] : (f32) -> ()
^next(%x: f32):
  return
}
