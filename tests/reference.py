"""Running the reference tool, `mlir-opt-16`, for differential tests.

`mlir_opt(args, text)` runs mlir-opt-16 where it is installed; where it is
not, it answers from the outputs recorded earlier into `tests/recorded/`
(one JSON file per test module, keyed by a hash of the arguments and the
text), and skips the test only when nothing was recorded for that call. To
record: `ODSGEN_RECORD=1 python -m pytest tests/test_x.py` with mlir-opt-16
installed rewrites the files of the test modules that ran, with exactly the
calls they made (so run whole modules).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

MLIR_OPT = shutil.which("mlir-opt-16")
SPLIT = "\n// -----\n"
ALLOW_UNREGISTERED = ("--allow-unregistered-dialect",)
RECORDED = Path(__file__).parent / "recorded"
RECORDING = os.environ.get("ODSGEN_RECORD") == "1" and MLIR_OPT is not None

needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None,
    reason="mlir-opt-16 not installed (apt-get install -y mlir-16-tools)",
)
MLIR_TRANSLATE = shutil.which("mlir-translate-16")
needs_mlir_translate = pytest.mark.skipif(
    MLIR_TRANSLATE is None, reason="mlir-translate-16 not installed"
)

#: A way to run odsgen-opt: (flags, input text) -> (exit status, stdout, stderr).
Runner = Callable[[list[str], str], tuple[int, str, str]]

#: Recorded outputs by store (test module) name, loaded on first use.
_stores: dict[str, dict[str, dict[str, object]]] = {}
#: In recording mode, the calls each store's module made in this session.
recorded_calls: dict[str, dict[str, dict[str, object]]] = {}


def _store_name() -> str:
    """The running test's module (`test_llvm_types`), as pytest names it."""
    current = os.environ.get("PYTEST_CURRENT_TEST", "")
    return Path(current.split("::")[0]).stem or "scripts"


def _store(name: str) -> dict[str, dict[str, object]]:
    if name not in _stores:
        path = RECORDED / f"{name}.json"
        _stores[name] = json.loads(path.read_text()) if path.is_file() else {}
    return _stores[name]


def _key(args: list[str], text: str) -> str:
    payload = json.dumps([list(args), text], ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8", "surrogateescape")).hexdigest()[:20]


def mlir_opt(
    args: list[str], text: str, store: str | None = None
) -> subprocess.CompletedProcess[str]:
    """mlir-opt-16 run with `args` on `text` given on standard input (or its
    recorded result where it is not installed). `store` names the recording
    file where no test is running (at collection): the test module's name."""
    key = _key(args, text)
    store = store or _store_name()
    if MLIR_OPT is None:
        found = _store(store).get(key)
        if found is None:
            pytest.skip(
                "mlir-opt-16 not installed and no output recorded for this call"
            )
        return subprocess.CompletedProcess(
            ["mlir-opt-16", *args, "-"],
            found["status"],
            found["stdout"],
            found["stderr"],
        )
    result = subprocess.run(
        [MLIR_OPT, *args, "-"],
        input=text,
        capture_output=True,
        text=True,
        errors="surrogateescape",
        check=False,
    )
    if RECORDING:
        recorded_calls.setdefault(store, {})[key] = {
            "status": result.returncode,
            "stdout": result.stdout,
            "stderr": result.stderr,
        }
    return result


def mlir_translate(
    args: list[str], text: str | None = None, check: bool = False
) -> subprocess.CompletedProcess[str]:
    """mlir-translate-16 run with `args` (and `text` on standard input where
    one is given); `check`: it must succeed."""
    assert MLIR_TRANSLATE is not None
    return subprocess.run(
        [MLIR_TRANSLATE, *args],
        input=text,
        capture_output=True,
        text=True,
        check=check,
    )


def valid_like_mlir_opt(
    ours: Runner,
    flags: list[str],
    text: str,
    reference_flags: tuple[str, ...] = ALLOW_UNREGISTERED,
) -> str:
    """mlir-opt-16, run with `reference_flags` and `flags`, accepts `text`, and
    `ours(flags, text)` prints the same without a diagnostic; returns that output."""
    reference = mlir_opt([*reference_flags, *flags], text)
    assert reference.returncode == 0, reference.stderr
    status, out, err = ours(flags, text)
    assert (status, err) == (0, "")
    assert out == reference.stdout
    return out


def invalid_like_mlir_opt(
    ours: Runner,
    flags: list[str],
    text: str,
    reference_flags: tuple[str, ...] = ALLOW_UNREGISTERED,
) -> str:
    """`ours(flags, text)` prints what mlir-opt-16, run with `reference_flags`
    and `flags`, prints on `text`, diagnostics included; returns them."""
    reference = mlir_opt([*reference_flags, *flags], text)
    _, out, err = ours(flags, text)
    assert err == reference.stderr
    assert out == reference.stdout
    return err


def write_recordings() -> None:
    """Write the calls recorded in this session, one file per test module."""
    RECORDED.mkdir(exist_ok=True)
    for name, calls in recorded_calls.items():
        text = json.dumps(calls, indent=0, sort_keys=True, ensure_ascii=False)
        (RECORDED / f"{name}.json").write_text(
            text + "\n", encoding="utf-8", errors="surrogateescape"
        )


def generic_chunks(path: str) -> list[str]:
    """mlir-opt-16's generic form of every `// -----` case of `path` ('' where it fails)."""
    assert MLIR_OPT is not None
    result = subprocess.run(
        [MLIR_OPT, "--mlir-print-op-generic", "--split-input-file", path],
        capture_output=True,
        text=True,
        errors="surrogateescape",
        check=False,
    )
    return result.stdout.split(SPLIT)
