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
