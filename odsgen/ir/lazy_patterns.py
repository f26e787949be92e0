"""Regular expressions compiled on their first use.

A pattern that only some inputs or flags need (a float literal, a switch
case) is not compiled at start-up; once compiled it is kept, so that hot
callers skip `re`'s cache lookup.
"""

from __future__ import annotations

import re


class LazyPattern:
    """The regular expression `pattern`, compiled by the first `compiled`."""

    __slots__ = ("_compiled", "pattern")

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (the same object on every call)."""
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern)
        return compiled
