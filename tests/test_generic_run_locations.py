"""Runs of one-line generic ops (odsgen/asm/generic_runs.py) pack their
ops' locations themselves, in C integers when compiled (generic_runs.pxd),
up to the line where a packed location no longer fits one: past it,
`location_at` packs them, to the same locations."""

from __future__ import annotations

import pytest

from conftest import ROOT, count_calls, parsed_generic
from odsgen._accel import build_inputs
from odsgen.asm import generic_runs, op_parser

_ADD = '"llvm.add"(%a, %b) : (i64, i64) -> i64'
_TEXT = (
    '"llvm.func"() ({\n^bb0(%a: i64, %b: i64):\n'
    + "".join(f"  %{i} = {_ADD}\n" for i in range(6))
    + '  "llvm.br"()[^bb1] : () -> ()\n^bb1:\n'
    + "".join(f"    %x{i} = {_ADD}\n" for i in range(3))
    + '  "llvm.return"() : () -> ()\n'
    + '}) {function_type = !llvm.func<void (i64, i64)>, sym_name = "f"}'
    " : () -> ()\n"
)


def _parse(monkeypatch: pytest.MonkeyPatch, packed_lines: int) -> tuple[object, int]:
    """`_TEXT` parsed (see `parsed_generic`) with runs packing the locations
    of the first `packed_lines` lines only, and how many locations
    `location_at` made."""
    with monkeypatch.context() as patch:
        taken = count_calls(patch, op_parser, "generic_run", lambda last: last)
        located = count_calls(patch, op_parser.OperationParser, "location_at")
        patch.setattr(generic_runs, "_PACKED_LINES", packed_lines)
        parsed = parsed_generic(_TEXT, allow_unregistered=False)
    assert taken, "no run was taken"
    return parsed, len(located)


@pytest.mark.parametrize("packed_lines", [0, 1, 5, 12])
def test_locations_past_the_packed_lines_are_the_same(
    packed_lines: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected, located = _parse(monkeypatch, generic_runs._PACKED_LINES)
    assert expected[0] == "ok"
    parsed, located_past = _parse(monkeypatch, packed_lines)
    assert parsed == expected
    # The ops of the runs past those lines were located by `location_at`.
    assert located_past > located


def test_the_packed_lines_fit_a_c_integer() -> None:
    import sys

    from odsgen.ir.location import COLUMN_LIMIT, COLUMN_SHIFT, LINE_STEP

    last = generic_runs._PACKED_LINES - 1
    assert last * LINE_STEP | (COLUMN_LIMIT - 1) << COLUMN_SHIFT | 0xFFFF <= sys.maxsize


def test_the_declarations_are_built_with_the_source() -> None:
    """Changing generic_runs.pxd makes the extension stale, as its source does."""
    inputs = build_inputs("odsgen.asm.generic_runs")
    assert inputs == ["odsgen/asm/generic_runs.py", "odsgen/asm/generic_runs.pxd"]
    for path in inputs:
        assert (ROOT / path).is_file(), path
