// Every memref op in its custom form (odsgen's own cases).
#layout = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  memref.global "private" constant @table : memref<3xi32> = dense<[7, 8, 9]>
  memref.global @scratch : memref<4xf32> = uninitialized
  memref.global @external : memref<2x2xf16>

  func.func @buffers(%n: index, %s: index, %i: index, %v: f32) -> index {
    %a = memref.alloc(%n) : memref<?x8xf32>
    %b = memref.alloc(%n)[%s] : memref<?x8xf32, #layout>
    %c = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
    memref.store %v, %a[%i, %i] : memref<?x8xf32>
    %x = memref.load %a[%i, %i] : memref<?x8xf32>
    %d = memref.dim %a, %i : memref<?x8xf32>
    %r = memref.rank %a : memref<?x8xf32>
    %u = memref.cast %a : memref<?x8xf32> to memref<*xf32>
    %back = memref.cast %u : memref<*xf32> to memref<?x?xf32>
    memref.copy %c, %c : memref<4xf32> to memref<4xf32>
    memref.assume_alignment %c, 16 : memref<4xf32>
    memref.prefetch %a[%i, %i], write, locality<1>, instr : memref<?x8xf32>
    memref.dealloc %b : memref<?x8xf32, #layout>
    memref.dealloc %u : memref<*xf32>
    %g = memref.get_global @table : memref<3xi32>
    %grown = memref.realloc %c(%n) : memref<4xf32> to memref<?xf32>
    return %d : index
  }

  func.func @views(%m: memref<64x16xf32>, %bytes: memref<2048xi8>, %o: index, %shape: memref<2xindex>) {
    %sv = memref.subview %m[%o, 2] [4, 4] [1, 2] : memref<64x16xf32> to memref<4x4xf32, strided<[16, 2], offset: ?>>
    %row = memref.subview %m[3, 0] [1, 16] [1, 1] : memref<64x16xf32> to memref<16xf32, strided<[1], offset: 48>>
    %v = memref.view %bytes[%o][%o] : memref<2048xi8> to memref<?x4xf32>
    %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%o, 16], strides: [16, 1] : memref<64x16xf32> to memref<?x16xf32>
    %e = memref.expand_shape %m [[0, 1], [2]] : memref<64x16xf32> into memref<8x8x16xf32>
    %f = memref.collapse_shape %m [[0, 1]] : memref<64x16xf32> into memref<1024xf32>
    %rs = memref.reshape %f(%shape) : (memref<1024xf32>, memref<2xindex>) -> memref<?x?xf32>
    %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %sv : memref<4x4xf32, strided<[16, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
    %p = memref.extract_aligned_pointer_as_index %m : memref<64x16xf32> -> index
    return
  }

  func.func @atomics(%m: memref<10xf32>, %k: memref<10xi32>, %i: index, %v: f32) -> f32 {
    %old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
    %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
    ^bb0(%current: f32):
      %sum = arith.addf %current, %v : f32
      memref.atomic_yield %sum : f32
    }
    return %x : f32
  }

  func.func @scopes(%n: index) -> f32 {
    memref.alloca_scope {
      %s = memref.alloca(%n) : memref<?xf32>
    }
    %r = memref.alloca_scope -> (f32) {
      %c = arith.constant 1.0 : f32
      memref.alloca_scope.return %c : f32
    }
    return %r : f32
  }

  func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
    memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    memref.dma_wait %tag[%i], %n : memref<1xi32>
    return
  }

  func.func @tensors(%t: tensor<4xf32>, %m: memref<4xf32>) {
    memref.tensor_store %t, %m : memref<4xf32>
    return
  }
}
