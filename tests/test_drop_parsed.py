"""The parser may drop the text of a `builtin.module`'s body it has parsed
(`InputText`): what it builds, and every diagnostic's location, are those of
a parse that keeps the whole text; odsgen-opt reading a file drops it and
still quotes the source line of an error."""

from __future__ import annotations

import os

import pytest

from conftest import run_opt
from odsgen.asm import InputText, ParseError, op_parser, parse_source
from odsgen.asm.op_parser import OperationParser
from odsgen.ir.context import Context
from odsgen.ir.printer import print_module
from odsgen.tools import source
from odsgen.tools.source import SourceBuffer


def _functions(count: int, generic: bool) -> str:
    """`count` small functions inside a module, generic or custom form."""
    if generic:
        body = "".join(
            f'  "func.func"() ({{\n  ^bb0(%a: i32):\n'
            f'    %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32\n'
            f'    "func.return"(%0) : (i32) -> ()\n'
            f'  }}) {{function_type = (i32) -> i32, sym_name = "f{n}"}} : () -> ()\n'
            for n in range(count)
        )
        return f'"builtin.module"() ({{\n{body}}}) : () -> ()\n'
    body = "".join(
        f"  func.func @f{n}(%a: i32) -> i32 {{\n"
        f"    %0 = arith.addi %a, %a : i32\n    return %0 : i32\n  }}\n"
        for n in range(count)
    )
    return f"module {{\n{body}}}\n"


def _parse(text: str | InputText) -> tuple[str, object]:
    """The printed module, or the error's message and offsets."""
    context = Context()
    try:
        module = parse_source(text, context, "in.mlir")
    except ParseError as error:
        notes = getattr(error, "notes", None)
        return "error", (error.message, error.pos, error.followers, notes)
    out = print_module(module, context=context)
    return "ok", (out, [str(op.location) for op in module.walk()])


@pytest.fixture
def cuts(monkeypatch) -> list[int]:
    """The offsets of the file the parser cut its text at (cut however
    short the text)."""
    found: list[int] = []
    monkeypatch.setattr(op_parser, "_SHORTEST_CUT", 0)
    cut = OperationParser.cut_parsed_text

    def counting(self: OperationParser) -> None:
        base = self.base
        cut(self)
        if self.base != base:
            found.append(self.base)

    monkeypatch.setattr(OperationParser, "cut_parsed_text", counting)
    return found


LATE_ERRORS = [
    ("", ""),  # no error
    ("    %9 = arith.addi %nope, %a : i32\n", "undefined value"),
    ("    %9 = arith.addi %a, %a : i64\n", "type mismatch"),
    ("    %9 = arith.addi %a, %a : i32 loc(#never)\n", "location alias never defined"),
    ("    ^ = \n", "bad token"),
    ("    cf.br ^nowhere\n  ^bb1:\n", "undefined block"),
    ('    %9 = "arith.addi"(%a, %a) : (i32, i32) -> i32 loc(#later)\n', "late alias"),
]


@pytest.mark.parametrize("first", [False, True])
@pytest.mark.parametrize("generic", [False, True])
@pytest.mark.parametrize("late, _", LATE_ERRORS)
def test_dropping_parsed_text_changes_nothing(cuts, generic, first, late, _):
    text = _functions(300, generic)
    # Put `late` into the first function, or into the last but one, after
    # many cuts.
    marker = "    return %0 : i32\n" if not generic else '    "func.return"(%0)'
    if first:
        where = text.find(marker)
    else:
        where = text.rfind(marker, 0, text.rfind(marker))
    text = text[:where] + late + text[where:]
    if "#later" in late:
        text += '#later = loc("there":1:2)\n'
    whole = _parse(text)
    dropped = _parse(InputText(text))
    assert dropped == whole
    assert whole[0] == ("ok" if late in ("", LATE_ERRORS[-1][0]) else "error")
    assert len(cuts) >= 3 or whole[0] == "error"


def test_no_cut_when_the_module_binds_values(cuts):
    body = _functions(50, True).removeprefix('"builtin.module"() ({\n')
    text = '%0 = "builtin.module"() ({\n' + body.replace(
        ": () -> ()\n}", ": () -> ()\n}"
    )
    text = text.removesuffix("}) : () -> ()\n") + "}) : () -> i32\n"
    assert _parse(InputText(text)) == _parse(text)
    assert cuts == []


def test_input_text_is_taken_once():
    holder = InputText("module {}")
    assert holder.take() == "module {}"
    with pytest.raises(ValueError):
        holder.take()


def test_opt_reads_the_file_again_to_quote_an_error(tmp_path, cuts):
    text = _functions(300, False)
    where = text.rfind("    return %0 : i32\n")
    text = text[:where] + "    %9 = arith.addi %a, %b : i32\n" + text[where:]
    path = tmp_path / "in.mlir"
    path.write_text(text)
    status, out, err = run_opt([str(path)])
    assert cuts and status == 1 and out == ""
    status_stdin, _, err_stdin = run_opt(["-"], text)
    assert status_stdin == 1
    assert err == err_stdin.replace("<stdin>", str(path))
    assert "    %9 = arith.addi %a, %b : i32\n" in err


def test_opt_output_is_the_same_with_cuts(tmp_path, cuts):
    text = _functions(300, True)
    path = tmp_path / "in.mlir"
    path.write_text(text)
    status, out, err = run_opt([str(path), "--mlir-print-debuginfo"])
    assert (status, err) == (0, "") and cuts
    _, out_stdin, _ = run_opt(["-", "--mlir-print-debuginfo"], text)
    assert out == out_stdin.replace('"<stdin>"', f'"{path}"')


@pytest.mark.parametrize("piece", [1, 2, 3, 7, 1 << 18])
def test_read_text_reads_as_text_mode_does(tmp_path, monkeypatch, piece):
    monkeypatch.setattr(source, "READ_PIECE", piece)
    data = "a\r\nb\rc\n\u00e9\u4e2d\U0001f600 x\r".encode() + b"\xff\xfe bad\r\n\r"
    path = tmp_path / "in.mlir"
    path.write_bytes(data)
    with open(path, encoding="utf-8", errors="surrogateescape") as file:
        expected = file.read()
    with open(path, "rb") as file:
        assert source.read_text(file) == expected


def test_a_buffer_reads_its_file_again_after_handing_its_text_over(tmp_path):
    path = tmp_path / "in.mlir"
    path.write_text("module {\n}\n")
    buffer = SourceBuffer(str(path), path.read_text(), str(path))
    handed = buffer.hand_over()
    assert isinstance(handed, InputText) and handed.take() == "module {\n}\n"
    assert buffer.line_text(2) == "}"
    other = SourceBuffer(str(path), path.read_text(), str(path))
    other.hand_over()
    path.unlink()
    assert other.text == ""  # the file is gone: no line to quote, no traceback
    assert SourceBuffer("<stdin>", "x").hand_over() == "x"


def _reads_again(monkeypatch) -> list[int]:
    """The offsets each cut read the rest of the file from."""
    offsets: list[int] = []
    open_at = source._FileRest.open_at

    def counting(self, offset):
        read = open_at(self, offset)
        if read is not None:
            offsets.append(offset)
        return read

    monkeypatch.setattr(source._FileRest, "open_at", counting)
    return offsets


@pytest.mark.parametrize("generic", [False, True])
def test_each_cut_reads_the_rest_of_the_file_again(
    tmp_path, cuts, monkeypatch, generic
):
    """No copy of what is left beside the whole text: the file is read again
    from the cut, and the output is that of a parse of the whole text."""
    offsets = _reads_again(monkeypatch)
    text = _functions(300, generic)
    path = tmp_path / "in.mlir"
    path.write_text(text)
    status, out, err = run_opt([str(path), "--mlir-print-debuginfo"])
    assert (status, err) == (0, "")
    assert offsets == cuts and len(cuts) >= 3
    assert all(text[offset - 1] == "\n" for offset in offsets)
    _, out_stdin, _ = run_opt(["-", "--mlir-print-debuginfo"], text)
    assert out == out_stdin.replace('"<stdin>"', f'"{path}"')


@pytest.mark.parametrize(
    "extra, again",
    [("", True), ("// \u00e9\n", False), ("// a\r\n", False), ("// \xff\n", False)],
)
def test_only_files_of_one_byte_a_character_are_read_again(tmp_path, extra, again):
    path = tmp_path / "in.mlir"
    path.write_bytes((extra + _functions(3, False)).encode("utf-8", "surrogateescape"))
    with open(path, "rb") as file:
        text = source.read_text(file)
    rest = source._FileRest.of(str(path), text)
    assert (rest is not None) == again
    if rest is not None:
        read = rest.open_at(9)
        assert read is not None and read() == text[9:]


def test_a_changed_file_is_not_read_again(tmp_path, cuts, monkeypatch):
    offsets = _reads_again(monkeypatch)
    text = _functions(300, True)
    path = tmp_path / "in.mlir"
    path.write_text(text)
    buffer = SourceBuffer(str(path), text, str(path))
    path.write_text(text.replace("addi", "subi"))  # as long as it was
    os.utime(path, ns=(1, 1))  # a modification time of its own
    with Context() as context:
        module = parse_source(buffer.hand_over(), context, "in.mlir")
        printed = print_module(module, context=context)
    assert cuts and not offsets
    assert printed == _parse(text)[1][0]


def test_a_file_that_changes_while_read_is_an_error(tmp_path, cuts, monkeypatch):
    open_at = source._FileRest.open_at

    def shorter(self, offset):
        read = open_at(self, offset)
        return None if read is None else (lambda: read()[:-1])

    monkeypatch.setattr(source._FileRest, "open_at", shorter)
    path = tmp_path / "in.mlir"
    path.write_text(_functions(300, True))
    status, out, err = run_opt([str(path)])
    assert (status, out) == (1, "")
    assert "error: the input file changed while it was read" in err
    assert "Traceback" not in err


def test_large_blocks_stay_mapped(monkeypatch):
    """The parser that drops text keeps glibc's mapping threshold at its
    default (once a process) where the text is long enough to be cut; a
    shorter text leaves it alone; without `mallopt` nothing happens."""
    import ctypes

    from odsgen.asm import input_text

    calls: list[tuple[int, int]] = []

    class _C:
        def mallopt(self, parameter: int, value: int) -> int:
            calls.append((parameter, value))
            return 1

    monkeypatch.setattr(ctypes, "CDLL", lambda name: _C())
    input_text.map_large_blocks.cache_clear()
    try:
        _parse(InputText(_functions(2, False)))
        assert calls == []
        monkeypatch.setattr(op_parser, "_SHORTEST_CUT", 0)
        _parse(InputText(_functions(2, False)))
        _parse(InputText(_functions(2, False)))
        assert calls == [(-3, 128 * 1024)]
        monkeypatch.setattr(ctypes, "CDLL", lambda name: object())
        input_text.map_large_blocks.cache_clear()
        input_text.map_large_blocks()  # no `mallopt`: no error
    finally:
        input_text.map_large_blocks.cache_clear()
