// Lowered by tests/test_lowering_llvm.py with --convert-math-to-llvm.

func.func @floats(%x: f32, %y: f32, %z: f32, %n: i32) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.powf %0, %y fastmath<fast> : f32
  %2 = math.fma %1, %y, %z : f32
  %3 = math.expm1 %2 : f32
  %4 = math.log1p %3 fastmath<nnan> : f32
  %5 = math.rsqrt %4 : f32
  %6 = math.fpowi %5, %n : f32, i32
  %7 = math.copysign %6, %x : f32
  %8 = math.roundeven %7 : f32
  %9 = math.tanh %8 : f32
  return %9 : f32
}

// -----

func.func @integers(%a: i32, %v: vector<2x4xi16>) -> vector<2x4xi16> {
  %0 = math.ctlz %a : i32
  %1 = math.cttz %0 : i32
  %2 = math.absi %1 : i32
  %3 = math.ctpop %2 : i32
  %4 = math.ctlz %v : vector<2x4xi16>
  return %4 : vector<2x4xi16>
}

// -----

func.func @vectors(%v: vector<4xf64>, %w: vector<2x3xf32>) -> (vector<4xf64>, vector<2x3xf32>) {
  %0 = math.exp %v : vector<4xf64>
  %1 = math.expm1 %0 : vector<4xf64>
  %2 = math.log1p %w : vector<2x3xf32>
  %3 = math.rsqrt %2 : vector<2x3xf32>
  return %1, %3 : vector<4xf64>, vector<2x3xf32>
}
