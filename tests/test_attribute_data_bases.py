"""The data-driven attribute bases (`odsgen/asm/struct_attributes.py`,
`one_param_attributes.py`) read and print as the generated `parse_body` and
`print_body` they replace: the same records generated both ways give the
same text and the same errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import generate_records, run_opt
from odsgen.asm.struct_attributes import StructAttribute
from odsgen.gen.view import defs as defs_view
from odsgen.tools.opt import import_dialect

_RECORDS = """dialect: {name: dd}
enums:
  Mode:
    kind: i32
    cases: {fast: 0, slow: 1}
attributes:
  PairAttr:
    mnemonic: pair
    parameters: {x: int, y: {type: int, default: '0'}, m: Mode}
    format: '`<` struct(params) `>`'
  OrderedAttr:
    mnemonic: ordered
    parameters: {lo: int, hi: int}
    format: '`<` struct(params) `>`'
    has_verifier: true
    extra_python: |
      @classmethod
      def verify_parameters(cls, lo: int, hi: int) -> None:
          if lo > hi:
              raise ValueError(f"lo {lo} exceeds hi {hi}")
  ModeAttr:
    mnemonic: mode
    parameters: {mode: Mode}
    format: '`<` $mode `>`'
"""

# Good and bad inputs of each attribute, as an attribute of an op.
_INPUTS = [
    "#dd.pair<x = 1, m = slow>",
    "#dd.pair<m = fast, y = 3, x = 2>",
    "#dd.pair<y = 3>",
    "#dd.pair<x = 1, x = 2, m = fast>",
    "#dd.pair<>",
    "#dd.pair<x = 1, m = medium>",
    "#dd.ordered<lo = 1, hi = 2>",
    "#dd.ordered<lo = 3, hi = 2>",
    "#dd.mode<slow>",
    "#dd.mode<>",
    "#dd.mode<warp>",
]


def _outputs(tmp_path: Path) -> list[tuple[int, str, str]]:
    """odsgen-opt's (status, output, errors) on each input, with the
    dialect generated from `_RECORDS` into `tmp_path`."""
    status, _, err = generate_records(tmp_path, {"dd.yaml": _RECORDS})
    assert status == 0, err
    flags = ["--load-dialect", str(tmp_path / "out" / "dd")]
    results = []
    for text in _INPUTS:
        source = f'"x.y"() {{a = {text}}} : () -> ()\n'
        results.append(run_opt([*flags, "--allow-unregistered-dialect", "-"], source))
    return results


def test_data_bases_read_and_print_as_generated_methods(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = _outputs(tmp_path / "data")
    text = (tmp_path / "data" / "out" / "dd" / "attrs.py").read_text()
    assert text.count("(StructAttribute):") == 2
    assert text.count("(OneParamAttribute):") == 1
    assert "def parse_body" not in text
    monkeypatch.setattr(defs_view, "format_data", lambda *args: None)
    methods = _outputs(tmp_path / "methods")
    text = (tmp_path / "methods" / "out" / "dd" / "attrs.py").read_text()
    assert "StructAttribute" not in text and "OneParamAttribute" not in text
    assert text.count("def parse_body") == 3
    for source, got, want in zip(_INPUTS, data, methods):
        assert got == want, source
    statuses = [status for status, _, _ in data]
    assert statuses == [0, 0, 1, 1, 1, 1, 0, 1, 0, 1, 1]
    assert "#dd.pair<x = 1, m = slow>" in data[0][1]
    assert "struct is missing required parameter: x" in data[2][2]
    assert "duplicate or unknown struct parameter name: x" in data[3][2]
    assert "lo 3 exceeds hi 2" in data[7][2]
    data_attrs = import_dialect(str(tmp_path / "data" / "out" / "dd")).attrs
    method_attrs = import_dialect(str(tmp_path / "methods" / "out" / "dd")).attrs
    assert issubclass(data_attrs.PairAttr, StructAttribute)
    assert not issubclass(method_attrs.PairAttr, StructAttribute)
    for attrs in (data_attrs, method_attrs):
        assert str(attrs.OrderedAttr.get(1, 2)) == "#dd.ordered<lo = 1, hi = 2>"
