"""Fast paths of generated verifiers and accessors against the general code.

Generated `verify` methods test the counts before calling `verify_counts`
and write out the type-matching traits on single values; accessors index
single operands or results in front of variable-length groups, and slice a
last variable-length group, directly. Each must agree with the general code.
"""

from __future__ import annotations

import inspect
import itertools
import sys
from types import SimpleNamespace
from typing import Any, Iterator

import pytest

from conftest import ROOT
from odsgen.gen.cli import run as generate_main
from odsgen.gen.render.jinja import environment
from odsgen.gen.view.ops import Count, _trait_check
from odsgen.gen.analysis.pipeline import build_model
from odsgen.gen.resolve.records import read_records
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

MACROS = environment(code=True).get_template("op_macros.py.j2").module


def _count_differs(what: str, count: int, at_least: bool) -> str | None:
    """The generated test that the count is wrong (None if it cannot be)."""
    return str(MACROS.count_differs(Count(what, count, at_least))).strip() or None


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


@pytest.fixture(scope="module")
def dialects(tmp_path_factory: Any) -> list[Any]:
    """The generated dialects, and the test dialect generated afresh."""
    out = tmp_path_factory.mktemp("generated")
    assert generate_main([str(ROOT / "tests" / "defs"), "-o", str(out)]) == 0
    packages = [ROOT / "generated" / name for name in ("llvm", "arith", "func")]
    return [import_dialect(str(p)) for p in [*packages, out / "test"]]


def _group_properties(cls: type, doc_prefix: str) -> list[str | None]:
    """The operand (or result) properties of `cls`, in group order (None for
    the VariadicOfVariadic ones, which split their group)."""
    names: list[str | None] = []
    for klass in reversed(cls.__mro__):
        for name, member in vars(klass).items():
            doc = getattr(member, "__doc__", None) or ""
            if isinstance(member, property) and doc.startswith(doc_prefix):
                split = "subgroups" in inspect.getsource(member.fget)
                names.append(None if split else name)
    return names


def _variable_op_classes(dialects: list[Any]) -> list[type]:
    return [
        cls
        for dialect in dialects
        for cls in dialect.DIALECT.every_operation()
        if issubclass(cls, OpBase) and (cls.OPERAND_KINDS or cls.RESULT_KINDS)
    ]


def _group_value(group: list[Any], kind: str) -> Any:
    """What the accessor of a group of `kind` returns for its values `group`."""
    if kind == "single":
        return group[0]
    return next(iter(group), None) if kind == "optional" else group


def _check_accessors(cls: type, what: str, values: list[Any], i32: Any) -> int:
    """Compare the `what` (operand or result) accessors of `cls` with its
    groups, for ops of several sizes; the number of comparisons."""
    operand = what == "operand"
    kinds = cls.OPERAND_KINDS if operand else cls.RESULT_KINDS  # type: ignore[attr-defined]
    names = _group_properties(cls, "Operand `" if operand else "Result `")
    assert len(names) == len(kinds), cls
    checked = 0
    for total in range(len(kinds) - 1, len(kinds) + 3):
        op = cls.create(  # type: ignore[attr-defined]
            operands=values[:total] if operand else (),
            result_types=[] if operand else [i32] * total,
        )
        group = op.operand_group if operand else op.result_group
        groups = op.operand_groups() if operand else op.result_groups()
        assert groups == [group(i) for i in range(len(kinds))]
        for index, (name, kind) in enumerate(zip(names, kinds)):
            if name is None or total < len(kinds) and kind == "single":
                continue  # split groups; too few values to ask
            expected = _group_value(group(index), kind)
            assert getattr(op, name) == expected, (cls, name, total)
            if operand:
                adaptor = cls.Adaptor(values[:total])  # type: ignore[attr-defined]
                assert getattr(adaptor, name) == expected, (cls, name)
            checked += 1
    return checked


def test_group_accessors_agree_with_group_bounds(dialects: list[Any]) -> None:
    """Accessors indexing or slicing the values directly (single groups in
    front, a variable-length group last) return what the groups hold."""
    checked = 0
    with Context() as context:
        i32 = IntegerType.get(32, context=context)
        values = Block([i32] * 8).arguments
        for cls in _variable_op_classes(dialects):
            if cls.OPERAND_KINDS and cls.OPERAND_SEGMENTS is None:
                checked += _check_accessors(cls, "operand", values, i32)
            if cls.RESULT_KINDS and cls.RESULT_SEGMENTS is None:
                checked += _check_accessors(cls, "result", values, i32)
    assert checked > 50


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
        if not model.ops:
            continue
        dialect = import_dialect(str(ROOT / "generated" / model.name))
        classes = {cls.__name__: cls for cls in dialect.DIALECT.every_operation()}
        for op_def in model.ops:
            cls = classes[op_def.class_name]
            ops_module = sys.modules[cls.__module__]
            namespace = {**vars(trait_verifiers), **vars(ops_module)}
            for trait in op_def.traits:
                if not trait.check:
                    continue
                written = str(MACROS.trait_check(_trait_check(op_def, trait))).strip()
                generic = str(MACROS.verifier_call(trait.check)).strip()
                if written != generic:
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


@pytest.mark.parametrize(
    ("operands", "results", "message"),
    [
        ("i32 f32", "f32", None),
        ("i32 f32 i32", "f32 i32 i32", None),
        ("f32 f32", "f32", "operand #0 must be 32-bit signless integer, but got 'f32'"),
        (
            "i32 f32 f32",
            "f32",
            "operand #2 must be 32-bit signless integer, but got 'f32'",
        ),
        (
            "i32 f32 i32 i32",
            "f32",
            "operand group starting at #2 requires 0 or 1 element, but found 2",
        ),
        ("i32 f32", "f32 i32 f32", "result #2 must be 32-bit signless integer"),
        ("i32", "f32", "expected 2 or more operands, but found 1"),
    ],
)
def test_checks_of_a_last_variable_group(
    dialects: list[Any], operands: str, results: str, message: str | None
) -> None:
    """Values of a last variable-length group are checked by position."""
    tail_op = dialects[-1].TailOp
    with Context():
        types = {"i32": IntegerType.get(32), "f32": FloatType.get("f32")}
        values = Block([types[t] for t in operands.split()]).arguments
        op = tail_op.create(
            operands=values, result_types=[types[t] for t in results.split()]
        )
        if message is None:
            op.verify()
            return
        with pytest.raises(DiagnosticError) as caught:
            op.verify()
        assert message in str(caught.value)
