// Generated cases (constant GEPs, pointer compares, integer expressions); expected output from mlir-translate-16.
llvm.mlir.global internal @arr(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global external @ext() : !llvm.struct<"S", (i32, array<3 x i64>)>
llvm.mlir.global internal @sv() : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %1 = llvm.mlir.constant(3 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f32)>
  llvm.return %2 : !llvm.struct<(i32, f32)>
}
llvm.func @g0(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(2 : i64) : i64
  %t3 = llvm.mlir.constant(2 : i64) : i64
  %t4 = llvm.mlir.constant(1 : i64) : i64
  %t5 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t6 = llvm.zext %t5 : i1 to i64
  %t8 = llvm.mlir.addressof @sv : !llvm.ptr
  %t7 = llvm.load %t8 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t9 = llvm.extractvalue %t7[0] : !llvm.struct<(i32, f32)>
  %t10 = llvm.zext %t9 : i32 to i64
  %t11 = llvm.getelementptr %t1[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i32, array<3 x i64>)>
  %t13 = llvm.mlir.constant(3 : i32) : i32
  %t12 = llvm.extractelement %v[%t13 : i32] : vector<4xi32>
  %t14 = llvm.sext %t12 : i32 to i64
  %t15 = llvm.getelementptr %t1[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t17 = llvm.mlir.constant(1 : i32) : i32
  %t16 = llvm.extractelement %v[%t17 : i32] : vector<4xi32>
  %t18 = llvm.sext %t16 : i32 to i64
  %t19 = llvm.getelementptr inbounds %t1[%t2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %a, %t11 : i64, !llvm.ptr
  llvm.store %a, %t15 : i64, !llvm.ptr
  llvm.store %a, %t19 : i64, !llvm.ptr
  llvm.return %t18 : i64
}
llvm.func @g1(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(0 : i64) : i64
  %t3 = llvm.mlir.constant(5 : i64) : i64
  %t4 = llvm.mlir.constant(3 : i64) : i64
  %t5 = llvm.mlir.constant(-1 : i64) : i64
  %t6 = llvm.getelementptr %t1[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t7 = llvm.getelementptr inbounds %t1[%t3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t8 = llvm.getelementptr %t1[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %t9 = llvm.getelementptr %t7[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t10 = llvm.getelementptr %t7[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t12 = llvm.mlir.addressof @sv : !llvm.ptr
  %t11 = llvm.load %t12 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t13 = llvm.extractvalue %t11[0] : !llvm.struct<(i32, f32)>
  %t14 = llvm.zext %t13 : i32 to i64
  llvm.store %a, %t6 : i64, !llvm.ptr
  llvm.store %a, %t7 : i64, !llvm.ptr
  llvm.store %a, %t8 : i64, !llvm.ptr
  llvm.store %a, %t9 : i64, !llvm.ptr
  llvm.store %a, %t10 : i64, !llvm.ptr
  llvm.return %t14 : i64
}
llvm.func @g2(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(2 : i64) : i64
  %t3 = llvm.mlir.constant(0 : i64) : i64
  %t4 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t5 = llvm.getelementptr inbounds %t1[%t3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t6 = llvm.getelementptr %t1[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i32, array<3 x i64>)>
  %t7 = llvm.getelementptr %t6[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t8 = llvm.ptrtoint %t5 : !llvm.ptr to i64
  %t9 = llvm.getelementptr inbounds %t7[%t2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %a, %t5 : i64, !llvm.ptr
  llvm.store %a, %t6 : i64, !llvm.ptr
  llvm.store %a, %t7 : i64, !llvm.ptr
  llvm.store %a, %t9 : i64, !llvm.ptr
  llvm.return %t8 : i64
}
llvm.func @g3(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(1 : i64) : i64
  %t3 = llvm.mlir.constant(-1 : i64) : i64
  %t4 = llvm.mlir.constant(0 : i64) : i64
  %t5 = llvm.getelementptr %t1[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %t6 = llvm.getelementptr %t5[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t7 = llvm.ptrtoint %t6 : !llvm.ptr to i64
  llvm.store %a, %t5 : i64, !llvm.ptr
  llvm.store %a, %t6 : i64, !llvm.ptr
  llvm.return %t7 : i64
}
llvm.func @g4(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(-1 : i64) : i64
  %t3 = llvm.mlir.constant(1 : i64) : i64
  %t4 = llvm.mlir.constant(1 : i64) : i64
  %t5 = llvm.mlir.constant(5 : i64) : i64
  %t6 = llvm.mlir.constant(2 : i64) : i64
  %t7 = llvm.getelementptr %t1[0, 1, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i32, array<3 x i64>)>
  %t8 = llvm.getelementptr inbounds %t7[%t2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t9 = llvm.ptrtoint %t8 : !llvm.ptr to i64
  %t10 = llvm.add %a, %t4 : i64
  %t11 = llvm.icmp "eq" %t1, %t7 : !llvm.ptr
  %t12 = llvm.zext %t11 : i1 to i64
  %t13 = llvm.getelementptr inbounds %t1[%t6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %a, %t7 : i64, !llvm.ptr
  llvm.store %a, %t8 : i64, !llvm.ptr
  llvm.store %a, %t13 : i64, !llvm.ptr
  llvm.return %t12 : i64
}
llvm.func @g5(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(5 : i64) : i64
  %t3 = llvm.mlir.constant(5 : i64) : i64
  %t4 = llvm.mlir.constant(3 : i64) : i64
  %t5 = llvm.mlir.constant(0 : i64) : i64
  %t6 = llvm.mlir.constant(2 : i64) : i64
  %t7 = llvm.getelementptr %t1[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t9 = llvm.mlir.addressof @sv : !llvm.ptr
  %t8 = llvm.load %t9 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t10 = llvm.extractvalue %t8[0] : !llvm.struct<(i32, f32)>
  %t11 = llvm.zext %t10 : i32 to i64
  %t12 = llvm.icmp "eq" %t7, %t7 : !llvm.ptr
  %t13 = llvm.zext %t12 : i1 to i64
  %t14 = llvm.getelementptr inbounds %t1[%t2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t15 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t17 = llvm.mlir.addressof @sv : !llvm.ptr
  %t16 = llvm.load %t17 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t18 = llvm.extractvalue %t16[0] : !llvm.struct<(i32, f32)>
  %t19 = llvm.zext %t18 : i32 to i64
  llvm.store %a, %t7 : i64, !llvm.ptr
  llvm.store %a, %t14 : i64, !llvm.ptr
  llvm.return %t19 : i64
}
llvm.func @g6(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(3 : i64) : i64
  %t3 = llvm.mlir.constant(3 : i64) : i64
  %t4 = llvm.mlir.constant(5 : i64) : i64
  %t5 = llvm.mlir.constant(1 : i64) : i64
  %t6 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t7 = llvm.getelementptr %t1[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t8 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t9 = llvm.zext %t8 : i1 to i64
  %t10 = llvm.getelementptr %t1[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t11 = llvm.ptrtoint %t7 : !llvm.ptr to i64
  %t12 = llvm.add %t2, %a : i64
  llvm.store %a, %t7 : i64, !llvm.ptr
  llvm.store %a, %t10 : i64, !llvm.ptr
  llvm.return %t12 : i64
}
llvm.func @g7(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(1 : i64) : i64
  %t3 = llvm.mlir.constant(-1 : i64) : i64
  %t4 = llvm.mlir.constant(0 : i64) : i64
  %t5 = llvm.mlir.constant(3 : i64) : i64
  %t6 = llvm.mlir.constant(0 : i64) : i64
  %t8 = llvm.mlir.addressof @sv : !llvm.ptr
  %t7 = llvm.load %t8 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t9 = llvm.extractvalue %t7[0] : !llvm.struct<(i32, f32)>
  %t10 = llvm.zext %t9 : i32 to i64
  %t11 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t12 = llvm.zext %t11 : i1 to i64
  %t14 = llvm.mlir.addressof @sv : !llvm.ptr
  %t13 = llvm.load %t14 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t15 = llvm.extractvalue %t13[0] : !llvm.struct<(i32, f32)>
  %t16 = llvm.zext %t15 : i32 to i64
  %t17 = llvm.getelementptr %t1[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %t18 = llvm.ptrtoint %t17 : !llvm.ptr to i64
  llvm.store %a, %t17 : i64, !llvm.ptr
  llvm.return %t18 : i64
}
llvm.func @g8(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(-1 : i64) : i64
  %t4 = llvm.mlir.constant(2 : i32) : i32
  %t3 = llvm.extractelement %v[%t4 : i32] : vector<4xi32>
  %t5 = llvm.sext %t3 : i32 to i64
  %t6 = llvm.getelementptr inbounds %t1[%a] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t7 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t9 = llvm.mlir.addressof @sv : !llvm.ptr
  %t8 = llvm.load %t9 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t10 = llvm.extractvalue %t8[0] : !llvm.struct<(i32, f32)>
  %t11 = llvm.zext %t10 : i32 to i64
  %t13 = llvm.mlir.constant(3 : i32) : i32
  %t12 = llvm.extractelement %v[%t13 : i32] : vector<4xi32>
  %t14 = llvm.sext %t12 : i32 to i64
  %t15 = llvm.getelementptr %t1[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t16 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  llvm.store %a, %t6 : i64, !llvm.ptr
  llvm.store %a, %t15 : i64, !llvm.ptr
  llvm.return %t16 : i64
}
llvm.func @g9(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(5 : i64) : i64
  %t3 = llvm.mlir.constant(1 : i64) : i64
  %t4 = llvm.mlir.constant(2 : i64) : i64
  %t5 = llvm.mlir.constant(0 : i64) : i64
  %t6 = llvm.mlir.constant(3 : i64) : i64
  %t7 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t8 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t9 = llvm.zext %t8 : i1 to i64
  %t10 = llvm.getelementptr %t1[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %t11 = llvm.getelementptr %t10[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t12 = llvm.ptrtoint %t11 : !llvm.ptr to i64
  llvm.store %a, %t10 : i64, !llvm.ptr
  llvm.store %a, %t11 : i64, !llvm.ptr
  llvm.return %t12 : i64
}
llvm.func @g10(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(1 : i64) : i64
  %t3 = llvm.mlir.constant(2 : i64) : i64
  %t4 = llvm.mlir.constant(1 : i64) : i64
  %t5 = llvm.mlir.constant(3 : i64) : i64
  %t6 = llvm.mlir.constant(2 : i64) : i64
  %t7 = llvm.getelementptr %t1[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %t8 = llvm.getelementptr %t1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t9 = llvm.getelementptr %t7[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t10 = llvm.getelementptr inbounds %t7[%t6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t11 = llvm.getelementptr %t1[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %t13 = llvm.mlir.addressof @sv : !llvm.ptr
  %t12 = llvm.load %t13 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t14 = llvm.extractvalue %t12[0] : !llvm.struct<(i32, f32)>
  %t15 = llvm.zext %t14 : i32 to i64
  llvm.store %a, %t7 : i64, !llvm.ptr
  llvm.store %a, %t8 : i64, !llvm.ptr
  llvm.store %a, %t9 : i64, !llvm.ptr
  llvm.store %a, %t10 : i64, !llvm.ptr
  llvm.store %a, %t11 : i64, !llvm.ptr
  llvm.return %t15 : i64
}
llvm.func @g11(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(1 : i64) : i64
  %t3 = llvm.mlir.constant(1 : i64) : i64
  %t5 = llvm.mlir.constant(3 : i32) : i32
  %t4 = llvm.extractelement %v[%t5 : i32] : vector<4xi32>
  %t6 = llvm.sext %t4 : i32 to i64
  %t7 = llvm.getelementptr inbounds %t1[%t3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t8 = llvm.getelementptr inbounds %t1[%t3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t9 = llvm.getelementptr %t8[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %t10 = llvm.add %t6, %t6 : i64
  %t11 = llvm.add %t3, %t6 : i64
  llvm.store %a, %t7 : i64, !llvm.ptr
  llvm.store %a, %t8 : i64, !llvm.ptr
  llvm.store %a, %t9 : i64, !llvm.ptr
  llvm.return %t11 : i64
}
llvm.func @g12(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(1 : i64) : i64
  %t3 = llvm.mlir.constant(1 : i64) : i64
  %t4 = llvm.mlir.constant(1 : i64) : i64
  %t5 = llvm.mlir.constant(2 : i64) : i64
  %t7 = llvm.mlir.constant(1 : i32) : i32
  %t6 = llvm.extractelement %v[%t7 : i32] : vector<4xi32>
  %t8 = llvm.sext %t6 : i32 to i64
  %t9 = llvm.getelementptr %t1[0, 1, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i32, array<3 x i64>)>
  %t10 = llvm.getelementptr %t1[0, 1, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i32, array<3 x i64>)>
  %t11 = llvm.getelementptr inbounds %t10[%a] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t12 = llvm.getelementptr %t1[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i32, array<3 x i64>)>
  %t13 = llvm.getelementptr inbounds %t11[%t3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t15 = llvm.mlir.constant(1 : i32) : i32
  %t14 = llvm.extractelement %v[%t15 : i32] : vector<4xi32>
  %t16 = llvm.sext %t14 : i32 to i64
  llvm.store %a, %t9 : i64, !llvm.ptr
  llvm.store %a, %t10 : i64, !llvm.ptr
  llvm.store %a, %t11 : i64, !llvm.ptr
  llvm.store %a, %t12 : i64, !llvm.ptr
  llvm.store %a, %t13 : i64, !llvm.ptr
  llvm.return %t16 : i64
}
llvm.func @g13(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(1 : i64) : i64
  %t3 = llvm.mlir.constant(1 : i64) : i64
  %t4 = llvm.mlir.constant(3 : i64) : i64
  %t5 = llvm.mlir.constant(0 : i64) : i64
  %t6 = llvm.getelementptr %t1[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t7 = llvm.getelementptr %t1[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t8 = llvm.getelementptr %t1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t10 = llvm.mlir.constant(2 : i32) : i32
  %t9 = llvm.extractelement %v[%t10 : i32] : vector<4xi32>
  %t11 = llvm.sext %t9 : i32 to i64
  %t12 = llvm.ptrtoint %t8 : !llvm.ptr to i64
  llvm.store %a, %t6 : i64, !llvm.ptr
  llvm.store %a, %t7 : i64, !llvm.ptr
  llvm.store %a, %t8 : i64, !llvm.ptr
  llvm.return %t12 : i64
}
llvm.func @g14(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(0 : i64) : i64
  %t3 = llvm.mlir.constant(-1 : i64) : i64
  %t4 = llvm.mlir.constant(0 : i64) : i64
  %t5 = llvm.mlir.constant(-1 : i64) : i64
  %t6 = llvm.mlir.constant(5 : i64) : i64
  %t7 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t8 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t9 = llvm.zext %t8 : i1 to i64
  %t10 = llvm.add %t9, %t4 : i64
  %t11 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t12 = llvm.zext %t11 : i1 to i64
  llvm.return %t12 : i64
}
llvm.func @g15(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(3 : i64) : i64
  %t3 = llvm.mlir.constant(3 : i64) : i64
  %t4 = llvm.mlir.constant(2 : i64) : i64
  %t5 = llvm.getelementptr inbounds %t1[%a] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t6 = llvm.add %a, %t3 : i64
  %t7 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t9 = llvm.mlir.constant(0 : i32) : i32
  %t8 = llvm.extractelement %v[%t9 : i32] : vector<4xi32>
  %t10 = llvm.sext %t8 : i32 to i64
  %t11 = llvm.add %a, %a : i64
  llvm.store %a, %t5 : i64, !llvm.ptr
  llvm.return %t11 : i64
}
llvm.func @g16(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(-1 : i64) : i64
  %t3 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t4 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t5 = llvm.getelementptr %t1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t6 = llvm.ptrtoint %t5 : !llvm.ptr to i64
  %t7 = llvm.icmp "eq" %t5, %t5 : !llvm.ptr
  %t8 = llvm.zext %t7 : i1 to i64
  %t9 = llvm.add %t6, %a : i64
  %t10 = llvm.getelementptr inbounds %t5[%a] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %a, %t5 : i64, !llvm.ptr
  llvm.store %a, %t10 : i64, !llvm.ptr
  llvm.return %t9 : i64
}
llvm.func @g17(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(2 : i64) : i64
  %t3 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t4 = llvm.zext %t3 : i1 to i64
  %t6 = llvm.mlir.constant(0 : i32) : i32
  %t5 = llvm.extractelement %v[%t6 : i32] : vector<4xi32>
  %t7 = llvm.sext %t5 : i32 to i64
  %t8 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t9 = llvm.getelementptr %t1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t10 = llvm.add %t2, %t8 : i64
  %t11 = llvm.add %t4, %t10 : i64
  llvm.store %a, %t9 : i64, !llvm.ptr
  llvm.return %t11 : i64
}
llvm.func @g18(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(0 : i64) : i64
  %t4 = llvm.mlir.constant(3 : i32) : i32
  %t3 = llvm.extractelement %v[%t4 : i32] : vector<4xi32>
  %t5 = llvm.sext %t3 : i32 to i64
  %t6 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t7 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t8 = llvm.zext %t7 : i1 to i64
  %t9 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t10 = llvm.add %t9, %t2 : i64
  llvm.return %t10 : i64
}
llvm.func @g19(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(-1 : i64) : i64
  %t3 = llvm.mlir.constant(2 : i64) : i64
  %t4 = llvm.getelementptr inbounds %t1[%t3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t5 = llvm.getelementptr %t4[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t6 = llvm.getelementptr inbounds %t4[%t3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t7 = llvm.getelementptr %t1[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t9 = llvm.mlir.constant(2 : i32) : i32
  %t8 = llvm.extractelement %v[%t9 : i32] : vector<4xi32>
  %t10 = llvm.sext %t8 : i32 to i64
  llvm.store %a, %t4 : i64, !llvm.ptr
  llvm.store %a, %t5 : i64, !llvm.ptr
  llvm.store %a, %t6 : i64, !llvm.ptr
  llvm.store %a, %t7 : i64, !llvm.ptr
  llvm.return %t10 : i64
}
llvm.func @g20(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(-1 : i64) : i64
  %t3 = llvm.mlir.constant(0 : i64) : i64
  %t4 = llvm.mlir.constant(5 : i64) : i64
  %t5 = llvm.mlir.constant(5 : i64) : i64
  %t7 = llvm.mlir.addressof @sv : !llvm.ptr
  %t6 = llvm.load %t7 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t8 = llvm.extractvalue %t6[0] : !llvm.struct<(i32, f32)>
  %t9 = llvm.zext %t8 : i32 to i64
  %t10 = llvm.getelementptr %t1[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i32, array<3 x i64>)>
  %t12 = llvm.mlir.constant(2 : i32) : i32
  %t11 = llvm.extractelement %v[%t12 : i32] : vector<4xi32>
  %t13 = llvm.sext %t11 : i32 to i64
  %t14 = llvm.ptrtoint %t10 : !llvm.ptr to i64
  %t15 = llvm.ptrtoint %t10 : !llvm.ptr to i64
  %t16 = llvm.ptrtoint %t10 : !llvm.ptr to i64
  llvm.store %a, %t10 : i64, !llvm.ptr
  llvm.return %t16 : i64
}
llvm.func @g21(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(0 : i64) : i64
  %t3 = llvm.mlir.constant(1 : i64) : i64
  %t4 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t6 = llvm.mlir.addressof @sv : !llvm.ptr
  %t5 = llvm.load %t6 : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %t7 = llvm.extractvalue %t5[0] : !llvm.struct<(i32, f32)>
  %t8 = llvm.zext %t7 : i32 to i64
  %t9 = llvm.getelementptr %t1[0] : (!llvm.ptr) -> !llvm.ptr, i32
  %t10 = llvm.getelementptr %t1[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i32, array<3 x i64>)>
  %t11 = llvm.getelementptr %t1[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %a, %t9 : i64, !llvm.ptr
  llvm.store %a, %t10 : i64, !llvm.ptr
  llvm.store %a, %t11 : i64, !llvm.ptr
  llvm.return %t8 : i64
}
llvm.func @g22(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @ext : !llvm.ptr
  %t2 = llvm.mlir.constant(2 : i64) : i64
  %t3 = llvm.mlir.constant(-1 : i64) : i64
  %t4 = llvm.mlir.constant(-1 : i64) : i64
  %t5 = llvm.ptrtoint %t1 : !llvm.ptr to i64
  %t6 = llvm.getelementptr %t1[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %t7 = llvm.ptrtoint %t6 : !llvm.ptr to i64
  %t8 = llvm.getelementptr inbounds %t6[%t5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t9 = llvm.getelementptr inbounds %t6[%t3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %a, %t6 : i64, !llvm.ptr
  llvm.store %a, %t8 : i64, !llvm.ptr
  llvm.store %a, %t9 : i64, !llvm.ptr
  llvm.return %t7 : i64
}
llvm.func @g23(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(1 : i64) : i64
  %t3 = llvm.mlir.constant(1 : i64) : i64
  %t4 = llvm.mlir.constant(0 : i64) : i64
  %t5 = llvm.mlir.constant(0 : i64) : i64
  %t6 = llvm.mlir.constant(2 : i64) : i64
  %t7 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t8 = llvm.zext %t7 : i1 to i64
  %t9 = llvm.icmp "eq" %t1, %t1 : !llvm.ptr
  %t10 = llvm.zext %t9 : i1 to i64
  llvm.return %t10 : i64
}
llvm.func @g24(%a: i64, %v: vector<4xi32>) -> i64 {
  %t1 = llvm.mlir.addressof @arr : !llvm.ptr
  %t2 = llvm.mlir.constant(5 : i64) : i64
  %t3 = llvm.mlir.constant(5 : i64) : i64
  %t4 = llvm.getelementptr %t1[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %t5 = llvm.getelementptr inbounds %t4[%t3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t7 = llvm.mlir.constant(0 : i32) : i32
  %t6 = llvm.extractelement %v[%t7 : i32] : vector<4xi32>
  %t8 = llvm.sext %t6 : i32 to i64
  %t9 = llvm.getelementptr %t5[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %t11 = llvm.mlir.constant(0 : i32) : i32
  %t10 = llvm.extractelement %v[%t11 : i32] : vector<4xi32>
  %t12 = llvm.sext %t10 : i32 to i64
  %t13 = llvm.getelementptr %t1[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i32, array<3 x i64>)>
  llvm.store %a, %t4 : i64, !llvm.ptr
  llvm.store %a, %t5 : i64, !llvm.ptr
  llvm.store %a, %t9 : i64, !llvm.ptr
  llvm.store %a, %t13 : i64, !llvm.ptr
  llvm.return %t12 : i64
}
