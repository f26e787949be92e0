"""The small protocol through which types and attributes print themselves.

A type or attribute writes its text with `write` and prints nested types and
attributes through `type` and `attribute`, so that the full printer can put an
alias in place of a nested value. `PlainWriter` prints without aliases.
"""

from __future__ import annotations

import re
import sys
from typing import Any

from ..tools.deep import RECURSION_LIMIT, deep_recursion

_BARE_ID = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*")
_PLAIN_STRING = re.compile(r"[ !#-\[\]-~]*")


class PlainWriter:
    """Collects text, printing nested values in full (no aliases)."""

    __slots__ = ("parts", "changing")

    def __init__(self) -> None:
        self.parts: list[str] = []
        # Whether a value printed here may print otherwise later (see
        # `note_changing`).
        self.changing = False

    def write(self, text: str) -> None:
        """Append literal text."""
        self.parts.append(text)

    def type(self, value: Any) -> None:
        """Append a nested type."""
        self.nested(value)

    def attribute(self, value: Any) -> None:
        """Append a nested attribute (with its type where it carries one)."""
        self.nested(value)

    def nested(self, value: Any) -> None:
        """Append `value`'s text: its cached text, else printed in place.

        Nested values do not cache their text here: for a value nested N
        deep, every level keeping its own text would take memory quadratic
        in N (and a C stack frame a level through the `text` property).
        """
        text = value._text
        if text is None:
            value.print(self)
        else:
            self.parts.append(text)

    def note_changing(self) -> None:
        """Note that what was written may print otherwise later or in
        another place (an LLVM identified struct whose body is not set yet):
        the value printed keeps no text."""
        self.changing = True

    def location(self, value: Any) -> None:
        """Append a nested location, without its `loc(...)` wrapper."""
        value.print_body(self)

    def getvalue(self) -> str:
        """Everything written so far."""
        return "".join(self.parts)


class Printable:
    """Base of types and attributes: immutable values that print themselves.

    Subclasses implement `print(out)`; `text` caches the result (no aliases)
    unless it may change (`PlainWriter.note_changing`).
    They are uniqued in a context, so identity is equality.
    """

    __slots__ = ("_text",)

    def print(self, out: Any) -> None:
        """Write this value's text to `out` (see `PlainWriter`)."""
        raise NotImplementedError

    @property
    def text(self) -> str:
        """The printed form, without aliases (cached)."""
        text = self._text
        if text is None:
            if sys.getrecursionlimit() < RECURSION_LIMIT:
                # Printing recurses into nested values: deep ones need room.
                with deep_recursion():
                    return self.text
            writer = PlainWriter()
            self.print(writer)
            text = writer.getvalue()
            if not writer.changing:
                self._text = text
        return text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text})"

    def walk_subelements(self) -> tuple[Any, ...]:
        """The types and attributes directly nested in this one."""
        return ()


def is_bare_identifier(name: str) -> bool:
    """True if `name` lexes as a bare identifier: [a-zA-Z_][a-zA-Z0-9_$.]*."""
    return _BARE_ID.fullmatch(name) is not None


def escape_string(value: str) -> str:
    """`value` as an MLIR string literal, quotes included, escaped as MLIR does."""
    if _PLAIN_STRING.fullmatch(value):
        return '"' + value + '"'
    out = ['"']
    for byte in value.encode("utf-8", "surrogateescape"):
        char = chr(byte)
        if char == "\\":
            out.append("\\\\")
        elif 0x20 <= byte < 0x7F and char != '"':
            out.append(char)
        else:
            out.append("\\%02X" % byte)
    out.append('"')
    return "".join(out)
