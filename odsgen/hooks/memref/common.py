"""What the memref hooks' verifiers and patterns both ask."""

from __future__ import annotations

from typing import Any

from odsgen.ir.operation import Operation

# The ops that carry MLIR's AutomaticAllocationScope trait.
ALLOCATION_SCOPES = frozenset(
    {
        "func.func",
        "llvm.func",
        "memref.alloca_scope",
        "affine.parallel",
        "async.execute",
        "gpu.func",
        "scf.forall",
        "scf.parallel",
    }
)


def is_allocation_scope(op: Operation | None) -> bool:
    return op is not None and op.name in ALLOCATION_SCOPES


def reassociation(op: Any) -> list[list[int]]:
    return [
        [element.value for element in group] for group in op.get_attr("reassociation")
    ]
