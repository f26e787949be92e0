"""Python record files: records written by code, where a loop says it better.

A file `defs/<dialect>/*.py` builds a `RecordFile` named `records`; the
generator runs it and reads what it holds exactly as it reads a YAML file:

    from odsgen.records import RecordFile

    records = RecordFile(dialect="llvm")
    for name in ("fabs", "ceil", "floor"):
        records.op(f"{name.capitalize()}Op", is_=f'UnaryIntrinsic<"{name}">')

Field names are the YAML keys; `is_` stands for `is`, and `append=` holds
`field+` entries. Errors name the line of the call that made the record.
"""

from __future__ import annotations

import inspect
from typing import Any

SECTIONS = ("classes", "constraints", "ops", "types", "attributes", "enums")


class RecordFile:
    """The records of one Python record file, with the line of each call."""

    def __init__(self, dialect: str | dict[str, Any]) -> None:
        self.dialect = dialect
        self.dialect_line = _caller_line()
        self.sections: dict[str, dict[str, tuple[Any, int]]] = {s: {} for s in SECTIONS}

    def _add(
        self,
        section: str,
        name: str,
        fields: dict[str, Any],
        append: dict[str, Any] | None,
    ) -> None:
        line = _caller_line(2)
        body = {("is" if key == "is_" else key): value for key, value in fields.items()}
        for key, value in (append or {}).items():
            body[key + "+"] = value
        if name in self.sections[section]:
            raise ValueError(f"{section[:-1]} '{name}' is defined twice")
        self.sections[section][name] = (body, line)

    def op(
        self, name: str, append: dict[str, Any] | None = None, **fields: Any
    ) -> None:
        """An operation record (same fields as in YAML)."""
        self._add("ops", name, fields, append)

    def cls(
        self, header: str, append: dict[str, Any] | None = None, **fields: Any
    ) -> None:
        """A class record; `header` is `Name` or `Name<params>`."""
        self._add("classes", header, fields, append)

    def constraint(self, name: str, **fields: Any) -> None:
        self._add("constraints", name, fields, None)

    def type(self, name: str, **fields: Any) -> None:
        self._add("types", name, fields, None)

    def attribute(self, name: str, **fields: Any) -> None:
        self._add("attributes", name, fields, None)

    def enum(self, name: str, **fields: Any) -> None:
        self._add("enums", name, fields, None)


def _caller_line(depth: int = 1) -> int:
    frame = inspect.currentframe()
    for _ in range(depth + 1):
        assert frame is not None
        frame = frame.f_back
    return frame.f_lineno if frame is not None else 1
