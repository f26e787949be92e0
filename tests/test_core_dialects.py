"""The `cf`, `index`, `math`, `memref` and `scf` dialects (defs/cf,
defs/index, defs/math, defs/memref, defs/scf): round trips, diagnostics,
canonicalization, the general passes on them and `--convert-scf-to-cf`,
against outputs recorded from
mlir-opt-16 (checked in beside the inputs) and, where it is installed,
against mlir-opt-16 itself.

`python tests/test_core_dialects.py` records the expected outputs again."""

from __future__ import annotations

from pathlib import Path


from conftest import MLIR_DIR, ROOT, run_opt
from recorded_runs import RecordedRuns, recorded_run_tests

# (input under tests/mlir, tag of the run, odsgen-opt / mlir-opt flags)
CASES: list[tuple[str, str, list[str]]] = [
    ("cf/roundtrip.mlir", "custom", []),
    ("cf/roundtrip.mlir", "generic", ["--mlir-print-op-generic"]),
    ("cf/roundtrip.mlir", "locations", ["--mlir-print-debuginfo"]),
    ("cf/invalid.mlir", "diagnostics", ["--split-input-file"]),
    (
        "cf/canonicalize.mlir",
        "canonicalize",
        ["--allow-unregistered-dialect", "--split-input-file", "--canonicalize"],
    ),
    ("cf/sccp.mlir", "sccp", ["--sccp"]),
    ("index/roundtrip.mlir", "custom", []),
    ("index/roundtrip.mlir", "generic", ["--mlir-print-op-generic"]),
    ("index/invalid.mlir", "diagnostics", ["--split-input-file"]),
    ("index/canonicalize.mlir", "canonicalize", ["--canonicalize"]),
    ("math/roundtrip.mlir", "custom", []),
    ("math/roundtrip.mlir", "generic", ["--mlir-print-op-generic"]),
    ("math/invalid.mlir", "diagnostics", ["--split-input-file"]),
    ("math/canonicalize.mlir", "canonicalize", ["--canonicalize"]),
    ("memref/roundtrip.mlir", "custom", []),
    ("memref/roundtrip.mlir", "generic", ["--mlir-print-op-generic"]),
    ("memref/invalid.mlir", "diagnostics", ["--split-input-file"]),
    ("memref/canonicalize.mlir", "canonicalize", ["--canonicalize"]),
    ("memref/expand.mlir", "expand", ["--memref-expand"]),
    (
        "memref/expand.mlir",
        "expand_generic",
        ["--memref-expand", "--mlir-print-op-generic"],
    ),
    ("scf/roundtrip.mlir", "custom", []),
    ("scf/roundtrip.mlir", "generic", ["--mlir-print-op-generic"]),
    ("scf/roundtrip.mlir", "locations", ["--mlir-print-debuginfo"]),
    ("scf/invalid.mlir", "diagnostics", ["--split-input-file"]),
    ("scf/roundtrip.mlir", "to_cf", ["--convert-scf-to-cf"]),
    ("scf/lower.mlir", "to_cf", ["--convert-scf-to-cf"]),
    (
        "scf/lower.mlir",
        "to_cf_locations",
        ["--convert-scf-to-cf", "--mlir-print-debuginfo"],
    ),
    (
        "scf/passes.mlir",
        "licm",
        ["--allow-unregistered-dialect", "--loop-invariant-code-motion"],
    ),
    ("scf/passes.mlir", "sccp", ["--allow-unregistered-dialect", "--sccp"]),
    (
        "scf/passes.mlir",
        "sink",
        ["--allow-unregistered-dialect", "--control-flow-sink"],
    ),
    (
        "scf/passes.mlir",
        "canonicalize",
        ["--allow-unregistered-dialect", "--canonicalize"],
    ),
    (
        "scf/canonicalize.mlir",
        "canonicalize",
        ["--allow-unregistered-dialect", "--canonicalize"],
    ),
    ("scf/inline.mlir", "inline", ["--inline"]),
    (
        "scf/passes.mlir",
        "for_to_while",
        [
            "--allow-unregistered-dialect",
            "--pass-pipeline=builtin.module(func.func(scf-for-to-while))",
            "--mlir-print-debuginfo",
        ],
    ),
    (
        "scf/lower.mlir",
        "lowered",
        [
            "--convert-scf-to-cf",
            "--convert-arith-to-llvm",
            "--convert-cf-to-llvm",
            "--convert-func-to-llvm",
            "--reconcile-unrealized-casts",
        ],
    ),
]


def _expected_path(name: str, tag: str) -> Path:
    path = MLIR_DIR / name
    return path.parent / "expected" / f"{path.stem}.{tag}.txt"


def _input(name: str) -> str:
    return (MLIR_DIR / name).read_text()


RUNS = RecordedRuns(CASES, _input, _expected_path)
test_output_is_the_recorded_one, test_recorded_output_is_mlir_opts = recorded_run_tests(
    RUNS
)


def test_math_takes_arith_fastmath_flags() -> None:
    """math's float ops take arith's own FastMathFlagsAttr (the generated
    module imports it from the arith package): the flags read by
    `math.sqrt` print in generic form as `#arith.fastmath`."""
    from odsgen.ir.registry import import_dialect

    arith = import_dialect(str(ROOT / "generated" / "arith"))
    math = import_dialect(str(ROOT / "generated" / "math"))
    assert math.ops.FastMathFlagsAttr is arith.FastMathFlagsAttr
    text = "func.func @f(%x: f32) -> f32 {\n  %0 = math.sqrt %x fastmath<nnan,ninf> : f32\n  return %0 : f32\n}\n"
    status, out, err = run_opt(["--mlir-print-op-generic", "-"], text)
    assert (status, err) == (0, "")
    assert "{fastmath = #arith.fastmath<nnan,ninf>}" in out


if __name__ == "__main__":
    RUNS.record()
