"""Compiled op creation refuses a block given as an operand (its operand's
value is a typed `ValueLayout` local) and a value given as a successor,
with TypeError; pure Python does not test the operands' types (README,
"Compiled accelerator"): a block is taken there."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT
from odsgen import _accel

MISUSE = """
from odsgen.ir.operation import Block, Operation
from odsgen.ir.types import IntegerType
import odsgen.ir.op_creation as op_creation
value = Block([IntegerType.get(32)]).arguments[0]
for operands, successors in (([Block()], []), ([], [value])):
    try:
        Operation.create("test.bad", operands, successors=successors)
    except TypeError:
        print("TypeError")
print(op_creation.__file__.endswith(".py"))
"""


def _runs_compiled() -> bool:
    """Whether a process not asking for pure Python runs op creation
    compiled (built, current, the layout proven)."""
    manifest = str(ROOT / "odsgen" / _accel.SOURCES_MANIFEST)
    finder = _accel.SourceFinder(
        _accel.COMPILED, False, manifest, _accel.RETIRED, _accel.LAYOUT_USERS
    )
    return finder.find_spec("odsgen.ir.op_creation", [str(ROOT / "odsgen/ir")]) is None


@pytest.mark.skipif(not _runs_compiled(), reason="op creation does not run compiled")
def test_compiled_op_creation_refuses_a_block_operand_and_a_value_successor() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env[_accel.PURE_PYTHON_ENV] = "0"
    result = subprocess.run(
        [sys.executable, "-c", MISUSE],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["TypeError", "TypeError", "False"]
