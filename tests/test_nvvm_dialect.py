"""The NVVM dialect (defs/nvvm) against MLIR 16.

- differential round trips of every op, in the custom form and with
  `--mlir-print-op-generic` (tests/mlir/nvvm/roundtrip.mlir);
- diagnostics of invalid input, byte for byte (tests/mlir/nvvm/invalid.mlir):
  one run per tool for all cases (`--split-input-file`). Left out there:
  malformed enum or struct parameters of the attributes, where MLIR 16 adds
  a second error ("failed to parse ... parameter") and names the C++ enum;
- the Python API: every op built with the generated builders and verified.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from conftest import MLIR_DIR, ROOT, run_opt
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.operation import Block, Operation, Region
from odsgen.ir.types import FloatType, IntegerType, VectorType
from odsgen.tools.opt import import_dialect
from reference import mlir_opt, valid_like_mlir_opt

DIALECTS = [
    arg
    for name in ("llvm", "func", "nvvm")
    for arg in ("--load-dialect", str(ROOT / "generated" / name))
]
ARGS = ["--allow-unregistered-dialect", "--split-input-file"]
ROUNDTRIP = (MLIR_DIR / "nvvm" / "roundtrip.mlir").read_text(encoding="utf-8")
INVALID = (MLIR_DIR / "nvvm" / "invalid.mlir").read_text(encoding="utf-8")
NVVM = import_dialect(str(ROOT / "generated" / "nvvm"))
LLVM = import_dialect(str(ROOT / "generated" / "llvm"))


def _ours(args: list[str], text: str) -> tuple[int, str, str]:
    return run_opt([*DIALECTS, *args, "-"], text)


def _op_names() -> set[str]:
    names = {getattr(op, "OPERATION_NAME", None) for op in vars(NVVM.ops).values()}
    return {name for name in names if isinstance(name, str)}


def test_every_op_has_a_round_trip_case() -> None:
    assert len(_op_names()) == 28  # all of NVVMOps.td
    missing = {n for n in _op_names() if not re.search(re.escape(n) + r"\s", ROUNDTRIP)}
    assert not missing


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_round_trips_print_as_mlir_opt(generic: bool) -> None:
    args = ARGS + (["--mlir-print-op-generic"] if generic else [])
    out = valid_like_mlir_opt(_ours, args, ROUNDTRIP, reference_flags=())
    # What odsgen prints reads back as the same.
    assert _ours(args, out.replace("// -----", "// -----\n"))[1] == out


def test_diagnostics_match_mlir_opt() -> None:
    reference = mlir_opt(ARGS, INVALID)
    status, out, err = _ours(ARGS, INVALID)
    assert err == reference.stderr
    assert out == reference.stdout
    assert status == reference.returncode == 1


def test_invalid_cases_fail_one_by_one() -> None:
    """Each case but the valid `#nvvm.shape` spelling is rejected (a failed
    attribute parameter adds MLIR's "failed to parse" error after the first)."""
    status, _, err = _ours(ARGS, INVALID)
    cases = INVALID.count("// -----") + 1
    assert status == 1
    followers = err.count("failed to parse ")
    assert err.count(": error: ") - followers == cases - 1


# -- the Python API -----------------------------------------------------------------------


def _block(*types: Any) -> Block:
    block = Block(list(types))
    Operation.create("test.f", regions=[Region([block])])
    return block


def test_builders_verify() -> None:
    ops, attrs, enums = NVVM.ops, NVVM.attrs, NVVM.enums
    context = Context(allow_unregistered_dialects=True)
    for package in (LLVM, NVVM):
        context.register_dialect(package.DIALECT())
    with context:
        i1, i32 = IntegerType.get(1), IntegerType.get(32)
        f32 = FloatType.get("f32")
        h2 = VectorType.get([2], FloatType.get("f16"))
        types = LLVM.types
        shared = types.LLVMPointerType.get(IntegerType.get(8), 3)
        ptr3 = types.LLVMPointerType.get(i32, 3)
        struct = types.LLVMStructType.get_literal
        block = _block(i32, f32, i1, shared, ptr3, h2)
        a, f, p, s, q, h = block.arguments
        row = attrs.MMALayoutAttr.get(enums.MMALayout.row)
        col = attrs.MMALayoutAttr.get(enums.MMALayout.col)
        f16 = attrs.MMATypesAttr.get(enums.MMATypes.f16)
        built = [
            *(
                cls.build(i32)
                for cls in (ops.LaneIdOp, ops.ThreadIdXOp, ops.GridDimZOp)
            ),
            ops.RcpApproxFtzF32Op.build(f),
            ops.ReduxOp.build(i32, a, attrs.ReduxKindAttr.get(enums.ReduxKind.XOR), a),
            ops.Barrier0Op.build(),
            ops.ShflOp.build(
                struct([f32, i1]),
                a,
                f,
                a,
                a,
                attrs.ShflKindAttr.get(enums.ShflKind.up),
                return_value_and_is_valid=True,
            ),
            ops.VoteBallotOp.build(i32, a, p),
            ops.SyncWarpOp.build(a),
            ops.CpAsyncOp.build(s, s, 16, bypass_l1=True),
            ops.CpAsyncCommitGroupOp.build(),
            ops.CpAsyncWaitGroupOp.build(2),
            ops.WMMALoadOp.build(
                struct([h2] * 8),
                q,
                a,
                16,
                16,
                16,
                row,
                f16,
                attrs.MMAFragAttr.get(enums.MMAFrag.b),
            ),
            ops.WMMAStoreOp.build(q, 16, 16, 16, col, f16, [h] * 4, a),
            ops.WMMAMmaOp.build(
                struct([h2] * 4), 16, 16, 16, row, col, f16, f16, [h] * 20
            ),
            ops.LdMatrixOp.build(struct([i32, i32]), q, 2, row),
            ops.MmaOp.build(
                struct([h2, h2]),
                attrs.MMAShapeAttr.get(16, 8, 8),
                layout_a=row,
                layout_b=col,
                multiplicand_a_ptx_type=f16,
                multiplicand_b_ptx_type=f16,
                operand_a=[h, h],
                operand_b=[h],
                operand_c=[h, h],
            ),
        ]
        for op in built:
            block.append(op)
            op.verify()
        load = built[12]
        assert load.frag == attrs.MMAFragAttr.get(enums.MMAFrag.b)
        assert built[-1].operand_c == [h, h]
        bad = ops.LdMatrixOp.build(i32, q, 3, row)
        block.append(bad)
        with pytest.raises(DiagnosticError, match="expected num attribute"):
            bad.verify()
