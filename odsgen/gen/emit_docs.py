"""The Markdown documentation of a dialect, shaped like `mlir-tblgen -gen-dialect-doc`."""

from __future__ import annotations

import re

import jinja2

from .model import DialectDef, OpDef, TypeOrAttrDef


def render_docs(env: jinja2.Environment, dialect: DialectDef) -> str:
    """The dialect's documentation page."""
    ops = [_op_doc(op) for op in sorted(dialect.ops, key=lambda o: o.class_name)]
    text = env.get_template("dialect_doc.md.j2").render(
        dialect=dialect,
        ops=ops,
        attributes=[
            _def_doc(d) for d in sorted(dialect.attributes, key=lambda d: d.class_name)
        ],
        types=[_def_doc(d) for d in sorted(dialect.types, key=lambda d: d.class_name)],
    )
    return _tidy_markdown(text)


def _op_doc(op: OpDef) -> dict[str, object]:
    traits = [t.doc_name for t in op.traits if not t.interface]
    interfaces = [t.doc_name for t in op.traits if t.interface]
    return {
        "name": op.name,
        "class_name": op.class_name,
        "summary": op.summary,
        "description": op.description,
        "syntax": op.format.strip(),
        "traits": ", ".join(traits),
        "interfaces": ", ".join(interfaces),
        "attributes": [
            (a.name, a.constraint.storage, a.constraint.summary) for a in op.attributes
        ],
        "operands": [(o.name, o.constraint.summary) for o in op.operands],
        "results": [(r.name, r.constraint.summary) for r in op.results],
        "successors": [(s.name, s.constraint.summary) for s in op.successors],
    }


def _def_doc(definition: TypeOrAttrDef) -> dict[str, object]:
    return {
        "class_name": definition.class_name,
        "summary": definition.summary,
        "description": definition.description,
        "syntax": f"{definition.prefix}{definition.dialect}.{definition.mnemonic}",
        "params": definition.params,
    }


def _tidy_markdown(text: str) -> str:
    """Collapse runs of blank lines and end with one newline."""
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
