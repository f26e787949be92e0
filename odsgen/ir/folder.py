"""Folding ops through their `fold` hooks and keeping the constants that
folding makes unique per isolated scope (MLIR 16's OperationFolder).

A fold hook gets the constant attribute of each operand (None where the
operand is not a constant) and returns None (no fold), the op's own results
or `IN_PLACE` (the op was updated in place), or one Value or Attribute per
result (Attributes become constant ops of the op's dialect, at the start of
the entry block of the closest isolated scope, one per value and type).
"""

from __future__ import annotations

from typing import Any, Sequence

from .attributes import Attribute
from .builder import Builder, InsertionPoint
from .constants import constant_value
from .context import Context
from .operation import Block, OpResult, Operation, Value
from .pattern import PatternRewriter
from .traits import Commutative, ConstantLike, IsolatedFromAbove

IN_PLACE = "in place"
"""What a fold hook may return when it only updated its op."""


def operand_constants(op: Operation) -> list[Attribute | None]:
    """What a fold hook gets: the constant attribute of each operand of
    `op`, None where a ConstantLike op does not define it."""
    constants: list[Attribute | None] = []
    for use in op._operands:
        value = use.value
        if type(value) is OpResult and ConstantLike in value.owner.TRAITS:
            constants.append(constant_value(value))
        else:
            constants.append(None)
    return constants


def _move_constants_right(op: Operation) -> bool:
    """Put the constant operands of a commutative op after the others (stable),
    as MLIR's folder does; True if an operand moved."""
    values = [use.value for use in op._operands]
    constant = [
        type(v) is OpResult
        and ConstantLike in v.owner.TRAITS
        and constant_value(v) is not None
        for v in values
    ]
    if True not in constant or all(constant[constant.index(True) :]):
        return False  # no constant before another operand
    op.set_operands(
        [v for v, c in zip(values, constant) if not c]
        + [v for v, c in zip(values, constant) if c]
    )
    return True


_UNKNOWN = object()  # in OperationFolder._entries: not computed


def _insertion_entry(block: Block) -> Block | None:
    """The entry block of the closest region around `block` whose owner is
    (or may be) isolated from above, or is top-level."""
    current: Block | None = block
    while current is not None:
        region = current.parent
        owner = region.parent if region is not None else None
        if (
            owner is None
            or owner.might_have_trait(IsolatedFromAbove)
            or owner.parent is None
        ):
            return region.blocks[0] if region is not None else current
        current = owner.parent
    return None


class OperationFolder:
    """Folds ops and materializes the constants their folds produce (deduplicated)."""

    def __init__(self, context: Context) -> None:
        self.context = context
        # (entry block id, dialect, value, type) -> the constant op for it.
        self._constants: dict[tuple[Any, ...], Operation] = {}
        # The constants of the folder -> the keys they are recorded under
        # (read only outside the folder).
        self.owned: dict[Operation, list[tuple[Any, ...]]] = {}
        # Block -> `_insertion_entry` of it, until `forget_blocks`.
        self._entries: dict[Block, Any] = {}

    def try_fold(
        self, op: Operation, rewriter: PatternRewriter
    ) -> Sequence[Value] | bool:
        """Fold `op` as MLIR 16's OperationFolder::tryToFold does, but leave
        the replacement to the caller: the values to replace `op`'s results
        with, True if `op` was only updated in place, False otherwise."""
        if op in self.owned:
            self._rehoist(op)
            return False
        operands = op._operands
        moved = (
            len(operands) > 1 and Commutative in op.TRAITS and _move_constants_right(op)
        )
        fold = getattr(type(op), "fold", None)
        if fold is None:
            return moved
        return self.fold_result(op, fold(op, operand_constants(op)), moved, rewriter)

    def fold_result(
        self, op: Operation, result: Any, moved: bool, rewriter: PatternRewriter
    ) -> Sequence[Value] | bool:
        """What `try_fold` makes of `result`, the return of `op`'s fold hook
        (`moved`: whether its operands were reordered already)."""
        if result is None:
            return moved
        results = op.results
        if isinstance(result, Value):  # the common case: one value
            if len(results) != 1:
                return moved
            original = results[0]
            if result is original:
                return True
            return (result,) if result.type is original.type else moved
        if result is IN_PLACE:
            return True
        if isinstance(result, (list, tuple)):
            if len(result) != len(results):
                return moved
            if all(r is orig for r, orig in zip(result, results)):
                return True
        elif len(results) != 1:
            return moved
        else:
            result = (result,)
        values = []
        for folded, original in zip(result, results):
            if isinstance(folded, Value):
                if folded.type is not original.type:
                    return moved
                values.append(folded)
                continue
            constant = self.materialize(op, folded, original.type, rewriter)
            if constant is None:
                return moved
            values.append(constant.results[0])
        return values

    def insert_known_constant(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """MLIR 16's insertKnownConstant: a constant met while filling the
        worklist is replaced by an equal known one (False: `op` is gone), or
        recorded and moved to the start of its scope's entry block unless it
        follows a constant of the folder there."""
        if op in self.owned:
            self._rehoist(op)
            return True
        value = constant_value(op.results[0]) if len(op.results) == 1 else None
        entry = self._entry_block(op)
        if value is None or entry is None:
            return True
        key = (id(entry), op.dialect_name, value, op.results[0].type)
        existing = self._constants.get(key)
        if existing is not None and existing.parent is not None:
            for result, replacement in zip(op.results, existing.results):
                result.replace_all_uses_with(replacement)
            op.erase()
            return False
        if op.parent is not entry or (
            entry._first is not op and op._prev not in self.owned
        ):
            op.move_before(entry._first)
        self._record(key, op)
        return True

    def notify_removal(self, op: Operation) -> None:
        """Forget `op` if it is a constant of the folder (it is being erased)."""
        keys = self.owned.pop(op, None)
        if keys is None:
            return
        for key in keys:
            if self._constants.get(key) is op:
                del self._constants[key]

    def _record(self, key: tuple[Any, ...], op: Operation) -> None:
        self._constants[key] = op
        self.owned.setdefault(op, []).append(key)

    def _entry_block(self, op: Operation) -> Block | None:
        """The entry block of the region where constants for `op` go: the
        closest region whose owner is (or may be) isolated from above, or is
        top-level (MLIR's `getInsertionRegion`); remembered per block until
        `forget_blocks`."""
        block = op.parent
        if block is None:
            return None
        entry = self._entries.get(block, _UNKNOWN)
        if entry is _UNKNOWN:
            entry = self._entries[block] = _insertion_entry(block)
        return entry

    def forget_blocks(self) -> None:
        """Forget where blocks are (called when blocks may have moved)."""
        self._entries.clear()

    def _rehoist(self, op: Operation) -> None:
        """Move a constant of the folder back to the start of its block when
        another op was inserted before it (MLIR's tryToFold)."""
        block = op.parent
        if block is None or block._first is op:
            return
        if op._prev in self.owned:
            return
        op.move_before(block._first)

    def materialize(
        self, op: Operation, value: Attribute, type_: Any, rewriter: PatternRewriter
    ) -> Operation | None:
        """A constant op for `value` at the start of the op's isolated scope (reused)."""
        dialect = self.context.dialects.get(op.dialect_name)
        hook = getattr(dialect, "materialize_constant", None)
        if hook is None:
            return None
        entry = self._entry_block(op)
        if entry is None:
            return None
        key = (id(entry), op.dialect_name, value, type_)
        existing = self._constants.get(key)
        if existing is not None and existing.parent is not None:
            block = op.parent
            if existing.parent is block and block._first is not existing:
                existing.move_before(block._first)  # it must dominate `op`
            return existing
        builder = Builder(self.context, InsertionPoint.at_start(entry), op.location)
        constant = hook(builder, value, type_, op.location)
        if constant is None:
            return None
        if constant.dialect_name != op.dialect_name:
            # Made by another dialect (math's constants are arith's): an equal
            # constant that dialect already has is used instead (MLIR 16).
            other_key = (id(entry), constant.dialect_name, value, type_)
            existing = self._constants.get(other_key)
            if existing is not None and existing.parent is not None:
                constant.erase()
                self._record(key, existing)
                return existing
            self._record(other_key, constant)
        self._record(key, constant)
        if rewriter.listener is not None:
            rewriter.listener.on_inserted(constant)
        return constant
