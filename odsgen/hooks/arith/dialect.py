"""Hand-written behaviour of the `arith` dialect (MLIR 16's ArithOps.cpp):
`arith.constant`'s result names and checks, `arith.select`'s syntax, the
cast rules of CastOpInterface, the folders and the constant materializer."""

from __future__ import annotations

import math
from typing import Any, Sequence

from odsgen.transforms.inlining import OpsInliner
from odsgen.ir.attributes import Attribute, BoolAttr, FloatAttr, IntegerAttr
from odsgen.ir.constants import constant_value
from odsgen.ir.dense import ElementsAttr
from odsgen.ir.diagnostics import op_error
from odsgen.ir.local_verify import local_verifier
from odsgen.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    RankedTensorType,
    ShapedType,
    UnrankedTensorType,
    VectorType,
)

from ..common import defined_by
from .canonical import CmpFIntToFPConst, SelectI1Simplify, SelectToExtUI
from .folding import (
    FLOAT_OPS,
    INT_OPS,
    bool_attr,
    float_splat,
    float_to_int,
    fold_cast,
    fold_float_binary,
    fold_int_binary,
    int_to_float,
    is_all_ones,
    is_one,
    is_zero,
    pack,
    signed,
    splat_bits,
    unpack,
)
from .predicates import (
    bit_width,
    element_type_or_self,
    i1_same_shape,
    is_bitcastable_element,
    is_i1,
    is_signless,
)
from .registry import hooks

Operands = Sequence["Attribute | None"]


def _drr(*names: str) -> Any:
    """A `canonicalization_patterns` classmethod giving the dialect's DRR
    patterns (canonicalization.yaml, generated into patterns.py) called
    `names`, in that order."""

    def canonicalization_patterns(cls: type) -> list[Any]:
        patterns = hooks.module("patterns")
        return [getattr(patterns, name)() for name in names]

    return classmethod(canonicalization_patterns)


# -- the dialect ---------------------------------------------------------------------


@hooks.mixin("ArithDialect")
class ArithDialectHooks:
    """Folded values become `arith.constant` (ConstantOp::materialize); the
    dialect's inliner interface."""

    __slots__ = ()

    INLINER = OpsInliner()  # MLIR's ArithInlinerInterface

    def materialize_constant(
        self, builder: Any, value: Attribute, type_: Any, location: Any
    ) -> Any:
        ConstantOp = hooks.module("ops").ConstantOp

        if not is_buildable_constant(value, type_):
            return None
        return builder.insert(ConstantOp.build_typed(value, location=location))


def is_buildable_constant(value: Any, type_: Any) -> bool:
    """ConstantOp::isBuildableWith: a typed integer, float or elements attribute
    of `type_`, signless if an integer."""
    if getattr(value, "type", None) is not type_:
        return False
    element = element_type_or_self(type_)
    if isinstance(element, IntegerType) and not is_signless(element):
        return False
    return isinstance(value, (IntegerAttr, FloatAttr, ElementsAttr))


# -- arith.constant -----------------------------------------------------------------


@hooks.mixin("ConstantOp")
class ConstantOpHooks:
    """`arith.constant 42 : i32`, printed as `%c42_i32` (getAsmResultNames)."""

    __slots__ = ()

    # `verify` reads of an integer, float or elements `value` its class and
    # type only.
    VERIFY_LITERALS: tuple[str, ...] = ("value",)

    def get_asm_result_names(self) -> tuple[str, ...]:
        value = self.attributes.get_attr("value")
        type_ = self.result.type
        if not isinstance(value, IntegerAttr):
            return ("cst",)
        if isinstance(type_, IntegerType):
            if type_.width == 1:
                return ("true" if value.value else "false",)
            return (f"c{value.value}_{type_.text}",)
        return (f"c{value.value}",)

    @local_verifier()
    def verify_hook(self) -> None:
        type_ = self.result.type
        if isinstance(type_, IntegerType) and not is_signless(type_):
            raise op_error(self, "integer return type must be signless")
        value = self.attributes.get_attr("value")
        if not isinstance(value, (IntegerAttr, FloatAttr, ElementsAttr)):
            raise op_error(
                self, "value must be an integer, float, or elements attribute"
            )

    def fold(self, operands: Operands) -> Any:
        return self.attributes.get_attr("value")


# -- arith.select ---------------------------------------------------------------------


@hooks.mixin("SelectOp")
class SelectOpHooks:
    """`arith.select %c, %a, %b : T`, or `: vector<4xi1>, vector<4xT>`."""

    __slots__ = ()

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [SelectI1Simplify(), SelectToExtUI()]

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        start = parser.position
        operands = parser.parse_operand_list()
        if len(operands) != 3:
            raise parser.emit_error("expected 3 operands", start)
        dictionary = parser.parse_optional_attr_dict()
        result_type = parser.parse_colon_type()
        condition_type = IntegerType.get(1)
        if parser.consume_if(","):
            condition_type, result_type = result_type, parser.parse_type()
        values = parser.resolve_operands(
            operands,
            [condition_type, result_type, result_type],
            parser.name_position,
        )
        return cls.create(
            operands=values,
            result_types=[result_type],
            attributes=dict(dictionary.items) if dictionary is not None else {},
            location=location,
        )

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.print_operands(self.operands)
        printer.print_optional_attr_dict(self.attributes)
        printer.write(" : ")
        condition_type = self.condition.type
        if isinstance(condition_type, ShapedType):
            printer.type(condition_type)
            printer.write(", ")
        printer.type(self.result.type)

    @local_verifier()
    def verify_hook(self) -> None:
        condition_type = self.condition.type
        if is_i1(condition_type):
            return
        result_type = self.result.type
        if not isinstance(
            result_type, (RankedTensorType, UnrankedTensorType, VectorType)
        ):
            raise op_error(
                self,
                "expected condition to be a signless i1, but got"
                f" '{condition_type.text}'",
            )
        expected = i1_same_shape(result_type)
        if condition_type is not expected:
            raise op_error(
                self,
                "expected condition type to have the same shape as the result"
                f" type, expected '{expected.text}', but got '{condition_type.text}'",
            )

    def fold(self, operands: Operands) -> Any:
        true_value, false_value = self.true_value, self.false_value
        if true_value is false_value:
            return true_value
        condition = operands[0]
        bits = splat_bits(condition) if condition is not None else None
        if bits == 1:
            return true_value
        if bits == 0:
            return false_value
        if is_i1(self.result.type):
            if splat_bits(operands[1]) == 1 and splat_bits(operands[2]) == 0:
                return self.condition
        # select (cmpi eq/ne %a, %b), %a, %b -> %b (eq) or %a (ne), either order
        compare = defined_by(self.condition, "arith.cmpi")
        if compare is not None:
            predicate = compare.predicate.stringify()
            if predicate in ("eq", "ne") and (
                (compare.lhs is true_value and compare.rhs is false_value)
                or (compare.rhs is true_value and compare.lhs is false_value)
            ):
                return true_value if predicate == "ne" else false_value
        return None


# -- casts (CastOpInterface) -----------------------------------------------------------


def _cast_fold(fold: Any) -> Any:
    """A cast's folder followed by CastOpInterface's trait fold (when the
    op's own fold fails): a cast to its operand's type is its operand."""

    def fold_with_trait(self: Any, operands: Operands) -> Any:
        result = fold(self, operands)
        if result is None and self.in_.type is self.out.type:
            return self.in_
        return result

    return fold_with_trait


def _cast_types(op: Any) -> tuple[Any, Any]:
    return op.operands[0].type, op.results[0].type


def _verify_cast(op: Any, compatible: bool) -> None:
    """verifyCastInterfaceOp's message for incompatible types."""
    if not compatible:
        source, result = _cast_types(op)
        raise op_error(
            op,
            f"operand type '{source.text}' and result type '{result.text}'"
            " are cast incompatible",
        )


def _width_change(op: Any, kind: type, wider: bool) -> bool:
    """checkWidthChangeCast: both element types of `kind`, the result wider
    (or narrower)."""
    source, result = (element_type_or_self(t) for t in _cast_types(op))
    if not isinstance(source, kind) or not isinstance(result, kind):
        return False
    return result.width > source.width if wider else result.width < source.width


def _kinds(op: Any, source_kind: type, result_kind: type) -> bool:
    """checkIntFloatCast: the element types are of these kinds."""
    source, result = (element_type_or_self(t) for t in _cast_types(op))
    return isinstance(source, source_kind) and isinstance(result, result_kind)


def _like_or_memref_element(type_: Any) -> Any:
    """getTypeIfLikeOrMemRef's element type."""
    return element_type_or_self(type_)


def _index_cast_compatible(op: Any) -> bool:
    source, result = (_like_or_memref_element(t) for t in _cast_types(op))
    return (isinstance(source, IndexType) and is_signless(result)) or (
        is_signless(source) and isinstance(result, IndexType)
    )


def _bitcast_compatible(op: Any) -> bool:
    source, result = (_like_or_memref_element(t) for t in _cast_types(op))
    if not is_bitcastable_element(source) or not is_bitcastable_element(result):
        return False
    return bit_width(source) == bit_width(result)


class _Cast:
    """CastOpInterface: verifyCastInterfaceOp's check of the types (the rule
    is `_cast_compatible`)."""

    __slots__ = ()

    def _cast_compatible(self) -> bool:
        raise NotImplementedError

    @local_verifier()
    def verify_hook(self) -> None:
        _verify_cast(self, self._cast_compatible())


class _WidthCast(_Cast):
    """A cast between element types of `_KIND`, the result `_WIDER` (or narrower)."""

    __slots__ = ()
    _KIND: type = IntegerType
    _WIDER = True

    def _cast_compatible(self) -> bool:
        return _width_change(self, self._KIND, self._WIDER)


class _IntToFloat(_Cast):
    """`uitofp`/`sitofp` (`_SIGNED`): integer to float elements, folded on constants."""

    __slots__ = ()
    _SIGNED = False

    def _cast_compatible(self) -> bool:
        return _kinds(self, IntegerType, FloatType)

    @_cast_fold
    def fold(self: Any, operands: Operands) -> Any:
        target = element_type_or_self(self.out.type)
        width = bit_width(element_type_or_self(self.in_.type))
        is_signed = self._SIGNED
        return fold_cast(
            operands[0],
            self.out.type,
            lambda b: int_to_float(signed(b, width) if is_signed else b, target),
        )


class _FloatToInt(_Cast):
    """`fptoui`/`fptosi` (`_SIGNED`): float to integer elements, folded on constants."""

    __slots__ = ()
    _SIGNED = False

    def _cast_compatible(self) -> bool:
        return _kinds(self, FloatType, IntegerType)

    @_cast_fold
    def fold(self: Any, operands: Operands) -> Any:
        source = element_type_or_self(self.in_.type)
        width = bit_width(element_type_or_self(self.out.type))
        is_signed = self._SIGNED
        return fold_cast(
            operands[0],
            self.out.type,
            lambda bits: float_to_int(bits, source, width, is_signed),
        )


class _IndexCast(_Cast):
    """`index_cast`/`index_castui` (`_UNSIGNED`: the constant is zero-extended)."""

    __slots__ = ()
    _UNSIGNED = False

    def _cast_compatible(self) -> bool:
        return _index_cast_compatible(self)

    @_cast_fold
    def fold(self: Any, operands: Operands) -> Any:
        value = operands[0]
        if not isinstance(value, IntegerAttr):
            return None
        if self._UNSIGNED:
            width = bit_width(value.type)
            return IntegerAttr.get(self.out.type, value.value & ((1 << width) - 1))
        return IntegerAttr.get(self.out.type, value.value)


@hooks.mixin("ExtUIOp")
class ExtUIOpHooks(_WidthCast):
    __slots__ = ()

    @_cast_fold
    def fold(self, operands: Operands) -> Any:
        inner = defined_by(self.in_, "arith.extui")
        if inner is not None:  # extui(extui(x)) -> extui(x), in place
            self.set_operands([inner.in_])
            return self.out
        return fold_cast(operands[0], self.out.type, lambda bits: bits)


@hooks.mixin("ExtSIOp")
class ExtSIOpHooks(_WidthCast):
    __slots__ = ()
    canonicalization_patterns = _drr("ExtSIOfExtUI")

    @_cast_fold
    def fold(self, operands: Operands) -> Any:
        inner = defined_by(self.in_, "arith.extsi")
        if inner is not None:  # extsi(extsi(x)) -> extsi(x), in place
            self.set_operands([inner.in_])
            return self.out
        width = bit_width(element_type_or_self(self.in_.type))
        return fold_cast(operands[0], self.out.type, lambda b: signed(b, width))


@hooks.mixin("ExtFOp")
class ExtFOpHooks(_WidthCast):
    __slots__ = ()
    _KIND = FloatType


@hooks.mixin("TruncIOp")
class TruncIOpHooks(_WidthCast):
    __slots__ = ()
    _WIDER = False
    canonicalization_patterns = _drr(
        "TruncIShrSIToTrunciShrUI",
        "TruncIShrUIMulIToMulSIExtended",
        "TruncIShrUIMulIToMulUIExtended",
    )

    @_cast_fold
    def fold(self, operands: Operands) -> Any:
        extension = defined_by(self.in_, "arith.extui") or defined_by(
            self.in_, "arith.extsi"
        )
        if extension is not None:
            source = extension.in_
            width = bit_width(element_type_or_self(source.type))
            if width > bit_width(element_type_or_self(self.out.type)):
                self.set_operands([source])  # trunci(ext(x)) -> trunci(x)
                return self.out
            if source.type is self.out.type:
                return source
        inner = defined_by(self.in_, "arith.trunci")
        if inner is not None:  # trunci(trunci(x)) -> trunci(x), in place
            self.set_operands([inner.in_])
            return self.out
        return fold_cast(operands[0], self.out.type, lambda bits: bits)


@hooks.mixin("TruncFOp")
class TruncFOpHooks(_WidthCast):
    __slots__ = ()
    _KIND = FloatType
    _WIDER = False

    @_cast_fold
    def fold(self, operands: Operands) -> Any:
        """A scalar constant whose value survives the truncation exactly."""
        source = operands[0]
        target = self.out.type
        if not isinstance(source, FloatAttr) or not isinstance(target, FloatType):
            return None
        value = source.value
        folded = FloatAttr.get(target, value)
        return folded if folded.value == value else None


@hooks.mixin("UIToFPOp")
class UIToFPOpHooks(_IntToFloat):
    __slots__ = ()


@hooks.mixin("SIToFPOp")
class SIToFPOpHooks(_IntToFloat):
    __slots__ = ()
    _SIGNED = True


@hooks.mixin("FPToUIOp")
class FPToUIOpHooks(_FloatToInt):
    __slots__ = ()


@hooks.mixin("FPToSIOp")
class FPToSIOpHooks(_FloatToInt):
    __slots__ = ()
    _SIGNED = True


@hooks.mixin("IndexCastOp")
class IndexCastOpHooks(_IndexCast):
    __slots__ = ()
    canonicalization_patterns = _drr("IndexCastOfIndexCast", "IndexCastOfExtSI")


@hooks.mixin("IndexCastUIOp")
class IndexCastUIOpHooks(_IndexCast):
    __slots__ = ()
    _UNSIGNED = True
    canonicalization_patterns = _drr("IndexCastUIOfIndexCastUI", "IndexCastUIOfExtUI")


@hooks.mixin("BitcastOp")
class BitcastOpHooks(_Cast):
    __slots__ = ()
    canonicalization_patterns = _drr("BitcastOfBitcast")

    def _cast_compatible(self) -> bool:
        return _bitcast_compatible(self)

    @_cast_fold
    def fold(self, operands: Operands) -> Any:
        value = operands[0]
        unpacked = unpack(value) if value is not None else None
        if unpacked is None:
            return None
        return pack(self.out.type, unpacked[0])


# -- integer folders ----------------------------------------------------------------------


def _fold_int(op: Any, operands: Operands) -> Any:
    return fold_int_binary(op, operands, INT_OPS[op.OPERATION_NAME[6:]])


@hooks.mixin("AddIOp")
class AddIOpHooks:
    __slots__ = ()

    canonicalization_patterns = _drr(
        "AddIAddConstant", "AddISubConstantRHS", "AddISubConstantLHS"
    )

    def fold(self, operands: Operands) -> Any:
        if is_zero(operands[1]):
            return self.lhs
        sub = defined_by(self.lhs, "arith.subi")
        if sub is not None and sub.rhs is self.rhs:
            return sub.lhs
        sub = defined_by(self.rhs, "arith.subi")
        if sub is not None and sub.rhs is self.lhs:
            return sub.lhs
        return _fold_int(self, operands)


@hooks.mixin("SubIOp")
class SubIOpHooks:
    __slots__ = ()

    canonicalization_patterns = _drr(
        "SubIRHSAddConstant",
        "SubILHSAddConstant",
        "SubIRHSSubConstantRHS",
        "SubIRHSSubConstantLHS",
        "SubILHSSubConstantRHS",
        "SubILHSSubConstantLHS",
        "SubISubILHSRHSLHS",
    )

    def fold(self, operands: Operands) -> Any:
        if self.lhs is self.rhs:
            return _zero(self.result.type)
        if is_zero(operands[1]):
            return self.lhs
        add = defined_by(self.lhs, "arith.addi")
        if add is not None:
            if self.rhs is add.rhs:  # subi(addi(a, b), b) -> a
                return add.lhs
            if self.rhs is add.lhs:  # subi(addi(a, b), a) -> b
                return add.rhs
        return _fold_int(self, operands)


@hooks.mixin("MulIOp")
class MulIOpHooks:
    __slots__ = ()

    def fold(self, operands: Operands) -> Any:
        if is_zero(operands[1]):
            return self.rhs
        if is_one(operands[1]):
            return self.lhs
        return _fold_int(self, operands)


@hooks.mixin("FloorDivSIOp")
class DivisionHooks:
    """x / 1 -> x, then constant folding (no division by zero)."""

    __slots__ = ()

    def fold(self: Any, operands: Operands) -> Any:
        if is_one(operands[1]):
            return self.lhs
        return _fold_int(self, operands)


@hooks.mixin("DivUIOp")
@hooks.mixin("CeilDivUIOp")
class SpeculatableDivisionHooks(DivisionHooks):
    """A division that may run anywhere when its divisor is a constant other
    than 0 (and, `SIGNED`, other than -1): ConditionallySpeculatable."""

    __slots__ = ()

    SIGNED = False

    @property
    def SPECULATABILITY(self: Any) -> str:
        divisor = constant_value(self.operands[1])
        if isinstance(divisor, IntegerAttr):
            value, type_ = divisor.value, divisor.type
        elif isinstance(divisor, ElementsAttr) and getattr(divisor, "is_splat", False):
            value, type_ = divisor.get_splat_value(), divisor.type.element_type
        else:
            return "not"
        if not isinstance(value, int) or value == 0:
            return "not"
        width = getattr(type_, "width", 64)
        if self.SIGNED and value % (1 << width) == (1 << width) - 1:
            return "not"
        return "speculatable"


@hooks.mixin("DivSIOp")
@hooks.mixin("CeilDivSIOp")
class SignedDivisionHooks(SpeculatableDivisionHooks):
    __slots__ = ()

    SIGNED = True


@hooks.mixin("RemUIOp")
@hooks.mixin("RemSIOp")
class RemainderHooks:
    """fold of `remui`/`remsi`: `x % 1` is 0, else the constant fold."""

    __slots__ = ()

    def fold(self: Any, operands: Operands) -> Any:
        if is_one(operands[1]):
            return _zero(self.result.type)
        return _fold_int(self, operands)


@hooks.mixin("AndIOp")
class AndIOpHooks:
    __slots__ = ()

    canonicalization_patterns = _drr("AndOfExtUI", "AndOfExtSI")

    def fold(self, operands: Operands) -> Any:
        lhs, rhs = self.lhs, self.rhs
        if is_zero(operands[1]):
            return rhs
        if is_all_ones(operands[1]):
            return lhs
        if _is_not(rhs, lhs) or _is_not(lhs, rhs):  # and(x, not(x)) -> 0
            return _zero(self.result.type)
        for operand, other in ((lhs, rhs), (rhs, lhs)):  # and(a, and(a, b))
            inner = defined_by(operand, "arith.andi")
            if inner is not None and (other is inner.lhs or other is inner.rhs):
                return inner.result
        folded = _fold_int(self, operands)
        if folded is None and lhs is rhs:  # the Idempotent trait's fold
            return lhs
        return folded


def _is_not(value: Any, of: Any) -> bool:
    """Whether `value` is `arith.xori %of, <all ones>`."""
    xor = defined_by(value, "arith.xori")
    return xor is not None and xor.lhs is of and is_all_ones(constant_value(xor.rhs))


@hooks.mixin("OrIOp")
class OrIOpHooks:
    __slots__ = ()

    canonicalization_patterns = _drr("OrOfExtUI", "OrOfExtSI")

    def fold(self, operands: Operands) -> Any:
        rhs = operands[1]
        if is_zero(rhs):
            return self.lhs
        # or(x, <all ones>) is the constant itself: a scalar only, as in
        # MLIR 16 (an all-ones splat folds only with a constant lhs).
        if isinstance(rhs, IntegerAttr) and is_all_ones(rhs):
            return rhs
        folded = _fold_int(self, operands)
        if folded is None and self.lhs is self.rhs:  # the Idempotent trait's fold
            return self.lhs
        return folded


@hooks.mixin("XOrIOp")
class XOrIOpHooks:
    __slots__ = ()

    canonicalization_patterns = _drr("XOrINotCmpI", "XOrIOfExtUI", "XOrIOfExtSI")

    def fold(self, operands: Operands) -> Any:
        lhs, rhs = self.lhs, self.rhs
        if is_zero(operands[1]):
            return lhs
        if lhs is rhs:
            return _zero(self.result.type)
        # xor(xor(x, a), a) -> x and the like, the shared operand on either side.
        for operand, other in ((lhs, rhs), (rhs, lhs)):
            inner = defined_by(operand, "arith.xori")
            if inner is not None:
                if inner.rhs is other:
                    return inner.lhs
                if inner.lhs is other:
                    return inner.rhs
        return _fold_int(self, operands)


@hooks.mixin("ShLIOp")
@hooks.mixin("ShRUIOp")
@hooks.mixin("ShRSIOp")
class ShiftHooks:
    """fold of the shifts: by 0 is the operand, else constants only."""

    __slots__ = ()

    def fold(self: Any, operands: Operands) -> Any:
        if is_zero(operands[1]):
            return self.lhs
        return _fold_int(self, operands)


def _fold_min_max(op: Any, operands: Operands, absorbing: int, neutral: int) -> Any:
    """max/min(x, x) -> x; against the value that absorbs (the type's extreme in
    the op's direction) that value; against the neutral one, x; else constants."""
    if op.lhs is op.rhs:
        return op.lhs
    bits = splat_bits(operands[1]) if _is_int_scalar(operands[1]) else None
    if bits == absorbing:
        return op.rhs
    if bits == neutral:
        return op.lhs
    return _fold_int(op, operands)


def _is_int_scalar(attr: Any) -> bool:
    """m_ConstantInt: an integer constant or splat."""
    return attr is not None and isinstance(
        element_type_or_self(attr.type), (IntegerType, IndexType)
    )


class _MinMax:
    """fold of the integer max/min ops: the bounds that absorb and that are
    neutral, by name (`smax`, `smin`, `umax` or `zero`)."""

    __slots__ = ()
    _ABSORBING = _NEUTRAL = "zero"

    def fold(self: Any, operands: Operands) -> Any:
        width = bit_width(element_type_or_self(self.result.type)) or 1
        mask = (1 << width) - 1
        bounds = {"smax": mask >> 1, "smin": 1 << (width - 1), "umax": mask, "zero": 0}
        return _fold_min_max(
            self, operands, bounds[self._ABSORBING], bounds[self._NEUTRAL]
        )


@hooks.mixin("MaxSIOp")
class MaxSIOpHooks(_MinMax):
    __slots__ = ()
    _ABSORBING, _NEUTRAL = "smax", "smin"


@hooks.mixin("MinSIOp")
class MinSIOpHooks(_MinMax):
    __slots__ = ()
    _ABSORBING, _NEUTRAL = "smin", "smax"


@hooks.mixin("MaxUIOp")
class MaxUIOpHooks(_MinMax):
    __slots__ = ()
    _ABSORBING = "umax"


@hooks.mixin("MinUIOp")
class MinUIOpHooks(_MinMax):
    __slots__ = ()
    _NEUTRAL = "umax"


@hooks.mixin("AddUIExtendedOp")
class AddUIExtendedOpHooks:
    __slots__ = ()

    canonicalization_patterns = _drr("AddUIExtendedToAddI")

    def fold(self, operands: Operands) -> Any:
        overflow_type = self.overflow.type
        if is_zero(operands[1]):
            false = bool_attr(overflow_type, False)
            return None if false is None else [self.lhs, false]
        width = bit_width(element_type_or_self(self.sum.type))
        total = fold_int_binary(self, operands, INT_OPS["addi"])
        if total is None or width is None:
            return None
        carry = _elementwise_bool(
            operands, overflow_type, lambda a, b: a + b >= 1 << width
        )
        return None if carry is None else [total, carry]


def _elementwise_bool(operands: Operands, type_: Any, fn: Any) -> Any:
    lhs, rhs = unpack(operands[0]), unpack(operands[1])
    if lhs is None or rhs is None:
        return None
    if lhs[1] and rhs[1]:
        return pack(type_, [int(fn(lhs[0][0], rhs[0][0]))])
    count = len(operands[0])
    left = lhs[0] * count if lhs[1] else lhs[0]
    right = rhs[0] * count if rhs[1] else rhs[0]
    return pack(type_, [int(fn(a, b)) for a, b in zip(left, right)])


class _ExtendedMul:
    """fold of `mulsi_extended`/`mului_extended` (`_SIGNED`): the low and
    high halves of constant products; times zero, zeros."""

    __slots__ = ()
    _SIGNED = False

    def fold(self: Any, operands: Operands) -> Any:
        if is_zero(operands[1]):
            return [operands[1], operands[1]]
        width = bit_width(element_type_or_self(self.low.type))
        if operands[0] is None or operands[1] is None or width is None:
            return None
        is_signed = self._SIGNED

        def value(bits: int) -> int:
            return signed(bits, width) if is_signed else bits

        low = fold_int_binary(self, operands, INT_OPS["muli"])
        high = fold_int_binary(
            self, operands, lambda a, b, w: (value(a) * value(b)) >> w
        )
        if low is None or high is None:
            return None
        return [low, high]


@hooks.mixin("MulSIExtendedOp")
class MulSIExtendedOpHooks(_ExtendedMul):
    __slots__ = ()
    _SIGNED = True
    canonicalization_patterns = _drr("MulSIExtendedToMulI", "MulSIExtendedRHSOne")


@hooks.mixin("MulUIExtendedOp")
class MulUIExtendedOpHooks(_ExtendedMul):
    __slots__ = ()
    canonicalization_patterns = _drr("MulUIExtendedToMulI")


def _zero(type_: Any) -> Any:
    """The builder's zero attribute of `type_` (None for a dynamic shape)."""
    return pack(type_, [0])


# -- float folders -----------------------------------------------------------------------


def _fold_float(op: Any, operands: Operands) -> Any:
    return fold_float_binary(op, operands, FLOAT_OPS[op.OPERATION_NAME[6:]])


def _is_float(attr: Any, value: float, negative_zero: bool = False) -> bool:
    found = float_splat(attr)
    if found is None or found != value:
        return False
    if value == 0:
        return (math.copysign(1, found) < 0) == negative_zero
    return True


@hooks.mixin("NegFOp")
class NegFOpHooks:
    __slots__ = ()

    def fold(self, operands: Operands) -> Any:
        inner = defined_by(self.operand, "arith.negf")
        if inner is not None:  # negf(negf(x)) -> x
            return inner.operand
        element = element_type_or_self(self.result.type)
        value = operands[0]
        if value is None or not isinstance(element, FloatType):
            return None
        sign = 1 << (element.width - 1)
        return fold_cast(value, self.result.type, lambda bits: bits ^ sign)


class _FloatBinary:
    """fold of a binary float op: `x op x` is x where `_IDEMPOTENT`, `x op
    _NEUTRAL` is x (a zero `_NEUTRAL` of the sign `_NEGATIVE_ZERO` says),
    else the constant fold."""

    __slots__ = ()
    _NEUTRAL: float | None = None
    _NEGATIVE_ZERO = False
    _IDEMPOTENT = False

    def fold(self: Any, operands: Operands) -> Any:
        if self._IDEMPOTENT and self.lhs is self.rhs:
            return self.lhs
        neutral = self._NEUTRAL
        if neutral is not None and _is_float(operands[1], neutral, self._NEGATIVE_ZERO):
            return self.lhs
        return _fold_float(self, operands)


@hooks.mixin("AddFOp")
class AddFOpHooks(_FloatBinary):
    __slots__ = ()
    _NEUTRAL = 0.0
    _NEGATIVE_ZERO = True


@hooks.mixin("SubFOp")
class SubFOpHooks(_FloatBinary):
    __slots__ = ()
    _NEUTRAL = 0.0


@hooks.mixin("MulFOp")
class MulFOpHooks(_FloatBinary):
    __slots__ = ()
    _NEUTRAL = 1.0

    canonicalization_patterns = _drr("MulFOfNegF")


@hooks.mixin("DivFOp")
class DivFOpHooks(_FloatBinary):
    __slots__ = ()
    _NEUTRAL = 1.0

    canonicalization_patterns = _drr("DivFOfNegF")


@hooks.mixin("RemFOp")
class RemFOpHooks(_FloatBinary):
    __slots__ = ()


@hooks.mixin("MaxFOp")
class MaxFOpHooks(_FloatBinary):
    __slots__ = ()
    _NEUTRAL = float("-inf")
    _IDEMPOTENT = True


@hooks.mixin("MinFOp")
class MinFOpHooks(_FloatBinary):
    __slots__ = ()
    _NEUTRAL = float("inf")
    _IDEMPOTENT = True


# -- comparisons ----------------------------------------------------------------------------

_EQUAL_OPERANDS = {"eq": True, "sle": True, "sge": True, "ule": True, "uge": True}


def _compare_ints(predicate: str, a: int, b: int, width: int) -> bool:
    if predicate[0] == "s":
        a, b = signed(a, width), signed(b, width)
    relation = predicate if predicate in ("eq", "ne") else predicate[1:]
    return {
        "eq": a == b,
        "ne": a != b,
        "lt": a < b,
        "le": a <= b,
        "gt": a > b,
        "ge": a >= b,
    }[relation]


@hooks.mixin("CmpIOp")
class CmpIOpHooks:
    __slots__ = ()

    canonicalization_patterns = _drr("CmpIExtSI", "CmpIExtUI")

    def _move_constant_right(self, predicate: str) -> Any:
        """`cmpi slt, %c, %x` -> `cmpi sgt, %x, %c`, in place."""
        CmpIPredicate = hooks.module("enums").CmpIPredicate

        swapped = CmpIPredicate.symbolize(_SWAPPED.get(predicate, predicate))
        self.set_attr("predicate", IntegerAttr.get(IntegerType.get(64), int(swapped)))
        self.set_operands([self.rhs, self.lhs])
        return self.result

    def fold(self, operands: Operands) -> Any:
        predicate = self.predicate.stringify()
        if self.lhs is self.rhs:
            return bool_attr(self.result.type, _EQUAL_OPERANDS.get(predicate, False))
        lhs, rhs = operands
        if predicate == "ne" and is_zero(rhs):  # ext(%x : i1) != 0 -> %x
            extension = defined_by(self.lhs, "arith.extsi", "arith.extui")
            if extension is not None and _is_i1_or_vector(extension.in_.type):
                return extension.in_
        if lhs is not None and rhs is None:
            return self._move_constant_right(predicate)
        if not isinstance(lhs, IntegerAttr) or not isinstance(rhs, IntegerAttr):
            return None
        width = bit_width(lhs.type)
        mask = (1 << width) - 1
        return BoolAttr.get(
            _compare_ints(predicate, lhs.value & mask, rhs.value & mask, width)
        )


def _is_i1_or_vector(type_: Any) -> bool:
    """An integer type of width 1, or a vector of them (MLIR's cmpi fold
    looks at no other shaped type)."""
    if isinstance(type_, VectorType):
        type_ = type_.element_type
    return isinstance(type_, IntegerType) and type_.width == 1


_SWAPPED = {"slt": "sgt", "sle": "sge", "ult": "ugt", "ule": "uge"}
_SWAPPED.update({v: k for k, v in list(_SWAPPED.items())})


def _compare_floats(predicate: str, x: float, y: float) -> bool:
    if predicate in ("false", "true"):
        return predicate == "true"
    unordered = x != x or y != y
    if predicate == "ord":
        return not unordered
    if predicate == "uno":
        return unordered
    if unordered:
        return predicate[0] == "u"
    return {
        "eq": x == y,
        "gt": x > y,
        "ge": x >= y,
        "lt": x < y,
        "le": x <= y,
        "ne": x != y,
    }[predicate[1:]]


@hooks.mixin("CmpFOp")
class CmpFOpHooks:
    __slots__ = ()

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [CmpFIntToFPConst()]

    def fold(self, operands: Operands) -> Any:
        lhs, rhs = (a if isinstance(a, FloatAttr) else None for a in operands)
        if lhs is not None and lhs.value != lhs.value:
            rhs = lhs  # against a NaN, the other operand does not matter
        if rhs is not None and rhs.value != rhs.value:
            lhs = rhs
        if lhs is None or rhs is None:
            return None
        return BoolAttr.get(
            _compare_floats(self.predicate.stringify(), lhs.value, rhs.value)
        )
