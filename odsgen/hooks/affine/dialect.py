"""Hand-written behaviour of the `affine` dialect's ops (MLIR 16's
AffineOps.cpp): the syntax, verifiers and folders of `affine.apply`,
`affine.min` and `affine.max`, the verifier of `affine.delinearize_index`,
and the constant materializer (loops are in loop.py). The
canonicalization patterns are in patterns.py."""

from __future__ import annotations

from typing import Any, ClassVar

from odsgen.asm.format_support import ParsedAttributes
from odsgen.ir.affine import AffineDimExpr, AffineSymbolExpr
from odsgen.ir.affine_simplify import (
    fold_expr,
    is_symbol_identity,
    partial_constant_fold,
)
from odsgen.ir.attributes import AffineMapAttr, IntegerAttr
from odsgen.ir.diagnostics import op_error
from odsgen.ir.types import IndexType

from ..common import ArithConstantMaterializer
from .inliner import AffineInliner
from .patterns import (
    CanonicalizeMinMaxTermOrder,
    CanonicalizeSingleResultMinMax,
    DeduplicateMinMaxExpressions,
    MergeMinMax,
    SimplifyAffineOp,
)
from .registry import hooks


@hooks.mixin("AffineDialect")
class AffineDialectHooks(ArithConstantMaterializer):
    """Folded values become `arith.constant`; the inliner interface."""

    __slots__ = ()

    INLINER = AffineInliner()


# -- syntax --------------------------------------------------------------------------


def _parse_map_and_operands(cls: Any, parser: Any, location: Any, apply: bool) -> Any:
    """`#map(%dims...)[%symbols...] {attrs}`, all operands of type index."""
    attributes = ParsedAttributes()
    pos = parser.position
    attr = parser.parse_attribute()
    if not isinstance(attr, AffineMapAttr):
        raise parser.emit_error("invalid kind of attribute specified", pos)
    attributes["map"] = attr
    dims = parser.parse_operand_list("(")
    symbols = parser.parse_operand_list("[") if parser.is_punct("[") else []
    dictionary = parser.parse_optional_attr_dict()
    if dictionary is not None:
        attributes.update(dictionary.items)
    affine_map = attr.value
    if apply and (
        affine_map.num_dims != len(dims)
        or affine_map.num_dims + affine_map.num_symbols != len(dims) + len(symbols)
    ):
        raise parser.emit_error(
            "dimension or symbol index mismatch", parser.name_position
        )
    index = IndexType.get()
    operands = [parser.resolve_operand(o, index) for o in dims + symbols]
    results = len(affine_map.results) if apply else 1
    return cls.create(
        operands=operands,
        result_types=[index] * results,
        attributes=attributes.checked(parser),
        location=location,
    )


def _print_map_and_operands(op: Any, printer: Any) -> None:
    """` #map(%dims)[%symbols] {attrs}`."""
    attr = op.get_attr("map")
    num_dims = attr.value.num_dims
    printer.write(" ")
    printer.attribute(attr)
    printer.write("(")
    printer.print_operands(op.operands[:num_dims])
    printer.write(")")
    if len(op.operands) > num_dims:
        printer.write("[")
        printer.print_operands(op.operands[num_dims:])
        printer.write("]")
    printer.print_optional_attr_dict(op.attributes, elided=("map",))


def _verify_operand_count(op: Any) -> None:
    affine_map = op.get_attr("map").value
    if len(op.operands) != affine_map.num_dims + affine_map.num_symbols:
        raise op_error(
            op, "operand count and affine map dimension and symbol count must match"
        )


def _constants(operands: Any) -> list[int | None]:
    return [a.value if isinstance(a, IntegerAttr) else None for a in operands]


class _MapAndOperandsHooks:
    """The custom form `affine.<op> #map(%d...)[%s...]` of apply, min and max."""

    __slots__ = ()
    _APPLY: ClassVar[bool] = False

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        return _parse_map_and_operands(cls, parser, location, apply=cls._APPLY)

    def print(self, printer: Any) -> None:
        _print_map_and_operands(self, printer)

    def verify_hook(self) -> None:
        _verify_operand_count(self)


# -- affine.apply --------------------------------------------------------------------


@hooks.mixin("AffineApplyOp")
class AffineApplyOpHooks(_MapAndOperandsHooks):
    """`affine.apply #map(%d...)[%s...]`."""

    __slots__ = ()
    _APPLY = True

    def verify_hook(self) -> None:
        _verify_operand_count(self)
        if len(self.get_attr("map").value.results) != 1:
            raise op_error(self, "mapping must produce one value")

    def fold(self, operands: Any) -> Any:
        affine_map = self.get_attr("map").value
        expr = affine_map.results[0]
        if isinstance(expr, AffineDimExpr):
            return self.operands[expr.position]
        if isinstance(expr, AffineSymbolExpr):
            return self.operands[affine_map.num_dims + expr.position]
        value = fold_expr(expr, affine_map.num_dims, _constants(operands))
        if value is None:
            return None
        return IntegerAttr.get(IndexType.get(), value)

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [SimplifyAffineOp("affine.apply")]


# -- affine.min / affine.max ---------------------------------------------------------


class _MinMaxHooks(_MapAndOperandsHooks):
    """`affine.min`/`affine.max` (`_PICK` chooses among the results)."""

    __slots__ = ()
    _PICK: Any = min

    def fold(self: Any, operands: Any) -> Any:
        """foldMinMaxOp: a constant when every result folds, else the map with
        its foldable results made constants (in place)."""
        affine_map = self.get_attr("map").value
        folded_map, values = partial_constant_fold(affine_map, _constants(operands))
        if folded_map.num_symbols == 1 and is_symbol_identity(folded_map):
            return self.operands[0]
        if values is None:
            if folded_map == affine_map:
                return None
            self.set_attr("map", AffineMapAttr.get(folded_map))
            return self.results[0]
        if not values:
            return None
        return IntegerAttr.get(IndexType.get(), type(self)._PICK(values))

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        name = cls.OPERATION_NAME  # type: ignore[attr-defined]
        return [
            CanonicalizeSingleResultMinMax(name),
            DeduplicateMinMaxExpressions(name),
            MergeMinMax(name),
            SimplifyAffineOp(name),
            CanonicalizeMinMaxTermOrder(name),
        ]


@hooks.mixin("AffineMinOp")
class AffineMinOpHooks(_MinMaxHooks):
    __slots__ = ()


@hooks.mixin("AffineMaxOp")
class AffineMaxOpHooks(_MinMaxHooks):
    __slots__ = ()
    _PICK = max


# -- affine.delinearize_index --------------------------------------------------------


@hooks.mixin("AffineDelinearizeIndexOp")
class AffineDelinearizeIndexOpHooks:
    """`affine.delinearize_index`: MLIR 16's checks of the basis."""

    __slots__ = ()

    def verify_hook(self) -> None:
        basis = self.basis  # type: ignore[attr-defined]
        if not basis:
            raise op_error(self, "basis should not be empty")
        if len(self.results) != len(basis):  # type: ignore[attr-defined]
            raise op_error(self, "should return an index for each basis element")
