"""LLVM IR identifiers: `@name` and `%name`, quoted when LLVM's lexer needs it."""

from __future__ import annotations

import re

_SIMPLE = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")


def escape_string(data: bytes) -> str:
    """Bytes as LLVM prints them inside quotes (`\\XX` for the unprintable)."""
    out = []
    for byte in data:
        if 0x20 <= byte < 0x7F and byte not in (0x22, 0x5C):
            out.append(chr(byte))
        else:
            out.append("\\%02X" % byte)
    return "".join(out)


def llvm_name(prefix: str, name: str) -> str:
    """`@name` / `%name`, in quotes when not a plain identifier."""
    if _SIMPLE.match(name):
        return prefix + name
    return f'{prefix}"{escape_string(name.encode("utf-8", "surrogateescape"))}"'
