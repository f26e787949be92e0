// Every canonicalization pattern of MLIR 16's arith dialect: the DRR records of
// defs/arith/canonicalization.yaml and the C++ patterns of canonical.py, with
// cases where they must not apply.
func.func @addi_chains(%x: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, vector<4xi32>) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 : i32
  %0 = arith.addi %a, %c5 : i32
  %s = arith.subi %x, %c3 : i32
  %1 = arith.addi %s, %c5 : i32
  %t = arith.subi %c3, %x : i32
  %2 = arith.addi %t, %c5 : i32
  %max = arith.constant 2147483647 : i32
  %u = arith.addi %x, %max : i32
  %3 = arith.addi %u, %max : i32
  %sv = arith.constant dense<2> : vector<4xi32>
  %av = arith.addi %v, %sv : vector<4xi32>
  %4 = arith.addi %av, %sv : vector<4xi32>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<4xi32>
}

func.func @subi_chains(%x: i64, %i: index) -> (i64, i64, i64, i64, i64, i64, i64, index) {
  %c7 = arith.constant 7 : i64
  %c2 = arith.constant 2 : i64
  %a = arith.addi %x, %c7 : i64
  %0 = arith.subi %a, %c2 : i64
  %a2 = arith.addi %x, %c7 : i64
  %1 = arith.subi %c2, %a2 : i64
  %s = arith.subi %x, %c7 : i64
  %2 = arith.subi %s, %c2 : i64
  %t = arith.subi %c7, %x : i64
  %3 = arith.subi %t, %c2 : i64
  %s2 = arith.subi %x, %c7 : i64
  %4 = arith.subi %c2, %s2 : i64
  %t2 = arith.subi %c7, %x : i64
  %5 = arith.subi %c2, %t2 : i64
  %y = arith.muli %x, %x : i64
  %d = arith.subi %x, %y : i64
  %6 = arith.subi %d, %x : i64
  %ci = arith.constant 4 : index
  %ai = arith.addi %i, %ci : index
  %7 = arith.subi %ai, %ci : index
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i64, i64, i64, i64, i64, index
}

func.func @subi_sub_vector(%x: vector<2xi16>, %y: vector<2xi16>) -> vector<2xi16> {
  %d = arith.subi %x, %y : vector<2xi16>
  %0 = arith.subi %d, %x : vector<2xi16>
  return %0 : vector<2xi16>
}

func.func @extended(%a: i32, %b: i32, %v: vector<3xi8>) -> (i32, i32, i32, i32, i32, i1, vector<3xi8>, vector<3xi8>) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %ulow, %uhigh = arith.mului_extended %a, %b : i32
  %one = arith.constant 1 : i32
  %l1, %h1 = arith.mulsi_extended %a, %one : i32
  %sum2, %overflow2 = arith.addui_extended %b, %a : i32, i1
  %ones = arith.constant dense<1> : vector<3xi8>
  %lv, %hv = arith.mulsi_extended %v, %ones : vector<3xi8>
  return %sum, %low, %ulow, %l1, %h1, %overflow2, %lv, %hv : i32, i32, i32, i32, i32, i1, vector<3xi8>, vector<3xi8>
}

func.func @mulsi_extended_i1(%a: i1) -> (i1, i1) {
  %one = arith.constant true
  %l, %h = arith.mulsi_extended %a, %one : i1
  return %l, %h : i1, i1
}

func.func @xori(%a: i32, %b: i32, %p: i8, %q: i8) -> (i1, i1, i1, i32, i32, i16) {
  %true = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %0 = arith.xori %c, %true : i1
  %c2 = arith.cmpi uge, %a, %b : i32
  %1 = arith.xori %true, %c2 : i1
  %c3 = arith.cmpi eq, %a, %b : i32
  %2 = arith.xori %c3, %c3 : i1
  %ep = arith.extui %p : i8 to i32
  %eq = arith.extui %q : i8 to i32
  %3 = arith.xori %ep, %eq : i32
  %sp = arith.extsi %p : i8 to i32
  %sq = arith.extsi %q : i8 to i32
  %4 = arith.xori %sp, %sq : i32
  %mixed1 = arith.extsi %p : i8 to i16
  %mixed2 = arith.extui %q : i8 to i16
  %5 = arith.xori %mixed1, %mixed2 : i16
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i32, i32, i16
}

func.func @cmpi_of_extensions(%a: i8, %b: i8, %c: i16) -> (i1, i1, i1, i1, i1) {
  %ea = arith.extsi %a : i8 to i32
  %eb = arith.extsi %b : i8 to i32
  %0 = arith.cmpi eq, %ea, %eb : i32
  %1 = arith.cmpi slt, %ea, %eb : i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %2 = arith.cmpi ne, %ua, %ub : i32
  %uc = arith.extui %c : i16 to i32
  %3 = arith.cmpi ne, %ua, %uc : i32
  %4 = arith.cmpi eq, %ea, %ub : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

func.func @casts(%x: index, %y: i32, %z: i8, %f: f32) -> (index, i64, index, i64, i32, index, index, i32, i64, index) {
  %0 = arith.index_cast %x : index to i64
  %1 = arith.index_cast %0 : i64 to index
  %n = arith.index_cast %0 : i64 to index
  %3 = arith.index_cast %n : index to i64
  %2 = arith.index_cast %n : index to i32
  %e = arith.extsi %y : i32 to i64
  %4 = arith.index_cast %e : i64 to index
  %u = arith.extui %y : i32 to i64
  %5 = arith.index_castui %u : i64 to index
  %6 = arith.index_castui %x : index to i64
  %7 = arith.index_castui %6 : i64 to index
  %b1 = arith.bitcast %y : i32 to f32
  %8 = arith.bitcast %b1 : f32 to i32
  %b2 = arith.bitcast %f : f32 to i32
  %9 = arith.bitcast %b2 : i32 to f32
  %ez = arith.extui %z : i8 to i16
  %10 = arith.extsi %ez : i16 to i64
  %11 = arith.index_castui %x : index to i32
  %12 = arith.index_castui %11 : i32 to index
  %13 = arith.index_cast %u : i64 to index
  return %1, %3, %4, %10, %8, %5, %7, %2, %10, %12 : index, i64, index, i64, i32, index, index, i32, i64, index
}

func.func @bitcast_chain(%y: i32) -> (f32, i32) {
  %0 = arith.bitcast %y : i32 to f32
  %1 = arith.bitcast %0 : f32 to i32
  %2 = arith.bitcast %1 : i32 to f32
  return %2, %1 : f32, i32
}

func.func @and_or_of_extensions(%a: i8, %b: i8, %c: i4, %v: vector<2xi1>, %w: vector<2xi1>) -> (i32, i32, i32, i32, i32, vector<2xi8>) {
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %0 = arith.andi %ua, %ub : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %1 = arith.andi %sa, %sb : i32
  %2 = arith.ori %ua, %ub : i32
  %3 = arith.ori %sa, %sb : i32
  %uc = arith.extui %c : i4 to i32
  %4 = arith.ori %ua, %uc : i32
  %ev = arith.extsi %v : vector<2xi1> to vector<2xi8>
  %ew = arith.extsi %w : vector<2xi1> to vector<2xi8>
  %5 = arith.andi %ev, %ew : vector<2xi8>
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, vector<2xi8>
}

func.func @trunci_patterns(%x: i64, %a: i32, %b: i32, %v: vector<2xi32>) -> (i32, i32, i32, i32, i16, i32, vector<2xi32>) {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %0 = arith.trunci %s : i64 to i32
  %c31 = arith.constant 31 : i64
  %s2 = arith.shrsi %x, %c31 : i64
  %1 = arith.trunci %s2 : i64 to i32
  %ea = arith.extsi %a : i32 to i64
  %eb = arith.extsi %b : i32 to i64
  %m = arith.muli %ea, %eb : i64
  %h = arith.shrui %m, %c32 : i64
  %2 = arith.trunci %h : i64 to i32
  %ua = arith.extui %a : i32 to i64
  %ub = arith.extui %b : i32 to i64
  %um = arith.muli %ua, %ub : i64
  %uh = arith.shrui %um, %c32 : i64
  %3 = arith.trunci %uh : i64 to i32
  %s3 = arith.shrsi %x, %c32 : i64
  %4 = arith.trunci %s3 : i64 to i16
  %c48 = arith.constant 48 : i64
  %mixed = arith.muli %ea, %ub : i64
  %mh = arith.shrui %mixed, %c32 : i64
  %5 = arith.trunci %mh : i64 to i32
  %ev = arith.extsi %v : vector<2xi32> to vector<2xi64>
  %mv = arith.muli %ev, %ev : vector<2xi64>
  %c32v = arith.constant dense<32> : vector<2xi64>
  %hv = arith.shrui %mv, %c32v : vector<2xi64>
  %6 = arith.trunci %hv : vector<2xi64> to vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i16, i32, vector<2xi32>
}

func.func @float_negations(%x: f32, %y: f32, %v: vector<2xf64>) -> (f32, f32, f32, vector<2xf64>) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y fastmath<nnan> : f32
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %1 = arith.divf %nx, %ny : f32
  %2 = arith.mulf %nx, %y : f32
  %nv = arith.negf %v : vector<2xf64>
  %3 = arith.divf %nv, %nv fastmath<ninf> : vector<2xf64>
  return %0, %1, %2, %3 : f32, f32, f32, vector<2xf64>
}

func.func @selects(%c: i1, %a: i1, %b: i1, %x: i32, %cv: vector<2xi1>) -> (i1, i32, i32, i8, vector<2xi1>) {
  %0 = arith.select %c, %a, %b : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %1 = arith.select %c, %one, %zero : i32
  %2 = arith.select %c, %zero, %one : i32
  %o8 = arith.constant 1 : i8
  %z8 = arith.constant 0 : i8
  %3 = arith.select %c, %z8, %o8 : i8
  %4 = arith.select %cv, %cv, %cv : vector<2xi1>, vector<2xi1>
  return %0, %1, %2, %3, %4 : i1, i32, i32, i8, vector<2xi1>
}

func.func @cmpf_int_to_fp(%a: i8, %b: i32, %c: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %fa = arith.sitofp %a : i8 to f32
  %c1 = arith.constant 1.000000e+02 : f32
  %0 = arith.cmpf olt, %fa, %c1 : f32
  %c2 = arith.constant 1.000000e+03 : f32
  %1 = arith.cmpf olt, %fa, %c2 : f32
  %c3 = arith.constant -2.000000e+02 : f32
  %2 = arith.cmpf oge, %fa, %c3 : f32
  %c4 = arith.constant 2.500000e+00 : f32
  %3 = arith.cmpf oeq, %fa, %c4 : f32
  %4 = arith.cmpf one, %fa, %c4 : f32
  %5 = arith.cmpf ule, %fa, %c4 : f32
  %ub = arith.uitofp %b : i32 to f64
  %c5 = arith.constant 7.000000e+00 : f64
  %6 = arith.cmpf ugt, %ub, %c5 : f64
  %c6 = arith.constant 0x7FF8000000000000 : f64
  %7 = arith.cmpf oeq, %ub, %c6 : f64
  %fc = arith.sitofp %c : i64 to f32
  %c7 = arith.constant 1.600000e+01 : f32
  %8 = arith.cmpf oeq, %fc, %c7 : f32
  %c8 = arith.constant -3.500000e+00 : f32
  %9 = arith.cmpf ogt, %fa, %c8 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpf_more(%a: i8, %u: i8, %w: i32, %h: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %fa = arith.sitofp %a : i8 to f32
  %fu = arith.uitofp %u : i8 to f32
  %neg = arith.constant -4.500000e+00 : f32
  %pos = arith.constant 4.500000e+00 : f32
  %big = arith.constant 1.000000e+03 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.cmpf ult, %fu, %neg : f32
  %1 = arith.cmpf ule, %fu, %pos : f32
  %2 = arith.cmpf ogt, %fu, %neg : f32
  %3 = arith.cmpf oge, %fu, %pos : f32
  %4 = arith.cmpf olt, %fa, %neg : f32
  %5 = arith.cmpf ole, %fa, %pos : f32
  %6 = arith.cmpf ord, %fa, %pos : f32
  %7 = arith.cmpf uno, %fu, %pos : f32
  %8 = arith.cmpf ogt, %fu, %big : f32
  %9 = arith.cmpf olt, %fa, %inf : f32
  %10 = arith.cmpf ogt, %fa, %ninf : f32
  %fw = arith.sitofp %w : i32 to f32
  %c1 = arith.constant 1.677721600e+07 : f32
  %11 = arith.cmpf olt, %fw, %c1 : f32
  %c2 = arith.constant 1.600000e+01 : f32
  %12 = arith.cmpf olt, %fw, %c2 : f32
  %c3 = arith.constant 3.000000e+09 : f32
  %13 = arith.cmpf olt, %fw, %c3 : f32
  %fh = arith.sitofp %h : i16 to f16
  %c4 = arith.constant 6.550400e+04 : f16
  %14 = arith.cmpf uge, %fh, %c4 : f16
  %c5 = arith.constant -0.000000e+00 : f32
  %15 = arith.cmpf oeq, %fa, %c5 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @chains_more(%x: i8, %i: index, %t: tensor<2xi32>) -> (i8, i8, index, index, tensor<2xi32>) {
  %c100 = arith.constant 100 : i8
  %c50 = arith.constant 50 : i8
  %a = arith.addi %x, %c100 : i8
  %0 = arith.addi %a, %c100 : i8
  %s = arith.subi %c50, %x : i8
  %1 = arith.subi %s, %c100 : i8
  %ci = arith.constant -9 : index
  %ai = arith.addi %i, %ci : index
  %2 = arith.addi %ai, %ci : index
  %si = arith.subi %ci, %i : index
  %3 = arith.subi %ci, %si : index
  %ct = arith.constant dense<3> : tensor<2xi32>
  %at = arith.addi %t, %ct : tensor<2xi32>
  %4 = arith.subi %at, %t : tensor<2xi32>
  return %0, %1, %2, %3, %4 : i8, i8, index, index, tensor<2xi32>
}

func.func @xori_vectors(%a: vector<2xi32>, %b: vector<2xi32>) -> (vector<2xi1>, i1) {
  %true = arith.constant dense<true> : vector<2xi1>
  %c = arith.cmpi ule, %a, %b : vector<2xi32>
  %0 = arith.xori %c, %true : vector<2xi1>
  %x = arith.constant 1 : i32
  %y = arith.constant 2 : i32
  %t = arith.constant true
  %c2 = arith.cmpi sgt, %x, %y : i32
  %1 = arith.xori %c2, %t : i1
  return %0, %1 : vector<2xi1>, i1
}

func.func @mulsi_one_variants(%a: i64, %b: index) -> (i64, i64, index, index) {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %l, %h = arith.mulsi_extended %a, %two : i64
  %l2, %h2 = arith.mulsi_extended %one, %a : i64
  %i1 = arith.constant 1 : index
  %l3, %h3 = arith.mulsi_extended %b, %b : index
  return %h, %h2, %l3, %h3 : i64, i64, index, index
}

func.func @trunc_more(%x: vector<4xi64>, %y: i32) -> (vector<4xi32>, i16, i32) {
  %c = arith.constant dense<32> : vector<4xi64>
  %s = arith.shrsi %x, %c : vector<4xi64>
  %0 = arith.trunci %s : vector<4xi64> to vector<4xi32>
  %c16 = arith.constant 16 : i32
  %s2 = arith.shrsi %y, %c16 : i32
  %1 = arith.trunci %s2 : i32 to i16
  %ea = arith.extui %y : i32 to i64
  %m = arith.muli %ea, %ea : i64
  %c31 = arith.constant 31 : i64
  %h = arith.shrui %m, %c31 : i64
  %2 = arith.trunci %h : i64 to i32
  return %0, %1, %2 : vector<4xi32>, i16, i32
}

func.func @f(%x: i32, %y: i32) -> (i32, i32, i32) {
  %a = arith.addi %x, %y : i32
  %0 = arith.subi %a, %x : i32
  %1 = arith.subi %a, %y : i32
  %2 = arith.subi %x, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @bitcast_of_bitcast(%x: i16, %v: vector<2xf32>) -> (i16, vector<2xi32>) {
  %0 = arith.bitcast %x : i16 to f16
  %1 = arith.bitcast %0 : f16 to i16
  %2 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %3 = arith.bitcast %2 : vector<2xi32> to vector<2xf32>
  %4 = arith.bitcast %3 : vector<2xf32> to vector<2xi32>
  return %1, %4 : i16, vector<2xi32>
}
