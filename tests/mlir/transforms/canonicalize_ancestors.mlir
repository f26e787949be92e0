// With one iteration, what MLIR 16's driver revisits decides the result: a
// changed op's enclosing ops are revisited in the same iteration.
func.func @f(%c: i1, %a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %c1, %c2 : i32
    %y = arith.muli %a, %c1 : i32
    scf.yield %x, %y : i32, i32
  } else {
    %z = arith.subi %c2, %c1 : i32
    scf.yield %z, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @g(%c: i1, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %c0 : i32
    scf.yield %x : i32
  } else {
    %z = arith.muli %a, %c0 : i32
    %w = arith.addi %z, %c0 : i32
    scf.yield %w : i32
  }
  %r2 = scf.if %c -> (i32) {
    scf.yield %r : i32
  } else {
    %q = arith.addi %r, %c0 : i32
    scf.yield %q : i32
  }
  return %r2 : i32
}
