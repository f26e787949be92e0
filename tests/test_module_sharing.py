"""What several op modules of a dialect write alike is written once, in the
dialect's `_ops_shared.py` (`odsgen/gen/view/module_sharing.py`)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

from conftest import generate_records, run_opt
from odsgen.tools.opt import import_dialect

GENERATED = Path(__file__).resolve().parent.parent / "generated"


def _definitions(package: Path) -> dict[str, dict[str, list[str]]]:
    """Of each top-level class and function of the modules under `package`:
    by name, by its code (docstrings left out), the modules defining it."""
    found: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for path in sorted(package.rglob("*.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
                body = node.body
                if isinstance(body[0], ast.Expr) and isinstance(
                    body[0].value, ast.Constant
                ):
                    body = body[1:]
                bases = [ast.dump(base) for base in getattr(node, "bases", [])]
                code = repr(bases) + "".join(ast.dump(statement) for statement in body)
                found[node.name][code].append(path.relative_to(package).as_posix())
    return found


@pytest.mark.parametrize(
    "dialect", sorted(p.name for p in GENERATED.iterdir() if (p / "ops.py").exists())
)
def test_no_two_modules_of_a_dialect_define_a_piece_alike(dialect: str) -> None:
    """Holds for the dialects of `defs/`, which is more than the generator
    promises: it moves a piece only when every module defining its name
    defines it alike (and nothing else by that name), so a name with two
    different definitions keeps its copies, alike ones too, where they are
    (`test_a_name_defined_two_ways_stays_in_each_module`)."""
    for name, codes in _definitions(GENERATED / dialect).items():
        for modules in codes.values():
            assert len(modules) == 1, f"{name} is defined alike in {modules}"


@pytest.mark.parametrize(
    "dialect", sorted(p.name for p in GENERATED.iterdir() if (p / "ops.py").exists())
)
def test_no_name_means_two_things_in_a_dialect(dialect: str) -> None:
    """Holds for the dialects of `defs/` (names of shared classes are made
    of whole constraint names: `LlvmScalarOrVectorOfAnyIntegerVerify` and
    `...SignlessIntegerVerify`, not one cut name for both)."""
    for name, codes in _definitions(GENERATED / dialect).items():
        assert len(codes) == 1, f"{name} is defined differently in {dict(codes)}"


def test_llvm_shares_the_fastmath_accessors_once() -> None:
    """The ops of `ops_arith.yaml` and `intrinsics.yaml` with fastmath flags
    derive from one class; each package's shared module imports it."""
    common = (GENERATED / "llvm" / "_ops_shared.py").read_text()
    assert "\nclass FastmathFlagsAttrAccessors(OpBase):" in common
    for package in ("ops_arith", "ops_intrinsics"):
        shared = (GENERATED / "llvm" / package / "_shared.py").read_text()
        assert "FastmathFlagsAttrAccessors" in shared
        assert "class FastmathFlagsAttrAccessors" not in shared


# Two record files of one dialect, an eager one and a lazy one: in each,
# two ops with an i32 operand `v` and formats of their own, which share
# their accessors and adaptor and check the operand alike; `Only` checks an
# f32 `w`. The checks are of record constraints (the library's own are
# odsgen's, in `odsgen/library_checks.py`).
_FIRST = """\
dialect: {name: t, summary: Sharing across files.}
constraints:
  TI32: {type: I32}
  TF32: {type: F32}
ops:
  A:
    mnemonic: a
    arguments: {v: TI32}
    format: $v attr-dict
  A2:
    mnemonic: a2
    arguments: {v: TI32}
    format: $v `two` attr-dict
  Only:
    mnemonic: only
    arguments: {w: TF32}
    format: $w `only` attr-dict
"""
_SECOND = """\
dialect: t
lazy: true
ops:
  B:
    mnemonic: b
    arguments: {v: TI32}
    format: $v `b` attr-dict
  B2:
    mnemonic: b2
    arguments: {v: TI32}
    format: $v `b2` attr-dict
"""


@pytest.fixture(scope="module")
def two_files(tmp_path_factory) -> Path:
    tmp_path = tmp_path_factory.mktemp("two_files")
    status, _, err = generate_records(tmp_path, {"a.yaml": _FIRST, "b.yaml": _SECOND})
    assert status == 0, err
    return tmp_path / "out" / "t"


def test_what_both_files_write_alike_moves_to_the_dialect(two_files: Path) -> None:
    common = (two_files / "_ops_shared.py").read_text()
    first = (two_files / "ops_a.py").read_text()
    # The TI32 check and the class of the members `v`'s ops write alike (with
    # its adaptor): written once, and the lazy package needs no shared
    # module of its own.
    assert "\ndef _check_ti32(" in common
    assert "\nclass VAccessors(OpBase):" in common
    assert "Used by `A`, `A2`, `B`, `B2`." in " ".join(common.split())
    assert "\nclass VAccessorsAdaptor(OpAdaptor):" in common
    assert not (two_files / "ops_b" / "_shared.py").exists()
    assert "def _check_ti32(" not in first and "class VAccessors" not in first
    assert "from ._ops_shared import VAccessors\n" in first
    for op in ("b", "b2"):
        text = (two_files / "ops_b" / f"{op}.py").read_text()
        assert "from .._ops_shared import VAccessors\n" in text
    # What one file alone writes stays in its module.
    assert "\ndef _check_tf32(" in first
    assert "_check_tf32" not in common


def test_shared_pieces_behave_per_op(two_files: Path) -> None:
    text = (
        "func.func @f(%x: i32, %y: f32) {\n"
        "  t.a %x\n  t.a2 %x two\n  t.only %y only\n  t.b %x b\n  t.b2 %x b2\n"
        "  return\n}\n"
    )
    flags = ["--load-dialect", str(two_files), "-"]
    status, printed, err = run_opt(flags, text)
    assert status == 0, err
    assert "  t.b %arg0 b\n" in printed and "  t.a2 %arg0 two\n" in printed
    status, _, err = run_opt(
        flags, text.replace("t.b2 %x b2", '"t.b2"(%y) : (f32) -> ()')
    )
    assert status == 1
    assert "'t.b2' op operand #0 must be 32-bit signless integer" in err
    module = import_dialect(str(two_files))
    assert module.B2.Adaptor is module.A.Adaptor


def test_a_piece_named_like_another_modules_op_stays_put(tmp_path: Path) -> None:
    """A third file's op class `VAccessors` takes the name the shared
    accessors class would have: nothing by that name moves, so that the name
    means one thing in the dialect."""
    third = "dialect: t\nops:\n  VAccessors: {mnemonic: c}\n"
    status, _, err = generate_records(
        tmp_path, {"a.yaml": _FIRST, "b.yaml": _SECOND, "c.yaml": third}
    )
    assert status == 0, err
    package = tmp_path / "out" / "t"
    assert "class VAccessors" not in (package / "_ops_shared.py").read_text()
    assert "\nclass VAccessors(OpBase):" in (package / "ops_a.py").read_text()
    assert "\ndef _check_ti32(" in (package / "_ops_shared.py").read_text()


def test_a_name_defined_two_ways_stays_in_each_module(tmp_path: Path) -> None:
    """A third file whose ops check `v` as an i64 writes another
    `VAccessors`: that class stays in all three modules, the two alike
    copies of `a.yaml` and `b.yaml` too; `_check_ti32` still moves."""
    third = (
        "dialect: t\nops:\n  C:\n    mnemonic: c\n    arguments: {v: I64}\n"
        "    format: $v `c` attr-dict\n  C2:\n    mnemonic: c2\n"
        "    arguments: {v: I64}\n    format: $v `c2` attr-dict\n"
    )
    status, _, err = generate_records(
        tmp_path, {"a.yaml": _FIRST, "b.yaml": _SECOND, "c.yaml": third}
    )
    assert status == 0, err
    package = tmp_path / "out" / "t"
    assert "\ndef _check_ti32(" in (package / "_ops_shared.py").read_text()
    assert "class VAccessors" not in (package / "_ops_shared.py").read_text()
    for module in ("ops_a.py", "ops_b/_shared.py", "ops_c.py"):
        assert "\nclass VAccessors(OpBase):" in (package / module).read_text()
