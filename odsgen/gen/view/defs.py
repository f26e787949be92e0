"""View models of a dialect's type and attribute classes, rendered by `templates/defs.py.j2`."""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

from ..model.docstrings import docstring_text
from ..model.dialect import DialectDef, TypeOrAttrDef
from .format_data import format_data
from .format_parse import ParseMethod, parse_uses
from .format_print import PrintMethod, print_uses
from .names import IDENTIFIER, Uses
from .ops import CustomBuilder, custom_builder_uses

# The runtime base of a type or attribute, by kind and whether it is bare.
_BASES = {
    ("type", False): "DialectType",
    ("attribute", False): "DialectAttribute",
    ("type", True): "ParameterlessType",
    ("attribute", True): "ParameterlessAttribute",
}


@dataclass(frozen=True)
class GetParam:
    """A parameter of the generated `get`."""

    name: str
    annotation: str
    default: str | None


@dataclass(frozen=True)
class DefView:
    """One type or attribute class."""

    class_name: str
    base: str
    mixin: str | None
    doc: str
    names: tuple[str, ...]
    dialect: str
    mnemonic: str
    syntax: str
    get_params: tuple[GetParam, ...]
    parser: ParseMethod | None
    """The format's parse_body."""
    printer: PrintMethod | None
    """The format's print_body."""
    bare: bool
    """No parameters, no format: `get` and `parse_body` are the base's."""
    builders: tuple[CustomBuilder, ...]
    extra_python: str
    data: tuple[tuple[str, str], ...] = ()
    """Class attributes (name, Python expression) the base reads in place
    of `parser` and `printer`."""


@dataclass(frozen=True)
class DefsModule:
    dialect: str
    what: str
    classes: tuple[DefView, ...]
    """In the order they are defined: after the classes their data names."""
    names: tuple[str, ...]
    """The class names in record order (`__all__`, the registration order)."""


def defs_module(
    dialect: DialectDef,
    definitions: tuple[TypeOrAttrDef, ...],
    methods: dict[str, tuple[ParseMethod | None, PrintMethod | None]],
    uses: Uses,
) -> DefsModule:
    """The view of `types.py` or `attrs.py`; `methods` holds each class's
    format methods' views by class name; `uses` collects the names needed."""
    classes = tuple(
        def_view(d, dialect.hook_class(d.class_name), *methods[d.class_name])
        for d in definitions
    )
    what = "Types" if definitions[0].kind == "type" else "Attributes"
    names = tuple(view.class_name for view in classes)
    module = DefsModule(dialect.name, what, _data_first(classes), names)
    for view in classes:
        uses.add(view.base)
        if not view.bare:
            uses.add("Context")
        if view.mixin:
            uses.add(view.mixin)
        for param in view.get_params:
            uses.expression(param.annotation)
            if param.default is not None:
                uses.expression(param.default)
        custom_builder_uses(view.builders, uses)
        uses.code(view.extra_python)
        for _, expression in view.data:
            uses.expression(expression)
        if view.parser is not None:
            parse_uses(view.parser, uses)
        if view.printer is not None:
            print_uses(view.printer.steps, uses)
    return module


def _data_first(classes: tuple[DefView, ...]) -> tuple[DefView, ...]:
    """`classes` in record order, except that a class whose data (evaluated
    in the class body) names a later class comes after it."""
    by_name = {view.class_name: view for view in classes}
    ordered: dict[str, DefView] = {}
    visiting: set[str] = set()

    def place(view: DefView) -> None:
        if view.class_name in ordered or view.class_name in visiting:
            return
        visiting.add(view.class_name)
        for _, expression in view.data:
            for name in IDENTIFIER.findall(expression):
                if name in by_name:
                    place(by_name[name])
        ordered[view.class_name] = view

    for view in classes:
        place(view)
    return tuple(ordered.values())


def def_view(
    definition: TypeOrAttrDef,
    mixin: str | None,
    parser: ParseMethod | None,
    printer: PrintMethod | None,
) -> DefView:
    syntax = f"{definition.prefix}{definition.dialect}.{definition.mnemonic}"
    doc = definition.summary.strip() or (f"The `{syntax}` {definition.kind}.")
    if definition.description.strip():
        doc += "\n\n" + textwrap.dedent(definition.description).strip() + "\n"
    bare = not (
        definition.params or definition.format or definition.has_custom_assembly_format
    )
    # Python defaults only for the trailing defaulted parameters (as C++'s get).
    base = _BASES[definition.kind, bare]
    data: tuple[tuple[str, str], ...] = ()
    shared = format_data(definition, parser)
    if shared is not None:
        base, data = shared
        parser = printer = None
    required = [i for i, p in enumerate(definition.params) if p.default is None]
    first_default = required[-1] + 1 if required else 0
    return DefView(
        class_name=definition.class_name,
        base=base,
        mixin=mixin,
        doc=docstring_text(doc),
        names=tuple(p.python_name for p in definition.params),
        dialect=definition.dialect,
        mnemonic=definition.mnemonic,
        syntax=syntax,
        get_params=tuple(
            GetParam(
                p.python_name,
                p.python_type,
                p.default if index >= first_default else None,
            )
            for index, p in enumerate(definition.params)
        ),
        parser=parser,
        printer=printer,
        bare=bare,
        builders=tuple(
            CustomBuilder(
                builder.name or "build",
                builder.params,
                textwrap.dedent(builder.body).strip("\n"),
                builder.hook,
            )
            for builder in definition.builders
        ),
        extra_python=textwrap.dedent(definition.extra_python).strip("\n"),
        data=data,
    )
