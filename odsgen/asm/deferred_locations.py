"""Location aliases used before their definition, resolved at the end of the file.

As MLIR 16's parser: an alias standing alone in the `loc(...)` after an
operation or a block argument in a block header, or after an argument that
an op's custom syntax reads (function and loop arguments), may be defined
later in the file. Trailing locations are recorded with their op or
argument; an argument's is a `PendingLoc` marker, which ends up wherever the
op puts it (or nowhere: then it is never checked). At the end of the file
the aliases are looked up; when one is missing or not a location, the error
reported is the first in MLIR's order: ops after the ops nested in them,
each op followed by the arguments of the blocks in its regions.
"""

from __future__ import annotations

from typing import Any, Iterator, Mapping, Sequence

from ..ir.attributes import Attribute, _new
from ..ir.location import Location
from ..ir.operation import Block, Operation
from .errors import ParseError


class PendingLoc(Location):
    """Stands for reference `index` to a location alias not defined yet."""

    __slots__ = ("index",)

    @classmethod
    def make(cls, index: int) -> PendingLoc:
        marker = _new(cls)
        marker.index = index
        return marker

    def print_body(self, out: Any) -> None:
        out.write("unknown")


# A trailing location to resolve: its op or block argument, the alias name,
# and the alias's offset in the text.
Deferred = tuple[Any, str, int]


def resolve_locations(
    block: Block,
    deferred: Sequence[Deferred],
    pending: Sequence[tuple[str, int]],
    aliases: Mapping[str, Attribute],
) -> None:
    """Set the locations `deferred` and the `PendingLoc` markers (reference
    i is `pending[i]`) stand for, in the ops of `block`."""
    failed = False
    for target, name, _ in deferred:
        found = aliases.get(name)
        if isinstance(found, Location):
            target.location = found
        else:
            failed = True
    if not pending and not failed:
        return
    # Trailing locations that failed are reported in MLIR's order below;
    # those that resolved are no longer pending.
    trailing = {id(t): (name, pos) for t, name, pos in deferred} if failed else {}
    for target in _targets(block):
        reference = trailing.get(id(target))
        if reference is None:
            marker = target._location
            if type(marker) is not PendingLoc:
                continue
            reference = pending[marker.index]
        name, pos = reference
        found = aliases.get(name)
        if found is None:
            raise ParseError("operation location alias was never defined", pos)
        if not isinstance(found, Location):
            raise ParseError(f"expected location, but found '{found}'", pos)
        target.location = found


def _targets(block: Block) -> Iterator[Any]:
    """The ops in `block`, nested ones first, each followed by the
    arguments of the blocks in its regions."""
    for top in block:
        for op in top.walk(post_order=True):
            yield op
            if op.regions:
                yield from _arguments(op)


def _arguments(op: Operation) -> Iterator[Any]:
    for region in op.regions:
        for block in region.blocks:
            yield from block.arguments
