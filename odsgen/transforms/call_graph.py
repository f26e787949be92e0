"""The call graph of callable regions and its SCCs, callees first (MLIR 16's
CallGraph and the order LLVM's scc_iterator visits it in)."""

from __future__ import annotations

from typing import Iterator

from ..ir.operation import Operation, Region
from ..ir.symbol_table import SymbolTableCollection
from .call_interfaces import callable_region, is_call, is_callable, resolve_callable

CALL, CHILD, ABSTRACT = "call", "child", "abstract"


class CallGraphNode:
    """A callable region (None for the external caller and unknown callee nodes)."""

    def __init__(self, region: Region | None) -> None:
        self.region = region
        # Edges in insertion order, each (target, kind) once.
        self.edges: dict[tuple[int, str], tuple[CallGraphNode, str]] = {}

    @property
    def is_external(self) -> bool:
        return self.region is None

    def add_edge(self, target: CallGraphNode, kind: str) -> None:
        self.edges.setdefault((id(target), kind), (target, kind))

    def has_children(self) -> bool:
        return any(kind == CHILD for _, kind in self.edges.values())

    def children(self) -> list[CallGraphNode]:
        return [target for target, kind in self.edges.values() if kind == CHILD]

    @property
    def op(self) -> Operation:
        assert self.region is not None and self.region.parent is not None
        return self.region.parent


class CallGraph:
    """Nodes for the callable regions in an op, with call and nesting edges."""

    def __init__(self, op: Operation) -> None:
        self.external = CallGraphNode(None)
        self.unknown = CallGraphNode(None)
        self.nodes: dict[int, CallGraphNode] = {}
        tables = SymbolTableCollection()
        self._compute(op, tables, None, resolve_calls=False)
        self._compute(op, tables, None, resolve_calls=True)

    def _compute(
        self,
        op: Operation,
        tables: SymbolTableCollection,
        parent: CallGraphNode | None,
        resolve_calls: bool,
    ) -> None:
        stack = [(op, parent)]
        while stack:
            current, parent = stack.pop()
            if is_call(current):
                if resolve_calls and parent is not None:
                    parent.add_edge(self.resolve(current, tables), CALL)
                continue
            if is_callable(current):
                region = callable_region(current)
                if region is None:
                    continue
                parent = self.get_or_add(region, parent)
            nested = [(n, parent) for r in current.regions for b in r.blocks for n in b]
            stack.extend(reversed(nested))

    def get_or_add(self, region: Region, parent: CallGraphNode | None) -> CallGraphNode:
        node = self.nodes.get(id(region))
        if node is None:
            node = self.nodes[id(region)] = CallGraphNode(region)
            if parent is not None:
                parent.add_edge(node, CHILD)
            else:
                self.external.add_edge(node, ABSTRACT)
        return node

    def lookup(self, region: Region | None) -> CallGraphNode | None:
        if region is None:
            return None
        node = self.nodes.get(id(region))
        return node if node is not None and node.region is region else None

    def resolve(self, call: Operation, tables: SymbolTableCollection) -> CallGraphNode:
        """The node `call` calls, or the unknown callee node."""
        target = resolve_callable(call, tables)
        if target is not None and is_callable(target):
            node = self.lookup(callable_region(target))
            if node is not None:
                return node
        return self.unknown


class SCCIterator:
    """Tarjan's SCCs from the external node, callees first (LLVM's
    scc_iterator); `forget` drops a finished node, as ReplaceNode(n, null)."""

    def __init__(self, graph: CallGraph) -> None:
        self._numbers: dict[int, int] = {}
        self._visit = 0
        self._scc_stack: list[CallGraphNode] = []
        self._visit_stack: list[list] = []
        self._visit_one(graph.external)

    def _visit_one(self, node: CallGraphNode) -> None:
        self._visit += 1
        self._numbers[id(node)] = self._visit
        self._scc_stack.append(node)
        targets = iter([t for t, _ in node.edges.values()])
        self._visit_stack.append([node, targets, self._visit])

    def _visit_children(self) -> None:
        while True:
            top = self._visit_stack[-1]
            child = next(top[1], None)
            if child is None:
                return
            number = self._numbers.get(id(child))
            if number is None:
                self._visit_one(child)
                continue
            if top[2] > number:
                top[2] = number

    def forget(self, node: CallGraphNode) -> None:
        self._numbers.pop(id(node), None)

    def __iter__(self) -> Iterator[list[CallGraphNode]]:
        while self._visit_stack:
            self._visit_children()
            node, _, minimum = self._visit_stack.pop()
            if self._visit_stack and self._visit_stack[-1][2] > minimum:
                self._visit_stack[-1][2] = minimum
            if minimum != self._numbers[id(node)]:
                continue
            scc = []
            while True:
                member = self._scc_stack.pop()
                scc.append(member)
                self._numbers[id(member)] = 1 << 32
                if member is node:
                    break
            yield scc
