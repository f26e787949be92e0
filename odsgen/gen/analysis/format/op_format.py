"""An op's declarative assembly format, parsed and checked against the op."""

from __future__ import annotations

from dataclasses import dataclass

from ...model.dialect import OpDef
from .ast import Element
from .op_parser import OpFormatParser
from .op_verify import TypeSource, Verified, verify


@dataclass(frozen=True)
class OpFormat:
    """A checked op format: its elements and what its parser must work out.

    `operand_types` and `result_types` say, one per operand and result, where
    the parser takes each type from (see `TypeSource`); `infers_result_types`
    is true when all result types come from InferTypeOpInterface. The `all_*`
    flags say that `operands`, `type(operands)`, `type(results)`, `regions` or
    `successors` stand for all of them. `used_attributes` are the attributes
    the format spells (the printer leaves them out of `attr-dict`), in format
    order; `inferred_attributes` are segment-size attributes of
    VariadicOfVariadic operands, which the parser computes.
    """

    op: OpDef
    elements: tuple[Element, ...]
    operand_types: tuple[TypeSource, ...]
    result_types: tuple[TypeSource, ...]
    infers_result_types: bool
    all_operands: bool
    all_operand_types: bool
    all_result_types: bool
    all_regions: bool
    all_successors: bool
    used_attributes: tuple[str, ...]
    inferred_attributes: tuple[str, ...]


def parse_op_format(text: str, op: OpDef) -> OpFormat:
    """Parse and check `op`'s format `text`; raises `FormatError` as mlir-tblgen-16."""
    parser = OpFormatParser(text, op, verify)
    elements = parser.parse()
    verified = parser.verified
    assert isinstance(verified, Verified)
    return OpFormat(
        op=op,
        elements=tuple(elements),
        operand_types=verified.operand_types,
        result_types=verified.result_types,
        infers_result_types=verified.infers_result_types,
        all_operands=parser.all_operands,
        all_operand_types=parser.all_operand_types,
        all_result_types=parser.all_result_types,
        all_regions=parser.all_regions,
        all_successors=parser.all_successors,
        used_attributes=tuple(parser.seen_attributes),
        inferred_attributes=verified.inferred_attributes,
    )
