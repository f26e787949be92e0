"""What odsgen-opt does to keep its peak memory down must not change what it
prints: the input's text is released before the output is printed (unless a
diagnostic may still quote it), split chunks do not keep the whole input
alive, and the output is written a small slice at a time."""

from __future__ import annotations

import io
from pathlib import Path

from conftest import run_opt
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.printer import print_module
from odsgen.tools import opt, output_file
from odsgen.tools.output_file import COPY_SLICE
from odsgen.tools.source import SourceBuffer, process_buffer

FUNCTIONS = "".join(f"func.func private @f{n}(i32) -> i64\n" for n in range(4000))


def _record_order(monkeypatch) -> list[str]:
    """The order of `release` and `print_module` calls in odsgen-opt."""
    events: list[str] = []
    release, print_module = SourceBuffer.release, opt.print_module

    def recording_release(self: SourceBuffer) -> None:
        events.append("release")
        release(self)

    def recording_print(*args, **kwargs):
        events.append("print")
        return print_module(*args, **kwargs)

    monkeypatch.setattr(SourceBuffer, "release", recording_release)
    monkeypatch.setattr(opt, "print_module", recording_print)
    return events


def test_the_input_is_released_before_the_output_is_printed(monkeypatch):
    events = _record_order(monkeypatch)
    status, out, err = run_opt(["-"], "func.func private @f()\n")
    assert (status, err) == (0, "")
    assert out == "module {\n  func.func private @f()\n}\n\n"
    assert events == ["release", "print"]


def test_expected_diagnostics_keep_the_input(monkeypatch):
    events = _record_order(monkeypatch)
    text = "func.func private @f()\n"
    status, out, err = run_opt(["--verify-diagnostics", "-"], text)
    assert (status, err) == (0, "")
    assert events == ["print"]


def test_errors_still_quote_the_source_line():
    text = "func.func @f() {\n  %0 = arith.constant 1 : i32\n}\n"
    status, out, err = run_opt(["-"], text)
    assert status == 1 and out == ""
    assert "  %0 = arith.constant 1 : i32\n" in err
    assert "^" in err


def test_split_chunks_release_the_whole_input():
    source = SourceBuffer("in.mlir", "module {}\n// -----\nmodule {}\n")
    texts: list[str] = []
    names: list[str] = []

    def process(buffer: SourceBuffer) -> bool:
        texts.append(buffer.text)
        names.append(buffer.name)
        assert source.text == ""
        return True

    success = process_buffer(source, True, process)
    assert success and texts == ["module {}\n", "\nmodule {}\n"]
    assert names == [
        "within split at in.mlir:1 offset ",
        "within split at in.mlir:2 offset ",
    ]


def test_a_released_buffer_quotes_no_line():
    buffer = SourceBuffer("in.mlir", "a\nb\n")
    assert buffer.line_text(2) == "b"
    buffer.release()
    assert buffer.line_text(2) is None and buffer.text == ""


def test_a_large_output_is_written_whole(tmp_path: Path):
    assert len(FUNCTIONS) > 2 * COPY_SLICE
    status, expected, err = run_opt(["-"], FUNCTIONS)
    assert status == 0 and err == ""
    output = tmp_path / "out.mlir"
    source = tmp_path / "in.mlir"
    source.write_text(FUNCTIONS)
    assert run_opt([str(source), "-o", str(output)]) == (0, "", "")
    assert output.read_text() == expected
    assert expected.count("func.func private") == 4000


def test_a_streamed_module_prints_the_same_even_when_an_alias_comes_late():
    # The alias is found after whole chunks were written: the stream is
    # rewound and the module printed again with its alias definitions.
    text = FUNCTIONS + '"test.op"() {m = affine_map<(d0) -> (d0)>} : () -> ()\n'
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context, "in.mlir")
    stream = io.StringIO("kept\n")
    stream.seek(0, io.SEEK_END)
    assert print_module(module, end="\n", stream=stream) == ""
    expected = print_module(module, end="\n")
    assert expected.startswith("#map = affine_map<(d0) -> (d0)>\n")
    assert stream.getvalue() == "kept\n" + expected


def test_o_is_replaced_whole_and_keeps_its_mode(tmp_path: Path):
    output = tmp_path / "out.mlir"
    output.write_text("old\n")
    output.chmod(0o640)
    source = tmp_path / "in.mlir"
    source.write_text(FUNCTIONS)
    assert run_opt([str(source), "-o", str(output)]) == (0, "", "")
    assert output.read_text().count("func.func private") == 4000
    assert output.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir", "out.mlir"]


def test_o_through_a_symlink_replaces_its_target(tmp_path: Path):
    target = tmp_path / "real" / "out.mlir"
    target.parent.mkdir()
    target.write_text("old\n")
    target.chmod(0o640)
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    source = tmp_path / "in.mlir"
    source.write_text(FUNCTIONS)
    assert run_opt([str(source), "-o", str(link)]) == (0, "", "")
    assert link.is_symlink() and link.resolve() == target
    assert target.read_text().count("func.func private") == 4000
    assert target.stat().st_mode & 0o777 == 0o640
    assert [p.name for p in target.parent.iterdir()] == ["out.mlir"]


def test_o_in_an_unwritable_directory_is_written_in_place(tmp_path: Path, monkeypatch):
    tried: list[str] = []

    def unwritable(directory: str, prefix: str) -> tuple[int, str]:
        tried.append(directory)
        raise PermissionError(13, "Permission denied", directory)

    monkeypatch.setattr(output_file, "sibling_file", unwritable)
    output = tmp_path / "out.mlir"
    output.write_text("old\n")
    output.chmod(0o640)
    source = tmp_path / "in.mlir"
    source.write_text(FUNCTIONS)
    status, expected, _ = run_opt([str(source)])
    assert run_opt([str(source), "-o", str(output)]) == (0, "", "")
    assert tried == [str(tmp_path)]
    assert output.read_text() == expected and status == 0
    assert output.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir", "out.mlir"]


def test_o_is_removed_on_failure_with_no_temporary_left(tmp_path: Path):
    output = tmp_path / "out.mlir"
    source = tmp_path / "in.mlir"
    source.write_text("module {}\n// -----\nfunc.func @f() {\n}\n")
    status, out, err = run_opt([str(source), "--split-input-file", "-o", str(output)])
    assert status == 1 and out == "" and "error:" in err
    assert [p.name for p in tmp_path.iterdir()] == ["in.mlir"]


def test_a_failed_split_chunk_prints_nothing_between_separators():
    text = "module {}\n// -----\nfunc.func @f() {\n}\n// -----\nmodule {}\n"
    status, out, err = run_opt(["--split-input-file", "-"], text)
    assert status == 1 and "error:" in err
    assert out == "module {\n}\n\n\n// -----\n\n// -----\nmodule {\n}\n\n"
