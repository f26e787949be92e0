"""Block signature conversions: the new block takes the original's place
(and its ops); the original block waits, detached, to be restored when the
conversion is undone or dropped when it commits (MLIR's ArgConverter)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ..ir.builder import InsertionPoint
from ..ir.diagnostics import Diagnostic
from ..ir.location import UnknownLoc
from ..ir.operation import Block, Operation, Region, Value
from .blocks import (
    block_index,
    move_ops,
    remove_block,
    replace_block_uses,
    split_block_at,
)
from .type_converter import SignatureConversion, TypeConverter
from .values import ARGUMENT, ValueMapping, attach_live_user, drop_all_uses, quoted

# The conversion rewriter and its state (rewriter.py, which imports this
# module to convert block signatures; so they are not named here).
ConversionPatternRewriter = RewriterImpl = Any


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
        replace_block_uses(block, orig)
        move_ops(block, block.first_op, orig, None)
        remove_block(orig)
        region = block.parent
        assert region is not None
        region.insert(block_index(block), orig)
        remove_block(block)
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
        if not block.arguments:
            return block  # nothing to convert (apply_signature_conversion's answer)
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
        new_block = split_block_at(block, block.first_op)
        replace_block_uses(block, new_block)
        unknown = UnknownLoc.get()
        new_args = [new_block.add_argument(t, unknown) for t in converted]
        info = _ConvertedBlock(block, converter, [None] * len(block.arguments))
        point = InsertionPoint.at_start(new_block)
        mapped = impl.mapping.values
        arg_replacements = impl.arg_replacements
        for index, argument in enumerate(block.arguments):
            mapping_in = conversion.remapped[index]
            if mapping_in is None:
                continue
            if mapping_in.replacement is not None:
                mapped[argument] = mapping_in.replacement
                arg_replacements.append(argument)
                continue
            first, size = mapping_in.input_no, mapping_in.size
            if size == 1 and (
                converter is None or new_args[first].type is argument.type
            ):
                new: Value = new_args[first]
            else:
                replacements = new_args[first : first + size]
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
            mapped[argument] = new
            arg_replacements.append(argument)
            info.arg_info[index] = _ConvertedArg(first, size, new)
        region = new_block.parent
        assert region is not None
        holder = self._holders.get(region)
        if holder is None:
            holder = self._holders[region] = Region()
            holder.parent = region.parent
        remove_block(block)
        holder.append(block)
        self.converted_blocks.add(block)
        self.conversion_info[new_block] = info
        return new_block
