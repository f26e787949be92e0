"""The `func` dialect (defs/func): round trips and diagnostics against mlir-opt-16."""

from __future__ import annotations

import pytest

from conftest import ROOT, run_opt
from reference import SPLIT, mlir_opt

DIALECTS = ["--load-dialect", str(ROOT / "generated" / "func")]

ROUND_TRIPS = [
    "func.func private @ext(i32, f32 {test.flag}) -> (i32 {test.ret})",
    "func.func @f(%a: i32, %b: f32) -> i32 attributes {foo = 1} {\n"
    "  %0 = func.call @f(%a, %b) : (i32, f32) -> i32\n"
    "  %f = func.constant @f : (i32, f32) -> i32\n"
    "  %1 = func.call_indirect %f(%a, %b) : (i32, f32) -> i32\n"
    "  return %1 : i32\n}",
    "func.func private @two() -> (i32, i32)\nfunc.func private @fn() -> ((i32) -> i32)",
    "func.func nested @h(%x: f32 {test.a}) -> (f32 {test.b}, i1) {\n"
    '  %c = "test.c"() : () -> i1\n  func.return %x, %c : f32, i1\n}',
    'func.func @multi(%a: i32) {\n  "test.br"()[^bb1] : () -> ()\n^bb1:\n  return\n}',
]

INVALID = [
    "func.func @f() -> i32 {\n  return\n}",
    "func.func @f(%a: f32) -> i32 {\n  return %a : f32\n}",
    "func.func @f() {\n  func.call @missing() : () -> ()\n  return\n}",
    "func.func private @g(i32)\nfunc.func @f() {\n  func.call @g() : () -> ()\n  return\n}",
    "func.func private @g() -> i32\nfunc.func @f() {\n  %0 = func.call @g() : () -> f32\n  return\n}",
    "func.func @f(%a: i32, f32)",
    "func.func @f(i32, %a: f32)",
    'func.func @f() attributes {sym_name = "x"}',
    "func.func @f() {\n}",
    '"func.func"() ({\n^bb0(%a: i64):\n  "func.return"() : () -> ()\n})'
    ' {function_type = (i32) -> (), sym_name = "f"} : () -> ()',
    "func.func private @f(i32 {bad})",
    "func.func @f() {\n  %0 = func.constant @f : () -> i32\n  return\n}",
]


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_round_trips_match_mlir_opt(generic: bool) -> None:
    text = SPLIT.join(ROUND_TRIPS)
    args = ["--allow-unregistered-dialect", "--split-input-file"]
    if generic:
        args.append("--mlir-print-op-generic")
    expected = mlir_opt(args, text)
    assert expected.returncode == 0, expected.stderr
    assert run_opt([*DIALECTS, *args, "-"], text) == (0, expected.stdout, "")


def test_diagnostics_match_mlir_opt() -> None:
    text = SPLIT.join(INVALID)
    args = ["--allow-unregistered-dialect", "--split-input-file"]
    expected = mlir_opt(args, text)
    assert expected.stderr.count("error:") == len(INVALID)
    status, out, err = run_opt([*DIALECTS, *args, "-"], text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)
