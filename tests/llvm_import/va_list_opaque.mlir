module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f80, dense<128> : vector<2xi32>>, #dlti.dl_entry<i1, dense<8> : vector<2xi32>>, #dlti.dl_entry<i8, dense<8> : vector<2xi32>>, #dlti.dl_entry<i16, dense<16> : vector<2xi32>>, #dlti.dl_entry<i32, dense<32> : vector<2xi32>>, #dlti.dl_entry<f16, dense<16> : vector<2xi32>>, #dlti.dl_entry<f64, dense<64> : vector<2xi32>>, #dlti.dl_entry<f128, dense<128> : vector<2xi32>>>} {
  llvm.func @sum(%arg0: i32, ...) -> i32 attributes {passthrough = ["nofree", "nosync", "nounwind", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"], ["target-features", "+cx8,+fxsr,+mmx,+sse,+sse2,+x87"], ["tune-cpu", "generic"]]} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(24 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(3 : i32) : i32
    %6 = llvm.mlir.constant(41 : i32) : i32
    %7 = llvm.mlir.constant(8 : i64) : i64
    %8 = llvm.mlir.constant(8 : i32) : i32
    %9 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %10 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start 24, %9 : !llvm.ptr
    llvm.intr.lifetime.start 24, %10 : !llvm.ptr
    llvm.intr.vastart %9
    llvm.intr.vacopy %9 to %10
    %11 = llvm.icmp "sgt" %arg0, %2 : i32
    llvm.cond_br %11, ^bb1, ^bb2(%2 : i32)
  ^bb1:  // pred: ^bb0
    %12 = llvm.load %10 : !llvm.ptr -> i32
    %13 = llvm.getelementptr inbounds %10[%3, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %14 = llvm.getelementptr inbounds %10[%3, 3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
    %16 = llvm.load %13 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb3(%16, %2, %2, %12 : !llvm.ptr, i32, i32, i32)
  ^bb2(%17: i32):  // 2 preds: ^bb0, ^bb6
    llvm.intr.vaend %10
    llvm.intr.vaend %9
    llvm.intr.lifetime.end 24, %10 : !llvm.ptr
    llvm.intr.lifetime.end 24, %9 : !llvm.ptr
    llvm.return %17 : i32
  ^bb3(%18: !llvm.ptr, %19: i32, %20: i32, %21: i32):  // 2 preds: ^bb1, ^bb6
    %22 = llvm.icmp "ult" %21, %6 : i32
    llvm.cond_br %22, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %23 = llvm.sext %21 : i32 to i64
    %24 = llvm.getelementptr %15[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %25 = llvm.add %21, %8  : i32
    llvm.store %25, %10 : i32, !llvm.ptr
    llvm.br ^bb6(%18, %25, %24 : !llvm.ptr, i32, !llvm.ptr)
  ^bb5:  // pred: ^bb3
    %26 = llvm.getelementptr %18[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %26, %13 : !llvm.ptr, !llvm.ptr
    llvm.br ^bb6(%26, %21, %18 : !llvm.ptr, i32, !llvm.ptr)
  ^bb6(%27: !llvm.ptr, %28: i32, %29: !llvm.ptr):  // 2 preds: ^bb4, ^bb5
    %30 = llvm.load %29 : !llvm.ptr -> i32
    %31 = llvm.add %30, %20  : i32
    %32 = llvm.add %19, %0  : i32
    %33 = llvm.icmp "eq" %32, %arg0 : i32
    llvm.cond_br %33, ^bb2(%31 : i32), ^bb3(%27, %32, %31, %28 : !llvm.ptr, i32, i32, i32)
  }
}
