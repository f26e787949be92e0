"""Folders and canonicalization patterns of the `scf` dialect (MLIR 16's
SCF.cpp), in the order MLIR registers them."""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.attributes import BoolAttr, IntegerAttr
from odsgen.ir.operation import Block, Operation, OpResult, Region, Value
from odsgen.ir.rewrite import PatternRewriter, RewritePattern, constant_value
from odsgen.ir.types import IntegerType

from .packages import arith_package, cf_package

# -- moving blocks (MLIR's RewriterBase helpers) ---------------------------------------


def merge_block_before(
    rewriter: PatternRewriter,
    source: Block,
    op: Operation,
    values: Sequence[Value] = (),
) -> None:
    """Move the ops of `source` before `op`, its arguments replaced by
    `values`, and remove `source` (MLIR's `mergeBlockBefore`)."""
    for argument, value in zip(source.arguments, values):
        rewriter.replace_all_uses_with(argument, value)
    block = op.parent
    assert block is not None
    for moved in list(source):
        moved.detach()
        block.insert_before(op, moved)
    _remove(source)


def merge_blocks(
    rewriter: PatternRewriter, source: Block, dest: Block, values: Sequence[Value] = ()
) -> None:
    """Append the ops of `source` to `dest` (MLIR's `mergeBlocks`)."""
    for argument, value in zip(source.arguments, values):
        rewriter.replace_all_uses_with(argument, value)
    for moved in list(source):
        moved.detach()
        dest.append(moved)
    _remove(source)


def _remove(block: Block) -> None:
    if block.parent is not None:
        block.parent.blocks.remove(block)
        block.parent = None


def take_body(dest: Region, source: Region) -> None:
    """Move every block of `source` into the empty `dest` (MLIR's `takeBody`)."""
    for block in list(dest.blocks):
        block.erase()
    for block in list(source.blocks):
        source.blocks.remove(block)
        dest.append(block)


def replace_op_with_region(
    rewriter: PatternRewriter,
    op: Operation,
    region: Region,
    values: Sequence[Value] = (),
) -> None:
    """Replace `op` by the ops of its single-block `region`, its results by
    the terminator's operands (SCF.cpp's replaceOpWithRegion)."""
    block = region.blocks[0]
    terminator = block.last_op
    results = list(terminator.operands)
    merge_block_before(rewriter, block, op, values)
    rewriter.replace_op(op, results)
    rewriter.erase_op(terminator)


def _is_one(value: Value) -> bool:
    attr = constant_value(value)
    return isinstance(attr, IntegerAttr) and attr.value in (1, -1)


def _bool(value: Value) -> bool | None:
    attr = constant_value(value)
    if isinstance(attr, IntegerAttr) and _is_i1(attr.type):
        return bool(attr.value)
    return None


def _is_i1(type_: Any) -> bool:
    return isinstance(type_, IntegerType) and type_.width == 1


def _in_region(region: Region, op: Operation) -> bool:
    """Whether `op` is (nested) inside `region`."""
    current: Region | None = op.parent_region
    while current is not None:
        if current is region:
            return True
        owner = current.parent
        current = owner.parent_region if owner is not None else None
    return False


def _value_region(value: Value) -> Region | None:
    if isinstance(value, OpResult):
        return value.owner.parent_region
    return value.owner.parent  # type: ignore[attr-defined]


def _scf() -> Any:
    from . import ops

    return ops


# -- scf.execute_region ---------------------------------------------------------------


class SingleBlockExecuteInliner(RewritePattern):
    """An `scf.execute_region` of one block becomes its ops."""

    root = "scf.execute_region"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.regions[0].blocks) != 1:
            return False
        replace_op_with_region(rewriter, op, op.regions[0])
        return True


class MultiBlockExecuteInliner(RewritePattern):
    """In a function (or another execute_region), an `scf.execute_region` of
    several blocks is inlined with branches to a continuation block."""

    root = "scf.execute_region"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        parent = op.parent_op
        if parent is None or not (
            parent.name == "scf.execute_region" or hasattr(parent, "callable_region")
        ):
            return False
        from odsgen.conversion.blocks import split_block_at

        cf = cf_package()
        previous = op.parent
        post = split_block_at(previous, op)
        region = op.regions[0]
        rewriter.set_insertion_point_to_end(previous)
        rewriter.create_op(cf.BranchOp, [], region.blocks[0], location=op.location)
        for block in region.blocks:
            terminator = block.last_op
            if terminator is not None and terminator.name == "scf.yield":
                rewriter.set_insertion_point(terminator)
                rewriter.create_op(
                    cf.BranchOp,
                    list(terminator.operands),
                    post,
                    location=terminator.location,
                )
                rewriter.erase_op(terminator)
        parent_region = post.parent
        index = parent_region.blocks.index(post)
        for block in list(region.blocks):
            region.blocks.remove(block)
            parent_region.insert(index, block)
            index += 1
        values = [post.add_argument(r.type, op.location) for r in op.results]
        rewriter.replace_op(op, values)
        return True


def ExecuteRegionOpCanonicalization() -> list[Any]:
    return [SingleBlockExecuteInliner(), MultiBlockExecuteInliner()]


# -- scf.for ----------------------------------------------------------------------------


class ForOpIterArgsFolder(RewritePattern):
    """Drop the iter_args a loop only forwards (or never uses)."""

    root = "scf.for"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        block = op.regions[0].blocks[0]
        yield_op = block.last_op
        keep: list[bool] = []
        transfer: list[Value | None] = [None]
        new_inits: list[Value] = []
        new_yields: list[Value] = []
        results: list[Value | None] = []
        changed = False
        for init, argument, result, yielded in zip(
            op.operands[3:], block.arguments[1:], op.results, yield_op.operands
        ):
            forwarded = argument is yielded or (
                not argument.has_uses and (init is yielded or not result.has_uses)
            )
            keep.append(not forwarded)
            changed |= forwarded
            if forwarded:
                transfer.append(init)
                results.append(init)
                continue
            new_inits.append(init)
            new_yields.append(yielded)
            transfer.append(None)
            results.append(None)
        if not changed:
            return False
        scf = _scf()
        new = rewriter.insert(
            scf.ForOp.build_loop(
                op.operands[0],
                op.operands[1],
                op.operands[2],
                new_inits,
                location=op.location,
            )
        )
        new.attributes = op.attributes
        new_block = new.regions[0].blocks[0]
        transfer[0] = new_block.arguments[0]
        collapsed = 0
        for index in range(len(results)):
            if transfer[1 + index] is None:
                transfer[1 + index] = new_block.arguments[1 + collapsed]
                results[index] = new.results[collapsed]
                collapsed += 1
        if not new_inits:
            new_yield = new_block.last_op
            merge_block_before(rewriter, block, new_yield, transfer)  # type: ignore[arg-type]
            rewriter.erase_op(new_yield.prev_op)
            rewriter.replace_op(op, results)  # type: ignore[arg-type]
            return True
        merge_blocks(rewriter, block, new_block, transfer)  # type: ignore[arg-type]
        merged = new_block.last_op
        rewriter.set_insertion_point(merged)
        rewriter.create_op(
            scf.YieldOp,
            [v for v, kept in zip(merged.operands, keep) if kept],
            location=merged.location,
        )
        rewriter.erase_op(merged)
        rewriter.replace_op(op, results)  # type: ignore[arg-type]
        return True


def _int(value: Value) -> int | None:
    attr = constant_value(value)
    if isinstance(attr, IntegerAttr) and not isinstance(attr, BoolAttr):
        return attr.value
    return None


def _const_diff(lower: Value, upper: Value) -> int | None:
    """upper - lower when both are constants or upper is lower + a constant."""
    low, high = _int(lower), _int(upper)
    if low is not None and high is not None:
        return high - low
    owner = upper.owner if isinstance(upper, OpResult) else None
    if owner is not None and owner.name == "arith.addi":
        a, b = owner.operands
        if a is lower and _int(b) is not None:
            return _int(b)
        if b is lower and _int(a) is not None:
            return _int(a)
    return None


class SimplifyTrivialLoops(RewritePattern):
    """A loop that runs no time becomes its inits; one that runs once, its
    body; an empty one yielding values from outside, those values."""

    root = "scf.for"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lower, upper, step = op.operands[:3]
        inits = list(op.operands[3:])
        if lower is upper:
            rewriter.replace_op(op, inits)
            return True
        diff = _const_diff(lower, upper)
        if diff is None:
            return False
        if diff <= 0:
            rewriter.replace_op(op, inits)
            return True
        step_value = _int(step)
        if step_value is None:
            return False
        if step_value >= diff:
            replace_op_with_region(rewriter, op, op.regions[0], [lower, *inits])
            return True
        block = op.regions[0].blocks[0]
        if len(block) != 1:
            return False
        yielded = list(block.last_op.operands)
        if any(_value_region(v) is op.regions[0] or _in_op(op, v) for v in yielded):
            return False
        rewriter.replace_op(op, yielded)
        return True


def _in_op(op: Operation, value: Value) -> bool:
    region = _value_region(value)
    return (
        region is not None
        and region.parent is not None
        and op.is_ancestor(region.parent)
    )


def ForOpCanonicalization() -> list[Any]:
    return [ForOpIterArgsFolder(), SimplifyTrivialLoops()]


# -- scf.if -----------------------------------------------------------------------------


def fold_if(op: Operation) -> Any:
    """`scf.if (xor %c, true)` with an else region: swap the regions and
    test `%c` (IfOp::fold); "in place" or None."""
    from odsgen.ir.rewrite import IN_PLACE

    then_region, else_region = op.regions
    if not else_region.blocks:
        return None
    condition = op.operands[0]
    owner = condition.owner if isinstance(condition, OpResult) else None
    if owner is None or owner.name != "arith.xori" or not _is_one(owner.operands[1]):
        return None
    op.set_operand(0, owner.operands[0])
    then_blocks = list(then_region.blocks)
    else_blocks = list(else_region.blocks)
    then_region.blocks[:] = else_blocks
    else_region.blocks[:] = then_blocks
    for block in else_blocks:
        block.parent = then_region
    for block in then_blocks:
        block.parent = else_region
    return IN_PLACE


class ConditionPropagation(RewritePattern):
    """Inside the then (else) region, the condition is known true (false)."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = op.operands[0]
        if constant_value(condition) is not None:
            return False
        arith = arith_package()
        i1 = IntegerType.get(1)
        constants: dict[bool, Value] = {}
        changed = False
        for use in list(condition.uses):
            user = use.owner
            for region, truth in ((op.regions[0], True), (op.regions[1], False)):
                if _in_region(region, user):
                    changed = True
                    if truth not in constants:
                        rewriter.set_insertion_point(op)
                        constants[truth] = rewriter.insert(
                            arith.ConstantOp.build_typed(
                                IntegerAttr.get(i1, int(truth)), location=op.location
                            )
                        ).results[0]
                    rewriter.update_root_in_place(
                        user, lambda use=use, truth=truth: use.set(constants[truth])
                    )
                    break
        return changed


class ConvertTrivialIfToSelect(RewritePattern):
    """Results yielded from outside the regions become `arith.select`s (or
    the value itself when both branches yield it)."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not op.results:
            return False
        then_region, else_region = op.regions
        then_yield = then_region.blocks[0].last_op
        else_yield = else_region.blocks[0].last_op
        pairs = list(zip(then_yield.operands, else_yield.operands))
        kept = [
            t.type
            for t, f in pairs
            if _value_region(t) is then_region or _value_region(f) is else_region
        ]
        if len(kept) == len(op.results):
            return False
        scf = _scf()
        arith = arith_package()
        condition = op.operands[0]
        replacement = rewriter.insert(
            scf.IfOp.create(
                operands=[condition],
                result_types=kept,
                regions=[Region(), Region()],
                location=op.location,
            )
        )
        take_body(replacement.regions[0], then_region)
        take_body(replacement.regions[1], else_region)
        results: list[Value] = []
        true_yields: list[Value] = []
        false_yields: list[Value] = []
        rewriter.set_insertion_point(replacement)
        for true_value, false_value in pairs:
            if (
                _value_region(true_value) is replacement.regions[0]
                or _value_region(false_value) is replacement.regions[1]
            ):
                results.append(replacement.results[len(true_yields)])
                true_yields.append(true_value)
                false_yields.append(false_value)
            elif true_value is false_value:
                results.append(true_value)
            else:
                results.append(
                    rewriter.create_op(
                        arith.SelectOp,
                        condition,
                        true_value,
                        false_value,
                        location=op.location,
                    ).results[0]
                )
        for region, values in (
            (replacement.regions[0], true_yields),
            (replacement.regions[1], false_yields),
        ):
            old = region.blocks[0].last_op
            rewriter.set_insertion_point(old)
            new = rewriter.create_op(scf.YieldOp, values, location=old.location)
            rewriter.replace_op(old, list(new.results))
        rewriter.replace_op(op, results)
        return True


class RemoveEmptyElseBranch(RewritePattern):
    """An else region holding only its yield goes (when there are no results)."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.results:
            return False
        else_region = op.regions[1]
        if not else_region.blocks or len(else_region.blocks[0]) != 1:
            return False
        new = rewriter.insert(
            _scf().IfOp.create(
                operands=list(op.operands),
                attributes=op.attributes,
                regions=[Region(), Region()],
                location=op.location,
            )
        )
        take_body(new.regions[0], op.regions[0])
        rewriter.erase_op(op)
        return True


class RemoveStaticCondition(RewritePattern):
    """An `scf.if` on a constant becomes the region it takes (or nothing)."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        attr = constant_value(op.operands[0])
        if not isinstance(attr, IntegerAttr):
            return False
        if attr.value:
            replace_op_with_region(rewriter, op, op.regions[0])
        elif op.regions[1].blocks:
            replace_op_with_region(rewriter, op, op.regions[1])
        else:
            rewriter.erase_op(op)
        return True


class RemoveUnusedResults(RewritePattern):
    """Results nobody uses leave the `scf.if` and its yields."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        used = [r for r in op.results if r.has_uses]
        if len(used) == len(op.results):
            return False
        scf = _scf()
        new = rewriter.insert(
            scf.IfOp.create(
                operands=list(op.operands),
                result_types=[r.type for r in used],
                regions=[Region([Block()]), Region([Block()])],
                location=op.location,
            )
        )
        for index in range(2):
            dest = new.regions[index].blocks[0]
            merge_blocks(rewriter, op.regions[index].blocks[0], dest)
            yield_op = dest.last_op
            operands = [yield_op.operands[r.index] for r in used]
            rewriter.update_root_in_place(
                yield_op, lambda y=yield_op, o=operands: y.set_operands(o)
            )
        replacements: list[Any] = [None] * len(op.results)
        for index, result in enumerate(used):
            replacements[result.index] = new.results[index]
        for result, value in zip(op.results, replacements):
            if value is not None:
                rewriter.replace_all_uses_with(result, value)
        rewriter.erase_op(op)
        return True


class ReplaceIfYieldWithConditionOrValue(RewritePattern):
    """A result both branches yield the same value for is that value; one
    yielding true/false constants is the condition or its negation."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not op.results:
            return False
        true_yield = op.regions[0].blocks[-1].last_op
        false_yield = op.regions[1].blocks[-1].last_op
        rewriter.set_insertion_point(op)
        changed = False
        i1 = IntegerType.get(1)
        for true_value, false_value, result in zip(
            true_yield.operands, false_yield.operands, op.results
        ):
            if true_value is false_value:
                if result.has_uses:
                    rewriter.replace_all_uses_with(result, true_value)
                    changed = True
                continue
            true_constant, false_constant = _bool(true_value), _bool(false_value)
            if true_constant is None or false_constant is None:
                continue
            if not true_constant and false_constant and result.has_uses:
                dialect = rewriter.context.load_dialect(true_value.owner.dialect_name)
                one = dialect.materialize_constant(
                    rewriter, IntegerAttr.get(i1, 1), i1, op.location
                )
                arith = arith_package()
                negated = rewriter.create_op(
                    arith.XOrIOp, op.operands[0], one.results[0], location=op.location
                )
                rewriter.replace_all_uses_with(result, negated.results[0])
                changed = True
            if true_constant and not false_constant and result.has_uses:
                rewriter.replace_all_uses_with(result, op.operands[0])
                changed = True
        return changed


def IfOpCanonicalization() -> list[Any]:
    return [
        ConditionPropagation(),
        ConvertTrivialIfToSelect(),
        RemoveEmptyElseBranch(),
        RemoveStaticCondition(),
        RemoveUnusedResults(),
        ReplaceIfYieldWithConditionOrValue(),
    ]


# -- scf.parallel -----------------------------------------------------------------------


class RemoveEmptyParallelLoops(RewritePattern):
    """A parallel loop with an empty dimension (lower bound = upper bound)
    becomes its initial values."""

    root = "scf.parallel"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        sizes = op.attributes.get_attr("operand_segment_sizes")
        n = sizes[0]
        operands = op.operands
        for lower, upper in zip(operands[:n], operands[n : 2 * n]):
            if lower is upper:
                rewriter.replace_op(op, list(operands[3 * n :]))
                return True
        return False


def ParallelOpCanonicalization() -> list[Any]:
    return [RemoveEmptyParallelLoops()]


# -- scf.while --------------------------------------------------------------------------


class WhileConditionTruth(RewritePattern):
    """In the after region, an argument that receives the condition is true."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition_op = op.regions[0].blocks[0].last_op
        condition = condition_op.operands[0]
        true: Value | None = None
        changed = False
        for passed, argument in zip(
            condition_op.operands[1:], op.regions[1].blocks[0].arguments
        ):
            if passed is not condition or not argument.has_uses:
                continue
            if true is None:
                rewriter.set_insertion_point(op)
                true = rewriter.insert(
                    arith_package().ConstantOp.build_typed(
                        IntegerAttr.get(IntegerType.get(1), 1), location=op.location
                    )
                ).results[0]
            rewriter.replace_all_uses_with(argument, true)
            changed = True
        return changed


def WhileOpCanonicalization() -> list[Any]:
    return [WhileConditionTruth()]


def ForeachThreadOpCanonicalization() -> list[Any]:
    return []
