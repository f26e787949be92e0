"""Shared-member classes: ops of one module that write a format's parse and
print, accessors, `build` or `verify` alike inherit one definition of them
(`odsgen/gen/view/op_sharing.py`)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path


from conftest import run_opt
from generated_code import class_text, members
from odsgen.tools.opt import import_dialect


def _op(name: str, mnemonic: str, width: int, keyword: str = "") -> str:
    """A one-operand, one-result op of `i<width>` with the format
    `$input [keyword] attr-dict : type($input)`."""
    word = f" `{keyword}`" if keyword else ""
    return (
        f"  {name}:\n"
        f"    mnemonic: {mnemonic}\n"
        f"    arguments: {{input: I{width}}}\n"
        f"    results: {{output: I{width}}}\n"
        f"    format: $input{word} attr-dict `:` type($input)\n"
    )


# Negate and Abs: one format, one type; everything is shared. Not and
# Popcount: that format, but another type each, which their parsers build
# and their verifiers check; they share print and accessors. Twice,
# Thrice and Half: other formats, the same accessors; Twice and Thrice
# also build and check alike.
RECORDS = "dialect: {name: t}\nops:\n" + "".join(
    (
        _op("NegateOp", "negate", 32),
        _op("AbsOp", "abs", 32),
        _op("NotOp", "not", 64),
        _op("PopcountOp", "popcount", 16),
        _op("TwiceOp", "twice", 32, "twice"),
        _op("ThriceOp", "thrice", 32, "thrice"),
        _op("HalfOp", "half", 8, "half"),
    )
)


def test_one_class_per_distinct_shared_piece(records_ops: str) -> None:
    shared = re.findall(r"^class (\w+)\(OpBase\):", records_ops, re.M)
    assert shared == [
        "InputAttrDictTypeFormat",
        "InputAttrDictTypePrint",
        "InputOutputAccessors",
        "InputOutputBuild",
    ]


def test_one_adaptor_per_distinct_set_of_operands(records_ops: str) -> None:
    """All seven ops have one operand `input`: one adaptor class, which the
    three classes holding accessors name."""
    assert re.findall(r"^class (\w+)\(OpAdaptor\):", records_ops, re.M) == [
        "InputAdaptor"
    ]
    holder = " ".join(class_text(records_ops, "InputAdaptor").split())
    assert (
        "The operands of `InputAttrDictTypeFormat`, `InputAttrDictTypePrint`,"
        " `InputOutputAccessors` by name." in holder
    )
    assert records_ops.count("    Adaptor = InputAdaptor\n") == 3


def test_one_format_one_shared_class(records_ops: str) -> None:
    """Negate and Abs write everything alike: one class holds it all (and
    the adaptor); the ops hold only their constants."""
    holder = class_text(records_ops, "InputAttrDictTypeFormat")
    assert members(holder) == {"input", "output", "build", "verify", "parse", "print"}
    assert "Adaptor = InputAdaptor" in holder
    assert "Used by `NegateOp`, `AbsOp`." in holder
    for name in ("NegateOp", "AbsOp"):
        text = class_text(records_ops, name)
        assert text.startswith(f"\nclass {name}(InputAttrDictTypeFormat):")
        assert members(text) == set()


def test_a_format_whose_parsers_differ_shares_its_print(records_ops: str) -> None:
    """Not and Popcount build other result types: each keeps its parse,
    build and verify; print and the accessors are shared."""
    holder = class_text(records_ops, "InputAttrDictTypePrint")
    assert members(holder) == {"input", "output", "print"}
    assert "Used by `NotOp`, `PopcountOp`." in holder
    for name in ("NotOp", "PopcountOp"):
        text = class_text(records_ops, name)
        assert text.startswith(f"\nclass {name}(InputAttrDictTypePrint):")
        assert members(text) == {"build", "verify", "parse"}


def test_accessors_and_builds_shared_apart_from_formats(records_ops: str) -> None:
    """Twice, Thrice and Half parse differently but name their values
    alike; Twice and Thrice also build and check alike."""
    accessors = class_text(records_ops, "InputOutputAccessors")
    assert members(accessors) == {"input", "output"}
    assert "Used by `TwiceOp`, `ThriceOp`, `HalfOp`." in accessors
    build = class_text(records_ops, "InputOutputBuild")
    assert members(build) == {"build", "verify"}
    assert "Used by `TwiceOp`, `ThriceOp`." in build
    for name in ("TwiceOp", "ThriceOp"):
        text = class_text(records_ops, name)
        assert text.startswith(
            f"\nclass {name}(InputOutputAccessors, InputOutputBuild):"
        )
        assert members(text) == {"parse", "print"}
    half = class_text(records_ops, "HalfOp")
    assert half.startswith("\nclass HalfOp(InputOutputAccessors):")
    assert members(half) == {"build", "verify", "parse", "print"}


def test_shared_methods_behave_per_op(records_package: Path) -> None:
    """Inherited parse/print/verify serve each op as its own did."""
    package = import_dialect(str(records_package))
    ops = importlib.import_module(package.__name__ + ".ops")
    assert ops.NegateOp.print is ops.AbsOp.print is ops.InputAttrDictTypeFormat.print
    assert ops.NotOp.print is ops.PopcountOp.print is not ops.NegateOp.print
    assert ops.NotOp.parse is not ops.PopcountOp.parse
    assert ops.TwiceOp.verify is ops.ThriceOp.verify is not ops.HalfOp.verify
    assert ops.HalfOp.Adaptor is ops.NegateOp.Adaptor is ops.InputAdaptor
    text = (
        "func.func @f(%a: i32, %b: i64, %c: i16, %d: i8) {\n"
        "  %0 = t.negate %a : i32\n"
        "  %1 = t.abs %0 : i32\n"
        "  %2 = t.not %b : i64\n"
        "  %3 = t.popcount %c : i16\n"
        "  %4 = t.twice %1 twice : i32\n"
        "  %5 = t.thrice %4 thrice : i32\n"
        "  %6 = t.half %d half : i8\n"
        "  return\n"
        "}\n"
    )
    flags = ["--load-dialect", str(records_package), "-"]
    status, printed, err = run_opt(flags, text)
    assert status == 0, err
    expected = "".join(
        "  "
        + line.replace("%a", "%arg0")
        .replace("%b", "%arg1")
        .replace("%c", "%arg2")
        .replace("%d", "%arg3")
        + "\n"
        for line in text.splitlines()[1:8]
    )
    assert expected in printed
    status, _, err = run_opt(flags, text.replace("t.abs %0 : i32", "t.abs %b : i64"))
    assert status == 1
    assert "'t.abs' op operand #0 must be 32-bit signless integer" in err
    status, _, err = run_opt(
        flags, text.replace("t.half %d half : i8", "t.half %c half : i16")
    )
    assert status == 1
    assert "'t.half' op operand #0 must be 8-bit signless integer" in err


def test_shared_classes_named_for_all_their_users() -> None:
    """A shared `build` or `verify` takes the words its users' names share,
    else the constraints it checks, never just its first user's name."""
    generated = Path(__file__).parent.parent / "generated"
    # The LLVM ops are lazy: a module per op, the shared classes in `_shared`.
    values = (generated / "llvm" / "ops_values" / "_shared.py").read_text()
    trunc = (generated / "llvm" / "ops_values" / "trunc.py").read_text()
    shared = (generated / "llvm" / "ops_intrinsics" / "_shared.py").read_text()
    assert "Used by `SExtOp`, `ZExtOp`, `TruncOp`." in class_text(
        values, "LlvmScalarOrVectorOfAnyIntegerVerify"
    )
    assert "Used by `SIToFPOp`, `UIToFPOp`." in class_text(values, "ToFPVerify")
    assert "\nclass TruncOp(LlvmScalarOrVectorOfAnyIntegerVerify, CastOp):" in trunc
    assert "\nclass VecReductionBuild(OpBase):" in shared
    assert "\nclass VecReductionF(InResAccessors, VecReductionBuild):" in shared
    for old in ("SExtVerify", "CountZerosIntrVerify", "VecReductionIBuild"):
        assert f"class {old}(" not in shared + values
