"""`--reconcile-unrealized-casts`: remove chains of
`builtin.unrealized_conversion_cast` that convert values back to their
original types (MLIR 16's ReconcileUnrealizedCasts).

Every cast is illegal; a cast is removed, with the casts it feeds, when the
chain ends where it began (the users outside the chain then use the
chain's inputs) or is not used at all. A cast that stays live with other
types makes the conversion fail, and the IR is left as it was.
"""

from __future__ import annotations

from typing import Any

from ..ir.builtin import UnrealizedConversionCastOp
from ..ir.context import Context
from ..ir.operation import Operation
from ..ir.rewrite import RewritePattern
from .driver import apply_partial_conversion
from .values import users
from .target import ConversionTarget


class UnrealizedConversionCastPassthrough(RewritePattern):
    """Fold a cast and the casts it feeds when they round-trip or are unused."""

    root = UnrealizedConversionCastOp.OPERATION_NAME

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        inputs = op.operands
        input_types = [v.type for v in inputs]
        exits: dict[Operation, None] = {}
        intermediates: dict[Operation, None] = {}
        stack = [op]
        while stack:
            current = stack.pop()
            current_users = users(current.results[0]) if current.results else []
            if len(current.results) > 1:
                current_users = [u for r in current.results for u in users(r)]
            live = False
            for user in current_users:
                if isinstance(user, UnrealizedConversionCastOp):
                    if not _same_values(user.operands, list(current.results)):
                        return rewriter.notify_match_failure(
                            op, "mismatching values propagation"
                        )
                    stack.append(user)
                else:
                    live = True
            cycle = current.result_types == input_types
            if live and not cycle:
                return rewriter.notify_match_failure(
                    op, "live unrealized conversion cast"
                )
            if not current_users or live:
                exits[current] = None
            else:
                intermediates[current] = None
        for exit_node in exits:
            rewriter.replace_op(exit_node, inputs)
        for cast in intermediates:
            rewriter.erase_op(cast)
        return True


def _same_values(left: list[Any], right: list[Any]) -> bool:
    return len(left) == len(right) and all(a is b for a, b in zip(left, right))


def reconcile_unrealized_casts(
    op: Operation, context: Context | None = None, options: dict[str, Any] | None = None
) -> None:
    """Run the pass on `op`; raises ConversionError (IR unchanged) on failure."""
    target = ConversionTarget()
    target.add_illegal_op(UnrealizedConversionCastOp)
    apply_partial_conversion(
        op, target, [UnrealizedConversionCastPassthrough()], context=context
    )
