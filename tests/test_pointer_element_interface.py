"""The LLVM dialect's pointer element interface on a type of another dialect.

The test dialect's `!test.smpla` (tests/defs/test, as MLIR's test dialect
declares SimpleAType) sets `llvm_pointer_element = True`: it may be the
element of a typed `!llvm.ptr` and is loadable (`LLVM_LoadableType`), as in
mlir-opt-16, which has MLIR's test dialect. Its other types may not.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT, generated_test_dialect, run_opt
from odsgen.ir.context import Context
from odsgen.tools.opt import import_dialect
from reference import SPLIT, mlir_opt, valid_like_mlir_opt

VALID = """\
func.func @f(%p: !llvm.ptr<!test.smpla>, %q: !llvm.ptr<ptr<!test.smpla>>) {
  %0 = llvm.load %p : !llvm.ptr<!test.smpla>
  llvm.store %0, %p : !llvm.ptr<!test.smpla>
  %1 = llvm.mlir.undef : !llvm.ptr<!test.smpla>
  %2 = llvm.load %q : !llvm.ptr<ptr<!test.smpla>>
  %3 = llvm.getelementptr %p[1] : (!llvm.ptr<!test.smpla>) -> !llvm.ptr<!test.smpla>
  %4 = "llvm.load"(%p) : (!llvm.ptr<!test.smpla>) -> !test.smpla
  return
}
func.func @g(%p: !llvm.ptr<i32>, %v: !test.smpla, %o: !llvm.ptr) {
  %0 = "llvm.load"(%p) : (!llvm.ptr<i32>) -> !test.smpla
  "llvm.store"(%v, %o) : (!test.smpla, !llvm.ptr) -> ()
  return
}
"""

INVALID = [
    "func.func @f(%p: !llvm.ptr<!test.cmpnd_a<1, !test.smpla, [5, 6]>>) {\n"
    "  return\n}",
    "func.func @f(%p: !llvm.ptr<!foo.bar>) {\n  return\n}",
    "func.func @f(%v: !test.cmpnd_a<1, i32, [5]>, %p: !llvm.ptr) {\n"
    '  "llvm.store"(%v, %p) : (!test.cmpnd_a<1, i32, [5]>, !llvm.ptr) -> ()\n'
    "  return\n}",
]


def ours(args: list[str], text: str) -> tuple[int, str, str]:
    loads = []
    for package in (
        str(ROOT / "generated" / "llvm"),
        str(ROOT / "generated" / "func"),
        generated_test_dialect(),
    ):
        loads += ["--load-dialect", package]
    return run_opt([*loads, *args, "-"], text)


@pytest.mark.parametrize(
    "flags", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"]
)
def test_pointer_to_test_type_matches_mlir(flags: list[str]) -> None:
    valid_like_mlir_opt(ours, flags, VALID, reference_flags=())


def test_invalid_pointer_elements_match_mlir() -> None:
    text = SPLIT.join(INVALID)
    flags = ["--split-input-file", "--allow-unregistered-dialect"]
    reference = mlir_opt(flags, text)
    assert ours(flags, text)[2] == reference.stderr
    assert reference.stderr.count("error:") == len(INVALID)


def test_interface_from_python() -> None:
    test = import_dialect(generated_test_dialect())
    llvm = import_dialect(str(ROOT / "generated" / "llvm"))
    with Context() as context:
        context.register_dialect(test.DIALECT())
        context.register_dialect(llvm.DIALECT())
        smpla: Any = test.SimpleAType.get()
        compound = test.CompoundAType.get(1, smpla, (5,))
        implements = llvm.hooks.implements_pointer_element_interface
        assert implements(smpla) and not implements(compound)
        pointer = llvm.LLVMPointerType.get(smpla)
        assert pointer.text == "!llvm.ptr<!test.smpla>"
        assert not llvm.LLVMPointerType.is_valid_element_type(compound)
        with pytest.raises(ValueError, match="invalid pointer element type"):
            llvm.LLVMPointerType.get(compound)
