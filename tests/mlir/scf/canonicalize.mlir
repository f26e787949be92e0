func.func @while_invariants(%x: i32, %y: i64, %n: i32) -> (i32, i64) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i64) -> (i32, i64) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %y : i32, i64
  } do {
  ^bb0(%a2: i32, %b2: i64):
    %one = arith.constant 1 : i32
    %a3 = arith.addi %a2, %one : i32
    scf.yield %a3, %b2 : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

func.func @while_compare(%x: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = arith.cmpi ult, %a, %n : i32
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%a2: i32, %unused: i32):
    %same = arith.cmpi ult, %a2, %n : i32
    %other = arith.cmpi uge, %a2, %n : i32
    %s = arith.select %same, %a2, %x : i32
    %t = arith.select %other, %x, %s : i32
    scf.yield %t : i32
  }
  return %r#0 : i32
}

func.func @while_truth(%x: i32) -> i32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i1, i32) {
    %z = arith.constant 0 : i32
    %c = arith.cmpi ne, %a, %z : i32
    scf.condition(%c) %c, %a : i1, i32
  } do {
  ^bb0(%flag: i1, %a2: i32):
    %one = arith.constant 1 : i32
    %d = arith.subi %a2, %one : i32
    %e = arith.select %flag, %d, %a2 : i32
    scf.yield %e : i32
  }
  return %r#1 : i32
}

func.func @execute_regions(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x : i32
  ^b:
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @for_loops(%lb: index, %ub: index, %x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %end = arith.addi %lb, %c4 : index
  %once = scf.for %i = %lb to %end step %c10 iter_args(%v = %x) -> (i32) {
    %w = arith.addi %v, %v : i32
    scf.yield %w : i32
  }
  %same = scf.for %i = %lb to %lb step %c1 iter_args(%v = %x) -> (i32) {
    scf.yield %once : i32
  }
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%p = %x, %q = %same) -> (i32, i32) {
    %w = arith.addi %p, %p : i32
    scf.yield %w, %q : i32, i32
  }
  scf.parallel (%i) = (%lb) to (%lb) step (%c1) {
  }
  return %r#0, %r#1 : i32, i32
}

func.func @parallel_collapse(%n: index, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) init (%x) -> f32 {
    %s = arith.addi %i, %j : index
    %t = arith.index_cast %s : index to i32
    %f = arith.sitofp %t : i32 to f32
    scf.reduce(%f) : f32 {
    ^bb0(%l: f32, %r: f32):
      %m = arith.addf %l, %r : f32
      scf.reduce.return %m : f32
    }
  }
  %b = scf.parallel (%i) = (%c3) to (%c5) step (%c5) init (%a) -> f32 {
    %t = arith.index_cast %i : index to i32
    %f = arith.sitofp %t : i32 to f32
    scf.reduce(%f) : f32 {
    ^bb0(%l: f32, %r: f32):
      %m = arith.mulf %l, %r : f32
      scf.reduce.return %m : f32
    }
  }
  return %a, %b : f32, f32
}

func.func @parallel_nest(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
      %s = arith.addi %i, %j : index
      %t = arith.muli %s, %k : index
      "tst.use"(%t) : (index) -> ()
    }
  }
  return
}
