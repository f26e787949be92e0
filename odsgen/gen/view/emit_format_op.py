"""An op's declarative assembly format compiled to Python `parse` and `print` methods.

The methods follow what mlir-tblgen-16 generates (OpFormatGen): the parser
reads the elements in order into local variables, then adds the segment-size
attributes, works out the result and operand types (from the format, buildable
types, the traits that relate types, or InferTypeOpInterface), resolves the
operands and creates the op; the printer writes the elements with MLIR's
spacing rules, decided when the code is generated.

`custom<Name>(...)` directives call `parse_Name`/`print_Name` of the
dialect's hooks module (signatures in `emit_format.py`).
"""

from __future__ import annotations

import ast
import builtins
import re
import textwrap
from dataclasses import fields, is_dataclass, replace
from typing import Any, Iterable

from ..model.constraints import AttrConstraint, substitute
from .emit_format_code import (
    check_custom_hooks,
    custom_string_argument,
    FormatContext,
    Spacing,
    format_doc_lines,
    is_keyword_literal,
    optional_literal,
    parseable,
    Test,
    string_literal,
)
from ..model.enums import EnumDef
from ..analysis.format import OpFormat, TypeSource
from ..analysis.format.ast import (
    AttrDict,
    Custom,
    Element,
    FunctionalType,
    Literal,
    OIList,
    OptionalGroup,
    Operands,
    Ref,
    Regions,
    Results,
    String,
    Successors,
    TypeOf,
    Variable,
    VariableKind,
    Whitespace,
)
from ..analysis.format.op_verify import attribute_may_be_absent
from ..model.library import ATTRS
from ..model.dialect import AttributeArg, Operand, OpDef, Result
from ..load.source import RecordError
from .format_op import (
    AttributeParser,
    CheckTypes,
    Clause,
    CreateOp,
    EnsureRegions,
    FlattenGroups,
    FlattenTypes,
    Initial,
    ListValue,
    OpParseMethod,
    OpPrintMethod,
    OptionalList,
    ParseAllOperands,
    PrintAttrDict,
    PrintEnum,
    PrintValue,
    ParseAttrDict,
    ParseAttribute,
    ParseEnum,
    ParseFunctionalType,
    ParseOIList,
    ParseOperand,
    ParseRegion,
    ParseSuccessor,
    ParseTypes,
    Resolve,
    SegmentSizes,
    SetUnit,
    StoreAttribute,
)
from .format_parse import Expect, ParseCustom, ValueParser
from .format_print import Assign, Call, If, PrintSteps

ATTRIBUTE, OPERAND, RESULT, REGION, SUCCESSOR = (
    VariableKind.ATTRIBUTE,
    VariableKind.OPERAND,
    VariableKind.RESULT,
    VariableKind.REGION,
    VariableKind.SUCCESSOR,
)
_SYMBOL_NAME = ATTRS["SymbolNameAttr"]


def is_symbol_name(constraint: AttrConstraint) -> bool:
    """`SymbolNameAttr` (maybe optional or default-valued): printed as `@name`."""
    return replace(constraint, optional=False, default=None) == _SYMBOL_NAME


def default_attribute(constraint: AttrConstraint) -> str | None:
    """The expression of a default-valued attribute's default, if it can be built."""
    if constraint.default is None:
        return None
    if constraint.builder is None:  # the default is the attribute (`X.get(...)`)
        return constraint.default
    return constraint.builder.replace("$0", constraint.default)


def unresolved_single(name: str) -> str:
    """The local of a single operand `name` before it is resolved:
    `<name>_operand`, or `<name>_unresolved` for a name ending in `operand`."""
    return f"{name}_unresolved" if name.endswith("operand") else f"{name}_operand"


def unresolved_list(name: str) -> str:
    """The local holding a group's unresolved operands: `<name>_operands`, or
    `<name>_unresolved` for a group named `..._operands` (no doubled word)."""
    return f"{name}_unresolved" if name.endswith("operands") else f"{name}_operands"


class OpFormatEmitter:
    """Generates `parse` and `print` for one op from its checked format."""

    def __init__(self, fmt: OpFormat, context: FormatContext) -> None:
        self.fmt = fmt
        self.op: OpDef = fmt.op
        self.context = context
        op = self.op
        trait = op.trait("SingleBlockImplicitTerminator")
        # The expression of the implicit terminator's class: the class itself
        # for an op of this dialect, else looked up by name when parsing.
        self.terminator: str | None = None
        if trait is not None:
            name = trait.args[0]
            self.terminator = context.op_classes.get(
                name, f"parser.context.get_op_class({string_literal(name)})"
            )
        self.single_block = self.terminator is not None or op.has_trait("SingleBlock")
        self.uses_name_position = False
        self.operand_positions: set[str] = set()
        # Print code: the optional operands and results that the test of an
        # enclosing optional group found present.
        self._print_present: set[str] = set()
        # Parse code and print code, as `parse_method` and `print_method`
        # generate them (the print code's state is reset for each pass).
        self.code = PrintSteps()
        self.printer_code = PrintSteps("printer")
        self._reads_attributes = False
        # The accessors that print code binds to locals (see `print_method`),
        # the block of each one's first read (None once it is read outside
        # that block), and the locals bound so far (see `_member`).
        self._bind: frozenset[str] = frozenset()
        self._first_reads: dict[str, int | None] = {}
        self._bound: dict[str, str] = {}

    # -- names --------------------------------------------------------------------

    @staticmethod
    def operand_var(operand: Operand) -> str:
        if operand.constraint.kind == "single":
            return unresolved_single(operand.python_name)
        return unresolved_list(operand.python_name)

    @staticmethod
    def type_var(item: Operand | Result) -> str:
        if item.constraint.kind == "single":
            return f"{item.python_name}_type"
        return f"{item.python_name}_types"

    def _type_list_var(self, arg: Element) -> str:
        if isinstance(arg, Operands):
            return "all_operand_types"
        if isinstance(arg, Results):
            return "all_result_types"
        assert isinstance(arg, Variable)
        return self.type_var(arg.target)

    # -- parse --------------------------------------------------------------------

    def parse_method(self) -> OpParseMethod:
        code = PrintSteps()
        self.code = code
        self._plan_positions()
        for step in self._initial_values():
            code.add(step)
        for element in self.fmt.elements:
            self._parse_element(element, optional_context=False)
        self._parse_epilogue()
        return OpParseMethod(
            self.op.class_name,
            tuple(format_doc_lines(self.op.format)),
            self.uses_name_position,
            code.steps,
        )

    def _plan_positions(self) -> None:
        """Operand groups whose count is checked against a list of types need a position."""
        fmt = self.fmt
        if fmt.all_operand_types or fmt.all_operands:
            return
        for operand, source in zip(self.op.operands, fmt.operand_types):
            if operand.constraint.kind == "single":
                continue
            if self._source_is_list(source, operand):
                self.operand_positions.add(operand.name)

    def _initial_values(self) -> list[Initial]:
        """Variables of elements that are parsed only sometimes (optional groups, oilists)."""
        steps: list[Initial] = []
        seen: set[str] = set()

        def collect(element: Element) -> None:
            guard = _group_guard(element)
            for variable in _bound_variables(element):
                key = f"{variable.kind.value}:{variable.name}"
                if key in seen:
                    continue
                seen.add(key)
                steps.extend(
                    step
                    for step in self._initial_value(variable)
                    if variable is not guard or step.what == "group_sizes"
                )
            for arg in _type_directives(element):
                if isinstance(arg, Variable) and arg.target.constraint.kind == "single":
                    continue
                name = self._type_list_var(arg)
                if name not in seen:
                    seen.add(name)
                    steps.append(Initial("types", name))

        for element in self.fmt.elements:
            if isinstance(element, (OptionalGroup, OIList)):
                collect(element)
        return steps

    def _initial_value(self, variable: Variable) -> list[Initial]:
        target = variable.target
        name = target.python_name
        if variable.kind is OPERAND:
            steps = [Initial("operands", self.operand_var(target))]
            if target.constraint.kind == "variadic_of_variadic":
                steps.append(Initial("group_sizes", name))
            if target.name in self.operand_positions:
                steps.append(Initial("position", name))
            return steps
        if variable.kind is REGION:
            return [
                Initial("regions" if target.constraint.variadic else "region", name)
            ]
        if variable.kind is SUCCESSOR and target.constraint.variadic:
            return [Initial("successors", name)]
        return []

    def _parse_element(self, element: Element, optional_context: bool) -> None:
        code = self.code
        if isinstance(element, Literal):
            code.add(Expect(element.spelling))
        elif isinstance(element, Whitespace):
            return
        elif isinstance(element, Variable):
            self._parse_variable(element, optional_context)
        elif isinstance(element, AttrDict):
            code.add(ParseAttrDict(element.with_keyword))
        elif isinstance(element, OptionalGroup):
            self._parse_optional_group(element)
        elif isinstance(element, OIList):
            self._parse_oilist(element)
        elif isinstance(element, Custom):
            self._parse_custom(element)
        elif isinstance(element, Operands):
            counted = self._each_operand_of_one_type() is None
            code.add(ParseAllOperands(position=counted and bool(self.op.operands)))
        elif isinstance(element, Regions):
            code.add(ParseRegion("all_regions", variadic=True))
            self._ensure_regions("all_regions", variadic=True)
        elif isinstance(element, Successors):
            code.add(ParseSuccessor("all_successors", variadic=True))
        elif isinstance(element, TypeOf):
            self._parse_type_directive(element)
        elif isinstance(element, FunctionalType):
            self._parse_functional_type(element)
        else:  # pragma: no cover - the front end allows nothing else
            raise AssertionError(f"unexpected format element {element!r}")

    def _parse_variable(self, variable: Variable, optional_context: bool) -> None:
        code = self.code
        target = variable.target
        name = target.python_name
        if variable.kind is ATTRIBUTE:
            self._parse_attribute(variable, optional_context)
        elif variable.kind is OPERAND:
            kind = target.constraint.kind
            unresolved = unresolved_list(name)
            position = target.name in self.operand_positions
            single = unresolved_single(name)
            parsed = single if kind in ("single", "optional") else unresolved
            code.add(ParseOperand(name, kind, parsed, position))
            if kind == "optional":
                code.add(OptionalList(unresolved, single))
            elif kind == "variadic_of_variadic":
                code.add(FlattenGroups(name, unresolved))
        elif variable.kind is REGION:
            local = _region_or_successor_var(variable)
            variadic = target.constraint.variadic
            if not variadic and not self._is_initialized(variable):
                code.add(Initial("region", name))
            code.add(ParseRegion(local, variadic))
            self._ensure_regions(local, variadic)
        elif variable.kind is SUCCESSOR:
            local = _region_or_successor_var(variable)
            code.add(ParseSuccessor(local, target.constraint.variadic))
        else:  # pragma: no cover - results appear only inside `type(...)`
            raise AssertionError("result variable outside of a type directive")

    def _is_initialized(self, variable: Variable) -> bool:
        """Whether the variable was given its initial value (it is in a group)."""
        return any(
            variable.name in {v.name for v in _bound_variables(element)}
            for element in self.fmt.elements
            if isinstance(element, (OptionalGroup, OIList))
        )

    def _ensure_regions(self, local: str, variadic: bool) -> None:
        if self.single_block:
            self.code.add(EnsureRegions(local, variadic, self.terminator))

    def _parse_attribute(self, variable: Variable, optional_context: bool) -> None:
        attr: AttributeArg = variable.target
        constraint = attr.constraint
        may_be_absent = attribute_may_be_absent(constraint)
        optional = not optional_context and may_be_absent
        enum = self.context.enums.get(constraint.return_type)
        if enum is not None:
            # After an optional group's guard, MLIR parses it as required.
            self._parse_enum(attr, enum, may_be_absent and not optional_context)
            return
        type_arg = (constraint.value_type,) if constraint.value_type else ()
        storage = constraint.storage
        if is_symbol_name(constraint):
            value = AttributeParser("symbol_name")
        elif storage == "Attribute":
            value = AttributeParser("attribute", type_arg)
        elif optional:
            value = AttributeParser("attribute_of", (storage, *type_arg))
        elif constraint.array_element is not None and not variable.qualified:
            value = AttributeParser("dense_array", (constraint.array_element,))
        elif variable.qualified or not self.context.is_dialect_class(storage):
            value = AttributeParser("attribute_of", (storage, *type_arg))
        else:
            value = AttributeParser("stripped_attribute", (storage, *type_arg))
        self.code.add(ParseAttribute(attr.name, value, optional))

    def _parse_enum(
        self, attr: AttributeArg, enum: EnumDef, may_be_absent: bool
    ) -> None:
        missing = None
        if not may_be_absent:
            cases = ", ".join(case.string for case in enum.cases)
            missing = (
                "expected string or keyword containing one of the following enum"
                f" values for attribute '{attr.name}' [{cases}]"
            )
        name = attr.python_name
        builder = attr.constraint.builder or "$0"
        self.code.add(
            ParseEnum(
                name,
                attr.name,
                enum.name,
                tuple(case.string for case in enum.cases if case.is_keyword),
                builder.replace("$0", f"{name}_case"),
                missing,
            )
        )

    def _parse_type_directive(self, element: TypeOf) -> None:
        code = self.code
        arg = element.arg
        if isinstance(arg, (Operands, Results)):
            code.add(ParseTypes(self._type_list_var(arg), "list"))
            return
        assert isinstance(arg, Variable)
        target = arg.target
        kind = target.constraint.kind
        name = target.python_name
        if kind == "single":
            value = self._single_type_parse(target, element.qualified)
            code.add(ParseTypes(name, kind, value))
            return
        code.add(ParseTypes(name, kind))
        if kind == "optional":
            code.add(OptionalList(f"{name}_types", f"{name}_type"))

    def _single_type_parse(
        self, target: Operand | Result, qualified: bool
    ) -> ValueParser:
        python_type = target.constraint.python_type
        if qualified or python_type == "Type":
            return ValueParser("type")
        if self.context.is_dialect_class(python_type):
            return ValueParser("stripped_type", arguments=(python_type,))
        return ValueParser("type_of", arguments=(python_type,))

    def _parse_functional_type(self, element: FunctionalType) -> None:
        parts = []
        for arg, part in ((element.inputs, "inputs"), (element.results, "results")):
            if isinstance(arg, Variable) and arg.target.constraint.kind == "single":
                parts.append((part, f"{arg.target.python_name}_type", True))
            else:
                parts.append((part, self._type_list_var(arg), False))
        self.code.add(ParseFunctionalType(tuple(parts)))

    def _parse_optional_group(self, group: OptionalGroup) -> None:
        code = self.code
        then_elements = parseable(group.then_elements)
        first = then_elements[0]
        anchor = group.anchor

        def elided(first_element: Element) -> Variable | None:
            if (
                isinstance(anchor, Variable)
                and anchor.kind is ATTRIBUTE
                and anchor.target.constraint.is_unit
                and anchor is not first_element
            ):
                return anchor
            return None

        if isinstance(first, Literal):
            condition = Test.of(optional_literal(first.spelling))
        elif isinstance(first, Variable):
            condition = self._parse_group_guard(first)
        else:  # pragma: no cover - checked by the front end
            raise AssertionError("optional group must start with a literal or variable")
        with code.collect() as then_steps:
            self._parse_group_branch(then_elements[1:], elided(first), True, group)
        else_elements = parseable(group.else_elements)
        with code.collect() as else_steps:
            self._parse_group_branch(
                else_elements,
                elided(else_elements[0]) if else_elements else None,
                False,
                group,
            )
        if not then_steps and not else_steps:
            return
        if not then_steps:
            code.add(If(condition.negated, tuple(else_steps)))
            return
        code.add(If(condition.text, tuple(then_steps), tuple(else_steps) or None))

    def _parse_group_branch(
        self,
        elements: list[Element],
        elided: Variable | None,
        then_branch: bool,
        group: OptionalGroup,
    ) -> None:
        if elided is not None and then_branch != group.inverted:
            self.code.add(SetUnit(elided.target.name))
        for element in elements:
            if element is not elided:
                self._parse_element(element, optional_context=True)

    def _parse_group_guard(self, first: Variable) -> Test:
        """Parse the first variable of an optional group; the test of its presence."""
        code = self.code
        target = first.target
        if first.kind is ATTRIBUTE:
            self._parse_attribute(first, optional_context=False)
            key = string_literal(target.name)
            return Test(f"{key} in attributes", f"{key} not in attributes")
        if first.kind is OPERAND:
            self._parse_variable(first, optional_context=False)
            return Test.of(self.operand_var(target))
        if first.kind is REGION:
            local = _region_or_successor_var(first)
            if target.constraint.variadic:
                code.add(ParseRegion(local, variadic=True))
                self._ensure_regions(local, variadic=True)
                return Test.of(local)
            code.add(ParseRegion(local, variadic=False, optional=True))
            return Test.of(f"{local}.blocks")
        raise RecordError(
            self.op.position,
            f"op '{self.op.class_name}': an optional group cannot start with"
            f" ${first.name}",
        )

    def _parse_oilist(self, oilist: OIList) -> None:
        code = self.code
        self.uses_name_position = True
        clauses = []
        for clause in oilist.clauses:
            keyword = clause.keyword.spelling
            with code.collect() as steps:
                unit = _unit_clause(clause.elements)
                if unit is not None:
                    code.add(SetUnit(unit.target.name))
                else:
                    for element in clause.elements:
                        self._parse_element(element, optional_context=False)
            repeated = (
                f"`{keyword}` clause can appear at most once in the"
                " expansion of the oilist directive"
            )
            clauses.append(
                Clause(keyword, is_keyword_literal(keyword), repeated, tuple(steps))
            )
        code.add(ParseOIList(tuple(clauses)))

    # -- custom directives (parse) ----------------------------------------------------

    def _check_hooks(self, custom: Custom) -> None:
        owner = f"op '{self.op.class_name}'"
        check_custom_hooks(self.context, custom, self.op.position, owner)

    def _parse_custom(self, custom: Custom) -> None:
        self._check_hooks(custom)
        code = self.code
        inputs: list[str] = ["parser"]
        outputs: list[str] = []
        after: list[Any] = []
        for argument in custom.arguments:
            if isinstance(argument, Ref):
                inputs.append(self._ref_value(argument.arg))
            elif isinstance(argument, String):
                inputs.append(self._string_argument(custom, argument, "parser.context"))
            elif isinstance(argument, AttrDict):
                inputs.append("attributes")
            elif isinstance(argument, TypeOf):
                outputs.append(self._custom_type_output(argument, after))
            elif isinstance(argument, Variable):
                outputs.append(self._custom_variable_output(argument, after))
        code.add(
            ParseCustom(f"hooks.parse_{custom.name}", tuple(inputs), tuple(outputs))
        )
        for step in after:
            code.add(step)

    def _string_argument(self, custom: Custom, string: String, context: str) -> str:
        """A string argument of a custom directive: a Python expression."""
        return custom_string_argument(
            custom, string, context, self.op.position, f"op '{self.op.class_name}'"
        )

    def _custom_variable_output(self, variable: Variable, after: list[Any]) -> str:
        target = variable.target
        name = target.python_name
        if variable.kind is ATTRIBUTE:
            optional = attribute_may_be_absent(target.constraint)
            after.append(StoreAttribute(target.name, f"{name}_attr", optional))
            return f"{name}_attr"
        if variable.kind is OPERAND:
            kind = target.constraint.kind
            if target.name in self.operand_positions:
                self.code.add(Initial("position", name))
            if kind == "optional":
                single = unresolved_single(name)
                after.append(OptionalList(unresolved_list(name), single))
                return single
            if kind == "variadic_of_variadic":
                after.append(FlattenGroups(name, unresolved_list(name)))
                return f"{name}_groups"
            return self.operand_var(target)
        return _region_or_successor_var(variable)

    def _custom_type_output(self, element: TypeOf, after: list[Any]) -> str:
        arg = element.arg
        if isinstance(arg, (Operands, Results)):
            return self._type_list_var(arg)
        target = arg.target
        name = target.python_name
        kind = target.constraint.kind
        if kind == "optional":
            after.append(OptionalList(f"{name}_types", f"{name}_type"))
            return f"{name}_type"
        if kind == "variadic_of_variadic":
            after.append(FlattenTypes(name))
            return f"{name}_type_groups"
        return self.type_var(target)

    def _ref_value(self, arg: Element) -> str:
        """What a `ref(...)` argument passes to a parse hook: the value parsed so far."""
        if isinstance(arg, AttrDict):
            return "attributes"
        if isinstance(arg, TypeOf):
            inner = arg.arg
            if isinstance(inner, (Operands, Results)):
                return self._type_list_var(inner)
            target = inner.target
            if target.constraint.kind == "optional":
                name = target.python_name
                return f"{name}_types[0] if {name}_types else None"
            return self.type_var(target)
        if isinstance(arg, Operands):
            return "all_operands"
        if isinstance(arg, Regions):
            return "all_regions"
        if isinstance(arg, Successors):
            return "all_successors"
        assert isinstance(arg, Variable)
        target = arg.target
        name = target.python_name
        if arg.kind is ATTRIBUTE:
            return f"attributes.get({string_literal(target.name)})"
        if arg.kind is OPERAND:
            kind = target.constraint.kind
            if kind == "optional":
                return (
                    f"{unresolved_list(name)}[0] if {unresolved_list(name)} else None"
                )
            if kind == "variadic_of_variadic":
                return f"{name}_groups"
            return self.operand_var(target)
        return _region_or_successor_var(arg)

    # -- the end of parse: segments, types, operands, the op ------------------------

    def _source_is_list(self, source: TypeSource, item: Operand | Result) -> bool:
        """Whether the type source gives a list of types (else one type)."""
        if source.kind == "format":
            if self._format_types_are_all(item):
                return True
            return item.constraint.kind != "single"
        if source.kind == "variable":
            if source.transform is not None:
                # a TypesMatchWith transform gives what its target needs
                return item.constraint.kind != "single"
            found = self._named_item(source.variable)
            return found is not None and found.constraint.kind != "single"
        return False

    def _format_types_are_all(self, item: Operand | Result) -> bool:
        if isinstance(item, Operand):
            return self.fmt.all_operand_types
        return self.fmt.all_result_types

    def _named_item(self, name: str | None) -> Operand | Result | None:
        for item in (*self.op.operands, *self.op.results):
            if item.name == name:
                return item
        return None

    def _type_expression(self, source: TypeSource, item: Operand | Result) -> str:
        """The type (or list of types) `source` gives `item`."""
        if source.kind == "format":
            return self.type_var(item)
        if source.kind == "builder":
            return source.builder
        if source.kind == "variable":
            if source.variable_kind is ATTRIBUTE:
                value = f"attributes[{string_literal(source.variable)}].type"
            else:
                value = self.type_var(self._named_item(source.variable))
            if source.transform is None:
                return value
            return substitute(source.transform, value).replace(
                "$_ctxt", "parser.context"
            )
        raise AssertionError("inferred types have no expression")

    def _parse_epilogue(self) -> None:
        fmt = self.fmt
        op = self.op
        regions = self._region_list()
        successors = self._successor_list()
        self._segment_attributes()
        self._transform_checks()
        result_types = None
        if not fmt.infers_result_types and op.results:
            result_types = self._result_types()
        operands = self._resolve_operands()
        self.code.add(
            CreateOp(
                operands=operands,
                pass_operands=bool(op.operands),
                result_types=result_types,
                infer=fmt.infers_result_types,
                infer_regions=fmt.infers_result_types and self._infer_takes_regions(),
                successors=successors if op.successors else None,
                regions=regions,
                pass_regions=bool(op.regions),
            )
        )

    def _infer_takes_regions(self) -> bool:
        """Whether the op's `infer_result_types` has a `regions` parameter."""
        if not self.op.extra_python.strip():
            return bool(self.op.regions)
        tree = ast.parse(textwrap.dedent(self.op.extra_python))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name == "infer_result_types":
                names = [a.arg for a in node.args.args + node.args.kwonlyargs]
                return "regions" in names
        return bool(self.op.regions)

    def _region_list(self) -> ListValue:
        if self.fmt.all_regions:
            return "all_regions"
        return _locals_of(self.op.regions, "region")

    def _successor_list(self) -> ListValue:
        if self.fmt.all_successors:
            return "all_successors"
        return _locals_of(self.op.successors, "successor")

    def _segment_attributes(self) -> None:
        code = self.code
        fmt = self.fmt
        op = self.op
        if not fmt.all_operands:
            if op.has_trait("AttrSizedOperandSegments"):
                sizes = tuple(
                    self.operand_var(o) if o.constraint.is_variable_length else None
                    for o in op.operands
                )
                code.add(SegmentSizes("operand_segment_sizes", sizes))
            for operand in op.operands:
                if operand.constraint.kind == "variadic_of_variadic":
                    code.add(
                        SegmentSizes(
                            operand.constraint.segment_attr,
                            local=f"{operand.python_name}_group_sizes",
                        )
                    )
        if not fmt.all_result_types and op.has_trait("AttrSizedResultSegments"):
            result_sizes: list[str | None] = []
            for result, source in zip(op.results, fmt.result_types):
                if result.constraint.is_variable_length and self._source_is_list(
                    source, result
                ):
                    result_sizes.append(self._type_expression(source, result))
                else:
                    result_sizes.append(None)
            code.add(SegmentSizes("result_segment_sizes", tuple(result_sizes)))

    def _transform_checks(self) -> None:
        """Check the types that a TypesMatchWith transform reads (MLIR checks them first)."""
        checked: set[str] = set()
        for source in (*self.fmt.result_types, *self.fmt.operand_types):
            if source.kind != "variable" or source.transform is None:
                continue
            item = self._named_item(source.variable)
            if item is None or item.name in checked:
                continue
            checked.add(item.name)
            pred = item.constraint.pred
            if pred is None:
                continue
            self.uses_name_position = True
            # MLIR's diagnostics quote the types they show.
            message = f"'{item.name}' must be {item.constraint.summary}, but got '"
            self.code.add(
                CheckTypes(
                    self.type_var(item),
                    item.constraint.kind == "single",
                    substitute(pred, "type_"),
                    message,
                )
            )

    def _result_types(self) -> ListValue:
        fmt = self.fmt
        if fmt.all_result_types:
            return "all_result_types"
        return tuple(
            (
                self._type_expression(source, result),
                self._source_is_list(source, result),
            )
            for result, source in zip(self.op.results, fmt.result_types)
        )

    def _each_operand_of_one_type(self) -> Operand | None:
        """With `operands` in the format, the op's one ODS operand when it
        has one type, which every parsed operand gets (no count to check)."""
        fmt = self.fmt
        if fmt.all_operand_types or len(self.op.operands) != 1:
            return None
        operand = self.op.operands[0]
        return None if self._source_is_list(fmt.operand_types[0], operand) else operand

    def _resolve_operands(self) -> ListValue:
        """Resolve the operands (as MLIR, in operand order); the list of values."""
        code = self.code
        fmt = self.fmt
        op = self.op
        if not op.operands:
            return ()
        if fmt.all_operand_types:
            if fmt.all_operands:
                code.add(
                    Resolve(
                        "list",
                        "operands",
                        "all_operands",
                        "all_operand_types",
                        "all_operands_pos",
                    )
                )
            else:
                self.uses_name_position = True
                unresolved = tuple(
                    (self.operand_var(o), o.constraint.is_variable_length)
                    for o in op.operands
                )
                code.add(
                    Resolve(
                        "list", "operands", unresolved, "all_operand_types", "name_pos"
                    )
                )
            return "operands"
        if fmt.all_operands:
            operand = self._each_operand_of_one_type()
            if operand is not None:
                expression = self._type_expression(fmt.operand_types[0], operand)
                code.add(Resolve("each", "operands", "all_operands", expression))
                return "operands"
            types = tuple(
                (
                    self._type_expression(source, operand),
                    self._source_is_list(source, operand),
                )
                for operand, source in zip(op.operands, fmt.operand_types)
            )
            code.add(
                Resolve("list", "operands", "all_operands", types, "all_operands_pos")
            )
            return "operands"
        parts = []
        for operand, source in zip(op.operands, fmt.operand_types):
            name = _resolved_name(operand)
            expression = self._type_expression(source, operand)
            is_list = self._source_is_list(source, operand)
            unresolved = self.operand_var(operand)
            if operand.constraint.kind == "single":
                how = "one_of_list" if is_list else "one"
                code.add(Resolve(how, name, unresolved, expression))
                parts.append((name, False))
                continue
            if is_list:
                position = f"{operand.python_name}_pos"
                code.add(Resolve("list", name, unresolved, expression, position))
            else:
                code.add(Resolve("each", name, unresolved, expression))
            parts.append((name, True))
        return tuple(parts)

    # -- print --------------------------------------------------------------------

    def print_method(self) -> OpPrintMethod:
        """`print`, generated twice: the second time, each accessor that
        the first read more than once, all after its first read (in the block
        of that read or under it), is bound to a local at that read."""
        self._bind = frozenset()
        first = self._print_steps()
        self._bind = frozenset(
            member
            for member, block in self._first_reads.items()
            if block is not None and _reads(first, self._read(member)) > 1
        )
        steps = self._print_steps()
        return OpPrintMethod(
            tuple(format_doc_lines(self.op.format)),
            self._reads_attributes,
            steps,
        )

    def _print_steps(self) -> tuple[Any, ...]:
        """The steps of `print`, the accessors of `self._bind` bound to locals."""
        code = PrintSteps("printer")
        self.printer_code = code
        self._reads_attributes = False
        self._first_reads = {}
        self._bound = {}
        spacing = Spacing()
        for element in self.fmt.elements:
            self._print_element(element, spacing)
        return code.steps

    def _call(self, function: str, *arguments: str) -> None:
        self.printer_code.add(Call(function, arguments))

    def _print(self, what: str, value: str = "", implicit: bool = False) -> None:
        self.printer_code.add(PrintValue(what, value, implicit))

    def _print_element(self, element: Element, spacing: Spacing) -> None:
        code = self.printer_code
        if isinstance(element, Literal):
            spacing.literal(code, element.spelling)
            return
        if isinstance(element, Whitespace):
            if element.spelling == "\\n":
                self._print("new_line")
            elif element.spelling:
                code.write(" ")
                spacing.last_was_punctuation = False
                spacing.should_emit_space = False
            else:
                spacing.last_was_punctuation = True
                spacing.should_emit_space = False
            return
        if isinstance(element, OptionalGroup):
            self._print_optional_group(element, spacing)
            return
        if isinstance(element, OIList):
            self._print_oilist(element, spacing)
            return
        if isinstance(element, AttrDict):
            self._print_attr_dict(element.with_keyword)
            spacing.last_was_punctuation = False
            return
        spacing.before_value(code)
        if isinstance(element, Variable):
            self._print_variable(element)
        elif isinstance(element, Custom):
            self._print_custom(element)
        elif isinstance(element, Operands):
            self._print("operands", self._member("operands"))
        elif isinstance(element, Regions):
            self._print("regions", "self.regions", self.terminator is not None)
        elif isinstance(element, Successors):
            self._print("successors", self._member("successors"))
        elif isinstance(element, TypeOf):
            self._print_type_directive(element)
        elif isinstance(element, FunctionalType):
            if isinstance(element.inputs, Operands) and isinstance(
                element.results, Results
            ):
                self._print("functional_type_of")
                return
            inputs = self._type_list_value(element.inputs)
            results = self._type_list_value(element.results)
            self._call("printer.print_functional_type", inputs, results)
        else:  # pragma: no cover
            raise AssertionError(f"unexpected format element {element!r}")

    def _print_variable(self, variable: Variable) -> None:
        code = self.printer_code
        target = variable.target
        name = target.python_name
        if variable.kind is ATTRIBUTE:
            self._print_attribute(variable)
        elif variable.kind is OPERAND:
            kind = target.constraint.kind
            ref = self._member(name)
            if kind == "single" or name in self._print_present:
                self._print("operand", ref)
            elif kind == "optional":
                with code.when(f"{ref} is not None"):
                    self._print("operand", ref)
            elif kind == "variadic":
                self._print("operands", ref)
            else:
                self._print("operand_groups", ref)
        elif variable.kind is REGION:
            ref = self._member(name)
            if target.constraint.variadic:
                self._print("regions", ref, self.terminator is not None)
            elif self.terminator:
                self._print("region_implicit", ref)
            else:
                self._print("region", ref)
        elif variable.kind is SUCCESSOR:
            plural = "s" if target.constraint.variadic else ""
            self._print("successor" + plural, self._member(name))

    def _print_attribute(self, variable: Variable) -> None:
        code = self.printer_code
        attr: AttributeArg = variable.target
        constraint = attr.constraint
        name = attr.python_name
        enum = self.context.enums.get(constraint.return_type)
        if enum is not None:
            keyword_cases = [
                case
                for case in enum.cases
                if case.is_keyword
                and (not enum.is_bit_enum or _is_power_of_two(case.value))
            ]
            keywords = None
            if len(keyword_cases) != len(enum.cases):
                keywords = tuple(f"{enum.name}.{c.python_name}" for c in keyword_cases)
            code.add(PrintEnum(name, keywords))
            return
        ref = self._member(f"{name}_attr")
        if is_symbol_name(constraint):
            self._print("symbol_name", ref)
        elif constraint.value_type is not None:
            self._print("attribute_without_type", ref)
        elif constraint.array_element is not None and not variable.qualified:
            self._print("dense_array", ref)
        elif (
            variable.qualified
            or constraint.storage == "Attribute"
            or not self.context.is_dialect_class(constraint.storage)
        ):
            self._print("attribute", ref)
        else:
            self._print("stripped", ref)

    def _print_type_directive(self, element: TypeOf) -> None:
        code = self.printer_code
        arg = element.arg
        if isinstance(arg, Operands):
            self._print("types", self._member("operands"))
            return
        if isinstance(arg, Results):
            self._print("result_types")
            return
        target = arg.target
        name = target.python_name
        kind = target.constraint.kind
        ref = self._member(name)
        if kind == "variadic_of_variadic":
            self._print("type_groups", ref)
        elif kind == "variadic":
            self._print("types", ref)
        elif kind == "optional" and name not in self._print_present:
            with code.when(f"{ref} is not None"):
                self._print("type", ref)
        else:
            python_type = target.constraint.python_type
            if element.qualified or not self.context.is_dialect_class(python_type):
                self._print("type", ref)
            else:
                with code.when(f"isinstance({ref}.type, {python_type})"):
                    self._print("stripped_type", ref)
                with code.otherwise():
                    self._print("type", ref)

    def _printed_variable(self, arg: Any) -> tuple[str, str]:
        """The kind of the variable `arg` (`single` where the printer knows it
        is present) and the expression reading it."""
        name = arg.target.python_name
        kind = "single" if name in self._print_present else arg.target.constraint.kind
        return kind, self._member(name)

    def _type_list_value(self, arg: Element) -> str:
        """A list of the types of `operands`, `results` or a variable (functional-type)."""
        if isinstance(arg, Operands):
            return f"[value.type for value in {self._member('operands')}]"
        if isinstance(arg, Results):
            return "[result.type for result in self.results]"
        kind, ref = self._printed_variable(arg)
        if kind == "single":
            return f"[{ref}.type]"
        if kind == "optional":
            return f"[] if {ref} is None else [{ref}.type]"
        if kind == "variadic_of_variadic":
            return f"[value.type for group in {ref} for value in group]"
        return f"[value.type for value in {ref}]"

    def _print_attr_dict(self, with_keyword: bool) -> None:
        fmt = self.fmt
        op = self.op
        elided: list[str] = []
        if not fmt.all_operands and op.has_trait("AttrSizedOperandSegments"):
            elided.append("operand_segment_sizes")
        if not fmt.all_result_types and op.has_trait("AttrSizedResultSegments"):
            elided.append("result_segment_sizes")
        elided.extend(fmt.inferred_attributes)
        elided.extend(fmt.used_attributes)
        defaults = [
            (attr, default_attribute(attr.constraint))
            for attr in op.attributes
            if attr.name not in elided and default_attribute(attr.constraint)
        ]
        default_tests = tuple(
            (self._member(attr.python_name + "_attr"), default, attr.name)
            for attr, default in defaults
            if default is not None
        )
        self.printer_code.add(PrintAttrDict(with_keyword, tuple(elided), default_tests))

    def _anchor_condition(self, anchor: Element) -> str:
        if isinstance(anchor, TypeOf):
            return self._anchor_condition(anchor.arg)
        if isinstance(anchor, FunctionalType):
            return self._anchor_condition(anchor.inputs)
        if isinstance(anchor, Operands):
            return self._member("operands")
        if isinstance(anchor, Results):
            return "self.results"
        if not isinstance(anchor, Variable):
            raise RecordError(
                self.op.position,
                f"op '{self.op.class_name}': an optional group anchored on a literal"
                " cannot be printed (mlir-tblgen generates no test of its presence)",
            )
        target = anchor.target
        name = target.python_name
        if anchor.kind is ATTRIBUTE:
            ref = self._member(f"{name}_attr")
            condition = f"{ref} is not None"
            default = default_attribute(target.constraint)
            if default is not None:
                condition += f" and {ref} is not {default}"
            return condition
        if anchor.kind in (OPERAND, RESULT):
            ref = self._member(name)
            if target.constraint.kind == "optional":
                return f"{ref} is not None"
            return ref
        if anchor.kind is REGION:
            if target.constraint.variadic:
                return self._member(name)
            return f"{self._member(name)}.blocks"
        return self._member(name)

    def _print_optional_group(self, group: OptionalGroup, spacing: Spacing) -> None:
        code = self.printer_code
        anchor = group.anchor
        condition = self._anchor_condition(anchor)
        if group.inverted:
            condition = f"not ({condition})"
        then_elements = group.then_elements
        else_elements = group.else_elements
        elided = None
        if (
            isinstance(anchor, Variable)
            and anchor.kind is ATTRIBUTE
            and anchor.target.constraint.is_unit
            and anchor is not then_elements[0]
            and (not else_elements or anchor is not else_elements[0])
        ):
            elided = anchor
        # In the group, the optional operand or result its test found present
        # is read as present.
        present = None if group.inverted else _optional_value(anchor)
        if present is not None:
            self._print_present.add(present)
        then_steps = self._print_apart(then_elements, elided, spacing)
        self._print_present.discard(present or "")
        else_steps = (
            self._print_apart(else_elements, elided, spacing) if else_elements else None
        )
        code.add(If(condition, then_steps, else_steps))

    def _print_apart(
        self, elements: list[Element], elided: Element | None, spacing: Spacing
    ) -> tuple[Any, ...]:
        """The print steps of `elements` (but `elided`), generated apart."""
        with self.printer_code.collect() as steps:
            for element in elements:
                if element is not elided:
                    self._print_element(element, spacing)
        return tuple(steps)

    def _member(self, member: str) -> str:
        """How print code reads `self.<member>`: through the local that an
        enclosing group's test bound it to, or that `print_method` binds it
        to at its first read, if any (see `_read`)."""
        blocks = self.printer_code.blocks
        first = self._first_reads.setdefault(member, blocks[-1])
        if first not in blocks:
            self._first_reads[member] = None
        local = self._bound.get(member)
        if local is not None:
            return local
        if member in self._bind:
            local = _bound_local(member)
            self.printer_code.add(Assign(local, self._read(member)))
            self._bound[member] = local
            return local
        return self._read(member)

    def _read(self, member: str) -> str:
        """The expression that reads `self.<member>`: an attribute `<name>_attr`
        from `attrs`, the op's attribute dictionary as a dict (which the print
        method then fetches first), anything else from `self`."""
        for attr in self.op.attributes:
            if member == f"{attr.python_name}_attr":
                self._reads_attributes = True
                return f"attrs.get({string_literal(attr.name)})"
        return f"self.{member}"

    def _print_oilist(self, oilist: OIList, spacing: Spacing) -> None:
        code = self.printer_code
        spacing.literal(code, " ")
        for clause in oilist.clauses:
            conditions: list[str] = []
            for variable in [v for e in clause.elements for v in _bound_variables(e)]:
                condition = self._clause_condition(variable)
                if condition not in conditions:
                    conditions.append(condition)
            with code.when(" or ".join(conditions) if conditions else "False"):
                spacing.literal(code, clause.keyword.spelling)
                if _unit_clause(clause.elements) is None:
                    for element in clause.elements:
                        self._print_element(element, spacing)

    def _clause_condition(self, variable: Variable) -> str:
        target = variable.target
        name = target.python_name
        if variable.kind is ATTRIBUTE:
            return f"{self._member(name + '_attr')} is not None"
        if variable.kind in (OPERAND, RESULT):
            if target.constraint.kind == "optional":
                return f"{self._member(name)} is not None"
            if target.constraint.kind == "single":
                return "True"
            return self._member(name)
        if variable.kind is REGION:
            if target.constraint.variadic:
                return self._member(name)
            return f"{self._member(name)}.blocks"
        return "False"

    def _print_custom(self, custom: Custom) -> None:
        self._check_hooks(custom)
        arguments = ["printer", "self"]
        for argument in custom.arguments:
            arguments.append(self._print_argument(custom, argument))
        self._call(f"hooks.print_{custom.name}", *arguments)

    def _print_argument(self, custom: Custom, argument: Element) -> str:
        """The expression print code passes `custom`'s hook for `argument`."""
        if isinstance(argument, Ref):
            return self._print_argument(custom, argument.arg)
        if isinstance(argument, String):
            return self._string_argument(custom, argument, "Context.current()")
        if isinstance(argument, AttrDict):
            return "self.attributes"
        if isinstance(argument, TypeOf):
            arg = argument.arg
            if isinstance(arg, (Operands, Results)):
                return self._type_list_value(arg)
            kind, ref = self._printed_variable(arg)
            if kind == "single":
                return f"{ref}.type"
            if kind == "optional":
                return f"None if {ref} is None else {ref}.type"
            if kind == "variadic_of_variadic":
                return f"[[value.type for value in group] for group in {ref}]"
            return f"[value.type for value in {ref}]"
        if isinstance(argument, Operands):
            return self._member("operands")
        if isinstance(argument, Regions):
            return "list(self.regions)"
        if isinstance(argument, Successors):
            return self._member("successors")
        assert isinstance(argument, Variable)
        name = argument.target.python_name
        if argument.kind is ATTRIBUTE:
            return self._member(f"{name}_attr")
        return self._member(name)


# Local names of generated parsers that a resolved operand must not take.
_PARSE_LOCALS = frozenset(
    {
        "parser",
        "location",
        "cls",
        "attributes",
        "operands",
        "result_types",
        "name_pos",
        "function_type",
        "function_type_pos",
        "clauses",
        "dictionary",
        "value",
        "name",
        "region",
        "operand",
        "group",
        "type_",
        "hooks",
    }
)


# Names that print code uses besides its bound accessors (which must not take them).
_PRINT_LOCALS = frozenset(
    {
        "printer",
        "self",
        "attrs",
        "elided",
        "hooks",
        "value",
        "result",
        "group",
        "Context",
    }
)


def _reads(steps: Any, expression: str) -> int:
    """How often the strings of `steps` (a step tree) read `expression`
    (`self.value`, not `self.value_type`)."""
    if isinstance(steps, str):
        pattern = r"(?<![\w.])" + re.escape(expression) + r"(?![\w(])"
        return len(re.findall(pattern, steps))
    if isinstance(steps, tuple):
        return sum(_reads(item, expression) for item in steps)
    if is_dataclass(steps):
        return sum(_reads(getattr(steps, f.name), expression) for f in fields(steps))
    return 0


def _bound_local(member: str) -> str:
    """The local holding the accessor `member` in print code: its name, with
    a `_` where print code uses the name otherwise (`value_`) or it is a
    Python builtin's (`input_`)."""
    if (
        member in _PRINT_LOCALS
        or member.startswith("print_")
        or hasattr(builtins, member)
    ):
        return member + "_"
    return member


def _optional_value(anchor: Element) -> str | None:
    """The name of the optional operand or result that `anchor` tests, if it is one."""
    if isinstance(anchor, TypeOf):
        return _optional_value(anchor.arg)
    if isinstance(anchor, FunctionalType):
        return _optional_value(anchor.inputs)
    if (
        isinstance(anchor, Variable)
        and anchor.kind in (OPERAND, RESULT)
        and anchor.target.constraint.kind == "optional"
    ):
        return anchor.target.python_name
    return None


def _resolved_name(operand: Operand) -> str:
    """The local name of an operand's resolved value(s): its name, unless
    parse code uses that otherwise or it is a Python builtin's; then
    `<name>_value` (`input_value`), or `resolved_value` for `value`."""
    name = operand.python_name
    if name in _PARSE_LOCALS or name.startswith("all_") or hasattr(builtins, name):
        return "resolved_value" if name.endswith("value") else f"{name}_value"
    return name


def _is_power_of_two(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


def _unit_clause(elements: list[Element]) -> Variable | None:
    """The unit attribute an oilist clause consists of, if that is all it holds."""
    if len(elements) == 1:
        element = elements[0]
        if (
            isinstance(element, Variable)
            and element.kind is ATTRIBUTE
            and element.target.constraint.is_unit
        ):
            return element
    return None


def _group_guard(element: Element) -> Variable | None:
    """The operand or variadic region variable an optional group starts
    with: parsed whether the group is present or not (its emptiness tells),
    so its values and position need no starting value. A single region is
    parsed into a region made beforehand, so it is no such guard."""
    if not isinstance(element, OptionalGroup):
        return None
    first = parseable(element.then_elements)[0]
    if not isinstance(first, Variable):
        return None
    if first.kind is OPERAND or (
        first.kind is REGION and first.target.constraint.variadic
    ):
        return first
    return None


def _bound_variables(element: Element) -> list[Variable]:
    """The variables `element` binds (not those inside `type(...)` or `ref(...)`)."""
    if isinstance(element, Variable):
        return [element]
    children: list[Element]
    if isinstance(element, Custom):
        children = element.arguments
    elif isinstance(element, OptionalGroup):
        children = element.then_elements + element.else_elements
    elif isinstance(element, OIList):
        children = [e for clause in element.clauses for e in clause.elements]
    else:
        children = []
    return [v for child in children for v in _bound_variables(child)]


def _type_directives(element: Element) -> list[Element]:
    """The arguments of the `type` and `functional-type` directives inside `element`."""
    found: list[Element] = []
    if isinstance(element, TypeOf):
        found.append(element.arg)
    elif isinstance(element, FunctionalType):
        found.extend([element.inputs, element.results])
    elif isinstance(element, OptionalGroup):
        for child in element.then_elements + element.else_elements:
            found.extend(_type_directives(child))
    elif isinstance(element, OIList):
        for clause in element.clauses:
            for child in clause.elements:
                found.extend(_type_directives(child))
    elif isinstance(element, Custom):
        for child in element.arguments:
            found.extend(_type_directives(child))
    return found


def _locals_of(items: Iterable[Any], what: str) -> ListValue:
    """The parser's locals holding the regions or successors `items`, a
    variadic one's (`<name>_<what>s`) spread."""
    return tuple(
        (
            (f"{item.python_name}_{what}s", True)
            if item.constraint.variadic
            else (f"{item.python_name}_{what}", False)
        )
        for item in items
    )


def _region_or_successor_var(variable: Variable) -> str:
    """The parser's variable holding a region or successor argument."""
    target = variable.target
    name = target.python_name
    plural = "s" if target.constraint.variadic else ""
    if variable.kind is REGION:
        return f"{name}_region{plural}"
    if variable.kind is SUCCESSOR:
        return f"{name}_successor{plural}"
    raise AssertionError("unexpected custom directive argument")
