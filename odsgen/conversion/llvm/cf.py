"""`--convert-cf-to-llvm`: `cf.br`, `cf.cond_br` and `cf.switch` to their
LLVM dialect twins, and `cf.assert` to a branch to a block that prints its
message with `puts` and calls `abort` (MLIR 16's ControlFlowToLLVM); the
pattern set is reusable from Python (`populate_cf_to_llvm_patterns`).
"""

from __future__ import annotations

from typing import Any, Sequence

from ...ir.attributes import (
    DenseArrayAttr,
    FlatSymbolRefAttr,
    IntegerAttr,
    StringAttr,
    TypeAttr,
    UnitAttr,
)
from ...ir.builtin import UnrealizedConversionCastOp
from ...ir.dense import DenseIntOrFPElementsAttr
from ...ir.context import Context
from ...ir.location import UnknownLoc
from ...ir.operation import Block, Operation, OpResult, Value
from ...ir.types import IntegerType, RankedTensorType
from .builders import enclosing_module
from .pattern import ConvertToLLVMPattern
from .target import lower_to_llvm
from .type_converter import LLVMTypeConverter, llvm_dialect


def _matching_values(
    rewriter: Any,
    operands: Sequence[Value],
    block: Block,
    op: Operation,
    prefix: str,
) -> bool:
    """False (a match failure) when a destination argument, as remapped so
    far, is a cast from a type other than the operand's converted type."""
    impl = rewriter.impl
    mapped = impl.mapping.values
    cache = impl.current_type_converter._cache
    for index, (argument, operand) in enumerate(zip(block.arguments, operands)):
        type_ = argument.type
        if argument not in mapped and cache.get(type_) == (type_,):
            continue  # its own remapped value: not a cast
        remapped = rewriter.get_remapped_value(argument)
        owner = remapped.owner if isinstance(remapped, OpResult) else None
        if isinstance(owner, UnrealizedConversionCastOp):
            source = owner.operands[0].type
            if source is not operand.type:
                return rewriter.notify_match_failure(
                    op.location,
                    f"{prefix}mismatched types from operand # {index} "
                    f"{operand.type} not compatible with destination block"
                    f" argument type {source} which should be converted with"
                    " the parent op.",
                )
    return True


class BranchLowering(ConvertToLLVMPattern):
    """A `cf` branch -> the LLVM branch of the same operands, successors and
    attributes, once each destination's arguments match."""

    def __init__(self, converter: LLVMTypeConverter, root: str, target: str) -> None:
        super().__init__(converter, root)
        self.target = target
        self.generated_ops = (target,)

    def destinations(
        self, op: Operation, operands: list[Value]
    ) -> list[tuple[list[Value], Block, str]]:
        """(converted operands, destination, message prefix) to check."""
        raise NotImplementedError

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        for values, block, prefix in self.destinations(op, operands):
            if not _matching_values(rewriter, values, block, op, prefix):
                return False
        rewriter.create(
            self.target,
            operands,
            (),
            op.attributes,
            successors=[use.block for use in op._successors],
            location=op._location,  # kept packed if it is
        )
        rewriter.replace_op(op, [])
        return True


def _segments(op: Operation, operands: list[Value]) -> list[list[Value]]:
    sizes = op.attributes.get_attr("operand_segment_sizes")
    result, start = [], 0
    for size in sizes:  # type: ignore[union-attr]
        result.append(operands[start : start + size])
        start += size
    return result


class BrLowering(BranchLowering):
    def destinations(self, op: Operation, operands: list[Value]) -> Any:
        return [(operands, op.successors[0], "")]


class CondBrLowering(BranchLowering):
    def destinations(self, op: Operation, operands: list[Value]) -> Any:
        _, true_operands, false_operands = _segments(op, operands)
        return [
            (false_operands, op.successors[1], "in false case branch "),
            (true_operands, op.successors[0], "in true case branch "),
        ]


class SwitchLowering(BranchLowering):
    def destinations(self, op: Operation, operands: list[Value]) -> Any:
        _, default_operands, case_operands = _segments(op, operands)
        successors = op.successors  # a new list at each read
        checks = [(default_operands, successors[0], "in switch default case ")]
        start = 0
        sizes = op.attributes.get_attr("case_operand_segments")
        for index, size in enumerate(sizes or ()):  # type: ignore[union-attr]
            checks.append(
                (
                    case_operands[start : start + size],
                    successors[index + 1],
                    f"in switch case {index} ",
                )
            )
            start += size
        return checks


def _lookup_symbol(module: Operation, name: str) -> Operation | None:
    for op in module.regions[0].blocks[0]:
        attr = op.attributes.get_attr("sym_name")
        if attr is not None and attr.value == name:  # type: ignore[attr-defined]
            return op
    return None


def _declare(
    rewriter: Any, module: Operation, name: str, params: tuple[Any, ...], location: Any
) -> Operation:
    """The function `name` of the module, declared at its start if absent."""
    found = _lookup_symbol(module, name)
    if found is not None:
        return found
    saved = rewriter.insertion_point
    rewriter.set_insertion_point_to_start(module.regions[0].blocks[0])
    llvm = _llvm(rewriter)
    function = rewriter.create(
        "llvm.func",
        [],
        [],
        {
            "sym_name": StringAttr.get(name),
            "function_type": TypeAttr.get(
                llvm.LLVMFunctionType.get(llvm.LLVMVoidType.get(), params)
            ),
        },
        regions=1,
        location=location,
    )
    rewriter.insertion_point = saved
    return function


def _llvm(rewriter: Any) -> Any:
    return llvm_dialect(rewriter.context)


class AssertLowering(ConvertToLLVMPattern):
    """`cf.assert`: a conditional branch to the rest of the block or to a
    block that prints the message and aborts."""

    root = "cf.assert"
    generated_ops = (
        "llvm.cond_br",
        "llvm.mlir.global",
        "llvm.mlir.addressof",
        "llvm.getelementptr",
        "llvm.call",
        "llvm.func",
        "llvm.unreachable",
    )

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        location = op.location
        module = enclosing_module(op)
        llvm = self.llvm
        block = op.parent
        assert block is not None
        continuation = rewriter.split_block(block, op)
        failure = rewriter.create_block(block.parent)
        message = op.attributes.get_attr("msg").value.encode() + b"\0"  # type: ignore
        i8 = IntegerType.get(8)
        array = llvm.LLVMArrayType.get(i8, len(message))
        counter = 0
        while _lookup_symbol(module, f"assert_msg_{counter}") is not None:
            counter += 1
        name = f"assert_msg_{counter}"
        saved = rewriter.insertion_point
        rewriter.set_insertion_point_to_start(module.regions[0].blocks[0])
        rewriter.create(
            "llvm.mlir.global",
            [],
            [],
            {
                "global_type": TypeAttr.get(array),
                "constant": UnitAttr.get(),
                "linkage": llvm.LinkageAttr.get(llvm.Linkage.Private),
                "sym_name": StringAttr.get(name),
                "value": DenseIntOrFPElementsAttr.get(
                    RankedTensorType.get([len(message)], i8), list(message)
                ),
                "unnamed_addr": IntegerAttr.get(IntegerType.get(64), 0),
            },
            regions=1,
            location=location,
        )
        rewriter.insertion_point = saved
        address = rewriter.create(
            "llvm.mlir.addressof",
            [],
            [self.type_converter.pointer_type(array)],
            {"global_name": FlatSymbolRefAttr.get(name)},
            location=location,
        ).result
        i8_pointer = self.type_converter.pointer_type(i8)
        gep = rewriter.insert(
            llvm.GEPOp.build(i8_pointer, address, [0], location=location)
        )
        puts = _declare(rewriter, module, "puts", (i8_pointer,), location)
        rewriter.create(
            "llvm.call",
            [gep.results[0]],
            [],
            {"callee": FlatSymbolRefAttr.get(puts.attributes.get_attr("sym_name").value)},  # type: ignore
            location=location,
        )
        _declare(rewriter, module, "abort", (), UnknownLoc.get())
        rewriter.create(
            "llvm.call",
            [],
            [],
            {"callee": FlatSymbolRefAttr.get("abort")},
            location=location,
        )
        rewriter.create("llvm.unreachable", [], [], location=location)
        rewriter.set_insertion_point_to_end(block)
        new = rewriter.create(
            "llvm.cond_br",
            [operands[0]],
            [],
            {
                "operand_segment_sizes": DenseArrayAttr.get(
                    IntegerType.get(32), [1, 0, 0]
                )
            },
            successors=[continuation, failure],
            location=location,
        )
        rewriter.replace_op(op, list(new.results))
        return True


def populate_cf_to_llvm_patterns(
    converter: LLVMTypeConverter, patterns: list[Any]
) -> list[Any]:
    """Add the cf lowering patterns (MLIR's populateControlFlowToLLVMConversionPatterns)."""
    patterns += [
        AssertLowering(converter),
        BrLowering(converter, "cf.br", "llvm.br"),
        CondBrLowering(converter, "cf.cond_br", "llvm.cond_br"),
        SwitchLowering(converter, "cf.switch", "llvm.switch"),
    ]
    return patterns


def convert_cf_to_llvm(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """The pass: a partial conversion of `op` with the cf patterns."""
    lower_to_llvm(op, context, options, populate_cf_to_llvm_patterns)
