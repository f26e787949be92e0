; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "E-i64:64:128-f80:128:256-p0:32:64:128-p1:32:32:32:64"

declare ptr @malloc(i64)

declare void @free(ptr)

define void @foo() {
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
