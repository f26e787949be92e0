module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.func @var(%arg0: !llvm.ptr<func<i32 (ptr<i8>, ...)>>, %arg1: !llvm.ptr<i8>) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %2 = llvm.call %arg0(%arg1, %0, %1) : (!llvm.ptr<i8>, i32, f64) -> i32
    %3 = llvm.call %arg0(%arg1) : (!llvm.ptr<i8>) -> i32
    llvm.return %2 : i32
  }
}
