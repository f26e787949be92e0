// --inline with affine ops in callees and calls inside affine loops.

func.func private @pure(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%a)
  %1 = arith.addi %0, %a : index
  return %1 : index
}

func.func private @stores(%m: memref<?xindex>, %a: index) {
  memref.store %a, %m[%a] : memref<?xindex>
  return
}

func.func private @branches(%a: index, %c: i1) -> index {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : index
^bb2:
  %0 = affine.apply affine_map<()[s0] -> (s0 + 3)>()[%a]
  return %0 : index
}

func.func @caller(%n: index, %m: memref<?xindex>, %c: i1) -> index {
  %x = call @pure(%n) : (index) -> index
  affine.for %i = 0 to 4 {
    %y = func.call @pure(%i) : (index) -> index
    func.call @stores(%m, %y) : (memref<?xindex>, index) -> ()
    %z = func.call @branches(%y, %c) : (index, i1) -> index
    memref.store %z, %m[%i] : memref<?xindex>
  }
  %w = call @branches(%x, %c) : (index, i1) -> index
  return %w : index
}
