"""Tokens of LLVM IR's textual form (as LLVM 16's LLLexer reads it)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

# Token kinds.
LOCAL = "local"  # %name, %"name", %12
GLOBAL = "global"  # @name, @"name", @12
METAVAR = "metavar"  # !name, !12
ATTRGRP = "attrgrp"  # #12
COMDAT = "comdat"  # $name
LABEL = "label"  # name: (a block label)
KEYWORD = "keyword"  # define, i32, add, ...
INT = "int"
FLOAT = "float"  # 1.5, 1e3, 0x3FF0..., 0xK..., 0xH...
STRING = "string"  # "..." (escapes resolved to bytes, kept as latin-1 text)
CSTRING = "cstring"  # c"..."
PUNCT = "punct"  # = , ( ) [ ] { } < > * : ! ... | x
BODY = "body"  # a function body's `{` at the end of its line (see tokenize)
EOF = "eof"

# The most frequent kinds come first; a word or number followed by `:` is a
# label (the lookaheads), and `c"` starts a C string, not a keyword.
_SCANNER = r"""
    (?:[ \t\r\n]+|;[^\n]*)*
    (?:
      (?P<body>\{(?=\n))
    | (?P<punct>[=,()\[\]{}<>*|])
    | (?P<local>%(?:"[^"]*"|[-a-zA-Z$._0-9]+))
    | (?P<keyword>[a-zA-Z_][a-zA-Z0-9_.]*)(?![-$a-zA-Z0-9._]*:|")
    | (?P<hexfloat>0x[KLMHR]?[0-9a-fA-F]+)
    | (?P<float>[-+]?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)
    | (?P<int>[-+]?[0-9]+)(?![-$a-zA-Z._0-9]*:)
    | (?P<label>(?:[-a-zA-Z$._0-9]+|"[^"]*"):)
    | (?P<global>@(?:"[^"]*"|[-a-zA-Z$._0-9]+))
    | (?P<metavar>!(?:[-a-zA-Z$._0-9\\]+))
    | (?P<attrgrp>\#[0-9]+)
    | (?P<comdat>\$(?:"[^"]*"|[-a-zA-Z$._0-9]+))
    | (?P<cstring>c"[^"]*")
    | (?P<string>"[^"]*")
    | (?P<dots>\.\.\.)
    | (?P<bang>[!:])
    | (?P<end>\Z)
    )
    """
# The scanner with function bodies as one token each, and (compiled when
# first needed) without them.
_TOKEN = re.compile(_SCANNER, re.X)


@functools.cache
def _token_only() -> re.Pattern:
    return re.compile(_SCANNER.replace("(?P<body>\\{(?=\\n))\n    | ", ""), re.X)


# Kinds whose token text is the match itself.
_PLAIN = {
    "keyword": KEYWORD,
    "int": INT,
    "punct": PUNCT,
    "float": FLOAT,
    "hexfloat": FLOAT,
    "bang": PUNCT,
}


@dataclass(slots=True)
class Token:
    kind: str
    text: str
    pos: int


class LexError(Exception):
    """A character that starts no token."""

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos


def unescape(body: str) -> str:
    """A quoted string's body with `\\XX` and `\\\\` resolved: one character per
    byte (latin-1), the source's own characters taken as their UTF-8 bytes."""
    if "\\" not in body and body.isascii():
        return body
    data = body.encode("utf-8", "surrogateescape")
    out = bytearray()
    i, n = 0, len(data)
    while i < n:
        byte = data[i]
        if byte == 0x5C and i + 1 < n:
            if data[i + 1] == 0x5C:
                out.append(0x5C)
                i += 2
                continue
            digits = data[i + 1 : i + 3]
            if len(digits) == 2 and all(chr(c) in _HEX for c in digits):
                out.append(int(digits, 16))
                i += 3
                continue
        out.append(byte)
        i += 1
    return out.decode("latin-1")


_HEX = "0123456789abcdefABCDEF"


def _name(text: str) -> str:
    """The name after the sigil, unquoted and unescaped."""
    body = text[1:]
    if body.startswith('"'):
        return unescape(body[1:-1])
    return body


def tokenize(text: str, bodies: bool = True) -> list[Token]:
    """All tokens of `text`. With `bodies`, a `{` that ends its line opens a
    function body written one instruction per line, as LLVM prints it: the
    body up to the next `}` at the start of a line is one BODY token (at the
    `{`), which `LLParser` reads line by line; elsewhere it is an error, and
    the parser reads the text again without BODY tokens."""
    if not bodies:
        return tokenize_span(text, 0, len(text), _token_only())
    tokens: list[Token] = []
    pos = 0
    while True:
        tokens += tokenize_span(text, pos, len(text), _TOKEN)
        last = tokens[-1]
        if last.kind is not BODY:
            return tokens
        pos = text.find("\n}", last.pos) + 2


def tokenize_span(
    text: str, start: int, end: int, scanner: re.Pattern | None = None
) -> list[Token]:
    """The tokens of text[start:end] (positions in `text`), up to the end or
    the first BODY token; names lose their sigils and quotes."""
    if scanner is None:
        scanner = _token_only()
    plain, names, special = _kinds(scanner)
    tokens: list[Token] = []
    append = tokens.append
    pos = start
    for m in scanner.finditer(text, start, end):
        if m.start() != pos:
            break
        pos = m.end()
        group = m.lastindex
        value = m[group]  # type: ignore[index]
        simple = plain.get(group)  # type: ignore[arg-type]
        if simple is not None:
            append(Token(simple, value, pos - len(value)))
        elif group in names:
            append(Token(names[group], _name(value), pos - len(value)))  # type: ignore[index]
        else:
            kind = special[group]  # type: ignore[index]
            if kind is LABEL:
                body = value[:-1]
                if body.startswith('"'):
                    body = unescape(body[1:-1])
                append(Token(LABEL, body, pos - len(value)))
            elif kind is METAVAR or kind is ATTRGRP:
                append(Token(kind, value[1:], pos - len(value)))
            elif kind is CSTRING:
                append(Token(CSTRING, unescape(value[2:-1]), pos - len(value)))
            elif kind is STRING:
                append(Token(STRING, unescape(value[1:-1]), pos - len(value)))
            elif kind == "dots":
                append(Token(PUNCT, "...", pos - len(value)))
            elif kind is BODY and text.find("\n}", pos) >= 0:
                append(Token(BODY, "", pos - 1))
                return tokens
            elif kind is BODY:
                append(Token(PUNCT, "{", pos - 1))
            else:
                append(Token(EOF, "", end))
                return tokens
    bad = pos
    while bad < end and text[bad] in " \t\r\n":
        bad += 1
    raise LexError(f"invalid character '{text[bad : bad + 1]}'", bad)


@functools.cache
def _kinds(
    scanner: re.Pattern,
) -> tuple[dict[int, str], dict[int, str], dict[int, str]]:
    """The token kinds of `scanner`'s groups: those whose text is the match,
    the names (sigil dropped), and the rest."""
    groups = scanner.groupindex
    plain = {groups[name]: kind for name, kind in _PLAIN.items()}
    names = {groups[name]: name for name in ("local", "global", "comdat")}
    special = {
        groups[name]: kind
        for name, kind in (
            ("label", LABEL),
            ("metavar", METAVAR),
            ("attrgrp", ATTRGRP),
            ("cstring", CSTRING),
            ("string", STRING),
            ("dots", "dots"),
            ("body", BODY),
            ("end", EOF),
        )
        if name in groups
    }
    return plain, names, special
