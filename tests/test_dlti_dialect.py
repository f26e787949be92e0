"""The DLTI dialect (generated/dlti) against MLIR 16.

Differential tests run mlir-opt-16 and odsgen-opt (dlti, llvm and func
dialects) on the same snippets, one run per tool and mode, and compare every
byte: `#dlti.dl_entry` / `#dlti.dl_spec` in custom and generic form, and the
diagnostics of their syntax, of the `dlti.dl_spec` attribute and of the
data layout rules on modules (builtin types, LLVM types, `dlti.*`
identifiers, specs of enclosing modules). Unit tests build the attributes
from Python.

Left out on purpose (see defs/dlti/layout.py): MLIR loads dialects lazily,
so an identifier key `"llvm.x"` is only refused there when the file uses the
LLVM dialect (odsgen's dialects are all loaded); mlir-opt-16 crashes when
specs with entries of builtin or LLVM pointer types combine, and reports
two data layout attributes on a module without failing.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT, run_opt
from odsgen.ir.attributes import StringAttr
from odsgen.ir.context import Context
from odsgen.ir.types import IntegerType
from odsgen.tools.opt import import_dialect
from reference import SPLIT, invalid_like_mlir_opt, mlir_opt, valid_like_mlir_opt

DIALECTS = [
    arg
    for name in ("dlti", "llvm", "func")
    for arg in ("--load-dialect", str(ROOT / "generated" / name))
]

VALID = [
    # The syntax of both attributes.
    '"test.op"() {\n'
    '  a.one = #dlti.dl_entry<"test.identifier", 42 : i64>,\n'
    '  a.two = #dlti.dl_entry<"test.identifier", affine_map<(d0) -> (d0)>>,\n'
    "  a.three = #dlti.dl_entry<i32, 32 : index>,\n"
    '  a.four = #dlti.dl_entry<memref<?x?xf32>, ["string", 10]>,\n'
    "  a.five = #dlti.dl_spec<>,\n"
    '  a.six = #dlti.dl_spec<#dlti.dl_entry<"test.id", 42 : i32>>,\n'
    "  a.seven = #dlti.dl_spec<\n"
    '    #dlti.dl_entry<"test.id1", 43 : index>,\n'
    '    #dlti.dl_entry<"test.id2", 44 : index>,\n'
    "    #dlti.dl_entry<!llvm.ptr<i8>, 45 : index>>,\n"
    '  a.eight = #dlti.dl_entry<"a\\"b", unit>,\n'
    "  a.nine = #dlti<dl_entry<i1, true>>\n"
    "} : () -> ()",
    # Specs on ops other than modules are not checked.
    '"test.op"() {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.unknown", 1>>}'
    " : () -> ()",
    # The data layout of dynamic-gep-index.mlir, and builtin types.
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<i1, dense<8> : vector<2xi32>>, "
    "#dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi32>>, "
    "#dlti.dl_entry<f16, dense<16> : vector<2xi32>>, "
    "#dlti.dl_entry<f128, dense<128> : vector<1xi32>>, "
    "#dlti.dl_entry<index, 32>, "
    '#dlti.dl_entry<"dlti.endianness", "big">, '
    '#dlti.dl_entry<"unknown.key", 3>>} {\n'
    "  llvm.func @f()\n}",
    # LLVM types take entries of their own shapes.
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<!llvm.ptr<i8>, dense<[32, 32, 64]> : vector<3xi32>>, "
    "#dlti.dl_entry<!llvm.ptr<i8, 5>, dense<[64, 64, 64, 32]> : vector<4xi32>>, "
    "#dlti.dl_entry<!llvm.ptr<4>, dense<[32, 64, 64]> : vector<3xi32>>, "
    "#dlti.dl_entry<!llvm.struct<()>, dense<[32, 64]> : vector<2xi32>>, "
    '#dlti.dl_entry<!llvm.array<2 x i8>, "any">>} {\n}',
    # Specs of nested modules that combine.
    'module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"x.y", 32>>} {\n'
    "  module {\n"
    "    module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<"x.y", 32>, #dlti.dl_entry<"x.z", 1>>} {\n'
    "    }\n  }\n}",
]

INVALID = [
    # the dialect's attributes of ops
    '"test.op"() {dlti.unknown} : () -> ()',
    '"test.op"() {dlti.dl_spec = 42} : () -> ()',
    "module attributes {dlti.dl_spec = #dlti.dl_entry<i32, 1>} {\n}",
    # syntax
    '"test.op"() {a.b = #dlti.dl_spec<[]>} : () -> ()',
    '"test.op"() {a.b = #dlti.dl_spec<#dlti.dl_entry<i32, 42>, 5>} : () -> ()',
    '"test.op"() {a.b = #dlti.dl_spec<#dlti.dl_entry<i32, 42>} : () -> ()',
    '"test.op"() {a.b = #dlti.dl_entry<42, 42>} : () -> ()',
    '"test.op"() {a.b = #dlti.dl_entry<i32 42>} : () -> ()',
    '"test.op"() {a.b = #dlti.dl_entry} : () -> ()',
    '"test.op"() {a.b = #dlti.dl_entry<i32, 42} : () -> ()',
    '"test.op"() {a.b = #dlti.dl_entry<!llvm.ptr<void>, 42>} : () -> ()',
    '"test.op"() {a.b = #dlti.unknown} : () -> ()',
    '"test.op"() {a.b = #dlti.dl_spec<\n  #dlti.dl_entry<"test.id", 42>,\n'
    '  #dlti.dl_entry<"test.id", 43>\n>} : () -> ()',
    '"test.op"() {a.b = #dlti.dl_spec<\n  #dlti.dl_entry<i32, 42>,\n'
    "  #dlti.dl_entry<i32, 42>\n>} : () -> ()",
    # identifier entries
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<"dlti.unknown_id", 42>>} {\n}',
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<"dlti.endianness", "some">>} {\n}',
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<"builtin.x", 1>>} {\n}',
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<"llvm.x", 1>>} {\n  llvm.func @f()\n}',
    # builtin type entries
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<tensor<f32>, 32>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, 32>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<i32, dense<[32, 64, 64]> : vector<3xi32>>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<i32, dense<[64, 32]> : vector<2xi32>>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<f32, dense<[32, 64]> : vector<2xi64>>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<index, "a">>} {\n}',
    # LLVM type entries
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<!llvm.ptr<i32>, dense<[64, 64, 64]> : vector<3xi32>>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<!llvm.ptr<i8>, dense<[64.0, 64.0, 64.0]> : vector<3xf32>>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<!llvm.ptr<i8>, dense<[64, 64, 32]> : vector<3xi32>>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<!llvm.struct<()>, dense<[32, 64]> : vector<2xindex>>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<!llvm.struct<"a", ()>, dense<[32]> : vector<1xi32>>>} {\n}',
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "#dlti.dl_entry<!llvm.struct<()>, dense<[32, 1, 1]> : vector<3xi32>>>} {\n}",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<!llvm.void, "x">>} {\n}',
    # specs of enclosing modules
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<"unknown.unknown", 33>>} {\n'
    "  module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<"unknown.unknown", 32>>} {\n  }\n}',
    "module {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<"x.y", 3>>} {\n'
    "    module {\n      module attributes {dlti.dl_spec = #dlti.dl_spec<"
    '#dlti.dl_entry<"x.y", 4>>} {\n      }\n    }\n  }\n}',
    # the module's own check comes after those of its attributes
    "module attributes {dlti = 42 : i32} {\n}",
]


def ours(args: list[str], text: str) -> tuple[int, str, str]:
    return run_opt(["--allow-unregistered-dialect", *DIALECTS, *args, "-"], text)


@pytest.mark.parametrize(
    "flags", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"]
)
def test_valid_snippets_match_mlir(flags: list[str]) -> None:
    valid_like_mlir_opt(ours, ["--split-input-file", *flags], SPLIT.join(VALID))


def test_invalid_snippets_match_mlir() -> None:
    err = invalid_like_mlir_opt(ours, ["--split-input-file"], SPLIT.join(INVALID))
    assert err.count("error:") == len(INVALID)


# The parser's error for a pretty dialect name with unbalanced brackets names
# the innermost open bracket, at the start of the body (MLIR 16's lexer).
UNBALANCED = [
    "#dlti.dl_spec<#dlti.dl_entry<i32, (42>>",
    "#dlti.dl_spec<#dlti.dl_entry<i32, [42)>>",
    "#x.y<a, {b]>",
    "#x<a, (b]>",
    "!x.y<a, {b]>",
]


def test_unbalanced_pretty_dialect_names_match_mlir() -> None:
    text = SPLIT.join(f'"test.op"() {{a.b = {body}}} : () -> ()' for body in UNBALANCED)
    flags = ["--split-input-file"]
    reference = mlir_opt(["--allow-unregistered-dialect", *flags], text)
    assert ours(flags, text)[2] == reference.stderr
    assert reference.stderr.count("unbalanced") == len(UNBALANCED)


# -- from Python ------------------------------------------------------------------


@pytest.fixture(scope="module")
def dlti() -> Any:
    return import_dialect(str(ROOT / "generated" / "dlti"))


def test_attributes_from_python(dlti: Any) -> None:
    with Context() as context:
        context.register_dialect(dlti.DIALECT())
        i32 = IntegerType.get(32)
        by_type = dlti.DataLayoutEntryAttr.get(i32, StringAttr.get("x"))
        by_name = dlti.DataLayoutEntryAttr.get(StringAttr.get("a.b"), i32_attr(i32))
        spec = dlti.DataLayoutSpecAttr.get((by_type, by_name))
        assert spec.text == (
            '#dlti.dl_spec<#dlti.dl_entry<i32, "x">,' ' #dlti.dl_entry<"a.b", 1 : i32>>'
        )
        assert spec is dlti.DataLayoutSpecAttr.get((by_type, by_name))
        assert dlti.DataLayoutSpecAttr.get(()).text == "#dlti.dl_spec<>"
        with pytest.raises(ValueError, match="repeated layout entry key: 'i32'"):
            dlti.DataLayoutSpecAttr.get((by_type, by_type))
        with pytest.raises(ValueError, match="repeated layout entry key: a.b"):
            dlti.DataLayoutSpecAttr.get((by_name, by_name))


def i32_attr(i32: IntegerType) -> Any:
    from odsgen.ir.attributes import IntegerAttr

    return IntegerAttr.get(i32, 1)
