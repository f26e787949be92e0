"""The walk opens a block in the use screen only when a step reads it there.

`_Walk._verify_ops` keeps a block's results in a set of its own and opens
the block in the screen (`path`, `open`, `entered`) only for what reads it:
an op with regions queued to be entered, an unregistered op entered, or a
use checked by `_UseScreen._passes` (opened just while it runs). The set of
a block no step kept is emptied and reused for the next block. Each case
must report what forcing the isolation and dominance walks everywhere
reports, and leave the screen as it found it.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT
from odsgen.asm import parse_source
from odsgen.ir import verifier
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.dialect import Dialect
from odsgen.ir.operation import Operation
from odsgen.ir.traits import NoTerminator
from odsgen.tools.opt import load_dialects


class WrapOp(Operation):
    """A registered op whose single-block region has SSA dominance."""

    __slots__ = ()
    OPERATION_NAME = "lz.wrap"
    TRAITS = frozenset({NoTerminator})


class LazyDialect(Dialect):
    name = "lz"
    operations = (WrapOp,)


# Each case: the text and a piece of the expected diagnostic (None: valid).
CASES = {
    # %a is defined in ^bb1, which dominates ^bb2: `_passes` decides.
    "use from a dominating block": (
        """
llvm.func @f(%c: i1) -> i32 {
  llvm.br ^bb1
^bb1:
  %a = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %b = llvm.add %a, %a : i32
  llvm.return %b : i32
^bb3:
  %d = llvm.mul %a, %a : i32
  llvm.return %d : i32
}
""",
        None,
    ),
    # ^bb1's set, emptied, is ^bb2's: %a must not pass there.
    "use from a sibling block": (
        """
llvm.func @f(%c: i1) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb3
^bb2:
  %b = llvm.add %a, %a : i32
  llvm.br ^bb3
^bb3:
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
""",
        "does not dominate this use",
    ),
    # The same, the use a block later than its sibling's.
    "use from a sibling's sibling": (
        """
llvm.func @f(%c: i1) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb4
^bb2:
  %x = llvm.mlir.constant(2 : i32) : i32
  llvm.br ^bb3
^bb3:
  %b = llvm.add %x, %a : i32
  llvm.br ^bb4
^bb4:
  llvm.return %a : i32
}
""",
        "does not dominate this use",
    ),
    # An unregistered op between registered ones: entered with the block open.
    "unregistered op in a later block": (
        """
llvm.func @f(%c: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
^bb1:
  %a = llvm.add %one, %one : i32
  %u = "xx.use"(%a, %one) : (i32, i32) -> i32
  %b = llvm.add %u, %a : i32
  llvm.return %b : i32
}
""",
        None,
    ),
    # An unregistered op using a value defined after it in its block.
    "unregistered op using a later value": (
        """
llvm.func @f(%c: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
^bb1:
  %u = "xx.use"(%a) : (i32) -> i32
  %a = llvm.add %one, %one : i32
  llvm.return %a : i32
}
""",
        "does not dominate this use",
    ),
    # An op with a region in a later block: its ops use the block's values.
    "nested region in a later block": (
        """
llvm.func @f(%c: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
^bb1:
  %a = llvm.add %one, %one : i32
  "lz.wrap"() ({
    %b = llvm.add %a, %one : i32
    "xx.keep"(%b) : (i32) -> ()
  }) : () -> ()
  %d = llvm.add %a, %a : i32
  llvm.br ^bb2
^bb2:
  %e = llvm.add %one, %one : i32
  llvm.return %e : i32
}
""",
        None,
    ),
    # The nested op uses a value of its block defined after it.
    "nested region using a later value": (
        """
llvm.func @f(%c: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
^bb1:
  "lz.wrap"() ({
    %b = llvm.add %a, %one : i32
    "xx.keep"(%b) : (i32) -> ()
  }) : () -> ()
  %a = llvm.add %one, %one : i32
  llvm.return %a : i32
}
""",
        "does not dominate this use",
    ),
}


def _context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(LazyDialect())
    load_dialects(context, [str(ROOT / "generated" / "llvm")])
    return context


def _outcome(text: str, full_walks: bool, walks: Any) -> Any:
    """The diagnostic of verifying `text` (None if it verifies), with the
    isolation and dominance walks run everywhere if `full_walks` (`walks`:
    the fixture `full_verifier_walks`)."""
    context = _context()
    with context:
        module = parse_source(text, context, "case.mlir")
        with walks(full_walks):
            try:
                verifier.verify(module, context)
            except DiagnosticError as error:
                op = error.op
                return str(error.diagnostic), op and (op.name, str(op.location))
    return None


@pytest.mark.parametrize("name", sorted(CASES))
def test_lazily_opened_blocks_agree_with_full_walks(
    name: str, full_verifier_walks: Any
) -> None:
    text, expected = CASES[name]
    screened = _outcome(text, False, full_verifier_walks)
    assert screened == _outcome(text, True, full_verifier_walks)
    if expected is None:
        assert screened is None
    else:
        assert screened is not None and expected in screened[0]


@pytest.mark.parametrize(
    "name", sorted(name for name, (_, expected) in CASES.items() if expected is None)
)
def test_valid_cases_pass_the_screening_and_leave_it_empty(name: str) -> None:
    """A valid function's uses all pass the screening (`_passes` among
    them), and every block opened in the screen is closed again."""
    context = _context()
    with context:
        module = parse_source(CASES[name][0], context, "case.mlir")
        walk = verifier._Walk(module, context)
        walk.run()
        screen = walk.screen
        assert not screen.failing
        assert (screen.path, screen.entered, screen.open) == ([], [], {})


def test_a_dominating_blocks_value_is_checked_with_its_block_opened(
    monkeypatch: Any,
) -> None:
    """`_passes` runs with the user's block open in the screen, and the
    screen is as before once it returned."""
    seen: list[tuple[int, bool]] = []
    original = verifier._UseScreen._passes

    def spy(self: Any, value: Any, user: Any, in_order: bool) -> bool:
        block = user.parent
        seen.append((len(self.path), self.path[-1] is block and in_order))
        assert self.open[block.parent] == len(self.path) - 1
        return original(self, value, user, in_order)

    monkeypatch.setattr(verifier._UseScreen, "_passes", spy)
    context = _context()
    with context:
        module = parse_source(CASES["use from a dominating block"][0], context, "f")
        walk = verifier._Walk(module, context)
        walk.run()
        assert not walk.screen.failing
        assert (walk.screen.path, walk.screen.entered) == ([], [])
    assert seen and all(opened for _, opened in seen)
