"""Parsing an op's assembly format (mlir-tblgen's OpFormatParser).

Variables are bound to the op's operands, attributes, results, regions and
successors as they are read, and each directive is checked where it stands;
`op_verify` checks the whole format at the end.
"""

from __future__ import annotations

from typing import Any, Callable, Collection

from ...model.constraints import attribute_may_be_absent
from ...model.dialect import OpDef
from .ast import (
    AttrDict,
    Custom,
    Element,
    FunctionalType,
    Literal,
    OIList,
    OIListClause,
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
from .lexer import TokenKind
from .parser import Context, FormatParser

ATTRIBUTE, OPERAND, RESULT, REGION, SUCCESSOR = (
    VariableKind.ATTRIBUTE,
    VariableKind.OPERAND,
    VariableKind.RESULT,
    VariableKind.REGION,
    VariableKind.SUCCESSOR,
)


class OpFormatParser(FormatParser):
    """Parses the format of `op`, recording what the format binds."""

    def __init__(
        self,
        text: str,
        op: OpDef,
        verifier: Callable[[OpFormatParser, int, list[Element]], Any],
    ) -> None:
        """`verifier` checks the whole format once parsed (`op_verify.verify`)."""
        super().__init__(text)
        self.op = op
        self._verifier = verifier
        self.operand_index = {o.name: i for i, o in enumerate(op.operands)}
        self.result_index = {r.name: i for i, r in enumerate(op.results)}
        self.attributes = {a.name: a for a in op.attributes}
        self.regions = {r.name: r for r in op.regions}
        self.successors = {s.name: s for s in op.successors}
        self.has_attr_dict = False
        self.all_operands = self.all_operand_types = self.all_result_types = False
        self.all_regions = self.all_successors = False
        self.seen_operand_types: set[int] = set()
        self.seen_result_types: set[int] = set()
        self.seen_attributes: dict[str, None] = {}
        self.seen_operands: dict[str, None] = {}
        self.seen_regions: set[str] = set()
        self.seen_successors: set[str] = set()
        self.verified: Any = None

    def verify(self, offset: int, elements: list[Element]) -> None:
        self.verified = self._verifier(self, offset, elements)

    # -- variables --------------------------------------------------------------------

    def parse_variable_impl(self, offset: int, name: str, context: Context) -> Element:
        if name in self.attributes:
            return self._attribute(offset, name, context)
        if name in self.operand_index:
            target = self.op.operands[self.operand_index[name]]
            if context in (Context.TOP_LEVEL, Context.CUSTOM):
                if self.all_operands or name in self.seen_operands:
                    raise self.error(f"operand '{name}' is already bound", offset)
                self.seen_operands[name] = None
            elif context is Context.REF and name not in self.seen_operands:
                raise self.error(
                    f"operand '{name}' must be bound before it is referenced", offset
                )
            return Variable(offset, name, OPERAND, target)
        if name in self.regions:
            self._bind_single(
                offset, name, context, "region", self.all_regions, self.seen_regions
            )
            return Variable(offset, name, REGION, self.regions[name])
        if name in self.result_index:
            if context is not Context.TYPE:
                raise self.error(
                    "result variables can can only be used as a child to a 'type'"
                    " directive",
                    offset,
                )
            return Variable(
                offset, name, RESULT, self.op.results[self.result_index[name]]
            )
        if name in self.successors:
            self._bind_single(
                offset,
                name,
                context,
                "successor",
                self.all_successors,
                self.seen_successors,
            )
            return Variable(offset, name, SUCCESSOR, self.successors[name])
        raise self.error(
            "expected variable to refer to an argument, region, result, or successor",
            offset,
        )

    def _attribute(self, offset: int, name: str, context: Context) -> Variable:
        if context is Context.TYPE:
            raise self.error(
                "attributes cannot be used as children to a `type` directive", offset
            )
        if context is Context.REF:
            if name not in self.seen_attributes:
                raise self.error(
                    f"attribute '{name}' must be bound before it is referenced", offset
                )
        elif name in self.seen_attributes:
            raise self.error(f"attribute '{name}' is already bound", offset)
        self.seen_attributes[name] = None
        return Variable(offset, name, ATTRIBUTE, self.attributes[name])

    def _bind_single(
        self,
        offset: int,
        name: str,
        context: Context,
        what: str,
        everything: bool,
        seen: set[str],
    ) -> None:
        """Bind region or successor `name`; `ref` of one is never accepted."""
        if context in (Context.TOP_LEVEL, Context.CUSTOM):
            if everything or name in seen:
                raise self.error(f"{what} '{name}' is already bound", offset)
            seen.add(name)
        elif context is Context.REF and name not in seen:
            raise self.error(
                f"{what} '{name}' must be bound before it is referenced", offset
            )
        else:
            raise self.error(f"{what}s can only be used at the top level", offset)

    # -- directives -------------------------------------------------------------------

    def parse_directive_impl(
        self, offset: int, kind: TokenKind, context: Context
    ) -> Element:
        if kind in (TokenKind.KW_ATTR_DICT, TokenKind.KW_ATTR_DICT_WITH_KEYWORD):
            return self._attr_dict(
                offset, context, kind is TokenKind.KW_ATTR_DICT_WITH_KEYWORD
            )
        parsers: dict[TokenKind, Callable[[int, Context], Element]] = {
            TokenKind.KW_FUNCTIONAL_TYPE: self._functional_type,
            TokenKind.KW_OPERANDS: self._operands,
            TokenKind.KW_QUALIFIED: self._qualified,
            TokenKind.KW_REGIONS: self._regions,
            TokenKind.KW_RESULTS: self._results,
            TokenKind.KW_SUCCESSORS: self._successors,
            TokenKind.KW_REF: self._ref,
            TokenKind.KW_TYPE: self._type,
            TokenKind.KW_OILIST: self._oilist,
        }
        if kind not in parsers:
            raise self.error("unsupported directive kind", offset)
        return parsers[kind](offset, context)

    def _attr_dict(self, offset: int, context: Context, with_keyword: bool) -> AttrDict:
        if context is Context.TYPE:
            raise self.error(
                "'attr-dict' directive can only be used as a top-level directive",
                offset,
            )
        if context is Context.REF:
            if not self.has_attr_dict:
                raise self.error(
                    "'ref' of 'attr-dict' is not bound by a prior 'attr-dict'"
                    " directive",
                    offset,
                )
        else:
            if self.has_attr_dict:
                raise self.error("'attr-dict' directive has already been seen", offset)
            self.has_attr_dict = True
        return AttrDict(offset, with_keyword)

    def _check_all(
        self,
        offset: int,
        context: Context,
        word: str,
        bound: bool,
        seen: Collection[str],
    ) -> None:
        """Check `operands`, `regions` or `successors` against what is bound."""
        if context is Context.REF:
            if not bound:
                raise self.error(
                    f"'ref' of '{word}' is not bound by a prior '{word}' directive",
                    offset,
                )
        elif bound or seen:
            raise self.error(f"'{word}' directive creates overlap in format", offset)

    def _operands(self, offset: int, context: Context) -> Operands:
        if context is not Context.TYPE:
            self._check_all(
                offset, context, "operands", self.all_operands, self.seen_operands
            )
            self.all_operands = True
        return Operands(offset)

    def _regions(self, offset: int, context: Context) -> Regions:
        if context is Context.TYPE:
            raise self.error("'regions' is only valid as a top-level directive", offset)
        self._check_all(offset, context, "regions", self.all_regions, self.seen_regions)
        self.all_regions = True
        return Regions(offset)

    def _successors(self, offset: int, context: Context) -> Successors:
        if context is Context.TYPE:
            raise self.error(
                "'successors' is only valid as a top-level directive", offset
            )
        self._check_all(
            offset, context, "successors", self.all_successors, self.seen_successors
        )
        self.all_successors = True
        return Successors(offset)

    def _results(self, offset: int, context: Context) -> Results:
        if context is not Context.TYPE:
            raise self.error(
                "'results' directive can can only be used as a child to a 'type'"
                " directive",
                offset,
            )
        return Results(offset)

    def _argument_list(self, parse: Callable[[], Element]) -> Element:
        """`( element )`."""
        self.parse_token(TokenKind.L_PAREN, "expected '(' before argument list")
        element = parse()
        self.parse_token(TokenKind.R_PAREN, "expected ')' after argument list")
        return element

    def _qualified(self, offset: int, context: Context) -> Element:
        element = self._argument_list(lambda: self.parse_element(context))
        if isinstance(element, TypeOf) or (
            isinstance(element, Variable) and element.kind is ATTRIBUTE
        ):
            element.qualified = True
            return element
        raise self.error(
            "'qualified' directive expects an attribute or a `type` directive", offset
        )

    def _ref(self, offset: int, context: Context) -> Ref:
        if context is not Context.CUSTOM:
            raise self.error("'ref' is only valid within a `custom` directive", offset)
        return Ref(offset, self._argument_list(lambda: self.parse_element(Context.REF)))

    def _type(self, offset: int, context: Context) -> TypeOf:
        if context is Context.TYPE:
            raise self.error(
                "'type' cannot be used as a child of another `type`", offset
            )
        is_ref = context is Context.REF
        return TypeOf(
            offset, self._argument_list(lambda: self._type_operand(offset, is_ref))
        )

    def _functional_type(self, offset: int, context: Context) -> FunctionalType:
        if context is not Context.TOP_LEVEL:
            raise self.error(
                "'functional-type' is only valid as a top-level directive", offset
            )
        self.parse_token(TokenKind.L_PAREN, "expected '(' before argument list")
        inputs = self._type_operand(offset, False)
        self.parse_token(TokenKind.COMMA, "expected ',' after inputs argument")
        results = self._type_operand(offset, False)
        self.parse_token(TokenKind.R_PAREN, "expected ')' after argument list")
        return FunctionalType(offset, inputs, results)

    def _type_operand(self, offset: int, is_ref: bool) -> Element:
        """The argument of `type` or `functional-type` at `offset`, bound."""
        element = self.parse_element(Context.TYPE)
        if isinstance(element, Variable) and element.kind in (OPERAND, RESULT):
            if element.kind is OPERAND:
                index, everything = self.operand_index, self.all_operand_types
                seen = self.seen_operand_types
            else:
                index, everything = self.result_index, self.all_result_types
                seen = self.seen_result_types
            bound = everything or index[element.name] in seen
            if not is_ref and bound:
                raise self.error(f"'type' of '{element.name}' is already bound", offset)
            if is_ref and not bound:
                raise self.error(
                    f"'ref' of 'type(${element.name})' is not bound by a prior 'type'"
                    " directive",
                    offset,
                )
            seen.add(index[element.name])
        elif isinstance(element, (Operands, Results)):
            word = "operands" if isinstance(element, Operands) else "results"
            if word == "operands":
                everything, seen = self.all_operand_types, self.seen_operand_types
                self.all_operand_types = True
            else:
                everything, seen = self.all_result_types, self.seen_result_types
                self.all_result_types = True
            if not is_ref and (everything or seen):
                raise self.error(f"'{word}' 'type' is already bound", offset)
            if is_ref and not everything:
                raise self.error(
                    f"'ref' of 'type({word})' is not bound by a prior 'type' directive",
                    offset,
                )
        else:
            raise self.error("invalid argument to 'type' directive", offset)
        return element

    def _oilist(self, offset: int, context: Context) -> OIList:
        self.parse_token(TokenKind.L_PAREN, "expected '(' before oilist argument list")
        clauses = []
        while True:
            keyword = self.parse_literal(context)
            if not isinstance(keyword, Literal):
                raise self.error(
                    f"expected literal, but got '`{keyword.spelling}`'", keyword.offset
                )
            elements = []
            while self.token.kind not in (TokenKind.PIPE, TokenKind.R_PAREN):
                element = self.parse_element(context)
                self._verify_oilist_element(offset, element)
                elements.append(element)
            clauses.append(OIListClause(keyword, elements))
            if self.consume().kind is TokenKind.R_PAREN:
                return OIList(offset, clauses)

    def _verify_oilist_element(self, offset: int, element: Element) -> None:
        for variable in _variables(element):
            target = variable.target
            if variable.kind is ATTRIBUTE:
                if not attribute_may_be_absent(target.constraint):
                    raise self.error(
                        "only optional attributes can be used in an oilist parsing"
                        " group",
                        offset,
                    )
            elif variable.kind in (OPERAND, RESULT):
                if not target.constraint.is_variable_length:
                    raise self.error(
                        f"only variable length {variable.kind.value}s can be used"
                        " within an oilist parsing group",
                        offset,
                    )
            elif variable.kind is not REGION:
                raise self.error(
                    "only literals, types, and variables can be used within an oilist"
                    " group",
                    offset,
                )

    # -- custom directives and optional groups ----------------------------------------

    def verify_custom_arguments(self, offset: int, arguments: list[Element]) -> None:
        for argument in arguments:
            if not isinstance(argument, (String, Ref, TypeOf, AttrDict)) and not (
                isinstance(argument, Variable) and argument.kind is not RESULT
            ):
                raise self.error(
                    "only variables and types may be used as parameters to a custom"
                    " directive",
                    offset,
                )
            if isinstance(argument, TypeOf) and not isinstance(argument.arg, Variable):
                raise self.error(
                    "type directives within a custom directive may only refer to"
                    " variables",
                    offset,
                )

    def verify_optional_group_elements(
        self, offset: int, elements: list[Element], anchor: Element | None
    ) -> None:
        for element in elements:
            self._verify_group_element(offset, element, element is anchor)

    def _verify_group_element(
        self, offset: int, element: Element, is_anchor: bool
    ) -> None:
        if isinstance(element, Variable) and element.kind is not SUCCESSOR:
            constraint = element.target.constraint
            if element.kind is ATTRIBUTE:
                if is_anchor and not attribute_may_be_absent(constraint):
                    raise self.error(
                        "only optional or default-valued attributes can be used to"
                        " anchor an optional group",
                        offset,
                    )
            elif element.kind is not REGION and not constraint.is_variable_length:
                raise self.error(
                    f"only variable length {element.kind.value}s can be used within an"
                    " optional group",
                    offset,
                )
        elif isinstance(element, TypeOf):
            self._verify_group_element(offset, element.arg, False)
        elif isinstance(element, FunctionalType):
            self._verify_group_element(offset, element.inputs, False)
            self._verify_group_element(offset, element.results, False)
        elif isinstance(element, (Literal, Whitespace, Custom, OptionalGroup)):
            if is_anchor:
                raise self.error(
                    "only variables and types can be used to anchor an optional group",
                    offset,
                )
        else:
            raise self.error(
                "only literals, types, and variables can be used within an optional"
                " group",
                offset,
            )


def _variables(element: Element) -> list[Variable]:
    """The variables an oilist clause binds: through custom directives, groups, ..."""
    if isinstance(element, Variable):
        return [element]
    if isinstance(element, Custom):
        children = element.arguments
    elif isinstance(element, OptionalGroup):
        children = element.then_elements + element.else_elements
    elif isinstance(element, FunctionalType):
        children = [element.inputs, element.results]
    elif isinstance(element, OIList):
        children = [e for clause in element.clauses for e in clause.elements]
    else:
        children = []
    return [variable for child in children for variable in _variables(child)]
