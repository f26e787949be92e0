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
from .operation import Operation, Region, Value
from .pattern import PatternRewriter, RewritePattern, defining_op
from .region_simplify import (
    erase_unreachable_blocks,
    is_trivially_dead,
    simplify_regions,
)
from .traits import Commutative, ConstantLike, IsolatedFromAbove

# -- constants and folding -------------------------------------------------------------


def constant_value(value: Value) -> Attribute | None:
    """The attribute of `value` if a ConstantLike op defines it (m_Constant)."""
    owner = getattr(value, "owner", None)
    if not isinstance(owner, Operation) or ConstantLike not in owner.TRAITS:
        return None
    folded = owner.fold([]) if hasattr(owner, "fold") else None
    return folded if isinstance(folded, Attribute) else None


IN_PLACE = "in place"
"""What `OperationFolder.try_fold` returns when the op was only updated."""


def _move_constants_right(op: Operation) -> bool:
    """Put the constant operands of a commutative op after the others (stable),
    as MLIR's folder does; True if an operand moved."""
    if len(op._operands) < 2 or Commutative not in op.TRAITS:
        return False
    values = [use.value for use in op._operands]
    constant = [constant_value(v) is not None for v in values]
    reordered = [v for v, c in zip(values, constant) if not c] + [
        v for v, c in zip(values, constant) if c
    ]
    if all(a is b for a, b in zip(reordered, values)):
        return False
    op.set_operands(reordered)
    return True


class OperationFolder:
    """Folds ops and materializes the constants their folds produce (deduplicated)."""

    def __init__(self, context: Context) -> None:
        self.context = context
        self._constants: dict[tuple[Any, ...], Operation] = {}
        self._owned: set[int] = set()

    def try_fold(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        before_replace: Callable[[Operation], None] | None = None,
    ) -> bool | str:
        """Fold `op` as MLIR 16's OperationFolder::tryToFold: True if it was
        replaced, `IN_PLACE` if it was only updated, False otherwise.
        `before_replace(op)` runs once the replacement values exist."""
        if ConstantLike in op.TRAITS and self._is_known_constant(op):
            self._rehoist(op)
            return False
        moved = _move_constants_right(op)
        fold = getattr(op, "fold", None)
        result = fold([constant_value(u.value) for u in op._operands]) if fold else None
        if result is None:
            return IN_PLACE if moved else False
        results = list(result) if isinstance(result, (list, tuple)) else [result]
        if len(results) != len(op.results):
            return IN_PLACE if moved else False
        if all(r is orig for r, orig in zip(results, op.results)):
            return IN_PLACE
        values = []
        for folded, original in zip(results, op.results):
            if isinstance(folded, Value):
                if folded.type is not original.type:
                    return IN_PLACE if moved else False
                values.append(folded)
                continue
            constant = self.materialize(op, folded, original.type, rewriter)
            if constant is None:
                return IN_PLACE if moved else False
            values.append(constant.results[0])
        if before_replace is not None:
            before_replace(op)
        rewriter.replace_op(op, values)
        return True

    def insert_known_constant(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """MLIR 16's insertKnownConstant: a constant met while filling the
        worklist is replaced by an equal known one (False: `op` is gone), or
        recorded and moved to the start of its scope's entry block unless it
        follows a constant of the folder there."""
        if self._is_known_constant(op):
            self._rehoist(op)
            return True
        value = constant_value(op.results[0]) if len(op.results) == 1 else None
        entry = self._entry_block(op)
        if value is None or entry is None:
            return True
        key = (id(entry), op.dialect_name, value, op.results[0].type)
        existing = self._constants.get(key)
        if existing is not None and existing.parent is not None:
            for result, replacement in zip(op.results, existing.results):
                result.replace_all_uses_with(replacement)
            op.erase()
            return False
        if op.parent is not entry or (
            entry._first is not op and not self._is_known_constant(op._prev)
        ):
            op.move_before(entry._first)
        self._record(key, op)
        return True

    def _record(self, key: tuple[Any, ...], op: Operation) -> None:
        self._constants[key] = op
        self._owned.add(id(op))

    def _entry_block(self, op: Operation) -> Any:
        """The entry block of the region where constants for `op` go: the
        closest region whose owner is (or may be) isolated from above, or is
        top-level (MLIR's `getInsertionRegion`)."""
        block = op.parent
        while block is not None:
            region = block.parent
            owner = region.parent if region is not None else None
            if (
                owner is None
                or owner.might_have_trait(IsolatedFromAbove)
                or owner.parent is None
            ):
                return region.blocks[0] if region is not None else block
            block = owner.parent
        return None

    def _rehoist(self, op: Operation) -> None:
        """Move a constant of the folder back to the start of its block when
        another op was inserted before it (MLIR's tryToFold)."""
        block = op.parent
        if block is None or block._first is op:
            return
        if self._is_known_constant(op._prev):
            return
        op.move_before(block._first)

    def _is_known_constant(self, op: Operation | None) -> bool:
        if op is None or id(op) not in self._owned:
            return False
        return any(c is op for c in self._constants.values())

    def materialize(
        self, op: Operation, value: Attribute, type_: Any, rewriter: PatternRewriter
    ) -> Operation | None:
        """A constant op for `value` at the start of the op's isolated scope (reused)."""
        dialect = self.context.dialects.get(op.dialect_name)
        hook = getattr(dialect, "materialize_constant", None)
        if hook is None:
            return None
        entry = self._entry_block(op)
        if entry is None:
            return None
        key = (id(entry), op.dialect_name, value, type_)
        existing = self._constants.get(key)
        if existing is not None and existing.parent is not None:
            block = op.parent
            if existing.parent is block and block._first is not existing:
                existing.move_before(block._first)  # it must dominate `op`
            return existing
        builder = Builder(self.context, InsertionPoint.at_start(entry), op.location)
        constant = hook(builder, value, type_, op.location)
        if constant is None:
            return None
        if constant.dialect_name != op.dialect_name:
            # Made by another dialect (math's constants are arith's): an equal
            # constant that dialect already has is used instead (MLIR 16).
            other_key = (id(entry), constant.dialect_name, value, type_)
            existing = self._constants.get(other_key)
            if existing is not None and existing.parent is not None:
                constant.erase()
                self._constants[key] = existing
                return existing
            self._record(other_key, constant)
        self._record(key, constant)
        if rewriter.listener is not None:
            rewriter.listener.on_inserted(constant)
        return constant


# -- the greedy driver ------------------------------------------------------------------


@dataclass
class GreedyConfig:
    """How the greedy driver runs (MLIR's GreedyRewriteConfig)."""

    max_iterations: int = 10  # -1: no limit
    max_rewrites: int | None = None  # pattern rewrites per iteration
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
        self._push_operand_definers(op)
        for nested in op.walk(post_order=True):
            self.worklist.remove(nested)
            self.erased.add(id(nested))

    def _push_operand_definers(self, op: Operation) -> None:
        """Revisit the ops defining `op`'s operands that `op` alone uses, or
        nothing does (MLIR 16's `addOperandsToWorklist`: they may now die or
        simplify)."""
        for use in op._operands:
            value = use.value
            uses = value._uses
            if uses is not None and len(uses) > 1:
                continue
            owner = getattr(value, "owner", None)
            if isinstance(owner, Operation):
                self.worklist.push(owner)

    # -- driving ----------------------------------------------------------------------

    def run(self, regions: Sequence[Region]) -> bool:
        """Rewrite until a fixed point; False if the iteration limit came first.

        As MLIR 16's driver: each iteration starts from a fresh worklist and
        makes at most `max_rewrites` pattern rewrites; `max_iterations` -1 is
        no limit, and a limit of 0 or less (but -1) rewrites nothing."""
        limit = self.config.max_iterations
        iteration = 0
        changed = False
        while True:
            if iteration >= limit and limit != -1:
                break
            iteration += 1
            self.worklist = _Worklist()
            self.rewrites = 0
            for region in regions:
                for op in self._ops_in_order(region):
                    self.worklist.push(op)
            changed = self._process()
            if self.config.region_simplification:
                changed |= simplify_regions(regions, self.rewriter)
            if not changed:
                break
        return not changed

    def _ops_in_order(self, region: Region) -> list[Operation]:
        """The ops in the order to push them: the worklist pops the last first.

        As in MLIR 16: bottom-up, ops are pushed in post-order (so the last op
        is visited first); top-down, the pre-order list is reversed so that
        ops come out in pre-order. Constants are recorded in walk order, as
        MLIR's driver does while it fills the worklist; duplicates are dropped.
        """
        walked: list[Operation] = []
        for op in region.ops():
            walked.extend(op.walk(post_order=not self.config.top_down))
        ops = []
        for op in walked:
            if op.parent is None:
                continue
            if ConstantLike in op.TRAITS and not self.folder.insert_known_constant(
                op, self.rewriter
            ):
                continue
            ops.append(op)
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
            if self.config.fold:
                folded = self.folder.try_fold(
                    op, self.rewriter, self._push_operand_definers
                )
                changed |= bool(folded)
                if folded is True:
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
