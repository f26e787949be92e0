"""Rendering a dialect's model to files: Jinja templates, then black.

`render_dialect` returns a mapping from relative output path to file text;
writing it is the CLI's job (all-or-nothing, only changed files).
"""

from __future__ import annotations

import keyword
import re
import textwrap
from dataclasses import replace
from pathlib import Path
from typing import Sequence

import jinja2

from .view.emit_format import def_format_methods, op_format_methods
from .view.defs import defs_module
from .view.dialect import dialect_view
from .view.docs import docs_view
from .view.enums import enums_view
from .analysis.check_formats import check_formats
from .model.dialect import DialectDef, OpDef
from .model.enums import EnumDef
from .analysis.pipeline import build_model
from .resolve.records import read_records
from .render.jinja import format_python, render
from .load.source import ErrorCollector, Position, RecordError
from .view.check_functions import LIBRARY_MODULE, library_checks
from .view.names import RUNTIME_NAMES, Uses
from .view.ops import OpsModule, collect_uses, ops_module
from .view.module_sharing import defined_names, share_across_modules
from .view.op_sharing import name_users, share_members
from .view.patterns import patterns_view


def render_docs(dialect: DialectDef) -> str:
    """The dialect's documentation page."""
    text = render("dialect_doc.md.j2", **docs_view(dialect))
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


def render_enums(
    dialect_name: str,
    enums: Sequence[EnumDef],
    lazy: Sequence[tuple[str, Sequence[str]]] = (),
    source: str = "",
) -> str:
    """The Python source of `generated/<dialect>/enums.py`, formatted by black:
    `enums`, and a `__getattr__` importing those of `lazy` ((module, enum
    names) of each lazy record file) on first use; or, with `source`, the
    module of the enums of the lazy record file `source`."""
    source_text = render(
        "enums.py.j2",
        dialect=dialect_name,
        lazy=lazy,
        source=source,
        **enums_view(enums),
    )
    return format_python(source_text, f"{dialect_name}/enums.py")


def _enums_files(dialect: DialectDef) -> dict[str, str]:
    """`enums.py`, and `enums_<file>.py` for the enums of each lazy record file."""
    eager: list[EnumDef] = []
    lazy: dict[str, list[EnumDef]] = {}
    for enum in dialect.enums:
        if dialect.is_lazy(enum):
            lazy.setdefault(enum.position.file, []).append(enum)  # type: ignore[union-attr]
        else:
            eager.append(enum)
    files: dict[str, str] = {}
    modules: list[tuple[str, Sequence[str]]] = []
    for path, enums in lazy.items():
        source = Path(path).name
        module = _lazy_enums_module(source)
        if not module.isidentifier():
            raise RecordError(
                enums[0].position,
                f"enums of '{source}' would go to the module '{module}', which is"
                " not a Python identifier; rename the record file",
            )
        files[f"{dialect.name}/{module}.py"] = render_enums(
            dialect.name, enums, source=source
        )
        modules.append((module, [enum.name for enum in enums]))
    files[f"{dialect.name}/enums.py"] = render_enums(dialect.name, eager, modules)
    return files


def _lazy_enums_module(source: str) -> str:
    """The module of the enums of the lazy record file `source` (`dwarf.yaml`
    -> `enums_dwarf`)."""
    return "enums_" + Path(source).stem


def generate(defs: Path, dialect: str | None = None) -> dict[str, str]:
    """All generated files, by path relative to the output directory."""
    records = read_records(defs)
    if dialect is not None and dialect not in records.dialects:
        known = ", ".join(sorted(records.dialects)) or "none"
        raise RecordError(None, f"no dialect '{dialect}' in {defs} (known: {known})")
    files: dict[str, str] = {}
    for model in build_model(records):
        if dialect is None or model.name == dialect:
            _check_runtime_names(model)
            check_formats(model)
            files.update(render_dialect(model))
    return files


def _check_runtime_names(model: DialectDef) -> None:
    """Fail for classes named like the runtime names generated modules import
    (an op `Region` would hide the `Region` its accessors mean)."""
    errors = ErrorCollector()
    named = [(d.class_name, d) for d in (*model.ops, *model.types, *model.attributes)]
    named += [(enum.name, enum) for enum in model.enums]
    for name, definition in named:
        if name in RUNTIME_NAMES:
            with errors.step():
                raise RecordError(
                    definition.position,
                    f"name '{name}' is taken by the odsgen runtime, which the"
                    " generated modules import",
                )
    errors.raise_errors()


def render_dialect(dialect: DialectDef) -> dict[str, str]:
    """The files of one dialect, by path relative to the output directory.

    A mistake in a template is reported at its file and line.
    """
    try:
        return _render_dialect(dialect)
    except jinja2.TemplateSyntaxError as error:
        where = Position(error.filename or error.name or "?", error.lineno or 1, 1)
        raise RecordError(where, f"template: {error.message}") from None
    except jinja2.TemplateError as error:
        raise RecordError(None, f"template: {error}") from None


def _render_dialect(dialect: DialectDef) -> dict[str, str]:
    # Names the dialect's modules import: the library's check functions
    # (odsgen's, absolute), the dialect's classes, enums and hooks.
    local = {check.name: LIBRARY_MODULE for check in library_checks().values()}
    local.update(
        {d.class_name: "." + d.module for d in (*dialect.types, *dialect.attributes)}
    )
    local.update(
        {
            enum.name: (
                "." + _lazy_enums_module(enum.position.file)  # type: ignore[union-attr]
                if dialect.is_lazy(enum)
                else ".enums"
            )
            for enum in dialect.enums
        }
    )
    local.update(
        {name: f"..{owner}.{module}" for name, owner, module in dialect.foreign}
    )
    # Hooks classes: mixins (base classes, imported by name so that a type
    # checker sees them) and the attribute base classes parameters name.
    local.update(
        {name: _hook_source(dialect, name) for name, _ in dialect.hook_classes}
    )
    if dialect.hooks_package is not None:
        local["hooks"] = dialect.hooks_package
    init_module = render("dialect_init.py.j2", dialect=dialect_view(dialect))
    files: dict[str, str] = {}
    for kind, definitions in (
        ("type", dialect.types),
        ("attribute", dialect.attributes),
    ):
        if not definitions:
            continue
        module = definitions[0].module
        def_members = {
            d.class_name: def_format_methods(d, dialect) for d in definitions
        }
        def_uses = Uses()
        view = defs_module(dialect, definitions, def_members, def_uses)
        source = render(
            "defs.py.j2",
            code=True,
            module=view,
            imports=def_uses.imports(
                {k: v for k, v in local.items() if v != "." + module}
            ),
        )
        path = f"{dialect.name}/{module}.py"
        files[path] = format_python(source, path)
    doc = render_docs(dialect)
    base = dialect.name
    if dialect.enums:
        files.update(_enums_files(dialect))
    if dialect.hooks_file is not None:
        folder = Path(dialect.hooks_file).parent
        for index, (name, source) in enumerate(dialect.hooks_files):
            origin = folder / name
            header = (
                f"# Copied by odsgen from {origin}; edit that file, not this copy.\n"
            )
            files[f"{base}/{'hooks.py' if index == 0 else name}"] = header + source
    files[f"{base}/__init__.py"] = format_python(init_module, f"{base}/__init__.py")
    files.update(_ops_files(dialect, local))
    if dialect.patterns:
        files[f"{base}/patterns.py"] = _patterns_module(dialect, local)
    files[f"docs/{base}.md"] = doc
    return dict(sorted(files.items()))


def _ops_files(dialect: DialectDef, local: dict[str, str]) -> dict[str, str]:
    """`ops.py`, or, when the ops come from several record files, one module
    per file (`ops_<file>.py`, `ops_x.py` for `ops_x.yaml`) and `ops.py`
    importing their classes. The ops of a `lazy: true` file go to a package
    instead (`ops_<file>/`), one module each, imported on first use. What
    two or more of those modules write alike goes to `_ops_shared.py`."""
    groups: dict[str, list[OpDef]] = {}
    for op in dialect.ops:
        groups.setdefault(op.position.file if op.position else "", []).append(op)
    if len(groups) <= 1 and not dialect.lazy_files & set(groups):
        module = _ops_view(dialect, dialect.ops, "")
        path = f"{dialect.name}/ops.py"
        return {path: _ops_module(module, local, path)}
    files: dict[str, str] = {}
    modules: list[tuple[str, tuple[str, ...], bool]] = []
    hook_files = {Path(name).stem for name, _ in dialect.hooks_files}
    names: list[str] = []
    for path, ops in groups.items():
        source = Path(path).name
        stem = Path(source).stem
        name = stem if stem.startswith("ops_") else f"ops_{stem}"
        if name in hook_files or not name.isidentifier():
            raise RecordError(
                ops[0].position,
                f"ops of '{source}' would go to the module '{name}', which the"
                f" '{dialect.name}' package has already; rename the record file",
            )
        names.append(name)
    views = [
        _ops_view(dialect, tuple(ops), Path(path).name) for path, ops in groups.items()
    ]
    common, views = share_across_modules(views)
    if common.checks or common.adaptors or common.shared:
        path = f"{dialect.name}/{COMMON_MODULE}.py"
        files[path] = _ops_module(common, local, path)
        local = {
            **local,
            **{name: f".{COMMON_MODULE}" for name in defined_names(common)},
        }
    for name, (path, ops), view in zip(names, groups.items(), views):
        lazy = path in dialect.lazy_files
        if lazy:
            files.update(_lazy_ops_package(dialect, name, tuple(ops), view, local))
        else:
            path = f"{dialect.name}/{name}.py"
            files[path] = _ops_module(view, local, path)
        modules.append((name, tuple(op.class_name for op in ops), lazy))
    index = render("ops_index.py.j2", code=True, dialect=dialect.name, modules=modules)
    files[f"{dialect.name}/ops.py"] = format_python(index, f"{dialect.name}/ops.py")
    return files


# The module of a dialect's op modules holding what two or more of them share.
COMMON_MODULE = "_ops_shared"
# The module of a lazy package holding the check functions, shared-member
# classes and family bases its op modules share.
SHARED_MODULE = "_shared"


def _lazy_ops_package(
    dialect: DialectDef,
    package: str,
    ops: tuple[OpDef, ...],
    full: OpsModule,
    local: dict[str, str],
) -> dict[str, str]:
    """The package `package` of the ops `ops` of a lazy record file (viewed
    as `full`): a module per op, named after its mnemonic (`intr.memset` ->
    `intr_memset.py`), and an `__init__.py` with the table that imports them
    on first use."""
    # The op modules sit one package deeper than the dialect's modules.
    nested = {k: "." + v if v.startswith(".") else v for k, v in local.items()}
    files: dict[str, str] = {}
    entries: list[tuple[str, str, str]] = []
    shared = replace(full, ops=(), lazy=True)
    shared_path = f"{dialect.name}/{package}/{SHARED_MODULE}.py"
    if shared.checks or shared.adaptors or shared.shared or shared.bases:
        files[shared_path] = _ops_module(shared, nested, shared_path)
    shared_names = defined_names(shared)
    for op, view in zip(ops, full.ops):
        module = op.mnemonic.replace(".", "_")
        if keyword.iskeyword(module):  # `llvm.and` -> `and_.py`
            module += "_"
        if not module.isidentifier():
            raise RecordError(
                op.position,
                f"the lazy op '{op.name}' would go to the module '{module}',"
                " which is not a Python identifier",
            )
        path = f"{dialect.name}/{package}/{module}.py"
        if path in files:
            raise RecordError(
                op.position,
                f"the lazy op '{op.name}' would go to the module '{module}' of"
                " another op; rename one of them",
            )
        files[path] = _lazy_op_module(
            replace(
                full,
                checks=(),
                adaptors=(),
                shared=(),
                bases=(),
                ops=(view,),
                lazy=True,
            ),
            nested,
            shared_names,
            path,
        )
        entries.append((op.name, module, op.class_name))
    init = render(
        "ops_lazy.py.j2",
        code=True,
        dialect=dialect.name,
        source=full.source,
        ops=entries,
    )
    init_path = f"{dialect.name}/{package}/__init__.py"
    files[init_path] = format_python(init, init_path)
    return files


def _lazy_op_module(
    module: OpsModule, local: dict[str, str], shared: list[str], path: str
) -> str:
    """The module of one lazy op: it imports the names its code uses, the
    check functions, shared-member classes and family bases from the
    package's shared module."""
    uses = Uses()
    uses.code(render("ops.py.j2", code=True, module=module, imports=""))
    local = {**local, **{name: f".{SHARED_MODULE}" for name in shared}}
    text = render("ops.py.j2", code=True, module=module, imports=uses.imports(local))
    return format_python(text, path)


def _ops_view(dialect: DialectDef, ops: tuple[OpDef, ...], source: str) -> OpsModule:
    """The view of the module holding `ops`, those of the record file `source`."""
    members = {
        op.class_name: (
            (textwrap.dedent(op.extra_python).strip("\n"),)
            if op.extra_python.strip()
            else ()
        )
        for op in ops
    }
    formats = {op.class_name: op_format_methods(op, dialect) for op in ops}
    return share_members(ops_module(dialect, ops, members, formats, source))


def _ops_module(module: OpsModule, local: dict[str, str], path: str) -> str:
    """The text of the op module (or shared module) `module` at `path`."""
    module = name_users(module)
    uses = Uses()
    collect_uses(module, uses)
    text = render("ops.py.j2", code=True, module=module, imports=uses.imports(local))
    return format_python(text, path)


def _hook_source(dialect: DialectDef, name: str) -> str:
    """The module generated code imports hook `name` from: the hooks file's
    copy, or the module of the hooks package that defines it."""
    if dialect.hooks_package is None:
        return ".hooks"
    return dict(dialect.hook_origins).get(name, dialect.hooks_package)


def _patterns_module(dialect: DialectDef, local: dict[str, str]) -> str:
    """`patterns.py`: the dialect's DRR patterns as RewritePattern classes."""
    names = {**local, **{op.class_name: ".ops" for op in dialect.ops}}
    names.update({n: _hook_source(dialect, n) for n in dialect.hook_functions or ()})
    names.update({n: _hook_source(dialect, n) for n, _ in dialect.hook_classes})
    uses = Uses()
    uses.add("RewritePattern", "Operation", "PatternRewriter")
    for pattern in dialect.patterns:
        for step in (*pattern.match, *pattern.rewrite):
            for expression in step.expressions():
                uses.expression(expression)
    classes = patterns_view(dialect.patterns, {*names, *RUNTIME_NAMES})
    source = render(
        "patterns.py.j2",
        code=True,
        dialect=dialect.name,
        classes=classes,
        imports=uses.imports(names),
    )
    path = f"{dialect.name}/patterns.py"
    return format_python(source, path)
