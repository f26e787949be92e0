// Constant folding: f32 and f64 through the C library, other float types
// where MLIR folds them, vectors and splats, integers at their edges.
func.func @transcendental() -> (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) {
  %a = arith.constant 0.75 : f32
  %b = arith.constant 2.5 : f64
  %0 = math.sin %a : f32
  %1 = math.cos %b : f64
  %2 = math.tan %a : f32
  %3 = math.atan %b : f64
  %4 = math.exp %a : f32
  %5 = math.exp2 %b : f64
  %6 = math.expm1 %a : f32
  %7 = math.erf %b : f64
  %8 = math.tanh %a : f32
  %9 = math.log %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f64, f32, f64, f32, f64, f32, f64, f32, f64
}

func.func @logs_and_roots() -> (f32, f64, f32, f64, f32, f32, f32, f32) {
  %a = arith.constant 10.0 : f32
  %b = arith.constant 0.5 : f64
  %neg = arith.constant -4.0 : f32
  %m1 = arith.constant -1.5 : f32
  %0 = math.log10 %a : f32
  %1 = math.log2 %b : f64
  %2 = math.log1p %a : f32
  %3 = math.sqrt %b : f64
  %4 = math.sqrt %neg : f32
  %5 = math.log %neg : f32
  %6 = math.log1p %m1 : f32
  %7 = math.rsqrt %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f64, f32, f64, f32, f32, f32, f32
}

func.func @binary() -> (f32, f64, f32, f32, f64) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 0.5 : f32
  %z = arith.constant 0.0 : f64
  %n = arith.constant -3.0 : f32
  %0 = math.powf %a, %b : f32
  %1 = math.atan2 %z, %z : f64
  %2 = math.atan2 %b, %a : f32
  %3 = math.copysign %a, %n : f32
  %4 = math.powf %z, %z : f64
  return %0, %1, %2, %3, %4 : f32, f64, f32, f32, f64
}

func.func @rounding() -> (f16, bf16, f32, f64, f32, f32, f64, vector<4xf32>) {
  %h = arith.constant -2.5 : f16
  %g = arith.constant 3.5 : bf16
  %a = arith.constant -0.5 : f32
  %d = arith.constant 2.5 : f64
  %0 = math.roundeven %h : f16
  %1 = math.floor %g : bf16
  %2 = math.ceil %a : f32
  %3 = math.round %d : f64
  %4 = math.trunc %a : f32
  %5 = math.absf %a : f32
  %6 = math.roundeven %d : f64
  %v = arith.constant dense<[0.5, 1.5, -2.5, 3.7]> : vector<4xf32>
  %7 = math.round %v : vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, bf16, f32, f64, f32, f32, f64, vector<4xf32>
}

func.func @not_folded(%x: f32) -> (f16, f32, f32) {
  %h = arith.constant 1.0 : f16
  %0 = math.sin %h : f16
  %1 = math.cbrt %x : f32
  %c = arith.constant 1.0 : f32
  %2 = math.fma %c, %c, %c : f32
  return %0, %1, %2 : f16, f32, f32
}

func.func @integers() -> (i32, i8, i8, i8, i16, i64, vector<2xi32>) {
  %min = arith.constant -2147483648 : i32
  %a = arith.constant 12 : i8
  %z = arith.constant 0 : i8
  %w = arith.constant -1 : i16
  %0 = math.absi %min : i32
  %1 = math.ctlz %a : i8
  %2 = math.cttz %z : i8
  %3 = math.ctpop %a : i8
  %4 = math.ctpop %w : i16
  %b = arith.constant 3 : i64
  %p = arith.constant 39 : i64
  %5 = math.ipowi %b, %p : i64
  %v = arith.constant dense<[-5, 7]> : vector<2xi32>
  %6 = math.absi %v : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i8, i8, i8, i16, i64, vector<2xi32>
}

func.func @ipowi_edges() -> (i32, i32, i32, i32, i32, i32) {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %two = arith.constant 2 : i32
  %neg = arith.constant -3 : i32
  %neg2 = arith.constant -2 : i32
  %0 = math.ipowi %zero, %neg : i32
  %1 = math.ipowi %one, %neg : i32
  %2 = math.ipowi %m1, %neg : i32
  %3 = math.ipowi %m1, %neg2 : i32
  %4 = math.ipowi %two, %neg : i32
  %5 = math.ipowi %two, %zero : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}
