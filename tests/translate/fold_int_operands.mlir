// Integer operators with a constant expression operand and an integer constant
// (absorbing and identity operands folded as LLVM 16's IRBuilder folds them);
// `ptrtoint @g & C` folds where C keeps only bits below @g's alignment as
// LLVM 16 assumes it. Expected output from mlir-translate-16.
llvm.mlir.global external @g(0 : i64) : i64
llvm.mlir.global external @g8(0 : i8) : i8
llvm.mlir.global external @ga(0 : i8) {alignment = 32 : i64} : i8
llvm.mlir.global internal @gbig(dense<0> : tensor<5xi32>) : !llvm.array<5 x i32>
llvm.mlir.global external @gext() : i64
llvm.mlir.global weak @gweak(0 : i64) : i64
llvm.mlir.global external @gsec(0 : i64) {section = "s"} : i64
llvm.func @f(%p: !llvm.ptr) {
  %g = llvm.mlir.addressof @g : !llvm.ptr
  %x = llvm.ptrtoint %g : !llvm.ptr to i64
  %b = llvm.ptrtoint %g : !llvm.ptr to i1
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %cm1 = llvm.mlir.constant(-1 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %t = llvm.mlir.constant(true) : i1
  %r0 = llvm.add %x, %c0 : i64
  llvm.store %r0, %p : i64, !llvm.ptr
  %r1 = llvm.add %c0, %x : i64
  llvm.store %r1, %p : i64, !llvm.ptr
  %r2 = llvm.add %x, %c1 : i64
  llvm.store %r2, %p : i64, !llvm.ptr
  %r3 = llvm.add %c1, %x : i64
  llvm.store %r3, %p : i64, !llvm.ptr
  %r4 = llvm.add %x, %cm1 : i64
  llvm.store %r4, %p : i64, !llvm.ptr
  %r5 = llvm.add %cm1, %x : i64
  llvm.store %r5, %p : i64, !llvm.ptr
  %r6 = llvm.add %x, %c5 : i64
  llvm.store %r6, %p : i64, !llvm.ptr
  %r7 = llvm.add %c5, %x : i64
  llvm.store %r7, %p : i64, !llvm.ptr
  %r8 = llvm.sub %x, %c0 : i64
  llvm.store %r8, %p : i64, !llvm.ptr
  %r9 = llvm.sub %c0, %x : i64
  llvm.store %r9, %p : i64, !llvm.ptr
  %r10 = llvm.sub %x, %c1 : i64
  llvm.store %r10, %p : i64, !llvm.ptr
  %r11 = llvm.sub %c1, %x : i64
  llvm.store %r11, %p : i64, !llvm.ptr
  %r12 = llvm.sub %x, %cm1 : i64
  llvm.store %r12, %p : i64, !llvm.ptr
  %r13 = llvm.sub %cm1, %x : i64
  llvm.store %r13, %p : i64, !llvm.ptr
  %r14 = llvm.sub %x, %c5 : i64
  llvm.store %r14, %p : i64, !llvm.ptr
  %r15 = llvm.sub %c5, %x : i64
  llvm.store %r15, %p : i64, !llvm.ptr
  %r16 = llvm.mul %x, %c0 : i64
  llvm.store %r16, %p : i64, !llvm.ptr
  %r17 = llvm.mul %c0, %x : i64
  llvm.store %r17, %p : i64, !llvm.ptr
  %r18 = llvm.mul %x, %c1 : i64
  llvm.store %r18, %p : i64, !llvm.ptr
  %r19 = llvm.mul %c1, %x : i64
  llvm.store %r19, %p : i64, !llvm.ptr
  %r20 = llvm.mul %x, %cm1 : i64
  llvm.store %r20, %p : i64, !llvm.ptr
  %r21 = llvm.mul %cm1, %x : i64
  llvm.store %r21, %p : i64, !llvm.ptr
  %r22 = llvm.mul %x, %c5 : i64
  llvm.store %r22, %p : i64, !llvm.ptr
  %r23 = llvm.mul %c5, %x : i64
  llvm.store %r23, %p : i64, !llvm.ptr
  %r24 = llvm.and %x, %c0 : i64
  llvm.store %r24, %p : i64, !llvm.ptr
  %r25 = llvm.and %c0, %x : i64
  llvm.store %r25, %p : i64, !llvm.ptr
  %r26 = llvm.and %x, %c1 : i64
  llvm.store %r26, %p : i64, !llvm.ptr
  %r27 = llvm.and %c1, %x : i64
  llvm.store %r27, %p : i64, !llvm.ptr
  %r28 = llvm.and %x, %cm1 : i64
  llvm.store %r28, %p : i64, !llvm.ptr
  %r29 = llvm.and %cm1, %x : i64
  llvm.store %r29, %p : i64, !llvm.ptr
  %r30 = llvm.and %x, %c5 : i64
  llvm.store %r30, %p : i64, !llvm.ptr
  %r31 = llvm.and %c5, %x : i64
  llvm.store %r31, %p : i64, !llvm.ptr
  %r32 = llvm.or %x, %c0 : i64
  llvm.store %r32, %p : i64, !llvm.ptr
  %r33 = llvm.or %c0, %x : i64
  llvm.store %r33, %p : i64, !llvm.ptr
  %r34 = llvm.or %x, %c1 : i64
  llvm.store %r34, %p : i64, !llvm.ptr
  %r35 = llvm.or %c1, %x : i64
  llvm.store %r35, %p : i64, !llvm.ptr
  %r36 = llvm.or %x, %cm1 : i64
  llvm.store %r36, %p : i64, !llvm.ptr
  %r37 = llvm.or %cm1, %x : i64
  llvm.store %r37, %p : i64, !llvm.ptr
  %r38 = llvm.or %x, %c5 : i64
  llvm.store %r38, %p : i64, !llvm.ptr
  %r39 = llvm.or %c5, %x : i64
  llvm.store %r39, %p : i64, !llvm.ptr
  %r40 = llvm.xor %x, %c0 : i64
  llvm.store %r40, %p : i64, !llvm.ptr
  %r41 = llvm.xor %c0, %x : i64
  llvm.store %r41, %p : i64, !llvm.ptr
  %r42 = llvm.xor %x, %c1 : i64
  llvm.store %r42, %p : i64, !llvm.ptr
  %r43 = llvm.xor %c1, %x : i64
  llvm.store %r43, %p : i64, !llvm.ptr
  %r44 = llvm.xor %x, %cm1 : i64
  llvm.store %r44, %p : i64, !llvm.ptr
  %r45 = llvm.xor %cm1, %x : i64
  llvm.store %r45, %p : i64, !llvm.ptr
  %r46 = llvm.xor %x, %c5 : i64
  llvm.store %r46, %p : i64, !llvm.ptr
  %r47 = llvm.xor %c5, %x : i64
  llvm.store %r47, %p : i64, !llvm.ptr
  %r48 = llvm.udiv %x, %c0 : i64
  llvm.store %r48, %p : i64, !llvm.ptr
  %r49 = llvm.udiv %c0, %x : i64
  llvm.store %r49, %p : i64, !llvm.ptr
  %r50 = llvm.udiv %x, %c1 : i64
  llvm.store %r50, %p : i64, !llvm.ptr
  %r51 = llvm.udiv %c1, %x : i64
  llvm.store %r51, %p : i64, !llvm.ptr
  %r52 = llvm.udiv %x, %cm1 : i64
  llvm.store %r52, %p : i64, !llvm.ptr
  %r53 = llvm.udiv %cm1, %x : i64
  llvm.store %r53, %p : i64, !llvm.ptr
  %r54 = llvm.udiv %x, %c5 : i64
  llvm.store %r54, %p : i64, !llvm.ptr
  %r55 = llvm.udiv %c5, %x : i64
  llvm.store %r55, %p : i64, !llvm.ptr
  %r56 = llvm.sdiv %x, %c0 : i64
  llvm.store %r56, %p : i64, !llvm.ptr
  %r57 = llvm.sdiv %c0, %x : i64
  llvm.store %r57, %p : i64, !llvm.ptr
  %r58 = llvm.sdiv %x, %c1 : i64
  llvm.store %r58, %p : i64, !llvm.ptr
  %r59 = llvm.sdiv %c1, %x : i64
  llvm.store %r59, %p : i64, !llvm.ptr
  %r60 = llvm.sdiv %x, %cm1 : i64
  llvm.store %r60, %p : i64, !llvm.ptr
  %r61 = llvm.sdiv %cm1, %x : i64
  llvm.store %r61, %p : i64, !llvm.ptr
  %r62 = llvm.sdiv %x, %c5 : i64
  llvm.store %r62, %p : i64, !llvm.ptr
  %r63 = llvm.sdiv %c5, %x : i64
  llvm.store %r63, %p : i64, !llvm.ptr
  %r64 = llvm.urem %x, %c0 : i64
  llvm.store %r64, %p : i64, !llvm.ptr
  %r65 = llvm.urem %c0, %x : i64
  llvm.store %r65, %p : i64, !llvm.ptr
  %r66 = llvm.urem %x, %c1 : i64
  llvm.store %r66, %p : i64, !llvm.ptr
  %r67 = llvm.urem %c1, %x : i64
  llvm.store %r67, %p : i64, !llvm.ptr
  %r68 = llvm.urem %x, %cm1 : i64
  llvm.store %r68, %p : i64, !llvm.ptr
  %r69 = llvm.urem %cm1, %x : i64
  llvm.store %r69, %p : i64, !llvm.ptr
  %r70 = llvm.urem %x, %c5 : i64
  llvm.store %r70, %p : i64, !llvm.ptr
  %r71 = llvm.urem %c5, %x : i64
  llvm.store %r71, %p : i64, !llvm.ptr
  %r72 = llvm.srem %x, %c0 : i64
  llvm.store %r72, %p : i64, !llvm.ptr
  %r73 = llvm.srem %c0, %x : i64
  llvm.store %r73, %p : i64, !llvm.ptr
  %r74 = llvm.srem %x, %c1 : i64
  llvm.store %r74, %p : i64, !llvm.ptr
  %r75 = llvm.srem %c1, %x : i64
  llvm.store %r75, %p : i64, !llvm.ptr
  %r76 = llvm.srem %x, %cm1 : i64
  llvm.store %r76, %p : i64, !llvm.ptr
  %r77 = llvm.srem %cm1, %x : i64
  llvm.store %r77, %p : i64, !llvm.ptr
  %r78 = llvm.srem %x, %c5 : i64
  llvm.store %r78, %p : i64, !llvm.ptr
  %r79 = llvm.srem %c5, %x : i64
  llvm.store %r79, %p : i64, !llvm.ptr
  %r80 = llvm.shl %x, %c0 : i64
  llvm.store %r80, %p : i64, !llvm.ptr
  %r81 = llvm.shl %c0, %x : i64
  llvm.store %r81, %p : i64, !llvm.ptr
  %r82 = llvm.shl %x, %c1 : i64
  llvm.store %r82, %p : i64, !llvm.ptr
  %r83 = llvm.shl %c1, %x : i64
  llvm.store %r83, %p : i64, !llvm.ptr
  %r84 = llvm.shl %x, %cm1 : i64
  llvm.store %r84, %p : i64, !llvm.ptr
  %r85 = llvm.shl %cm1, %x : i64
  llvm.store %r85, %p : i64, !llvm.ptr
  %r86 = llvm.shl %x, %c5 : i64
  llvm.store %r86, %p : i64, !llvm.ptr
  %r87 = llvm.shl %c5, %x : i64
  llvm.store %r87, %p : i64, !llvm.ptr
  %r88 = llvm.lshr %x, %c0 : i64
  llvm.store %r88, %p : i64, !llvm.ptr
  %r89 = llvm.lshr %c0, %x : i64
  llvm.store %r89, %p : i64, !llvm.ptr
  %r90 = llvm.lshr %x, %c1 : i64
  llvm.store %r90, %p : i64, !llvm.ptr
  %r91 = llvm.lshr %c1, %x : i64
  llvm.store %r91, %p : i64, !llvm.ptr
  %r92 = llvm.lshr %x, %cm1 : i64
  llvm.store %r92, %p : i64, !llvm.ptr
  %r93 = llvm.lshr %cm1, %x : i64
  llvm.store %r93, %p : i64, !llvm.ptr
  %r94 = llvm.lshr %x, %c5 : i64
  llvm.store %r94, %p : i64, !llvm.ptr
  %r95 = llvm.lshr %c5, %x : i64
  llvm.store %r95, %p : i64, !llvm.ptr
  %r96 = llvm.ashr %x, %c0 : i64
  llvm.store %r96, %p : i64, !llvm.ptr
  %r97 = llvm.ashr %c0, %x : i64
  llvm.store %r97, %p : i64, !llvm.ptr
  %r98 = llvm.ashr %x, %c1 : i64
  llvm.store %r98, %p : i64, !llvm.ptr
  %r99 = llvm.ashr %c1, %x : i64
  llvm.store %r99, %p : i64, !llvm.ptr
  %r100 = llvm.ashr %x, %cm1 : i64
  llvm.store %r100, %p : i64, !llvm.ptr
  %r101 = llvm.ashr %cm1, %x : i64
  llvm.store %r101, %p : i64, !llvm.ptr
  %r102 = llvm.ashr %x, %c5 : i64
  llvm.store %r102, %p : i64, !llvm.ptr
  %r103 = llvm.ashr %c5, %x : i64
  llvm.store %r103, %p : i64, !llvm.ptr
  %r104 = llvm.and %b, %t : i1
  llvm.store %r104, %p : i1, !llvm.ptr
  %r105 = llvm.or %b, %t : i1
  llvm.store %r105, %p : i1, !llvm.ptr
  %r106 = llvm.xor %b, %t : i1
  llvm.store %r106, %p : i1, !llvm.ptr
  %r107 = llvm.mul %b, %t : i1
  llvm.store %r107, %p : i1, !llvm.ptr
  llvm.return
}
llvm.func @target()
llvm.func @h(%p: !llvm.ptr) {
  %m1 = llvm.mlir.constant(1 : i64) : i64
  %m2 = llvm.mlir.constant(2 : i64) : i64
  %m3 = llvm.mlir.constant(3 : i64) : i64
  %m4 = llvm.mlir.constant(4 : i64) : i64
  %m7 = llvm.mlir.constant(7 : i64) : i64
  %m8 = llvm.mlir.constant(8 : i64) : i64
  %m15 = llvm.mlir.constant(15 : i64) : i64
  %m16 = llvm.mlir.constant(16 : i64) : i64
  %m31 = llvm.mlir.constant(31 : i64) : i64
  %m32 = llvm.mlir.constant(32 : i64) : i64
  %ag8 = llvm.mlir.addressof @g8 : !llvm.ptr
  %ig8 = llvm.ptrtoint %ag8 : !llvm.ptr to i64
  %h0 = llvm.and %ig8, %m1 : i64
  llvm.store %h0, %p : i64, !llvm.ptr
  %h1 = llvm.and %ig8, %m2 : i64
  llvm.store %h1, %p : i64, !llvm.ptr
  %h2 = llvm.and %ig8, %m3 : i64
  llvm.store %h2, %p : i64, !llvm.ptr
  %h3 = llvm.and %ig8, %m4 : i64
  llvm.store %h3, %p : i64, !llvm.ptr
  %h4 = llvm.and %ig8, %m7 : i64
  llvm.store %h4, %p : i64, !llvm.ptr
  %h5 = llvm.and %ig8, %m8 : i64
  llvm.store %h5, %p : i64, !llvm.ptr
  %h6 = llvm.and %ig8, %m15 : i64
  llvm.store %h6, %p : i64, !llvm.ptr
  %h7 = llvm.and %ig8, %m16 : i64
  llvm.store %h7, %p : i64, !llvm.ptr
  %h8 = llvm.and %ig8, %m31 : i64
  llvm.store %h8, %p : i64, !llvm.ptr
  %h9 = llvm.and %ig8, %m32 : i64
  llvm.store %h9, %p : i64, !llvm.ptr
  %aga = llvm.mlir.addressof @ga : !llvm.ptr
  %iga = llvm.ptrtoint %aga : !llvm.ptr to i64
  %h10 = llvm.and %iga, %m1 : i64
  llvm.store %h10, %p : i64, !llvm.ptr
  %h11 = llvm.and %iga, %m2 : i64
  llvm.store %h11, %p : i64, !llvm.ptr
  %h12 = llvm.and %iga, %m3 : i64
  llvm.store %h12, %p : i64, !llvm.ptr
  %h13 = llvm.and %iga, %m4 : i64
  llvm.store %h13, %p : i64, !llvm.ptr
  %h14 = llvm.and %iga, %m7 : i64
  llvm.store %h14, %p : i64, !llvm.ptr
  %h15 = llvm.and %iga, %m8 : i64
  llvm.store %h15, %p : i64, !llvm.ptr
  %h16 = llvm.and %iga, %m15 : i64
  llvm.store %h16, %p : i64, !llvm.ptr
  %h17 = llvm.and %iga, %m16 : i64
  llvm.store %h17, %p : i64, !llvm.ptr
  %h18 = llvm.and %iga, %m31 : i64
  llvm.store %h18, %p : i64, !llvm.ptr
  %h19 = llvm.and %iga, %m32 : i64
  llvm.store %h19, %p : i64, !llvm.ptr
  %agbig = llvm.mlir.addressof @gbig : !llvm.ptr
  %igbig = llvm.ptrtoint %agbig : !llvm.ptr to i64
  %h20 = llvm.and %igbig, %m1 : i64
  llvm.store %h20, %p : i64, !llvm.ptr
  %h21 = llvm.and %igbig, %m2 : i64
  llvm.store %h21, %p : i64, !llvm.ptr
  %h22 = llvm.and %igbig, %m3 : i64
  llvm.store %h22, %p : i64, !llvm.ptr
  %h23 = llvm.and %igbig, %m4 : i64
  llvm.store %h23, %p : i64, !llvm.ptr
  %h24 = llvm.and %igbig, %m7 : i64
  llvm.store %h24, %p : i64, !llvm.ptr
  %h25 = llvm.and %igbig, %m8 : i64
  llvm.store %h25, %p : i64, !llvm.ptr
  %h26 = llvm.and %igbig, %m15 : i64
  llvm.store %h26, %p : i64, !llvm.ptr
  %h27 = llvm.and %igbig, %m16 : i64
  llvm.store %h27, %p : i64, !llvm.ptr
  %h28 = llvm.and %igbig, %m31 : i64
  llvm.store %h28, %p : i64, !llvm.ptr
  %h29 = llvm.and %igbig, %m32 : i64
  llvm.store %h29, %p : i64, !llvm.ptr
  %agext = llvm.mlir.addressof @gext : !llvm.ptr
  %igext = llvm.ptrtoint %agext : !llvm.ptr to i64
  %h30 = llvm.and %igext, %m1 : i64
  llvm.store %h30, %p : i64, !llvm.ptr
  %h31 = llvm.and %igext, %m2 : i64
  llvm.store %h31, %p : i64, !llvm.ptr
  %h32 = llvm.and %igext, %m3 : i64
  llvm.store %h32, %p : i64, !llvm.ptr
  %h33 = llvm.and %igext, %m4 : i64
  llvm.store %h33, %p : i64, !llvm.ptr
  %h34 = llvm.and %igext, %m7 : i64
  llvm.store %h34, %p : i64, !llvm.ptr
  %h35 = llvm.and %igext, %m8 : i64
  llvm.store %h35, %p : i64, !llvm.ptr
  %h36 = llvm.and %igext, %m15 : i64
  llvm.store %h36, %p : i64, !llvm.ptr
  %h37 = llvm.and %igext, %m16 : i64
  llvm.store %h37, %p : i64, !llvm.ptr
  %h38 = llvm.and %igext, %m31 : i64
  llvm.store %h38, %p : i64, !llvm.ptr
  %h39 = llvm.and %igext, %m32 : i64
  llvm.store %h39, %p : i64, !llvm.ptr
  %agweak = llvm.mlir.addressof @gweak : !llvm.ptr
  %igweak = llvm.ptrtoint %agweak : !llvm.ptr to i64
  %h40 = llvm.and %igweak, %m1 : i64
  llvm.store %h40, %p : i64, !llvm.ptr
  %h41 = llvm.and %igweak, %m2 : i64
  llvm.store %h41, %p : i64, !llvm.ptr
  %h42 = llvm.and %igweak, %m3 : i64
  llvm.store %h42, %p : i64, !llvm.ptr
  %h43 = llvm.and %igweak, %m4 : i64
  llvm.store %h43, %p : i64, !llvm.ptr
  %h44 = llvm.and %igweak, %m7 : i64
  llvm.store %h44, %p : i64, !llvm.ptr
  %h45 = llvm.and %igweak, %m8 : i64
  llvm.store %h45, %p : i64, !llvm.ptr
  %h46 = llvm.and %igweak, %m15 : i64
  llvm.store %h46, %p : i64, !llvm.ptr
  %h47 = llvm.and %igweak, %m16 : i64
  llvm.store %h47, %p : i64, !llvm.ptr
  %h48 = llvm.and %igweak, %m31 : i64
  llvm.store %h48, %p : i64, !llvm.ptr
  %h49 = llvm.and %igweak, %m32 : i64
  llvm.store %h49, %p : i64, !llvm.ptr
  %agsec = llvm.mlir.addressof @gsec : !llvm.ptr
  %igsec = llvm.ptrtoint %agsec : !llvm.ptr to i64
  %h50 = llvm.and %igsec, %m1 : i64
  llvm.store %h50, %p : i64, !llvm.ptr
  %h51 = llvm.and %igsec, %m2 : i64
  llvm.store %h51, %p : i64, !llvm.ptr
  %h52 = llvm.and %igsec, %m3 : i64
  llvm.store %h52, %p : i64, !llvm.ptr
  %h53 = llvm.and %igsec, %m4 : i64
  llvm.store %h53, %p : i64, !llvm.ptr
  %h54 = llvm.and %igsec, %m7 : i64
  llvm.store %h54, %p : i64, !llvm.ptr
  %h55 = llvm.and %igsec, %m8 : i64
  llvm.store %h55, %p : i64, !llvm.ptr
  %h56 = llvm.and %igsec, %m15 : i64
  llvm.store %h56, %p : i64, !llvm.ptr
  %h57 = llvm.and %igsec, %m16 : i64
  llvm.store %h57, %p : i64, !llvm.ptr
  %h58 = llvm.and %igsec, %m31 : i64
  llvm.store %h58, %p : i64, !llvm.ptr
  %h59 = llvm.and %igsec, %m32 : i64
  llvm.store %h59, %p : i64, !llvm.ptr
  %atarget = llvm.mlir.addressof @target : !llvm.ptr
  %itarget = llvm.ptrtoint %atarget : !llvm.ptr to i64
  %h60 = llvm.and %itarget, %m1 : i64
  llvm.store %h60, %p : i64, !llvm.ptr
  %h61 = llvm.and %itarget, %m2 : i64
  llvm.store %h61, %p : i64, !llvm.ptr
  %h62 = llvm.and %itarget, %m3 : i64
  llvm.store %h62, %p : i64, !llvm.ptr
  %h63 = llvm.and %itarget, %m4 : i64
  llvm.store %h63, %p : i64, !llvm.ptr
  %h64 = llvm.and %itarget, %m7 : i64
  llvm.store %h64, %p : i64, !llvm.ptr
  %h65 = llvm.and %itarget, %m8 : i64
  llvm.store %h65, %p : i64, !llvm.ptr
  %h66 = llvm.and %itarget, %m15 : i64
  llvm.store %h66, %p : i64, !llvm.ptr
  %h67 = llvm.and %itarget, %m16 : i64
  llvm.store %h67, %p : i64, !llvm.ptr
  %h68 = llvm.and %itarget, %m31 : i64
  llvm.store %h68, %p : i64, !llvm.ptr
  %h69 = llvm.and %itarget, %m32 : i64
  llvm.store %h69, %p : i64, !llvm.ptr
  llvm.return
}
