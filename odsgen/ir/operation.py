"""Operations, blocks, regions and SSA values with use lists."""

from __future__ import annotations

from typing import Any, ClassVar, Collection, Container, Iterable, Iterator, Sequence

from .attributes import Attribute, DictionaryAttr
from .location import Location, UnknownLoc, unpack_location
from .types import Type

# -- values -------------------------------------------------------------------


def _get_location(self: Any) -> Location:
    """`self._location`, unpacked (and kept) if it was stored packed as an int."""
    found = self._location
    if found.__class__ is int:
        found = self._location = unpack_location(found)
    return found  # type: ignore[no-any-return]


def _set_location(self: Any, value: Location) -> None:
    self._location = value


# The `location` of operations and block arguments: where they came from,
# made on first read when kept packed (see `location.pack_location`).
_PACKED_LOCATION = property(_get_location, _set_location)


def _keep_fields(cls: type) -> None:
    """Refuse a subclass `cls` of the classes here that redefines a field
    (a slot) of a class it derives from: compiled modules read and write
    the fields where these classes keep them (odsgen/ir/layout.pxd), which
    would then not be where Python finds them. Adding fields is fine."""
    mro = cls.__mro__
    for position in range(1, len(mro)):
        fields = mro[position].__dict__.get("__slots__")
        if not fields:
            continue
        if isinstance(fields, str):
            fields = (fields,)
        for derived in mro[:position]:
            redefined = sorted(set(fields).intersection(derived.__dict__))
            if redefined:
                raise TypeError(
                    f"{cls.__qualname__}: {derived.__qualname__} redefines"
                    f" the field {redefined[0]!r} of {mro[position].__qualname__}"
                )


class _FixedFields:
    """The base of the classes here whose fields compiled modules read in
    place: a subclass may add fields, not redefine one (`_keep_fields`).
    It has no fields itself, so it changes no instance's layout."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _keep_fields(cls)


class Value(_FixedFields):
    """An SSA value: an operation result or a block argument.

    `_uses` holds the operands using it, first made first: None without
    any, the `OpOperand` itself for a single use (most values: no list to
    keep), else a list of two or more. Read them with `uses_view`.
    """

    __slots__ = ("type", "_uses")

    def __init__(self, type_: Type) -> None:
        self.type = type_
        self._uses: OpOperand | list[OpOperand] | None = None

    def uses_view(self) -> Sequence[OpOperand]:
        """The operands that use this value, first made first: the stored
        list itself where there is one (do not change it while reading)."""
        uses = self._uses
        if uses is None:
            return ()
        if uses.__class__ is list:
            return uses  # type: ignore[return-value]
        return (uses,)  # type: ignore[return-value]

    @property
    def uses(self) -> list[OpOperand]:
        """The operands that use this value (a copy, safe to mutate through)."""
        return list(self.uses_view())

    @property
    def users(self) -> list[Operation]:
        """The operations that use this value, once per use."""
        return [use.owner for use in self.uses_view()]

    @property
    def has_uses(self) -> bool:
        return self._uses is not None

    @property
    def has_one_use(self) -> bool:
        return self._uses.__class__ is OpOperand

    def replace_all_uses_with(self, new: Value) -> None:
        """Make every user of this value use `new` instead."""
        uses = self._uses
        if new is self or uses is None:
            return
        self._uses = None
        if uses.__class__ is not list:
            uses.value = new  # type: ignore[union-attr]
            new._add_use(uses)  # type: ignore[arg-type]
            return
        for use in uses:  # type: ignore[union-attr]
            use.value = new
        # MLIR moves each use to the front of `new`'s list, newest first; ours
        # keeps the reverse order, so the moved uses go last, reversed.
        uses.reverse()  # type: ignore[union-attr]
        found = new._uses
        if found is None:
            new._uses = uses
        elif found.__class__ is list:
            found += uses  # type: ignore[operator]
        else:
            uses.insert(0, found)  # type: ignore[union-attr, arg-type]
            new._uses = uses

    def _add_use(self, use: OpOperand) -> None:
        uses = self._uses
        if uses is None:
            self._uses = use
        elif uses.__class__ is list:
            uses.append(use)  # type: ignore[union-attr]
        else:
            self._uses = [uses, use]  # type: ignore[list-item]

    def _remove_use(self, use: OpOperand) -> None:
        uses = self._uses
        if uses is use:
            self._uses = None
            return
        assert uses.__class__ is list
        # The last or the first use goes most often (ops erased bottom-up or
        # top-down): both without a scan; another is searched for at C speed,
        # once (a use equals only itself). A use not in the list is left alone.
        if uses[-1] is use:  # type: ignore[index]
            uses.pop()  # type: ignore[union-attr]
        elif uses[0] is use:  # type: ignore[index]
            del uses[0]  # type: ignore[union-attr]
        else:
            try:
                uses.remove(use)  # type: ignore[union-attr]
            except ValueError:
                pass
        if len(uses) == 1:  # type: ignore[arg-type]
            self._uses = uses[0]  # type: ignore[index]

    def _set_uses(self, uses: list[OpOperand]) -> None:
        """Keep `uses` (in order) as this value's uses, in `_uses`'s form."""
        if not uses:
            self._uses = None
        elif len(uses) == 1:
            self._uses = uses[0]
        else:
            self._uses = uses


# How many uses (operands, successors) are dropped one by one; more go value
# by value (`_drop_uses`).
_FEW = 8


def _drop_uses(uses: Sequence[OpOperand], owners: Container[Operation]) -> None:
    """Take `uses`, all the operands of `owners`, out of their values' use
    lists. One by one, a use in the middle of a list costs a scan; of many
    uses, those of a value named more than once go in one pass over its
    list instead."""
    if len(uses) <= _FEW:
        for use in uses:
            use.value._remove_use(use)
        return
    counts: dict[Value, int] = {}
    for use in uses:
        value = use.value
        counts[value] = counts.get(value, 0) + 1
    for use in uses:
        value = use.value
        count = counts[value]
        if count == 1:
            value._remove_use(use)
        elif count > 1:
            value._set_uses([u for u in value.uses_view() if u.owner not in owners])
            counts[value] = 0  # done


class OpResult(Value):
    """Result number `index` of operation `owner`."""

    __slots__ = ("owner", "index")

    def __init__(self, type_: Type, owner: Operation, index: int) -> None:
        self.type = type_
        self._uses = None
        self.owner = owner
        self.index = index

    def __repr__(self) -> str:
        return f"<OpResult #{self.index} of {self.owner.name}: {self.type}>"


class BlockArgument(Value):
    """Argument number `index` of block `owner`."""

    __slots__ = ("owner", "index", "_location")

    def __init__(
        self, type_: Type, owner: Block, index: int, location: Location | int
    ) -> None:
        self.type = type_
        self._uses = None
        self.owner = owner
        self.index = index
        self._location = location  # an int: packed (see `location.pack_location`)

    location = _PACKED_LOCATION

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}: {self.type}>"


class OpOperand(_FixedFields):
    """A use of `value` by operation `owner`, its operand number `index`."""

    # No field for the operand number: one per use would cost 16 bytes each
    # (48 bytes an object instead of 64), and it is seldom read.
    __slots__ = ("owner", "value")

    def __init__(self, owner: Operation, value: Value) -> None:
        self.owner = owner
        self.value = value
        uses = value._uses  # `value._add_use(self)`, inlined: one per operand built
        if uses is None:
            value._uses = self
        elif uses.__class__ is list:
            uses.append(self)
        else:
            value._uses = [uses, self]

    @property
    def index(self) -> int:
        """The operand number: where this use is among its owner's operands."""
        return self.owner._operands.index(self)

    def set(self, value: Value) -> None:
        """Use `value` instead of the current one; if `value` is not a
        `Value` (it raises), this operand is left as it was."""
        if value is self.value:
            return
        value._add_use(self)
        self.value._remove_use(self)
        self.value = value

    def drop(self) -> None:
        """Remove this use from its value's use list."""
        self.value._remove_use(self)


class BlockOperand(_FixedFields):
    """Successor number `index` of operation `owner`, naming `block`."""

    __slots__ = ("owner", "index", "block")

    def __init__(self, owner: Operation, index: int, block: Block) -> None:
        self.owner = owner
        self.index = index
        self.block = block
        block._uses.append(self)

    def set(self, block: Block) -> None:
        """Branch to `block` instead; if `block` is not a `Block` (it
        raises), this successor is left as it was."""
        uses = block._uses
        self.block._remove_use(self)
        self.block = block
        uses.append(self)


# -- operations ---------------------------------------------------------------


def _drop_block_uses(
    successors: Sequence[BlockOperand], owners: Container[Operation]
) -> None:
    """`_drop_uses` for the successors of `owners`."""
    if len(successors) <= _FEW:
        for succ in successors:
            succ.block._remove_use(succ)
        return
    counts: dict[Block, int] = {}
    for succ in successors:
        counts[succ.block] = counts.get(succ.block, 0) + 1
    for succ in successors:
        block = succ.block
        count = counts[block]
        if count == 1:
            block._remove_use(succ)
        elif count > 1:
            block._uses = [use for use in block._uses if use.owner not in owners]
            counts[block] = 0  # done


def drop_operand_uses(ops: Collection[Operation]) -> None:
    """Take every use `ops` make (operands and successors) out of the use
    lists of their values and blocks, keeping the order of the rest; the ops
    nested in them keep theirs."""
    owners: Container[Operation] = ops if len(ops) == 1 else set(ops)
    _drop_uses([use for op in ops for use in op._operands], owners)
    successors = [succ for op in ops if op._successors for succ in op._successors]
    _drop_block_uses(successors, owners)
    for op in ops:
        op._operands = ()
        if op._successors:
            op._successors = None


def erase_ops(ops: Iterable[Operation]) -> None:
    """`op.erase()` for each of `ops`, at once: a value or block many of
    them name loses those uses in one pass over its list."""
    dropped: dict[Operation, None] = {}  # the ops and those inside, once each
    for op in ops:
        op.detach()
        for nested in op.walk():
            dropped[nested] = None
    drop_operand_uses(list(dropped))


class Operation(_FixedFields):
    """An operation; registered operations are subclasses of it.

    Unregistered operations are instances of this class itself and are kept
    exactly as written (`--allow-unregistered-dialect`).
    """

    __slots__ = (
        "name",
        "_operands",
        "results",
        "attributes",
        "regions",
        "_successors",
        "_location",
        "parent",
        "_prev",
        "_next",
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # An operation is made by `create` (or `append_new`), which sets every
        # field: compiled modules read them in place (odsgen/ir/layout.pxd).
        # Refused here, not in `__new__`: with a `__new__` of its own, a run
        # of libbf opaque took 64M more instructions of 1,700M (callgrind,
        # compiled), about 2.5k an op made.
        raise TypeError(f"{type(self).__qualname__}: make operations with create()")

    def __reduce_ex__(self, protocol: Any) -> Any:
        # `copy`, `deepcopy` and `pickle` would rebuild an op field by field,
        # bypassing `create` (and a shallow copy would share its uses).
        raise TypeError(
            f"{type(self).__qualname__}: operations are not copied or pickled;"
            " clone one with odsgen.transforms.cloning.clone_op(op, Mapping())"
        )

    OPERATION_NAME: ClassVar[str | None] = None
    TRAITS: ClassVar[frozenset[Any]] = frozenset()
    DEFAULT_DIALECT: ClassVar[str | None] = None
    HAS_DEFAULT_ATTRIBUTES: ClassVar[bool] = False
    # The memory effects declared on operands and results (ODS's `Arg`/`Res`
    # decorators): (effect, "operand" or "result") pairs; None without any.
    MEMORY_EFFECTS: ClassVar[tuple[tuple[str, str], ...] | None] = None

    @staticmethod
    def default_attributes() -> dict[str, Attribute]:
        """Attributes a new op of this kind gets where absent (ODS's
        `DefaultValuedAttr`, which MLIR 16 adds at creation)."""
        return {}

    # `create` and `append_new`: odsgen.ir.op_creation's, bound at the end of
    # this module (compiled, it writes the new objects' fields in place).
    create: ClassVar[Any]
    append_new: ClassVar[Any]

    location = _PACKED_LOCATION

    # -- registration -------------------------------------------------------

    @property
    def is_registered(self) -> bool:
        return self.OPERATION_NAME is not None

    @property
    def dialect_name(self) -> str:
        """The dialect prefix of the name (`llvm` for `llvm.add`)."""
        return self.name.partition(".")[0]

    @classmethod
    def has_trait(cls, trait: Any) -> bool:
        """True if this operation class declares `trait`."""
        return trait in cls.TRAITS

    def might_have_trait(self, trait: Any) -> bool:
        """True if the op has `trait` or is unregistered (and so may have it)."""
        return self.OPERATION_NAME is None or trait in self.TRAITS

    # -- operands -----------------------------------------------------------

    @property
    def operands(self) -> list[Value]:
        """The operand values."""
        return [use.value for use in self._operands]

    @property
    def op_operands(self) -> list[OpOperand]:
        """The operand uses (a copy of the list)."""
        return list(self._operands)

    @property
    def num_operands(self) -> int:
        return len(self._operands)

    def get_operand(self, index: int) -> Value:
        return self._operands[index].value

    def set_operand(self, index: int, value: Value) -> None:
        self._operands[index].set(value)

    def set_operands(self, values: Sequence[Value]) -> None:
        """Replace all operands with `values`."""
        self.drop_all_uses_of_operands()
        self._operands = tuple([OpOperand(self, value) for value in values])

    def erase_operands(self, indices: Container[int]) -> None:
        """Erase the operands at `indices` (a set, for many), all in one
        rebuild: as `set_operands` of the others."""
        self.set_operands(
            [
                use.value
                for index, use in enumerate(self._operands)
                if index not in indices
            ]
        )

    def drop_all_uses_of_operands(self) -> None:
        """Forget all operands' uses (before erasing the operation)."""
        _drop_uses(self._operands, (self,))
        self._operands = ()

    # -- results ------------------------------------------------------------

    @property
    def num_results(self) -> int:
        return len(self.results)

    @property
    def result(self) -> OpResult:
        """The only result (as MLIR's Python bindings' `result`)."""
        assert len(self.results) == 1, "operation does not have exactly one result"
        return self.results[0]

    @property
    def result_types(self) -> list[Type]:
        return [r.type for r in self.results]

    def replace_all_uses_with(self, values: Sequence[Value]) -> None:
        """Replace each result's uses with the matching value of `values`."""
        assert len(values) == len(self.results), "result count mismatch"
        for result, value in zip(self.results, values):
            result.replace_all_uses_with(value)

    # -- attributes -----------------------------------------------------------

    def get_attr(self, name: str) -> Attribute | None:
        """The attribute called `name`, or None."""
        return self.attributes.get_attr(name)

    def set_attr(self, name: str, value: Attribute) -> None:
        """Set (or replace) the attribute called `name`."""
        items = dict(self.attributes.items)
        items[name] = value
        self.attributes = DictionaryAttr.get(items)

    def remove_attr(self, name: str) -> Attribute | None:
        """Remove the attribute called `name`, returning its old value."""
        items = dict(self.attributes.items)
        old = items.pop(name, None)
        if old is not None:
            self.attributes = DictionaryAttr.get(items)
        return old

    # -- successors and regions -----------------------------------------------

    @property
    def successors(self) -> list[Block]:
        return [s.block for s in self._successors] if self._successors else []

    @property
    def num_successors(self) -> int:
        return len(self._successors) if self._successors else 0

    @property
    def block_operands(self) -> list[BlockOperand]:
        return list(self._successors) if self._successors else []

    @property
    def num_regions(self) -> int:
        return len(self.regions)

    def get_region(self, index: int = 0) -> Region:
        return self.regions[index]

    # -- position -------------------------------------------------------------

    @property
    def parent_region(self) -> Region | None:
        block = self.parent
        return block.parent if block is not None else None

    @property
    def parent_op(self) -> Operation | None:
        block = self.parent
        if block is None or block.parent is None:
            return None
        return block.parent.parent

    @property
    def next_op(self) -> Operation | None:
        return self._next

    @property
    def prev_op(self) -> Operation | None:
        return self._prev

    def is_ancestor(self, other: Operation) -> bool:
        """True if `other` is this operation or nested inside it."""
        op: Operation | None = other
        while True:  # (see `Block.__len__`)
            if op is None:
                return False
            if op is self:
                return True
            op = op.parent_op

    def is_before_in_block(self, other: Operation) -> bool:
        """True if this op comes before `other` in their common block."""
        assert self.parent is other.parent, "operations in different blocks"
        op = self._next
        while True:  # (see `Block.__len__`)
            if op is None:
                return False
            if op is other:
                return True
            op = op._next

    def detach(self) -> None:
        """Unlink from the parent block (the operation stays alive)."""
        block = self.parent
        if block is None:
            return
        prev, nxt = self._prev, self._next
        if prev is None:
            block._first = nxt
        else:
            prev._next = nxt
        if nxt is None:
            block._last = prev
        else:
            nxt._prev = prev
        self._prev = self._next = None
        self.parent = None

    def erase(self) -> None:
        """Detach and drop every use this op and the ops in it make."""
        self.detach()
        if not self.regions and not self._successors:
            _drop_uses(self._operands, (self,))
            self._operands = ()
            return
        drop_operand_uses(list(self.walk()))

    def move_before(self, other: Operation) -> None:
        self.detach()
        other.parent.insert_before(other, self)

    def move_after(self, other: Operation) -> None:
        self.detach()
        other.parent.insert_after(other, self)

    # -- traversal ------------------------------------------------------------

    def walk(self, post_order: bool = False) -> Iterator[Operation]:
        """This op and every op nested in it, pre-order unless `post_order`.

        Iterative, so that deeply nested IR does not exhaust the stack.
        """
        if not post_order:
            stack: list[Any] = [self]
            while stack:
                op = stack.pop()
                yield op
                for region in reversed(op.regions):
                    for block in reversed(region.blocks):
                        stack.extend(block.reversed_ops())
            return
        work: list[tuple[Operation, bool]] = [(self, False)]
        while work:
            op, expanded = work.pop()
            if expanded or not op.regions:
                yield op
                continue
            work.append((op, True))
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    work.extend((child, False) for child in block.reversed_ops())

    def __repr__(self) -> str:
        return f"<{type(self).__name__} '{self.name}'>"

    def __str__(self) -> str:
        # Imported here, once the classes exist: the compiled printer reads
        # their fields in place, and its import asks for the layout proof,
        # which reads this module's classes (odsgen/ir/layout.pxd).
        from .printer import print_operation

        return print_operation(self)

    def verify(self) -> None:
        """Check this op's own invariants (generated ops override this)."""


# -- blocks and regions -------------------------------------------------------


class Block(_FixedFields):
    """A list of operations with arguments, inside a region."""

    __slots__ = ("arguments", "parent", "_first", "_last", "_uses")

    def __init__(
        self, arg_types: Sequence[Type] = (), arg_locs: Sequence[Location] | None = None
    ) -> None:
        self.parent: Region | None = None
        self._first: Operation | None = None
        self._last: Operation | None = None
        self._uses: list[BlockOperand] = []
        self.arguments: list[BlockArgument] = []
        if arg_types:
            unknown = UnknownLoc.get() if arg_locs is None else None
            self.arguments = [
                BlockArgument(t, self, i, unknown if arg_locs is None else arg_locs[i])
                for i, t in enumerate(arg_types)
            ]

    # -- arguments ------------------------------------------------------------

    def add_argument(
        self, type_: Type, location: Location | None = None
    ) -> BlockArgument:
        arg = BlockArgument(
            type_, self, len(self.arguments), location or UnknownLoc.get()
        )
        self.arguments.append(arg)
        return arg

    def erase_arguments(self, indices: Container[int]) -> None:
        """Erase the arguments at `indices` (a set, for many), renumbering
        the others once, however many go."""
        kept: list[BlockArgument] = []
        for argument in self.arguments:
            if argument.index in indices:
                assert (
                    not argument.has_uses
                ), "erasing a block argument that is still used"
            else:
                argument.index = len(kept)
                kept.append(argument)
        self.arguments[:] = kept

    @property
    def num_arguments(self) -> int:
        return len(self.arguments)

    # -- operations -----------------------------------------------------------

    def __iter__(self) -> Iterator[Operation]:
        op = self._first
        while True:  # (see `__len__`)
            if op is None:
                return
            nxt = op._next
            yield op
            op = nxt

    def reversed_ops(self) -> list[Operation]:
        """The operations, last first."""
        ops = []
        op = self._last
        while True:  # (see `__len__`)
            if op is None:
                return ops
            ops.append(op)
            op = op._prev

    @property
    def operations(self) -> list[Operation]:
        return list(self)

    @property
    def is_empty(self) -> bool:
        return self._first is None

    @property
    def first_op(self) -> Operation | None:
        return self._first

    @property
    def last_op(self) -> Operation | None:
        return self._last

    @property
    def terminator(self) -> Operation | None:
        """The last operation (whether or not it is a terminator)."""
        return self._last

    def __len__(self) -> int:
        count = 0
        op = self._first
        # `while True`: its back edge, unlike that of `while op is not None`,
        # warms CPython 3.11's specializer up inside one long block.
        while True:
            if op is None:
                return count
            count += 1
            op = op._next

    def append(self, op: Operation) -> Operation:
        """Add `op` at the end of the block."""
        assert op.parent is None, "operation is already in a block"
        op.parent = self
        last = self._last
        op._prev = last
        op._next = None
        if last is None:
            self._first = op
        else:
            last._next = op
        self._last = op
        return op

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        """Insert `op` just before `anchor`."""
        assert op.parent is None, "operation is already in a block"
        op.parent = self
        prev = anchor._prev
        op._prev = prev
        op._next = anchor
        anchor._prev = op
        if prev is None:
            self._first = op
        else:
            prev._next = op
        return op

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        """Insert `op` just after `anchor`."""
        if anchor._next is None:
            return self.append(op)
        return self.insert_before(anchor._next, op)

    def prepend(self, op: Operation) -> Operation:
        if self._first is None:
            return self.append(op)
        return self.insert_before(self._first, op)

    # -- position -------------------------------------------------------------

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent if self.parent is not None else None

    @property
    def is_entry_block(self) -> bool:
        region = self.parent
        return region is not None and region.blocks and region.blocks[0] is self

    # -- predecessors and successors ------------------------------------------

    @property
    def predecessors(self) -> list[Block]:
        """The blocks branching here, once per branch edge."""
        return [use.owner.parent for use in self._uses]

    @property
    def has_no_predecessors(self) -> bool:
        return not self._uses

    @property
    def single_predecessor(self) -> Block | None:
        """The predecessor if there is exactly one branch edge to this block."""
        if len(self._uses) == 1:
            return self._uses[0].owner.parent
        return None

    @property
    def successors(self) -> list[Block]:
        last = self._last
        return last.successors if last is not None else []

    def _remove_use(self, use: BlockOperand) -> None:
        uses = self._uses
        for index in range(len(uses) - 1, -1, -1):
            if uses[index] is use:
                del uses[index]
                return

    def erase(self) -> None:
        """Remove this block (and its operations) from its region."""
        for op in self.reversed_ops():
            op.erase()
        if self.parent is not None:
            self.parent.blocks.remove(self)
            self.parent = None


class Region(_FixedFields):
    """A list of blocks owned by an operation."""

    __slots__ = ("blocks", "parent")

    def __init__(self, blocks: Iterable[Block] = ()) -> None:
        self.parent: Operation | None = None
        self.blocks: list[Block] = []
        for block in blocks:
            self.append(block)

    def append(self, block: Block) -> Block:
        block.parent = self
        self.blocks.append(block)
        return block

    def insert(self, index: int, block: Block) -> Block:
        block.parent = self
        self.blocks.insert(index, block)
        return block

    @property
    def is_empty(self) -> bool:
        return not self.blocks

    @property
    def entry_block(self) -> Block | None:
        return self.blocks[0] if self.blocks else None

    def __iter__(self) -> Iterator[Block]:
        return iter(self.blocks)

    def __len__(self) -> int:
        return len(self.blocks)

    def ops(self) -> Iterator[Operation]:
        """The operations of every block, in order."""
        for block in self.blocks:
            yield from block

    def is_ancestor(self, other: Region) -> bool:
        """True if `other` is this region or nested inside it."""
        region: Region | None = other
        while True:  # (see `Block.__len__`)
            if region is None:
                return False
            if region is self:
                return True
            op = region.parent
            region = op.parent_region if op is not None else None


def value_location(value: Value) -> Location:
    """Where `value` is defined (MLIR's `Value::getLoc`): an op result's op's
    location, a block argument's own, else (a detached value) unknown."""
    if isinstance(value, OpResult):
        return value.owner.location
    location = getattr(value, "location", None)
    return location if location is not None else UnknownLoc.get()


# Op creation, in a module of its own so that its compiled form can write the
# fields of these classes in place (odsgen/ir/layout.pxd), imported now that
# they exist; the objects it makes come from odsgen.ir.new_objects, handed
# these classes (neither imports this module).
from . import new_objects  # noqa: E402
from .op_creation import append_new as _append_new  # noqa: E402
from .op_creation import create as _create  # noqa: E402

new_objects.use_classes(OpOperand, OpResult, BlockOperand, Region)
Operation.create = classmethod(_create)  # type: ignore[assignment]
Operation.append_new = classmethod(_append_new)  # type: ignore[assignment]
