"""odsgen-opt keeps glibc's mapping threshold at its default before it reads
a large input file (the reading frees large blocks, which would raise it),
and leaves the C library alone for a small one; either way the output is
the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from odsgen.tools import opt

FUNCTIONS = "".join(f"func.func private @f{n}(i32) -> i64\n" for n in range(200))


def _run_recording(
    monkeypatch, tmp_path: Path, large_input: int
) -> tuple[list[str], str]:
    """The order of `map_large_blocks` and file reads in one run of `FUNCTIONS`
    with `LARGE_INPUT` set to `large_input`, and the output."""
    events: list[str] = []
    read_text = opt.read_text

    def recording_read(handle):
        events.append("read")
        return read_text(handle)

    monkeypatch.setattr(opt, "LARGE_INPUT", large_input)
    monkeypatch.setattr(opt, "map_large_blocks", lambda: events.append("map"))
    monkeypatch.setattr(opt, "read_text", recording_read)
    source, output = tmp_path / "in.mlir", tmp_path / "out.mlir"
    source.write_text(FUNCTIONS)
    assert opt.run([str(source), "-o", str(output)]) == 0
    return events, output.read_text()


@pytest.mark.parametrize("large_input", [0, len(FUNCTIONS)])
def test_a_large_input_is_read_with_the_default_threshold(
    monkeypatch, tmp_path, large_input
):
    events, printed = _run_recording(monkeypatch, tmp_path, large_input)
    assert events[:2] == ["map", "read"]
    assert printed == _run_recording(monkeypatch, tmp_path, len(FUNCTIONS) + 1)[1]


def test_a_small_input_leaves_the_c_library_alone(monkeypatch, tmp_path):
    events, printed = _run_recording(monkeypatch, tmp_path, len(FUNCTIONS) + 1)
    assert "map" not in events
    assert printed.startswith("module {\n  func.func private @f0(i32) -> i64\n")


def test_the_threshold_is_the_parsers_shortest_cut():
    from odsgen.asm import op_parser

    assert opt.LARGE_INPUT == op_parser._SHORTEST_CUT
