// Folders and canonicalization patterns of memref (odsgen's own cases).
func.func @dims(%n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?x4xf32>
  %d0 = memref.dim %a, %c0 : memref<?x4xf32>
  %d1 = memref.dim %a, %c1 : memref<?x4xf32>
  %r = memref.rank %a : memref<?x4xf32>
  memref.dealloc %a : memref<?x4xf32>
  return %d0, %d1, %r : index, index, index
}

func.func @constant_alloc(%v: f32) -> memref<?xf32> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8) : memref<?xf32>
  return %a : memref<?xf32>
}

func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

func.func @load_of_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  return %x : f32
}

func.func @self_copy(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}

func.func @subview_constants(%m: memref<8x8xf32>) -> memref<?x4xf32, strided<[8, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c2, 0] [%c4, 4] [1, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[8, 1], offset: ?>>
  return %s : memref<?x4xf32, strided<[8, 1], offset: ?>>
}

func.func @scope(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %w = arith.addf %v, %v : f32
    memref.alloca_scope.return %w : f32
  }
  return %r : f32
}

func.func @reshapes(%m: memref<?x?x?x?xf32>) -> memref<?x?xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<?x?x?x?xf32> into memref<?x?x?xf32>
  %b = memref.collapse_shape %a [[0], [1, 2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %b : memref<?x?xf32>
}

func.func @metadata_round_trip(%m: memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @view_constants(%b: memref<2048xi8>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %v = memref.view %b[%c0][%c7] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
