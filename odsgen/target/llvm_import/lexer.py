"""Tokens of LLVM IR's textual form (as LLVM 16's LLLexer reads it)."""

from __future__ import annotations

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
EOF = "eof"

# The most frequent kinds come first; a word or number followed by `:` is a
# label (the lookaheads), and `c"` starts a C string, not a keyword.
_TOKEN = re.compile(
    r"""
    (?:[ \t\r\n]+|;[^\n]*)*
    (?:
      (?P<punct>[=,()\[\]{}<>*|])
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
    """,
    re.X,
)
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


# Group number -> token kind for the kinds whose text is the match itself.
_PLAIN_BY_GROUP = {_TOKEN.groupindex[name]: kind for name, kind in _PLAIN.items()}
_GROUP = _TOKEN.groupindex


def tokenize(text: str) -> list[Token]:
    """All tokens of `text`; names lose their sigils and quotes."""
    tokens: list[Token] = []
    append = tokens.append
    plain = _PLAIN_BY_GROUP
    local, global_, comdat = _GROUP["local"], _GROUP["global"], _GROUP["comdat"]
    label, metavar, attrgrp = _GROUP["label"], _GROUP["metavar"], _GROUP["attrgrp"]
    cstring, string, dots = _GROUP["cstring"], _GROUP["string"], _GROUP["dots"]
    names = {local: "local", global_: "global", comdat: "comdat"}
    pos = 0
    for m in _TOKEN.finditer(text):
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
        elif group == label:
            body = value[:-1]
            if body.startswith('"'):
                body = unescape(body[1:-1])
            append(Token(LABEL, body, pos - len(value)))
        elif group == metavar:
            append(Token(METAVAR, value[1:], pos - len(value)))
        elif group == attrgrp:
            append(Token(ATTRGRP, value[1:], pos - len(value)))
        elif group == cstring:
            append(Token(CSTRING, unescape(value[2:-1]), pos - len(value)))
        elif group == string:
            append(Token(STRING, unescape(value[1:-1]), pos - len(value)))
        elif group == dots:
            append(Token(PUNCT, "...", pos - len(value)))
        else:
            append(Token(EOF, "", len(text)))
            return tokens
    bad = pos
    while bad < len(text) and text[bad] in " \t\r\n":
        bad += 1
    raise LexError(f"invalid character '{text[bad : bad + 1]}'", bad)
