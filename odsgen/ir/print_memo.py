"""The printer's memo: an op's printed text, kept per (name, `op_key`).

An op without regions prints from its attributes, its operand and result
types, the names of its values and the names of its successors. The first
op of a key prints directly (most keys met once are not met again, and
recording a template costs more than printing); the second prints with
placeholders for those names; the text becomes a template that later ops
of the key fill with their own names. An op whose
values (or successors) are not all distinct is printed, not recorded (a
template must not tie two positions to one value), and so is one whose
printed text mangles a placeholder; an op with a name missing from the
printer's tables is printed as well, so that it fails or shows the unknown
name just as the printer would, and so is one whose text names other
values or blocks than its own. A template that breaks lines (indented to
the op's depth) serves only as a line template (`Lines`), whose context
fixes the indentation.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from .op_key import op_key

# A placeholder: `o` operand, `r` result or `s` successor, and its position.
_SLOT = re.compile("\x00([ors])([0-9]+)\x01")
_KINDS = {"o": 0, "r": 1, "s": 2}
# A miss (an op printed without a template) costs a direct printing or
# more, and a hit saves part of one. Both sights of a key before it has a
# template count as misses: the first (printed directly) and the second
# (its template recorded), so a key that repeats costs two. Past
# `_MISSES_TRIED` misses, the ops of a name with fewer than
# `_HITS_PER_MISS` hits per miss (a constant of each value) are printed
# directly, and the keys met are let go. The trial is long because keys
# first met often repeat later: zstd's 17,025 calls have 972 keys (its
# 11,321 constants 729), yet their first 64 recorded templates came with
# fewer than 256 hits (counted when only records were misses).
_MISSES_TRIED = 1024
_HITS_PER_MISS = 4
_UNSEEN: Any = object()

# A template: the literal pieces of the text, one more than its names, and
# the (kind, position) of each name: 0 operand, 1 result, 2 successor.
Template = tuple[tuple[str, ...], tuple[tuple[int, int], ...]]
PrintBody = Callable[[Any, Any], None]
# A line template (`Lines`): the line's literal pieces and the function that
# joins them with the names it takes (`_filler`); without names, the line
# and `_whole_line`.
LineTemplate = tuple[Any, Callable[..., str]]


class _Table:
    """The templates of one op name, the keys met once (printed directly,
    not recorded yet), its line templates in each context, and how often
    keys were found and missed."""

    __slots__ = ("templates", "seen", "lines", "found", "misses")

    def __init__(self) -> None:
        self.templates: dict[Any, Template] = {}
        self.seen: set[Any] = set()
        self.lines: list[Lines] = []
        # The hits of `templates` (those of `lines` count in their own).
        self.found = 0
        self.misses = 0

    @property
    def hits(self) -> int:
        """How many ops of the name printed from a template or a line."""
        return self.found + sum(lines.hits for lines in self.lines)


class Lines(dict):  # type: ignore[type-arg]
    """Whole-line templates of one op name where the printer prints ops at
    one indentation, in one default dialect, each ending its line or not,
    by key: the pieces of the line (indentation, result name, op name,
    text, line break) and the function filling in its names, as `PrintMemo`
    keeps them; and how many ops printed from them (`hits`, which the
    printer counts). A dict itself, so that the printer finds a template in
    one step."""

    __slots__ = ("hits",)

    def __init__(self) -> None:
        super().__init__()
        self.hits = 0


# The slots of the line templates that the printer fills in itself (see
# `AsmPrinter._print_ops`), by the number it knows each by: the most
# frequent (on libbf, 22,884 of its 23,451 lines), where calling a filler
# would cost more than the filling. Their templates hold that number
# instead of a filler, and no line end.
INLINE_SHAPES: dict[tuple[tuple[int, int], ...], int] = {
    ((1, 0), (0, 0)): 1,  # `%r = op %a ...`
    ((1, 0), (0, 0), (0, 1)): 2,  # `%r = op %a, %b ...`
    ((0, 0), (0, 1)): 3,  # `op %a, %b ...`
    ((2, 0),): 4,  # `op ^bb1`
    ((1, 0),): 5,  # `%r = op ...`
    ((0, 0), (2, 0), (2, 1)): 6,  # `op %a, ^bb1, ^bb2`
    ((0, 0),): 7,  # `op %a ...`
}

# Where lines are printed: (indentation, default dialect, line break).
LineContext = tuple[str, str, bool]


class PrintMemo:
    """Templates by op name and key, for one printer's run."""

    __slots__ = ("tables", "contexts")

    def __init__(self) -> None:
        # Per op name: its templates by key, and its hits and misses; None
        # once its misses show that its keys rarely repeat.
        self.tables: dict[str, _Table | None] = {}
        # Per line context, the line templates of each op name met there.
        self.contexts: dict[LineContext, dict[str, Lines]] = {}

    def lines(self, context: LineContext) -> dict[str, Lines]:
        """The line templates by op name in `context` (see `Lines`)."""
        found = self.contexts.get(context)
        if found is None:
            found = self.contexts[context] = {}
        return found

    def print(
        self,
        op: Any,
        printer: Any,
        print_body: PrintBody,
        lines: dict[str, Lines],
        frame: tuple[str, str, str],
    ) -> None:
        """Append to `printer.parts` what `print_body(op, printer)` would,
        through the memo. In `lines` (those of the printer's context), an
        op with at most one result whose template is kept gets its line
        template, in its `frame`: the indentation and the op's name (the
        result's name goes between them) before the text, the line's end
        after it. The frame's indentation is always the printer's: a
        context's lines hold the ops of one depth."""
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
            seen = table.seen
            if key not in seen:  # first met: printed directly
                seen.add(key)
                table.misses += 1
                if (
                    table.misses >= _MISSES_TRIED
                    and table.hits < _HITS_PER_MISS * table.misses
                ):
                    self._give_up(op.name)
                print_body(op, printer)
                return
            template, keep = _record(op, printer, print_body)
            table.misses += 1
            if template is None:
                return
            if keep:
                table.templates[key] = template
            # A text breaking lines (a switch's cases), indented to the op's
            # depth, is not kept in `table` (whose keys leave the depth out)
            # but is in `lines`, which are of this depth only.
            _add_line(op, table, lines, key, template, frame)
        else:
            table.found += 1
            _add_line(op, table, lines, key, template, frame)
        pieces, slots = template
        if not slots:
            printer.parts.append(pieces[0])
            return
        names = printer._value_names
        found = [pieces[0]]
        for (kind, position), piece in zip(slots, pieces[1:]):
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
            found.append(piece)
        printer.parts.append("".join(found))

    def _give_up(self, name: str) -> None:
        """Print the ops of `name` directly from now on."""
        self.tables[name] = None
        for lines_of_context in self.contexts.values():
            lines_of_context.pop(name, None)


def _add_line(
    op: Any,
    table: _Table,
    lines: dict[str, Lines],
    key: Any,
    template: Template,
    frame: tuple[str, str, str],
) -> None:
    """Keep the line template of `op`'s key (see `Lines`); none for an op
    with several results (its names lead the line differently)."""
    results = op.results
    if len(results) > 1:
        return
    found = lines.get(op.name)
    if found is None:
        found = lines[op.name] = Lines()
        table.lines.append(found)
    pieces, slots = template
    indentation, name, end = frame
    if results:
        slots = ((1, 0), *slots)
        pieces = (indentation, " = " + name + pieces[0], *pieces[1:])
    else:
        pieces = (indentation + name + pieces[0], *pieces[1:])
    if not slots:
        found[key] = (pieces[0] + end, _whole_line)
        return
    shape = INLINE_SHAPES.get(slots)
    if shape is not None:  # filled in by the printer itself, then `end`
        found[key] = (pieces, shape)
        return
    # The line's end is in its filler: the template's last piece (often
    # most of its text: ` : type`) is shared, not copied with the end.
    fill = _FILLERS.get((slots, end))
    if fill is None:  # made at the template's first use: most keys never repeat
        fill = _FirstFill(found, key, slots, end)
    found[key] = (pieces, fill)


def _whole_line(
    names: Any,
    block_names: Any,
    operands: Any,
    results: Any,
    successors: Any,
    line: str,
) -> str:
    """The filler of a line without names: the line itself."""
    return line


class _FirstFill:
    """The filler of a line template whose slots and end have none made yet
    (see `_filler`). Until the lines of those slots and end have been
    filled `_COMPILED_AFTER` times (by any template, in this process), it
    fills the line itself (`_fill_slowly`); then it makes the filler and
    puts it in the template. Compiling one costs as much as filling some
    150 lines slowly (600,000 instructions, callgrind); on libbf, 11 of the
    14 slot tuples left to fillers fill fewer than 64 lines."""

    __slots__ = ("templates", "key", "slots", "end")

    def __init__(
        self,
        templates: dict[Any, LineTemplate],
        key: Any,
        slots: tuple[tuple[int, int], ...],
        end: str,
    ) -> None:
        self.templates = templates
        self.key = key
        self.slots = slots
        self.end = end

    def __call__(self, *arguments: Any) -> str:
        shape = (self.slots, self.end)
        fill = _FILLERS.get(shape)
        if fill is None:
            filled = _FILLED_SLOWLY[shape] = _FILLED_SLOWLY.get(shape, 0) + 1
            if filled <= _COMPILED_AFTER:
                return _fill_slowly(self.slots, self.end, *arguments)
            fill = _FILLERS[shape] = _filler(self.slots, self.end)
        self.templates[self.key] = (arguments[-1], fill)
        return fill(*arguments)


# How many lines of one tuple of slots and line end are filled slowly before
# its filler is made, and how many each has had, in this process.
_COMPILED_AFTER = 64
_FILLED_SLOWLY: dict[tuple[tuple[tuple[int, int], ...], str], int] = {}


def _fill_slowly(
    slots: tuple[tuple[int, int], ...],
    end: str,
    names: Any,
    block_names: Any,
    operands: Any,
    results: Any,
    successors: Any,
    pieces: Any,
) -> str:
    """What the filler of `slots` and `end` returns (see `_filler`), without
    compiling it."""
    found = [pieces[0]]
    for index, (kind, position) in enumerate(slots, 1):
        if kind == 0:
            found.append(names[operands[position].value])
        elif kind == 1:
            found.append(names[results[position]])
        else:
            found.append(block_names[successors[position].block][0])
        found.append(pieces[index])
    found.append(end)
    return "".join(found)


# The function of each tuple of slots and line end, made once per process.
_FILLERS: dict[tuple[tuple[tuple[int, int], ...], str], Callable[..., str]] = {}


def _filler(slots: tuple[tuple[int, int], ...], end: str) -> Callable[..., str]:
    """The function that gives, from a printer's value and block names
    (dicts, subscripted: KeyError for a name the printer lacks), an op's
    operands, results and successors and a line's pieces, the line with the
    names of `slots` between its pieces, then `end` ("" or a line break):
    one f-string, written out, as the line's printing is the printer's most
    frequent step."""
    parts = ["{p[0]}"]
    for index, (kind, position) in enumerate(slots, 1):
        if kind == 0:
            parts.append(f"{{n[o[{position}].value]}}")
        elif kind == 1:
            parts.append(f"{{n[r[{position}]]}}")
        else:
            parts.append(f"{{b[s[{position}].block][0]}}")
        parts.append(f"{{p[{index}]}}")
    if end:
        parts.append("\\n")
    source = f'lambda n, b, o, r, s, p: f"{"".join(parts)}"'
    return eval(source)  # built from ints and a line break only


def _record(
    op: Any, printer: Any, print_body: PrintBody
) -> tuple[Template | None, bool]:
    """The template of `op`'s text, and whether ops at other depths may use
    it (not if the text breaks lines). The printer's names are, meanwhile, those of the
    op's own values and successors only, as placeholders: a text that names
    another (an unknown name, or KeyError) is no template. Without a
    template (None), the text itself is appended, else nothing."""
    names = printer._value_names
    block_names = printer._block_names
    own = _placeholders(op, names, block_names)
    if own is None:  # a value repeated or a name missing
        print_body(op, printer)
        return None, False
    own_names, own_blocks = own
    results = op.results
    parts = printer.parts
    mark = len(parts)
    printer._value_names, printer._block_names = own_names, own_blocks
    try:
        print_body(op, printer)
        foreign = False
    except KeyError:
        foreign = True
    finally:
        printer._value_names, printer._block_names = names, block_names
    text = "".join(parts[mark:])
    del parts[mark:]
    pieces = _SLOT.split(text)
    literals = pieces[0::3]
    slots = [
        (_KINDS[kind], int(position))
        for kind, position in zip(pieces[1::3], pieces[2::3])
    ]
    counts = (len(own_names) - len(results), len(results), len(own_blocks))
    if (
        foreign
        or UNKNOWN_VALUE in text
        or UNKNOWN_BLOCK in text
        or any("\x00" in t or "\x01" in t for t in literals)
        or any(position >= counts[kind] for kind, position in slots)
    ):
        print_body(op, printer)  # another name, or a placeholder changed
        return None, False
    # Line breaks are indented to the op's depth, which the key leaves out.
    return (tuple(literals), tuple(slots)), "\n" not in text


def _placeholders(
    op: Any, names: dict[Any, str], block_names: dict[Any, tuple[str, int]]
) -> tuple[dict[Any, str], dict[Any, tuple[str, int]]] | None:
    """The placeholder names of `op`'s operands and results, and of its
    successors (with their numbers); None if a value or block is repeated or
    has no name in the printer's `names` or `block_names`."""
    own_names: dict[Any, str] = {}
    for position, use in enumerate(op._operands):
        value = use.value
        if value in own_names or value not in names:
            return None
        own_names[value] = f"\x00o{position}\x01"
    for position, result in enumerate(op.results):
        if result in own_names or result not in names:
            return None
        own_names[result] = f"\x00r{position}\x01"
    own_blocks: dict[Any, tuple[str, int]] = {}
    for position, successor in enumerate(op._successors or ()):
        block = successor.block
        entry = block_names.get(block)
        if entry is None or block in own_blocks:
            return None
        own_blocks[block] = (f"\x00s{position}\x01", entry[1])
    return own_names, own_blocks


# What the printer shows for a value or block it has no name for.
UNKNOWN_VALUE = "<<UNKNOWN SSA VALUE>>"
UNKNOWN_BLOCK = "<<UNKNOWN BLOCK>>"
