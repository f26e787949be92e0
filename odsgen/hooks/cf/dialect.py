"""Hand-written behaviour of the `cf` dialect (MLIR 16's ControlFlowOps.cpp):
successor operands (BranchOpInterface), the `SwitchOpCases` syntax, the
switch verifier, the inliner interface and the canonicalization patterns."""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.asm import lexer as lx
from odsgen.ir.attributes import BoolAttr, IntegerAttr
from odsgen.ir.dense import DenseIntOrFPElementsAttr
from odsgen.ir.diagnostics import op_error
from odsgen.ir.local_verify import local_verifier
from odsgen.ir.op_base import OperandPart
from odsgen.ir.operation import Block, Operation, Value
from odsgen.ir.rewrite import PatternRewriter, RewritePattern, constant_value
from odsgen.ir.successor_operands import GroupedSuccessorOperands
from odsgen.ir.types import IntegerType, Type, VectorType
from odsgen.transforms.inlining import LegalInliner

from odsgen.ir.dialect_hooks import dialect_module
from ..common import SwitchSuccessors, parse_optional_int64, print_switch_cases
from .registry import hooks


class CfInliner(LegalInliner):
    """Every cf op may be inlined; its terminators need no rewriting."""

    def handle_terminator_branch(self, op: Any, new_dest: Block) -> None:
        return None


@hooks.mixin("CfDialect")
class CfDialectHooks:
    """The dialect's inliner interface."""

    __slots__ = ()

    INLINER = CfInliner()


# -- successor operands (BranchOpInterface) -------------------------------------------


@hooks.mixin("BranchOp")
class BranchOpHooks(GroupedSuccessorOperands):
    """`cf.br`: its operands go to its only successor."""

    __slots__ = ()

    def successor_operands(self, index: int) -> list[Value]:
        return list(self.dest_operands)

    def successor_operand_part(self, index: int) -> OperandPart:
        return 0, 0, None

    def successor_for_operands(self, operands: Sequence[Any]) -> Block | None:
        return self.dest

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [SimplifyBranch()]


@hooks.mixin("CondBranchOp")
class CondBranchOpHooks(GroupedSuccessorOperands):
    """`cf.cond_br`: true and false destinations, each with its operands."""

    __slots__ = ()

    def successor_operands(self, index: int) -> list[Value]:
        return list(self.true_dest_operands if index == 0 else self.false_dest_operands)

    def successor_operand_part(self, index: int) -> OperandPart:
        return 1 + index, 0, None

    def successor_for_operands(self, operands: Sequence[Any]) -> Block | None:
        condition = operands[0] if operands else None
        if isinstance(condition, IntegerAttr):
            return self.true_dest if condition.value & 1 else self.false_dest
        return None

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [
            SimplifyConstCondBranchPred(),
            SimplifyPassThroughCondBranch(),
            SimplifyCondBranchIdenticalSuccessors(),
            SimplifyCondBranchFromCondBranchOnSameCondition(),
            CondBranchTruthPropagation(),
        ]


@hooks.mixin("SwitchOp")
class SwitchOpHooks(SwitchSuccessors):
    """`cf.switch`: successor operands and MLIR 16's verifier."""

    __slots__ = ()

    def successor_for_operands(self, operands: Sequence[Any]) -> Block | None:
        values = self.get_attr("case_values")
        if values is None:
            return self.default_destination
        flag = operands[0] if operands else None
        if not isinstance(flag, IntegerAttr):
            return None
        index = _case_index(self, _bits(flag))
        if index is None:
            return self.default_destination
        return self.case_destinations[index]

    @local_verifier()
    def verify_hook(self) -> None:
        values = self.get_attr("case_values")
        destinations = self.case_destinations
        if values is None and not destinations:
            return
        flag_type = self.flag.type
        value_type = values.type.element_type if values is not None else None
        if value_type is not flag_type:
            shown = value_type.text if value_type is not None else "<<NULL TYPE>>"
            raise op_error(
                self,
                f"'flag' type ('{flag_type.text}') should match case value type"
                f" ('{shown}')",
            )
        count = len(values)
        if count != len(destinations):
            raise op_error(
                self,
                f"number of case values ({count}) should match number of case"
                f" destinations ({len(destinations)})",
            )

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [
            SimplifySwitchWithOnlyDefault(),
            DropSwitchCasesThatMatchDefault(),
            SimplifyConstSwitchValue(),
            SimplifyPassThroughSwitch(),
            SimplifySwitchFromSwitchOnSameCondition(),
            SimplifySwitchFromDefaultSwitchOnSameCondition(),
        ]


@hooks.mixin("AssertOp")
class AssertOpHooks:
    """`cf.assert` of a constant true disappears."""

    __slots__ = ()

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [EraseTrueAssert()]


# -- custom<SwitchOpCases> -----------------------------------------------------------


def _parse_destination(parser: Any) -> tuple[Block, list[Any], list[Type]]:
    """`^bb` or `^bb(%a, %b : t1, t2)`, operands unresolved."""
    destination = parser.parse_successor()
    operands: list[Any] = []
    types: list[Type] = []
    if parser.consume_if("("):
        if parser.lexer.kind == lx.PERCENT:
            operands = parser.parse_comma_separated(lambda: parser.parse_ssa_use(False))
        types = parser.parse_colon_type_list()
        parser.expect(")")
    return destination, operands, types


@hooks.parser("SwitchOpCases")
def parse_SwitchOpCases(parser: Any, flag_type: Type) -> tuple:
    """`default: ^bb(...)` then `, value: ^bb(...)` for each case."""
    if not parser.consume_keyword_if("default"):
        raise parser.emit_error("expected 'default'")
    parser.expect(":")
    default, default_operands, default_types = _parse_destination(parser)
    values: list[int] = []
    destinations: list[Block] = []
    operands: list[list[Any]] = []
    types: list[list[Type]] = []
    width = getattr(flag_type, "width", 64)
    mask = (1 << width) - 1
    while parser.consume_if(","):
        value = parse_optional_int64(parser)
        if value is None:
            raise parser.emit_error("expected integer value")
        values.append(value & mask)
        parser.expect(":")
        destination, group, group_types = _parse_destination(parser)
        destinations.append(destination)
        operands.append(group)
        types.append(group_types)
    attr = None
    if values:
        attr = DenseIntOrFPElementsAttr.get(
            VectorType.get([len(values)], flag_type), values
        )
    return (
        default,
        default_operands,
        default_types,
        attr,
        destinations,
        operands,
        types,
    )


@hooks.printer("SwitchOpCases")
def print_SwitchOpCases(
    printer: Any,
    op: Any,
    flag_type: Type,
    default: Block,
    default_operands: Sequence[Value],
    default_types: Sequence[Type],
    case_values: Any,
    destinations: Sequence[Block],
    operands: Sequence[Sequence[Value]],
    types: Sequence[Sequence[Type]],
) -> None:
    """`  default: ^bb(...)`, then one case a line, its value unsigned."""
    printer.write("  default: ")
    printer.print_successor_and_use_list(default, list(default_operands))
    if case_values is not None:
        print_switch_cases(printer, case_values, destinations, operands, True)


# -- helpers of the patterns ---------------------------------------------------------


def _ops() -> Any:
    ops = hooks.module("ops")

    return ops


def _bits(attr: IntegerAttr) -> int:
    """The value of an integer attribute as unsigned bits of its width."""
    width = getattr(attr.type, "width", 64)
    return attr.value & ((1 << width) - 1)


def _case_values(op: Operation) -> list[int]:
    values = op.get_attr("case_values")
    if values is None:
        return []
    return [values.element_bits(i) for i in range(len(values))]


def _case_index(op: Operation, value: int) -> int | None:
    for index, case in enumerate(_case_values(op)):
        if case == value:
            return index
    return None


def _constant_int(value: Value) -> int | None:
    """m_ConstantInt: the bits of a constant integer (or splat), else None."""
    attr = constant_value(value)
    if isinstance(attr, IntegerAttr):
        return _bits(attr)
    if isinstance(attr, DenseIntOrFPElementsAttr) and attr.is_splat:
        if isinstance(attr.type.element_type, IntegerType):
            return attr.element_bits(0)
    return None


def _same(values: Sequence[Value], others: Sequence[Value]) -> bool:
    return len(values) == len(others) and all(a is b for a, b in zip(values, others))


def _collapse_branch(
    successor: Block, operands: list[Value]
) -> tuple[Block, list[Value]] | None:
    """The destination and operands to jump to instead of `successor` when it
    only forwards its arguments with a `cf.br` (None if it does more)."""
    first = successor.first_op
    if first is None or first is not successor.last_op:
        return None
    branch = first
    if not isinstance(branch, _ops().BranchOp):
        return None
    for argument in successor.arguments:
        if any(user is not branch for user in argument.users):
            return None
    destination = branch.dest
    if destination is successor:
        return None
    forwarded = list(branch.operands)
    if not successor.arguments:
        return destination, forwarded
    remapped = []
    for value in forwarded:
        if getattr(value, "owner", None) is successor and hasattr(value, "index"):
            remapped.append(operands[value.index])
        else:
            remapped.append(value)
    return destination, remapped


def _replace_with_br(
    rewriter: PatternRewriter, op: Operation, dest: Block, operands: Sequence[Value]
) -> None:
    rewriter.replace_op_with_new_op(op, _ops().BranchOp, list(operands), dest=dest)


def _replace_with_switch(
    rewriter: PatternRewriter,
    op: Operation,
    default: Block,
    default_operands: Sequence[Value],
    values: Sequence[int],
    destinations: Sequence[Block],
    operands: Sequence[Sequence[Value]],
) -> None:
    flag = op.operands[0]
    attr = None
    if values:
        attr = DenseIntOrFPElementsAttr.get(
            VectorType.get([len(values)], flag.type), list(values)
        )
    rewriter.replace_op_with_new_op(
        op,
        _ops().SwitchOp,
        flag,
        list(default_operands),
        [list(group) for group in operands],
        attr,
        default_destination=default,
        case_destinations=list(destinations),
    )


# -- cf.assert ----------------------------------------------------------------------


class EraseTrueAssert(RewritePattern):
    """An assertion of a constant true is erased."""

    root = "cf.assert"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _constant_int(op.operands[0]) != 1:
            return False
        rewriter.erase_op(op)
        return True


# -- cf.br --------------------------------------------------------------------------


class SimplifyBranch(RewritePattern):
    """A branch to a block with no other predecessor merges the block into
    this one; a branch to a block that only branches on skips it."""

    root = "cf.br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dest = op.dest
        parent = op.parent
        if dest is not parent and dest.single_predecessor is parent:
            operands = list(op.operands)
            _merge_blocks_after_branch(rewriter, op, dest, parent, operands)
            return True
        if dest is parent:
            return False
        collapsed = _collapse_branch(dest, list(op.operands))
        if collapsed is None:
            return False
        _replace_with_br(rewriter, op, *collapsed)
        return True


def _merge_blocks_after_branch(
    rewriter: PatternRewriter,
    branch: Operation,
    dest: Block,
    parent: Block,
    operands: list[Value],
) -> None:
    """Merge `dest` into `parent` at its end, then erase `branch`."""
    for argument, value in zip(dest.arguments, operands):
        rewriter.replace_all_uses_with(argument, value)
    for moved in dest.operations:
        moved.detach()
        parent.append(moved)
    dest.erase()
    rewriter.erase_op(branch)


# -- cf.cond_br ---------------------------------------------------------------------


def _take_edge(rewriter: PatternRewriter, op: Operation, truth: bool) -> None:
    """Replace the `cf.cond_br` `op` with a branch along its `truth` edge."""
    if truth:
        _replace_with_br(rewriter, op, op.true_dest, op.true_dest_operands)
    else:
        _replace_with_br(rewriter, op, op.false_dest, op.false_dest_operands)


class SimplifyConstCondBranchPred(RewritePattern):
    """A conditional branch on a constant becomes an unconditional one."""

    root = "cf.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = _constant_int(op.condition)
        if condition is None:
            return False
        _take_edge(rewriter, op, bool(condition))
        return True


class SimplifyPassThroughCondBranch(RewritePattern):
    """Destinations that only branch on are skipped."""

    root = "cf.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        true_dest, true_operands = op.true_dest, list(op.true_dest_operands)
        false_dest, false_operands = op.false_dest, list(op.false_dest_operands)
        collapsed_true = _collapse_branch(true_dest, true_operands)
        collapsed_false = _collapse_branch(false_dest, false_operands)
        if collapsed_true is None and collapsed_false is None:
            return False
        if collapsed_true is not None:
            true_dest, true_operands = collapsed_true
        if collapsed_false is not None:
            false_dest, false_operands = collapsed_false
        rewriter.replace_op_with_new_op(
            op,
            _ops().CondBranchOp,
            op.condition,
            true_operands,
            false_operands,
            true_dest=true_dest,
            false_dest=false_dest,
        )
        return True


class SimplifyCondBranchIdenticalSuccessors(RewritePattern):
    """Both edges to one block: an unconditional branch, with `arith.select`
    for the operands that differ when this block is its only predecessor."""

    root = "cf.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dest = op.true_dest
        if dest is not op.false_dest:
            return False
        true_operands = list(op.true_dest_operands)
        false_operands = list(op.false_dest_operands)
        if _same(true_operands, false_operands):
            _replace_with_br(rewriter, op, dest, true_operands)
            return True
        if any(pred is not op.parent for pred in dest.predecessors):
            return False
        select = dialect_module("arith", "ops").SelectOp
        merged = []
        for true_value, false_value in zip(true_operands, false_operands):
            if true_value is false_value:
                merged.append(true_value)
            else:
                merged.append(
                    rewriter.create_op(
                        select, op.condition, true_value, false_value
                    ).results[0]
                )
        _replace_with_br(rewriter, op, dest, merged)
        return True


class SimplifyCondBranchFromCondBranchOnSameCondition(RewritePattern):
    """A block reached only from a `cf.cond_br` on the same condition knows
    which way this branch goes."""

    root = "cf.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        block = op.parent
        predecessor = block.single_predecessor
        if predecessor is None:
            return False
        previous = predecessor.terminator
        if not isinstance(previous, _ops().CondBranchOp):
            return False
        if previous.condition is not op.condition:
            return False
        _take_edge(rewriter, op, block is previous.true_dest)
        return True


class CondBranchTruthPropagation(RewritePattern):
    """In a destination reached only through this branch, the condition is
    a known constant."""

    root = "cf.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        replaced = False
        condition = op.condition
        for dest, truth in ((op.true_dest, True), (op.false_dest, False)):
            if dest.single_predecessor is None:
                continue
            constant = None
            for use in list(condition.uses):
                user = use.owner
                if user.parent is not dest:
                    continue
                replaced = True
                if constant is None:
                    constant = rewriter.create_op(
                        dialect_module("arith", "ops").ConstantOp,
                        IntegerType.get(1),
                        BoolAttr.get(truth),
                    ).results[0]
                rewriter.update_root_in_place(
                    user, lambda use=use, constant=constant: use.set(constant)
                )
        return replaced


# -- cf.switch ----------------------------------------------------------------------


def _fold_switch(rewriter: PatternRewriter, op: Operation, value: int) -> None:
    index = _case_index(op, value)
    if index is None:
        _replace_with_br(rewriter, op, op.default_destination, op.default_operands)
    else:
        _replace_with_br(
            rewriter, op, op.case_destinations[index], op.case_operands[index]
        )


class SimplifySwitchWithOnlyDefault(RewritePattern):
    """A switch without cases is a branch to its default."""

    root = "cf.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.case_destinations:
            return False
        _replace_with_br(rewriter, op, op.default_destination, op.default_operands)
        return True


class DropSwitchCasesThatMatchDefault(RewritePattern):
    """Cases that go where the default goes, with its operands, are dropped."""

    root = "cf.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        default = op.default_destination
        default_operands = list(op.default_operands)
        destinations = op.case_destinations
        groups = op.case_operands
        kept: list[tuple[int, Block, list[Value]]] = []
        changed = False
        for index, value in enumerate(_case_values(op)):
            group = list(groups[index])
            if destinations[index] is default and _same(group, default_operands):
                changed = True
                continue
            kept.append((value, destinations[index], group))
        if not changed:
            return False
        _replace_with_switch(
            rewriter,
            op,
            default,
            default_operands,
            [k[0] for k in kept],
            [k[1] for k in kept],
            [k[2] for k in kept],
        )
        return True


class SimplifyConstSwitchValue(RewritePattern):
    """A switch on a constant is a branch to the matching destination."""

    root = "cf.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        value = _constant_int(op.flag)
        if value is None:
            return False
        _fold_switch(rewriter, op, value)
        return True


class SimplifyPassThroughSwitch(RewritePattern):
    """Destinations that only branch on are skipped."""

    root = "cf.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        destinations: list[Block] = []
        groups: list[list[Value]] = []
        changed = False
        case_destinations = op.case_destinations  # each read makes all cases'
        case_operands = op.case_operands
        for index in range(len(_case_values(op))):
            dest = case_destinations[index]
            group = list(case_operands[index])
            collapsed = _collapse_branch(dest, group)
            if collapsed is not None:
                changed = True
                dest, group = collapsed
            destinations.append(dest)
            groups.append(group)
        default = op.default_destination
        default_operands = list(op.default_operands)
        collapsed = _collapse_branch(default, default_operands)
        if collapsed is not None:
            changed = True
            default, default_operands = collapsed
        if not changed:
            return False
        _replace_with_switch(
            rewriter,
            op,
            default,
            default_operands,
            _case_values(op),
            destinations,
            groups,
        )
        return True


def _predecessor_switch(op: Operation) -> Operation | None:
    """The `cf.switch` on the same flag that is this block's only predecessor."""
    predecessor = op.parent.single_predecessor
    if predecessor is None:
        return None
    previous = predecessor.terminator
    if not isinstance(previous, _ops().SwitchOp) or previous.flag is not op.flag:
        return None
    return previous


class SimplifySwitchFromSwitchOnSameCondition(RewritePattern):
    """Reached through a case of a switch on the same flag: that case's
    value decides this switch."""

    root = "cf.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        previous = _predecessor_switch(op)
        block = op.parent
        if previous is None or previous.default_destination is block:
            return False
        for index, dest in enumerate(previous.case_destinations):
            if dest is block:
                _fold_switch(rewriter, op, _case_values(previous)[index])
                return True
        _replace_with_br(rewriter, op, op.default_destination, op.default_operands)
        return True


class SimplifySwitchFromDefaultSwitchOnSameCondition(RewritePattern):
    """Reached through the default of a switch on the same flag: the cases
    that switch sent elsewhere cannot happen."""

    root = "cf.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        previous = _predecessor_switch(op)
        block = op.parent
        if previous is None or previous.default_destination is not block:
            return False
        impossible = {
            value
            for value, dest in zip(_case_values(previous), previous.case_destinations)
            if dest is not block
        }
        kept: list[tuple[int, Block, list[Value]]] = []
        changed = False
        destinations = op.case_destinations  # each read makes all cases'
        groups = op.case_operands
        for index, value in enumerate(_case_values(op)):
            if value in impossible:
                changed = True
                continue
            kept.append((value, destinations[index], list(groups[index])))
        if not changed:
            return False
        _replace_with_switch(
            rewriter,
            op,
            op.default_destination,
            list(op.default_operands),
            [k[0] for k in kept],
            [k[1] for k in kept],
            [k[2] for k in kept],
        )
        return True
