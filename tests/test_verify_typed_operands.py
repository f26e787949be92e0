"""The verifier's walk reads each operand's value and an op's result type
in place when compiled (`OpOperandLayout`, `ValueLayout` locals in
`_Walk._verify_ops`): ops of every operand and result count, and of
subclasses of the classes read, verify (or fail) as in the pure source."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT
from odsgen import _accel

# Ops of 0 to 3 operands and 0 or 1 results (the key's inlined shapes and
# the others), a constant run, an op whose operand and result are of
# subclasses of OpOperand and OpResult, then a use that does not dominate
# (the screen's failure, reported by the dominance walk).
SHAPES = """
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.operation import OpOperand, OpResult
from odsgen.ir.verifier import verify
from odsgen.tools.opt import load_dialects

SOURCE = '''
llvm.func @f(%a: i64, %b: i64, %c: i1) -> i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  %2 = llvm.add %a, %0 : i64
  %3 = llvm.add %2, %1 : i64
  %4 = llvm.select %c, %3, %b : i1, i64
  "test.none"() : () -> ()
  "test.one"(%4) : (i64) -> ()
  "test.two"(%4, %3) : (i64, i64) -> ()
  "test.three"(%4, %3, %2) : (i64, i64, i64) -> ()
  %5 = "test.unary"(%4) : (i64) -> i64
  llvm.return %5 : i64
}
'''

context = Context(allow_unregistered_dialects=True)
load_dialects(context, ["generated/llvm"])
module = parse_source(SOURCE, context, "f.mlir")
verify(module, context)
print("verified")

class Operand(OpOperand):
    __slots__ = ("note",)

class Result(OpResult):
    __slots__ = ("note",)

body = module.regions[0].blocks[0]._first.regions[0].blocks[0]
add = body._first._next._next
operand = add._operands[1]
operand.value._remove_use(operand)
subclassed = Operand(add, operand.value)
subclassed.note = 1
add._operands = (add._operands[0], subclassed)
result = Result(add.results[0].type, add, 0)
result.note = 2
add.results[0].replace_all_uses_with(result)
add.results = (result,)
verify(module, context)
print("subclasses verified")

# The second add's operand made the first add's (a use before its definition).
late = add._next
add.set_operand(0, late.results[0])
try:
    verify(module, context)
except DiagnosticError as error:
    print(str(error).splitlines()[0])
from odsgen._accel import compiled_modules
print("odsgen.ir.verifier" in compiled_modules())
"""


def _run(code: str, pure: bool) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env[_accel.PURE_PYTHON_ENV] = "1" if pure else "0"
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT
    )


@pytest.mark.parametrize("pure", [True, False])
def test_ops_of_each_shape_and_subclass_verify_as_in_the_source(pure: bool) -> None:
    result = _run(SHAPES, pure)
    assert result.returncode == 0, result.stderr[-2000:]
    *printed, compiled = result.stdout.splitlines()
    assert printed == [
        "verified",
        "subclasses verified",
        "f.mlir:5:8: error: operand #0 does not dominate this use",
    ]
    assert compiled == str(not pure and _accel.layout_proven())
