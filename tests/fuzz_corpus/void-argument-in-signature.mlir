// flags: 
llvm.func @foo(!llvm.void)
