"""Hook pieces that several dialects' hooks share."""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.attributes import BoolAttr, IntegerAttr
from odsgen.ir.dialect_hooks import dialect_module
from odsgen.ir.op_base import OperandPart
from odsgen.ir.operation import Block, OpResult, Operation, Region, Value
from odsgen.ir.successor_operands import GroupedSuccessorOperands
from odsgen.ir.constants import constant_value
from odsgen.ir.lazy_patterns import LazyPattern
from odsgen.ir.types import IndexType

UINT64 = (1 << 64) - 1
# An integer literal: its sign and its digits (after any `0x`); compiled
# when a switch case is first read.
_INTEGER = LazyPattern(r"(-?)\s*(?:0[xX])?([0-9a-fA-F]*)")


def defined_by(value: Value, *names: str) -> Operation | None:
    """The op defining `value` if its name is one of `names` (None for a
    block argument)."""
    owner = value.owner if isinstance(value, OpResult) else None
    return owner if owner is not None and owner.name in names else None


def constant_int(value: Value, booleans: bool = True) -> int | None:
    """The value of `value` if a constant op defines it as an integer
    attribute (m_ConstantInt; a BoolAttr only if `booleans`), else None."""
    attr = constant_value(value)
    if not isinstance(attr, IntegerAttr):
        return None
    if not booleans and isinstance(attr, BoolAttr):
        return None
    return attr.value


def arith_constant_index(value: Value) -> int | None:
    """The value of an `arith.constant` of index type (ConstantIndexOp)."""
    owner = defined_by(value, "arith.constant")
    if owner is None or not isinstance(value.type, IndexType):
        return None
    attr = owner.attributes.get_attr("value")
    return attr.value if isinstance(attr, IntegerAttr) else None


def value_region(value: Value) -> Region | None:
    """The region `value` is defined in: its op's, or its block's."""
    if isinstance(value, OpResult):
        return value.owner.parent_region
    return value.owner.parent  # type: ignore[attr-defined]


class ArithConstantMaterializer:
    """A dialect whose folded values become `arith.constant` ops."""

    __slots__ = ()

    def materialize_constant(
        self, builder: Any, value: Any, type_: Any, location: Any
    ) -> Any:
        constant_op = dialect_module("arith", "ops").ConstantOp
        return builder.insert(constant_op.build(type_, value, location=location))


class SwitchSuccessors(GroupedSuccessorOperands):
    """The successor operands of a switch (`cf.switch`, `llvm.switch`): the
    default destination's group, then one group per case."""

    __slots__ = ()

    def successor_operand_part(self, index: int) -> OperandPart:
        if index == 0:
            return 1, 0, None
        return 2, index - 1, "case_operand_segments"

    def successor_operands(self, index: int) -> list[Value]:
        if index == 0:
            return list(self.default_operands)  # type: ignore[attr-defined]
        return self.operand_subgroup(2, index - 1, "case_operand_segments")  # type: ignore[attr-defined]

    def all_successor_operands(self) -> list[list[Value]]:
        """`successor_operands` of every successor, split in one pass."""
        return [list(self.default_operands), *self.case_operands]  # type: ignore[attr-defined]


def parse_optional_int64(parser: Any) -> int | None:
    """An integer literal read into an int64_t, or None if there is none.

    MLIR's parseOptionalInteger<int64_t> reads the digits into an APInt of
    four bits per digit, negates it, then keeps it only if it survives a round
    trip through 64 bits: values up to 2**64 - 1 wrap to negative ones, and
    negative literals of more than 16 digits are "too large".
    """
    pos = parser.position
    literal = _INTEGER.compiled().match(parser.text, pos)
    value = parser.parse_optional_integer()
    if value is None:
        return None
    negative, digits = literal.group(1), literal.group(2)
    if value > UINT64 or (negative and value and 4 * len(digits) > 64):
        raise parser.emit_error("integer value too large", pos)
    value &= UINT64
    return value - (1 << 64) if value >> 63 else value


def print_switch_cases(
    printer: Any,
    case_values: Any,
    destinations: Sequence[Block],
    operands: Sequence[Sequence[Value]],
    comma_first: bool,
) -> None:
    """The cases of a switch, one a line (`value: ^bb(...)`, the value
    unsigned), separated by commas (one before the first too if
    `comma_first`); then a line break."""
    for index, destination in enumerate(destinations[: len(case_values)]):
        if index or comma_first:
            printer.write(",")
            printer.print_new_line()
        value = min(case_values.element_bits(index), UINT64)
        printer.write(f"  {value}: ")
        printer.print_successor_and_use_list(destination, list(operands[index]))
    printer.print_new_line()


def print_dynamic_list(
    printer: Any, values: Sequence[int], dynamic: Sequence[Value], marker: int
) -> None:
    """`values` separated by commas, each `marker` among them printed as the
    next of the `dynamic` operands."""
    operands = iter(dynamic)
    for index, value in enumerate(values):
        if index:
            printer.write(", ")
        if value == marker:
            printer.print_operand(next(operands))
        else:
            printer.write(str(value))


def parse_region_argument(parser: Any) -> list[Any]:
    """`%name` with an optional `loc(...)`: a region argument (type set later)."""
    operand = parser.parse_ssa_use(allow_result_number=False)
    location = parser.parse_location() if parser.is_keyword("loc") else None
    return [operand, None, location]


def parse_assignment_list(parser: Any) -> tuple[list[list[Any]], list[Any]]:
    """`(%inner = %outer, ...)`: region arguments and the operands they take."""
    parser.expect("(")
    arguments: list[list[Any]] = []
    operands: list[Any] = []
    if parser.consume_if(")"):
        return arguments, operands
    while True:
        arguments.append(parse_region_argument(parser))
        parser.expect("=")
        operands.append(parser.parse_ssa_use())
        if not parser.consume_if(","):
            break
    parser.expect(")")
    return arguments, operands
