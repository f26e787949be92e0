"""Reading the assembly format cases of mlir-tblgen's tests (`.td` files).

Only what those tests use: `def`s of ops (`TestFormat_Op<[{format}], [traits]>`
with `Arguments<(ins ...)>`, `Results<(outs ...)>`, `let regions = (region ...)`,
`let successors = (successor ...)`) and of types and attributes (`let
parameters = (ins ...)`, `let assemblyFormat = ...`), with their `CHECK` lines.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

CLOSERS = {"(": ")", "[": "]", "<": ">", "{": "}"}


@dataclass
class TdCase:
    """One `def` with an assembly format, and the diagnostics its CHECK lines expect."""

    name: str
    format: str
    header: str
    checks: list[tuple[str, str]] = field(default_factory=list)
    arguments: list[tuple[str, str]] = field(default_factory=list)
    results: list[tuple[str, str]] = field(default_factory=list)
    regions: list[tuple[str, str]] = field(default_factory=list)
    successors: list[tuple[str, str]] = field(default_factory=list)
    traits: list[str] = field(default_factory=list)
    parameters: list[tuple[str, str]] = field(default_factory=list)


def _scan(text: str, start: int = 0) -> Iterator[tuple[int, str, int, bool]]:
    """Each character of `text` from `start`: its index, the bracket depth
    after it and whether it is inside a string."""
    depth, quoted = 0, False
    for index in range(start, len(text)):
        char = text[index]
        if char == '"':
            quoted = not quoted
        elif not quoted and char in CLOSERS:
            depth += 1
        elif not quoted and char in CLOSERS.values():
            depth -= 1
        yield index, char, depth, quoted


def _group(text: str, start: int) -> str:
    """The text inside the bracket at `start` (nested brackets and strings skipped)."""
    for index, char, depth, quoted in _scan(text, start):
        if depth == 0 and not quoted and char in CLOSERS.values():
            return text[start + 1 : index]
    raise ValueError(f"unclosed bracket at offset {start}")


def _split(text: str) -> list[str]:
    """`text` split at its top-level commas."""
    items, current = [], ""
    for _, char, depth, quoted in _scan(text):
        if char == "," and depth == 0 and not quoted:
            items.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        items.append(current.strip())
    return items


def _dag(text: str, operator: str) -> list[tuple[str, str]]:
    """`(operator constraint:$name, ...)` as (name, constraint) pairs."""
    found = re.search(rf"\({operator}\s", text)
    if found is None:
        return []
    body = _group(text, found.start())[len(operator) :]
    pairs = []
    for index, item in enumerate(_split(body)):
        constraint, _, name = item.partition(":$")
        pairs.append((name or f"unnamed{index}", constraint.strip()))
    return pairs


def _format(chunk: str) -> str | None:
    """The assembly format of the def `chunk`, if it has one."""
    found = re.search(
        r"TestFormat_Op<\[\{(.*?)\}\]"
        r'|assemblyFormat\s*=\s*(?:"((?:[^"\\]|\\.)*)"|\[\{(.*?)\}\])',
        chunk,
        re.S,
    )
    if found is None:
        return None
    code, string, block = found.groups()
    if string is not None:
        return re.sub(r"\\(.)", r"\1", string)
    return code if code is not None else block


def _traits(chunk: str) -> list[str]:
    found = re.search(r"\}\]\s*,\s*\[", chunk)
    if found is None:
        return []
    return _split(_group(chunk, found.end() - 1))


def _checks(chunk: str) -> list[tuple[str, str]]:
    """(severity, message) of each `// CHECK:` line; severity "" when not said."""
    checks = []
    for line in re.findall(r"^\s*// CHECK: (.*)$", chunk, re.M):
        severity, colon, message = line.partition(": ")
        if severity in ("error", "note") and colon:
            checks.append((severity, message))
        else:
            checks.append(("", line))
    return checks


def read_cases(path: Path) -> list[TdCase]:
    """The defs of `path` that have an assembly format.

    In op tests the CHECK lines stand between the previous def and theirs; in
    type and attribute tests, inside their def.
    """
    text = path.read_text(encoding="utf-8")
    starts = list(re.finditer(r"^def (\w+)\s*:(.*)$", text, re.M))
    cases = []
    for index, start in enumerate(starts):
        end = starts[index + 1].start() if index + 1 < len(starts) else len(text)
        chunk = text[start.start() : end]
        ops = "TestFormat_Op<" in start.group(2)
        before = starts[index - 1].start() if index else 0
        checks = _checks(text[before : start.start()] if ops else chunk)
        text_format = _format(chunk)
        if text_format is None:
            continue
        case = TdCase(start.group(1), text_format, start.group(2), checks)
        if ops:
            case.arguments = _dag(chunk, "ins")
            case.results = _dag(chunk, "outs")
            case.regions = _dag(chunk, "region")
            case.successors = _dag(chunk, "successor")
            case.traits = _traits(chunk)
        else:
            case.parameters = _dag(chunk, "ins")
        cases.append(case)
    return cases
