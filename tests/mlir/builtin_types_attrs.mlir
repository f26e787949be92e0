// Builtin types and attributes in every form: printed exactly as mlir-opt-16 prints them.
#map = affine_map<(d0, d1)[s0] -> (d0 + d0, d1 * 4 + s0)>
!alias = i32
"xx.types"() {
  a = i1, b = i7, c = si8, d = ui16, e = i64, f = index, g = none,
  h = bf16, i = f16, j = f32, k = f64, l = f80, m = f128, n = f8E5M2, o = f8E4M3FN,
  p = () -> (), q = (i32) -> (i32), r = (i32, f32) -> (i1, i8), s = () -> ((i32) -> i32),
  t = vector<4xf32>, u = vector<2x[4]xf32>, v = vector<[4]xi8>, w = vector<f32>,
  x = tensor<4x?xf32>, y = tensor<*xi8>, z = tensor<f32>, aa = tensor<0xf32>, ab = tensor<4xf32, "enc">,
  ac = memref<4x4xf32, #map>, ad = memref<?xf32, strided<[1], offset: ?>>, ae = memref<*xf32, 1>,
  af = memref<4xf32, 0>, ag = memref<4xf32, 1 : i32>, ah = memref<4xf32, "gpu">, ai = memref<f32>,
  aj = memref<4x5xf32, strided<[5, 1]>>, ak = memref<4xf32, affine_map<(d0) -> (d0)>>,
  al = complex<f32>, am = complex<i32>, an = tuple<>, ao = tuple<i32, tuple<f32>>,
  ap = !alias, aq = !xx.foo, ar = !xx.foo<1, "two" , [3]>, as = !xx<"quoted body">
} : () -> ()
"xx.attrs"() {
  a = 1, b = -1 : i8, c = 255 : i8, d = 255 : ui8, e = -1 : si8, f = 0x10 : i32, g = -5 : index,
  h = 0 : i0, i = 7 : i3, j = 340282366920938463463374607431768211455 : ui128, k = 18446744073709551615,
  l = true, m = false, n = 1 : i1, o = unit, p = "str", q = "esc\n\t\"\\\e9", r = "typed" : i32,
  s = 1.0, t = -0.0 : f32, u = 0.1 : f32, v = 3.14159265358979, w = 1.0e-7, x = 0x7FC00000 : f32,
  y = 0x7FF0000000000000 : f64, z = 1.5 : bf16, aa = 65504.0 : f16, ab = 2.5 : f80, ac = 1.0 : f128,
  ad = [], ae = [1, 2 : i32, 1.0, 2.0 : f32, "s", [true]], af = {}, ag = {b = 1, a}, ah = {"x y" = 2},
  ai = @sym, aj = @sym::@nested::@leaf, ak = @"quoted sym", al = i32, am = tensor<4xf32>,
  an = array<i32>, ao = array<i8: 1, -1>, ap = array<i64: 9223372036854775807>, aq = array<f32: 1.5, 2.0>,
  ar = array<f64: 0.1>, as = #map, at = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>,
  au = strided<[?, 1], offset: 5>, av = #xx.attr, aw = #xx.attr<body (1)>, ax = #xx<"string">,
  ay = #xx.typed : i32, "0a" = 1, "$x" = 2, _z = 3, A = 4, true = 5
} : () -> ()
