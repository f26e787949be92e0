// Lowered by tests/test_lowering_llvm.py with --convert-index-to-llvm.

func.func @arithmetic(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.mul %0, %b
  %2 = index.ceildivs %1, %a
  %3 = index.ceildivu %2, %b
  %4 = index.floordivs %3, %a
  %5 = index.maxu %4, %b
  %6 = index.shrs %5, %a
  %7 = index.xor %6, %a
  return %7 : index
}

func.func @other(%a: index, %i: i32) -> (i1, i64, i32, index) {
  %0 = index.cmp ule(%a, %a)
  %1 = index.casts %a : index to i64
  %2 = index.castu %a : index to i32
  %3 = index.casts %i : i32 to index
  %4 = index.sizeof
  %5 = index.constant -5
  %6 = index.bool.constant true
  %7 = index.constant 4294967297
  return %0, %1, %2, %3 : i1, i64, i32, index
}
