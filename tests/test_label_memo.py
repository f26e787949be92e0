"""Block labels replayed from a label of the same text
(`OperationParser._replay_label`) against labels parsed in full: the same
blocks, arguments, locations and diagnostics."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import parsed_generic
from test_replay_runs import FILES
from odsgen.asm.op_parser import OperationParser


def _both_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[list[int], str]:
    """How many labels were replayed, checking that parsing `text` gives the
    same with replayed labels as without; and what it gives."""
    replayed: list[int] = []
    replay = OperationParser._replay_label

    def counting(self: OperationParser, block: object, pos: int) -> bool:
        found = replay(self, block, pos)  # type: ignore[arg-type]
        if found:
            replayed.append(pos)
        return found

    with monkeypatch.context() as patch:
        patch.setattr(OperationParser, "_replay_label", counting)
        with_memo = parsed_generic(text)
        patch.setattr(OperationParser, "_replay_label", lambda *args: False)
        assert parsed_generic(text) == with_memo
    return replayed, with_memo[0]


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_files_parse_alike(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for chunk in re.split(r"^// -----\s*$", path.read_text(), flags=re.M):
        _both_ways(chunk, monkeypatch)


def _function(name: str, label: str, body: str = "") -> str:
    return (
        f"llvm.func @{name}(%a: i64) {{\n  llvm.br ^bb1(%a : i64)\n"
        f"{label}\n{body}  llvm.return\n}}\n"
    )


_LABEL = "^bb1(%x: i64):"


@pytest.mark.parametrize(
    "second, outcome",
    [
        # The same label again; and with a comment or blanks after it.
        (_LABEL, "ok"),
        (_LABEL + "  // pred: ^bb0", "ok"),
        # A label that continues past its `:` (`::` is one token).
        (_LABEL + ":", "error"),
        # An argument named as the function's, or twice.
        ("^bb1(%a: i64):", "error"),
        ("^bb1(%x: i64, %x: i64):", "error"),
        # A type holding a colon, a location of its own, a string.
        ("^bb1(%x: memref<?xf32, strided<[1], offset: ?>>):", "ok"),
        ("^bb1(%x: i64 loc(unknown)):", "ok"),
        ('^bb1(%x: !llvm.struct<"s", (i64)>):', "ok"),
    ],
)
def test_labels_replay_as_they_parse(
    second: str, outcome: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    branch = "  llvm.br ^bb2\n^bb2:\n"
    # Each label seen in a first function is replayed in the second.
    if "memref" not in second:
        text = _function("f", _LABEL, branch) + _function("g", second, branch)
    else:
        text = (
            "func.func private @m(%m: memref<?xf32, strided<[1], offset: ?>>) {\n"
            f"  cf.br ^bb1(%m : memref<?xf32, strided<[1], offset: ?>>)\n{second}\n"
            "  return\n}\n"
        ) * 2
    replayed, result = _both_ways(text, monkeypatch)
    assert result == outcome
    if outcome == "ok":
        assert replayed, "no label was replayed"


def test_a_block_defined_twice_by_a_label_seen_before(monkeypatch):
    body = "  llvm.br ^bb2\n^bb2:\n  llvm.br ^bb2\n^bb2:\n"
    _, result = _both_ways(_function("f", _LABEL, body), monkeypatch)
    assert result == "error"
