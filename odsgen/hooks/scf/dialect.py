"""Hand-written behaviour of the `scf` dialect (MLIR 16's SCF.cpp): the
custom syntaxes, the verifiers, the region-branch and loop-like interfaces
and the inliner interface. Folders and canonicalization patterns are in
canonicalize.py."""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.asm.format_support import ensure_terminator
from odsgen.ir.attributes import (
    Attribute,
    BoolAttr,
    DenseArrayAttr,
    IntegerAttr,
)
from odsgen.ir.diagnostics import op_error, with_note
from odsgen.ir.operation import Block, Operation, Region, Value, value_location
from odsgen.ir.types import FunctionType, IndexType, IntegerType
from odsgen.transforms.inlining import LegalInliner
from odsgen.transforms.region_branch import region_inputs, verify_region_branch

from ..common import constant_int, parse_assignment_list, parse_region_argument
from .registry import hooks
from .canonicalize import (
    ExecuteRegionOpCanonicalization,
    ForOpCanonicalization,
    ForeachThreadOpCanonicalization,
    IfOpCanonicalization,
    ParallelOpCanonicalization,
    WhileOpCanonicalization,
    fold_if,
)


class ScfInliner(LegalInliner):
    """Every scf op may be inlined (MLIR 16's SCFInlinerInterface)."""

    def handle_terminator_branch(self, op: Any, new_dest: Block) -> None:
        return None


@hooks.mixin("ScfDialect")
class ScfDialectHooks:
    """The dialect's inliner interface."""

    __slots__ = ()

    INLINER = ScfInliner()


# -- parsing and printing helpers -----------------------------------------------------


def _index() -> IndexType:
    return IndexType.get()


def _expect_keyword(parser: Any, word: str) -> None:
    """`word`, or MLIR's "expected 'word'"."""
    if not parser.consume_keyword_if(word):
        raise parser.wrong_token(f"expected '{word}'")


def _parse_argument_list(parser: Any) -> list[list[Any]]:
    """`(%a, %b)`: untyped region arguments in parentheses."""
    parser.expect("(")
    if parser.consume_if(")"):
        return []
    arguments = [parse_region_argument(parser)]
    while parser.consume_if(","):
        arguments.append(parse_region_argument(parser))
    parser.expect(")")
    return arguments


def _parse_operand_list(parser: Any, count: int) -> list[Any]:
    """`(%a, %b)` with exactly `count` operands (MLIR's required count)."""
    start = parser.position
    operands = parser.parse_operand_list("(")
    if len(operands) != count:
        raise parser.emit_error(f"expected {count} operands", start)
    return operands


def _entry(arguments: Sequence[list[Any]]) -> list[tuple[Any, Any, Any]]:
    return [(a[0], a[1], a[2]) for a in arguments]


def _attributes(parser: Any) -> dict[str, Attribute]:
    found = parser.parse_optional_attr_dict()
    return dict(found.items) if found is not None else {}


def _print_initialization_list(
    printer: Any, arguments: Sequence[Value], values: Sequence[Value], prefix: str
) -> None:
    """`prefix(%inner = %outer, ...)`, nothing when there are none."""
    if not values:
        return
    printer.write(prefix + "(")
    printer.write(
        ", ".join(
            f"{printer.value_name(a)} = {printer.value_name(v)}"
            for a, v in zip(arguments, values)
        )
    )
    printer.write(")")


def _segments(*sizes: int) -> DenseArrayAttr:
    return DenseArrayAttr.get(IntegerType.get(32), sizes)


def verify_and_get_terminator(op: Operation, region: Region, name: str, message: str):
    """The terminator `name` of the region's first block, or MLIR's error
    (with a note at the terminator found)."""
    last = None
    if region.blocks and not region.blocks[0].is_empty:
        last = region.blocks[0].last_op
        if last.name == name:
            return last
    error = op_error(op, message)
    if last is not None:
        with_note(error, "terminator here", last.location)
    raise error


@hooks.mixin("ConditionOp")
class ConditionOpHooks:
    """RegionBranchTerminatorOpInterface: the arguments go on, not the condition."""

    __slots__ = ()

    def region_successor_operands(self, index: int) -> list[Value]:
        return self.operands[1:]


# -- scf.execute_region ---------------------------------------------------------------


@hooks.mixin("ExecuteRegionOp")
class ExecuteRegionOpHooks:
    """`scf.execute_region -> (t) { blocks }`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        result_types = parser.parse_optional_arrow_type_list()
        body = Region()
        parser.parse_region(body)
        attributes = _attributes(parser)
        return cls.create(
            result_types=result_types,
            attributes=attributes,
            regions=[body],
            location=location,
        )

    def printed_regions(self) -> list[Any]:
        return [(self.regions[0], False, True)]

    def print(self, printer: Any) -> None:
        printer.print_arrow_type_list(self.result_types)
        printer.write(" ")
        printer.print_region(self.regions[0], False, True)
        printer.print_attr_dict(self.attributes)

    def verify_hook(self) -> None:
        region = self.regions[0]
        if not region.blocks:
            raise op_error(self, "region needs to have at least one block")
        if region.blocks[0].arguments:
            raise op_error(self, "region cannot have any arguments")

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return ExecuteRegionOpCanonicalization()

    def region_invocation_bounds(self, constants: Sequence[Any]) -> list[Any]:
        """Unknown: MLIR 16's execute_region keeps the interface's default."""
        return [(0, None)]

    def successor_regions(self, index: int | None, constants: Sequence[Any]) -> list:
        """The op enters its region, which returns to the results."""
        if index is None:
            return [(self.regions[0], region_inputs(self.regions[0]))]
        return [(None, list(self.results))]

    def entry_operands(self, index: int | None) -> list[Value]:
        return []

    def verify_regions(self) -> None:
        verify_region_branch(self)


# -- scf.for --------------------------------------------------------------------------


@hooks.mixin("ForOp")
class ForOpHooks:
    """`scf.for %i = %lb to %ub step %s [iter_args(%a = %v, ...) -> (t, ...)] {body}`."""

    __slots__ = ()

    @classmethod
    def build_loop(
        cls,
        lower: Value,
        upper: Value,
        step: Value,
        iter_args: Sequence[Value] = (),
        *,
        location: Any = None,
    ) -> Any:
        """A loop whose body has the induction variable and one argument per
        iter_arg; with no iter_args it ends in `scf.yield` (MLIR's builder)."""
        body = Block(
            [_index(), *(v.type for v in iter_args)],
            [location, *(value_location(v) for v in iter_args)],
        )
        region = Region([body])
        op = cls.create(
            operands=[lower, upper, step, *iter_args],
            result_types=[v.type for v in iter_args],
            regions=[region],
            location=location,
        )
        if not iter_args:
            ensure_terminator(region, _yield_class(), op.location)
        return op

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        index = _index()
        name_pos = parser.name_position
        induction = parse_region_argument(parser)
        induction[1] = index
        parser.expect("=")
        operands = [parser.resolve_operand(parser.parse_ssa_use(), index)]
        _expect_keyword(parser, "to")
        operands.append(parser.resolve_operand(parser.parse_ssa_use(), index))
        _expect_keyword(parser, "step")
        operands.append(parser.resolve_operand(parser.parse_ssa_use(), index))
        arguments = [induction]
        result_types: list[Any] = []
        if parser.consume_keyword_if("iter_args"):
            iter_arguments, iter_operands = parse_assignment_list(parser)
            arguments.extend(iter_arguments)
            parser.expect("->", "expected '->'")
            result_types = parser.parse_function_result_types()
            for argument, operand, type_ in zip(
                iter_arguments, iter_operands, result_types
            ):
                argument[1] = type_
                operands.append(parser.resolve_operand(operand, type_))
        if len(arguments) != len(result_types) + 1:
            raise parser.emit_error(
                "mismatch in number of loop-carried values and defined values",
                name_pos,
            )
        body = Region()
        parser.parse_region(body, _entry(arguments))
        op = cls.create(
            operands=operands,
            result_types=result_types,
            regions=[body],
            location=location,
        )
        ensure_terminator(body, _yield_class(), location)
        attributes = parser.parse_optional_attr_dict()
        if attributes is not None:
            op.attributes = attributes
        return op

    def printed_regions(self) -> list[Any]:
        return [(self.regions[0], False, len(self.operands) > 3)]

    def print(self, printer: Any) -> None:
        name = printer.value_name
        operands = self.operands
        body = self.regions[0].blocks[0]
        printer.write(
            f" {name(body.arguments[0])} = {name(operands[0])} to {name(operands[1])}"
            f" step {name(operands[2])}"
        )
        inits = operands[3:]
        _print_initialization_list(printer, body.arguments[1:], inits, " iter_args")
        if inits:
            printer.write(" -> (")
            printer.print_types(v.type for v in inits)
            printer.write(")")
        printer.write(" ")
        printer.print_region(self.regions[0], False, bool(inits))
        printer.print_attr_dict(self.attributes)

    def verify_hook(self) -> None:
        step = constant_int(self.operands[2], booleans=False)
        if step is not None and step <= 0:
            raise op_error(self, "constant step operand must be positive")
        if self.results and len(self.operands) - 3 != len(self.results):
            raise op_error(
                self, "mismatch in number of loop-carried values and defined values"
            )

    def verify_regions(self) -> None:
        verify_region_branch(self)
        body = self.regions[0].blocks[0]
        if not body.arguments or not isinstance(body.arguments[0].type, IndexType):
            raise op_error(
                self,
                "expected body first argument to be an index argument for the"
                " induction variable",
            )
        results = self.results
        if not results:
            return
        if len(body.arguments) - 1 != len(results):
            raise op_error(
                self, "mismatch in number of basic block args and defined values"
            )
        for i, (operand, argument, result) in enumerate(
            zip(self.operands[3:], body.arguments[1:], results)
        ):
            if operand.type is not result.type:
                raise op_error(
                    self, f"types mismatch between {i}th iter operand and defined value"
                )
            if argument.type is not result.type:
                raise op_error(
                    self,
                    f"types mismatch between {i}th iter region arg and defined value",
                )

    @property
    def SPECULATABILITY(self) -> str:
        """Recursively speculatable when the step is the constant 1."""
        return (
            "recursive"
            if constant_int(self.operands[2], booleans=False) == 1
            else "not"
        )

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return ForOpCanonicalization()

    # LoopLikeOpInterface
    def loop_body(self) -> Region:
        return self.regions[0]

    # RegionBranchOpInterface
    def region_invocation_bounds(self, constants: Sequence[Any]) -> list[Any]:
        return [(0, None)]

    def successor_regions(self, index: int | None, constants: Sequence[Any]) -> list:
        """From the op, the body; from the body, the body again or the results."""
        body = (self.regions[0], region_inputs(self.regions[0])[1:])
        if index is None:
            return [body]
        return [body, (None, list(self.results))]

    def entry_operands(self, index: int | None) -> list[Value]:
        return self.operands[3:]

    def induction_var(self) -> Value:
        return self.regions[0].blocks[0].arguments[0]


def _yield_class() -> Any:
    return hooks.module("ops").YieldOp


# -- scf.foreach_thread ---------------------------------------------------------------


@hooks.mixin("ForeachThreadOp")
class ForeachThreadOpHooks:
    """`scf.foreach_thread (%i, ...) in (%n, ...) [shared_outs(%o = %t) -> (t)] {body}`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        index = _index()
        indices = _parse_argument_list(parser)
        _expect_keyword(parser, "in")
        threads = _parse_operand_list(parser, len(indices))
        operands = [parser.resolve_operand(o, index) for o in threads]
        outs: list[list[Any]] = []
        out_operands: list[Any] = []
        result_types: list[Any] = []
        outs_pos = parser.position
        if parser.consume_keyword_if("shared_outs"):
            outs, out_operands = parse_assignment_list(parser)
            result_types = parser.parse_optional_arrow_type_list()
            operands.extend(
                parser.resolve_operands(out_operands, result_types, outs_pos)
            )
        for argument in indices:
            argument[1] = index
        for argument, type_ in zip(outs, result_types):
            argument[1] = type_
        body = Region()
        parser.parse_region(body, _entry(indices + outs))
        PerformConcurrentlyOp = hooks.module("ops").PerformConcurrentlyOp
        if not body.blocks:
            body.append(Block())
        block = body.blocks[-1]
        if (
            block.last_op is None
            or block.last_op.name != PerformConcurrentlyOp.OPERATION_NAME
        ):
            block.append(
                PerformConcurrentlyOp.create(
                    regions=[Region([Block()])], location=location
                )
            )
        attributes = _attributes(parser)
        attributes["operand_segment_sizes"] = _segments(len(threads), len(out_operands))
        return cls.create(
            operands=operands,
            result_types=result_types,
            attributes=attributes,
            regions=[body],
            location=location,
        )

    def printed_regions(self) -> list[Any]:
        return [(self.regions[0], False, bool(self.results))]

    def print(self, printer: Any) -> None:
        rank = self.rank()
        arguments = self.regions[0].blocks[0].arguments
        printer.write(" (")
        printer.print_operands(arguments[:rank])
        printer.write(") in (")
        printer.print_operands(self.operands[:rank])
        printer.write(")")
        outputs = self.operands[rank:]
        _print_initialization_list(printer, arguments[rank:], outputs, " shared_outs")
        printer.write(" ")
        if len(arguments) > rank:
            printer.write("-> (")
            printer.print_types(self.result_types)
            printer.write(") ")
        printer.print_region(self.regions[0], False, bool(self.results))
        printer.print_attr_dict(self.attributes, ("operand_segment_sizes",))

    def rank(self) -> int:
        sizes = self.attributes.get_attr("operand_segment_sizes")
        return sizes[0] if sizes is not None else 0

    def verify_hook(self) -> None:
        rank = self.rank()
        outputs = self.operands[rank:]
        if len(self.results) != len(outputs):
            raise op_error(
                self,
                f"produces {len(self.results)} results, but has only"
                f" {len(outputs)} outputs",
            )
        arguments = self.regions[0].blocks[0].arguments
        if len(arguments) != rank + len(outputs):
            raise op_error(self, f"region expects {rank} arguments")
        for i in range(rank):
            if not isinstance(arguments[i].type, IndexType):
                raise op_error(self, f"expects {i}-th block argument to be an index")
        for i, output in enumerate(outputs):
            if arguments[i + rank].type is not output.type:
                raise op_error(
                    self,
                    f"type mismatch between {i}-th output and corresponding block"
                    " argument",
                )
        mapping = self.attributes.get_attr("mapping")
        # The attribute's constraint already holds each entry to be a device
        # mapping attribute; the count must be the rank.
        if mapping is not None and len(mapping.value) not in (0, rank):
            raise op_error(self, "mapping attribute size must match op rank")

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return ForeachThreadOpCanonicalization()


@hooks.mixin("PerformConcurrentlyOp")
class PerformConcurrentlyOpHooks:
    """`scf.foreach_thread.perform_concurrently { inserts }`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        body = Region()
        parser.parse_region(body)
        if not body.blocks:
            body.append(Block())
        attributes = _attributes(parser)
        return cls.create(attributes=attributes, regions=[body], location=location)

    def printed_regions(self) -> list[Any]:
        return [(self.regions[0], False, False)]

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.print_region(self.regions[0], False, False)
        printer.print_attr_dict(self.attributes)

    def verify_hook(self) -> None:
        parent = self.parent_op
        outs = parent.regions[0].blocks[0].arguments[parent.rank() :]
        for op in self.regions[0].blocks[0]:
            if op.name != "tensor.parallel_insert_slice":
                raise op_error(self, "expected only tensor.parallel_insert_slice ops")
            if op.operands[1] not in outs:
                raise op_error(op, "may only insert into an output block argument")


# -- scf.if ---------------------------------------------------------------------------


@hooks.mixin("IfOp")
class IfOpHooks:
    """`scf.if %c [-> (t, ...)] {then} [else {else}]`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        condition = parser.resolve_operand(parser.parse_ssa_use(), IntegerType.get(1))
        result_types = parser.parse_optional_arrow_type_list()
        then_region, else_region = Region(), Region()
        yield_class = _yield_class()
        parser.parse_region(then_region)
        ensure_terminator(then_region, yield_class, location)
        if parser.consume_keyword_if("else"):
            parser.parse_region(else_region)
            ensure_terminator(else_region, yield_class, location)
        attributes = _attributes(parser)
        return cls.create(
            operands=[condition],
            result_types=result_types,
            attributes=attributes,
            regions=[then_region, else_region],
            location=location,
        )

    def printed_regions(self) -> list[Any]:
        shown = bool(self.results)
        return [(self.regions[0], False, shown), (self.regions[1], False, shown)]

    def print(self, printer: Any) -> None:
        terminators = bool(self.results)
        printer.write(" " + printer.value_name(self.operands[0]))
        if terminators:
            printer.write(" -> (")
            printer.print_types(self.result_types)
            printer.write(")")
        printer.write(" ")
        printer.print_region(self.regions[0], False, terminators)
        if self.regions[1].blocks:
            printer.write(" else ")
            printer.print_region(self.regions[1], False, terminators)
        printer.print_attr_dict(self.attributes)

    def verify_hook(self) -> None:
        if self.results and not self.regions[1].blocks:
            raise op_error(self, "must have an else block if defining values")

    def fold(self, operands: Any) -> Any:
        return fold_if(self)

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return IfOpCanonicalization()

    def region_invocation_bounds(self, constants: Sequence[Any]) -> list[Any]:
        condition = constants[0] if constants else None
        if isinstance(condition, BoolAttr):
            taken = 0 if condition.value else 1
            return [(0, 1 if i == taken else 0) for i in range(2)]
        return [(0, 1), (0, 1)]

    def successor_regions(self, index: int | None, constants: Sequence[Any]) -> list:
        """From a region, the results; from the op, the branch the condition
        takes (both when unknown; no absent else region)."""
        if index is not None:
            return [(None, list(self.results))]
        then_region, else_region = self.regions
        condition = constants[0] if constants else None
        if isinstance(condition, BoolAttr):
            taken = then_region if condition.value else else_region
            if not taken.blocks:
                return [(None, [])]
            return [(taken, region_inputs(taken))]
        found = [(then_region, region_inputs(then_region))]
        if else_region.blocks:
            found.append((else_region, region_inputs(else_region)))
        return found

    def verify_regions(self) -> None:
        verify_region_branch(self)

    def entry_operands(self, index: int | None) -> list[Value]:
        return []


# -- scf.parallel and scf.reduce ------------------------------------------------------


@hooks.mixin("ParallelOp")
class ParallelOpHooks:
    """`scf.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...)
    [init (%v, ...)] [-> t] {body}`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        index = _index()
        name_pos = parser.name_position
        ivs = _parse_argument_list(parser)
        parser.expect("=")
        lower = _parse_operand_list(parser, len(ivs))
        operands = [parser.resolve_operand(o, index) for o in lower]
        _expect_keyword(parser, "to")
        upper = _parse_operand_list(parser, len(ivs))
        operands.extend(parser.resolve_operand(o, index) for o in upper)
        _expect_keyword(parser, "step")
        steps = _parse_operand_list(parser, len(ivs))
        operands.extend(parser.resolve_operand(o, index) for o in steps)
        inits: list[Any] = []
        if parser.consume_keyword_if("init"):
            inits = parser.parse_operand_list("(")
        result_types = parser.parse_optional_arrow_type_list()
        for iv in ivs:
            iv[1] = index
        body = Region()
        parser.parse_region(body, _entry(ivs))
        attributes = {
            "operand_segment_sizes": _segments(
                len(lower), len(upper), len(steps), len(inits)
            )
        }
        attributes.update(_attributes(parser))
        operands.extend(parser.resolve_operands(inits, result_types, name_pos))
        ensure_terminator(body, _yield_class(), location)
        return cls.create(
            operands=operands,
            result_types=result_types,
            attributes=attributes,
            regions=[body],
            location=location,
        )

    def printed_regions(self) -> list[Any]:
        return [(self.regions[0], False, True)]

    def print(self, printer: Any) -> None:
        sizes = self.attributes.get_attr("operand_segment_sizes")
        n = sizes[0]
        operands = self.operands
        printer.write(" (")
        printer.print_operands(self.regions[0].blocks[0].arguments)
        printer.write(") = (")
        printer.print_operands(operands[:n])
        printer.write(") to (")
        printer.print_operands(operands[n : n + sizes[1]])
        printer.write(") step (")
        start = n + sizes[1]
        printer.print_operands(operands[start : start + sizes[2]])
        printer.write(")")
        inits = operands[start + sizes[2] :]
        if inits:
            printer.write(" init (")
            printer.print_operands(inits)
            printer.write(")")
        printer.print_arrow_type_list(self.result_types)
        printer.write(" ")
        printer.print_region(self.regions[0], False, True)
        printer.print_attr_dict(self.attributes, ("operand_segment_sizes",))

    def verify_hook(self) -> None:
        sizes = self.attributes.get_attr("operand_segment_sizes")
        start = sizes[0] + sizes[1]
        steps = self.operands[start : start + sizes[2]]
        if not steps:
            raise op_error(
                self,
                "needs at least one tuple element for lowerBound, upperBound and step",
            )
        for step in steps:
            owner = getattr(step, "owner", None)
            if (
                owner is not None
                and getattr(owner, "name", None) == "arith.constant"
                and isinstance(step.type, IndexType)
            ):
                if owner.get_attr("value").value <= 0:
                    raise op_error(self, "constant step operand must be positive")
        body = self.regions[0].blocks[0]
        if len(body.arguments) != len(steps):
            raise op_error(
                self,
                f"expects the same number of induction variables: {len(body.arguments)}"
                f" as bound and step values: {len(steps)}",
            )
        for argument in body.arguments:
            if not isinstance(argument.type, IndexType):
                raise op_error(
                    self,
                    "expects arguments for the induction variable to be of index type",
                )
        terminator = verify_and_get_terminator(
            self,
            self.regions[0],
            "scf.yield",
            "expects body to terminate with 'scf.yield'",
        )
        if terminator.operands:
            raise op_error(
                terminator, "not allowed to have operands inside 'scf.parallel'"
            )
        reductions = [op for op in body if op.name == "scf.reduce"]
        inits = self.operands[start + sizes[2] :]
        results = self.results
        if len(results) != len(reductions):
            raise op_error(
                self,
                f"expects number of results: {len(results)} to be the same as number"
                f" of reductions: {len(reductions)}",
            )
        if len(results) != len(inits):
            raise op_error(
                self,
                f"expects number of results: {len(results)} to be the same as number"
                f" of initial values: {len(inits)}",
            )
        for result, reduce in zip(results, reductions):
            reduce_type = reduce.operands[0].type
            if result.type is not reduce_type:
                raise op_error(
                    reduce,
                    f"expects type of reduce: '{reduce_type.text}' to be the same as"
                    f" result type: '{result.type.text}'",
                )

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return ParallelOpCanonicalization()

    def loop_body(self) -> Region:
        return self.regions[0]


@hooks.mixin("ReduceOp")
class ReduceOpHooks:
    """`scf.reduce(%v) : t {reduction}`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        parser.expect("(")
        operand = parser.parse_ssa_use()
        parser.expect(")")
        type_ = parser.parse_colon_type()
        value = parser.resolve_operand(operand, type_)
        body = Region()
        parser.parse_region(body)
        return cls.create(operands=[value], regions=[body], location=location)

    def print(self, printer: Any) -> None:
        value = self.operands[0]
        printer.write(f"({printer.value_name(value)})  : ")
        printer.print_type(value.type)
        printer.write(" ")
        printer.print_region(self.regions[0])

    def verify_regions(self) -> None:
        type_ = self.operands[0].type
        block = self.regions[0].blocks[0]
        if block.is_empty:
            raise op_error(self, "the block inside reduce should not be empty")
        if len(block.arguments) != 2 or any(
            a.type is not type_ for a in block.arguments
        ):
            raise op_error(
                self, f"expects two arguments to reduce block of type '{type_.text}'"
            )
        if block.last_op.name != "scf.reduce.return":
            raise op_error(
                self,
                "the block inside reduce should be terminated with a"
                " 'scf.reduce.return' op",
            )


@hooks.mixin("ReduceReturnOp")
class ReduceReturnOpHooks:
    """`scf.reduce.return` returns the type of its `scf.reduce`'s operand."""

    __slots__ = ()

    def verify_hook(self) -> None:
        reduce_type = self.parent_op.operands[0].type
        if self.operands[0].type is not reduce_type:
            raise op_error(
                self,
                f"needs to have type '{reduce_type.text}' (the type of the enclosing"
                " ReduceOp)",
            )


# -- scf.while ------------------------------------------------------------------------


@hooks.mixin("WhileOp")
class WhileOpHooks:
    """`scf.while [(%a = %v, ...)] : (t) -> (u) {before} do {after} [attributes {...}]`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        arguments: list[list[Any]] = []
        operands: list[Any] = []
        if parser.is_punct("("):
            arguments, operands = parse_assignment_list(parser)
        type_pos = parser.position
        parser.expect(":", "expected ':'")
        function_type = parser.parse_type()
        if not isinstance(function_type, FunctionType):
            raise parser.emit_error("invalid kind of type specified", type_pos)
        if len(function_type.inputs) != len(operands):
            raise parser.emit_error(
                "expected as many input types as operands (expected"
                f" {len(operands)} got {len(function_type.inputs)})",
                type_pos,
            )
        values = parser.resolve_operands(
            operands, list(function_type.inputs), parser.position
        )
        for argument, type_ in zip(arguments, function_type.inputs):
            argument[1] = type_
        before, after = Region(), Region()
        parser.parse_region(before, _entry(arguments))
        _expect_keyword(parser, "do")
        parser.parse_region(after)
        attributes = parser.parse_optional_attr_dict_with_keyword()
        return cls.create(
            operands=values,
            result_types=list(function_type.results),
            attributes=attributes,
            regions=[before, after],
            location=location,
        )

    def printed_regions(self) -> list[Any]:
        return [(self.regions[0], False, True), (self.regions[1], True, True)]

    def print(self, printer: Any) -> None:
        before = self.regions[0]
        _print_initialization_list(
            printer, before.blocks[0].arguments, self.operands, " "
        )
        printer.write(" : ")
        printer.print_functional_type(
            [v.type for v in self.operands], self.result_types
        )
        printer.write(" ")
        printer.print_region(before, False)
        printer.write(" do ")
        printer.print_region(self.regions[1])
        printer.print_optional_attr_dict_with_keyword(self.attributes)

    def verify_hook(self) -> None:
        verify_and_get_terminator(
            self,
            self.regions[0],
            "scf.condition",
            "expects the 'before' region to terminate with 'scf.condition'",
        )
        verify_and_get_terminator(
            self,
            self.regions[1],
            "scf.yield",
            "expects the 'after' region to terminate with 'scf.yield'",
        )

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return WhileOpCanonicalization()

    def region_invocation_bounds(self, constants: Sequence[Any]) -> list[Any]:
        return [(0, None), (0, None)]

    def successor_regions(self, index: int | None, constants: Sequence[Any]) -> list:
        """The op and the "after" region go to "before"; "before" goes to the
        results or to "after" (as its condition decides)."""
        before, after = self.regions
        if index is None or index == 1:
            return [(before, region_inputs(before))]
        condition = constants[0] if constants else None
        found = []
        if not isinstance(condition, BoolAttr) or not condition.value:
            found.append((None, list(self.results)))
        if not isinstance(condition, BoolAttr) or condition.value:
            found.append((after, region_inputs(after)))
        return found

    def verify_regions(self) -> None:
        verify_region_branch(self)

    def entry_operands(self, index: int | None) -> list[Value]:
        return self.operands


# -- scf.index_switch -----------------------------------------------------------------


@hooks.parser("SwitchCases")
def parse_SwitchCases(parser: Any) -> tuple[DenseArrayAttr, list[Region]]:
    """`case 2 {region}` ...: the case values and their regions."""
    values: list[int] = []
    regions: list[Region] = []
    while parser.consume_keyword_if("case"):
        value = parser.parse_optional_integer()
        if value is None:
            raise parser.wrong_token("expected integer value")
        region = Region()
        parser.parse_region(region)
        values.append(value)
        regions.append(region)
    return DenseArrayAttr.get(IntegerType.get(64), values), regions


@hooks.printer("SwitchCases")
def print_SwitchCases(
    printer: Any, op: Operation, cases: DenseArrayAttr, regions: Sequence[Region]
) -> None:
    for value, region in zip(cases.values, regions):
        printer.print_new_line()
        printer.write(f"case {value} ")
        printer.print_region(region, False)


@hooks.mixin("IndexSwitchOp")
class IndexSwitchOpHooks:
    """The switch's case values are unique and its regions yield its result types."""

    __slots__ = ()

    def printed_regions(self) -> list[Any]:
        """The custom form prints the cases before the default region."""
        return [(r, False, True) for r in (*self.regions[1:], self.regions[0])]

    def verify_hook(self) -> None:
        cases = list(self.attributes.get_attr("cases").values)
        case_regions = self.regions[1:]
        if len(cases) != len(case_regions):
            raise op_error(
                self,
                f"has {len(case_regions)} case regions but {len(cases)} case values",
            )
        seen: set[int] = set()
        for value in cases:
            if value in seen:
                raise op_error(self, f"has duplicate case value: {value}")
            seen.add(value)
        self._verify_region(self.regions[0], "default region")
        for i, region in enumerate(case_regions):
            self._verify_region(region, f"case region #{i}")

    def _verify_region(self, region: Region, name: str) -> None:
        last = region.blocks[0].last_op
        if last.name != "scf.yield":
            raise op_error(
                self, f"expected region to end with scf.yield, but got {last.name}"
            )
        results = self.result_types
        if len(last.operands) != len(results):
            raise with_note(
                op_error(
                    self,
                    f"expected each region to return {len(results)} values, but"
                    f" {name} returns {len(last.operands)}",
                ),
                "see yield operation here",
                last.location,
            )
        for i, (expected, value) in enumerate(zip(results, last.operands)):
            if expected is not value.type:
                raise with_note(
                    op_error(
                        self,
                        f"expected result #{i} of each region to be '{expected.text}'",
                    ),
                    f"{name} returns '{value.type.text}' here",
                    last.location,
                )

    def region_invocation_bounds(self, constants: Sequence[Any]) -> list[Any]:
        value = constants[0] if constants else None
        count = len(self.regions)
        if not isinstance(value, IntegerAttr):
            return [(0, 1)] * count
        cases = list(self.attributes.get_attr("cases").values)
        # As MLIR 16 counts: the position among the cases, or the last region.
        live = cases.index(value.value) if value.value in cases else count - 1
        return [(0, 1 if i == live else 0) for i in range(count)]

    def successor_regions(self, index: int | None, constants: Sequence[Any]) -> list:
        """From a region, the results; from the op, the matching case (all
        cases, then the default, when the argument is unknown)."""
        if index is not None:
            return [(None, list(self.results))]
        value = constants[0] if constants else None
        if not isinstance(value, IntegerAttr):
            regions = list(self.regions[1:]) + [self.regions[0]]
        else:
            cases = list(self.attributes.get_attr("cases").values)
            found = cases.index(value.value) + 1 if value.value in cases else 0
            regions = [self.regions[found]]
        return [(r, region_inputs(r)) for r in regions]

    def verify_regions(self) -> None:
        verify_region_branch(self)

    def entry_operands(self, index: int | None) -> list[Value]:
        return []
