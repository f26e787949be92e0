"""The walk's entry-block shortcut against the full dominance walk.

As the walk checks a block's ops, a use of a result of its region's entry
block (closed before it) passes at once. Rewired uses that cross from one
region of an op to another, or from an earlier block to a later one, must
report what forcing the dominance walk everywhere reports.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT
from odsgen.asm import parse_source
from odsgen.ir import verifier
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.tools.opt import load_dialects
from verify_diagnostics import assert_screen_agrees

# Each case: an op with a `take` attribute (a registered one, which the walk
# checks inline) gets as its first operand the result of the op named by the
# attribute (`xx.def0`, say), a use the parser cannot express across regions.
CASES = {
    "later block uses the entry block": (
        """
"xx.func"() ({
  %0 = "xx.def0"() : () -> i32
  %1 = "xx.def1"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
^bb1:
  %9 = "llvm.add"(%1, %1) {take = "xx.def0"} : (i32, i32) -> i32
  "xx.br"()[^bb2] : () -> ()
^bb2:
  "xx.use"(%0, %1) : (i32, i32) -> ()
  "xx.ret"() : () -> ()
}) : () -> ()
""",
        None,
    ),
    "second region uses the first's entry block": (
        """
"xx.two"() ({
  %0 = "xx.def0"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.ret"() : () -> ()
}, {
  %1 = "xx.def1"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
^bb1:
  %9 = "llvm.add"(%1, %1) {take = "xx.def0"} : (i32, i32) -> i32
  "xx.ret"() : () -> ()
}) : () -> ()
""",
        "does not dominate",
    ),
    "second region's entry block uses the first's": (
        """
"xx.two"() ({
  %0 = "xx.def0"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.ret"() : () -> ()
}, {
  %1 = "xx.def1"() : () -> i32
  %9 = "llvm.add"(%1, %1) {take = "xx.def0"} : (i32, i32) -> i32
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.ret"() : () -> ()
}) : () -> ()
""",
        "does not dominate",
    ),
    "a later block's result used in an earlier one": (
        """
"xx.func"() ({
  %0 = "xx.def1"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
^bb1:
  %9 = "llvm.add"(%0, %0) {take = "xx.def0"} : (i32, i32) -> i32
  "xx.br"()[^bb2] : () -> ()
^bb2:
  %1 = "xx.def0"() : () -> i32
  "xx.ret"() : () -> ()
}) : () -> ()
""",
        "does not dominate",
    ),
    "nested region uses the entry block of the region around it": (
        """
"xx.func"() ({
  %0 = "xx.def0"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.inner"() ({
    %1 = "xx.def1"() : () -> i32
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    %9 = "llvm.add"(%1, %1) {take = "xx.def0"} : (i32, i32) -> i32
    "xx.ret"() : () -> ()
  }) : () -> ()
  "xx.ret"() : () -> ()
}) : () -> ()
""",
        None,
    ),
}


def _take(module: Operation) -> None:
    """Give each op with a `take` attribute the result of the op it names."""
    ops = list(module.walk())
    for op in ops:
        taken = op.attributes.get_attr("take")
        if taken is not None:
            source = next(other for other in ops if other.name == taken.value)
            op.set_operand(0, source.results[0])


@pytest.mark.parametrize("name", sorted(CASES))
def test_entry_block_shortcut_agrees_with_dominance_walk(
    name: str, full_verifier_walks: Any
) -> None:
    text, expected = CASES[name]
    assert_screen_agrees(text, expected, full_verifier_walks, _take)


VALID_FUNCTION = """
llvm.func @f(%c: i1, %x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  %s = llvm.add %a, %one : i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %t = llvm.mul %s, %v : i32
  llvm.br ^bb2
^bb2:
  %w = llvm.load %p : !llvm.ptr -> i32
  %u = llvm.add %w, %one : i32
  llvm.return %u : i32
}
"""


def test_valid_uses_pass_the_screening_at_once() -> None:
    """No use of a valid function fails the screening: its dominance walk,
    a slow fallback that would still report nothing, is not run."""
    context = Context()
    load_dialects(context, [str(ROOT / "generated" / "llvm")])
    with context:
        module = parse_source(VALID_FUNCTION, context, "valid.mlir")
        walk = verifier._Walk(module, context)
        walk.run()
        assert not walk.screen.failing
