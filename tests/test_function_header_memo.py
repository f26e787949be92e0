"""The function header memo (asm/function_header_memo.py) parses as a full parse does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import count_calls, parsed_generic
from test_replay_runs import FILES
from odsgen.asm import function_header_memo


def _both_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:
    """`parsed_generic(text)` with the memo, checked equal to it without."""
    with_memo = parsed_generic(text)
    with monkeypatch.context() as patch:
        patch.setattr(function_header_memo, "ENABLED", False)
        assert parsed_generic(text) == with_memo
    return with_memo


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_files_parse_alike(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test input, and each twice in a row (so that its headers replay,
    at other offsets), parses alike with and without the memo."""
    for chunk in re.split(r"^// -----\s*$", path.read_text(), flags=re.M):
        if "llvm.func" in chunk:
            _both_ways(chunk, monkeypatch)
            _both_ways(chunk + "\n" + chunk, monkeypatch)


HEADER = "llvm.func @{}(%arg0: i64, %arg1: !llvm.ptr<i64>) -> i64 {{\n"
BODY = "  %c = llvm.mlir.constant(1 : i64) : i64\n  llvm.return %c : i64\n}}\n"


def test_same_headers_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    replayed = count_calls(
        monkeypatch, function_header_memo, "replay", lambda found: found is not None
    )
    text = "".join((HEADER + BODY).format(f"f{i}") for i in range(4))
    assert _both_ways(text, monkeypatch)[0] == "ok"
    assert len(replayed) == 3


@pytest.mark.parametrize(
    "first, second",
    [
        # Other argument names: another key.
        ("(%arg0: i64) -> i64 {", "(%a: i64) -> i64 {"),
        # A location may name an alias defined later: never recorded.
        ("(%arg0: i64 loc(#l)) -> i64 {", "(%arg0: i64 loc(#l)) -> i64 {"),
        # The region does not start on the header's line.
        ("(%arg0: i64) -> i64\n{", "(%arg0: i64) -> i64\n{"),
        # A declaration has no region.
        ("(i64) -> i64", "(i64) -> i64"),
    ],
)
def test_headers_that_do_not_replay(
    first: str, second: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    replayed = count_calls(
        monkeypatch, function_header_memo, "replay", lambda found: found is not None
    )
    body = BODY.format() if first.endswith("{") else "\n"
    text = '#l = loc("x":1:2)\n'
    text += f"llvm.func @f{first}\n{body}llvm.func @g{second}\n{body}"
    assert _both_ways(text, monkeypatch)[0] == "ok"
    assert len(replayed) == 0


def test_replayed_header_errors_where_parsed_one_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A replayed header's arguments keep their own offsets in errors."""
    header = "llvm.func @{}(%arg0: i64, %arg0: i64) {{\n  llvm.return\n}}\n"
    replayed = count_calls(
        monkeypatch, function_header_memo, "replay", lambda found: found is not None
    )
    text = "llvm.func @f(%arg0: i64, %arg0: i64) -> i64 attributes {a} {\n"
    text += "  llvm.return\n}\n" + header.format("g") + header.format("h")
    result = _both_ways(text, monkeypatch)
    assert result[0] == "error"
    assert "redefinition" in result[1] or "already" in result[1]
    assert len(replayed) == 0
    # The same header twice: the error comes from the second, replayed, one.
    ok = "llvm.func @{}(%arg0: i64, %arg1: i64) {{\n  llvm.return\n}}\n"
    bad = "llvm.func @{}(%arg0: i64, %arg1: i64) {{\n  llvm.return %x : i64\n}}\n"
    result = _both_ways(ok.format("f") + bad.format("g"), monkeypatch)
    assert result[0] == "error"
    assert len(replayed) == 1
