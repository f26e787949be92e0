module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i1) -> i32 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(-1 : i32) : i32
    %4 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %5 = llvm.mlir.undef : f64
    %6 = llvm.mlir.null : !llvm.ptr
    %7 = llvm.mlir.undef : !llvm.ptr
    %8 = llvm.mlir.constant(true) : i1
    %9 = llvm.mlir.constant(7 : i32) : i32
    %10 = llvm.getelementptr inbounds %arg0[%0, 1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"pair", (i64, struct<(i32, ptr)>)>
    llvm.store %3, %10 : i32, !llvm.ptr
    %11 = llvm.select %arg1, %4, %5 : i1, f64
    %12 = llvm.select %arg1, %6, %7 : i1, !llvm.ptr
    llvm.store %12, %arg0 : !llvm.ptr, !llvm.ptr
    %13 = llvm.select %8, %3, %9 : i1, i32
    llvm.return %13 : i32
  }
  llvm.func @g(%arg0: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.null : !llvm.ptr
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(-1 : i64) : i64
    %5 = llvm.mlir.constant(-1 : i32) : i32
    %6 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %7 = llvm.mlir.constant(7 : i32) : i32
    %8 = llvm.getelementptr inbounds %arg0[%0, 1, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"pair", (i64, struct<(i32, ptr)>)>
    llvm.store %2, %8 : !llvm.ptr, !llvm.ptr
    %9 = llvm.getelementptr inbounds %arg0[%3, %4] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    llvm.store %5, %9 : i32, !llvm.ptr
    llvm.store %6, %arg0 : f64, !llvm.ptr
    llvm.return %7 : i32
  }
}
