"""The parser counts lines as it reads (`OperationParser._line_at`) rather
than splitting the text into lines: each op's location is the line and
column of its name in the text, and a diagnostic that points back at a
value's definition (found through the table of lines `_line_start` makes)
points at its name; with the parsed text dropped (`InputText`) too."""

from __future__ import annotations

import pytest

from odsgen.asm import InputText, ParseError, op_parser, parse_source
from odsgen.asm.errors import DiagnosticNote
from odsgen.ir.context import Context
from odsgen.ir.location import FileLineColLoc


def _program(count: int) -> str:
    """`count` functions of generic and custom ops (one-line runs, labels
    with arguments, ops on several lines) inside a module."""
    functions = []
    for n in range(count):
        functions.append(
            '  "func.func"() ({\n'
            "  ^bb0(%a: i32, %b: i32):\n"
            '    %0 = "arith.addi"(%a, %b) : (i32, i32) -> i32\n'
            "    %1 = arith.muli %0, %a : i32\n"
            '    "cf.br"(%1)[^bb1] : (i32) -> ()\n'
            "  ^bb1(%c: i32):\n"
            '    %2 = "arith.addi"(%c,\n      %c) : (i32, i32) -> i32\n'
            "    %3 = arith.subi %2, %c : i32\n"
            '    "func.return"(%3) : (i32) -> ()\n'
            f'  }}) {{function_type = (i32, i32) -> i32, sym_name = "f{n}"}}'
            " : () -> ()\n"
        )
    return '"builtin.module"() ({\n' + "".join(functions) + "}) : () -> ()\n"


@pytest.fixture
def short_cuts(monkeypatch) -> None:
    """The parser cuts its text however short it is."""
    monkeypatch.setattr(op_parser, "_SHORTEST_CUT", 0)


def _name_at(text: str, location: FileLineColLoc) -> str:
    """The text from `location` to the end of its line."""
    line = text.split("\n")[location.line - 1]
    return line[location.column - 1 :]


@pytest.mark.parametrize("dropped", [False, True])
def test_each_op_is_located_at_its_name(short_cuts, dropped):
    text = _program(200)
    context = Context()
    module = parse_source(InputText(text) if dropped else text, context, "in.mlir")
    names = []
    for op in module.walk():
        location = op.location
        assert isinstance(location, FileLineColLoc)
        spelling = _name_at(text, location)
        assert spelling.startswith((op.name, f'"{op.name}"')), (op.name, location)
        names.append((location.line, location.column))
    # Each op of the text once (a function has three ops not of arith, the
    # module one).
    assert len(set(names)) == len(names) == text.count("arith.") + 3 * 200 + 1


@pytest.mark.parametrize("dropped", [False, True])
@pytest.mark.parametrize("late", [False, True])
def test_a_note_points_back_at_the_definition(short_cuts, dropped, late):
    """`%0` defined again in one function, many lines (and, with `late`,
    many cuts) into the file: the note's offset is the first definition's."""
    text = _program(200)
    marker = '    "func.return"(%3)'
    where = text.rfind(marker) if late else text.find(marker)
    again = '    %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32\n'
    text = text[:where] + again + text[where:]
    first = text.rfind("    %0 = ", 0, where) + 4
    with pytest.raises(ParseError) as raised:
        parse_source(InputText(text) if dropped else text, Context(), "in.mlir")
    error = raised.value
    assert isinstance(error, DiagnosticNote)
    assert error.message == "redefinition of SSA value '%0'"
    assert error.pos == where + 4
    assert error.notes == [("previously defined here", first)]
