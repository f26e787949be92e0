// Lowered by tests/test_lowering_llvm.py with --convert-cf-to-llvm and --convert-func-to-llvm.

func.func @loop(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %x : index, f32)
^header(%i: index, %acc: f32):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%acc : f32), ^body
^body:
  %next = arith.addi %i, %c1 : index
  %sum = arith.addf %acc, %x : f32
  cf.br ^header(%next, %sum : index, f32)
^exit(%result: f32):
  return %result : f32
}

// -----

func.func @dispatch(%flag: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %flag : i32, [
    default: ^other(%a : i64),
    3: ^three,
    7: ^other(%b : i64)
  ]
^three:
  return %a : i64
^other(%v: i64):
  return %v : i64
}

// -----

func.func @mismatch(%p: i1) {
  %c = arith.constant 0 : index
  cf.cond_br %p, ^a(%c : index), ^b
^a(%x: index):
  cf.br ^b
^b:
  return
}

// -----

func.func @checks(%p: i1, %q: i1) {
  cf.assert %p, "first check"
  cf.assert %q, "second"
  return
}
