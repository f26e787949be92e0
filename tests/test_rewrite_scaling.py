"""The greedy rewrite driver's costs are linear in the input, counted rather
than timed (the measure of `test_scaling`: Python lines run and functions
called): each input grows with `n`, and the work of canonicalizing it must
grow by the same amount from 2n to 4n as from n to 2n, twice as much. The
worklist behind that speed is checked against MLIR's indexed one.
"""

from __future__ import annotations

from typing import Callable

import pytest

from conftest import ROOT
from odsgen.asm import parse_source, print_module
from odsgen.ir.context import Context
from odsgen.tools.opt import load_dialects
from odsgen.tools.passes import canonicalize
from test_scaling import N, _counted


def _function(body: list[str]) -> str:
    return (
        "func.func @f(%a: i32) -> i32 {\n  %zero = arith.constant 0 : i32\n"
        + "".join(f"  {line}\n" for line in body)
        + "  return %a : i32\n}\n"
    )


def fold_chain(n: int) -> str:
    """`x + 0` chained `n` times: each folds to its first operand."""
    body = [f"%x{i + 1} = arith.addi %x{i}, %zero : i32" for i in range(n)]
    body.insert(0, "%x0 = arith.addi %a, %zero : i32")
    body.append(f'"xx.use"(%x{n}) : (i32) -> ()')
    return _function(body)


def duplicate_constants(n: int) -> str:
    """`n` distinct constants, each twice: the copies are merged."""
    body = []
    for i in range(n):
        body += [
            f"%c{i} = arith.constant {i + 1} : i32",
            f"%d{i} = arith.constant {i + 1} : i32",
            f'"xx.use"(%c{i}, %d{i}) : (i32, i32) -> ()',
        ]
    return _function(body)


def new_constants(n: int) -> str:
    """`n` additions of constants: each folds to a new constant. The values
    start at `8 * n`, so that inputs of different sizes share no constant
    (the attributes a run uniques would make a later run's work smaller)."""
    body = ["%one = arith.constant 1 : i32"]
    for i in range(n):
        body += [
            f"%k{i} = arith.constant {8 * n + 2 * i + 2} : i32",
            f"%s{i} = arith.addi %one, %k{i} : i32",
            f'"xx.use"(%s{i}) : (i32) -> ()',
        ]
    return _function(body)


def dead_users(n: int) -> str:
    """`n` unused ops using one value: each is erased."""
    return _function([f"%u{i} = arith.muli %a, %a : i32" for i in range(n)])


KINDS: dict[str, Callable[[int], str]] = {
    "fold chain": fold_chain,
    "duplicate constants": duplicate_constants,
    "new constants": new_constants,
    "dead users": dead_users,
}


@pytest.fixture(scope="module")
def context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    load_dialects(
        context, [str(ROOT / "generated" / name) for name in ("func", "arith")]
    )
    return context


def _work(kind: str, n: int, context: Context) -> int:
    """The steps of canonicalizing input `kind` of size `n` (parsed first)."""
    module = parse_source(KINDS[kind](n), context, "rewrite_scaling.mlir")
    with context:
        return _counted(lambda: canonicalize(module, context, {}))


@pytest.mark.pure_python  # counts traced Python lines (see conftest.py)
@pytest.mark.parametrize("kind", list(KINDS))
def test_rewrite_work_grows_linearly(kind: str, context: Context) -> None:
    _work(kind, 4, context)  # the first run loads what it needs
    work = [_work(kind, n, context) for n in (N, 2 * N, 4 * N)]
    growth = (work[2] - work[1]) / (work[1] - work[0])
    assert 1.95 <= growth <= 2.05, (kind, work)


@pytest.mark.parametrize("kind", list(KINDS))
def test_rewrite_results(kind: str, context: Context) -> None:
    """What the inputs canonicalize to (so that the work counted is the
    work meant): chains and dead ops gone, constants merged or folded."""
    module = parse_source(KINDS[kind](3), context, "rewrite_scaling.mlir")
    with context:
        canonicalize(module, context, {})
        text = print_module(module)
    assert "arith.addi" not in text and "arith.muli" not in text
    if kind == "duplicate constants":
        assert text.count("arith.constant") == 3
        assert '"xx.use"(%c1_i32, %c1_i32)' in text
    if kind == "new constants":
        assert "%c27_i32 = arith.constant 27 : i32" in text
        assert "%c31_i32 = arith.constant 31 : i32" in text


class _ReferenceWorklist:
    """The driver's worklist as MLIR 16 keeps it: a stack with an index per
    member, a removed member's slot emptied (what `_Worklist` replaces)."""

    def __init__(self) -> None:
        self.items: list[object | None] = []
        self.index: dict[object, int] = {}

    def push(self, item: object) -> None:
        if item not in self.index:
            self.index[item] = len(self.items)
            self.items.append(item)

    def pop(self) -> object | None:
        while self.items:
            item = self.items.pop()
            if item is not None:
                del self.index[item]
                return item
        return None

    def remove(self, item: object) -> None:
        index = self.index.pop(item, None)
        if index is not None:
            self.items[index] = None


def test_worklist_visits_in_mlir_order() -> None:
    """The set-backed worklist with stale entries pops what the indexed one
    pops, for random pushes, removals and pops."""
    import random

    from odsgen.ir.rewrite import _Worklist

    generator = random.Random(16)
    for _ in range(200):
        items = [object() for _ in range(8)]
        initial = generator.sample(items, 5)
        fast, reference = _Worklist(initial), _ReferenceWorklist()
        for item in initial:
            reference.push(item)
        for _ in range(60):
            action, item = generator.random(), generator.choice(items)
            if action < 0.4:
                fast.push(item)
                reference.push(item)
            elif action < 0.6:
                fast.remove(item)
                reference.remove(item)
            else:
                assert fast.pop() is reference.pop()
        while (item := reference.pop()) is not None:
            assert fast.pop() is item
        assert fast.pop() is None
