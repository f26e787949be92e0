// Two functions of the shape benchmarks/bench_scf_lowering.py generates: the
// whole scf/memref/arith pipeline, checked with locations (--mlir-print-debuginfo).
func.func @f0(%n: index, %x: f32, %k: i32, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lim = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %c = arith.cmpf olt, %v, %acc : f32
    %s = scf.if %c -> (f32) {
      %p = arith.addf %acc, %v : f32
      scf.yield %p : f32
    } else {
      %q = arith.mulf %acc, %v : f32
      scf.yield %q : f32
    }
    memref.store %s, %m[%i] : memref<?xf32>
    scf.yield %s : f32
  }
  %w = scf.while (%a = %k) : (i32) -> i32 {
    %more = arith.cmpi slt, %a, %lim : i32
    scf.condition(%more) %a : i32
  } do {
  ^bb0(%b: i32):
    %b1 = arith.addi %b, %k : i32
    scf.yield %b1 : i32
  }
  %t = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%x) -> f32 {
    %ij = arith.addi %i, %j : index
    %ii = arith.index_cast %ij : index to i32
    %f = arith.sitofp %ii : i32 to f32
    scf.reduce(%f) : f32 {
    ^bb0(%l: f32, %rr: f32):
      %sum = arith.addf %l, %rr : f32
      scf.reduce.return %sum : f32
    }
  }
  %wf = arith.sitofp %w : i32 to f32
  %u = arith.addf %r, %t : f32
  %z = arith.addf %u, %wf : f32
  %buf = memref.alloca() : memref<4xf32>
  memref.store %z, %buf[%c1] : memref<4xf32>
  %heap = memref.alloc(%n) : memref<?xf32>
  %d = memref.dim %heap, %c0 : memref<?xf32>
  memref.store %z, %heap[%d] : memref<?xf32>
  memref.dealloc %heap : memref<?xf32>
  return %z : f32
}

func.func @f1(%n: index, %x: f32, %k: i32, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lim = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %c = arith.cmpf olt, %v, %acc : f32
    %s = scf.if %c -> (f32) {
      %p = arith.addf %acc, %v : f32
      scf.yield %p : f32
    } else {
      %q = arith.mulf %acc, %v : f32
      scf.yield %q : f32
    }
    memref.store %s, %m[%i] : memref<?xf32>
    scf.yield %s : f32
  }
  %w = scf.while (%a = %k) : (i32) -> i32 {
    %more = arith.cmpi slt, %a, %lim : i32
    scf.condition(%more) %a : i32
  } do {
  ^bb0(%b: i32):
    %b1 = arith.addi %b, %k : i32
    scf.yield %b1 : i32
  }
  %t = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%x) -> f32 {
    %ij = arith.addi %i, %j : index
    %ii = arith.index_cast %ij : index to i32
    %f = arith.sitofp %ii : i32 to f32
    scf.reduce(%f) : f32 {
    ^bb0(%l: f32, %rr: f32):
      %sum = arith.addf %l, %rr : f32
      scf.reduce.return %sum : f32
    }
  }
  %wf = arith.sitofp %w : i32 to f32
  %u = arith.addf %r, %t : f32
  %z = arith.addf %u, %wf : f32
  %buf = memref.alloca() : memref<4xf32>
  memref.store %z, %buf[%c1] : memref<4xf32>
  %heap = memref.alloc(%n) : memref<?xf32>
  %d = memref.dim %heap, %c0 : memref<?xf32>
  memref.store %z, %heap[%d] : memref<?xf32>
  memref.dealloc %heap : memref<?xf32>
  return %z : f32
}
