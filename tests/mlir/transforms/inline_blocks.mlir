// Callees of several blocks: each func.return becomes a cf.br to the block
// that continues the caller, whose arguments take the call's results.
func.func private @pick(%c : i1, %a : i32, %b : i32) -> (i32, i32) {
  cf.cond_br %c, ^yes, ^no
^yes:
  %s = arith.addi %a, %b : i32
  return %s, %a : i32, i32
^no:
  cf.br ^out(%b : i32)
^out(%v : i32):
  return %v, %v : i32, i32
}

func.func private @effect(%c : i1) {
  cf.cond_br %c, ^a, ^b
^a:
  "foo.effect"() : () -> ()
  return
^b:
  return
}

func.func @caller(%c : i1, %x : i32) -> i32 {
  %r:2 = call @pick(%c, %x, %x) : (i1, i32, i32) -> (i32, i32)
  call @effect(%c) : (i1) -> ()
  %t = arith.muli %r#0, %r#1 : i32
  cf.br ^next
^next:
  %u:2 = call @pick(%c, %t, %x) : (i1, i32, i32) -> (i32, i32)
  return %u#1 : i32
}

llvm.func @llvm_callee(%c : i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.return %one : i32
^b:
  llvm.return %one : i32
}

llvm.func @llvm_caller(%c : i1) -> i32 {
  %r = llvm.call @llvm_callee(%c) : (i1) -> i32
  llvm.return %r : i32
}
