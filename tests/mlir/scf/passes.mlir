func.func @invariant(%lb: index, %ub: index, %x: i32, %y: i32) -> i32 {
  %one = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %one iter_args(%acc = %x) -> (i32) {
    %k = arith.muli %x, %y : i32
    %q = arith.divui %x, %y : i32
    %seven = arith.constant 7 : i32
    %d = arith.divsi %y, %seven : i32
    %s = arith.addi %acc, %k : i32
    %t = arith.addi %s, %d : i32
    scf.yield %t : i32
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%one, %one) {
    %inv = arith.addi %x, %y : i32
    %w = scf.while (%a = %inv) : (i32) -> i32 {
      %c = arith.cmpi slt, %a, %y : i32
      scf.condition(%c) %a : i32
    } do {
    ^bb0(%b: i32):
      %b1 = arith.addi %b, %x : i32
      scf.yield %b1 : i32
    }
  }
  return %r : i32
}

func.func @constants(%c: i1, %lb: index, %ub: index, %s: index) -> (i32, i32, i32) {
  %true = arith.constant true
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %a = scf.if %true -> (i32) {
    scf.yield %one : i32
  } else {
    scf.yield %zero : i32
  }
  %b = scf.for %i = %lb to %ub step %s iter_args(%v = %zero) -> (i32) {
    %n = arith.muli %v, %one : i32
    scf.yield %n : i32
  }
  %w = scf.while (%x = %one) : (i32) -> i32 {
    %more = arith.cmpi slt, %x, %zero : i32
    scf.condition(%more) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %one : i32
    scf.yield %z : i32
  }
  return %a, %b, %w : i32, i32, i32
}

func.func @sink(%c: i1, %x: i32, %i: index) -> i32 {
  %m = arith.muli %x, %x : i32
  %n = arith.addi %x, %x : i32
  %r = scf.if %c -> (i32) {
    scf.yield %m : i32
  } else {
    %k = arith.subi %n, %x : i32
    scf.yield %k : i32
  }
  %p = arith.addi %r, %r : i32
  %s = scf.index_switch %i -> i32
  case 0 {
    scf.yield %p : i32
  }
  default {
    scf.yield %x : i32
  }
  return %s : i32
}

func.func @canonical(%c: i1, %d: i1, %x: i32, %y: i32, %lb: index) -> (i32, i32, i32, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  %b:2 = scf.if %d -> (i32, i32) {
    %u = arith.addi %x, %y : i32
    scf.yield %u, %x : i32, i32
  } else {
    scf.yield %y, %x : i32, i32
  }
  %n = arith.xori %c, %true : i1
  %e = scf.if %n -> (i32) {
    "test.keep"(%c) : (i1) -> ()
    scf.yield %x : i32
  } else {
    scf.yield %b#0 : i32
  }
  scf.if %c {
  } else {
  }
  %once = scf.for %i = %c0 to %c1 step %c1 iter_args(%v = %x) -> (i32) {
    %w = arith.addi %v, %y : i32
    scf.yield %w : i32
  }
  %never = scf.for %i = %c1 to %c0 step %c1 iter_args(%v = %y) -> (i32) {
    scf.yield %x : i32
  }
  %fwd:2 = scf.for %i = %c0 to %lb step %c1 iter_args(%p = %x, %q = %y) -> (i32, i32) {
    %z = arith.addi %q, %never : i32
    scf.yield %p, %z : i32, i32
  }
  %r = scf.execute_region -> i32 {
    %s = arith.addi %once, %fwd#1 : i32
    scf.yield %s : i32
  }
  %t = arith.addi %r, %e : i32
  %u = arith.addi %t, %a : i32
  %g = scf.while (%arg = %u) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %y : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%h: i32):
    %o = arith.addi %h, %fwd#0 : i32
    scf.yield %o : i32
  }
  return %g, %b#1, %u, %c : i32, i32, i32, i1
}

func.func @negate(%c: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %f = scf.if %c -> (i1) {
    scf.yield %false : i1
  } else {
    scf.yield %true : i1
  }
  %g = scf.if %c -> (i1) {
    scf.yield %true : i1
  } else {
    scf.yield %false : i1
  }
  return %f, %g : i1, i1
}
