// Immediate arguments of intrinsics that are not constants: LLVM's verifier
// rejects the module; expected stderr (immarg.err) from mlir-translate-16.
llvm.func @f(%p: !llvm.ptr, %v: i1, %n: i64) {
  llvm.br ^bb2
^bb1:
  %u = llvm.mlir.undef : i1
  "llvm.intr.memset"(%p, %c, %n, %u) : (!llvm.ptr, i8, i64, i1) -> ()
  llvm.return
^bb2:
  %c = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memcpy"(%p, %p, %n, %v) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  %g = llvm.mlir.addressof @g : !llvm.ptr
  %x = llvm.ptrtoint %g : !llvm.ptr to i1
  "llvm.intr.memmove"(%p, %p, %n, %x) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  %t = llvm.mlir.constant(true) : i1
  "llvm.intr.memmove"(%p, %p, %n, %t) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.br ^bb1
}
llvm.mlir.global external @g(0 : i8) : i8
