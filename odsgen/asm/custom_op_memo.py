"""Memoized parsing of custom operations that fit on one line.

A custom parser sees SSA values and blocks only through their names: it
resolves `%x` with a type it read from the text, and `^bb` to the block of
that name. So two lines that differ only in those names parse into the same
operation shape: same class, result types, attributes, and operands and
successors taken from the same name positions. The first parse of a line
shape runs the op's `parse` while the parser records, in order, which name
it resolved with which type; the recipe it leaves is keyed by the line with
every name cut down to its sigil and a newline (`llvm.add %\n, %\n : i64`:
no line holds a newline, so a sigil without a name, which is an error,
never shares a key with a named one). Later lines of that shape replay the
recipe: the same resolutions in the same order (so
forward references and type-mismatch errors are exactly those of a full
parse), then `create` with the recorded parts.

A line is recorded only when the parse provably did not depend on anything
else: the op ended exactly at the end of the line, has no regions, kept the
location it was given, and every operand and successor comes from one
distinct name of the line. A recipe is replayed only where the next line
cannot continue the operation (it starts a new operation or block, or closes
the region), since a parser may look one token ahead for an optional part.

Decimal integer literals typed by a ` : ` that follows them (`5 : i64`) are
cut from the key too, so that a million constants share one recipe. Such a
recipe holds, for each literal, the attribute it became: one the op keeps
under exactly one name, made by the parser's own `value : type` rule (the
parser logs those, see `AsmParser.literal_log`). A replay makes each again
from its line's digits by that rule (or, out of range, leaves the line to a
full parse, which reports it). Because a custom parser could look at the
value, a recipe with literals is replayed only once a full parse of another
line of its shape, with other digits, has given the same recipe. A shape
whose literals do not fit this falls back to a key that keeps them.
"""

from __future__ import annotations

import re
from operator import itemgetter
from typing import Any

from . import lexer as lx
from ..ir.attributes import DictionaryAttr, IntegerAttr
from ..ir.records import FrozenRecord, set_fields
from ..ir.types import IntegerType, Type

# The parser the memo reads with (op_parser.py's OperationParser, which
# imports this module, so it is not named here).
OperationParser = Any

# Value and block names, skipping string literals (which may hold `%` or `^`).
_NAME_OR_STRING = re.compile(
    r'"(?:[^"\\\n\v\f]|\\[^\n])*"|([%^])' + lx.SUFFIX_ID, re.ASCII
)
# A name with its sigil, as the one group of the pattern (for `split`).
NAME = re.compile(r"([%^]" + lx.SUFFIX_ID + ")", re.ASCII)
# What stands for a name's body in a line's key: a newline, which no line holds.
NAME_MARK = "\n"
# What may follow a complete operation on the next line: `%r = ` or `%r:2 = `
# (the next op's results), or a block label `^bb3:` / `^bb3(...):`.
_RESULT = rf"%{lx.SUFFIX_ID}(?::[0-9]+)?"
_RESULT_BINDING = re.compile(rf"{_RESULT}(?:, {_RESULT})* =", re.ASCII)
_BLOCK_LABEL = re.compile(rf"\^{lx.SUFFIX_ID}(?::|\([^)]*\):)", re.ASCII)
# `%name = ` or `%name:N = ` before a generic op (`"`) or a custom one (a
# letter), with the name, the count and the op's first character as groups.
BINDING = re.compile(rf"(%{lx.SUFFIX_ID})(?::([0-9]+))? = (?=([\"a-zA-Z_]))", re.ASCII)
# A decimal integer literal typed by what follows it (`5 : i64`), as the one
# group of the pattern, skipping string literals.
_LITERAL = r"(?<=[ (\[{,=<-])([0-9]+)(?= : )"
# The same, faster: the pattern starts at a digit (rarer than the characters
# that may come before one) and looks back from there.
LITERAL = re.compile(r"([0-9](?<=[ (\[{,=<-][0-9])[0-9]*)(?= : )", re.ASCII)
_LITERAL_OR_STRING = re.compile(r'"(?:[^"\\\n\v\f]|\\[^\n])*"|' + _LITERAL, re.ASCII)
# What a key holds where a shape's literals are not cut (see `line_shape`).
FIXED_LITERALS = "literals"

# Lines without a recipe in a row after which the parser pauses the memo, and
# the length of text (in characters) of its first and its longest pause.
MISSES = 64
FIRST_PAUSE = 1 << 13
LONGEST_PAUSE = 1 << 20

# What a parser keeps for a line shape seen once (a recipe is recorded at the
# second sighting: most shapes that occur once never occur again).
SEEN_ONCE = False

# A recorded step: resolve name `index` (`%...#number`) with `type`, or (type
# None) look up the block named by name `index`.
Step = tuple[int, int, Type | None]
# Where a literal goes: the index of its attribute in a dictionary's items,
# its type, whether a `-` precedes it, and `plain_limit` of the type.
Slot = tuple[int, Type, bool, int]


class Recipe(FrozenRecord):
    """How to rebuild the operation of one line shape: `steps` in order, then
    `create` with the values they found at the positions in `operands` and
    `successors`."""

    _FIELDS = (
        "op_class",
        "name",
        "steps",
        "operands",
        "result_types",
        "attributes",
        "successors",
        "literals",
        "digits",
        "confirmed",
        "in_order",
    )
    __slots__ = _FIELDS
    op_class: type
    name: str
    steps: tuple[Step, ...]
    operands: tuple[int, ...]
    result_types: tuple[Type, ...]
    attributes: Any
    successors: tuple[int, ...]
    # For each literal cut from the key, where it goes in `attributes`.
    literals: tuple[Slot, ...]
    # The literals' digits when recorded, and whether a parse with others
    # gave the same recipe (see the module's docstring): a recipe replays a
    # line if it is confirmed or the line has the digits it was recorded with.
    digits: list[str] | None
    confirmed: bool
    # Whether the steps find the operands in order, one each (most ops).
    in_order: bool

    def __init__(
        self,
        op_class: type,
        name: str,
        steps: tuple[Step, ...],
        operands: tuple[int, ...],
        result_types: tuple[Type, ...],
        attributes: Any,
        successors: tuple[int, ...],
        literals: tuple[Slot, ...] = (),
        digits: list[str] | None = None,
        confirmed: bool = True,
    ) -> None:
        set_fields(
            self,
            op_class=op_class,
            name=name,
            steps=steps,
            operands=operands,
            result_types=result_types,
            attributes=attributes,
            successors=successors,
            literals=literals,
            digits=digits,
            confirmed=confirmed,
            in_order=operands == tuple(range(len(steps))),
        )

    def confirmed_copy(self) -> Recipe:
        """This recipe, confirmed."""
        return Recipe(
            self.op_class,
            self.name,
            self.steps,
            self.operands,
            self.result_types,
            self.attributes,
            self.successors,
            self.literals,
            self.digits,
            True,
        )

    def confirmed_by(self, other: Recipe) -> bool:
        """True if `other`, recorded from a line of the same shape with other
        digits, is this recipe but for the literals' attributes."""
        if (
            other.digits == self.digits
            or other.op_class is not self.op_class
            or other.name != self.name
            or other.steps != self.steps
            or other.operands != self.operands
            or other.result_types != self.result_types
            or other.successors != self.successors
            or other.literals != self.literals
        ):
            return False
        mine = self.attributes.items
        theirs = other.attributes.items
        if len(mine) != len(theirs):
            return False
        slots = {slot[0] for slot in self.literals}
        return all(
            a[0] == b[0] and (index in slots or a[1] is b[1])
            for index, (a, b) in enumerate(zip(mine, theirs))
        )


class LineShape:
    """One line's text with names cut to their sigils (`key`), the names
    with their sigils (`refs`), and the line's offsets in the text: `facts`
    (what `line_facts` learnt of the line's text) placed at `start`."""

    __slots__ = (
        "facts",
        "key",
        "refs",
        "start",
        "end",
        "_offsets",
        "literals",
        "exact_key",
    )

    def __init__(self, facts: LineFacts, start: int) -> None:
        key, refs, length, offsets, literals, exact_key = facts
        self.facts = facts
        self.key = key
        self.refs = refs  # the names with their sigils (`%x`, `^bb1`)
        self.start = start
        self.end = start + length
        self._offsets = offsets
        # The digits of the literals cut from `key`, and the key that keeps them.
        self.literals = literals
        self.exact_key = exact_key

    def literal_positions(self, text: str) -> list[int]:
        """The offsets in `text` of the literals cut from the key."""
        return literal_positions(text, self.start, self.end)

    def position(self, index: int, text: str) -> int:
        """The offset in `text` of name number `index` (of its sigil)."""
        offsets = self._offsets
        if offsets is None:
            # Without string literals on the line, each name's first
            # occurrence from the end of the one before is that name (a
            # sigil and a name character always start a name).
            offsets = self._offsets = []
            start = self.start
            cursor = start
            for ref in self.refs:
                cursor = text.find(ref, cursor)
                offsets.append(cursor - start)
                cursor += len(ref)
        return self.start + offsets[index]


def literal_positions(text: str, start: int, end: int) -> list[int]:
    """The offsets of the literals `cut_literals` cuts from `text[start:end]`."""
    return [
        start + match.start(1)
        for match in _LITERAL_OR_STRING.finditer(text[start:end])
        if match.group(1) is not None
    ]


# How many line texts `line_shape` remembers (then it starts over).
KNOWN_LINES_LIMIT = 20_000
# How many line shapes a parser keeps recipes (or their absence) for.
RECIPES_LIMIT = 50_000
# What `line_shape` learns of a line's text: its key, the names with their
# sigils, its length without trailing blanks, the names' offsets if they
# were found on the way, the literals' digits and the key that keeps them
# (False: a line with a comment, which gets no shape).
LineFacts = tuple[str, list[str], int, "list[int] | None", list[str], str]


def line_shape(
    text: str, start: int, known: dict[str, LineFacts | bool]
) -> LineShape | None:
    """The shape of the line of `text` from `start` (an op name) to its last
    non-blank character, or None if the line holds a comment or is longer
    than the memos take (`lx.MEMO_LINE_LIMIT`). `known` keeps what earlier
    lines of the same text gave (lines repeat, e.g. across functions that
    number their values alike)."""
    end = lx.short_line_end(text, start)
    if end < 0:
        return None
    facts = known_facts(text[start:end], known)
    if facts is False:
        return None
    return LineShape(facts, start)  # type: ignore[arg-type]


def known_facts(line: str, known: dict[str, LineFacts | bool]) -> LineFacts | bool:
    """`line_facts(line)`, kept in `known` for lines of the same text."""
    facts = known.get(line)
    if facts is None:
        if len(known) >= KNOWN_LINES_LIMIT:
            known.clear()
        facts = known[line] = line_facts(line)
    return facts


# Texts are cut alike where they differ only in their digits (see
# `cut_literals_alike`): each digit made a 0.
BLUR = bytes.maketrans(b"123456789", b"000000000")
# What takes pieces of a text out of it in one call (see `pieces`): an
# `itemgetter` of their slices (None for no piece) and how many there are
# (for one, it gives the piece itself, not a tuple).
Pieces = tuple[Any, int]


def pieces(spans: list[tuple[int, int]]) -> Pieces:
    """What takes the text of `spans` out of a text (see `taken`)."""
    if not spans:
        return None, 0
    return itemgetter(*[slice(start, end) for start, end in spans]), len(spans)


def taken(text: str, found: Pieces) -> list[str]:
    """The pieces `found` takes out of `text`, as a list."""
    take, count = found
    if count > 1:
        return list(take(text))
    return [take(text)] if count else []


def gaps(spans: list[tuple[int, int]], size: int) -> list[tuple[int, int]]:
    """The spans of a text of `size` characters around `spans` (in order)."""
    found = []
    last = 0
    for start, end in spans:
        found.append((last, start))
        last = end
    found.append((last, size))
    return found


def literal_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the literals `cut_literals` cuts from `text`."""
    if '"' not in text:
        return [found.span() for found in LITERAL.finditer(text)]
    return [
        found.span(1)
        for found in _LITERAL_OR_STRING.finditer(text)
        if found.group(1) is not None
    ]


def cut_literals_alike(text: str, cuts: dict[bytes, Any]) -> tuple[str, list[str]]:
    """`cut_literals(text)`, cut where the first text kept in `cuts` that
    differs from it only in its digits was.

    Which digits a text holds decides none of the cuts (the patterns treat
    all digits alike), only where it holds digits."""
    if not text.isascii():
        return cut_literals(text)
    blurred = text.encode().translate(BLUR)
    found = cuts.get(blurred)
    if found is None:
        if len(cuts) >= KNOWN_LINES_LIMIT:
            cuts.clear()
        spans = literal_spans(text)
        found = cuts[blurred] = (
            (pieces(gaps(spans, len(text))), pieces(spans)) if spans else ()
        )
    if not found:
        return text, []
    take, count = found[1]
    literals = list(take(text)) if count > 1 else [take(text)]
    return NAME_MARK.join(found[0][0](text)), literals


def cut_literals(key: str) -> tuple[str, list[str]]:
    """`key` with the digits of each typed integer literal (`5` of `5 : i64`,
    outside strings) cut to a newline, and those digits."""
    if '"' not in key:
        parts = LITERAL.split(key)
        if len(parts) == 1:
            return key, []
        return NAME_MARK.join(parts[::2]), parts[1::2]
    pieces = []
    literals = []
    last = 0
    for match in _LITERAL_OR_STRING.finditer(key):
        if match.group(1) is None:
            continue
        pieces.append(key[last : match.start()])
        literals.append(match.group(1))
        last = match.end()
    if not literals:
        return key, []
    pieces.append(key[last:])
    return NAME_MARK.join(pieces), literals


def line_facts(line: str) -> LineFacts | bool:
    """What `line_shape` learns of a line's text from an op name on (see
    `LineFacts`), or False if it holds a comment."""
    line = line.rstrip(" \t\r")
    if "//" in line:
        return False
    if '"' not in line:
        parts = name_parts(line)
        refs = parts[1::2]
        exact_key = name_key(parts, "^" in line)
        key, literals = cut_literals(exact_key)
        return key, refs, len(line), None, literals, exact_key
    pieces = []
    refs = []
    offsets = []
    last = 0
    for match in _NAME_OR_STRING.finditer(line):
        if match.group(1) is None:
            continue
        offset = match.start()
        pieces.append(line[last : offset + 1] + NAME_MARK)
        last = match.end()
        refs.append(line[offset:last])
        offsets.append(offset)
    pieces.append(line[last:])
    exact_key = "".join(pieces)
    key, literals = cut_literals(exact_key)
    return key, refs, len(line), offsets, literals, exact_key


def name_parts(line: str) -> list[str]:
    """`line` (without string literals) split around its names: text, name
    with its sigil, text, ..."""
    return NAME.split(line)


def name_key(parts: list[str], blocks: bool) -> str:
    """The text `NAME.split` cut into `parts`, each name cut to its sigil and
    a newline; `blocks` if some name may be a block's (`^`)."""
    if not blocks:
        return ("%" + NAME_MARK).join(parts[::2])
    pieces = [parts[0]]
    for index in range(1, len(parts), 2):
        pieces.append(parts[index][0] + NAME_MARK + parts[index + 1])
    return "".join(pieces)


def next_line_is_separate(parser: OperationParser) -> bool:
    """True if the current token cannot continue the operation before it."""
    lexer = parser.lexer
    return token_is_separate(
        lexer.text, lexer.kind, lexer.start, lexer.pos, parser.lookup_op_class
    )


def token_is_separate(
    text: str, kind: str, start: int, end: int, lookup_op_class: Any
) -> bool:
    """True if the token of `kind` at `text[start:end]` cannot continue the
    operation before it: it starts a new operation (an op name is looked up
    with `lookup_op_class`) or block, closes the region, or ends the file."""
    if kind == lx.EOF or kind == lx.STRING:
        return True
    if kind == lx.PUNCT:
        return text[start] == "}" and end == start + 1
    if kind == lx.PERCENT:
        return _RESULT_BINDING.match(text, start) is not None
    if kind == lx.CARET:
        return _BLOCK_LABEL.match(text, start) is not None
    if kind == lx.BARE:
        return lookup_op_class(text[start:end]) is not None
    return False


def record(
    parser: OperationParser,
    shape: LineShape,
    op: Any,
    location: Any,
    steps: list[tuple[int, int, Type | None, Any]],
    literal_log: list[tuple[int, Any]] | None = None,
) -> Recipe | str | None:
    """The recipe of `op`, parsed from `shape`'s line with `steps` recorded
    (position, number, type or None for a block, the value or block found),
    or None if the parse may have depended on more than the line's shape.

    With `literal_log` (the parser's typed integer literals: offset, attribute
    made), the recipe is that of `shape.key`, literals cut, unconfirmed; or
    `FIXED_LITERALS` if the literals do not fit (see the module's docstring).
    """
    if (
        parser.lexer.prev_end != shape.end
        or op.regions
        or op._location is not location
        or getattr(op, "__dict__", None)
        or not next_line_is_separate(parser)
    ):
        return None
    text = parser.text
    index_of = {shape.position(index, text): index for index in range(len(shape.refs))}
    recorded: list[Step] = []
    found_at: dict[int, int] = {}
    for position, number, type_, found in steps:
        index = index_of.get(position)
        if index is None or id(found) in found_at:
            return None
        found_at[id(found)] = len(recorded)
        recorded.append((index, number, type_))
    operands = [found_at.get(id(value)) for value in op.operands]
    successors = [found_at.get(id(block)) for block in op.successors]
    if None in operands or None in successors:
        return None
    literals: tuple[Slot, ...] = ()
    if literal_log is not None:
        positions = shape.literal_positions(text)
        if len(positions) != len(shape.literals):
            return FIXED_LITERALS  # a name that looks like a literal (`%x-5 : `)
        found_literals = literal_slots(
            positions, shape.literals, text, op.attributes, literal_log
        )
        if found_literals is None:
            return FIXED_LITERALS
        literals = found_literals
    return Recipe(
        type(op),
        op.name,
        tuple(recorded),
        tuple(operands),  # type: ignore[arg-type]
        tuple(result.type for result in op.results),
        op.attributes,
        tuple(successors),  # type: ignore[arg-type]
        literals,
        shape.literals if literals else None,
        not literals,
    )


def literal_slots(
    positions: list[int],
    literals: list[str],
    text: str,
    attributes: DictionaryAttr,
    log: list[tuple[int, Any]],
) -> tuple[Slot, ...] | None:
    """Where each literal (`literals`' digits at `positions` of `text`) went:
    the index of the one attribute of `attributes` it made (by the parser's
    `log`), its type and sign; None if one has not exactly one such place."""
    made = dict(log)
    items = attributes.items
    slots = []
    taken = set()
    for position, digits in zip(positions, literals):
        attr = made.get(position)
        if attr is None or not text.startswith(digits, position):
            return None
        places = [index for index, (_, value) in enumerate(items) if value is attr]
        if len(places) != 1 or places[0] in taken:
            return None
        taken.add(places[0])
        type_ = attr.type
        slots.append((places[0], type_, text[position - 1] == "-", plain_limit(type_)))
    return tuple(slots)


def plain_limit(type_: Type) -> int:
    """The bound under which a literal without `-` is in range for `type_`
    and is its own wrapped value (`normalize_int`)."""
    if isinstance(type_, IntegerType):
        width = type_.width
        if type_.is_unsigned or width <= 1:
            return 1 << width  # i0 holds 0 only
        return 1 << (width - 1)
    return 1 << 63  # index


def fill_literals(
    context: Any,
    attributes: DictionaryAttr,
    slots: tuple[Slot, ...],
    literals: list[str],
) -> DictionaryAttr | None:
    """`attributes` with those at `slots` made from the digits `literals` (as
    `AsmParser._parse_number_attr` makes them), or None if one is out of
    range for its type (a full parse reports it)."""
    if len(slots) == 1 and len(attributes.items) == 1:  # a constant's value
        attr = literal_attr(context, slots[0], literals[0])
        if attr is None:
            return None
        return DictionaryAttr.get_sorted(((attributes.items[0][0], attr),), context)
    items = list(attributes.items)
    for slot, digits in zip(slots, literals):
        attr = literal_attr(context, slot, digits)
        if attr is None:
            return None
        index = slot[0]
        items[index] = (items[index][0], attr)
    return DictionaryAttr.get_sorted(tuple(items), context)


def literal_attr(context: Any, slot: Slot, digits: str) -> IntegerAttr | None:
    """The attribute the digits `digits` make at `slot`, or None if out of
    range for its type."""
    _, type_, negative, limit = slot
    value = int(digits)
    if negative or value >= limit:
        checked = lx.integer_in_range(type_, value, negative)
        if checked is None:
            return None
        return IntegerAttr.get(type_, checked, context)
    return IntegerAttr.get_wrapped(type_, value, context)


def replay(
    parser: OperationParser,
    recipe: Recipe,
    facts: LineFacts,
    start: int,
    location: Any,
) -> Any:
    """The operation of `recipe` for the line of `facts` at offset `start`,
    with its own names and literals; None if a literal is out of range
    (nothing was resolved)."""
    attributes = recipe.attributes
    literals = facts[4]
    if recipe.literals and literals != recipe.digits:
        attributes = fill_literals(
            parser.context, attributes, recipe.literals, literals
        )
        if attributes is None:
            return None
    refs = facts[1]
    found = []
    shape = None
    if recipe.steps:
        values = parser._scopes[-1].values  # `parser.visible_values()`
        for index, number, type_ in recipe.steps:
            if type_ is not None:
                # `parser.resolve_name` inlined for a value defined already.
                entries = values.get(refs[index])
                if entries is not None:
                    if entries.__class__ is not list:  # the value alone
                        if number == 0 and entries.type is type_:
                            found.append(entries)
                            continue
                    elif 2 * number < len(entries):
                        value = entries[2 * number]
                        if value is not None and value.type is type_:
                            found.append(value)
                            continue
            if shape is None:
                shape = LineShape(facts, start)
            if type_ is None:
                position = shape.position(index, parser.text)
                found.append(parser.block_named(refs[index], position))
                continue
            found.append(parser.resolve_name(refs[index], number, shape, index, type_))
    operands = recipe.operands
    if recipe.successors:
        return recipe.op_class.create(
            recipe.name,
            [found[i] for i in operands],
            recipe.result_types,
            attributes,
            [found[i] for i in recipe.successors],
            0,
            location,
        )
    return recipe.op_class.create(
        recipe.name,
        found if recipe.in_order else [found[i] for i in operands],
        recipe.result_types,
        attributes,
        (),
        0,
        location,
    )
