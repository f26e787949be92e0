"""`scf-for-to-while`: each `scf.for` becomes an `scf.while` whose before
region compares the induction variable with the upper bound and whose after
region is the loop body followed by the step (MLIR 16's ForToWhileLoop)."""

from __future__ import annotations

from typing import Any

from ..ir.context import Context
from ..ir.operation import Block, Operation, Region, value_location
from ..ir.rewrite import PatternRewriter, RewritePattern, apply_patterns_greedily
from .rewrite_support import loaded_package


class ForLoopLoweringPattern(RewritePattern):
    """`scf.for` -> `scf.while` carrying the induction variable first."""

    root = "scf.for"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        scf = loaded_package(rewriter.context, "scf")
        arith = loaded_package(rewriter.context, "arith")
        body = op.regions[0].blocks[0]
        lower, upper, step = op.operands[:3]
        inits = op.operands[3:]
        types = [body.arguments[0].type, *(v.type for v in inits)]
        locations = [body.arguments[0].location, *(value_location(v) for v in inits)]
        loop = rewriter.insert(
            scf.WhileOp.create(
                operands=[lower, *inits],
                result_types=types,
                attributes=op.attributes,
                regions=[Region(), Region()],
                location=op.location,
            )
        )
        before = loop.regions[0].append(Block(types, locations))
        rewriter.set_insertion_point_to_start(before)
        compare = rewriter.insert(
            arith.CmpIOp.build(
                arith.CmpIPredicate.slt,
                before.arguments[0],
                upper,
                location=loop.location,
            )
        )
        rewriter.insert(
            scf.ConditionOp.build(
                compare.results[0], list(before.arguments), location=loop.location
            )
        )
        after = loop.regions[1].append(Block(types, locations))
        rewriter.set_insertion_point_to_end(after)
        increment = rewriter.insert(
            arith.AddIOp.build(after.arguments[0], step, location=loop.location)
        )
        for argument, replacement in zip(body.arguments, after.arguments):
            argument.replace_all_uses_with(replacement)
        for moved in list(body):
            moved.detach()
            after.append(moved)
        for nested in after:
            if nested.name == "scf.yield":
                nested.set_operands([increment.results[0], *nested.operands])
        for result, replacement in zip(op.results, loop.results[1:]):
            result.replace_all_uses_with(replacement)
        rewriter.erase_op(op)
        return True


def scf_for_to_while(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Rewrite every `scf.for` in `op` greedily."""
    apply_patterns_greedily(op, [ForLoopLoweringPattern()], context)
