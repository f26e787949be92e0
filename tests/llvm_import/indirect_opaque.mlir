module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.func @pers(...) -> i32
  llvm.func @ind(%arg0: !llvm.ptr, %arg1: i32) -> i32 attributes {personality = @pers} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.call %arg0(%arg1, %arg0) : (i32, !llvm.ptr) -> i32
    llvm.invoke %arg0(%1) to ^bb1 unwind ^bb2 : (i32) -> ()
  ^bb1:  // pred: ^bb0
    llvm.return %1 : i32
  ^bb2:  // pred: ^bb0
    %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.return %0 : i32
  }
}
