"""A memo of the parser's that keeps a bounded number of entries, and keeps
none for a while once too few of those it kept were found again."""

from __future__ import annotations

from typing import Any

# How long a memo keeps no new entries once few were found again: this many
# times its limit, in new entries (a module variable for tests).
UNKEPT_TIMES = 8


class BoundedMemo(dict):
    """Entries by key, at most `limit` of them: when full it starts over.
    Its users count in `hits` the entries they found in it. If fewer than
    one in eight of the entries it holds when full were found again (as
    distinct lines: constants of distinct values), it keeps no new entries
    for the next `UNKEPT_TIMES * limit` (keeping them, then dropping them
    all, would cost more than making them again)."""

    __slots__ = ("limit", "hits", "unkept")

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit
        # Entries found since it last started over.
        self.hits = 0
        # How many new entries it does not keep yet.
        self.unkept = 0

    def keep(self, key: Any, value: Any) -> None:
        """Keep `value` for `key`, unless new entries are not kept now."""
        if self.unkept:
            self.unkept -= 1
            return
        limit = self.limit
        if len(self) >= limit:
            if self.hits < limit // 8:
                self.unkept = UNKEPT_TIMES * limit
            self.hits = 0
            self.clear()
        self[key] = value
