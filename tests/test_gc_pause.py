"""`CollectorPaused`: the cyclic collector off in the block, back on after
(unless the caller had it off), objects frozen past a threshold; and
`import odsgen` leaving the collector on even when it fails."""

from __future__ import annotations

import gc
import subprocess
import sys
from collections.abc import Iterator

import pytest

from odsgen.gc_pause import ALWAYS, CollectorPaused


@pytest.fixture
def collector_on() -> Iterator[int]:
    """The collector enabled (as before, afterwards); how many objects were
    frozen already (importing odsgen-opt freezes its modules' objects)."""
    was_enabled = gc.isenabled()
    gc.enable()
    yield gc.get_freeze_count()
    if was_enabled:
        gc.enable()
    else:
        gc.disable()


def test_paused_in_the_block_and_on_again_after(collector_on: int) -> None:
    with pytest.raises(KeyError), CollectorPaused():
        assert not gc.isenabled()
        raise KeyError
    assert gc.isenabled()
    assert gc.get_freeze_count() == collector_on


def test_a_collector_the_caller_disabled_stays_so(collector_on: int) -> None:
    gc.disable()
    with CollectorPaused(freeze_above=ALWAYS):
        pass
    assert not gc.isenabled()
    assert gc.get_freeze_count() == collector_on


def test_freezes_only_past_its_threshold(collector_on: int) -> None:
    with CollectorPaused(freeze_above=10**9):
        kept = [[index] for index in range(1000)]
    assert gc.get_freeze_count() == collector_on
    with CollectorPaused(freeze_above=100):
        kept += [[index] for index in range(1000)]
    assert gc.get_freeze_count() >= collector_on + 1000
    assert gc.isenabled()


_FAILING_ACCEL = """
import gc, sys, types

accel = types.ModuleType("odsgen._accel")

def install():
    raise RuntimeError("no accelerator")

accel.install = install
sys.modules["odsgen._accel"] = accel
{disable}
try:
    import odsgen
except RuntimeError as error:
    print(error, gc.isenabled())
"""


@pytest.mark.parametrize(
    ("disable", "enabled_after"), [("", True), ("gc.disable()", False)]
)
def test_a_failed_import_leaves_the_collector_as_it_was(
    disable: str, enabled_after: bool
) -> None:
    script = _FAILING_ACCEL.format(disable=disable)
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout == f"no accelerator {enabled_after}\n"
