"""Line templates whose slots the printer fills in itself
(`print_memo.INLINE_SHAPES`) print what printing without the memo prints,
in custom and generic form, in functions at two depths, also for ops using
a value of a later block."""

from __future__ import annotations

import pytest
from print_memo_capture import printed_and_printer

from odsgen.ir import print_memo

# Each op three times or more: the third prints from its line template.
OPS = """
    %r1 = llvm.add %a, %b : i32
    %r2 = llvm.add %a, %b : i32
    %r3 = llvm.add %a, %b : i32
    %n1 = llvm.sub %a, %a : i32
    %n2 = llvm.sub %a, %a : i32
    %n3 = llvm.sub %a, %a : i32
    %z1 = llvm.zext %a : i32 to i64
    %z2 = llvm.zext %a : i32 to i64
    %z3 = llvm.zext %a : i32 to i64
    %c1 = llvm.mlir.constant(7 : i32) : i32
    %c2 = llvm.mlir.constant(7 : i32) : i32
    %c3 = llvm.mlir.constant(7 : i32) : i32
    %p = llvm.alloca %a x i32 : (i32) -> !llvm.ptr
    llvm.store %a, %p : i32, !llvm.ptr
    llvm.store %b, %p : i32, !llvm.ptr
    llvm.store %r1, %p : i32, !llvm.ptr
    llvm.store %r2, %p : i32, !llvm.ptr
    %e1 = llvm.icmp "eq" %a, %b : i32
    llvm.cond_br %e1, ^bb1, ^bb2
  ^bb1:
    llvm.cond_br %e1, ^bb2, ^bb3
  ^bb2:
    llvm.cond_br %e1, ^bb3, ^bb1
  ^bb3:
    llvm.br ^bb4
  ^bb4:
    llvm.br ^bb5
  ^bb5:
    llvm.br ^bb6
  ^bb6:
    "test.use"(%late) : (i32) -> ()
    "test.use"(%late) : (i32) -> ()
    "test.use"(%late) : (i32) -> ()
    llvm.br ^bb7
  ^bb7:
    %late = llvm.add %a, %b : i32
    llvm.return
"""


def _function(name: str) -> str:
    return f"  llvm.func @{name}(%a: i32, %b: i32) {{{OPS}  }}\n"


TEXT = "module {\n" + _function("f") + _function("g") + "}\n"
NESTED = "module {\n  module {\n" + _function("h") + "  }\n}\n"


@pytest.mark.parametrize("text", [TEXT, NESTED], ids=["top", "nested"])
@pytest.mark.parametrize("generic", [False, True])
def test_inline_shapes_print_as_without_the_memo(
    text: str, generic: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    printed, printer = printed_and_printer(text, monkeypatch, generic)
    lines = [
        template
        for found in printer._memo.contexts.values()
        for entry in found.values()
        for template in entry.values()
    ]
    shapes = {fill for _, fill in lines if type(fill) is int}
    assert shapes == set(print_memo.INLINE_SHAPES.values())
    uses = printed.count("(%14) : (i32) -> ()\n")  # the later block's value
    assert uses == 3 * text.count("llvm.func")


def test_every_shape_has_its_own_number() -> None:
    numbers = list(print_memo.INLINE_SHAPES.values())
    assert sorted(numbers) == list(range(1, len(numbers) + 1))
