"""`sccp`: sparse conditional constant propagation (MLIR 16's SCCP pass on
its dataflow framework: dead code analysis and sparse constant propagation).

The analyses are monotone, so their least fixed point does not depend on the
order states are updated in: the solver here applies the transfer functions
of MLIR's DeadCodeAnalysis and SparseConstantPropagation to the ops and
blocks of the scope until no state changes. The rewrite then follows MLIR's
order exactly, which is what decides the printed output.

Each round visits the live blocks in pre-order (listed once: the IR does not
change while solving), each block's arguments, then its ops; but an op is
visited again only once something its last visit read changed, when that
is known: the values' transfer function of an op without regions reads
values' states (a call's, its predecessors' too), and the control one of an
op without regions that ends no region of a region branch or callable op
reads its operands' states (`_clean`, `_settled`).
"""

from __future__ import annotations

from typing import Any

from ..ir.attributes import Attribute
from ..ir.builder import Builder, InsertionPoint
from ..ir.context import Context
from ..ir.operation import Block, Operation, Region, Value
from ..ir.symbol_table import SymbolTableCollection
from ..ir.traits import IsolatedFromAbove, ReturnLike
from .call_interfaces import (
    callable_region,
    is_call,
    is_callable,
    resolve_callable,
)
from .region_branch import is_region_branch, terminator_successor_operands
from .side_effects import would_be_trivially_dead
from .symbols import (
    is_symbol,
    lookup_symbol_in,
    symbol_tables,
    symbol_uses,
    visibility,
)

# A lattice value: absent (uninitialized), UNKNOWN, or (attribute, dialect name).
UNKNOWN = ("unknown",)


class _Predecessors:
    """Known predecessors of a callable (its calls) or of a call (the returns
    of its callee), and whether others may exist."""

    __slots__ = ("known", "all_known")

    def __init__(self) -> None:
        self.known: dict[int, Operation] = {}
        self.all_known = True


class Solver:
    """The states of both analyses and their transfer functions."""

    def __init__(self, top: Operation) -> None:
        self.top = top
        self.tables = SymbolTableCollection()
        self.live_blocks: set[int] = set()
        self.live_edges: set[tuple[int, int]] = set()
        self.predecessors: dict[int, _Predecessors] = {}
        self.lattices: dict[int, Any] = {}
        # (point, predecessor) -> the values that receive what the predecessor
        # passes (region branch ops: an entry block or the op's results).
        self.inputs: dict[tuple[int, int], list[Value]] = {}
        self.changed = False
        # The ops whose `_visit_values` would change nothing: none of
        # the states they read has changed since their last visit in a live
        # block. `_readers` adds, per value id, the ops that read the value
        # without using it as an operand (a fold may answer with any value,
        # a call reads what its callee returns).
        self._clean: set[Operation] = set()
        # The ops whose `_visit_control` would change nothing: it read
        # only their operands' states, unchanged since.
        self._settled: set[Operation] = set()
        self._readers: dict[int, set[Operation]] = {}

    # -- states -------------------------------------------------------------------

    def preds(self, op: Operation) -> _Predecessors:
        found = self.predecessors.get(id(op))
        if found is None:
            found = self.predecessors[id(op)] = _Predecessors()
        return found

    def set_unknown_predecessors(self, op: Operation) -> None:
        state = self.preds(op)
        if state.all_known:
            state.all_known = False
            self.changed = True
            self._clean.discard(op)  # a call reads its predecessors

    def join_predecessor(
        self, op: Any, predecessor: Operation, inputs: list[Value] | None = None
    ) -> None:
        state = self.preds(op)
        if id(predecessor) not in state.known:
            state.known[id(predecessor)] = predecessor
            self.changed = True
            self._clean.discard(op)  # a call reads its predecessors
        if inputs is not None:
            self.inputs[(id(op), id(predecessor))] = inputs

    def _read(self, value: Value, op: Operation) -> None:
        """Note that `op`'s visit read the state of `value`, not its operand."""
        readers = self._readers.get(id(value))
        if readers is None:
            self._readers[id(value)] = {op}
        else:
            readers.add(op)

    def mark_live(self, block: Block) -> None:
        if id(block) not in self.live_blocks:
            self.live_blocks.add(id(block))
            self.changed = True

    def is_live(self, block: Block | None) -> bool:
        return block is not None and id(block) in self.live_blocks

    def mark_edge_live(self, source: Block, dest: Block) -> None:
        self.mark_live(dest)
        if (id(source), id(dest)) not in self.live_edges:
            self.live_edges.add((id(source), id(dest)))
            self.changed = True

    def lattice(self, value: Value) -> Any:
        return self.lattices.get(id(value))

    def join(self, value: Value, new: Any) -> None:
        """Join `new` into the lattice of `value` (MLIR's ConstantValue::join)."""
        if new is None:
            return
        old = self.lattices.get(id(value))
        if old is None:
            joined = new
        elif old is UNKNOWN or new is UNKNOWN:
            joined = UNKNOWN
        elif old[0] is new[0]:
            return
        else:
            joined = UNKNOWN
        if joined is not old:
            self.lattices[id(value)] = joined
            self.changed = True
            clean, settled = self._clean, self._settled
            for use in value.uses_view():
                owner = use.owner
                clean.discard(owner)
                settled.discard(owner)
            readers = self._readers.get(id(value))
            if readers is not None:
                for reader in readers:
                    clean.discard(reader)

    def set_unknown(self, values: Any) -> None:
        for value in values:
            self.join(value, UNKNOWN)

    # -- initialization -------------------------------------------------------------

    def initialize(self) -> None:
        for region in self.top.regions:
            if region.blocks:
                self.mark_live(region.blocks[0])
                self.set_unknown(region.blocks[0].arguments)
        self._initialize_symbol_callables()

    def _initialize_symbol_callables(self) -> None:
        for table_op, all_visible in symbol_tables(self.top, self.top.parent is None):
            block = table_op.regions[0].blocks[0]
            found = False
            for op in block:
                if (
                    not is_callable(op)
                    or callable_region(op) is None
                    or not is_symbol(op)
                ):
                    continue
                kind = visibility(op)
                if kind == "public" or (not all_visible and kind == "nested"):
                    self.set_unknown_predecessors(op)
                found = True
            if not found:
                continue
            uses = _region_symbol_uses(table_op.regions[0])
            if uses is None:
                for op in self.top.walk():
                    if is_callable(op):
                        self.set_unknown_predecessors(op)
                continue
            for user, ref in uses:
                if is_call(user):
                    continue
                symbols = lookup_symbol_in(self.tables, self.top, ref)
                if symbols:
                    self.set_unknown_predecessors(symbols[-1])

    # -- the fixed point ---------------------------------------------------------------

    def run(self) -> None:
        self.initialize()
        # The IR does not change while solving: the blocks and their ops are
        # listed once, in pre-order. Ops that never transfer control start
        # settled, ops without results clean.
        groups: list[tuple[Block, list[Operation]]] = []
        settled, clean = self._settled, self._clean
        pending = [self.top]
        while pending:
            nested: list[Operation] = []
            for region in pending.pop().regions:
                for block in region.blocks:
                    ops = list(block)
                    groups.append((block, ops))
                    for op in ops:
                        if op.regions:
                            nested.append(op)
                        elif not (op._successors or op._next is None or is_call(op)):
                            settled.add(op)
                        if not op.results:
                            clean.add(op)
            pending.extend(reversed(nested))
        live = self.live_blocks
        self.changed = True
        while self.changed:
            self.changed = False
            for block, ops in groups:
                if id(block) not in live:
                    continue
                if block.arguments:
                    self._visit_block(block)
                for op in ops:
                    if op not in settled:
                        self._visit_control(op)
                    if op not in clean:
                        self._visit_values(op)

    def _operand_constants(self, op: Operation) -> list[Attribute | None] | None:
        found = []
        for value in op.operands:
            state = self.lattice(value)
            if state is None:
                return None
            found.append(None if state is UNKNOWN else state[0])
        return found

    def _visit_control(self, op: Operation) -> None:
        """DeadCodeAnalysis::visit."""
        block = op.parent  # live: the solver visits live blocks only
        # Whether this visit reads nothing but the operands' states (and
        # what does not change: the IR, the block being live).
        settles = not op.regions
        if is_call(op):
            target = resolve_callable(op, self.tables)
            if (
                target is not None
                and is_symbol(target)
                and not self._is_external(target)
            ):
                self.join_predecessor(target, op)
            else:
                self.set_unknown_predecessors(op)
        if op.regions:
            if is_callable(op):
                callsites = self.preds(op)
                if not callsites.all_known or callsites.known:
                    self._mark_entry_blocks_live(op)
            elif is_region_branch(op):
                self._visit_region_branch(op, None, op)
            else:
                self._mark_entry_blocks_live(op)
        successors = op._successors
        if op._next is None and not successors and block.parent is not None:
            # The last op of its block: a region's terminator may leave it.
            parent = block.parent.parent
            if parent is not None and is_region_branch(parent):
                settles = False
                region = block.parent
                index = next(i for i, r in enumerate(parent.regions) if r is region)
                self._visit_region_branch(parent, index, op)
            if parent is not None and op._operands and is_callable(parent):
                settles = False
                for call in list(self.preds(parent).known.values()):
                    if ReturnLike in op.TRAITS:
                        self.join_predecessor(call, op)
                    else:
                        self.set_unknown_predecessors(call)
        if settles:
            self._settled.add(op)
        if successors:
            if hasattr(op, "successor_operands"):
                constants = self._operand_constants(op)
                if constants is None:
                    return
                # BranchOpInterface::getSuccessorForOperands (cf's branches).
                chooser = getattr(op, "successor_for_operands", None)
                chosen = None if chooser is None else chooser(constants)
                if chosen is not None:
                    self.mark_edge_live(block, chosen)
                    return
            for successor in op.successors:
                self.mark_edge_live(block, successor)

    def _visit_region_branch(
        self, branch: Operation, index: int | None, source: Operation
    ) -> None:
        """DeadCodeAnalysis's visitRegionBranchOperation (`index` None, from
        the op) and visitRegionTerminator (from the terminator `source` of
        region `index`): the successors the known operands allow are live,
        with `source` as a predecessor."""
        constants = self._operand_constants(source)
        if constants is None:
            return
        for region, inputs in branch.successor_regions(index, constants):  # type: ignore[attr-defined]
            if region is not None:
                if not region.blocks:
                    continue
                point: Any = region.blocks[0]
                self.mark_live(point)
            else:
                point = branch
            self.join_predecessor(point, source, inputs)

    def _region_successors(
        self, point: Any, branch: Operation, index: int | None, values: list[Value]
    ) -> None:
        """SparseDataFlowAnalysis's visitRegionSuccessors: join into `values`
        (the op's results or a region's entry arguments) what each known
        predecessor passes; the others (an induction variable) are unknown."""
        for predecessor in list(self.preds(point).known.values()):
            if predecessor is branch:
                operands = branch.entry_operands(index)  # type: ignore[attr-defined]
            else:
                operands = terminator_successor_operands(predecessor, index)  # type: ignore[arg-type]
                if operands is None:
                    self.set_unknown(values)
                    return
            inputs = self.inputs[(id(point), id(predecessor))]
            first = 0
            if len(inputs) != len(values):
                if inputs:
                    first = inputs[0].index  # type: ignore[attr-defined]
                self.set_unknown(values[:first])
                self.set_unknown(values[first + len(inputs) :])
            for value, operand in zip(values[first:], operands):
                self.join(value, self.lattice(operand))

    def _is_external(self, op: Operation) -> bool:
        if not self.top.is_ancestor(op):
            return True
        return is_callable(op) and callable_region(op) is None

    def _mark_entry_blocks_live(self, op: Operation) -> None:
        for region in op.regions:
            if region.blocks:
                self.mark_live(region.blocks[0])

    def _visit_values(self, op: Operation) -> None:
        """SparseDataFlowAnalysis::visitOperation with SparseConstantPropagation."""
        if not op.results:
            self._clean.add(op)
            return
        if is_call(op):
            # Until its predecessors or the values they return change.
            self._clean.add(op)
            returns = self.preds(op)
            if not returns.all_known:
                self.set_unknown(op.results)
                return
            for ret in returns.known.values():
                for result, value in zip(op.results, ret.operands):
                    self._read(value, op)
                    self.join(result, self.lattice(value))
            return
        if op.regions and is_region_branch(op):
            self._region_successors(op, op, None, list(op.results))
            return
        if op.regions:
            self.set_unknown(op.results)
            return
        self._clean.add(op)  # until a value read below changes
        constants = self._operand_constants(op)
        if constants is None:
            return
        fold = getattr(op, "fold", None) if op.OPERATION_NAME is not None else None
        if fold is None:
            self.set_unknown(op.results)
            return
        operands, attributes = op.operands, op.attributes
        folded = fold(constants)
        if folded is None:
            self.set_unknown(op.results)
            return
        results = list(folded) if isinstance(folded, (list, tuple)) else [folded]
        if len(results) != len(op.results) or all(
            r is own for r, own in zip(results, op.results)
        ):
            # Folded in place: undone, as MLIR's SCCP does.
            current = op.operands
            if len(current) != len(operands) or any(
                a is not b for a, b in zip(current, operands)
            ):
                op.set_operands(operands)
            op.attributes = attributes
            self.set_unknown(op.results)
            return
        for result, value in zip(op.results, results):
            if isinstance(value, Value):
                if not any(use.value is value for use in op._operands):
                    self._read(value, op)
                self.join(result, self.lattice(value))
            else:
                self.join(result, (value, op.dialect_name))

    def _visit_block(self, block: Block) -> None:
        """SparseDataFlowAnalysis::visitBlock."""
        if not block.arguments or not self.is_live(block):
            return
        if block.is_entry_block:
            owner = block.parent_op
            if (
                owner is not None
                and is_callable(owner)
                and callable_region(owner) is block.parent
            ):
                callsites = self.preds(owner)
                if not callsites.all_known:
                    self.set_unknown(block.arguments)
                    return
                for call in callsites.known.values():
                    for argument, value in zip(block.arguments, call.arg_operands()):  # type: ignore[attr-defined]
                        self.join(argument, self.lattice(value))
                return
            if owner is not None and is_region_branch(owner):
                region = block.parent
                index = next(i for i, r in enumerate(owner.regions) if r is region)
                self._region_successors(block, owner, index, list(block.arguments))
                return
            self.set_unknown(block.arguments)
            return
        for use in list(block._uses):
            source = use.owner.parent
            if (id(source), id(block)) not in self.live_edges:
                continue
            terminator = use.owner
            if not hasattr(terminator, "successor_operands"):
                self.set_unknown(block.arguments)
                return
            operands = terminator.successor_operands(use.index)
            for index, argument in enumerate(block.arguments):
                if index < len(operands):
                    self.join(argument, self.lattice(operands[index]))
                else:
                    self.join(argument, UNKNOWN)


def _region_symbol_uses(region: Region) -> list[tuple[Operation, Any]] | None:
    uses: list[tuple[Operation, Any]] = []
    for block in region.blocks:
        for op in block:
            found = symbol_uses(op)
            if found is None:
                return None
            uses.extend(found)
    return uses


# -- the rewrite ------------------------------------------------------------------------


class _ConstantFolder:
    """Constants made for SCCP, one per (dialect, value, type) and region, each
    new one first in the entry block of its region (MLIR 16's
    OperationFolder::getOrCreateConstant)."""

    def __init__(self, context: Context) -> None:
        self.context = context
        self._made: dict[tuple[int, str, Any, Any], Operation] = {}

    def get_or_create(
        self,
        block: Block,
        dialect_name: str,
        value: Attribute,
        type_: Any,
        location: Any,
    ) -> Value | None:
        region = _insertion_region(block)
        key = (id(region), dialect_name, value, type_)
        found = self._made.get(key)
        if found is not None:
            return found.results[0]
        dialect = self.context.dialects.get(dialect_name)
        hook = getattr(dialect, "materialize_constant", None)
        if hook is None:
            return None
        builder = Builder(
            self.context, InsertionPoint.at_start(region.blocks[0]), location
        )
        constant = hook(builder, value, type_, location)
        if constant is None:
            return None
        made_in = constant.dialect_name
        if made_in != dialect_name:
            other = (id(region), made_in, value, type_)
            existing = self._made.get(other)
            if existing is not None:
                constant.erase()
                constant = existing
            else:
                self._made[other] = constant
        self._made[key] = constant
        return constant.results[0]


def _insertion_region(block: Block) -> Region:
    """The closest region around `block` owned by an op that is (or may be)
    isolated from above, or is at the top level."""
    while True:
        region = block.parent
        assert region is not None
        owner = region.parent
        if (
            owner is None
            or owner.might_have_trait(IsolatedFromAbove)
            or owner.parent is None
        ):
            return region
        block = owner.parent


def _replace_with_constant(
    solver: Solver, folder: _ConstantFolder, value: Value, block: Block, owner: Any
) -> bool:
    """Replace `value` with a constant if the analysis found one; the
    constant takes the location of `owner` (the op or the block argument)."""
    state = solver.lattice(value)
    if state is None or state is UNKNOWN:
        return False
    constant = folder.get_or_create(
        block, state[1], state[0], value.type, owner.location
    )
    if constant is None:
        return False
    value.replace_all_uses_with(constant)
    return True


def _rewrite(solver: Solver, context: Context, regions: Any) -> None:
    folder = _ConstantFolder(context)
    worklist: list[Block] = []

    def add(regions: Any) -> None:
        for region in regions:
            worklist.extend(reversed(region.blocks))

    add(regions)
    while worklist:
        block = worklist.pop()
        for op in list(block):
            replaced_all = bool(op.results)
            for result in op.results:
                replaced_all &= _replace_with_constant(
                    solver, folder, result, block, op
                )
            if replaced_all and would_be_trivially_dead(op):
                op.erase()
                continue
            add(op.regions)
        for argument in block.arguments:
            _replace_with_constant(solver, folder, argument, block, argument)


def sccp(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Propagate constants through the regions of `op` and fold what they decide."""
    solver = Solver(op)
    solver.run()
    _rewrite(solver, context, op.regions)
