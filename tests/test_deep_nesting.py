"""Deep nesting parses, verifies and prints without RecursionError: 10,000
levels through odsgen-opt, 30,000 through the API (in the large stack the
tool runs in; 100,000 with ODSGEN_LONG_TESTS=1), and past the parser's
nesting budget (or, as a backstop, its recursion limit) one located error."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from conftest import ROOT, run_opt, run_python
from odsgen.asm import parse_source, print_module
from odsgen.asm.errors import ParseError
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from odsgen.tools import deep
from odsgen.tools.opt import load_dialects

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from bench_nesting import KINDS  # noqa: E402

DEPTH = 10_000
DEEP = 100_000 if os.environ.get("ODSGEN_LONG_TESTS") else 30_000
LLVM = str(ROOT / "generated" / "llvm")


def nested_regions(depth: int) -> str:
    return (
        '"xx.op"() ({\n' * depth
        + '"xx.leaf"() : () -> ()\n'
        + "}) : () -> ()\n" * depth
    )


def nested_types(depth: int) -> str:
    return '"xx.op"() {t = ' + "tuple<" * depth + "i32" + ">" * depth + "} : () -> ()\n"


def nested_attributes(depth: int) -> str:
    return '"xx.op"() {a = ' + "[" * depth + "1" + "]" * depth + "} : () -> ()\n"


def nested_dictionaries(depth: int) -> str:
    return '"xx.op"() {a = ' + "{a = " * depth + "1" + "}" * depth + "} : () -> ()\n"


@pytest.mark.parametrize(
    "make", [nested_regions, nested_types, nested_attributes, nested_dictionaries]
)
@pytest.mark.parametrize("flags", [[], ["--mlir-print-op-generic"]])
def test_deep_nesting_round_trips(make, flags) -> None:
    text = make(DEPTH)
    status, out, err = run_opt(
        ["--allow-unregistered-dialect", *flags, "-"], stdin_text=text
    )
    assert status == 0, err[:500]
    again = run_opt(["--allow-unregistered-dialect", *flags, "-"], stdin_text=out)
    assert again == (0, out, "")


def test_deep_nesting_of_bad_input_is_a_diagnostic() -> None:
    text = nested_attributes(DEPTH).replace("1]", "1,]", 1)
    status, out, err = run_opt(["--allow-unregistered-dialect", "-"], stdin_text=text)
    assert status == 1 and out == ""
    assert "error: expected attribute value" in err


def _parse_verify_print(text: str, printing: bool) -> str | None:
    def work() -> str | None:
        context = Context(allow_unregistered_dialects=True)
        load_dialects(context, [LLVM])
        module = parse_source(text, context, "deep.mlir")
        with context, deep.deep_recursion():
            verify(module, context)
        return print_module(module) if printing else None

    return deep.run_with_big_stack(work)


@pytest.mark.parametrize(
    "kind", ["builtin-types", "llvm-types", "arrays", "dictionaries"]
)
def test_deep_values(kind: str) -> None:
    text = KINDS[kind](DEEP)
    out = _parse_verify_print(text, printing=True)
    assert out is not None
    assert _parse_verify_print(out, printing=True) == out


@pytest.mark.parametrize("kind", ["regions", "blocks"])
def test_deep_regions(kind: str) -> None:
    # Printed, these would be quadratic in size: each level is indented.
    _parse_verify_print(KINDS[kind](DEEP), printing=False)


@pytest.mark.pure_python  # compiled calls do not count towards the recursion limit
@pytest.mark.parametrize("make", [nested_regions, nested_types, nested_attributes])
def test_the_recursion_limit_is_a_backstop(monkeypatch, make) -> None:
    # Within the nesting budget, past a lowered recursion limit: one located
    # error all the same.
    monkeypatch.setattr(deep, "PARSE_RECURSION_LIMIT", 20_000)
    with pytest.raises(ParseError) as caught:
        _parse_verify_print(make(50_000), printing=False)
    assert caught.value.message.startswith("nesting too deep")
    assert 0 < caught.value.pos < len(make(50_000)) // 2


# The parser's budget scaled down 100x: the levels each kind may nest alone.
SMALL_BUDGET = deep.NESTING_BUDGET // 100
SMALL_LEVELS = {
    "regions": deep.REGION_LEVELS // 100,
    "llvm-types": deep.LLVM_TYPE_LEVELS // 100,
    "builtin-types": deep.TYPE_LEVELS // 100,
    "arrays": deep.ATTRIBUTE_LEVELS // 100,
    "dictionaries": deep.ATTRIBUTE_LEVELS // 100,
}


def _parse_with_small_budget(monkeypatch, text: str) -> None:
    """Parse `text` with the small budget and no effective recursion limit,
    as compiled code (whose calls the recursion limit does not count) runs."""
    monkeypatch.setattr(deep, "NESTING_BUDGET", SMALL_BUDGET)
    monkeypatch.setattr(deep, "PARSE_RECURSION_LIMIT", deep.RECURSION_LIMIT)

    def work() -> None:
        context = Context(allow_unregistered_dialects=True)
        load_dialects(context, [LLVM])
        parse_source(text, context, "deep.mlir")

    deep.run_with_big_stack(work)


@pytest.mark.parametrize("kind", sorted(SMALL_LEVELS))
def test_the_parser_counts_its_nesting(monkeypatch, kind: str) -> None:
    levels = SMALL_LEVELS[kind]
    _parse_with_small_budget(monkeypatch, KINDS[kind](levels - 1))
    text = KINDS[kind](levels + 1)
    with pytest.raises(ParseError) as caught:
        _parse_with_small_budget(monkeypatch, text)
    assert caught.value.message.startswith("nesting too deep")
    assert 0 < caught.value.pos < len(text) - levels  # before the closers


def test_llvm_types_without_prefix_count(monkeypatch) -> None:
    levels = SMALL_LEVELS["llvm-types"] + 1
    nested = "!llvm.struct<(" + "struct<(" * levels + "i8" + ")>" * (levels + 1)
    with pytest.raises(ParseError) as caught:
        _parse_with_small_budget(monkeypatch, f"llvm.func @f({nested})\n")
    assert caught.value.message.startswith("nesting too deep")


@pytest.mark.parametrize("make", [nested_types, nested_attributes])
def test_millions_of_levels_through_the_tool(make) -> None:
    # In a process of its own (a crash must not end the test run). About
    # 1.5 s of CPU time and 0.5 GiB of memory each: the parser stops at its
    # budget (700,000 arrays, 350,000 types) before building the rest.
    done = run_python(
        "-m",
        "odsgen.tools.opt",
        "--allow-unregistered-dialect",
        input=make(2_000_000),
    )
    assert (done.returncode, done.stdout) == (1, ""), done.stderr[-500:]
    assert done.stderr.startswith("<stdin>:1:")
    assert "error: nesting too deep" in done.stderr.splitlines()[0]


def test_the_big_stack_thread_sees_the_callers_contexts() -> None:
    """`run_with_big_stack` runs in a thread that adopts the caller's
    entered contexts (`Context.snapshot`), innermost current."""
    outer, inner = Context(), Context()
    with outer, inner:
        seen = deep.run_with_big_stack(lambda: (Context.current(), Context.snapshot()))
    assert seen == (inner, [outer, inner])
    assert deep.run_with_big_stack(Context.snapshot) == []
