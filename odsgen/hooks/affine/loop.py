"""`affine.for` and `affine.yield` (MLIR 16's AffineOps.cpp): the loop's
syntax with its bound shorthands, its verifiers, its folder (constant
bounds, composed and canonical bound maps, zero-trip loops), the empty-loop
canonicalization, and the loop-like and region-branch interfaces."""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.asm import lexer as lx
from odsgen.asm.format_support import ensure_terminator
from odsgen.ir.affine import (
    AffineConstantExpr,
    AffineExpr,
    AffineMap,
    AffineSymbolExpr,
    constant,
    symbol,
)
from odsgen.ir.affine_simplify import partial_constant_fold
from odsgen.ir.attributes import AffineMapAttr, IntegerAttr
from odsgen.ir.constants import constant_value
from odsgen.ir.diagnostics import op_error
from odsgen.ir.operation import Operation, Region, Value
from odsgen.ir.pattern import PatternRewriter, RewritePattern
from odsgen.ir.types import IndexType
from odsgen.transforms.region_branch import region_inputs, verify_region_branch

from ..common import parse_assignment_list, parse_region_argument
from .compose import canonicalize_map_and_operands, compose_affine_map_and_operands
from .registry import hooks
from .scope import affine_scope, is_valid_dim, is_valid_symbol

LOWER, UPPER, STEP = "lower_bound", "upper_bound", "step"


def _index() -> IndexType:
    return IndexType.get()


def constant_map(value: int) -> AffineMap:
    """`() -> (value)`."""
    return AffineMap(0, 0, (constant(value),))


def single_constant(affine_map: AffineMap) -> int | None:
    """The value of a one-result constant map (isSingleConstant), or None."""
    if len(affine_map.results) == 1 and isinstance(
        affine_map.results[0], AffineConstantExpr
    ):
        return affine_map.results[0].value
    return None


def _inputs(affine_map: AffineMap) -> int:
    return affine_map.num_dims + affine_map.num_symbols


def verify_dims_and_symbols(
    op: Operation, operands: Sequence[Value], dims: int
) -> None:
    """verifyDimAndSymbolIdentifiers."""
    scope = affine_scope(op)
    for position, operand in enumerate(operands):
        if position < dims:
            if not is_valid_dim(operand, scope):
                raise op_error(op, "operand cannot be used as a dimension id")
        elif not is_valid_symbol(operand, scope):
            raise op_error(op, "operand cannot be used as a symbol")


# -- parsing -------------------------------------------------------------------------


def _parse_dim_and_symbol_list(parser: Any) -> tuple[list[Value], int]:
    """`(%d, ...)[%s, ...]` as index operands, and the number of dims."""
    dims = parser.parse_operand_list("(")
    symbols = parser.parse_operand_list("[") if parser.is_punct("[") else []
    index = _index()
    return [parser.resolve_operand(o, index) for o in dims + symbols], len(dims)


def _parse_bound(parser: Any, lower: bool) -> tuple[AffineMap, list[Value]]:
    """parseBound: `%ssa`, an integer, or `[max|min] #map(dims)[symbols]`."""
    prefixed = parser.consume_keyword_if("max" if lower else "min")
    if parser.lexer.kind == lx.PERCENT:
        operands = parser.parse_operand_list()
        if len(operands) > 1:
            raise parser.emit_error(
                "expected only one loop bound operand", parser.name_position
            )
        value = parser.resolve_operand(operands[0], _index())
        return AffineMap(0, 1, (symbol(0),)), [value]
    position = parser.position
    attr = parser.parse_attribute(_index())
    if isinstance(attr, AffineMapAttr):
        operands, dims = _parse_dim_and_symbol_list(parser)
        affine_map = attr.value
        if affine_map.num_dims != dims:
            raise parser.emit_error(
                "dim operand count and affine map dim count must match",
                parser.name_position,
            )
        if dims + affine_map.num_symbols != len(operands):
            raise parser.emit_error(
                "symbol operand count and affine map symbol count must match",
                parser.name_position,
            )
        if len(affine_map.results) > 1 and not prefixed:
            which, word = ("lower", "max") if lower else ("upper", "min")
            raise parser.emit_error(
                f"{which} loop bound affine map with multiple results requires"
                f" '{word}' prefix",
                position,
            )
        return affine_map, operands
    if isinstance(attr, IntegerAttr):
        return constant_map(attr.value), []
    raise parser.emit_error(
        "expected valid affine map representation for loop bounds",
        parser.name_position,
    )


def _parse_argument(parser: Any) -> tuple[Any, Any, Any]:
    """`%name` with an optional `loc(...)`, of type index."""
    operand, _, location = parse_region_argument(parser)
    return operand, _index(), location


def _parse_iter_args(parser: Any) -> tuple[list[list[Any]], list[Any], list[Any]]:
    """`iter_args(%a = %v, ...) -> (types)`."""
    arguments, operands = parse_assignment_list(parser)
    parser.expect("->", "expected '->'")
    return arguments, operands, parser.parse_function_result_types()


# -- affine.for ----------------------------------------------------------------------


@hooks.mixin("AffineForOp")
class AffineForOpHooks:
    """`affine.for %i = lb to ub [step n] [iter_args(...) -> (...)] {body}`."""

    __slots__ = ()

    # -- bounds --------------------------------------------------------------------

    @property
    def lower_bound_map(self) -> AffineMap:
        return self.get_attr(LOWER).value  # type: ignore[attr-defined]

    @property
    def upper_bound_map(self) -> AffineMap:
        return self.get_attr(UPPER).value  # type: ignore[attr-defined]

    @property
    def step_value(self) -> int:
        return self.get_attr(STEP).value  # type: ignore[attr-defined]

    def lower_bound_operands(self) -> list[Value]:
        return list(self.operands[: _inputs(self.lower_bound_map)])  # type: ignore[attr-defined]

    def upper_bound_operands(self) -> list[Value]:
        start = _inputs(self.lower_bound_map)
        return list(self.operands[start : start + _inputs(self.upper_bound_map)])  # type: ignore[attr-defined]

    def iter_operands(self) -> list[Value]:
        start = _inputs(self.lower_bound_map) + _inputs(self.upper_bound_map)
        return list(self.operands[start:])  # type: ignore[attr-defined]

    def set_bound(
        self, lower: bool, operands: Sequence[Value], affine_map: AffineMap
    ) -> None:
        """setLowerBound / setUpperBound."""
        lbs = list(operands) if lower else self.lower_bound_operands()
        ubs = self.upper_bound_operands() if lower else list(operands)
        self.set_operands([*lbs, *ubs, *self.iter_operands()])  # type: ignore[attr-defined]
        self.set_attr(LOWER if lower else UPPER, AffineMapAttr.get(affine_map))  # type: ignore[attr-defined]

    def trip_count(self) -> int | None:
        """getTrivialConstantTripCount."""
        step = self.step_value
        lower = single_constant(self.lower_bound_map)
        upper = single_constant(self.upper_bound_map)
        if lower is None or upper is None or step <= 0:
            return None
        return 0 if upper - lower <= 0 else (upper - lower + step - 1) // step

    # -- syntax --------------------------------------------------------------------

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        induction = _parse_argument(parser)
        parser.expect("=", "expected '='")
        lower_map, lower_operands = _parse_bound(parser, lower=True)
        if not parser.consume_keyword_if("to"):
            raise parser.emit_error("expected 'to' between bounds")
        upper_map, upper_operands = _parse_bound(parser, lower=False)
        step = IntegerAttr.get(_index(), 1)
        if parser.consume_keyword_if("step"):
            position = parser.position
            step = parser.parse_attribute(_index())
            if not isinstance(step, IntegerAttr):
                raise parser.emit_error("invalid kind of attribute specified", position)
            if step.value < 0:
                raise parser.emit_error(
                    "expected step to be representable as a positive signed integer",
                    position,
                )
        arguments: list[Any] = [induction]
        operands = [*lower_operands, *upper_operands]
        result_types: list[Any] = []
        if parser.consume_keyword_if("iter_args"):
            iter_arguments, iter_operands, result_types = _parse_iter_args(parser)
            for argument, operand, type_ in zip(
                iter_arguments, iter_operands, result_types
            ):
                argument[1] = type_
                operands.append(parser.resolve_operand(operand, type_))
            arguments += [tuple(a) for a in iter_arguments]
        if len(arguments) != len(result_types) + 1:
            raise parser.emit_error(
                "mismatch between the number of loop-carried values and results",
                parser.name_position,
            )
        body = Region()
        parser.parse_region(body, arguments)
        ensure_terminator(body, hooks.module("ops").AffineYieldOp, location)
        attributes = {
            LOWER: AffineMapAttr.get(lower_map),
            UPPER: AffineMapAttr.get(upper_map),
            STEP: step,
        }
        found = parser.parse_optional_attr_dict()
        if found is not None:
            attributes.update(found.items)
        return cls.create(
            operands=operands,
            result_types=result_types,
            attributes=attributes,
            regions=[body],
            location=location,
        )

    def _printed_bound_attrs(self) -> list[Any]:
        """The bound maps the custom form prints as maps (not as shorthands)."""
        attrs = [self.get_attr(name) for name in (LOWER, UPPER)]  # type: ignore[attr-defined]
        return [attr for attr in attrs if not _is_shorthand(attr.value)]

    def aliases_before_regions(self, debuginfo: bool) -> list[Any]:
        """The induction variable's type and location, the bound maps and
        the result types, printed before the body."""
        induction = self.regions[0].blocks[0].arguments[0]  # type: ignore[attr-defined]
        values: list[Any] = [induction.type]
        if debuginfo:
            values.append(induction.location)
        values += self._printed_bound_attrs()
        if self.iter_operands():
            values += [r.type for r in self.results]  # type: ignore[attr-defined]
        return values

    def aliases_after_regions(self) -> list[Any]:
        """The attributes printed after the body."""
        return [
            value
            for name, value in dict(self.attributes.items).items()  # type: ignore[attr-defined]
            if name not in (LOWER, UPPER, STEP)
        ]

    def printed_regions(self) -> list[Any]:
        return [(self.regions[0], False, bool(self.iter_operands()))]  # type: ignore[attr-defined]

    def _print_bound(self, printer: Any, lower: bool) -> None:
        attr = self.get_attr(LOWER if lower else UPPER)  # type: ignore[attr-defined]
        affine_map = attr.value
        operands = self.lower_bound_operands() if lower else self.upper_bound_operands()
        if _is_shorthand(affine_map):
            expr = affine_map.results[0]
            if isinstance(expr, AffineConstantExpr):
                printer.write(str(expr.value))
            else:
                printer.print_operand(operands[0])
            return
        if len(affine_map.results) > 1:
            printer.write("max " if lower else "min ")
        printer.attribute(attr)
        printer.write("(")
        printer.print_operands(operands[: affine_map.num_dims])
        printer.write(")")
        if len(operands) > affine_map.num_dims:
            printer.write("[")
            printer.print_operands(operands[affine_map.num_dims :])
            printer.write("]")

    def print(self, printer: Any) -> None:
        body = self.regions[0].blocks[0]  # type: ignore[attr-defined]
        induction = body.arguments[0]
        printer.write(" ")
        printer.print_operand(induction)
        if printer.options.debuginfo:
            printer.write(" ")
            printer.print_location(induction.location, allow_alias=False)
        printer.write(" = ")
        self._print_bound(printer, lower=True)
        printer.write(" to ")
        self._print_bound(printer, lower=False)
        if self.step_value != 1:
            printer.write(f" step {self.step_value}")
        inits = self.iter_operands()
        if inits:
            printer.write(" iter_args(")
            printer.write(
                ", ".join(
                    f"{printer.value_name(a)} = {printer.value_name(v)}"
                    for a, v in zip(body.arguments[1:], inits)
                )
            )
            printer.write(") -> (")
            printer.print_types(r.type for r in self.results)  # type: ignore[attr-defined]
            printer.write(")")
        printer.write(" ")
        printer.print_region(self.regions[0], False, bool(inits))  # type: ignore[attr-defined]
        printer.print_optional_attr_dict(
            self.attributes, elided=(LOWER, UPPER, STEP)  # type: ignore[attr-defined]
        )

    # -- verification --------------------------------------------------------------

    def verify_hook(self) -> None:
        for name, kind in (
            (LOWER, AffineMapAttr),
            (UPPER, AffineMapAttr),
            (STEP, IntegerAttr),
        ):
            if not isinstance(self.get_attr(name), kind):  # type: ignore[attr-defined]
                raise op_error(self, f"requires attribute '{name}'")
        bounds = _inputs(self.lower_bound_map) + _inputs(self.upper_bound_map)
        if bounds > len(self.operands):  # type: ignore[attr-defined]
            raise op_error(
                self,
                "operand count and affine map dimension and symbol count must match",
            )

    def verify_regions(self) -> None:
        verify_region_branch(self)  # type: ignore[arg-type]
        body = self.regions[0].blocks[0]  # type: ignore[attr-defined]
        if not body.arguments or not isinstance(body.arguments[0].type, IndexType):
            raise op_error(
                self,
                "expected body to have a single index argument for the induction"
                " variable",
            )
        for operands, affine_map in (
            (self.lower_bound_operands(), self.lower_bound_map),
            (self.upper_bound_operands(), self.upper_bound_map),
        ):
            if _inputs(affine_map):
                verify_dims_and_symbols(self, operands, affine_map.num_dims)  # type: ignore[arg-type]
        results = self.results  # type: ignore[attr-defined]
        if not results:
            return
        if len(self.iter_operands()) != len(results):
            raise op_error(
                self, "mismatch between the number of loop-carried values and results"
            )
        if len(body.arguments) - 1 != len(results):
            raise op_error(
                self, "mismatch between the number of basic block args and results"
            )

    # -- folding -------------------------------------------------------------------

    def _fold_bound(self, lower: bool) -> bool:
        operands = self.lower_bound_operands() if lower else self.upper_bound_operands()
        affine_map = self.lower_bound_map if lower else self.upper_bound_map
        values = []
        for operand in operands:
            attr = constant_value(operand)
            values.append(attr.value if isinstance(attr, IntegerAttr) else None)
        _, folded = partial_constant_fold(affine_map, values)
        if not folded:
            return False
        self.set_bound(lower, [], constant_map(max(folded) if lower else min(folded)))
        return True

    def _canonicalize_bounds(self) -> bool:
        """canonicalizeLoopBounds: composed and canonical maps, results deduplicated."""
        changed = False
        new = []
        for lower in (True, False):
            old_map = self.lower_bound_map if lower else self.upper_bound_map
            operands = (
                self.lower_bound_operands() if lower else self.upper_bound_operands()
            )
            affine_map, operands = compose_affine_map_and_operands(old_map, operands)
            affine_map, operands = canonicalize_map_and_operands(affine_map, operands)
            affine_map = _remove_duplicate_results(affine_map)
            new.append((lower, old_map, affine_map, operands))
        for lower, old_map, affine_map, operands in new:
            if affine_map != old_map:
                self.set_bound(lower, operands, affine_map)
                changed = True
        return changed

    def fold(self, operands: Any) -> Any:
        folded = False
        if single_constant(self.lower_bound_map) is None:
            folded |= self._fold_bound(lower=True)
        if single_constant(self.upper_bound_map) is None:
            folded |= self._fold_bound(lower=False)
        folded |= self._canonicalize_bounds()
        if self.trip_count() == 0:
            return self.iter_operands()
        return list(self.results) if folded else None  # type: ignore[attr-defined]

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [AffineForEmptyLoopFolder()]

    @property
    def SPECULATABILITY(self) -> str:
        """Recursively speculatable when the step is 1."""
        return "recursive" if self.step_value == 1 else "not"

    # -- interfaces ----------------------------------------------------------------

    def loop_body(self) -> Region:
        return self.regions[0]  # type: ignore[attr-defined]

    def induction_var(self) -> Value:
        return self.regions[0].blocks[0].arguments[0]  # type: ignore[attr-defined]

    def region_invocation_bounds(self, constants: Sequence[Any]) -> list[Any]:
        return [(0, None)]

    def successor_regions(self, index: int | None, constants: Sequence[Any]) -> list:
        """From the op: the body, or the results when no iteration runs; from
        the body: the body again or the results (the results only after a
        single iteration)."""
        body = (self.regions[0], region_inputs(self.regions[0])[1:])  # type: ignore[attr-defined]
        parent = (None, list(self.results))  # type: ignore[attr-defined]
        trips = self.trip_count()
        if index is None and trips is not None:
            return [body] if trips > 0 else [parent]
        if index is not None and trips == 1:
            return [parent]
        return [body, parent]

    def entry_operands(self, index: int | None) -> list[Value]:
        return self.iter_operands()


def _is_shorthand(affine_map: AffineMap) -> bool:
    """A bound printed as a constant (`() -> (c)`) or as its one symbol
    operand (`()[s0] -> (s0)`)."""
    if len(affine_map.results) != 1 or affine_map.num_dims != 0:
        return False
    expr = affine_map.results[0]
    if affine_map.num_symbols == 0:
        return isinstance(expr, AffineConstantExpr)
    return affine_map.num_symbols == 1 and isinstance(expr, AffineSymbolExpr)


def _remove_duplicate_results(affine_map: AffineMap) -> AffineMap:
    """removeDuplicateExprs, which (as std::unique) drops only a result equal
    to the one before it."""
    results: list[AffineExpr] = []
    for expr in affine_map.results:
        if not results or results[-1] is not expr:
            results.append(expr)
    return AffineMap(affine_map.num_dims, affine_map.num_symbols, tuple(results))


class AffineForEmptyLoopFolder(RewritePattern):
    """A loop whose body is only its yield: its results are known."""

    root = "affine.for"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        body = op.regions[0].blocks[0]
        if len(body) != 1:
            return False
        if not op.results:
            return True
        loop: Any = op
        trips = loop.trip_count()
        inits = loop.iter_operands()
        if trips == 0:
            rewriter.replace_op(op, inits)
            return True
        iter_args = list(body.arguments[1:])
        replacements: list[Value] = []
        outside = out_of_order = False
        for i, value in enumerate(body.terminator.operands):
            if value in iter_args:
                position = iter_args.index(value)
                out_of_order |= position != i
                replacements.append(inits[position])
            else:
                outside = True
                replacements.append(value)
        if trips is None and (outside or out_of_order):
            return False
        if trips is not None and trips >= 2 and out_of_order:
            return False
        rewriter.replace_op(op, replacements)
        return True


# -- affine.yield --------------------------------------------------------------------


@hooks.mixin("AffineYieldOp")
class AffineYieldOpHooks:
    __slots__ = ()

    def verify_hook(self) -> None:
        parent = self.parent_op  # type: ignore[attr-defined]
        if parent is None or parent.name not in (
            "affine.parallel",
            "affine.if",
            "affine.for",
        ):
            raise op_error(self, "only terminates affine.if/for/parallel regions")
        operands = self.operands  # type: ignore[attr-defined]
        if len(parent.results) != len(operands):
            raise op_error(
                self,
                "parent of yield must have same number of results as the yield"
                " operands",
            )
        for result, operand in zip(parent.results, operands):
            if result.type is not operand.type:
                raise op_error(self, "types mismatch between yield op and its parent")

    def region_successor_operands(self, index: int | None) -> list[Value]:
        return list(self.operands)  # type: ignore[attr-defined]


__all__ = ["AffineForEmptyLoopFolder", "constant_map", "single_constant"]
