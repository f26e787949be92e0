func.func @ints(%x: i32, %y: i32, %vx: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %cm5 = arith.constant -5 : i32
  %cm1 = arith.constant -1 : i32
  %c33 = arith.constant 33 : i32
  %0 = arith.addi %c7, %cm5 : i32
  %1 = arith.addi %x, %c0 : i32
  %2 = arith.subi %x, %x : i32
  %3 = arith.muli %x, %c1 : i32
  %4 = arith.muli %c7, %cm5 : i32
  %5 = arith.divsi %cm5, %c7 : i32
  %6 = arith.divui %cm5, %c7 : i32
  %7 = arith.ceildivsi %cm5, %c7 : i32
  %8 = arith.floordivsi %cm5, %c7 : i32
  %9 = arith.remsi %cm5, %c7 : i32
  %10 = arith.remui %cm5, %c7 : i32
  %11 = arith.andi %x, %cm1 : i32
  %12 = arith.ori %x, %c0 : i32
  %13 = arith.xori %x, %x : i32
  %14 = arith.shli %c7, %c1 : i32
  %15 = arith.shrsi %cm5, %c1 : i32
  %16 = arith.shrui %cm5, %c1 : i32
  %17 = arith.shli %c7, %c33 : i32
  %18 = arith.maxsi %cm5, %c7 : i32
  %19 = arith.minui %cm5, %c7 : i32
  %20 = arith.divsi %x, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @floats(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f64, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %z = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %x, %z : f32
  %2 = arith.mulf %x, %one : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.negf %a : f32
  %5 = arith.subf %a, %b fastmath<fast> : f32
  %6 = arith.maxf %a, %b : f32
  %7 = arith.extf %a : f32 to f64
  %8 = arith.remf %b, %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f64, f32
}
func.func @cmp(%x: i32, %c: i1, %a: f32, %b: f32) -> (i1, i1, i1, i1, f32, f32, i1, i1) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %t = arith.constant true
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %0 = arith.cmpi slt, %x, %x : i32
  %1 = arith.cmpi sle, %x, %x : i32
  %2 = arith.cmpi ult, %c3, %c4 : i32
  %3 = arith.cmpf olt, %f1, %f2 : f32
  %4 = arith.select %t, %a, %b : f32
  %5 = arith.select %c, %a, %a : f32
  %false = arith.constant false
  %6 = arith.select %c, %t, %false : i1
  %7 = arith.cmpf uno, %f1, %f2 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, f32, f32, i1, i1
}
func.func @casts() -> (i64, i64, i8, f32, f32, i32, i32, index, index, f32, i32, vector<4xi64>, f16) {
  %m = arith.constant -3 : i32
  %f = arith.constant 2.5 : f32
  %d = arith.constant 0.5 : f64
  %v = arith.constant dense<-2> : vector<4xi32>
  %0 = arith.extsi %m : i32 to i64
  %1 = arith.extui %m : i32 to i64
  %2 = arith.trunci %m : i32 to i8
  %3 = arith.sitofp %m : i32 to f32
  %4 = arith.uitofp %m : i32 to f32
  %5 = arith.fptosi %f : f32 to i32
  %6 = arith.fptoui %f : f32 to i32
  %7 = arith.index_cast %m : i32 to index
  %8 = arith.index_castui %m : i32 to index
  %9 = arith.bitcast %m : i32 to f32
  %10 = arith.bitcast %f : f32 to i32
  %11 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %12 = arith.truncf %d : f64 to f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i64, i64, i8, f32, f32, i32, i32, index, index, f32, i32, vector<4xi64>, f16
}
func.func @vec(%x: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2xi32>) {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %ta = arith.constant dense<[5, 6]> : tensor<2xi32>
  %0 = arith.addi %a, %a : vector<4xi32>
  %1 = arith.muli %a, %b : vector<4xi32>
  %2 = arith.addi %x, %z : vector<4xi32>
  %3 = arith.subi %ta, %ta : tensor<2xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2xi32>
}
func.func @ext(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %s, %o = arith.addui_extended %c5, %c6 : i32, i1
  %l, %h = arith.mulsi_extended %c5, %c6 : i32
  return %s, %l, %h, %x : i32, i32, i32, i32
}

// or(x, all ones) folds to the constant attribute (materialized first among
// the hoisted constants); an all-ones splat does not fold with a variable lhs.
func.func @ori_all_ones(%x: i32, %v: vector<4xi32>, %b: i1) -> (i32, vector<4xi32>, i1, i32) {
  %cm1 = arith.constant -1 : i32
  %vm1 = arith.constant dense<-1> : vector<4xi32>
  %true = arith.constant true
  %0 = arith.ori %x, %cm1 : i32
  %1 = arith.ori %v, %vm1 : vector<4xi32>
  %2 = arith.ori %b, %true : i1
  %3 = arith.ori %cm1, %cm1 : i32
  return %0, %1, %2, %3 : i32, vector<4xi32>, i1, i32
}
