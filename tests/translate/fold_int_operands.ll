; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@g = global i64 0
@g8 = global i8 0
@ga = global i8 0, align 32
@gbig = internal global [5 x i32] zeroinitializer
@gext = external global i64
@gweak = weak global i64 0
@gsec = global i64 0, section "s"

declare ptr @malloc(i64)

declare void @free(ptr)

define void @f(ptr %0) {
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 add (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 add (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 add (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 add (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 add (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 add (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 sub (i64 0, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 sub (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 sub (i64 1, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 sub (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 sub (i64 -1, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 sub (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 sub (i64 5, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 mul (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 mul (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 mul (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 mul (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 or (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 or (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 -1, ptr %0, align 4
  store i64 -1, ptr %0, align 4
  store i64 or (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 or (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  store i64 xor (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 xor (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 xor (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 xor (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 xor (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 xor (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 poison, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  %2 = udiv i64 1, ptrtoint (ptr @g to i64)
  store i64 %2, ptr %0, align 4
  %3 = udiv i64 ptrtoint (ptr @g to i64), -1
  store i64 %3, ptr %0, align 4
  %4 = udiv i64 -1, ptrtoint (ptr @g to i64)
  store i64 %4, ptr %0, align 4
  %5 = udiv i64 ptrtoint (ptr @g to i64), 5
  store i64 %5, ptr %0, align 4
  %6 = udiv i64 5, ptrtoint (ptr @g to i64)
  store i64 %6, ptr %0, align 4
  store i64 poison, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 ptrtoint (ptr @g to i64), ptr %0, align 4
  %7 = sdiv i64 1, ptrtoint (ptr @g to i64)
  store i64 %7, ptr %0, align 4
  %8 = sdiv i64 ptrtoint (ptr @g to i64), -1
  store i64 %8, ptr %0, align 4
  %9 = sdiv i64 -1, ptrtoint (ptr @g to i64)
  store i64 %9, ptr %0, align 4
  %10 = sdiv i64 ptrtoint (ptr @g to i64), 5
  store i64 %10, ptr %0, align 4
  %11 = sdiv i64 5, ptrtoint (ptr @g to i64)
  store i64 %11, ptr %0, align 4
  store i64 poison, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  %12 = urem i64 1, ptrtoint (ptr @g to i64)
  store i64 %12, ptr %0, align 4
  %13 = urem i64 ptrtoint (ptr @g to i64), -1
  store i64 %13, ptr %0, align 4
  %14 = urem i64 -1, ptrtoint (ptr @g to i64)
  store i64 %14, ptr %0, align 4
  %15 = urem i64 ptrtoint (ptr @g to i64), 5
  store i64 %15, ptr %0, align 4
  %16 = urem i64 5, ptrtoint (ptr @g to i64)
  store i64 %16, ptr %0, align 4
  store i64 poison, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  %17 = srem i64 1, ptrtoint (ptr @g to i64)
  store i64 %17, ptr %0, align 4
  %18 = srem i64 ptrtoint (ptr @g to i64), -1
  store i64 %18, ptr %0, align 4
  %19 = srem i64 -1, ptrtoint (ptr @g to i64)
  store i64 %19, ptr %0, align 4
  %20 = srem i64 ptrtoint (ptr @g to i64), 5
  store i64 %20, ptr %0, align 4
  %21 = srem i64 5, ptrtoint (ptr @g to i64)
  store i64 %21, ptr %0, align 4
  store i64 shl (i64 ptrtoint (ptr @g to i64), i64 0), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 shl (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 shl (i64 1, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 shl (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 shl (i64 -1, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 shl (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 shl (i64 5, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 lshr (i64 ptrtoint (ptr @g to i64), i64 0), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 lshr (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 lshr (i64 1, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 lshr (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 lshr (i64 -1, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 lshr (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 lshr (i64 5, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 ashr (i64 ptrtoint (ptr @g to i64), i64 0), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 ashr (i64 ptrtoint (ptr @g to i64), i64 1), ptr %0, align 4
  store i64 ashr (i64 1, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 ashr (i64 ptrtoint (ptr @g to i64), i64 -1), ptr %0, align 4
  store i64 ashr (i64 -1, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i64 ashr (i64 ptrtoint (ptr @g to i64), i64 5), ptr %0, align 4
  store i64 ashr (i64 5, i64 ptrtoint (ptr @g to i64)), ptr %0, align 4
  store i1 ptrtoint (ptr @g to i1), ptr %0, align 1
  store i1 true, ptr %0, align 1
  store i1 xor (i1 ptrtoint (ptr @g to i1), i1 true), ptr %0, align 1
  store i1 ptrtoint (ptr @g to i1), ptr %0, align 1
  ret void
}

declare void @target()

define void @h(ptr %0) {
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 1), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 2), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 3), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 4), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 7), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 8), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 15), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 16), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 31), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @g8 to i64), i64 32), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @ga to i64), i64 32), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gbig to i64), i64 16), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gbig to i64), i64 31), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gbig to i64), i64 32), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gext to i64), i64 4), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gext to i64), i64 7), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gext to i64), i64 8), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gext to i64), i64 15), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gext to i64), i64 16), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gext to i64), i64 31), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gext to i64), i64 32), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gweak to i64), i64 4), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gweak to i64), i64 7), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gweak to i64), i64 8), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gweak to i64), i64 15), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gweak to i64), i64 16), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gweak to i64), i64 31), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gweak to i64), i64 32), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gsec to i64), i64 8), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gsec to i64), i64 15), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gsec to i64), i64 16), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gsec to i64), i64 31), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @gsec to i64), i64 32), ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 0, ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @target to i64), i64 4), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @target to i64), i64 7), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @target to i64), i64 8), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @target to i64), i64 15), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @target to i64), i64 16), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @target to i64), i64 31), ptr %0, align 4
  store i64 and (i64 ptrtoint (ptr @target to i64), i64 32), ptr %0, align 4
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
