"""The generator's up-to-date record is keyed by a fingerprint of all it
reads: a change to any of its sources, the hooks packages, or the runtime
modules it reads the hooks through must give another fingerprint."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import ROOT

from odsgen.gen.load import cache


@pytest.mark.parametrize(
    "source",
    [
        "odsgen/records.py",
        "odsgen/ir/dialect_hooks.py",
        "odsgen/ir/local_verify.py",
        "odsgen/hooks/llvm/__init__.py",
        "odsgen/gen/cli.py",
        "templates/ops.py.j2",
    ],
)
def test_a_changed_source_changes_the_fingerprint(
    source: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = ROOT / source
    text = path.read_bytes()
    before = cache.fingerprint(ROOT / "defs" / "func", None)
    real_read = Path.read_bytes

    def edited(self: Path) -> bytes:
        found = real_read(self)
        return found + b"\n# edited\n" if self.resolve() == path.resolve() else found

    monkeypatch.setattr(Path, "read_bytes", edited)
    assert real_read(path) == text
    assert cache.fingerprint(ROOT / "defs" / "func", None) != before
