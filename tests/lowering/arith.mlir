// Lowered by tests/test_lowering_llvm.py with --convert-arith-to-llvm.

func.func @scalars(%a: i32, %b: i32, %x: f32, %y: f32, %i: index) -> (i32, f32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.divsi %1, %a : i32
  %3 = arith.remui %2, %b : i32
  %4 = arith.shrsi %3, %a : i32
  %5 = arith.xori %4, %0 : i32
  %6 = arith.maxsi %5, %a : i32
  %7 = arith.minui %6, %b : i32
  %8 = arith.addf %x, %y fastmath<nnan,ninf> : f32
  %9 = arith.mulf %8, %y fastmath<fast> : f32
  %10 = arith.negf %9 : f32
  %11 = arith.maxf %10, %x : f32
  %12 = arith.remf %11, %y : f32
  %13 = arith.cmpi ult, %7, %a : i32
  %14 = arith.select %13, %7, %b : i32
  %15 = arith.cmpf oge, %12, %x : f32
  %16 = arith.index_cast %i : index to i32
  %17 = arith.index_castui %a : i32 to index
  %18 = arith.index_cast %i : index to i64
  %c = arith.constant 42 : index
  %d = arith.constant 1.5 : f32
  %e = arith.constant dense<[1, 2]> : vector<2xi32>
  return %14, %12 : i32, f32
}

// -----

func.func @casts(%a: i16, %f: f32, %h: f16) -> (i64, f64) {
  %0 = arith.extsi %a : i16 to i32
  %1 = arith.extui %a : i16 to i64
  %2 = arith.trunci %a : i16 to i8
  %3 = arith.sitofp %0 : i32 to f32
  %4 = arith.uitofp %2 : i8 to f64
  %5 = arith.fptosi %f : f32 to i32
  %6 = arith.fptoui %f : f32 to i64
  %7 = arith.extf %h : f16 to f32
  %8 = arith.truncf %f : f32 to f16
  %9 = arith.bitcast %f : f32 to i32
  return %1, %4 : i64, f64
}

// -----

func.func @extended(%a: i32, %b: i32, %v: vector<4xi16>, %w: vector<4xi16>) -> (i32, i1, i32, i32, vector<4xi16>) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %ulow, %uhigh = arith.mului_extended %v, %w : vector<4xi16>
  return %sum, %overflow, %low, %high, %uhigh : i32, i1, i32, i32, vector<4xi16>
}

// -----

func.func @vectors(%a: vector<4xf32>, %b: vector<2x3xf32>, %c: vector<2x3xi32>, %d: vector<2xindex>) -> vector<2x3xf32> {
  %0 = arith.addf %a, %a : vector<4xf32>
  %1 = arith.mulf %b, %b fastmath<contract> : vector<2x3xf32>
  %2 = arith.cmpi eq, %c, %c : vector<2x3xi32>
  %3 = arith.index_cast %d : vector<2xindex> to vector<2xi32>
  %4 = arith.sitofp %c : vector<2x3xi32> to vector<2x3xf32>
  return %1 : vector<2x3xf32>
}

// -----

func.func @unconverted(%t: tensor<4xi32>) -> tensor<4xi32> {
  %0 = arith.addi %t, %t : tensor<4xi32>
  return %0 : tensor<4xi32>
}
