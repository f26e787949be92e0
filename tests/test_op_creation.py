"""Op creation (odsgen/ir/op_creation.py, `Operation.create` and
`append_new`): its compiled form, which writes the new objects' fields in
place, builds the same IR as its source, fields, use lists and all; every
field is set; a misuse raises in both."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT, generated_test_dialect
from odsgen import _accel
from odsgen.ir import op_creation
from odsgen.ir.context import Context
from odsgen.ir.location import UnknownLoc
from odsgen.ir.operation import (
    Block,
    BlockOperand,
    Operation,
    OpOperand,
    OpResult,
    Region,
)
from odsgen.ir.types import IntegerType

# Custom and generic LLVM (one-line runs go through `append_new`; `llvm.func`
# has default-valued attributes, so through `create`), an unregistered op
# with several results, operands named twice, successors and regions.
LLVM = """
llvm.func @f(%a: i64, %p: !llvm.ptr, %k: i1) -> i64 {
  %0 = llvm.add %a, %a : i64
  %1 = "llvm.mul"(%0, %a) : (i64, i64) -> i64
  llvm.store %1, %p : i64, !llvm.ptr
  %2:3 = "test.triple"(%1, %0, %1) : (i64, i64, i64) -> (i8, i16, i32)
  llvm.cond_br %k, ^bb1(%0 : i64), ^bb2
^bb1(%x: i64):
  "llvm.br"(%x)[^bb2] : (i64) -> ()
^bb2:
  %3 = "llvm.select"(%k, %0, %1) : (i1, i64, i64) -> i64
  "test.region"(%3) ({
    "test.inner"(%3, %a) : (i64, i64) -> ()
  }) : (i64) -> ()
  llvm.return %3 : i64
}
"""

# Ops of the test dialect, registered from tests/defs.
TEST = """
func.func @g(%a: i64, %b: i64) {
  %0 = test.format_buildable_type_op %a
  %1 = test.format_types_match_var %0 : i64
  %2 = test.format_all_types_match_var %1, %b : i64
  test.format_variadic_operand %0, %1, %2, %2 : i64, i64, i64, i64
  %3:2 = test.format_variadic_result : i64, i64
  return
}
"""

# Parse `text` with the dialects of argv, print it generic and the use list
# of every value (each use: its op's number in the walk and its operand
# number), and whether op creation ran compiled.
BUILD = """
import sys
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.printer import PrintOptions, print_module
from odsgen.tools.opt import load_dialects
import odsgen.ir.op_creation as op_creation

context = Context(allow_unregistered_dialects=True)
load_dialects(context, sys.argv[2:])
module = parse_source(sys.stdin.read(), context, "in.mlir")
print(print_module(module, PrintOptions(generic=True, debuginfo=True), context))
ops = list(module.walk())
number = {op: index for index, op in enumerate(ops)}
for op in ops:
    values = list(op.results)
    for region in op.regions:
        for block in region.blocks:
            values += block.arguments
    for value in values:
        uses = [(number[use.owner], use.index) for use in value.uses_view()]
        print(number[op], type(value).__name__, value.type, uses)
    for successor in op.block_operands:
        print(number[op], "->", successor.index, len(successor.block._uses))
print(sys.argv[1], op_creation.__file__.endswith(".py"))
"""


def _build(text: str, dialects: list[str], pure: bool) -> list[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env[_accel.PURE_PYTHON_ENV] = "1" if pure else "0"
    result = subprocess.run(
        [sys.executable, "-c", BUILD, str(pure), *dialects],
        input=text,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout.splitlines()


def _runs_compiled() -> bool:
    """Whether a process not asking for pure Python runs op creation
    compiled (built, current, the layout proven)."""
    manifest = str(ROOT / "odsgen" / _accel.SOURCES_MANIFEST)
    finder = _accel.SourceFinder(
        _accel.COMPILED, False, manifest, _accel.RETIRED, _accel.LAYOUT_USERS
    )
    return finder.find_spec("odsgen.ir.op_creation", [str(ROOT / "odsgen/ir")]) is None


@pytest.mark.parametrize(
    "text, dialects, seen",
    [
        (LLVM, ["generated/llvm"], "-> (i8, i16, i32)"),
        (TEST, ["generated/func", "TEST"], '"test.format_variadic_operand"'),
    ],
    ids=["llvm", "test-dialect"],
)
def test_compiled_and_pure_op_creation_build_the_same_ir(
    text: str, dialects: list[str], seen: str
) -> None:
    dialects = [generated_test_dialect() if d == "TEST" else d for d in dialects]
    pure = _build(text, dialects, pure=True)
    compiled = _build(text, dialects, pure=False)
    assert pure[-1] == "True True"  # ran from its source
    assert compiled[-1] == f"False {not _runs_compiled()}"
    assert pure[:-1] == compiled[:-1]
    assert any(seen in line for line in pure)
    assert sum(" [(" in line for line in pure) >= 5  # values with uses


def _fields_set(made: object) -> None:
    for cls in type(made).__mro__:
        for field in cls.__dict__.get("__slots__", ()):
            getattr(made, field)  # raises AttributeError if unset


def test_create_and_append_new_set_every_field() -> None:
    i32 = IntegerType.get(32)
    block = Block([i32])
    (argument,) = block.arguments
    target = Block()
    made = Operation.create(
        "test.made", [argument], [i32, i32], {}, [target], 1, UnknownLoc.get()
    )
    appended = Operation.append_new(
        block,
        "test.appended",
        [argument, argument],
        [i32],
        made.attributes,
        [target],
        UnknownLoc.get(),
    )
    for op in (made, appended):
        _fields_set(op)
        for item in (*op._operands, *op.results, *op._successors):
            _fields_set(item)
    assert [use.owner for use in argument.uses_view()] == [made, appended, appended]
    assert [use.owner for use in target._uses] == [made, appended]
    assert block._first is block._last is appended and appended.parent is block
    assert made.parent is made._prev is made._next is None
    assert isinstance(made.regions[0], Region) and made.regions[0].parent is made
    assert type(made._operands[0]) is OpOperand
    assert type(made.results[1]) is OpResult and made.results[1].index == 1
    assert type(made._successors[0]) is BlockOperand


@pytest.mark.parametrize("operands", [[5], [None], ["%0"]])
def test_an_operand_that_is_not_a_value_raises(operands: list) -> None:
    block = Block()
    with pytest.raises((TypeError, AttributeError)):
        Operation.create("test.bad", operands)
    with pytest.raises((TypeError, AttributeError)):
        Operation.append_new(
            block, "test.bad", operands, [], Operation.create("t").attributes, [], 0
        )
    assert block._first is None


def test_a_class_that_is_not_an_operation_raises() -> None:
    with pytest.raises(TypeError):
        op_creation.create(int, "test.int")
    with pytest.raises((TypeError, AttributeError)):  # compiled, pure
        op_creation.append_new(Block, Block(), "x", [], [], None, [], 0)


def test_a_successor_that_is_not_a_block_raises() -> None:
    with pytest.raises((TypeError, AttributeError)):
        Operation.create("test.bad", successors=[5])
    with Context():
        with pytest.raises((TypeError, AttributeError)):
            Operation.append_new(
                Block(), "test.bad", [], [], Operation.create("t").attributes, [5], 0
            )
