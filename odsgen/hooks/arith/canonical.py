"""Canonicalization of the `arith` dialect beyond its DRR records
(canonicalization.yaml): the helpers those records call, and the patterns
MLIR 16 writes in C++ (ArithOps.cpp): SelectI1Simplify, SelectToExtUI and
CmpFIntToFPConst."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from odsgen.ir.attributes import Attribute, BoolAttr, FloatAttr, IntegerAttr
from odsgen.ir.dense import DenseIntOrFPElementsAttr
from odsgen.ir.floats import Kind, decode
from odsgen.ir.rewrite import PatternRewriter, RewritePattern, constant_value
from odsgen.ir.types import FloatType, IntegerType

from .folding import float_to_int, int_to_float, is_one, is_zero, pack
from .predicates import element_type_or_self
from .registry import hooks

# -- helpers of the DRR records ----------------------------------------------------------


@hooks.export
def add_integer_attrs(
    rewriter: PatternRewriter, result: Any, lhs: IntegerAttr, rhs: IntegerAttr
) -> IntegerAttr:
    """`lhs + rhs` as an attribute of the result's type (wrapped to its width)."""
    return IntegerAttr.get(result.type, lhs.value + rhs.value)


@hooks.export
def sub_integer_attrs(
    rewriter: PatternRewriter, result: Any, lhs: IntegerAttr, rhs: IntegerAttr
) -> IntegerAttr:
    """`lhs - rhs` as an attribute of the result's type (wrapped to its width)."""
    return IntegerAttr.get(result.type, lhs.value - rhs.value)


@hooks.export
def zero_attr(type_: Any) -> Attribute | None:
    """Builder::getZeroAttr: the zero of an integer, index or float type, or
    the splat of it for a shaped type."""
    return pack(type_, [0])


_INVERSE = {
    "eq": "ne",
    "slt": "sge",
    "sle": "sgt",
    "ult": "uge",
    "ule": "ugt",
}
_INVERSE.update({v: k for k, v in list(_INVERSE.items())})


@hooks.export
def invert_predicate(predicate: IntegerAttr) -> Any:
    """The `cmpi` predicate that is true exactly when `predicate` is false."""
    CmpIPredicate = hooks.module("enums").CmpIPredicate

    name = CmpIPredicate(predicate.value).stringify()
    return CmpIPredicate.symbolize(_INVERSE[name])


@hooks.export
def int_or_splat_value(attr: Any) -> int | None:
    """m_ConstantInt: the bits of an integer attribute or of the splat of an
    integer elements attribute (as an unsigned number), else None."""
    if isinstance(attr, IntegerAttr):
        width = _width(attr.type)
        return attr.value & ((1 << width) - 1)
    if isinstance(attr, DenseIntOrFPElementsAttr) and attr.is_splat:
        element = element_type_or_self(attr.type)
        if not isinstance(element, FloatType):
            return attr.element_bits(0)
    return None


@hooks.export
def element_width(value: Any) -> int:
    """getScalarOrElementWidth: the width of an integer or float (element)
    type; -1 (an unsigned 32-bit -1, as MLIR 16 returns it) otherwise."""
    element = element_type_or_self(value.type)
    if isinstance(element, (IntegerType, FloatType)):
        return element.width
    return (1 << 32) - 1


def _width(type_: Any) -> int:
    return type_.width if isinstance(type_, IntegerType) else 64


# -- C++ patterns -------------------------------------------------------------------------


def _constant(rewriter: PatternRewriter, value: Attribute) -> Any:
    """A new `arith.constant` of `value` (ConstantIntOp's builders)."""
    ConstantOp = hooks.module("ops").ConstantOp

    constant = ConstantOp.build_typed(value, location=rewriter.location)
    return rewriter.insert(constant).result


def _i1_constant(rewriter: PatternRewriter, value: bool) -> Any:
    return _constant(rewriter, BoolAttr.get(value))


class SelectI1Simplify(RewritePattern):
    """`select %c, %t, %f : i1` -> `(c & t) | (!c & f)`; the folders then
    reduce it (`select %c, %d, %false` -> `andi %c, %d`)."""

    root = "arith.select"

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        AndIOp = hooks.module("ops").AndIOp
        OrIOp = hooks.module("ops").OrIOp
        XOrIOp = hooks.module("ops").XOrIOp

        type_ = op.result.type
        if not isinstance(type_, IntegerType) or type_.width != 1:
            return False
        condition = op.condition
        not_condition = rewriter.create_op(
            XOrIOp, condition, _i1_constant(rewriter, True)
        ).result
        on_true = rewriter.create_op(AndIOp, condition, op.true_value).result
        on_false = rewriter.create_op(AndIOp, not_condition, op.false_value).result
        rewriter.replace_op_with_new_op(op, OrIOp, on_true, on_false)
        return True


class SelectToExtUI(RewritePattern):
    """`select %c, 1, 0` -> `extui %c`; `select %c, 0, 1` -> `extui (not %c)`."""

    root = "arith.select"

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        ExtUIOp = hooks.module("ops").ExtUIOp
        XOrIOp = hooks.module("ops").XOrIOp

        type_ = op.result.type
        if not isinstance(type_, IntegerType) or type_.width == 1:
            return False
        on_true = constant_value(op.true_value)
        on_false = constant_value(op.false_value)
        condition = op.condition
        if is_one(on_true) and is_zero(on_false):
            rewriter.replace_op_with_new_op(op, ExtUIOp, type_, condition)
            return True
        if is_zero(on_true) and is_one(on_false):
            true = _i1_constant(rewriter, True)
            negated = rewriter.create_op(XOrIOp, condition, true).result
            rewriter.replace_op_with_new_op(op, ExtUIOp, type_, negated)
            return True
        return False


# cmpf predicate -> (signed, unsigned) cmpi predicate
_INT_PREDICATES = {
    "eq": ("eq", "eq"),
    "gt": ("sgt", "ugt"),
    "ge": ("sge", "uge"),
    "lt": ("slt", "ult"),
    "le": ("sle", "ule"),
    "ne": ("ne", "ne"),
}
_ALWAYS_TRUE_ABOVE = {"ne", "slt", "sle", "ult", "ule"}
_ALWAYS_TRUE_BELOW = {"ne", "sgt", "sge", "ugt", "uge"}


def _exact(bits: int, semantics: Any) -> Fraction | float:
    """The exact value of a finite float, or ±inf."""
    decoded = decode(bits, semantics)
    sign = -1 if decoded.negative else 1
    if decoded.kind is Kind.INF:
        return sign * float("inf")
    if decoded.kind is Kind.ZERO:
        return Fraction(0)
    return sign * Fraction(decoded.significand) * Fraction(2) ** decoded.exponent


def _ilogb(bits: int, semantics: Any) -> int | None:
    """APFloat's ilogb of a finite nonzero value; None for inf (IEK_Inf) and a
    very negative number for zero (IEK_Zero)."""
    decoded = decode(bits, semantics)
    if decoded.kind is Kind.INF:
        return None
    if decoded.kind is Kind.ZERO:
        return -(1 << 31) + 1
    return decoded.significand.bit_length() - 1 + decoded.exponent


def _rounded(value: int, float_type: FloatType) -> Fraction | float:
    """`value` converted to `float_type` (nearest even), exactly."""
    return _exact(int_to_float(value, float_type), float_type.semantics)


class CmpFIntToFPConst(RewritePattern):
    """`cmpf pred, (sitofp/uitofp %i), C` -> `cmpi pred', %i, int(C)`, or a
    constant when the comparison is decided by the integer's range (MLIR 16's
    CmpFIntToFPConst)."""

    root = "arith.cmpf"

    def match_and_rewrite(self, op: Any, rewriter: PatternRewriter) -> bool:
        constant = constant_value(op.rhs)
        if not isinstance(constant, FloatAttr):
            return False
        float_type = op.rhs.type
        semantics = float_type.semantics
        if decode(constant.bits, semantics).kind is Kind.NAN:
            return False
        mantissa_width = semantics.precision
        source = getattr(op.lhs, "owner", None)
        name = getattr(source, "name", None)
        if name not in ("arith.sitofp", "arith.uitofp"):
            return False
        is_unsigned = name == "arith.uitofp"
        integer = source.in_
        width = integer.type.width
        value_bits = width if is_unsigned else width - 1
        rhs = _exact(constant.bits, semantics)
        if width > mantissa_width:
            exponent = _ilogb(constant.bits, semantics)
            if exponent is None:
                if semantics.max_exponent < value_bits:
                    return False  # the conversion could make an infinity
            elif mantissa_width <= exponent <= value_bits:
                return False  # the conversion could change the comparison
        predicate = op.predicate.stringify()
        if predicate in ("ord", "uno"):
            return self._constant(op, rewriter, predicate == "ord")
        if predicate in ("false", "true"):
            return False  # MLIR 16 reaches llvm_unreachable here
        signed_name, unsigned_name = _INT_PREDICATES[predicate[1:]]
        pred = unsigned_name if is_unsigned else signed_name
        if is_unsigned:
            low, high = 0, (1 << width) - 1
        else:
            low, high = -(1 << (width - 1)), (1 << (width - 1)) - 1
        if _rounded(high, float_type) < rhs:
            return self._constant(op, rewriter, pred in _ALWAYS_TRUE_ABOVE)
        if _rounded(low, float_type) > rhs:
            return self._constant(op, rewriter, pred in _ALWAYS_TRUE_BELOW)
        rhs_int = float_to_int(constant.bits, float_type, width, not is_unsigned)
        if rhs_int is None:
            return False  # the integer type cannot hold the constant
        if not is_unsigned and rhs_int >> (width - 1):
            rhs_int -= 1 << width
        negative = rhs < 0
        if rhs != 0 and _rounded(rhs_int, float_type) != rhs:
            # A fractional constant: rhs_int is rounded toward zero.
            if pred in ("ne", "eq"):
                return self._constant(op, rewriter, pred == "ne")
            if pred in ("ule", "ult") and negative:
                return self._constant(op, rewriter, False)
            if pred in ("ugt", "uge") and negative:
                return self._constant(op, rewriter, True)
            pred = _FRACTIONAL.get((pred, negative), pred)
        return self._compare(op, rewriter, pred, integer, rhs_int)

    @staticmethod
    def _constant(op: Any, rewriter: PatternRewriter, value: bool) -> bool:
        rewriter.replace_op(op, [_i1_constant(rewriter, value)])
        return True

    @staticmethod
    def _compare(
        op: Any, rewriter: PatternRewriter, pred: str, integer: Any, value: int
    ) -> bool:
        CmpIPredicate = hooks.module("enums").CmpIPredicate
        CmpIOp = hooks.module("ops").CmpIOp

        constant = _constant(rewriter, IntegerAttr.get(integer.type, value))
        rewriter.replace_op_with_new_op(
            op, CmpIOp, CmpIPredicate.symbolize(pred), integer, constant
        )
        return True


# (predicate, constant is negative) -> predicate, against a fractional constant
# rounded toward zero.
_FRACTIONAL = {
    ("sle", True): "slt",
    ("ult", False): "ule",
    ("slt", False): "sle",
    ("sgt", True): "sge",
    ("uge", False): "ugt",
    ("sge", False): "sgt",
}
