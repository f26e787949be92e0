"""The strides and offset of a memref's layout (MLIR's getStridesAndOffset)."""

from __future__ import annotations

from typing import Any

from .affine import (
    AffineAddExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineMulExpr,
    AffineSymbolExpr,
)
from .attributes import AffineMapAttr, StridedLayoutAttr
from .types import MemRefType


def is_strided(type_: MemRefType) -> bool:
    """Whether the layout of `type_` has strides and an offset (MLIR's isStrided)."""
    return strides_and_offset(type_) is not None


def strides_and_offset(
    type_: MemRefType,
) -> tuple[list[int | None], int | None] | None:
    """The strides and offset of a memref (None where dynamic): row-major
    for the identity layout, as written for a strided one; None for other
    layouts (affine maps are not supported yet)."""
    layout = type_.layout
    if layout is None:
        strides: list[int | None] = []
        running: int | None = 1
        for size in reversed(type_.shape):
            strides.append(running)
            if running is not None:
                running = None if size is None or size < 0 else running * size
        return list(reversed(strides)), 0
    if isinstance(layout, StridedLayoutAttr):
        return list(layout.strides), layout.offset
    if isinstance(layout, AffineMapAttr):
        return _linear_layout(layout.value, len(type_.shape))
    return None


def _linear_layout(
    affine_map: Any, rank: int
) -> tuple[list[int | None], int | None] | None:
    """The strides and offset of a one-result layout map that is a sum of
    dimensions times constants or symbols plus a constant or symbols (a
    symbol makes what it multiplies or adds dynamic: None)."""
    if len(affine_map.results) != 1:
        return None
    strides: list[int | None] = [0] * rank
    offset: int | None = 0
    factor_: int | None
    stack: list[tuple[Any, int | None]] = [(affine_map.results[0], 1)]
    while stack:
        expr, factor = stack.pop()
        if isinstance(expr, AffineAddExpr):
            stack += [(expr.lhs, factor), (expr.rhs, factor)]
        elif isinstance(expr, AffineMulExpr):
            if isinstance(expr.rhs, AffineConstantExpr):
                factor_ = None if factor is None else factor * expr.rhs.value
            elif isinstance(expr.rhs, AffineSymbolExpr):
                factor_ = None
            else:
                return None
            stack.append((expr.lhs, factor_))
        elif isinstance(expr, AffineDimExpr):
            stride = strides[expr.position]
            strides[expr.position] = (
                None if stride is None or factor is None else stride + factor
            )
        elif isinstance(expr, AffineConstantExpr):
            offset = (
                None
                if offset is None or factor is None
                else (offset + factor * expr.value)
            )
        elif isinstance(expr, AffineSymbolExpr):
            offset = None
        else:
            return None
    return strides, offset
