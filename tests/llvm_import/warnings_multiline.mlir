module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.func @s(%arg0: i32, %arg1: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    llvm.switch %arg0 : i32, ^bb4 [
      1: ^bb1,
      2: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    %2 = llvm.invoke %arg1(%arg0) to ^bb4 unwind ^bb3 : (i32) -> i32
  ^bb2:  // pred: ^bb0
    llvm.br ^bb4
  ^bb3:  // pred: ^bb1
    %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.return %0 : i32
  ^bb4:  // 3 preds: ^bb0, ^bb1, ^bb2
    llvm.return %1 : i32
  }
  llvm.func @__gxx_personality_v0(...) -> i32
}
