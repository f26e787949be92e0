"""Regular expressions compiled ahead of time.

`re` compiles a pattern in Python: it parses the pattern, then emits the
program that its C matcher (`_sre`) runs. The 40 patterns a run of
odsgen-opt asks for (the lexer's, the line memos'...) took some 30 million
instructions to compile, an eighth of its start-up. Their programs are kept
in `_regex_table.py` (written by `python -m odsgen.tools.regex_table`), and
`preload`, which `import odsgen` runs, hands them to `re`'s cache, where
`re.compile` then finds each: the cache makes a pattern's `re.Pattern` from
its program when it is first asked for (making all 71 up front cost 5.3
million instructions; odsgen-opt asks for 34 of them).

A program is the one `re` itself compiles from the pattern (equal patterns:
same text, flags and program; tests/test_regex_table.py compares them), and
is used only by the Python it was compiled for (its exact version, since
`re`'s compiler changes within a minor version, 3.11.5's possessive repeats
with the same `_sre.MAGIC`; and a little-endian machine): on another the
table is left alone and `re` compiles as usual. A pattern missing from the
table, or changed since, is compiled by `re` as usual too, and so is one
whose program `_sre` rejects.
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
    words = _table_words()
    start = 0
    for entry in _regex_table.PATTERNS:
        yield entry, _compiled(entry, words, start)
        start += entry[3]


def _table_words() -> memoryview:
    """The words of all the table's programs, one after another."""
    import zlib

    return memoryview(zlib.decompress(_regex_table.PROGRAMS)).cast("I")


def _compiled(entry: tuple, words: memoryview, start: int) -> re.Pattern:
    """The pattern of the table's `entry`, whose program starts at word
    `start` of `words` (RuntimeError, or another error, if `_sre` rejects it)."""
    pattern, _, flags, length, groups, group_index = entry
    index_group: list[str | None] = [None] * (groups + 1)
    for name, index in group_index.items():
        index_group[index] = name
    program = words[start : start + length].tolist()
    return _sre.compile(
        pattern, flags, program, groups, dict(group_index), tuple(index_group)
    )


class TableCache(dict[tuple, re.Pattern]):
    """`re`'s cache of compiled patterns (`re._cache`: `re._compile` looks a
    pattern up by its type, text and the flags asked for), which also holds
    the table's patterns not asked for yet: the first lookup of one makes
    it from its program and keeps it; one whose program `_sre` rejects is
    missing, and `re` compiles it."""

    __slots__ = ("pending", "words")

    def __init__(self, cached: dict[tuple, re.Pattern], words: memoryview) -> None:
        super().__init__(cached)
        # Key -> (table entry, start of its program in `words`).
        self.pending: dict[tuple, tuple[tuple, int]] = {}
        self.words = words

    def __missing__(self, key: tuple) -> re.Pattern:
        entry, start = self.pending.pop(key)  # KeyError: not in the table
        try:
            compiled = _compiled(entry, self.words, start)
        except Exception:  # a program `_sre` rejects, a damaged table...
            raise KeyError(key) from None
        self[key] = compiled
        return compiled


def preload() -> None:
    """Hand the table's patterns to `re`'s cache, which makes each when first
    asked for (if the table is for this Python; else nothing)."""
    if not table_applies():
        return
    try:
        words = _table_words()
    except Exception:  # a damaged table: `import odsgen` runs this
        return
    cache = re._cache  # type: ignore[attr-defined]
    if not isinstance(cache, TableCache):
        cache = TableCache(cache, words)
        re._cache = cache  # type: ignore[attr-defined]
    cache.words = words
    cache.pending.clear()
    start = 0
    for entry in _regex_table.PATTERNS:
        pattern, asked_flags, *_ = entry
        key = (type(pattern), pattern, asked_flags)
        if key not in cache:
            cache.pending.setdefault(key, (entry, start))
        start += entry[3]
