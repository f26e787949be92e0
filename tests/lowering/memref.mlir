// Lowered by tests/test_lowering_llvm.py with --convert-memref-to-llvm.

memref.global "private" constant @table : memref<2x3xf32> = dense<1.5>
memref.global @scratch : memref<4xi32> = uninitialized
memref.global @external : memref<8xi8>

func.func @heap(%n: index, %m: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %b = memref.alloc() {alignment = 32 : i64} : memref<3x5xf32>
  memref.store %v, %a[%c0, %c0, %m] : memref<?x4x?xf32>
  %x = memref.load %b[%n, %m] : memref<3x5xf32>
  memref.dealloc %a : memref<?x4x?xf32>
  memref.dealloc %b : memref<3x5xf32>
  return %x : f32
}

func.func @stack(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloca(%n) {alignment = 16 : i64} : memref<?x2xi64>
  %d = memref.dim %a, %c1 : memref<?x2xi64>
  %r = memref.rank %a : memref<?x2xi64>
  %c = memref.cast %a : memref<?x2xi64> to memref<?x?xi64>
  memref.assume_alignment %a, 16 : memref<?x2xi64>
  %p = memref.extract_aligned_pointer_as_index %a : memref<?x2xi64> -> index
  return %d : index
}

func.func @globals(%i: index) -> f32 {
  %t = memref.get_global @table : memref<2x3xf32>
  %x = memref.load %t[%i, %i] : memref<2x3xf32>
  return %x : f32
}

func.func @strided(%m: memref<4x4xf32, strided<[8, 1], offset: ?>>, %i: index) -> f32 {
  %x = memref.load %m[%i, %i] : memref<4x4xf32, strided<[8, 1], offset: ?>>
  return %x : f32
}

func.func @views(%m: memref<4x6xf32>, %u: memref<*xf32>, %bytes: memref<64xi8>, %shape: memref<2xindex>, %i: index, %n: index) {
  %r = memref.reinterpret_cast %u to offset: [%i], sizes: [%n, 6], strides: [6, 1] : memref<*xf32> to memref<?x6xf32, strided<[6, 1], offset: ?>>
  %s = memref.reshape %m(%shape) : (memref<4x6xf32>, memref<2xindex>) -> memref<?x?xf32>
  %v = memref.view %bytes[%i][%n] : memref<64xi8> to memref<?x2xf32>
  %t = memref.transpose %m (a, b) -> (b, a) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x6xf32> -> memref<f32>, index, index, index, index, index
  %to = memref.cast %m : memref<4x6xf32> to memref<*xf32>
  %from = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %d = memref.dim %u, %i : memref<*xf32>
  %e = memref.dim %m, %i : memref<4x6xf32>
  %rank = memref.rank %u : memref<*xf32>
  memref.prefetch %m[%i, %i], read, locality<2>, data : memref<4x6xf32>
  return
}

func.func @atomics(%m: memref<8xi32>, %i: index, %v: i32) -> i32 {
  %old = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %x = memref.generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%current: i32):
    %sum = arith.addi %current, %v : i32
    memref.atomic_yield %sum : i32
  }
  return %x : i32
}

func.func @copies(%a: memref<4xf32>, %b: memref<?xf32>, %c: memref<4xf32, strided<[2]>>, %n: index) -> memref<?xf32> {
  memref.copy %a, %b : memref<4xf32> to memref<?xf32>
  memref.copy %c, %a : memref<4xf32, strided<[2]>> to memref<4xf32>
  %r = memref.realloc %b(%n) : memref<?xf32> to memref<?xf32>
  %x = memref.alloca_scope -> (f32) {
    %s = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %s[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : memref<?xf32>
}

func.func @reshape_unranked(%m: memref<2x3xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%shape) : (memref<2x3xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}
