module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.metadata @__tbaa {
    llvm.tbaa_root @tbaa_root_2 {id = "root"}
    llvm.tbaa_tag @tbaa_tag_0 {access_type = @tbaa_type_desc_1, base_type = @tbaa_type_desc_1, offset = 0 : i64}
    llvm.tbaa_type_desc @tbaa_type_desc_1 {id = "int", members = {<@tbaa_root_2, 0>}}
  }
  llvm.func @g(i32) -> i32 attributes {passthrough = [["target-cpu", "x86-64"]]}
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i1) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["no-trapping-math", "true"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.load %arg0 : !llvm.ptr -> i32
    %2 = llvm.call @g(%1) : (i32) -> i32
    %3 = llvm.call @h(%2) {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : (i32) -> i32
    %4 = llvm.select %arg1, %3, %0 : i1, i32
    llvm.return %4 : i32
  }
  llvm.func @h(i32) -> i32 attributes {passthrough = ["nounwind"]}
  llvm.func @k(%arg0: i1, %arg1: i32) -> i32 {
    %0 = llvm.call @h(%arg1) : (i32) -> i32
    %1 = llvm.select %arg0, %0, %arg1 : i1, i32
    %2 = llvm.call @g(%1) : (i32) -> i32
    llvm.return %2 : i32
  }
  llvm.func @m(%arg0: i1) -> i32 attributes {personality = @pers} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.invoke @h(%0) to ^bb1 unwind ^bb2 : (i32) -> i32
  ^bb1:  // pred: ^bb0
    %4 = llvm.select %arg0, %3, %2 : i1, i32
    llvm.return %4 : i32
  ^bb2:  // pred: ^bb0
    %5 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.return %1 : i32
  }
  llvm.func @pers(...) -> i32
}
