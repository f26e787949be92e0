// flags: --allow-unregistered-dialect
%3 = "xx.def"() : () -> i32
llvm.func @f() {
  "xx.use"(%3) : (i32) -> ()
  llvm.return
}
