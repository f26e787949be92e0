"""What the format emitters share: MLIR's spacing rules, literals, the dialect's names.

`Spacing` is the state mlir-tblgen keeps
while it generates a printer (whether a space is due before the next element,
whether the last element was punctuation); it is a generation-time state, so
the generated printer writes its spaces unconditionally. `FormatContext`
holds what an emitter needs to know about the rest of the dialect: its
enums, its type and attribute classes, its op classes by name and the
functions of its hooks module.
"""

from __future__ import annotations

import ast
import textwrap
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..model.enums import EnumDef
from ..analysis.format.ast import Whitespace
from ..model.dialect import DialectDef
from ..model.literal import string_literal
from ..load.source import RecordError


@dataclass(frozen=True)
class Test:
    """A condition of generated code and its negation, both written where the
    condition is made (nothing reads generated code back)."""

    text: str
    negated: str

    @staticmethod
    def of(term: str) -> Test:
        """A single term (a name, a call, an attribute): `not term` negates it."""
        return Test(term, f"not {term}")

    @staticmethod
    def compound(expression: str) -> Test:
        """An expression with operators: negated in parentheses."""
        return Test(expression, f"not ({expression})")


def long_string(text: str, width: int = 56) -> str:
    """A string literal, split into implicitly joined pieces when it is long."""
    if len(text) <= width:
        return string_literal(text)
    pieces = []
    while len(text) > width:
        cut = text.rfind(" ", 0, width)
        if cut <= 0:
            break
        pieces.append(text[:cut])
        text = text[cut:]
    pieces.append(text)
    return "(" + " ".join(string_literal(piece) for piece in pieces) + ")"


class Writer(Protocol):
    """Where printer steps go (`view.format_print.PrintSteps`)."""

    def write(self, text: str) -> None: ...


@dataclass
class Spacing:
    """mlir-tblgen's printer state: a space is due, the last element was punctuation."""

    should_emit_space: bool = True
    last_was_punctuation: bool = False

    def literal(self, code: Writer, value: str) -> None:
        """Print the literal `value`, with a space before it where MLIR puts one."""
        if self.should_emit_space and space_before(value, self.last_was_punctuation):
            code.write(" ")
        code.write(value)
        self.should_emit_space = len(value) != 1 or value[0] not in "<({["
        self.last_was_punctuation = not (value[0] == "_" or value[0].isalpha())

    def before_value(self, code: Writer) -> None:
        """The space before a variable or directive, if due; a space is due after it."""
        if self.should_emit_space or not self.last_was_punctuation:
            code.write(" ")
        self.last_was_punctuation = False
        self.should_emit_space = True


def space_before(value: str, last_was_punctuation: bool) -> bool:
    """Whether a space goes before the literal `value` (MLIR's `shouldEmitSpaceBefore`)."""
    if len(value) != 1 and value != "->":
        return True
    if last_was_punctuation:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


def is_keyword_literal(value: str) -> bool:
    """A literal that is a keyword (parsed with `parseKeyword`), not punctuation."""
    return value[0] == "_" or value[0].isalpha()


@dataclass
class FormatContext:
    """What the format emitters need to know about the op's or definition's dialect."""

    enums: dict[str, EnumDef] = field(default_factory=dict)
    type_classes: frozenset[str] = frozenset()
    attribute_classes: frozenset[str] = frozenset()
    op_classes: dict[str, str] = field(default_factory=dict)
    hook_functions: frozenset[str] | None = None
    hooks_file: str | None = None
    # Classes of the hooks module: as parameter types, attribute base classes.
    hook_classes: frozenset[str] = frozenset()

    @classmethod
    def of(cls, dialect: DialectDef | None) -> FormatContext:
        if dialect is None:
            return cls()
        return cls(
            enums={enum.name: enum for enum in dialect.enums},
            type_classes=frozenset(t.class_name for t in dialect.types),
            attribute_classes=frozenset(
                (
                    *(a.class_name for a in dialect.attributes),
                    *(name for name, _, module in dialect.foreign if module != "enums"),
                )
            ),
            op_classes={op.name: op.class_name for op in dialect.ops},
            hook_functions=dialect.hook_functions,
            hooks_file=dialect.hooks_file,
            hook_classes=frozenset(name for name, _ in dialect.hook_classes),
        )

    def is_dialect_class(self, name: str) -> bool:
        return name in self.type_classes or name in self.attribute_classes


def format_doc_lines(format_text: str) -> list[str]:
    """A format's text wrapped for a docstring (backslashes and quotes escaped)."""
    text = " ".join(format_text.split()).replace("\\", "\\\\")
    text = text.replace('"""', "'''")
    return textwrap.wrap(text, 68, break_long_words=False, break_on_hyphens=False)


def check_custom_hooks(
    context: FormatContext, custom: Any, position: Any, owner: str
) -> None:
    """Fail at `position` unless the hooks module defines `parse_X` and `print_X`
    for `custom<X>`; `owner` names the record (`op 'AddOp'`)."""
    functions = context.hook_functions
    missing = [
        f"{kind}_{custom.name}"
        for kind in ("parse", "print")
        if functions is None or f"{kind}_{custom.name}" not in functions
    ]
    if missing:
        where = (
            f"the hooks module {context.hooks_file}"
            if context.hooks_file
            else "a hooks module (the dialect's `hooks:` file)"
        )
        raise RecordError(
            position,
            f"{owner} uses custom<{custom.name}>: define {' and '.join(missing)} in {where}",
        )


def custom_string_argument(
    custom: Any, string: Any, context: str, position: Any, owner: str
) -> str:
    """A string argument of `custom<X>`: a Python expression (`$_ctxt` replaced
    by `context`), or an error at `position` naming `owner`."""
    expression = string.value.replace("$_ctxt", context)
    try:
        ast.parse(expression, mode="eval")
    except SyntaxError:
        raise RecordError(
            position,
            f'{owner}: the argument "{string.value}" of custom<{custom.name}>'
            " must be a Python expression",
        ) from None
    return expression


def parseable(elements: list[Any]) -> list[Any]:
    """The elements from the first one that is not white space."""
    for index, element in enumerate(elements):
        if not isinstance(element, Whitespace):
            return elements[index:]
    return []


def optional_literal(value: str) -> str:
    """The expression consuming the literal `value` if it is next."""
    if is_keyword_literal(value):
        return f"parser.consume_keyword_if({string_literal(value)})"
    return f"parser.consume_if({string_literal(value)})"
