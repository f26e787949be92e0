// SCCP follows only the edge a cf branch takes on a constant (getSuccessorForOperands).
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  %c7 = arith.constant 7 : i32
  cf.switch %c7 : i32, [
    default: ^bb4(%r : i32),
    7: ^bb4(%c1 : i32)
  ]
^bb4(%s: i32):
  return %s : i32
}
