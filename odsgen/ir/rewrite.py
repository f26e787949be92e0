"""Pattern rewriting: patterns, a rewriter that keeps use lists right, and the
greedy driver that applies patterns and folders until nothing changes.

As in MLIR (seed 003, "Pattern Rewriting"): patterns are tried on an op in
order of decreasing benefit; the driver folds ops through their `fold`
hooks (materializing constants through the dialect), removes trivially dead
ops, and revisits what each change touched, until a fixed point or the
iteration limit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from .attributes import Attribute
from .builder import Builder, InsertionPoint
from .context import Context
from .operation import Block, Operation, Region, Value
from .traits import (
    ConstantLike,
    IsolatedFromAbove,
    IsTerminator,
    NoMemoryEffect,
    Symbol,
)


class RewritePattern:
    """A rewrite rooted at operations called `root` (any op if None)."""

    root: str | None = None
    benefit: int = 1

    def __init__(self, root: str | None = None, benefit: int | None = None) -> None:
        if root is not None:
            self.root = root
        if benefit is not None:
            self.benefit = benefit

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Rewrite `op` and return True, or return False without changing anything."""
        raise NotImplementedError

    @property
    def debug_name(self) -> str:
        return type(self).__name__


class PatternRewriter(Builder):
    """A builder that notifies the driver of every change it makes."""

    def __init__(self, context: Context | None = None) -> None:
        super().__init__(context)
        self.listener: Any = None

    # -- creation ----------------------------------------------------------------

    def insert(self, op: Operation) -> Operation:
        super().insert(op)
        if self.listener is not None:
            self.listener.on_inserted(op)
        return op

    def create_op(self, op_class: type, *args: Any, **kwargs: Any) -> Operation:
        """`op_class.build(...)` inserted at the insertion point."""
        kwargs.setdefault("location", self.location)
        return self.insert(op_class.build(*args, **kwargs))

    # -- replacement and erasure ----------------------------------------------------

    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Make every user of `old` use `new` (users are revisited)."""
        users = old.users
        old.replace_all_uses_with(new)
        if self.listener is not None:
            for user in users:
                self.listener.on_modified(user)

    def replace_op(self, op: Operation, values: Sequence[Value]) -> None:
        """Replace the results of `op` with `values`, then erase `op`."""
        assert len(values) == len(op.results), "replacement count differs from results"
        if self.listener is not None:
            self.listener.on_replaced(op, values)
        for result, value in zip(op.results, values):
            self.replace_all_uses_with(result, value)
        self.erase_op(op)

    def replace_op_with_new_op(
        self, op: Operation, op_class: type, *args: Any, **kwargs: Any
    ) -> Operation:
        """Build a new op before `op` and replace `op` with its results."""
        self.set_insertion_point(op)
        kwargs.setdefault("location", op.location)
        new = self.insert(op_class.build(*args, **kwargs))
        self.replace_op(op, list(new.results))
        return new

    def erase_op(self, op: Operation) -> None:
        """Erase `op` (whose results must be unused) and what it contains."""
        assert all(
            not r.has_uses for r in op.results
        ), "erasing an op that is still used"
        if self.listener is not None:
            for nested in op.walk(post_order=True):
                self.listener.on_erased(nested)
        op.erase()

    def erase_block(self, block: Block) -> None:
        if self.listener is not None:
            for op in list(block):
                for nested in op.walk(post_order=True):
                    self.listener.on_erased(nested)
        block.erase()

    def update_root_in_place(self, op: Operation, update: Callable[[], None]) -> None:
        """Apply `update` (which changes `op` in place) and revisit `op`."""
        update()
        if self.listener is not None:
            self.listener.on_modified(op)


def defining_op(value: Value, op_class: type) -> Operation | None:
    """The op of class `op_class` that defines `value`, or None (DRR's nested match)."""
    owner = getattr(value, "owner", None)
    return owner if isinstance(owner, op_class) else None


# -- constants and folding -------------------------------------------------------------


def constant_value(value: Value) -> Attribute | None:
    """The attribute of `value` if a ConstantLike op defines it (m_Constant)."""
    owner = getattr(value, "owner", None)
    if not isinstance(owner, Operation) or ConstantLike not in owner.TRAITS:
        return None
    folded = owner.fold([]) if hasattr(owner, "fold") else None
    return folded if isinstance(folded, Attribute) else None


def is_trivially_dead(op: Operation) -> bool:
    """No result is used and the op has no side effects (MLIR's isOpTriviallyDead)."""
    if op.OPERATION_NAME is None or IsTerminator in op.TRAITS or Symbol in op.TRAITS:
        return False
    if any(r.has_uses for r in op.results):
        return False
    if NoMemoryEffect not in op.TRAITS:
        return False
    return all(is_trivially_dead(n) for r in op.regions for n in r.ops())


class OperationFolder:
    """Folds ops and keeps their constants unique, as MLIR 16's OperationFolder:
    one constant per (dialect, value, type) at the front of the entry block of
    each insertion region (that of the closest op isolated from above,
    unregistered or top-level), reused by every fold that yields that value."""

    def __init__(self, context: Context) -> None:
        self.context = context
        self._constants: dict[tuple[Any, ...], Operation] = {}
        self._owned: dict[Operation, tuple[Any, ...]] = {}

    def is_owned(self, op: Operation | None) -> bool:
        """Whether `op` is one of the uniqued constants."""
        key = self._owned.get(op) if op is not None else None
        return key is not None and self._constants.get(key) is op

    def insert_known_constant(
        self, op: Operation, value: Attribute, rewriter: PatternRewriter
    ) -> bool:
        """Take the constant `op` into the uniqued set (hoisted to the front of
        its insertion block), or replace it by the equal one already there:
        then return False (MLIR's `insertKnownConstant`)."""
        if self.is_owned(op):
            self._rehoist(op)
            return True
        block = _insertion_block(op.parent)
        key = (id(block), op.dialect_name, value, op.results[0].type)
        existing = self._constants.get(key)
        if existing is not None and existing.parent is not None:
            rewriter.replace_op(op, list(existing.results))
            return False
        if op.parent is not block or (
            block.first_op is not op and not self.is_owned(op.prev_op)
        ):
            op.move_before(block.first_op)
        self._constants[key] = op
        self._owned[op] = key
        return True

    def _rehoist(self, op: Operation) -> None:
        """Move an owned constant back to the front if another op came before it."""
        block = op.parent
        if block.first_op is not op and not self.is_owned(op.prev_op):
            op.move_before(block.first_op)

    def try_fold(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Fold `op`: in place, or replacing its results. True if it changed."""
        if self.is_owned(op):
            self._rehoist(op)
            return False
        fold = getattr(op, "fold", None)
        if fold is None or not op.results:
            return False
        operands = [constant_value(use.value) for use in op._operands]
        result = fold(operands)
        if result is None:
            return False
        results = list(result) if isinstance(result, (list, tuple)) else [result]
        if len(results) != len(op.results):
            return False
        if all(r is orig for r, orig in zip(results, op.results)):
            rewriter.update_root_in_place(op, lambda: None)
            return True
        values = []
        for folded, original in zip(results, op.results):
            if isinstance(folded, Value):
                values.append(folded)
                continue
            constant = self.materialize(op, folded, original.type, rewriter)
            if constant is None:
                return False
            if constant.parent is op.parent and not constant.is_before_in_block(op):
                constant.move_before(op)
            values.append(constant.results[0])
        rewriter.replace_op(op, values)
        return True

    def materialize(
        self, op: Operation, value: Attribute, type_: Any, rewriter: PatternRewriter
    ) -> Operation | None:
        """The uniqued constant for `value`: an existing one, else one made by
        the op's dialect (`materialize_constant`) at the front of the block."""
        if op.parent is None:
            return None
        block = _insertion_block(op.parent)
        key = (id(block), op.dialect_name, value, type_)
        existing = self._constants.get(key)
        if existing is not None and existing.parent is not None:
            return existing
        dialect = self.context.dialects.get(op.dialect_name)
        hook = getattr(dialect, "materialize_constant", None)
        if hook is None:
            return None
        builder = Builder(self.context, InsertionPoint.at_start(block), op.location)
        constant = hook(builder, value, type_, op.location)
        if constant is None:
            return None
        self._constants[key] = constant
        self._owned[constant] = key
        if rewriter.listener is not None:
            rewriter.listener.on_inserted(constant)
        return constant


def _insertion_block(block: Block) -> Block:
    """The entry block of the region where constants for ops in `block` go:
    the closest region whose owner is (or may be) isolated from above, or is
    top-level (MLIR's `getInsertionRegion`)."""
    while True:
        region = block.parent
        owner = region.parent if region is not None else None
        if (
            owner is None
            or owner.might_have_trait(IsolatedFromAbove)
            or owner.parent is None
        ):
            return region.blocks[0] if region is not None else block
        block = owner.parent


# -- the greedy driver ------------------------------------------------------------------


@dataclass
class GreedyConfig:
    """How the greedy driver runs (MLIR's GreedyRewriteConfig)."""

    max_iterations: int = 10
    max_rewrites: int | None = None
    top_down: bool = False
    fold: bool = True
    region_simplification: bool = True


class _Worklist:
    """Ops to visit, without duplicates; erased ops are skipped."""

    def __init__(self) -> None:
        self._items: list[Operation | None] = []
        self._index: dict[Operation, int] = {}

    def push(self, op: Operation) -> None:
        if op not in self._index:
            self._index[op] = len(self._items)
            self._items.append(op)

    def pop(self) -> Operation | None:
        while self._items:
            op = self._items.pop()
            if op is None:
                continue
            del self._index[op]
            return op
        return None

    def remove(self, op: Operation) -> None:
        index = self._index.pop(op, None)
        if index is not None:
            self._items[index] = None


class GreedyDriver:
    """Applies patterns and folders to the ops of a region until nothing changes."""

    def __init__(
        self,
        patterns: Iterable[RewritePattern],
        context: Context,
        config: GreedyConfig | None = None,
    ) -> None:
        self.config = config or GreedyConfig()
        self.context = context
        self.by_root: dict[str | None, list[RewritePattern]] = {}
        for pattern in sorted(patterns, key=lambda p: -p.benefit):
            self.by_root.setdefault(pattern.root, []).append(pattern)
        self.rewriter = PatternRewriter(context)
        self.rewriter.listener = self
        self.folder = OperationFolder(context)
        self.worklist = _Worklist()
        self.erased: set[int] = set()
        self.rewrites = 0

    # -- listener -------------------------------------------------------------------

    def on_inserted(self, op: Operation) -> None:
        self.worklist.push(op)

    def on_modified(self, op: Operation) -> None:
        self.worklist.push(op)

    def on_replaced(self, op: Operation, values: Sequence[Value]) -> None:
        for result in op.results:
            for user in result.users:
                self.worklist.push(user)

    def on_erased(self, op: Operation) -> None:
        self.worklist.remove(op)
        self.erased.add(id(op))
        for use in op._operands:
            owner = getattr(use.value, "owner", None)
            if isinstance(owner, Operation):
                self.worklist.push(owner)

    # -- driving ----------------------------------------------------------------------

    def run(self, regions: Sequence[Region]) -> bool:
        """Rewrite until a fixed point; False if the iteration limit was reached first."""
        for _ in range(self.config.max_iterations):
            for region in regions:
                for op in self._ops_in_order(region):
                    self.worklist.push(op)
            changed = self._process()
            if self._rewrite_limit_reached():
                return False
            if self.config.region_simplification:
                changed |= self._simplify_regions(regions)
            if not changed:
                return True
        return False

    def _simplify_regions(self, regions: Sequence[Region]) -> bool:
        """Erase unreachable blocks in `regions` and every region nested in them."""
        changed = False
        pending = list(regions)
        while pending:
            region = pending.pop()
            changed |= erase_unreachable_blocks(region, self.rewriter)
            for op in region.ops():
                pending.extend(op.regions)
        return changed

    def _ops_in_order(self, region: Region) -> list[Operation]:
        """The ops in the order to push them: the worklist pops the last first.

        As in MLIR 16: bottom-up, ops are pushed in post-order (so the last op
        is visited first); top-down, the pre-order list is reversed so that
        ops come out in pre-order. Constants met on the way are uniqued and
        hoisted first (MLIR's `insertKnownConstant` while it fills the
        worklist).
        """
        ops: list[Operation] = []
        for op in list(region.ops()):
            for nested in op.walk(post_order=not self.config.top_down):
                if nested.parent is None:
                    continue  # replaced by an equal constant
                if ConstantLike in nested.TRAITS:
                    value = constant_value(nested.results[0])
                    if value is not None and not self.folder.insert_known_constant(
                        nested, value, self.rewriter
                    ):
                        continue
                ops.append(nested)
        if self.config.top_down:
            ops.reverse()
        return ops

    def _rewrite_limit_reached(self) -> bool:
        limit = self.config.max_rewrites
        return limit is not None and self.rewrites >= limit

    def _process(self) -> bool:
        changed = False
        while (
            not self._rewrite_limit_reached()
            and (op := self.worklist.pop()) is not None
        ):
            if op.parent is None:
                continue
            if is_trivially_dead(op):
                self.rewriter.erase_op(op)
                changed = True
                continue
            if self.config.fold and self.folder.try_fold(op, self.rewriter):
                changed = True
                continue
            if self._apply_patterns(op):
                self.rewrites += 1
                changed = True
        return changed

    def _apply_patterns(self, op: Operation) -> bool:
        candidates = self.by_root.get(op.name, []) + self.by_root.get(None, [])
        candidates.sort(key=lambda p: -p.benefit)
        for pattern in candidates:
            self.rewriter.set_insertion_point(op)
            self.rewriter.location = op.location
            if pattern.match_and_rewrite(op, self.rewriter):
                return True
        return False


def erase_unreachable_blocks(region: Region, rewriter: PatternRewriter) -> bool:
    """Erase the blocks no path from the entry block reaches (and regions inside)."""
    if len(region.blocks) <= 1:
        return False
    reachable = {id(region.blocks[0])}
    stack = [region.blocks[0]]
    while stack:
        for successor in stack.pop().successors:
            if id(successor) not in reachable:
                reachable.add(id(successor))
                stack.append(successor)
    dead = [b for b in region.blocks if id(b) not in reachable]
    for block in dead:
        for op in list(block):
            for result in op.results:
                for use in result.uses:
                    if id(use.owner.parent) in reachable:
                        return False
    for block in dead:
        for op in block.reversed_ops():
            for nested in op.walk(post_order=True):
                if rewriter.listener is not None:
                    rewriter.listener.on_erased(nested)
            for result in op.results:
                for use in result.uses:
                    use.drop()
            op.erase()
    for block in dead:
        for arg in block.arguments:
            for use in arg.uses:
                use.drop()
        region.blocks.remove(block)
        block.parent = None
    return bool(dead)


def apply_patterns_greedily(
    op: Operation,
    patterns: Iterable[RewritePattern],
    context: Context | None = None,
    config: GreedyConfig | None = None,
) -> bool:
    """Rewrite the regions of `op` greedily; True if a fixed point was reached."""
    driver = GreedyDriver(patterns, context or Context.current(), config)
    return driver.run(op.regions)


__all__ = [
    "GreedyConfig",
    "GreedyDriver",
    "OperationFolder",
    "PatternRewriter",
    "RewritePattern",
    "apply_patterns_greedily",
    "constant_value",
    "defining_op",
    "erase_unreachable_blocks",
    "is_trivially_dead",
]
