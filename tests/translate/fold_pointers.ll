; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

%S = type { i32, [3 x i64] }

@arr = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@ext = external global %S
@sv = internal global { i32, float } { i32 3, float undef }

declare ptr @malloc(i64)

declare void @free(ptr)

define i64 @g0(i64 %0, <4 x i32> %1) {
  %3 = load { i32, float }, ptr @sv, align 4
  %4 = extractvalue { i32, float } %3, 0
  %5 = zext i32 %4 to i64
  %6 = extractelement <4 x i32> %1, i32 3
  %7 = sext i32 %6 to i64
  %8 = extractelement <4 x i32> %1, i32 1
  %9 = sext i32 %8 to i64
  store i64 %0, ptr getelementptr inbounds (%S, ptr @ext, i32 0, i32 1, i32 2), align 4
  store i64 %0, ptr getelementptr ([4 x i32], ptr @ext, i64 1, i32 1), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr @ext, i64 2), align 4
  ret i64 %9
}

define i64 @g1(i64 %0, <4 x i32> %1) {
  %3 = load { i32, float }, ptr @sv, align 4
  %4 = extractvalue { i32, float } %3, 0
  %5 = zext i32 %4 to i64
  store i64 %0, ptr getelementptr inbounds ([4 x i32], ptr @ext, i32 0, i32 3), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr @ext, i64 5), align 4
  store i64 %0, ptr getelementptr inbounds (i32, ptr @ext, i32 1), align 4
  store i64 %0, ptr getelementptr ([4 x i32], ptr getelementptr inbounds (i8, ptr @ext, i64 5), i32 0, i32 1), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr @ext, i64 5), align 4
  ret i64 %5
}

define i64 @g2(i64 %0, <4 x i32> %1) {
  store i64 %0, ptr @ext, align 4
  store i64 %0, ptr getelementptr inbounds (%S, ptr @ext, i32 0, i32 1, i32 0), align 4
  store i64 %0, ptr getelementptr ([4 x i32], ptr getelementptr inbounds (%S, ptr @ext, i32 0, i32 1, i32 0), i32 0, i32 2), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr getelementptr ([4 x i32], ptr getelementptr inbounds (%S, ptr @ext, i32 0, i32 1, i32 0), i32 0, i32 2), i64 2), align 4
  ret i64 ptrtoint (ptr @ext to i64)
}

define i64 @g3(i64 %0, <4 x i32> %1) {
  store i64 %0, ptr getelementptr inbounds (i32, ptr @arr, i32 1), align 4
  store i64 %0, ptr getelementptr inbounds (i32, ptr @arr, i32 1), align 4
  ret i64 ptrtoint (ptr getelementptr inbounds (i32, ptr @arr, i32 1) to i64)
}

define i64 @g4(i64 %0, <4 x i32> %1) {
  %3 = add i64 %0, 1
  store i64 %0, ptr getelementptr (%S, ptr @arr, i32 0, i32 1, i32 4), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr getelementptr (%S, ptr @arr, i32 0, i32 1, i32 4), i64 -1), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr @arr, i64 2), align 4
  ret i64 zext (i1 icmp eq (ptr getelementptr (%S, ptr @arr, i32 0, i32 1, i32 4), ptr @arr) to i64)
}

define i64 @g5(i64 %0, <4 x i32> %1) {
  %3 = load { i32, float }, ptr @sv, align 4
  %4 = extractvalue { i32, float } %3, 0
  %5 = zext i32 %4 to i64
  %6 = load { i32, float }, ptr @sv, align 4
  %7 = extractvalue { i32, float } %6, 0
  %8 = zext i32 %7 to i64
  store i64 %0, ptr @arr, align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr @arr, i64 5), align 4
  ret i64 %8
}

define i64 @g6(i64 %0, <4 x i32> %1) {
  %3 = add i64 3, %0
  store i64 %0, ptr @arr, align 4
  store i64 %0, ptr getelementptr ([4 x i32], ptr @arr, i64 1, i32 1), align 4
  ret i64 %3
}

define i64 @g7(i64 %0, <4 x i32> %1) {
  %3 = load { i32, float }, ptr @sv, align 4
  %4 = extractvalue { i32, float } %3, 0
  %5 = zext i32 %4 to i64
  %6 = load { i32, float }, ptr @sv, align 4
  %7 = extractvalue { i32, float } %6, 0
  %8 = zext i32 %7 to i64
  store i64 %0, ptr getelementptr inbounds (i32, ptr @ext, i32 1), align 4
  ret i64 ptrtoint (ptr getelementptr inbounds (i32, ptr @ext, i32 1) to i64)
}

define i64 @g8(i64 %0, <4 x i32> %1) {
  %3 = extractelement <4 x i32> %1, i32 2
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds i8, ptr @arr, i64 %0
  %6 = load { i32, float }, ptr @sv, align 4
  %7 = extractvalue { i32, float } %6, 0
  %8 = zext i32 %7 to i64
  %9 = extractelement <4 x i32> %1, i32 3
  %10 = sext i32 %9 to i64
  store i64 %0, ptr %5, align 4
  store i64 %0, ptr @arr, align 4
  ret i64 ptrtoint (ptr @arr to i64)
}

define i64 @g9(i64 %0, <4 x i32> %1) {
  store i64 %0, ptr getelementptr inbounds (i32, ptr @arr, i32 1), align 4
  store i64 %0, ptr getelementptr ([4 x i32], ptr getelementptr inbounds (i32, ptr @arr, i32 1), i32 0, i32 1), align 4
  ret i64 ptrtoint (ptr getelementptr ([4 x i32], ptr getelementptr inbounds (i32, ptr @arr, i32 1), i32 0, i32 1) to i64)
}

define i64 @g10(i64 %0, <4 x i32> %1) {
  %3 = load { i32, float }, ptr @sv, align 4
  %4 = extractvalue { i32, float } %3, 0
  %5 = zext i32 %4 to i64
  store i64 %0, ptr getelementptr (i32, ptr @ext, i32 2), align 4
  store i64 %0, ptr @ext, align 4
  store i64 %0, ptr getelementptr (i32, ptr @ext, i32 2), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr getelementptr (i32, ptr @ext, i32 2), i64 2), align 4
  store i64 %0, ptr getelementptr inbounds (i32, ptr @ext, i32 1), align 4
  ret i64 %5
}

define i64 @g11(i64 %0, <4 x i32> %1) {
  %3 = extractelement <4 x i32> %1, i32 3
  %4 = sext i32 %3 to i64
  %5 = add i64 %4, %4
  %6 = add i64 1, %4
  store i64 %0, ptr getelementptr inbounds (i8, ptr @ext, i64 1), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr @ext, i64 1), align 4
  store i64 %0, ptr getelementptr (i32, ptr getelementptr inbounds (i8, ptr @ext, i64 1), i32 2), align 4
  ret i64 %6
}

define i64 @g12(i64 %0, <4 x i32> %1) {
  %3 = extractelement <4 x i32> %1, i32 1
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds i8, ptr getelementptr (%S, ptr @arr, i32 0, i32 1, i32 4), i64 %0
  %6 = getelementptr inbounds i8, ptr %5, i64 1
  %7 = extractelement <4 x i32> %1, i32 1
  %8 = sext i32 %7 to i64
  store i64 %0, ptr getelementptr (%S, ptr @arr, i32 0, i32 1, i32 4), align 4
  store i64 %0, ptr getelementptr (%S, ptr @arr, i32 0, i32 1, i32 4), align 4
  store i64 %0, ptr %5, align 4
  store i64 %0, ptr getelementptr inbounds (%S, ptr @arr, i32 0, i32 1, i32 1), align 4
  store i64 %0, ptr %6, align 4
  ret i64 %8
}

define i64 @g13(i64 %0, <4 x i32> %1) {
  %3 = extractelement <4 x i32> %1, i32 2
  %4 = sext i32 %3 to i64
  store i64 %0, ptr @ext, align 4
  store i64 %0, ptr @ext, align 4
  store i64 %0, ptr @ext, align 4
  ret i64 ptrtoint (ptr @ext to i64)
}

define i64 @g14(i64 %0, <4 x i32> %1) {
  ret i64 1
}

define i64 @g15(i64 %0, <4 x i32> %1) {
  %3 = getelementptr inbounds i8, ptr @ext, i64 %0
  %4 = add i64 %0, 3
  %5 = extractelement <4 x i32> %1, i32 0
  %6 = sext i32 %5 to i64
  %7 = add i64 %0, %0
  store i64 %0, ptr %3, align 4
  ret i64 %7
}

define i64 @g16(i64 %0, <4 x i32> %1) {
  %3 = add i64 ptrtoint (ptr getelementptr inbounds ([4 x i32], ptr @ext, i32 0, i32 2) to i64), %0
  %4 = getelementptr inbounds i8, ptr getelementptr inbounds ([4 x i32], ptr @ext, i32 0, i32 2), i64 %0
  store i64 %0, ptr getelementptr inbounds ([4 x i32], ptr @ext, i32 0, i32 2), align 4
  store i64 %0, ptr %4, align 4
  ret i64 %3
}

define i64 @g17(i64 %0, <4 x i32> %1) {
  %3 = extractelement <4 x i32> %1, i32 0
  %4 = sext i32 %3 to i64
  store i64 %0, ptr @ext, align 4
  ret i64 add (i64 ptrtoint (ptr @ext to i64), i64 3)
}

define i64 @g18(i64 %0, <4 x i32> %1) {
  %3 = extractelement <4 x i32> %1, i32 3
  %4 = sext i32 %3 to i64
  ret i64 ptrtoint (ptr @ext to i64)
}

define i64 @g19(i64 %0, <4 x i32> %1) {
  %3 = extractelement <4 x i32> %1, i32 2
  %4 = sext i32 %3 to i64
  store i64 %0, ptr getelementptr inbounds (i8, ptr @ext, i64 2), align 4
  store i64 %0, ptr getelementptr ([4 x i32], ptr getelementptr inbounds (i8, ptr @ext, i64 2), i32 0, i32 1), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr @ext, i64 4), align 4
  store i64 %0, ptr @ext, align 4
  ret i64 %4
}

define i64 @g20(i64 %0, <4 x i32> %1) {
  %3 = load { i32, float }, ptr @sv, align 4
  %4 = extractvalue { i32, float } %3, 0
  %5 = zext i32 %4 to i64
  %6 = extractelement <4 x i32> %1, i32 2
  %7 = sext i32 %6 to i64
  store i64 %0, ptr getelementptr inbounds (%S, ptr @ext, i32 0, i32 1, i32 2), align 4
  ret i64 ptrtoint (ptr getelementptr inbounds (%S, ptr @ext, i32 0, i32 1, i32 2) to i64)
}

define i64 @g21(i64 %0, <4 x i32> %1) {
  %3 = load { i32, float }, ptr @sv, align 4
  %4 = extractvalue { i32, float } %3, 0
  %5 = zext i32 %4 to i64
  store i64 %0, ptr @arr, align 4
  store i64 %0, ptr getelementptr inbounds (%S, ptr @arr, i32 0, i32 1, i32 1), align 4
  store i64 %0, ptr getelementptr inbounds (i32, ptr @arr, i32 1), align 4
  ret i64 %5
}

define i64 @g22(i64 %0, <4 x i32> %1) {
  store i64 %0, ptr getelementptr inbounds ([4 x i32], ptr @ext, i32 0, i32 3), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr getelementptr inbounds ([4 x i32], ptr @ext, i32 0, i32 3), i64 ptrtoint (ptr @ext to i64)), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr getelementptr inbounds ([4 x i32], ptr @ext, i32 0, i32 3), i64 -1), align 4
  ret i64 ptrtoint (ptr getelementptr inbounds ([4 x i32], ptr @ext, i32 0, i32 3) to i64)
}

define i64 @g23(i64 %0, <4 x i32> %1) {
  ret i64 1
}

define i64 @g24(i64 %0, <4 x i32> %1) {
  %3 = extractelement <4 x i32> %1, i32 0
  %4 = sext i32 %3 to i64
  %5 = extractelement <4 x i32> %1, i32 0
  %6 = sext i32 %5 to i64
  store i64 %0, ptr getelementptr (i32, ptr @arr, i32 2), align 4
  store i64 %0, ptr getelementptr inbounds (i8, ptr getelementptr (i32, ptr @arr, i32 2), i64 5), align 4
  store i64 %0, ptr getelementptr (i32, ptr getelementptr inbounds (i8, ptr getelementptr (i32, ptr @arr, i32 2), i64 5), i32 2), align 4
  store i64 %0, ptr getelementptr inbounds (%S, ptr @arr, i32 0, i32 1, i32 2), align 4
  ret i64 %6
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
