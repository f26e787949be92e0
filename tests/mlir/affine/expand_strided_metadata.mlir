// --expand-strided-metadata: views become reinterpret_casts of the base
// buffer with affine arithmetic on the metadata.

func.func @subview_dynamic(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o: index, %s: index) -> memref<4x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%o, 2] [4, %s] [3, %s] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<4x?xf32, strided<[?, ?], offset: ?>>
}

func.func @subview_static(%m: memref<16x8xi32>) -> memref<2x4xi32, strided<[16, 2], offset: 27>> {
  %0 = memref.subview %m[3, 3] [2, 4] [2, 2] : memref<16x8xi32> to memref<2x4xi32, strided<[16, 2], offset: 27>>
  return %0 : memref<2x4xi32, strided<[16, 2], offset: 27>>
}

func.func @subview_rank_reducing(%m: memref<8x1x?xf32>, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%i, 0, 0] [1, 1, %i] [1, 1, 1] : memref<8x1x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

func.func @subview_of_subview(%m: memref<64x64xf16>, %i: index, %j: index) -> memref<4x4xf16, strided<[64, 1], offset: ?>> {
  %0 = memref.subview %m[%i, %j] [16, 16] [1, 1] : memref<64x64xf16> to memref<16x16xf16, strided<[64, 1], offset: ?>>
  %1 = memref.subview %0[%j, 4] [4, 4] [1, 1] : memref<16x16xf16, strided<[64, 1], offset: ?>> to memref<4x4xf16, strided<[64, 1], offset: ?>>
  return %1 : memref<4x4xf16, strided<[64, 1], offset: ?>>
}

func.func @expand_dynamic(%m: memref<?x24xf32>) -> memref<?x4x3x8xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] : memref<?x24xf32> into memref<?x4x3x8xf32>
  return %0 : memref<?x4x3x8xf32>
}

func.func @expand_dynamic_stride(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<2x?x5xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1, 2]] : memref<?xf32, strided<[?], offset: ?>> into memref<2x?x5xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<2x?x5xf32, strided<[?, ?, ?], offset: ?>>
}

func.func @expand_zero_d(%m: memref<f64>) -> memref<1x1xf64> {
  %0 = memref.expand_shape %m [] : memref<f64> into memref<1x1xf64>
  return %0 : memref<1x1xf64>
}

func.func @collapse(%m: memref<?x4x?xf32>) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

func.func @collapse_strided(%m: memref<3x?x1x5xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<?x5xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1, 2], [3]] : memref<3x?x1x5xf32, strided<[?, ?, ?, ?], offset: ?>> into memref<?x5xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x5xf32, strided<[?, ?], offset: ?>>
}

func.func @collapse_units(%m: memref<1x1xi8, strided<[?, ?], offset: ?>>) -> memref<1xi8, strided<[?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x1xi8, strided<[?, ?], offset: ?>> into memref<1xi8, strided<[?], offset: ?>>
  return %0 : memref<1xi8, strided<[?], offset: ?>>
}

func.func @alloc_metadata(%n: index, %k: index) -> (memref<f32>, index, index, index, index, index, index, index) {
  %a = memref.alloc(%n, %k) : memref<?x3x?xf32>
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %a : memref<?x3x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %sizes#2, %strides#0, %strides#1, %strides#2 : memref<f32>, index, index, index, index, index, index, index
}

func.func @alloca_metadata() -> (memref<i16>, index, index, index, index) {
  %a = memref.alloca() : memref<6x7xi16>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<6x7xi16> -> memref<i16>, index, index, index, index, index
  return %base, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i16>, index, index, index, index
}

func.func @reinterpret_cast_metadata(%m: memref<?xf32>, %s: index) -> (index, index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [%s], sizes: [4, %s], strides: [%s, 1] : memref<?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#1, %strides#0, %strides#1 : index, index, index, index
}

func.func @metadata_of_base(%m: memref<?x?xf32>) -> (memref<f32>, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  return %b2, %o2 : memref<f32>, index
}

func.func @aligned_pointer(%m: memref<8x8xf32>, %i: index) -> index {
  %0 = memref.subview %m[%i, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<2x8xf32, strided<[8, 1], offset: ?>> -> index
  return %1 : index
}
