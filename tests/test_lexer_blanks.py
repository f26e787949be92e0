"""`lexer.BLANKS` (runs of one character class) skips what an alternation of
one blank or one comment at a time skips, and the lexer's tokens after it
are the same."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.asm import lexer as lx

_ONE_AT_A_TIME = r"(?:[ \t\r\n\0]|//[^\n]*)*+"
_SLOW_TOKEN = re.compile(
    lx.TOKEN_RE.pattern.replace(lx.BLANKS, _ONE_AT_A_TIME, 1), re.ASCII
)
_PIECES = st.sampled_from(
    [" ", "\t", "\n", "\r", "\0", "//", "/", "x", "a\n", "// c\n", "%1", '"s"']
    + ["#a", "->", "-", "1.5", "0x1", "@f", "!t", "^bb", "//\n//", "\\"]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_PIECES, max_size=10), st.integers(0, 3))
def test_blanks_skip_as_one_at_a_time(pieces, start):
    text = "".join(pieces)
    start = min(start, len(text))
    slow = re.compile(_ONE_AT_A_TIME).match(text, start)
    assert re.compile(lx.BLANKS).match(text, start).end() == slow.end()
    fast, slow = lx.TOKEN_RE.match(text, start), _SLOW_TOKEN.match(text, start)
    assert (fast is None) == (slow is None)
    if fast is not None:
        assert fast.lastgroup == slow.lastgroup
        assert fast.span(fast.lastindex) == slow.span(slow.lastindex)
