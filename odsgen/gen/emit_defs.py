"""Python source of a dialect's type and attribute definitions."""

from __future__ import annotations

import textwrap

from .docstrings import docstring_text
from .emit_format import def_format_methods
from .model import BuilderDef, DialectDef, TypeOrAttrDef


def def_source(
    definition: TypeOrAttrDef,
    mixin: str | None = None,
    dialect: DialectDef | None = None,
) -> str:
    """The class of one type or attribute definition (with the hooks mixin, if any)."""
    base = "DialectType" if definition.kind == "type" else "DialectAttribute"
    if mixin:
        base = f"hooks.{mixin}, {base}"
    names = tuple(p.python_name for p in definition.params)
    lines = [f"class {definition.class_name}({base}):"]
    summary = definition.summary.strip() or (
        f"The `{definition.prefix}{definition.dialect}.{definition.mnemonic}` {definition.kind}."
    )
    doc = summary
    if definition.description.strip():
        doc += "\n\n" + textwrap.dedent(definition.description).strip() + "\n"
    lines.append(textwrap.indent(f'"""{docstring_text(doc)}"""', "    "))
    lines.append("")
    lines.append(f"    __slots__ = {names!r}")
    lines.append("")
    lines.append(f'    DIALECT = "{definition.dialect}"')
    lines.append(f'    MNEMONIC = "{definition.mnemonic}"')
    lines.append(f"    PARAMETERS = {names!r}")
    lines.append(f'    dialect_namespace = "{definition.dialect}"')
    members = [_get_method(definition), *def_format_methods(definition, dialect)]
    if (
        not definition.params
        and not definition.format
        and not definition.has_custom_assembly_format
    ):
        members.append(
            "@classmethod\n"
            f"def parse_body(cls, parser: AsmParser) -> {definition.class_name}:\n"
            f'    """Nothing follows the mnemonic."""\n'
            "    return cls.get(context=parser.context)"
        )
    for builder in definition.builders:
        members.append(_custom_builder(definition, builder))
    if definition.extra_python.strip():
        members.append(textwrap.dedent(definition.extra_python).strip("\n"))
    for member in members:
        lines.append("")
        lines.append(textwrap.indent(member, "    "))
    return "\n".join(lines) + "\n"


def _get_method(definition: TypeOrAttrDef) -> str:
    params = ["cls"]
    # Python defaults only for the trailing defaulted parameters (as C++'s get).
    required = [i for i, p in enumerate(definition.params) if p.default is None]
    first_default = required[-1] + 1 if required else 0
    for index, param in enumerate(definition.params):
        default = (
            f" = {param.default}"
            if param.default is not None and index >= first_default
            else ""
        )
        params.append(f"{param.python_name}: {param.python_type}{default}")
    params += ["*", "context: Context | None = None"]
    values = ", ".join(p.python_name for p in definition.params)
    tuple_text = f"({values},)" if len(definition.params) == 1 else f"({values})"
    text = f"{definition.prefix}{definition.dialect}.{definition.mnemonic}"
    signature = textwrap.indent(",\n".join(params), "    ")
    return (
        "@classmethod\n"
        f"def get(\n{signature},\n) -> {definition.class_name}:\n"
        f'    """The uniqued `{text}` with these parameters."""\n'
        f"    return cls.get_uniqued({tuple_text}, context)"
    )


def _custom_builder(definition: TypeOrAttrDef, builder: BuilderDef) -> str:
    """A named classmethod building the type or attribute (ODS TypeBuilder)."""
    params = ",\n".join(["cls", *(f"{name}: {spec}" for name, spec in builder.params)])
    name = builder.name or "build"
    return (
        "@classmethod\n"
        f"def {name}(\n{textwrap.indent(params, '    ')},\n) -> {definition.class_name}:\n"
        + textwrap.indent(textwrap.dedent(builder.body).strip("\n"), "    ")
    )


def defs_module_body(dialect: DialectDef, kind: str) -> str:
    """The classes of the dialect's types (`kind == "type"`) or attributes."""
    definitions = dialect.types if kind == "type" else dialect.attributes
    return "\n\n".join(
        def_source(d, dialect.hook_class(d.class_name), dialect) for d in definitions
    )
