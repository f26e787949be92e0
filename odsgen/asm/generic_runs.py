"""Parsing runs of one-line generic operations in one loop.

Programs imported from LLVM IR are printed in the generic form, one
operation a line. For each such line the per-line path goes through
`parse_operation`: it matches the result binding and the line's pattern,
builds the operation from the parser's caches
(`OperationParser.simple_generic_op`), lexes the next token (for a trailing
`loc(...)` on the next line) and finds the op's line by bisection.
`generic_run` takes the lines a run at a time: one match per line finds its
parts and the next line's first token, what the op's name and the rest of
its line decide is looked up once (`generic_op_kind`, `generic_op_rest`),
the op is built and appended in one step where its class allows
(`Operation.append_new`), line numbers are counted as the run goes, and a
block label seen before is replayed as `_parse_block` would
(`OperationParser.take_label`; one match finds a label without arguments
and the next line's first token, `take_plain_label`), the run going on in
the new block. At the first line the fast path cannot take, it
stops with the lexer where the per-line path would be, which then decides
that line as always (a full parse, an error). Compiled, the run's offsets,
lengths and line numbers are C integers (generic_runs.pxd).
"""

from __future__ import annotations

import re
import sys
from typing import Any, Sequence

from . import lexer as lx
from ..ir.location import COLUMN_LIMIT, COLUMN_SHIFT, LINE_STEP

VALUE_NAME = rf"%{lx.SUFFIX_ID}"
# The operands of a one-line operand list: `%a, %b#1`.
_OPERAND_NAMES = rf"(?:{VALUE_NAME}(?:#[0-9]+)?(?:, (?=%))?)*"
# A parenthesized operand list of one line: `(%a, %b#1)` (group 1: inside).
OPERAND_LIST = rf"\(({_OPERAND_NAMES})\)"


def _operation(operand_list: str) -> str:
    """A one-line generic operation without regions or location, its operands
    matched by `operand_list`: its name, the text of its operands and
    successors, and the rest of the line: the attribute dictionary, if any,
    and the type (` {...} : (...)` or ` : (...)`; the dictionary ends at the
    line's last `} : (`)."""
    return (
        r'"([a-zA-Z_][a-zA-Z0-9_$.]*)"'
        + operand_list
        + r"(\[\^[a-zA-Z0-9_$.\-]+(?:, \^[a-zA-Z0-9_$.\-]+)*\])?"
        r"( \{[^\n]*\} : \([^\n]*| : \([^\n]*)$"
    )


SIMPLE_GENERIC_OP = re.compile(_operation(OPERAND_LIST), re.ASCII | re.MULTILINE)
_BLOCK_NAME_CHARS = r"[a-zA-Z0-9_$.\-]"
# The lexer's `SUFFIX_ID`, possessive: its two alternatives start with
# distinct characters, so at most one takes a name, whole.
_SUFFIX_ID = r"(?:[0-9]++|[a-zA-Z_$.\-][a-zA-Z0-9_$.\-]*+)"
# A line of a run: `SIMPLE_GENERIC_OP` after an optional `%name = ` or
# `%name:N = ` (groups 1 and 2; the operation's groups follow from 3), with
# the line break and the next line's indentation (group 7); but any text
# between the operands' parentheses (group 4: matching the names would cost
# as much as the rest of the line), and any rest of the line starting ` {` or
# ` :` (group 6: a rest found in the parser's memo of rests is one a full
# pattern matched; another is checked by `_is_op_rest`). Where the operands'
# text is not an operand list, `SIMPLE_GENERIC_OP` does not match the line;
# else the two match it alike. A run checks the text where a name is not one
# of the values defined (whose names are those of values).
# Spelt for `re`'s matcher, which pays for each optional group (`(X|)`
# costs less than `(X)?`), for each group it enters (an atomic `(?>...)`
# too) and for each place a quantifier could give back characters (none
# can here: each, possessive `*+`, stops where none of its own characters
# may follow; the rest of the line ends at its end, so no `$` checks it).
_RUN_LINE = re.compile(
    rf"(?:(%{_SUFFIX_ID})(?::([0-9]++)|) = |)"
    r'"([a-zA-Z_][a-zA-Z0-9_$.]*+)"\(([^()\n]*+)\)'
    rf"(?:(\[\^{_BLOCK_NAME_CHARS}++(?:, \^{_BLOCK_NAME_CHARS}++)*+\])|)"
    r"( [{:][^\n]*+)(?:\n|)([ \t]*+)",
    re.ASCII,
)
_VALID_OPERANDS = re.compile(_OPERAND_NAMES, re.ASCII)


def _is_op_rest(rest: str) -> bool:
    """Whether `rest`, the rest of a `_RUN_LINE` (one line), is one that
    `SIMPLE_GENERIC_OP` takes: ` : (...` or ` {...} : (...`."""
    return rest.startswith(" : (") or (rest.startswith(" {") and "} : (" in rest)


# The lines whose ops a run packs the locations of itself: one of a later
# line does not fit a C integer (`location_at` packs it).
_PACKED_LINES = sys.maxsize // LINE_STEP
# From the end of an op's line: the next line when it is the label of a
# block without arguments, `^name:` (group 2) after its indentation (group
# 1), with at most a comment after it, and the indentation of the line after
# it (group 3). Where this does not match, the lexer's path decides.
_PLAIN_LABEL_LINE = re.compile(
    rf"\n([ \t]*+)(\^{_BLOCK_NAME_CHARS}++:)(?!:)[ \t]*+(?://[^\n]*+|)\n([ \t]*+)",
    re.ASCII,
)


def operand_values(
    parser: Any, names: Sequence[str], types: Sequence[Any], position: int
) -> list[Any]:
    """The values `names` (`%a`, `%b#1`, ... spelt from offset `position`,
    one `, ` apart) stand for, with `types`: where a name is that of a value
    defined already, of its type, that value (unless the parse is being
    recorded), else what `parser.resolve_use` finds."""
    values = []
    visible = parser._scopes[-1].values
    recording = parser._steps is not None
    for use, type_ in zip(names, types):
        found = visible.get(use)
        if recording or found is None or type(found) is list or found.type is not type_:
            found = parser.resolve_use(use, type_, position)
        values.append(found)
        position += len(use) + 2
    return values


def successor_blocks(parser: Any, text: str, position: int) -> list[Any]:
    """The blocks `text` (`[^bb1, ^bb2]`, its first `^` at offset
    `position`) names, as `parser.block_named` finds them."""
    successors = []
    block_named = parser.block_named
    for name in text[1:-1].split(", "):
        successors.append(block_named(name, position))
        position += len(name) + 2
    return successors


def generic_run(parser: Any, block: Any) -> Any:
    """Parse the one-line generic operations of `block`'s body from the
    lexer's token on into `block`, and on into the blocks after it whose
    labels were seen before (see `OperationParser.memoized_label`); the last
    block it parsed into, or None if it took nothing (the lexer is then at
    the token after what it took, as the per-line path leaves it)."""
    lexer = parser.lexer
    source = parser._source
    pos = lexer.start
    if source is None or parser._steps is not None:
        return None
    text = parser.text
    size = len(text)
    # The line being read (0: none yet; set at the run's first line), the
    # offset of its start, and what locations are packed with (see
    # `location.packed_line`): C integers in the compiled module.
    line = 0
    line_start = 0
    source_bits = source
    line_step = LINE_STEP
    column_shift = COLUMN_SHIFT
    column_limit = COLUMN_LIMIT
    lines_limit = _PACKED_LINES
    scope = parser._scopes[-1]
    values = scope.values
    definitions = scope.definitions[-1]
    kinds = parser._generic_kinds
    rests = parser._generic_rests
    # The bound method, found once (in the compiled module, a call of
    # `d.get(...)` on a `d` not declared a dict looks the method up each time).
    rest_of = rests.get
    match_line = _RUN_LINE.match
    match_label = _PLAIN_LABEL_LINE.match
    valid = _VALID_OPERANDS.fullmatch
    skip = lx.SKIPPED_RE.match
    build = parser.simple_generic_op
    limit = lx.MEMO_LINE_LIMIT
    end = -1
    hits = 0  # lines whose rest was found in `rests`
    # `while True`: its back edge, unlike that of `while pos < size`, warms
    # CPython 3.11's specializer up inside one long block.
    while True:
        if pos >= size:
            break
        # Matched within `limit` first: on a line longer than that, the match
        # would cost the rest of the line for each op on it.
        cap = pos + limit
        match = match_line(text, pos, cap)
        next_pos = -1 if match is None else match.end()
        if (next_pos < 0 or next_pos == cap) and cap < size:
            # The line may go on past `cap`: matched whole if the memos take it.
            if lx.short_line_end(text, pos) < 0:
                break
            match = match_line(text, pos)
            if match is None:
                break
            next_pos = match.end()
        elif match is None:
            break
        name, digits, op_name, operands, successors, rest, indent = match.groups()
        if next_pos < size:
            line_end = next_pos - len(indent) - 1
        else:
            line_end = match.end(6)
        # A line the memos take (see `lx.short_line_end`).
        if line_end - pos >= limit and lx.short_line_end(text, pos) < 0:
            break
        if name is None:
            count = 0
            op_start = pos
        elif digits is None:
            count = 1
            op_start = pos + len(name) + 3
        else:
            count = int(digits)
            if not count:
                break
            op_start = pos + len(name) + len(digits) + 4
        if not line:  # the run's first line
            if op_start == parser.simple_failed_at:  # as the run before
                break
            line, line_start = parser._line_at(pos)
        column = op_start - line_start + 1
        if column < column_limit and line < lines_limit:
            location = line * line_step | column << column_shift | source_bits
        else:
            location = parser.location_at(op_start)
        kind = kinds.get(op_name)
        entry = rest_of(rest)
        if (
            kind is None
            or entry is None
            or entry[3] != count
            or (successors is not None and not kind[2])
        ):
            if not valid(operands) or not _is_op_rest(rest):
                break
            # The hits so far count when a miss decides whether to keep it.
            rests.hits += hits
            hits = 0
            op = build(op_name, operands, successors, rest, op_start, count, location)
            if op is None:
                parser.simple_failed_at = op_start
                break
            block.append(op)
        else:  # `simple_generic_op`'s common case, inlined
            hits += 1
            attributes, result_types, inputs, _, arity = entry
            # `%a, %b#1, ...`: the pattern leaves nothing else between the names.
            if arity == 1:
                if not operands or ", " in operands:
                    parser.simple_failed_at = op_start
                    break
                value = values.get(operands)
                if value is None or type(value) is list or value.type is not inputs[0]:
                    if not valid(operands):
                        break
                    found = operand_values(parser, [operands], inputs, match.start(4))
                else:
                    found = [value]
            elif not arity:
                if operands:
                    parser.simple_failed_at = op_start
                    break
                found = []
            elif arity == 2:
                first, comma, second = operands.partition(", ")
                if not comma or ", " in second:
                    parser.simple_failed_at = op_start
                    break
                value = values.get(first)
                other = values.get(second)
                if (
                    value is None
                    or other is None
                    or type(value) is list
                    or type(other) is list
                    or value.type is not inputs[0]
                    or other.type is not inputs[1]
                ):
                    if not valid(operands):
                        break
                    found = operand_values(
                        parser, [first, second], inputs, match.start(4)
                    )
                else:
                    found = [value, other]
            else:
                names = operands.split(", ") if operands else ()
                if len(names) != arity:
                    parser.simple_failed_at = op_start
                    break
                if not valid(operands):
                    break
                found = operand_values(parser, names, inputs, match.start(4))
            targets: Any = ()
            if successors is not None:
                targets = successor_blocks(parser, successors, match.start(5) + 1)
            append = kind[4]
            if append is not None:  # `block.append(create(...))` in one step
                op = append(
                    block, kind[0], found, result_types, attributes, targets, location
                )
            else:
                op = kind[3](
                    kind[0], found, result_types, attributes, targets, 0, location
                )
                block.append(op)
        # The next token: at the next line's indentation (the common case:
        # it starts an op, with a result or the op's name), or a plain
        # label's, else after what the lexer skips. (`text[i] in s` costs
        # less than a `str.startswith`, which parses its arguments.)
        next_line = next_pos < size and text[next_pos] in '%"'
        trailing = False
        label_line = None if next_line else match_label(text, line_end)
        if not next_line and label_line is None:
            next_pos = skip(text, line_end).end()
            if text.startswith("loc", next_pos):
                # Perhaps a location on a line of its own: as per line.
                trailing = True
                lexer.reset(line_end)
                if lexer.kind == lx.BARE and parser.is_keyword("loc"):
                    parser._parse_trailing_location(op)
        if name is not None:  # as `parse_operation` binds the results
            if digits is None and name not in values:
                # `parser._bind_new_name`, inlined
                result = op.results[0]
                values[name] = result if type(op._location) is int else [result, pos]
                definitions.append(name)
            else:
                for number, result in enumerate(op.results):
                    parser.define_value(name, number, pos, result)
        if trailing:
            rests.hits += hits
            parser.counted_lines(pos, line, line_start)
            return block
        end = line_end
        if next_line:
            line += 1
            line_start = line_end + 1
        elif label_line is not None:  # `take_label`'s common case, in one match
            label_indent, label, indent = label_line.groups()
            name_pos = line_end + 1 + len(label_indent)
            taken = parser.take_plain_label(block.parent, label, name_pos)
            if taken is None:  # not seen before: as the lexer's path
                break
            block = taken
            end = name_pos + len(label)
            next_pos = label_line.end()
            line += 2
            line_start = next_pos - len(indent)
        else:
            if text.startswith("^", next_pos):  # as `_parse_block`, if it replays
                label = parser.take_label(block.parent, next_pos)
                if label is not None:
                    block, end = label
                    next_pos = skip(text, end).end()
            line += text.count("\n", line_end, next_pos)
            line_start = text.rfind("\n", line_end, next_pos) + 1
        pos = next_pos
    rests.hits += hits
    if line:  # the lines counted: not again (`_line_at`)
        parser.counted_lines(pos, line, line_start)
    if end < 0:
        return None
    lexer.reset(end)
    return block
