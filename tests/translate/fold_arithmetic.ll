; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

declare void @free(ptr)

define i32 @f0(i32 %0, double %1, ptr %2) {
  %4 = frem double %1, -2.250000e+00
  %5 = add i32 10000, %0
  store double 1.000000e+10, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double %4, ptr %2, align 8
  store double poison, ptr %2, align 8
  ret i32 %5
}

define i32 @f1(i32 %0, double %1, ptr %2) {
  %4 = getelementptr i32, ptr %2, i32 100
  store i32 255, ptr %4, align 4
  store double 0.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e+02, ptr %2, align 8
  store double 2.550000e+02, ptr %2, align 8
  store double 0x7FF0000000000000, ptr %2, align 8
  ret i32 poison
}

define i32 @f2(i32 %0, double %1, ptr %2) {
  %4 = sitofp i32 %0 to double
  %5 = xor i32 %0, poison
  store double 1.000000e-01, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double %4, ptr %2, align 8
  ret i32 %5
}

define i32 @f3(i32 %0, double %1, ptr %2) {
  %4 = icmp slt i32 %0, 0
  %5 = select i1 %4, i32 0, i32 0
  %6 = getelementptr i32, ptr %2, i32 1
  store i32 1, ptr %6, align 4
  %7 = sitofp i32 %5 to double
  %8 = ashr i32 %5, 0
  store double -2.250000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 0x7FF8000000000000, ptr %2, align 8
  store double %7, ptr %2, align 8
  ret i32 %8
}

define i32 @f4(i32 %0, double %1, ptr %2) {
  store double -2.250000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  ret i32 0
}

define i32 @f5(i32 %0, double %1, ptr %2) {
  %4 = shl i32 %0, 2147483647
  %5 = srem i32 -1, %0
  %6 = getelementptr i32, ptr %2, i32 0
  store i32 %5, ptr %6, align 4
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  ret i32 %5
}

define i32 @f6(i32 %0, double %1, ptr %2) {
  %4 = urem i32 %0, 7
  %5 = fadd double %1, 3.000000e+00
  %6 = urem i32 255, %4
  %7 = sitofp i32 %4 to double
  %8 = ashr i32 %0, %0
  %9 = fsub double 3.000000e+00, %7
  store double 1.000000e+10, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double %5, ptr %2, align 8
  store double %7, ptr %2, align 8
  store double %9, ptr %2, align 8
  ret i32 %8
}

define i32 @f7(i32 %0, double %1, ptr %2) {
  %4 = select i1 true, i32 255, i32 %0
  store double -2.250000e+00, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 1.000000e+00, ptr %2, align 8
  ret i32 %4
}

define i32 @f8(i32 %0, double %1, ptr %2) {
  %4 = icmp sgt i32 %0, 7
  %5 = select i1 %4, i32 %0, i32 %0
  %6 = and i32 7, %0
  %7 = sdiv i32 32, %0
  %8 = fdiv double %1, 0.000000e+00
  %9 = sdiv i32 %7, %6
  %10 = fptosi double %1 to i32
  store double 0.000000e+00, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 7.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double %8, ptr %2, align 8
  ret i32 %10
}

define i32 @f9(i32 %0, double %1, ptr %2) {
  %4 = fptosi double %1 to i32
  %5 = frem double 1.500000e+00, %1
  store double 1.500000e+00, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double %5, ptr %2, align 8
  ret i32 %4
}

define i32 @f10(i32 %0, double %1, ptr %2) {
  %4 = fadd double %1, -2.250000e+00
  %5 = add i32 %0, 32
  store double -2.250000e+00, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double %4, ptr %2, align 8
  ret i32 %5
}

define i32 @f11(i32 %0, double %1, ptr %2) {
  %4 = fsub double 1.000000e+10, %1
  %5 = or i32 %0, 1
  %6 = fptosi double %4 to i32
  %7 = urem i32 1, %5
  store double 1.000000e+10, ptr %2, align 8
  store double %4, ptr %2, align 8
  ret i32 %7
}

define i32 @f12(i32 %0, double %1, ptr %2) {
  %4 = mul i32 %0, 0
  %5 = icmp ne i32 31, %0
  %6 = select i1 %5, i32 %4, i32 0
  store double 1.000000e-01, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double 2.000000e-01, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  ret i32 %6
}

define i32 @f13(i32 %0, double %1, ptr %2) {
  %4 = srem i32 %0, %0
  %5 = sub i32 %0, %0
  %6 = icmp ne i32 %0, %5
  %7 = select i1 %6, i32 %5, i32 %5
  %8 = sext i32 %0 to i64
  %9 = trunc i64 %8 to i32
  %10 = icmp ne i32 %0, 32
  %11 = select i1 %10, i32 32, i32 -2147483648
  store double 0.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  ret i32 %11
}

define i32 @f14(i32 %0, double %1, ptr %2) {
  %4 = fptosi double %1 to i32
  %5 = getelementptr i32, ptr %2, i32 -1
  store i32 -1, ptr %5, align 4
  store double 3.000000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  ret i32 %4
}

define i32 @f15(i32 %0, double %1, ptr %2) {
  %4 = getelementptr i32, ptr %2, i32 0
  store i32 -1, ptr %4, align 4
  store double 1.500000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 0x7FF8000000000000, ptr %2, align 8
  store double 0xC1E0000000000000, ptr %2, align 8
  ret i32 0
}

define i32 @f16(i32 %0, double %1, ptr %2) {
  %4 = frem double %1, 1.500000e+00
  store double 1.000000e+10, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double %4, ptr %2, align 8
  ret i32 poison
}

define i32 @f17(i32 %0, double %1, ptr %2) {
  %4 = sdiv i32 0, %0
  store double 1.000000e-01, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  ret i32 0
}

define i32 @f18(i32 %0, double %1, ptr %2) {
  %4 = sitofp i32 %0 to double
  %5 = xor i32 1, %0
  %6 = fsub double %4, %4
  %7 = or i32 %5, %0
  %8 = sitofp i32 %0 to double
  %9 = sext i32 %0 to i64
  %10 = trunc i64 %9 to i32
  store double -2.250000e+00, ptr %2, align 8
  store double %4, ptr %2, align 8
  store double %6, ptr %2, align 8
  store double %8, ptr %2, align 8
  ret i32 %10
}

define i32 @f19(i32 %0, double %1, ptr %2) {
  store double -2.250000e+00, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double 3.100000e+00, ptr %2, align 8
  ret i32 0
}

define i32 @f20(i32 %0, double %1, ptr %2) {
  %4 = getelementptr i32, ptr %2, i32 31
  store i32 31, ptr %4, align 4
  store double 3.000000e+00, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double 3.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 3.000000e+10, ptr %2, align 8
  ret i32 31
}

define i32 @f21(i32 %0, double %1, ptr %2) {
  %4 = sitofp i32 %0 to double
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double %4, ptr %2, align 8
  store double -2.250000e+10, ptr %2, align 8
  ret i32 255
}

define i32 @f22(i32 %0, double %1, ptr %2) {
  %4 = getelementptr i32, ptr %2, i32 -2147483648
  store i32 32, ptr %4, align 4
  %5 = icmp ne i32 %0, -2147483648
  %6 = select i1 %5, i32 -2147483648, i32 2147483647
  %7 = fptosi double %1 to i32
  store double 1.000000e-01, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 0x41DFFFFFFFC00000, ptr %2, align 8
  ret i32 %7
}

define i32 @f23(i32 %0, double %1, ptr %2) {
  %4 = or i32 100, %0
  store double 1.000000e-01, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double 1.000000e+10, ptr %2, align 8
  ret i32 0
}

define i32 @f24(i32 %0, double %1, ptr %2) {
  %4 = udiv i32 100, %0
  store double 0.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  ret i32 %4
}

define i32 @f25(i32 %0, double %1, ptr %2) {
  %4 = urem i32 2147483647, %0
  %5 = fadd double %1, 0.000000e+00
  %6 = and i32 2147483647, %0
  %7 = fdiv double 3.000000e+00, %5
  store double 3.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e+02, ptr %2, align 8
  store double %5, ptr %2, align 8
  store double %7, ptr %2, align 8
  ret i32 %6
}

define i32 @f26(i32 %0, double %1, ptr %2) {
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  ret i32 0
}

define i32 @f27(i32 %0, double %1, ptr %2) {
  %4 = udiv i32 %0, 2147483647
  %5 = select i1 false, i32 %0, i32 2147483647
  %6 = mul i32 %5, %5
  %7 = add i32 %4, %5
  %8 = add i32 %0, 0
  %9 = fdiv double 1.500000e+00, %1
  store double 1.000000e+10, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double %9, ptr %2, align 8
  ret i32 %8
}

define i32 @f28(i32 %0, double %1, ptr %2) {
  %4 = xor i32 %0, 7
  %5 = sitofp i32 %0 to double
  store double 0.000000e+00, ptr %2, align 8
  store double 1.000000e-01, ptr %2, align 8
  store double %5, ptr %2, align 8
  ret i32 0
}

define i32 @f29(i32 %0, double %1, ptr %2) {
  %4 = add i32 32, %0
  store double -2.250000e+00, ptr %2, align 8
  store double 1.500000e+00, ptr %2, align 8
  store double -2.250000e+00, ptr %2, align 8
  ret i32 %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
