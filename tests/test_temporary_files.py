"""The temporary files odsgen's tools print into, made without importing
`tempfile`: the same files `tempfile` makes, and `tempfile` itself wherever
they could differ."""

from __future__ import annotations

import io
import os
import stat
import sys
import tempfile

import pytest

from odsgen.tools import temporary_files
from odsgen.tools.temporary_files import (
    anonymous_file,
    copy_file,
    sibling_file,
    temporary_directory,
)

TEXT = {"encoding": "utf-8", "errors": "surrogateescape", "newline": ""}
needs_tmpfile = pytest.mark.skipif(
    not hasattr(os, "O_TMPFILE"), reason="no O_TMPFILE on this platform"
)


@pytest.fixture
def no_tempdir(monkeypatch, tmp_path):
    """A process where `tempfile` has chosen no directory yet (after pytest's
    `tmp_path` made it choose one)."""
    monkeypatch.setattr(tempfile, "tempdir", None)
    for name in temporary_files.TEMPORARY_DIRECTORY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_the_directory_is_the_one_tempfile_tries_first(no_tempdir):
    assert temporary_directory() == "/tmp"
    no_tempdir.setenv("TMP", "/c")
    no_tempdir.setenv("TEMP", "/b")
    assert temporary_directory() == "/b"
    no_tempdir.setenv("TMPDIR", "")  # set but empty: skipped, as tempfile does
    assert temporary_directory() == "/b"
    no_tempdir.setenv("TMPDIR", "/a")
    assert temporary_directory() == "/a"


@needs_tmpfile
def test_an_anonymous_file_has_no_name_and_holds_text(no_tempdir, tmp_path):
    no_tempdir.setenv("TMPDIR", str(tmp_path))
    no_tempdir.setattr(tempfile, "TemporaryFile", None)  # never reached
    with anonymous_file(**TEXT) as stream:
        stream.write("é\udc80\r\n")
        stream.seek(0)
        assert stream.read() == "é\udc80\r\n"
        status = os.fstat(stream.fileno())
        assert (status.st_nlink, stat.S_IMODE(status.st_mode)) == (0, 0o600)
        assert not os.get_inheritable(stream.fileno())
    assert list(tmp_path.iterdir()) == []


def test_tempfile_makes_what_the_first_directory_cannot_hold(no_tempdir, tmp_path):
    no_tempdir.setenv("TMPDIR", str(tmp_path / "missing"))
    made = []
    no_tempdir.setattr(
        tempfile, "TemporaryFile", lambda *a, **k: made.append((a, k)) or io.StringIO()
    )
    anonymous_file(**TEXT)
    assert made == [(("w+",), TEXT)]


def test_a_directory_chosen_for_tempfile_is_left_to_it(no_tempdir, tmp_path):
    no_tempdir.setattr(tempfile, "tempdir", str(tmp_path))
    made = []
    no_tempdir.setattr(
        tempfile, "TemporaryFile", lambda *a, **k: made.append(a) or io.StringIO()
    )
    anonymous_file(**TEXT)
    assert made == [("w+",)]


def test_a_sibling_file_is_new_private_and_named_by_its_prefix(tmp_path):
    made = [sibling_file(str(tmp_path), ".odsgen-") for _ in range(3)]
    paths = sorted(path for _, path in made)
    assert sorted(str(p) for p in tmp_path.iterdir()) == paths
    for handle, path in made:
        assert os.path.isabs(path)
        assert os.path.basename(path).startswith(".odsgen-")
        assert stat.S_IMODE(os.fstat(handle).st_mode) == 0o600
        assert not os.get_inheritable(handle)
        os.close(handle)


def test_a_sibling_file_in_a_missing_directory_is_an_os_error(tmp_path):
    with pytest.raises(OSError):
        sibling_file(str(tmp_path / "missing"), ".odsgen-")


def test_a_sibling_file_never_takes_an_existing_name(tmp_path, monkeypatch):
    taken = tmp_path / ".odsgen-000000000000"
    taken.write_text("kept")
    names = iter([b"\0" * 6, b"\1" * 6])
    monkeypatch.setattr(os, "urandom", lambda size: next(names))
    handle, path = sibling_file(str(tmp_path), ".odsgen-")
    os.close(handle)
    assert path == str(tmp_path / ".odsgen-010101010101")
    assert taken.read_text() == "kept"


def test_copying_goes_slice_by_slice_to_the_end():
    source, target = io.StringIO("abcdefghij"), io.StringIO()
    source.seek(2)
    writes = []
    target_write = target.write
    target.write = lambda text: writes.append(text) or target_write(text)
    copy_file(source, target, 3)
    assert (writes, target.getvalue()) == (["cde", "fgh", "ij"], "cdefghij")


def test_the_tools_import_no_tempfile(tmp_path):
    """Without site's `.pth` files (which may import `tempfile` themselves),
    printing a file to standard output and to `-o` imports neither
    `tempfile` nor `shutil`."""
    import subprocess

    from conftest import ROOT

    source = tmp_path / "small.mlir"
    source.write_text("module {\n}\n")
    probe = (
        "import sys\n"
        "from odsgen.tools.opt import run\n"
        "assert run(sys.argv[1:]) == 0\n"
        "print(sorted({'tempfile', 'shutil'} & set(sys.modules)), file=sys.stderr)\n"
    )
    for flags in ([], ["-o", str(tmp_path / "out.mlir")]):
        result = subprocess.run(
            [sys.executable, "-S", "-c", probe, str(source), *flags],
            capture_output=True,
            text=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            check=True,
        )
        assert result.stderr == "[]\n"
    assert (tmp_path / "out.mlir").read_text() == "module {\n}\n\n"


def test_a_sibling_file_is_claimed_for_removal_before_it_exists(tmp_path, monkeypatch):
    """A Ctrl-C at any moment leaves no sibling file: the name is registered
    for removal before the file is made, and a name found taken (another's
    file) is let go again."""
    taken = tmp_path / ".odsgen-000000000000"
    taken.write_text("kept")
    names = iter([b"\0" * 6, b"\1" * 6])
    monkeypatch.setattr(os, "urandom", lambda size: next(names))
    events = []

    def claim(path):
        events.append(("claim", os.path.basename(path), os.path.exists(path)))

    def release(path):
        events.append(("release", os.path.basename(path)))

    monkeypatch.setattr(temporary_files, "remove_on_interrupt", claim)
    monkeypatch.setattr(temporary_files, "keep_on_interrupt", release)
    handle, path = sibling_file(str(tmp_path), ".odsgen-")
    os.close(handle)
    assert events == [
        ("claim", ".odsgen-000000000000", True),
        ("release", ".odsgen-000000000000"),
        ("claim", ".odsgen-010101010101", False),
    ]
    assert taken.read_text() == "kept" and os.path.basename(path) == events[-1][1]
