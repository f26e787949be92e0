"""A module written on one line: the parser's work stays linear in its ops.

Each op of such a line used to cost the rest of the line (a pattern matched
to the line's end, a search back for the line's start, the line copied as a
memo key): C work that `test_scaling`'s step count does not see. Here the
characters the parser's searches of its text span are counted too: the text
is a `str` whose `find`, `rfind` and `count` add up the spans they are given.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT, run_opt
from odsgen.asm import lexer as lx
from odsgen.asm import parse_source, print_module
from odsgen.ir.context import Context
from odsgen.tools.opt import load_dialects
from reference import mlir_opt
from test_scaling import _counted

ARGS = ["--allow-unregistered-dialect"]


def one_line_module(n: int, salt: int) -> str:
    """`n` generic ops, then `n` custom ones, all on one line (no line break)."""
    generic = " ".join(
        f'%g{i} = "xx.def"(%a) {{k = {i} : i64}} : (i{salt}) -> i{salt}'
        for i in range(n)
    )
    custom = " ".join(f"%c{i} = arith.addi %a, %a : i{salt}" for i in range(n))
    return (
        f"module {{ func.func @f(%a: i{salt}) {{ {generic} {custom} "
        f'"xx.use"() : () -> () return }} }}'
    )


class CountingText(str):
    """A text that adds up the spans its searches are asked to cover."""

    spanned = 0

    def _span(self, args: tuple[Any, ...]) -> None:
        start = args[1] if len(args) > 1 and args[1] is not None else 0
        end = args[2] if len(args) > 2 and args[2] is not None else len(self)
        start, end, _ = slice(start, end).indices(len(self))
        CountingText.spanned += max(end - start, 0)

    def find(self, *args: Any) -> int:  # type: ignore[override]
        self._span(args)
        return str.find(self, *args)

    def rfind(self, *args: Any) -> int:  # type: ignore[override]
        self._span(args)
        return str.rfind(self, *args)

    def count(self, *args: Any) -> int:  # type: ignore[override]
        self._span(args)
        return str.count(self, *args)


@pytest.fixture(scope="module")
def context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, [str(ROOT / "generated" / d) for d in ("func", "arith")])
    return context


def _work(n: int, salt: int, context: Context) -> tuple[int, int]:
    """The steps of parsing and printing `one_line_module(n)`, and the
    characters its text's searches spanned."""
    text = CountingText(one_line_module(n, salt))
    CountingText.spanned = 0

    def action() -> None:
        print_module(parse_source(text, context, f"one_line{salt}.mlir"))

    return _counted(action), CountingText.spanned


@pytest.mark.pure_python  # counts traced Python lines (see conftest.py)
def test_ops_on_one_line_cost_linear_work(context: Context) -> None:
    n = 150
    assert len(one_line_module(n, 2)) > 2 * lx.MEMO_LINE_LIMIT
    _work(4, 1, context)  # the first run loads and memoizes
    steps, spans = zip(
        *(_work(k, salt, context) for salt, k in enumerate((n, 2 * n, 4 * n), 2))
    )
    for work in (steps, spans):
        growth = (work[2] - work[1]) / (work[1] - work[0])
        assert 1.9 <= growth <= 2.1, (steps, spans)


def test_one_line_module_prints_like_mlir_opt() -> None:
    text = one_line_module(200, 32)
    expected = mlir_opt(ARGS, text)
    assert expected.returncode == 0, expected.stderr
    status, out, err = run_opt([*ARGS, "-"], stdin_text=text)
    assert status == 0, err
    assert out == expected.stdout
