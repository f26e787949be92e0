"""A builder that creates operations at an insertion point."""

from __future__ import annotations

from typing import Any, Sequence

from .attributes import Attribute, DictionaryAttr
from .context import Context
from .location import Location, UnknownLoc
from .operation import Block, Operation, Region, Value
from .types import Type


class InsertionPoint:
    """A place in a block: before `anchor`, or at the end when `anchor` is None."""

    __slots__ = ("block", "anchor")

    def __init__(self, block: Block, anchor: Operation | None = None) -> None:
        self.block = block
        self.anchor = anchor

    @classmethod
    def at_end(cls, block: Block) -> InsertionPoint:
        return cls(block)

    @classmethod
    def at_start(cls, block: Block) -> InsertionPoint:
        return cls(block, block.first_op)

    @classmethod
    def before(cls, op: Operation) -> InsertionPoint:
        assert op.parent is not None, "operation is not in a block"
        return cls(op.parent, op)

    @classmethod
    def after(cls, op: Operation) -> InsertionPoint:
        assert op.parent is not None, "operation is not in a block"
        return cls(op.parent, op.next_op)

    def insert(self, op: Operation) -> Operation:
        """Insert `op` here; later insertions follow it."""
        if self.anchor is None:
            return self.block.append(op)
        return self.block.insert_before(self.anchor, op)


class Builder:
    """Creates operations and inserts them at the current insertion point."""

    def __init__(
        self,
        context: Context | None = None,
        insertion_point: InsertionPoint | None = None,
        location: Location | None = None,
    ) -> None:
        self.context = context if context is not None else Context.current()
        self.insertion_point = insertion_point
        self.location = (
            location if location is not None else UnknownLoc.get(self.context)
        )

    def set_insertion_point_to_end(self, block: Block) -> None:
        self.insertion_point = InsertionPoint.at_end(block)

    def set_insertion_point_to_start(self, block: Block) -> None:
        self.insertion_point = InsertionPoint.at_start(block)

    def set_insertion_point(self, op: Operation) -> None:
        """Insert before `op` from now on."""
        self.insertion_point = InsertionPoint.before(op)

    def set_insertion_point_after(self, op: Operation) -> None:
        self.insertion_point = InsertionPoint.after(op)

    def insert(self, op: Operation) -> Operation:
        """Insert an already created operation at the insertion point."""
        if self.insertion_point is not None:
            self.insertion_point.insert(op)
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
        """Create the operation called `name` (its class if its dialect is
        registered: the dialect is loaded now if need be) and insert it."""
        op_class: Any = self.context.get_op_class(name) or Operation
        region_list = (
            [Region() for _ in range(regions)]
            if isinstance(regions, int)
            else list(regions)
        )
        op = op_class.create(
            name,
            operands,
            result_types,
            attributes,
            successors,
            location=location if location is not None else self.location,
            regions=region_list,
        )
        return self.insert(op)

    def create_block(
        self,
        region: Region,
        arg_types: Sequence[Type] = (),
        arg_locs: Sequence[Location] | None = None,
    ) -> Block:
        """Append a new block to `region` and move the insertion point to its end."""
        block = region.append(Block(arg_types, arg_locs))
        self.set_insertion_point_to_end(block)
        return block
