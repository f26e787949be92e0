// SCCP undoes a fold in place: here the GEP's fold turns its last dynamic
// index, a constant, into a raw index and drops that operand; the operands
// and attributes must both come back.
llvm.func @f(%p: !llvm.ptr, %q: i32, %b: i1) -> !llvm.ptr {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %b, ^bb1(%c : i32), ^bb1(%c : i32)
^bb1(%i: i32):
  %g = llvm.getelementptr %p[%q, %i] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.return %g : !llvm.ptr
}
