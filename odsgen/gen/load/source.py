"""Loading record files: YAML with the file, line and column of every value.

The loader is YAML's safe loader, building `Located` values: strings, lists
and mappings that remember where they were written, so that every later
error can name the exact place in the record file.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import yaml

from ...records import RecordFile


@dataclass(frozen=True)
class Position:
    """A place in a record file (1-based line and column)."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"

    def shifted(self, offset: int) -> Position:
        """The position `offset` characters further on the same line."""
        return Position(self.file, self.line, self.column + offset)


class RecordError(Exception):
    """A mistake in the records, reported as `file:line:col: error: message`."""

    def __init__(self, position: Position | None, message: str) -> None:
        super().__init__(message)
        self.position = position
        self.message = message

    def __str__(self) -> str:
        where = f"{self.position}: " if self.position is not None else ""
        return f"{where}error: {self.message}"


class RecordErrors(RecordError):
    """Several independent mistakes, reported together, sorted by place."""

    def __init__(self, errors: list[RecordError]) -> None:
        ordered = sorted(errors, key=_place)
        super().__init__(ordered[0].position, ordered[0].message)
        self.errors = ordered

    def __str__(self) -> str:
        return "\n".join(RecordError.__str__(error) for error in self.errors)


def _place(error: RecordError) -> tuple[bool, str, int, int]:
    position = error.position
    if position is None:
        return (True, "", 0, 0)
    return (False, position.file, position.line, position.column)


class ErrorCollector:
    """Gathers the `RecordError`s of independent steps (`with collector.step():`)
    so that one run reports them all."""

    def __init__(self) -> None:
        self.errors: list[RecordError] = []

    @contextlib.contextmanager
    def step(self) -> Iterator[None]:
        """Run a step; its error is kept, and the next step runs."""
        try:
            yield
        except RecordErrors as errors:
            self.errors.extend(errors.errors)
        except RecordError as error:
            self.errors.append(error)

    def raise_errors(self) -> None:
        """Raise what was gathered, if anything."""
        if self.errors:
            raise RecordErrors(self.errors)


class LocatedStr(str):
    """A string with the position it was written at.

    `text_offset` is how far its first character lies after `position`
    (1 for a quoted YAML scalar), so positions inside it can be reported.
    A literal block scalar (`|`) has a `block_indent`: its text starts on the
    line after `position`, each line that many columns in. In a `folded` one
    (`>`) YAML joined the lines: no place in the text maps to the file.
    """

    position: Position
    text_offset: int
    block_indent: int | None
    folded: bool

    def __new__(
        cls,
        value: str,
        position: Position,
        text_offset: int = 0,
        block_indent: int | None = None,
        folded: bool = False,
    ) -> LocatedStr:
        self = super().__new__(cls, value)
        self.position = position
        self.text_offset = text_offset
        self.block_indent = block_indent
        self.folded = folded
        return self

    def position_at(self, index: int) -> Position:
        """The position of character `index` (on the first line)."""
        return self.position.shifted(self.text_offset + index)

    def text_position(self, line: int, column: int) -> Position:
        """The position of 1-based `line` and `column` of the text: exact on
        the first line of an inline scalar and in a literal block, else (YAML
        folded the lines) the scalar's own position."""
        start = self.position
        if self.block_indent is not None:
            return Position(start.file, start.line + line, self.block_indent + column)
        if line == 1 and not self.folded:
            return self.position_at(column - 1)
        return start


class LocatedList(list):
    """A list with the position it was written at."""

    position: Position


class LocatedDict(dict):
    """A mapping with the position of itself and of each key."""

    position: Position
    key_positions: dict[str, Position]


def position_of(value: Any, default: Position | None = None) -> Position | None:
    """Where `value` was written, if it was loaded from a file."""
    return getattr(value, "position", default)


class _LocatingLoader(yaml.SafeLoader):
    """SafeLoader whose values carry their positions."""

    filename = "<records>"
    _depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:  # type: ignore[override]
        """Compose a node, failing past `MAX_DEPTH` (composing recurses)."""
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark
                raise RecordError(
                    Position(self.filename, mark.line + 1, mark.column + 1),
                    f"YAML nested deeper than {MAX_DEPTH} levels",
                )
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def _position(self, node: yaml.Node) -> Position:
        mark = node.start_mark
        return Position(self.filename, mark.line + 1, mark.column + 1)

    def construct_yaml_str(self, node: yaml.ScalarNode) -> LocatedStr:  # type: ignore[override]
        offset = 1 if node.style in ('"', "'") else 0
        indent = _block_indent(node) if node.style == "|" else None
        return LocatedStr(
            self.construct_scalar(node),
            self._position(node),
            offset,
            indent,
            folded=node.style == ">",
        )

    def construct_yaml_seq(self, node: yaml.SequenceNode):  # type: ignore[override]
        result = LocatedList()
        result.position = self._position(node)
        yield result
        result.extend(self.construct_sequence(node, deep=True))

    def construct_yaml_map(self, node: yaml.MappingNode):  # type: ignore[override]
        result = LocatedDict()
        result.position = self._position(node)
        result.key_positions = {}
        yield result
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, str):
                raise RecordError(
                    self._position(key_node), "keys must be names (strings)"
                )
            if key in result:
                raise RecordError(self._position(key_node), f"duplicate key '{key}'")
            result[LocatedStr(key, self._position(key_node))] = self.construct_object(
                value_node, deep=True
            )
            result.key_positions[key] = self._position(key_node)


def _block_indent(node: yaml.ScalarNode) -> int:
    """How many columns a block scalar's lines are indented by in the file
    (0 if the loader was not given the text)."""
    mark = node.start_mark
    if mark.buffer is None:
        return 0
    start = mark.buffer.find("\n", mark.pointer) + 1
    for line in mark.buffer[start : node.end_mark.pointer].splitlines():
        if line.strip():
            return len(line) - len(line.lstrip(" "))
    return 0


_LocatingLoader.add_constructor(
    "tag:yaml.org,2002:str", _LocatingLoader.construct_yaml_str
)
_LocatingLoader.add_constructor(
    "tag:yaml.org,2002:seq", _LocatingLoader.construct_yaml_seq
)
_LocatingLoader.add_constructor(
    "tag:yaml.org,2002:map", _LocatingLoader.construct_yaml_map
)


# Bounds of what a record file may hold: its size, how deep its collections
# nest, and how many values it holds once its aliases are expanded.
MAX_FILE_BYTES = 4 << 20
MAX_DEPTH = 64
MAX_VALUES = 200_000


def load_yaml(text: str, filename: str) -> Any:
    """Parse YAML text, returning located values; syntax errors and text past
    the bounds above become `RecordError`."""
    if len(text) > MAX_FILE_BYTES:
        raise RecordError(
            Position(filename, 1, 1),
            f"record file larger than {MAX_FILE_BYTES >> 20} MiB",
        )
    try:
        loader = _LocatingLoader(text)
    except yaml.reader.ReaderError as error:
        raise RecordError(
            _offset_position(text, error.position, filename),
            f"YAML syntax: {error.reason}: {chr(error.character)!r}",
        ) from None
    loader.filename = filename
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _check_bounds(node, filename)
        return loader.construct_document(node)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        position = Position(filename, mark.line + 1, mark.column + 1) if mark else None
        problem = error.problem or error.context or "invalid YAML"
        raise RecordError(position, f"YAML syntax: {problem}") from None
    except yaml.YAMLError as error:
        raise RecordError(Position(filename, 1, 1), f"YAML syntax: {error}") from None
    finally:
        loader.dispose()


def _offset_position(text: str, offset: int, filename: str) -> Position:
    line = text.count("\n", 0, offset) + 1
    return Position(filename, line, offset - (text.rfind("\n", 0, offset) + 1) + 1)


def _check_bounds(root: yaml.Node, filename: str) -> None:
    """Fail unless the node graph nests at most `MAX_DEPTH` deep and holds at
    most `MAX_VALUES` values with its aliases expanded (an alias is the node
    it names, shared: "billion laughs" text is small but expands hugely)."""
    sizes: dict[int, int] = {}
    # Nodes to enter (False) or to total up once their children are (True).
    stack: list[tuple[yaml.Node, int, bool]] = [(root, 1, False)]
    on_path: set[int] = set()
    while stack:
        node, depth, done = stack.pop()
        children = _children(node)
        if done:
            on_path.discard(id(node))
            size = 1 + sum(sizes[id(child)] for child in children)
            if size > MAX_VALUES:
                raise RecordError(
                    _mark(node, filename),
                    f"YAML aliases expand to more than {MAX_VALUES} values",
                )
            sizes[id(node)] = size
            continue
        if id(node) in sizes:
            continue
        if id(node) in on_path:
            raise RecordError(_mark(node, filename), "a YAML alias refers to itself")
        if depth > MAX_DEPTH:
            raise RecordError(
                _mark(node, filename), f"YAML nested deeper than {MAX_DEPTH} levels"
            )
        if not children:
            sizes[id(node)] = 1
            continue
        on_path.add(id(node))
        stack.append((node, depth, True))
        for child in children:
            if id(child) in on_path:
                raise RecordError(
                    _mark(child, filename), "a YAML alias refers to itself"
                )
            if id(child) not in sizes:
                stack.append((child, depth + 1, False))


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [item for pair in node.value for item in pair]
    return []


def _mark(node: yaml.Node, filename: str) -> Position:
    mark = node.start_mark
    return Position(filename, mark.line + 1, mark.column + 1)


def load_file(path: Path, display_name: str | None = None) -> Any:
    """Load one YAML record file."""
    name = display_name or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(Position(name, 1, 1), f"cannot read: {error}") from None
    return load_yaml(text, name)


def located(value: Any, position: Position) -> Any:
    """`value` (plain Python data) as located values, all at `position`."""
    if isinstance(value, str):
        return LocatedStr(value, position)
    if isinstance(value, (list, tuple)):
        result = LocatedList(located(v, position) for v in value)
        result.position = position
        return result
    if isinstance(value, dict):
        mapping = LocatedDict()
        mapping.position = position
        mapping.key_positions = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise RecordError(position, "keys must be names (strings)")
            mapping[LocatedStr(key, position)] = located(item, position)
            mapping.key_positions[key] = position
        return mapping
    return value


def load_python(path: Path, display_name: str | None = None) -> Any:
    """Run a Python record file and return its `records` as located data."""
    import runpy
    import traceback

    name = display_name or str(path)
    try:
        namespace = runpy.run_path(str(path), run_name="__odsgen_records__")
    except Exception as error:  # a mistake in the record file itself
        frames = [
            f
            for f in traceback.extract_tb(error.__traceback__)
            if f.filename == str(path)
        ]
        line = frames[-1].lineno if frames else 1
        raise RecordError(
            Position(name, line or 1, 1), f"{type(error).__name__}: {error}"
        ) from None
    records = namespace.get("records")
    if not isinstance(records, RecordFile):
        raise RecordError(
            Position(name, 1, 1),
            "a Python record file must define `records = RecordFile(...)`",
        )
    data: dict[str, Any] = {}
    data_position = Position(name, records.dialect_line, 1)
    data["dialect"] = located(records.dialect, data_position)
    result = located(data, data_position)
    for section, entries in records.sections.items():
        if not entries:
            continue
        section_map = LocatedDict()
        section_map.position = data_position
        section_map.key_positions = {}
        for key, (body, line) in entries.items():
            position = Position(name, line, 1)
            section_map[LocatedStr(key, position)] = located(body, position)
            section_map.key_positions[key] = position
        result[LocatedStr(section, data_position)] = section_map
        result.key_positions[section] = data_position
    return result
