"""The expression language of records: constraint, trait and class applications.

    expr    := primary ('+' primary)*             list concatenation
    primary := STRING | INTEGER | true | false | '$' NAME | list | apply
    list    := '[' (expr (',' expr)* ','?)? ']'
    apply   := NAME ('<' (arg (',' arg)*)? '>')?
    arg     := (NAME '=')? expr

`VectorOf<[I32, F32]>`, `HasParent<"ModuleOp">`, `[Pure] + $traits` and
`BinaryOp<"add", traits=[Commutative]>` are expressions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .source import LocatedStr, Position, RecordError


@dataclass(frozen=True)
class Node:
    """Base of expression nodes; `position` is where the node was written."""

    position: Position | None = field(compare=False, repr=False)


@dataclass(frozen=True)
class Param(Node):
    """`$name`: a class parameter."""

    name: str = ""


@dataclass(frozen=True)
class Apply(Node):
    """`Name` or `Name<args>`: a use of a constraint, trait or class."""

    name: str = ""
    args: tuple[Any, ...] = ()
    kwargs: tuple[tuple[str, Any], ...] = ()

    def __str__(self) -> str:
        if not self.args and not self.kwargs:
            return self.name
        parts = [render(a) for a in self.args]
        parts += [f"{k}={render(v)}" for k, v in self.kwargs]
        return f"{self.name}<{', '.join(parts)}>"


@dataclass(frozen=True)
class Concat(Node):
    """`a + b`: lists concatenated once parameters are known."""

    items: tuple[Any, ...] = ()


def render(value: Any) -> str:
    """An expression value written back in record syntax."""
    if isinstance(value, str) and not isinstance(value, Node):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(render(v) for v in value) + "]"
    if isinstance(value, Param):
        return "$" + value.name
    if isinstance(value, Concat):
        return " + ".join(render(v) for v in value.items)
    return str(value)


_TOKEN = re.compile(
    r"\s*(?:"
    r"(?P<string>\"(?:[^\"\\]|\\.)*\")"
    r"|(?P<integer>-?[0-9]+)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<param>\$[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<punct>[<>\[\],=+])"
    r"|(?P<end>$)"
    r")"
)


class _Parser:
    def __init__(self, text: LocatedStr | str, position: Position | None) -> None:
        self.text = str(text)
        self.source = text
        self.base = position
        self.pos = 0
        self.kind = ""
        self.value = ""
        self.start = 0
        self.advance()

    def where(self, index: int) -> Position | None:
        if isinstance(self.source, LocatedStr):
            return self.source.position_at(index)
        return self.base

    def fail(self, message: str) -> RecordError:
        return RecordError(self.where(self.start), message)

    def advance(self) -> None:
        match = _TOKEN.match(self.text, self.pos)
        if match is None:
            start = len(self.text) - len(self.text[self.pos :].lstrip())
            self.start = start
            raise self.fail(f"unexpected character '{self.text[start]}' in expression")
        self.kind = match.lastgroup or "end"
        self.value = match.group(self.kind)
        self.start = match.start(self.kind)
        self.pos = match.end()

    def expect(self, punct: str) -> None:
        if self.kind != "punct" or self.value != punct:
            found = "the end" if self.kind == "end" else f"'{self.value}'"
            raise self.fail(f"expected '{punct}' but found {found}")
        self.advance()

    def parse(self) -> Any:
        value = self.expression()
        if self.kind != "end":
            raise self.fail(f"unexpected '{self.value}' after expression")
        return value

    def expression(self) -> Any:
        position = self.where(self.start)
        items = [self.primary()]
        while self.kind == "punct" and self.value == "+":
            self.advance()
            items.append(self.primary())
        return items[0] if len(items) == 1 else Concat(position, tuple(items))

    def primary(self) -> Any:
        kind, value, position = self.kind, self.value, self.where(self.start)
        if kind == "string":
            self.advance()
            return (
                LocatedStr(_unescape(value[1:-1]), position)
                if position
                else value[1:-1]
            )
        if kind == "integer":
            self.advance()
            return int(value)
        if kind == "param":
            self.advance()
            return Param(position, value[1:])
        if kind == "punct" and value == "[":
            self.advance()
            items = []
            while not (self.kind == "punct" and self.value == "]"):
                items.append(self.expression())
                if self.kind == "punct" and self.value == ",":
                    self.advance()
                elif not (self.kind == "punct" and self.value == "]"):
                    raise self.fail("expected ',' or ']' in list")
            self.advance()
            return items
        if kind == "name":
            self.advance()
            if value in ("true", "false"):
                return value == "true"
            return self.application(value, position)
        found = "the end of the expression" if kind == "end" else f"'{value}'"
        raise RecordError(position, f"expected a value but found {found}")

    def application(self, name: str, position: Position | None) -> Apply:
        if not (self.kind == "punct" and self.value == "<"):
            return Apply(position, name)
        self.advance()
        args: list[Any] = []
        kwargs: list[tuple[str, Any]] = []
        while not (self.kind == "punct" and self.value == ">"):
            if self.kind == "name" and self.text[self.pos :].lstrip().startswith("="):
                key = self.value
                self.advance()
                self.expect("=")
                kwargs.append((key, self.expression()))
            elif kwargs:
                raise self.fail("positional argument after a named one")
            else:
                args.append(self.expression())
            if self.kind == "punct" and self.value == ",":
                self.advance()
            elif not (self.kind == "punct" and self.value == ">"):
                raise self.fail(f"expected ',' or '>' in the arguments of '{name}'")
        self.advance()
        return Apply(position, name, tuple(args), tuple(kwargs))


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def parse_expression(text: LocatedStr | str, position: Position | None = None) -> Any:
    """Parse one expression; errors name the position inside the record file."""
    return _Parser(
        text, position if position is not None else getattr(text, "position", None)
    ).parse()
