"""Copying or pickling an operation is refused with a message naming the
cloning API, which makes the deep copy instead."""

from __future__ import annotations

import copy
import pickle

import pytest

from odsgen.asm import parse_source, print_module
from odsgen.ir.context import Context
from odsgen.tools.opt import load_dialects
from odsgen.transforms.cloning import Mapping, clone_op

SOURCE = """\
llvm.func @f(%a: i64) -> i64 {
  %0 = llvm.add %a, %a : i64
  llvm.return %0 : i64
}
"""


def _function():
    context = Context()
    load_dialects(context, ["generated/llvm"])
    module = parse_source(SOURCE, context, "f.mlir")
    return module, module.regions[0].blocks[0]._first


@pytest.mark.parametrize(
    "copier", [copy.copy, copy.deepcopy, pickle.dumps], ids=["copy", "deep", "pickle"]
)
def test_copying_an_operation_names_clone_op(copier) -> None:
    _, function = _function()
    with pytest.raises(TypeError, match=r"LLVMFuncOp: .*clone_op\(op, Mapping\(\)\)"):
        copier(function)


def test_clone_op_copies_an_operation() -> None:
    module, function = _function()
    module.regions[0].blocks[0].append(clone_op(function, Mapping()))
    printed = print_module(module)
    assert printed.count("llvm.add %arg0, %arg0  : i64") == 2
