"""The print memo records a key's template at the key's second op: the
first prints directly, as most keys met once are never met again."""

from __future__ import annotations

from typing import Any

import pytest
from print_memo_capture import printed_and_printer

from odsgen.ir import print_memo


def test_keys_met_once_record_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    recorded: list[str] = []
    record = print_memo._record

    def counted(op: Any, *args: Any) -> Any:
        recorded.append(op.name)
        return record(op, *args)

    monkeypatch.setattr(print_memo, "_record", counted)
    values = [1, 2, 3, 7, 7, 7, 7]
    lines = [
        f"  %c{i} = llvm.mlir.constant({v} : i32) : i32" for i, v in enumerate(values)
    ]
    text = "llvm.func @f() {\n" + "\n".join(lines) + "\n  llvm.return\n}\n"
    printed, printer = printed_and_printer(text, monkeypatch)
    for index, value in enumerate(values):
        assert f"%{index} = llvm.mlir.constant({value} : i32) : i32" in printed
    # Four keys met, one of them again: the 7s, recorded at the second of
    # them; the last two print from its line template.
    assert recorded == ["llvm.mlir.constant"]
    table = printer._memo.tables["llvm.mlir.constant"]
    assert (table.misses, len(table.templates), len(table.seen)) == (5, 1, 4)
    assert table.hits == 2


@pytest.mark.parametrize("hits_per_miss, kept", [(1, True), (2, False)])
def test_ops_printed_from_their_line_count_as_hits(
    monkeypatch: pytest.MonkeyPatch, hits_per_miss: int, kept: bool
) -> None:
    """Whether a name's ops keep going through the memo past its trial
    counts the ops printed from line templates (which the printer counts
    per line context) with those printed from the memo's templates."""
    monkeypatch.setattr(print_memo, "_MISSES_TRIED", 3)
    monkeypatch.setattr(print_memo, "_HITS_PER_MISS", hits_per_miss)
    values = [1] * 6 + [2] * 6 + [3]
    lines = [
        f"  %c{i} = llvm.mlir.constant({v} : i32) : i32" for i, v in enumerate(values)
    ]
    text = "llvm.func @f() {\n" + "\n".join(lines) + "\n  llvm.return\n}\n"
    printed, printer = printed_and_printer(text, monkeypatch)
    assert "%12 = llvm.mlir.constant(3 : i32) : i32" in printed
    table = printer._memo.tables["llvm.mlir.constant"]
    # Misses: three keys met, two recorded; hits: four of each recorded key.
    assert (table is not None) == kept
    if kept:
        assert (table.misses, table.hits, table.found) == (5, 8, 0)
