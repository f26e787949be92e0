"""Diagnostics in MLIR's form: severity, location, message and attached notes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .location import (
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    Location,
    NameLoc,
    UnknownLoc,
)

if TYPE_CHECKING:
    from .operation import Operation

ERROR = "error"
WARNING = "warning"
REMARK = "remark"
NOTE = "note"


class Diagnostic:
    """One diagnostic with optional notes, as MLIR's `Diagnostic`."""

    __slots__ = ("severity", "location", "message", "notes")

    def __init__(self, severity: str, location: Location, message: str) -> None:
        self.severity = severity
        self.location = location
        self.message = message
        self.notes: list[Diagnostic] = []

    def attach_note(self, message: str, location: Location | None = None) -> Diagnostic:
        """Add a note (at `location`, default this diagnostic's) and return it."""
        note = Diagnostic(
            NOTE, location if location is not None else self.location, message
        )
        self.notes.append(note)
        return note

    def __str__(self) -> str:
        return f"{format_location(self.location)}: {self.severity}: {self.message}"


class DiagnosticError(Exception):
    """Raised to abandon work after a diagnostic (verification or parsing failure).

    `op` is the operation the diagnostic was emitted on, if any: tools show
    it in a "see current operation" note, as MLIR does.
    """

    def __init__(self, diagnostic: Diagnostic, op: Operation | None = None) -> None:
        super().__init__(str(diagnostic))
        self.diagnostic = diagnostic
        self.op = op


def file_line_col(location: Location) -> FileLineColLoc | None:
    """The first file:line:col position inside `location`, as MLIR's handler finds it."""
    stack = [location]
    while stack:
        loc = stack.pop()
        if isinstance(loc, FileLineColLoc):
            return loc
        if isinstance(loc, NameLoc):
            stack.append(loc.child)
        elif isinstance(loc, CallSiteLoc):
            stack.append(loc.callee)
        elif isinstance(loc, FusedLoc):
            stack.extend(reversed(loc.locations))
    return None


def format_location(location: Location) -> str:
    """`file:line:col` for file locations, else the location's own text."""
    found = file_line_col(location)
    if found is not None:
        return f"{found.filename}:{found.line}:{found.column}"
    if isinstance(location, UnknownLoc):
        return "loc(unknown)"
    return location.text


def op_error(op: Operation, message: str) -> DiagnosticError:
    """`'name' op message` at the operation's location (MLIR's emitOpError)."""
    return DiagnosticError(
        Diagnostic(ERROR, op.location, f"'{op.name}' op {message}"), op
    )


def emit_error(op: Operation, message: str) -> DiagnosticError:
    """`message` at the operation's location, about that operation (MLIR's op.emitError)."""
    return DiagnosticError(Diagnostic(ERROR, op.location, message), op)


def error_at(location: Location, message: str) -> DiagnosticError:
    """An error at `location` (MLIR's emitError)."""
    return DiagnosticError(Diagnostic(ERROR, location, message))


def with_note(
    error: DiagnosticError, message: str, location: Any = None
) -> DiagnosticError:
    """`error` with a note attached."""
    error.diagnostic.attach_note(message, location)
    return error
