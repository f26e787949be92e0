// Diagnostics of the memref ops (odsgen's own cases).
func.func @alloc_count(%n: index) {
  %a = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

%a = memref.alloca() : memref<4xf32>

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  %x = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @bad_cast(%m: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @dim_out_of_range(%m: memref<4xf32>) {
  %c3 = arith.constant 3 : index
  %d = memref.dim %m, %c3 : memref<4xf32>
  return
}

// -----

func.func @subview_type(%m: memref<8x8xf32>) {
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_size(%m: memref<*xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<*xf32> to memref<4x6xf32>
  return
}

// -----

func.func @collapse_rank(%m: memref<4x4xf32>) {
  %c = memref.collapse_shape %m [[0], [1]] : memref<4x4xf32> into memref<4x4xf32>
  return
}

// -----

func.func @transpose_map(%m: memref<4x4xf32>) {
  %t = memref.transpose %m (i, j) -> (i, i) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

memref.global @g : memref<2xf32>
func.func @get_global_type() {
  %g = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @atomic_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @view_sizes(%b: memref<64xi8>, %o: index) {
  %v = memref.view %b[%o][] : memref<64xi8> to memref<?x4xf32>
  return
}

// -----

memref.global @bad_init : memref<2xf32> = dense<[1, 2]>
