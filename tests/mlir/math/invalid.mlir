func.func @int_to_float_op(%a: i32) {
  %0 = math.sqrt %a : i32
  return
}

// -----

func.func @float_to_int_op(%a: f32) {
  %0 = math.ctpop %a : f32
  return
}

// -----

func.func @bad_flag(%a: f32) {
  %0 = math.exp %a fastmath<quick> : f32
  return
}

// -----

func.func @mixed(%a: f32, %b: f64) {
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @fpowi_shape(%a: vector<4xf32>, %n: vector<2xi32>) {
  %0 = math.fpowi %a, %n : vector<4xf32>, vector<2xi32>
  return
}

// -----

func.func @not_flags(%a: f32) {
  %0 = "math.exp"(%a) {fastmath = 1 : i32} : (f32) -> f32
  return
}
