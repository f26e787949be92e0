"""`cse`: common sub-expression elimination (MLIR 16's CSE pass).

Ops are looked up in a table scoped by the dominator tree of each region:
an op equal to one seen in a dominating position is replaced by it. Ops that
only read memory are merged only within a block and when nothing between
them may write. Trivially dead ops are erased on the way.
"""

from __future__ import annotations

from typing import Any, Callable

from ..ir.context import Context
from ..ir.location import UnknownLoc
from ..ir.operation import BlockArgument, Operation, Region, Value, erase_ops
from ..ir.traits import Commutative, IsolatedFromAbove, IsTerminator
from .dominance import DominatorTree, has_ssa_dominance
from .side_effects import (
    READ,
    WRITE,
    effects,
    has_effect,
    is_memory_effect_free,
    is_trivially_dead,
    only_has_effect,
)

ValueMap = Callable[[Value, Value], bool]


def _hash_key(op: Operation) -> tuple[Any, ...]:
    """What two equal ops share (MLIR hashes name, attributes, result types
    and operands, the operands of commutative ops as a set)."""
    operands = [id(use.value) for use in op._operands]
    if Commutative in op.TRAITS:
        operands.sort()
    successors = op._successors
    return (
        op.name,
        op.attributes,
        tuple([r.type for r in op.results]),
        tuple(operands),
        len(successors) if successors else 0,
        len(op.regions),
    )


def _sorted_operands(op: Operation) -> list[Value]:
    """The operands, ordered as MLIR orders those of a commutative op for
    comparison: block arguments first (by block, then position)."""
    values = op.operands
    if Commutative not in op.TRAITS:
        return values

    def key(value: Value) -> tuple[int, int, int]:
        if isinstance(value, BlockArgument):
            return (0, id(value.owner), value.index)
        return (1, id(value), 0)

    return sorted(values, key=key)


def is_equivalent(
    lhs: Operation, rhs: Operation, map_operands: ValueMap, map_results: ValueMap
) -> bool:
    """MLIR's OperationEquivalence::isEquivalentTo, ignoring locations."""
    if lhs is rhs:
        return True
    if (
        lhs.name != rhs.name
        or lhs.attributes is not rhs.attributes
        or len(lhs.regions) != len(rhs.regions)
        or lhs.num_successors != rhs.num_successors
        or lhs.num_operands != rhs.num_operands
        or len(lhs.results) != len(rhs.results)
    ):
        return False
    for a, b in zip(_sorted_operands(lhs), _sorted_operands(rhs)):
        if a.type is not b.type or not map_operands(a, b):
            return False
    for a, b in zip(lhs.results, rhs.results):
        if a.type is not b.type or not map_results(a, b):
            return False
    return all(
        _regions_equivalent(a, b, map_operands, map_results)
        for a, b in zip(lhs.regions, rhs.regions)
    )


def _regions_equivalent(
    lhs: Region, rhs: Region, map_operands: ValueMap, map_results: ValueMap
) -> bool:
    if len(lhs.blocks) != len(rhs.blocks):
        return False
    blocks: dict[int, Any] = {}
    for lblock, rblock in zip(lhs.blocks, rhs.blocks):
        if len(lblock.arguments) != len(rblock.arguments):
            return False
        if blocks.setdefault(id(lblock), rblock) is not rblock:
            return False
        for a, b in zip(lblock.arguments, rblock.arguments):
            if a.type is not b.type or not map_operands(a, b):
                return False
        lops, rops = lblock.operations, rblock.operations
        if len(lops) != len(rops):
            return False
        for lop, rop in zip(lops, rops):
            if not is_equivalent(lop, rop, map_operands, map_results):
                return False
            for ls, rs in zip(lop.successors, rop.successors):
                if blocks.setdefault(id(ls), rs) is not rs:
                    return False
    return True


def _parent_of(value: Value) -> Operation | None:
    if isinstance(value, BlockArgument):
        return value.owner.parent_op
    return value.owner.parent_op  # type: ignore[attr-defined]


def _equal(lhs: Operation, rhs: Operation) -> bool:
    """Whether CSE may replace `lhs` by `rhs` (given equal hash keys)."""
    if lhs is rhs or (not lhs.regions and not rhs.regions):
        return True
    if (
        len(lhs.regions) != 1
        or len(rhs.regions) != 1
        or len(lhs.regions[0].blocks) != 1
        or len(rhs.regions[0].blocks) != 1
    ):
        return False
    lblock, rblock = lhs.regions[0].blocks[0], rhs.regions[0].blocks[0]
    if len(lblock.arguments) != len(rblock.arguments):
        return False
    equivalent: dict[int, Value] = {
        id(a): b for a, b in zip(lblock.arguments, rblock.arguments)
    }

    def map_operands(a: Value, b: Value) -> bool:
        return a is b or equivalent.get(id(a)) is b

    def map_results(a: Value, b: Value) -> bool:
        if _parent_of(a) is lhs and _parent_of(b) is rhs:
            return equivalent.setdefault(id(a), b) is b
        return True

    return is_equivalent(lhs, rhs, map_operands, map_results)


class _Slot:
    """The ops known under one key, innermost scope last."""

    __slots__ = ("key_op", "values")

    def __init__(self, key_op: Operation) -> None:
        self.key_op = key_op
        self.values: list[Operation] = []


class KnownValues:
    """A scoped table of ops by equality (LLVM's ScopedHashTable with CSE's keys)."""

    def __init__(self) -> None:
        self._table: dict[tuple[Any, ...], list[_Slot]] = {}
        self._scopes: list[list[tuple[tuple[Any, ...], _Slot]]] = []

    def find(self, op: Operation) -> tuple[tuple[Any, ...], _Slot | None]:
        """The key of `op` and the slot of the ops equal to it, if any (for
        `insert`)."""
        key = _hash_key(op)
        for slot in self._table.get(key, ()):
            if _equal(op, slot.key_op):
                return key, slot
        return key, None

    def contains(self, op: Operation) -> bool:
        return self.find(op)[1] is not None

    def insert(
        self, op: Operation, found: tuple[tuple[Any, ...], _Slot | None]
    ) -> None:
        """Make `op` the value of its slot; `found` is what `find` gave."""
        key, slot = found
        if slot is None:
            slot = _Slot(op)
            self._table.setdefault(key, []).append(slot)
        slot.values.append(op)
        self._scopes[-1].append((key, slot))

    def push_scope(self) -> None:
        self._scopes.append([])

    def pop_scope(self) -> None:
        for key, slot in reversed(self._scopes.pop()):
            slot.values.pop()
            if not slot.values:
                slots = self._table[key]
                slots.remove(slot)
                if not slots:
                    del self._table[key]


class _CSE:
    """One run of the pass on one op."""

    def __init__(self) -> None:
        self.to_erase: list[Operation] = []
        # `is_memory_effect_free` answers: the run moves no op and erases
        # them only at its end.
        self.effect_free: dict[Operation, bool] = {}

    def run(self, root: Operation) -> bool:
        """Simplify the regions of `root`; whether it erased nothing."""
        known = KnownValues()
        for region in root.regions:
            self.simplify_region(known, region)
        erase_ops(self.to_erase)
        return not self.to_erase

    def simplify_region(self, known: KnownValues, region: Region) -> None:
        if not region.blocks:
            return
        ssa = has_ssa_dominance(region)
        if len(region.blocks) == 1:
            known.push_scope()
            self.simplify_block(known, region.blocks[0], ssa)
            known.pop_scope()
            return
        if not ssa:
            return
        tree = DominatorTree(region)
        known.push_scope()
        stack = [(tree.root, iter(tree.children[id(tree.root)]))]
        self.simplify_block(known, tree.root, ssa)
        while stack:
            child = next(stack[-1][1], None)
            if child is None:
                stack.pop()
                known.pop_scope()
                continue
            known.push_scope()
            self.simplify_block(known, child, ssa)
            stack.append((child, iter(tree.children[id(child)])))

    def simplify_block(self, known: KnownValues, block: Any, ssa: bool) -> None:
        for op in block:
            if op.regions:
                # Values above an isolated op must not leak into it.
                scope = (
                    KnownValues() if op.might_have_trait(IsolatedFromAbove) else known
                )
                for region in op.regions:
                    self.simplify_region(scope, region)
            self.simplify_operation(known, op, ssa)

    def simplify_operation(self, known: KnownValues, op: Operation, ssa: bool) -> None:
        if IsTerminator in op.TRAITS and op.OPERATION_NAME is not None:
            return
        if is_trivially_dead(op):
            self.to_erase.append(op)
            return
        if op.regions and (len(op.regions) != 1 or len(op.regions[0].blocks) != 1):
            return
        if not is_memory_effect_free(op, self.effect_free):
            # Of the ops with effects, only those that just read are merged.
            if not only_has_effect(op, READ):
                return
            found = known.find(op)
            existing = found[1].values[-1] if found[1] is not None else None
            if (
                existing is not None
                and existing.parent is op.parent
                and not _writes_between(existing, op)
            ):
                self.replace(known, op, existing, ssa)
                return
            known.insert(op, found)
            return
        found = known.find(op)
        if found[1] is not None:
            self.replace(known, op, found[1].values[-1], ssa)
            return
        known.insert(op, found)

    def replace(
        self, known: KnownValues, op: Operation, existing: Operation, ssa: bool
    ) -> None:
        if ssa:
            op.replace_all_uses_with(list(existing.results))
            self.to_erase.append(op)
        else:
            # Uses already visited keep their value (graph regions).
            for old, new in zip(op.results, existing.results):
                for use in old.uses:
                    if not known.contains(use.owner):
                        use.set(new)
            if not any(r.has_uses for r in op.results):
                self.to_erase.append(op)
        if isinstance(existing.location, UnknownLoc) and not isinstance(
            op.location, UnknownLoc
        ):
            existing.location = op.location


def _writes_between(first: Operation, last: Operation) -> bool:
    """Whether an op between `first` and `last` (one block) may write memory."""
    op = first.next_op
    while op is not None and op is not last:
        if effects(op) is None or has_effect(op, WRITE):
            return True
        op = op.next_op
    return False


def cse(op: Operation, context: Context, options: dict[str, Any]) -> bool:
    """Run CSE on the regions of `op`; True when it erased nothing (MLIR's
    CSE then marks all analyses preserved)."""
    return _CSE().run(op)
