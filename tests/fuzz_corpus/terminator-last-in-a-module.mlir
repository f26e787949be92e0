// flags: --allow-unregistered-dialect
llvm.func @ctor() {
  }
llvm.return
