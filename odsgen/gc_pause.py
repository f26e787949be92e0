"""Pausing the cyclic garbage collector while long-lived objects are made.

Imported by `odsgen/__init__.py` before anything else: it imports only `gc`.
"""

from __future__ import annotations

import gc

#: `freeze_above` that freezes whatever the block left.
ALWAYS = -1


class CollectorPaused:
    """A `with` block in which the cyclic collector does not run.

    Collections triggered by making many objects that outlive the block
    (modules, IR) would only scan them. On leaving, a collector that was
    enabled is enabled again (one the caller disabled stays so), after
    freezing (`gc.freeze`) the objects pending in the young generation if
    there are more than `freeze_above` of them (never when it is None):
    later collections, and the one at exit, skip frozen objects.
    """

    __slots__ = ("_was_enabled", "freeze_above")

    def __init__(self, freeze_above: int | None = None) -> None:
        self.freeze_above = freeze_above
        self._was_enabled = False

    def __enter__(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, *_: object) -> None:
        if self._was_enabled:
            freeze_above = self.freeze_above
            if freeze_above is not None and gc.get_count()[0] > freeze_above:
                gc.freeze()
            gc.enable()
