"""Hand-written behaviour of the `index` dialect (MLIR 16's IndexOps.cpp):
width-independent folders, the casts' compatibility check, the constants'
result names and the constant materializer."""

from __future__ import annotations

from typing import Any, Callable, Optional

from odsgen.ir.attributes import BoolAttr, IntegerAttr
from odsgen.ir.diagnostics import op_error
from odsgen.ir.types import IndexType, IntegerType
from .registry import hooks

# A calculation on two unsigned numbers of a width (64 or 32), or None
# when it must not fold.
Calculation = Callable[[int, int, int], Optional[int]]


def _signed(value: int, width: int) -> int:
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def _unsigned(value: int, width: int) -> int:
    return value & ((1 << width) - 1)


def _sdiv(lhs: int, rhs: int, width: int) -> int:
    """APInt::sdiv: signed division rounding toward zero."""
    a, b = _signed(lhs, width), _signed(rhs, width)
    quotient = abs(a) // abs(b)
    return _unsigned(quotient if (a < 0) == (b < 0) else -quotient, width)


def _srem(lhs: int, rhs: int, width: int) -> int:
    """APInt::srem: the remainder has the sign of the dividend."""
    a, b = _signed(lhs, width), _signed(rhs, width)
    remainder = abs(a) % abs(b)
    return _unsigned(remainder if a >= 0 else -remainder, width)


def _operands(operands: Any) -> tuple[int, int] | None:
    lhs, rhs = operands[0], operands[1]
    if not isinstance(lhs, IntegerAttr) or not isinstance(rhs, IntegerAttr):
        return None
    return _unsigned(lhs.value, 64), _unsigned(rhs.value, 64)


def _index(value: int) -> IntegerAttr:
    return IntegerAttr.get(IndexType.get(), _signed(value, 64))


def _fold_unchecked(operands: Any, calculate: Calculation) -> Any:
    """Folds where truncating the 64-bit result is always the 32-bit one."""
    values = _operands(operands)
    if values is None:
        return None
    result = calculate(values[0], values[1], 64)
    return None if result is None else _index(result)


def _fold_checked(operands: Any, calculate: Calculation) -> Any:
    """Folds only if the 64-bit result truncates to the 32-bit result."""
    values = _operands(operands)
    if values is None:
        return None
    result64 = calculate(values[0], values[1], 64)
    if result64 is None:
        return None
    result32 = calculate(_unsigned(values[0], 32), _unsigned(values[1], 32), 32)
    if result32 is None or _unsigned(result64, 32) != result32:
        return None
    return _index(result64)


def _wrap(value: int, width: int) -> int:
    return _unsigned(value, width)


def _ceil_div_s(n: int, m: int, width: int) -> int | None:
    if m == 0:
        return None
    if n == 0:
        return n
    positive_m = _signed(m, width) > 0
    if (_signed(n, width) > 0) != positive_m:
        return _wrap(-_sdiv(_wrap(-n, width), m, width), width)
    x = -1 if positive_m else 1
    return _wrap(_sdiv(_wrap(n + x, width), m, width) + 1, width)


def _ceil_div_u(n: int, m: int, width: int) -> int | None:
    if m == 0:
        return None
    if n == 0:
        return n
    return _wrap(_wrap(n - 1, width) // m + 1, width)


def _floor_div_s(n: int, m: int, width: int) -> int | None:
    if m == 0:
        return None
    if n == 0:
        return n
    negative_m = _signed(m, width) < 0
    if (_signed(n, width) < 0) == negative_m:
        return _sdiv(n, m, width)
    x = 1 if negative_m else -1
    return _wrap(-1 - _signed(_sdiv(_wrap(x - n, width), m, width), width), width)


def _nonzero(function: Calculation) -> Calculation:
    return lambda a, b, w: None if b == 0 else function(a, b, w)


def _shift(function: Calculation) -> Calculation:
    return lambda a, b, w: None if b >= 32 else function(a, b, w)


def _ashr(a: int, b: int, w: int) -> int:
    return _wrap(_signed(a, w) >> b, w)


# Each binary op's calculation, and whether it folds only where the 64-bit
# and 32-bit results agree (MLIR's foldBinaryOpChecked).
_BINARY: dict[str, tuple[Calculation, bool]] = {
    "index.add": (lambda a, b, w: _wrap(a + b, w), False),
    "index.sub": (lambda a, b, w: _wrap(a - b, w), False),
    "index.mul": (lambda a, b, w: _wrap(a * b, w), False),
    "index.divs": (_nonzero(_sdiv), True),
    "index.divu": (_nonzero(lambda a, b, w: a // b), True),
    "index.ceildivs": (_ceil_div_s, True),
    "index.ceildivu": (_ceil_div_u, True),
    "index.floordivs": (_floor_div_s, True),
    # MLIR 16 crashes (a division by zero) folding a remainder by zero;
    # odsgen leaves it unfolded, as its divisions.
    "index.rems": (_nonzero(_srem), True),
    "index.remu": (_nonzero(lambda a, b, w: a % b), True),
    "index.maxs": (lambda a, b, w: a if _signed(a, w) > _signed(b, w) else b, True),
    "index.maxu": (lambda a, b, w: a if a > b else b, True),
    "index.mins": (lambda a, b, w: a if _signed(a, w) < _signed(b, w) else b, True),
    "index.minu": (lambda a, b, w: a if a < b else b, True),
    "index.shl": (_shift(lambda a, b, w: _wrap(a << b, w)), False),
    "index.shrs": (_shift(_ashr), True),
    "index.shru": (_shift(lambda a, b, w: a >> b), True),
    "index.and": (lambda a, b, w: a & b, False),
    "index.or": (lambda a, b, w: a | b, False),
    "index.xor": (lambda a, b, w: a ^ b, False),
}


@hooks.export
def fold_binary(op: Any, operands: Any) -> Any:
    """The folder of every binary op."""
    calculate, checked = _BINARY[op.name]
    if checked:
        return _fold_checked(operands, calculate)
    return _fold_unchecked(operands, calculate)


# -- casts ---------------------------------------------------------------------------


@hooks.export
def verify_cast(op: Any) -> None:
    """CastOpInterface: exactly one of the two types is `index`."""
    source, result = op.input.type, op.output.type
    if isinstance(source, IndexType) != isinstance(result, IndexType):
        return
    raise op_error(
        op,
        f"operand type '{source.text}' and result type '{result.text}'"
        " are cast incompatible",
    )


# -- index.cmp -----------------------------------------------------------------------


_COMPARE: dict[str, Callable[[int, int, int], bool]] = {
    "eq": lambda a, b, w: a == b,
    "ne": lambda a, b, w: a != b,
    "slt": lambda a, b, w: _signed(a, w) < _signed(b, w),
    "sle": lambda a, b, w: _signed(a, w) <= _signed(b, w),
    "sgt": lambda a, b, w: _signed(a, w) > _signed(b, w),
    "sge": lambda a, b, w: _signed(a, w) >= _signed(b, w),
    "ult": lambda a, b, w: a < b,
    "ule": lambda a, b, w: a <= b,
    "ugt": lambda a, b, w: a > b,
    "uge": lambda a, b, w: a >= b,
}


@hooks.mixin("CmpOp")
class CmpOpHooks:
    """Folds where the comparison is the same in 64 and in 32 bits."""

    __slots__ = ()

    def fold(self, operands: Any) -> Any:
        values = _operands(operands[1:] if len(operands) == 3 else operands)
        if values is None:
            return None
        compare = _COMPARE[self.pred.value.stringify()]
        lhs, rhs = values
        result64 = compare(lhs, rhs, 64)
        result32 = compare(_unsigned(lhs, 32), _unsigned(rhs, 32), 32)
        if result64 != result32:
            return None
        return BoolAttr.get(result64)


# -- constants -----------------------------------------------------------------------


@hooks.mixin("ConstantOp")
class ConstantOpHooks:
    """`%idx42 = index.constant 42`."""

    __slots__ = ()

    def get_asm_result_names(self) -> tuple[str, ...]:
        return (f"idx{self.attributes.get_attr('value').value}",)

    def fold(self, operands: Any) -> Any:
        return self.attributes.get_attr("value")


@hooks.mixin("BoolConstantOp")
class BoolConstantOpHooks:
    """`%true = index.bool.constant true`."""

    __slots__ = ()

    def get_asm_result_names(self) -> tuple[str, ...]:
        return ("true" if self.attributes.get_attr("value").value else "false",)

    def fold(self, operands: Any) -> Any:
        return self.attributes.get_attr("value")


@hooks.mixin("IndexDialect")
class IndexDialectHooks:
    """Folded values become `index.bool.constant` (an i1 BoolAttr) or
    `index.constant` (an index IntegerAttr of an index result)."""

    __slots__ = ()

    def materialize_constant(
        self, builder: Any, value: Any, type_: Any, location: Any
    ) -> Any:
        BoolConstantOp = hooks.module("ops").BoolConstantOp
        ConstantOp = hooks.module("ops").ConstantOp

        if isinstance(value, BoolAttr):
            if not (
                isinstance(type_, IntegerType)
                and type_.width == 1
                and type_.signedness == IntegerType.SIGNLESS
            ):
                return None
            return builder.insert(BoolConstantOp.build(value, location=location))
        if isinstance(value, IntegerAttr):
            if not isinstance(value.type, IndexType) or not isinstance(
                type_, IndexType
            ):
                return None
            return builder.insert(ConstantOp.build(value, location=location))
        return None
