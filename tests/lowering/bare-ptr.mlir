// Lowered by tests/test_lowering_llvm.py with --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1.

func.func @static(%m: memref<4x8xf32>, %n: memref<16xi8, strided<[1], offset: 4>>, %a: i32) -> memref<4x8xf32> {
  %0 = call @static(%m, %n, %a) : (memref<4x8xf32>, memref<16xi8, strided<[1], offset: 4>>, i32) -> memref<4x8xf32>
  return %0 : memref<4x8xf32>
}

func.func private @declared(memref<3xf64>) -> memref<3xf64>
