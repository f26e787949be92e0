"""Rewriting, flattening and simplifying affine expressions and maps, as
MLIR 16's `lib/IR/AffineExpr.cpp` and `AffineMap.cpp` do.

`simplify_affine_expr` flattens an expression into a sum of terms (one
coefficient per dimension, symbol and local quotient, plus a constant) and
rebuilds it, so the printed result matches MLIR's; semi-affine expressions
(products, divisions and remainders by symbols) take MLIR's separate path.
`replace_dims_and_symbols`, `shift_dims` and friends rebuild expressions
through the simplifying operators, as MLIR's `AffineExpr` methods do.
"""

from __future__ import annotations

import math
from typing import Callable, Iterator, Sequence

from .affine import (
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
    _wrap,
    constant,
    dim,
    symbol,
)

# -- building and walking ----------------------------------------------------------


def binary(cls: type, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """MLIR's getAffineBinaryOpExpr: `lhs <op> rhs` through the simplifying operator."""
    if cls is AffineAddExpr:
        return lhs + rhs
    if cls is AffineMulExpr:
        return lhs * rhs
    if cls is AffineFloorDivExpr:
        return lhs.floor_div(rhs)
    if cls is AffineCeilDivExpr:
        return lhs.ceil_div(rhs)
    return lhs % rhs


def walk(expr: AffineExpr) -> Iterator[AffineExpr]:
    """Every node of `expr` in post-order (MLIR's AffineExpr::walk)."""
    if isinstance(expr, AffineBinaryOpExpr):
        yield from walk(expr.lhs)
        yield from walk(expr.rhs)
    yield expr


def is_pure_affine(expr: AffineExpr) -> bool:
    """Products with a constant factor, divisions and remainders by constants only."""
    if not isinstance(expr, AffineBinaryOpExpr):
        return True
    if isinstance(expr, AffineAddExpr):
        return is_pure_affine(expr.lhs) and is_pure_affine(expr.rhs)
    if isinstance(expr, AffineMulExpr):
        return (
            is_pure_affine(expr.lhs)
            and is_pure_affine(expr.rhs)
            and (
                isinstance(expr.lhs, AffineConstantExpr)
                or isinstance(expr.rhs, AffineConstantExpr)
            )
        )
    return is_pure_affine(expr.lhs) and isinstance(expr.rhs, AffineConstantExpr)


def replace_dims_and_symbols(
    expr: AffineExpr, dims: Sequence[AffineExpr], symbols: Sequence[AffineExpr]
) -> AffineExpr:
    """Substitute `dims[i]` for `d<i>` and `symbols[i]` for `s<i>` (positions
    beyond the lists stay), rebuilding changed nodes with simplification."""
    if isinstance(expr, AffineDimExpr):
        return dims[expr.position] if expr.position < len(dims) else expr
    if isinstance(expr, AffineSymbolExpr):
        return symbols[expr.position] if expr.position < len(symbols) else expr
    if not isinstance(expr, AffineBinaryOpExpr):
        return expr
    lhs = replace_dims_and_symbols(expr.lhs, dims, symbols)
    rhs = replace_dims_and_symbols(expr.rhs, dims, symbols)
    if lhs is expr.lhs and rhs is expr.rhs:
        return expr
    return binary(type(expr), lhs, rhs)


def replace(expr: AffineExpr, mapping: dict[AffineExpr, AffineExpr]) -> AffineExpr:
    """MLIR's sparse AffineExpr::replace: whole subexpressions found in `mapping`."""
    found = mapping.get(expr)
    if found is not None:
        return found
    if not isinstance(expr, AffineBinaryOpExpr):
        return expr
    lhs, rhs = replace(expr.lhs, mapping), replace(expr.rhs, mapping)
    if lhs is expr.lhs and rhs is expr.rhs:
        return expr
    return binary(type(expr), lhs, rhs)


def shift_dims(
    expr: AffineExpr, num_dims: int, shift: int, offset: int = 0
) -> AffineExpr:
    """Rename `d<i>` to `d<i + shift>` for `offset <= i < num_dims`."""
    dims = [dim(i) for i in range(offset)]
    dims += [dim(i + shift) for i in range(offset, num_dims)]
    return replace_dims_and_symbols(expr, dims, [])


def shift_symbols(
    expr: AffineExpr, num_symbols: int, shift: int, offset: int = 0
) -> AffineExpr:
    """Rename `s<i>` to `s<i + shift>` for `offset <= i < num_symbols`."""
    symbols = [symbol(i) for i in range(offset)]
    symbols += [symbol(i + shift) for i in range(offset, num_symbols)]
    return replace_dims_and_symbols(expr, [], symbols)


def is_function_of_dim(expr: AffineExpr, position: int) -> bool:
    """Whether `d<position>` occurs in `expr`."""
    return any(
        isinstance(e, AffineDimExpr) and e.position == position for e in walk(expr)
    )


def is_function_of_symbol(expr: AffineExpr, position: int) -> bool:
    """Whether `s<position>` occurs in `expr`."""
    return any(
        isinstance(e, AffineSymbolExpr) and e.position == position for e in walk(expr)
    )


# -- maps --------------------------------------------------------------------------


def map_replace_dims_and_symbols(
    affine_map: AffineMap,
    dims: Sequence[AffineExpr],
    symbols: Sequence[AffineExpr],
    num_dims: int,
    num_symbols: int,
) -> AffineMap:
    """AffineMap::replaceDimsAndSymbols."""
    results = [replace_dims_and_symbols(e, dims, symbols) for e in affine_map.results]
    return AffineMap(num_dims, num_symbols, tuple(results))


def map_replace(
    affine_map: AffineMap,
    old: AffineExpr,
    new: AffineExpr,
    num_dims: int,
    num_symbols: int,
) -> AffineMap:
    """AffineMap::replace(expr, replacement, numDims, numSymbols)."""
    results = [replace(e, {old: new}) for e in affine_map.results]
    return AffineMap(num_dims, num_symbols, tuple(results))


def map_shift_dims(affine_map: AffineMap, shift: int) -> AffineMap:
    """AffineMap::shiftDims: `shift` more dims, each `d<i>` renamed `d<i + shift>`."""
    results = [shift_dims(e, affine_map.num_dims, shift) for e in affine_map.results]
    return AffineMap(
        affine_map.num_dims + shift, affine_map.num_symbols, tuple(results)
    )


def map_shift_symbols(affine_map: AffineMap, shift: int) -> AffineMap:
    """AffineMap::shiftSymbols."""
    results = [
        shift_symbols(e, affine_map.num_symbols, shift) for e in affine_map.results
    ]
    return AffineMap(
        affine_map.num_dims, affine_map.num_symbols + shift, tuple(results)
    )


def infer_map(results: Sequence[AffineExpr]) -> AffineMap:
    """AffineMap::inferFromExprList for one list: as many dims and symbols as used."""
    num_dims = max((e.dim_bound for e in results), default=0)
    num_symbols = max((e.symbol_bound for e in results), default=0)
    return AffineMap(num_dims, num_symbols, tuple(results))


def sub_map(affine_map: AffineMap, positions: Sequence[int]) -> AffineMap:
    """AffineMap::getSubMap."""
    results = tuple(affine_map.results[i] for i in positions)
    return AffineMap(affine_map.num_dims, affine_map.num_symbols, results)


def is_symbol_identity(affine_map: AffineMap) -> bool:
    """MLIR 16's AffineMap::isSymbolIdentity, which (as written) looks for
    dimension expressions `d0, d1, ...` as many as the symbols."""
    if affine_map.num_symbols != len(affine_map.results):
        return False
    return all(
        isinstance(e, AffineDimExpr) and e.position == i
        for i, e in enumerate(affine_map.results)
    )


# -- constant folding ---------------------------------------------------------------


def _floor_div_int(lhs: int, rhs: int) -> int | None:
    return lhs // rhs if rhs >= 1 else None


def _ceil_div_int(lhs: int, rhs: int) -> int | None:
    return -(-lhs // rhs) if rhs >= 1 else None


def _mod_int(lhs: int, rhs: int) -> int | None:
    return lhs % rhs if rhs >= 1 else None


_FOLDERS: dict[type, Callable[[int, int], int | None]] = {
    AffineAddExpr: lambda a, b: _wrap(a + b),
    AffineMulExpr: lambda a, b: _wrap(a * b),
    AffineFloorDivExpr: _floor_div_int,
    AffineCeilDivExpr: _ceil_div_int,
    AffineModExpr: _mod_int,
}


def fold_expr(
    expr: AffineExpr, num_dims: int, operands: Sequence[int | None]
) -> int | None:
    """The value of `expr` for the constant `operands` (dims then symbols),
    or None. A division or remainder by a non-positive value does not fold
    (MLIR 16 asserts on it)."""
    if isinstance(expr, AffineConstantExpr):
        return expr.value
    if isinstance(expr, AffineDimExpr):
        return operands[expr.position]
    if isinstance(expr, AffineSymbolExpr):
        return operands[num_dims + expr.position]
    assert isinstance(expr, AffineBinaryOpExpr)
    lhs = fold_expr(expr.lhs, num_dims, operands)
    if lhs is None:
        return None
    rhs = fold_expr(expr.rhs, num_dims, operands)
    if rhs is None:
        return None
    return _FOLDERS[type(expr)](lhs, rhs)


def partial_constant_fold(
    affine_map: AffineMap, operands: Sequence[int | None]
) -> tuple[AffineMap, list[int] | None]:
    """AffineMap::partialConstantFold: the map with each foldable result made a
    constant, and the values of all results if every one folded."""
    exprs: list[AffineExpr] = []
    values: list[int] | None = []
    for expr in affine_map.results:
        folded = fold_expr(expr, affine_map.num_dims, operands)
        if folded is None:
            exprs.append(expr)
            values = None
        else:
            exprs.append(constant(folded))
            if values is not None:
                values.append(folded)
    folded_map = AffineMap(affine_map.num_dims, affine_map.num_symbols, tuple(exprs))
    return folded_map, values


# -- flattening (SimpleAffineExprFlattener) ----------------------------------------


class Flattener:
    """Flattens expressions into rows `[dims..., symbols..., locals..., constant]`.

    A division or remainder by a constant introduces a local quotient, a
    product, division or remainder by a non-constant a local for the whole
    term (the semi-affine case); `local_exprs` holds each local's expression.
    """

    def __init__(self, num_dims: int, num_symbols: int) -> None:
        self.num_dims = num_dims
        self.num_symbols = num_symbols
        self.local_exprs: list[AffineExpr] = []
        self.stack: list[list[int]] = []

    @property
    def _local_start(self) -> int:
        return self.num_dims + self.num_symbols

    def _columns(self) -> int:
        return self.num_dims + self.num_symbols + len(self.local_exprs) + 1

    def walk(self, expr: AffineExpr) -> None:
        """Flatten `expr` onto the stack (post-order, as MLIR's walker)."""
        if isinstance(expr, AffineBinaryOpExpr):
            self.walk(expr.lhs)
            self.walk(expr.rhs)
        row = (
            [0] * self._columns() if not isinstance(expr, AffineBinaryOpExpr) else None
        )
        if isinstance(expr, AffineDimExpr):
            row[expr.position] = 1  # type: ignore[index]
        elif isinstance(expr, AffineSymbolExpr):
            row[self.num_dims + expr.position] = 1  # type: ignore[index]
        elif isinstance(expr, AffineConstantExpr):
            row[-1] = expr.value  # type: ignore[index]
        elif isinstance(expr, AffineAddExpr):
            rhs = self.stack.pop()
            lhs = self.stack[-1]
            for i, value in enumerate(rhs):
                lhs[i] = _wrap(lhs[i] + value)
            return
        elif isinstance(expr, AffineMulExpr):
            self._visit_mul(expr)
            return
        elif isinstance(expr, AffineModExpr):
            self._visit_mod(expr)
            return
        else:
            self._visit_div(expr, isinstance(expr, AffineCeilDivExpr))
            return
        self.stack.append(row)  # type: ignore[arg-type]

    def _expr(self, row: Sequence[int]) -> AffineExpr:
        return expr_from_flat_form(
            row, self.num_dims, self.num_symbols, self.local_exprs
        )

    def _find_local(self, expr: AffineExpr) -> int:
        for i, local in enumerate(self.local_exprs):
            if local is expr:
                return i
        return -1

    def _add_local(self, expr: AffineExpr) -> None:
        position = self._local_start + len(self.local_exprs)
        for row in self.stack:
            row.insert(position, 0)
        self.local_exprs.append(expr)

    def _set_local(self, row: list[int], expr: AffineExpr) -> None:
        """Make `row` the single local standing for `expr` (added if new)."""
        found = self._find_local(expr)
        if found == -1:
            self._add_local(expr)
            found = len(self.local_exprs) - 1
        row[:] = [0] * len(row)
        row[self._local_start + found] = 1

    def _visit_mul(self, expr: AffineBinaryOpExpr) -> None:
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if not isinstance(expr.rhs, AffineConstantExpr):
            self._set_local(lhs, self._expr(lhs) * self._expr(rhs))
            return
        factor = rhs[-1]
        for i, value in enumerate(lhs):
            lhs[i] = _wrap(value * factor)

    def _visit_mod(self, expr: AffineBinaryOpExpr) -> None:
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if not isinstance(expr.rhs, AffineConstantExpr):
            self._set_local(lhs, self._expr(lhs) % self._expr(rhs))
            return
        divisor = rhs[-1]
        if all(value % divisor == 0 for value in lhs):
            lhs[:] = [0] * len(lhs)
            return
        gcd = divisor
        for value in lhs:
            gcd = math.gcd(gcd, abs(value))
        dividend = [value // gcd for value in lhs] if gcd != 1 else list(lhs)
        quotient = self._expr(dividend).floor_div(constant(divisor // gcd))
        found = self._find_local(quotient)
        if found == -1:
            self._add_local(quotient)
            found = len(self.local_exprs) - 1
        lhs[self._local_start + found] = -divisor

    def _visit_div(self, expr: AffineBinaryOpExpr, ceil: bool) -> None:
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if not isinstance(expr.rhs, AffineConstantExpr):
            a, b = self._expr(lhs), self._expr(rhs)
            self._set_local(lhs, a.ceil_div(b) if ceil else a.floor_div(b))
            return
        divisor = rhs[-1]
        gcd = abs(divisor)
        for value in lhs:
            gcd = math.gcd(gcd, abs(value))
        if gcd != 1:
            lhs[:] = [value // gcd for value in lhs]
        divisor //= gcd
        if divisor == 1:
            return
        a = self._expr(lhs)
        quotient = (
            a.ceil_div(constant(divisor)) if ceil else a.floor_div(constant(divisor))
        )
        self._set_local(lhs, quotient)


def expr_from_flat_form(
    row: Sequence[int],
    num_dims: int,
    num_symbols: int,
    local_exprs: Sequence[AffineExpr],
) -> AffineExpr:
    """MLIR's getAffineExprFromFlatForm: dims, symbols, locals, then the constant."""
    expr = constant(0)
    for j in range(num_dims + num_symbols):
        if row[j] == 0:
            continue
        identifier = dim(j) if j < num_dims else symbol(j - num_dims)
        expr = expr + identifier * row[j]
    for j in range(num_dims + num_symbols, len(row) - 1):
        if row[j] == 0:
            continue
        expr = expr + local_exprs[j - num_dims - num_symbols] * row[j]
    if row[-1] != 0:
        expr = expr + row[-1]
    return expr


def _semi_affine_from_flat_form(
    row: Sequence[int],
    num_dims: int,
    num_symbols: int,
    local_exprs: Sequence[AffineExpr],
) -> AffineExpr:
    """MLIR's getSemiAffineExprFromFlatForm: terms ordered by the position of
    the dimension or symbol they start with (dims before symbols before
    products on the same position), then other locals, then the constant."""
    entries: dict[tuple[int, int], tuple[int, AffineExpr]] = {}
    widest = max(num_dims, num_symbols)
    offset_symbol, offset_dim = 0, -1
    for j in range(num_dims, num_dims + num_symbols):
        if row[j] == 0:
            continue
        entries[(j - num_dims, widest + offset_symbol)] = (row[j], symbol(j - num_dims))
        offset_symbol += 1
    added = [False] * len(local_exprs)
    for index, local in enumerate(local_exprs):
        coefficient = row[num_dims + num_symbols + index]
        if coefficient == 0:
            continue
        assert isinstance(local, AffineBinaryOpExpr)
        lhs, rhs = local.lhs, local.rhs
        identifier = (AffineDimExpr, AffineSymbolExpr)
        if not (
            isinstance(lhs, identifier)
            and isinstance(rhs, (AffineDimExpr, AffineSymbolExpr, AffineConstantExpr))
        ):
            continue
        if isinstance(rhs, AffineConstantExpr) and isinstance(lhs, AffineDimExpr):
            key = (lhs.position, offset_dim)
            offset_dim -= 1
        elif isinstance(lhs, AffineDimExpr):
            key = (lhs.position, rhs.position)  # type: ignore[attr-defined]
        else:
            key = (lhs.position, widest + offset_symbol)  # type: ignore[attr-defined]
            offset_symbol += 1
        entries[key] = (coefficient, local)
        added[index] = True
    for j in range(num_dims):
        if row[j] == 0:
            continue
        entries[(j, offset_dim)] = (row[j], dim(j))
        offset_dim -= 1
    expr = constant(0)
    for key in sorted(entries):
        coefficient, term = entries[key]
        expr = expr + term * coefficient
    for index, local in enumerate(local_exprs):
        coefficient = row[num_dims + num_symbols + index]
        if coefficient == 0 or added[index]:
            continue
        expr = expr + local * coefficient
    if row[-1] != 0:
        expr = expr + row[-1]
    return expr


# -- semi-affine simplification (simplifySemiAffine) -------------------------------

_DIVISIONS = (AffineFloorDivExpr, AffineCeilDivExpr, AffineModExpr)


def _divisible_by_symbol(expr: AffineExpr, position: int, kind: type) -> bool:
    """isDivisibleBySymbol."""
    if isinstance(expr, AffineConstantExpr):
        return expr.value == 0
    if isinstance(expr, AffineDimExpr):
        return False
    if isinstance(expr, AffineSymbolExpr):
        return expr.position == position
    assert isinstance(expr, AffineBinaryOpExpr)
    if isinstance(expr, AffineAddExpr):
        return _divisible_by_symbol(expr.lhs, position, kind) and _divisible_by_symbol(
            expr.rhs, position, kind
        )
    if isinstance(expr, AffineModExpr):
        return _divisible_by_symbol(
            expr.lhs, position, AffineModExpr
        ) and _divisible_by_symbol(expr.rhs, position, AffineModExpr)
    if isinstance(expr, AffineMulExpr):
        return _divisible_by_symbol(expr.lhs, position, kind) or _divisible_by_symbol(
            expr.rhs, position, kind
        )
    if kind is not type(expr):
        return False
    return _divisible_by_symbol(expr.lhs, position, type(expr))


def _symbolic_divide(expr: AffineExpr, position: int, kind: type) -> AffineExpr | None:
    """symbolicDivide (None where MLIR returns a null expression)."""
    if isinstance(expr, AffineConstantExpr):
        return constant(0) if expr.value == 0 else None
    if isinstance(expr, AffineDimExpr):
        return None
    if isinstance(expr, AffineSymbolExpr):
        return constant(1)
    assert isinstance(expr, AffineBinaryOpExpr)
    if isinstance(expr, AffineAddExpr):
        lhs = _symbolic_divide(expr.lhs, position, kind)
        rhs = _symbolic_divide(expr.rhs, position, kind)
        return None if lhs is None or rhs is None else lhs + rhs
    if isinstance(expr, AffineModExpr):
        lhs = _symbolic_divide(expr.lhs, position, AffineModExpr)
        rhs = _symbolic_divide(expr.rhs, position, AffineModExpr)
        return None if lhs is None or rhs is None else lhs % rhs
    if isinstance(expr, AffineMulExpr):
        if not _divisible_by_symbol(expr.lhs, position, kind):
            rhs = _symbolic_divide(expr.rhs, position, kind)
            return None if rhs is None else expr.lhs * rhs
        lhs = _symbolic_divide(expr.lhs, position, kind)
        return None if lhs is None else lhs * expr.rhs
    lhs = _symbolic_divide(expr.lhs, position, type(expr))
    return None if lhs is None else binary(type(expr), lhs, expr.rhs)


def simplify_semi_affine(expr: AffineExpr) -> AffineExpr:
    """simplifySemiAffine: a division or remainder by a symbol that divides
    the dividend is carried out."""
    if not isinstance(expr, AffineBinaryOpExpr):
        return expr
    lhs = simplify_semi_affine(expr.lhs)
    rhs = simplify_semi_affine(expr.rhs)
    if not isinstance(expr, _DIVISIONS):
        return binary(type(expr), lhs, rhs)
    if not isinstance(rhs, AffineSymbolExpr) or not _divisible_by_symbol(
        expr.lhs, rhs.position, type(expr)
    ):
        return binary(type(expr), lhs, rhs)
    if isinstance(expr, AffineModExpr):
        return constant(0)
    divided = _symbolic_divide(lhs, rhs.position, type(expr))
    # MLIR 16 checks divisibility on the unsimplified dividend and divides the
    # simplified one; where that fails it crashes, and the division stays here.
    return binary(type(expr), lhs, rhs) if divided is None else divided


# -- simplification ----------------------------------------------------------------


def _divides_by_non_positive(expr: AffineExpr) -> bool:
    """A division or remainder by a constant below 1, which MLIR 16's
    flattener asserts against (the expression is then left as it is)."""
    return any(
        isinstance(e, _DIVISIONS)
        and isinstance(e.rhs, AffineConstantExpr)
        and e.rhs.value < 1
        for e in walk(expr)
    )


def simplify_affine_expr(
    expr: AffineExpr, num_dims: int, num_symbols: int
) -> AffineExpr:
    """MLIR's simplifyAffineExpr: flatten and rebuild."""
    if _divides_by_non_positive(expr):
        return expr
    if not is_pure_affine(expr):
        expr = simplify_semi_affine(expr)
    pure = is_pure_affine(expr)
    flattener = Flattener(num_dims, num_symbols)
    flattener.walk(expr)
    row = flattener.stack[-1]
    if pure:
        return expr_from_flat_form(row, num_dims, num_symbols, flattener.local_exprs)
    rebuilt = expr_from_flat_form(row, num_dims, num_symbols, flattener.local_exprs)
    if rebuilt is expr:
        return expr
    return _semi_affine_from_flat_form(
        row, num_dims, num_symbols, flattener.local_exprs
    )


def simplify_affine_map(affine_map: AffineMap) -> AffineMap:
    """MLIR's simplifyAffineMap: each result through simplify_affine_expr."""
    results = tuple(
        simplify_affine_expr(e, affine_map.num_dims, affine_map.num_symbols)
        for e in affine_map.results
    )
    return AffineMap(affine_map.num_dims, affine_map.num_symbols, results)


def flatten_pure(expr: AffineExpr, num_dims: int, num_symbols: int) -> list[int] | None:
    """The flat row of a pure affine expression without locals, or None
    (as canonicalizeMapExprAndTermOrder needs)."""
    if not is_pure_affine(expr) or _divides_by_non_positive(expr):
        return None
    flattener = Flattener(num_dims, num_symbols)
    flattener.walk(expr)
    row = flattener.stack[-1]
    if len(row) != num_dims + num_symbols + 1:
        return None
    return row
