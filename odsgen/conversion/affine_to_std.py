"""`lower-affine` for the affine ops odsgen has (`affine.apply`, `affine.min`,
`affine.max`, `affine.for`, `affine.yield`): each result expression of a map
is expanded into `arith` ops (MLIR 16's AffineApplyExpander, same op order),
min/max reduce the results with `arith.cmpi slt|sgt` + `arith.select` in a
linear chain, and `affine.for` becomes `scf.for` from the max of its lower
bound's results to the min of its upper bound's, its body moved over with
`affine.yield` made `scf.yield`.

`floordiv`, `ceildiv` and `mod` assume a positive divisor, as MLIR's
expansion does: `a mod b` is `srem` corrected by `b` when negative; `a
floordiv b` and `a ceildiv b` use one `divsi` on an adjusted dividend. A
constant non-positive divisor is reported (and the op stays), as in MLIR.
The pass is a partial conversion: affine ops it cannot lower stay.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..ir.affine import (
    AffineAddExpr,
    AffineBinaryOpExpr,
    AffineCeilDivExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineFloorDivExpr,
    AffineMap,
    AffineModExpr,
    AffineMulExpr,
    AffineSymbolExpr,
)
from ..ir.attributes import IntegerAttr
from ..ir.context import Context
from ..ir.diagnostics import error_at
from ..ir.dialect_hooks import dialect_module
from ..ir.operation import Operation, Value
from ..ir.rewrite import RewritePattern
from ..ir.types import IndexType
from .driver import ConversionError, apply_partial_conversion
from .target import ConversionTarget


class _Expander:
    """Builds the arith ops computing one affine expression."""

    def __init__(
        self,
        rewriter: Any,
        dims: Sequence[Value],
        symbols: Sequence[Value],
        location: Any,
    ) -> None:
        self.rewriter = rewriter
        self.dims = dims
        self.symbols = symbols
        self.location = location
        self.arith = dialect_module("arith", "ops")

    def _op(self, name: str, *operands: Value) -> Value:
        op_class = getattr(self.arith, name)
        return self.rewriter.insert(
            op_class.build(*operands, location=self.location)
        ).results[0]

    def _constant(self, value: int) -> Value:
        return self.rewriter.insert(
            self.arith.ConstantOp.build(
                IndexType.get(),
                IntegerAttr.get(IndexType.get(), value),
                location=self.location,
            )
        ).results[0]

    def _compare(self, predicate: str, lhs: Value, rhs: Value) -> Value:
        enum = dialect_module("arith", "enums").CmpIPredicate
        return self.rewriter.insert(
            self.arith.CmpIOp.build(enum[predicate], lhs, rhs, location=self.location)
        ).results[0]

    def _select(self, condition: Value, true: Value, false: Value) -> Value:
        return self._op("SelectOp", condition, true, false)

    def _rejects(self, expr: AffineBinaryOpExpr, what: str) -> bool:
        """Report a constant non-positive divisor (MLIR's emitError at the op)."""
        rhs = expr.rhs
        if isinstance(rhs, AffineConstantExpr) and rhs.value <= 0:
            context = Context.current()
            context.reported.append(
                ConversionError(error_at(self.location, what).diagnostic)
            )
            return True
        return False

    def expand(self, expr: AffineExpr) -> Value | None:
        """The value of `expr`, or None after reporting an error."""
        if isinstance(expr, AffineDimExpr):
            return self.dims[expr.position]
        if isinstance(expr, AffineSymbolExpr):
            return self.symbols[expr.position]
        if isinstance(expr, AffineConstantExpr):
            return self._constant(expr.value)
        assert isinstance(expr, AffineBinaryOpExpr)
        if isinstance(expr, AffineModExpr):
            if self._rejects(expr, "modulo by non-positive value is not supported"):
                return None
        elif isinstance(expr, (AffineFloorDivExpr, AffineCeilDivExpr)):
            if self._rejects(expr, "division by non-positive value is not supported"):
                return None
        lhs = self.expand(expr.lhs)
        rhs = self.expand(expr.rhs) if lhs is not None else None
        if lhs is None or rhs is None:
            return None
        if isinstance(expr, AffineAddExpr):
            return self._op("AddIOp", lhs, rhs)
        if isinstance(expr, AffineMulExpr):
            return self._op("MulIOp", lhs, rhs)
        if isinstance(expr, AffineModExpr):
            return self._mod(lhs, rhs)
        if isinstance(expr, AffineFloorDivExpr):
            return self._floor_div(lhs, rhs)
        return self._ceil_div(lhs, rhs)

    def _mod(self, lhs: Value, rhs: Value) -> Value:
        remainder = self._op("RemSIOp", lhs, rhs)
        zero = self._constant(0)
        negative = self._compare("slt", remainder, zero)
        corrected = self._op("AddIOp", remainder, rhs)
        return self._select(negative, corrected, remainder)

    def _floor_div(self, lhs: Value, rhs: Value) -> Value:
        zero = self._constant(0)
        minus_one = self._constant(-1)
        negative = self._compare("slt", lhs, zero)
        decremented = self._op("SubIOp", minus_one, lhs)
        dividend = self._select(negative, decremented, lhs)
        quotient = self._op("DivSIOp", dividend, rhs)
        corrected = self._op("SubIOp", minus_one, quotient)
        return self._select(negative, corrected, quotient)

    def _ceil_div(self, lhs: Value, rhs: Value) -> Value:
        zero = self._constant(0)
        one = self._constant(1)
        non_positive = self._compare("sle", lhs, zero)
        negated = self._op("SubIOp", zero, lhs)
        decremented = self._op("SubIOp", lhs, one)
        dividend = self._select(non_positive, negated, decremented)
        quotient = self._op("DivSIOp", dividend, rhs)
        negated_quotient = self._op("SubIOp", zero, quotient)
        incremented = self._op("AddIOp", quotient, one)
        return self._select(non_positive, negated_quotient, incremented)


def expand_affine_map(
    rewriter: Any, location: Any, affine_map: AffineMap, operands: Sequence[Value]
) -> list[Value] | None:
    """MLIR's expandAffineMap: the value of each result, or None on an error."""
    dims = list(operands[: affine_map.num_dims])
    symbols = list(operands[affine_map.num_dims :])
    values = []
    for expr in affine_map.results:
        value = _Expander(rewriter, dims, symbols, location).expand(expr)
        if value is None:
            return None
        values.append(value)
    return values


def _reduce(
    rewriter: Any, location: Any, predicate: str, values: Sequence[Value]
) -> Value | None:
    """buildMinMaxReductionSeq: compare and select along the list (None for
    a map without results, which mlir-opt-16 crashes on; the op stays)."""
    if not values:
        return None
    expander = _Expander(rewriter, [], [], location)
    value = values[0]
    for other in values[1:]:
        condition = expander._compare(predicate, value, other)
        value = expander._select(condition, value, other)
    return value


class AffineApplyLowering(RewritePattern):
    root = "affine.apply"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        affine_map = op.get_attr("map").value  # type: ignore[union-attr]
        values = expand_affine_map(rewriter, op.location, affine_map, op.operands)
        if values is None:
            return False
        rewriter.replace_op(op, values)
        return True


class AffineMinMaxLowering(RewritePattern):
    """`affine.min` (`slt`) and `affine.max` (`sgt`)."""

    def __init__(self, root: str, predicate: str) -> None:
        super().__init__(root)
        self.predicate = predicate

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        affine_map = op.get_attr("map").value  # type: ignore[union-attr]
        reduced = _bound(rewriter, op.location, affine_map, op.operands, self.predicate)
        if reduced is None:
            return False
        rewriter.replace_op(op, [reduced])
        return True


class AffineYieldLowering(RewritePattern):
    """`affine.yield` -> `scf.yield` of the same values."""

    root = "affine.yield"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        scf = dialect_module("scf", "ops")
        rewriter.set_insertion_point(op)
        new = rewriter.insert(
            scf.YieldOp.build(list(op.operands), location=op.location)
        )
        rewriter.replace_op(op, list(new.results))
        return True


class AffineForLowering(RewritePattern):
    """`affine.for` -> `scf.for` from the max of the lower bound map's
    results to the min of the upper bound map's, by a constant step."""

    root = "affine.for"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loop: Any = op
        location = op.location
        lower = _bound(
            rewriter, location, loop.lower_bound_map, loop.lower_bound_operands(), "sgt"
        )
        upper = _bound(
            rewriter, location, loop.upper_bound_map, loop.upper_bound_operands(), "slt"
        )
        if lower is None or upper is None:
            return False
        step = _Expander(rewriter, [], [], location)._constant(loop.step_value)
        scf = dialect_module("scf", "ops")
        new = rewriter.insert(
            scf.ForOp.build_loop(
                lower, upper, step, loop.iter_operands(), location=location
            )
        )
        rewriter.erase_block(new.regions[0].blocks[0])
        rewriter.inline_region_before(op.regions[0], new.regions[0])
        rewriter.replace_op(op, list(new.results))
        return True


def _bound(
    rewriter: Any,
    location: Any,
    affine_map: AffineMap,
    operands: Sequence[Value],
    predicate: str,
) -> Value | None:
    """lowerAffineMapMax / lowerAffineMapMin."""
    values = expand_affine_map(rewriter, location, affine_map, operands)
    return None if values is None else _reduce(rewriter, location, predicate, values)


def affine_to_std_patterns() -> list[RewritePattern]:
    """The lowering patterns (MLIR's populateAffineToStdConversionPatterns,
    for the ops odsgen has)."""
    return [
        AffineApplyLowering(),
        AffineMinMaxLowering("affine.min", "slt"),
        AffineMinMaxLowering("affine.max", "sgt"),
        AffineForLowering(),
        AffineYieldLowering(),
    ]


def lower_affine(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """The pass: a partial conversion with arith, memref, scf (and vector) legal."""
    target = ConversionTarget()
    target.add_legal_dialect("arith", "memref", "scf", "vector")
    apply_partial_conversion(op, target, affine_to_std_patterns(), context=context)
