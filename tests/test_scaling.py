"""Costs linear in the input, counted rather than timed.

Each input grows with `n` (nesting depth, uses, symbols, blocks, line
length); a `salt` makes its types and attributes new to the context's
caches, so that each run does all of its work. The work of parsing, verifying and printing it is counted as the
number of Python lines run and functions called (C ones included), which
does not depend on the machine's load. Linear work grows by the same amount each time
`n` doubles... twice as much from 2n to 4n as from n to 2n; work quadratic in
`n` (a walk up the nesting per level or per use, a rescan of the rest of a
type) grows four times as much.
"""

from __future__ import annotations

import gc
import sys
import tracemalloc
from typing import Any, Callable

import pytest

from conftest import ROOT, count_calls
from odsgen.hooks.llvm import types as llvm_type_hooks
from odsgen.asm import parse_source, print_module
from odsgen.gc_pause import CollectorPaused
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from odsgen.target.llvm_import import import_context, import_llvm
from odsgen.tools.deep import deep_recursion
from odsgen.tools.opt import load_dialects

N = 80
LLVM = str(ROOT / "generated" / "llvm")


def builtin_types(n: int, salt: int) -> str:
    leaf = f"i{salt}"
    return '"xx.op"() {t = ' + "tuple<" * n + leaf + ">" * n + "} : () -> ()\n"


def llvm_types(n: int, salt: int) -> str:
    return "llvm.func @f(" + "!llvm.ptr<" * n + f"i{salt}" + ">" * n + ")\n"


def arrays(n: int, salt: int) -> str:
    return '"xx.op"() {a = ' + "[" * n + str(salt) + "]" * n + "} : () -> ()\n"


def dictionaries(n: int, salt: int) -> str:
    return '"xx.op"() {a = ' + "{a = " * n + str(salt) + "}" * n + "} : () -> ()\n"


def regions(n: int, salt: int) -> str:
    return '"xx.op"() ({\n' * n + '"xx.leaf"() : () -> ()\n' + "}) : () -> ()\n" * n


def nested_blocks(n: int, salt: int) -> str:
    """Nested regions, each a block with an argument used one level down."""
    opening = "".join(
        f'"xx.op"() ({{\n^bb0(%a{i}: i32):\n"xx.use"(%a{max(i - 1, 0)}) : (i32) -> ()\n'
        for i in range(n)
    )
    return opening + '"xx.leaf"() : () -> ()\n' + "}) : () -> ()\n" * n


def outer_uses(n: int, salt: int) -> str:
    """Nested regions of a function, each using the function's argument and
    a value of a dominating non-entry block at every level."""
    opening = "".join(
        '"xx.holder"() ({\n"xx.use"(%a, %v) : (i32, i32) -> ()\n' for _ in range(n)
    )
    return (
        'func.func @f(%a: i32) {\n"xx.br"()[^bb1] : () -> ()\n^bb1:\n'
        '%v = "xx.def"() : () -> i32\n'
        + opening
        + '"xx.leaf"() : () -> ()\n'
        + "}) : () -> ()\n" * n
        + "return\n}\n"
    )


def many_blocks(n: int, salt: int) -> str:
    """A chain of blocks in one function, each using values of the first
    blocks and of the one before it."""
    body = "".join(
        f'^bb{i}:\n%v{i} = "xx.def"(%v1, %v{i - 1}) : (i32, i32) -> i32\n'
        f'"xx.br"()[^bb{i + 1}] : () -> ()\n'
        for i in range(2, n)
    )
    return (
        'func.func @f() {\n%v0 = "xx.def"() : () -> i32\n"xx.br"()[^bb1] : () -> ()\n'
        '^bb1:\n%v1 = "xx.def"() : () -> i32\n"xx.br"()[^bb2] : () -> ()\n'
        + body
        + f"^bb{n}:\n  return\n}}\n"
    )


def many_uses(n: int, salt: int) -> str:
    """One value used `n` times."""
    uses = '"xx.use"(%0) : (i32) -> ()\n' * n
    return '%0 = "xx.def"() : () -> i32\n' + uses


def many_symbols(n: int, salt: int) -> str:
    """`n` functions, each calling the one before it."""
    return "".join(
        f"llvm.func @f{salt}_{i}() {{\n  llvm.call @f{salt}_{max(i - 1, 0)}() : () -> ()\n"
        "  llvm.return\n}\n"
        for i in range(n)
    )


def long_line(n: int, salt: int) -> str:
    """`3n` ops on one line (longer than the parser's memos take at any `n`
    tested, `lx.MEMO_LINE_LIMIT`: all but the line's end parse in full)."""
    uses = [f'"xx.use"(%0) : (i{salt}) -> ()'] * (3 * n)
    return " ".join([f'%0 = "xx.def"() : () -> i{salt}', *uses])


def long_custom_line(n: int, salt: int) -> str:
    """A function whose body's `3n` custom-form ops are on one line."""
    ops = " ".join(f"%v{i} = llvm.add %a, %a : i{salt}" for i in range(3 * n))
    return f"llvm.func @f(%a: i{salt}) {{\n{ops} llvm.return\n}}\n"


def long_attribute(n: int, salt: int) -> str:
    """An array of `n` strings on one line."""
    items = ", ".join(f'"s{salt}_{i}"' for i in range(n))
    return f'"xx.op"() {{a = [{items}]}} : () -> ()\n'


KINDS: dict[str, Callable[[int, int], str]] = {
    "builtin types": builtin_types,
    "LLVM types": llvm_types,
    "arrays": arrays,
    "dictionaries": dictionaries,
    "regions": regions,
    "nested blocks": nested_blocks,
    "outer uses": outer_uses,
    "many blocks": many_blocks,
    "many uses": many_uses,
    "many symbols": many_symbols,
    "long line": long_line,
    "long custom line": long_custom_line,
    "long attribute": long_attribute,
}


def _counted(action: Callable[[], object]) -> int:
    """The steps taken by `action`: Python lines run (`sys.settrace`) and
    functions called, C ones included (`sys.setprofile`)."""
    steps = 0

    def line(frame: Any, event: str, arg: Any) -> Any:
        nonlocal steps
        steps += 1
        return line

    def call(frame: Any, event: str, arg: Any) -> None:
        nonlocal steps
        if event == "c_call":
            steps += 1

    # No collection while counting: one would run the finalizers of objects
    # earlier tests left in cycles (generators' `finally` blocks...), steps
    # that are not the action's.
    gc.collect()
    with deep_recursion(), CollectorPaused():
        sys.settrace(line)
        sys.setprofile(call)
        try:
            action()
        finally:
            sys.setprofile(None)
            sys.settrace(None)
    return steps


def _work(kind: str, n: int, salt: int, context: Context) -> int:
    """The steps of parsing, verifying and printing input `kind` of size `n`
    (in a file named after `salt`, so that its locations are new too)."""
    text = KINDS[kind](n, salt)

    def action() -> None:
        module = parse_source(text, context, f"scaling{salt}.mlir")
        verify(module, context)
        print_module(module)

    return _counted(action)


@pytest.fixture(scope="module")
def context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, [LLVM, str(ROOT / "generated" / "func")])
    return context


@pytest.mark.pure_python  # counts traced Python lines (see conftest.py)
@pytest.mark.parametrize("kind", list(KINDS))
def test_work_grows_linearly(kind: str, context: Context) -> None:
    _work(kind, 4, 1, context)  # the first run loads and memoizes
    work = [
        _work(kind, n, salt, context) for salt, n in enumerate((N, 2 * N, 4 * N), 2)
    ]
    growth = (work[2] - work[1]) / (work[1] - work[0])
    assert 1.95 <= growth <= 2.05, (kind, work)


def nested_llvm_ir_types(n: int, salt: int) -> str:
    """LLVM IR whose import builds a type nested `n` deep and, for its zero
    initializer, an op for each level, of that level's type: the text
    printed is quadratic in `n`, the Python work to print it linear (each
    level's text is its element's kept text and a few characters)."""
    return f"@g = global {'[1 x ' * n}i{salt}{']' * n} zeroinitializer\n"


@pytest.mark.pure_python  # counts traced Python lines (see conftest.py)
def test_importing_nested_llvm_types_grows_linearly() -> None:
    context = import_context()

    def work(n: int, salt: int) -> int:
        text = nested_llvm_ir_types(n, salt)

        def action() -> None:
            module = import_llvm(text, f"scaling{salt}.ll", True, context)
            with context:
                print_module(module)

        return _counted(action)

    work(4, 1)
    steps = [work(n, salt) for salt, n in enumerate((N, 2 * N, 4 * N), 2)]
    growth = (steps[2] - steps[1]) / (steps[1] - steps[0])
    assert 1.95 <= growth <= 2.05, steps


def llvm_type_levels(n: int, salt: int, opening: str, closing: str) -> str:
    """`n` ops, the k-th holding an LLVM type nested k deep whose member is
    the type of the op before (as imported zero initializers print them)."""
    return "".join(
        '"xx.op"() {t = !llvm.'
        + opening * k
        + f"i{salt}"
        + closing * k
        + "} : () -> ()\n"
        for k in range(1, n + 1)
    )


@pytest.mark.parametrize(
    "opening, closing",
    [
        ("array<1 x ", ">"),
        ("ptr<", ">"),
        ("struct<(i8, ", ")>"),
        ("func<void (ptr<", ">)>"),
    ],
)
def test_llvm_types_spelled_at_every_level_are_read_and_written_once(
    opening: str, closing: str, context: Context, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The text is quadratic in `n`, but each op's type holds one spelled
    (and printed) before: the LLVM types parsed and printed one by one
    (nested calls included) grow linearly in `n`."""
    parsed = count_calls(monkeypatch, llvm_type_hooks, "parse_nested_type")
    printed = count_calls(monkeypatch, llvm_type_hooks, "print_nested_type")
    counts = []
    for salt, n in enumerate((N, 2 * N, 4 * N), 2):
        text = llvm_type_levels(n, salt, opening, closing)
        before = len(parsed), len(printed)
        module = parse_source(text, context, f"levels{salt}.mlir")
        verify(module, context)
        print_module(module)
        counts.append((len(parsed) - before[0], len(printed) - before[1]))
    for which in (0, 1):
        work = [count[which] for count in counts]
        assert (work[2] - work[1]) / (work[1] - work[0]) == 2, counts


def one_nested_struct(n: int, salt: int, shape: str) -> str:
    """One LLVM struct nested `n` deep: literal, identified, or literal with
    a member array at each level."""
    levels = {
        "literal": ["struct<("] * n,
        "identified": [f'struct<"s{salt}_{k:05}", (' for k in range(n)],
        "with arrays": ["struct<(i8, array<2 x i8>, "] * n,
    }[shape]
    return (
        '"xx.op"() {t = !llvm.' + "".join(levels) + "i8" + ")>" * n + "} : () -> ()\n"
    )


@pytest.mark.parametrize("shape", ["literal", "identified", "with arrays"])
def test_struct_spellings_kept_grow_linearly(
    shape: str, context: Context, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The parser keeps struct spellings (`_parse_struct`); for one struct
    nested n deep, each level's spelling holds the next: kept copies of
    them all would take characters quadratic in n."""
    memos: dict[Any, dict[str, list[Any]]] = {}  # kept after the parse
    monkeypatch.setattr(llvm_type_hooks, "_struct_memos", memos)
    kept = []
    for salt, n in enumerate((N, 2 * N, 4 * N), 2):
        parse_source(one_nested_struct(n, salt, shape), context, f"s{salt}.mlir")
        kept.append(
            sum(
                len(spelling)
                for memo in memos.values()
                for spellings in memo.values()
                for spelling, _, _ in spellings
            )
        )
        memos.clear()
    growth = (kept[2] - kept[1]) / (kept[1] - kept[0])
    assert 1.9 <= growth <= 2.1, kept


def identified_struct_levels(n: int, salt: int) -> str:
    """`n` ops, the k-th holding identified structs nested k deep, the
    struct of the op before and an `i8` (as an imported chain of structs
    prints)."""
    lines = []
    spelling = "i8"
    for k in range(n):
        spelling = f'struct<"chain{salt}_{k:05}", ({spelling}, i8)>'
        lines.append('"xx.op"() {t = !llvm.' + spelling + "} : () -> ()\n")
    return "".join(lines)


def test_identified_structs_spelled_at_every_level_are_read_once(
    context: Context, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each op's struct holds the one of the op before, spelled in full: it
    comes from the struct memo, so the struct bodies parsed grow linearly
    in `n` (the text, quadratically)."""
    parsed = count_calls(monkeypatch, llvm_type_hooks, "_parse_struct_body")
    counts = []
    for salt, n in enumerate((N, 2 * N, 4 * N), 2):
        before = len(parsed)
        parse_source(identified_struct_levels(n, salt), context, f"ids{salt}.mlir")
        counts.append(len(parsed) - before)
    assert (counts[2] - counts[1]) / (counts[1] - counts[0]) == 2, counts


@pytest.mark.parametrize("kind", ["long line", "long custom line"])
def test_memory_grows_linearly_on_long_lines(kind: str, context: Context) -> None:
    """Copies of the rest of a line (memo keys) are C work the step count
    does not see; kept per op they would cost memory quadratic in the line."""

    def peak(n: int, salt: int) -> int:
        text = KINDS[kind](n, salt)
        tracemalloc.start()
        try:
            parse_source(text, context, f"scaling{salt}.mlir")
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    peak(4, 1)
    small, large = peak(2 * N, 2), peak(4 * N, 3)
    assert large < 3 * small, (small, large)


@pytest.mark.pure_python  # counts traced Python lines (see conftest.py)
def test_quadratic_work_is_detected(context: Context) -> None:
    """The measure sees a quadratic step: a walk up the nesting per op."""

    def walk_up(n: int) -> int:
        module = parse_source(regions(n, 0), context, "scaling.mlir")

        def action() -> None:
            for op in module.walk():
                while op is not None:
                    op = op.parent_op

        return _counted(action)

    work = [walk_up(n) for n in (N, 2 * N, 4 * N)]
    assert (work[2] - work[1]) / (work[1] - work[0]) > 3.5
