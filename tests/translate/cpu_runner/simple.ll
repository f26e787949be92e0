; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

declare void @free(ptr)

declare float @fabsf(float)

define float @main() {
  %1 = call float @fabsf(float -4.200000e+02)
  ret float %1
}

define ptr @allocation() {
  %1 = call ptr @malloc(i64 4)
  ret ptr %1
}

define void @deallocation(ptr %0) {
  call void @free(ptr %0)
  ret void
}

define float @foo() {
  %1 = call ptr @allocation()
  %2 = getelementptr float, ptr %1, i64 0
  store float 1.234000e+03, ptr %2, align 4
  %3 = getelementptr float, ptr %1, i64 0
  %4 = load float, ptr %3, align 4
  call void @deallocation(ptr %1)
  ret float %4
}

define i32 @int32_main() {
  ret i32 42
}

define i64 @int64_main() {
  ret i64 42
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
