// flags: --allow-unregistered-dialect
%3 = "xx.def"() : () -> i32
module {
  llvm.func @f() {
    %3 = llvm.mlir.constant(1 : i32) : i32
    llvm.return
  }
}
