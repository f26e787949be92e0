"""Rendering a dialect's model to files: Jinja templates, then black.

`render_dialect` returns a mapping from relative output path to file text;
writing it is the CLI's job (all-or-nothing, only changed files).
"""

from __future__ import annotations

import re
from pathlib import Path

import black
import jinja2

from .emit_docs import render_docs
from .emit_defs import defs_module_body
from .drr import module_source
from .emit_ops import ops_module_body
from .enums import render_enums
from .formatting import format_module
from .source import Position, RecordError
from .model import DialectDef

# templates/ of a source checkout; an installed odsgen has them in odsgen/gen/templates.
TEMPLATES = Path(__file__).resolve().parent.parent.parent / "templates"
if not TEMPLATES.is_dir():
    TEMPLATES = Path(__file__).resolve().parent / "templates"
BLACK_MODE = black.Mode(target_versions={black.TargetVersion.PY311}, line_length=88)

# Runtime names generated code may use, and the module each comes from.
RUNTIME_NAMES: dict[str, str] = {
    **{
        name: "odsgen.ir.types"
        for name in (
            "Type",
            "IntegerType",
            "IndexType",
            "FloatType",
            "NoneType",
            "ComplexType",
            "FunctionType",
            "VectorType",
            "RankedTensorType",
            "UnrankedTensorType",
            "MemRefType",
            "UnrankedMemRefType",
            "TupleType",
            "ShapedType",
            "OpaqueType",
        )
    },
    **{
        name: "odsgen.ir.attributes"
        for name in (
            "Attribute",
            "IntegerAttr",
            "BoolAttr",
            "FloatAttr",
            "StringAttr",
            "UnitAttr",
            "TypeAttr",
            "ArrayAttr",
            "DictionaryAttr",
            "DenseArrayAttr",
            "SymbolRefAttr",
            "FlatSymbolRefAttr",
            "AffineMapAttr",
        )
    },
    "ElementsAttr": "odsgen.ir.dense",
    "DenseIntOrFPElementsAttr": "odsgen.ir.dense",
    "Location": "odsgen.ir.location",
    "FusedLoc": "odsgen.ir.location",
    "NameLoc": "odsgen.ir.location",
    "RewritePattern": "odsgen.ir.rewrite",
    "PatternRewriter": "odsgen.ir.rewrite",
    "defining_op": "odsgen.ir.rewrite",
    "constant_value": "odsgen.ir.rewrite",
    "Context": "odsgen.ir.context",
    "DialectType": "odsgen.ir.dialect_types",
    "DialectAttribute": "odsgen.ir.dialect_types",
    "AsmParser": "odsgen.asm.parser",
    "Operation": "odsgen.ir.operation",
    "Value": "odsgen.ir.operation",
    "OpResult": "odsgen.ir.operation",
    "Block": "odsgen.ir.operation",
    "Region": "odsgen.ir.operation",
    "OpBase": "odsgen.ir.op_base",
    "OpAdaptor": "odsgen.ir.op_base",
    "op_error": "odsgen.ir.diagnostics",
    "OperationParser": "odsgen.asm.op_parser",
    "escape_string": "odsgen.ir.printing",
    "UnresolvedOperand": "odsgen.asm.op_parser",
    "AsmPrinter": "odsgen.asm.printer",
    **{
        name: "odsgen.asm.format_support"
        for name in (
            "expect_keyword",
            "ParsedAttributes",
            "parse_type_of",
            "parse_stripped_type",
            "parse_attribute_of",
            "parse_stripped_attribute",
            "parse_optional_attribute_of",
            "parse_enum_text",
            "parse_operand_groups",
            "parse_type_groups",
            "parse_region_list",
            "parse_successor_list",
            "first_type",
            "parse_bool",
            "parse_integer_field",
            "parse_enum_keyword",
            "parse_enum_field",
            "parsing_parameter",
            "parse_struct_key",
            "parse_string_field",
            "parse_dense_array",
            "ensure_block",
            "ensure_terminator",
            "print_stripped",
            "print_dense_array",
            "print_region_with_implicit_terminator",
            "print_regions",
            "print_successors",
            "print_operand_groups",
            "print_type_groups",
        )
    },
    "Sequence": "collections.abc",
    **{
        name: "odsgen.ir.traits"
        for name in (
            "IsTerminator",
            "NoTerminator",
            "IsolatedFromAbove",
            "SymbolTable",
            "Symbol",
            "SingleBlock",
            "AffineScope",
            "Commutative",
            "ConstantLike",
            "ReturnLike",
            "GraphRegions",
            "NoMemoryEffect",
        )
    },
    **{
        name: "odsgen.ir.trait_verifiers"
        for name in (
            "verify_counts",
            "verify_operand_count",
            "verify_result_count",
            "verify_region_count",
            "verify_successor_count",
            "verify_segment_sizes",
            "verify_optional_group",
            "verify_value_size_attr",
            "verify_same_operands_and_result_type",
            "verify_same_type_operands",
            "verify_same_operands_shape",
            "verify_same_operands_and_result_shape",
            "verify_elementwise",
            "verify_same_operands_element_type",
            "verify_same_operands_and_result_element_type",
            "verify_all_types_match",
            "verify_types_match_with",
            "verify_pred_op_trait",
            "verify_has_parent",
            "verify_single_block",
            "verify_implicit_terminator",
            "verify_is_terminator",
            "verify_no_region_arguments",
            "verify_symbol",
        )
    },
}
_IDENTIFIER = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
# Docstrings (triple-quoted, not f-strings): their words are no uses of names.
_DOCSTRING = re.compile(r'(?<![fF])("""|\'\'\')[\s\S]*?\1')


def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        autoescape=False,
    )


def imports_for(code: str, local: dict[str, str] | None = None) -> str:
    """`from module import a, b` lines for the runtime (and `local`) names `code` uses."""
    known = {**RUNTIME_NAMES, **(local or {})}
    used: dict[str, set[str]] = {}
    for name in set(_IDENTIFIER.findall(_DOCSTRING.sub("", code))):
        module = known.get(name)
        if module is not None:
            used.setdefault(module, set()).add(name)
    groups: list[list[str]] = [[], [], []]
    for module in sorted(used):
        names = ", ".join(sorted(used[module]))
        group = 2 if module.startswith(".") else 1 if module.startswith("odsgen") else 0
        groups[group].append(f"from {module} import {names}")
    if re.search(r"\bhooks\.", code):
        groups[2].insert(0, "from . import hooks")
    return "\n\n".join("\n".join(group) for group in groups if group)


def format_python(code: str, path: str) -> str:
    """`code` formatted by black (the pinned version), or an error naming `path`."""
    try:
        return format_module(code, BLACK_MODE)
    except black.InvalidInput as error:
        raise RuntimeError(f"generated {path} is not valid Python: {error}") from None


def render_dialect(dialect: DialectDef) -> dict[str, str]:
    """The files of one dialect, by path relative to the output directory.

    A mistake in a template is reported at its file and line.
    """
    try:
        return _render_dialect(dialect)
    except jinja2.TemplateSyntaxError as error:
        where = Position(str(TEMPLATES / (error.name or "?")), error.lineno or 1, 1)
        raise RecordError(where, f"template: {error.message}") from None
    except jinja2.TemplateError as error:
        raise RecordError(None, f"template: {error}") from None


def _render_dialect(dialect: DialectDef) -> dict[str, str]:
    env = _environment()
    local = {
        d.class_name: "." + d.module for d in (*dialect.types, *dialect.attributes)
    }
    local.update({enum.name: ".enums" for enum in dialect.enums})
    # Hooks classes that parameters name as their type (attribute base classes).
    param_types = " ".join(
        p.python_type for d in (*dialect.types, *dialect.attributes) for p in d.params
    )
    used = set(_IDENTIFIER.findall(param_types))
    local.update({name: ".hooks" for name, _ in dialect.hook_classes if name in used})
    checks, classes = ops_module_body(dialect)
    body = checks + "\n\n" + classes
    ops_module = env.get_template("ops.py.j2").render(
        dialect=dialect,
        imports=imports_for(body, local),
        checks=checks,
        classes=classes,
    )
    init_module = env.get_template("dialect_init.py.j2").render(
        dialect=dialect, dialect_mixin=dialect.hook_class(dialect.class_name)
    )
    files: dict[str, str] = {}
    for kind, definitions in (
        ("type", dialect.types),
        ("attribute", dialect.attributes),
    ):
        if not definitions:
            continue
        module = definitions[0].module
        classes_text = defs_module_body(dialect, kind)
        source = env.get_template("defs.py.j2").render(
            dialect=dialect,
            what="Types" if kind == "type" else "Attributes",
            imports=imports_for(
                classes_text, {k: v for k, v in local.items() if v != "." + module}
            ),
            classes=classes_text,
        )
        path = f"{dialect.name}/{module}.py"
        files[path] = format_python(source, path)
    doc = render_docs(env, dialect)
    base = dialect.name
    if dialect.enums:
        files[f"{base}/enums.py"] = render_enums(dialect.name, dialect.enums)
    if dialect.hooks_file is not None:
        folder = Path(dialect.hooks_file).parent
        for index, (name, source) in enumerate(dialect.hooks_files):
            origin = folder / name
            header = (
                f"# Copied by odsgen from {origin}; edit that file, not this copy.\n"
            )
            files[f"{base}/{'hooks.py' if index == 0 else name}"] = header + source
    files[f"{base}/__init__.py"] = format_python(init_module, f"{base}/__init__.py")
    files[f"{base}/ops.py"] = format_python(ops_module, f"{base}/ops.py")
    if dialect.patterns:
        files[f"{base}/patterns.py"] = _patterns_module(dialect, local)
    files[f"docs/{base}.md"] = doc
    return dict(sorted(files.items()))


def _patterns_module(dialect: DialectDef, local: dict[str, str]) -> str:
    """`patterns.py`: the dialect's DRR patterns as RewritePattern classes."""
    body = module_source(list(dialect.patterns))
    names = {**local, **{op.class_name: ".ops" for op in dialect.ops}}
    names.update({name: ".hooks" for name in dialect.hook_functions or ()})
    names.update({name: ".hooks" for name, _ in dialect.hook_classes})
    header = (
        f'"""Declarative rewrite rules of the `{dialect.name}` dialect.\n\n'
        "Generated by odsgen from the `patterns:` records in `defs/`; do not edit.\n"
        '`PATTERNS` lists the pattern classes (`odsgen-opt --test-patterns`)."""\n\n'
        "from __future__ import annotations\n\n"
    )
    source = header + imports_for(body, names) + "\n\n\n" + body
    path = f"{dialect.name}/patterns.py"
    return format_python(source, path)
