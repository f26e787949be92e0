// Every math op in its custom form, with and without fastmath flags.
func.func @float_ops(%a: f32, %b: f32, %c: f32, %v: vector<4xf64>, %t: tensor<2x?xf16>, %n: i32, %w: vector<4xi64>) {
  %0 = math.absf %a : f32
  %1 = math.atan %a fastmath<fast> : f32
  %2 = math.atan2 %a, %b fastmath<nnan,ninf> : f32
  %3 = math.cbrt %v : vector<4xf64>
  %4 = math.ceil %t : tensor<2x?xf16>
  %5 = math.copysign %a, %b : f32
  %6 = math.cos %a : f32
  %7 = math.sin %a fastmath<afn> : f32
  %8 = math.erf %a : f32
  %9 = math.exp %a : f32
  %10 = math.exp2 %a : f32
  %11 = math.expm1 %a : f32
  %12 = math.floor %a : f32
  %13 = math.fma %a, %b, %c fastmath<contract> : f32
  %14 = math.log %a : f32
  %15 = math.log10 %a : f32
  %16 = math.log1p %a : f32
  %17 = math.log2 %a : f32
  %18 = math.powf %a, %b : f32
  %19 = math.rsqrt %a : f32
  %20 = math.sqrt %a fastmath<none> : f32
  %21 = math.tan %a : f32
  %22 = math.tanh %a : f32
  %23 = math.roundeven %a : f32
  %24 = math.round %a : f32
  %25 = math.trunc %a : f32
  %26 = math.fpowi %a, %n fastmath<reassoc> : f32, i32
  %27 = math.fpowi %3, %w : vector<4xf64>, vector<4xi64>
  return
}

func.func @integer_ops(%a: i32, %b: i32, %v: vector<3xi8>, %i: index) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %v : vector<3xi8>
  %2 = math.cttz %a : i32
  %3 = math.ctpop %i : index
  %4 = math.ipowi %a, %b {tag} : i32
  return
}
