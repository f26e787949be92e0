// SCCP where states reach ops late: through loop back edges, through a fold
// answering with a value that is not the op's operand, and through branch
// conditions that become known (or overdefined) after the branch was seen.

// The extractvalue folds to the inserted %v, whose state is known only once
// the loop's back edge is: it stays constant 1.
llvm.func @fold_to_other_value(%n: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %undef = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  llvm.br ^loop(%c1 : i32)
^loop(%v: i32):
  %s = llvm.insertvalue %v, %undef[0] : !llvm.struct<(i32, i32)>
  %t = llvm.insertvalue %n, %s[1] : !llvm.struct<(i32, i32)>
  %e = llvm.extractvalue %t[0] : !llvm.struct<(i32, i32)>
  %again = llvm.icmp "slt" %e, %n : i32
  llvm.cond_br %again, ^loop(%e : i32), ^exit(%e : i32)
^exit(%r: i32):
  llvm.return %r : i32
}

// -----

// The loop counter is overdefined once the back edge is live, which makes
// the exit condition unknown: both successors stay.
func.func @overdefined_later(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit(%i : i32), ^body
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit(%r: i32):
  return %r : i32
}

// -----

// A condition known only after a call's result is: the callee returns a
// constant, so only one successor is live.
func.func private @seven() -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @through_call(%x: i32) -> i32 {
  %s = call @seven() : () -> i32
  %c7 = arith.constant 7 : i32
  %same = arith.cmpi eq, %s, %c7 : i32
  cf.cond_br %same, ^yes, ^no
^yes:
  return %s : i32
^no:
  %z = arith.addi %x, %s : i32
  return %z : i32
}

// -----

// The same fold, with the loop passing the constant back: the extracted
// value is the constant.
llvm.func @fold_to_constant(%n: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %undef = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  llvm.br ^loop(%c1 : i32)
^loop(%v: i32):
  %s = llvm.insertvalue %v, %undef[0] : !llvm.struct<(i32, i32)>
  %t = llvm.insertvalue %n, %s[1] : !llvm.struct<(i32, i32)>
  %e = llvm.extractvalue %t[0] : !llvm.struct<(i32, i32)>
  %again = llvm.icmp "slt" %e, %n : i32
  llvm.cond_br %again, ^loop(%c1 : i32), ^exit(%e : i32)
^exit(%r: i32):
  llvm.return %r : i32
}
