"""`--verify-diagnostics`: check emitted diagnostics against `expected-*` comments.

The comments follow MLIR 16: `expected-error`, `-warning`, `-remark` or
`-note`, optionally `-re` for a regular expression (`{{...}}` spans inside
the text), optionally `@+N`, `@-N`, `@above` or `@below`, then `{{text}}`.
A diagnostic matches an expectation on its line whose text it contains.
"""

from __future__ import annotations

import re
from typing import Sequence

from ..ir.diagnostics import ERROR, Diagnostic
from ..ir.location import FileLineColLoc
from .source import SourceBuffer, write_diagnostic

# An `expected-*` comment (compiled when `--verify-diagnostics` reads one
# file: most runs never need it).
_EXPECTED = r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *\{\{(.*)\}\}$"


class Expectation:
    """One `expected-*` comment: its kind, the line it expects a diagnostic
    on, the line and column it is written at, its text (a `regex` for the
    `-re` form), and whether a diagnostic matched it."""

    __slots__ = ("kind", "line", "source_line", "column", "text", "regex", "matched")

    def __init__(
        self, kind: str, line: int, source_line: int, column: int, text: str
    ) -> None:
        self.kind = kind
        self.line = line
        self.source_line = source_line
        self.column = column
        self.text = text
        self.regex: re.Pattern[str] | None = None
        self.matched = False

    def matches(self, message: str) -> bool:
        if self.regex is not None:
            return self.regex.search(message) is not None
        return self.text in message


def _compile_regex(text: str) -> re.Pattern[str]:
    """MLIR's `-re` form: `{{regex}}` spans inside literal text."""
    pattern = []
    index = 0
    while index < len(text):
        start = text.find("{{", index)
        if start < 0:
            pattern.append(re.escape(text[index:]))
            break
        end = text.find("}}", start + 2)
        if end < 0:
            pattern.append(re.escape(text[index:]))
            break
        pattern.append(re.escape(text[index:start]))
        pattern.append("(" + text[start + 2 : end] + ")")
        index = end + 2
    return re.compile("".join(pattern))


def collect_expectations(buffer: SourceBuffer) -> list[Expectation]:
    """Every `expected-*` comment of the buffer, with the line it applies to."""
    expectations: list[Expectation] = []
    pending_below: list[Expectation] = []
    lines = buffer.text.split("\n")
    expected = re.compile(_EXPECTED)
    last_plain_line = 0
    for index, raw in enumerate(lines):
        line_no = index + 1
        match = expected.search(raw.rstrip())
        if match is None:
            for expectation in pending_below:
                expectation.line = line_no
            pending_below.clear()
            last_plain_line = line_no
            continue
        kind, is_re, _, offset, text = match.groups()
        expectation = Expectation(kind, line_no, line_no, match.start() + 1, text)
        if is_re:
            expectation.regex = _compile_regex(text)
        if offset:
            if offset[0] in "+-":
                delta = int(offset[1:])
                expectation.line += delta if offset[0] == "+" else -delta
            elif offset == "above":
                expectation.line = last_plain_line
            else:
                pending_below.append(expectation)
                expectation.line = len(lines)
        expectations.append(expectation)
    return expectations


class DiagnosticVerifier:
    """Matches the diagnostics of one buffer against its expectations."""

    def __init__(self, buffer: SourceBuffer) -> None:
        self.buffer = buffer
        self.expectations = collect_expectations(buffer)
        self.problems: list[Diagnostic] = []

    def process(self, diagnostic: Diagnostic) -> None:
        """Check a diagnostic and its notes."""
        self._process_one(diagnostic)
        for note in diagnostic.notes:
            self._process_one(note)

    def _process_one(self, diagnostic: Diagnostic) -> None:
        location = diagnostic.location
        if (
            not isinstance(location, FileLineColLoc)
            or location.filename != self.buffer.name
        ):
            self.problems.append(
                Diagnostic(
                    ERROR,
                    location,
                    f"unexpected {diagnostic.severity}: {diagnostic.message}",
                )
            )
            return
        near_miss = None
        for expectation in self.expectations:
            if expectation.line == location.line and expectation.matches(
                diagnostic.message
            ):
                if expectation.kind == diagnostic.severity:
                    expectation.matched = True
                    return
                near_miss = expectation
        if near_miss is not None:
            message = (
                f"'{diagnostic.severity}' diagnostic emitted when expecting a"
                f" '{near_miss.kind}'"
            )
        else:
            message = f"unexpected {diagnostic.severity}: {diagnostic.message}"
        self.problems.append(Diagnostic(ERROR, location, message))

    def finish(self) -> list[Diagnostic]:
        """The problems found, with an error for each expectation never met."""
        for expectation in self.expectations:
            if not expectation.matched:
                location = FileLineColLoc.get(
                    self.buffer.name, expectation.source_line, expectation.column
                )
                self.problems.append(
                    Diagnostic(
                        ERROR,
                        location,
                        f'expected {expectation.kind} "{expectation.text}" was not produced',
                    )
                )
        return self.problems


def report_chunk(
    diagnostics: list[Diagnostic],
    buffer: SourceBuffer,
    verifier: DiagnosticVerifier | None,
    reported: Sequence[Diagnostic] = (),
) -> bool:
    """Write one chunk's diagnostics (with `verifier`: only where they differ
    from the expected ones); whether the chunk succeeded.

    `reported` are errors passes reported before (or without) failing: they
    come first and, alone, leave the success as it is."""
    buffers = {buffer.name: buffer}
    if verifier is not None:
        for diagnostic in (*reported, *diagnostics):
            verifier.process(diagnostic)
        problems = verifier.finish()
        for problem in problems:
            write_diagnostic(problem, buffers)
        return not problems
    for diagnostic in (*reported, *diagnostics):
        write_diagnostic(diagnostic, buffers)
    return not diagnostics
