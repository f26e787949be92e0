"""The lines a run of one-line generic ops counted, handed to the parser
(`OperationParser.counted_lines`) so that `_line_at` does not count them
again: each hand-over is the text's own line and line start, and locations
after runs are those of the per-line path."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import parsed_generic
from odsgen.asm import op_parser, replay_runs

_ADD = '"llvm.add"(%a, %b) : (i64, i64) -> i64'


def _warm(prefix: str) -> str:
    return "".join(f"  %{prefix}{i} = {_ADD}\n" for i in range(3))


_WARM = _warm("w")
_MORE = _warm("m")


def _function(body: str) -> str:
    return (
        '"llvm.func"() ({\n^bb0(%a: i64, %b: i64):\n'
        f"{body}\n"
        '}) {function_type = !llvm.func<void (i64, i64)>, sym_name = "f"}'
        " : () -> ()\n"
    )


@pytest.mark.parametrize(
    "body",
    [
        # Runs ended by a label not seen before, a blank line and a comment,
        # a custom-form op, a location on a line of its own, an error.
        _WARM + '  "llvm.br"()[^bb1] : () -> ()\n^bb1:\n' + _MORE + "  llvm.return",
        _WARM + "\n  // note\n" + _MORE + '  "llvm.return"() : () -> ()',
        _WARM + "  %x = llvm.add %a, %b : i64\n" + _MORE + "  llvm.return",
        _WARM + "  loc(unknown)\n" + _MORE + "  llvm.return",
        _WARM + '  %q = "llvm.add"(%a, %zz) : (i64, i64) -> i64\n' + "  llvm.return",
    ],
)
def test_counted_lines_are_the_texts(
    body: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _function(body) + _function(body)
    handed: list[tuple[str, int, int, int]] = []
    real = op_parser.OperationParser.counted_lines

    def spy(self: Any, pos: int, line: int, line_start: int) -> None:
        handed.append((self.text, pos, line, line_start))
        real(self, pos, line, line_start)

    monkeypatch.setattr(op_parser.OperationParser, "counted_lines", spy)
    with_runs = parsed_generic(text, allow_unregistered=False)
    assert handed
    for parsed, pos, line, line_start in handed:
        assert line == parsed.count("\n", 0, pos) + 1
        assert line_start == parsed.rfind("\n", 0, pos) + 1
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text, allow_unregistered=False) == with_runs
