// An indirect call through an opaque pointer: mlir-translate-16 crashes (segfault); we
// take the function type from the operands and results.
"llvm.func"() ({
^bb0(%p: !llvm.ptr, %x: i32):
  %0 = "llvm.call"(%p, %x) {fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr, i32) -> i32
  "llvm.call"(%p, %x) {fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr, i32) -> ()
  "llvm.return"(%0) : (i32) -> ()
}) {function_type = !llvm.func<i32 (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", CConv = #llvm.cconv<ccc>} : () -> ()
