"""Control flow of the LLVM dialect (MLIR 16's `LLVMDialect.cpp`): the
`SwitchOpCases` directive, the custom syntax of `llvm.call`,
`llvm.invoke` and `llvm.landingpad`, the successor operands of the branches
and the verifiers of the terminators, calls and landing pads.

Ops written elsewhere (`llvm.func`, `llvm.bitcast`, `llvm.mlir.null`,
`llvm.mlir.addressof`) are recognised by name, as MLIR's `isa<>` would.

Quirks of MLIR 16 reproduced on purpose: `llvm.invoke` prints every operand,
the successors' included, between its parentheses and in its type; an
indirect `llvm.invoke` without results gets a `!llvm.void` result;
`llvm.landingpad` prints its attribute dictionary but does not read one; a
switch case value prints unsigned.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.asm.format_support import expect_keyword, quoted_type
from odsgen.asm import lexer as lx

from odsgen.ir.attributes import DenseArrayAttr, SymbolRefAttr, TypeAttr, UnitAttr
from odsgen.ir.dense import DenseIntOrFPElementsAttr
from odsgen.ir.diagnostics import emit_error, op_error, with_note
from odsgen.ir.local_verify import local_verifier
from odsgen.ir.op_key import op_key
from odsgen.ir.op_base import OperandPart
from odsgen.ir.operation import Block, Operation, Value
from odsgen.ir.successor_operands import GroupedSuccessorOperands
from odsgen.ir.symbol_table import nearest_symbol_table, nearest_table_key
from odsgen.ir.types import FunctionType, IntegerType, Type, VectorType

from .type_library import is_compatible_type
from ..common import (
    SwitchSuccessors,
    defined_by,
    parse_optional_int64,
    print_switch_cases,
)
from .registry import hooks

# -- helpers ------------------------------------------------------------------------


def _parent_named(op: Operation, name: str) -> Operation | None:
    """The closest enclosing op called `name` (MLIR's getParentOfType)."""
    block = op.parent
    while block is not None:  # up the parents as `parent_op`, inlined
        region = block.parent
        parent = region.parent if region is not None else None
        if parent is None:
            return None
        if parent.name == name:
            return parent
        block = parent.parent
    return None


def _function_type(func: Operation) -> Any:
    """The `!llvm.func` type of an `llvm.func` (None if it has none)."""
    attr = func.attributes.find("function_type")  # as `get_attr`, one call less
    if isinstance(attr, TypeAttr) and isinstance(
        attr.value, hooks.package.LLVMFunctionType
    ):
        return attr.value
    return None


def _num_elements(attr: Any) -> int:
    """`ElementsAttr::size()`."""
    return attr.type.num_elements


@hooks.export
def i32_vector_attr(values: Sequence[int] | None) -> Any:
    """`dense<[...]> : vector<Nxi32>` (MLIR's getI32VectorAttr); None if empty."""
    if not values:
        return None
    values = list(values)
    type_ = VectorType.get([len(values)], IntegerType.get(32))
    return DenseIntOrFPElementsAttr.get(type_, values)


def _print_attrs(printer: Any, op: Operation, elided: tuple[str, ...]) -> None:
    """The attribute dictionary without `elided` nor no-flag `fastmathFlags`."""
    flags = op.attributes.get_attr("fastmathFlags")
    if flags is not None and getattr(flags, "value", None) == 0:
        elided = (*elided, "fastmathFlags")
    printer.print_optional_attr_dict(op.attributes, elided=elided)


# -- successor operands (BranchOpInterface) -----------------------------------------


@hooks.mixin("BrOp")
class BrOpHooks(GroupedSuccessorOperands):
    """`llvm.br`: its operands go to its only successor."""

    __slots__ = ()

    def successor_operands(self, index: int) -> list[Value]:
        return self.dest_operands

    def successor_operand_part(self, index: int) -> OperandPart:
        return 0, 0, None


@hooks.mixin("CondBrOp")
class CondBrOpHooks(GroupedSuccessorOperands):
    """`llvm.cond_br`: true and false destinations, each with its operands."""

    __slots__ = ()

    def successor_operands(self, index: int) -> list[Value]:
        return self.true_dest_operands if index == 0 else self.false_dest_operands

    def successor_operand_part(self, index: int) -> OperandPart:
        return 1 + index, 0, None


# -- llvm.switch --------------------------------------------------------------------


@hooks.export
def build_call_to(
    cls: Any, func: Operation, args: Sequence[Value], location: Any
) -> Any:
    """A direct call of the `llvm.func` op `func` (MLIR's CallOp builder)."""
    result = _function_type(func).return_type
    results = [] if isinstance(result, hooks.package.LLVMVoidType) else [result]
    name = func.get_attr("sym_name").value
    result_type = results[0] if results else None
    return cls.build(result_type, name, callee_operands=list(args), location=location)


@hooks.parser("SwitchOpCases")
def parse_SwitchOpCases(parser: Any, flag_type: Type) -> tuple:
    """`value: ^bb(%a : t), ...` (possibly nothing): the case values as a
    `vector<N x flag_type>` dense attribute (None if there are no cases),
    the destinations and the operands and their types for each."""
    values: list[int] = []
    destinations: list[Block] = []
    operands: list[list[Any]] = []
    types: list[list[Type]] = []
    while True:
        value = parse_optional_int64(parser)
        if value is None:
            if not values:
                return None, [], [], []
            # MLIR 16 fails here without a diagnostic.
            raise parser.wrong_token("expected integer value")
        values.append(value)
        parser.expect(":")
        destinations.append(parser.parse_successor())
        group: list[Any] = []
        group_types: list[Type] = []
        if parser.consume_if("("):
            group = _parse_operand_list(parser, allow_result_number=False)
            group_types = parser.parse_colon_type_list()
            parser.expect(")")
        operands.append(group)
        types.append(group_types)
        if not parser.consume_if(","):
            break
    width = getattr(flag_type, "width", 64)
    mask = (1 << min(width, 64)) - 1
    type_ = VectorType.get([len(values)], flag_type)
    attr = DenseIntOrFPElementsAttr.get(type_, [v & mask for v in values])
    return attr, destinations, operands, types


def _parse_operand_list(parser: Any, allow_result_number: bool = True) -> list:
    """`%a, %b` or nothing: MLIR's parseOperandList without delimiter."""
    if parser.lexer.kind != lx.PERCENT:
        return []
    return parser.parse_comma_separated(
        lambda: parser.parse_ssa_use(allow_result_number)
    )


@hooks.printer("SwitchOpCases")
def print_SwitchOpCases(
    printer: Any,
    op: Any,
    flag_type: Type,
    case_values: Any,
    destinations: Sequence[Block],
    operands: Sequence[Sequence[Value]],
    types: Sequence[Sequence[Type]],
) -> None:
    """One case a line, its value unsigned; then a line break."""
    if case_values is not None:
        print_switch_cases(printer, case_values, destinations, operands, False)


@hooks.mixin("SwitchOp")
class SwitchOpHooks(SwitchSuccessors):
    """`llvm.switch`: successor operands and MLIR's verifier."""

    __slots__ = ()

    @local_verifier()
    def verify_hook(self) -> None:
        values = self.get_attr("case_values")
        destinations = len(self.successors) - 1
        if (values is None and destinations) or (
            values is not None and _num_elements(values) != destinations
        ):
            raise op_error(
                self,
                "expects number of case values to match number of case destinations",
            )
        weights = self.get_attr("branch_weights")
        successors = len(self.successors)
        if weights is not None and _num_elements(weights) != successors:
            raise emit_error(
                self,
                "expects number of branch weights to match number of successors: "
                f"{_num_elements(weights)} vs {successors}",
            )


# -- llvm.return, llvm.resume ---------------------------------------------------------


@hooks.mixin("ReturnOp")
class ReturnOpHooks:
    """`llvm.return`: the value must match the enclosing `llvm.func`'s result."""

    __slots__ = ()

    def verify_key(self) -> Any:
        """What `verify` reads besides whether the op ends its block: the
        op's attributes and value types, and the result type of its
        function (`verify_hook`'s `expected`; None without a function or an
        `!llvm.func` type: then nothing is compared). Returns of functions
        of one result type share it, whatever their arguments."""
        func = _parent_named(self, "llvm.func")
        function_type = _function_type(func) if func is not None else None
        return op_key(self), (
            function_type.return_type if function_type is not None else None
        )

    def verify_hook(self) -> None:
        func = _parent_named(self, "llvm.func")
        if func is None:
            return
        function_type = _function_type(func)
        if function_type is None:
            return
        expected = function_type.return_type
        arg = self.arg
        if isinstance(expected, hooks.package.LLVMVoidType):
            if arg is None:
                return
            message = "expected no operands"
        elif arg is None:
            message = "expected 1 operand"
        elif arg.type is not expected:
            message = "mismatching result types"
        else:
            return
        raise with_note(
            op_error(self, message), "when returning from function", func.location
        )


@hooks.mixin("ResumeOp")
class ResumeOpHooks:
    """`llvm.resume`: resumes what a landing pad caught."""

    __slots__ = ()

    def verify_hook(self) -> None:
        if defined_by(self.value, "llvm.landingpad") is None:
            raise op_error(self, "expects landingpad value as operand")


# -- llvm.landingpad ------------------------------------------------------------------


@hooks.mixin("LandingpadOp")
class LandingpadOpHooks:
    """`llvm.landingpad cleanup? (catch|filter %v : t)* : type`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes: dict[str, Any] = {}
        if parser.consume_keyword_if("cleanup"):
            attributes["cleanup"] = UnitAttr.get()
        clauses: list[Value] = []
        while (
            parser.consume_if("(")
            and parser.parse_optional_keyword("filter", "catch") is not None
        ):
            operand = parser.parse_operand()
            parser.expect(":")
            type_ = parser.parse_type()
            clauses.append(parser.resolve_operand(operand, type_))
            parser.expect(")")
        parser.expect(":")
        result = parser.parse_type()
        return cls.create(
            operands=clauses,
            result_types=[result],
            attributes=attributes,
            location=location,
        )

    def print(self, printer: Any) -> None:
        printer.write(" cleanup " if self.get_attr("cleanup") is not None else " ")
        array = hooks.package.LLVMArrayType
        for value in self.operands:
            kind = "filter" if isinstance(value.type, array) else "catch"
            printer.write(f"({kind} ")
            printer.print_operand(value)
            printer.write(" : ")
            printer.type(value.type)
            printer.write(") ")
        printer.print_optional_attr_dict(self.attributes, elided=("cleanup",))
        printer.write(": ")
        printer.type(self.results[0].type)

    def verify_hook(self) -> None:
        func = _parent_named(self, "llvm.func")
        if func is not None and func.get_attr("personality") is None:
            raise emit_error(
                self, "llvm.landingpad needs to be in a function with a personality"
            )
        if self.get_attr("cleanup") is None and not self.num_operands:
            raise emit_error(
                self,
                "landingpad instruction expects at least one clause or cleanup"
                " attribute",
            )
        array = hooks.package.LLVMArrayType
        for index, value in enumerate(self.operands):
            if isinstance(value.type, array):
                continue  # a filter: MLIR 16 does not check it
            _check_catch_clause(self, index, value)


def _check_catch_clause(op: Operation, index: int, value: Value) -> None:
    """A catch clause is a global's address, maybe bitcast, or null."""
    bitcast = defined_by(value, "llvm.bitcast")
    if bitcast is not None:
        if bitcast.num_operands and defined_by(
            bitcast.get_operand(0), "llvm.mlir.addressof"
        ):
            return
        raise with_note(
            emit_error(op, "constant clauses expected"),
            "global addresses expected as operand to bitcast used in clauses for"
            " landingpad",
            bitcast.location,
        )
    if defined_by(value, "llvm.mlir.null", "llvm.mlir.addressof") is not None:
        return
    raise emit_error(
        op, f"clause #{index} is not a known constant - null, addressof, bitcast"
    )


# -- llvm.call and llvm.invoke ---------------------------------------------------------


def _parse_callee(parser: Any, attributes: dict[str, Any]) -> list:
    """`@f(` or `%f(` up to the argument list included: the operands, the
    callee pointer first for an indirect call (`callee` set for a direct one)."""
    operands = _parse_operand_list(parser)
    if not operands:
        pos = parser.position
        callee = parser.parse_attribute()
        if not isinstance(callee, SymbolRefAttr):
            raise parser.emit_error("invalid kind of attribute specified", pos)
        attributes["callee"] = callee
    parser.expect("(", "expected '(' in operand list")
    if not parser.consume_if(")"):
        operands.extend(parser.parse_comma_separated(parser.parse_ssa_use))
        parser.expect(")", "expected ')' in operand list")
    return operands


def _parse_attributes(parser: Any, attributes: dict[str, Any]) -> None:
    dictionary = parser.parse_optional_attr_dict()
    if dictionary is not None:
        attributes.update(dictionary.items)


def _indirect_callee_type(
    parser: Any, function_type: FunctionType, pos: int
) -> tuple[Any, Type]:
    """The pointer to `!llvm.func` an indirect callee must have, and the
    LLVM result type (`!llvm.void` when there is none)."""
    if len(function_type.results) > 1:
        raise parser.emit_error("expected function with 0 or 1 result", pos)
    if not function_type.results:
        result = hooks.package.LLVMVoidType.get()
    else:
        result = function_type.results[0]
        if not is_compatible_type(result):
            raise parser.emit_error("expected result to have LLVM type", pos)
    for input_type in function_type.inputs:
        if not is_compatible_type(input_type):
            raise parser.emit_error("expected LLVM types as inputs", pos)
    callee = hooks.package.LLVMFunctionType.get(result, tuple(function_type.inputs))
    return hooks.package.LLVMPointerType.get(callee), result


def _defined_callee_type(parser: Any, operand: Any, pointer: Any) -> Any:
    """The type an indirect callee is resolved with: `pointer` (what the
    call's type implies, as in MLIR 16), or the type the callee was defined
    with where that fits the call too: an opaque pointer, or a pointer to a
    variadic function taking the call's leading arguments.

    MLIR 16 prints such calls but cannot read them back (its parser insists
    on `pointer`); odsgen reads them (a deliberate difference, see docs/).
    """
    defined_value = getattr(parser, "defined_value", None)
    value = defined_value(operand) if defined_value is not None else None
    if value is None or value.type is pointer:
        return pointer
    defined = value.type
    if not isinstance(defined, hooks.package.LLVMPointerType):
        return pointer
    callee = defined.element_type
    wanted = pointer.element_type
    fits = callee is None or (
        isinstance(callee, hooks.package.LLVMFunctionType)
        and callee.var_arg
        and callee.return_type is wanted.return_type
        and tuple(wanted.params[: len(callee.params)]) == tuple(callee.params)
    )
    if not fits or defined.address_space != pointer.address_space:
        return pointer
    parser.depends_on_defined_values()
    return defined


def _resolve_call_operands(
    parser: Any, operands: list, function_type: FunctionType, pointer: Any
) -> list[Value]:
    """The callee pointer (indirect calls) then the arguments, resolved."""
    values: list[Value] = []
    arguments = operands
    if pointer is not None:
        pointer = _defined_callee_type(parser, operands[0], pointer)
        values.append(parser.resolve_operand(operands[0], pointer))
        arguments = operands[1:]
    values.extend(
        parser.resolve_operands(
            arguments, list(function_type.inputs), parser.name_position
        )
    )
    return values


def _print_callee(printer: Any, op: Operation) -> list[Value]:
    """` @f(` or ` %p(` and the arguments; returns the operands printed."""
    callee = op.attributes.get_attr("callee")
    operands = op.operands
    printer.write(" ")
    if callee is not None:
        printer.print_symbol_name(callee.root)
    else:
        printer.print_operand(operands[0])
        operands = operands[1:]
    printer.write("(")
    printer.print_operands(operands)
    printer.write(")")
    return operands


def _parse_function_type(parser: Any, message: str) -> tuple[FunctionType, Any]:
    """`: (args) -> results` after a call: the function type and its
    position; `message` is the error when it is another kind of type."""
    parser.expect(":")
    pos = parser.position
    function_type = parser.parse_type()
    if not isinstance(function_type, FunctionType):
        raise parser.emit_error(message, pos)
    return function_type, pos


class _CallLikeHooks:
    """The CallOpInterface of `llvm.call` and `llvm.invoke`: their callee
    operands (`_callee_operands`) hold the callee pointer first when the
    call is indirect, then the arguments."""

    __slots__ = ()

    def _callee_operands(self) -> list[Value]:
        raise NotImplementedError

    def callable_for_callee(self) -> Any:
        """CallOpInterface: the `callee` symbol, else the first callee operand."""
        callee = self.get_attr("callee")
        return callee if callee is not None else self._callee_operands()[0]

    def arg_operands(self) -> list[Value]:
        operands = self._callee_operands()
        return operands if self.get_attr("callee") is not None else operands[1:]


@hooks.mixin("CallOp")
class CallOpHooks(_CallLikeHooks):
    """`llvm.call @f(%a) : (i32) -> i32` and `llvm.call %fptr(%a) : ...`."""

    __slots__ = ()

    # `verify` reads of `callee` its class (the callee: `verify_symbol_uses`).
    VERIFY_SYMBOL_REFS: tuple[str, ...] = ("callee",)

    def _callee_operands(self) -> list[Value]:
        return self.operands

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes: dict[str, Any] = {}
        operands = _parse_callee(parser, attributes)
        direct = "callee" in attributes
        _parse_attributes(parser, attributes)
        function_type, pos = _parse_function_type(parser, "expected function type")
        if len(function_type.results) > 1:
            raise parser.emit_error("expected function with 0 or 1 result", pos)
        void = hooks.package.LLVMVoidType
        if direct:
            values = _resolve_call_operands(parser, operands, function_type, None)
            results = [t for t in function_type.results if not isinstance(t, void)]
        else:
            pointer, result = _indirect_callee_type(parser, function_type, pos)
            values = _resolve_call_operands(parser, operands, function_type, pointer)
            results = [] if isinstance(result, void) else [result]
        return cls.create(
            operands=values,
            result_types=results,
            attributes=attributes,
            location=location,
        )

    def print(self, printer: Any) -> None:
        arguments = _print_callee(printer, self)
        _print_attrs(printer, self, ("callee",))
        printer.write(" : ")
        printer.print_functional_type(
            [a.type for a in arguments], [r.type for r in self.results]
        )

    def verify_symbol_uses(self, tables: Any) -> None:
        """MLIR's CallOp::verifySymbolUses (the enclosing symbol table runs
        it), the callee looked up in the shared `tables`: one frame for a
        direct call that passes, the failures reported apart."""
        callee = self.attributes.find("callee")  # as `get_attr`, one call less
        if callee is None:
            callee_type = _pointee_function_type(self)
            if callee_type is None:
                return  # MLIR 16 checks no call through an opaque pointer
            arguments = self._operands[1:]
        else:
            name = callee.root
            found = tables.lookup_in(nearest_symbol_table(self), name)
            if found is None or found.name != "llvm.func":
                _not_a_function(self, name, found)
            attr = found.attributes.find("function_type")  # no dict per function
            callee_type = attr.value if isinstance(attr, TypeAttr) else None
            arguments = self._operands  # no list of values built
        package = hooks.package
        if not isinstance(callee_type, package.LLVMFunctionType):
            raise op_error(
                self,
                f"callee does not have a functional type: {quoted_type(callee_type)}",
            )
        params = callee_type.params
        if len(params) != len(arguments):
            _check_operand_count(self, callee_type, arguments)
        index = 0
        for param in params:  # no `zip`: as many arguments or more (varargs)
            if arguments[index].value.type is not param:
                _mismatched_operand(self, arguments, params)
            index += 1
        return_type = callee_type.return_type
        results = self.results
        if results:
            if isinstance(return_type, package.LLVMVoidType):
                raise op_error(
                    self, "calling function with void result must not produce values"
                )
            if results[0].type is not return_type:
                raise op_error(
                    self,
                    f"result type mismatch: {quoted_type(results[0].type)}"
                    f" != {quoted_type(return_type)}",
                )
        elif not isinstance(return_type, package.LLVMVoidType):
            raise op_error(self, "expected function call to produce a value")

    # What `verify_symbol_uses` reads: the op's attributes (its callee) and
    # value types, and the symbol table the callee is looked up in.
    symbol_uses_key = nearest_table_key


def _pointee_function_type(op: Operation) -> Any:
    """The function type an indirect call's callee pointer points to (None
    through an opaque pointer)."""
    if not op.num_operands:
        raise op_error(
            op, "must have either a `callee` attribute or at least an operand"
        )
    pointer = op.get_operand(0).type
    if not isinstance(pointer, hooks.package.LLVMPointerType):
        raise op_error(
            op, f"indirect call expects a pointer as callee: {quoted_type(None)}"
        )
    return pointer.element_type


def _not_a_function(op: Operation, name: str, found: Operation | None) -> None:
    """Report a callee `name` that is no symbol (`found` None) or no
    `llvm.func`."""
    if found is None:
        raise op_error(op, f"'{name}' does not reference a symbol in the current scope")
    raise op_error(op, f"'{name}' does not reference a valid LLVM function")


def _check_operand_count(op: Operation, callee_type: Any, arguments: Any) -> None:
    """A call of as many operands as `callee_type` has parameters, or more
    for a varargs callee."""
    params = callee_type.params
    if not callee_type.var_arg:
        raise op_error(
            op,
            f"incorrect number of operands ({len(arguments)}) for callee"
            f" (expecting: {len(params)})",
        )
    if len(params) > len(arguments):
        raise op_error(
            op,
            f"incorrect number of operands ({len(arguments)}) for varargs callee"
            f" (expecting at least: {len(params)})",
        )


def _mismatched_operand(op: Operation, arguments: Any, params: Any) -> None:
    """Report the first operand whose type is not its parameter's."""
    for index, (argument, param) in enumerate(zip(arguments, params)):
        if argument.value.type is not param:
            raise op_error(
                op,
                f"operand type mismatch for operand {index}:"
                f" {quoted_type(argument.value.type)} != {quoted_type(param)}",
            )


@hooks.mixin("InvokeOp")
class InvokeOpHooks(_CallLikeHooks, GroupedSuccessorOperands):
    """`llvm.invoke @f(%a) to ^bb1 unwind ^bb2 : (i32) -> i32`."""

    __slots__ = ()

    def _callee_operands(self) -> list[Value]:
        return self.operand_group(0)

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes: dict[str, Any] = {}
        operands = _parse_callee(parser, attributes)
        direct = "callee" in attributes
        expect_keyword(parser, "to")
        normal, normal_operands = parser.parse_successor_and_use_list()
        expect_keyword(parser, "unwind")
        unwind, unwind_operands = parser.parse_successor_and_use_list()
        _parse_attributes(parser, attributes)
        function_type, pos = _parse_function_type(
            parser, "invalid kind of type specified"
        )
        if direct:
            values = _resolve_call_operands(parser, operands, function_type, None)
            results = list(function_type.results)
        else:
            pointer, result = _indirect_callee_type(parser, function_type, pos)
            values = _resolve_call_operands(parser, operands, function_type, pointer)
            # MLIR 16 gives a void indirect invoke a `!llvm.void` result; where
            # odsgen reads what MLIR 16 cannot (see `_defined_callee_type`),
            # it reads the invoke it printed.
            void = isinstance(result, hooks.package.LLVMVoidType)
            results = [] if void and values[0].type is not pointer else [result]
        attributes["operand_segment_sizes"] = DenseArrayAttr.get(
            IntegerType.get(32),
            [len(operands), len(normal_operands), len(unwind_operands)],
        )
        return cls.create(
            operands=[*values, *normal_operands, *unwind_operands],
            result_types=results,
            attributes=attributes,
            successors=[normal, unwind],
            location=location,
        )

    def print(self, printer: Any) -> None:
        # MLIR 16 prints all operands as arguments, the successors' included.
        arguments = _print_callee(printer, self)
        printer.write(" to ")
        printer.print_successor_and_use_list(
            self.successors[0], list(self.normal_dest_operands)
        )
        printer.write(" unwind ")
        printer.print_successor_and_use_list(
            self.successors[1], list(self.unwind_dest_operands)
        )
        printer.print_optional_attr_dict(
            self.attributes, elided=("operand_segment_sizes", "callee")
        )
        printer.write(" : ")
        printer.print_functional_type(
            [a.type for a in arguments], [r.type for r in self.results]
        )

    def successor_operands(self, index: int) -> list[Value]:
        return list(
            self.normal_dest_operands if index == 0 else self.unwind_dest_operands
        )

    def successor_operand_part(self, index: int) -> OperandPart:
        return 1 + index, 0, None

    def verify_hook(self) -> None:
        if len(self.results) > 1:
            raise op_error(self, "must have 0 or 1 result")
        unwind = self.successors[1]
        first = unwind.first_op
        if first is None:
            raise emit_error(
                self, "must have at least one operation in unwind destination"
            )
        if first.name != "llvm.landingpad":
            raise emit_error(
                self,
                "first operation in unwind destination should be a llvm.landingpad"
                " operation",
            )
