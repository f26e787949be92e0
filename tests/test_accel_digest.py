"""The digest that tells an unchanged source from an edited one (see
`odsgen/_accel.py`): SHA-256 as hashlib computes it, without importing
hashlib, whose OpenSSL library would stay resident in every run of an
installed wheel (its sources look newer than their extensions)."""

from __future__ import annotations

import hashlib
import json
import os
from importlib.machinery import EXTENSION_SUFFIXES

from conftest import run_python
from odsgen import _accel

# Decides for a module whose source looks newer than its extension and
# whose digest the build recorded: prints the decision and what it imported.
_DECIDE = """
import json, sys
from odsgen._accel import SourceFinder
before = set(sys.modules)
finder = SourceFinder(["pkg.mod"], False, sys.argv[2])
spec = finder.find_spec("pkg.mod", [sys.argv[1]])
print(json.dumps([spec is None, sorted({"hashlib", "_hashlib"} & (set(sys.modules) - before))]))
"""


def test_the_digest_is_sha256(tmp_path) -> None:
    path = tmp_path / "mod.py"
    path.write_bytes(bytes(range(256)) * 300)
    expected = hashlib.sha256(path.read_bytes()).hexdigest()
    assert _accel.source_digest(str(path)) == expected


def test_checking_a_digest_imports_no_hashlib(tmp_path) -> None:
    source = tmp_path / "mod.py"
    source.write_text("VALUE = 1\n")
    extension = tmp_path / f"mod{EXTENSION_SUFFIXES[0]}"
    extension.write_bytes(b"")
    os.utime(extension, (1_000_000, 1_000_000))  # older than its source
    manifest = tmp_path / "manifest.txt"
    manifest.write_text(f"pkg.mod {_accel.source_digest(str(source))}\n")
    done = run_python("-c", _DECIDE, str(tmp_path), str(manifest), check=True)
    # The extension is current (the digest matches), and no OpenSSL was loaded.
    assert json.loads(done.stdout) == [True, []]
