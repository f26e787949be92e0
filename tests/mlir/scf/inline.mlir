func.func private @callee(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @caller(%c: i1, %x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %v = func.call @callee(%c, %a) : (i1, i32) -> i32
    scf.yield %v : i32
  }
  return %s : i32
}
