"""`odsgen-opt --verify-each`: the verifier after each pass, as mlir-opt-16's.

The expected outputs are mlir-opt-16's: its `test-pass-invalid-parent`
(MLIR's test pass that adds a call to an unknown function at the start of
each function body) printed them, with `func.call` in place of its
`test.call` (whose diagnostic words it the same way).
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from conftest import run_opt

from odsgen.ir.attributes import FlatSymbolRefAttr
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.tools import passes
from odsgen.tools.passes import ALL_PRESERVED, PASSES, PassInfo

INPUT = "func.func @f() {\n  return\n}\n"

INVALID_GENERIC = (
    '"builtin.module"() ({\n'
    '  "func.func"() ({\n'
    '    "func.call"() {callee = @some_unknown_func} : () -> ()\n'
    '    "func.return"() : () -> ()\n'
    '  }) {function_type = () -> (), sym_name = "f"} : () -> ()\n'
    "}) : () -> ()\n\n"
)

INVALID_ERROR = (
    "<stdin>:1:1: error: 'func.call' op 'some_unknown_func' does not reference"
    " a valid function\n"
    "func.func @f() {\n"
    "^\n"
    '<stdin>:1:1: note: see current operation: "func.call"() {callee ='
    " @some_unknown_func} : () -> ()\n"
)


def _invalid_parent(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Insert a call to an unknown function at the start of `op`'s body."""
    call_class = context.get_op_class("func.call")
    assert call_class is not None
    call = call_class.create(
        attributes={"callee": FlatSymbolRefAttr.get("some_unknown_func")},
        location=op.location,
    )
    op.regions[0].blocks[0].prepend(call)


def _untouched(op: Operation, context: Context, options: dict[str, Any]) -> object:
    """Change nothing and say so (MLIR's markAllAnalysesPreserved)."""
    return ALL_PRESERVED


@pytest.fixture(autouse=True)
def test_passes(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The two test passes, registered for one test."""
    monkeypatch.setitem(
        PASSES, "test-pass-invalid-parent", PassInfo(_invalid_parent, {})
    )
    monkeypatch.setitem(PASSES, "test-untouched", PassInfo(_untouched, {}))
    yield


def test_invalid_ir_stops_the_pipeline_after_the_nested_pipeline() -> None:
    # The later print-op-stats does not run: no statistics on stderr.
    pipeline = "builtin.module(func.func(test-pass-invalid-parent),print-op-stats)"
    status, out, err = run_opt(["--pass-pipeline=" + pipeline], INPUT)
    assert (status, out, err) == (1, "", INVALID_ERROR)


def test_invalid_ir_stops_a_top_level_pipeline() -> None:
    status, out, err = run_opt(
        ["--pass-pipeline=builtin.module(func.func(test-pass-invalid-parent))"],
        INPUT,
    )
    assert (status, out, err) == (1, "", INVALID_ERROR)


@pytest.mark.parametrize("flag", ["--verify-each=0", "-verify-each=false"])
def test_unverified_invalid_ir_is_printed_generic(flag: str) -> None:
    pipeline = "builtin.module(func.func(test-pass-invalid-parent),print-op-stats)"
    status, out, err = run_opt([flag, "--pass-pipeline=" + pipeline], INPUT)
    assert status == 0
    assert out == INVALID_GENERIC
    assert "func.call" in err  # print-op-stats ran on the invalid module


def test_verify_each_takes_llvm_bool_forms_only() -> None:
    status, out, err = run_opt(["--verify-each=2", "--cse"], INPUT)
    assert (status, out) == (1, "")
    assert err == (
        "odsgen-opt: for the --verify-each option: '2' is invalid value for"
        " boolean argument! Try 0 or 1\n"
    )


def test_a_pass_that_preserves_everything_is_not_verified(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    verified: list[str] = []
    real_verify = passes.verify

    def counting(op: Operation, context: Context | None = None) -> None:
        verified.append(op.name)
        real_verify(op, context)

    monkeypatch.setattr(passes, "verify", counting)
    status, _, _ = run_opt(["--test-untouched", "--cse", "--canonicalize"], INPUT)
    # cse erased nothing: only canonicalize's module is verified.
    assert status == 0
    assert verified == ["builtin.module"]
    verified.clear()
    run_opt(["--pass-pipeline=builtin.module(func.func(canonicalize))"], INPUT)
    # The function after canonicalize, then the module after its pipeline.
    assert verified == ["func.func", "builtin.module"]
    verified.clear()
    run_opt(["--verify-each=false", "--canonicalize"], INPUT)
    assert verified == []


def test_cse_reports_whether_it_erased_anything() -> None:
    from odsgen.asm import parse_source
    from odsgen.transforms.cse import cse

    context = Context()
    twice = (
        "func.func @f(%a: i32) -> i32 {\n"
        "  %0 = arith.addi %a, %a : i32\n"
        "  %1 = arith.addi %a, %a : i32\n"
        "  %2 = arith.addi %0, %1 : i32\n"
        "  return %2 : i32\n"
        "}\n"
    )
    with context:
        module = parse_source(twice, context, "twice")
        assert cse(module, context, {}) is not ALL_PRESERVED
        assert cse(module, context, {}) is ALL_PRESERVED


@pytest.mark.parametrize("flag", ["--verify-each=0", "--verify-each=1"])
def test_valid_ir_prints_in_the_custom_form_either_way(flag: str) -> None:
    status, out, err = run_opt([flag, "--canonicalize", "-"], INPUT)
    printed = "module {\n  func.func @f() {\n    return\n  }\n}\n\n"
    assert (status, out, err) == (0, printed, "")
