"""The elements of a parsed assembly format.

Every element keeps the offset in the format string where it was written.
Elements compare by identity, as an optional group's anchor is one of its
own elements.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Union

from ...model.dialect import AttributeArg, Operand, RegionArg, Result, SuccessorArg


@dataclass(frozen=True)
class FormatParam:
    """A type's or attribute's parameter, as its format sees it.

    `optional` is ODS's OptionalParameter, `has_default` its
    DefaultValuedParameter (optional in the format too); `self_type` is an
    AttributeSelfTypeParameter, the attribute's own type, which the format
    does not spell (it comes after `:`).
    """

    name: str
    optional: bool = False
    has_default: bool = False
    self_type: bool = False

    @property
    def is_optional(self) -> bool:
        return self.optional or self.has_default


Target = Union[Operand, AttributeArg, Result, RegionArg, SuccessorArg, FormatParam]


class VariableKind(enum.Enum):
    """What a `$name` refers to."""

    ATTRIBUTE = "attribute"
    OPERAND = "operand"
    RESULT = "result"
    REGION = "region"
    SUCCESSOR = "successor"
    PARAMETER = "parameter"


@dataclass(eq=False)
class Element:
    """Any element of a format."""

    offset: int


@dataclass(eq=False)
class Literal(Element):
    """A keyword or punctuation, e.g. `` `->` ``, spelled without its backquotes."""

    spelling: str


@dataclass(eq=False)
class Whitespace(Element):
    """`` ` ` `` (a space), `` `\\n` `` (a newline) or ``` `` ``` (no space)."""

    spelling: str


@dataclass(eq=False)
class String(Element):
    """A "string" argument of a custom directive, escapes removed."""

    value: str


@dataclass(eq=False)
class Variable(Element):
    """`$name`: an operand, attribute, result, region, successor or parameter.

    `target` is the model's definition of what it names. `qualified` is set
    by `qualified($name)`: the attribute or parameter is printed with its
    dialect prefix.
    """

    name: str
    kind: VariableKind
    target: Target
    qualified: bool = False


@dataclass(eq=False)
class AttrDict(Element):
    """`attr-dict` or `attr-dict-with-keyword`."""

    with_keyword: bool


@dataclass(eq=False)
class Custom(Element):
    """`custom<Name>(arguments)`: user code parses and prints the arguments."""

    name: str
    arguments: list[Element]


@dataclass(eq=False)
class FunctionalType(Element):
    """`functional-type(inputs, results)`."""

    inputs: Element
    results: Element


@dataclass(eq=False)
class Operands(Element):
    """`operands`: all the operands."""


@dataclass(eq=False)
class Results(Element):
    """`results`: all the results (only inside `type(...)`)."""


@dataclass(eq=False)
class Regions(Element):
    """`regions`: all the regions."""


@dataclass(eq=False)
class Successors(Element):
    """`successors`: all the successors."""


@dataclass(eq=False)
class TypeOf(Element):
    """`type(arg)`: the type(s) of an operand, result, `operands` or `results`."""

    arg: Element
    qualified: bool = False


@dataclass(eq=False)
class Ref(Element):
    """`ref(arg)`: a custom directive argument bound earlier in the format."""

    arg: Element


@dataclass(eq=False)
class OIListClause:
    """One `keyword elements...` clause of an `oilist`."""

    keyword: Literal
    elements: list[Element]


@dataclass(eq=False)
class OIList(Element):
    """`oilist(clause | clause ...)`: clauses in any order, each at most once."""

    clauses: list[OIListClause]


@dataclass(eq=False)
class OptionalGroup(Element):
    """`(then ...)?` or `(then ...) : (else ...)?`, present when its anchor is.

    `inverted` is true when the anchor (`^`) is in the else elements.
    """

    then_elements: list[Element]
    else_elements: list[Element]
    anchor: Element
    inverted: bool

    @property
    def elided_anchor(self) -> Variable | None:
        """The unit attribute anchor that the group's presence stands for.

        A `UnitAttr` anchor that is not the group's first element is neither
        printed nor parsed: it is set exactly when the group is present.
        """
        anchor = self.anchor
        if (
            isinstance(anchor, Variable)
            and anchor.kind is VariableKind.ATTRIBUTE
            and anchor.target.constraint.is_unit
            and anchor is not self.then_elements[0]
        ):
            return anchor
        return None


@dataclass(eq=False)
class Params(Element):
    """`params`: all the parameters of a type or attribute, comma separated."""

    params: list[Variable]


@dataclass(eq=False)
class Struct(Element):
    """`struct(...)`: parameters as `name = value` pairs, in any order."""

    params: list[Variable]
