"""Optional groups anchored on the operand or region they start with: the
generated parser reads that variable whether the group is there or not, and
every other variable of the group gets a starting value. Each kind of guard
is generated and parsed with and without its group."""

from pathlib import Path

import pytest

from conftest import generate_records
from odsgen.asm import parse_source, print_module
from odsgen.ir.context import Context
from odsgen.tools.opt import import_dialect

_RECORDS = """\
dialect: {name: g, summary: Optional group guards.}
ops:
  OptionalOperandOp:
    mnemonic: optional_operand
    arguments: {v: Optional<I32>}
    format: (`(` $v^ `)`)? attr-dict
  VariadicOperandOp:
    mnemonic: variadic_operand
    arguments: {v: Variadic<I32>}
    format: ($v^ `:` type($v))? attr-dict
  OperandThenRegionOp:
    mnemonic: operand_then_region
    arguments: {v: Optional<I32>}
    regions: {r: AnyRegion}
    format: ($v^ $r)? attr-dict
  SingleRegionOp:
    mnemonic: single_region
    regions: {r: AnyRegion}
    format: attr-dict-with-keyword ($r^)?
  VariadicRegionOp:
    mnemonic: variadic_region
    regions: {r: VariadicRegion<AnyRegion>}
    format: attr-dict-with-keyword ($r^)?
  Const:
    mnemonic: const
    results: {out: I32}
    format: attr-dict
  Nop:
    mnemonic: nop
    format: attr-dict
"""

# (op text with its group, op text without it), as printed.
CASES = {
    "optional operand": ("g.optional_operand(%0)", "g.optional_operand"),
    "variadic operand": ("g.variadic_operand %0, %0 : i32, i32", "g.variadic_operand"),
    "operand then region": (
        "g.operand_then_region %0 {\n  g.nop\n}",
        "g.operand_then_region",
    ),
    "single region": ("g.single_region {\n  g.nop\n}", "g.single_region"),
    "variadic region": (
        "g.variadic_region {\n  g.nop\n}, {\n}",
        "g.variadic_region",
    ),
}


@pytest.fixture(scope="module")
def context(tmp_path_factory: pytest.TempPathFactory) -> Context:
    """A context with the guard dialect generated from _RECORDS."""
    root: Path = tmp_path_factory.mktemp("guards")
    status, _, err = generate_records(root, {"g.yaml": _RECORDS})
    assert status == 0, err
    module = import_dialect(str(root / "out" / "g"))
    context = Context()
    context.register_dialect(module.DIALECT)
    return context


@pytest.mark.parametrize("present", [True, False], ids=["with", "without"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_each_guard_parses_with_and_without_its_group(
    context: Context, case: str, present: bool
) -> None:
    op_text = CASES[case][0 if present else 1]
    text = f"%0 = g.const\n{op_text}\n"
    module = parse_source(text, context)
    expected = (
        "module {\n" + "".join(f"  {line}\n" for line in text.splitlines()) + "}\n"
    )
    assert print_module(module) == expected
