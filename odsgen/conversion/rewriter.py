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

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..ir.attributes import DictionaryAttr
from ..ir.builder import InsertionPoint
from ..ir.builtin import UnrealizedConversionCastOp
from ..ir.context import Context
from ..ir.diagnostics import REMARK, Diagnostic
from ..ir.location import Location, UnknownLoc
from ..ir.operation import Block, BlockArgument, Operation, OpResult, Region, Value
from ..ir.rewrite import PatternRewriter
from ..ir.traits import IsolatedFromAbove
from ..ir.types import Type
from .type_converter import SignatureConversion, TypeConverter

# -- values ---------------------------------------------------------------------------


def value_location(value: Value) -> Location:
    """Where `value` is defined: its op's location, or the block argument's."""
    if isinstance(value, OpResult):
        return value.owner.location
    return getattr(value, "location", None) or UnknownLoc.get()


def drop_all_uses(value: Value) -> None:
    """Make the users of `value` use a detached placeholder (they are going away)."""
    if value.has_uses:
        value.replace_all_uses_with(Value(value.type))


class ValueMapping:
    """Original values to their replacements, looked up transitively."""

    __slots__ = ("values",)

    def __init__(self) -> None:
        self.values: dict[Value, Value] = {}

    def lookup_or_default(self, value: Value, desired: Type | None = None) -> Value:
        """The last value in `value`'s chain of replacements, or, with
        `desired`, the last one of that type (else the last one)."""
        values = self.values
        if desired is None:
            while value in values:
                value = values[value]
            return value
        found = None
        while True:
            if value.type is desired:
                found = value
            if value not in values:
                break
            value = values[value]
        return found if found is not None else value

    def lookup_or_null(self, value: Value, desired: Type | None = None) -> Value | None:
        result = self.lookup_or_default(value, desired)
        if result is value or (desired is not None and result.type is not desired):
            return None
        return result

    def map(self, old: Value, new: Value) -> None:
        self.values[old] = new

    def try_map(self, old: Value, new: Value) -> bool:
        """Map unless `new` already leads back to `old` (a cycle)."""
        value: Value | None = new
        while value is not None:
            if value is old:
                return False
            value = self.values.get(value)
        self.map(old, new)
        return True

    def erase(self, value: Value) -> None:
        self.values.pop(value, None)

    def inverse(self) -> dict[Value, list[Value]]:
        inverse: dict[Value, list[Value]] = {}
        for old, new in self.values.items():
            inverse.setdefault(new, []).append(old)
        return inverse


# -- journal entries ----------------------------------------------------------------------

ARGUMENT = "argument"
TARGET = "target"


@dataclass
class UnresolvedMaterialization:
    """A cast the conversion inserted, resolved (or removed) when it ends."""

    op: Operation
    converter: TypeConverter | None
    kind: str
    orig_output_type: Type


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


def _block_index(block: Block) -> int:
    blocks = block.parent.blocks  # type: ignore[union-attr]
    for index, candidate in enumerate(blocks):
        if candidate is block:
            return index
    raise ValueError("block is not in its region")


def _remove_block(block: Block) -> None:
    region = block.parent
    if region is not None:
        del region.blocks[_block_index(block)]
        block.parent = None


def _insert_block_after(region: Region, after: Block | None, block: Block) -> None:
    """Insert `block` after `after` (at the front if None)."""
    index = 0 if after is None else _block_index(after) + 1
    region.insert(index, block)


def _move_ops(
    source: Block, first: Operation | None, dest: Block, anchor: Operation | None
) -> None:
    """Move the ops of `source` from `first` to its end before `anchor` in `dest`
    (at its end if None)."""
    op = first
    while op is not None:
        nxt = op._next
        op.detach()
        if anchor is None:
            dest.append(op)
        else:
            dest.insert_before(anchor, op)
        op = nxt


def _replace_block_uses(old: Block, new: Block) -> None:
    for use in list(old._uses):
        use.set(new)


def _drop_defined_value_uses(block: Block) -> None:
    for argument in block.arguments:
        drop_all_uses(argument)
    for op in block:
        for nested in op.walk():
            for result in nested.results:
                drop_all_uses(result)


def _split_block(block: Block, before: Operation | None) -> Block:
    """A new block after `block` holding its ops from `before` on."""
    continuation = Block()
    _insert_block_after(block.parent, block, continuation)  # type: ignore[arg-type]
    _move_ops(block, before, continuation, None)
    return continuation


def _detach_nested_and_erase(op: Operation) -> None:
    for region in op.regions:
        for block in region.blocks:
            _drop_defined_value_uses(block)
    for result in op.results:
        drop_all_uses(result)
    op.erase()


# -- block signature conversions -----------------------------------------------------------


@dataclass
class _ConvertedArg:
    input_no: int
    size: int
    cast_value: Value


@dataclass
class _ConvertedBlock:
    orig_block: Block
    converter: TypeConverter | None
    arg_info: list[_ConvertedArg | None] = field(default_factory=list)


class ArgConverter:
    """Block signature conversions: the new block takes the original's place
    (and its ops); the original block waits, detached, to be restored or
    dropped."""

    def __init__(self, impl: RewriterImpl) -> None:
        self.impl = impl
        self.conversion_info: dict[Block, _ConvertedBlock] = {}
        self.converted_blocks: set[Block] = set()
        self.region_to_converter: dict[Region, TypeConverter] = {}
        self._holders: dict[Region, Region] = {}

    def has_been_converted(self, block: Block) -> bool:
        return block in self.conversion_info or block in self.converted_blocks

    def notify_op_removed(self, op: Operation) -> None:
        """Forget the conversions of blocks inside `op`, which goes."""
        if not self.conversion_info:
            return
        for nested in op.walk(post_order=True):
            for region in nested.regions:
                for block in region.blocks:
                    info = self.conversion_info.pop(block, None)
                    if info is not None:
                        for argument in info.orig_block.arguments:
                            drop_all_uses(argument)

    def discard_rewrites(self, block: Block) -> None:
        info = self.conversion_info.pop(block, None)
        if info is None:
            return
        orig = info.orig_block
        for argument in reversed(block.arguments):
            drop_all_uses(argument)
        _replace_block_uses(block, orig)
        _move_ops(block, block.first_op, orig, None)
        _remove_block(orig)
        region = block.parent
        assert region is not None
        region.insert(_block_index(block), orig)
        _remove_block(block)
        self.converted_blocks.discard(orig)

    def apply_rewrites(self, mapping: ValueMapping) -> None:
        for info in self.conversion_info.values():
            orig = info.orig_block
            for index, argument in enumerate(orig.arguments):
                arg_info = info.arg_info[index]
                if arg_info is None:
                    new = mapping.lookup_or_null(argument, argument.type)
                    if new is not None:
                        argument.replace_all_uses_with(new)
                    continue
                if argument.has_uses:
                    argument.replace_all_uses_with(
                        mapping.lookup_or_default(arg_info.cast_value, argument.type)
                    )

    def materialize_live_conversions(
        self,
        mapping: ValueMapping,
        rewriter: ConversionPatternRewriter,
        find_live_user: Callable[[Value], Operation | None],
    ) -> Diagnostic | None:
        """Source materializations for original block arguments still used;
        the error if one cannot be built."""
        for new_block, info in list(self.conversion_info.items()):
            orig = info.orig_block
            for index, argument in enumerate(orig.arguments):
                if mapping.lookup_or_null(argument, argument.type) is not None:
                    continue
                live_user = find_live_user(argument)
                if live_user is None:
                    continue
                replacement = mapping.lookup_or_default(argument)
                dropped = replacement is argument
                if dropped:
                    rewriter.set_insertion_point_to_start(new_block)
                else:
                    rewriter.set_insertion_point_after_value(replacement)
                new = None
                if info.converter is not None:
                    new = info.converter.materialize_source_conversion(
                        rewriter,
                        argument.location,
                        argument.type,
                        [] if dropped else [replacement],
                    )
                if new is None:
                    message = (
                        f"failed to materialize conversion for block argument #{index}"
                        " that remained live after conversion, type was"
                        f" {quoted(argument.type)}"
                    )
                    if not dropped:
                        message += f", with target type {quoted(replacement.type)}"
                    diagnostic = Diagnostic("error", argument.location, message)
                    attach_live_user(diagnostic, live_user)
                    return diagnostic
                mapping.map(argument, new)
        return None

    def convert_signature(
        self, block: Block, converter: TypeConverter | None
    ) -> Block | None:
        """The block after converting its signature with `converter`; None on failure."""
        if self.has_been_converted(block) or block.parent is None:
            return block
        if converter is None:
            return None
        conversion = converter.convert_block_signature(block)
        if conversion is None:
            return None
        return self.apply_signature_conversion(block, converter, conversion)

    def apply_signature_conversion(
        self,
        block: Block,
        converter: TypeConverter | None,
        conversion: SignatureConversion,
    ) -> Block:
        impl = self.impl
        converted = conversion.converted_types
        if not block.arguments and not converted:
            return block
        new_block = _split_block(block, block.first_op)
        _replace_block_uses(block, new_block)
        unknown = UnknownLoc.get()
        new_args = [new_block.add_argument(t, unknown) for t in converted]
        info = _ConvertedBlock(block, converter, [None] * len(block.arguments))
        point = InsertionPoint.at_start(new_block)
        for index, argument in enumerate(block.arguments):
            mapping_in = conversion.input_mapping(index)
            if mapping_in is None:
                continue
            if mapping_in.replacement is not None:
                impl.mapping.map(argument, mapping_in.replacement)
                impl.arg_replacements.append(argument)
                continue
            replacements = new_args[
                mapping_in.input_no : mapping_in.input_no + mapping_in.size
            ]
            if len(replacements) == 1 and (
                converter is None or replacements[0].type is argument.type
            ):
                new: Value = replacements[0]
            else:
                output = argument.type
                if converter is not None:
                    output = converter.convert_type(output) or output
                new = impl.build_unresolved_materialization(
                    ARGUMENT,
                    point,
                    argument.location,
                    replacements,
                    output,
                    argument.type,
                    converter,
                )
            impl.mapping.map(argument, new)
            impl.arg_replacements.append(argument)
            info.arg_info[index] = _ConvertedArg(
                mapping_in.input_no, mapping_in.size, new
            )
        region = new_block.parent
        assert region is not None
        holder = self._holders.get(region)
        if holder is None:
            holder = self._holders[region] = Region()
            holder.parent = region.parent
        _remove_block(block)
        holder.append(block)
        self.converted_blocks.add(block)
        self.conversion_info[new_block] = info
        return new_block


# -- the journal -------------------------------------------------------------------------


def quoted(type_: Type) -> str:
    """A type as MLIR's diagnostics show it."""
    return f"'{type_.text}'"


def users(value: Value) -> list[Operation]:
    """The users of `value` in MLIR's use-list order (the latest use first)."""
    return [use.owner for use in reversed(value._uses)] if value._uses else []


def op_text(op: Operation) -> str:
    """`op` as a diagnostic shows it: custom form, values numbered from the
    closest isolated-from-above ancestor, on a line of its own if it takes
    several (MLIR's Diagnostic::appendOp)."""
    from ..asm.printer import AsmPrinter, PrintOptions

    root = op
    while IsolatedFromAbove not in root.TRAITS or root.OPERATION_NAME is None:
        parent = root.parent_op
        if parent is None:
            break
        root = parent
    printer = AsmPrinter(PrintOptions(local_scope=True))
    printer._number(root)
    printer.print_operation(op)
    text = printer.getvalue()
    return "\n" + text if "\n" in text else text


def attach_live_user(diagnostic: Diagnostic, user: Operation) -> None:
    """MLIR's "see existing live user here: <op>" note."""
    diagnostic.attach_note(
        "see existing live user here: " + op_text(user), user.location
    )


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
            _detach_nested_and_erase(mat.op)
        while len(self.created_ops) > created:
            _detach_nested_and_erase(self.created_ops.pop())
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
            _detach_nested_and_erase(mat.op)
        for op in reversed(self.created_ops):
            _detach_nested_and_erase(op)

    def apply_rewrites(self) -> None:
        """Commit: redirect uses to the replacements and erase what was replaced."""
        mapping = self.mapping
        for op in self.replacements:
            for result in op.results:
                new = mapping.lookup_or_null(result, result.type)
                if new is not None:
                    result.replace_all_uses_with(new)
            if op.regions:
                self.arg_converter.notify_op_removed(op)
        for argument in self.arg_replacements:
            replacement = mapping.lookup_or_null(argument, argument.type)
            if replacement is None:
                continue
            if not isinstance(replacement, OpResult):
                argument.replace_all_uses_with(replacement)
                continue
            owner = replacement.owner
            for use in argument.uses:
                user = use.owner
                if user.parent is not owner.parent or owner.is_before_in_block(user):
                    use.set(replacement)
        for mat in self.unresolved:
            for result in mat.op.results:
                drop_all_uses(result)
            mat.op.erase()
        for op in reversed(list(self.replacements)):
            for result in op.results:
                drop_all_uses(result)
            op.erase()
        self.arg_converter.apply_rewrites(mapping)

    def undo_block_actions(self, keep: int) -> None:
        for action in reversed(self.block_actions[keep:]):
            block = action.block
            if action.kind == CREATE:
                for op in list(block):
                    op.detach()
                _drop_defined_value_uses(block)
                _remove_block(block)
            elif action.kind == ERASE:
                assert action.region is not None
                _insert_block_after(action.region, action.after, block)
            elif action.kind == MERGE:
                source, last = action.other
                first = last._next if last is not None else block.first_op
                _move_ops(block, first, source, source.first_op)
            elif action.kind == MOVE:
                region = action.region
                assert region is not None
                _remove_block(block)
                if action.after is None:
                    region.append(block)
                else:
                    _insert_block_after(region, action.after, block)
            elif action.kind == SPLIT:
                original = action.other
                _move_ops(block, block.first_op, original, None)
                _drop_defined_value_uses(block)
                _remove_block(block)
            else:
                self.arg_converter.discard_rewrites(block)
        del self.block_actions[keep:]

    # -- values ------------------------------------------------------------------------

    def remap_values(
        self, tag: str, location: Location | None, values: Sequence[Value]
    ) -> list[Value] | None:
        """The current replacement of each value, converted to the current type
        converter's type (through a pending cast if need be); None (after
        notifying the failure) if a type cannot be converted."""
        converter = self.current_type_converter
        remapped = []
        for index, operand in enumerate(values):
            desired = None
            if converter is not None:
                legal = converter.convert_type_multi(operand.type)
                if legal is None:
                    self.notify_match_failure(
                        location or value_location(operand),
                        f"unable to convert type for {tag} #{index}, type was"
                        f" {quoted(operand.type)}",
                    )
                    return None
                if len(legal) == 1:
                    desired = legal[0]
            new = self.mapping.lookup_or_default(operand, desired)
            if (
                converter is not None
                and desired is not None
                and new.type is not desired
            ):
                cast = self.build_unresolved_target_materialization(
                    location or value_location(operand), new, desired, converter
                )
                self.mapping.map(self.mapping.lookup_or_default(new), cast)
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
            operands=inputs, result_types=[output], location=location
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
        return op in self.replacements or op.parent_op in self._ignored

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
        for new, result in zip(values, op.results):
            if new is None:
                changed = True
                continue
            self.mapping.map(result, new)
            changed = changed or new.type is not result.type
        if changed:
            self.ops_with_changed_results.append(len(self.replacements))
        self.replacements[op] = self.current_type_converter
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

    def __init__(self, context: Context | None = None) -> None:
        super().__init__(context)
        self.impl = RewriterImpl(self)

    # -- creation ---------------------------------------------------------------------------

    def insert(self, op: Operation) -> Operation:
        if self.insertion_point is not None:
            self.insertion_point.insert(op)
        self.impl.created_ops.append(op)
        return op

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
            region.insert(_block_index(before), block)
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
        index = _block_index(block)
        after = region.blocks[index - 1] if index > 0 else None
        self.impl.block_actions.append(_BlockAction(ERASE, block, region, after))
        for op in list(block):
            self.erase_op(op)
        _remove_block(block)

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
        continuation = _split_block(block, before)
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
        _move_ops(source, source.first_op, dest, None)
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
        index = len(parent.blocks) if before is None else _block_index(before)
        for block in blocks:
            _remove_block(block)
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
