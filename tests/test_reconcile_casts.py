"""`--reconcile-unrealized-casts` on MLIR 16's own tests for it (inputs in
tests/conversion/, mlir-opt-16's output and diagnostics checked in)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, run_opt
from odsgen.asm import parse_source
from odsgen.ir.printer import print_module
from odsgen.conversion import ConversionError
from odsgen.conversion.reconcile import reconcile_unrealized_casts
from odsgen.ir.context import Context
from odsgen.tools.opt import load_dialects
from reference import mlir_opt, needs_mlir_opt

CASES = Path(__file__).parent / "conversion"
DIALECTS = [f"--load-dialect={ROOT / 'generated' / d}" for d in ("func", "arith")]


def opt_in_cases(*args: str) -> tuple[int, str, str]:
    """odsgen-opt run from tests/conversion, so file names print as mlir-opt-16's did."""
    import os

    cwd = os.getcwd()
    os.chdir(CASES)
    try:
        return run_opt([*DIALECTS, "--split-input-file", *args])
    finally:
        os.chdir(cwd)


def test_reconcile_pairs_chains_and_bifurcations() -> None:
    status, out, err = opt_in_cases(
        "-reconcile-unrealized-casts", "reconcile-unrealized-casts.mlir"
    )
    assert (status, err) == (0, "")
    assert out == (CASES / "reconcile-unrealized-casts.mlir.expected").read_text()


def test_live_casts_fail_with_mlirs_error() -> None:
    status, out, err = opt_in_cases(
        "--reconcile-unrealized-casts", "reconcile-unrealized-casts-failure.mlir"
    )
    assert status == 1
    assert out == "\n// -----\n\n// -----\n"  # as mlir-opt-16: no case prints
    expected = CASES / "reconcile-unrealized-casts-failure.mlir.expected"
    assert err == expected.read_text()


def test_pass_pipeline_form() -> None:
    text = (CASES / "reconcile-unrealized-casts.mlir").read_text()
    status, out, _ = run_opt(
        [*DIALECTS, "--pass-pipeline=builtin.module(reconcile-unrealized-casts)", "-"],
        text.split("// -----")[3],
    )
    assert status == 0
    assert "unrealized_conversion_cast" not in out


def test_failed_reconcile_leaves_the_module_unchanged() -> None:
    """A Python caller sees the module exactly as before a failed pass."""
    text = (CASES / "reconcile-unrealized-casts-failure.mlir").read_text()
    case = text.split("// -----")[2]  # a live chain next to a removable pair
    with Context() as context:
        load_dialects(
            context,
            [str(ROOT / "generated" / "func"), str(ROOT / "generated" / "arith")],
        )
        module = parse_source(case, context, "in.mlir")
        before = print_module(module)
        with pytest.raises(ConversionError) as info:
            reconcile_unrealized_casts(module, context)
        assert print_module(module) == before
    assert info.value.diagnostic.message == (
        "failed to legalize operation 'builtin.unrealized_conversion_cast'"
        " that was explicitly marked illegal"
    )


@needs_mlir_opt
@pytest.mark.parametrize(
    "name",
    ["reconcile-unrealized-casts.mlir", "reconcile-unrealized-casts-failure.mlir"],
)
def test_expected_outputs_are_mlir_opts(name: str) -> None:
    text = (CASES / name).read_text()
    result = mlir_opt(["--split-input-file", "-reconcile-unrealized-casts"], text)
    expected = (CASES / (name + ".expected")).read_text()
    if result.returncode == 0:
        assert result.stdout == expected
    else:
        assert result.stderr.replace("<stdin>", name) == expected


def test_casts_fold_and_die_under_canonicalize() -> None:
    """builtin.unrealized_conversion_cast is Pure and folds round trips and
    same-type casts (MLIR 16's UnrealizedConversionCastOp::fold)."""
    text = (CASES / "cast-canonicalize.mlir").read_text()
    status, out, err = run_opt([*DIALECTS, "--canonicalize", "-"], text)
    assert (status, err) == (0, "")
    assert out == (CASES / "cast-canonicalize.mlir.expected").read_text()


@needs_mlir_opt
def test_cast_canonicalize_expectation_is_mlir_opts() -> None:
    result = mlir_opt(
        ["--canonicalize"], (CASES / "cast-canonicalize.mlir").read_text()
    )
    assert result.stdout == (CASES / "cast-canonicalize.mlir.expected").read_text()
