; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@str_global = internal constant [16 x i8] c"String to print\0A"

declare ptr @malloc(i64)

declare void @free(ptr)

declare void @printCString(ptr)

define void @main() {
  call void @printCString(ptr @str_global)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
