"""Functions, globals and metadata of the LLVM dialect against MLIR 16.

Differential tests run mlir-opt-16 and odsgen-opt on the same snippets (one
run per tool and mode: custom form, generic form, debug locations, and the
diagnostics of invalid snippets split with `// -----`) and compare every byte.
Bodies end in unregistered `"test.ret"` terminators, so that only the ops of
this file are involved. Unit tests build each op with the generated builders.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT, run_opt
from odsgen.ir.attributes import (
    ArrayAttr,
    DictionaryAttr,
    FlatSymbolRefAttr,
    IntegerAttr,
    StringAttr,
    UnitAttr,
)
from odsgen.ir.builtin import ModuleOp
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.types import IntegerType
from odsgen.ir.verifier import verify
from reference import SPLIT, invalid_like_mlir_opt, mlir_opt, valid_like_mlir_opt

PACKAGE = ROOT / "generated" / "llvm"

VALID = """
llvm.func internal fastcc @f(%arg0: i32 {llvm.noalias}, %x: !llvm.ptr loc("argloc")) -> (i32 {llvm.zeroext}) attributes {passthrough = ["a"], memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>} {
  "test.ret"() : () -> ()
}
llvm.func @g(i32, ...)
llvm.func @v(...) -> !llvm.ptr<i8>
llvm.func extern_weak @h(i64 {llvm.align = 4 : i64}) -> !llvm.ptr attributes {sym_visibility = "private", personality = @f, garbageCollector = "x", function_entry_count = 4 : i64, dso_local, foo}
llvm.func @k(i64, f32 {a.b}) {
^bb0(%a: i64, %b: f32):
  "test.ret"(%a) : (i64) -> ()
}
llvm.func extern_weak cc_10 @fn() -> (!llvm.ptr {llvm.noalias})
llvm.func @"quoted name"(%a: !llvm.struct<(i32)> {llvm.struct_attrs = [{}]}) -> (!llvm.ptr<struct<(i32)>> {llvm.struct_attrs = [{}], llvm.noalias}) {
  "test.ret"() : () -> ()
}
llvm.mlir.global @default_external() : i64
llvm.mlir.global private thread_local local_unnamed_addr constant @local(42 : i64) : i64
llvm.mlir.global internal unnamed_addr @u(42 : i64) {alignment = 8 : i64, section = ".data", addr_space = 3 : i32, dso_local} : i64
llvm.mlir.global internal constant @string_notype("1234567")
llvm.mlir.global internal constant @".str"("foo") : !llvm.array<3 x i8>
llvm.mlir.global common @zeros(dense<0> : vector<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global appending @app() : !llvm.array<2 x i64>
llvm.func @refs() {
  %0 = llvm.mlir.addressof @u : !llvm.ptr<i64, 3>
  %1 = llvm.mlir.addressof @g : !llvm.ptr<func<void (i32, ...)>>
  %2 = llvm.mlir.addressof @".str" : !llvm.ptr
  "test.use"(%0, %1, %2) : (!llvm.ptr<i64, 3>, !llvm.ptr<func<void (i32, ...)>>, !llvm.ptr) -> ()
  "test.ret"() : () -> ()
}
llvm.mlir.global_ctors {ctors = [@refs], priorities = [0 : i32]}
llvm.mlir.global_dtors {dtors = [@refs, @k], priorities = [1 : i32, 2 : i32]}
llvm.metadata @__tbaa attributes {foo} {
  llvm.tbaa_root @root {id = "Simple C/C++ TBAA"}
  llvm.tbaa_type_desc @char {id = "omnipotent char", members = {<@root, 0>}}
  llvm.tbaa_type_desc @agg {, members = {<@char, 0>, <@char, 8>}}
  llvm.tbaa_tag @tag {access_type = @char, base_type = @agg, offset = 8 : i64, constant}
  llvm.alias_scope_domain @domain {description = "x"}
  llvm.alias_scope @scope {domain = @domain}
  llvm.access_group @group
}
llvm.metadata @empty {
}
"""

INVALID = [
    "llvm.func cc_12 @f()",
    "llvm.func @f(%a: i32, i32)",
    "llvm.func @f(i32, %a: i32)",
    "llvm.func @f(..., i32)",
    "llvm.func @f() -> (i64, i64)",
    "llvm.func @f(tensor<*xf32>)",
    "llvm.func @f() -> tensor<*xf32>",
    "llvm.func @f() -> (!llvm.void {llvm.noundef})",
    "llvm.func @f() -> (i32 {llvm.noalias})",
    "llvm.func @f() -> (i32 {llvm.align = 4})",
    "llvm.func @f() -> (!llvm.ptr {llvm.align})",
    "llvm.func @f() -> (f32 {llvm.signext})",
    "llvm.func @f(i32 {llvm.noalias = 1})",
    "llvm.func @f(i32 {llvm.align})",
    "llvm.func @f(i32 {llvm.struct_attrs = []})",
    "llvm.func @f(i32 {noprefix})",
    "llvm.func internal @f()",
    'llvm.func common @f() {\n  "test.ret"() : () -> ()\n}',
    'llvm.func @f(i32) {\n  "test.ret"() : () -> ()\n}',
    'llvm.func @f(i32) {\n^bb0(%a: i64):\n  "test.ret"() : () -> ()\n}',
    'llvm.func @f(%a: i32) {\n^bb0(%b: i32):\n  "test.ret"() : () -> ()\n}',
    '"llvm.func"() ({}) {sym_name = "f"} : () -> ()',
    '"llvm.func"() ({}) {sym_name = "f", function_type = i64} : () -> ()',
    '"llvm.func"() ({}) {sym_name = "f", function_type = !llvm.func<void (i32)>,'
    " arg_attrs = [{}, {}]} : () -> ()",
    '"llvm.func"() ({}) {sym_name = "f", function_type = !llvm.func<void ()>,'
    " memory = 1} : () -> ()",
    '"llvm.func"() ({\n^bb0(%a: tensor<2xi1>):\n  "test.ret"() : () -> ()\n})'
    ' {sym_name = "f", function_type = !llvm.func<void (tensor<2xi1>)>} : () -> ()',
    "llvm.mlir.global internal constant @c(37.0) : !llvm.label",
    "llvm.mlir.global internal @i(0 : i64)",
    "llvm.mlir.global internal @t(0) : i64, i32",
    'llvm.mlir.global internal constant @s("foobar") : !llvm.array<42 x i8>',
    "llvm.mlir.global common @c(1 : i32) : i32",
    "llvm.mlir.global appending @a() : i32",
    "llvm.mlir.global internal @a(1 : i32) {alignment = 3 : i64} : i32",
    '"llvm.mlir.global"() ({}) {sym_name = "g", global_type = i64, addr_space = -1 : i32,'
    " linkage = #llvm.linkage<private>} : () -> ()",
    "llvm.mlir.global internal @g() : i64 {\n" '  %c = "test.c"() : () -> i64\n}',
    "llvm.mlir.global internal @g() : i64 {\n"
    '  %c = "test.c"() : () -> i64\n  "test.ret"(%c) : (i64) -> ()\n}',
    "llvm.func @f() {\n  llvm.mlir.global internal @g(1 : i32) : i32\n"
    '  "test.ret"() : () -> ()\n}',
    "llvm.func @f() {\n  %0 = llvm.mlir.addressof @f : !llvm.ptr<i8>\n"
    '  "test.ret"() : () -> ()\n}',
    "llvm.func @f() {\n  %0 = llvm.mlir.addressof @nothing : !llvm.ptr\n"
    '  "test.ret"() : () -> ()\n}',
    "llvm.mlir.global @g(1 : i32) {addr_space = 3 : i32} : i32\n"
    "llvm.func @f() {\n  %0 = llvm.mlir.addressof @g : !llvm.ptr<i32>\n"
    '  "test.ret"() : () -> ()\n}',
    "llvm.mlir.global @g(1 : i32) : i32\n"
    "llvm.func @f() {\n  %0 = llvm.mlir.addressof @g : !llvm.ptr<i64>\n"
    '  "test.ret"() : () -> ()\n}',
    "llvm.func @ext()\nllvm.mlir.global_ctors {ctors = [@ext], priorities = [0 : i32]}",
    "llvm.mlir.global_dtors {dtors = [@none], priorities = [0 : i32]}",
    "llvm.mlir.global_ctors {ctors = [], priorities = [0 : i32]}",
    'llvm.tbaa_root @r {id = "x"}',
    'llvm.metadata @m {\n  llvm.tbaa_root @r {id = ""}\n}',
    "llvm.metadata @m {\n  llvm.tbaa_type_desc @d {, members = {<@d, 0>}}\n}",
    'llvm.metadata @m {\n  "llvm.tbaa_type_desc"() {sym_name = "d", members = [],'
    " offsets = array<i64: 1>} : () -> ()\n}",
    'llvm.metadata @m {\n  llvm.tbaa_root @r {id = "x"}\n'
    "  llvm.tbaa_tag @t {access_type = @r, base_type = @t, offset = 0 : i64}\n}",
    'llvm.metadata @m {\n  llvm.tbaa_root @r {id = "x"}\n'
    "  llvm.tbaa_type_desc @a {, members = {<@b, 0>}}\n"
    "  llvm.tbaa_type_desc @b {, members = {<@a, 0>, <@r, 0>}}\n}",
    "llvm.metadata @m {\n  llvm.tbaa_type_desc @d {, members = {<1, 0>}}\n}",
    "llvm.metadata @m {\n  llvm.access_group @g\n  llvm.access_group @g\n}",
]


def ours(args: list[str], text: str) -> tuple[int, str, str]:
    args = ["--allow-unregistered-dialect", *args, "--load-dialect", str(PACKAGE), "-"]
    return run_opt(args, stdin_text=text)


@pytest.mark.parametrize(
    "flags",
    [[], ["--mlir-print-op-generic"], ["--mlir-print-debuginfo"]],
    ids=["custom", "generic", "debuginfo"],
)
def test_valid_snippets_match_mlir(flags: list[str]) -> None:
    out = valid_like_mlir_opt(ours, flags, VALID)
    # Reading the printed text back behaves as MLIR's does (MLIR 16 prints
    # `local_unnamed_addr thread_local` but reads them the other way round).
    again = mlir_opt(["--allow-unregistered-dialect", *flags], out)
    assert ours(flags, out)[1:] == (again.stdout, again.stderr)


def test_invalid_snippets_match_mlir() -> None:
    err = invalid_like_mlir_opt(ours, ["--split-input-file"], SPLIT.join(INVALID))
    assert err.count("error:") == len(INVALID)


# -- builders --------------------------------------------------------------------------


@pytest.fixture
def ctx(llvm: Any) -> Any:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(llvm.DIALECT())
    with context:
        yield context


def _module(*ops: Any) -> Any:
    module = ModuleOp.build()
    for op in ops:
        module.body.append(op)
    return module


def test_builders(llvm: Any, ctx: Any) -> None:
    ops, types, enums = llvm.ops, llvm.types, llvm.enums
    i32 = IntegerType.get(32)
    fn_type = types.LLVMFunctionType.get(i32, (i32,), False)
    func = ops.LLVMFuncOp.build(
        "f",
        fn_type,
        linkage=enums.Linkage.Internal,
        dso_local=True,
        arg_attrs=[DictionaryAttr.get({"llvm.noalias": UnitAttr.get()})],
        function_entry_count=3,
    )
    assert func.is_external and func.linkage_value is enums.Linkage.Internal
    assert func.dso_local and func.function_entry_count == 3
    block = func.add_entry_block()
    block.append(_terminator(block.arguments[0]))
    decl = ops.LLVMFuncOp.build(
        "decl", types.LLVMFunctionType.get(types.LLVMVoidType.get())
    )
    glob = ops.GlobalOp.build_global(
        i32, True, enums.Linkage.Private, "g", IntegerAttr.get(i32, 1), alignment=4
    )
    address = ops.AddressOfOp.build_of(glob)
    assert address.res.type is types.LLVMPointerType.get(i32)
    user = ops.LLVMFuncOp.build(
        "user", types.LLVMFunctionType.get(types.LLVMVoidType.get())
    )
    body = user.add_entry_block()
    body.append(address)
    body.append(_terminator())
    ctors = ops.GlobalCtorsOp.build(
        ArrayAttr.get([FlatSymbolRefAttr.get("f")]),
        ArrayAttr.get([IntegerAttr.get(i32, 0)]),
    )
    dtors = ops.GlobalDtorsOp.build(
        ArrayAttr.get([FlatSymbolRefAttr.get("f")]),
        ArrayAttr.get([IntegerAttr.get(i32, 0)]),
    )
    table = ops.MetadataOp.build("tbaa")
    root = ops.TBAARootMetadataOp.build("root", "C")
    desc = ops.TBAATypeDescriptorOp.build(
        "char",
        identity="char",
        members=ArrayAttr.get([FlatSymbolRefAttr.get("root")]),
        offsets=[0],
    )
    tag = ops.TBAATagOp.build("tag", "char", "char", 0, constant=True)
    domain = ops.AliasScopeDomainMetadataOp.build("domain")
    scope = ops.AliasScopeMetadataOp.build("scope", "domain", description="s")
    group = ops.AccessGroupMetadataOp.build("group")
    for op in (root, desc, tag, domain, scope, group):
        table.regions[0].blocks[0].append(op)
    module = _module(func, decl, glob, user, ctors, dtors, table)
    verify(module)
    assert isinstance(glob.attributes.get_attr("sym_name"), StringAttr)


def _terminator(*operands: Any) -> Any:
    from odsgen.ir.operation import Operation

    return Operation.create("test.ret", list(operands))


def test_verifier_messages_from_python(llvm: Any, ctx: Any) -> None:
    ops, types, enums = llvm.ops, llvm.types, llvm.enums
    void_fn = types.LLVMFunctionType.get(types.LLVMVoidType.get())
    func = ops.LLVMFuncOp.build("f", void_fn, linkage=enums.Linkage.Internal)
    with pytest.raises(DiagnosticError, match="external functions must have"):
        verify(_module(func))
    table = ops.MetadataOp.build("m")
    table.regions[0].blocks[0].append(
        ops.TBAATypeDescriptorOp.build(
            "a", members=ArrayAttr.get([FlatSymbolRefAttr.get("a")]), offsets=[0]
        )
    )
    with pytest.raises(DiagnosticError, match=r"graph closure: <a>"):
        verify(_module(table))
