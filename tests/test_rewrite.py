"""The greedy rewrite driver on the generated test dialect: folding, constants, dead code, patterns."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import generated_test_dialect
from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.ir.context import Context
from odsgen.ir.rewrite import (
    GreedyConfig,
    PatternRewriter,
    RewritePattern,
    apply_patterns_greedily,
)
from odsgen.tools.opt import import_dialect


@pytest.fixture(scope="module")
def test_dialect():
    return import_dialect(generated_test_dialect())


def rewrite(test_dialect, text: str, patterns=(), **config) -> tuple[bool, str]:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(test_dialect.DIALECT())
    with context:
        module = parse_source(text, context, "r.mlir")
        converged = apply_patterns_greedily(
            module, patterns, context, GreedyConfig(**config)
        )
        return converged, print_module(module, PrintOptions(generic=True))


FUNC = '"xx.f"() ({{\n^bb0(%a: i64, %b: i64):\n{body}  "xx.end"(%r) : (i64) -> ()\n}}) {{sym_name = "f"}} : () -> ()\n'


def test_fold_to_an_operand_and_dead_code(test_dialect) -> None:
    body = (
        '  %r = "test.hooked"(%a) {factor = 1} : (i64) -> i64\n'
        '  %unused = "test.addi"(%a, %b) : (i64, i64) -> i64\n'
    )
    converged, out = rewrite(test_dialect, FUNC.format(body=body))
    assert converged
    assert '"xx.end"(%arg0) : (i64) -> ()' in out
    assert "test.addi" not in out and "test.hooked" not in out


def test_fold_to_a_constant_is_materialized(test_dialect) -> None:
    body = '  %r = "test.subi"(%a, %a) : (i64, i64) -> i64\n'
    _, out = rewrite(test_dialect, FUNC.format(body=body))
    assert '%0 = "test.constant"() {value = 0 : i64} : () -> i64' in out
    assert '"xx.end"(%0) : (i64) -> ()' in out
    assert "test.subi" not in out


class SwapAdd(RewritePattern):
    """addi(x, y) -> addi(y, x): never converges."""

    root = "test.addi"

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.lhs, op.rhs
        rewriter.update_root_in_place(op, lambda: op.set_operands([rhs, lhs]))
        return True


class AddToSub(RewritePattern):
    root = "test.addi"
    benefit = 5

    def __init__(self, sub_op) -> None:
        self.sub_op = sub_op

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> bool:
        rewriter.replace_op_with_new_op(op, self.sub_op, op.lhs, op.rhs)
        return True


def test_patterns_by_benefit(test_dialect) -> None:
    body = '  %r = "test.addi"(%a, %b) : (i64, i64) -> i64\n'
    converged, out = rewrite(
        test_dialect,
        FUNC.format(body=body),
        [SwapAdd(), AddToSub(test_dialect.SubIOp)],
        max_rewrites=50,
    )
    assert converged
    assert '%0 = "test.subi"(%arg0, %arg1) : (i64, i64) -> i64' in out


def test_non_convergence_is_reported(test_dialect) -> None:
    body = '  %r = "test.addi"(%a, %b) : (i64, i64) -> i64\n'
    converged, _ = rewrite(
        test_dialect, FUNC.format(body=body), [SwapAdd()], max_rewrites=50
    )
    assert not converged


def test_unreachable_blocks_are_erased(test_dialect) -> None:
    text = (
        '"xx.f"() ({\n^bb0(%a: i64):\n  "test.terminator"()[^bb2] : () -> ()\n'
        '^bb1:\n  "test.terminator"()[^bb2] : () -> ()\n^bb2:\n  "xx.end"(%a) : (i64) -> ()\n'
        "}) : () -> ()\n"
    )
    _, out = rewrite(test_dialect, text)
    assert "^bb1:" in out and "// pred: ^bb0" in out
    assert out.count("test.terminator") == 1


def test_canonicalize_pipeline_in_odsgen_opt(test_dialect, tmp_path) -> None:
    from conftest import run_opt

    package = str(Path(test_dialect.__file__).parent)
    body = (
        '  %x = "test.subi"(%a, %a) : (i64, i64) -> i64\n'
        '  %r = "test.hooked"(%x) {factor = 1} : (i64) -> i64\n'
    )
    text = FUNC.format(body=body)
    args = [
        "--allow-unregistered-dialect",
        "--load-dialect",
        package,
        "--mlir-print-op-generic",
    ]
    status, out, err = run_opt(
        [
            *args,
            "--pass-pipeline=builtin.module(xx.f(canonicalize{test-convergence}))",
            "-",
        ],
        stdin_text=text,
    )
    assert status == 0, err
    assert '"test.constant"() {value = 0 : i64}' in out and "test.subi" not in out
    assert run_opt([*args, "--canonicalize", "-"], stdin_text=text)[1] == out
    status, _, err = run_opt([*args, "--pass-pipeline=builtin.module(nope)", "-"], text)
    assert status == 1 and "'nope' does not refer to a registered pass" in err
