func.func @true_assert() {
  %t = arith.constant true
  cf.assert %t, "never"
  return
}

// -----

func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%r: i32):
  return %r : i32
}

// -----

func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  "foo.op"() : () -> ()
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

func.func @select(%c: i1, %a: i32, %b: i32, %d: i64) -> (i32, i64) {
  "foo.op"() : () -> ()
  cf.cond_br %c, ^bb1(%a, %d : i32, i64), ^bb1(%b, %d : i32, i64)
^bb1(%r: i32, %s: i64):
  "foo.use"(%r) : (i32) -> ()
  return %r, %s : i32, i64
}

// -----

func.func @same_condition(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  "foo.a"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "foo.b"() : () -> ()
  return
^bb3:
  "foo.c"(%c) : (i1) -> ()
  return
}

// -----

func.func @switch_patterns(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb2,
    3: ^bb3
  ]
^bb1(%x: i32):
  "foo.x"(%x) : (i32) -> ()
  return
^bb2:
  cf.switch %flag : i32, [
    default: ^bb4,
    2: ^bb5,
    3: ^bb6
  ]
^bb3:
  cf.br ^bb1(%b : i32)
^bb4:
  "foo.d"() : () -> ()
  return
^bb5:
  "foo.e"() : () -> ()
  return
^bb6:
  "foo.f"() : () -> ()
  return
}

// -----

func.func @switch_default_path(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2,
    1: ^bb3,
    5: ^bb3
  ]
^bb2:
  "foo.x"() : () -> ()
  return
^bb3:
  "foo.y"() : () -> ()
  return
}

// -----

func.func @const_switch() {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    7: ^bb2
  ]
^bb1:
  "foo.x"() : () -> ()
  return
^bb2:
  "foo.y"() : () -> ()
  return
}

// -----

func.func @only_default(%flag: i8) {
  "foo.z"() : () -> ()
  cf.switch %flag : i8, [
    default: ^bb1
  ]
^bb1:
  "foo.x"() : () -> ()
  return
}
