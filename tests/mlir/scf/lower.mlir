func.func @do_while(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %one = arith.constant 1 : i32
    %b = arith.addi %a, %one : i32
    %c = arith.cmpi slt, %b, %n : i32
    scf.condition(%c) %b : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @nest(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  %r:2 = scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%s, %s, %s) init (%x, %x) -> (f32, f32) {
    %c = arith.cmpi slt, %i, %j : index
    %v = scf.if %c -> f32 {
      %e = scf.execute_region -> f32 {
        %q = arith.cmpi eq, %j, %k : index
        cf.cond_br %q, ^bb1, ^bb2
      ^bb1:
        scf.yield %x : f32
      ^bb2:
        %y = arith.addf %x, %x : f32
        scf.yield %y : f32
      }
      scf.yield %e : f32
    } else {
      scf.yield %x : f32
    }
    scf.reduce(%v) : f32 {
    ^bb0(%a: f32, %b: f32):
      %m = arith.mulf %a, %b : f32
      scf.reduce.return %m : f32
    }
    scf.reduce(%x) : f32 {
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %b : f32
      scf.reduce.return %m : f32
    }
  }
  %t = arith.addf %r#0, %r#1 : f32
  return %t : f32
}

func.func @switch(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 3 {
    scf.yield %x : i32
  }
  default {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
