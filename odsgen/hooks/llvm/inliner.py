"""Inlining in the LLVM dialect: MLIR 16's LLVMInlinerInterface.

Imported when a pass first asks the dialect for its `INLINER` (see
`types.LlvmDialectHooks`), so that a run that inlines nothing does not
import the inliner's machinery (`odsgen.transforms.inlining` and cloning).
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.operation import Block
from odsgen.ir.traits import NoMemoryEffect
from odsgen.transforms.inlining import ReturnInliner

from .registry import hooks

# The attributes of a call and of a function that inlining knows how to handle
# (a call's `branch_weights` is not handled yet in MLIR 16).
_INLINABLE_CALL_ATTRS = frozenset({"callee", "fastmathFlags"})
_INLINABLE_FUNC_ATTRS = frozenset(
    {
        "CConv",
        "dso_local",
        "function_entry_count",
        "function_type",
        "linkage",
        "memory",
        "sym_name",
    }
)
# Attributes a function may carry only while they are absent or empty.
_ABSENT_FUNC_ATTRS = frozenset(
    {"garbageCollector", "passthrough", "personality", "res_attrs"}
)


class LLVMInliner(ReturnInliner):
    """MLIR 16's LLVMInlinerInterface: calls of `llvm.func`s are inlined by
    copy, with pure ops, loads and stores without alias metadata, and calls."""

    LEGAL_REGIONS = True
    RETURN = "llvm.return"

    def legal_call(self, call: Any, callable_op: Any, would_be_cloned: bool) -> bool:
        if not would_be_cloned:
            return False
        if call.name != "llvm.call" or callable_op.name != "llvm.func":
            return False
        if any(name not in _INLINABLE_CALL_ATTRS for name, _ in call.attributes.items):
            return False
        for name, value in callable_op.attributes.items:
            if name == "arg_attrs":
                if value.value:
                    return False
            elif name in _ABSENT_FUNC_ATTRS:
                return False
            elif name not in _INLINABLE_FUNC_ATTRS:
                return False
        return True

    def legal_op(self, op: Any, dest: Any, would_be_cloned: bool, mapping: Any) -> bool:
        if op.OPERATION_NAME is not None and NoMemoryEffect in op.TRAITS:
            return True  # pure: all LLVM ops without effects are speculatable
        if op.name in ("llvm.load", "llvm.store"):
            return all(
                op.get_attr(name) is None
                for name in ("access_groups", "alias_scopes", "noalias_scopes")
            )
        return op.name == "llvm.call"

    def branch(self, op: Any, dest: Block) -> Any:
        BrOp = hooks.module("ops").BrOp
        return BrOp.create(
            operands=op.operands, successors=[dest], location=op.location
        )
