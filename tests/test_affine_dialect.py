"""The `affine` dialect (defs/affine: apply, min, max, for, yield), `--expand-strided-metadata`
and `--lower-affine`: round trips, diagnostics, canonicalization and the
passes, against outputs recorded from mlir-opt-16 (checked in under
tests/mlir/affine/expected) and, where it is installed, mlir-opt-16 itself.

A corpus of random affine expressions (fixed seeds), in `affine.apply` ops
inside loops so that loop variables stay dimensions, checks the
simplification of composed maps and their expansion into arith ops.

`python tests/test_affine_dialect.py` records the expected outputs again."""

from __future__ import annotations

import random
from pathlib import Path

from conftest import MLIR_DIR, run_opt
from recorded_runs import RecordedRuns, recorded_run_tests

UNREGISTERED = "--allow-unregistered-dialect"
LOWER_TO_LLVM = [
    "--expand-strided-metadata",
    "--convert-memref-to-llvm",
    "--lower-affine",
    "--convert-arith-to-llvm",
    "--cse",
]

# (input under tests/mlir/affine or a corpus name, tag, flags)
CASES: list[tuple[str, str, list[str]]] = [
    ("roundtrip.mlir", "custom", []),
    ("roundtrip.mlir", "generic", ["--mlir-print-op-generic"]),
    ("roundtrip.mlir", "locations", ["--mlir-print-debuginfo"]),
    (
        "roundtrip.mlir",
        "generic_locations",
        ["--mlir-print-debuginfo", "--mlir-print-op-generic"],
    ),
    ("invalid.mlir", "diagnostics", [UNREGISTERED, "--split-input-file"]),
    (
        "invalid.mlir",
        "verify",
        [UNREGISTERED, "--split-input-file", "--verify-diagnostics"],
    ),
    ("canonicalize.mlir", "canonicalize", ["--canonicalize"]),
    ("inline.mlir", "inline", ["--inline"]),
    ("lower.mlir", "lower", [UNREGISTERED, "--lower-affine"]),
    ("lower_errors.mlir", "lower", ["--split-input-file", "--lower-affine"]),
    ("expand_strided_metadata.mlir", "expand", ["--expand-strided-metadata"]),
    ("expand_strided_metadata.mlir", "to_llvm", LOWER_TO_LLVM),
    ("corpus:1", "canonicalize", [UNREGISTERED, "--canonicalize"]),
    ("corpus:4", "canonicalize", [UNREGISTERED, "--canonicalize"]),
    ("corpus:1", "lower", [UNREGISTERED, "--lower-affine"]),
]

AFFINE_DIR = MLIR_DIR / "affine"


def _random_expr(rng: random.Random, depth: int, dims: bool = True) -> str:
    """A random affine or semi-affine expression over d0-d2 and s0-s1."""
    if depth == 0 or rng.random() < 0.25:
        pick = rng.random()
        if pick < 0.4 and dims:
            return f"d{rng.randrange(3)}"
        if pick < 0.75:
            return f"s{rng.randrange(2)}"
        return str(rng.randrange(-6, 10))
    kind = rng.choice(["+", "-", "*c", "*s", "fd", "cd", "mod", "fds", "mods", "neg"])
    lhs = _random_expr(rng, depth - 1, dims)
    if kind in ("+", "-"):
        return f"({lhs} {kind} {_random_expr(rng, depth - 1, dims)})"
    if kind == "*c":
        return f"({lhs} * {rng.randrange(-4, 9)})"
    if kind == "*s":
        return f"({lhs} * {_random_expr(rng, depth - 1, False)})"
    if kind == "neg":
        return f"(-{lhs})"
    operator = {"fd": "floordiv", "cd": "ceildiv", "mod": "mod"}.get(kind)
    if operator is not None:
        return f"({lhs} {operator} {rng.randrange(1, 9)})"
    operator = "floordiv" if kind == "fds" else "mod"
    return f"({lhs} {operator} s{rng.randrange(2)})"


def corpus(seed: int, count: int = 150) -> str:
    """`count` random `affine.apply` ops in a three-deep loop nest."""
    rng = random.Random(seed)
    lines = [
        "func.func @f(%lb: index, %ub: index, %a: index, %b: index) {",
        "  %c1 = arith.constant 1 : index",
        "  scf.for %i = %lb to %ub step %c1 {",
        "    scf.for %j = %lb to %ub step %c1 {",
        "      scf.for %k = %lb to %ub step %c1 {",
    ]
    for n in range(count):
        expr = _random_expr(rng, 4)
        lines.append(
            f"        %v{n} = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> "
            f"({expr})>(%i, %j, %k)[%a, %b]"
        )
        lines.append(f'        "use"(%v{n}) : (index) -> ()')
    lines += ["      }", "    }", "  }", "  return", "}"]
    return "\n".join(lines) + "\n"


def _input(name: str) -> str:
    if name.startswith("corpus:"):
        return corpus(int(name.partition(":")[2]))
    return (AFFINE_DIR / name).read_text()


def _expected_path(name: str, tag: str) -> Path:
    stem = name.replace(":", "_") if name.startswith("corpus:") else Path(name).stem
    return AFFINE_DIR / "expected" / f"{stem}.{tag}.txt"


RUNS = RecordedRuns(CASES, _input, _expected_path)
test_output_is_the_recorded_one, test_recorded_output_is_mlir_opts = recorded_run_tests(
    RUNS
)


def test_semi_affine_division_mlir_crashes_on_stays() -> None:
    """`((-s0) floordiv s0) floordiv s0`: the inner division simplifies to
    -1, which s0 does not divide; mlir-opt-16 crashes there, odsgen keeps
    the outer division of the simplified dividend."""
    text = (
        "func.func @f(%a: index) -> index {\n"
        "  %0 = affine.apply affine_map<()[s0] -> "
        "(((-s0) floordiv s0) floordiv s0)>()[%a]\n"
        "  return %0 : index\n}\n"
    )
    status, out, err = run_opt(["--canonicalize", "-"], text)
    assert (status, err) == (0, "")
    assert "#map = affine_map<()[s0] -> (-1 floordiv s0)>" in out


def test_min_of_no_results_stays_unlowered() -> None:
    """`affine.min` of a map without results (mlir-opt-16 crashes lowering
    it): --lower-affine leaves it, and the module still prints."""
    text = (
        "func.func @f(%i: index) -> index {\n"
        "  %0 = affine.min affine_map<(d0) -> ()>(%i)\n"
        "  return %0 : index\n}\n"
    )
    status, out, err = run_opt(["--lower-affine", "-"], text)
    assert (status, err) == (0, "")
    assert "affine.min #map(%arg0)" in out


if __name__ == "__main__":
    RUNS.record()
