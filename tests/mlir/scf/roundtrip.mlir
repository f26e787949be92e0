func.func @f(%lb: index, %ub: index, %s: index, %c: i1, %x: f32) -> f32 {
  scf.for %i = %lb to %ub step %s {
    %a = arith.addi %i, %i : index
  }
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  %q = scf.if %c -> (f32) {
    scf.yield %r : f32
  } else {
    scf.yield %x : f32
  }
  scf.if %c {
    %z = arith.addf %q, %q : f32
  }
  %w:2 = scf.while (%a = %x, %b = %lb) : (f32, index) -> (f32, index) {
    scf.condition(%c) %a, %b : f32, index
  } do {
  ^bb0(%a2: f32, %b2: index):
    scf.yield %a2, %b2 : f32, index
  }
  %p = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x) -> f32 {
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %rr: f32):
      %t = arith.addf %l, %rr : f32
      scf.reduce.return %t : f32
    }
  }
  %e = scf.execute_region -> f32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %x : f32
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %x : f32
  }
  case 5 {
    scf.yield %e : f32
  }
  default {
    scf.yield %p : f32
  }
  scf.index_switch %lb
  default {
  }
  return %sw : f32
}

func.func @threads(%n: index, %m: index) {
  scf.foreach_thread (%i, %j) in (%n, %m) {
    %s = arith.addi %i, %j : index
  }
  scf.foreach_thread (%i) in (%n) {
    scf.foreach_thread.perform_concurrently {
    }
  } {note = "kept"}
  return
}

func.func @loops(%lb: index, %ub: index, %c: i1) -> i32 {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %one iter_args(%a = %zero, %b = %zero) -> (i32, i32) {
    %n = scf.for %j = %i to %ub step %one iter_args(%x = %a) -> (i32) {
      %y = arith.addi %x, %b : i32
      scf.yield %y : i32
    } {tag}
    scf.yield %n, %a : i32, i32
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%one) {
    scf.execute_region {
      scf.yield
    }
  }
  %w = scf.while (%v = %zero) : (i32) -> i32 {
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%v2: i32):
    scf.yield %v2 : i32
  } attributes {kind = "loop"}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %r#0 : i32
}
