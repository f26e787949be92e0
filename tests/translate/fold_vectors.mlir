// Generated cases (vector and aggregate folding, freeze); expected output from mlir-translate-16.
llvm.func @h0(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(2 : i32) : i32
  %t5 = llvm.mlir.constant(0 : i32) : i32
  %t6 = llvm.mlir.constant(-4 : i32) : i32
  %t7 = llvm.shufflevector %t2, %t1 [0, 0, 0, 5] : vector<4xi32>
  %t8 = llvm.extractvalue %t3[0] : !llvm.struct<(i32, array<2 x i32>)>
  %t9 = llvm.add %t2, %t2 : vector<4xi32>
  %t10 = llvm.insertvalue %t5, %t3[0] : !llvm.struct<(i32, array<2 x i32>)>
  %t11 = llvm.freeze %a : i32
  %t12 = llvm.extractvalue %t10[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  llvm.store %t7, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t9, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t10, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t12 : i32
}
llvm.func @h1(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(1 : i32) : i32
  %t5 = llvm.mlir.constant(2 : i32) : i32
  %t6 = llvm.mlir.constant(2 : i32) : i32
  %t7 = llvm.extractvalue %t3[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %t8 = llvm.extractvalue %t3[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %t9 = llvm.add %v, %v : vector<4xi32>
  %t10 = llvm.shufflevector %t2, %t2 [0, 7, 2, 0] : vector<4xi32>
  %t11 = llvm.extractvalue %t3[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %t12 = llvm.shufflevector %t1, %t1 [7, 2, 5, 5] : vector<4xi32>
  %t13 = llvm.insertelement %t11, %v[%a : i32] : vector<4xi32>
  %t14 = llvm.extractelement %t12[%t5 : i32] : vector<4xi32>
  llvm.store %t9, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t10, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t12, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t13, %p : vector<4xi32>, !llvm.ptr
  llvm.return %t14 : i32
}
llvm.func @h2(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(9 : i32) : i32
  %t5 = llvm.mlir.constant(-4 : i32) : i32
  %t6 = llvm.mlir.constant(3 : i32) : i32
  %t7 = llvm.mlir.constant(-4 : i32) : i32
  %t8 = llvm.mlir.constant(2 : i32) : i32
  %t9 = llvm.mlir.constant(1 : i32) : i32
  %t10 = llvm.extractelement %t1[%t4 : i32] : vector<4xi32>
  %t11 = llvm.add %t1, %t1 : vector<4xi32>
  %t12 = llvm.extractelement %t11[%t8 : i32] : vector<4xi32>
  %t13 = llvm.add %t1, %t2 : vector<4xi32>
  %t14 = llvm.extractelement %v[%t6 : i32] : vector<4xi32>
  %t15 = llvm.insertelement %t14, %t13[%t6 : i32] : vector<4xi32>
  %t16 = llvm.extractelement %t1[%t7 : i32] : vector<4xi32>
  %t17 = llvm.shufflevector %t2, %t15 [0, 2, -1, 0] : vector<4xi32>
  llvm.store %t11, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t13, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t15, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t17, %p : vector<4xi32>, !llvm.ptr
  llvm.return %t16 : i32
}
llvm.func @h3(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(0 : i32) : i32
  %t5 = llvm.mlir.constant(2 : i32) : i32
  %t6 = llvm.mlir.constant(2 : i32) : i32
  %t7 = llvm.mlir.constant(2 : i32) : i32
  %t8 = llvm.insertvalue %t7, %t3[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %t9 = llvm.insertelement %t4, %t1[%t5 : i32] : vector<4xi32>
  %t10 = llvm.extractelement %t9[%t7 : i32] : vector<4xi32>
  %t11 = llvm.freeze %t5 : i32
  llvm.store %t9, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t8, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t11 : i32
}
llvm.func @h4(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(0 : i32) : i32
  %t5 = llvm.mlir.constant(2 : i32) : i32
  %t6 = llvm.mlir.constant(0 : i32) : i32
  %t7 = llvm.mlir.constant(3 : i32) : i32
  %t8 = llvm.mlir.constant(1 : i32) : i32
  %t9 = llvm.mlir.constant(2 : i32) : i32
  %t10 = llvm.freeze %t7 : i32
  %t11 = llvm.extractelement %v[%t9 : i32] : vector<4xi32>
  %t12 = llvm.freeze %t4 : i32
  %t13 = llvm.extractelement %v[%t5 : i32] : vector<4xi32>
  %t14 = llvm.add %v, %t2 : vector<4xi32>
  llvm.store %t14, %p : vector<4xi32>, !llvm.ptr
  llvm.return %t13 : i32
}
llvm.func @h5(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(9 : i32) : i32
  %t5 = llvm.mlir.constant(3 : i32) : i32
  %t6 = llvm.insertelement %a, %v[%t5 : i32] : vector<4xi32>
  %t7 = llvm.insertelement %t4, %t1[%t4 : i32] : vector<4xi32>
  %t8 = llvm.insertelement %t4, %t6[%t4 : i32] : vector<4xi32>
  %t9 = llvm.extractelement %t6[%t4 : i32] : vector<4xi32>
  %t10 = llvm.insertelement %t9, %t1[%t9 : i32] : vector<4xi32>
  %t11 = llvm.extractelement %v[%t5 : i32] : vector<4xi32>
  %t12 = llvm.insertelement %t11, %t1[%t4 : i32] : vector<4xi32>
  llvm.store %t6, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t7, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t8, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t10, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t12, %p : vector<4xi32>, !llvm.ptr
  llvm.return %t11 : i32
}
llvm.func @h6(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(2 : i32) : i32
  %t5 = llvm.mlir.constant(1 : i32) : i32
  %t6 = llvm.mlir.constant(2 : i32) : i32
  %t7 = llvm.mlir.constant(0 : i32) : i32
  %t8 = llvm.mlir.constant(2 : i32) : i32
  %t9 = llvm.extractelement %t2[%t6 : i32] : vector<4xi32>
  %t10 = llvm.freeze %t8 : i32
  %t11 = llvm.insertvalue %a, %t3[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %t12 = llvm.shufflevector %t1, %t1 [5, 1, 7, 1] : vector<4xi32>
  %t13 = llvm.insertvalue %t8, %t11[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %t14 = llvm.add %t2, %t2 : vector<4xi32>
  %t15 = llvm.freeze %t10 : i32
  llvm.store %t12, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t14, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t11, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.store %t13, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t15 : i32
}
llvm.func @h7(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(2 : i32) : i32
  %t5 = llvm.mlir.constant(-4 : i32) : i32
  %t6 = llvm.extractelement %t1[%t5 : i32] : vector<4xi32>
  %t7 = llvm.extractelement %t1[%a : i32] : vector<4xi32>
  %t8 = llvm.extractvalue %t3[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %t9 = llvm.add %t2, %t1 : vector<4xi32>
  %t10 = llvm.freeze %t4 : i32
  %t11 = llvm.insertvalue %t4, %t3[0] : !llvm.struct<(i32, array<2 x i32>)>
  %t12 = llvm.add %t2, %v : vector<4xi32>
  %t13 = llvm.shufflevector %t1, %t1 [5, 1, 7, 0] : vector<4xi32>
  llvm.store %t9, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t12, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t13, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t11, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t10 : i32
}
llvm.func @h8(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(2 : i32) : i32
  %t5 = llvm.mlir.constant(9 : i32) : i32
  %t6 = llvm.mlir.constant(3 : i32) : i32
  %t7 = llvm.mlir.constant(9 : i32) : i32
  %t8 = llvm.mlir.constant(3 : i32) : i32
  %t9 = llvm.mlir.constant(0 : i32) : i32
  %t10 = llvm.extractelement %t2[%a : i32] : vector<4xi32>
  %t11 = llvm.shufflevector %t1, %v [2, 7, 1, 0] : vector<4xi32>
  %t12 = llvm.insertvalue %a, %t3[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  llvm.store %t11, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t12, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t10 : i32
}
llvm.func @h9(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(0 : i32) : i32
  %t5 = llvm.mlir.constant(0 : i32) : i32
  %t6 = llvm.mlir.constant(9 : i32) : i32
  %t7 = llvm.mlir.constant(3 : i32) : i32
  %t8 = llvm.insertelement %t5, %t1[%t4 : i32] : vector<4xi32>
  %t9 = llvm.insertvalue %a, %t3[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %t10 = llvm.extractelement %t2[%t7 : i32] : vector<4xi32>
  %t11 = llvm.freeze %t6 : i32
  %t12 = llvm.extractvalue %t3[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %t13 = llvm.add %t1, %t2 : vector<4xi32>
  llvm.store %t8, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t13, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t9, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t12 : i32
}
llvm.func @h10(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(3 : i32) : i32
  %t5 = llvm.mlir.constant(0 : i32) : i32
  %t6 = llvm.mlir.constant(9 : i32) : i32
  %t7 = llvm.mlir.constant(1 : i32) : i32
  %t8 = llvm.mlir.constant(2 : i32) : i32
  %t9 = llvm.extractelement %v[%t5 : i32] : vector<4xi32>
  %t10 = llvm.shufflevector %t2, %v [2, 2, 7, 0] : vector<4xi32>
  %t11 = llvm.extractelement %t2[%a : i32] : vector<4xi32>
  %t12 = llvm.add %t10, %t10 : vector<4xi32>
  llvm.store %t10, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t12, %p : vector<4xi32>, !llvm.ptr
  llvm.return %t11 : i32
}
llvm.func @h11(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(0 : i32) : i32
  %t5 = llvm.mlir.constant(9 : i32) : i32
  %t6 = llvm.mlir.constant(1 : i32) : i32
  %t7 = llvm.mlir.constant(3 : i32) : i32
  %t8 = llvm.mlir.constant(2 : i32) : i32
  %t9 = llvm.mlir.constant(2 : i32) : i32
  %t10 = llvm.insertvalue %a, %t3[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %t11 = llvm.add %t1, %t2 : vector<4xi32>
  %t12 = llvm.freeze %t6 : i32
  %t13 = llvm.insertvalue %t7, %t10[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  llvm.store %t11, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t10, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.store %t13, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t12 : i32
}
llvm.func @h12(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(9 : i32) : i32
  %t5 = llvm.mlir.constant(3 : i32) : i32
  %t6 = llvm.mlir.constant(3 : i32) : i32
  %t7 = llvm.mlir.constant(1 : i32) : i32
  %t8 = llvm.mlir.constant(2 : i32) : i32
  %t9 = llvm.mlir.constant(9 : i32) : i32
  %t10 = llvm.freeze %t5 : i32
  %t11 = llvm.extractelement %v[%t5 : i32] : vector<4xi32>
  %t12 = llvm.insertvalue %t5, %t3[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %t13 = llvm.freeze %t8 : i32
  %t14 = llvm.extractelement %t1[%t13 : i32] : vector<4xi32>
  llvm.store %t12, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t14 : i32
}
llvm.func @h13(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(0 : i32) : i32
  %t5 = llvm.mlir.constant(3 : i32) : i32
  %t6 = llvm.freeze %a : i32
  %t7 = llvm.insertelement %t5, %t1[%t4 : i32] : vector<4xi32>
  %t8 = llvm.insertelement %a, %v[%a : i32] : vector<4xi32>
  %t9 = llvm.extractvalue %t3[0] : !llvm.struct<(i32, array<2 x i32>)>
  %t10 = llvm.extractelement %t7[%t9 : i32] : vector<4xi32>
  %t11 = llvm.freeze %a : i32
  %t12 = llvm.insertvalue %t4, %t3[0] : !llvm.struct<(i32, array<2 x i32>)>
  %t13 = llvm.insertvalue %t4, %t12[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  llvm.store %t7, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t8, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t12, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.store %t13, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t11 : i32
}
llvm.func @h14(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(9 : i32) : i32
  %t5 = llvm.mlir.constant(1 : i32) : i32
  %t6 = llvm.mlir.constant(3 : i32) : i32
  %t7 = llvm.mlir.constant(-4 : i32) : i32
  %t8 = llvm.mlir.constant(1 : i32) : i32
  %t9 = llvm.shufflevector %t2, %t1 [-1, 2, 7, -1] : vector<4xi32>
  %t10 = llvm.extractvalue %t3[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %t11 = llvm.freeze %t5 : i32
  %t12 = llvm.insertelement %t10, %v[%t7 : i32] : vector<4xi32>
  %t13 = llvm.extractelement %t12[%t11 : i32] : vector<4xi32>
  llvm.store %t9, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t12, %p : vector<4xi32>, !llvm.ptr
  llvm.return %t13 : i32
}
llvm.func @h15(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(9 : i32) : i32
  %t5 = llvm.mlir.constant(2 : i32) : i32
  %t6 = llvm.mlir.constant(3 : i32) : i32
  %t7 = llvm.mlir.constant(3 : i32) : i32
  %t8 = llvm.mlir.constant(9 : i32) : i32
  %t9 = llvm.mlir.constant(0 : i32) : i32
  %t10 = llvm.add %t1, %t2 : vector<4xi32>
  %t11 = llvm.freeze %t7 : i32
  %t12 = llvm.insertvalue %t7, %t3[0] : !llvm.struct<(i32, array<2 x i32>)>
  %t13 = llvm.insertelement %t11, %v[%t5 : i32] : vector<4xi32>
  llvm.store %t10, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t13, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t12, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t11 : i32
}
llvm.func @h16(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(0 : i32) : i32
  %t5 = llvm.mlir.constant(2 : i32) : i32
  %t6 = llvm.mlir.constant(1 : i32) : i32
  %t7 = llvm.extractelement %t2[%t5 : i32] : vector<4xi32>
  %t8 = llvm.extractelement %v[%t4 : i32] : vector<4xi32>
  %t9 = llvm.insertvalue %a, %t3[0] : !llvm.struct<(i32, array<2 x i32>)>
  llvm.store %t9, %p : !llvm.struct<(i32, array<2 x i32>)>, !llvm.ptr
  llvm.return %t8 : i32
}
llvm.func @h17(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(0 : i32) : i32
  %t5 = llvm.mlir.constant(2 : i32) : i32
  %t6 = llvm.extractvalue %t3[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %t7 = llvm.add %t2, %t2 : vector<4xi32>
  %t8 = llvm.extractelement %t1[%t6 : i32] : vector<4xi32>
  llvm.store %t7, %p : vector<4xi32>, !llvm.ptr
  llvm.return %t8 : i32
}
llvm.func @h18(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(-4 : i32) : i32
  %t5 = llvm.mlir.constant(-4 : i32) : i32
  %t6 = llvm.mlir.constant(0 : i32) : i32
  %t7 = llvm.shufflevector %t2, %t1 [0, -1, 7, 1] : vector<4xi32>
  %t8 = llvm.extractelement %t2[%t6 : i32] : vector<4xi32>
  %t9 = llvm.add %t7, %t1 : vector<4xi32>
  %t10 = llvm.extractelement %t2[%t8 : i32] : vector<4xi32>
  %t11 = llvm.shufflevector %t1, %t7 [-1, 2, 5, 2] : vector<4xi32>
  %t12 = llvm.extractelement %v[%t5 : i32] : vector<4xi32>
  %t13 = llvm.extractvalue %t3[0] : !llvm.struct<(i32, array<2 x i32>)>
  llvm.store %t7, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t9, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t11, %p : vector<4xi32>, !llvm.ptr
  llvm.return %t13 : i32
}
llvm.func @h19(%a: i32, %v: vector<4xi32>, %p: !llvm.ptr) -> i32 {
  %t1 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %t2 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<4xi32>
  %t3 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %t4 = llvm.mlir.constant(0 : i32) : i32
  %t5 = llvm.mlir.constant(1 : i32) : i32
  %t6 = llvm.mlir.constant(0 : i32) : i32
  %t7 = llvm.extractvalue %t3[0] : !llvm.struct<(i32, array<2 x i32>)>
  %t8 = llvm.add %t1, %t2 : vector<4xi32>
  %t9 = llvm.add %t8, %t8 : vector<4xi32>
  %t10 = llvm.insertelement %t4, %t9[%t7 : i32] : vector<4xi32>
  %t11 = llvm.extractelement %t8[%t7 : i32] : vector<4xi32>
  %t12 = llvm.freeze %t5 : i32
  %t13 = llvm.insertelement %t11, %t8[%t7 : i32] : vector<4xi32>
  llvm.store %t8, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t9, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t10, %p : vector<4xi32>, !llvm.ptr
  llvm.store %t13, %p : vector<4xi32>, !llvm.ptr
  llvm.return %t12 : i32
}
