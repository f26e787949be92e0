"""`::` in a nested symbol reference is two `:` tokens, as in MLIR 16's
lexer (which has no `::` token): blanks may separate them, a lone `:` after
a symbol is left to what follows, and `::` anywhere else is two colons.
Expected diagnostics are mlir-opt-16's (`--allow-unregistered-dialect`)."""

from __future__ import annotations

import pytest

from conftest import run_opt

_CASES = [
    (  # a block label followed by a second colon
        "llvm.func @f() {\n  llvm.br ^bb2\n^bb2::\n  llvm.return\n}\n",
        "<stdin>:3:6: error: expected operation name in quotes\n^bb2::\n     ^\n",
    ),
    (  # blanks between the colons, and after them
        'module {\n  "test.op"() {x = @a:: b} : () -> ()\n}\n',
        "<stdin>:2:25: error: expected nested symbol reference identifier\n"
        '  "test.op"() {x = @a:: b} : () -> ()\n'
        "                        ^\n",
    ),
    (  # the end of the file after the colons
        'module {\n  "test.op"() {x = @a::',
        "<stdin>:2:24: error: expected nested symbol reference identifier\n"
        '  "test.op"() {x = @a::\n'
        "                       ^\n",
    ),
    (  # one colon: the dictionary's own error, at the colon
        'module {\n  "test.op"() {x = @a : i32} : () -> ()\n}\n',
        "<stdin>:2:22: error: expected '}' in attribute dictionary\n"
        '  "test.op"() {x = @a : i32} : () -> ()\n'
        "                     ^\n",
    ),
    (  # one colon at the end of the file
        'module {\n  "test.op"() {x = @a:',
        "<stdin>:2:22: error: expected '}' in attribute dictionary\n"
        '  "test.op"() {x = @a:\n'
        "                     ^\n",
    ),
]


@pytest.mark.parametrize("text, expected", _CASES)
def test_colon_errors_as_mlir_opt(text: str, expected: str) -> None:
    status, out, err = run_opt(["--allow-unregistered-dialect", "-"], text)
    assert (status, out, err) == (1, "", expected)


def test_nested_references_with_blanks_between_colons() -> None:
    text = (
        'module {\n  "test.op"() {x = @a::@b, y = @c : : @d,'
        " z = @e::@f::@g, w = @h} : () -> ()\n}\n"
    )
    status, out, err = run_opt(["--allow-unregistered-dialect", "-"], text)
    assert (status, err) == (0, "")
    assert "{w = @h, x = @a::@b, y = @c::@d, z = @e::@f::@g}" in out
