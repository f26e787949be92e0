"""Checking a whole op format, and where its parser gets each type from.

After parsing, mlir-tblgen checks that `attr-dict` is there, that no
attribute is followed by an ambiguous `:` and no `attr-dict` by a region,
that every operand, region and successor is in the format, that every
operand and result type is spelled or can be inferred (buildable types,
AllTypesMatch, TypesMatchWith, SameTypeOperands, SameOperandsAndResultType,
InferTypeOpInterface), and that adjacent `oilist`s do not share keywords.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...model.constraints import attribute_may_be_absent
from ...model.library import Trait
from .ast import (
    AttrDict,
    Element,
    Literal,
    OIList,
    OptionalGroup,
    Variable,
    VariableKind,
    Whitespace,
)
from .errors import FormatError
from .op_parser import OpFormatParser


@dataclass(frozen=True)
class TypeSource:
    """Where an op's parser gets the type of one operand or result.

    `kind` is one of:
    - "format": a `type`/`functional-type` directive spells it;
    - "builder": the constraint's buildable type, `builder` (a Python expression);
    - "variable": the type of the operand, result or attribute `variable`
      (of `variable_kind`), passed through `transform` when a TypesMatchWith
      gives one (a Python expression over `$_self`, the source's type);
    - "inferred": the op's `infer_return_types` (InferTypeOpInterface).
    """

    kind: str
    builder: str | None = None
    variable: str | None = None
    variable_kind: VariableKind | None = None
    transform: str | None = None


FROM_FORMAT = TypeSource("format")
INFERRED = TypeSource("inferred")


@dataclass(frozen=True)
class Verified:
    """What the checks of a whole op format establish."""

    operand_types: tuple[TypeSource, ...]
    result_types: tuple[TypeSource, ...]
    infers_result_types: bool
    inferred_attributes: tuple[str, ...]


def verify(parser: OpFormatParser, offset: int, elements: list[Element]) -> Verified:
    """Check the parsed format; errors are reported at `offset`, the format's start."""
    if not parser.has_attr_dict:
        raise parser.error(
            "'attr-dict' directive not found in custom assembly format", offset
        )
    resolvers, can_infer = _trait_resolvers(parser)
    _check_colon_after_attribute(parser, offset, elements)
    _check_region_after_attr_dict(parser, offset, elements)
    result_types, infers = _result_types(parser, offset, resolvers, can_infer)
    operand_types = _operand_types(parser, offset, resolvers)
    for what, names, everything, seen in (
        ("region", parser.regions, parser.all_regions, parser.seen_regions),
        ("successor", parser.successors, parser.all_successors, parser.seen_successors),
    ):
        for index, name in enumerate(names):
            if not everything and name not in seen:
                raise _not_found(parser, offset, what, index, name)
    _check_adjacent_oilists(parser, offset, elements)
    segments = tuple(
        operand.constraint.segment_attr
        for operand in parser.op.operands
        if operand.name in parser.seen_operands
        and operand.constraint.kind == "variadic_of_variadic"
    )
    return Verified(operand_types, result_types, infers, segments)


# -- ambiguities -----------------------------------------------------------------------


def _optionally_parsed(element: Element) -> bool:
    """Whether the parser may find `element` absent."""
    if isinstance(element, Variable):
        constraint = element.target.constraint
        if element.kind is VariableKind.ATTRIBUTE:
            return attribute_may_be_absent(constraint)
        if element.kind is VariableKind.OPERAND:
            return constraint.is_variable_length
        if element.kind in (VariableKind.REGION, VariableKind.SUCCESSOR):
            return constraint.variadic
        return False
    return isinstance(element, (Whitespace, AttrDict))


Check = Callable[[Element, Element], None]


def _scan(
    base: Element, check: Check, elements: list[Element], guard: Element | None = None
) -> bool:
    """Check what may follow `base`, skipping optionally parsed elements.

    Recurses into optional groups (whose first element, `guard`, is required
    when the group is present). True if the scan reached the end of `elements`.
    """
    for element in elements:
        check(base, element)
        if isinstance(element, OptionalGroup):
            _scan(base, check, element.then_elements, element.then_elements[0])
            _scan(base, check, element.else_elements)
            continue
        if element is not guard and _optionally_parsed(element):
            continue
        return False
    return True


def _check_adjacent(
    is_base: Callable[[Element], bool], check: Check, elements: list[Element]
) -> Element | None:
    """Check what follows each base element; a base still open at the end, if any."""
    for index, element in enumerate(elements):
        if is_base(element):
            base: Element | None = element
        elif isinstance(element, OptionalGroup):
            then_base = _check_adjacent(is_base, check, element.then_elements)
            else_base = _check_adjacent(is_base, check, element.else_elements)
            base = then_base or else_base
            if base is None:
                continue
        else:
            continue
        if _scan(base, check, elements[index + 1 :]):
            return base
    return None


def _check_colon_after_attribute(
    parser: OpFormatParser, offset: int, elements: list[Element]
) -> None:
    """An attribute parsed generically would take a following `:` as its type."""

    def is_base(element: Element) -> bool:
        if (
            not isinstance(element, Variable)
            or element.kind is not VariableKind.ATTRIBUTE
        ):
            return False
        constraint = element.target.constraint
        return constraint.value_type is None and (
            element.qualified or constraint.storage == "Attribute"
        )

    def check(base: Element, element: Element) -> None:
        if isinstance(element, Literal) and element.spelling == ":":
            assert isinstance(base, Variable)
            raise parser.error(
                f"format ambiguity caused by `:` literal found after attribute"
                f" `{base.name}` which does not have a buildable type",
                offset,
            )

    _check_adjacent(is_base, check, elements)


def _check_region_after_attr_dict(
    parser: OpFormatParser, offset: int, elements: list[Element]
) -> None:
    """A region's `{` would be read as the start of an attribute dictionary."""

    def is_base(element: Element) -> bool:
        return isinstance(element, AttrDict) and not element.with_keyword

    def check(base: Element, element: Element) -> None:
        if isinstance(element, Variable) and element.kind is VariableKind.REGION:
            raise parser.error(
                "format ambiguity caused by `attr-dict` directive followed by region"
                f" `{element.name}`",
                offset,
                "try using `attr-dict-with-keyword` instead",
            )

    _check_adjacent(is_base, check, elements)


def _check_adjacent_oilists(
    parser: OpFormatParser, offset: int, elements: list[Element]
) -> None:
    """Keywords of adjacent oilists, and a literal right after one, must differ."""
    prohibited: list[str] = []
    for element in elements:
        if isinstance(element, OIList):
            keywords = [clause.keyword.spelling for clause in element.clauses]
            for keyword in keywords:
                if keyword in prohibited:
                    raise parser.error(
                        f"format ambiguity because {keyword} is used in two adjacent"
                        " oilist elements.",
                        offset,
                    )
            prohibited += keywords
        elif isinstance(element, Literal) and element.spelling in prohibited:
            raise parser.error(
                f"format ambiguity because {element.spelling} is used both in oilist"
                " element and the adjacent literal.",
                offset,
            )
        else:
            prohibited = []


# -- types -----------------------------------------------------------------------------


def _trait_name(trait: Trait) -> str:
    """The trait's name; that of the interface for DeclareOpInterfaceMethods<I>."""
    name = trait.name
    return name.name if isinstance(name, Trait) else name


def _trait_resolvers(parser: OpFormatParser) -> tuple[dict[str, TypeSource], bool]:
    """Types that traits give from types the format spells; and InferTypeOpInterface."""
    op = parser.op
    resolvers: dict[str, TypeSource] = {}
    can_infer = False

    def seen(name: str, transform: str | None = None) -> TypeSource | None:
        """The source `name` gives, if the format spells its type or binds it."""
        if name in parser.operand_index:
            bound = parser.operand_index[name] in parser.seen_operand_types
            kind = VariableKind.OPERAND
        elif name in parser.result_index:
            bound = parser.result_index[name] in parser.seen_result_types
            kind = VariableKind.RESULT
        else:
            bound = name in parser.seen_attributes
            kind = VariableKind.ATTRIBUTE
        if not bound:
            return None
        return TypeSource(
            "variable", variable=name, variable_kind=kind, transform=transform
        )

    for trait in op.traits:
        name = _trait_name(trait)
        if name == "AllTypesMatch":
            values = list(trait.args[0])
            for index, value in enumerate(values):
                source = seen(value)
                if source is not None:
                    for other in values[:index] + values[index + 1 :]:
                        resolvers[other] = source
        elif name in ("SameTypeOperands", "SameOperandsAndResultType"):
            with_results = name == "SameOperandsAndResultType"
            if parser.seen_operand_types:
                source = seen(op.operands[min(parser.seen_operand_types)].name)
            elif with_results and parser.seen_result_types:
                source = seen(op.results[min(parser.seen_result_types)].name)
            else:
                continue
            for i, operand in enumerate(op.operands):
                if i not in parser.seen_operand_types:
                    resolvers[operand.name] = source
            for i, result in enumerate(op.results if with_results else ()):
                if i not in parser.seen_result_types:
                    resolvers[result.name] = source
        elif name == "TypesMatchWith":
            _, lhs, rhs, transform = trait.args
            source = seen(lhs, transform)
            if source is not None:
                resolvers[rhs] = source
        elif name == "InferTypeOpInterface":
            can_infer = True
    return resolvers, can_infer


def _not_buildable(
    parser: OpFormatParser, offset: int, what: str, index: int, name: str
) -> FormatError:
    return parser.error(
        f"type of {what} #{index}, named '{name}', is not buildable and a buildable"
        " type cannot be inferred",
        offset,
        "suggest adding a type constraint to the operation or adding a"
        f" 'type(${name})' directive to the custom assembly format",
    )


def _not_found(
    parser: OpFormatParser, offset: int, what: str, index: int, name: str
) -> FormatError:
    return parser.error(
        f"{what} #{index}, named '{name}', not found",
        offset,
        f"suggest adding a '${name}' directive to the custom assembly format",
    )


def _result_types(
    parser: OpFormatParser,
    offset: int,
    resolvers: dict[str, TypeSource],
    can_infer: bool,
) -> tuple[tuple[TypeSource, ...], bool]:
    results = parser.op.results
    if parser.all_result_types:
        return tuple(FROM_FORMAT for _ in results), False
    if results and not parser.seen_result_types and can_infer:
        return tuple(INFERRED for _ in results), True
    sources = []
    for index, result in enumerate(results):
        constraint = result.constraint
        if index in parser.seen_result_types:
            sources.append(FROM_FORMAT)
        elif result.name in resolvers:
            sources.append(resolvers[result.name])
        elif constraint.builder is not None and not constraint.is_variable_length:
            sources.append(TypeSource("builder", builder=constraint.builder))
        else:
            raise _not_buildable(parser, offset, "result", index, result.name)
    return tuple(sources), False


def _operand_types(
    parser: OpFormatParser, offset: int, resolvers: dict[str, TypeSource]
) -> tuple[TypeSource, ...]:
    sources = []
    for index, operand in enumerate(parser.op.operands):
        constraint = operand.constraint
        if not parser.all_operands and operand.name not in parser.seen_operands:
            raise _not_found(parser, offset, "operand", index, operand.name)
        if parser.all_operand_types or index in parser.seen_operand_types:
            sources.append(FROM_FORMAT)
        elif operand.name in resolvers:
            sources.append(resolvers[operand.name])
        elif constraint.builder is not None and not (
            parser.all_operands and constraint.is_variable_length
        ):
            sources.append(TypeSource("builder", builder=constraint.builder))
        else:
            raise _not_buildable(parser, offset, "operand", index, operand.name)
    return tuple(sources)
