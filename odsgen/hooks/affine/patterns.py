"""The canonicalization patterns of `affine.apply`, `affine.min` and
`affine.max` (MLIR 16's AffineOps.cpp): composition of producer
`affine.apply` ops and canonical operands (SimplifyAffineOp), and for min
and max: one-result maps become `affine.apply`, duplicate results go,
nested mins (maxes) merge, and results are sorted by their flat form."""

from __future__ import annotations

import math
from typing import Any, Sequence

from odsgen.ir.affine import (
    AffineAddExpr,
    AffineBinaryOpExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineFloorDivExpr,
    AffineMap,
    AffineModExpr,
    AffineSymbolExpr,
    constant,
)
from odsgen.ir.affine_simplify import binary, flatten_pure, shift_dims, shift_symbols
from odsgen.ir.attributes import AffineMapAttr
from odsgen.ir.dialect_hooks import dialect_module
from odsgen.ir.operation import Operation, Value
from odsgen.ir.pattern import PatternRewriter, RewritePattern
from odsgen.ir.types import IndexType

from .loop import single_constant
from .scope import for_induction_var_owner
from .compose import (
    affine_map_of,
    canonicalize_map_and_operands,
    compose_affine_map_and_operands,
)

_UINT64 = (1 << 64) - 1

_CLASSES = {
    "affine.apply": "AffineApplyOp",
    "affine.min": "AffineMinOp",
    "affine.max": "AffineMaxOp",
}


def replace_with_affine_op(
    rewriter: PatternRewriter,
    op: Operation,
    name: str,
    affine_map: AffineMap,
    operands: Sequence[Value],
) -> Operation:
    """Replace `op` with a new `name` op (apply, min or max) of `affine_map`."""
    op_class = getattr(dialect_module("affine", "ops"), _CLASSES[name])
    rewriter.set_insertion_point(op)
    new = rewriter.insert(
        op_class.create(
            operands=list(operands),
            result_types=[IndexType.get()],
            attributes={"map": AffineMapAttr.get(affine_map)},
            location=op.location,
        )
    )
    rewriter.replace_op(op, list(new.results))
    return new


# -- SimplifyAffineOp ----------------------------------------------------------------


def _divisor_with_operands(expr: AffineExpr, operands: Sequence[Value]) -> int:
    """getLargestKnownDivisor(expr, operands): for a dimension bound to an
    `affine.for` induction variable, the loop's step (with its lower bound's
    divisor unless that bound is 0); for other dimensions 1."""
    if not isinstance(expr, AffineDimExpr):
        return expr.largest_known_divisor
    loop: Any = for_induction_var_owner(operands[expr.position])
    if loop is None:
        return 1
    if single_constant(loop.lower_bound_map) == 0:
        return loop.step_value
    return math.gcd(_map_divisor(loop.lower_bound_map), loop.step_value)


def _map_divisor(affine_map: AffineMap) -> int:
    """AffineMap::getLargestKnownDivisorOfMapExprs (uint64 arithmetic)."""
    gcd = 0
    for expr in affine_map.results:
        gcd = math.gcd(gcd, expr.largest_known_divisor & _UINT64)
    return _UINT64 if gcd == 0 else gcd


def _bounded_by(expr: AffineExpr, operands: Sequence[Value], bound: int) -> bool:
    """isNonNegativeBoundedBy: a constant in [0, bound), or an induction
    variable of a loop with constant bounds within them."""
    if isinstance(expr, AffineConstantExpr):
        return 0 <= expr.value < bound
    if not isinstance(expr, AffineDimExpr):
        return False
    loop: Any = for_induction_var_owner(operands[expr.position])
    if loop is None:
        return False
    lower = single_constant(loop.lower_bound_map)
    upper = single_constant(loop.upper_bound_map)
    return lower is not None and lower >= 0 and upper is not None and upper <= bound


def _simplify_with_operands(expr: AffineExpr, operands: Sequence[Value]) -> AffineExpr:
    """simplifyExprAndOperands."""
    if not isinstance(expr, AffineBinaryOpExpr):
        return expr
    lhs = _simplify_with_operands(expr.lhs, operands)
    rhs = _simplify_with_operands(expr.rhs, operands)
    expr = binary(type(expr), lhs, rhs)
    if not isinstance(expr, (AffineFloorDivExpr, AffineModExpr)):
        return expr
    lhs, rhs = expr.lhs, expr.rhs
    if not isinstance(rhs, AffineConstantExpr) or rhs.value == 0:
        return expr
    divisor_value = rhs.value
    floor = isinstance(expr, AffineFloorDivExpr)
    if isinstance(lhs, AffineAddExpr):
        for multiple, remainder in ((lhs.lhs, lhs.rhs), (lhs.rhs, lhs.lhs)):
            divisor = _divisor_with_operands(multiple, operands)
            if _bounded_by(remainder, operands, divisor):
                if floor and divisor_value % divisor == 0:
                    return multiple.floor_div(rhs)
                if not floor and divisor % divisor_value == 0:
                    return remainder % rhs
                return expr
    if (floor and _bounded_by(lhs, operands, divisor_value)) or (
        not floor and _divisor_with_operands(lhs, operands) % divisor_value == 0
    ):
        return constant(0)
    return expr


class SimplifyAffineOp(RewritePattern):
    """Compose producer affine.apply ops and canonicalize the map and operands."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        old_map = affine_map_of(op)
        old_operands = list(op.operands)
        affine_map, operands = compose_affine_map_and_operands(old_map, old_operands)
        affine_map, operands = canonicalize_map_and_operands(affine_map, operands)
        affine_map = AffineMap(
            affine_map.num_dims,
            affine_map.num_symbols,
            tuple(_simplify_with_operands(e, operands) for e in affine_map.results),
        )
        if affine_map == old_map and all(
            a is b for a, b in zip(old_operands, operands)
        ):
            return False
        replace_with_affine_op(rewriter, op, op.name, affine_map, operands)
        return True


# -- min / max -----------------------------------------------------------------------


class CanonicalizeSingleResultMinMax(RewritePattern):
    """A min or max of one result is an `affine.apply`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        affine_map = affine_map_of(op)
        if len(affine_map.results) != 1:
            return False
        replace_with_affine_op(rewriter, op, "affine.apply", affine_map, op.operands)
        return True


class DeduplicateMinMaxExpressions(RewritePattern):
    """Drop repeated results."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        affine_map = affine_map_of(op)
        exprs: list[AffineExpr] = []
        for expr in affine_map.results:
            if expr not in exprs:
                exprs.append(expr)
        if len(exprs) == len(affine_map.results):
            return False
        new_map = AffineMap(affine_map.num_dims, affine_map.num_symbols, tuple(exprs))
        replace_with_affine_op(rewriter, op, op.name, new_map, op.operands)
        return True


class MergeMinMax(RewritePattern):
    """A result that is just an operand made by the same kind of op takes
    that op's results instead."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        affine_map = affine_map_of(op)
        num_dims, num_symbols = affine_map.num_dims, affine_map.num_symbols
        dim_operands = list(op.operands[:num_dims])
        symbol_operands = list(op.operands[num_dims:])
        exprs: list[AffineExpr] = []
        producers: list[Operation] = []
        for expr in affine_map.results:
            value = None
            if isinstance(expr, AffineSymbolExpr):
                value = symbol_operands[expr.position]
            elif isinstance(expr, AffineDimExpr):
                value = dim_operands[expr.position]
            owner = getattr(value, "owner", None)
            if isinstance(owner, Operation) and owner.name == op.name:
                producers.append(owner)
                continue
            exprs.append(expr)
        if not producers:
            return False
        used_dims, used_symbols = num_dims, num_symbols
        for producer in producers:
            producer_map = affine_map_of(producer)
            dims, symbols = producer_map.num_dims, producer_map.num_symbols
            dim_operands += producer.operands[:dims]
            symbol_operands += producer.operands[dims:]
            for expr in producer_map.results:
                shifted = shift_dims(expr, dims, used_dims)
                exprs.append(shift_symbols(shifted, symbols, used_symbols))
            used_dims += dims
            used_symbols += symbols
        new_map = AffineMap(used_dims, used_symbols, tuple(exprs))
        replace_with_affine_op(
            rewriter, op, op.name, new_map, dim_operands + symbol_operands
        )
        return True


class CanonicalizeMinMaxTermOrder(RewritePattern):
    """Sort the results by their flattened coefficients (pure affine results
    without divisions only)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        affine_map = affine_map_of(op)
        rows = []
        for expr in affine_map.results:
            row = flatten_pure(expr, affine_map.num_dims, affine_map.num_symbols)
            if row is None:
                return False
            rows.append(row)
        if all(rows[i] <= rows[i + 1] for i in range(len(rows) - 1)):
            return False
        order = sorted(range(len(rows)), key=lambda i: rows[i])
        exprs = tuple(affine_map.results[i] for i in order)
        new_map = AffineMap(affine_map.num_dims, affine_map.num_symbols, exprs)
        replace_with_affine_op(rewriter, op, op.name, new_map, op.operands)
        return True
