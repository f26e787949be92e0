"""Where a well-formed `<...>` group of a dialect symbol's body ends, found a
run of brackets at a time.

A type nested d deep (`array<1 x array<1 x ... i8>>>`) is one run of
opening brackets and one run of closing ones. Each run is matched by the
regular expression engine, its brackets picked out by string methods and
checked against the open ones a whole run at a time, so that the Python
work is per run, not per bracket. Only well-formed text is handled:
wherever the parser's own bracket scan would report an error (an unmatched
bracket, a bad string literal, a NUL character, the end of the text),
`group_end` answers -1 and the caller scans again bracket by bracket for
MLIR's diagnostic.

`KnownGroups` keeps the long outermost groups met twice: one spelled again
ends where it did (typed-pointer code spells the same struct types over and
over), found without a scan.
"""

from __future__ import annotations

import re
from array import array
from itertools import islice

from .lexer import CHECKED_STRING

# Characters a run holds besides its brackets, `"`, NUL and `-`.
_OTHER = r'[^<>()\[\]{}"\0-]*'
# A run's text after a bracket: other characters, `-` (with the `>` of an
# arrow after it, which is not a closing bracket) and whole string literals
# whose escapes are all valid.
_PLAIN = rf'{_OTHER}(?:(?:->?|{CHECKED_STRING}"){_OTHER})*+'
# A run of opening brackets (group 1) or of closing ones (group 2), each
# with its plain text. Possessive: nothing is kept to backtrack to, so
# that a long run needs no large block of memory.
_RUN = re.compile(rf"((?:[<(\[{{]{_PLAIN})++)|((?:[>)\]}}]{_PLAIN})++)")
# A string literal, whatever its escapes.
_LITERAL = r'"(?:[^"\\]|\\.)*"'
_STRING = re.compile(_LITERAL, re.DOTALL)
# `str.translate` tables: the brackets alone (of ASCII text), and the
# closing bracket of each opening one.
_BRACKETS_ONLY = str.maketrans(
    "", "", "".join(chr(c) for c in range(128) if chr(c) not in "<>()[]{}")
)
_NOT_BRACKET = re.compile(r"[^<>()\[\]{}]+")
_MIRROR = str.maketrans("<([{", ">)]}")
_CLOSING_BRACKET = re.compile(r"[>)\]}]")
# A closing bracket (group 1), or an arrow or a string literal.
_CLOSING_OR_SKIPPED = re.compile(rf"([>)\]}}])|->|{_LITERAL}", re.DOTALL)


def group_end(text: str, pos: int, open_groups: str = "") -> int:
    """The offset after the `<...>` group opening at `pos` in `text`
    (brackets of all four kinds nested in it, string literals skipped, `->`
    not a closing bracket), or -1 where the text is not well formed.

    With `open_groups`, the closing brackets of groups opened before `pos`
    (a bracket), innermost first: the offset after the last of them.
    """
    # The closing brackets the open groups wait for, as one string per run
    # of opening brackets (in the order they come) and how much of it came.
    waiting = [open_groups] if open_groups else []
    came = [0] if open_groups else []
    if not open_groups and not text.startswith("<", pos):
        return -1
    index = pos
    match = _RUN.match
    while True:
        found = match(text, index)
        if found is None:
            return -1
        index = found.end()
        opening = found.group(1)
        if opening is not None:
            waiting.append(_brackets(opening).translate(_MIRROR)[::-1])
            came.append(0)
            continue
        run = found.group(2)
        closing = _brackets(run)
        taken = 0  # brackets of `closing` matched so far
        while waiting:
            expected = waiting[-1]
            start = came[-1]
            rest = len(expected) - start
            if len(closing) - taken < rest:
                if not expected.startswith(closing[taken:], start):
                    return -1
                came[-1] = start + len(closing) - taken
                break
            if closing[taken : taken + rest] != expected[start:]:
                return -1
            taken += rest
            waiting.pop()
            came.pop()
        else:
            return found.start(2) + _offset_after(run, taken)


def _brackets(run: str) -> str:
    """The brackets of a run, outside its string literals and arrows."""
    if '"' in run:
        # A blank for each literal, so that no arrow forms across one.
        if "\\" in run:
            run = _STRING.sub(" ", run)
        else:
            run = " ".join(run.split('"')[::2])
    if "-" in run:
        run = run.replace("->", "")
    if run.isascii():
        return run.translate(_BRACKETS_ONLY)
    return _NOT_BRACKET.sub("", run)


def _offset_after(run: str, count: int) -> int:
    """The offset in `run` after its `count`-th closing bracket outside
    string literals and arrows."""
    if len(run) == count:  # brackets alone
        return count
    if '"' not in run and "-" not in run:
        return len(run) - len(_CLOSING_BRACKET.split(run, count)[-1])
    closing = (found for found in _CLOSING_OR_SKIPPED.finditer(run) if found.lastindex)
    return next(islice(closing, count - 1, None)).end()


# How long a group is (at least) to be kept by `KnownGroups`, how many of
# its first characters key it, how many groups one key holds, and how many
# keys are held (then all are dropped: memory stays bounded).
_LONG = 64
_KEY = 48
_PER_KEY = 8
_KEYS = 50_000


class KnownGroups:
    """Long groups (outermost dialect symbols' bodies) met twice, with where
    the `<` groups in them end: spelled again, a group ends where it did,
    and so do those inside (the same characters, scanned again, would give
    the same ends). A group met once is kept as its length and hash only,
    so that text never repeated is not copied."""

    __slots__ = ("_groups", "_seen")

    def __init__(self) -> None:
        # By their first `_KEY` characters: each group's text, and the
        # offsets (from its start) of the `<` groups inside and of their
        # ends.
        self._groups: dict[str, list[tuple[str, array, array]]] = {}
        # By their first `_KEY` characters: the lengths and hashes of the
        # groups met once.
        self._seen: dict[str, set[tuple[int, int]]] = {}

    def end(self, text: str, pos: int, group_ends: dict[int, int]) -> int:
        """Where the group at `pos` ends if it is one kept (the ends of the
        groups inside noted in `group_ends`), else -1."""
        for spelling, starts, stops in self._groups.get(text[pos : pos + _KEY], ()):
            if text.startswith(spelling, pos):
                group_ends.update(
                    zip(map(pos.__add__, starts), map(pos.__add__, stops))
                )
                return pos + len(spelling)
        return -1

    def keep(self, text: str, pos: int, end: int, group_ends: dict[int, int]) -> None:
        """Note the group `text[pos:end]` if it is long; keep it the second
        time, with the ends of the groups inside found by its scan
        (`group_ends`)."""
        if end - pos < _LONG:
            return
        key = text[pos : pos + _KEY]
        spelling = text[pos:end]
        seen = self._seen.get(key)
        if seen is None:
            if len(self._seen) >= _KEYS:
                self._seen.clear()
            seen = self._seen[key] = set()
        fingerprint = (len(spelling), hash(spelling))
        if fingerprint not in seen:
            if len(seen) < _PER_KEY:
                seen.add(fingerprint)
            return
        kept = self._groups.get(key)
        if kept is None:
            if len(self._groups) >= _KEYS:
                self._groups.clear()
            kept = self._groups[key] = []
        elif len(kept) >= _PER_KEY:
            return
        inside = [
            (start, stop) for start, stop in group_ends.items() if pos <= start < end
        ]
        kept.append(
            (
                spelling,
                array("q", [start - pos for start, _ in inside]),
                array("q", [stop - pos for _, stop in inside]),
            )
        )
