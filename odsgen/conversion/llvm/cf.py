"""`--convert-cf-to-llvm`: `cf.br`, `cf.cond_br` and `cf.switch` to their
LLVM dialect twins (MLIR 16's ControlFlowToLLVM), the pattern set reusable
from Python (`populate_cf_to_llvm_patterns`). `cf.assert` is not lowered
yet (it needs a message global and a print function).
"""

from __future__ import annotations

from typing import Any, Sequence

from ...ir.builtin import UnrealizedConversionCastOp
from ...ir.context import Context
from ...ir.location import Location
from ...ir.operation import Block, Operation, OpResult, Value
from ..driver import apply_partial_conversion
from .pattern import ConvertToLLVMPattern
from .target import llvm_conversion_target
from .type_converter import LLVMTypeConverter, LowerToLLVMOptions


def _matching_values(
    rewriter: Any,
    operands: Sequence[Value],
    block: Block,
    location: Location,
    prefix: str,
) -> bool:
    """False (a match failure) when a destination argument, as remapped so
    far, is a cast from a type other than the operand's converted type."""
    for index, (argument, operand) in enumerate(zip(block.arguments, operands)):
        remapped = rewriter.get_remapped_value(argument)
        owner = remapped.owner if isinstance(remapped, OpResult) else None
        if isinstance(owner, UnrealizedConversionCastOp):
            source = owner.operands[0].type
            if source is not operand.type:
                return rewriter.notify_match_failure(
                    location,
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
            if not _matching_values(rewriter, values, block, op.location, prefix):
                return False
        new = rewriter.create(
            self.target,
            operands,
            [],
            op.attributes,
            successors=list(op.successors),
            location=op.location,
        )
        rewriter.replace_op(op, list(new.results))
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
        checks = [(default_operands, op.successors[0], "in switch default case ")]
        start = 0
        sizes = op.attributes.get_attr("case_operand_segments")
        for index, size in enumerate(sizes or ()):  # type: ignore[union-attr]
            checks.append(
                (
                    case_operands[start : start + size],
                    op.successors[index + 1],
                    f"in switch case {index} ",
                )
            )
            start += size
        return checks


def populate_cf_to_llvm_patterns(
    converter: LLVMTypeConverter, patterns: list[Any]
) -> list[Any]:
    """Add the cf lowering patterns (MLIR's populateControlFlowToLLVMConversionPatterns)."""
    patterns += [
        BrLowering(converter, "cf.br", "llvm.br"),
        CondBrLowering(converter, "cf.cond_br", "llvm.cond_br"),
        SwitchLowering(converter, "cf.switch", "llvm.switch"),
    ]
    return patterns


def convert_cf_to_llvm(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """The pass: a partial conversion of `op` with the cf patterns."""
    converter = LLVMTypeConverter(
        context, LowerToLLVMOptions(index_bitwidth=options.get("index-bitwidth", 0))
    )
    patterns = populate_cf_to_llvm_patterns(converter, [])
    apply_partial_conversion(op, llvm_conversion_target(), patterns, context=context)
