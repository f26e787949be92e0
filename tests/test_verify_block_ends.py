"""The checks of a block's last op as the walk closes the block.

The walk tests a block's end with the successors it read as it checked the
last op, and with a per-class memo of whether that op's class is registered
without the IsTerminator trait; the diagnostics must be MLIR's (the op
printed generic, its values named as in its isolated-from-above scope).
"""

from __future__ import annotations

import pytest

from conftest import ROOT, run_opt
from odsgen.asm import parse_source
from odsgen.ir import verifier
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.tools.opt import load_dialects
from reference import mlir_opt

LLVM = str(ROOT / "generated" / "llvm")

ENDS = {
    "a registered op that is no terminator": """
llvm.func @f(%x: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  %0 = llvm.add %x, %x : i32
}
""",
    "a later value, named in its function": """
llvm.func @f(%x: i32) -> i32 {
  %0 = llvm.add %x, %x : i32
  llvm.br ^bb1
^bb1:
  %1 = llvm.mul %0, %x : i32
}
""",
    "an unregistered op ends a block": """
llvm.func @f(%x: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  "xx.end"() : () -> ()
}
""",
    "terminators, then a non-terminator": """
llvm.func @f(%x: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  llvm.br ^bb2
^bb2:
  llvm.return %x : i32
}
llvm.func @g(%x: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  %0 = llvm.mul %x, %x : i32
}
""",
}


@pytest.mark.parametrize("name", sorted(ENDS))
def test_block_ends_like_mlir_opt(name: str) -> None:
    text = ENDS[name]
    expected = mlir_opt(["--allow-unregistered-dialect"], text)
    ours = ["--allow-unregistered-dialect", "--load-dialect", LLVM, "-"]
    status, out, err = run_opt(ours, stdin_text=text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)


TWO_REGIONS = """
"xx.two"() ({
  llvm.br ^bb1
^bb1:
  "xx.ret"() : () -> ()
}, {
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.ret"() : () -> ()
}) : () -> ()
"""


@pytest.mark.parametrize("which", ["llvm.br", "xx.br"])
def test_branch_to_another_region(which: str) -> None:
    """A registered (checked inline) or unregistered branch retargeted to a
    block of the other region of its op."""
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, [LLVM])
    with context:
        module = parse_source(TWO_REGIONS, context, "two.mlir")
        two = module.regions[0].blocks[0]._first
        first, second = (region.blocks for region in two.regions)
        branch = next(op for op in module.walk() if op.name == which)
        other = second if branch.parent is first[0] else first
        branch._successors[0].set(other[1])
        with pytest.raises(DiagnosticError) as raised:
            verifier.verify(module, context)
        assert "branching to block of a different region" in str(raised.value)
