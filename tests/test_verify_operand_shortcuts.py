"""The walk's shortcuts for an op's operands against the full dominance
walk: the last single result entered in the block (found without a
look-up, forgotten as the next block opens), a result of the block's
entered ops or of the region's entry block, an argument of the block or
of the entry block (each told by the value's owner)."""

from __future__ import annotations

from typing import Any

import pytest

from odsgen.asm import parse_source
from odsgen.ir import verifier
from verify_diagnostics import assert_screen_agrees, llvm_context

CASES = {
    "the previous op's result": (
        """
llvm.func @f(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  %b = llvm.mul %a, %a : i32
  llvm.return %b : i32
}
""",
        None,
    ),
    "a result two ops back, past an op without results": (
        """
llvm.func @f(%x: i32, %p: !llvm.ptr) -> i32 {
  %a = llvm.add %x, %x : i32
  llvm.store %a, %p : i32, !llvm.ptr
  %b = llvm.mul %a, %x : i32
  llvm.return %b : i32
}
""",
        None,
    ),
    "a sibling block's last result": (
        """
llvm.func @f(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = llvm.add %x, %x : i32
  llvm.br ^bb3(%v : i32)
^bb2:
  %w = llvm.mul %v, %x : i32
  llvm.br ^bb3(%w : i32)
^bb3(%r: i32):
  llvm.return %r : i32
}
""",
        "does not dominate",
    ),
    "a sibling block's last result, first in the block": (
        """
llvm.func @f(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = llvm.add %x, %x : i32
  llvm.br ^bb3
^bb2:
  llvm.return %v : i32
^bb3:
  llvm.return %x : i32
}
""",
        "does not dominate",
    ),
    "a later op's result, the previous one's used too": (
        """
llvm.func @f(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  %b = llvm.mul %a, %c : i32
  %c = llvm.add %x, %x : i32
  llvm.return %b : i32
}
""",
        "does not dominate",
    ),
    "an entry block's result and argument in a later block": (
        """
llvm.func @f(%c: i1, %x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  %b = llvm.mul %a, %x : i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = llvm.add %a, %x : i32
  llvm.br ^bb2
^bb2:
  %t = llvm.mul %b, %x : i32
  llvm.return %t : i32
}
""",
        None,
    ),
    "a sibling block's argument": (
        """
llvm.func @f(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%y: i32):
  llvm.br ^bb3
^bb2:
  %w = llvm.mul %y, %x : i32
  llvm.br ^bb3
^bb3:
  llvm.return %x : i32
}
""",
        "does not dominate",
    ),
    "a result of an earlier op of the block, not the last": (
        """
llvm.func @f(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  %b = llvm.mul %x, %x : i32
  %c = llvm.add %a, %b : i32
  llvm.return %c : i32
}
""",
        None,
    ),
    "a later result of a block other than the entry": (
        """
llvm.func @f(%x: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  %b = llvm.mul %x, %c : i32
  %c = llvm.add %x, %x : i32
  llvm.return %b : i32
}
""",
        "does not dominate",
    ),
    "the last result used by the next op, unregistered": (
        """
llvm.func @f(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  "xx.use"(%a) : (i32) -> ()
  llvm.return %x : i32
}
""",
        None,
    ),
    "the last result used by the next op, which has a region": (
        """
llvm.func @f(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  "xx.wrap"(%a) ({
    "xx.end"() : () -> ()
  }) : (i32) -> ()
  llvm.return %x : i32
}
""",
        None,
    ),
    "the last result used once, in the next op's region": (
        """
llvm.func @f(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  "xx.wrap"() ({
    %b = llvm.mul %a, %x : i32
    "xx.end"() : () -> ()
  }) : () -> ()
  llvm.return %x : i32
}
""",
        None,
    ),
    "an unused result, then a later op's result used before it": (
        """
llvm.func @f(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  %b = llvm.mul %c, %x : i32
  %c = llvm.add %x, %x : i32
  llvm.return %x : i32
}
""",
        "does not dominate",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_operand_shortcuts_agree_with_dominance_walk(
    name: str, full_verifier_walks: Any
) -> None:
    text, expected = CASES[name]
    assert_screen_agrees(text, expected, full_verifier_walks)


@pytest.mark.parametrize(
    "name", sorted(name for name, (_, expected) in CASES.items() if expected is None)
)
def test_valid_uses_pass_at_once(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The valid cases' uses pass the screen at once: none needs the exact
    test (`_UseScreen._exactly_passes`, a slow fallback that would pass
    them too)."""
    exact: list[Any] = []
    monkeypatch.setattr(
        verifier._UseScreen,
        "_exactly_passes",
        lambda screen, value, user: exact.append(value) or True,
    )
    context = llvm_context()
    with context:
        module = parse_source(CASES[name][0], context, "case.mlir")
        verifier.verify(module, context)
    assert exact == []
