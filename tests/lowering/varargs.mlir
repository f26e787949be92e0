// Lowered by tests/test_lowering_llvm.py with --convert-func-to-llvm.

func.func private @printf(!llvm.ptr<i8>, i32) -> i32 attributes {func.varargs = true}

func.func @call(%p: !llvm.ptr<i8>, %a: i32) -> i32 {
  %0 = call @printf(%p, %a) : (!llvm.ptr<i8>, i32) -> i32
  return %0 : i32
}
