"""Ops, attributes and types carry no per-instance `__dict__` (issue #16).

A class without `__slots__` anywhere in an op class's MRO (a hand-written
hook mixin under `odsgen/hooks/`, say) gives every op of that class a
`__dict__` and a weakref slot, which the million-op file pays for per op.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import generated
from odsgen.asm import parse_source
from odsgen.ir.attributes import Attribute
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.ir.types import Type

KINDS = (Operation, Attribute, Type)


def generated_classes() -> list[type]:
    """Every op, attribute and type class defined in a module of generated/."""
    found = []
    for info in pkgutil.walk_packages(generated.__path__, "generated."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if (
                inspect.isclass(value)
                and value.__module__ == module.__name__
                and issubclass(value, KINDS)
            ):
                found.append(value)
    return found


def test_every_dialect_contributes_op_classes() -> None:
    """The walk covers the ops of every generated dialect that has some."""
    ops = [cls for cls in generated_classes() if issubclass(cls, Operation)]
    dialects = {cls.__module__.split(".")[1] for cls in ops}
    packages = {info.name for info in pkgutil.iter_modules(generated.__path__)}
    # dlti defines attributes only; docs is not a dialect.
    assert dialects == packages - {"dlti", "docs"}
    assert len(ops) > 400


@pytest.mark.parametrize("cls", generated_classes(), ids=lambda cls: cls.__qualname__)
def test_every_class_in_mro_defines_slots(cls: type) -> None:
    """Each class an op/attribute/type class inherits names its slots."""
    missing = [
        f"{base.__module__}.{base.__qualname__}"
        for base in cls.__mro__
        if base is not object and "__slots__" not in vars(base)
    ]
    assert missing == []


def test_parsed_ops_have_no_dict() -> None:
    """Ops built by the parser, with hook mixins among their bases, have no
    `__dict__`."""
    text = """
    func.func @f(%a: i32, %m: memref<4xi32>) -> i32 {
      %c = arith.constant 1 : i32
      %s = arith.addi %a, %c : i32
      %i = index.constant 0
      %x = arith.index_cast %i : index to i32
      %l = memref.load %m[%i] : memref<4xi32>
      return %s : i32
    }
    """
    module = parse_source(text, Context())
    ops = list(module.walk())
    assert len(ops) == 8
    assert [op.name for op in ops if hasattr(op, "__dict__")] == []
