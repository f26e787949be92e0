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
func.func @nan_and_identities(%x: f32, %v: vector<2xf32>, %i: i32) -> (i1, i1, i1, vector<2xf32>, f32, f32, f32, f32, vector<2xf32>, i32, i32) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %x, %nan : f32
  %1 = arith.cmpf uno, %x, %nan : f32
  %2 = arith.cmpf one, %nan, %x : f32
  %z = arith.constant dense<-0.0> : vector<2xf32>
  %3 = arith.addf %v, %z : vector<2xf32>
  %pz = arith.constant 0.0 : f32
  %4 = arith.addf %x, %pz : f32
  %5 = arith.subf %x, %pz : f32
  %ninf = arith.constant 0xFF800000 : f32
  %6 = arith.maxf %x, %ninf : f32
  %one = arith.constant 1.0 : f32
  %7 = arith.divf %x, %one : f32
  %o2 = arith.constant dense<1.0> : vector<2xf32>
  %8 = arith.mulf %o2, %v : vector<2xf32>
  %n = arith.negf %x : f32
  %c5 = arith.constant 5 : i32
  %9 = arith.remsi %i, %c5 : i32
  %c1 = arith.constant 1 : i32
  %10 = arith.remui %i, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, vector<2xf32>, f32, f32, f32, f32, vector<2xf32>, i32, i32
}
func.func @ext_and_neg_patterns(%x: i8, %y: i8, %a: f32, %b: f32, %i: i32) -> (i32, i32, f32, f32, i32, i1, index) {
  %ex = arith.extui %x : i8 to i32
  %ey = arith.extui %y : i8 to i32
  %0 = arith.andi %ex, %ey : i32
  %1 = arith.ori %ex, %ey : i32
  %na = arith.negf %a : f32
  %nb = arith.negf %b : f32
  %2 = arith.mulf %na, %nb : f32
  %3 = arith.divf %na, %nb : f32
  %c1 = arith.constant 1 : i32
  %s:2 = arith.mulsi_extended %i, %c1 : i32
  %5 = arith.cmpi slt, %x, %y : i8
  %ic = arith.index_cast %ex : i32 to index
  return %0, %1, %2, %3, %s#1, %5, %ic : i32, i32, f32, f32, i32, i1, index
}
