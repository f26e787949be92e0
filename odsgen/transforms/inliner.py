"""`inline`: inline calls bottom-up over the call graph's SCCs, simplifying
each callable with a pass pipeline between rounds (MLIR 16's Inliner)."""

from __future__ import annotations

from typing import Callable

from ..ir.context import Context
from ..ir.diagnostics import op_error
from ..ir.operation import Block, Operation
from ..ir.symbol_table import SymbolTableCollection
from ..ir.traits import IsolatedFromAbove, IsTerminator, SymbolTable
from .call_graph import CallGraph, CallGraphNode, SCCIterator
from .call_interfaces import (
    callable_region,
    is_call,
    is_callable,
    lookup_nearest_symbol_from,
)
from .inlining import InlinerInterface, inline_call
from .side_effects import is_memory_effect_free
from .symbols import is_private, is_symbol, symbol_tables, symbol_uses, visibility

Optimizer = Callable[[Operation], None]


def _referenced_nodes(
    op: Operation,
    graph: CallGraph,
    tables: SymbolTableCollection,
    resolved: dict[object, CallGraphNode | None],
) -> list[tuple[CallGraphNode, Operation]]:
    """The call graph nodes the symbol uses in `op` name, with each user."""
    uses = symbol_uses(op)
    assert uses is not None, "expected uses to be valid"
    found = []
    table_op = op.parent_op
    for user, ref in uses:
        if ref not in resolved:
            resolved[ref] = None
            symbol = (
                lookup_nearest_symbol_from(table_op, ref, tables)
                if table_op is not None
                else None
            )
            if symbol is None or not is_callable(symbol):
                continue
            resolved[ref] = graph.lookup(callable_region(symbol))
        node = resolved[ref]
        if node is not None:
            found.append((node, user))
    return found


class _Uses:
    """How often each discardable callable is referenced (MLIR's CGUseList)."""

    def __init__(
        self, op: Operation, graph: CallGraph, tables: SymbolTableCollection
    ) -> None:
        self.graph = graph
        self.tables = tables
        self.discardable: dict[CallGraphNode, int] = {}
        self.top_level: dict[CallGraphNode, set[CallGraphNode]] = {}
        self.inner: dict[CallGraphNode, dict[CallGraphNode, int]] = {}
        always_live: dict[object, CallGraphNode | None] = {}
        for table_op, all_visible in symbol_tables(op, op.parent is None):
            for child in table_op.regions[0].ops():
                if is_callable(child):
                    node = graph.lookup(callable_region(child))
                    if node is not None:
                        if (
                            is_symbol(child)
                            and (all_visible or is_private(child))
                            and visibility(child) != "public"
                        ):
                            self.discardable.setdefault(node, 0)
                        continue
                _referenced_nodes(child, graph, tables, always_live)
        for node in always_live.values():
            if node is not None:
                self.discardable.pop(node, None)
        for node in list(graph.nodes.values()):
            self.recompute(node)

    def recompute(self, node: CallGraphNode) -> None:
        parent_op = node.op
        self._decrement(node)
        top: set[CallGraphNode] = set()
        inner: dict[CallGraphNode, int] = {}
        for target, user in _referenced_nodes(parent_op, self.graph, self.tables, {}):
            if target not in self.discardable:
                continue
            if user is not parent_op:
                inner[target] = inner.get(target, 0) + 1
            elif target in top:
                continue
            else:
                top.add(target)
            self.discardable[target] += 1
        self.top_level[node] = top
        self.inner[node] = inner

    def _decrement(self, node: CallGraphNode) -> None:
        for target in self.top_level.get(node, ()):
            self.discardable[target] = self.discardable.get(target, 0) - 1
        for target, count in self.inner.get(node, {}).items():
            self.discardable[target] = self.discardable.get(target, 0) - count

    def drop_call_uses(self, user_node: CallGraphNode, call: Operation) -> None:
        refs = self.inner.setdefault(user_node, {})
        for target, _ in _referenced_nodes(call, self.graph, self.tables, {}):
            if target in refs:
                refs[target] -= 1
                self.discardable[target] = self.discardable.get(target, 0) - 1

    def erase_node(self, node: CallGraphNode) -> None:
        for child in node.children():
            self.erase_node(child)
        self._decrement(node)
        self.top_level.pop(node, None)
        self.inner.pop(node, None)
        self.discardable.pop(node, None)

    def merge_after_inlining(
        self, callee: CallGraphNode, caller: CallGraphNode
    ) -> None:
        caller_uses = self.inner.setdefault(caller, {})
        for target, count in self.inner.setdefault(callee, {}).items():
            caller_uses[target] = caller_uses.get(target, 0) + count
            self.discardable[target] = self.discardable.get(target, 0) + count

    def is_dead(self, node: CallGraphNode) -> bool:
        op = node.op
        if not is_symbol(op):
            return is_memory_effect_free(op) and not any(r.has_uses for r in op.results)
        return self.discardable.get(node, -1) == 0

    def has_one_use_and_discardable(self, node: CallGraphNode) -> bool:
        op = node.op
        if not is_symbol(op):
            uses = sum(len(r.uses) for r in op.results)
            return is_memory_effect_free(op) and uses == 1
        return self.discardable.get(node, -1) == 1


class _Inliner(InlinerInterface):
    """The interface that collects the calls of each newly inlined block."""

    def __init__(
        self, context: Context, graph: CallGraph, tables: SymbolTableCollection
    ) -> None:
        super().__init__(context)
        self.graph = graph
        self.tables = tables
        self.calls: list[tuple[Operation, CallGraphNode, CallGraphNode]] = []
        self.dead: dict[CallGraphNode, None] = {}

    def process_inlined_blocks(self, blocks: list[Block]) -> None:
        region = blocks[0].parent
        node = self.graph.lookup(region)
        while node is None:
            assert region is not None and region.parent is not None
            region = region.parent.parent_region
            node = self.graph.lookup(region)
        self.collect_calls(blocks, node, traverse_nested=True)

    def collect_calls(
        self, blocks: list[Block], source: CallGraphNode, traverse_nested: bool
    ) -> None:
        worklist = [(block, source) for block in blocks]
        while worklist:
            block, node = worklist.pop()
            for op in block:
                if is_call(op):
                    callee = op.callable_for_callee()  # type: ignore[attr-defined]
                    if getattr(callee, "nested", ()):
                        continue
                    target = self.graph.resolve(op, self.tables)
                    if not target.is_external:
                        self.calls.append((op, node, target))
                    continue
                for region in op.regions:
                    nested = self.graph.lookup(region)
                    if traverse_nested or nested is None:
                        worklist.extend((b, nested or node) for b in region.blocks)


def _should_inline(call: Operation, target: CallGraphNode) -> bool:
    if IsTerminator in call.TRAITS:
        return False
    region = call.parent_region
    return not (region is not None and target.region.is_ancestor(region))  # type: ignore[union-attr]


def _in_history(
    node: CallGraphNode,
    entry: int | None,
    history: list[tuple[CallGraphNode, int | None]],
) -> bool:
    while entry is not None:
        if history[entry][0] is node:
            return True
        entry = history[entry][1]
    return False


def _inline_calls_in_scc(
    inliner: _Inliner, uses: _Uses, scc: list[CallGraphNode]
) -> tuple[bool, list[CallGraphNode]]:
    """One round of inlining in `scc`: whether any call was inlined, and the
    nodes found dead."""
    dead: dict[CallGraphNode, None] = {}
    for node in scc:
        if node.is_external:
            continue
        if uses.is_dead(node):
            dead[node] = None
        else:
            inliner.collect_calls(list(node.region.blocks), node, traverse_nested=False)  # type: ignore[union-attr]
    calls = inliner.calls
    history: list[tuple[CallGraphNode, int | None]] = []
    call_history: list[int | None] = [None] * len(calls)
    inlined_any = False
    index = 0
    while index < len(calls):
        call, source, target = calls[index]
        entry = call_history[index]
        index += 1
        if source in dead:
            continue
        if _in_history(target, entry, history) or not _should_inline(call, target):
            continue
        before = len(calls)
        in_place = uses.has_one_use_and_discardable(target)
        if not inline_call(inliner, call, target.op, target.region, clone=not in_place):  # type: ignore[arg-type]
            continue
        inlined_any = True
        history.append((target, entry))
        call_history.extend([len(history) - 1] * (len(calls) - before))
        uses.drop_call_uses(source, call)
        uses.merge_after_inlining(target, source)
        call.erase()
        if in_place:
            uses.erase_node(target)
            dead[target] = None
    calls.clear()
    return inlined_any, list(dead)


def inline(
    op: Operation,
    context: Context,
    optimizers: Callable[[Operation], Optimizer | None],
    max_iterations: int,
) -> None:
    """Inline the calls in the symbol table `op`; `optimizers(callable)` gives
    the simplification run on a callable before each round (or None)."""
    if SymbolTable not in op.TRAITS:
        raise op_error(
            op,
            " was scheduled to run under the inliner, but does not define a symbol table",
        )
    graph = CallGraph(op)
    tables = SymbolTableCollection()
    inliner = _Inliner(context, graph, tables)
    uses = _Uses(op, graph, tables)
    sccs = SCCIterator(graph)
    for scc in sccs:
        for _ in range(max(max_iterations, 1)):
            _optimize_scc(graph, uses, scc, optimizers)
            inlined, dead = _inline_calls_in_scc(inliner, uses, scc)
            for node in dead:
                if node in scc:
                    scc.remove(node)
                    sccs.forget(node)
                inliner.dead[node] = None
            if not inlined:
                break
    for node in inliner.dead:
        node.op.erase()


def _optimize_scc(
    graph: CallGraph,
    uses: _Uses,
    scc: list[CallGraphNode],
    optimizers: Callable[[Operation], Optimizer | None],
) -> None:
    visit = [
        node
        for node in scc
        if not node.is_external
        and not node.has_children()
        and IsolatedFromAbove in node.op.TRAITS
    ]
    for node in visit:
        optimize = optimizers(node.op)
        if optimize is not None:
            optimize(node.op)
    for node in visit:
        uses.recompute(node)
