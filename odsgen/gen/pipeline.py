"""The model with its analyses: what `cli` and the views start from.

`build_model` builds every dialect's model (`model.build_dialects`) and
compiles its DRR patterns against the ops (`drr`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .constraints import TypeConstraint
from .drr import PREDEFINED_NATIVES, NativeCall, compile_patterns
from .drr_syntax import parse_record
from .model import DialectDef, Evaluator, OpDef, build_dialects
from .resolve import Records
from .source import RecordError, position_of


def build_model(records: Records) -> list[DialectDef]:
    """Every dialect of `records`, checked, with its patterns compiled."""
    dialects, evaluator = build_dialects(records)
    return [
        replace(
            dialect,
            patterns=compile_dialect_patterns(
                evaluator, records, records.dialects[dialect.name].patterns, dialect.ops
            ),
        )
        for dialect in dialects
    ]


def compile_dialect_patterns(
    evaluator: Evaluator,
    records: Records,
    entries: list[tuple[str, Any]],
    ops: tuple[OpDef, ...],
) -> tuple[Any, ...]:
    """The compiled DRR patterns of a dialect (`patterns:` records), in order."""
    natives: dict[str, NativeCall] = dict(PREDEFINED_NATIVES)
    parsed = []
    for name, body in entries:
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

    def is_type_constraint(name: str, constraint: Any) -> bool:
        body = records.constraints.get(name.split("<")[0])
        if body is not None and "pred" in body:
            return False
        return isinstance(constraint, TypeConstraint)

    by_name = {op.class_name: op for op in ops}
    return tuple(
        compiled
        for name, pattern, body in parsed
        for compiled in compile_patterns(
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
