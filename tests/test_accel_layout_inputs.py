"""A layout user's extension and the layout proof are current only while
the files they are built from (the `.pxd` layout too) are unchanged, so a
stale extension is never paired with a proof of another layout."""

from __future__ import annotations

import os
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from conftest import ROOT
from odsgen import _accel
from odsgen._accel import SourceFinder, build_inputs, inputs_digest


def test_the_build_inputs_of_the_verifier_and_the_proof_exist() -> None:
    assert build_inputs("odsgen.ir.verifier") == [
        "odsgen/ir/verifier.py",
        "odsgen/ir/verifier.pxd",
        "odsgen/ir/layout.pxd",
    ]
    assert build_inputs(_accel.LAYOUT_PROOF) == [
        "odsgen/ir/layout.pyx",
        "odsgen/ir/layout.pxd",
    ]
    assert build_inputs("odsgen.ir.rewrite") == ["odsgen/ir/rewrite.py"]
    for name in [*_accel.LAYOUT_USERS, _accel.LAYOUT_PROOF]:
        for path in build_inputs(name):
            assert (ROOT / path).is_file(), path


def _tree(root: Path) -> None:
    """`pkg.mod`, a layout user of proof `pkg.lay`, with extensions for
    both that look older than their files (as installing leaves them)."""
    package = root / "pkg"
    package.mkdir()
    for name in ("mod.py", "mod.pxd", "lay.pxd", "lay.pyx"):
        (package / name).write_text(name)
    for leaf in ("mod", "lay"):
        extension = package / f"{leaf}{EXTENSION_SUFFIXES[0]}"
        extension.write_bytes(b"")
        os.utime(extension, (1_000_000, 1_000_000))


def _runs_source(root: Path, recorded: dict[str, str]) -> bool:
    manifest = root / "manifest.txt"
    manifest.write_text("".join(f"{name} {d}\n" for name, d in recorded.items()))
    finder = SourceFinder(["pkg.mod"], False, str(manifest), layout_users=["pkg.mod"])
    finder.layout_proof = "pkg.lay"
    spec = finder.find_spec("pkg.mod", [str(root / "pkg")])
    return spec is not None


def _digest(root: Path, name: str) -> str:
    paths = build_inputs(name, ["pkg.mod"], "pkg.lay")
    return inputs_digest([str(root / path) for path in paths])


@pytest.mark.parametrize(
    "changed, runs_source",
    [
        (None, False),  # the digests recorded are those of the files now
        ("mod.pxd", True),  # the user's own declarations changed
        ("lay.pxd", True),  # the layout changed: both are stale
        ("lay.pyx", True),  # the proof's source changed: it is stale
    ],
)
def test_a_layout_user_runs_compiled_only_with_its_build_inputs(
    tmp_path: Path, monkeypatch, changed: str | None, runs_source: bool
) -> None:
    _tree(tmp_path)
    recorded = {name: _digest(tmp_path, name) for name in ("pkg.mod", "pkg.lay")}
    if changed is not None:
        (tmp_path / "pkg" / changed).write_text("changed")
    # The proof, where it is current, holds (its import is not the point).
    monkeypatch.setattr(_accel, "layout_proven", lambda proof: True)
    assert _runs_source(tmp_path, recorded) is runs_source
