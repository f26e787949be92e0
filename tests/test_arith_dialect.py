"""The `arith` dialect (defs/arith): round trips, diagnostics and folding
against mlir-opt-16, and the generated builders."""

from __future__ import annotations

import pytest

from conftest import MLIR_DIR, ROOT, run_opt
from odsgen.tools.opt import import_dialect
from reference import mlir_opt

DIALECTS = [
    "--load-dialect",
    str(ROOT / "generated" / "func"),
    "--load-dialect",
    str(ROOT / "generated" / "arith"),
]
CASES = MLIR_DIR / "arith"


def _same_as_mlir_opt(args: list[str], name: str, valid: bool = True) -> None:
    text = (CASES / name).read_text()
    expected = mlir_opt(args, text)
    assert (expected.returncode == 0) == valid, expected.stderr
    status, out, err = run_opt([*DIALECTS, *args, "-"], text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)


@pytest.mark.parametrize(
    "flags",
    [[], ["--mlir-print-op-generic"], ["--mlir-print-debuginfo"]],
    ids=["custom", "generic", "locations"],
)
@pytest.mark.parametrize("name", ["roundtrip.mlir", "result_names.mlir"])
def test_round_trip_of_every_op_matches_mlir_opt(flags: list[str], name: str) -> None:
    _same_as_mlir_opt([*flags, "--allow-unregistered-dialect"], name)


def test_diagnostics_match_mlir_opt() -> None:
    _same_as_mlir_opt(["--split-input-file"], "invalid.mlir", valid=False)


@pytest.mark.parametrize(
    "name",
    [
        "fold.mlir",
        "canonicalize.mlir",
        "canonicalize_patterns.mlir",  # casts of casts, i1 selects, negated compares
        "fold_int_constants.mlir",  # every integer op on edge values, 4 types
        "fold_float_constants.mlir",  # float ops and cmpf with NaN, inf, -0.0
        "fold_cast_constants.mlir",
        "fold_vectors.mlir",  # splats, dense elements, dynamic shapes
    ],
)
def test_canonicalize_matches_mlir_opt(name: str) -> None:
    """Folders, constant hoisting and canonicalization patterns."""
    _same_as_mlir_opt(["--canonicalize"], name)


def _arith_patterns() -> list[type]:
    """Every canonicalization pattern class of arith: the DRR ones (patterns.py)
    and the C++ ones of canonical.py."""
    from importlib import import_module

    package = import_dialect(str(ROOT / "generated" / "arith"))
    drr = import_module(package.__name__ + ".patterns").PATTERNS
    canonical = import_module("odsgen.hooks.arith.canonical")
    cpp = [canonical.SelectI1Simplify, canonical.SelectToExtUI]
    return [*drr, *cpp, canonical.CmpFIntToFPConst]


def test_every_canonicalization_pattern_matches_mlir_opt(monkeypatch) -> None:
    """canonicalize_drr.mlir exercises each of MLIR 16's arith patterns (34 DRR
    records, 3 C++ patterns) and cases where they must not apply: the output
    is mlir-opt-16's, and every pattern has rewritten something."""
    classes = _arith_patterns()
    assert len(classes) == 37
    fired: set[str] = set()
    for cls in classes:

        def counting(self, op, rewriter, original=cls.match_and_rewrite):
            done = original(self, op, rewriter)
            if done:
                fired.add(type(self).__name__)
            return done

        monkeypatch.setattr(cls, "match_and_rewrite", counting)
    _same_as_mlir_opt(["--canonicalize"], "canonicalize_drr.mlir")
    assert {c.__name__ for c in classes} == fired


def test_folders_alone_match_mlir_opt() -> None:
    """With every pattern filtered out (`enable-patterns` naming none), only
    the folders run: index_cast, index_castui and bitcast do not fold casts of
    casts in MLIR 16 (their DRR patterns do)."""
    _same_as_mlir_opt(["--canonicalize=enable-patterns=None"], "canonicalize_drr.mlir")


def test_bitcast_of_bitcast_breaks_types_as_in_mlir_16() -> None:
    """MLIR 16's BitcastOfBitcast replaces bitcast(bitcast(x)) by x without
    checking types: the function's result type no longer matches."""
    text = (
        "func.func @f(%x: i16) -> bf16 {\n"
        "  %0 = arith.bitcast %x : i16 to f16\n"
        "  %1 = arith.bitcast %0 : f16 to bf16\n"
        "  return %1 : bf16\n"
        "}\n"
    )
    expected = mlir_opt(["--canonicalize"], text)
    assert "doesn't match function result type" in expected.stderr
    status, out, err = run_opt([*DIALECTS, "--canonicalize", "-"], text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)


def test_unknown_fastmath_flag_is_reported_at_the_keyword() -> None:
    """MLIR 16's two errors (mlir-opt-16's stderr): the unknown flag, then
    "failed to parse <def> parameter ..." after it, naming C++ names."""
    text = "func.func @f(%a: f32) {\n  %0 = arith.addf %a, %a fastmath<foo> : f32\n  return\n}"
    status, _, err = run_opt([*DIALECTS, "-"], text)
    assert status == 1
    line = "  %0 = arith.addf %a, %a fastmath<foo> : f32\n"
    assert err == (
        "<stdin>:2:35: error: custom op 'arith.addf' expected"
        " ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf,"
        " nsz, arcp, contract, afn, fast\n"
        f"{line}{' ' * 34}^\n"
        "<stdin>:2:38: error: custom op 'arith.addf' failed to parse"
        " Arith_FastMathAttr parameter 'value' which is to be a"
        " `::mlir::arith::FastMathFlags`\n"
        f"{line}{' ' * 37}^\n"
    )


def test_builders_make_valid_ops() -> None:
    package = import_dialect(str(ROOT / "generated" / "arith"))
    ops, enums = package.ops, package.enums
    CmpFPredicate, CmpIPredicate = enums.CmpFPredicate, enums.CmpIPredicate
    FastMathFlags = enums.FastMathFlags
    fast = package.attrs.FastMathFlagsAttr.get(FastMathFlags.fast)
    from odsgen.ir.attributes import BoolAttr, FloatAttr, IntegerAttr
    from odsgen.ir.operation import Block
    from odsgen.ir.types import FloatType, IndexType, IntegerType

    i32, i64, i1 = IntegerType.get(32), IntegerType.get(64), IntegerType.get(1)
    f32, f64 = FloatType.get("f32"), FloatType.get("f64")
    index = IndexType.get()
    block = Block([i32, i32, f32, i1, index])
    a, b, x, c, n = block.arguments
    built = []

    def add(op):
        block.append(op)
        built.append(op)
        return op

    k = add(ops.ConstantOp.build_typed(IntegerAttr.get(i32, 42)))
    assert k.get_asm_result_names() == ("c42_i32",)
    assert add(ops.ConstantOp.build(i1, BoolAttr.get(True))).get_asm_result_names() == (
        "true",
    )
    assert add(
        ops.ConstantOp.build_typed(FloatAttr.get(f32, 1.0))
    ).get_asm_result_names() == ("cst",)
    for cls in (
        ops.AddIOp, ops.SubIOp, ops.MulIOp, ops.DivSIOp, ops.DivUIOp, ops.CeilDivSIOp,
        ops.CeilDivUIOp, ops.FloorDivSIOp, ops.RemSIOp, ops.RemUIOp, ops.AndIOp,
        ops.OrIOp, ops.XOrIOp, ops.ShLIOp, ops.ShRSIOp, ops.ShRUIOp, ops.MaxSIOp,
        ops.MaxUIOp, ops.MinSIOp, ops.MinUIOp,
    ):  # fmt: skip
        assert add(cls.build(a, b)).result.type is i32
    for cls in (
        ops.AddFOp, ops.SubFOp, ops.MulFOp, ops.DivFOp, ops.RemFOp, ops.MaxFOp, ops.MinFOp,
    ):  # fmt: skip
        assert add(cls.build(x, x, fastmath=fast)).fastmath is fast
    assert add(ops.NegFOp.build(x)).fastmath.value is FastMathFlags.none
    assert add(ops.CmpIOp.build(CmpIPredicate.slt, a, b)).result.type is i1
    assert add(ops.CmpFOp.build(CmpFPredicate.OLT, x, x)).result.type is i1
    assert add(ops.SelectOp.build(c, a, b)).result.type is i32
    assert add(ops.AddUIExtendedOp.build_values(a, b)).overflow.type is i1
    add(ops.AddUIExtendedOp.build(i32, i1, a, b))
    add(ops.MulSIExtendedOp.build(a, b))
    add(ops.MulUIExtendedOp.build(a, b))
    for cls, source, target in (
        (ops.ExtSIOp, a, i64), (ops.ExtUIOp, a, i64), (ops.TruncIOp, a, i1),
        (ops.ExtFOp, x, f64), (ops.SIToFPOp, a, f32), (ops.UIToFPOp, a, f64),
        (ops.FPToSIOp, x, i32), (ops.FPToUIOp, x, i64), (ops.IndexCastOp, a, index),
        (ops.IndexCastUIOp, n, i64), (ops.BitcastOp, a, f32),
    ):  # fmt: skip
        assert add(cls.build(target, source)).out.type is target
    truncf = ops.TruncFOp.build(f32, add(ops.ExtFOp.build(f64, x)).out)
    add(truncf)
    for op in built:
        op.verify()
    assert len(built) == 51
    bad = ops.SelectOp.build(
        block.arguments[3], a, b
    )  # a vector condition needs a vector result
    bad.set_operands([a, a, b])
    with pytest.raises(Exception, match="operand #0 must be bool-like"):
        bad.verify()


def test_integer_literal_in_float_dense_array_is_diagnosed() -> None:
    """A parser fix found by test_malformed_input's fuzzing (`array<f32: 1%5>`)."""
    text = '"test.x"() {a = array<f32: 1%5>} : () -> ()\n// -----\n"test.x"() {a = array<f32: -1>} : () -> ()'
    args = ["--allow-unregistered-dialect", "--split-input-file"]
    expected = mlir_opt(args, text)
    status, out, err = run_opt([*args, "-"], text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)
