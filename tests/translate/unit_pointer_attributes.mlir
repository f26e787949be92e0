// A unit `{llvm.byval}` (no type) translates to nothing, as in mlir-translate-16.
llvm.func @byvalattr(%arg0: !llvm.ptr<i32> {llvm.byval}) {
  llvm.return
}
llvm.func @byvaltyped(!llvm.ptr<i32> {llvm.byval = i32})
