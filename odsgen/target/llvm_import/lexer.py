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
LINE = "line"  # a whole instruction line of one of LINE_FORMS (text: the form)
EOF = "eof"

# Whole instruction lines of the most frequent simple forms (as clang-16
# writes them: two spaces of indent, nothing after the instruction) are one
# LINE token each, its data the match; `fastlines` builds their instructions
# straight from the match's groups. The parser falls back to these lines'
# own tokens for anything unusual (see LLParser._slow_line).
_NAME = r"[-a-zA-Z$._0-9]+"
_SCALAR = rf"(?:i[0-9]+|ptr|float|double|%{_NAME})"
_TYPE = rf"(?:{_SCALAR}|\[[0-9]+ x {_SCALAR}\])"
_VALUE = rf"(?:%{_NAME}|@{_NAME}|-?[0-9]+)"
# A call argument (with the parameter attributes clang-16 writes most) and
# a phi's incoming pair; `fastlines` splits lists of them with these.
CALL_ARG = rf"({_TYPE})(?: noundef| zeroext| signext)* ({_VALUE})"
INCOMING = rf"\[ ({_VALUE}), %({_NAME}) \]"
_ARGS = rf"(?:{_TYPE}(?: noundef| zeroext| signext)* {_VALUE})"
_PAIR = rf"(?:\[ {_VALUE}, %{_NAME} \])"
LINE_FORMS = {
    "load": rf"%({_NAME}) = load ({_TYPE}), ptr %({_NAME}), align ([0-9]+)",
    "store": rf"store ({_TYPE}) ({_VALUE}), ptr %({_NAME}), align ([0-9]+)",
    "alloca": rf"%({_NAME}) = alloca ({_TYPE}), align ([0-9]+)",
    "jump": rf"br label %({_NAME})",
    "branch": rf"br i1 %({_NAME}), label %({_NAME}), label %({_NAME})",
    "gep": rf"%({_NAME}) = getelementptr( inbounds)? ({_TYPE}), ptr ([%@]{_NAME})"
    rf"((?:, i(?:32|64) {_VALUE})+)",
    "icmp": rf"%({_NAME}) = icmp (eq|ne|ugt|uge|ult|ule|sgt|sge|slt|sle)"
    rf" ({_TYPE}) ({_VALUE}), ({_VALUE})",
    "binary": rf"%({_NAME}) = (add|sub|mul|and|or|xor|shl|lshr|ashr|udiv|sdiv|urem"
    rf"|srem)((?: nuw| nsw| exact)*) ({_TYPE}) ({_VALUE}), ({_VALUE})",
    "cast": rf"%({_NAME}) = (zext|sext|trunc|ptrtoint|inttoptr|bitcast)"
    rf" ({_TYPE}) ({_VALUE}) to ({_TYPE})",
    "call": rf"(?:%({_NAME}) = )?((?:tail )?call) ({_TYPE}|void) @({_NAME})"
    rf"\(((?:{_ARGS}(?:, {_ARGS})*)?)\)(?: \#([0-9]+))?",
    "phi": rf"%({_NAME}) = phi ({_TYPE}) ({_PAIR}(?:, {_PAIR})*)",
}
_LINES = "|".join(
    f"(?P<{form}>(?-x:{pattern}))" for form, pattern in LINE_FORMS.items()
)
# The most frequent kinds come first; a word or number followed by `:` is a
# label (the lookaheads), and `c"` starts a C string, not a keyword.
_SCANNER = r"""
    (?:[ \t\r\n]+|;[^\n]*)*
    (?:
      (?<=\n\ \ )(?:LINES)(?=\n)
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
# The scanner with the whole-line tokens, and (compiled when first needed)
# without them.
_TOKEN = re.compile(_SCANNER.replace("LINES", _LINES), re.X)


@functools.cache
def _token_only() -> re.Pattern:
    return re.compile(
        _SCANNER.replace("(?<=\\n\\ \\ )(?:LINES)(?=\\n)\n    | ", ""), re.X
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
    data: re.Match | None = None  # a LINE token's match


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


def group_of(form: str) -> int:
    """The number of the group that matches a whole line of `form`."""
    return _TOKEN.groupindex[form]


def tokenize(text: str, lines: bool = True) -> list[Token]:
    """All tokens of `text` (with LINE tokens unless `lines` is false)."""
    return _tokenize(text, _TOKEN if lines else _token_only())


def _tokenize(text: str, scanner: re.Pattern) -> list[Token]:
    """All tokens of `text` by `scanner`; names lose their sigils and quotes."""
    tokens: list[Token] = []
    append = tokens.append
    groups = scanner.groupindex
    plain = {groups[name]: kind for name, kind in _PLAIN.items()}
    local, global_, comdat = groups["local"], groups["global"], groups["comdat"]
    label, metavar, attrgrp = groups["label"], groups["metavar"], groups["attrgrp"]
    cstring, string, dots = groups["cstring"], groups["string"], groups["dots"]
    names = {local: "local", global_: "global", comdat: "comdat"}
    lines = {groups[form]: form for form in LINE_FORMS if form in groups}
    pos = 0
    for m in scanner.finditer(text):
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
        elif group in lines:
            append(Token(LINE, lines[group], pos - len(value), m))  # type: ignore[index]
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
