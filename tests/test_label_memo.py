"""Block labels replayed from a label of the same text
(`OperationParser.memoized_label`, `replay_label`) against labels parsed in full: the same
blocks, arguments, locations and diagnostics."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import count_calls, parsed_generic
from test_replay_runs import FILES
from odsgen.asm.op_parser import OperationParser


def _both_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[list[int], str]:
    """The labels replayed (or failing as they were replayed), checking that
    parsing `text` gives the same with replayed labels as without; and what
    it gives."""
    with monkeypatch.context() as patch:
        replayed = count_calls(patch, OperationParser, "replay_label", argument=2)
        with_memo = parsed_generic(text)
        patch.setattr(OperationParser, "memoized_label", lambda *args: None)
        assert parsed_generic(text) == with_memo
    return replayed, with_memo[0]


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_files_parse_alike(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for chunk in re.split(r"^// -----\s*$", path.read_text(), flags=re.M):
        _both_ways(chunk, monkeypatch)


def _function(name: str, label: str, body: str = "", arg: str = "%a") -> str:
    return (
        f"llvm.func @{name}({arg}: i64) {{\n  llvm.br ^bb1({arg} : i64)\n"
        f"{label}\n{body}  llvm.return\n}}\n"
    )


_LABEL = "^bb1(%x: i64):"


@pytest.mark.parametrize(
    "first, second, outcome, replays",
    [
        # The same label again; and with a comment or blanks after it.
        (_LABEL, _LABEL, "ok", True),
        (_LABEL, _LABEL + "  // pred: ^bb0", "ok", True),
        # A label that continues past its `:` (`::` is one token): the label
        # seen before is found there, and not replayed.
        (_LABEL, _LABEL + ":", "error", False),
        # A label seen before (in a function whose argument is `%b`) whose
        # argument is named as this function's: the replay fails as the
        # parse does.
        ("^bb1(%a: i64):", "^bb1(%a: i64):", "error", True),
        # A type holding a colon; an argument with a location of its own and
        # a string are never replayed (they may read otherwise elsewhere).
        (None, "^bb1(%x: memref<?xf32, strided<[1], offset: ?>>):", "ok", True),
        ("^bb1(%x: i64 loc(unknown)):",) * 2 + ("ok", False),
        ('^bb1(%x: !llvm.struct<"s", (i64)>):',) * 2 + ("ok", False),
    ],
)
def test_labels_replay_as_they_parse(
    first: str | None,
    second: str,
    outcome: str,
    replays: bool,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    branch = "  llvm.br ^bb2\n^bb2:\n"
    # Each label seen in a first function is replayed in the second.
    if first is not None:
        text = _function("f", first, branch, "%b") + _function("g", second, branch)
    else:
        text = (
            "func.func private @m(%m: memref<?xf32, strided<[1], offset: ?>>) {\n"
            f"  cf.br ^bb1(%m : memref<?xf32, strided<[1], offset: ?>>)\n{second}\n"
            "  return\n}\n"
        ) * 2
    replayed, result = _both_ways(text, monkeypatch)
    assert (result, text.rindex(second) in replayed) == (outcome, replays)


def test_a_block_defined_twice_by_a_label_seen_before(monkeypatch):
    body = "  llvm.br ^bb2\n^bb2:\n  llvm.br ^bb2\n^bb2:\n"
    _, result = _both_ways(_function("f", _LABEL, body), monkeypatch)
    assert result == "error"
