"""The view of a dialect's documentation page, rendered by `templates/dialect_doc.md.j2`
(shaped like `mlir-tblgen -gen-dialect-doc`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..model.dialect import DefParam, DialectDef, OpDef, TypeOrAttrDef


@dataclass(frozen=True)
class OpDoc:
    """One op's section: its tables as (name, ..., summary) rows."""

    name: str
    class_name: str
    summary: str
    description: str
    syntax: str
    traits: str
    interfaces: str
    attributes: tuple[tuple[str, str, str], ...]
    operands: tuple[tuple[str, str], ...]
    results: tuple[tuple[str, str], ...]
    successors: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class DefDoc:
    """One type's or attribute's section."""

    class_name: str
    summary: str
    description: str
    syntax: str
    params: tuple[DefParam, ...]


def docs_view(dialect: DialectDef) -> dict[str, Any]:
    """The values `templates/dialect_doc.md.j2` renders."""
    return dict(
        dialect=dialect,
        ops=[op_doc(op) for op in sorted(dialect.ops, key=lambda o: o.class_name)],
        attributes=[
            def_doc(d) for d in sorted(dialect.attributes, key=lambda d: d.class_name)
        ],
        types=[def_doc(d) for d in sorted(dialect.types, key=lambda d: d.class_name)],
    )


def op_doc(op: OpDef) -> OpDoc:
    return OpDoc(
        name=op.name,
        class_name=op.class_name,
        summary=op.summary,
        description=op.description,
        syntax=op.format.strip(),
        traits=", ".join(t.doc_name for t in op.traits if not t.interface),
        interfaces=", ".join(t.doc_name for t in op.traits if t.interface),
        attributes=tuple(
            (a.name, a.constraint.storage, a.constraint.summary) for a in op.attributes
        ),
        operands=tuple((o.name, o.constraint.summary) for o in op.operands),
        results=tuple((r.name, r.constraint.summary) for r in op.results),
        successors=tuple((s.name, s.constraint.summary) for s in op.successors),
    )


def def_doc(definition: TypeOrAttrDef) -> DefDoc:
    return DefDoc(
        class_name=definition.class_name,
        summary=definition.summary,
        description=definition.description,
        syntax=f"{definition.prefix}{definition.dialect}.{definition.mnemonic}",
        params=definition.params,
    )
