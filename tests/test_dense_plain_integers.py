"""Dense literals of decimal integers read in one match
(`dense._PLAIN_INTEGERS`, `_plain_literal`) against the token-by-token
parse: the same attributes, and the same diagnostics at the same places."""

from __future__ import annotations

import re

import pytest

from conftest import count_calls, parsed_generic
from odsgen.asm import dense


def _generic(value: str) -> str:
    return f'"test.op"() {{value = {value}}} : () -> ()\n'


@pytest.mark.parametrize(
    "text, plain",
    [
        (_generic("dense<[1, -2, 3]> : tensor<3xi32>"), True),
        (_generic("dense<5> : tensor<2xi8>"), True),
        (_generic("dense<-5> : tensor<i8>"), True),
        (_generic("dense<[007, 18446744073709551615]> : tensor<2xi64>"), True),
        (_generic("dense<[1, 0, 1]> : tensor<3xi1>"), True),
        (_generic("dense<[1, 2]> : vector<2xindex>"), True),
        (_generic("dense<[-1, 2]> : tensor<2xsi8>"), True),
        # Diagnostics: a shape, a value out of range, a sign, an element
        # type, a type that is not shaped or not static, no type.
        (_generic("dense<[1, 2]> : tensor<3xi32>"), True),
        (_generic("dense<[1, 300]> : tensor<2xi8>"), True),
        (_generic("dense<[1, -300]> : tensor<2xi8>"), True),
        (_generic("dense<[2]> : tensor<1xi1>"), True),
        (_generic("dense<[1, -2]> : tensor<2xui8>"), True),
        (_generic("dense<[1, 2]> : tensor<2xf32>"), True),
        (_generic("dense<[1, 2]> : i32"), True),
        (_generic("dense<[1, 2]> : tensor<?xi32>"), True),
        (_generic("dense<[1, 2]>}"), True),
        # Spellings the match leaves to the tokens.
        (_generic("dense<[1,2]> : tensor<2xi32>"), False),
        (_generic("dense< [1, 2]> : tensor<2xi32>"), False),
        (_generic("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"), False),
        (_generic("dense<[]> : tensor<0xi32>"), False),
        (_generic("dense<[0x1F, 2]> : tensor<2xi32>"), False),
        (_generic("dense<[1.5, 2]> : tensor<2xf32>"), False),
        (_generic("dense<[1e3, 2]> : tensor<2xf32>"), False),
        (_generic("dense<[- 1, 2]> : tensor<2xi32>"), False),
        (_generic("dense<[1, 2] > : tensor<2xi32>"), False),
        (_generic("dense<> : tensor<0xi32>"), False),
        (_generic("dense<[true, false]> : tensor<2xi1>"), False),
        # In custom forms: a constant, a global's initial value.
        ("%0 = arith.constant dense<[1, -2]> : tensor<2xi32>\n", True),
        (
            'memref.global "private" constant @g : memref<2xi32> = dense<[1, 2]>\n',
            True,
        ),
        (
            'memref.global "private" constant @g : memref<2xi8> = dense<[1, 999]>\n',
            True,
        ),
    ],
)
def test_plain_integers_parse_as_tokens_do(
    text: str, plain: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    taken = count_calls(monkeypatch, dense, "_plain_literal")
    fast = parsed_generic(text)
    assert bool(taken) is plain
    monkeypatch.setattr(dense, "_PLAIN_INTEGERS", re.compile("(?!)"))
    assert parsed_generic(text) == fast
