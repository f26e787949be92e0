"""Hand-written behaviour of the `func` dialect (MLIR 16's `FuncOps.cpp`):
the function syntax, the checks that relate ops to their function and the
inliner interface."""

from __future__ import annotations

from typing import Any

from odsgen.asm.function_syntax import (
    argument_and_result_attributes,
    parse_function_attributes,
    parse_function_body,
    parse_function_op,
    print_function_attributes,
    print_function_body,
    print_function_signature,
)
from odsgen.ir.attributes import FlatSymbolRefAttr, SymbolRefAttr, TypeAttr
from odsgen.ir.diagnostics import emit_error, op_error, with_note
from odsgen.ir.function_interface import verify_function_like
from odsgen.ir.operation import Block, Region
from odsgen.ir.rewrite import RewritePattern, constant_value
from odsgen.ir.types import FunctionType
from odsgen.transforms.inlining import ReturnInliner

from odsgen.ir.dialect_hooks import dialect_module
from .registry import hooks


class FuncInliner(ReturnInliner):
    """MLIR 16's FuncInlinerInterface: everything is legal to inline; where
    the callee has several blocks, each `func.return` becomes a `cf.br` to
    the block that continues the caller."""

    LEGAL_CALLS = LEGAL_REGIONS = LEGAL_OPS = True
    RETURN = "func.return"

    def branch(self, op: Any, dest: Block) -> Any:
        BranchOp = dialect_module("cf", "ops").BranchOp
        return BranchOp.build(list(op.operands), dest, location=op.location)


@hooks.mixin("FuncDialect")
class FuncDialectHooks:
    """The dialect's inliner interface; folded function references become
    `func.constant` (FuncDialect::materializeConstant)."""

    __slots__ = ()

    INLINER = FuncInliner()

    def materialize_constant(
        self, builder: Any, value: Any, type_: Any, location: Any
    ) -> Any:
        ConstantOp = hooks.module("ops").ConstantOp

        if not isinstance(value, FlatSymbolRefAttr) or not isinstance(
            type_, FunctionType
        ):
            return None
        return builder.insert(ConstantOp.build(type_, value, location=location))


@hooks.mixin("FuncOp")
class FuncOpHooks:
    """`func.func [visibility] @name(args) -> results [attributes {...}] [{body}]`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes, signature, _ = parse_function_op(parser)
        function_type = FunctionType.get(
            signature.argument_types, signature.result_types
        )
        attributes["function_type"] = TypeAttr.get(function_type)
        extra = parse_function_attributes(
            parser, ("sym_visibility", "sym_name", "function_type")
        )
        if extra is not None:
            attributes.update(extra.items)
        attributes.update(argument_and_result_attributes(signature))
        body = Region()
        parse_function_body(parser, body, signature)
        return cls.create(attributes=attributes, regions=[body], location=location)

    def print(self, printer: Any) -> None:
        visibility = self.attributes.get_attr("sym_visibility")
        printer.write(" ")
        if visibility is not None:
            printer.write(visibility.value + " ")
        printer.print_symbol_name(self.sym_name)
        function_type = self.function_type
        print_function_signature(
            printer, self, function_type.inputs, False, function_type.results
        )
        print_function_attributes(
            printer, self, ("sym_visibility", "function_type", "arg_attrs", "res_attrs")
        )
        print_function_body(printer, self)

    def verify_hook(self) -> None:
        # SymbolOpInterface: a declaration (no body) is never public.
        visibility = self.attributes.get_attr("sym_visibility")
        if not self.regions[0].blocks and (
            visibility is None or visibility.value == "public"
        ):
            raise op_error(self, "symbol declaration cannot have public visibility")
        function_type = self.function_type
        verify_function_like(self, function_type.inputs, function_type.results)

    # -- CallableOpInterface --------------------------------------------------------

    def callable_region(self) -> Region | None:
        """The body, or None for a declaration."""
        body = self.regions[0]
        return body if body.blocks else None

    def callable_results(self) -> list[Any]:
        return list(self.attributes.get_attr("function_type").value.results)


@hooks.mixin("ReturnOp")
class ReturnOpHooks:
    """`func.return` matches its function's results."""

    __slots__ = ()

    def verify_hook(self) -> None:
        function = self.parent_op
        results = function.function_type.results
        operands = self.operands
        name = function.sym_name
        if len(operands) != len(results):
            raise op_error(
                self,
                f"has {len(operands)} operands, but enclosing function (@{name})"
                f" returns {len(results)}",
            )
        for index, (value, expected) in enumerate(zip(operands, results)):
            if value.type is not expected:
                raise emit_error(
                    self,
                    f"type of return operand {index} ('{value.type.text}') doesn't"
                    f" match function result type ('{expected.text}') in function @{name}",
                )


class SimplifyIndirectCallWithKnownCallee(RewritePattern):
    """`func.call_indirect` of a `func.constant` becomes a direct `func.call`."""

    root = "func.call_indirect"

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        CallOp = hooks.module("ops").CallOp

        callee = constant_value(op.operands[0])
        if not isinstance(callee, SymbolRefAttr):
            return False
        rewriter.replace_op_with_new_op(
            op, CallOp, op.result_types, callee, op.operands[1:]
        )
        return True


@hooks.mixin("CallIndirectOp")
class CallIndirectOpHooks:
    """CallOpInterface: the callee is the first operand."""

    __slots__ = ()

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [SimplifyIndirectCallWithKnownCallee()]

    def callable_for_callee(self) -> Any:
        return self.operands[0]

    def arg_operands(self) -> list[Any]:
        return self.operands[1:]


@hooks.mixin("CallOp")
class CallOpHooks:
    """`func.call` refers to a `func.func` of the call's type."""

    __slots__ = ()

    def callable_for_callee(self) -> Any:
        return self.attributes.get_attr("callee")

    def arg_operands(self) -> list[Any]:
        return self.operands

    def symbol_uses_key(self, own_key: Any) -> Any:
        """What `verify_symbol_uses` reads: the op's attributes (the symbol)
        and value types (`own_key`, its `op_key`). The symbol table is the
        same for every key compared: the verifier checks one table's users
        at a time."""
        return (type(self), own_key)

    def verify_symbol_uses(self, tables: Any) -> None:
        callee_attr = self.callee_attr
        function = tables.lookup_from(self, callee_attr)
        if function is None or function.name != "func.func":
            raise op_error(
                self,
                f"'{callee_attr.root}' does not reference a valid function",
            )
        function_type = function.function_type
        operands = self.operands
        if len(function_type.inputs) != len(operands):
            raise op_error(self, "incorrect number of operands for callee")
        for index, (value, expected) in enumerate(zip(operands, function_type.inputs)):
            if value.type is not expected:
                raise op_error(
                    self,
                    f"operand type mismatch: expected operand type '{expected.text}',"
                    f" but provided '{value.type.text}' for operand number {index}",
                )
        if len(function_type.results) != len(self.results):
            raise op_error(self, "incorrect number of results for callee")
        for index, (result, expected) in enumerate(
            zip(self.results, function_type.results)
        ):
            if result.type is not expected:
                error = op_error(self, f"result type mismatch at index {index}")
                with_note(
                    error,
                    f"      op result types: {_types(r.type for r in self.results)}",
                )
                raise with_note(
                    error, f"function result types: {_types(function_type.results)}"
                )


@hooks.mixin("ConstantOp")
class ConstantOpHooks:
    """`func.constant` names a `func.func` of its result type; its result prints
    as `%f` (MLIR's getAsmResultNames)."""

    __slots__ = ()

    RESULT_NAMES = ("f",)

    def fold(self, operands: Any) -> Any:
        """The referenced function (ConstantOp::fold)."""
        return self.get_attr("value")

    def symbol_uses_key(self, own_key: Any) -> Any:
        """What `verify_symbol_uses` reads: the op's attributes (the symbol)
        and value types (`own_key`, its `op_key`). The symbol table is the
        same for every key compared: the verifier checks one table's users
        at a time."""
        return (type(self), own_key)

    def verify_symbol_uses(self, tables: Any) -> None:
        value_attr = self.value_attr
        function = tables.lookup_from(self, value_attr)
        if function is None or function.name != "func.func":
            raise op_error(self, f"reference to undefined function '{value_attr.root}'")
        if function.function_type is not self.result.type:
            raise op_error(self, "reference to function with mismatched type")


def _types(types: Any) -> str:
    """Types as a diagnostic prints a type range: `'i32', 'f32'`."""
    return ", ".join(f"'{t.text}'" for t in types)
