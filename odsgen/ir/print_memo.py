"""The printer's memo: an op's printed text, kept per (name, `op_key`).

An op without regions prints from its attributes, its operand and result
types, the names of its values and the names of its successors. The first
op of a key prints with placeholders for those names; the text becomes a
template that later ops of the key fill with their own names. An op whose
values (or successors) are not all distinct is printed, not recorded (a
template must not tie two positions to one value), and so is one whose
printed text mangles a placeholder; an op with a name missing from the
printer's tables is printed as well, so that it fails or shows the unknown
name just as the printer would.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from .op_key import op_key

# A placeholder: `o` operand, `r` result or `s` successor, and its position.
_SLOT = re.compile("\x00([ors])([0-9]+)\x01")
_KINDS = {"o": 0, "r": 1, "s": 2}
# A miss (a template recorded) costs a few direct printings and a hit saves
# part of one: past `_MISSES_TRIED` misses, the ops of a name with fewer
# than `_HITS_PER_MISS` hits per miss (a constant of each value) are
# printed directly.
_MISSES_TRIED = 64
_HITS_PER_MISS = 4
_UNSEEN: Any = object()

# A template: the text as a `%` format (a `%s` per name), and the (kind,
# position) of each name: 0 operand, 1 result, 2 successor.
Template = tuple[str, tuple[tuple[int, int], ...]]
PrintBody = Callable[[Any, Any], None]


class _Table:
    """The templates of one op name, and how often they were found."""

    __slots__ = ("templates", "hits", "misses")

    def __init__(self) -> None:
        self.templates: dict[Any, Template] = {}
        self.hits = 0
        self.misses = 0


class PrintMemo:
    """Templates by op name and key, for one printer's run."""

    __slots__ = ("tables",)

    def __init__(self) -> None:
        # Per op name: its templates by key, and its hits and misses; None
        # once its misses show that its keys rarely repeat.
        self.tables: dict[str, _Table | None] = {}

    def print(self, op: Any, printer: Any, print_body: PrintBody) -> None:
        """Append to `printer.parts` what `print_body(op, printer)` would,
        through the memo."""
        table = self.tables.get(op.name, _UNSEEN)
        if table is None:  # keys that rarely repeat: printed directly
            print_body(op, printer)
            return
        if table is _UNSEEN:
            table = self.tables[op.name] = _Table()
        successors = op._successors
        key = op_key(op) if not successors else (op_key(op), len(successors))
        template = table.templates.get(key)
        if template is None:
            template = _record(op, printer, print_body)
            table.misses += 1
            if (
                table.misses >= _MISSES_TRIED
                and table.hits < _HITS_PER_MISS * table.misses
            ):
                self.tables[op.name] = None
            if template is None:
                return
            table.templates[key] = template
        else:
            table.hits += 1
        text, slots = template
        if not slots:
            printer.parts.append(text)
            return
        names = printer._value_names
        found = []
        for kind, position in slots:
            if kind == 0:
                name = names.get(op._operands[position].value)
            elif kind == 1:
                name = names.get(op.results[position])
            else:
                entry = printer._block_names.get(successors[position].block)
                name = entry[0] if entry is not None else None
            if name is None:
                print_body(op, printer)
                return
            found.append(name)
        printer.parts.append(text % tuple(found))


def _record(op: Any, printer: Any, print_body: PrintBody) -> Template | None:
    """The template of `op`'s text (None if it cannot have one: then the
    text itself is appended, else nothing)."""
    names = printer._value_names
    block_names = printer._block_names
    values = [use.value for use in op._operands]
    results = op.results
    blocks = [successor.block for successor in op._successors or ()]
    everything = [*values, *results]
    if (
        len(set(everything)) != len(everything)
        or len(set(blocks)) != len(blocks)
        or any(value not in names for value in everything)
        or any(block not in block_names for block in blocks)
    ):
        print_body(op, printer)
        return None
    saved_names = [names[value] for value in everything]
    saved_blocks = [block_names[block] for block in blocks]
    for position, value in enumerate(values):
        names[value] = f"\x00o{position}\x01"
    for position, result in enumerate(results):
        names[result] = f"\x00r{position}\x01"
    for position, (block, (_, number)) in enumerate(zip(blocks, saved_blocks)):
        block_names[block] = (f"\x00s{position}\x01", number)
    parts = printer.parts
    mark = len(parts)
    try:
        print_body(op, printer)
    finally:
        names.update(zip(everything, saved_names))
        block_names.update(zip(blocks, saved_blocks))
    text = "".join(parts[mark:])
    del parts[mark:]
    pieces = _SLOT.split(text)
    literals = pieces[0::3]
    slots = [
        (_KINDS[kind], int(position))
        for kind, position in zip(pieces[1::3], pieces[2::3])
    ]
    counts = (len(values), len(results), len(blocks))
    if any("\x00" in t or "\x01" in t for t in literals) or any(
        position >= counts[kind] for kind, position in slots
    ):
        print_body(op, printer)  # a placeholder was changed: no template
        return None
    text = "%s".join(literal.replace("%", "%%") for literal in literals)
    return (text if slots else literals[0]), tuple(slots)
