"""Enum attributes: records, the generated enums and their attribute.

The expected values are those of the C++ that `mlir-tblgen-16 -gen-enum-defs`
and `-gen-enum-decls` generate for the same enums (enums-gen.td and
LLVMEnums.td of LLVM 16.0.6), read off the generated code.
"""

from __future__ import annotations

import importlib.util
import textwrap
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from odsgen.gen.model.constraints import substitute
from odsgen.gen.render.jinja import format_python
from odsgen.gen.model.enums import EnumDef, build_enum, enum_attr_constraint
from odsgen.gen.emit import render_enums
from odsgen.gen.load.source import RecordError, load_yaml
from odsgen.ir.attributes import IntegerAttr
from odsgen.ir.context import Context
from odsgen.ir.types import IntegerType

# enums-gen.td, as records.
ENUMS_GEN = """
enums:
  MyBitEnum:
    kind: bit32
    summary: An example bit enum
    cases:
      None: {value: 0, string: none}
      Bit0: {bit: 0, string: tagged}
      Bit1: {bit: 1}
      Bit2: {bit: 2}
      Bit3: {bit: 3}
      BitGroup: [Bit0, Bit1]
  MyMixedNonKeywordBitEnum:
    kind: bit32
    summary: An example bit enum
    cases:
      Bit0: {bit: 0, string: tag-ged}
      Bit1: {bit: 1}
  MyNonKeywordBitEnum:
    kind: bit32
    summary: An example bit enum
    cases:
      Bit0: {bit: 0, string: tag-ged}
"""

# Enums checked against mlir-tblgen-16's output for their .td equivalents.
SAMPLES = """
enums:
  CmpIPredicate:
    kind: i64
    cases:
      eq: 0
      ne: 1
      slt: {value: 2, string: s-lt}
  Small:
    kind: i32
    summary: a small enum
    cases: {A: 5, B: 3}
  Primary:
    kind: bit32
    summary: fastmath
    separator: ", "
    print_primary_groups: true
    cases: &fastmath
      none: 0
      nnan: {bit: 0}
      ninf: {bit: 1}
      nsz: {bit: 2}
      arcp: {bit: 4}
      fast: [nnan, ninf, nsz, arcp]
      fin: [nnan, ninf]
  Plain:
    kind: bit64
    summary: fastmath2
    valid_bits: 0xFF
    cases: *fastmath
  Spaced:
    kind: bit32
    separator: " | "
    cases: {b0: 1, b01: 3, b2: {bit: 2}}
  Keywords:
    kind: i32
    cases:
      A: {value: 0, string: a.b}
      B: {value: 1, string: a$b}
      C: {value: 2, string: _x}
      D: {value: 3, string: x-y}
      E: {value: 4, string: 1a}
      F: {value: 5, string: ""}
      G: {value: 6, string: a1_Z}
      7H: {value: 7, string: $a}
  Top:
    kind: bit32
    cases: {lo: {bit: 0}, hi: {bit: 31}}
"""

# A part of LLVMEnums.td (LLVM 16.0.6).
LLVM = """
enums:
  FastmathFlags:
    kind: bit32
    summary: LLVM fastmath flags
    separator: ", "
    print_primary_groups: true
    cases:
      none: 0
      nnan: {bit: 0}
      ninf: {bit: 1}
      nsz: {bit: 2}
      arcp: {bit: 3}
      contract: {bit: 4}
      afn: {bit: 5}
      reassoc: {bit: 6}
      fast: [nnan, ninf, nsz, arcp, contract, afn, reassoc]
  DIFlags:
    kind: bit32
    summary: LLVM DI flags
    print_primary_groups: true
    cases:
      Zero: 0
      Bit0: {bit: 0}
      Bit1: {bit: 1}
      Private: [Bit0]
      Protected: [Bit1]
      Public: [Bit0, Bit1]
      FwdDecl: {bit: 2}
      SingleInheritance: {bit: 16}
      MultipleInheritance: {bit: 16}
      VirtualInheritance: {bit: 16}
  Linkage:
    kind: i64
    summary: LLVM linkage types
    cases:
      Private: {value: 0, string: private}
      Internal: {value: 1, string: internal}
      ExternWeak: {value: 7, string: extern_weak}
      External: {value: 10, string: external}
  UnnamedAddr:
    kind: i64
    summary: LLVM GlobalValue UnnamedAddr
    cases:
      None: {value: 0, string: ""}
      Local: {value: 1, string: local_unnamed_addr}
      Global: {value: 2, string: unnamed_addr}
  FCmpPredicate:
    kind: i64
    summary: llvm.fcmp comparison predicate
    cases: {_false: 0, oeq: 1, ogt: 2, uno: 14, _true: 15}
  AtomicBinOp:
    kind: i64
    summary: llvm.atomicrmw binary operations
    cases: {xchg: 0, add: 1, sub: 2, _and: 3, nand: 4, _or: 5, _xor: 6}
"""


def enums_of(text: str) -> list[EnumDef]:
    data = load_yaml(textwrap.dedent(text), "enums.yaml")
    return [build_enum(name, body, "test") for name, body in data["enums"].items()]


def generate(text: str, directory: Path) -> ModuleType:
    """The generated enums module of the records `text`, imported."""
    path = directory / "enums.py"
    path.write_text(render_enums("test", enums_of(text)))
    spec = importlib.util.spec_from_file_location(f"enums_{directory.name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def gen(tmp_path_factory) -> ModuleType:
    return generate(ENUMS_GEN, tmp_path_factory.mktemp("enums_gen"))


@pytest.fixture(scope="module")
def samples(tmp_path_factory) -> ModuleType:
    return generate(SAMPLES, tmp_path_factory.mktemp("samples"))


@pytest.fixture(scope="module")
def llvm(tmp_path_factory) -> ModuleType:
    return generate(LLVM, tmp_path_factory.mktemp("llvm"))


# -- enums-gen.td ------------------------------------------------------------------------


def test_bit_enum_members(gen) -> None:
    e = gen.MyBitEnum
    assert [(m, int(v)) for m, v in e.__members__.items()] == [
        ("None_", 0),
        ("Bit0", 1),
        ("Bit1", 2),
        ("Bit2", 4),
        ("Bit3", 8),
        ("BitGroup", 3),
    ]


@pytest.mark.parametrize(
    "value, text",
    [
        (0, "none"),
        (1, "tagged"),
        (2, "Bit1"),
        (3, "tagged|Bit1|BitGroup"),
        (5, "tagged|Bit2"),
        (15, "tagged|Bit1|Bit2|Bit3|BitGroup"),
    ],
)
def test_bit_enum_stringify(gen, value: int, text: str) -> None:
    assert gen.MyBitEnum(value).stringify() == text


@pytest.mark.parametrize(
    "text, value",
    [
        ("none", 0),
        ("tagged", 1),
        ("Bit1", 2),
        ("BitGroup", 3),
        ("tagged|Bit2", 5),
        (" tagged | Bit2\t", 5),
        ("Bit3|BitGroup", 11),
        ("Bit0", None),
        ("None", None),
        ("none|Bit1", None),
        ("tagged||Bit1", None),
        ("tagged,Bit1", None),
        ("", None),
        (" none", None),
    ],
)
def test_bit_enum_symbolize(gen, text: str, value: int | None) -> None:
    result = gen.MyBitEnum.symbolize(text)
    assert result == value
    assert result is None or type(result) is gen.MyBitEnum


def test_bit_enum_from_value_and_invalid_bits(gen) -> None:
    e = gen.MyBitEnum
    assert e.from_value(0) is e.None_
    assert e.from_value(3) is e.BitGroup
    assert e.from_value(15) == 15
    assert e.from_value(16) is None and e.from_value(-1) is None
    with pytest.raises(ValueError, match="sets bits that no case"):
        e(0x11).stringify()


@pytest.mark.parametrize(
    "enum, value, printed",
    [
        ("MyBitEnum", 3, "tagged|Bit1|BitGroup"),  # a multi-bit case: bare
        ("MyBitEnum", 5, '"tagged|Bit2"'),  # several bits: quoted
        ("MyBitEnum", 4, "Bit2"),
        ("MyBitEnum", 0, "none"),
        ("MyMixedNonKeywordBitEnum", 2, "Bit1"),
        ("MyMixedNonKeywordBitEnum", 1, '"tag-ged"'),
        ("MyMixedNonKeywordBitEnum", 3, '"tag-ged|Bit1"'),
        ("MyNonKeywordBitEnum", 1, '"tag-ged"'),
        ("MyNonKeywordBitEnum", 0, '""'),
    ],
)
def test_printing_like_operator_shift(gen, enum: str, value: int, printed: str) -> None:
    assert getattr(gen, enum)(value).asm_text() == printed


def test_bit_enum_without_none_case(gen) -> None:
    e = gen.MyMixedNonKeywordBitEnum
    assert e(0).stringify() == ""
    assert e.symbolize("") is None
    assert e.from_value(0) == 0
    assert e.symbolize("tag-ged|Bit1") == 3


# -- integer enums -----------------------------------------------------------------------


def test_int_enum(samples) -> None:
    e = samples.CmpIPredicate
    assert [(m, int(v)) for m, v in e.__members__.items()] == [
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
    ]
    assert e.slt.stringify() == "s-lt"
    assert e.symbolize("s-lt") is e.slt
    assert e.symbolize("slt") is None and e.symbolize("EQ") is None
    assert e.from_value(1) is e.ne and e.from_value(3) is None
    assert e.max_value() == 2
    assert samples.Small.max_value() == 5
    assert e.__doc__ == "allowed 64-bit signless integer cases: 0, 1, 2"
    assert samples.Small.__doc__ == "a small enum"


def test_int_enum_printing(samples) -> None:
    e = samples.CmpIPredicate
    assert [c.asm_text() for c in e] == ["eq", "ne", '"s-lt"']
    k = samples.Keywords
    assert [c.asm_text() for c in k] == [
        "a.b",
        "a$b",
        "_x",
        '"x-y"',
        '"1a"',
        '""',
        "a1_Z",
        '"$a"',
    ]
    assert k._7H.stringify() == "$a"  # a name starting with a digit gets '_', as in C++


# -- bit enum options --------------------------------------------------------------------


@pytest.mark.parametrize(
    "value, text",
    [
        (0, "none"),
        (0x17, "fin, nsz, arcp"),  # groups first, last declared first, clearing bits
        (0x3, "fin"),
        (0x7, "fin, nsz"),
        (0x14, "nsz, arcp"),
        (0x1, "nnan"),
    ],
)
def test_primary_groups(samples, value: int, text: str) -> None:
    assert samples.Primary(value).stringify() == text


def test_separator(samples) -> None:
    p = samples.Primary
    assert p.symbolize("nnan, ninf") == 3
    assert p.symbolize("nnan,ninf , fast") == 0x17
    assert p.symbolize("nnan|ninf") is None
    s = samples.Spaced
    assert s(7).stringify() == "b0 | b01 | b2"
    assert s.symbolize("b0|b2") == 5 and s.symbolize("b0 | b2") == 5


@pytest.mark.parametrize(
    "value, text",
    [
        (0x17, "nnan|ninf|nsz|arcp|fast|fin"),
        (0x3, "nnan|ninf|fin"),
        (0x80, ""),  # a valid bit that no case has
    ],
)
def test_all_cases_printed_without_primary_groups(
    samples, value: int, text: str
) -> None:
    assert samples.Plain(value).stringify() == text


def test_valid_bits(samples) -> None:
    plain = samples.Plain
    assert plain.from_value(0x80) == 0x80 and plain.from_value(0x100) is None
    with pytest.raises(ValueError):
        plain(0x100).stringify()
    assert samples.Primary.from_value(0x8) is None


# -- the LLVM dialect's enums ------------------------------------------------------------


def test_llvm_fastmath_flags(llvm) -> None:
    f = llvm.FastmathFlags
    assert f.fast.stringify() == "fast"
    assert (f.nnan | f.ninf).stringify() == "nnan, ninf"
    assert (f.fast | f.none).stringify() == "fast"
    assert f.none.stringify() == "none"
    assert f.symbolize("nnan, afn") == f.nnan | f.afn
    assert f.symbolize("fast") is f.fast
    assert (f.nnan | f.ninf).asm_text() == '"nnan, ninf"'
    assert f.fast.asm_text() == "fast"


@pytest.mark.parametrize(
    "value, text",
    [
        (0, "Zero"),
        (1, "Private"),
        (2, "Protected"),
        (3, "Public"),
        (5, "Private|FwdDecl"),
        (1 << 16, "SingleInheritance|MultipleInheritance|VirtualInheritance"),
    ],
)
def test_llvm_di_flags(llvm, value: int, text: str) -> None:
    assert llvm.DIFlags(value).stringify() == text


def test_llvm_di_flags_aliases(llvm) -> None:
    d = llvm.DIFlags
    assert d.Private is d.Bit0  # same value: a Python alias
    assert d.symbolize("Bit0") == d.symbolize("Private") == 1
    assert d.symbolize("Public|FwdDecl") == 7


def test_llvm_int_enums(llvm) -> None:
    linkage = llvm.Linkage
    assert linkage.ExternWeak.stringify() == "extern_weak"
    assert linkage.symbolize("private") is linkage.Private
    assert linkage.symbolize("Private") is None
    assert linkage.max_value() == 10
    unnamed = llvm.UnnamedAddr
    assert unnamed.None_.stringify() == ""
    assert unnamed.symbolize("") is unnamed.None_
    assert unnamed.None_.asm_text() == '""'
    assert unnamed.Global.asm_text() == "unnamed_addr"
    assert llvm.FCmpPredicate._true.stringify() == "_true"
    assert llvm.AtomicBinOp.symbolize("_xor") is llvm.AtomicBinOp._xor


# -- the attribute -----------------------------------------------------------------------


def check(constraint_pred: str, attr: Any) -> bool:
    return eval(
        substitute(constraint_pred, "attr"),
        {"IntegerAttr": IntegerAttr, "IntegerType": IntegerType, "attr": attr},
    )


@pytest.fixture
def context():
    with Context() as ctx:
        yield ctx


def attr(width: int, value: int, signedness: int = 0) -> IntegerAttr:
    return IntegerAttr.get(IntegerType.get(width, signedness), value)


def test_int_enum_attribute(context) -> None:
    enum = enums_of(SAMPLES)[0]
    constraint = enum_attr_constraint(enum)
    assert constraint.summary == "allowed 64-bit signless integer cases: 0, 1, 2"
    assert constraint.storage == "IntegerAttr"
    assert constraint.return_type == "CmpIPredicate"
    assert check(constraint.pred, attr(64, 2))
    assert not check(constraint.pred, attr(64, 3))
    assert not check(constraint.pred, attr(32, 1))
    assert not check(constraint.pred, attr(64, 1, signedness=1))
    small = enum_attr_constraint(enums_of(SAMPLES)[1])
    assert check(small.pred, attr(32, 5)) and not check(small.pred, attr(32, 4))


def test_bit_enum_attribute(context) -> None:
    primary, plain = enums_of(SAMPLES)[2:4]
    constraint = enum_attr_constraint(primary)
    assert constraint.summary == "fastmath"
    assert check(constraint.pred, attr(32, 0x17))
    assert not check(constraint.pred, attr(32, 0x8))
    # The predicate allows the cases' bits, not `valid_bits` (as in ODS).
    assert not check(enum_attr_constraint(plain).pred, attr(64, 0x80))


def test_attribute_conversions(context, samples) -> None:
    top = enum_attr_constraint(enums_of(SAMPLES)[-1])
    names = {"Top": samples.Top, "IntegerAttr": IntegerAttr, "IntegerType": IntegerType}
    stored = eval(top.builder.replace("$0", "Top.hi | Top.lo"), names)
    assert stored == attr(32, 0x80000001) and stored.value < 0  # stored signed
    assert check(top.pred, stored)
    value = eval(substitute(top.convert, "a"), {**names, "a": stored})
    assert value == samples.Top.hi | samples.Top.lo
    cmp = enum_attr_constraint(enums_of(SAMPLES)[0])
    names = {"CmpIPredicate": samples.CmpIPredicate, **names}
    built = eval(cmp.builder.replace("$0", "2"), names)
    assert built == attr(64, 2)
    converted = eval(substitute(cmp.convert, "a"), {**names, "a": built})
    assert converted is samples.CmpIPredicate.slt


def test_bit_enum_summary_defaults_to_empty() -> None:
    (enum,) = enums_of("enums:\n  E:\n    kind: bit8\n    cases: {a: 1}\n")
    assert enum.summary == "" and enum_attr_constraint(enum).summary == ""


# -- the module --------------------------------------------------------------------------


def test_module_is_black_formatted_and_deterministic() -> None:
    enums = enums_of(LLVM)
    source = render_enums("llvm", enums)
    assert format_python(source, "enums.py") == source
    assert render_enums("llvm", enums) == source
    assert "@simple_enum\nclass FastmathFlags(IntFlagBase):" in source
    assert "@simple_enum\nclass Linkage(IntEnumBase):" in source
    assert '"""Enums of the `llvm` dialect.' in source


def test_summary_becomes_the_docstring(tmp_path: Path) -> None:
    records = r"""
    enums:
      E: {kind: i32, summary: 'a \d "b"', cases: {a: 0}}
    """
    assert generate(records, tmp_path).E.__doc__ == r'a \d "b" '


def test_module_without_enums() -> None:
    source = render_enums("empty", [])
    compile(source, "enums.py", "exec")
    assert "import" in source and "class" not in source


def test_generated_module_needs_only_the_runtime(tmp_path: Path) -> None:
    source = render_enums("llvm", enums_of(LLVM))
    imports = [
        line for line in source.splitlines() if line.startswith(("from", "import"))
    ]
    assert imports == [
        "from __future__ import annotations",
        "from odsgen.ir.enums import BitEnumSpelling, IntEnumBase, IntFlagBase, simple_enum",
    ]


# -- errors in records -------------------------------------------------------------------


def enum_error(body: str) -> str:
    text = "enums:\n  E:\n" + textwrap.indent(textwrap.dedent(body), "    ")
    with pytest.raises(RecordError) as caught:
        enums_of(text)
    return str(caught.value)


@pytest.mark.parametrize(
    "body, message",
    [
        (
            "kind: i32\nsumary: x\ncases: {a: 0}\n",
            "enums.yaml:4:5: error: unknown key 'sumary' in enum 'E'; did you mean 'summary'?",
        ),
        (
            "cases: {a: 0}\n",
            "enums.yaml:3:5: error: enum 'E' needs a 'kind': one of i32, i64, bit8,"
            " bit16, bit32, bit64",
        ),
        (
            "kind: i16\ncases: {a: 0}\n",
            "enums.yaml:3:5: error: enum 'E' needs a 'kind'",
        ),
        (
            "kind: i32\nseparator: ','\ncases: {a: 0}\n",
            "enums.yaml:4:5: error: 'separator' applies only to bit enums",
        ),
        ("kind: i32\n", "enums.yaml:3:5: error: enum 'E' needs 'cases'"),
        ("kind: i32\ncases: {}\n", "enums.yaml:4:12: error: enum 'E' needs 'cases'"),
        (
            "kind: i32\ncases: {a: 0, b: 0}\n",
            "enums.yaml:4:19: error: case 'b' has the value 0 of case 'a'",
        ),
        (
            "kind: i32\ncases:\n  a: 0\n  b: {value: 1, string: a}\n",
            "enums.yaml:6:7: error: case 'b' has the string 'a' of case 'a'",
        ),
        (
            "kind: i32\ncases: {a: 2147483648}\n",
            "enums.yaml:4:13: error: case value 2147483648 does not fit a 32-bit signless"
            " integer attribute (0 to 2147483647)",
        ),
        (
            "kind: i64\ncases: {a: -1}\n",
            "error: case value -1 does not fit a 64-bit signless integer attribute",
        ),
        (
            "kind: i32\ncases: {a: x}\n",
            "enums.yaml:4:13: error: case 'a' must be an integer, got 'x'",
        ),
        (
            "kind: i32\ncases: {a: {bit: 1}}\n",
            "enums.yaml:4:17: error: 'bit' applies only to bit enums; use 'value'",
        ),
        (
            "kind: i32\ncases: {a: 0, b: [a]}\n",
            "enums.yaml:4:19: error: groups of cases apply only to bit enums",
        ),
        (
            "kind: bit32\ncases: {a: {bit: 32}}\n",
            "enums.yaml:4:17: error: bit position 32 is out of range for a 32-bit enum"
            " (0 to 31)",
        ),
        (
            "kind: bit8\ncases: {a: 256}\n",
            "error: case value 256 does not fit a 8-bit bit enum (0 to 255)",
        ),
        (
            "kind: bit32\ncases: {nnan: {bit: 0}, fast: [nnan, nimf]}\n",
            "enums.yaml:4:42: error: unknown case 'nimf' (a group joins cases declared"
            " before it)",
        ),
        (
            "kind: bit32\ncases: {nnan: {bit: 0}, fast: [nnan, nan]}\n",
            "did you mean 'nnan'?",
        ),
        (
            "kind: bit32\ncases: {fast: [nnan], nnan: {bit: 0}}\n",
            "error: unknown case 'nnan' (a group joins cases declared before it)",
        ),
        (
            "kind: bit32\ncases: {a: {bit: 0}, g: []}\n",
            "enums.yaml:4:29: error: group 'g' needs a list of the cases it joins",
        ),
        (
            "kind: bit32\ncases: {none: 0, g: [none]}\n",
            "enums.yaml:4:22: error: group 'g' sets no bits",
        ),
        (
            "kind: bit32\ncases: {none: 0, zero: 0}\n",
            "enums.yaml:4:22: error: case 'zero' sets no bits, like case 'none'; a bit"
            " enum has at most one such case",
        ),
        (
            "kind: bit32\ncases:\n  a: {bit: 0}\n  b: {bit: 1, string: a}\n",
            "enums.yaml:6:7: error: case 'b' has the string 'a' of case 'a'",
        ),
        (
            "kind: bit32\nseparator: ';'\ncases: {a: 1}\n",
            "enums.yaml:4:5: error: 'separator' must be '|' or ','",
        ),
        (
            "kind: bit32\ncases: {a: {bit: 0, string: 'x|y'}}\n",
            "enums.yaml:4:13: error: the string 'x|y' of case 'a' contains the separator '|'",
        ),
        (
            "kind: bit32\nprint_primary_groups: true\ncases: {none: 0, a: 4}\n",
            "enums.yaml:5:22: error: with print_primary_groups, MLIR prints only bits and"
            " groups, so case 'a' would never be printed",
        ),
        (
            "kind: bit32\nprint_primary_groups: yes please\ncases: {a: 4}\n",
            "enums.yaml:4:5: error: 'print_primary_groups' must be true or false",
        ),
        (
            "kind: bit32\nvalid_bits: 0x3\ncases: {a: 4}\n",
            "enums.yaml:4:5: error: 'valid_bits' (0x3) lacks bits of case 'a' (0x4)",
        ),
        (
            "kind: bit8\nvalid_bits: 0x100\ncases: {a: 4}\n",
            "error: 'valid_bits' does not fit 8 bits",
        ),
        (
            "kind: i32\ncases: {None: 0, None_: 1}\n",
            "enums.yaml:4:22: error: case 'None_' and case 'None' are both 'None_' in"
            " Python; rename one",
        ),
        (
            "kind: i32\ncases: {a-b: 0}\n",
            "enums.yaml:4:13: error: case name 'a-b' must be letters, digits and '_'",
        ),
        (
            "kind: i32\ncases: {__x: 0}\n",
            "error: case name '__x' must be letters, digits and '_' (not starting with '__')",
        ),
        (
            "kind: bit32\ncases: {a: {value: 1, bit: 0}}\n",
            "enums.yaml:4:16: error: case 'a' needs one of 'value', 'bit' or 'group'",
        ),
        (
            "kind: i32\ncases: {a: {valeu: 1}}\n",
            "enums.yaml:4:17: error: unknown key 'valeu' in case 'a'; did you mean 'value'?",
        ),
        (
            "kind: i32\nsummary: [x]\ncases: {a: 1}\n",
            "enums.yaml:4:5: error: 'summary' must be text",
        ),
    ],
)
def test_record_errors(body: str, message: str) -> None:
    assert message in enum_error(body)


def test_enum_must_be_a_mapping() -> None:
    with pytest.raises(
        RecordError, match="enums.yaml:2:6: error: enum 'E' must be a mapping"
    ):
        enums_of("enums:\n  E: i32\n")


def test_python_names() -> None:
    (enum,) = enums_of(
        "enums:\n  E:\n    kind: i32\n"
        "    cases: {None: 0, 'class': 1, name: 2, stringify: 3, 7up: 4, _and: 5}\n"
    )
    assert [c.python_name for c in enum.cases] == [
        "None_",
        "class_",
        "name_",
        "stringify_",
        "_7up",
        "_and",
    ]
    assert [c.string for c in enum.cases] == [
        "None",
        "class",
        "name",
        "stringify",
        "7up",
        "_and",
    ]
