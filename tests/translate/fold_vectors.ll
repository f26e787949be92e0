; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

declare void @free(ptr)

define i32 @h0(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = freeze i32 %0
  store <4 x i32> <i32 7, i32 7, i32 7, i32 2>, ptr %2, align 16
  store <4 x i32> <i32 14, i32 14, i32 14, i32 14>, ptr %2, align 16
  store { i32, [2 x i32] } { i32 0, [2 x i32] undef }, ptr %2, align 4
  ret i32 undef
}

define i32 @h1(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = add <4 x i32> %1, %1
  %5 = insertelement <4 x i32> %1, i32 undef, i32 %0
  store <4 x i32> %4, ptr %2, align 16
  store <4 x i32> <i32 7, i32 7, i32 7, i32 7>, ptr %2, align 16
  store <4 x i32> <i32 4, i32 3, i32 2, i32 2>, ptr %2, align 16
  store <4 x i32> %5, ptr %2, align 16
  ret i32 2
}

define i32 @h2(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = extractelement <4 x i32> %1, i32 3
  %5 = insertelement <4 x i32> <i32 8, i32 9, i32 10, i32 11>, i32 %4, i32 3
  %6 = shufflevector <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %5, <4 x i32> <i32 0, i32 2, i32 undef, i32 0>
  store <4 x i32> <i32 2, i32 4, i32 6, i32 8>, ptr %2, align 16
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %2, align 16
  store <4 x i32> %5, ptr %2, align 16
  store <4 x i32> %6, ptr %2, align 16
  ret i32 poison
}

define i32 @h3(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = freeze i32 2
  store <4 x i32> <i32 1, i32 2, i32 0, i32 4>, ptr %2, align 16
  store { i32, [2 x i32] } { i32 undef, [2 x i32] [i32 2, i32 undef] }, ptr %2, align 4
  ret i32 %4
}

define i32 @h4(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = freeze i32 3
  %5 = extractelement <4 x i32> %1, i32 2
  %6 = freeze i32 0
  %7 = extractelement <4 x i32> %1, i32 2
  %8 = add <4 x i32> %1, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %8, ptr %2, align 16
  ret i32 %7
}

define i32 @h5(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = insertelement <4 x i32> %1, i32 %0, i32 3
  %5 = insertelement <4 x i32> %4, i32 9, i32 9
  %6 = extractelement <4 x i32> %4, i32 9
  %7 = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %6, i32 %6
  %8 = extractelement <4 x i32> %1, i32 3
  %9 = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %8, i32 9
  store <4 x i32> %4, ptr %2, align 16
  store <4 x i32> poison, ptr %2, align 16
  store <4 x i32> %5, ptr %2, align 16
  store <4 x i32> %7, ptr %2, align 16
  store <4 x i32> %9, ptr %2, align 16
  ret i32 %8
}

define i32 @h6(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = freeze i32 2
  %5 = insertvalue { i32, [2 x i32] } undef, i32 %0, 1, 1
  %6 = insertvalue { i32, [2 x i32] } %5, i32 2, 1, 1
  %7 = freeze i32 %4
  store <4 x i32> <i32 2, i32 2, i32 4, i32 2>, ptr %2, align 16
  store <4 x i32> <i32 14, i32 14, i32 14, i32 14>, ptr %2, align 16
  store { i32, [2 x i32] } %5, ptr %2, align 4
  store { i32, [2 x i32] } %6, ptr %2, align 4
  ret i32 %7
}

define i32 @h7(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %0
  %5 = freeze i32 2
  %6 = add <4 x i32> <i32 7, i32 7, i32 7, i32 7>, %1
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %2, align 16
  store <4 x i32> %6, ptr %2, align 16
  store <4 x i32> <i32 2, i32 2, i32 4, i32 1>, ptr %2, align 16
  store { i32, [2 x i32] } { i32 2, [2 x i32] undef }, ptr %2, align 4
  ret i32 %5
}

define i32 @h8(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = extractelement <4 x i32> <i32 7, i32 7, i32 7, i32 7>, i32 %0
  %5 = shufflevector <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> %1, <4 x i32> <i32 2, i32 7, i32 1, i32 0>
  %6 = insertvalue { i32, [2 x i32] } undef, i32 %0, 1, 1
  store <4 x i32> %5, ptr %2, align 16
  store { i32, [2 x i32] } %6, ptr %2, align 4
  ret i32 %4
}

define i32 @h9(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = insertvalue { i32, [2 x i32] } undef, i32 %0, 1, 0
  %5 = freeze i32 9
  store <4 x i32> <i32 0, i32 2, i32 3, i32 4>, ptr %2, align 16
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %2, align 16
  store { i32, [2 x i32] } %4, ptr %2, align 4
  ret i32 undef
}

define i32 @h10(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = extractelement <4 x i32> %1, i32 0
  %5 = shufflevector <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %1, <4 x i32> <i32 2, i32 2, i32 7, i32 0>
  %6 = extractelement <4 x i32> <i32 7, i32 7, i32 7, i32 7>, i32 %0
  %7 = add <4 x i32> %5, %5
  store <4 x i32> %5, ptr %2, align 16
  store <4 x i32> %7, ptr %2, align 16
  ret i32 %6
}

define i32 @h11(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = insertvalue { i32, [2 x i32] } undef, i32 %0, 1, 1
  %5 = freeze i32 1
  %6 = insertvalue { i32, [2 x i32] } %4, i32 3, 1, 1
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %2, align 16
  store { i32, [2 x i32] } %4, ptr %2, align 4
  store { i32, [2 x i32] } %6, ptr %2, align 4
  ret i32 %5
}

define i32 @h12(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = freeze i32 3
  %5 = extractelement <4 x i32> %1, i32 3
  %6 = freeze i32 2
  %7 = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %6
  store { i32, [2 x i32] } { i32 undef, [2 x i32] [i32 undef, i32 3] }, ptr %2, align 4
  ret i32 %7
}

define i32 @h13(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = freeze i32 %0
  %5 = insertelement <4 x i32> %1, i32 %0, i32 %0
  %6 = freeze i32 %0
  store <4 x i32> <i32 3, i32 2, i32 3, i32 4>, ptr %2, align 16
  store <4 x i32> %5, ptr %2, align 16
  store { i32, [2 x i32] } { i32 0, [2 x i32] undef }, ptr %2, align 4
  store { i32, [2 x i32] } { i32 0, [2 x i32] [i32 undef, i32 0] }, ptr %2, align 4
  ret i32 %6
}

define i32 @h14(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = freeze i32 1
  %5 = insertelement <4 x i32> %1, i32 undef, i32 -4
  %6 = extractelement <4 x i32> %5, i32 %4
  store <4 x i32> <i32 undef, i32 7, i32 4, i32 undef>, ptr %2, align 16
  store <4 x i32> %5, ptr %2, align 16
  ret i32 %6
}

define i32 @h15(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = freeze i32 3
  %5 = insertelement <4 x i32> %1, i32 %4, i32 2
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %2, align 16
  store <4 x i32> %5, ptr %2, align 16
  store { i32, [2 x i32] } { i32 3, [2 x i32] undef }, ptr %2, align 4
  ret i32 %4
}

define i32 @h16(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = extractelement <4 x i32> %1, i32 0
  %5 = insertvalue { i32, [2 x i32] } undef, i32 %0, 0
  store { i32, [2 x i32] } %5, ptr %2, align 4
  ret i32 %4
}

define i32 @h17(i32 %0, <4 x i32> %1, ptr %2) {
  store <4 x i32> <i32 14, i32 14, i32 14, i32 14>, ptr %2, align 16
  ret i32 poison
}

define i32 @h18(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = extractelement <4 x i32> %1, i32 -4
  store <4 x i32> <i32 7, i32 undef, i32 4, i32 7>, ptr %2, align 16
  store <4 x i32> <i32 8, i32 undef, i32 7, i32 11>, ptr %2, align 16
  store <4 x i32> <i32 undef, i32 3, i32 undef, i32 3>, ptr %2, align 16
  ret i32 undef
}

define i32 @h19(i32 %0, <4 x i32> %1, ptr %2) {
  %4 = freeze i32 1
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %2, align 16
  store <4 x i32> <i32 16, i32 18, i32 20, i32 22>, ptr %2, align 16
  store <4 x i32> poison, ptr %2, align 16
  store <4 x i32> poison, ptr %2, align 16
  ret i32 %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
