"""The conversion rewriter: every change a pattern makes is recorded, so that
a failed pattern, or a failed conversion, can be undone exactly.

As MLIR 16's ConversionPatternRewriter: replaced and erased operations stay
in the IR (marked replaced, their results mapped to the new values) until
the conversion succeeds; created ops, created/moved/split/merged/erased
blocks, in-place updates and block signature conversions are journaled and
undone in reverse order on failure. Operands of new ops that still name
replaced values are redirected when the conversion commits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..ir.attributes import Attribute, DictionaryAttr
from ..ir.builder import InsertionPoint
from ..ir.builtin import UnrealizedConversionCastOp
from ..ir.context import Context
from ..ir.diagnostics import REMARK, Diagnostic
from ..ir.location import Location, unpack_location
from ..ir.operation import (
    _PACKED_LOCATION,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    Value,
    drop_operand_uses,
    value_location,
)
from ..ir.rewrite import PatternRewriter
from ..ir.types import Type
from .blocks import (
    block_index,
    detach_nested_and_erase,
    drop_defined_value_uses,
    erase_op,
    insert_block_after,
    move_ops,
    remove_block,
    split_block_at,
)
from .signatures import ArgConverter
from .type_converter import SignatureConversion, TypeConverter
from .values import (
    TARGET,
    UnresolvedMaterialization,
    ValueMapping,
    drop_all_uses,
    quoted,
)

# A type the converter has not seen yet (its cache may hold None).
_UNCACHED = object()


def _location_of(location: Location | int | None, operand: Value) -> Location:
    """`location` (unpacked if kept packed), else where `operand` comes from."""
    if location.__class__ is int:
        return unpack_location(location)  # type: ignore[arg-type]
    return location or value_location(operand)  # type: ignore[return-value]


# -- journal entries ----------------------------------------------------------------------


class _OpState:
    """What an in-place update may change: restored on rollback."""

    __slots__ = ("op", "location", "attributes", "operands", "successors")

    def __init__(self, op: Operation) -> None:
        self.op = op
        self.location = op.location
        self.attributes: DictionaryAttr = op.attributes
        self.operands = op.operands
        self.successors = op.successors

    def reset(self) -> None:
        op = self.op
        op.location = self.location
        op.attributes = self.attributes
        if len(self.operands) != op.num_operands:
            op.set_operands(self.operands)
        else:
            for use, value in zip(op._operands, self.operands):
                use.set(value)
        for use, block in zip(op.block_operands, self.successors):
            if use.block is not block:
                use.set(block)


CREATE, ERASE, MERGE, MOVE, SPLIT, TYPE_CONVERSION = range(6)


@dataclass
class _BlockAction:
    kind: int
    block: Block
    region: Region | None = None
    after: Block | None = None  # ERASE / MOVE: the block it followed
    other: Any = None  # SPLIT: the original block; MERGE: (source, last op)


class RewriterImpl:
    """The journal of a conversion (MLIR's ConversionPatternRewriterImpl)."""

    def __init__(self, rewriter: ConversionPatternRewriter) -> None:
        self.rewriter = rewriter
        self.mapping = ValueMapping()
        self.arg_converter = ArgConverter(self)
        self.created_ops: list[Operation] = []
        self.unresolved: list[UnresolvedMaterialization] = []
        self.replacements: dict[Operation, TypeConverter | None] = {}
        self.arg_replacements: list[BlockArgument] = []
        self.block_actions: list[_BlockAction] = []
        self.ignored_ops: list[Operation] = []
        self._ignored: set[Operation] = set()
        self.root_updates: list[_OpState] = []
        self.ops_with_changed_results: list[int] = []
        self.current_type_converter: TypeConverter | None = None
        self.notify_callback: Callable[[Diagnostic], None] | None = None
        self.no_attributes = DictionaryAttr.get_sorted((), rewriter.context)

    # -- state ------------------------------------------------------------------------

    def state(self) -> tuple[int, ...]:
        return (
            len(self.created_ops),
            len(self.unresolved),
            len(self.replacements),
            len(self.arg_replacements),
            len(self.block_actions),
            len(self.ignored_ops),
            len(self.root_updates),
        )

    def reset_state(self, state: tuple[int, ...]) -> None:
        """Undo everything recorded since `state`."""
        created, unresolved, replacements, arg_repls, actions, ignored, updates = state
        for update in self.root_updates[updates:]:
            update.reset()
        del self.root_updates[updates:]
        for argument in self.arg_replacements[arg_repls:]:
            self.mapping.erase(argument)
        del self.arg_replacements[arg_repls:]
        self.undo_block_actions(actions)
        while len(self.replacements) > replacements:
            op, _ = self.replacements.popitem()
            for result in op.results:
                self.mapping.erase(result)
        while len(self.unresolved) > unresolved:
            mat = self.unresolved.pop()
            if mat.kind == TARGET:
                for value in mat.op.operands:
                    self.mapping.erase(value)
            detach_nested_and_erase(mat.op)
        while len(self.created_ops) > created:
            detach_nested_and_erase(self.created_ops.pop())
        while len(self.ignored_ops) > ignored:
            self._ignored.discard(self.ignored_ops.pop())
        changed = self.ops_with_changed_results
        while changed and changed[-1] >= replacements:
            changed.pop()

    def discard_rewrites(self) -> None:
        """Undo the whole conversion."""
        for update in self.root_updates:
            update.reset()
        self.undo_block_actions(0)
        for mat in self.unresolved:
            detach_nested_and_erase(mat.op)
        for op in reversed(self.created_ops):
            detach_nested_and_erase(op)

    def apply_rewrites(self) -> None:
        """Commit: redirect uses to the replacements and erase what was replaced."""
        mapping = self.mapping
        get = mapping.values.get
        # What goes stops using values first: the uses moved below are then
        # only those of the ops that stay.
        if self.unresolved:
            drop_operand_uses({mat.op: None for mat in self.unresolved})
        drop_operand_uses(self.replacements)
        for op in self.replacements:
            for result in op.results:
                if not result._uses:
                    continue  # nothing to redirect
                # mapping.lookup_or_null(result, result.type), inlined
                desired = result.type
                new = None
                following = get(result)
                while following is not None:
                    if following.type is desired:
                        new = following
                    following = get(following)
                if new is not None:
                    result.replace_all_uses_with(new)
            if op.regions:
                self.arg_converter.notify_op_removed(op)
        positions: dict[Any, dict[Operation, int]] = {}  # op order per block
        for argument in self.arg_replacements:
            replacement = mapping.lookup_or_null(argument, argument.type)
            if replacement is None:
                continue
            if not isinstance(replacement, OpResult):
                argument.replace_all_uses_with(replacement)
                continue
            owner = replacement.owner
            if owner.parent is None:
                argument.replace_all_uses_with(replacement)
                continue
            order = positions.get(owner.parent)
            if order is None:
                order = positions[owner.parent] = {
                    op: index for index, op in enumerate(owner.parent)
                }
            for use in argument.uses:
                user = use.owner
                if user.parent is not owner.parent or order[owner] < order[user]:
                    use.set(replacement)
        for mat in self.unresolved:
            for result in mat.op.results:
                drop_all_uses(result)
            erase_op(mat.op)
        for op in reversed(self.replacements):
            for result in op.results:
                if result._uses:  # drop_all_uses(result), inlined
                    drop_all_uses(result)
            erase_op(op)
        self.arg_converter.apply_rewrites(mapping)

    def undo_block_actions(self, keep: int) -> None:
        for action in reversed(self.block_actions[keep:]):
            block = action.block
            if action.kind == CREATE:
                for op in list(block):
                    op.detach()
                drop_defined_value_uses(block)
                remove_block(block)
            elif action.kind == ERASE:
                assert action.region is not None
                insert_block_after(action.region, action.after, block)
            elif action.kind == MERGE:
                source, last = action.other
                first = last._next if last is not None else block.first_op
                move_ops(block, first, source, source.first_op)
            elif action.kind == MOVE:
                region = action.region
                assert region is not None
                remove_block(block)
                if action.after is None:
                    region.append(block)
                else:
                    insert_block_after(region, action.after, block)
            elif action.kind == SPLIT:
                original = action.other
                move_ops(block, block.first_op, original, None)
                drop_defined_value_uses(block)
                remove_block(block)
            else:
                self.arg_converter.discard_rewrites(block)
        del self.block_actions[keep:]

    # -- values ------------------------------------------------------------------------

    def remap_values(
        self, tag: str, location: Location | int | None, values: Sequence[Value]
    ) -> list[Value] | None:
        """The current replacement of each value, converted to the current type
        converter's type (through a pending cast if need be); None (after
        notifying the failure) if a type cannot be converted. `location` may
        be kept packed (an op's `_location`)."""
        converter = self.current_type_converter
        lookup = self.mapping.lookup_or_default
        if converter is None:
            return [lookup(operand) for operand in values]
        get = self.mapping.values.get
        cache = converter._cache
        remapped = []
        for index, operand in enumerate(values):
            type_ = operand.type
            legal = cache.get(type_, _UNCACHED)
            if legal is _UNCACHED:
                legal = converter.converted_types(type_)
            if legal is None:
                self.notify_match_failure(
                    _location_of(location, operand),
                    f"unable to convert type for {tag} #{index}, type was"
                    f" {quoted(operand.type)}",
                )
                return None
            if len(legal) != 1:
                remapped.append(lookup(operand))
                continue
            desired = legal[0]
            # lookup(operand, desired), inlined: the last value of the desired
            # type along the chain of replacements, else the last one.
            new = operand
            found = operand if type_ is desired else None
            following = get(operand)
            while following is not None:
                new = following
                if new.type is desired:
                    found = new
                following = get(new)
            if found is not None:
                new = found
            if new.type is not desired:
                cast = self.build_unresolved_target_materialization(
                    _location_of(location, operand), new, desired, converter
                )
                self.mapping.map(lookup(new), cast)
                new = cast
            remapped.append(new)
        return remapped

    def build_unresolved_materialization(
        self,
        kind: str,
        point: InsertionPoint,
        location: Location,
        inputs: Sequence[Value],
        output: Type,
        orig_output: Type,
        converter: TypeConverter | None,
    ) -> Value:
        if len(inputs) == 1 and inputs[0].type is output:
            return inputs[0]
        op = UnrealizedConversionCastOp.create(
            operands=inputs,
            result_types=[output],
            attributes=self.no_attributes,
            location=location,
        )
        point.insert(op)
        self.unresolved.append(
            UnresolvedMaterialization(op, converter, kind, orig_output)
        )
        return op.results[0]

    def build_unresolved_target_materialization(
        self, location: Location, value: Value, output: Type, converter: TypeConverter
    ) -> Value:
        if isinstance(value, OpResult):
            point = InsertionPoint.after(value.owner)
        else:
            point = InsertionPoint.at_start(value.owner)  # type: ignore[arg-type]
        return self.build_unresolved_materialization(
            TARGET, point, location, [value], output, output, converter
        )

    # -- operations ------------------------------------------------------------------------

    def is_op_ignored(self, op: Operation) -> bool:
        if op in self.replacements:
            return True
        ignored = self._ignored
        return bool(ignored) and op.parent_op in ignored

    def mark_nested_ops_ignored(self, op: Operation) -> None:
        if not op.regions:
            return
        for nested in op.walk():
            if any(region.blocks for region in nested.regions):
                if nested not in self._ignored:
                    self._ignored.add(nested)
                    self.ignored_ops.append(nested)

    def notify_op_replaced(self, op: Operation, values: Sequence[Value | None]) -> None:
        assert len(values) == len(op.results), "replacement count differs from results"
        assert op not in self.replacements, "operation was already replaced"
        changed = False
        mapped = self.mapping.values
        for new, result in zip(values, op.results):
            if new is None:
                changed = True
                continue
            mapped[result] = new
            if new.type is not result.type:
                changed = True
        if changed:
            self.ops_with_changed_results.append(len(self.replacements))
        self.replacements[op] = self.current_type_converter
        if op.regions:
            self.mark_nested_ops_ignored(op)

    def notify_match_failure(self, location: Location, message: str) -> bool:
        if self.notify_callback is not None:
            self.notify_callback(Diagnostic(REMARK, location, message))
        return False

    # -- blocks -----------------------------------------------------------------------------

    def convert_block_signature(
        self,
        block: Block,
        converter: TypeConverter | None,
        conversion: SignatureConversion | None = None,
    ) -> Block | None:
        if conversion is not None:
            result: Block | None = self.arg_converter.apply_signature_conversion(
                block, converter, conversion
            )
        else:
            result = self.arg_converter.convert_signature(block, converter)
        if result is not None and result is not block:
            self.block_actions.append(_BlockAction(TYPE_CONVERSION, result))
        return result


class ConversionPatternRewriter(PatternRewriter):
    """The rewriter conversion patterns use: every change is journaled."""

    # Where new ops come from: the legalizer sets the op's own `_location`,
    # which may be kept packed; ops created here keep it so, and reading
    # `location` unpacks it.
    location = _PACKED_LOCATION

    def __init__(self, context: Context | None = None) -> None:
        super().__init__(context)
        self.impl = RewriterImpl(self)

    # -- creation ---------------------------------------------------------------------------

    def insert(self, op: Operation) -> Operation:
        if self.insertion_point is not None:
            self.insertion_point.insert(op)
        self.impl.created_ops.append(op)
        return op

    def create(
        self,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence[Type] = (),
        attributes: DictionaryAttr | dict[str, Attribute] | None = None,
        successors: Sequence[Block] = (),
        regions: Sequence[Region] | int = 0,
        location: Location | None = None,
    ) -> Operation:
        """`Builder.create`, journaled."""
        context = self.context
        op_class: Any = (
            context.op_classes.get(name) or context.get_op_class(name) or Operation
        )
        if attributes is None:
            attributes = self.impl.no_attributes
        many = isinstance(regions, int)
        op = op_class.create(
            name,
            operands,
            result_types,
            attributes,
            successors,
            regions if many else 0,
            location if location is not None else self._location,
            None if many else list(regions),  # type: ignore[arg-type]
        )
        point = self.insertion_point
        if point is not None:  # point.insert(op), inlined
            if point.anchor is None:
                point.block.append(op)
            else:
                point.block.insert_before(point.anchor, op)
        self.impl.created_ops.append(op)
        return op

    def set_insertion_point(self, op: Operation) -> None:
        """Insert before `op` from now on (nowhere for a top-level op)."""
        parent = op.parent
        self.insertion_point = None if parent is None else InsertionPoint(parent, op)

    def set_insertion_point_after_value(self, value: Value) -> None:
        if isinstance(value, OpResult):
            self.set_insertion_point_after(value.owner)
        else:
            self.set_insertion_point_to_start(value.owner)  # type: ignore[arg-type]

    def create_block(
        self,
        region: Region,
        arg_types: Sequence[Type] = (),
        arg_locs: Sequence[Location] | None = None,
        before: Block | None = None,
    ) -> Block:
        """A new block in `region` (before `before`, else at the end); the
        insertion point moves to its end."""
        block = Block(arg_types, arg_locs)
        if before is None:
            region.append(block)
        else:
            region.insert(block_index(before), block)
        self.impl.block_actions.append(_BlockAction(CREATE, block))
        self.set_insertion_point_to_end(block)
        return block

    # -- replacement and erasure -----------------------------------------------------------------

    def replace_op(self, op: Operation, values: Sequence[Value]) -> None:
        """Replace `op`'s results with `values` (it goes when the conversion commits)."""
        self.impl.notify_op_replaced(op, list(values))

    def erase_op(self, op: Operation) -> None:
        """Erase `op` when the conversion commits; its results must then be unused."""
        self.impl.notify_op_replaced(op, [None] * len(op.results))

    def erase_block(self, block: Block) -> None:
        region = block.parent
        assert region is not None, "block is not in a region"
        index = block_index(block)
        after = region.blocks[index - 1] if index > 0 else None
        self.impl.block_actions.append(_BlockAction(ERASE, block, region, after))
        for op in list(block):
            self.erase_op(op)
        remove_block(block)

    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Make every user of `old` use `new` (each an in-place update)."""
        for use in old.uses:
            self.update_root_in_place(use.owner, lambda use=use: use.set(new))  # type: ignore[misc]

    # -- in-place updates ------------------------------------------------------------------------

    def start_root_update(self, op: Operation) -> None:
        self.impl.root_updates.append(_OpState(op))

    def finalize_root_update(self, op: Operation) -> None:
        """Nothing to do: the update was recorded when it started."""

    def cancel_root_update(self, op: Operation) -> None:
        updates = self.impl.root_updates
        for index in range(len(updates) - 1, -1, -1):
            if updates[index].op is op:
                updates.pop(index).reset()
                return
        raise AssertionError("no root update started on op")

    def update_root_in_place(self, op: Operation, update: Callable[[], None]) -> None:
        self.start_root_update(op)
        update()
        self.finalize_root_update(op)

    # -- blocks and regions ----------------------------------------------------------------------

    def split_block(self, block: Block, before: Operation | None) -> Block:
        """Move the ops of `block` from `before` on into a new block after it."""
        continuation = split_block_at(block, before)
        self.impl.block_actions.append(_BlockAction(SPLIT, continuation, other=block))
        return continuation

    def merge_blocks(
        self, source: Block, dest: Block, arg_values: Sequence[Value] = ()
    ) -> None:
        """Append the ops of `source` to `dest` (its arguments replaced by
        `arg_values`) and erase `source`."""
        self.impl.block_actions.append(
            _BlockAction(MERGE, dest, other=(source, dest.last_op))
        )
        assert len(arg_values) == len(
            source.arguments
        ), "incorrect # of argument values"
        for argument, value in zip(source.arguments, arg_values):
            self.replace_uses_of_block_argument(argument, value)
        move_ops(source, source.first_op, dest, None)
        self.erase_block(source)

    def inline_region_before(
        self, region: Region, parent: Region, before: Block | None = None
    ) -> None:
        """Move the blocks of `region` into `parent` before `before` (at its end if None)."""
        blocks = list(region.blocks)
        if not blocks:
            return
        actions = self.impl.block_actions
        later = blocks[-1]
        for earlier in reversed(blocks[:-1]):
            actions.append(_BlockAction(MOVE, later, region, earlier))
            later = earlier
        actions.append(_BlockAction(MOVE, later, region, None))
        index = len(parent.blocks) if before is None else block_index(before)
        for block in blocks:
            remove_block(block)
            parent.insert(index, block)
            index += 1

    # -- type conversion of blocks ------------------------------------------------------------

    def apply_signature_conversion(
        self,
        region: Region,
        conversion: SignatureConversion,
        converter: TypeConverter | None = None,
    ) -> Block | None:
        """Convert the entry block of `region` by `conversion`; the new entry block."""
        if not region.blocks:
            return None
        return self.impl.convert_block_signature(
            region.blocks[0], converter, conversion
        )

    def convert_region_types(
        self,
        region: Region,
        converter: TypeConverter,
        entry_conversion: SignatureConversion | None = None,
    ) -> Block | None | bool:
        """Convert the argument types of every block of `region` (the entry
        block by `entry_conversion` if given): the new entry block, None for
        an empty region, False on failure."""
        self.impl.arg_converter.region_to_converter[region] = converter
        if not region.blocks:
            return None
        if not self.convert_non_entry_region_types(region, converter):
            return False
        entry = self.impl.convert_block_signature(
            region.blocks[0], converter, entry_conversion
        )
        return False if entry is None else entry

    def convert_non_entry_region_types(
        self,
        region: Region,
        converter: TypeConverter,
        conversions: Sequence[SignatureConversion] = (),
    ) -> bool:
        self.impl.arg_converter.region_to_converter[region] = converter
        assert not conversions or len(conversions) == len(region.blocks) - 1, (
            "expected either to provide no SignatureConversions at all or to"
            " provide a SignatureConversion for each non-entry block"
        )
        for index, block in enumerate(list(region.blocks)[1:]):
            conversion = conversions[index] if conversions else None
            if self.impl.convert_block_signature(block, converter, conversion) is None:
                return False
        return True

    def replace_uses_of_block_argument(
        self, argument: BlockArgument, value: Value
    ) -> None:
        impl = self.impl
        impl.arg_replacements.append(argument)
        impl.mapping.map(impl.mapping.lookup_or_default(argument), value)

    # -- values ---------------------------------------------------------------------------------

    def get_remapped_value(self, value: Value) -> Value | None:
        """What `value` has become (converted by the current pattern's type converter)."""
        values = self.impl.remap_values("value", None, [value])
        return None if values is None else values[0]

    def get_remapped_values(self, values: Sequence[Value]) -> list[Value] | None:
        return self.impl.remap_values("value", None, values) if values else []

    def notify_match_failure(self, where: Operation | Location, message: str) -> bool:
        """Report why a pattern did not apply (to the conversion's callback); False."""
        location = where.location if isinstance(where, Operation) else where
        return self.impl.notify_match_failure(location, message)
