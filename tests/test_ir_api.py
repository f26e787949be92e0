"""The IR runtime's Python API: uniquing, building, use lists, symbol tables, walking."""

from __future__ import annotations

import threading

import pytest

from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.ir.attributes import (
    ArrayAttr,
    BoolAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
)
from odsgen.ir.builder import Builder, InsertionPoint
from odsgen.ir.builtin import ModuleOp
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.location import FileLineColLoc, FusedLoc, UnknownLoc
from odsgen.ir.operation import Block, Region
from odsgen.ir.symbol_table import SymbolTable
from odsgen.ir.types import FloatType, FunctionType, IntegerType, VectorType
from odsgen.ir.verifier import verify


@pytest.fixture
def ctx() -> Context:
    with Context(allow_unregistered_dialects=True) as context:
        yield context


def test_types_and_attributes_are_uniqued(ctx: Context) -> None:
    i32 = IntegerType.get(32)
    assert IntegerType.get(32) is i32
    assert IntegerType.get(32, IntegerType.UNSIGNED) is not i32
    assert FunctionType.get([i32], [i32]) is FunctionType.get((i32,), (i32,))
    assert VectorType.get([4], i32, [True]).text == "vector<[4]xi32>"
    assert IntegerAttr.get(IntegerType.get(8), 255).value == -1
    assert isinstance(IntegerAttr.get(IntegerType.get(1), 1), BoolAttr)
    assert FloatAttr.get(FloatType.get("f32"), 0.1).text == "1.000000e-01 : f32"
    d1 = DictionaryAttr.get({"b": StringAttr.get("x"), "a": ArrayAttr.get([])})
    assert d1 is DictionaryAttr.get(
        [("a", ArrayAttr.get([])), ("b", StringAttr.get("x"))]
    )
    assert d1.text == '{a = [], b = "x"}'


def test_uniquing_is_thread_safe() -> None:
    context = Context()
    found: list[object] = []
    barrier = threading.Barrier(8)

    def make() -> None:
        barrier.wait()
        found.append(IntegerType.get(77, context=context))

    threads = [threading.Thread(target=make) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(t) for t in found}) == 1


def test_fused_locations_are_normalized(ctx: Context) -> None:
    a = FileLineColLoc.get("a.mlir", 1, 1)
    assert FusedLoc.get([a, a, UnknownLoc.get()]) is a
    assert FusedLoc.get([]) is UnknownLoc.get()


def build_module(ctx: Context) -> ModuleOp:
    i32 = IntegerType.get(32)
    module = ModuleOp.build()
    builder = Builder(insertion_point=InsertionPoint.at_end(module.body))
    func = builder.create(
        "xx.func", attributes={"sym_name": StringAttr.get("f")}, regions=1
    )
    entry = builder.create_block(func.regions[0], [i32])
    one = builder.create(
        "xx.const", result_types=[i32], attributes={"value": IntegerAttr.get(i32, 1)}
    )
    add = builder.create("xx.add", [entry.arguments[0], one.result], [i32])
    builder.create("xx.return", [add.result])
    return module


def test_builder_builds_printable_ir(ctx: Context) -> None:
    module = build_module(ctx)
    verify(module)
    assert print_module(module, PrintOptions(generic=True)) == (
        '"builtin.module"() ({\n'
        '  "xx.func"() ({\n'
        "  ^bb0(%arg0: i32):\n"
        '    %0 = "xx.const"() {value = 1 : i32} : () -> i32\n'
        '    %1 = "xx.add"(%arg0, %0) : (i32, i32) -> i32\n'
        '    "xx.return"(%1) : (i32) -> ()\n'
        '  }) {sym_name = "f"} : () -> ()\n'
        "}) : () -> ()\n"
    )


def test_use_lists_follow_replacement_and_erasure(ctx: Context) -> None:
    module = build_module(ctx)
    func = module.body.first_op
    const, add, ret = list(func.regions[0].blocks[0])
    assert [use.owner for use in const.result.uses] == [add]
    add.result.replace_all_uses_with(const.result)
    assert not add.result.has_uses
    assert ret.get_operand(0) is const.result
    add.erase()
    assert const.result.users == [ret]
    assert [op.name for op in func.walk()] == ["xx.func", "xx.const", "xx.return"]
    assert [op.name for op in module.walk(post_order=True)][-1] == "builtin.module"


def test_insertion_points(ctx: Context) -> None:
    block = Block()
    builder = Builder(insertion_point=InsertionPoint.at_end(block))
    last = builder.create("xx.last")
    builder.set_insertion_point(last)
    middle = builder.create("xx.middle")
    builder.set_insertion_point_to_start(block)
    first = builder.create("xx.first")
    assert list(block) == [first, middle, last]
    assert first.is_before_in_block(last)


def test_symbol_table(ctx: Context) -> None:
    module = build_module(ctx)
    table = SymbolTable(module)
    func = table.lookup("f")
    assert func is module.body.first_op
    clone = Builder().create("xx.func", attributes={"sym_name": StringAttr.get("f")})
    assert table.insert(clone) == "f_0"
    assert SymbolTable.lookup_from(func, SymbolRefAttr.get("f_0")) is clone


def test_verifier_reports_symbol_redefinition(ctx: Context) -> None:
    module = parse_source(
        '"xx.a"() {sym_name = "s"} : () -> ()\n"xx.b"() {sym_name = "s"} : () -> ()\n',
        ctx,
        "s.mlir",
    )
    with pytest.raises(DiagnosticError) as caught:
        verify(module)
    diagnostic = caught.value.diagnostic
    assert str(diagnostic) == "s.mlir:2:1: error: redefinition of symbol named 's'"
    assert diagnostic.notes[0].message == "see existing symbol definition here"


def test_region_and_block_structure(ctx: Context) -> None:
    region = Region([Block(), Block()])
    assert region.entry_block is region.blocks[0]
    assert region.blocks[1].parent is region
    assert region.blocks[0].is_empty and region.blocks[0].is_entry_block
    assert not region.blocks[1].is_entry_block
