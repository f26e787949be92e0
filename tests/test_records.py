"""Records answer as the dataclasses they replace did: equal by their fields
within one class, a frozen one hashed by them and immutable, a mutable one
unhashable."""

from __future__ import annotations

import pytest

from odsgen.asm.op_parser import UnresolvedOperand
from odsgen.ir.affine import AffineMap, IntegerSet, constant, dim
from odsgen.ir.dense import ResourceBlob
from odsgen.ir.floats import F32, F80, FloatSemantics


def test_frozen_records_are_equal_and_hashed_by_their_fields():
    first = AffineMap(1, 0, [dim(0), constant(2)])
    second = AffineMap(1, 0, (dim(0), constant(2)))
    assert first == second and hash(first) == hash(second)
    assert first.results == (dim(0), constant(2))  # a list is frozen to a tuple
    assert first != AffineMap(1, 0, (dim(0),))
    assert {first: 1}[second] == 1
    assert ResourceBlob(b"\x01", 4) == ResourceBlob(b"\x01", 4)
    assert ResourceBlob(b"\x01", 4) != ResourceBlob(b"\x01", 8)


def test_records_of_other_classes_differ():
    affine_set = IntegerSet(1, 0, (dim(0),), (False,))
    assert affine_set != AffineMap(1, 0, (dim(0),))
    assert ResourceBlob(b"", 1) != (b"", 1)


def test_frozen_records_cannot_change():
    blob = ResourceBlob(b"\x01", 4)
    with pytest.raises(AttributeError):
        blob.alignment = 8  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del blob.data


def test_float_semantics_derive_their_layout():
    assert (F32.mantissa_bits, F32.exponent_bits, F32.bias) == (23, 8, 127)
    assert (F80.mantissa_bits, F80.exponent_bits) == (64, 15)
    assert FloatSemantics("f32", 32, 24, 127, -126) == F32
    assert "name='f32'" in repr(F32)


def test_mutable_records_compare_but_do_not_hash():
    operand = UnresolvedOperand("%a", 0, 7)
    assert operand == UnresolvedOperand("%a", 0, 7)
    assert operand != UnresolvedOperand("%a", 1, 7)
    assert repr(operand) == "UnresolvedOperand(name='%a', number=0, pos=7)"
    with pytest.raises(TypeError):
        hash(operand)
    operand.pos = 9
    assert operand.pos == 9
