"""The lexer's token pattern and the line pattern of runs of generic ops
are spelt for `re`'s matcher (odsgen/asm/lexer.py, generic_runs.py): they
take what their plain spellings take, token by token and line by line."""

from __future__ import annotations

import random
import re

from odsgen.asm import generic_runs, lexer

_STRING = r"\"(?:[^\"\\\n\v\f]|\\[^\n])*\""
_SUFFIX_ID = lexer.SUFFIX_ID
# The token pattern, an alternation a character inside strings, in the
# order of MLIR's token kinds.
_PLAIN_TOKEN = re.compile(
    lexer.BLANKS + r"(?:"
    r"(?P<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)"
    rf"|(?P<percent>%{_SUFFIX_ID})"
    rf"|(?P<caret>\^{_SUFFIX_ID})"
    rf"|(?P<string>{_STRING})"
    r"|(?P<float>[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)"
    r"|(?P<integer>0x[0-9a-fA-F]+|[0-9]+)"
    r"|(?P<punct>->|\.\.\.|\{-#|#-\}|[()\[\]{}<>=:,?*+\-|])"
    rf"|(?P<hash>#{_SUFFIX_ID})"
    rf"|(?P<bang>!{_SUFFIX_ID})"
    rf"|(?P<at>@(?:[a-zA-Z_][a-zA-Z0-9_$.]*|{_STRING}))"
    r"|(?P<eof>\Z)"
    r")",
    re.ASCII,
)
_NAME_CHARS = r"[a-zA-Z0-9_$.\-]"
# The line pattern with the lexer's name, an end-of-line anchor and an
# optional line break.
_PLAIN_RUN_LINE = re.compile(
    rf"(?:(%{_SUFFIX_ID})(?::([0-9]+)|) = |)"
    r'"([a-zA-Z_][a-zA-Z0-9_$.]*)"\(([^()\n]*)\)'
    rf"(?:(\[\^{_NAME_CHARS}+(?:, \^{_NAME_CHARS}+)*\])|)"
    r"( [{:][^\n]*)$\n?([ \t]*)",
    re.ASCII | re.MULTILINE,
)


def _token(pattern: re.Pattern[str], text: str, pos: int) -> object:
    found = pattern.match(text, pos)
    return found and (found.lastgroup, found.span(found.lastindex))


def _line(pattern: re.Pattern[str], text: str, pos: int, end: int) -> object:
    found = pattern.match(text, pos, end)
    return found and (found.groups(), found.end())


def test_tokens_are_those_of_the_plain_spelling() -> None:
    chars = list('"\\\n\v\f\t\r\0 ab0x19.eE-+#{}:@%^!/$_,()[]<>=?*|') + ["é", "中"]
    rng = random.Random(16)
    for _ in range(20000):
        text = "".join(rng.choice(chars) for _ in range(rng.randint(0, 10)))
        for pos in range(len(text) + 1):
            expected = _token(_PLAIN_TOKEN, text, pos)
            assert _token(lexer.TOKEN_RE, text, pos) == expected, (text, pos)


# Each part of a line (a binding, an op's name, operands, successors, the
# rest, what follows): spellings that fit and spellings that do not.
_LINE_PARTS = [
    ["", "%0 = ", "%a:2 = ", "%x-1 = ", "%1a = ", "%:2 = ", "%b:0 = ", "% = "],
    ['"llvm.add"', '"a$b.c"', '"1x"', '"a b"', "llvm.add"],
    ["()", "(%0)", "(%0, %1#2)", "((%0)", "(%0\n)", "(x"],
    ["", "[^bb1]", "[^bb1, ^b-2]", "[]", "[^bb1,^bb2]", "[^]"],
    [" : (i64) -> i64", " {x = 1} : () -> ()", " :", " {", "", " x", ": ()"],
    ["", "\n", "\n  ", "\n\t%1", " ", "\r\n"],
]


def test_run_lines_are_those_of_the_plain_spelling() -> None:
    rng = random.Random(16)
    matched = 0
    for _ in range(20000):
        text = "".join(rng.choice(choices) for choices in _LINE_PARTS)
        for end in {len(text), rng.randint(0, len(text))}:
            expected = _line(_PLAIN_RUN_LINE, text, 0, end)
            assert _line(generic_runs._RUN_LINE, text, 0, end) == expected, text
            matched += expected is not None
    assert matched > 500
