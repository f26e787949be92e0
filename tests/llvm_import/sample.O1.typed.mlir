module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f80, dense<128> : vector<2xi32>>, #dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.mlir.global external local_unnamed_addr @counters(dense<[1, 2, 3, 0, 0, 0, 0, 0]> : tensor<8xi32>) {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<8 x i32>
  llvm.mlir.global external local_unnamed_addr @scales(dense<[5.000000e-01, 1.250000e+00, -2.000000e+00]> : tensor<3xf32>) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.array<3 x f32>
  llvm.mlir.global external local_unnamed_addr @big(-123456789012345 : i64) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : i64
  llvm.mlir.global external local_unnamed_addr @bytes("\80\FF\00\01x") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global internal @first() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> {
    %0 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)> 
    %5 = llvm.mlir.addressof @global_list : !llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>
    %6 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %7 = llvm.mlir.constant("abc\00") : !llvm.array<4 x i8>
    %8 = llvm.mlir.null : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>
    %9 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>
    %10 = llvm.insertvalue %0, %9[0] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %11 = llvm.insertvalue %5, %10[1] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %12 = llvm.insertvalue %6, %11[2] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %13 = llvm.insertvalue %7, %12[3] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %14 = llvm.insertvalue %8, %13[4] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    llvm.return %14 : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>
  }
  llvm.mlir.global internal @global_list() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)> {
    %0 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)> 
    llvm.return %4 : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>
  }
  llvm.mlir.global internal unnamed_addr constant @names() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<4 x ptr<i8>> {
    %0 = llvm.mlir.constant("zero\00") : !llvm.array<5 x i8>
    %1 = llvm.mlir.addressof @".str.1" : !llvm.ptr<array<5 x i8>>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.getelementptr inbounds %1[%2, %2] : (!llvm.ptr<array<5 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %4 = llvm.mlir.constant("one\00") : !llvm.array<4 x i8>
    %5 = llvm.mlir.addressof @".str.2" : !llvm.ptr<array<4 x i8>>
    %6 = llvm.getelementptr inbounds %5[%2, %2] : (!llvm.ptr<array<4 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %7 = llvm.mlir.constant("two\00") : !llvm.array<4 x i8>
    %8 = llvm.mlir.addressof @".str.3" : !llvm.ptr<array<4 x i8>>
    %9 = llvm.getelementptr inbounds %8[%2, %2] : (!llvm.ptr<array<4 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %10 = llvm.mlir.constant("three\00") : !llvm.array<6 x i8>
    %11 = llvm.mlir.addressof @".str.4" : !llvm.ptr<array<6 x i8>>
    %12 = llvm.getelementptr inbounds %11[%2, %2] : (!llvm.ptr<array<6 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %13 = llvm.mlir.undef : !llvm.array<4 x ptr<i8>>
    %14 = llvm.insertvalue %3, %13[0] : !llvm.array<4 x ptr<i8>> 
    %15 = llvm.insertvalue %6, %14[1] : !llvm.array<4 x ptr<i8>> 
    %16 = llvm.insertvalue %9, %15[2] : !llvm.array<4 x ptr<i8>> 
    %17 = llvm.insertvalue %12, %16[3] : !llvm.array<4 x ptr<i8>> 
    llvm.return %17 : !llvm.array<4 x ptr<i8>>
  }
  llvm.mlir.global private unnamed_addr constant @".str"("%s %d %f %u %lld %d\0A\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global external local_unnamed_addr @stdout() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr<struct<"struct._IO_FILE", (i32, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<struct<"struct._IO_marker", opaque>>, ptr<struct<"struct._IO_FILE">>, i32, i32, i64, i16, i8, array<1 x i8>, ptr<i8>, i64, ptr<struct<"struct._IO_codecvt", opaque>>, ptr<struct<"struct._IO_wide_data", opaque>>, ptr<struct<"struct._IO_FILE">>, ptr<i8>, i64, i32, array<20 x i8>)>>
  llvm.mlir.global private unnamed_addr constant @".str.1"("zero\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.2"("one\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.3"("two\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.4"("three\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @switch.table.main(dense<[10, 20, 20, -1, -1, -1, -1, 21]> : tensor<8xi32>) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.array<8 x i32>
  llvm.metadata @__tbaa {
    llvm.tbaa_root @tbaa_root_3 {id = "Simple C/C++ TBAA"}
    llvm.tbaa_tag @tbaa_tag_0 {access_type = @tbaa_type_desc_1, base_type = @tbaa_type_desc_1, offset = 0 : i64}
    llvm.tbaa_type_desc @tbaa_type_desc_1 {id = "any pointer", members = {<@tbaa_type_desc_2, 0>}}
    llvm.tbaa_type_desc @tbaa_type_desc_2 {id = "omnipotent char", members = {<@tbaa_root_3, 0>}}
    llvm.tbaa_tag @tbaa_tag_4 {access_type = @tbaa_type_desc_1, base_type = @tbaa_type_desc_5, offset = 32 : i64}
    llvm.tbaa_type_desc @tbaa_type_desc_5 {id = "node", members = {<@tbaa_type_desc_1, 0>, <@tbaa_type_desc_1, 8>, <@tbaa_type_desc_6, 16>, <@tbaa_type_desc_2, 24>, <@tbaa_type_desc_1, 32>}}
    llvm.tbaa_type_desc @tbaa_type_desc_6 {id = "double", members = {<@tbaa_type_desc_2, 0>}}
    llvm.tbaa_tag @tbaa_tag_7 {access_type = @tbaa_type_desc_8, base_type = @tbaa_type_desc_8, offset = 0 : i64}
    llvm.tbaa_type_desc @tbaa_type_desc_8 {id = "int", members = {<@tbaa_type_desc_2, 0>}}
    llvm.tbaa_tag @tbaa_tag_9 {access_type = @tbaa_type_desc_1, base_type = @tbaa_type_desc_10, offset = 0 : i64}
    llvm.tbaa_type_desc @tbaa_type_desc_10 {id = "list", members = {<@tbaa_type_desc_1, 0>, <@tbaa_type_desc_8, 8>}}
    llvm.tbaa_tag @tbaa_tag_11 {access_type = @tbaa_type_desc_1, base_type = @tbaa_type_desc_5, offset = 0 : i64}
    llvm.tbaa_tag @tbaa_tag_12 {access_type = @tbaa_type_desc_13, base_type = @tbaa_type_desc_13, offset = 0 : i64}
    llvm.tbaa_type_desc @tbaa_type_desc_13 {id = "float", members = {<@tbaa_type_desc_2, 0>}}
    llvm.tbaa_tag @tbaa_tag_14 {access_type = @tbaa_type_desc_15, base_type = @tbaa_type_desc_15, offset = 0 : i64}
    llvm.tbaa_type_desc @tbaa_type_desc_15 {id = "long long", members = {<@tbaa_type_desc_2, 0>}}
    llvm.tbaa_tag @tbaa_tag_16 {access_type = @tbaa_type_desc_2, base_type = @tbaa_type_desc_2, offset = 0 : i64}
  }
  llvm.func @walk(%arg0: !llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>, %arg1: !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>, %arg2: !llvm.ptr<i8>) -> i32 attributes {passthrough = ["nounwind", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %3 = llvm.mlir.null : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>
    %4 = llvm.mlir.constant(4 : i32) : i32
    %5 = llvm.getelementptr inbounds %arg0[%0, 0] : (!llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>, i64) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %6 = llvm.load %5 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %7 = llvm.icmp "eq" %6, %2 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    llvm.cond_br %7, ^bb2(%1 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    %8 = llvm.icmp "eq" %arg1, %3 : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>
    llvm.br ^bb3(%6, %1 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)
  ^bb2(%9: i32):  // 2 preds: ^bb0, ^bb5
    llvm.return %9 : i32
  ^bb3(%10: !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, %11: i32):  // 2 preds: ^bb1, ^bb5
    llvm.cond_br %8, ^bb4, ^bb5(%arg1 : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>)
  ^bb4:  // pred: ^bb3
    %12 = llvm.getelementptr inbounds %10[%0, 4] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i64) -> !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %13 = llvm.load %12 {llvm.tbaa = [@__tbaa::@tbaa_tag_4]} : !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    llvm.br ^bb5(%13 : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>)
  ^bb5(%14: !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>):  // 2 preds: ^bb3, ^bb4
    %15 = llvm.call %14(%10, %arg2) : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, !llvm.ptr<i8>) -> i32
    %16 = llvm.add %15, %11  : i32
    %17 = llvm.getelementptr inbounds %10[%0, 0] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i64) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %18 = llvm.load %17 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %19 = llvm.icmp "eq" %18, %2 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    llvm.cond_br %19, ^bb2(%16 : i32), ^bb3(%18, %16 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)
  }
  llvm.func @classify(%arg0: i32) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nounwind", "willreturn", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(8 : i32) : i32
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.mlir.constant(dense<[10, 20, 20, -1, -1, -1, -1, 21]> : tensor<8xi32>) : !llvm.array<8 x i32>
    %3 = llvm.mlir.addressof @switch.table.main : !llvm.ptr<array<8 x i32>>
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.icmp "ult" %arg0, %0 : i32
    llvm.cond_br %5, ^bb1, ^bb2(%1 : i32)
  ^bb1:  // pred: ^bb0
    %6 = llvm.sext %arg0 : i32 to i64
    %7 = llvm.getelementptr inbounds %3[%4, %6] : (!llvm.ptr<array<8 x i32>>, i64, i64) -> !llvm.ptr<i32>
    %8 = llvm.load %7 : !llvm.ptr<i32>
    llvm.br ^bb2(%8 : i32)
  ^bb2(%9: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %9 : i32
  }
  llvm.func @sum(%arg0: i32, ...) -> f64 attributes {passthrough = ["nofree", "nosync", "nounwind", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(24 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.constant(3 : i32) : i32
    %7 = llvm.mlir.constant(161 : i32) : i32
    %8 = llvm.mlir.constant(8 : i64) : i64
    %9 = llvm.mlir.constant(16 : i32) : i32
    %10 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>
    %11 = llvm.bitcast %10 : !llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>> to !llvm.ptr<i8>
    llvm.intr.lifetime.start 24, %11 : !llvm.ptr<i8>
    llvm.intr.vastart %11
    %12 = llvm.icmp "sgt" %arg0, %2 : i32
    llvm.cond_br %12, ^bb1, ^bb2(%3 : f64)
  ^bb1:  // pred: ^bb0
    %13 = llvm.getelementptr inbounds %10[%4, %4, 1] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<i32>
    %14 = llvm.getelementptr inbounds %10[%4, %4, 2] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<ptr<i8>>
    %15 = llvm.getelementptr inbounds %10[%4, %4, 3] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<ptr<i8>>
    %16 = llvm.load %15 : !llvm.ptr<ptr<i8>>
    %17 = llvm.load %13 : !llvm.ptr<i32>
    %18 = llvm.load %14 : !llvm.ptr<ptr<i8>>
    llvm.br ^bb3(%18, %17, %2, %3 : !llvm.ptr<i8>, i32, i32, f64)
  ^bb2(%19: f64):  // 2 preds: ^bb0, ^bb6
    llvm.intr.vaend %11
    llvm.intr.lifetime.end 24, %11 : !llvm.ptr<i8>
    llvm.return %19 : f64
  ^bb3(%20: !llvm.ptr<i8>, %21: i32, %22: i32, %23: f64):  // 2 preds: ^bb1, ^bb6
    %24 = llvm.icmp "ult" %21, %7 : i32
    llvm.cond_br %24, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %25 = llvm.sext %21 : i32 to i64
    %26 = llvm.getelementptr %16[%25] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
    %27 = llvm.add %21, %9  : i32
    llvm.store %27, %13 : !llvm.ptr<i32>
    llvm.br ^bb6(%20, %27, %26 : !llvm.ptr<i8>, i32, !llvm.ptr<i8>)
  ^bb5:  // pred: ^bb3
    %28 = llvm.getelementptr %20[%8] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
    llvm.store %28, %14 : !llvm.ptr<ptr<i8>>
    llvm.br ^bb6(%28, %21, %20 : !llvm.ptr<i8>, i32, !llvm.ptr<i8>)
  ^bb6(%29: !llvm.ptr<i8>, %30: i32, %31: !llvm.ptr<i8>):  // 2 preds: ^bb4, ^bb5
    %32 = llvm.bitcast %31 : !llvm.ptr<i8> to !llvm.ptr<f64>
    %33 = llvm.load %32 : !llvm.ptr<f64>
    %34 = llvm.fadd %23, %33  : f64
    %35 = llvm.add %22, %0  : i32
    %36 = llvm.icmp "eq" %35, %arg0 : i32
    llvm.cond_br %36, ^bb2(%34 : f64), ^bb3(%29, %30, %35, %34 : !llvm.ptr<i8>, i32, i32, f64)
  }
  llvm.func @report(%arg0: !llvm.ptr<i8>, ...) -> i32 attributes {passthrough = ["nofree", "nounwind", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(24 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.addressof @stdout : !llvm.ptr<ptr<struct<"struct._IO_FILE", (i32, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<struct<"struct._IO_marker", opaque>>, ptr<struct<"struct._IO_FILE">>, i32, i32, i64, i16, i8, array<1 x i8>, ptr<i8>, i64, ptr<struct<"struct._IO_codecvt", opaque>>, ptr<struct<"struct._IO_wide_data", opaque>>, ptr<struct<"struct._IO_FILE">>, ptr<i8>, i64, i32, array<20 x i8>)>>>
    %4 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>
    %5 = llvm.bitcast %4 : !llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>> to !llvm.ptr<i8>
    llvm.intr.lifetime.start 24, %5 : !llvm.ptr<i8>
    %6 = llvm.getelementptr inbounds %4[%2, %2] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>
    llvm.intr.vastart %5
    %7 = llvm.load %3 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr<ptr<struct<"struct._IO_FILE", (i32, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<struct<"struct._IO_marker", opaque>>, ptr<struct<"struct._IO_FILE">>, i32, i32, i64, i16, i8, array<1 x i8>, ptr<i8>, i64, ptr<struct<"struct._IO_codecvt", opaque>>, ptr<struct<"struct._IO_wide_data", opaque>>, ptr<struct<"struct._IO_FILE">>, ptr<i8>, i64, i32, array<20 x i8>)>>>
    %8 = llvm.call @vfprintf(%7, %arg0, %6) : (!llvm.ptr<struct<"struct._IO_FILE", (i32, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<struct<"struct._IO_marker", opaque>>, ptr<struct<"struct._IO_FILE">>, i32, i32, i64, i16, i8, array<1 x i8>, ptr<i8>, i64, ptr<struct<"struct._IO_codecvt", opaque>>, ptr<struct<"struct._IO_wide_data", opaque>>, ptr<struct<"struct._IO_FILE">>, ptr<i8>, i64, i32, array<20 x i8>)>>, !llvm.ptr<i8>, !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>) -> i32
    llvm.intr.vaend %5
    llvm.intr.lifetime.end 24, %5 : !llvm.ptr<i8>
    llvm.return %8 : i32
  }
  llvm.func @main(%arg0: i32, %arg1: !llvm.ptr<ptr<i8>>) -> i32 attributes {passthrough = ["nounwind", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(4 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.addressof @count : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>
    %4 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %5 = llvm.mlir.undef : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>
    %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)> 
    %7 = llvm.insertvalue %2, %6[1] : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)> 
    %8 = llvm.mlir.addressof @global_list : !llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>
    %9 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %10 = llvm.mlir.constant("abc\00") : !llvm.array<4 x i8>
    %11 = llvm.mlir.null : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>
    %12 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>
    %13 = llvm.insertvalue %4, %12[0] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %14 = llvm.insertvalue %8, %13[1] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %15 = llvm.insertvalue %9, %14[2] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %16 = llvm.insertvalue %10, %15[3] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %17 = llvm.insertvalue %11, %16[4] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %18 = llvm.mlir.addressof @first : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %19 = llvm.mlir.constant(0 : i64) : i64
    %20 = llvm.mlir.constant(4 : i32) : i32
    %21 = llvm.getelementptr inbounds %18[%19, 4] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i64) -> !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %22 = llvm.getelementptr inbounds %8[%19, 0] : (!llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>, i64) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %23 = llvm.mlir.constant(16 : i64) : i64
    %24 = llvm.mlir.constant(3 : i32) : i32
    %25 = llvm.mlir.constant("zero\00") : !llvm.array<5 x i8>
    %26 = llvm.mlir.addressof @".str.1" : !llvm.ptr<array<5 x i8>>
    %27 = llvm.getelementptr inbounds %26[%2, %2] : (!llvm.ptr<array<5 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %28 = llvm.mlir.constant("one\00") : !llvm.array<4 x i8>
    %29 = llvm.mlir.addressof @".str.2" : !llvm.ptr<array<4 x i8>>
    %30 = llvm.getelementptr inbounds %29[%2, %2] : (!llvm.ptr<array<4 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %31 = llvm.mlir.constant("two\00") : !llvm.array<4 x i8>
    %32 = llvm.mlir.addressof @".str.3" : !llvm.ptr<array<4 x i8>>
    %33 = llvm.getelementptr inbounds %32[%2, %2] : (!llvm.ptr<array<4 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %34 = llvm.mlir.constant("three\00") : !llvm.array<6 x i8>
    %35 = llvm.mlir.addressof @".str.4" : !llvm.ptr<array<6 x i8>>
    %36 = llvm.getelementptr inbounds %35[%2, %2] : (!llvm.ptr<array<6 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %37 = llvm.mlir.undef : !llvm.array<4 x ptr<i8>>
    %38 = llvm.insertvalue %27, %37[0] : !llvm.array<4 x ptr<i8>> 
    %39 = llvm.insertvalue %30, %38[1] : !llvm.array<4 x ptr<i8>> 
    %40 = llvm.insertvalue %33, %39[2] : !llvm.array<4 x ptr<i8>> 
    %41 = llvm.insertvalue %36, %40[3] : !llvm.array<4 x ptr<i8>> 
    %42 = llvm.mlir.addressof @names : !llvm.ptr<array<4 x ptr<i8>>>
    %43 = llvm.mlir.constant(5 : i64) : i64
    %44 = llvm.mlir.constant(false) : i1
    %45 = llvm.mlir.constant(dense<[5.000000e-01, 1.250000e+00, -2.000000e+00]> : tensor<3xf32>) : !llvm.array<3 x f32>
    %46 = llvm.mlir.addressof @scales : !llvm.ptr<array<3 x f32>>
    %47 = llvm.mlir.constant(-123456789012345 : i64) : i64
    %48 = llvm.mlir.addressof @big : !llvm.ptr<i64>
    %49 = llvm.mlir.constant(8 : i32) : i32
    %50 = llvm.mlir.constant(-1 : i32) : i32
    %51 = llvm.mlir.constant(dense<[10, 20, 20, -1, -1, -1, -1, 21]> : tensor<8xi32>) : !llvm.array<8 x i32>
    %52 = llvm.mlir.addressof @switch.table.main : !llvm.ptr<array<8 x i32>>
    %53 = llvm.mlir.constant(2 : i32) : i32
    %54 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %55 = llvm.mlir.constant("\80\FF\00\01x") : !llvm.array<5 x i8>
    %56 = llvm.mlir.addressof @bytes : !llvm.ptr<array<5 x i8>>
    %57 = llvm.mlir.constant(1 : i64) : i64
    %58 = llvm.getelementptr inbounds %56[%19, %57] : (!llvm.ptr<array<5 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %59 = llvm.mlir.constant("%s %d %f %u %lld %d\0A\00") : !llvm.array<21 x i8>
    %60 = llvm.mlir.addressof @".str" : !llvm.ptr<array<21 x i8>>
    %61 = llvm.getelementptr inbounds %60[%19, %19] : (!llvm.ptr<array<21 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %62 = llvm.mlir.constant(7 : i32) : i32
    %63 = llvm.mlir.constant(dense<[1, 2, 3, 0, 0, 0, 0, 0]> : tensor<8xi32>) : !llvm.array<8 x i32>
    %64 = llvm.mlir.addressof @counters : !llvm.ptr<array<8 x i32>>
    %65 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %66 = llvm.alloca %0 x !llvm.array<16 x i8> {alignment = 16 : i64} : (i32) -> !llvm.ptr<array<16 x i8>>
    %67 = llvm.bitcast %65 : !llvm.ptr<i32> to !llvm.ptr<i8>
    llvm.intr.lifetime.start 4, %67 : !llvm.ptr<i8>
    llvm.store %2, %65 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : !llvm.ptr<i32>
    llvm.store %3, %21 {llvm.tbaa = [@__tbaa::@tbaa_tag_4]} : !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    llvm.store %18, %22 {llvm.tbaa = [@__tbaa::@tbaa_tag_9]} : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    llvm.br ^bb1(%2, %18, %2 : i32, !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)
  ^bb1(%68: i32, %69: !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, %70: i32):  // 2 preds: ^bb0, ^bb1
    %71 = llvm.add %68, %0  : i32
    %72 = llvm.getelementptr inbounds %69[%19, 0] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i64) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %73 = llvm.load %72 {llvm.tbaa = [@__tbaa::@tbaa_tag_11]} : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %74 = llvm.icmp "ne" %73, %4 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %75 = llvm.zext %74 : i1 to i32
    %76 = llvm.add %70, %75  : i32
    %77 = llvm.icmp "eq" %73, %4 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    llvm.cond_br %77, ^bb2, ^bb1(%71, %73, %76 : i32, !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)
  ^bb2:  // pred: ^bb1
    llvm.store %71, %65 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : !llvm.ptr<i32>
    llvm.br ^bb3(%18, %2 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)
  ^bb3(%78: !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, %79: i32):  // 2 preds: ^bb2, ^bb3
    %80 = llvm.getelementptr inbounds %78[%19, 4] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i64) -> !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %81 = llvm.load %80 {llvm.tbaa = [@__tbaa::@tbaa_tag_4]} : !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %82 = llvm.call %81(%78, %67) : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, !llvm.ptr<i8>) -> i32
    %83 = llvm.add %82, %79  : i32
    %84 = llvm.getelementptr inbounds %78[%19, 0] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i64) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %85 = llvm.load %84 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %86 = llvm.icmp "eq" %85, %4 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    llvm.cond_br %86, ^bb4, ^bb3(%85, %83 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)
  ^bb4:  // pred: ^bb3
    %87 = llvm.add %83, %76  : i32
    %88 = llvm.getelementptr inbounds %66[%19, %19] : (!llvm.ptr<array<16 x i8>>, i64, i64) -> !llvm.ptr<i8>
    llvm.intr.lifetime.start 16, %88 : !llvm.ptr<i8>
    %89 = llvm.and %arg0, %24  : i32
    %90 = llvm.zext %89 : i32 to i64
    %91 = llvm.getelementptr inbounds %42[%19, %90] : (!llvm.ptr<array<4 x ptr<i8>>>, i64, i64) -> !llvm.ptr<ptr<i8>>
    %92 = llvm.load %91 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr<ptr<i8>>
    "llvm.intr.memcpy"(%88, %92, %43, %44) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
    %93 = llvm.srem %arg0, %24  : i32
    %94 = llvm.sext %93 : i32 to i64
    %95 = llvm.getelementptr inbounds %46[%19, %94] : (!llvm.ptr<array<3 x f32>>, i64, i64) -> !llvm.ptr<f32>
    %96 = llvm.load %95 {llvm.tbaa = [@__tbaa::@tbaa_tag_12]} : !llvm.ptr<f32>
    %97 = llvm.sitofp %arg0 : i32 to f32
    %98 = llvm.fmul %96, %97  : f32
    %99 = llvm.lshr %arg0, %0  : i32
    %100 = llvm.load %48 {llvm.tbaa = [@__tbaa::@tbaa_tag_14]} : !llvm.ptr<i64>
    %101 = llvm.add %arg0, %0  : i32
    %102 = llvm.sext %101 : i32 to i64
    %103 = llvm.sdiv %100, %102  : i64
    %104 = llvm.icmp "ult" %arg0, %49 : i32
    llvm.cond_br %104, ^bb5, ^bb6(%50 : i32)
  ^bb5:  // pred: ^bb4
    %105 = llvm.sext %arg0 : i32 to i64
    %106 = llvm.getelementptr inbounds %52[%19, %105] : (!llvm.ptr<array<8 x i32>>, i64, i64) -> !llvm.ptr<i32>
    %107 = llvm.load %106 : !llvm.ptr<i32>
    llvm.br ^bb6(%107 : i32)
  ^bb6(%108: i32):  // 2 preds: ^bb4, ^bb5
    %109 = llvm.add %87, %108  : i32
    %110 = llvm.fpext %98 : f32 to f64
    %111 = llvm.call @sum(%53, %54, %110) : (i32, f64, f64) -> f64
    %112 = llvm.load %58 {llvm.tbaa = [@__tbaa::@tbaa_tag_16]} : !llvm.ptr<i8>
    %113 = llvm.zext %112 : i8 to i32
    %114 = llvm.call @report(%61, %88, %109, %111, %99, %103, %113) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i32, f64, i32, i64, i32) -> i32
    %115 = llvm.and %arg0, %62  : i32
    %116 = llvm.zext %115 : i32 to i64
    %117 = llvm.getelementptr inbounds %64[%19, %116] : (!llvm.ptr<array<8 x i32>>, i64, i64) -> !llvm.ptr<i32>
    %118 = llvm.load %117 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : !llvm.ptr<i32>
    %119 = llvm.icmp "sgt" %118, %53 : i32
    llvm.cond_br %119, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %120 = llvm.load %65 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : !llvm.ptr<i32>
    llvm.br ^bb9(%120 : i32)
  ^bb8:  // pred: ^bb6
    %121 = llvm.call @strlen(%88) : (!llvm.ptr<i8>) -> i64
    %122 = llvm.trunc %121 : i64 to i32
    llvm.br ^bb9(%122 : i32)
  ^bb9(%123: i32):  // 2 preds: ^bb7, ^bb8
    llvm.intr.lifetime.end 16, %88 : !llvm.ptr<i8>
    llvm.intr.lifetime.end 4, %67 : !llvm.ptr<i8>
    llvm.return %123 : i32
  }
  llvm.func internal @count(%arg0: !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, %arg1: !llvm.ptr<i8>) -> i32 attributes {dso_local, memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nounwind", "willreturn", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %4 = llvm.bitcast %arg1 : !llvm.ptr<i8> to !llvm.ptr<i32>
    %5 = llvm.load %4 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : !llvm.ptr<i32>
    %6 = llvm.add %5, %0  : i32
    llvm.store %6, %4 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : !llvm.ptr<i32>
    %7 = llvm.getelementptr inbounds %arg0[%1, 0] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i64) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %8 = llvm.load %7 {llvm.tbaa = [@__tbaa::@tbaa_tag_11]} : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %9 = llvm.icmp "ne" %8, %3 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %10 = llvm.zext %9 : i1 to i32
    llvm.return %10 : i32
  }
  llvm.func @strlen(!llvm.ptr<i8>) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, passthrough = ["mustprogress", "nofree", "nounwind", "willreturn", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]}
  llvm.func @vfprintf(!llvm.ptr<struct<"struct._IO_FILE", (i32, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<i8>, ptr<struct<"struct._IO_marker", opaque>>, ptr<struct<"struct._IO_FILE">>, i32, i32, i64, i16, i8, array<1 x i8>, ptr<i8>, i64, ptr<struct<"struct._IO_codecvt", opaque>>, ptr<struct<"struct._IO_wide_data", opaque>>, ptr<struct<"struct._IO_FILE">>, ptr<i8>, i64, i32, array<20 x i8>)>>, !llvm.ptr<i8>, !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>) -> i32 attributes {passthrough = ["nofree", "nounwind", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]}
}
