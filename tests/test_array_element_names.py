"""Array-attribute predicates name each level's elements differently, so a
nested array's predicate never loops `for item in item`."""

from __future__ import annotations

import re

from odsgen.gen.model import library as lib


def _nested(depth: int) -> str:
    constraint = lib.ATTRS["I32Attr"]
    for _ in range(depth):
        constraint = lib._array_of(constraint, "array")
    return constraint.pred or ""


def _loop_names(pred: str) -> list[str]:
    return re.findall(r"for (\w+) in", pred)


def test_an_array_names_its_elements_element() -> None:
    assert _loop_names(_nested(1)) == ["element"]


def test_each_level_of_nesting_takes_the_next_unused_name() -> None:
    names = _loop_names(_nested(6))
    # The innermost loop comes first in the text.
    assert names == [
        "element",
        "item",
        "entry",
        "member",
        "element2",
        "element3",
    ]


def test_no_loop_iterates_over_its_own_variable() -> None:
    pred = _nested(6)
    for name in _loop_names(pred):
        assert f"for {name} in {name})" not in pred
        assert f"for {name} in {name} " not in pred
