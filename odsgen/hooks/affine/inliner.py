"""The affine dialect's inliner interface (MLIR 16's AffineInlinerInterface).

Affine ops may be inlined into an AffineScope region (a function body) or
into an affine loop. A region may be inlined into an affine loop only if it
has one block whose ops have no memory effects (MLIR also admits affine
loads and stores whose indices stay valid; odsgen has no such ops yet).
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.operation import Operation, Region
from odsgen.ir.traits import AffineScope, NoMemoryEffect
from odsgen.transforms.inlining import DialectInliner

_AFFINE_REGION_OPS = ("affine.for", "affine.parallel", "affine.if")


class AffineInliner(DialectInliner):
    """What of the affine dialect may be inlined where."""

    def legal_region(
        self, dest: Region, src: Region, would_be_cloned: bool, mapping: Any
    ) -> bool:
        holder = dest.parent
        if holder is None or holder.name not in _AFFINE_REGION_OPS:
            return False
        if len(src.blocks) != 1:
            return False
        return all(NoMemoryEffect in op.TRAITS for op in src.blocks[0])

    def legal_op(
        self, op: Operation, dest: Region, would_be_cloned: bool, mapping: Any
    ) -> bool:
        holder = dest.parent
        return holder is not None and (
            holder.might_have_trait(AffineScope) or holder.name in _AFFINE_REGION_OPS
        )
