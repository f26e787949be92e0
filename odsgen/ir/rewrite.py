"""The greedy pattern rewrite driver: applies patterns and folders until
nothing changes.

As in MLIR 16 (seed 003, "Pattern Rewriting"): patterns are tried on an op in
order of decreasing benefit; the driver folds ops through their `fold`
hooks (materializing constants through the dialect, see `folder`), removes
trivially dead ops, and revisits what each change touched, until a fixed
point or the iteration limit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from .context import Context
from .folder import IN_PLACE, OperationFolder, constant_value
from .operation import Block, OpResult, Operation, Region, Value
from .pattern import PatternRewriter, RewritePattern, defining_op
from .dead_ops import is_trivially_dead, would_be_trivially_dead
from .region_simplify import erase_unreachable_blocks, simplify_regions
from .traits import Commutative, ConstantLike
from ..tools.deep import big_stack_when_compiled


@dataclass
class GreedyConfig:
    """How the greedy driver runs (MLIR's GreedyRewriteConfig)."""

    max_iterations: int = 10  # -1: no limit
    max_rewrites: int | None = None  # pattern rewrites per iteration
    top_down: bool = False
    fold: bool = True
    region_simplification: bool = True


class _Worklist:
    """Ops to visit, last pushed first, without duplicates.

    `_members` holds the ops waiting; `_items` is the stack, where an op
    removed (erased) or pushed again may leave stale entries below its live
    one: `pop` skips entries whose op is no longer a member. An op's live
    entry is always its topmost, so this visits ops in MLIR's order. (The
    driver's hot loop pops and pushes inline, the same way.)
    """

    __slots__ = ("_items", "_members")

    def __init__(self, ops: Sequence[Operation] = ()) -> None:
        self._items: list[Operation] = list(ops)
        self._members: set[Operation] = set(self._items)

    def push(self, op: Operation) -> None:
        members = self._members
        if op not in members:
            members.add(op)
            self._items.append(op)

    def pop(self) -> Operation | None:
        items, members = self._items, self._members
        while items:
            op = items.pop()
            if op in members:
                members.remove(op)
                return op
        return None

    def remove(self, op: Operation) -> None:
        self._members.discard(op)


class FrozenPatterns:
    """Patterns ordered once for many runs of the driver (MLIR's
    FrozenRewritePatternSet): by root op name (None: any op), by decreasing
    benefit; with what the driver learns of op classes (`GreedyDriver._kind`),
    per value of `GreedyConfig.fold`."""

    __slots__ = ("by_root", "kinds")

    def __init__(self, patterns: Iterable[RewritePattern]) -> None:
        self.by_root: dict[str | None, list[RewritePattern]] = {}
        for pattern in sorted(patterns, key=lambda p: -p.benefit):
            self.by_root.setdefault(pattern.root, []).append(pattern)
        self.kinds: dict[bool, dict[type | str, Any]] = {True: {}, False: {}}


class GreedyDriver:
    """Applies patterns and folders to the ops of a region until nothing changes."""

    def __init__(
        self,
        patterns: Iterable[RewritePattern] | FrozenPatterns,
        context: Context,
        config: GreedyConfig | None = None,
    ) -> None:
        self.config = config or GreedyConfig()
        self.context = context
        if not isinstance(patterns, FrozenPatterns):
            patterns = FrozenPatterns(patterns)
        self.by_root = patterns.by_root
        self._kinds: dict[type | str, tuple[bool | None, Any, list[RewritePattern]]]
        self._kinds = patterns.kinds[self.config.fold]
        self.rewriter = PatternRewriter(context)
        self.rewriter.listener = self
        self.folder = OperationFolder(context)
        self._owned = self.folder.owned
        self.worklist = _Worklist()
        self.rewrites = 0
        self._scope: set[Region] = set()
        # Block -> what `_ancestors` gives for it, while blocks stay put.
        self._above: dict[Block, tuple[Operation, ...] | None] = {}
        # `would_be_trivially_dead`'s answers for ops of recursive effects,
        # while no op with effects may have joined or left them: the
        # driver's own erasing of dead ops removes none.
        self._dead: dict[Operation, bool] = {}

    # -- listener -------------------------------------------------------------------

    def on_inserted(self, op: Operation) -> None:
        self._add(op)

    def on_modified(self, op: Operation) -> None:
        self._add(op)

    def _add(self, op: Operation) -> None:
        """MLIR 16's addToWorklist: `op` and its ancestors up to the
        driver's regions, innermost first (nothing if `op` is not in them).

        Ancestors the driver leaves alone (`_INERT`: visiting them changes
        nothing and pushes nothing) are not pushed, which nothing can tell."""
        block = op.parent
        above = self._ancestors(block) if block is not None else None
        if above is not None:
            self._push(op, above)

    def _add_known(self, op: Operation) -> None:
        """`_add`, with the ancestors of `op`'s block remembered while the
        driver's own folding and erasing leave blocks where they are (the
        driver forgets them when anything else may have moved them)."""
        block = op.parent
        above = self._above.get(block, _UNKNOWN)
        if above is _UNKNOWN:
            if block is None:
                return
            above = self._ancestors(block)
            self._above[block] = _DIRECT if above == () else above
        if above is None:
            return
        members = self.worklist._members
        if op not in members:
            members.add(op)
            self.worklist._items.append(op)
        if above is not _DIRECT:
            for ancestor in above:
                if ancestor not in members:
                    members.add(ancestor)
                    self.worklist._items.append(ancestor)

    def _ancestors(self, block: Block) -> tuple[Operation, ...] | None:
        """The ops enclosing `block` below the driver's regions, innermost
        first, but those the driver leaves alone; None if `block` is not in
        the driver's regions."""
        above = _ancestors_above(block, self._scope)
        if not above:
            return above
        kinds = self._kinds
        return tuple(
            op for op in above if (kinds.get(type(op)) or self._kind(op)) is not _INERT
        )

    def _blocks_may_have_moved(self) -> None:
        """Forget the blocks' ancestors and constant scopes remembered while
        only the driver's own folding and erasing ran (a pattern, an in-place
        fold or erasing an op with regions may have moved blocks)."""
        self._above.clear()
        self._dead.clear()
        self.folder.forget_blocks()

    def _push(self, op: Operation, above: tuple[Operation, ...]) -> None:
        push = self.worklist.push
        push(op)
        for ancestor in above:
            push(ancestor)

    def on_replaced(self, op: Operation, values: Sequence[Value]) -> None:
        for result in op.results:
            for use in result.uses_view():
                self._add(use.owner)

    def on_erased(self, op: Operation) -> None:
        self._blocks_may_have_moved()  # a pattern is running
        self._revisit(op, None)
        self._forget(op)

    def _revisit(self, op: Operation, values: Sequence[Value] | None) -> None:
        """Push what erasing `op` may simplify, as MLIR 16's driver does:
        the ops defining operands that `op` alone uses, or nothing does
        (`addOperandsToWorklist`: they may die), then if `op` is replaced
        with `values`, its users. `_add_known` inlined for ops whose blocks
        have no ancestors to push."""
        revisit = []
        for use in op._operands:
            value = use.value
            # At most one use: `_uses` is not a list.
            if value._uses.__class__ is not list and type(value) is OpResult:
                revisit.append(value.owner)
        if values is not None:
            for result in op.results:
                for use in result.uses_view():
                    revisit.append(use.owner)
        above_of = self._above
        members = self.worklist._members
        for other in revisit:
            if above_of.get(other.parent) is _DIRECT:
                if other not in members:
                    members.add(other)
                    self.worklist._items.append(other)
            else:
                self._add_known(other)

    def _forget(self, op: Operation) -> None:
        """Drop `op` and the ops in it from the worklist and the folder."""
        remove = self.worklist.remove
        owned = self.folder.owned
        for nested in op.walk() if op.regions else (op,):
            remove(nested)
            if nested in owned:
                self.folder.notify_removal(nested)

    # -- driving ----------------------------------------------------------------------

    def run(self, regions: Sequence[Region]) -> bool:
        """Rewrite until a fixed point; False if the iteration limit came first.

        As MLIR 16's driver: each iteration starts from a fresh worklist and
        makes at most `max_rewrites` pattern rewrites; `max_iterations` -1 is
        no limit, and a limit of 0 or less (but -1) rewrites nothing."""
        self._scope = set(regions)
        limit = self.config.max_iterations
        iteration = 0
        changed = False
        while True:
            if iteration >= limit and limit != -1:
                break
            iteration += 1
            self._blocks_may_have_moved()
            ops: list[Operation] = []
            for region in regions:
                ops.extend(self._ops_in_order(region))
            if self.config.top_down:
                self.worklist = _Worklist(ops)
            else:  # MLIR adds each op with its ancestors
                self.worklist = _Worklist()
                for op in ops:
                    self._add_known(op)
            self.rewrites = 0
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
        if self.config.top_down:
            walked = _pre_order(region)
        else:
            walked = [n for op in region.ops() for n in op.walk(post_order=True)]
        ops = []
        insert_known_constant = self.folder.insert_known_constant
        rewriter = self.rewriter
        for op in walked:  # a constant known already is erased, and left out
            if ConstantLike in op.TRAITS and not insert_known_constant(op, rewriter):
                continue
            ops.append(op)
        if self.config.top_down:
            ops.reverse()
        return ops

    def _process(self) -> bool:
        """Visit the worklist's ops until it is empty or the rewrite limit is
        reached: erase the dead, fold, else apply patterns; True if anything
        changed.

        The driver's hot loop: folding ops their class's hook alone folds
        (see `_kind`) and erasing ops without regions or successors
        (`_remove`, `_revisit`, `_add_known` for blocks without ancestors
        to push, `Operation.erase`) are inlined, and the op's attributes
        are read once (ops of many classes make each read slow)."""
        changed = False
        items, members = self.worklist._items, self.worklist._members
        pop, remove = items.pop, members.remove
        max_rewrites = self.config.max_rewrites
        folder = self.folder
        try_fold, fold_result = folder.try_fold, folder.fold_result
        rewriter = self.rewriter
        kinds = self._kinds
        owned = self._owned
        above_of = self._above
        add_known = self._add_known
        if max_rewrites is not None and max_rewrites <= 0:
            return False
        while items:
            op = pop()
            try:
                remove(op)
            except KeyError:  # a stale entry (see _Worklist)
                continue
            block = op.parent
            if block is None:
                continue
            kind = kinds.get(type(op)) or self._kind(op)
            if kind is _INERT:
                continue
            dead_if_unused, fold, patterns = kind
            results = op.results
            values: Sequence[Value] | None = None
            if dead_if_unused is False:
                dead = False
            elif len(results) == 1:
                dead = results[0]._uses is None and (
                    dead_if_unused is True or would_be_trivially_dead(op, self._dead)
                )
            else:
                dead = all(result._uses is None for result in results) and (
                    dead_if_unused is True or would_be_trivially_dead(op, self._dead)
                )
            if not dead:
                if fold is not None:
                    if fold is _TRY_FOLD:
                        folded = try_fold(op, rewriter)
                    else:  # `try_fold` for an op its class's hook alone folds
                        constants = []
                        for use in op._operands:
                            value = use.value
                            constants.append(
                                constant_value(value)
                                if type(value) is OpResult
                                and ConstantLike in value.owner.TRAITS
                                else None
                            )
                        folded = fold(op, constants)
                        if folded is None:
                            folded = False
                        elif (
                            len(results) == 1
                            and isinstance(folded, Value)
                            and folded is not results[0]
                            and folded.type is results[0].type
                        ):
                            folded = (folded,)
                        else:
                            folded = fold_result(op, folded, False, rewriter)
                    if folded is not False:
                        changed = True
                        if folded is True:
                            self._blocks_may_have_moved()
                        else:
                            values = folded
                            self._dead.clear()  # `op`, erased, may have effects
                if values is None:
                    if patterns and self._apply_patterns(op, patterns):
                        self._blocks_may_have_moved()
                        self.rewrites += 1
                        changed = True
                        # Only a rewrite brings the limit nearer.
                        if max_rewrites is not None and self.rewrites >= max_rewrites:
                            break
                    continue
            # Erase `op` (dead, or folded to `values`): `_remove`, inlined.
            changed = True
            if op.regions or op._successors:
                self._remove(op, values)
                self._blocks_may_have_moved()
                continue
            operands = op._operands
            for use in operands:
                value = use.value
                if value._uses.__class__ is not list and type(value) is OpResult:
                    definer = value.owner
                    if above_of.get(definer.parent) is not _DIRECT:
                        add_known(definer)
                    elif definer not in members:
                        members.add(definer)
                        items.append(definer)
            if values is not None:
                for result in results:
                    for use in result.uses_view():
                        add_known(use.owner)
            if op in owned:
                folder.notify_removal(op)
            if values is not None:
                if len(results) == 1:
                    results[0].replace_all_uses_with(values[0])
                else:
                    for result, value in zip(results, values):
                        result.replace_all_uses_with(value)
            # Unlink `op` from its block, then drop its uses.
            prev, nxt = op._prev, op._next
            if prev is None:
                block._first = nxt
            else:
                prev._next = nxt
            if nxt is None:
                block._last = prev
            else:
                nxt._prev = prev
            op._prev = op._next = op.parent = None
            for use in operands:
                value = use.value
                if value._uses is use:  # its only use: `_remove_use`, inlined
                    value._uses = None
                else:
                    value._remove_use(use)
            op._operands = ()
        return changed

    def _kind(self, op: Operation) -> tuple[bool | None, Any, list[RewritePattern]]:
        """What the driver needs to know of ops like `op` (of its class, or
        its name where the class is not that name's alone, as for
        unregistered ops; remembered in `_kinds`): whether they
        are dead once unused (None: it depends on the ops in their regions),
        how to fold them (None: nothing to fold; their class's fold hook if
        that alone folds them, `_TRY_FOLD` if the folder must also reorder
        commutative operands or keep constants), and the patterns to try on
        them by decreasing benefit (an op's own before generic ones of equal
        benefit)."""
        cls = type(op)
        by_class = op.name == getattr(cls, "OPERATION_NAME", None)
        if not by_class:
            known = self._kinds.get(op.name)
            if known is not None:
                return known
        recursive = getattr(cls, "RECURSIVE_MEMORY_EFFECTS", False)
        dead_if_unused = None if recursive else would_be_trivially_dead(op)
        fold = getattr(cls, "fold", None)
        if not self.config.fold:
            fold = None
        elif Commutative in cls.TRAITS or ConstantLike in cls.TRAITS:
            fold = _TRY_FOLD
        patterns = self.by_root.get(op.name, []) + self.by_root.get(None, [])
        patterns.sort(key=lambda p: -p.benefit)
        kind = (dead_if_unused, fold, patterns)
        if kind == _INERT:
            kind = _INERT
        self._kinds[cls if by_class else op.name] = kind
        return kind

    def _remove(self, op: Operation, values: Sequence[Value] | None = None) -> None:
        """Erase `op`, dead or folded (its results replaced with `values`
        first), as MLIR 16's driver does: its operands' definers, then its
        users, are revisited; `op` and the ops in it leave the worklist and
        the folder. (`_process` inlines this for ops without regions.)"""
        self._revisit(op, values)
        self._forget(op)
        if values is not None:
            for result, value in zip(op.results, values):
                result.replace_all_uses_with(value)
        op.erase()

    def _apply_patterns(self, op: Operation, patterns: list[RewritePattern]) -> bool:
        rewriter = self.rewriter
        for pattern in patterns:
            rewriter.set_insertion_point(op)
            rewriter.location = op.location
            if pattern.match_and_rewrite(op, rewriter):
                return True
        return False


_UNKNOWN = object()  # in GreedyDriver._above: not computed
_DIRECT = object()  # in GreedyDriver._above: no ancestors to push
_TRY_FOLD = object()  # in a GreedyDriver._kind: fold through `try_fold`
# The kind of ops the driver leaves alone (GreedyDriver._kind).
_INERT: tuple[bool | None, Any, list[RewritePattern]] = (False, None, [])


def _ancestors_above(block: Block, scope: set[Region]) -> tuple[Operation, ...] | None:
    """The ops enclosing `block` below the regions of `scope`, innermost
    first; None if `block` is not in those regions."""
    ancestors: list[Operation] = []
    while True:
        region = block.parent
        if region is None:
            return None
        if region in scope:
            return tuple(ancestors)
        op = region.parent
        if op is None or op.parent is None:
            return None
        ancestors.append(op)
        block = op.parent


def _pre_order(region: Region) -> list[Operation]:
    """The ops of `region` and the regions nested in it, in pre-order."""
    walked: list[Operation] = []
    # The next op to visit in each block being walked, innermost last.
    pending: list[Operation] = []
    for block in reversed(region.blocks):
        if block._first is not None:
            pending.append(block._first)
    while pending:
        op: Operation | None = pending.pop()
        while op is not None:
            walked.append(op)
            if op.regions:
                if op._next is not None:
                    pending.append(op._next)
                for nested in reversed(op.regions):
                    for block in reversed(nested.blocks):
                        if block._first is not None:
                            pending.append(block._first)
                break
            op = op._next
    return walked


@big_stack_when_compiled
def apply_patterns_greedily(
    op: Operation,
    patterns: Iterable[RewritePattern] | FrozenPatterns,
    context: Context | None = None,
    config: GreedyConfig | None = None,
) -> bool:
    """Rewrite the regions of `op` greedily; True if a fixed point was reached."""
    driver = GreedyDriver(patterns, context or Context.current(), config)
    return driver.run(op.regions)


__all__ = [
    "IN_PLACE",
    "GreedyConfig",
    "FrozenPatterns",
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
