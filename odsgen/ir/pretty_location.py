"""Locations in the readable form of `--mlir-pretty-debuginfo` (MLIR 16's
`printLocationInternal` with `pretty` set): no `loc(...)` wrapper, file names
unquoted, `[unknown]`, call sites joined by ` at ` (on a new, unindented line
unless a named callee is called from a file location), fused locations
without the `fused` keyword. The form is for reading only: MLIR cannot parse
it back."""

from __future__ import annotations

from typing import Any

from .location import (
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    Location,
    NameLoc,
    UnknownLoc,
)
from .printing import escape_string


def print_pretty_location(out: Any, location: Location) -> None:
    """Write `location`'s readable form; nested locations go through
    `out.location`, which prints their alias where they have one."""
    write = out.write
    if isinstance(location, FileLineColLoc):
        name = location.filename if location.filename else "-"
        write(f"{name}:{location.line}:{location.column}")
    elif isinstance(location, UnknownLoc):
        write("[unknown]")
    elif isinstance(location, NameLoc):
        write(escape_string(location.name))
        if not isinstance(location.child, UnknownLoc):
            write("(")
            out.location(location.child)
            write(")")
    elif isinstance(location, CallSiteLoc):
        out.location(location.callee)
        same_line = isinstance(location.callee, NameLoc) and isinstance(
            location.caller, FileLineColLoc
        )
        write(" at " if same_line else "\n at ")
        out.location(location.caller)
    elif isinstance(location, FusedLoc):
        if location.metadata is not None:
            write("<")
            out.attribute(location.metadata)
            write(">")
        write("[")
        for index, child in enumerate(location.locations):
            if index:
                write(", ")
            out.location(child)
        write("]")
    else:
        location.print_body(out)
