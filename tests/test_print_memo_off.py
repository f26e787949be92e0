"""Where the printer's texts hold more than an op's own (locations, users
comments, aliases), ops print without the memo: the printer decides it once
per run, and prints what it prints without a memo."""

from __future__ import annotations

import pytest
from print_memo_capture import printed_and_printer

from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.printer import AsmPrinter, PrintOptions

TEXT = """
func.func @f(%a: i32) {
  "test.op"(%a) {m = affine_map<(d0) -> (d0)>} : (i32) -> ()
  "test.op"(%a) {m = affine_map<(d0) -> (d0)>} : (i32) -> ()
  "test.op"(%a) {m = affine_map<(d0) -> (d0)>} : (i32) -> ()
  return
}
"""


@pytest.mark.parametrize(
    "options",
    [
        PrintOptions(debuginfo=True),
        PrintOptions(pretty_debuginfo=True),
        PrintOptions(value_users=True),
    ],
)
def test_no_memo_for_options_that_add_to_lines(options: PrintOptions) -> None:
    assert AsmPrinter(options)._memo is None
    assert AsmPrinter(PrintOptions())._memo is not None


def test_no_memo_once_aliases_are_collected(monkeypatch: pytest.MonkeyPatch) -> None:
    printed, printer = printed_and_printer(TEXT, monkeypatch)
    assert printed.startswith("#map = affine_map<(d0) -> (d0)>\n")
    assert printed.count("{m = #map}") == 3
    assert printer._memo is None


def test_no_memo_where_locations_are_recorded() -> None:
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(TEXT.replace("affine_map<(d0) -> (d0)>", "1"), context)
        printer = AsmPrinter(PrintOptions(), context)
        locations = printer.record_locations()
        assert printer._memo is None
        printed = printer.print_top_level(module)
    ops = module.regions[0].blocks[0].operations[0].regions[0].blocks[0].operations
    lines = printed.splitlines()
    for op in ops[:3]:
        line, column = locations[op]
        assert lines[line - 1].startswith(" " * column + '"test.op"(%arg0)')
