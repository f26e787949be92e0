func.func @casts(%x: i8, %i: index, %f: f32, %y: i32) -> (i8, index, f32, i8, i64, i32, i16, i64) {
  %e = arith.extui %x : i8 to i32
  %0 = arith.trunci %e : i32 to i8
  %ic = arith.index_cast %i : index to i32
  %1 = arith.index_cast %ic : i32 to index
  %b = arith.bitcast %f : f32 to i32
  %2 = arith.bitcast %b : i32 to f32
  %s = arith.extsi %x : i8 to i32
  %3 = arith.trunci %s : i32 to i8
  %u = arith.extui %x : i8 to i32
  %4 = arith.extsi %u : i32 to i64
  %t = arith.trunci %y : i32 to i16
  %5 = arith.trunci %t : i16 to i8
  %6 = arith.extsi %t : i16 to i32
  %7 = arith.trunci %s : i32 to i16
  %ee = arith.extsi %s : i32 to i64
  return %0, %1, %2, %3, %ee, %6, %7, %4 : i8, index, f32, i8, i64, i32, i16, i64
}
func.func @sel(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i1, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %t, %f : i1
  %1 = arith.select %c, %f, %t : i1
  %2 = arith.select %c, %d, %f : i1
  %s = arith.select %c, %a, %b : i32
  %3 = arith.select %c, %s, %b : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %4 = arith.select %c, %one, %zero : i32
  %x = arith.extui %1 : i1 to i32
  return %3, %0, %2, %4, %x : i32, i1, i1, i32, i32
}
func.func @cmp(%x: i8, %y: i8, %f: f32) -> (i1, i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %0 = arith.cmpi slt, %a, %b : i32
  %c = arith.cmpi eq, %x, %y : i8
  %t = arith.constant true
  %1 = arith.xori %c, %t : i1
  %n = arith.negf %f : f32
  %2 = arith.cmpf oeq, %f, %f : f32
  return %0, %1, %2 : i1, i1, i1
}
