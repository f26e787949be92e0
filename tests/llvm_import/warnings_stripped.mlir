module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.metadata @__tbaa {
    llvm.tbaa_root @tbaa_root_3 {id = "Simple C/C++ TBAA"}
    llvm.tbaa_tag @tbaa_tag_0 {access_type = @tbaa_type_desc_1, base_type = @tbaa_type_desc_1, offset = 0 : i64}
    llvm.tbaa_type_desc @tbaa_type_desc_1 {id = "int", members = {<@tbaa_type_desc_2, 0>}}
    llvm.tbaa_type_desc @tbaa_type_desc_2 {id = "omnipotent char", members = {<@tbaa_root_3, 0>}}
  }
  llvm.func @g(%arg0: i1) {
    llvm.cond_br %arg0 weights(dense<[1, 2000]> : vector<2xi32>), ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.return
  }
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i1, %arg2: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.load %arg0 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr -> i32
    %2 = llvm.select %arg1, %1, %arg2 : i1, i32
    %3 = llvm.intr.smax(%2, %0)  : (i32, i32) -> i32
    %4 = llvm.call @h(%3) : (i32) -> i32
    llvm.return %4 : i32
  }
  llvm.func @h(%arg0: i32) -> i32 attributes {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} {
    llvm.return %arg0 : i32
  }
}
