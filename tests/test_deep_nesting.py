"""Deep nesting parses, verifies and prints without RecursionError: 10,000
levels through odsgen-opt, 30,000 through the API (in the large stack the
tool runs in; 100,000 with ODSGEN_LONG_TESTS=1), and past the parser's limit
one located error."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from conftest import ROOT, run_opt
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


@pytest.mark.parametrize("make", [nested_regions, nested_types, nested_attributes])
def test_past_the_parser_limit_one_located_error(monkeypatch, make) -> None:
    monkeypatch.setattr(deep, "PARSE_RECURSION_LIMIT", 20_000)
    with pytest.raises(ParseError) as caught:
        _parse_verify_print(make(50_000), printing=False)
    assert caught.value.message.startswith("nesting too deep")
    assert 0 < caught.value.pos < len(make(50_000)) // 2
