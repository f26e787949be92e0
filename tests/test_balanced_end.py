"""`AsmParser._balanced_end` (which skips to the next bracket with a regular
expression, or to the next run of brackets with `bracket_runs`) finds the
end of a dialect symbol's body and fails as a scan of every character does;
`bracket_runs.group_end` finds the end of every well-formed group."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.asm import bracket_runs
from odsgen.asm import lexer as lx
from odsgen.asm import parser as parser_module
from odsgen.asm.errors import ParseError
from odsgen.asm.parser import AsmParser
from odsgen.ir.context import Context

_CLOSERS = {"<": ">", "(": ")", "[": "]", "{": "}"}


def _scan(text: str, pos: int) -> tuple[int, dict[int, int]]:
    """The end of the `<...>` group at `pos` and the ends of the `<` groups
    inside, one character at a time (raises ParseError as the parser)."""
    stack = [">"]
    openers: list[int | None] = [pos]
    ends: dict[int, int] = {}
    index = pos + 1
    while index < len(text):
        char = text[index]
        if char == '"':
            index = lx.string_end(text, index) - 1
        elif char in _CLOSERS:
            stack.append(_CLOSERS[char])
            openers.append(index if char == "<" else None)
        elif char == "-" and text.startswith(">", index + 1):
            index += 1
        elif char in ">)]}\0":
            if char != stack[-1]:
                raise AsmParser._unbalanced(stack, pos)
            stack.pop()
            group = openers.pop()
            if group is not None:
                ends[group] = index + 1
            if not stack:
                return index + 1, ends
        index += 1
    raise AsmParser._unbalanced(stack, pos)


def _outcome(find, text: str) -> tuple:
    try:
        return ("end",) + tuple(find(text))
    except ParseError as error:
        return ("error", str(error), error.pos)


def _fast(
    text: str, depth: int = 0, scanned: int = parser_module._SCANNED_DEPTH
) -> tuple[int, dict[int, int]]:
    """`_balanced_end` for an outermost symbol (`depth` 0) or a nested one,
    scanned bracket by bracket `scanned` deep."""
    with Context() as context:
        parser = AsmParser(text, context)
        parser._symbol_depth = depth
        saved = parser_module._SCANNED_DEPTH
        parser_module._SCANNED_DEPTH = scanned
        try:
            end = parser._balanced_end(0)
        finally:
            parser_module._SCANNED_DEPTH = saved
        return end, dict(parser._group_ends)


def _outer_ends(text: str) -> tuple[int, ...]:
    """The ends an outermost symbol's scan finds, handed to `bracket_runs`
    at several depths."""
    return tuple(_fast(text, 0, scanned)[0] for scanned in (1, 2, 3, 32))


def _scanned_ends(text: str) -> tuple[int, ...]:
    return (_scan(text, 0)[0],) * 4


_PIECES = st.sampled_from(
    ["<", ">", "(", ")", "[", "]", "{", "}", "->", "-", '"', '"a>"', '"\\"', "\\"]
    + ['"\\1"', "\0", "x", " ", "i32", "\n", "\u00e9", '"\\"<"', "-->"]
)


def _groups_agree(text: str) -> None:
    """`bracket_runs.group_end` answers the scan's end for every `<` group
    of `text` (at 0 and inside), and -1 where the scan fails."""
    try:
        end, ends = _scan(text, 0)
    except ParseError:
        assert bracket_runs.group_end(text, 0) == -1
        return
    assert bracket_runs.group_end(text, 0) == end
    for group, group_end in ends.items():
        assert bracket_runs.group_end(text, group) == group_end


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=24))
def test_the_same_end_and_errors_as_a_scan_of_every_character(pieces):
    text = "<" + "".join(pieces)
    assert _outcome(_outer_ends, text) == _outcome(_scanned_ends, text)
    # A nested symbol's scan also notes where each `<` group inside ends.
    assert _outcome(lambda t: _fast(t, 1), text) == _outcome(
        lambda t: _scan(t, 0), text
    )
    _groups_agree(text)


_ATOMS = st.sampled_from(
    ["i8", " x ", ", ", '"s>"', '"a\\"<"', "->", "-", " ", "\u00e9", '"(-"', '-"x">']
)


def _group(inside: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.tuples(st.sampled_from(["<>", "<>", "()", "[]", "{}"]), inside).map(
        lambda pair: pair[0][0] + pair[1] + pair[0][1]
    )


_NESTED = st.recursive(
    _ATOMS,
    lambda inner: _group(st.lists(inner, max_size=3).map("".join)),
    max_leaves=40,
)


@settings(max_examples=400, deadline=None)
@given(
    st.lists(_NESTED, max_size=3),
    st.sampled_from(["", ">", " x>", "\0", '"bad\n', ")", ">>"]),
    st.integers(min_value=0, max_value=10**6),
    st.sampled_from(["", "<", ">", ")", '"', "\0", "-"]),
)
def test_deep_groups_end_where_a_scan_of_every_character_ends(
    members, tail, where, damage
):
    """Well-formed nested groups, with a tail after them, some damaged at
    one character."""
    text = "<" + "".join(members) + ">" + tail
    if damage:
        where = 1 + where % (len(text) - 1)
        text = text[:where] + damage + text[where + 1 :]
    assert _outcome(_outer_ends, text) == _outcome(_scanned_ends, text)
    _groups_agree(text)


def test_nested_groups_and_strings():
    text = '<struct<"a<b", (ptr<i8>, i32) -> ptr<i64>>>, rest'
    end, ends = _fast(text, 1)
    assert text[:end] == '<struct<"a<b", (ptr<i8>, i32) -> ptr<i64>>>'
    assert (end, ends) == _scan(text, 0)
    _groups_agree(text)
    # An outermost symbol: the groups closed in the brackets scanned one at
    # a time are noted (all of them where they are not deeper than 4).
    assert _fast(text, 0, 1) == (end, {})
    assert _fast(text, 0, 4) == (end, ends)


# Types nested at every level: what each level opens, and closes.
_SHAPES = [("array<1 x ", ">"), ('struct<"s", (', ")>"), ("func<void (ptr<", ">)>")]


def test_a_run_of_brackets_is_read_at_once(monkeypatch):
    """The Python work of `group_end` is per run of brackets: the same for
    a type nested 10 or 1,000 deep."""
    calls = []
    brackets = bracket_runs._brackets
    monkeypatch.setattr(
        bracket_runs, "_brackets", lambda run: calls.append(run) or brackets(run)
    )
    for depth in (10, 1000):
        for opening, closing in _SHAPES:
            text = "!llvm." + opening * depth + "i8" + closing * depth + " x"
            calls.clear()
            start = text.index("<")
            end = bracket_runs.group_end(text, start)
            assert (end, len(calls)) == (_scan(text, start)[0], 2)


def test_a_long_group_met_again_is_not_scanned(monkeypatch):
    """Typed-pointer code spells the same long types over and over: from
    its third time, a group's end and those of the groups inside come from
    `KnownGroups`, as a scan would find them; a group that differs is
    scanned."""
    body = '<struct<"A", (ptr<struct<"B", (i8, array<4 x i8>)>>, i32, ptr<i8>)>>'
    other = body.replace("i32", "i64")
    text = " ".join([body, body, body, other, body]) + " rest"
    starts = [0]
    for _ in range(4):
        starts.append(text.index(" <", starts[-1]) + 1)
    scans: list[int] = []
    with Context() as context:
        parser = AsmParser(text, context)
        scanned = parser._scanned_end
        monkeypatch.setattr(
            parser,
            "_scanned_end",
            lambda pos, *args: scans.append(pos) or scanned(pos, *args),
        )
        for start in starts:
            parser._group_ends.clear()
            end = parser._balanced_end(start)
            assert (end, dict(parser._group_ends)) == _scan(text, start)
    assert scans == [starts[0], starts[1], starts[3]]
