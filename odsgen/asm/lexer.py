"""The MLIR lexer: one compiled regular expression over the whole source text.

`Lexer.next()` skips white space, NUL characters (as MLIR's lexer does) and
`//` comments and recognises one token, leaving its kind in `kind`, its first
character offset in `start` and the offset after it in `pos`. Kinds are short interned strings so that the parser
compares them by identity.
"""

from __future__ import annotations

import re

from ..ir.types import IndexType, Type
from .errors import ParseError

# Token kinds.
BARE = "bare"  # foo, i32, x4xf32
PERCENT = "percent"  # %0, %arg
CARET = "caret"  # ^bb0
HASH = "hash"  # #map, #1, #xx.attr
BANG = "bang"  # !alias, !xx.type
AT = "at"  # @sym, @"sym"
STRING = "string"  # "..."
INTEGER = "integer"  # 42, 0x2A
FLOAT = "float"  # 1.5, 2.0e-3
PUNCT = "punct"  # ( ) [ ] { } < > = : , ? * + - | -> ... {-# #-}
EOF = "eof"

# The name after `%`, `^`, `#` or `!`.
SUFFIX_ID = r"(?:[0-9]+|[a-zA-Z_$.\-][a-zA-Z0-9_$.\-]*)"

# Blanks and comments before a token are skipped possessively (`*+`): the
# regex never backs into them, which would find a token inside a comment
# when the next one is bad, after trying exponentially many ways to split
# comments holding `//`. (Runs of blanks as one repeated class: faster than
# an alternation repeated for each character.)
BLANKS = r"[ \t\r\n\0]*+(?://[^\n]*+[ \t\r\n\0]*+)*+"
# What the lexer skips before a token: blanks, NUL characters and comments.
SKIPPED_RE = re.compile(BLANKS)
# A string literal: characters other than a quote, a backslash, a line
# break, a vertical tab or a form feed, and escapes (a backslash and any
# character but a line break). Spelt as runs of the former between escapes,
# each run taken whole (possessive: no character of a run can start an
# escape or end the string): `re` counts such a run in a tight loop, where
# an alternation repeated for each character costs a branch a character.
STRING_LITERAL = r'"[^"\\\n\v\f]*+(?:\\[^\n][^"\\\n\v\f]*+)*+"'
# The alternatives start with distinct characters, but for `#-}`
# (punctuation, tried before `#` names): punctuation, the most frequent
# token, is tried first (`re` enters each named alternative to fail it).
TOKEN_RE = re.compile(
    BLANKS + r"(?:"
    r"(?P<punct>->|\.\.\.|\{-#|#-\}|[()\[\]{}<>=:,?*+\-|])"
    r"|(?P<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)"
    rf"|(?P<percent>%{SUFFIX_ID})"
    rf"|(?P<caret>\^{SUFFIX_ID})"
    rf"|(?P<string>{STRING_LITERAL})"
    r"|(?P<float>[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)"
    r"|(?P<integer>0x[0-9a-fA-F]+|[0-9]+)"
    rf"|(?P<hash>#{SUFFIX_ID})"
    rf"|(?P<bang>!{SUFFIX_ID})"
    rf"|(?P<at>@(?:[a-zA-Z_][a-zA-Z0-9_$.]*|{STRING_LITERAL}))"
    r"|(?P<eof>\Z)"
    r")",
    re.ASCII,
)

# The longest rest of a line the parser's memos key on (`short_line_end`):
# on longer lines each construct would cost the length of the rest of the line,
# and the memo would keep that text, quadratic time and memory in the line.
MEMO_LINE_LIMIT = 4096
# Except near the start of a line: a construct starting within this many
# characters of it (an operation's name after its indentation and results)
# is memoized whatever the line's length. Only a bounded number of
# constructs start there, so each line is copied a bounded number of times,
# and a long line that repeats (an op spelling a large LLVM struct type)
# is parsed once.
MEMO_LINE_HEAD = 128


def short_line_end(text: str, start: int) -> int:
    """The end of the line holding offset `start` if it comes within
    `MEMO_LINE_LIMIT` characters or `start` is within `MEMO_LINE_HEAD` of
    the line's start, else -1."""
    limit = start + MEMO_LINE_LIMIT
    end = text.find("\n", start, limit)
    if end >= 0:
        return end
    if limit >= len(text):
        return len(text)
    head = max(start - MEMO_LINE_HEAD, 0)
    if head and text.rfind("\n", head, start) < 0:
        return -1
    end = text.find("\n", limit)
    return len(text) if end < 0 else end


# A string literal whose escapes are all valid, up to where it stops (its
# closing quote not included; see also bracket_runs).
CHECKED_STRING = r'"[^"\\\n\v\f]*(?:\\(?:["\\nt]|[0-9a-fA-F]{2})[^"\\\n\v\f]*)*'
_CHECKED_STRING_RE = re.compile(CHECKED_STRING)

_ESCAPE_RE = re.compile(r"\\(?:([\\\"nt])|([0-9a-fA-F]{2})|(.))", re.DOTALL)
_SIMPLE_ESCAPES = {"\\": b"\\", '"': b'"', "n": b"\n", "t": b"\t"}


def integer_value(spelling: str) -> int:
    """The value of an integer token: hexadecimal after `0x`, else decimal (leading zeros allowed)."""
    return int(spelling, 16) if spelling[:2] == "0x" else int(spelling, 10)


def unescape_string(spelling: str, pos: int) -> str:
    """The value of a string literal token (quotes included in `spelling`).

    Bytes that are not UTF-8 survive as surrogate escapes, so that printing
    writes them back unchanged. `pos` is the token's offset, for errors.
    """
    body = spelling[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    last = 0
    for match in _ESCAPE_RE.finditer(body):
        out += body[last : match.start()].encode("utf-8", "surrogateescape")
        simple, hex_digits, other = match.groups()
        if simple is not None:
            out += _SIMPLE_ESCAPES[simple]
        elif hex_digits is not None:
            out.append(int(hex_digits, 16))
        else:
            raise ParseError(
                "unknown escape in string literal", pos + 1 + match.start()
            )
        last = match.end()
    out += body[last:].encode("utf-8", "surrogateescape")
    return out.decode("utf-8", "surrogateescape")


def string_end(text: str, pos: int) -> int:
    """The offset after the string literal opening at `pos`, with MLIR's
    lexer errors for a bad escape or a missing closing quote."""
    end = _CHECKED_STRING_RE.match(text, pos).end()  # type: ignore[union-attr]
    if text.startswith('"', end):
        return end + 1
    if text.startswith("\\", end):
        raise ParseError("unknown escape in string literal", end)
    raise ParseError("expected '\"' in string literal", end)


# MLIR's lexer errors for a prefix without a name after it.
_PREFIX_ERRORS = {
    "%": "invalid SSA name",
    "^": "invalid block name",
    "#": "invalid attribute name",
    "!": "invalid type identifier",
}


class Lexer:
    """Token stream over `text`; the current token is kept in attributes."""

    __slots__ = ("text", "pos", "kind", "start", "prev_end", "_match")

    def __init__(self, text: str, pos: int = 0) -> None:
        self.text = text
        self.pos = pos
        self.kind = EOF
        self.start = pos
        self.prev_end = pos
        self._match = TOKEN_RE.match
        self.next()

    def next(self) -> None:
        """Advance to the next token."""
        pos = self.prev_end = self.pos
        match = self._match(self.text, pos)
        if match is None:
            self._fail_at_bad_character()
        self.kind = match.lastgroup  # type: ignore[assignment]
        # The token's group ends where the whole match ends.
        self.start, self.pos = match.span(match.lastindex)  # type: ignore[union-attr]

    def reset(self, pos: int) -> None:
        """Continue lexing from offset `pos`."""
        self.pos = pos
        self.next()

    @property
    def spelling(self) -> str:
        """The text of the current token."""
        return self.text[self.start : self.pos]

    def _fail_at_bad_character(self) -> None:
        text = self.text
        pos = self.pos
        while pos < len(text) and text[pos] in " \t\r\n\0":
            pos += 1
        if text.startswith("//", pos):
            pos = text.find("\n", pos)
            pos = len(text) if pos < 0 else pos
            self.pos = pos
            return self._fail_at_bad_character()
        char = text[pos] if pos < len(text) else ""
        if char == '"':
            string_end(text, pos)  # raises MLIR's error, where MLIR's lexer stops
        if char == "@":
            if text.startswith('"', pos + 1):
                string_end(text, pos + 1)
            raise ParseError(
                "@ identifier expected to start with letter or '_'", pos + 1
            )
        if char in _PREFIX_ERRORS:
            raise ParseError(_PREFIX_ERRORS[char], pos)
        if char == ".":  # not `...`
            raise ParseError("expected three consecutive dots for an ellipsis", pos + 1)
        raise ParseError("unexpected character", pos)


def integer_in_range(type_: Type, value: int, negative: bool) -> int | None:
    """The attribute value for literal `value` (with `negative` sign), or None if out of range.

    Follows MLIR: the literal must fit the width; a negative literal must be
    representable as a negative number; a positive literal for a signed or
    index type must not set the sign bit. Signless values wrap to signed.
    """
    if isinstance(type_, IndexType):
        width, signed, unsigned = 64, True, False
    else:
        width = type_.width  # type: ignore[attr-defined]
        signed = type_.is_signed  # type: ignore[attr-defined]
        unsigned = type_.is_unsigned  # type: ignore[attr-defined]
    if value.bit_length() > width:
        return None
    if width == 0:
        return None if negative else 0
    if negative:
        if unsigned:
            return None
        bits = (-value) & ((1 << width) - 1)
        if not bits >> (width - 1):
            return None
        return bits - (1 << width)
    if signed and value >> (width - 1):
        return None
    if unsigned or width == 1:
        return value
    if value >> (width - 1):
        return value - (1 << width)
    return value
