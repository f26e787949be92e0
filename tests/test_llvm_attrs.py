"""The LLVM dialect's debug info attributes and `#llvm.loopopts` against MLIR 16.

The attributes sit on unregistered ops (`"test.f"() {a = #llvm.di_...}`), as
the ops of MLIR 16's debuginfo.mlir need `llvm.func`. Each tool runs once on
a file of cases (`--split-input-file`): printed output must be identical in
the custom and generic forms, and every invalid case must fail with MLIR's
diagnostics, byte for byte (a failed parameter is followed by MLIR's second
error, "failed to parse ... parameter").
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conftest import CONFORMANCE, generate_records, run_opt, run_opt_llvm as ours
from odsgen.ir.attributes import IntegerAttr, StringAttr
from odsgen.ir.context import Context
from odsgen.ir.types import IntegerType
from odsgen.tools.opt import import_dialect
from reference import mlir_opt, valid_like_mlir_opt

CASES = Path(__file__).parent / "llvm_attrs"
DEBUGINFO_MLIR = CONFORMANCE / "Dialect" / "LLVMIR" / "debuginfo.mlir"
FLAGS = ["--allow-unregistered-dialect", "--split-input-file"]
_ERROR = re.compile(r"^within split at <stdin>:(\d+) offset (:\d+:\d+: error: .*)$")


def debuginfo_attributes() -> str:
    """The alias definitions of MLIR 16's debuginfo.mlir, used by one op."""
    lines = DEBUGINFO_MLIR.read_text().split("\n// CHECK: llvm.func")[0]
    names = re.findall(r"^#(\w+) =", lines, re.M)
    uses = ", ".join(f"{name} = #{name}" for name in names)
    return lines + f'\n"test.f"() {{{uses}}} : () -> ()\n'


def first_errors(stderr: str) -> dict[int, str]:
    """The first error of each split, by the split's line."""
    found: dict[int, str] = {}
    for line in stderr.splitlines():
        match = _ERROR.match(line)
        if match:
            found.setdefault(int(match.group(1)), match.group(2))
    return found


# -- differential round trips -------------------------------------------------------


@pytest.mark.parametrize(
    "flags",
    [[], ["--mlir-print-op-generic"], ["--mlir-print-local-scope"]],
    ids=["custom", "generic", "local-scope"],
)
def test_roundtrip_matches_mlir(flags: list[str]) -> None:
    text = (CASES / "roundtrip.mlir").read_text()
    valid_like_mlir_opt(ours, [*FLAGS, *flags], text, reference_flags=())


@pytest.mark.skipif(not DEBUGINFO_MLIR.exists(), reason="MLIR 16's tests not found")
@pytest.mark.parametrize("flags", [[], ["--mlir-print-op-generic"]])
def test_debuginfo_aliases_match_mlir(flags: list[str]) -> None:
    """The attributes of debuginfo.mlir print with MLIR's aliases, in its order."""
    text = debuginfo_attributes()
    out = valid_like_mlir_opt(ours, [*FLAGS, *flags], text, reference_flags=())
    assert "#di_subprogram2 = #llvm.di_subprogram<" in out
    if not flags:  # printed output reads back to the same text
        assert ours(FLAGS, out)[1] == out


def test_invalid_cases_match_mlir() -> None:
    text = (CASES / "invalid.mlir").read_text()
    reference = mlir_opt(FLAGS, text).stderr
    assert len(first_errors(reference)) >= 35
    status, _, err = ours(FLAGS, text)
    assert status != 0
    assert first_errors(err) == first_errors(reference)
    assert err == reference


# -- Python API -----------------------------------------------------------------------


def test_build_debug_info_attributes(llvm: Any, llvm_ctx: Context) -> None:
    a = llvm.attrs
    from odsgen.hooks.llvm import attrs_hooks as hooks

    with llvm_ctx:
        file = a.DIFileAttr.get(StringAttr.get("f.c"), StringAttr.get("/src"))
        cu = a.DICompileUnitAttr.get(
            0x0C, file, StringAttr.get("cc"), True, llvm.enums.DIEmissionKind.Full
        )
        int_type = a.DIBasicTypeAttr.get(0x24, StringAttr.get("int"), 32, 5)
        void = a.DIVoidResultTypeAttr.get()
        signature = a.DISubroutineTypeAttr.get(0, (void, int_type))
        program = a.DISubprogramAttr.get(
            cu,
            file,
            StringAttr.get("main"),
            None,
            file,
            1,
            2,
            llvm.enums.DISubprogramFlags.Definition,
            signature,
        )
        block = a.DILexicalBlockAttr.get(program, file, 3, 4)
        variable = a.DILocalVariableAttr.get(
            block, StringAttr.get("x"), file, 5, 0, 0, int_type
        )
        i64 = IntegerType.get(64)
        subrange = a.DISubrangeAttr.get(IntegerAttr.get(i64, 4))
    assert variable.type_ is int_type and variable.scope is block
    assert isinstance(program, hooks.DILocalScopeAttr)
    assert isinstance(file, hooks.DIScopeAttr) and isinstance(cu, hooks.DIScopeAttr)
    assert isinstance(int_type, hooks.DITypeAttr)
    assert isinstance(subrange, hooks.DINodeAttr)
    assert not isinstance(subrange, hooks.DITypeAttr)
    assert str(int_type) == (
        '#llvm.di_basic_type<tag = DW_TAG_base_type, name = "int",'
        " sizeInBits = 32, encoding = DW_ATE_signed>"
    )
    assert str(cu).startswith("#llvm.di_compile_unit<sourceLanguage = DW_LANG_C99,")
    assert str(subrange) == "#llvm.di_subrange<count = 4 : i64>"
    assert int_type.alias_name() == "di_basic_type"
    assert not hasattr(subrange, "alias_name")
    with llvm_ctx, pytest.raises(ValueError, match="non-void argument types"):
        a.DISubroutineTypeAttr.get(0, (int_type, void))


def test_loop_options(llvm: Any, llvm_ctx: Context) -> None:
    a = llvm.attrs
    with llvm_ctx:
        options = a.LoopOptionsAttr.build(interleave_count=4, disable_unroll=True)
    assert str(options) == "#llvm.loopopts<disable_unroll = true, interleave_count = 4>"
    assert options.option("interleave_count") == 4
    assert options.option("disable_licm") is None
    with llvm_ctx, pytest.raises(ValueError, match="unknown loop option: unroll"):
        a.LoopOptionsAttr.build(unroll=True)


# -- generator features these records use ----------------------------------------------

GENERATOR_DEFS = """\
dialect: {name: t, hooks: hooks.py}
ops:
  A: {mnemonic: a}
attributes:
  PairAttr:
    mnemonic: pair
    parameters:
      tag: {type: int, parser: parse_Tag, printer: print_Tag}
      type: {type: "Base | None", default: "None"}
      text: {type: int, default: "0"}
    format: "`<` struct(params) `>`"
"""
GENERATOR_HOOKS = """\
from odsgen.ir.dialect_types import DialectAttribute


class Base(DialectAttribute):
    __slots__ = ()


class PairAttrHooks(Base):
    __slots__ = ()


def parse_Tag(parser):
    return len(parser.parse_keyword())


def print_Tag(out, value):
    out.write("x" * value)
"""


def _generate(tmp_path: Path, hooks: str) -> tuple[int, str, Path]:
    status, _, err = generate_records(
        tmp_path, {"t/t.yaml": GENERATOR_DEFS, "t/hooks.py": hooks}
    )
    return status, err, tmp_path / "out"


def test_parameter_hooks_base_classes_and_renamed_names(tmp_path: Path) -> None:
    status, err, out = _generate(tmp_path, GENERATOR_HOOKS)
    assert status == 0, err
    package = import_dialect(str(out / "t"))
    llvm_ctx = Context(allow_unregistered_dialects=True)
    llvm_ctx.register_dialect(package.DIALECT())
    text = '"test.f"() {a = #t.pair<tag = abc, text = 2, type = #t.pair<tag = z>>} : () -> ()'
    status, printed, err = run_opt(
        ["--allow-unregistered-dialect", "--load-dialect", str(out / "t"), "-"], text
    )
    assert (status, err) == (0, "")
    assert "#t.pair<tag = xxx, type = #t.pair<tag = x>, text = 2>" in printed
    with llvm_ctx:
        inner = package.attrs.PairAttr.get(1)
        outer = package.attrs.PairAttr.get(3, inner, 2)
    assert outer.type_ is inner and outer.text_ == 2
    bad = '"test.f"() {a = #t.pair<tag = a, type = 1>} : () -> ()'
    _, _, err = run_opt(
        ["--allow-unregistered-dialect", "--load-dialect", str(out / "t"), "-"], bad
    )
    assert "error: invalid kind of attribute specified" in err


def test_parameter_hook_must_exist(tmp_path: Path) -> None:
    status, err, _ = _generate(
        tmp_path, GENERATOR_HOOKS.replace("def print_Tag", "def other")
    )
    assert status == 1
    assert "parameter 'tag' names 'print_Tag', which the dialect's hooks module" in err
