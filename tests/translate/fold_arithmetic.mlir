// Generated cases (integer, float, cast and select folding); expected output from mlir-translate-16.
llvm.func @f0(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(100 : i32) : i32
  %v2 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v3 = llvm.mlir.constant(-1 : i32) : i32
  %v4 = llvm.mlir.constant(-2.25 : f64) : f64
  %v5 = llvm.frem %b, %v4 : f64
  %v6 = llvm.and %v1, %v3 : i32
  %v7 = llvm.lshr %v6, %v6 : i32
  %v8 = llvm.mul %v1, %v1 : i32
  %v9 = llvm.sitofp %v7 : i32 to f64
  %v10 = llvm.add %v8, %a : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v5, %p : f64, !llvm.ptr
  llvm.store %v9, %p : f64, !llvm.ptr
  llvm.return %v10 : i32
}
llvm.func @f1(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(100 : i32) : i32
  %v2 = llvm.mlir.constant(0.0 : f64) : f64
  %v3 = llvm.mlir.constant(255 : i32) : i32
  %v4 = llvm.mlir.constant(0.0 : f64) : f64
  %v5 = llvm.sitofp %v1 : i32 to f64
  %v7 = llvm.icmp "ult" %v3, %v1 : i32
  %v6 = llvm.select %v7, %v1, %v3 : i1, i32
  %v8 = llvm.fptosi %v5 : f64 to i32
  %v10 = llvm.getelementptr %p[%v1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v3, %v10 : i32, !llvm.ptr
  %v11 = llvm.mul %v6, %v1 : i32
  %v12 = llvm.shl %v6, %v11 : i32
  %v13 = llvm.sitofp %v6 : i32 to f64
  %v14 = llvm.fdiv %v13, %v4 : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v5, %p : f64, !llvm.ptr
  llvm.store %v13, %p : f64, !llvm.ptr
  llvm.store %v14, %p : f64, !llvm.ptr
  llvm.return %v12 : i32
}
llvm.func @f2(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(100 : i32) : i32
  %v2 = llvm.mlir.constant(0.1 : f64) : f64
  %v3 = llvm.mlir.constant(100 : i32) : i32
  %v4 = llvm.mlir.constant(1.5 : f64) : f64
  %v5 = llvm.mlir.constant(2147483647 : i32) : i32
  %v6 = llvm.mlir.constant(3.0 : f64) : f64
  %v7 = llvm.mlir.constant(0 : i32) : i32
  %v8 = llvm.mlir.constant(-2.25 : f64) : f64
  %v9 = llvm.mlir.constant(100 : i32) : i32
  %v10 = llvm.mlir.constant(3.0 : f64) : f64
  %v11 = llvm.urem %v7, %v7 : i32
  %v13 = llvm.icmp "sle" %v9, %v11 : i32
  %v12 = llvm.select %v13, %v7, %v3 : i1, i32
  %v14 = llvm.sub %v12, %v12 : i32
  %v15 = llvm.ashr %v1, %v11 : i32
  %v16 = llvm.sitofp %a : i32 to f64
  %v17 = llvm.ashr %v11, %v1 : i32
  %v18 = llvm.xor %a, %v11 : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v16, %p : f64, !llvm.ptr
  llvm.return %v18 : i32
}
llvm.func @f3(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(100 : i32) : i32
  %v2 = llvm.mlir.constant(-2.25 : f64) : f64
  %v3 = llvm.mlir.constant(32 : i32) : i32
  %v4 = llvm.mlir.constant(-2.25 : f64) : f64
  %v5 = llvm.mlir.constant(32 : i32) : i32
  %v6 = llvm.mlir.constant(1.5 : f64) : f64
  %v7 = llvm.mlir.constant(0 : i32) : i32
  %v8 = llvm.mlir.constant(-2.25 : f64) : f64
  %v9 = llvm.mlir.constant(0 : i32) : i32
  %v10 = llvm.mlir.constant(0.0 : f64) : f64
  %v11 = llvm.mlir.constant(1 : i32) : i32
  %v12 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v13 = llvm.udiv %v5, %v3 : i32
  %v15 = llvm.icmp "slt" %a, %v9 : i32
  %v14 = llvm.select %v15, %v9, %v9 : i1, i32
  %v17 = llvm.getelementptr %p[%v11] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v11, %v17 : i32, !llvm.ptr
  %v18 = llvm.frem %v6, %v10 : f64
  %v19 = llvm.sitofp %v14 : i32 to f64
  %v20 = llvm.ashr %v14, %v7 : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v12, %p : f64, !llvm.ptr
  llvm.store %v18, %p : f64, !llvm.ptr
  llvm.store %v19, %p : f64, !llvm.ptr
  llvm.return %v20 : i32
}
llvm.func @f4(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(7 : i32) : i32
  %v2 = llvm.mlir.constant(-2.25 : f64) : f64
  %v3 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v4 = llvm.mlir.constant(-2.25 : f64) : f64
  %v5 = llvm.mlir.constant(32 : i32) : i32
  %v6 = llvm.mlir.constant(-2.25 : f64) : f64
  %v7 = llvm.mlir.constant(32 : i32) : i32
  %v8 = llvm.mlir.constant(-2.25 : f64) : f64
  %v9 = llvm.fptosi %v8 : f64 to i32
  %v10 = llvm.srem %v7, %v7 : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.return %v10 : i32
}
llvm.func @f5(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(-1 : i32) : i32
  %v2 = llvm.mlir.constant(0.0 : f64) : f64
  %v3 = llvm.mlir.constant(2147483647 : i32) : i32
  %v4 = llvm.mlir.constant(0.1 : f64) : f64
  %v5 = llvm.mlir.constant(2147483647 : i32) : i32
  %v6 = llvm.mlir.constant(3.0 : f64) : f64
  %v7 = llvm.mlir.constant(2147483647 : i32) : i32
  %v8 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v9 = llvm.mlir.constant(255 : i32) : i32
  %v10 = llvm.mlir.constant(3.0 : f64) : f64
  %v11 = llvm.mlir.constant(31 : i32) : i32
  %v12 = llvm.mlir.constant(0.0 : f64) : f64
  %v13 = llvm.shl %a, %v3 : i32
  %v14 = llvm.and %v7, %v9 : i32
  %v15 = llvm.mul %v9, %v9 : i32
  %v16 = llvm.fptosi %v4 : f64 to i32
  %v17 = llvm.srem %v1, %a : i32
  %v19 = llvm.getelementptr %p[%v16] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v17, %v19 : i32, !llvm.ptr
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v12, %p : f64, !llvm.ptr
  llvm.return %v17 : i32
}
llvm.func @f6(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(255 : i32) : i32
  %v2 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v3 = llvm.mlir.constant(7 : i32) : i32
  %v4 = llvm.mlir.constant(3.0 : f64) : f64
  %v5 = llvm.urem %a, %v3 : i32
  %v6 = llvm.fadd %b, %v4 : f64
  %v7 = llvm.urem %v1, %v5 : i32
  %v8 = llvm.fptosi %v2 : f64 to i32
  %v9 = llvm.lshr %v8, %v1 : i32
  %v10 = llvm.sitofp %v5 : i32 to f64
  %v11 = llvm.ashr %a, %a : i32
  %v12 = llvm.fsub %v4, %v10 : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v12, %p : f64, !llvm.ptr
  llvm.return %v11 : i32
}
llvm.func @f7(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(255 : i32) : i32
  %v2 = llvm.mlir.constant(-2.25 : f64) : f64
  %v3 = llvm.mlir.constant(1 : i32) : i32
  %v4 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v6 = llvm.icmp "ult" %v1, %v3 : i32
  %v5 = llvm.select %v6, %v1, %v1 : i1, i32
  %v7 = llvm.srem %v3, %v5 : i32
  %v9 = llvm.icmp "eq" %v5, %v1 : i32
  %v8 = llvm.select %v9, %v1, %a : i1, i32
  %v10 = llvm.frem %v4, %v2 : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.return %v8 : i32
}
llvm.func @f8(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(7 : i32) : i32
  %v2 = llvm.mlir.constant(0.0 : f64) : f64
  %v3 = llvm.mlir.constant(31 : i32) : i32
  %v4 = llvm.mlir.constant(3.0 : f64) : f64
  %v5 = llvm.mlir.constant(32 : i32) : i32
  %v6 = llvm.mlir.constant(-2.25 : f64) : f64
  %v7 = llvm.mlir.constant(32 : i32) : i32
  %v8 = llvm.mlir.constant(-2.25 : f64) : f64
  %v9 = llvm.mlir.constant(7 : i32) : i32
  %v10 = llvm.mlir.constant(0.0 : f64) : f64
  %v12 = llvm.icmp "sgt" %a, %v1 : i32
  %v11 = llvm.select %v12, %a, %a : i1, i32
  %v13 = llvm.sitofp %v9 : i32 to f64
  %v14 = llvm.fsub %v6, %v8 : f64
  %v15 = llvm.and %v9, %a : i32
  %v16 = llvm.sdiv %v5, %a : i32
  %v17 = llvm.fdiv %b, %v2 : f64
  %v18 = llvm.sdiv %v16, %v15 : i32
  %v19 = llvm.fptosi %b : f64 to i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v13, %p : f64, !llvm.ptr
  llvm.store %v14, %p : f64, !llvm.ptr
  llvm.store %v17, %p : f64, !llvm.ptr
  llvm.return %v19 : i32
}
llvm.func @f9(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(7 : i32) : i32
  %v2 = llvm.mlir.constant(1.5 : f64) : f64
  %v3 = llvm.mlir.constant(1 : i32) : i32
  %v4 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v5 = llvm.mlir.constant(1 : i32) : i32
  %v6 = llvm.mlir.constant(1.5 : f64) : f64
  %v7 = llvm.fptosi %v2 : f64 to i32
  %v8 = llvm.fptosi %b : f64 to i32
  %v9 = llvm.frem %v6, %b : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v9, %p : f64, !llvm.ptr
  llvm.return %v8 : i32
}
llvm.func @f10(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(7 : i32) : i32
  %v2 = llvm.mlir.constant(-2.25 : f64) : f64
  %v3 = llvm.mlir.constant(100 : i32) : i32
  %v4 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v5 = llvm.mlir.constant(32 : i32) : i32
  %v6 = llvm.mlir.constant(0.1 : f64) : f64
  %v7 = llvm.fadd %b, %v2 : f64
  %v8 = llvm.add %a, %v5 : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v7, %p : f64, !llvm.ptr
  llvm.return %v8 : i32
}
llvm.func @f11(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(1 : i32) : i32
  %v2 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v3 = llvm.fsub %v2, %b : f64
  %v4 = llvm.shl %v1, %v1 : i32
  %v5 = llvm.udiv %v1, %v1 : i32
  %v6 = llvm.or %a, %v5 : i32
  %v7 = llvm.fptosi %v3 : f64 to i32
  %v8 = llvm.urem %v5, %v6 : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v3, %p : f64, !llvm.ptr
  llvm.return %v8 : i32
}
llvm.func @f12(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(32 : i32) : i32
  %v2 = llvm.mlir.constant(0.1 : f64) : f64
  %v3 = llvm.mlir.constant(0 : i32) : i32
  %v4 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v5 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v6 = llvm.mlir.constant(0.0 : f64) : f64
  %v7 = llvm.mlir.constant(2147483647 : i32) : i32
  %v8 = llvm.mlir.constant(3.0 : f64) : f64
  %v9 = llvm.mlir.constant(31 : i32) : i32
  %v10 = llvm.mlir.constant(3.0 : f64) : f64
  %v11 = llvm.mlir.constant(2147483647 : i32) : i32
  %v12 = llvm.mlir.constant(0.1 : f64) : f64
  %v13 = llvm.fadd %v2, %v2 : f64
  %v14 = llvm.frem %v2, %v12 : f64
  %v15 = llvm.mul %a, %v3 : i32
  %v16 = llvm.or %v7, %v1 : i32
  %v17 = llvm.fadd %v14, %v12 : f64
  %v19 = llvm.sext %v9 : i32 to i64
  %v18 = llvm.trunc %v19 : i64 to i32
  %v21 = llvm.icmp "ne" %v18, %a : i32
  %v20 = llvm.select %v21, %v15, %v3 : i1, i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v12, %p : f64, !llvm.ptr
  llvm.store %v13, %p : f64, !llvm.ptr
  llvm.store %v14, %p : f64, !llvm.ptr
  llvm.store %v17, %p : f64, !llvm.ptr
  llvm.return %v20 : i32
}
llvm.func @f13(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v2 = llvm.mlir.constant(0.0 : f64) : f64
  %v3 = llvm.mlir.constant(32 : i32) : i32
  %v4 = llvm.mlir.constant(0.0 : f64) : f64
  %v5 = llvm.srem %a, %a : i32
  %v6 = llvm.sub %a, %a : i32
  %v8 = llvm.sext %v3 : i32 to i64
  %v7 = llvm.trunc %v8 : i64 to i32
  %v10 = llvm.icmp "ne" %a, %v6 : i32
  %v9 = llvm.select %v10, %v6, %v6 : i1, i32
  %v12 = llvm.sext %a : i32 to i64
  %v11 = llvm.trunc %v12 : i64 to i32
  %v14 = llvm.icmp "ne" %a, %v7 : i32
  %v13 = llvm.select %v14, %v3, %v1 : i1, i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.return %v13 : i32
}
llvm.func @f14(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(-1 : i32) : i32
  %v2 = llvm.mlir.constant(3.0 : f64) : f64
  %v3 = llvm.mlir.constant(7 : i32) : i32
  %v4 = llvm.mlir.constant(0.1 : f64) : f64
  %v6 = llvm.sext %v1 : i32 to i64
  %v5 = llvm.trunc %v6 : i64 to i32
  %v7 = llvm.xor %v5, %v3 : i32
  %v9 = llvm.icmp "ne" %v5, %v7 : i32
  %v8 = llvm.select %v9, %v1, %v5 : i1, i32
  %v10 = llvm.fptosi %b : f64 to i32
  %v11 = llvm.frem %v4, %v4 : f64
  %v13 = llvm.getelementptr %p[%v8] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v5, %v13 : i32, !llvm.ptr
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v11, %p : f64, !llvm.ptr
  llvm.return %v10 : i32
}
llvm.func @f15(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v2 = llvm.mlir.constant(1.5 : f64) : f64
  %v3 = llvm.mlir.constant(-1 : i32) : i32
  %v4 = llvm.mlir.constant(0.0 : f64) : f64
  %v6 = llvm.sext %v3 : i32 to i64
  %v5 = llvm.trunc %v6 : i64 to i32
  %v7 = llvm.fdiv %v4, %v4 : f64
  %v8 = llvm.sitofp %v1 : i32 to f64
  %v9 = llvm.udiv %v1, %v3 : i32
  %v11 = llvm.getelementptr %p[%v9] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v3, %v11 : i32, !llvm.ptr
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v7, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.return %v9 : i32
}
llvm.func @f16(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v2 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v3 = llvm.mlir.constant(100 : i32) : i32
  %v4 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v5 = llvm.mlir.constant(255 : i32) : i32
  %v6 = llvm.mlir.constant(1.5 : f64) : f64
  %v7 = llvm.mlir.constant(255 : i32) : i32
  %v8 = llvm.mlir.constant(0.0 : f64) : f64
  %v9 = llvm.mlir.constant(255 : i32) : i32
  %v10 = llvm.mlir.constant(0.1 : f64) : f64
  %v11 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v12 = llvm.mlir.constant(1.5 : f64) : f64
  %v14 = llvm.icmp "sle" %v3, %v5 : i32
  %v13 = llvm.select %v14, %v11, %v11 : i1, i32
  %v15 = llvm.lshr %v13, %v5 : i32
  %v16 = llvm.frem %b, %v6 : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v12, %p : f64, !llvm.ptr
  llvm.store %v16, %p : f64, !llvm.ptr
  llvm.return %v15 : i32
}
llvm.func @f17(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(1 : i32) : i32
  %v2 = llvm.mlir.constant(0.1 : f64) : f64
  %v3 = llvm.mlir.constant(0 : i32) : i32
  %v4 = llvm.mlir.constant(0.1 : f64) : f64
  %v5 = llvm.mlir.constant(7 : i32) : i32
  %v6 = llvm.mlir.constant(1.5 : f64) : f64
  %v7 = llvm.mlir.constant(1 : i32) : i32
  %v8 = llvm.mlir.constant(1.5 : f64) : f64
  %v9 = llvm.mlir.constant(255 : i32) : i32
  %v10 = llvm.mlir.constant(1.5 : f64) : f64
  %v11 = llvm.mlir.constant(7 : i32) : i32
  %v12 = llvm.mlir.constant(-2.25 : f64) : f64
  %v13 = llvm.lshr %v9, %v11 : i32
  %v14 = llvm.sdiv %v3, %a : i32
  %v15 = llvm.srem %v1, %v1 : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v12, %p : f64, !llvm.ptr
  llvm.return %v15 : i32
}
llvm.func @f18(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(1 : i32) : i32
  %v2 = llvm.mlir.constant(-2.25 : f64) : f64
  %v3 = llvm.sitofp %a : i32 to f64
  %v4 = llvm.xor %v1, %a : i32
  %v5 = llvm.urem %v1, %v1 : i32
  %v6 = llvm.fsub %v3, %v3 : f64
  %v8 = llvm.sext %v5 : i32 to i64
  %v7 = llvm.trunc %v8 : i64 to i32
  %v9 = llvm.or %v4, %a : i32
  %v10 = llvm.sitofp %a : i32 to f64
  %v12 = llvm.sext %a : i32 to i64
  %v11 = llvm.trunc %v12 : i64 to i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v3, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.return %v11 : i32
}
llvm.func @f19(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(32 : i32) : i32
  %v2 = llvm.mlir.constant(-2.25 : f64) : f64
  %v3 = llvm.mlir.constant(1 : i32) : i32
  %v4 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v5 = llvm.mlir.constant(2147483647 : i32) : i32
  %v6 = llvm.mlir.constant(3.0 : f64) : f64
  %v7 = llvm.mlir.constant(2147483647 : i32) : i32
  %v8 = llvm.mlir.constant(0.1 : f64) : f64
  %v10 = llvm.sext %v3 : i32 to i64
  %v9 = llvm.trunc %v10 : i64 to i32
  %v11 = llvm.urem %v9, %v7 : i32
  %v12 = llvm.fadd %v6, %v8 : f64
  %v13 = llvm.lshr %v3, %v9 : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v12, %p : f64, !llvm.ptr
  llvm.return %v13 : i32
}
llvm.func @f20(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(100 : i32) : i32
  %v2 = llvm.mlir.constant(3.0 : f64) : f64
  %v3 = llvm.mlir.constant(-1 : i32) : i32
  %v4 = llvm.mlir.constant(3.0 : f64) : f64
  %v5 = llvm.mlir.constant(-1 : i32) : i32
  %v6 = llvm.mlir.constant(1.5 : f64) : f64
  %v7 = llvm.mlir.constant(2147483647 : i32) : i32
  %v8 = llvm.mlir.constant(3.0 : f64) : f64
  %v9 = llvm.mlir.constant(31 : i32) : i32
  %v10 = llvm.mlir.constant(0.0 : f64) : f64
  %v11 = llvm.mlir.constant(1 : i32) : i32
  %v12 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v14 = llvm.getelementptr %p[%v9] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v9, %v14 : i32, !llvm.ptr
  %v16 = llvm.icmp "ult" %v7, %v3 : i32
  %v15 = llvm.select %v16, %v9, %v1 : i1, i32
  %v17 = llvm.fmul %v12, %v2 : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v12, %p : f64, !llvm.ptr
  llvm.store %v17, %p : f64, !llvm.ptr
  llvm.return %v15 : i32
}
llvm.func @f21(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(1 : i32) : i32
  %v2 = llvm.mlir.constant(0.0 : f64) : f64
  %v3 = llvm.mlir.constant(-1 : i32) : i32
  %v4 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v5 = llvm.mlir.constant(32 : i32) : i32
  %v6 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v7 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v8 = llvm.mlir.constant(-2.25 : f64) : f64
  %v9 = llvm.mlir.constant(1 : i32) : i32
  %v10 = llvm.mlir.constant(-2.25 : f64) : f64
  %v11 = llvm.mlir.constant(255 : i32) : i32
  %v12 = llvm.mlir.constant(0.1 : f64) : f64
  %v13 = llvm.sitofp %a : i32 to f64
  %v14 = llvm.fmul %v6, %v10 : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v12, %p : f64, !llvm.ptr
  llvm.store %v13, %p : f64, !llvm.ptr
  llvm.store %v14, %p : f64, !llvm.ptr
  llvm.return %v11 : i32
}
llvm.func @f22(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v2 = llvm.mlir.constant(0.1 : f64) : f64
  %v3 = llvm.mlir.constant(32 : i32) : i32
  %v4 = llvm.mlir.constant(0.0 : f64) : f64
  %v5 = llvm.mlir.constant(2147483647 : i32) : i32
  %v6 = llvm.mlir.constant(0.1 : f64) : f64
  %v8 = llvm.getelementptr %p[%v1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %v3, %v8 : i32, !llvm.ptr
  %v10 = llvm.icmp "ne" %a, %v1 : i32
  %v9 = llvm.select %v10, %v1, %v5 : i1, i32
  %v12 = llvm.sext %v5 : i32 to i64
  %v11 = llvm.trunc %v12 : i64 to i32
  %v13 = llvm.fptosi %v2 : f64 to i32
  %v15 = llvm.icmp "slt" %v13, %v5 : i32
  %v14 = llvm.select %v15, %v13, %v1 : i1, i32
  %v16 = llvm.fsub %v2, %v2 : f64
  %v17 = llvm.sitofp %v11 : i32 to f64
  %v18 = llvm.fptosi %b : f64 to i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v16, %p : f64, !llvm.ptr
  llvm.store %v17, %p : f64, !llvm.ptr
  llvm.return %v18 : i32
}
llvm.func @f23(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v2 = llvm.mlir.constant(0.1 : f64) : f64
  %v3 = llvm.mlir.constant(2147483647 : i32) : i32
  %v4 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v5 = llvm.mlir.constant(100 : i32) : i32
  %v6 = llvm.mlir.constant(-2.25 : f64) : f64
  %v7 = llvm.mlir.constant(31 : i32) : i32
  %v8 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v10 = llvm.sext %v5 : i32 to i64
  %v9 = llvm.trunc %v10 : i64 to i32
  %v11 = llvm.udiv %v9, %v9 : i32
  %v12 = llvm.ashr %v11, %v9 : i32
  %v13 = llvm.mul %v12, %v5 : i32
  %v14 = llvm.or %v5, %a : i32
  %v15 = llvm.fptosi %v6 : f64 to i32
  %v16 = llvm.sdiv %v15, %v3 : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.return %v16 : i32
}
llvm.func @f24(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(31 : i32) : i32
  %v2 = llvm.mlir.constant(0.0 : f64) : f64
  %v3 = llvm.mlir.constant(100 : i32) : i32
  %v4 = llvm.mlir.constant(0.0 : f64) : f64
  %v5 = llvm.udiv %v3, %a : i32
  %v6 = llvm.fadd %v2, %v2 : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.return %v5 : i32
}
llvm.func @f25(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(2147483647 : i32) : i32
  %v2 = llvm.mlir.constant(3.0 : f64) : f64
  %v3 = llvm.mlir.constant(-1 : i32) : i32
  %v4 = llvm.mlir.constant(0.0 : f64) : f64
  %v5 = llvm.mlir.constant(100 : i32) : i32
  %v6 = llvm.mlir.constant(0.0 : f64) : f64
  %v7 = llvm.urem %v1, %a : i32
  %v8 = llvm.sitofp %v5 : i32 to f64
  %v10 = llvm.sext %v1 : i32 to i64
  %v9 = llvm.trunc %v10 : i64 to i32
  %v11 = llvm.fadd %b, %v6 : f64
  %v12 = llvm.udiv %v9, %v1 : i32
  %v13 = llvm.and %v9, %a : i32
  %v14 = llvm.fdiv %v2, %v11 : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v11, %p : f64, !llvm.ptr
  llvm.store %v14, %p : f64, !llvm.ptr
  llvm.return %v13 : i32
}
llvm.func @f26(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(255 : i32) : i32
  %v2 = llvm.mlir.constant(0.0 : f64) : f64
  %v3 = llvm.mlir.constant(31 : i32) : i32
  %v4 = llvm.mlir.constant(0.1 : f64) : f64
  %v5 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v6 = llvm.mlir.constant(0.1 : f64) : f64
  %v7 = llvm.mlir.constant(-1 : i32) : i32
  %v8 = llvm.mlir.constant(0.1 : f64) : f64
  %v10 = llvm.sext %v3 : i32 to i64
  %v9 = llvm.trunc %v10 : i64 to i32
  %v11 = llvm.fptosi %v6 : f64 to i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.return %v11 : i32
}
llvm.func @f27(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(2147483647 : i32) : i32
  %v2 = llvm.mlir.constant(1.0e10 : f64) : f64
  %v3 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v4 = llvm.mlir.constant(1.5 : f64) : f64
  %v5 = llvm.mlir.constant(0 : i32) : i32
  %v6 = llvm.mlir.constant(1.5 : f64) : f64
  %v7 = llvm.mlir.constant(255 : i32) : i32
  %v8 = llvm.mlir.constant(-2.25 : f64) : f64
  %v9 = llvm.mlir.constant(-1 : i32) : i32
  %v10 = llvm.mlir.constant(0.1 : f64) : f64
  %v11 = llvm.udiv %a, %v1 : i32
  %v13 = llvm.icmp "ugt" %v1, %v9 : i32
  %v12 = llvm.select %v13, %a, %v1 : i1, i32
  %v14 = llvm.mul %v12, %v12 : i32
  %v15 = llvm.add %v11, %v12 : i32
  %v16 = llvm.add %a, %v5 : i32
  %v17 = llvm.fdiv %v6, %b : f64
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.store %v8, %p : f64, !llvm.ptr
  llvm.store %v10, %p : f64, !llvm.ptr
  llvm.store %v17, %p : f64, !llvm.ptr
  llvm.return %v16 : i32
}
llvm.func @f28(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(7 : i32) : i32
  %v2 = llvm.mlir.constant(0.0 : f64) : f64
  %v3 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v4 = llvm.mlir.constant(0.1 : f64) : f64
  %v5 = llvm.xor %a, %v1 : i32
  %v6 = llvm.sitofp %a : i32 to f64
  %v7 = llvm.fptosi %v4 : f64 to i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.return %v7 : i32
}
llvm.func @f29(%a: i32, %b: f64, %p: !llvm.ptr) -> i32 {
  %v1 = llvm.mlir.constant(31 : i32) : i32
  %v2 = llvm.mlir.constant(-2.25 : f64) : f64
  %v3 = llvm.mlir.constant(31 : i32) : i32
  %v4 = llvm.mlir.constant(1.5 : f64) : f64
  %v5 = llvm.mlir.constant(32 : i32) : i32
  %v6 = llvm.mlir.constant(-2.25 : f64) : f64
  %v7 = llvm.fptosi %v4 : f64 to i32
  %v8 = llvm.add %v5, %a : i32
  llvm.store %v2, %p : f64, !llvm.ptr
  llvm.store %v4, %p : f64, !llvm.ptr
  llvm.store %v6, %p : f64, !llvm.ptr
  llvm.return %v8 : i32
}
