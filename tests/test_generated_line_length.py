"""Generated lines stay within black's 88 columns where they can break: DRR
pattern sources laid out as records write them (`render/dag_layout.py`),
docstring prose with a `code` span longer than a line broken inside it,
long messages cut into pieces (`render/wrapping.py`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from odsgen.gen.render.dag_layout import dag_lines
from odsgen.gen.render.wrapping import wrapped_docstring, wrapped_lines

GENERATED = Path(__file__).resolve().parent.parent / "generated"
# Modules of templates the generator leaves to the dialect package's startup
# (`dialect_init.py.j2`, `enums.py.j2`, `ops_lazy.py.j2`), not checked here.
_STARTUP = re.compile(r"__init__|enums\w*")
_QUOTED = re.compile(r'"[^"]{40,}"')


def _long_lines(path: Path) -> list[str]:
    return [line for line in path.read_text().splitlines() if len(line) > 88]


@pytest.mark.parametrize(
    "path",
    [p for p in sorted(GENERATED.rglob("*.py")) if not _STARTUP.fullmatch(p.stem)],
    ids=lambda path: path.relative_to(GENERATED).as_posix(),
)
def test_no_line_over_88_columns_that_could_break(path: Path) -> None:
    """A line over 88 columns is left only where it holds a long quoted
    string it cannot break (a `CPred` in a DRR source)."""
    for line in _long_lines(path):
        assert _QUOTED.search(line), line


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
