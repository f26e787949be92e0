// Constant folding as LLVM's IRBuilder does it, globals and their initializers.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global internal constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
  llvm.mlir.global private unnamed_addr constant @hello("hello\0A\00") {alignment = 1 : i64}
  llvm.mlir.global external thread_local @counter(0 : i64) : i64
  llvm.mlir.global weak @weak_ptr() : !llvm.ptr {
    %0 = llvm.mlir.addressof @table : !llvm.ptr
    %1 = llvm.getelementptr %0[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    llvm.return %1 : !llvm.ptr
  }
  llvm.mlir.global internal @pair() : !llvm.struct<(i32, f64)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
    %3 = llvm.mlir.constant(0.1 : f64) : f64
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, f64)>
    llvm.return %4 : !llvm.struct<(i32, f64)>
  }
  llvm.func @folded(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(40 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.add %0, %1 : i32
    %3 = llvm.mul %2, %arg0 : i32
    %4 = llvm.sdiv %0, %1 : i32
    %5 = llvm.icmp "slt" %0, %1 : i32
    %6 = llvm.select %5, %3, %4 : i1, i32
    %7 = llvm.sext %1 : i32 to i64
    %8 = llvm.trunc %7 : i64 to i16
    %9 = llvm.zext %8 : i16 to i32
    %10 = llvm.add %6, %9 : i32
    llvm.return %10 : i32
  }
  llvm.func @floats(%arg0: f32) -> f32 {
    %0 = llvm.mlir.constant(0.1 : f32) : f32
    %1 = llvm.mlir.constant(2.5 : f32) : f32
    %2 = llvm.fadd %0, %1 : f32
    %3 = llvm.fmul %arg0, %2 {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
    %4 = llvm.fneg %3 : f32
    llvm.return %4 : f32
  }
  llvm.func @pointers(%arg0: !llvm.ptr, %arg1: i64) -> i64 {
    %0 = llvm.mlir.addressof @table : !llvm.ptr
    %1 = llvm.getelementptr %0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    %2 = llvm.load %1 : !llvm.ptr -> i32
    %3 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> f64
    %5 = llvm.mlir.null : !llvm.ptr
    %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
    %7 = llvm.sext %2 : i32 to i64
    %8 = llvm.add %7, %6 : i64
    %9 = llvm.fptosi %4 : f64 to i64
    %10 = llvm.add %8, %9 : i64
    %11 = llvm.alloca %arg1 x !llvm.struct<(i32, i8)> : (i64) -> !llvm.ptr
    llvm.store %10, %11 : i64, !llvm.ptr
    llvm.return %10 : i64
  }
  llvm.func @loop(%n: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^head(%0, %0 : i64, i64)
  ^head(%i: i64, %acc: i64):
    %2 = llvm.icmp "ult" %i, %n : i64
    llvm.cond_br %2, ^body, ^exit(%acc : i64)
  ^body:
    %3 = llvm.add %acc, %i : i64
    %4 = llvm.add %i, %1 : i64
    llvm.br ^head(%4, %3 : i64, i64)
  ^exit(%r: i64):
    llvm.return %r : i64
  }
}
