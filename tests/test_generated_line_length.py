"""Generated lines stay within black's 88 columns: DRR pattern sources laid
out as records write them (`render/dag_layout.py`), docstring prose with a
`code` span longer than a line broken inside it, long messages cut into
pieces, long summaries flowed (`render/wrapping.py`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from odsgen.gen.render.dag_layout import dag_lines
from odsgen.gen.render.wrapping import (
    wrapped_docstring,
    wrapped_lines,
    wrapped_summary,
)

GENERATED = Path(__file__).resolve().parent.parent / "generated"


@pytest.mark.parametrize(
    "path",
    sorted(GENERATED.rglob("*.py")),
    ids=lambda path: path.relative_to(GENERATED).as_posix(),
)
def test_no_line_over_88_columns(path: Path) -> None:
    long = [line for line in path.read_text().splitlines() if len(line) > 88]
    assert not long


def test_a_long_summary_flows_onto_more_lines() -> None:
    words = "word " * 30
    text = wrapped_summary("The `x` dialect: " + words.strip(), 0)
    lines = text.split("\n")
    assert len(lines) > 1
    assert len(lines[0]) + 3 <= 88 and all(len(line) <= 88 for line in lines)
    assert " ".join(lines) == "The `x` dialect: " + words.strip()
    assert wrapped_summary("short", 4) == "short"


def test_a_pattern_breaks_at_its_outermost_commas_first() -> None:
    text = (
        "Pat<(AddIOp:$res (AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0)),"
        " (ConstantLikeMatcher APIntAttr:$c1)),"
        " (AddIOp $x, (ConstantOp (AddIntAttrs $res, $c0, $c1)))>"
    )
    assert dag_lines(text, 84, 3) == [
        "Pat<(AddIOp:$res (AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0)),",
        "                    (ConstantLikeMatcher APIntAttr:$c1)),",
        "       (AddIOp $x, (ConstantOp (AddIntAttrs $res, $c0, $c1)))>",
    ]
    assert dag_lines(text, 200, 3) == [text]


def test_lists_align_after_their_bracket_and_quotes_stay_whole() -> None:
    text = (
        "Pattern<(MulUIExtendedOp:$res $x, $y), [(MulIOp $x, $y),"
        ' (replaceWithValue $x)], [(Constraint<CPred<"not $0.has_uses, (a, b)">>'
        " $res__1)]>"
    )
    assert dag_lines(text, 70) == [
        "Pattern<(MulUIExtendedOp:$res $x, $y),",
        "        [(MulIOp $x, $y), (replaceWithValue $x)],",
        '        [(Constraint<CPred<"not $0.has_uses, (a, b)">> $res__1)]>',
    ]


def test_a_code_span_longer_than_a_line_breaks_at_its_spaces() -> None:
    span = "`" + " ".join(["memref<?x?xf32>"] * 8) + "`"
    short = "a `short span` stays whole " * 4
    lines = wrapped_lines([f"Read {span} then {short.strip()}."], 4)
    assert all(len(line) <= 88 for line in lines)
    assert (
        " ".join(line.strip() for line in lines) == f"Read {span} then {short.strip()}."
    )
    assert all(line.count("`short") == line.count("span`") for line in lines)
    assert wrapped_docstring("x" * 100, 4) == '"""' + "x" * 100 + '"""'


def test_an_escaped_quote_does_not_end_a_quoted_string() -> None:
    text = (
        'Pat<(AOp:$res $x), (BOp $x), [(Constraint<CPred<"f(\\"a, (b\\", $0)">>'
        " $res)]>"
    )
    assert dag_lines(text, 40) == [
        "Pat<(AOp:$res $x),",
        "    (BOp $x),",
        '    [(Constraint<CPred<"f(\\"a, (b\\", $0)">> $res)]>',
    ]
