// Canonicalization of affine.apply / min / max: composition of producer
// applies, dims promoted to symbols, unused and repeated operands dropped,
// constants folded, and the min/max patterns.

func.func @compose_chain(%i: index, %j: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 4 + 2)>(%i)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>(%0, %j)
  %2 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%1)
  return %2 : index
}

func.func @duplicates_and_unused(%i: index, %j: index, %k: index) -> index {
  %0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d2 + s0 + s1)>(%i, %j, %i)[%k, %k]
  return %0 : index
}

func.func @constants(%i: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + 1)>(%i)[%c3]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 4 + d1 ceildiv 3)>(%c10, %c10)
  %2 = affine.apply affine_map<(d0) -> (d0)>(%i)
  return %0, %1, %2 : index, index, index
}

func.func @semi_affine(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> (s2 + s0 * s1 + s0 * 3)>()[%0, %c, %a]
  %2 = affine.apply affine_map<()[s0, s1] -> ((s0 * s1) floordiv s1 + (s1 * 4) mod s1)>()[%a, %b]
  return %0, %1, %2 : index, index, index
}

func.func @in_loop(%lb: index, %ub: index, %n: index, %m: memref<?xindex>) {
  %c1 = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %c1 {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%iv)[%n]
    %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 8)>(%0, %n)
    %2 = arith.addi %1, %iv : index
    %3 = affine.apply affine_map<(d0) -> (d0 * 2)>(%2)
    memref.store %3, %m[%iv] : memref<?xindex>
  }
  return
}

func.func @min_max(%i: index, %j: index, %n: index) -> (index, index, index, index, index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.min affine_map<(d0) -> (d0 + 1)>(%i)
  %1 = affine.max affine_map<(d0, d1) -> (d0, d1, d0)>(%i, %j)
  %2 = affine.min affine_map<(d0)[s0] -> (s0 + 16, d0 * 8)>(%j)[%n]
  %3 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 4)>(%2)[%n]
  %4 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%i, %j)
  %5 = affine.min affine_map<(d0, d1) -> (d0 * 2, d1 + 5, 100)>(%c4, %c4)
  return %0, %1, %3, %4, %5, %2 : index, index, index, index, index, index
}

func.func @min_partial_fold(%i: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 * 3, d1 floordiv 2)>(%c4, %i)
  %1 = affine.max affine_map<()[s0] -> (s0)>()[%i]
  return %0, %1 : index, index
}

func.func @loop_bounds(%n: index, %m: memref<?xindex>) {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %0 = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  affine.for %i = affine_map<(d0) -> (d0)>(%c4) to min affine_map<()[s0, s1] -> (s0, s1, s0)>()[%c16, %0] step 4 {
    %1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %2 = affine.apply affine_map<(d0) -> ((d0 + 2) floordiv 4)>(%i)
    memref.store %1, %m[%2] : memref<?xindex>
  }
  affine.for %i = 0 to 8 {
    %3 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
    %4 = affine.apply affine_map<(d0) -> (d0 * 16 + 3)>(%i)
    %5 = affine.apply affine_map<(d0) -> (d0 mod 16)>(%4)
    memref.store %3, %m[%5] : memref<?xindex>
  }
  affine.for %i = affine_map<()[s0] -> (s0)>()[%0] to affine_map<()[s0] -> (s0 + 8)>()[%0] {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  return
}

func.func @empty_loops(%x: f32, %y: f32, %n: index) -> (f32, f32, f32, f32, f32) {
  %a = affine.for %i = 0 to 0 iter_args(%v = %x) -> (f32) {
    %s = arith.addf %v, %v : f32
    affine.yield %s : f32
  }
  %b = affine.for %i = 0 to %n iter_args(%v = %x) -> (f32) {
    affine.yield %v : f32
  }
  %c = affine.for %i = 0 to %n iter_args(%v = %x) -> (f32) {
    affine.yield %y : f32
  }
  %d:2 = affine.for %i = 0 to 1 iter_args(%v = %x, %w = %y) -> (f32, f32) {
    affine.yield %w, %v : f32, f32
  }
  %e:2 = affine.for %i = 0 to 5 iter_args(%v = %x, %w = %y) -> (f32, f32) {
    affine.yield %w, %v : f32, f32
  }
  return %a, %b, %c, %d#0, %e#1 : f32, f32, f32, f32, f32
}
