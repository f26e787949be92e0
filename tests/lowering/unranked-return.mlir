// Unranked memrefs returned from functions: the callee copies the ranked
// descriptor to the heap, the caller copies it to its stack and frees it.

func.func @pass_through(%arg0: memref<*xf32>) -> memref<*xf32> {
  return %arg0 : memref<*xf32>
}

func.func @caller(%arg0: memref<*xf32>) -> f32 {
  %0 = call @pass_through(%arg0) : (memref<*xf32>) -> memref<*xf32>
  %c = arith.constant 1.0 : f32
  return %c : f32
}

// -----

func.func @two(%arg0: memref<*xi8>, %arg1: index) -> (memref<*xi8>, index, memref<*xi8>) attributes {llvm.emit_c_interface} {
  return %arg0, %arg1, %arg0 : memref<*xi8>, index, memref<*xi8>
}

func.func @two_caller(%arg0: memref<*xi8>, %arg1: index) -> index {
  %0:3 = call @two(%arg0, %arg1) : (memref<*xi8>, index) -> (memref<*xi8>, index, memref<*xi8>)
  return %0#1 : index
}

// -----

func.func private @external() -> memref<*xf64>

func.func @indirect(%f: () -> memref<*xf64>) -> memref<*xf64> {
  %0 = call_indirect %f() : () -> memref<*xf64>
  %1 = call @external() : () -> memref<*xf64>
  return %1 : memref<*xf64>
}

// -----

func.func @ranked_to_unranked(%arg0: memref<4x?xf32>) -> memref<*xf32> {
  %0 = memref.cast %arg0 : memref<4x?xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}
