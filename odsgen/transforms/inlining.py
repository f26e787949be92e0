"""Inlining a call: the dialects' inliner interfaces and the splice of a
callee's body into its caller (MLIR 16's InliningUtils).

A dialect takes part by giving its dialect class an `INLINER`, an instance
of a `DialectInliner` subclass; ops of a dialect without one are never
inlined, as in MLIR.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..ir.context import Context
from ..ir.location import CallSiteLoc, Location, UnknownLoc
from ..ir.operation import Block, Operation, Region, Value
from .cloning import Mapping, clone_region_into


class DialectInliner:
    """MLIR's DialectInlinerInterface: by default nothing is legal to inline;
    a subclass allows every call, region or op by a class flag, or decides
    case by case by overriding `legal_call`, `legal_region` or `legal_op`."""

    LEGAL_CALLS = False
    LEGAL_REGIONS = False
    LEGAL_OPS = False

    def legal_call(
        self, call: Operation, callable_op: Operation, would_be_cloned: bool
    ) -> bool:
        return self.LEGAL_CALLS

    def legal_region(
        self, dest: Region, src: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        return self.LEGAL_REGIONS

    def legal_op(
        self, op: Operation, dest: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        return self.LEGAL_OPS

    def should_analyze_recursively(self, op: Operation) -> bool:
        return True

    def handle_terminator_branch(self, op: Operation, new_dest: Block) -> None:
        """Turn the inlined terminator `op` into a branch to `new_dest` (several blocks inlined)."""
        raise NotImplementedError(
            "the dialect must handle terminators of multi-block inlining"
        )

    def handle_terminator_values(self, op: Operation, values: Sequence[Value]) -> None:
        """Replace `values` (the call's results) by what `op` returns (one block inlined)."""
        raise NotImplementedError(
            "the dialect must handle terminators of single-block inlining"
        )

    def process_inlined_call_blocks(self, call: Operation, blocks: list[Block]) -> None:
        """Adjust the blocks just inlined for `call`."""


class LegalInliner(DialectInliner):
    """A dialect whose calls, regions and ops may all be inlined anywhere."""

    LEGAL_CALLS = LEGAL_REGIONS = LEGAL_OPS = True


class OpsInliner(DialectInliner):
    """A dialect whose ops (not calls or regions) may all be inlined anywhere."""

    LEGAL_OPS = True


class ReturnInliner(DialectInliner):
    """A dialect whose return op `RETURN` hands its operands to the call's
    results, or, where several blocks are inlined, becomes the branch that
    `branch` builds."""

    RETURN = ""

    def branch(self, op: Operation, dest: Block) -> Operation:
        """The branch to `dest` passing the operands of the return `op`."""
        raise NotImplementedError

    def handle_terminator_branch(self, op: Operation, new_dest: Block) -> None:
        if op.name != self.RETURN:
            return
        op.parent.insert_before(op, self.branch(op, new_dest))
        op.erase()

    def handle_terminator_values(self, op: Operation, values: Sequence[Value]) -> None:
        for value, returned in zip(values, op.operands):
            value.replace_all_uses_with(returned)


class InlinerInterface:
    """Asks the dialect of each op (MLIR's InlinerInterface); subclasses see
    the blocks each inlining adds through `process_inlined_blocks`."""

    def __init__(self, context: Context) -> None:
        self.context = context

    def dialect_inliner(self, op: Operation | None) -> DialectInliner | None:
        if op is None:
            return None
        dialect = self.context.dialects.get(op.dialect_name)
        return getattr(dialect, "INLINER", None) if dialect is not None else None

    def legal_call(self, call: Operation, callable_op: Operation, cloned: bool) -> bool:
        handler = self.dialect_inliner(call)
        return handler is not None and handler.legal_call(call, callable_op, cloned)

    def legal_region(
        self, dest: Region, src: Region, cloned: bool, mapping: Mapping
    ) -> bool:
        handler = self.dialect_inliner(dest.parent)
        return handler is not None and handler.legal_region(dest, src, cloned, mapping)

    def legal_op(
        self, op: Operation, dest: Region, cloned: bool, mapping: Mapping
    ) -> bool:
        handler = self.dialect_inliner(op)
        return handler is not None and handler.legal_op(op, dest, cloned, mapping)

    def should_analyze_recursively(self, op: Operation) -> bool:
        handler = self.dialect_inliner(op)
        return handler.should_analyze_recursively(op) if handler is not None else True

    def handler_of(self, op: Operation) -> DialectInliner:
        handler = self.dialect_inliner(op)
        assert handler is not None, "expected valid dialect handler"
        return handler

    def process_inlined_blocks(self, blocks: list[Block]) -> None:
        """Called with the blocks just inlined, before their terminators are handled."""


def _legal_region_ops(
    interface: InlinerInterface,
    src: Region,
    dest: Region,
    cloned: bool,
    mapping: Mapping,
) -> bool:
    for block in src.blocks:
        for op in block:
            if not interface.legal_op(op, dest, cloned, mapping):
                return False
            if interface.should_analyze_recursively(op) and any(
                not _legal_region_ops(interface, region, dest, cloned, mapping)
                for region in op.regions
            ):
                return False
    return True


def _split_after(block: Block, op: Operation) -> Block:
    """Move the ops after `op` into a new block placed right after `block`."""
    region = block.parent
    assert region is not None
    tail = Block()
    region.insert(region.blocks.index(block) + 1, tail)
    _move_ops(op.next_op, tail)
    return tail


def _move_ops(first: Operation | None, dest: Block) -> None:
    """Move `first` and the ops after it in its block to the end of `dest`."""
    op = first
    while op is not None:
        following = op.next_op
        op.detach()
        dest.append(op)
        op = following


def _move_ops_after(first: Operation | None, anchor: Operation) -> None:
    """Move `first` and the ops after it in its block to just after `anchor`."""
    dest = anchor.parent
    assert dest is not None
    op = first
    while op is not None:
        following = op.next_op
        op.detach()
        dest.insert_after(anchor, op)
        anchor = op
        op = following


def _remap_locations(blocks: list[Block], caller: Location) -> None:
    mapped: dict[Location, Location] = {}
    for block in blocks:
        for op in block:
            for nested in op.walk():
                location = mapped.get(nested.location)
                if location is None:
                    location = mapped[nested.location] = CallSiteLoc.get(
                        nested.location, caller
                    )
                nested.location = location


def _remap_operands(blocks: list[Block], mapping: Mapping) -> None:
    for block in blocks:
        for op in block:
            for nested in op.walk():
                for use in nested.op_operands:
                    mapped = mapping.lookup(use.value)
                    if mapped is not None:
                        use.set(mapped)


def _inline_region(
    interface: InlinerInterface,
    src: Region,
    call: Operation,
    mapping: Mapping,
    results: Sequence[Value],
    result_types: Sequence[Any],
    clone: bool,
) -> bool:
    """Splice `src` in after `call` (MLIR's inlineRegionImpl); False if illegal."""
    if not src.blocks:
        return False
    if any(not mapping.contains(a) for a in src.blocks[0].arguments):
        return False
    inline_block = call.parent
    assert inline_block is not None and inline_block.parent is not None
    insert_region = inline_block.parent
    if not interface.legal_region(
        insert_region, src, clone, mapping
    ) or not _legal_region_ops(interface, src, insert_region, clone, mapping):
        return False
    # A callee of one block is spliced in after the call; of several, they
    # go between the call's block and a new one holding the ops after it.
    single = len(src.blocks) == 1
    if single:
        index = insert_region.blocks.index(inline_block) + 1
    else:
        post = _split_after(inline_block, call)
        index = insert_region.blocks.index(post)
    if clone:
        new_blocks = clone_region_into(src, insert_region, index, mapping)
    else:
        new_blocks = list(src.blocks)
        for offset, block in enumerate(new_blocks):
            src.blocks.remove(block)
            insert_region.insert(index + offset, block)
    first = new_blocks[0]
    if not isinstance(call.location, UnknownLoc):
        _remap_locations(new_blocks, call.location)
    if not clone:
        _remap_operands(new_blocks, mapping)
    interface.handler_of(call).process_inlined_call_blocks(call, new_blocks)
    interface.process_inlined_blocks(new_blocks)
    if single:
        terminator = first.last_op
        assert terminator is not None
        interface.handler_of(terminator).handle_terminator_values(
            terminator, list(results)
        )
        terminator.erase()
        _move_ops_after(first.first_op, call)
        first.erase()
        return True
    for value, type_ in zip(results, result_types):
        value.replace_all_uses_with(post.add_argument(type_, call.location))
    for block in new_blocks:
        terminator = block.last_op
        assert terminator is not None
        interface.handler_of(terminator).handle_terminator_branch(terminator, post)
    _move_ops(first.first_op, inline_block)
    first.erase()
    return True


def inline_call(
    interface: InlinerInterface,
    call: Operation,
    callable_op: Operation,
    src: Region,
    clone: bool,
) -> bool:
    """Inline `src` (the body of `callable_op`) at `call` (MLIR's inlineCall);
    False, with the IR unchanged, where that is not possible."""
    if not src.blocks:
        return False
    entry = src.blocks[0]
    result_types = callable_op.callable_results()  # type: ignore[attr-defined]
    operands = call.arg_operands()  # type: ignore[attr-defined]
    if len(operands) != len(entry.arguments) or len(call.results) != len(result_types):
        return False
    mapping = Mapping()
    for argument, operand in zip(entry.arguments, operands):
        # No dialect here converts call argument or result types.
        if operand.type is not argument.type:
            return False
        mapping.map(argument, operand)
    for result, type_ in zip(call.results, result_types):
        if result.type is not type_:
            return False
    if not interface.legal_call(call, callable_op, clone):
        return False
    return _inline_region(
        interface, src, call, mapping, list(call.results), result_types, clone
    )
