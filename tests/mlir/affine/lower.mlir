// --lower-affine: affine.apply / min / max expanded into arith.

func.func @arith_terms(%i: index, %j: index, %n: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 * s0 - 7)>(%i, %j)[%n]
  %1 = affine.apply affine_map<(d0) -> (-d0 + 3)>(%i)
  return %0, %1 : index, index
}

func.func @divisions(%i: index, %n: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
  %1 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) ceildiv 4)>(%i)[%n]
  %2 = affine.apply affine_map<(d0) -> (d0 mod 16 + d0 floordiv 16)>(%i)
  return %0, %1, %2 : index, index, index
}

func.func @semi_affine(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 mod s1)>()[%a, %b]
  return %0, %1 : index, index
}

func.func @min_max(%i: index, %n: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]
  %1 = affine.max affine_map<(d0) -> (d0 - 2, 0)>(%i)
  %2 = affine.min affine_map<(d0) -> (d0)>(%i)
  return %0, %1, %2 : index, index, index
}

func.func @folded(%i: index) -> (index, index) {
  %c2 = arith.constant 2 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 3)>(%c2)
  %1 = affine.apply affine_map<(d0) -> (d0)>(%i)
  return %0, %1 : index, index
}

func.func @loops(%n: index, %m: index, %x: f32) -> f32 {
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 - 4)>(%m)[%n] to min affine_map<()[s0] -> (s0, 100)>()[%n] step 3 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 ceildiv 2)>(%i) {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%i, %j)
      "use"(%v) : (index) -> ()
    }
  }
  %r = affine.for %i = 0 to %n iter_args(%acc = %x) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}
