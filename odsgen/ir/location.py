"""Locations: where an operation or value came from (`loc(...)`)."""

from __future__ import annotations

import weakref
from typing import Any, Sequence

from .attributes import Attribute, _new
from .context import Context
from .printing import escape_string
from .types import _unique


class Location(Attribute):
    """Base class of locations; prints as `loc(<body>)`."""

    __slots__ = ()

    def print(self, out: Any) -> None:
        out.write("loc(")
        self.print_body(out)
        out.write(")")

    def print_body(self, out: Any) -> None:
        """Write the location without the `loc(...)` wrapper."""
        raise NotImplementedError


class UnknownLoc(Location):
    """`loc(unknown)`."""

    __slots__ = ()

    @classmethod
    def _build(cls) -> UnknownLoc:
        return _new(cls)

    @classmethod
    def get(cls, context: Context | None = None) -> UnknownLoc:
        return _unique(cls, (), context)

    def print_body(self, out: Any) -> None:
        out.write("unknown")


class FileLineColLoc(Location):
    """`loc("file.mlir":3:7)`."""

    __slots__ = ("filename", "line", "column")

    @classmethod
    def _build(cls, filename: str, line: int, column: int) -> FileLineColLoc:
        self = _new(cls)
        self.filename = filename
        self.line = line
        self.column = column
        return self

    @classmethod
    def get(
        cls, filename: str, line: int, column: int, context: Context | None = None
    ) -> FileLineColLoc:
        table = cls.table_of(filename, context)
        key = (line << 32) | column if 0 <= column < 1 << 32 else (line, column)
        found = table.get(key)
        if found is None:
            found = table.setdefault(key, cls._build(filename, line, column))
        return found

    @classmethod
    def table_of(
        cls, filename: str, context: Context | None = None
    ) -> dict[Any, FileLineColLoc]:
        """The locations in file `filename` made so far, each under one
        integer, `line << 32 | column` (a location an op: no tuple), or
        under `(line, column)` for a column past 32 bits."""
        ctx = context if context is not None else Context.current()
        files = ctx._tables.get(cls)
        if files is None:
            files = ctx.table(cls)
        table = files.get(filename)
        if table is None:
            table = files.setdefault(filename, {})
        return table

    def print_body(self, out: Any) -> None:
        # MLIR prints an empty file name as "-".
        name = escape_string(self.filename) if self.filename else '"-"'
        out.write(f"{name}:{self.line}:{self.column}")


class NameLoc(Location):
    """`loc("name")` or `loc("name"(child))`."""

    __slots__ = ("name", "child")

    @classmethod
    def _build(cls, name: str, child: Location) -> NameLoc:
        self = _new(cls)
        self.name = name
        self.child = child
        return self

    @classmethod
    def get(
        cls, name: str, child: Location | None = None, context: Context | None = None
    ) -> NameLoc:
        if child is None:
            child = UnknownLoc.get(context)
        return _unique(cls, (name, child), context)

    def print_body(self, out: Any) -> None:
        out.write(escape_string(self.name))
        if not isinstance(self.child, UnknownLoc):
            out.write("(")
            out.location(self.child)
            out.write(")")

    def walk_subelements(self) -> tuple[Any, ...]:
        # Only what prints: MLIR 16 finds aliases while printing, so an
        # unknown child, which is left out, gets none.
        return () if isinstance(self.child, UnknownLoc) else (self.child,)


class CallSiteLoc(Location):
    """`loc(callsite(callee at caller))`."""

    __slots__ = ("callee", "caller")

    @classmethod
    def _build(cls, callee: Location, caller: Location) -> CallSiteLoc:
        self = _new(cls)
        self.callee = callee
        self.caller = caller
        return self

    @classmethod
    def get(
        cls, callee: Location, caller: Location, context: Context | None = None
    ) -> CallSiteLoc:
        return _unique(cls, (callee, caller), context)

    def print_body(self, out: Any) -> None:
        out.write("callsite(")
        out.location(self.callee)
        out.write(" at ")
        out.location(self.caller)
        out.write(")")

    def walk_subelements(self) -> tuple[Any, ...]:
        return (self.callee, self.caller)


class FusedLoc(Location):
    """`loc(fused[a, b])` or `loc(fused<metadata>[a, b])`."""

    __slots__ = ("locations", "metadata")

    @classmethod
    def _build(cls, locations: tuple, metadata: Attribute | None) -> FusedLoc:
        self = _new(cls)
        self.locations = locations
        self.metadata = metadata
        return self

    @classmethod
    def get(
        cls,
        locations: Sequence[Location],
        metadata: Attribute | None = None,
        context: Context | None = None,
    ) -> Location:
        """The fused location, normalized as MLIR does.

        Nested fused locations with the same metadata are flattened, unknown
        locations and duplicates dropped; what remains alone stands for itself.
        """
        flat: list[Location] = []
        for location in locations:
            children = (
                location.locations
                if isinstance(location, FusedLoc) and location.metadata is metadata
                else (location,)
            )
            for child in children:
                if not isinstance(child, UnknownLoc) and child not in flat:
                    flat.append(child)
        if not flat:
            if metadata is None:
                return UnknownLoc.get(context)
            flat.append(UnknownLoc.get(context))
        elif len(flat) == 1 and metadata is None:
            return flat[0]
        return _unique(cls, (tuple(flat), metadata), context)

    def print_body(self, out: Any) -> None:
        out.write("fused")
        if self.metadata is not None:
            out.write("<")
            out.attribute(self.metadata)
            out.write(">")
        out.write("[")
        first = True
        for location in self.locations:
            if not first:
                out.write(", ")
            first = False
            out.location(location)
        out.write("]")

    def walk_subelements(self) -> tuple[Any, ...]:
        if self.metadata is None:
            return self.locations
        return (self.metadata,) + self.locations


# -- locations kept packed ----------------------------------------------------
#
# An operation or block argument parsed from a file keeps its location as one
# integer until something asks for it (`unpack_location`): no location object
# and no uniquing entry an op. The integer is `(line << 20 | column) << 16 |
# source`, where `source` indexes `_SOURCES`: the file's name and the context
# whose uniqued `FileLineColLoc` it stands for.

_SOURCE_BITS = 16
_COLUMN_BITS = 20
_SOURCES: list[tuple[str, weakref.ref[Context]]] = []
_SOURCE_INDEX: dict[tuple[str, int], int] = {}


def source_index(filename: str, context: Context) -> int | None:
    """The index locations in `filename` (of `context`) are packed with, or
    None once `1 << 16` files have one (their locations are then objects)."""
    key = (filename, id(context))
    index = _SOURCE_INDEX.get(key)
    if index is not None and _SOURCES[index][1]() is context:
        return index
    if len(_SOURCES) >= 1 << _SOURCE_BITS:
        return None
    index = _SOURCE_INDEX[key] = len(_SOURCES)
    _SOURCES.append((filename, weakref.ref(context)))
    return index


# A packed location is `packed_line(source, line) | column << COLUMN_SHIFT`
# for a column below `COLUMN_LIMIT` (in two steps for a parser that packs
# the locations of ops line after line: the next line's is `LINE_STEP` more).
COLUMN_SHIFT = _SOURCE_BITS
COLUMN_LIMIT = 1 << _COLUMN_BITS
_LINE_SHIFT = _COLUMN_BITS + _SOURCE_BITS
LINE_STEP = 1 << _LINE_SHIFT


def packed_line(source: int, line: int) -> int:
    """The packed location of `source`'s `line` without its column."""
    return line << _LINE_SHIFT | source


def pack_location(source: int, line: int, column: int) -> int | None:
    """The packed form of `source`'s `line:column` (None if the column does
    not fit): `packed_line`'s with the column, spelt out (a call less per op)."""
    if column >> _COLUMN_BITS:
        return None
    return line << _LINE_SHIFT | column << COLUMN_SHIFT | source


def packed_line_column(packed: int) -> tuple[int, int]:
    """The line and column of a packed location."""
    position = packed >> _SOURCE_BITS
    return position >> _COLUMN_BITS, position & ((1 << _COLUMN_BITS) - 1)


def unpack_location(packed: int) -> FileLineColLoc:
    """The `FileLineColLoc` a packed location stands for."""
    filename, context = _SOURCES[packed & ((1 << _SOURCE_BITS) - 1)]
    position = packed >> _SOURCE_BITS
    return FileLineColLoc.get(
        filename,
        position >> _COLUMN_BITS,
        position & ((1 << _COLUMN_BITS) - 1),
        context(),
    )
