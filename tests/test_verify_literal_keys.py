"""The verify keys of constants whose literal is an elements attribute or a
string (`VERIFY_LITERALS`, `VERIFY_STRING_SIZES`): constants differing only
in what their `verify` does not read share one verification, and two
constants with one key always get the same verdict."""

from __future__ import annotations

import itertools

import pytest

import odsgen.ir.verifier as verifier
from conftest import count_calls
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from verify_diagnostics import diagnostic, diagnostic_both_ways

# Constants of `llvm.mlir.constant` and `arith.constant`, passing and
# failing, with strings of one size in characters and another in bytes,
# elements of one type and values of every literal kind.
_CONSTANTS = [
    'llvm.mlir.constant("ab") : !llvm.array<2 x i8>',
    'llvm.mlir.constant("cd") : !llvm.array<2 x i8>',
    'llvm.mlir.constant("\\C3\\A9") : !llvm.array<2 x i8>',
    'llvm.mlir.constant("\\C3\\A9a") : !llvm.array<2 x i8>',
    'llvm.mlir.constant("\\FFa") : !llvm.array<2 x i8>',
    'llvm.mlir.constant("\\FF\\FE\\FD") : !llvm.array<2 x i8>',
    'llvm.mlir.constant("abc") : !llvm.array<2 x i8>',
    'llvm.mlir.constant("ab") : !llvm.array<2 x i16>',
    'llvm.mlir.constant("ab") : !llvm.struct<(i8, i8)>',
    'llvm.mlir.constant("ab" : i32) : !llvm.array<2 x i8>',
    '"llvm.mlir.constant"() {value = "ab", x = 1 : i32} : () -> !llvm.array<2 x i8>',
    '"llvm.mlir.constant"() {value = "yz", x = 2 : i32} : () -> !llvm.array<2 x i8>',
    '"llvm.mlir.constant"() {value = "xyz", x = 3 : i32} : () -> !llvm.array<2 x i8>',
    "llvm.mlir.constant(dense<[1, 2, 3]> : vector<3xi32>) : vector<3xi32>",
    "llvm.mlir.constant(dense<[4, 5, 6]> : vector<3xi32>) : vector<3xi32>",
    "llvm.mlir.constant(dense<7> : vector<3xi32>) : vector<3xi32>",
    "llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : !llvm.struct<(i32, i32)>",
    "llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>",
    "llvm.mlir.constant(dense<[8, 9, 1]> : tensor<3xi32>) : !llvm.array<3 x i32>",
    'llvm.mlir.constant(dense<["a", "b"]> : tensor<2x!llvm.ptr>) : !llvm.array<2 x i8>',
    "llvm.mlir.constant(sparse<[[0]], [1]> : tensor<3xi32>) : !llvm.array<3 x i32>",
    "llvm.mlir.constant(sparse<[[1]], [5]> : tensor<3xi32>) : !llvm.array<3 x i32>",
    "llvm.mlir.constant(1 : i32) : !llvm.struct<(i32, i32)>",
    "arith.constant dense<[1, 2, 3]> : vector<3xi32>",
    "arith.constant dense<[3, 2, 1]> : vector<3xi32>",
    "arith.constant dense<1.5> : tensor<2xf32>",
    "arith.constant dense<2.5> : tensor<2xf32>",
    '"arith.constant"() {value = dense<[1, 2]> : vector<2xi32>} : () -> vector<2xi64>',
    '"arith.constant"() {value = dense<[3, 4]> : vector<2xi32>} : () -> vector<2xi64>',
    '"arith.constant"() {value = dense<[1, 2]> : vector<2xsi32>} : () -> vector<2xsi32>',
    '"arith.constant"() {value = "ab"} : () -> i32',
]


def _module(lines: list[str]) -> str:
    body = "".join(f"  %c{i} = {line}\n" for i, line in enumerate(lines))
    return f"llvm.func @f() {{\n{body}  llvm.return\n}}\n"


def _verdicts_and_keys() -> list[tuple[object, bool]]:
    """Each constant's key (as the walk's key function gives it) and whether
    its own `verify` passes."""
    found = []
    with Context() as context:
        module = parse_source(_module(_CONSTANTS), context, "in.mlir")
        function = module.regions[0].blocks[0].operations[0]
        for op in list(function.regions[0].blocks[0].operations)[:-1]:
            cls = type(op)
            key_of = verifier._literal_free_key(
                cls.VERIFY_LITERALS, cls.VERIFY_STRING_SIZES
            )
            key = (cls, key_of(op, op._operands, op.results))
            try:
                op.verify()
            except DiagnosticError:
                found.append((key, False))
            else:
                found.append((key, True))
    return found


def test_equal_keys_equal_verdicts() -> None:
    """Two constants with one key pass or fail alike; the keys do share
    (strings of one size, elements of one type)."""
    found = _verdicts_and_keys()
    for (key, passed), (other, other_passed) in itertools.combinations(found, 2):
        if key == other:
            assert passed == other_passed, key
    assert len({key for key, _ in found}) < len(found) - 6
    assert [passed for _, passed in found].count(True) >= 8


@pytest.mark.parametrize("index", range(len(_CONSTANTS)))
def test_each_constant_decides_as_without_the_memo(
    index: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After every passing constant before it, each constant gets the
    diagnostic it gets when every op is verified."""
    passing = [
        line for line, (_, passed) in zip(_CONSTANTS, _verdicts_and_keys()) if passed
    ]
    diagnostic_both_ways(_module([*passing, _CONSTANTS[index]]), monkeypatch)


def test_strings_of_one_size_are_checked_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """`VERIFY_STRING_SIZES`: string constants of one size in bytes share
    one verification; one of another size is checked again."""
    import odsgen_dialects.llvm as llvm

    assert llvm.ConstantOp.VERIFY_STRING_SIZES == ("value",)
    calls = count_calls(monkeypatch, llvm.ConstantOp, "verify")
    lines = [f'llvm.mlir.constant("s{i}") : !llvm.array<2 x i8>' for i in range(5)]
    lines += ['llvm.mlir.constant("\\C3\\A9") : !llvm.array<2 x i8>']
    lines += ['llvm.mlir.constant("abc") : !llvm.array<3 x i8>']
    assert diagnostic(_module(lines)) is None
    assert len(calls) == 2


def test_elements_of_one_type_are_checked_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`VERIFY_LITERALS` covers elements: constants of one elements type
    and class share one verification, in both dialects."""
    import odsgen_dialects.arith as arith
    import odsgen_dialects.llvm as llvm

    llvm_calls = count_calls(monkeypatch, llvm.ConstantOp, "verify")
    arith_calls = count_calls(monkeypatch, arith.ConstantOp, "verify")
    lines = [
        f"llvm.mlir.constant(dense<[{i}, 1, 2]> : tensor<3xi32>) : !llvm.array<3 x i32>"
        for i in range(4)
    ]
    lines += [f"arith.constant dense<[{i}, 2]> : vector<2xi64>" for i in range(4)]
    lines += ["arith.constant dense<0> : vector<2xi64>"]
    assert diagnostic(_module(lines)) is None
    assert len(llvm_calls) == 1
    assert len(arith_calls) == 1
