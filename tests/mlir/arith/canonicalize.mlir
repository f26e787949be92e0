func.func @f(%x: i32, %y: index) -> (i1, i32, i32, i32, i1, index, i32, i32, i1) {
  %c3 = arith.constant 3 : i32
  %c32 = arith.constant 32 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c3, %x : i32
  %1 = arith.shrsi %c3, %c32 : i32
  %s = arith.subi %x, %c3 : i32
  %2 = arith.addi %s, %c3 : i32
  %a = arith.addi %x, %c3 : i32
  %3 = arith.addi %a, %c5 : i32
  %t = arith.constant true
  %4 = arith.xori %t, %t : i1
  %i = arith.constant -7 : index
  %5 = arith.addi %y, %i : index
  %m = arith.constant -2147483648 : i32
  %mm = arith.constant -1 : i32
  %6 = arith.divsi %m, %mm : i32
  %e = arith.extui %t : i1 to i32
  %8 = arith.cmpi eq, %c3, %c5 : i32
  return %0, %1, %2, %3, %4, %5, %6, %e, %8 : i1, i32, i32, i32, i1, index, i32, i32, i1
}
func.func @chains(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 : i32
  %0 = arith.addi %a, %c5 : i32
  %s = arith.subi %x, %c3 : i32
  %1 = arith.addi %s, %c5 : i32
  %t = arith.subi %c3, %x : i32
  %2 = arith.addi %t, %c5 : i32
  %3 = arith.subi %a, %c5 : i32
  %4 = arith.subi %c5, %a : i32
  %5 = arith.subi %s, %c5 : i32
  %6 = arith.subi %t, %c5 : i32
  %7 = arith.subi %c5, %s : i32
  %8 = arith.subi %c5, %t : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @comm(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c3, %x : i32
  %1 = arith.muli %c3, %x : i32
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  return %0, %1, %s : i32, i32, i32
}
func.func @more(%x: i32, %y: i32) -> (i32, i32) {
  %l, %h = arith.mului_extended %x, %y : i32
  %c1 = arith.constant 1 : i32
  %z = arith.muli %c1, %x : i32
  return %l, %z : i32, i32
}
func.func @min_neutral() -> (index, index) {
  %a357 = arith.constant 0 : index
  %b357 = arith.constant -1 : index
  %r357 = arith.minui %a357, %b357 : index
  %a358 = arith.constant -5 : index
  return %r357, %a358 : index, index
}
func.func @add_zero() -> (index, index) {
  %a357 = arith.constant 0 : index
  %b357 = arith.constant -1 : index
  %r357 = arith.addi %a357, %a357 : index
  %a358 = arith.constant -5 : index
  return %r357, %a358 : index, index
}
func.func @mul_const() -> (index, index) {
  %a357 = arith.constant 0 : index
  %b357 = arith.constant -1 : index
  %r357 = arith.muli %a357, %b357 : index
  %a358 = arith.constant -5 : index
  return %r357, %a358 : index, index
}
func.func @min_one() -> (index, index) {
  %a357 = arith.constant 1 : index
  %b357 = arith.constant -1 : index
  %r357 = arith.minui %a357, %b357 : index
  %a358 = arith.constant -5 : index
  return %r357, %a358 : index, index
}
