// affine.apply, affine.min and affine.max: inline maps, aliases, dims and
// symbols, attribute dictionaries, the generic form.

#strided = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1)>
#clamp = affine_map<(d0)[s0] -> (0, d0 - s0, s0 floordiv 4)>

func.func @apply(%i: index, %j: index, %n: index) -> (index, index, index, index) {
  %0 = affine.apply #strided(%i, %j)[%n, %n]
  %1 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
  %2 = affine.apply affine_map<()[s0] -> (s0 ceildiv 3 + 7)>()[%n] {tag = "x"}
  %3 = affine.apply affine_map<() -> (42)>()
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @min_max(%i: index, %n: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]
  %1 = affine.max #clamp(%i)[%n]
  %2 = affine.min affine_map<()[s0, s1] -> (s0, s1 * -2)>()[%i, %n]
  return %0, %1, %2 : index, index, index
}

func.func @generic(%i: index) -> index {
  %0 = "affine.apply"(%i) {map = affine_map<(d0) -> (d0 * 2 - 1)>} : (index) -> index
  %1 = "affine.max"(%0, %i) {map = affine_map<(d0)[s0] -> (d0, s0)>} : (index, index) -> index
  return %1 : index
}

#lb = affine_map<(d0)[s0] -> (d0, s0 - 4)>
#ub = affine_map<()[s0] -> (s0, 100)>

func.func @loops(%n: index, %m: index, %init: f32) -> f32 {
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %n step 2 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
    }
  }
  affine.for %k = max #lb(%m)[%n] to min #ub()[%n] {
  } {attr = "kept"}
  %r = affine.for %i = -5 to 20 step 3 iter_args(%acc = %init) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  %p:2 = affine.for %i = %m to affine_map<()[s0] -> (s0 * 2)>()[%n] iter_args(%a = %init, %b = %n) -> (f32, index) {
    affine.yield %a, %i : f32, index
  }
  return %r : f32
}

func.func @generic_loop(%n: index) {
  "affine.for"(%n) ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) {lower_bound = affine_map<() -> (0)>, step = 1 : index, upper_bound = affine_map<()[s0] -> (s0)>} : (index) -> ()
  return
}

func.func @delinearize(%idx: index, %b0: index, %b1: index) -> (index, index) {
  %0:2 = affine.delinearize_index %idx into (%b0, %b1) : index, index
  return %0#0, %0#1 : index, index
}
