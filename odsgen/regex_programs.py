"""Regular expressions compiled ahead of time.

`re` compiles a pattern in Python: it parses the pattern, then emits the
program that its C matcher (`_sre`) runs. The 40 patterns a run of
odsgen-opt asks for (the lexer's, the line memos'...) took some 30 million
instructions to compile, an eighth of its start-up. Their programs are kept
in `_regex_table.py` (written by `python -m odsgen.tools.regex_table`), and
`preload`, which `import odsgen` runs, makes each into its `re.Pattern` and
puts it in `re`'s cache, where `re.compile` then finds it.

A program is the one `re` itself compiles from the pattern (equal patterns:
same text, flags and program; tests/test_regex_table.py compares them), and
is used only by the Python it was compiled for (its exact version, since
`re`'s compiler changes within a minor version, 3.11.5's possessive repeats
with the same `_sre.MAGIC`; and a little-endian machine): on another the
table is left alone and `re` compiles as usual. A pattern missing from the
table, or changed since, is compiled by `re` as usual too, and so are all of
them if `_sre` rejects one of the table's programs.
"""

from __future__ import annotations

import re
import sys
from typing import Iterator

import _sre

from . import _regex_table


def table_applies() -> bool:
    """Whether the table's programs are for this Python's `re`."""
    return (
        _regex_table.PYTHON == sys.version_info[:3]
        and _regex_table.MAGIC == _sre.MAGIC
        and _sre.CODESIZE == 4
        and sys.byteorder == "little"
    )


def table_patterns() -> Iterator[tuple[tuple, re.Pattern]]:
    """Each entry of the table's `PATTERNS` with its compiled pattern."""
    import zlib

    words = memoryview(zlib.decompress(_regex_table.PROGRAMS)).cast("I")
    start = 0
    for entry in _regex_table.PATTERNS:
        pattern, _, flags, length, groups, group_index = entry
        index_group: list[str | None] = [None] * (groups + 1)
        for name, index in group_index.items():
            index_group[index] = name
        program = words[start : start + length].tolist()
        start += length
        compiled = _sre.compile(
            pattern, flags, program, groups, dict(group_index), tuple(index_group)
        )
        yield entry, compiled


def preload() -> None:
    """Put the table's patterns in `re`'s cache (if they are for this Python
    and `_sre` takes each of their programs; else none of them)."""
    if not table_applies():
        return
    try:
        table = list(table_patterns())
    except Exception:  # a program `_sre` rejects, a damaged table...
        # `import odsgen` runs this: `re` compiles the patterns as usual.
        return
    # `re._compile` (CPython 3.11) looks a pattern up in `re._cache` by its
    # type, text and the flags asked for.
    cache: dict[tuple, re.Pattern] = re._cache  # type: ignore[attr-defined]
    for (pattern, asked_flags, *_), compiled in table:
        cache.setdefault((type(pattern), pattern, asked_flags), compiled)
