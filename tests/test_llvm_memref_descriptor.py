"""Seed 004's memref descriptor example, built from Python with the generated
LLVM builders: `@foo` packs its five arguments into a descriptor, `@bar`
unpacks one and calls `@foo`. It verifies and prints as mlir-opt-16 prints
the same IR written by hand."""

from __future__ import annotations

from typing import Any


from odsgen.asm import PrintOptions, print_module
from odsgen.ir.builtin import ModuleOp
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.ir.types import FloatType, IntegerType
from odsgen.ir.verifier import verify
from reference import mlir_opt

EXPECTED_SOURCE = """\
llvm.func @foo(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64) {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  "use"(%5) : (!llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>) -> ()
  llvm.return
}
llvm.func @bar() {
  %0 = "get"() : () -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  llvm.call @foo(%1, %2, %3, %4, %5) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64) -> ()
  llvm.return
}
"""


def build_descriptor_module(llvm: Any) -> Any:
    """The two functions of the example, op by op."""
    ops, types = llvm.ops, llvm.types
    i64 = IntegerType.get(64)
    f32_ptr = types.LLVMPointerType.get(FloatType.get("f32"))
    i64_array = types.LLVMArrayType.get(i64, 1)
    descriptor = types.LLVMStructType.get_literal(
        (f32_ptr, f32_ptr, i64, i64_array, i64_array)
    )
    void = types.LLVMVoidType.get()
    params = (f32_ptr, f32_ptr, i64, i64, i64)

    foo = ops.LLVMFuncOp.build("foo", types.LLVMFunctionType.get(void, params))
    block = foo.add_entry_block()
    value = block.append(ops.UndefOp.build(descriptor)).res
    for index, argument in enumerate(block.arguments):
        position = (index,) if index < 3 else (index, 0)
        value = block.append(ops.InsertValueOp.build(value, argument, position)).res
    block.append(Operation.create("use", [value]))
    block.append(ops.ReturnOp.build())

    bar = ops.LLVMFuncOp.build("bar", types.LLVMFunctionType.get(void))
    block = bar.add_entry_block()
    packed = block.append(Operation.create("get", result_types=[descriptor])).results[0]
    fields = []
    for index in range(5):
        position = [index] if index < 3 else [index, 0]
        fields.append(block.append(ops.ExtractValueOp.build_at(packed, position)).res)
    block.append(ops.CallOp.build_to(foo, fields))
    block.append(ops.ReturnOp.build())

    module = ModuleOp.build()
    module.body.append(foo)
    module.body.append(bar)
    return module


def test_memref_descriptor_example_builds_verifies_and_prints(llvm: Any) -> None:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(llvm.DIALECT())
    with context:
        module = build_descriptor_module(llvm)
        verify(module, context)
        printed = print_module(module, PrintOptions()) + "\n"
    expected = mlir_opt(["--allow-unregistered-dialect"], EXPECTED_SOURCE)
    assert expected.returncode == 0, expected.stderr
    assert printed == expected.stdout
