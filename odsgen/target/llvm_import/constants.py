"""Uniqued LLVM constants, normalized as LLVM 16's constant factories do.

`ConstantArray::get` and friends never leave an all-zero aggregate as an
aggregate (it becomes `zeroinitializer`), turn simple element arrays into
data arrays, and fold a few constant expressions; the importer sees what
LLVM's parser would have built, so these rules decide what it prints.
"""

from __future__ import annotations

import struct as _struct
from typing import Any

from .model import (
    ArrayT,
    ConstExpr,
    Constant,
    FloatT,
    IntT,
    LType,
    PtrT,
    StructT,
    TypeTable,
    VectorT,
)

_DATA_FLOATS = ("half", "bfloat", "float", "double")
_DATA_INTS = (8, 16, 32, 64)


def _data_element_type(elem: LType) -> bool:
    """Whether LLVM keeps arrays/vectors of `elem` as ConstantDataSequential."""
    if isinstance(elem, IntT):
        return elem.bits in _DATA_INTS
    return isinstance(elem, FloatT) and elem.name in _DATA_FLOATS


def is_null(c: Constant) -> bool:
    """LLVM's `Constant::isNullValue` (positive zero only for floats)."""
    kind = getattr(c, "kind", None)
    if kind in ("int", "fp"):
        return c.data == 0
    return kind in ("null", "zero", "none")


class Constants:
    """The constant factory of one module."""

    def __init__(self, types: TypeTable) -> None:
        self.types = types
        self._table: dict[tuple, Constant] = {}

    def _get(
        self, type_: LType, kind: str, data: Any = None, key: Any = None
    ) -> Constant:
        k = (type_, kind, data if key is None else key)
        found = self._table.get(k)
        if found is None:
            found = self._table[k] = Constant(type_, kind, data)
        return found

    # -- scalars ---------------------------------------------------------------------

    def int(self, type_: IntT, value: int) -> Constant:
        bits = type_.bits
        value &= (1 << bits) - 1
        if value >> (bits - 1):
            value -= 1 << bits
        return self._get(type_, "int", value)

    def fp(self, type_: FloatT, bits: int) -> Constant:
        return self._get(type_, "fp", bits)

    def null(self, type_: LType) -> Constant:
        return self._get(type_, "null")

    def undef(self, type_: LType) -> Constant:
        return self._get(type_, "undef")

    def poison(self, type_: LType) -> Constant:
        return self._get(type_, "poison")

    def zero(self, type_: LType) -> Constant:
        """`zeroinitializer` (or the scalar zero of `type_`)."""
        if isinstance(type_, IntT):
            return self.int(type_, 0)
        if isinstance(type_, FloatT):
            return self.fp(type_, 0)
        if isinstance(type_, PtrT):
            return self.null(type_)
        return self._get(type_, "zero")

    def none(self, type_: LType) -> Constant:
        return self._get(type_, "none")

    def element_of_zero(self, c: Constant, index: int) -> Constant:
        """Element `index` of an aggregate zero."""
        type_ = c.type
        if isinstance(type_, StructT):
            return self.zero(type_.body[index])
        return self.zero(type_.elem)

    # -- aggregates ------------------------------------------------------------------

    def _uniform(self, type_: LType, elems: tuple[Constant, ...]) -> Constant | None:
        if not elems or all(is_null(e) for e in elems):
            return self.zero(type_)
        if all(e.kind == "poison" for e in elems):
            return self.poison(type_)
        if all(e.kind in ("undef", "poison") for e in elems):
            return self.undef(type_)
        return None

    def sequence(
        self, type_: ArrayT | VectorT, elems: tuple[Constant, ...]
    ) -> Constant:
        """An array or vector constant of `elems`."""
        uniform = self._uniform(type_, elems)
        if uniform is not None:
            return uniform
        if _data_element_type(type_.elem) and all(
            e.kind in ("int", "fp") for e in elems
        ):
            if isinstance(type_, ArrayT) and type_.elem is self.types.int(8):
                text = "".join(chr(e.data & 0xFF) for e in elems)
                return self._get(type_, "string", text)
            return self._get(type_, "data", elems)
        kind = "array" if isinstance(type_, ArrayT) else "vector"
        return self._get(type_, kind, elems)

    def string(self, type_: ArrayT, text: str) -> Constant:
        """`c"..."` (text: one character per byte)."""
        if not text or all(ch == "\0" for ch in text):
            return self.zero(type_)
        return self._get(type_, "string", text)

    def struct(self, type_: StructT, elems: tuple[Constant, ...]) -> Constant:
        uniform = self._uniform(type_, elems)
        if uniform is not None:
            return uniform
        return self._get(type_, "struct", elems)

    def expr(self, type_: LType, expr: ConstExpr) -> Constant:
        key = (expr.opcode, expr.operands, expr.flags, expr.source_type, expr.extra)
        return self._get(type_, "expr", expr, key)

    def block_address(self, type_: LType, function: Any, block: str) -> Constant:
        return self._get(type_, "blockaddress", (function, block))

    def elements(self, c: Constant) -> tuple[Constant, ...]:
        """The elements of an aggregate constant (data, string, zero too)."""
        kind = c.kind
        if kind == "string":
            i8 = self.types.int(8)
            return tuple(self.int(i8, ord(ch)) for ch in c.data)
        if kind == "zero":
            type_ = c.type
            count = len(type_.body) if isinstance(type_, StructT) else type_.count
            return tuple(self.element_of_zero(c, i) for i in range(count))
        return c.data


def float_bits(type_: FloatT, text: str) -> int:
    """The bit pattern of a float literal of `type_` (decimal or LLVM hex)."""
    name = type_.name
    if text.startswith("0x"):
        body = text[2:]
        prefix = body[0] if body[0] in "KLMHR" else ""
        value = int(body[len(prefix) :], 16)
        if prefix:
            return value
        # A plain hex literal is a double's bits, rounded to the type.
        if name == "double":
            return value
        as_double = _struct.unpack("<d", value.to_bytes(8, "little"))[0]
        return float_bits_of(type_, as_double)
    return float_bits_of(type_, float(text))


def float_bits_of(type_: FloatT, value: float) -> int:
    """The bit pattern of `value` rounded to `type_`."""
    name = type_.name
    if name == "double":
        return int.from_bytes(_struct.pack("<d", value), "little")
    if name == "float":
        return int.from_bytes(_struct.pack("<f", value), "little")
    if name == "half":
        return int.from_bytes(_struct.pack("<e", value), "little")
    if name == "bfloat":
        bits = int.from_bytes(_struct.pack("<f", value), "little")
        return (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    raise ValueError(f"decimal literals of {name} are not supported")
