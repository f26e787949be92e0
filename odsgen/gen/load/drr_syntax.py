"""Reading DRR records: TableGen's dag notation inside YAML strings.

    Pat<(OpA (OpB $x, $_), I32Attr:$a), (OpC $x, $a), [(HasOneUse $x)], [], (addBenefit 2)>

is read into `Dag`, `Leaf`, `Text`, `Number` and `ListNode` values, each with the
position of its first character in the record file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

from .source import LocatedStr, Position, RecordError


@dataclass
class Leaf:
    """`$name`, `Constraint`, `Constraint<args>:$name` or `$_`."""

    position: Position | None
    expr: str | None = None  # the constraint or directive text, if any
    bind: str | None = None  # the bound symbol, without `$`; "_" ignores


@dataclass
class Text:
    """A string literal (a Python expression, for ConstantAttr and location)."""

    position: Position | None
    value: str


@dataclass
class Number:
    position: Position | None
    value: int


@dataclass
class ListNode:
    position: Position | None
    items: list[Any] = field(default_factory=list)


@dataclass
class Dag:
    """`(operator:$bind arg, arg, ...)`."""

    position: Position | None
    operator: str
    bind: str | None = None
    args: list[Any] = field(default_factory=list)


Node = Union[Leaf, Text, Number, ListNode, Dag]


class DagParser:
    """Recursive descent over one located string."""

    def __init__(self, text: LocatedStr | str) -> None:
        self.text = str(text)
        self.located = text if isinstance(text, LocatedStr) else None
        self.pos = 0

    def where(self, index: int | None = None) -> Position | None:
        if self.located is None:
            return None
        index = self.pos if index is None else index
        before = self.text[:index]
        line = before.count("\n")
        if line == 0:
            return self.located.position_at(index)
        start = self.located.position
        return Position(start.file, start.line + line, index - before.rfind("\n"))

    def error(self, message: str, index: int | None = None) -> RecordError:
        return RecordError(self.where(index), message)

    def skip(self) -> None:
        while self.pos < len(self.text):
            if self.text[self.pos].isspace():
                self.pos += 1
            elif self.text.startswith("//", self.pos):
                end = self.text.find("\n", self.pos)
                self.pos = len(self.text) if end < 0 else end
            else:
                break

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos : self.pos + 1]

    def expect(self, char: str) -> None:
        if self.peek() != char:
            found = self.peek() or "end of text"
            raise self.error(f"expected '{char}', found '{found}'")
        self.pos += 1

    def at_end(self) -> bool:
        return self.peek() == ""

    # -- pieces ---------------------------------------------------------------------

    def identifier(self) -> str:
        self.skip()
        start = self.pos
        while self.pos < len(self.text) and (
            self.text[self.pos].isalnum() or self.text[self.pos] in "_:."
        ):
            if self.text[self.pos] == ":" and not self.text.startswith("::", self.pos):
                break
            if self.text[self.pos] == ":":
                self.pos += 2
                continue
            self.pos += 1
        if start == self.pos:
            raise self.error(f"expected a name, found '{self.peek() or 'end of text'}'")
        return self.text[start : self.pos]

    def angle_arguments(self) -> str:
        """`<...>` after a name, brackets and strings balanced (returned whole)."""
        start = self.pos
        depth = 0
        in_string = False
        while self.pos < len(self.text):
            char = self.text[self.pos]
            if in_string:
                if char == "\\":
                    self.pos += 1
                elif char == '"':
                    in_string = False
            elif char == '"':
                in_string = True
            elif char == "<":
                depth += 1
            elif char == ">":
                depth -= 1
                if depth == 0:
                    self.pos += 1
                    return self.text[start : self.pos]
            self.pos += 1
        raise self.error("unbalanced '<'", start)

    def name_expression(self) -> str:
        name = self.identifier()
        if self.pos < len(self.text) and self.text[self.pos] == "<":
            name += self.angle_arguments()
        return name

    def symbol(self) -> str:
        self.expect("$")
        start = self.pos
        while self.pos < len(self.text) and (
            self.text[self.pos].isalnum() or self.text[self.pos] == "_"
        ):
            self.pos += 1
        if start == self.pos:
            raise self.error("expected a symbol name after '$'")
        return self.text[start : self.pos]

    def string(self) -> Text:
        self.skip()
        start = self.pos
        self.pos += 1
        out = []
        while self.pos < len(self.text) and self.text[self.pos] != '"':
            if self.text[self.pos] == "\\" and self.pos + 1 < len(self.text):
                self.pos += 1
            out.append(self.text[self.pos])
            self.pos += 1
        if self.pos >= len(self.text):
            raise self.error("unterminated string", start)
        self.pos += 1
        return Text(self.where(start), "".join(out))

    # -- values ---------------------------------------------------------------------

    def value(self) -> Node:
        char = self.peek()
        start = self.pos
        if char == "(":
            return self.dag()
        if char == "[":
            self.pos += 1
            items = self.items("]")
            return ListNode(self.where(start), items)
        if char == '"':
            return self.string()
        if char == "$":
            return Leaf(self.where(start), None, self.symbol())
        if char.isdigit() or char == "-":
            self.pos += 1
            while self.pos < len(self.text) and self.text[self.pos].isdigit():
                self.pos += 1
            return Number(self.where(start), int(self.text[start : self.pos]))
        if char.isalpha() or char == "_":
            expr = self.name_expression()
            bind = None
            if self.peek() == ":" and not self.text.startswith("::", self.pos):
                self.pos += 1
                bind = self.symbol()
            return Leaf(self.where(start), expr, bind)
        raise self.error(f"unexpected '{char or 'end of text'}'")

    def items(self, close: str) -> list[Node]:
        items: list[Node] = []
        if self.peek() == close:
            self.pos += 1
            return items
        while True:
            items.append(self.value())
            if self.peek() == ",":
                self.pos += 1
                continue
            self.expect(close)
            return items

    def dag(self) -> Dag:
        self.skip()
        start = self.pos
        self.expect("(")
        operator = self.name_expression()
        bind = None
        if self.peek() == ":" and not self.text.startswith("::", self.pos):
            self.pos += 1
            bind = self.symbol()
        args: list[Node] = []
        if self.peek() != ")":
            args = self.items(")")
        else:
            self.pos += 1
        return Dag(self.where(start), operator, bind, args)


@dataclass
class PatternText:
    """A `Pat<...>` or `Pattern<...>` record, parsed."""

    kind: str
    source: Dag
    results: list[Node]
    constraints: list[Node]
    benefit: int
    position: Position | None


def parse_record(text: LocatedStr | str) -> tuple[str, Any]:
    """A `patterns:` entry: ("pattern", PatternText), ("native", (expr, count, void))
    or ("constraint", (pred, summary, is_type))."""
    parser = DagParser(text)
    start = parser.pos
    head = parser.identifier()
    position = parser.where(start)
    if head in ("NativeCodeCall", "NativeCodeCallVoid"):
        parser.expect("<")
        body = parser.string()
        count = 1
        if parser.peek() == ",":
            parser.pos += 1
            count = parser.value().value  # type: ignore[union-attr]
        parser.expect(">")
        return "native", (body.value, 0 if head.endswith("Void") else count)
    if head not in ("Pat", "Pattern"):
        raise RecordError(
            position,
            f"expected Pat<...>, Pattern<...>, NativeCodeCall<...> or "
            f"NativeCodeCallVoid<...>, found '{head}'",
        )
    parser.expect("<")
    args = [parser.value()]
    while parser.peek() == ",":
        parser.pos += 1
        args.append(parser.value())
    parser.expect(">")
    if not parser.at_end():
        raise parser.error("unexpected text after the pattern")
    source = args[0]
    if not isinstance(source, Dag):
        raise RecordError(position, "the source pattern must be a dag")
    if len(args) < 2:
        raise RecordError(position, f"{head} needs a result pattern")
    results = args[1]
    if head == "Pattern":
        if not isinstance(results, ListNode):
            raise RecordError(position, "Pattern takes a list of result patterns")
        result_list = results.items
    else:
        result_list = [results]
    constraints: list[Node] = []
    benefit = 0
    for extra in args[2:]:
        if isinstance(extra, ListNode):
            if extra is args[2]:
                constraints = extra.items
            elif extra.items:
                raise RecordError(
                    extra.position, "supplemental patterns are not supported"
                )
        elif isinstance(extra, Dag) and extra.operator == "addBenefit":
            if len(extra.args) != 1 or not isinstance(extra.args[0], Number):
                raise RecordError(extra.position, "addBenefit takes one integer")
            benefit = extra.args[0].value
        else:
            raise RecordError(
                getattr(extra, "position", position),
                "expected a constraint list or (addBenefit N)",
            )
    return "pattern", PatternText(
        head, source, result_list, constraints, benefit, position
    )
