"""`gc_paused`: a block that leaves many new objects (a large module) has
them frozen, so that no young-generation collection walks them afterwards;
a small block leaves its objects collectable."""

from __future__ import annotations

import gc

from odsgen.tools.deep import FREEZE_THRESHOLD, gc_paused


def _kept_after_block(count: int) -> tuple[list[list[int]], int]:
    """Objects made in a paused block, and how many objects it froze."""
    gc.collect()
    before = gc.get_freeze_count()
    with gc_paused():
        kept = [[i] for i in range(count)]
    return kept, gc.get_freeze_count() - before


def test_a_large_block_is_frozen() -> None:
    kept, frozen = _kept_after_block(FREEZE_THRESHOLD + 1000)
    try:
        assert gc.isenabled()
        assert frozen >= len(kept)
    finally:
        gc.unfreeze()


def test_a_small_block_stays_collectable() -> None:
    kept, frozen = _kept_after_block(1000)
    assert gc.isenabled()
    assert frozen == 0
    assert len(kept) == 1000
