// Folds that hold for 32- and 64-bit index, and those that do not.
func.func @arith() -> (index, index, index, index, index, index, index) {
  %a = index.constant 4294967298
  %b = index.constant 2
  %m = index.constant -3
  %0 = index.add %a, %b
  %1 = index.sub %b, %a
  %2 = index.mul %a, %m
  %3 = index.divs %a, %b
  %4 = index.divu %m, %b
  %5 = index.shl %b, %b
  %6 = index.shl %b, %a
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

func.func @divisions() -> (index, index, index, index, index, index, index, index) {
  %p = index.constant 7
  %n = index.constant -7
  %d = index.constant 2
  %e = index.constant -2
  %z = index.constant 0
  %0 = index.ceildivs %p, %d
  %1 = index.ceildivs %n, %d
  %2 = index.ceildivu %p, %d
  %3 = index.floordivs %n, %d
  %4 = index.floordivs %p, %e
  %5 = index.rems %n, %d
  %6 = index.remu %p, %d
  %7 = index.divs %p, %z
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

func.func @minmax_shifts() -> (index, index, index, index, index, index, index, index) {
  %a = index.constant -1
  %b = index.constant 5
  %big = index.constant 8589934592
  %s = index.constant 1
  %0 = index.maxs %a, %b
  %1 = index.maxu %a, %b
  %2 = index.mins %a, %b
  %3 = index.minu %a, %b
  %4 = index.shrs %a, %s
  %5 = index.shru %a, %s
  %6 = index.shru %big, %s
  %7 = index.maxu %big, %b
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

func.func @bits() -> (index, index, index) {
  %a = index.constant 12
  %b = index.constant 10
  %0 = index.and %a, %b
  %1 = index.or %a, %b
  %2 = index.xor %a, %b
  return %0, %1, %2 : index, index, index
}

func.func @compare(%x: index) -> (i1, i1, i1, i1, i1) {
  %a = index.constant 4294967296
  %b = index.constant 1
  %m = index.constant -1
  %0 = index.cmp ugt(%a, %b)
  %1 = index.cmp slt(%m, %b)
  %2 = index.cmp ult(%m, %b)
  %3 = index.cmp eq(%b, %b)
  %4 = index.cmp ne(%x, %b)
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
