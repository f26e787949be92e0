"""What the IR keeps less of, to save memory per op, must not change what it
does: uniquing tables a class, file locations under one integer, small
attribute dictionaries without a cached dict, and the printer's value labels
kept only up to a limit."""

from __future__ import annotations

import pytest

from conftest import LOAD_LLVM as LLVM, run_opt
from odsgen.asm import parse_source
from odsgen.ir import printer
from odsgen.ir.attributes import (
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    UnitAttr,
)
from odsgen.ir.context import Context
from odsgen.ir.location import FileLineColLoc
from odsgen.ir.types import IntegerType


def test_uniqued_objects_are_shared_per_context():
    context = Context()
    i64 = IntegerType.get(64, context=context)
    assert IntegerAttr.get(i64, 5, context) is IntegerAttr.get(i64, 5, context)
    assert IntegerAttr.get(i64, 5, context) is not IntegerAttr.get(i64, 6, context)
    # Parameters equal across classes stay apart: a table a class.
    assert StringAttr.get("x", context=context) is not FileLineColLoc.get(
        "x", 1, 1, context
    )
    other = Context()
    assert IntegerType.get(64, context=other) is not i64


@pytest.mark.parametrize("column", [1, 7, (1 << 32) - 1, 1 << 32, 1 << 40])
def test_file_locations_are_uniqued_for_any_column(column):
    context = Context()
    first = FileLineColLoc.get("f.mlir", 3, column, context)
    assert FileLineColLoc.get("f.mlir", 3, column, context) is first
    assert (first.line, first.column) == (3, column)
    assert FileLineColLoc.get("f.mlir", 4, column, context) is not first
    assert FileLineColLoc.get("g.mlir", 3, column, context) is not first


def test_the_parser_makes_the_locations_get_makes():
    context = Context()
    text = "module {\n  func.func private @f()\n}\n"
    with context:
        module = parse_source(text, context, "a.mlir")
    function = module.regions[0].blocks[0].first_op
    assert function.location is FileLineColLoc.get("a.mlir", 2, 3, context)


@pytest.mark.parametrize("size", [0, 1, 2, 3, 5])
def test_dictionaries_of_any_size_answer_alike(size):
    context = Context()
    i64 = IntegerType.get(64, context=context)
    items = {f"k{n}": IntegerAttr.get(i64, n, context) for n in range(size)}
    items["unit"] = UnitAttr.get(context)
    dictionary = DictionaryAttr.get(items, context)
    assert dictionary.as_dict() == items
    for name, value in items.items():
        assert dictionary.get_attr(name) is value
        assert name in dictionary
    assert dictionary.get_attr("absent") is None
    assert "absent" not in dictionary
    assert DictionaryAttr.get(dict(reversed(items.items())), context) is dictionary


@pytest.mark.parametrize("size", [0, 1, 2, 3, 5])
def test_find_answers_as_get_attr_and_keeps_no_dict(size):
    """`DictionaryAttr.find` (the verifier's symbol and return checks) gives
    what `get_attr` gives, before and after the dict is built, and builds
    none itself."""
    context = Context()
    i64 = IntegerType.get(64, context=context)
    items = {f"k{n}": IntegerAttr.get(i64, n, context) for n in range(size)}
    items["sym_name"] = UnitAttr.get(context)
    dictionary = DictionaryAttr.get(items, context)
    for name in [*items, "absent", "k"]:
        assert dictionary.find(name) is items.get(name)
    assert dictionary._map is None
    for name in [*items, "absent"]:
        assert dictionary.find(name) is dictionary.get_attr(name)


def test_value_labels_past_the_kept_ones_print_alike(monkeypatch):
    body = "\n".join(f"  %{i} = llvm.add %a, %b : i64" for i in range(40))
    text = f"llvm.func @f(%a: i64, %b: i64) {{\n{body}\n  llvm.return\n}}\n"
    expected = run_opt(LLVM, text)
    monkeypatch.setattr(printer, "_LABELS_KEPT", 3)
    assert run_opt(LLVM, text) == expected
    assert expected[0] == 0 and "%39 = llvm.add %arg0, %arg1  : i64" in expected[1]


def test_packed_locations_are_the_uniqued_ones():
    """Ops and block arguments keep their file location packed into an int
    until asked; then it is the location `FileLineColLoc.get` makes."""
    context = Context()
    text = (
        "llvm.func @f(%a: i64) {\n"
        "  %0 = llvm.add %a, %a : i64\n"
        "  %1 = llvm.add %a, %a : i64\n"
        "  %2 = llvm.add %a, %a : i64\n"
        '  %3 = "llvm.add"(%2, %a) : (i64, i64) -> i64\n'
        "  llvm.br ^bb1(%3 : i64)\n"
        "^bb1(%x: i64):\n"
        "  llvm.return\n"
        "}\n"
    )
    with context:
        module = parse_source(text, context, "p.mlir")
    function = module.regions[0].blocks[0].first_op
    entry, second = function.regions[0].blocks
    ops = list(entry)
    assert all(isinstance(op._location, int) for op in ops)
    for line, op in enumerate(ops, start=2):
        column = 8 if op.results else 3
        assert op.location is FileLineColLoc.get("p.mlir", line, column, context)
    argument = second.arguments[0]
    assert isinstance(argument._location, int)
    assert argument.location is FileLineColLoc.get("p.mlir", 7, 6, context)
    assert entry.arguments[0].location is FileLineColLoc.get("p.mlir", 1, 14, context)


def test_typed_literals_of_generic_dictionaries(monkeypatch):
    """Generic ops whose dictionaries differ only in typed integer literals
    share a template; the output and errors are those of a full parse."""
    from odsgen.asm import op_parser

    lines = [
        f'  %{i} = "llvm.mlir.constant"() {{value = {v} : i{w}}} : () -> i{w}'
        for i, (v, w) in enumerate(
            [(1, 64), (2, 64), (-3, 64), (4, 8), (-128, 8), (255, 8), (1, 1), (0, 1)]
        )
    ]
    lines += [
        f'  %s{i} = "llvm.mlir.constant"() {{a = {i} : i32, b = [{i} : i32],'
        f" value = {i} : i64}} : () -> i64"
        for i in range(3)
    ]
    good = "llvm.func @f() {\n" + "\n".join(lines) + "\n  llvm.return\n}\n"
    bad = good.replace("{value = 4 : i8}", "{value = 256 : i8}")

    filled = []
    fill = op_parser.memo.fill_literals
    monkeypatch.setattr(
        op_parser.memo,
        "fill_literals",
        lambda *args: filled.append(1) or fill(*args),
    )

    def both(text: str) -> tuple[int, str, str]:
        templated = run_opt(LLVM + ["--mlir-print-op-generic"], text)
        with monkeypatch.context() as patch:
            patch.setattr(
                op_parser.templates, "dictionary_key", lambda text, cuts: (text, [])
            )
            full = run_opt(LLVM + ["--mlir-print-op-generic"], text)
        assert templated == full
        return templated

    status, out, err = both(good)
    assert status == 0, err
    assert len(filled) == 3  # lines 2, 6 and 8 (a sign or a type makes a key)
    assert "{value = -1 : i8}" in out and "{value = true}" in out
    status, _, err = both(bad)
    assert status == 1 and err.startswith("<stdin>:5:")
    assert "integer constant out of range for attribute" in err


@pytest.mark.parametrize(
    "type_, values",
    [
        ("i1", ["0", "1", "-1", "1"]),
        ("i8", ["1", "127", "128", "255", "-128", "-1"]),
        ("si8", ["1", "127", "-128", "-1", "0"]),
        ("ui8", ["1", "127", "128", "255", "0"]),
        ("index", ["1", "9223372036854775807", "-9223372036854775808"]),
        ("i64", ["0", "18446744073709551615", "9223372036854775808", "007"]),
    ],
)
def test_templated_literals_at_the_edges_of_their_types(monkeypatch, type_, values):
    from odsgen.asm import op_parser

    lines = [f'"x.op"() {{v = {value} : {type_}}} : () -> ()' for value in values]
    text = "\n".join(lines * 2) + "\n"
    args = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]
    templated = run_opt(args, text)
    with monkeypatch.context() as patch:
        patch.setattr(op_parser.memo, "cut_literals", lambda text: (text, []))
        assert run_opt(args, text) == templated
    assert templated[0] == 0, templated[2]
