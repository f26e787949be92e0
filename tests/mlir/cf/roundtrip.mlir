// Every cf op in its custom form, with and without successor operands.
func.func @ops(%c: i1, %a: i32, %b: i64, %flag: i16) {
  cf.assert %c, "a message with \"quotes\""
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  cf.switch %flag : i16, [
    default: ^bb3(%a, %b : i32, i64),
    -1: ^bb4,
    7: ^bb3(%a, %b : i32, i64)
  ]
^bb3(%y: i32, %z: i64):
  cf.switch %b : i64, [
    default: ^bb4
  ]
^bb4:
  cf.br ^bb5 {note = "kept"}
^bb5:
  return
}

func.func @same_dest(%c: i1, %a: i32, %b: i32) -> i32 {
  %x2 = arith.constant 3 : i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%r: i32):
  return %r : i32
}
