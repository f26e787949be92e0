"""Shared-member classes: ops of one module with one assembly format (or the
same `verify`) inherit one definition of those methods (`odsgen/gen/view/op_sharing.py`).
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from conftest import generate_records, run_opt
from odsgen.tools.opt import import_dialect

# Negate and Abs share a format and constraints. Not has the same format
# but another result type, which its parser builds: it keeps its own. Twice
# and Thrice print other formats, but build and check alike.
RECORDS = """\
dialect: {name: t}
ops:
  NegateOp:
    mnemonic: negate
    arguments: {input: I32}
    results: {output: I32}
    format: $input attr-dict `:` type($input)
  AbsOp:
    mnemonic: abs
    arguments: {input: I32}
    results: {output: I32}
    format: $input attr-dict `:` type($input)
  NotOp:
    mnemonic: not
    arguments: {input: I64}
    results: {output: I64}
    format: $input attr-dict `:` type($input)
  TwiceOp:
    mnemonic: twice
    arguments: {input: I32}
    results: {output: I32}
    format: $input `twice` attr-dict `:` type($input)
  ThriceOp:
    mnemonic: thrice
    arguments: {input: I32}
    results: {output: I32}
    format: $input `thrice` attr-dict `:` type($input)
"""


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    tmp_path = tmp_path_factory.mktemp("sharing")
    status, _, err = generate_records(tmp_path, {"t.yaml": RECORDS})
    assert status == 0, err
    return tmp_path / "out"


def _class_text(source: str, name: str) -> str:
    """The text of class `name` in `source`, up to the next class."""
    start = source.index(f"\nclass {name}(")
    end = source.find("\nclass ", start + 1)
    return source[start : end if end >= 0 else len(source)]


def test_one_format_one_shared_class(out: Path) -> None:
    """One class per distinct format: it holds parse, print and what else
    all its users write alike (accessors, build, verify) once; the ops
    using it hold none of them."""
    source = (out / "t" / "ops.py").read_text()
    shared = re.findall(r"^class (\w+)\(OpBase\):", source, re.M)
    assert shared == ["InputAttrDictTypeFormat", "InputOutputAccessors", "TwiceBuild"]
    holder = _class_text(source, "InputAttrDictTypeFormat")
    for member in (
        "def input(",
        "def build(",
        "def verify(",
        "def parse(",
        "def print(",
    ):
        assert member in holder, member
    assert "Adaptor = InputAttrDictTypeFormatAdaptor" in holder
    assert "Used by `NegateOp`, `AbsOp`." in holder
    for name in ("NegateOp", "AbsOp"):
        text = _class_text(source, name)
        assert text.startswith(f"\nclass {name}(InputAttrDictTypeFormat, OpBase):")
        assert "def " not in text


def test_a_changed_format_keeps_its_own_methods(out: Path) -> None:
    """NotOp's parser builds another result type: it writes its own parse,
    print, build and verify, and shares only the accessors of the ops
    named alike."""
    source = (out / "t" / "ops.py").read_text()
    holder = _class_text(source, "InputOutputAccessors")
    assert "Used by `NotOp`, `TwiceOp`, `ThriceOp`." in holder
    assert "def input(" in holder and "def build(" not in holder
    text = _class_text(source, "NotOp")
    assert text.startswith("\nclass NotOp(InputOutputAccessors, OpBase):")
    for member in ("def build(", "def verify(", "def parse(", "def print("):
        assert member in text, member
    assert "def input(" not in text


def test_ops_of_other_formats_share_what_they_write_alike(out: Path) -> None:
    """Twice and Thrice parse differently but build and check alike: one
    class holds their `build` and `verify`."""
    source = (out / "t" / "ops.py").read_text()
    holder = _class_text(source, "TwiceBuild")
    assert "def build(" in holder and "def verify(" in holder
    assert "def parse(" not in holder
    assert "Used by `TwiceOp`, `ThriceOp`." in holder
    for name in ("TwiceOp", "ThriceOp"):
        text = _class_text(source, name)
        assert text.startswith(
            f"\nclass {name}(InputOutputAccessors, TwiceBuild, OpBase):"
        )
        assert "def verify(" not in text and "def parse(" in text


def test_shared_methods_behave_per_op(out: Path) -> None:
    """Inherited parse/print/verify read each op's own names and data."""
    package = import_dialect(str(out / "t"))
    ops = importlib.import_module(package.__name__ + ".ops")
    assert ops.NegateOp.print is ops.AbsOp.print is not ops.NotOp.print
    assert ops.NegateOp.verify is ops.InputAttrDictTypeFormat.verify
    assert ops.TwiceOp.verify is ops.ThriceOp.verify is ops.TwiceBuild.verify
    assert ops.NotOp.Adaptor is ops.InputOutputAccessorsAdaptor
    text = (
        "func.func @f(%a: i32, %b: i64) {\n"
        "  %0 = t.negate %a : i32\n"
        "  %1 = t.abs %0 : i32\n"
        "  %2 = t.not %b : i64\n"
        "  %3 = t.twice %1 twice : i32\n"
        "  %4 = t.thrice %3 thrice : i32\n"
        "  return\n"
        "}\n"
    )
    flags = ["--load-dialect", str(out / "t"), "-"]
    status, printed, err = run_opt(flags, text)
    assert status == 0, err
    expected = (
        "    %0 = t.negate %arg0 : i32\n"
        "    %1 = t.abs %0 : i32\n"
        "    %2 = t.not %arg1 : i64\n"
        "    %3 = t.twice %1 twice : i32\n"
        "    %4 = t.thrice %3 thrice : i32\n"
    )
    assert expected in printed
    status, _, err = run_opt(flags, text.replace("t.abs %0 : i32", "t.abs %b : i64"))
    assert status == 1
    assert "'t.abs' op operand #0 must be 32-bit signless integer" in err
