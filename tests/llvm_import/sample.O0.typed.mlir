module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f80, dense<128> : vector<2xi32>>, #dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.mlir.global external @counters(dense<[1, 2, 3, 0, 0, 0, 0, 0]> : tensor<8xi32>) {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<8 x i32>
  llvm.mlir.global external @scales(dense<[5.000000e-01, 1.250000e+00, -2.000000e+00]> : tensor<3xf32>) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.array<3 x f32>
  llvm.mlir.global external @big(-123456789012345 : i64) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : i64
  llvm.mlir.global external @bytes("\80\FF\00\01x") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
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
  llvm.mlir.global internal @names() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<4 x ptr<i8>> {
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
  llvm.mlir.global private unnamed_addr constant @".str.1"("zero\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.2"("one\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.3"("two\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @".str.4"("three\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.func @walk(%arg0: !llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>, %arg1: !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>, %arg2: !llvm.ptr<i8>) -> i32 attributes {passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %3 = llvm.mlir.null : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>
    %4 = llvm.mlir.constant(4 : i32) : i32
    %5 = llvm.alloca %0 x !llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>> {alignment = 8 : i64} : (i32) -> !llvm.ptr<ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>>
    %6 = llvm.alloca %0 x !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>> {alignment = 8 : i64} : (i32) -> !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %7 = llvm.alloca %0 x !llvm.ptr<i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr<ptr<i8>>
    %8 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %9 = llvm.alloca %0 x !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>> {alignment = 8 : i64} : (i32) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    llvm.store %arg0, %5 : !llvm.ptr<ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>>
    llvm.store %arg1, %6 : !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    llvm.store %arg2, %7 : !llvm.ptr<ptr<i8>>
    llvm.store %1, %8 : !llvm.ptr<i32>
    %10 = llvm.load %5 : !llvm.ptr<ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>>
    %11 = llvm.getelementptr inbounds %10[%1, 0] : (!llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>, i32) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %12 = llvm.load %11 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    llvm.store %12, %9 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb6
    %13 = llvm.load %9 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %14 = llvm.icmp "ne" %13, %2 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    llvm.cond_br %14, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %15 = llvm.load %6 : !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %16 = llvm.icmp "ne" %15, %3 : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>
    llvm.cond_br %16, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %17 = llvm.load %6 : !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %18 = llvm.load %9 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %19 = llvm.load %7 : !llvm.ptr<ptr<i8>>
    %20 = llvm.call %17(%18, %19) : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, !llvm.ptr<i8>) -> i32
    llvm.br ^bb5(%20 : i32)
  ^bb4:  // pred: ^bb2
    %21 = llvm.load %9 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %22 = llvm.getelementptr inbounds %21[%1, 4] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32) -> !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %23 = llvm.load %22 : !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %24 = llvm.load %9 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %25 = llvm.load %7 : !llvm.ptr<ptr<i8>>
    %26 = llvm.call %23(%24, %25) : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, !llvm.ptr<i8>) -> i32
    llvm.br ^bb5(%26 : i32)
  ^bb5(%27: i32):  // 2 preds: ^bb3, ^bb4
    %28 = llvm.load %8 : !llvm.ptr<i32>
    %29 = llvm.add %28, %27  : i32
    llvm.store %29, %8 : !llvm.ptr<i32>
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %30 = llvm.load %9 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %31 = llvm.getelementptr inbounds %30[%1, 0] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %32 = llvm.load %31 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    llvm.store %32, %9 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    llvm.br ^bb1
  ^bb7:  // pred: ^bb1
    %33 = llvm.load %8 : !llvm.ptr<i32>
    llvm.return %33 : i32
  }
  llvm.func @classify(%arg0: i32) -> i32 attributes {passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(20 : i32) : i32
    %3 = llvm.mlir.constant(10 : i32) : i32
    %4 = llvm.mlir.constant(-1 : i32) : i32
    %5 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %6 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    llvm.store %arg0, %6 : !llvm.ptr<i32>
    %7 = llvm.load %6 : !llvm.ptr<i32>
    llvm.switch %7 : i32, ^bb4 [
      0: ^bb1,
      1: ^bb2,
      2: ^bb2,
      7: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    llvm.store %3, %5 : !llvm.ptr<i32>
    llvm.br ^bb5
  ^bb2:  // 2 preds: ^bb0, ^bb0
    llvm.store %2, %5 : !llvm.ptr<i32>
    llvm.br ^bb5
  ^bb3:  // pred: ^bb0
    %8 = llvm.load %6 : !llvm.ptr<i32>
    %9 = llvm.mul %8, %1  : i32
    llvm.store %9, %5 : !llvm.ptr<i32>
    llvm.br ^bb5
  ^bb4:  // pred: ^bb0
    llvm.store %4, %5 : !llvm.ptr<i32>
    llvm.br ^bb5
  ^bb5:  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
    %10 = llvm.load %5 : !llvm.ptr<i32>
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
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %10 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>
    %11 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr<f64>
    %12 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    llvm.store %arg0, %9 : !llvm.ptr<i32>
    %13 = llvm.getelementptr inbounds %10[%1, %1] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>
    %14 = llvm.bitcast %13 : !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>> to !llvm.ptr<i8>
    llvm.intr.vastart %14
    llvm.store %2, %11 : !llvm.ptr<f64>
    llvm.store %3, %12 : !llvm.ptr<i32>
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb6
    %15 = llvm.load %12 : !llvm.ptr<i32>
    %16 = llvm.load %9 : !llvm.ptr<i32>
    %17 = llvm.icmp "slt" %15, %16 : i32
    llvm.cond_br %17, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %18 = llvm.getelementptr inbounds %10[%1, %1] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>
    %19 = llvm.getelementptr inbounds %18[%3, 1] : (!llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>, i32) -> !llvm.ptr<i32>
    %20 = llvm.load %19 : !llvm.ptr<i32>
    %21 = llvm.icmp "ule" %20, %4 : i32
    llvm.cond_br %21, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %22 = llvm.getelementptr inbounds %18[%3, 3] : (!llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>, i32) -> !llvm.ptr<ptr<i8>>
    %23 = llvm.load %22 : !llvm.ptr<ptr<i8>>
    %24 = llvm.getelementptr %23[%20] : (!llvm.ptr<i8>, i32) -> !llvm.ptr<i8>
    %25 = llvm.bitcast %24 : !llvm.ptr<i8> to !llvm.ptr<f64>
    %26 = llvm.add %20, %8  : i32
    llvm.store %26, %19 : !llvm.ptr<i32>
    llvm.br ^bb5(%25 : !llvm.ptr<f64>)
  ^bb4:  // pred: ^bb2
    %27 = llvm.getelementptr inbounds %18[%3, 2] : (!llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>, i32) -> !llvm.ptr<ptr<i8>>
    %28 = llvm.load %27 : !llvm.ptr<ptr<i8>>
    %29 = llvm.bitcast %28 : !llvm.ptr<i8> to !llvm.ptr<f64>
    %30 = llvm.getelementptr %28[%6] : (!llvm.ptr<i8>, i32) -> !llvm.ptr<i8>
    llvm.store %30, %27 : !llvm.ptr<ptr<i8>>
    llvm.br ^bb5(%29 : !llvm.ptr<f64>)
  ^bb5(%31: !llvm.ptr<f64>):  // 2 preds: ^bb3, ^bb4
    %32 = llvm.load %31 : !llvm.ptr<f64>
    %33 = llvm.load %11 : !llvm.ptr<f64>
    %34 = llvm.fadd %33, %32  : f64
    llvm.store %34, %11 : !llvm.ptr<f64>
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %35 = llvm.load %12 : !llvm.ptr<i32>
    %36 = llvm.add %35, %0  : i32
    llvm.store %36, %12 : !llvm.ptr<i32>
    llvm.br ^bb1
  ^bb7:  // pred: ^bb1
    %37 = llvm.getelementptr inbounds %10[%1, %1] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>
    %38 = llvm.bitcast %37 : !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>> to !llvm.ptr<i8>
    llvm.intr.vaend %38
    %39 = llvm.load %11 : !llvm.ptr<f64>
    llvm.return %39 : f64
  }
  llvm.func @report(%arg0: !llvm.ptr<i8>, ...) -> i32 attributes {passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.alloca %0 x !llvm.ptr<i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr<ptr<i8>>
    %3 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    llvm.store %arg0, %2 : !llvm.ptr<ptr<i8>>
    %5 = llvm.getelementptr inbounds %3[%1, %1] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>
    %6 = llvm.bitcast %5 : !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>> to !llvm.ptr<i8>
    llvm.intr.vastart %6
    %7 = llvm.load %2 : !llvm.ptr<ptr<i8>>
    %8 = llvm.getelementptr inbounds %3[%1, %1] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>
    %9 = llvm.call @vprintf(%7, %8) : (!llvm.ptr<i8>, !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>) -> i32
    llvm.store %9, %4 : !llvm.ptr<i32>
    %10 = llvm.getelementptr inbounds %3[%1, %1] : (!llvm.ptr<array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>>, i64, i64) -> !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>
    %11 = llvm.bitcast %10 : !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>> to !llvm.ptr<i8>
    llvm.intr.vaend %11
    %12 = llvm.load %4 : !llvm.ptr<i32>
    llvm.return %12 : i32
  }
  llvm.func @vprintf(!llvm.ptr<i8>, !llvm.ptr<struct<"struct.__va_list_tag", (i32, i32, ptr<i8>, ptr<i8>)>>) -> i32 attributes {passthrough = [["frame-pointer", "all"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]}
  llvm.func @main(%arg0: i32, %arg1: !llvm.ptr<ptr<i8>>) -> i32 attributes {passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.addressof @count : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>
    %3 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %4 = llvm.mlir.undef : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>
    %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)> 
    %6 = llvm.insertvalue %1, %5[1] : !llvm.struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)> 
    %7 = llvm.mlir.addressof @global_list : !llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>
    %8 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %9 = llvm.mlir.constant("abc\00") : !llvm.array<4 x i8>
    %10 = llvm.mlir.null : !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>
    %11 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>
    %12 = llvm.insertvalue %3, %11[0] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %13 = llvm.insertvalue %7, %12[1] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %14 = llvm.insertvalue %8, %13[2] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %15 = llvm.insertvalue %9, %14[3] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %16 = llvm.insertvalue %10, %15[4] : !llvm.struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)> 
    %17 = llvm.mlir.addressof @first : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %18 = llvm.mlir.constant(4 : i32) : i32
    %19 = llvm.getelementptr inbounds %17[%1, 4] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32) -> !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    %20 = llvm.getelementptr inbounds %7[%1, 0] : (!llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>, i32) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %21 = llvm.mlir.constant(0 : i64) : i64
    %22 = llvm.mlir.constant(3 : i32) : i32
    %23 = llvm.mlir.constant("zero\00") : !llvm.array<5 x i8>
    %24 = llvm.mlir.addressof @".str.1" : !llvm.ptr<array<5 x i8>>
    %25 = llvm.getelementptr inbounds %24[%1, %1] : (!llvm.ptr<array<5 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %26 = llvm.mlir.constant("one\00") : !llvm.array<4 x i8>
    %27 = llvm.mlir.addressof @".str.2" : !llvm.ptr<array<4 x i8>>
    %28 = llvm.getelementptr inbounds %27[%1, %1] : (!llvm.ptr<array<4 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %29 = llvm.mlir.constant("two\00") : !llvm.array<4 x i8>
    %30 = llvm.mlir.addressof @".str.3" : !llvm.ptr<array<4 x i8>>
    %31 = llvm.getelementptr inbounds %30[%1, %1] : (!llvm.ptr<array<4 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %32 = llvm.mlir.constant("three\00") : !llvm.array<6 x i8>
    %33 = llvm.mlir.addressof @".str.4" : !llvm.ptr<array<6 x i8>>
    %34 = llvm.getelementptr inbounds %33[%1, %1] : (!llvm.ptr<array<6 x i8>>, i32, i32) -> !llvm.ptr<i8>
    %35 = llvm.mlir.undef : !llvm.array<4 x ptr<i8>>
    %36 = llvm.insertvalue %25, %35[0] : !llvm.array<4 x ptr<i8>> 
    %37 = llvm.insertvalue %28, %36[1] : !llvm.array<4 x ptr<i8>> 
    %38 = llvm.insertvalue %31, %37[2] : !llvm.array<4 x ptr<i8>> 
    %39 = llvm.insertvalue %34, %38[3] : !llvm.array<4 x ptr<i8>> 
    %40 = llvm.mlir.addressof @names : !llvm.ptr<array<4 x ptr<i8>>>
    %41 = llvm.mlir.constant(5 : i64) : i64
    %42 = llvm.mlir.constant(false) : i1
    %43 = llvm.mlir.constant(dense<[5.000000e-01, 1.250000e+00, -2.000000e+00]> : tensor<3xf32>) : !llvm.array<3 x f32>
    %44 = llvm.mlir.addressof @scales : !llvm.ptr<array<3 x f32>>
    %45 = llvm.mlir.constant(-123456789012345 : i64) : i64
    %46 = llvm.mlir.addressof @big : !llvm.ptr<i64>
    %47 = llvm.mlir.constant(2 : i32) : i32
    %48 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %49 = llvm.mlir.constant("\80\FF\00\01x") : !llvm.array<5 x i8>
    %50 = llvm.mlir.addressof @bytes : !llvm.ptr<array<5 x i8>>
    %51 = llvm.mlir.constant(1 : i64) : i64
    %52 = llvm.getelementptr inbounds %50[%21, %51] : (!llvm.ptr<array<5 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %53 = llvm.mlir.constant("%s %d %f %u %lld %d\0A\00") : !llvm.array<21 x i8>
    %54 = llvm.mlir.addressof @".str" : !llvm.ptr<array<21 x i8>>
    %55 = llvm.getelementptr inbounds %54[%21, %21] : (!llvm.ptr<array<21 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %56 = llvm.mlir.constant(7 : i32) : i32
    %57 = llvm.mlir.constant(dense<[1, 2, 3, 0, 0, 0, 0, 0]> : tensor<8xi32>) : !llvm.array<8 x i32>
    %58 = llvm.mlir.addressof @counters : !llvm.ptr<array<8 x i32>>
    %59 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %60 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %61 = llvm.alloca %0 x !llvm.ptr<ptr<i8>> {alignment = 8 : i64} : (i32) -> !llvm.ptr<ptr<ptr<i8>>>
    %62 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %63 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %64 = llvm.alloca %0 x !llvm.array<16 x i8> {alignment = 16 : i64} : (i32) -> !llvm.ptr<array<16 x i8>>
    %65 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<f32>
    %66 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %67 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr<i64>
    llvm.store %1, %59 : !llvm.ptr<i32>
    llvm.store %arg0, %60 : !llvm.ptr<i32>
    llvm.store %arg1, %61 : !llvm.ptr<ptr<ptr<i8>>>
    llvm.store %1, %62 : !llvm.ptr<i32>
    llvm.store %2, %19 : !llvm.ptr<ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>>
    llvm.store %17, %20 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %68 = llvm.bitcast %62 : !llvm.ptr<i32> to !llvm.ptr<i8>
    %69 = llvm.call @walk(%7, %2, %68) : (!llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>, !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>, !llvm.ptr<i8>) -> i32
    %70 = llvm.bitcast %62 : !llvm.ptr<i32> to !llvm.ptr<i8>
    %71 = llvm.call @walk(%7, %10, %70) : (!llvm.ptr<struct<"struct.list", (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list">>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32)>>, !llvm.ptr<func<i32 (ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, ptr<i8>)>>, !llvm.ptr<i8>) -> i32
    %72 = llvm.add %69, %71  : i32
    llvm.store %72, %63 : !llvm.ptr<i32>
    %73 = llvm.getelementptr inbounds %64[%21, %21] : (!llvm.ptr<array<16 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %74 = llvm.load %60 : !llvm.ptr<i32>
    %75 = llvm.and %74, %22  : i32
    %76 = llvm.sext %75 : i32 to i64
    %77 = llvm.getelementptr inbounds %40[%21, %76] : (!llvm.ptr<array<4 x ptr<i8>>>, i64, i64) -> !llvm.ptr<ptr<i8>>
    %78 = llvm.load %77 : !llvm.ptr<ptr<i8>>
    "llvm.intr.memcpy"(%73, %78, %41, %42) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
    %79 = llvm.load %60 : !llvm.ptr<i32>
    %80 = llvm.srem %79, %22  : i32
    %81 = llvm.sext %80 : i32 to i64
    %82 = llvm.getelementptr inbounds %44[%21, %81] : (!llvm.ptr<array<3 x f32>>, i64, i64) -> !llvm.ptr<f32>
    %83 = llvm.load %82 : !llvm.ptr<f32>
    %84 = llvm.load %60 : !llvm.ptr<i32>
    %85 = llvm.sitofp %84 : i32 to f32
    %86 = llvm.fmul %83, %85  : f32
    llvm.store %86, %65 : !llvm.ptr<f32>
    %87 = llvm.load %60 : !llvm.ptr<i32>
    %88 = llvm.lshr %87, %0  : i32
    llvm.store %88, %66 : !llvm.ptr<i32>
    %89 = llvm.load %46 : !llvm.ptr<i64>
    %90 = llvm.load %60 : !llvm.ptr<i32>
    %91 = llvm.add %90, %0  : i32
    %92 = llvm.sext %91 : i32 to i64
    %93 = llvm.sdiv %89, %92  : i64
    llvm.store %93, %67 : !llvm.ptr<i64>
    %94 = llvm.getelementptr inbounds %64[%21, %21] : (!llvm.ptr<array<16 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %95 = llvm.load %60 : !llvm.ptr<i32>
    %96 = llvm.call @classify(%95) : (i32) -> i32
    %97 = llvm.load %63 : !llvm.ptr<i32>
    %98 = llvm.add %96, %97  : i32
    %99 = llvm.load %65 : !llvm.ptr<f32>
    %100 = llvm.fpext %99 : f32 to f64
    %101 = llvm.call @sum(%47, %48, %100) : (i32, f64, f64) -> f64
    %102 = llvm.load %66 : !llvm.ptr<i32>
    %103 = llvm.load %67 : !llvm.ptr<i64>
    %104 = llvm.load %52 : !llvm.ptr<i8>
    %105 = llvm.zext %104 : i8 to i32
    %106 = llvm.call @report(%55, %94, %98, %101, %102, %103, %105) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i32, f64, i32, i64, i32) -> i32
    %107 = llvm.load %60 : !llvm.ptr<i32>
    %108 = llvm.and %107, %56  : i32
    %109 = llvm.sext %108 : i32 to i64
    %110 = llvm.getelementptr inbounds %58[%21, %109] : (!llvm.ptr<array<8 x i32>>, i64, i64) -> !llvm.ptr<i32>
    %111 = llvm.load %110 : !llvm.ptr<i32>
    %112 = llvm.icmp "sgt" %111, %47 : i32
    llvm.cond_br %112, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %113 = llvm.load %62 : !llvm.ptr<i32>
    llvm.br ^bb3(%113 : i32)
  ^bb2:  // pred: ^bb0
    %114 = llvm.getelementptr inbounds %64[%21, %21] : (!llvm.ptr<array<16 x i8>>, i64, i64) -> !llvm.ptr<i8>
    %115 = llvm.call @strlen(%114) : (!llvm.ptr<i8>) -> i64
    %116 = llvm.trunc %115 : i64 to i32
    llvm.br ^bb3(%116 : i32)
  ^bb3(%117: i32):  // 2 preds: ^bb1, ^bb2
    llvm.return %117 : i32
  }
  llvm.func internal @count(%arg0: !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, %arg1: !llvm.ptr<i8>) -> i32 attributes {dso_local, passthrough = ["noinline", "nounwind", "optnone", ["uwtable", "2"], ["frame-pointer", "all"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.null : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %3 = llvm.alloca %0 x !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>> {alignment = 8 : i64} : (i32) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %4 = llvm.alloca %0 x !llvm.ptr<i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr<ptr<i8>>
    llvm.store %arg0, %3 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    llvm.store %arg1, %4 : !llvm.ptr<ptr<i8>>
    %5 = llvm.load %4 : !llvm.ptr<ptr<i8>>
    %6 = llvm.bitcast %5 : !llvm.ptr<i8> to !llvm.ptr<i32>
    %7 = llvm.load %6 : !llvm.ptr<i32>
    %8 = llvm.add %7, %0  : i32
    llvm.store %8, %6 : !llvm.ptr<i32>
    %9 = llvm.load %3 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %10 = llvm.getelementptr inbounds %9[%1, 0] : (!llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>, i32) -> !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %11 = llvm.load %10 : !llvm.ptr<ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>>
    %12 = llvm.icmp "ne" %11, %2 : !llvm.ptr<struct<"struct.node", (ptr<struct<"struct.node">>, ptr<struct<"struct.list", (ptr<struct<"struct.node">>, i32)>>, f64, array<4 x i8>, ptr<func<i32 (ptr<struct<"struct.node">>, ptr<i8>)>>)>>
    %13 = llvm.zext %12 : i1 to i32
    llvm.return %13 : i32
  }
  llvm.func @strlen(!llvm.ptr<i8>) -> i64 attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>, passthrough = ["nounwind", "willreturn", ["frame-pointer", "all"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]}
}
