module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f80, dense<128> : vector<2xi32>>, #dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.mlir.global external @counters(dense<[1, 2, 3, 0, 0, 0, 0, 0]> : tensor<8xi32>) {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<8 x i32>
  llvm.mlir.global external @scales(dense<[5.000000e-01, 1.250000e+00, -2.000000e+00]> : tensor<3xf32>) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.array<3 x f32>
  llvm.mlir.global external @big(-123456789012345 : i64) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : i64
  llvm.mlir.global external @bytes("\80\FF\00\01x") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
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
  llvm.mlir.global internal @names() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<4 x ptr> {
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
  llvm.mlir.global private unnamed_addr constant @".str.1"("zero\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.2"("one\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.3"("two\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.4"("three\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.func @walk(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) -> i32 attributes {passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.null : !llvm.ptr
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %5 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %6 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %4 : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %5 : !llvm.ptr, !llvm.ptr
    llvm.store %arg2, %6 : !llvm.ptr, !llvm.ptr
    llvm.store %1, %7 : i32, !llvm.ptr
    %9 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
    %10 = llvm.getelementptr inbounds %9[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.list", (ptr, i32)>
    %11 = llvm.load %10 : !llvm.ptr -> !llvm.ptr
    llvm.store %11, %8 : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb6
    %12 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
    %13 = llvm.icmp "ne" %12, %2 : !llvm.ptr
    llvm.cond_br %13, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %14 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
    %15 = llvm.icmp "ne" %14, %2 : !llvm.ptr
    llvm.cond_br %15, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %16 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
    %17 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
    %18 = llvm.load %6 : !llvm.ptr -> !llvm.ptr
    %19 = llvm.call %16(%17, %18) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.br ^bb5(%19 : i32)
  ^bb4:  // pred: ^bb2
    %20 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
    %21 = llvm.getelementptr inbounds %20[%1, 4] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
    %23 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
    %24 = llvm.load %6 : !llvm.ptr -> !llvm.ptr
    %25 = llvm.call %22(%23, %24) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.br ^bb5(%25 : i32)
  ^bb5(%26: i32):  // 2 preds: ^bb3, ^bb4
    %27 = llvm.load %7 : !llvm.ptr -> i32
    %28 = llvm.add %27, %26  : i32
    llvm.store %28, %7 : i32, !llvm.ptr
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %29 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
    %30 = llvm.getelementptr inbounds %29[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
    llvm.store %31, %8 : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1
  ^bb7:  // pred: ^bb1
    %32 = llvm.load %7 : !llvm.ptr -> i32
    llvm.return %32 : i32
  }
  llvm.func @classify(%arg0: i32) -> i32 attributes {passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(20 : i32) : i32
    %3 = llvm.mlir.constant(10 : i32) : i32
    %4 = llvm.mlir.constant(-1 : i32) : i32
    %5 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %6 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %6 : i32, !llvm.ptr
    %7 = llvm.load %6 : !llvm.ptr -> i32
    llvm.switch %7 : i32, ^bb4 [
      0: ^bb1,
      1: ^bb2,
      2: ^bb2,
      7: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    llvm.store %3, %5 : i32, !llvm.ptr
    llvm.br ^bb5
  ^bb2:  // 2 preds: ^bb0, ^bb0
    llvm.store %2, %5 : i32, !llvm.ptr
    llvm.br ^bb5
  ^bb3:  // pred: ^bb0
    %8 = llvm.load %6 : !llvm.ptr -> i32
    %9 = llvm.mul %8, %1  : i32
    llvm.store %9, %5 : i32, !llvm.ptr
    llvm.br ^bb5
  ^bb4:  // pred: ^bb0
    llvm.store %4, %5 : i32, !llvm.ptr
    llvm.br ^bb5
  ^bb5:  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
    %10 = llvm.load %5 : !llvm.ptr -> i32
    llvm.return %10 : i32
  }
  llvm.func @sum(%arg0: i32, ...) -> f64 attributes {passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(160 : i32) : i32
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.constant(8 : i32) : i32
    %7 = llvm.mlir.constant(3 : i32) : i32
    %8 = llvm.mlir.constant(16 : i32) : i32
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %10 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %11 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %12 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %9 : i32, !llvm.ptr
    %13 = llvm.getelementptr inbounds %10[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    llvm.intr.vastart %13
    llvm.store %2, %11 : f64, !llvm.ptr
    llvm.store %3, %12 : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb6
    %14 = llvm.load %12 : !llvm.ptr -> i32
    %15 = llvm.load %9 : !llvm.ptr -> i32
    %16 = llvm.icmp "slt" %14, %15 : i32
    llvm.cond_br %16, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %17 = llvm.getelementptr inbounds %10[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    %18 = llvm.getelementptr inbounds %17[%3, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %19 = llvm.load %18 : !llvm.ptr -> i32
    %20 = llvm.icmp "ule" %19, %4 : i32
    llvm.cond_br %20, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %21 = llvm.getelementptr inbounds %17[%3, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
    %23 = llvm.getelementptr %22[%19] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %24 = llvm.add %19, %8  : i32
    llvm.store %24, %18 : i32, !llvm.ptr
    llvm.br ^bb5(%23 : !llvm.ptr)
  ^bb4:  // pred: ^bb2
    %25 = llvm.getelementptr inbounds %17[%3, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr %26[%6] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    llvm.store %27, %25 : !llvm.ptr, !llvm.ptr
    llvm.br ^bb5(%26 : !llvm.ptr)
  ^bb5(%28: !llvm.ptr):  // 2 preds: ^bb3, ^bb4
    %29 = llvm.load %28 : !llvm.ptr -> f64
    %30 = llvm.load %11 : !llvm.ptr -> f64
    %31 = llvm.fadd %30, %29  : f64
    llvm.store %31, %11 : f64, !llvm.ptr
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %32 = llvm.load %12 : !llvm.ptr -> i32
    %33 = llvm.add %32, %0  : i32
    llvm.store %33, %12 : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb7:  // pred: ^bb1
    %34 = llvm.getelementptr inbounds %10[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    llvm.intr.vaend %34
    %35 = llvm.load %11 : !llvm.ptr -> f64
    llvm.return %35 : f64
  }
  llvm.func @report(%arg0: !llvm.ptr, ...) -> i32 attributes {passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 : !llvm.ptr, !llvm.ptr
    %5 = llvm.getelementptr inbounds %3[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    llvm.intr.vastart %5
    %6 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %3[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    %8 = llvm.call @vprintf(%6, %7) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.store %8, %4 : i32, !llvm.ptr
    %9 = llvm.getelementptr inbounds %3[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    llvm.intr.vaend %9
    %10 = llvm.load %4 : !llvm.ptr -> i32
    llvm.return %10 : i32
  }
  llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32 attributes {passthrough = [["frame-pointer", "all"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]}
  llvm.func @main(%arg0: i32, %arg1: !llvm.ptr) -> i32 attributes {passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.addressof @count : !llvm.ptr
    %3 = llvm.mlir.null : !llvm.ptr
    %4 = llvm.mlir.undef : !llvm.struct<"struct.list", (ptr, i32)>
    %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<"struct.list", (ptr, i32)> 
    %6 = llvm.insertvalue %1, %5[1] : !llvm.struct<"struct.list", (ptr, i32)> 
    %7 = llvm.mlir.addressof @global_list : !llvm.ptr
    %8 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %9 = llvm.mlir.constant("abc\00") : !llvm.array<4 x i8>
    %10 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %11 = llvm.insertvalue %3, %10[0] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %12 = llvm.insertvalue %7, %11[1] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %13 = llvm.insertvalue %8, %12[2] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %14 = llvm.insertvalue %9, %13[3] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %15 = llvm.insertvalue %3, %14[4] : !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)> 
    %16 = llvm.mlir.addressof @first : !llvm.ptr
    %17 = llvm.mlir.constant(4 : i32) : i32
    %18 = llvm.getelementptr inbounds %16[%1, 4] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %19 = llvm.mlir.constant(0 : i64) : i64
    %20 = llvm.mlir.constant(3 : i32) : i32
    %21 = llvm.mlir.constant("zero\00") : !llvm.array<5 x i8>
    %22 = llvm.mlir.addressof @".str.1" : !llvm.ptr
    %23 = llvm.mlir.constant("one\00") : !llvm.array<4 x i8>
    %24 = llvm.mlir.addressof @".str.2" : !llvm.ptr
    %25 = llvm.mlir.constant("two\00") : !llvm.array<4 x i8>
    %26 = llvm.mlir.addressof @".str.3" : !llvm.ptr
    %27 = llvm.mlir.constant("three\00") : !llvm.array<6 x i8>
    %28 = llvm.mlir.addressof @".str.4" : !llvm.ptr
    %29 = llvm.mlir.undef : !llvm.array<4 x ptr>
    %30 = llvm.insertvalue %22, %29[0] : !llvm.array<4 x ptr> 
    %31 = llvm.insertvalue %24, %30[1] : !llvm.array<4 x ptr> 
    %32 = llvm.insertvalue %26, %31[2] : !llvm.array<4 x ptr> 
    %33 = llvm.insertvalue %28, %32[3] : !llvm.array<4 x ptr> 
    %34 = llvm.mlir.addressof @names : !llvm.ptr
    %35 = llvm.mlir.constant(5 : i64) : i64
    %36 = llvm.mlir.constant(false) : i1
    %37 = llvm.mlir.constant(dense<[5.000000e-01, 1.250000e+00, -2.000000e+00]> : tensor<3xf32>) : !llvm.array<3 x f32>
    %38 = llvm.mlir.addressof @scales : !llvm.ptr
    %39 = llvm.mlir.constant(-123456789012345 : i64) : i64
    %40 = llvm.mlir.addressof @big : !llvm.ptr
    %41 = llvm.mlir.constant(2 : i32) : i32
    %42 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %43 = llvm.mlir.constant("\80\FF\00\01x") : !llvm.array<5 x i8>
    %44 = llvm.mlir.addressof @bytes : !llvm.ptr
    %45 = llvm.mlir.constant(1 : i64) : i64
    %46 = llvm.getelementptr inbounds %44[%19, %45] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<5 x i8>
    %47 = llvm.mlir.constant("%s %d %f %u %lld %d\0A\00") : !llvm.array<21 x i8>
    %48 = llvm.mlir.addressof @".str" : !llvm.ptr
    %49 = llvm.mlir.constant(7 : i32) : i32
    %50 = llvm.mlir.constant(dense<[1, 2, 3, 0, 0, 0, 0, 0]> : tensor<8xi32>) : !llvm.array<8 x i32>
    %51 = llvm.mlir.addressof @counters : !llvm.ptr
    %52 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %53 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %54 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %55 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %56 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %57 = llvm.alloca %0 x !llvm.array<16 x i8> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %58 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %59 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %60 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %1, %52 : i32, !llvm.ptr
    llvm.store %arg0, %53 : i32, !llvm.ptr
    llvm.store %arg1, %54 : !llvm.ptr, !llvm.ptr
    llvm.store %1, %55 : i32, !llvm.ptr
    llvm.store %2, %18 : !llvm.ptr, !llvm.ptr
    llvm.store %16, %7 : !llvm.ptr, !llvm.ptr
    %61 = llvm.call @walk(%7, %2, %55) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %62 = llvm.call @walk(%7, %3, %55) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    %63 = llvm.add %61, %62  : i32
    llvm.store %63, %56 : i32, !llvm.ptr
    %64 = llvm.getelementptr inbounds %57[%19, %19] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<16 x i8>
    %65 = llvm.load %53 : !llvm.ptr -> i32
    %66 = llvm.and %65, %20  : i32
    %67 = llvm.sext %66 : i32 to i64
    %68 = llvm.getelementptr inbounds %34[%19, %67] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x ptr>
    %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
    "llvm.intr.memcpy"(%64, %69, %35, %36) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    %70 = llvm.load %53 : !llvm.ptr -> i32
    %71 = llvm.srem %70, %20  : i32
    %72 = llvm.sext %71 : i32 to i64
    %73 = llvm.getelementptr inbounds %38[%19, %72] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<3 x f32>
    %74 = llvm.load %73 : !llvm.ptr -> f32
    %75 = llvm.load %53 : !llvm.ptr -> i32
    %76 = llvm.sitofp %75 : i32 to f32
    %77 = llvm.fmul %74, %76  : f32
    llvm.store %77, %58 : f32, !llvm.ptr
    %78 = llvm.load %53 : !llvm.ptr -> i32
    %79 = llvm.lshr %78, %0  : i32
    llvm.store %79, %59 : i32, !llvm.ptr
    %80 = llvm.load %40 : !llvm.ptr -> i64
    %81 = llvm.load %53 : !llvm.ptr -> i32
    %82 = llvm.add %81, %0  : i32
    %83 = llvm.sext %82 : i32 to i64
    %84 = llvm.sdiv %80, %83  : i64
    llvm.store %84, %60 : i64, !llvm.ptr
    %85 = llvm.getelementptr inbounds %57[%19, %19] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<16 x i8>
    %86 = llvm.load %53 : !llvm.ptr -> i32
    %87 = llvm.call @classify(%86) : (i32) -> i32
    %88 = llvm.load %56 : !llvm.ptr -> i32
    %89 = llvm.add %87, %88  : i32
    %90 = llvm.load %58 : !llvm.ptr -> f32
    %91 = llvm.fpext %90 : f32 to f64
    %92 = llvm.call @sum(%41, %42, %91) : (i32, f64, f64) -> f64
    %93 = llvm.load %59 : !llvm.ptr -> i32
    %94 = llvm.load %60 : !llvm.ptr -> i64
    %95 = llvm.load %46 : !llvm.ptr -> i8
    %96 = llvm.zext %95 : i8 to i32
    %97 = llvm.call @report(%48, %85, %89, %92, %93, %94, %96) : (!llvm.ptr, !llvm.ptr, i32, f64, i32, i64, i32) -> i32
    %98 = llvm.load %53 : !llvm.ptr -> i32
    %99 = llvm.and %98, %49  : i32
    %100 = llvm.sext %99 : i32 to i64
    %101 = llvm.getelementptr inbounds %51[%19, %100] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i32>
    %102 = llvm.load %101 : !llvm.ptr -> i32
    %103 = llvm.icmp "sgt" %102, %41 : i32
    llvm.cond_br %103, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %104 = llvm.load %55 : !llvm.ptr -> i32
    llvm.br ^bb3(%104 : i32)
  ^bb2:  // pred: ^bb0
    %105 = llvm.getelementptr inbounds %57[%19, %19] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<16 x i8>
    %106 = llvm.call @strlen(%105) : (!llvm.ptr) -> i64
    %107 = llvm.trunc %106 : i64 to i32
    llvm.br ^bb3(%107 : i32)
  ^bb3(%108: i32):  // 2 preds: ^bb1, ^bb2
    llvm.return %108 : i32
  }
  llvm.func internal @count(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 attributes {dso_local, passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.null : !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %4 : !llvm.ptr, !llvm.ptr
    %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
    %6 = llvm.load %5 : !llvm.ptr -> i32
    %7 = llvm.add %6, %0  : i32
    llvm.store %7, %5 : i32, !llvm.ptr
    %8 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %8[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (ptr, ptr, f64, array<4 x i8>, ptr)>
    %10 = llvm.load %9 : !llvm.ptr -> !llvm.ptr
    %11 = llvm.icmp "ne" %10, %2 : !llvm.ptr
    %12 = llvm.zext %11 : i1 to i32
    llvm.return %12 : i32
  }
  llvm.func @strlen(!llvm.ptr) -> i64 attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>, passthrough = ["nounwind", "willreturn", ["frame-pointer", "all"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]}
}
