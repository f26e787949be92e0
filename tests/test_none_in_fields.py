"""A use set to something else than a value or block is refused and left
unchanged, and a None where the verifier's walk expects an object raises
AttributeError compiled as it does pure (the compiled verifier reads fields
in place: odsgen/ir/layout.pxd)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT
from odsgen import _accel
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.ir.verifier import verify
from odsgen.tools.opt import load_dialects

SOURCE = """\
llvm.func @f(%a: i64) -> i64 {
  %0 = llvm.add %a, %a : i64
  llvm.br ^bb1
^bb1:
  llvm.return %0 : i64
}
"""


def _parsed() -> tuple[Operation, Context]:
    context = Context()
    load_dialects(context, ["generated/llvm"])
    return parse_source(SOURCE, context, "f.mlir"), context


def _op(module: Operation, name: str) -> Operation:
    return next(op for op in module.walk() if op.name == name)


def test_setting_an_operand_to_none_leaves_it_unchanged() -> None:
    module, context = _parsed()
    add = _op(module, "llvm.add")
    argument = add.get_operand(0)
    with pytest.raises(AttributeError):
        add.set_operand(0, None)  # type: ignore[arg-type]
    assert add.get_operand(0) is argument
    assert [use.owner for use in argument.uses] == [add, add]
    verify(module, context)


def test_setting_a_successor_to_none_leaves_it_unchanged() -> None:
    module, context = _parsed()
    branch = _op(module, "llvm.br")
    successor = branch._successors[0]
    target = successor.block
    with pytest.raises(AttributeError):
        successor.set(None)  # type: ignore[arg-type]
    assert successor.block is target
    assert target._uses == [successor]
    verify(module, context)


def test_setting_a_successor_to_its_block_keeps_its_use() -> None:
    module, _ = _parsed()
    successor = _op(module, "llvm.br")._successors[0]
    successor.set(successor.block)
    assert successor.block._uses == [successor]


# A None stored directly where the walk reads an object: verify raises
# AttributeError, in both forms (the compiled one used to crash).
NONE_OPERAND = f"""
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from odsgen.tools.opt import load_dialects
context = Context()
load_dialects(context, ["generated/llvm"])
module = parse_source({SOURCE!r}, context, "f.mlir")
add = next(op for op in module.walk() if op.name == "llvm.add")
add._operands[0].value = None
try:
    verify(module, context)
except AttributeError as error:
    print("AttributeError", error)
"""


@pytest.mark.parametrize("pure", [True, False])
def test_a_none_operand_value_raises_attribute_error(pure: bool) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env[_accel.PURE_PYTHON_ENV] = "1" if pure else "0"
    result = subprocess.run(
        [sys.executable, "-c", NONE_OPERAND],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.startswith("AttributeError 'NoneType' object has no")
