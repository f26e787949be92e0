"""Fast paths of generated verifiers and accessors against the general code.

Generated `verify` methods test the counts before calling `verify_counts`,
and accessors of single operands or results in front of variable-length
groups index them directly; both must agree with the general code.
"""

from __future__ import annotations

import itertools
import sys
from types import SimpleNamespace
from typing import Any, Iterator

import pytest

from conftest import ROOT
from odsgen.gen.emit_ops import _count_differs, _trait_check
from odsgen.gen.model import build_model
from odsgen.gen.resolve import read_records
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.location import UnknownLoc
from odsgen.ir.op_base import OpBase
from odsgen.ir.operation import Block
from odsgen.ir import trait_verifiers
from odsgen.ir.trait_verifiers import (
    verify_operand_count,
    verify_region_count,
    verify_result_count,
    verify_successor_count,
)
from odsgen.ir.types import FloatType, IntegerType, VectorType
from odsgen.tools.opt import import_dialect

COUNT_CHECKS = {
    "regions": verify_region_count,
    "results": verify_result_count,
    "successors": verify_successor_count,
    "operands": verify_operand_count,
}


def _op_with(what: str, found: int) -> Any:
    """A stand-in op with `found` regions, results, successors or operands."""
    items = list(range(found))
    op = SimpleNamespace(
        regions=(),
        results=(),
        _successors=None,
        _operands=(),
        name="x.op",
        location=UnknownLoc.get(),
    )
    if what == "successors":
        op._successors = items or None
        op.num_successors = found
    else:
        setattr(op, "_operands" if what == "operands" else what, tuple(items))
    return op


@pytest.mark.parametrize("what", sorted(COUNT_CHECKS))
def test_count_conditions_agree_with_verify_counts(what: str) -> None:
    cases = itertools.product(range(4), (False, True), range(5))
    with Context():
        for count, at_least, found in cases:
            op = _op_with(what, found)
            try:
                COUNT_CHECKS[what](op, count, at_least)
                rejected = False
            except DiagnosticError:
                rejected = True
            condition = _count_differs(what, count, at_least)
            tested = condition is not None and bool(eval(condition, {"self": op}))
            assert tested == rejected, (what, count, at_least, found)


def _dialects() -> list[Any]:
    return [
        import_dialect(str(ROOT / "generated" / name))
        for name in ("llvm", "arith", "func")
    ]


def _group_properties(cls: type, doc_prefix: str) -> list[str]:
    """The operand (or result) properties of `cls`, in group order."""
    names = []
    for klass in reversed(cls.__mro__):
        for name, member in vars(klass).items():
            doc = getattr(member, "__doc__", None) or ""
            if isinstance(member, property) and doc.startswith(doc_prefix):
                names.append(name)
    return names


def _variable_op_classes() -> list[type]:
    return [
        cls
        for dialect in _dialects()
        for cls in dialect.DIALECT.operations
        if issubclass(cls, OpBase) and (cls.OPERAND_KINDS or cls.RESULT_KINDS)
    ]


def test_leading_single_groups_are_indexed_like_their_group() -> None:
    with Context() as context:
        i32 = IntegerType.get(32, context=context)
        values = Block([i32] * 8).arguments
        checked = 0
        for cls in _variable_op_classes():
            for what, kinds, segments, prefix in (
                ("operand", cls.OPERAND_KINDS, cls.OPERAND_SEGMENTS, "Operand `"),
                ("result", cls.RESULT_KINDS, cls.RESULT_SEGMENTS, "Result `"),
            ):
                if not kinds or segments is not None:
                    continue
                names = _group_properties(cls, prefix)
                assert len(names) == len(kinds), cls
                for total in range(len(kinds), len(kinds) + 3):
                    op = cls.create(
                        operands=values[:total] if what == "operand" else (),
                        result_types=[i32] * total if what == "result" else (),
                    )
                    group = op.operand_group if what == "operand" else op.result_group
                    groups = (
                        op.operand_groups() if what == "operand" else op.result_groups()
                    )
                    for index, (name, kind) in enumerate(zip(names, kinds)):
                        assert groups[index] == group(index)
                        if kind != "single":
                            break
                        assert getattr(op, name) is group(index)[0], (cls, name)
                        checked += 1
        assert checked > 10


def _type_pool() -> list[Any]:
    i1, i32 = IntegerType.get(1), IntegerType.get(32)
    return [
        i1,
        i32,
        VectorType.get([2], i1),
        VectorType.get([2], i32),
        FloatType.get("f32"),
    ]


def _outcome(code: str, namespace: dict[str, Any]) -> Any:
    try:
        exec(code, namespace)
    except Exception as error:  # the written-out and called checks fail alike
        return type(error).__name__, str(error)
    return None


def _written_out_checks() -> Iterator[tuple[Any, Any, str, str, dict[str, Any]]]:
    """(op record, op class, written-out check, verifier call, namespace) for
    each type-matching trait the generator writes out."""
    for model in build_model(read_records(ROOT / "defs")):
        dialect = import_dialect(str(ROOT / "generated" / model.name))
        ops_module = sys.modules[dialect.DIALECT.operations[0].__module__]
        namespace = {**vars(trait_verifiers), **vars(ops_module)}
        for op_def in model.ops:
            for trait in op_def.traits:
                if not trait.check:
                    continue
                written = _trait_check(op_def, trait)
                generic = trait.check.format(op="self")
                if written != generic:
                    cls = getattr(ops_module, op_def.class_name)
                    yield op_def, cls, written, generic, namespace


def test_written_out_type_matching_agrees_with_trait_verifiers() -> None:
    compared = 0
    with Context():
        pool = _type_pool()
        for op_def, cls, written, generic, namespace in _written_out_checks():
            operands = len(op_def.operands)
            count = operands + len(op_def.results)
            for types in itertools.product(pool, repeat=min(count, 4)):
                types = (types * 2)[:count]
                op = cls.create(
                    operands=Block(types[:operands]).arguments,
                    result_types=types[operands:],
                )
                scope = {**namespace, "self": op}
                assert _outcome(written, scope) == _outcome(generic, scope), (
                    op_def.name,
                    types,
                )
                compared += 1
    assert compared > 100
