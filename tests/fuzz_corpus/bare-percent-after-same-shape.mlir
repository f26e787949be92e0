// flags: 
llvm.func @f(%arg0: !llvm.ptr<i8>) -> !llvm.ptr<i8> {
  llvm.return %arg0 : !llvm.ptr<i8>
}
llvm.func @g(%arg0: !llvm.ptr<i8>) -> !llvm.ptr<i8> {
  llvm.return % : !llvm.ptr<i8>
}
