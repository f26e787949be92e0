"""Rewrite patterns and the rewriter they change the IR through.

The rewriter keeps use lists right and tells a listener (the greedy driver
of `rewrite`, or a conversion) of every op it inserts, changes or erases.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from .builder import Builder
from .context import Context
from .operation import Block, Operation, Value


class RewritePattern:
    """A rewrite rooted at operations called `root` (any op if None)."""

    root: str | None = None
    benefit: int = 1

    def __init__(self, root: str | None = None, benefit: int | None = None) -> None:
        if root is not None:
            self.root = root
        if benefit is not None:
            self.benefit = benefit

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Rewrite `op` and return True, or return False without changing anything."""
        raise NotImplementedError

    @property
    def debug_name(self) -> str:
        return type(self).__name__


class PatternRewriter(Builder):
    """A builder that notifies the driver of every change it makes."""

    def __init__(self, context: Context | None = None) -> None:
        super().__init__(context)
        self.listener: Any = None

    # -- creation ----------------------------------------------------------------

    def insert(self, op: Operation) -> Operation:
        super().insert(op)
        if self.listener is not None:
            self.listener.on_inserted(op)
        return op

    def create_op(self, op_class: type, *args: Any, **kwargs: Any) -> Operation:
        """`op_class.build(...)` inserted at the insertion point."""
        kwargs.setdefault("location", self.location)
        return self.insert(op_class.build(*args, **kwargs))

    # -- replacement and erasure ----------------------------------------------------

    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Make every user of `old` use `new` (users are revisited)."""
        users = old.users
        old.replace_all_uses_with(new)
        if self.listener is not None:
            for user in users:
                self.listener.on_modified(user)

    def replace_op(self, op: Operation, values: Sequence[Value]) -> None:
        """Replace the results of `op` with `values`, then erase `op`."""
        assert len(values) == len(op.results), "replacement count differs from results"
        if self.listener is not None:
            self.listener.on_replaced(op, values)
        for result, value in zip(op.results, values):
            self.replace_all_uses_with(result, value)
        self.erase_op(op)

    def replace_op_with_new_op(
        self, op: Operation, op_class: type, *args: Any, **kwargs: Any
    ) -> Operation:
        """Build a new op before `op` and replace `op` with its results."""
        self.set_insertion_point(op)
        kwargs.setdefault("location", op.location)
        new = self.insert(op_class.build(*args, **kwargs))
        self.replace_op(op, list(new.results))
        return new

    def erase_op(self, op: Operation) -> None:
        """Erase `op` (whose results must be unused) and what it contains; the
        listener hears of `op` alone, before it goes (as MLIR's)."""
        assert all(
            not r.has_uses for r in op.results
        ), "erasing an op that is still used"
        if self.listener is not None:
            self.listener.on_erased(op)
        op.erase()

    def erase_block(self, block: Block) -> None:
        """Erase `block`, its ops last to first (as MLIR's `eraseBlock`)."""
        if self.listener is not None:
            for op in block.reversed_ops():
                self.listener.on_erased(op)
        block.erase()

    def update_root_in_place(self, op: Operation, update: Callable[[], None]) -> None:
        """Apply `update` (which changes `op` in place) and revisit `op`."""
        update()
        if self.listener is not None:
            self.listener.on_modified(op)


def defining_op(value: Value, op_class: type) -> Operation | None:
    """The op of class `op_class` that defines `value`, or None (DRR's nested match)."""
    owner = getattr(value, "owner", None)
    return owner if isinstance(owner, op_class) else None
