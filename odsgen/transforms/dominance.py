"""Dominance between the blocks of a region (MLIR 16's DominanceInfo, for
the passes that walk dominator trees)."""

from __future__ import annotations

from ..ir.operation import Block, Region
from ..ir.region_dce import post_order
from ..ir.traits import GraphRegions


def has_ssa_dominance(region: Region) -> bool:
    """False for graph regions (whose ops may use values defined later)."""
    parent = region.parent
    return parent is None or GraphRegions not in parent.TRAITS


def reverse_post_order(region: Region) -> list[Block]:
    """The blocks reachable from the entry block, in reverse post-order."""
    order = post_order(region)
    order.reverse()
    return order


class DominatorTree:
    """Immediate dominators of a region's reachable blocks (Cooper, Harvey and
    Kennedy's iterative algorithm) and the tree they form."""

    def __init__(self, region: Region) -> None:
        self.order = reverse_post_order(region)
        index = {id(b): i for i, b in enumerate(self.order)}
        idom: list[int | None] = [None] * len(self.order)
        if self.order:
            idom[0] = 0
        predecessors = [
            [index[id(p)] for p in b.predecessors if id(p) in index] for b in self.order
        ]
        changed = True
        while changed:
            changed = False
            for i in range(1, len(self.order)):
                new: int | None = None
                for p in predecessors[i]:
                    if idom[p] is None:
                        continue
                    new = p if new is None else _intersect(idom, p, new)
                if new is not None and idom[i] != new:
                    idom[i] = new
                    changed = True
        self._index = index
        self._idom = idom
        # Children in the order LLVM's dominator tree builder (SemiNCA) adds
        # them: its depth-first numbering, successors taken in order.
        self.children: dict[int, list[Block]] = {id(b): [] for b in self.order}
        for block in _dfs_preorder(self.order[0] if self.order else None)[1:]:
            parent = idom[index[id(block)]]
            if parent is not None:
                self.children[id(self.order[parent])].append(block)

    @property
    def root(self) -> Block | None:
        return self.order[0] if self.order else None

    def is_reachable(self, block: Block) -> bool:
        return id(block) in self._index

    def dominates(self, a: Block, b: Block) -> bool:
        """Whether every path from the entry to `b` passes through `a`."""
        ia, ib = self._index.get(id(a)), self._index.get(id(b))
        if ib is None:
            return True
        if ia is None:
            return False
        while ib != ia:
            parent = self._idom[ib]
            if parent is None or parent == ib:
                return False
            ib = parent
        return True


def _dfs_preorder(entry: Block | None) -> list[Block]:
    """Blocks numbered as LLVM's runDFS numbers them (a stack of successors
    pushed last first, numbered when popped)."""
    if entry is None:
        return []
    order: list[Block] = []
    seen: set[int] = set()
    stack = [entry]
    while stack:
        block = stack.pop()
        if id(block) in seen:
            continue
        seen.add(id(block))
        order.append(block)
        stack.extend(s for s in reversed(block.successors) if id(s) not in seen)
    return order


def _intersect(idom: list[int | None], a: int, b: int) -> int:
    while a != b:
        while a > b:
            a = idom[a]  # type: ignore[assignment]
        while b > a:
            b = idom[b]  # type: ignore[assignment]
    return a
