"""The generator's cache directory, and the record of up-to-date outputs.

`$ODSGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/odsgen` or `~/.cache/odsgen`.
`formatting` keeps black's output there; `cli` keeps, per fingerprint of
the generator's inputs (records, templates, generator and hooks sources,
versions), the hashes of the files it produced, so that a run whose inputs
and output directory are unchanged finishes without loading the generator.
"""

from __future__ import annotations

import hashlib
import json
import os
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

# The generator's sources: all of odsgen/gen.
PACKAGE = Path(__file__).resolve().parents[1]
TEMPLATES = PACKAGE.parent.parent / "templates"
# Generator sources outside odsgen/gen: Python record files run with them;
# the hooks registry the generator reads the hooks packages through (which
# modules it has imported, deferred or not), and the `local_verifier` mark.
EXTRA_SOURCES = (
    PACKAGE.parent / "records.py",
    PACKAGE.parent / "ir" / "dialect_hooks.py",
    PACKAGE.parent / "ir" / "local_verify.py",
)
# The hooks packages the records name: the generator reads their registries
# (mixin methods, `local_verifier` marks, defining modules).
HOOKS = PACKAGE.parent / "hooks"


def cache_dir(name: str) -> Path | None:
    """The cache subdirectory `name`, created (None if it cannot be)."""
    base = os.environ.get("ODSGEN_CACHE_DIR")
    if base is None:
        xdg = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
        base = os.path.join(xdg, "odsgen")
    path = Path(base) / name
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return path


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def fingerprint(defs: Path, dialect: str | None) -> str:
    """A hash of everything a run's output depends on."""
    digest = hashlib.sha256()
    for package in ("black", "jinja2", "pyyaml"):
        try:
            digest.update(f"{package}={version(package)}\0".encode())
        except PackageNotFoundError:
            digest.update(f"{package}=?\0".encode())
    digest.update(f"dialect={dialect}\0".encode())
    for root in (defs, TEMPLATES, PACKAGE, HOOKS):
        files = sorted(p for p in root.rglob("*") if p.is_file())
        for path in files:
            if "__pycache__" in path.parts or path.suffix == ".pyc":
                continue
            digest.update(f"{path.relative_to(root).as_posix()}\0".encode())
            digest.update(path.read_bytes())
    for path in EXTRA_SOURCES:
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def recorded_outputs(key: str) -> dict[str, str] | None:
    """The hashes of the files a run with fingerprint `key` produced, if known."""
    folder = cache_dir("runs")
    if folder is None:
        return None
    try:
        return json.loads((folder / key).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def record_outputs(key: str, files: dict[str, str]) -> None:
    """Remember the files (path -> text) a run with fingerprint `key` produced."""
    folder = cache_dir("runs")
    if folder is None:
        return
    hashes = {path: text_hash(text) for path, text in files.items()}
    temp = folder / f"{key}.{os.getpid()}.tmp"
    try:
        temp.write_text(json.dumps(hashes, sort_keys=True), encoding="utf-8")
        os.replace(temp, folder / key)
    except OSError:
        pass
