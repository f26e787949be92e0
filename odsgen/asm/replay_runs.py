"""Replaying runs of memoized lines in one loop (see custom_op_memo).

For each operation of a block, the parser's per-line path matches the
line's result binding, finds its shape's recipe, lexes the next token to
check that the next line cannot continue the operation, and replays the
recipe. Inside a block body most lines hit, so `replay_run` takes them a
run at a time: it walks the text line by line without the lexer, learns once
per distinct line text what the per-line path learns every time (where its
first token is and of what kind, its result binding, its shape), and replays
each line exactly where the per-line path would, with the same recipe and
the same calls; a block label seen before is replayed as `_parse_block`
would (`OperationParser.take_label`), the run going on in the new block.
At the first line it cannot vouch for, it stops and leaves
the lexer there, as the per-line path would have left it; the per-line path
then decides that line as always (a miss, a full parse, an error).
"""

from __future__ import annotations

from typing import Any

from . import custom_op_memo as memo
from . import lexer as lx
from ..ir.location import COLUMN_LIMIT, COLUMN_SHIFT, LINE_STEP, packed_line

# What a run learns of one line's whole text (indentation included):
# - the offset of its first token, or -1 for a line of blanks or a comment;
# - whether that token starts a separate item (see `memo.token_is_separate`),
#   or None where that depends on more than the line (a block label, an op
#   name), with the token's kind and, for an op name, its end;
# - the `%name` its op binds (None: no results), the offset of the op's
#   name (-1: not a line the memo replays), and the op's `memo.LineFacts`.
RunLine = tuple[int, "bool | None", str, int, "str | None", int, Any]

_SKIPPED: RunLine = (-1, None, lx.EOF, 0, None, -1, None)
_OPAQUE: RunLine = (-2, False, lx.EOF, 0, None, -1, None)
# How many line texts a parser remembers for runs (then it starts over,
# or keeps none for a while: see `BoundedMemo`).
RUN_LINES_LIMIT = 20_000
# What `line_cuts` tells of a line: what takes out of it its names, the
# text around their bodies, that around their bodies and its literals, and
# its literals.
LineCuts = tuple[memo.Pieces, memo.Pieces, memo.Pieces, memo.Pieces]
_MARK = memo.NAME_MARK
# Whether block bodies are replayed a run at a time (tests compare both ways).
ENABLED = True


def learn(line: str, known: dict[str, Any]) -> RunLine:
    """What a run needs to know of `line` (a whole line, without its
    newline); `known` is the parser's cache of `memo.known_facts`."""
    first = len(line) - len(line.lstrip(" \t\r\0"))
    if first == len(line) or line.startswith("//", first):
        return _SKIPPED
    match = lx.TOKEN_RE.match(line, first)
    if match is None:
        return _OPAQUE
    kind = match.lastgroup
    start, end = match.span(match.lastindex)  # type: ignore[arg-type]
    if start != first:
        return _OPAQUE
    separate: bool | None = None
    if kind in (lx.STRING, lx.PUNCT, lx.PERCENT):
        # Known from this line alone (a result binding spans no line break).
        separate = memo.token_is_separate(line, kind, start, end, None)
    name = None
    op_start = -1
    if kind == lx.PERCENT:
        binding = memo.BINDING.match(line, first)
        if binding is not None and binding.group(2) is None and binding.group(3) != '"':
            name = binding.group(1)
            op_start = binding.end()
    elif kind == lx.BARE:
        op_start = first
    facts = None
    if op_start >= 0 and lx.short_line_end(line, op_start) >= 0:
        facts = memo.known_facts(line[op_start:], known)
    if not facts:
        name = None
        op_start = -1
    # The token's end matters for an op name only (it is looked up).
    token_end = end if kind == lx.BARE else 0
    return (first, separate, kind, token_end, name, op_start, facts)  # type: ignore[return-value]


def replay_run(parser: Any, block: Any) -> Any:
    """Replay the lines of `block`'s body from the lexer's token on, while
    the per-line path would replay each, and on into the blocks after it
    whose labels were seen before (`OperationParser.take_label`); the last
    block it replayed into, or None if it replayed nothing (the lexer is then
    at the token after what it took, as the per-line path leaves it)."""
    lexer = parser.lexer
    text = parser.text
    pos = lexer.start
    source = parser._source
    if source is None or pos < parser._paused_until:
        return None
    if lexer.kind == lx.BARE and text[pos : lexer.pos] in parser.region_op_names:
        return None
    recipes = parser._recipes.get(parser.default_dialect)
    if not recipes:
        return None
    lines = parser._run_lines
    size = len(text)
    # The lexer's token must start its line (after its indentation): looked
    # for near it only, so that each op of a long line costs no more.
    head = max(pos - lx.MEMO_LINE_HEAD, 0)
    line_start = text.rfind("\n", head, pos) + 1
    if not line_start and head:
        return None
    eol, line = _line_at(parser, line_start)
    if line[0] != pos - line_start:
        return None
    scope = parser._scopes[-1]
    values = scope.values
    definitions = scope.definitions[-1]
    fixed = memo.FIXED_LITERALS
    replay = memo.replay
    skip = lx.SKIPPED_RE.match
    line_bits = 0
    end = -1
    hits = 0  # lines found in `lines`
    while True:
        _, _, kind, _, name, op_start, facts = line
        if op_start < 0:
            if kind != lx.CARET or end < 0:
                break
            # A label: as `_parse_block`, if it replays it.
            label = parser.take_label(block.parent, pos)
            if label is None:
                break
            block, end = label
            next_pos = skip(text, end).end()
            label_start = line_start
            line_start = text.rfind("\n", label_start, next_pos) + 1 or label_start
            lines.hits += hits  # as before `_remember` below
            hits = 0
            eol, line = _line_at(parser, line_start)
            pos = line_start + line[0]
            if pos != next_pos:  # not the first token of its line
                break
            line_bits += text.count("\n", label_start, line_start) * LINE_STEP
            continue
        recipe = recipes.get(facts[0])
        if recipe is fixed:
            recipe = recipes.get(facts[5])
        if (
            not recipe
            or len(recipe.result_types) != (name is not None)
            or not (recipe.confirmed or facts[4] == recipe.digits)
        ):
            break
        # The next line with a token: does it start something separate?
        next_start = eol + 1
        skipped = 0
        while True:
            if next_start > size:
                next_line = None  # the end of the file
                break
            next_eol = text.find("\n", next_start)
            if next_eol < 0:
                next_eol = size
            raw = text[next_start:next_eol]
            next_line = lines.get(raw)
            if next_line is None:  # `_line_at`, inlined: once a line
                # The hits so far count when a miss decides whether to keep it.
                lines.hits += hits
                hits = 0
                next_line = _remember(parser, raw)
            else:
                hits += 1
            if next_line[0] != -1:
                break
            skipped += 1
            next_start = next_eol + 1
        if next_line is not None:
            first, separate, kind, token_end, _, _, _ = next_line
            if first < 0:
                break
            if separate is None:
                separate = memo.token_is_separate(
                    text,
                    kind,
                    next_start + first,
                    next_start + token_end,
                    parser.lookup_op_class,
                )
            if not separate:
                break
        op_pos = line_start + op_start
        if not line_bits:
            line_bits = packed_line(source, parser.line_col(pos)[0])
        if op_start < COLUMN_LIMIT - 1:
            location = line_bits | (op_start + 1) << COLUMN_SHIFT
        else:
            location = parser.location_at(op_pos)
        op = replay(parser, recipe, facts, op_pos, location)
        if op is None:  # a literal out of range: parsed in full
            break
        if name is not None:
            if name in values:
                parser.define_value(name, 0, pos, op.results[0])
            elif location.__class__ is int:  # `parser._bind_new_name`, inlined
                values[name] = op.results[0]
                definitions.append(name)
            else:
                parser._bind_new_name(scope, name, op.results[0], pos)
        # `block.append(op)`, inlined
        op.parent = block
        last = op._prev = block._last
        if last is None:
            block._first = op
        else:
            last._next = op
        block._last = op
        end = op_pos + facts[2]
        if next_line is None:
            break
        line_bits += (1 + skipped) * LINE_STEP
        line_start = next_start
        eol = next_eol
        line = next_line
        pos = line_start + line[0]
    lines.hits += hits
    if end < 0:
        return None
    parser._misses = 0
    parser._pause = memo.FIRST_PAUSE
    lexer.reset(end)
    return block


def _line_at(parser: Any, start: int) -> tuple[int, RunLine]:
    """The end of the line from offset `start` and what `learn` tells of it."""
    text = parser.text
    end = text.find("\n", start)
    if end < 0:
        end = len(text)
    raw = text[start:end]
    line = parser._run_lines.get(raw)
    if line is None:
        line = _remember(parser, raw)
    return end, line


def _remember(parser: Any, raw: str) -> RunLine:
    """What `learn` tells of line `raw`, kept for lines of the same text
    (unless the parser's `BoundedMemo` of them keeps none of late)."""
    line = _learn_by_shape(parser, raw)
    parser._run_lines.keep(raw, line)
    return line


def _learn_by_shape(parser: Any, raw: str) -> RunLine:
    """`learn(raw)`, from what it gave for a line of the same shape: the same
    text but for the names' bodies and the literals' digits, which change
    neither where its tokens start nor their kinds, nor the keys of its
    operation's shape (tests compare this with `learn` on every line)."""
    if '"' in raw or len(raw) >= lx.MEMO_LINE_LIMIT or not raw.isascii():
        return learn(raw, parser._lines)
    blurred = raw.encode().translate(memo.BLUR)
    cuts = parser._run_cuts.get(blurred)
    if cuts is None:
        if len(parser._run_cuts) >= RUN_LINES_LIMIT:
            parser._run_cuts.clear()
        cuts = parser._run_cuts[blurred] = line_cuts(raw)
    names, name_gaps, key_gaps, literal_pieces = cuts
    # (`memo.taken`, inlined here: a call a piece list is a frame a line)
    take, count = key_gaps
    key = _MARK.join(take(raw)) if count > 1 else raw
    shapes = parser._run_shapes
    template = shapes.get(key)
    if template is None:
        if len(shapes) >= RUN_LINES_LIMIT:
            shapes.clear()
        template = shapes[key] = learn(raw, parser._lines)
        return template
    first, separate, kind, token_end, name, op_start, facts = template
    if op_start < 0:
        return template
    take, count = names
    refs = list(take(raw)) if count > 1 else [take(raw)] if count else []
    cut = op_start
    if name is not None:
        name = refs.pop(0)
        op_start = first + len(name) + 3  # `%name = `
        cut = first + 5  # `%\n = `
    take, count = literal_pieces
    literals = list(take(raw)) if count > 1 else [take(raw)] if count else []
    op_key = facts[0]
    facts = (
        op_key,
        refs,
        len(raw.rstrip(" \t\r")) - op_start,
        None,
        literals,
        _MARK.join(memo.taken(raw, name_gaps))[cut:] if literals else op_key,
    )
    return (first, separate, kind, token_end, name, op_start, facts)


def line_cuts(raw: str) -> LineCuts:
    """Where `raw` (ASCII, without string literals) is cut for its key, as
    what takes the pieces out of it: its names (`memo.name_parts`), the
    text around their bodies (`memo.name_key`), that around their bodies
    and its typed integer literals (`memo.cut_literals`), and the literals.

    Which digits a line holds decides none of the cuts, only where it
    holds digits: lines whose texts differ only in their digits are cut
    alike."""
    names = [found.span() for found in memo.NAME.finditer(raw)]
    cut = [(start + 1, end) for start, end in names]  # each name keeps its sigil
    name_gaps = memo.gaps(cut, len(raw))
    # Not the digits ending a name's body, as `%x-1 : i64`'s.
    literals = [
        (start, end)
        for start, end in memo.literal_spans(raw)
        if not any(a <= start < b for a, b in cut)
    ]
    return (
        memo.pieces(names),
        memo.pieces(name_gaps),
        memo.pieces(memo.gaps(sorted(cut + literals), len(raw))),
        memo.pieces(literals),
    )
