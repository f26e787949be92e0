"""The `operands` directive in the format of an op with no ODS operands.

mlir-tblgen-16 compiles `operands attr-dict` for such an op into a parser that
reads the operand list and never resolves it (there are no operand types to
resolve it against), and a printer that writes the space before the empty
list. So `%a` is read and dropped, an undefined name is no error, and
`type(operands)` reads a type list that is dropped too (at least one type,
as `parseTypeList` wants). MLIR 16's test dialect has no such op to run
mlir-opt-16 on; odsgen's generated code takes the same steps.
"""

from __future__ import annotations


import pytest

from conftest import generate_records, generated_test_dialect, run_opt

RECORDS = """\
dialect: {name: z}
ops:
  ZeroOp:
    mnemonic: zero
    format: operands attr-dict
  ZeroTypesOp:
    mnemonic: zerot
    format: operands attr-dict `:` type(operands)
"""


@pytest.fixture(scope="module")
def dialect(tmp_path_factory: pytest.TempPathFactory) -> str:
    tmp_path = tmp_path_factory.mktemp("zero_operands")
    status, _, err = generate_records(tmp_path, {"z.yaml": RECORDS})
    assert status == 0, err
    return str(tmp_path / "out" / "z")


def _opt(dialect: str, body: str) -> tuple[int, str, str]:
    text = f"func.func @f(%a: i64) {{\n{body}  return\n}}\n"
    args = ["--load-dialect", dialect, "--allow-unregistered-dialect", "-"]
    return run_opt(args, text)


def test_operands_are_read_and_dropped(dialect: str) -> None:
    status, out, err = _opt(
        dialect, "  z.zero %a\n  z.zero %undefined {k = 1}\n  z.zerot %a : i64\n"
    )
    assert status == 0, err
    assert out.splitlines()[2:5] == [
        "    z.zero ",
        "    z.zero  {k = 1 : i64}",
        "    z.zerot  : ",
    ]


def test_type_list_needs_a_type(dialect: str) -> None:
    status, _, err = _opt(dialect, "  z.zerot :\n")
    assert status == 1
    assert "<stdin>:2:12: error: expected non-function type" in err


def test_empty_type_list_error_matches_mlir_opt() -> None:
    """The closest op of MLIR 16's test dialect: `type(operands)` given no
    type; mlir-opt-16 reports `<stdin>:2:51: error: expected non-function
    type` for this input."""
    op = "test.format_infer_type_all_types_one_operand"
    text = f"func.func @f() {{\n  {op}() :\n  return\n}}\n"
    status, _, err = run_opt(["--load-dialect", generated_test_dialect(), "-"], text)
    assert status == 1
    assert err.splitlines()[0] == "<stdin>:2:51: error: expected non-function type"
