module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.func @loop(%arg0: i32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1(%0 : i32)
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb1
    %3 = llvm.add %2, %1  : i32
    %4 = llvm.icmp "slt" %3, %arg0 : i32
    llvm.cond_br %4, ^bb1(%3 : i32), ^bb2(%0 : i32)
  ^bb2(%5: i32):  // 2 preds: ^bb1, ^bb2
    %6 = llvm.add %5, %1  : i32
    %7 = llvm.icmp "slt" %6, %arg0 : i32
    llvm.cond_br %7, ^bb2(%6 : i32), ^bb3
  ^bb3:  // pred: ^bb2
    %8 = llvm.select %4, %3, %6 : i1, i32
    llvm.return
  }
}
