module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f80, dense<128> : vector<2xi32>>, #dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.mlir.global external local_unnamed_addr @counters(dense<[1, 2, 3, 0, 0, 0, 0, 0]> : tensor<8xi32>) {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<8 x i32>
  llvm.mlir.global external local_unnamed_addr @scales(dense<[5.000000e-01, 1.250000e+00, -2.000000e+00]> : tensor<3xf32>) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.array<3 x f32>
  llvm.mlir.global external local_unnamed_addr @big(-123456789012345 : i64) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : i64
  llvm.mlir.global external local_unnamed_addr @bytes("\80\FF\00\01x") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global internal @first() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> {
    %0 = llvm.mlir.null : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.list", (ptr, i32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<"struct.list", (ptr, i32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.list", (ptr, i32)> 
    %5 = llvm.mlir.addressof @global_list : !llvm.ptr
    %6 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %7 = llvm.mlir.constant("abc\00") : !llvm.array<4 x i8>
    %8 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %9 = llvm.insertvalue %0, %8[0] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %10 = llvm.insertvalue %5, %9[1] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %11 = llvm.insertvalue %6, %10[2] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %12 = llvm.insertvalue %7, %11[3] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %13 = llvm.insertvalue %0, %12[4] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    llvm.return %13 : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
  }
  llvm.mlir.global internal @global_list() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.list", (ptr, i32)> {
    %0 = llvm.mlir.null : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.undef : !llvm.struct<"struct.list", (ptr, i32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<"struct.list", (ptr, i32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<"struct.list", (ptr, i32)> 
    llvm.return %4 : !llvm.struct<"struct.list", (ptr, i32)>
  }
  llvm.mlir.global internal unnamed_addr constant @names() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<4 x ptr> {
    %0 = llvm.mlir.constant("zero\00") : !llvm.array<5 x i8>
    %1 = llvm.mlir.addressof @".str.1" : !llvm.ptr
    %2 = llvm.mlir.constant("one\00") : !llvm.array<4 x i8>
    %3 = llvm.mlir.addressof @".str.2" : !llvm.ptr
    %4 = llvm.mlir.constant("two\00") : !llvm.array<4 x i8>
    %5 = llvm.mlir.addressof @".str.3" : !llvm.ptr
    %6 = llvm.mlir.constant("three\00") : !llvm.array<6 x i8>
    %7 = llvm.mlir.addressof @".str.4" : !llvm.ptr
    %8 = llvm.mlir.undef : !llvm.array<4 x ptr>
    %9 = llvm.insertvalue %1, %8[0] : !llvm.array<4 x ptr> 
    %10 = llvm.insertvalue %3, %9[1] : !llvm.array<4 x ptr> 
    %11 = llvm.insertvalue %5, %10[2] : !llvm.array<4 x ptr> 
    %12 = llvm.insertvalue %7, %11[3] : !llvm.array<4 x ptr> 
    llvm.return %12 : !llvm.array<4 x ptr>
  }
  llvm.mlir.global private unnamed_addr constant @".str"("%s %d %f %u %lld %d\0A\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global external local_unnamed_addr @stdout() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr
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
  llvm.func @walk(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) -> i32 attributes {passthrough = ["nounwind", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.null : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = llvm.load %arg0 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.icmp "eq" %4, %0 : !llvm.ptr
    llvm.cond_br %5, ^bb2(%1 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    %6 = llvm.icmp "eq" %arg1, %0 : !llvm.ptr
    llvm.br ^bb3(%4, %1 : !llvm.ptr, i32)
  ^bb2(%7: i32):  // 2 preds: ^bb0, ^bb5
    llvm.return %7 : i32
  ^bb3(%8: !llvm.ptr, %9: i32):  // 2 preds: ^bb1, ^bb5
    llvm.cond_br %6, ^bb4, ^bb5(%arg1 : !llvm.ptr)
  ^bb4:  // pred: ^bb3
    %10 = llvm.getelementptr inbounds %8[%2, 4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %11 = llvm.load %10 {llvm.tbaa = [@__tbaa::@tbaa_tag_4]} : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb5(%11 : !llvm.ptr)
  ^bb5(%12: !llvm.ptr):  // 2 preds: ^bb3, ^bb4
    %13 = llvm.call %12(%8, %arg2) : (!llvm.ptr, !llvm.ptr) -> i32
    %14 = llvm.add %13, %9  : i32
    %15 = llvm.load %8 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr -> !llvm.ptr
    %16 = llvm.icmp "eq" %15, %0 : !llvm.ptr
    llvm.cond_br %16, ^bb2(%14 : i32), ^bb3(%15, %14 : !llvm.ptr, i32)
  }
  llvm.func @classify(%arg0: i32) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nounwind", "willreturn", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(8 : i32) : i32
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.mlir.constant(dense<[10, 20, 20, -1, -1, -1, -1, 21]> : tensor<8xi32>) : !llvm.array<8 x i32>
    %3 = llvm.mlir.addressof @switch.table.main : !llvm.ptr
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.icmp "ult" %arg0, %0 : i32
    llvm.cond_br %5, ^bb1, ^bb2(%1 : i32)
  ^bb1:  // pred: ^bb0
    %6 = llvm.sext %arg0 : i32 to i64
    %7 = llvm.getelementptr inbounds %3[%4, %6] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i32>
    %8 = llvm.load %7 : !llvm.ptr -> i32
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
    %10 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start 24, %10 : !llvm.ptr
    llvm.intr.vastart %10
    %11 = llvm.icmp "sgt" %arg0, %2 : i32
    llvm.cond_br %11, ^bb1, ^bb2(%3 : f64)
  ^bb1:  // pred: ^bb0
    %12 = llvm.getelementptr inbounds %10[%4, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %13 = llvm.getelementptr inbounds %10[%4, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %14 = llvm.getelementptr inbounds %10[%4, 3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
    %16 = llvm.load %12 : !llvm.ptr -> i32
    %17 = llvm.load %13 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb3(%17, %16, %2, %3 : !llvm.ptr, i32, i32, f64)
  ^bb2(%18: f64):  // 2 preds: ^bb0, ^bb6
    llvm.intr.vaend %10
    llvm.intr.lifetime.end 24, %10 : !llvm.ptr
    llvm.return %18 : f64
  ^bb3(%19: !llvm.ptr, %20: i32, %21: i32, %22: f64):  // 2 preds: ^bb1, ^bb6
    %23 = llvm.icmp "ult" %20, %7 : i32
    llvm.cond_br %23, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %24 = llvm.sext %20 : i32 to i64
    %25 = llvm.getelementptr %15[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.add %20, %9  : i32
    llvm.store %26, %12 : i32, !llvm.ptr
    llvm.br ^bb6(%19, %26, %25 : !llvm.ptr, i32, !llvm.ptr)
  ^bb5:  // pred: ^bb3
    %27 = llvm.getelementptr %19[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %27, %13 : !llvm.ptr, !llvm.ptr
    llvm.br ^bb6(%27, %20, %19 : !llvm.ptr, i32, !llvm.ptr)
  ^bb6(%28: !llvm.ptr, %29: i32, %30: !llvm.ptr):  // 2 preds: ^bb4, ^bb5
    %31 = llvm.load %30 : !llvm.ptr -> f64
    %32 = llvm.fadd %22, %31  : f64
    %33 = llvm.add %21, %0  : i32
    %34 = llvm.icmp "eq" %33, %arg0 : i32
    llvm.cond_br %34, ^bb2(%32 : f64), ^bb3(%28, %29, %33, %32 : !llvm.ptr, i32, i32, f64)
  }
  llvm.func @report(%arg0: !llvm.ptr, ...) -> i32 attributes {passthrough = ["nofree", "nounwind", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(24 : i64) : i64
    %2 = llvm.mlir.addressof @stdout : !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start 24, %3 : !llvm.ptr
    llvm.intr.vastart %3
    %4 = llvm.load %2 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.call @vfprintf(%4, %arg0, %3) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.vaend %3
    llvm.intr.lifetime.end 24, %3 : !llvm.ptr
    llvm.return %5 : i32
  }
  llvm.func @main(%arg0: i32, %arg1: !llvm.ptr) -> i32 attributes {passthrough = ["nounwind", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(4 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.addressof @count : !llvm.ptr
    %4 = llvm.mlir.null : !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<"struct.list", (ptr, i32)>
    %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<"struct.list", (ptr, i32)> 
    %7 = llvm.insertvalue %2, %6[1] : !llvm.struct<"struct.list", (ptr, i32)> 
    %8 = llvm.mlir.addressof @global_list : !llvm.ptr
    %9 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %10 = llvm.mlir.constant("abc\00") : !llvm.array<4 x i8>
    %11 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %12 = llvm.insertvalue %4, %11[0] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %14 = llvm.insertvalue %9, %13[2] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %15 = llvm.insertvalue %10, %14[3] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %16 = llvm.insertvalue %4, %15[4] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %17 = llvm.mlir.addressof @first : !llvm.ptr
    %18 = llvm.mlir.constant(0 : i64) : i64
    %19 = llvm.mlir.constant(4 : i32) : i32
    %20 = llvm.getelementptr inbounds %17[%18, 4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %21 = llvm.mlir.constant(16 : i64) : i64
    %22 = llvm.mlir.constant(3 : i32) : i32
    %23 = llvm.mlir.constant("zero\00") : !llvm.array<5 x i8>
    %24 = llvm.mlir.addressof @".str.1" : !llvm.ptr
    %25 = llvm.mlir.constant("one\00") : !llvm.array<4 x i8>
    %26 = llvm.mlir.addressof @".str.2" : !llvm.ptr
    %27 = llvm.mlir.constant("two\00") : !llvm.array<4 x i8>
    %28 = llvm.mlir.addressof @".str.3" : !llvm.ptr
    %29 = llvm.mlir.constant("three\00") : !llvm.array<6 x i8>
    %30 = llvm.mlir.addressof @".str.4" : !llvm.ptr
    %31 = llvm.mlir.undef : !llvm.array<4 x ptr>
    %32 = llvm.insertvalue %24, %31[0] : !llvm.array<4 x ptr> 
    %33 = llvm.insertvalue %26, %32[1] : !llvm.array<4 x ptr> 
    %34 = llvm.insertvalue %28, %33[2] : !llvm.array<4 x ptr> 
    %35 = llvm.insertvalue %30, %34[3] : !llvm.array<4 x ptr> 
    %36 = llvm.mlir.addressof @names : !llvm.ptr
    %37 = llvm.mlir.constant(5 : i64) : i64
    %38 = llvm.mlir.constant(false) : i1
    %39 = llvm.mlir.constant(dense<[5.000000e-01, 1.250000e+00, -2.000000e+00]> : tensor<3xf32>) : !llvm.array<3 x f32>
    %40 = llvm.mlir.addressof @scales : !llvm.ptr
    %41 = llvm.mlir.constant(-123456789012345 : i64) : i64
    %42 = llvm.mlir.addressof @big : !llvm.ptr
    %43 = llvm.mlir.constant(8 : i32) : i32
    %44 = llvm.mlir.constant(-1 : i32) : i32
    %45 = llvm.mlir.constant(dense<[10, 20, 20, -1, -1, -1, -1, 21]> : tensor<8xi32>) : !llvm.array<8 x i32>
    %46 = llvm.mlir.addressof @switch.table.main : !llvm.ptr
    %47 = llvm.mlir.constant(2 : i32) : i32
    %48 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %49 = llvm.mlir.constant("\80\FF\00\01x") : !llvm.array<5 x i8>
    %50 = llvm.mlir.addressof @bytes : !llvm.ptr
    %51 = llvm.mlir.constant(1 : i64) : i64
    %52 = llvm.getelementptr inbounds %50[%18, %51] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x i8>
    %53 = llvm.mlir.constant("%s %d %f %u %lld %d\0A\00") : !llvm.array<21 x i8>
    %54 = llvm.mlir.addressof @".str" : !llvm.ptr
    %55 = llvm.mlir.constant(7 : i32) : i32
    %56 = llvm.mlir.constant(dense<[1, 2, 3, 0, 0, 0, 0, 0]> : tensor<8xi32>) : !llvm.array<8 x i32>
    %57 = llvm.mlir.addressof @counters : !llvm.ptr
    %58 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %59 = llvm.alloca %0 x !llvm.array<16 x i8> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start 4, %58 : !llvm.ptr
    llvm.store %2, %58 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : i32, !llvm.ptr
    llvm.store %3, %20 {llvm.tbaa = [@__tbaa::@tbaa_tag_4]} : !llvm.ptr, !llvm.ptr
    llvm.store %17, %8 {llvm.tbaa = [@__tbaa::@tbaa_tag_9]} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1(%2, %17, %2 : i32, !llvm.ptr, i32)
  ^bb1(%60: i32, %61: !llvm.ptr, %62: i32):  // 2 preds: ^bb0, ^bb1
    %63 = llvm.add %60, %0  : i32
    %64 = llvm.load %61 {llvm.tbaa = [@__tbaa::@tbaa_tag_11]} : !llvm.ptr -> !llvm.ptr
    %65 = llvm.icmp "ne" %64, %4 : !llvm.ptr
    %66 = llvm.zext %65 : i1 to i32
    %67 = llvm.add %62, %66  : i32
    %68 = llvm.icmp "eq" %64, %4 : !llvm.ptr
    llvm.cond_br %68, ^bb2, ^bb1(%63, %64, %67 : i32, !llvm.ptr, i32)
  ^bb2:  // pred: ^bb1
    llvm.store %63, %58 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : i32, !llvm.ptr
    llvm.br ^bb3(%17, %2 : !llvm.ptr, i32)
  ^bb3(%69: !llvm.ptr, %70: i32):  // 2 preds: ^bb2, ^bb3
    %71 = llvm.getelementptr inbounds %69[%18, 4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %72 = llvm.load %71 {llvm.tbaa = [@__tbaa::@tbaa_tag_4]} : !llvm.ptr -> !llvm.ptr
    %73 = llvm.call %72(%69, %58) : (!llvm.ptr, !llvm.ptr) -> i32
    %74 = llvm.add %73, %70  : i32
    %75 = llvm.load %69 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr -> !llvm.ptr
    %76 = llvm.icmp "eq" %75, %4 : !llvm.ptr
    llvm.cond_br %76, ^bb4, ^bb3(%75, %74 : !llvm.ptr, i32)
  ^bb4:  // pred: ^bb3
    %77 = llvm.add %74, %67  : i32
    llvm.intr.lifetime.start 16, %59 : !llvm.ptr
    %78 = llvm.and %arg0, %22  : i32
    %79 = llvm.zext %78 : i32 to i64
    %80 = llvm.getelementptr inbounds %36[%18, %79] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x ptr>
    %81 = llvm.load %80 {llvm.tbaa = [@__tbaa::@tbaa_tag_0]} : !llvm.ptr -> !llvm.ptr
    "llvm.intr.memcpy"(%59, %81, %37, %38) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    %82 = llvm.srem %arg0, %22  : i32
    %83 = llvm.sext %82 : i32 to i64
    %84 = llvm.getelementptr inbounds %40[%18, %83] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<3 x f32>
    %85 = llvm.load %84 {llvm.tbaa = [@__tbaa::@tbaa_tag_12]} : !llvm.ptr -> f32
    %86 = llvm.sitofp %arg0 : i32 to f32
    %87 = llvm.fmul %85, %86  : f32
    %88 = llvm.lshr %arg0, %0  : i32
    %89 = llvm.load %42 {llvm.tbaa = [@__tbaa::@tbaa_tag_14]} : !llvm.ptr -> i64
    %90 = llvm.add %arg0, %0  : i32
    %91 = llvm.sext %90 : i32 to i64
    %92 = llvm.sdiv %89, %91  : i64
    %93 = llvm.icmp "ult" %arg0, %43 : i32
    llvm.cond_br %93, ^bb5, ^bb6(%44 : i32)
  ^bb5:  // pred: ^bb4
    %94 = llvm.sext %arg0 : i32 to i64
    %95 = llvm.getelementptr inbounds %46[%18, %94] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i32>
    %96 = llvm.load %95 : !llvm.ptr -> i32
    llvm.br ^bb6(%96 : i32)
  ^bb6(%97: i32):  // 2 preds: ^bb4, ^bb5
    %98 = llvm.add %77, %97  : i32
    %99 = llvm.fpext %87 : f32 to f64
    %100 = llvm.call @sum(%47, %48, %99) : (i32, f64, f64) -> f64
    %101 = llvm.load %52 {llvm.tbaa = [@__tbaa::@tbaa_tag_16]} : !llvm.ptr -> i8
    %102 = llvm.zext %101 : i8 to i32
    %103 = llvm.call @report(%54, %59, %98, %100, %88, %92, %102) : (!llvm.ptr, !llvm.ptr, i32, f64, i32, i64, i32) -> i32
    %104 = llvm.and %arg0, %55  : i32
    %105 = llvm.zext %104 : i32 to i64
    %106 = llvm.getelementptr inbounds %57[%18, %105] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i32>
    %107 = llvm.load %106 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : !llvm.ptr -> i32
    %108 = llvm.icmp "sgt" %107, %47 : i32
    llvm.cond_br %108, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %109 = llvm.load %58 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : !llvm.ptr -> i32
    llvm.br ^bb9(%109 : i32)
  ^bb8:  // pred: ^bb6
    %110 = llvm.call @strlen(%59) : (!llvm.ptr) -> i64
    %111 = llvm.trunc %110 : i64 to i32
    llvm.br ^bb9(%111 : i32)
  ^bb9(%112: i32):  // 2 preds: ^bb7, ^bb8
    llvm.intr.lifetime.end 16, %59 : !llvm.ptr
    llvm.intr.lifetime.end 4, %58 : !llvm.ptr
    llvm.return %112 : i32
  }
  llvm.func internal @count(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 attributes {dso_local, memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nounwind", "willreturn", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.null : !llvm.ptr
    %2 = llvm.load %arg1 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : !llvm.ptr -> i32
    %3 = llvm.add %2, %0  : i32
    llvm.store %3, %arg1 {llvm.tbaa = [@__tbaa::@tbaa_tag_7]} : i32, !llvm.ptr
    %4 = llvm.load %arg0 {llvm.tbaa = [@__tbaa::@tbaa_tag_11]} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.icmp "ne" %4, %1 : !llvm.ptr
    %6 = llvm.zext %5 : i1 to i32
    llvm.return %6 : i32
  }
  llvm.func @strlen(!llvm.ptr) -> i64 attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, passthrough = ["mustprogress", "nofree", "nounwind", "willreturn", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]}
  llvm.func @vfprintf(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32 attributes {passthrough = ["nofree", "nounwind", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]}
}
