"""The model with its analyses: what `cli` and the views start from.

`build_model` builds every dialect's model (`model.build_dialects`) and
compiles its DRR patterns against the ops (`drr`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..model.constraints import TypeConstraint
from .drr import PREDEFINED_NATIVES, NativeCall, compile_patterns
from ..load.drr_syntax import parse_record
from ..model.dialect import DialectDef, Evaluator, OpDef, build_dialects
from ..resolve.records import Records
from ..load.source import ErrorCollector, RecordError, position_of


def build_model(records: Records) -> list[DialectDef]:
    """Every dialect of `records`, checked, with its patterns compiled."""
    dialects, evaluator = build_dialects(records)
    # The patterns of each dialect are independent: report all their mistakes.
    errors = ErrorCollector()
    patterns: dict[str, tuple[Any, ...]] = {}
    for dialect in dialects:
        with errors.step():
            patterns[dialect.name] = compile_dialect_patterns(
                evaluator, records, records.dialects[dialect.name].patterns, dialect.ops
            )
    errors.raise_errors()
    return [
        replace(
            dialect,
            patterns=patterns[dialect.name],
            foreign=foreign_attributes(dialect, dialects),
        )
        for dialect in dialects
    ]


def foreign_attributes(
    dialect: DialectDef, dialects: list[DialectDef]
) -> tuple[tuple[str, str, str], ...]:
    """The attribute classes of other dialects (and the enums they wrap) that
    the ops of `dialect` take, as (name, dialect, module): `math`'s float ops
    take `arith`'s fastmath flags."""
    owners: dict[str, tuple[str, str]] = {}
    for other in dialects:
        if other.name != dialect.name:
            owners.update(
                {a.class_name: (other.name, a.module) for a in other.attributes}
            )
            owners.update({e.name: (other.name, "enums") for e in other.enums})
    own = {a.class_name for a in dialect.attributes} | {e.name for e in dialect.enums}
    found: dict[str, tuple[str, str]] = {}
    for op in dialect.ops:
        for attribute in op.attributes:
            constraint = attribute.constraint
            names = [constraint.storage]
            if constraint.wraps is not None:
                names.append(constraint.wraps[0])
            for name in names:
                if name in owners and name not in own:
                    found[name] = owners[name]
    return tuple((name, *found[name]) for name in sorted(found))


def compile_dialect_patterns(
    evaluator: Evaluator,
    records: Records,
    entries: list[tuple[str, Any]],
    ops: tuple[OpDef, ...],
) -> tuple[Any, ...]:
    """The compiled DRR patterns of a dialect (`patterns:` records), in order."""
    natives: dict[str, NativeCall] = dict(PREDEFINED_NATIVES)
    parsed = []
    errors = ErrorCollector()
    for name, body in entries:
        with errors.step():
            if not isinstance(body, str):
                raise RecordError(
                    position_of(body, position_of(name)),
                    "a pattern record is a string: Pat<...>, Pattern<...> or NativeCodeCall<...>",
                )
            kind, value = parse_record(body)
            if kind == "native":
                natives[name] = NativeCall(name, value[0], value[1])
            else:
                parsed.append((name, value, body))
    # A pattern may call a native that failed to parse: stop here.
    errors.raise_errors()

    def is_type_constraint(name: str, constraint: Any) -> bool:
        body = records.constraints.get(name.split("<")[0])
        if body is not None and "pred" in body:
            return False
        return isinstance(constraint, TypeConstraint)

    by_name = {op.class_name: op for op in ops}
    compiled: list[Any] = []
    for name, pattern, body in parsed:
        with errors.step():
            compiled.extend(
                compile_patterns(
                    name,
                    pattern,
                    by_name,
                    natives,
                    evaluator.evaluate,
                    is_type_constraint,
                    body,
                    evaluator.enums,
                )
            )
    errors.raise_errors()
    return tuple(compiled)
