"""`odsgen-opt --canonicalize='...'` and `canonicalize{...}` in a pass pipeline:
MLIR 16's options (top-down, region-simplify, max-iterations,
max-num-rewrites, test-convergence, disable-patterns, enable-patterns), read
as llvm::cl reads them, with mlir-opt-16's errors (its program name aside)."""

from __future__ import annotations

import pytest

from conftest import ROOT, run_opt
from odsgen.tools.passes import OptionError, parse_pass_options
from reference import mlir_opt

DIALECTS = [
    arg
    for name in ("func", "arith")
    for arg in ("--load-dialect", str(ROOT / "generated" / name))
]

# Three chained additions: one rewrite per iteration bottom-up.
CHAIN = """\
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c1 : i32
  %c = arith.addi %b, %c1 : i32
  return %c : i32
}
"""

SHORTHAND = [
    "top-down=false max-iterations=3 region-simplify=false test-convergence",
    "  top-down=0   max-iterations=2  ",
    "top-down",
    "",
    "max-iterations=0 test-convergence",  # nothing is rewritten: converged
    "max-iterations=1 test-convergence",  # the pass fails, silently
    "max-iterations=-1",  # no limit
    "max-iterations=-5 test-convergence",
    "max-iterations=010",
    "max-iterations=0b11",
    "max-iterations=0X1f",
    "max-num-rewrites=1",
    "max-num-rewrites=0 test-convergence",
    "enable-patterns=Foo",
    "disable-patterns=",
    "test-convergence=TRUE top-down=False",
    # errors
    "foo",
    "foo=1 bar",
    "{top-down=false}",
    "max-iterations=abc",
    "max-iterations=08",
    "max-iterations=+3",
    "max-iterations=9223372036854775808",
    "max-iterations",
    "max-iterations=",
    "disable-patterns",
    "top-down=maybe",
    'top-down="false"',
    "top-down=false,max-iterations=2",
]

PIPELINES = [
    "builtin.module(canonicalize{top-down=false max-iterations=3 region-simplify=false test-convergence})",
    "builtin.module(canonicalize{ top-down=0 }, canonicalize)",
    "builtin.module(func.func(canonicalize{max-iterations=1 test-convergence}))",
    "builtin.module()",
    # errors
    "builtin.module(canonicalize{foo})",
    "builtin.module(canonicalize{ top-down=maybe  })",
    "builtin.module(canonicalize{max-iterations=3,top-down=false})",
    "builtin.module(canonicalize{max-iterations})",
    "builtin.module(func.func(canonicalize{foo=1 bar}))",
    "builtin.module(canonicalize{top-down=false)",
    "builtin.module(canonicalize{top-down=false}x)",
    "builtin.module(nope)",
    "builtin.module(canonicalize,)",
    "builtin.module(canonicalize))",
    "builtin.module(func.func(canonicalize)",
    "builtin.module(canonicalize",
    " builtin.module(canonicalize)",
]


def _same_as_mlir_opt(args: list[str]) -> None:
    expected = mlir_opt(args, CHAIN)
    status, out, err = run_opt([*DIALECTS, *args, "-"], CHAIN)
    assert (status, out, err) == (
        expected.returncode,
        expected.stdout,
        expected.stderr.replace("mlir-opt-16", "odsgen-opt"),
    )


@pytest.mark.parametrize("options", SHORTHAND)
def test_canonicalize_options(options: str) -> None:
    _same_as_mlir_opt([f"--canonicalize={options}"])


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_canonicalize_options_in_pipelines(pipeline: str) -> None:
    _same_as_mlir_opt([f"--pass-pipeline={pipeline}"])


@pytest.mark.parametrize(
    "args",
    [
        ["--canonicalize", "--canonicalize"],
        ["-canonicalize=top-down=0"],
        ["--canonicalize=foo", "--pass-pipeline=builtin.module(canonicalize)"],
    ],
)
def test_pass_flags(args: list[str]) -> None:
    _same_as_mlir_opt(args)


def test_parsed_options() -> None:
    options = parse_pass_options(
        "canonicalize",
        "top-down=false max-iterations=0x10 disable-patterns={A,B} "
        "enable-patterns=C test-convergence",
    )
    assert options == {
        "top-down": False,
        "region-simplify": True,
        "max-iterations": 16,
        "max-num-rewrites": -1,
        "test-convergence": True,
        "disable-patterns": ("A", "B"),
        "enable-patterns": ("C",),
    }
    with pytest.raises(OptionError, match="no such option x"):
        parse_pass_options("test-patterns", "x")


def test_disabled_patterns_are_not_applied() -> None:
    """Patterns are named by their class (a DRR record's name); MLIR 16 names
    DRR patterns `(anonymous namespace)::Name`, so only C++ ones agree."""
    args = [*DIALECTS, "-"]
    _, folded, _ = run_opt(["--canonicalize", *args], CHAIN)
    assert "%c3_i32 = arith.constant 3 : i32" in folded
    _, kept, _ = run_opt(
        ["--canonicalize=disable-patterns=AddIAddConstant", *args], CHAIN
    )
    assert kept.count("arith.addi") == 3


# Limits that stop the driver half way expose its order of work: which ops
# it revisits after an erase (only definers left with at most one use), and
# the dead-op sweep between iterations (region DCE).
LIMITED = [
    "max-iterations=1",
    "max-iterations=2",
    "max-num-rewrites=1",
    "max-num-rewrites=3",
    "max-iterations=1 max-num-rewrites=2",
    "top-down=false max-num-rewrites=1",
    "region-simplify=false max-iterations=1",
]


@pytest.mark.parametrize("options", LIMITED)
def test_limited_canonicalization_stops_where_mlir_opt_does(options: str) -> None:
    text = (ROOT / "tests" / "mlir" / "arith" / "canonicalize_drr.mlir").read_text()
    args = [f"--canonicalize={options}"]
    expected = mlir_opt(args, text)
    assert run_opt([*DIALECTS, *args, "-"], text) == (
        expected.returncode,
        expected.stdout,
        expected.stderr,
    )
