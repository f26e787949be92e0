"""Folders and canonicalization patterns of the `scf` dialect (MLIR 16's
SCF.cpp), in the order MLIR registers them."""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.attributes import DenseArrayAttr, IntegerAttr
from odsgen.conversion.blocks import split_block_at
from odsgen.transforms.cloning import Mapping, clone_op, clone_region_into
from odsgen.ir.operation import Block, Operation, OpResult, Region, Value
from odsgen.ir.rewrite import IN_PLACE, PatternRewriter, RewritePattern, constant_value
from odsgen.ir.types import IndexType, IntegerType

from odsgen.ir.dialect_hooks import dialect_package

from ..common import arith_constant_index, constant_int, value_region
from .registry import hooks


def arith_package() -> Any:
    """The generated `arith` package, whose constants and selects the
    patterns create."""
    return dialect_package("arith")


def cf_package() -> Any:
    """The generated `cf` package, whose branches inline a multi-block region."""
    return dialect_package("cf")


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
        if value is not None:
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
        if value is not None:
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


def _scf() -> Any:
    return hooks.module("ops")


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


def _const_diff(lower: Value, upper: Value) -> int | None:
    """upper - lower when both are constants or upper is lower + a constant."""
    low, high = constant_int(lower, booleans=False), constant_int(upper, booleans=False)
    if low is not None and high is not None:
        return high - low
    owner = upper.owner if isinstance(upper, OpResult) else None
    if owner is not None and owner.name == "arith.addi":
        a, b = owner.operands
        if a is lower and constant_int(b, booleans=False) is not None:
            return constant_int(b, booleans=False)
        if b is lower and constant_int(a, booleans=False) is not None:
            return constant_int(a, booleans=False)
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
        step_value = constant_int(step, booleans=False)
        if step_value is None:
            return False
        if step_value >= diff:
            replace_op_with_region(rewriter, op, op.regions[0], [lower, *inits])
            return True
        block = op.regions[0].blocks[0]
        if len(block) != 1:
            return False
        yielded = list(block.last_op.operands)
        if any(value_region(v) is op.regions[0] or _in_op(op, v) for v in yielded):
            return False
        rewriter.replace_op(op, yielded)
        return True


def _in_op(op: Operation, value: Value) -> bool:
    region = value_region(value)
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
        # MLIR walks a use list newest first.
        for use in reversed(list(condition.uses)):
            user = use.owner
            if user is op:  # not inside its own regions
                continue
            for region, truth in ((op.regions[0], True), (op.regions[1], False)):
                if region.is_ancestor(user.parent_region):
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
            if value_region(t) is then_region or value_region(f) is else_region
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
                value_region(true_value) is replacement.regions[0]
                or value_region(false_value) is replacement.regions[1]
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


def _not_of(value: Value) -> Value | None:
    """`%c` when `value` is `arith.xori %c, <true>`."""
    owner = value.owner if isinstance(value, OpResult) else None
    if owner is not None and owner.name == "arith.xori" and _is_one(owner.operands[1]):
        return owner.operands[0]
    return None


def _last_block(region: Region) -> Block | None:
    return region.blocks[-1] if region.blocks else None


class CombineIfs(RewritePattern):
    """Two `scf.if`s in a row on the same condition (or its negation) become
    one, whose results are both ops' results."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        previous = op.prev_op
        if previous is None or previous.name != "scf.if":
            return False
        next_then = next_else = None
        condition, previous_condition = op.operands[0], previous.operands[0]
        if condition is previous_condition:
            next_then = _last_block(op.regions[0])
            next_else = _last_block(op.regions[1])
        if _not_of(condition) is previous_condition:
            next_else = _last_block(op.regions[0])
            next_then = _last_block(op.regions[1])
        if _not_of(previous_condition) is condition:
            next_else = _last_block(op.regions[0])
            next_then = _last_block(op.regions[1])
        if next_then is None and next_else is None:
            return False
        previous_else = _last_block(previous.regions[1])
        else_yielded = list(previous_else.last_op.operands) if previous_else else []
        then_yielded = list(previous.regions[0].blocks[-1].last_op.operands)
        for result, then_value, else_value in zip(
            previous.results, then_yielded, else_yielded
        ):
            for use in reversed(list(result.uses)):
                user = use.owner
                if next_then is not None and next_then.parent.is_ancestor(
                    user.parent_region
                ):
                    rewriter.update_root_in_place(
                        user, lambda use=use, v=then_value: use.set(v)
                    )
                elif next_else is not None and next_else.parent.is_ancestor(
                    user.parent_region
                ):
                    rewriter.update_root_in_place(
                        user, lambda use=use, v=else_value: use.set(v)
                    )
        scf = _scf()
        combined = rewriter.insert(
            scf.IfOp.create(
                operands=[previous_condition],
                result_types=[*previous.result_types, *op.result_types],
                regions=[Region(), Region()],
                location=op.location,
            )
        )
        then_region, else_region = combined.regions
        _move_region(rewriter, previous.regions[0], then_region)
        if next_then is not None:
            self._append(rewriter, next_then, then_region.blocks[-1])
        _move_region(rewriter, previous.regions[1], else_region)
        if next_else is not None:
            if not else_region.blocks:
                _move_region(rewriter, next_else.parent, else_region)
            else:
                self._append(rewriter, next_else, else_region.blocks[-1])
        count = len(previous.results)
        rewriter.replace_op(previous, list(combined.results[:count]))
        rewriter.replace_op(op, list(combined.results[count:]))
        return True

    @staticmethod
    def _append(rewriter: PatternRewriter, source: Block, dest: Block) -> None:
        """Merge `source` into `dest`, one yield of both yields' operands."""
        first, second = dest.last_op, source.last_op
        merge_blocks(rewriter, source, dest)
        rewriter.set_insertion_point_to_end(dest)
        rewriter.create_op(
            _scf().YieldOp,
            [*first.operands, *second.operands],
            location=second.location,
        )
        rewriter.erase_op(first)
        rewriter.erase_op(second)


class CombineNestedIfs(RewritePattern):
    """An `scf.if` whose then region is only another `scf.if` (and whose
    else regions only yield) becomes one `scf.if` on both conditions."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        then_block = op.regions[0].blocks[-1]
        if len(then_block) != 2:
            return False
        else_block = _last_block(op.regions[1])
        if else_block is not None and len(else_block) != 1:
            return False
        nested = then_block.first_op
        if nested.name != "scf.if":
            return False
        nested_else = _last_block(nested.regions[1])
        if nested_else is not None and len(nested_else) != 1:
            return False
        then_yield = list(then_block.last_op.operands)
        else_yield = list(else_block.last_op.operands) if else_block else []
        upgrade: list[int] = []
        for index, value in enumerate(then_yield):
            if isinstance(value, OpResult) and value.owner is nested:
                assert nested_else is not None
                if nested_else.last_op.operands[value.index] is not else_yield[index]:
                    return False
                nested_then = nested.regions[0].blocks[-1]
                then_yield[index] = nested_then.last_op.operands[value.index]
                continue
            if value_region(value) is op.regions[0]:
                return False
            upgrade.append(index)
        location = op.location
        arith, scf = arith_package(), _scf()
        condition = rewriter.create_op(
            arith.AndIOp, op.operands[0], nested.operands[0], location=location
        ).results[0]
        new = rewriter.insert(
            scf.IfOp.create(
                operands=[condition],
                result_types=op.result_types,
                regions=[Region(), Region()],
                location=location,
            )
        )
        block = new.regions[0].append(Block())
        results: list[Value] = list(new.results)
        rewriter.set_insertion_point(new)
        for index in upgrade:
            results[index] = rewriter.create_op(
                arith.SelectOp,
                op.operands[0],
                then_yield[index],
                else_yield[index],
                location=location,
            ).results[0]
        merge_blocks(rewriter, nested.regions[0].blocks[-1], block)
        rewriter.replace_op_with_new_op(block.last_op, scf.YieldOp, then_yield)
        if else_yield:
            else_new = new.regions[1].append(Block())
            rewriter.set_insertion_point_to_end(else_new)
            rewriter.create_op(scf.YieldOp, else_yield, location=location)
        rewriter.replace_op(op, results)
        return True


def IfOpCanonicalization() -> list[Any]:
    return [
        CombineIfs(),
        CombineNestedIfs(),
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


def _bounds(op: Operation) -> tuple[list[Value], list[Value], list[Value], list[Value]]:
    sizes = op.attributes.get_attr("operand_segment_sizes")
    n = sizes[0]  # type: ignore[index]
    operands = op.operands
    return (
        operands[:n],
        operands[n : 2 * n],
        operands[2 * n : 3 * n],
        operands[3 * n :],
    )


class CollapseSingleIterationLoops(RewritePattern):
    """Dimensions of one iteration (constant bounds and step) leave the
    parallel loop, their induction variables become the lower bounds; with
    none left, the body (and the reductions) replace the loop."""

    root = "scf.parallel"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lowers, uppers, steps, inits = _bounds(op)
        body = op.regions[0].blocks[0]
        mapping = Mapping()
        kept: tuple[list[Value], list[Value], list[Value]] = ([], [], [])
        for lower, upper, step, iv in zip(lowers, uppers, steps, body.arguments):
            low, high, stride = (arith_constant_index(v) for v in (lower, upper, step))
            if (
                low is not None
                and high is not None
                and stride is not None
                and 0 < high - low <= stride
            ):
                mapping.map(iv, lower)
            else:
                kept[0].append(lower)
                kept[1].append(upper)
                kept[2].append(step)
        if len(kept[0]) == len(lowers):
            return False
        if not kept[0]:
            results: list[Value] = []
            for nested in list(body)[:-1]:
                if nested.name != "scf.reduce":
                    rewriter.insert(clone_op(nested, mapping))
                    continue
                block = nested.regions[0].blocks[0]
                mapping.map(block.arguments[0], inits[len(results)])
                mapping.map(
                    block.arguments[1], mapping.lookup_or_default(nested.operands[0])
                )
                for reduce_op in list(block)[:-1]:
                    rewriter.insert(clone_op(reduce_op, mapping))
                results.append(mapping.lookup_or_default(block.last_op.operands[0]))
            rewriter.replace_op(op, results)
            return True
        scf = _scf()
        new = rewriter.insert(
            scf.ParallelOp.create(
                operands=[*kept[0], *kept[1], *kept[2], *inits],
                result_types=[v.type for v in inits],
                attributes={
                    "operand_segment_sizes": DenseArrayAttr.get(
                        IntegerType.get(32),
                        [len(kept[0]), len(kept[1]), len(kept[2]), len(inits)],
                    )
                },
                regions=[Region()],
                location=op.location,
            )
        )
        region = new.regions[0]
        index = IndexType.get()
        fresh = region.append(
            Block([index] * len(kept[0]), [op.location] * len(kept[0]))
        )
        fresh.append(scf.YieldOp.create(location=op.location))
        clone_region_into(op.regions[0], region, 0, mapping)
        rewriter.replace_op(op, list(new.results))
        return True


class MergeNestedParallelLoops(RewritePattern):
    """A parallel loop whose body is only another one, with bounds defined
    outside and no reductions, becomes one loop over both index spaces."""

    root = "scf.parallel"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer = op.regions[0].blocks[0]
        if len(outer) != 2:
            return False
        inner = outer.first_op
        if inner.name != "scf.parallel":
            return False
        lowers, uppers, steps, inits = _bounds(op)
        inner_lowers, inner_uppers, inner_steps, inner_inits = _bounds(inner)
        bounds = [*inner_lowers, *inner_uppers, *inner_steps]
        if any(any(v is a for v in bounds) for a in outer.arguments):
            return False
        if inits or inner_inits:
            return False
        count = len(lowers) + len(inner_lowers)
        scf = _scf()
        location = op.location
        new = scf.ParallelOp.create(
            operands=[
                *lowers,
                *inner_lowers,
                *uppers,
                *inner_uppers,
                *steps,
                *inner_steps,
            ],
            attributes={
                "operand_segment_sizes": DenseArrayAttr.get(
                    IntegerType.get(32), [count, count, count, 0]
                )
            },
            regions=[Region()],
            location=location,
        )
        block = new.regions[0].append(
            Block([IndexType.get()] * count, [location] * count)
        )
        inner_body = inner.regions[0].blocks[0]
        mapping = Mapping()
        for old, value in zip(
            [*outer.arguments, *inner_body.arguments], block.arguments
        ):
            mapping.map(old, value)
        for nested in list(inner_body)[:-1]:
            block.append(clone_op(nested, mapping))
        block.append(scf.YieldOp.create(location=location))
        rewriter.set_insertion_point(op)
        rewriter.insert(new)
        rewriter.replace_op(op, [])
        return True


def ParallelOpCanonicalization() -> list[Any]:
    return [
        CollapseSingleIterationLoops(),
        RemoveEmptyParallelLoops(),
        MergeNestedParallelLoops(),
    ]


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


def _new_while(
    rewriter: PatternRewriter,
    op: Operation,
    result_types: list[Any],
    inits: list[Value],
) -> Operation:
    return rewriter.insert(
        _scf().WhileOp.create(
            operands=inits,
            result_types=result_types,
            regions=[Region(), Region()],
            location=op.location,
        )
    )


def _move_region(rewriter: PatternRewriter, source: Region, dest: Region) -> None:
    """Put the blocks of `source` at the start of `dest` (inlineRegionBefore)."""
    for index, block in enumerate(list(source.blocks)):
        source.blocks.remove(block)
        dest.insert(index, block)


class RemoveLoopInvariantArgsFromBeforeBlock(RewritePattern):
    """A before-region argument that always receives its initial value is
    that value, and leaves the loop."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        after = op.regions[1].blocks[0]
        before = op.regions[0].blocks[0]
        condition_args = before.last_op.operands[1:]
        yield_op = after.last_op
        invariant: dict[int, Value] = {}
        for index, (init, yielded) in enumerate(zip(op.operands, yield_op.operands)):
            if yielded is init:
                invariant[index] = init
                continue
            if getattr(yielded, "owner", None) is after:
                passed = condition_args[yielded.index]  # type: ignore[attr-defined]
                if passed is before.arguments[index] or passed is init:
                    invariant[index] = init
        if not invariant:
            return False
        new_inits, new_yields, locations = [], [], []
        for index, (init, yielded) in enumerate(zip(op.operands, yield_op.operands)):
            if index not in invariant:
                new_inits.append(init)
                new_yields.append(yielded)
                locations.append(before.arguments[index].location)
        rewriter.replace_op_with_new_op(yield_op, _scf().YieldOp, new_yields)
        rewriter.set_insertion_point(op)
        new = _new_while(rewriter, op, op.result_types, new_inits)
        new_before = Block([v.type for v in new_yields], locations)
        new.regions[0].append(new_before)
        values: list[Value] = []
        position = 0
        for index in range(len(before.arguments)):
            if index in invariant:
                values.append(invariant[index])
            else:
                values.append(new_before.arguments[position])
                position += 1
        merge_blocks(rewriter, before, new_before, values)
        _move_region(rewriter, op.regions[1], new.regions[1])
        rewriter.replace_op(op, list(new.results))
        return True


class RemoveLoopInvariantValueYielded(RewritePattern):
    """A value the condition passes from outside the before block is used
    directly, instead of through the after region and the results."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before = op.regions[0].blocks[0]
        condition = before.last_op
        args = condition.operands[1:]

        def outside(value: Value) -> bool:
            owner = value.owner
            block = owner if isinstance(owner, Block) else owner.parent
            return block is not before

        if not any(outside(v) for v in args):
            return False
        after = op.regions[1].blocks[0]
        new_args, new_types, locations = [], [], []
        invariant: dict[int, Value] = {}
        for index, value in enumerate(args):
            if outside(value):
                invariant[index] = value
            else:
                new_args.append(value)
                new_types.append(value.type)
                locations.append(after.arguments[index].location)
        rewriter.replace_op_with_new_op(
            condition, _scf().ConditionOp, condition.operands[0], new_args
        )
        rewriter.set_insertion_point(op)
        new = _new_while(rewriter, op, new_types, list(op.operands))
        new_after = Block(new_types, locations)
        new.regions[1].append(new_after)
        values: list[Value] = []
        results: list[Value] = []
        position = 0
        for index in range(len(after.arguments)):
            if index in invariant:
                values.append(invariant[index])
                results.append(invariant[index])
            else:
                values.append(new_after.arguments[position])
                results.append(new.results[position])
                position += 1
        merge_blocks(rewriter, after, new_after, values)
        _move_region(rewriter, op.regions[0], new.regions[0])
        rewriter.replace_op(op, results)
        return True


_INVERSE = {
    "eq": "ne",
    "ne": "eq",
    "slt": "sge",
    "sge": "slt",
    "sle": "sgt",
    "sgt": "sle",
    "ult": "uge",
    "uge": "ult",
    "ule": "ugt",
    "ugt": "ule",
}


class WhileCmpCond(RewritePattern):
    """In the after region, a comparison of a passed operand of the loop's
    condition with the same other operand is known: true for the same
    predicate, false for its inverse."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = op.regions[0].blocks[0].last_op
        cmp = condition.operands[0].owner
        if not isinstance(cmp, Operation) or cmp.name != "arith.cmpi":
            return False
        arith = arith_package()
        predicate = cmp.attributes.get_attr("predicate").value
        changed = False
        for passed, argument in zip(
            condition.operands[1:], op.regions[1].blocks[0].arguments
        ):
            for index in range(2):
                if passed is not cmp.operands[index]:
                    continue
                for use in reversed(list(argument.uses)):
                    other = use.owner
                    if other.name != "arith.cmpi":
                        continue
                    if other.operands[1 - index] is not cmp.operands[1 - index]:
                        continue
                    other_predicate = other.attributes.get_attr("predicate").value
                    name = arith.CmpIPredicate(predicate).name
                    other_name = arith.CmpIPredicate(other_predicate).name
                    if other_name == name:
                        same = True
                    elif other_name == _INVERSE[name]:
                        same = False
                    else:
                        continue
                    rewriter.set_insertion_point(other)
                    constant = rewriter.insert(
                        arith.ConstantOp.build_typed(
                            IntegerAttr.get(IntegerType.get(1), int(same)),
                            location=other.location,
                        )
                    )
                    rewriter.replace_op(other, list(constant.results))
                    changed = True
        return changed


class WhileUnusedResult(RewritePattern):
    """A result nobody uses, whose after-region argument is unused too, is no
    longer passed by the condition."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = op.regions[0].blocks[0].last_op
        after = op.regions[1].blocks[0]
        kept: list[int] = []
        for index, (result, argument) in enumerate(zip(op.results, after.arguments)):
            if result.has_uses or argument.has_uses:
                kept.append(index)
        if len(kept) == len(op.results):
            return False
        args = condition.operands[1:]
        types = [op.results[i].type for i in kept]
        rewriter.replace_op_with_new_op(
            condition,
            _scf().ConditionOp,
            condition.operands[0],
            [args[i] for i in kept],
        )
        rewriter.set_insertion_point(op)
        new = _new_while(rewriter, op, types, list(op.operands))
        new_after = Block(types, [op.location] * len(kept))
        new.regions[1].append(new_after)
        results: list[Any] = [None] * len(op.results)
        values: list[Any] = [None] * len(op.results)
        for position, index in enumerate(kept):
            results[index] = new.results[position]
            values[index] = new_after.arguments[position]
        _move_region(rewriter, op.regions[0], new.regions[0])
        merge_blocks(rewriter, after, new_after, values)
        for result, value in zip(op.results, results):
            if value is not None:
                rewriter.replace_all_uses_with(result, value)
        rewriter.erase_op(op)
        return True


def WhileOpCanonicalization() -> list[Any]:
    return [
        RemoveLoopInvariantArgsFromBeforeBlock(),
        RemoveLoopInvariantValueYielded(),
        WhileConditionTruth(),
        WhileCmpCond(),
        WhileUnusedResult(),
    ]


def ForeachThreadOpCanonicalization() -> list[Any]:
    return []
