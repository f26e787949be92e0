"""An out-of-range element of a dense integer array is reported as MLIR 16
reports it: "integer constant out of range", at the token after the literal
(the outputs below are mlir-opt-16's, recorded)."""

from __future__ import annotations

import pytest

from conftest import run_opt

CASES = [
    (
        '"test.a"() {x = array<i64: -0>} : () -> ()\n',
        "<stdin>:1:30: error: integer constant out of range\n",
    ),
    (
        '"test.a"() {x = array<i8: 1, 256>} : () -> ()\n',
        "<stdin>:1:33: error: integer constant out of range\n",
    ),
    (
        '"test.a"() {x = array<i8: 1, 256, 3>, y = 1} : () -> ()\n',
        "<stdin>:1:33: error: integer constant out of range\n",
    ),
    (
        '"test.a"() {x = array<i16: -32769>} : () -> ()\n',
        "<stdin>:1:34: error: integer constant out of range\n",
    ),
]


@pytest.mark.parametrize("text, first_line", CASES)
def test_out_of_range_element(text: str, first_line: str) -> None:
    status, out, err = run_opt(["--allow-unregistered-dialect", "-"], text)
    assert status == 1 and out == ""
    assert err.splitlines(keepends=True)[0] == first_line
