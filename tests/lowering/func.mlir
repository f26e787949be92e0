// Lowered by tests/test_lowering_llvm.py with --convert-func-to-llvm and its options.

func.func @packed(%a: i32, %b: f64, %i: index) -> (i32, f64, index) {
  %0 = arith.addi %a, %a : i32
  return %0, %b, %i : i32, f64, index
}

func.func @caller(%a: i32) -> f64 {
  %c = arith.constant 2.0 : f64
  %i = arith.constant 7 : index
  %0:3 = call @packed(%a, %c, %i) : (i32, f64, index) -> (i32, f64, index)
  %f = constant @one : (i32) -> i32
  %1 = call_indirect %f(%0#0) : (i32) -> i32
  call @nothing() : () -> ()
  return %0#1 : f64
}

func.func @one(%a: i32) -> i32 {
  return %a : i32
}

func.func private @nothing()

func.func private @external(i32, index) -> i64

// -----

func.func @attributes(%a: i32 {llvm.noundef}, %b: !llvm.ptr<i8> {llvm.noalias}) -> (i32 {llvm.zeroext}) attributes {llvm.readnone, passthrough = ["noinline"]} {
  return %a : i32
}

func.func private @two_results(i32 {llvm.signext}) -> (i32 {llvm.zeroext}, f32)

func.func private @linked(i32) attributes {llvm.linkage = #llvm.linkage<internal>}

// -----

func.func @defined(%a: i32, %b: f32) -> (i32, f32) attributes {llvm.emit_c_interface} {
  return %a, %b : i32, f32
}

func.func @single(%a: i64) -> i64 attributes {llvm.emit_c_interface} {
  return %a : i64
}

func.func private @declared(i32) -> (f32, f32) attributes {llvm.emit_c_interface}

func.func private @declared_void(index) attributes {llvm.emit_c_interface}

// -----

func.func @memrefs(%m: memref<4x?xf32>, %n: memref<f64>, %s: memref<8xi32, strided<[2], offset: 3>>) -> memref<4x?xf32> {
  %0 = call @memrefs(%m, %n, %s) : (memref<4x?xf32>, memref<f64>, memref<8xi32, strided<[2], offset: 3>>) -> memref<4x?xf32>
  return %0 : memref<4x?xf32>
}

func.func private @wrapped(memref<2x3xf32>, i32) -> memref<2x3xf32> attributes {llvm.emit_c_interface}

func.func @wrapper(%m: memref<2x3xf32>, %a: i32) -> memref<2x3xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<2x3xf32>
}
