"""10,000 levels of nesting parse, verify and print without RecursionError."""

from __future__ import annotations

import pytest

from conftest import run_opt

DEPTH = 10_000


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
