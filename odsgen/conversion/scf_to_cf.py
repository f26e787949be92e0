"""`--convert-scf-to-cf`: structured control flow (`scf.for`, `scf.if`,
`scf.while`, `scf.parallel`, `scf.execute_region`) to blocks and `cf`
branches (MLIR 16's SCFToControlFlow). The patterns are reusable from
Python (`populate_scf_to_cf_patterns`).

As in MLIR 16, `scf.index_switch` has a lowering pattern but the pass does
not make it illegal, so the pass leaves it alone.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..ir.attributes import DenseArrayAttr, DictionaryAttr, IntegerAttr
from ..ir.context import Context
from ..ir.dense import DenseIntOrFPElementsAttr
from ..ir.operation import Block, Operation, Value
from ..ir.rewrite import RewritePattern
from ..ir.types import IntegerType, VectorType
from ..transforms.rewrite_support import loaded_package
from .driver import apply_partial_conversion
from .target import ConversionTarget, always_legal

_SLT = 2  # arith.cmpi's `slt` predicate


def _br(rewriter: Any, operands: Sequence[Value], dest: Block, location: Any) -> None:
    """Insert a `cf.br` to `dest` passing `operands`."""
    rewriter.create("cf.br", operands, (), None, (dest,), location=location)


def _cond_br(
    rewriter: Any,
    condition: Value,
    true_operands: Sequence[Value],
    true_dest: Block,
    false_dest: Block,
    location: Any,
) -> None:
    """Insert a `cf.cond_br` on `condition` (no false-destination operands)."""
    context = rewriter.context
    table = context.table(_CondBrAttributes)
    count = len(true_operands)
    attributes = table.get(count)
    if attributes is None:
        i32 = IntegerType.get(32, context=context)
        sizes = DenseArrayAttr.get(i32, [1, count, 0], context)
        attributes = table[count] = DictionaryAttr.get(
            {"operand_segment_sizes": sizes}, context
        )
    rewriter.create(
        "cf.cond_br",
        [condition, *true_operands],
        (),
        attributes,
        (true_dest, false_dest),
        location=location,
    )


class _CondBrAttributes:
    """The key of a context table: the attributes of a `cf.cond_br` by its
    number of true-destination operands."""


class _SltAttributes:
    """The key of a context table: `{predicate = 2 : i64}` (`slt`) under None."""


def _slt_attributes(context: Context) -> DictionaryAttr:
    """The attributes of the `arith.cmpi slt` of a lowered `scf.for`."""
    table = context.table(_SltAttributes)
    found = table.get(None)
    if found is None:
        i64 = IntegerType.get(64, context=context)
        slt = IntegerAttr.get(i64, _SLT, context)
        found = table[None] = DictionaryAttr.get({"predicate": slt}, context)
    return found


def _split_at(rewriter: Any, op: Operation) -> tuple[Block, Block]:
    """Split `op`'s block before `op`: (the block, the continuation)."""
    block = op.parent
    assert block is not None
    return block, rewriter.split_block(block, op)


def merge_block_before(
    rewriter: Any, source: Block, op: Operation, values: Sequence[Value] = ()
) -> None:
    """Move the ops of `source` before `op` (its arguments replaced by
    `values`) and erase it (MLIR's `mergeBlockBefore`)."""
    prologue = op.parent
    assert prologue is not None
    epilogue = rewriter.split_block(prologue, op)
    rewriter.merge_blocks(source, prologue, values)
    rewriter.merge_blocks(epilogue, prologue)


class ForLowering(RewritePattern):
    """`scf.for` -> a condition block comparing the induction variable with
    the upper bound, the body, and a back edge adding the step."""

    root = "scf.for"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        location = op._location  # kept packed if it is: only new ops take it
        init_block, end_block = _split_at(rewriter, op)
        region = op.regions[0]
        condition_block = region.blocks[0]
        first_body = rewriter.split_block(condition_block, condition_block.first_op)
        last_body = region.blocks[-1]
        rewriter.inline_region_before(region, end_block.parent, end_block)
        iv = condition_block.arguments[0]
        terminator = last_body.last_op
        operands = op.operands
        rewriter.set_insertion_point_to_end(last_body)
        stepped = rewriter.create(
            "arith.addi", [iv, operands[2]], [iv.type], location=location
        ).results[0]
        _br(rewriter, [stepped, *terminator.operands], condition_block, location)
        rewriter.erase_op(terminator)
        rewriter.set_insertion_point_to_end(init_block)
        _br(rewriter, [operands[0], *operands[3:]], condition_block, location)
        rewriter.set_insertion_point_to_end(condition_block)
        context = rewriter.context
        comparison = rewriter.create(
            "arith.cmpi",
            [iv, operands[1]],
            [IntegerType.get(1, context=context)],
            _slt_attributes(context),
            location=location,
        ).results[0]
        _cond_br(rewriter, comparison, [], first_body, end_block, location)
        rewriter.replace_op(op, list(condition_block.arguments[1:]))
        return True


def _branch_out(rewriter: Any, region: Any, dest: Block, location: Any) -> None:
    """End the last block of `region` with a branch to `dest` passing the
    operands of its terminator, which goes."""
    last = region.blocks[-1]
    terminator = last.last_op
    rewriter.set_insertion_point_to_end(last)
    _br(rewriter, terminator.operands, dest, location)
    rewriter.erase_op(terminator)


class IfLowering(RewritePattern):
    """`scf.if` -> a conditional branch to the inlined then and else blocks,
    which branch to a continuation taking the results as arguments."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        location = op.location
        cond_block, remaining = _split_at(rewriter, op)
        parent_region = cond_block.parent
        if not op.results:
            continue_block = remaining
        else:
            continue_block = rewriter.create_block(
                parent_region,
                op.result_types,
                [location] * len(op.results),
                before=remaining,
            )
            _br(rewriter, [], remaining, location)
        then_region, else_region = op.regions
        then_block = then_region.blocks[0]
        _branch_out(rewriter, then_region, continue_block, location)
        rewriter.inline_region_before(then_region, parent_region, continue_block)
        else_block = continue_block
        if else_region.blocks:
            else_block = else_region.blocks[0]
            _branch_out(rewriter, else_region, continue_block, location)
            rewriter.inline_region_before(else_region, parent_region, continue_block)
        rewriter.set_insertion_point_to_end(cond_block)
        _cond_br(rewriter, op.operands[0], [], then_block, else_block, location)
        rewriter.replace_op(op, list(continue_block.arguments))
        return True


class ExecuteRegionLowering(RewritePattern):
    """`scf.execute_region` -> its blocks inlined, each `scf.yield` a branch
    to the continuation, whose arguments are the results."""

    root = "scf.execute_region"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        location = op.location
        cond_block, remaining = _split_at(rewriter, op)
        region = op.regions[0]
        rewriter.set_insertion_point_to_end(cond_block)
        _br(rewriter, [], region.blocks[0], location)
        for block in list(region.blocks):
            terminator = block.last_op
            if terminator is not None and terminator.name == "scf.yield":
                rewriter.set_insertion_point_to_end(block)
                _br(rewriter, terminator.operands, remaining, location)
                rewriter.erase_op(terminator)
        rewriter.inline_region_before(region, remaining.parent, remaining)
        values = [remaining.add_argument(t, location) for t in op.result_types]
        rewriter.replace_op(op, values)
        return True


class ParallelLowering(RewritePattern):
    """`scf.parallel` -> a nest of `scf.for`, one per dimension, carrying
    the reductions, whose regions are inlined where the `scf.reduce` was."""

    root = "scf.parallel"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        location = op.location
        scf = loaded_package(rewriter.context, "scf")
        sizes = op.attributes.get_attr("operand_segment_sizes")
        n = sizes[0]  # type: ignore[index]
        operands = op.operands
        lowers, uppers, steps = (
            operands[:n],
            operands[n : 2 * n],
            operands[2 * n : 3 * n],
        )
        iter_args = list(operands[3 * n :])
        body = op.regions[0].blocks[0]
        ivs: list[Value] = []
        loop_results = list(iter_args)
        first = True
        for lower, upper, step in zip(lowers, uppers, steps):
            loop = rewriter.insert(
                scf.ForOp.build_loop(lower, upper, step, iter_args, location=location)
            )
            loop_body = loop.regions[0].blocks[0]
            ivs.append(loop_body.arguments[0])
            iter_args = list(loop_body.arguments[1:])
            if first:
                loop_results = list(loop.results)
                first = False
            elif loop.results:
                rewriter.set_insertion_point_to_end(rewriter.insertion_point.block)
                rewriter.insert(
                    scf.YieldOp.build(list(loop.results), location=location)
                )
            rewriter.set_insertion_point_to_start(loop_body)
        yielded: list[Value] = []
        for nested in list(body):
            if nested.name != "scf.reduce":
                continue
            reduce_block = nested.regions[0].blocks[0]
            argument = iter_args[len(yielded)]
            reduce_return = reduce_block.last_op
            yielded.append(reduce_return.operands[0])
            rewriter.erase_op(reduce_return)
            merge_block_before(
                rewriter, reduce_block, nested, [argument, nested.operands[0]]
            )
            rewriter.erase_op(nested)
        rewriter.erase_op(body.last_op)
        new_body = rewriter.insertion_point.block
        if new_body.is_empty:
            rewriter.merge_blocks(body, new_body, ivs)
        else:
            merge_block_before(rewriter, body, new_body.last_op, ivs)
        if yielded:
            rewriter.set_insertion_point_to_end(rewriter.insertion_point.block)
            rewriter.insert(scf.YieldOp.build(yielded, location=location))
        rewriter.replace_op(op, loop_results)
        return True


def _enter_loop(
    rewriter: Any,
    op: Operation,
    current: Block,
    before: Block,
    before_last: Block,
    body: Block,
    continuation: Block,
) -> list[Value]:
    """Branch from `current` into the inlined before region of the `scf.while`
    `op` and turn its `scf.condition` into a `cf.cond_br` to `body` or
    `continuation`; return the forwarded values (the loop's results)."""
    rewriter.set_insertion_point_to_end(current)
    _br(rewriter, op.operands, before, op._location)
    condition = before_last.last_op
    operands = condition.operands
    args = operands[1:]
    rewriter.set_insertion_point(condition)
    _cond_br(rewriter, operands[0], args, body, continuation, condition._location)
    rewriter.replace_op(condition, [])
    return args


class WhileLowering(RewritePattern):
    """`scf.while` -> the before blocks ending in a conditional branch to
    the after blocks or the continuation, the after blocks branching back."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        saved = rewriter.insertion_point
        current, continuation = _split_at(rewriter, op)
        before_region, after_region = op.regions
        after, after_last = after_region.blocks[0], after_region.blocks[-1]
        before, before_last = before_region.blocks[0], before_region.blocks[-1]
        parent = continuation.parent
        rewriter.inline_region_before(after_region, parent, continuation)
        rewriter.inline_region_before(before_region, parent, after)
        args = _enter_loop(
            rewriter, op, current, before, before_last, after, continuation
        )
        yield_op = after_last.last_op
        rewriter.set_insertion_point(yield_op)
        _br(rewriter, yield_op.operands, before, yield_op._location)
        rewriter.replace_op(yield_op, [])
        rewriter.replace_op(op, args)
        rewriter.insertion_point = saved
        return True


class DoWhileLowering(RewritePattern):
    """`scf.while` whose after region only forwards its arguments -> a
    single loop of the before blocks branching to themselves."""

    root = "scf.while"
    benefit = 2

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        after_region = op.regions[1]
        if len(after_region.blocks) != 1:
            return rewriter.notify_match_failure(
                op,
                "do-while simplification applicable to single-block 'after' region"
                " only",
            )
        after_block = after_region.blocks[0]
        if len(after_block) != 1:
            return rewriter.notify_match_failure(
                op,
                "do-while simplification applicable only if 'after' region has no"
                " payload",
            )
        yield_op = after_block.first_op
        if (
            yield_op.name != "scf.yield"
            or len(yield_op.operands) != len(after_block.arguments)
            or any(a is not b for a, b in zip(yield_op.operands, after_block.arguments))
        ):
            return rewriter.notify_match_failure(
                op,
                "do-while simplification applicable only to forwarding 'after'"
                " regions",
            )
        saved = rewriter.insertion_point
        current, continuation = _split_at(rewriter, op)
        before_region = op.regions[0]
        before, before_last = before_region.blocks[0], before_region.blocks[-1]
        rewriter.inline_region_before(before_region, continuation.parent, continuation)
        args = _enter_loop(
            rewriter, op, current, before, before_last, before, continuation
        )
        rewriter.replace_op(op, args)
        rewriter.insertion_point = saved
        return True


class IndexSwitchLowering(RewritePattern):
    """`scf.index_switch` -> a `cf.switch` to the inlined case blocks, each
    branching to the continuation with its results."""

    root = "scf.index_switch"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        cf = loaded_package(rewriter.context, "cf")
        cond_block, continue_block = _split_at(rewriter, op)
        results = [continue_block.add_argument(t, op.location) for t in op.result_types]

        def convert(region: Any) -> Block:
            block = region.blocks[0]
            yield_op = block.last_op
            rewriter.set_insertion_point(yield_op)
            rewriter.insert(
                cf.BranchOp.build(
                    list(yield_op.operands), continue_block, location=yield_op.location
                )
            )
            rewriter.replace_op(yield_op, [])
            rewriter.inline_region_before(region, continue_block.parent, continue_block)
            return block

        cases = list(op.attributes.get_attr("cases").values)  # type: ignore[union-attr]
        successors = [convert(region) for region in op.regions[1:]]
        default = convert(op.regions[0])
        rewriter.set_insertion_point_to_end(cond_block)
        rewriter.insert(
            cf.SwitchOp.build(
                op.operands[0],
                [],
                [[] for _ in successors],
                DenseIntOrFPElementsAttr.get(
                    VectorType.get([len(cases)], IntegerType.get(32)), cases
                ),
                default_destination=default,
                case_destinations=successors,
                location=op.location,
            )
        )
        rewriter.replace_op(op, results)
        return True


def populate_scf_to_cf_patterns(patterns: list[Any]) -> list[Any]:
    """Add the scf lowering patterns (MLIR's populateSCFToControlFlowConversionPatterns)."""
    patterns += [
        ForLowering(),
        IfLowering(),
        ParallelLowering(),
        WhileLowering(),
        ExecuteRegionLowering(),
        IndexSwitchLowering(),
        DoWhileLowering(),
    ]
    return patterns


def scf_to_cf_target() -> ConversionTarget:
    """The scf loops and conditionals are illegal; everything else is legal."""
    target = ConversionTarget()
    target.add_illegal_op(
        "scf.for", "scf.if", "scf.parallel", "scf.while", "scf.execute_region"
    )
    target.mark_unknown_op_dynamically_legal(always_legal)
    return target


def convert_scf_to_cf(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """The pass: a partial conversion of `op` with the scf patterns."""
    patterns = populate_scf_to_cf_patterns([])
    apply_partial_conversion(op, scf_to_cf_target(), patterns, context=context)
