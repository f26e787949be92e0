"""The linkage checks of `llvm.func` and `llvm.mlir.global`, which compare
against enum cases looked up once (`globals_hooks._CASES`)."""

from __future__ import annotations

import pytest

from odsgen.asm import parse_source
from odsgen.hooks.llvm import globals_hooks
from odsgen.hooks.llvm.registry import hooks
from odsgen.ir.context import Context
from verify_diagnostics import diagnostic

AT = 'loc("in.mlir":1:1): '  # where the diagnostics below are


@pytest.mark.parametrize(
    "enum, name", [("Linkage", "Common"), ("Linkage", "External"), ("CConv", "C")]
)
def test_case_is_the_enum_member(enum: str, name: str) -> None:
    with Context():
        assert getattr(globals_hooks._CASES, f"{enum}_{name}") is getattr(
            getattr(hooks.package, enum), name
        )


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "llvm.func common @f()",
            AT + "'llvm.func' op functions cannot have 'common' linkage",
        ),
        (
            "llvm.func internal @f()",
            AT + "'llvm.func' op external functions must have 'external'"
            " or 'extern_weak' linkage",
        ),
        ("llvm.func extern_weak @f()", None),
        ("llvm.func internal @f() {\n  llvm.return\n}", None),
        # Without the attribute, the linkage is `external`.
        (
            '"llvm.func"() ({\n}) {function_type = !llvm.func<void ()>, sym_name = "f"}'
            " : () -> ()",
            None,
        ),
        (
            "llvm.mlir.global common @g(1 : i32) : i32",
            AT + "'llvm.mlir.global' op expected zero value for 'common'" " linkage",
        ),
        ("llvm.mlir.global common @g(0 : i32) : i32", None),
        (
            "llvm.mlir.global appending @g(1 : i32) : i32",
            AT + "'llvm.mlir.global' op expected array type for" " 'appending' linkage",
        ),
        (
            "llvm.mlir.global appending @g(dense<1> : tensor<2xi32>) : !llvm.array<2 x i32>",
            None,
        ),
    ],
)
def test_linkage_diagnostics(text: str, expected: str | None) -> None:
    assert diagnostic(text) == expected


def test_linkage_value_defaults_to_external() -> None:
    text = '"llvm.func"() ({\n}) {function_type = !llvm.func<void ()>, sym_name = "f"} : () -> ()'
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        (func,) = module.regions[0].blocks[0]
        assert func.linkage_value is hooks.package.Linkage.External
        assert func.cconv_value is hooks.package.CConv.C


@pytest.mark.parametrize(
    "signature, arguments, expected",
    [
        # Repeated compatible types are checked once; the first incompatible
        # argument is named (checked against mlir-opt-16).
        (
            "i32, i32, index, index",
            "%a: i32, %b: i32, %c: index, %d: index",
            "'llvm.func' op entry block argument #2 is not of LLVM type",
        ),
        ("i32, ptr, i32, ptr", "%a: i32, %b: !llvm.ptr, %c: i32, %d: !llvm.ptr", None),
        # The first argument whose type differs from the signature's.
        (
            "i32, i32, i32",
            "%a: i32, %b: i64, %c: i32",
            "'llvm.func' op type of entry block argument #1('i64') must match the"
            " type of the corresponding argument in function signature('i32')",
        ),
        (
            "i32, i32",
            "%a: i32",
            "'llvm.func' op entry block must have 2 arguments to match function"
            " signature",
        ),
    ],
)
def test_entry_block_arguments(
    signature: str, arguments: str, expected: str | None
) -> None:
    text = (
        f'"llvm.func"() ({{\n^bb0({arguments}):\n  "llvm.return"() : () -> ()\n'
        f'}}) {{function_type = !llvm.func<void ({signature})>, sym_name = "f"}}'
        " : () -> ()"
    )
    assert diagnostic(text) == (None if expected is None else AT + expected)
