// Cases for --memref-expand: the float atomic kinds become generic atomics,
// reshapes by a statically shaped shape memref become reinterpret_casts.

func.func @atomics(%m: memref<4x8xf32>, %v: f32, %i: index, %j: index) -> (f32, f32, f32) {
  %a = memref.atomic_rmw maxf %v, %m[%i, %j] : (f32, memref<4x8xf32>) -> f32
  %b = memref.atomic_rmw minf %v, %m[%j, %i] : (f32, memref<4x8xf32>) -> f32
  %c = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4x8xf32>) -> f32
  return %a, %b, %c : f32, f32, f32
}

func.func @atomic_f64_in_loop(%m: memref<?xf64>, %v: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.atomic_rmw minf %v, %m[%i] : (f64, memref<?xf64>) -> f64
  }
  return
}

func.func @reshape_mixed(%src: memref<*xf32>, %shape: memref<4xi64>) -> memref<2x?x3x?xf32> {
  %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<4xi64>) -> memref<2x?x3x?xf32>
  return %r : memref<2x?x3x?xf32>
}

func.func @reshape_index_shape(%src: memref<24xf32>, %shape: memref<2xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %src(%shape) : (memref<24xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}

func.func @reshape_static(%src: memref<6xi8>, %shape: memref<1xi32>) -> memref<6xi8> {
  %r = memref.reshape %src(%shape) : (memref<6xi8>, memref<1xi32>) -> memref<6xi8>
  return %r : memref<6xi8>
}

func.func @reshape_dynamic_shape_kept(%src: memref<*xf32>, %shape: memref<?xi32>) -> memref<*xf32> {
  %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  return %r : memref<*xf32>
}
