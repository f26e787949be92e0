"""Op classes imported on first use (`lazy: true` record files): the LLVM
intrinsics, and a small dialect generated here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import generate_records, run_python
from odsgen.ir.context import Context
from odsgen.ir.lazy_classes import LazyClasses
from odsgen.tools.opt import import_dialect

import odsgen_dialects.llvm as llvm
from odsgen_dialects.llvm import ops as llvm_ops
from odsgen_dialects.llvm import enums_dwarf, ops_intrinsics

# A plain run on an input: which lazy modules it imports (the intrinsics',
# and the DWARF enums'), printed as JSON by the child process.
_IMPORTED = """
import json, sys
from odsgen.tools.opt import run
status = run([sys.argv[1], "-o", "/dev/null"])
names = sorted(m.rpartition(".")[2] for m in sys.modules if ".ops_intrinsics." in m)
print(json.dumps([status, names, "odsgen_dialects.llvm.enums_dwarf" in sys.modules]))
"""

# The packages of the LLVM dialect's lazy record files.
LAZY_PACKAGES = (
    "ops_arith",
    "ops_control",
    "ops_globals",
    "ops_intrinsics",
    "ops_memory",
    "ops_values",
)

_INPUT = """\
llvm.func @f(%p: !llvm.ptr, %n: i64, %x: i64) -> i64 {
  %v = llvm.mlir.constant(0 : i8) : i8
  %f = llvm.mlir.constant(false) : i1
  "llvm.intr.memset"(%p, %v, %n, %f) : (!llvm.ptr, i8, i64, i1) -> ()
  %c = "llvm.intr.ctlz"(%x, %f) : (i64, i1) -> i64
  llvm.return %c : i64
}
"""


def test_a_run_imports_only_the_intrinsics_its_input_names(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(_INPUT)
    done = run_python("-c", _IMPORTED, str(source), check=True)
    # With them, the module of the checks and family bases they share.
    imported = ["_shared", "intr_ctlz", "intr_memset"]
    assert json.loads(done.stdout) == [0, imported, False]


# Which op modules of the LLVM dialect a run imports, as JSON.
_IMPORTED_OPS = """
import json, sys
from odsgen.tools.opt import run
status = run([sys.argv[1], "-o", "/dev/null"])
ops = sorted(
    m for m in sys.modules if ".llvm._ops_shared" in m or ".llvm.ops_" in m
)
print(json.dumps([status, ops]))
"""


def test_a_run_imports_only_the_op_modules_its_input_names(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text("module {\n  llvm.func @f() {\n    llvm.return\n  }\n}\n")
    done = run_python("-c", _IMPORTED_OPS, str(source), check=True)
    status, imported = json.loads(done.stdout)
    assert status == 0
    ops = "odsgen_dialects.llvm."
    packages = [ops + package for package in LAZY_PACKAGES]
    # The packages' tables; each op's module with the shared modules it
    # imports from: the dialect's (a check function `llvm.return` and
    # `llvm.func` use) and, for `llvm.func`, its package's.
    assert imported == sorted(
        packages
        + [ops + "_ops_shared", ops + "ops_control.return_"]
        + [ops + "ops_globals._shared", ops + "ops_globals.func"]
    )


def test_debug_info_imports_the_dwarf_enums(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(
        'module attributes {test.t = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i">} {\n}\n'
    )
    done = run_python("-c", _IMPORTED, str(source), check=True)
    assert json.loads(done.stdout) == [0, [], True]
    assert llvm.DWARFTag is llvm.enums.DWARFTag is enums_dwarf.DWARFTag
    assert "DWARFTag" not in llvm.__all__ and "DWARFTag" not in llvm.enums.__all__


def test_a_context_finds_a_lazy_op_by_name() -> None:
    context = Context()
    found = context.get_op_class("llvm.intr.ctlz")
    assert found is llvm.CountLeadingZerosOp is llvm_ops.CountLeadingZerosOp
    assert found is ops_intrinsics.CountLeadingZerosOp
    assert found.OPERATION_NAME == "llvm.intr.ctlz"
    assert context.op_classes["llvm.intr.ctlz"] is found
    assert context.get_op_class("llvm.intr.no_such_op") is None


def test_unknown_names_are_attribute_errors() -> None:
    for module in (llvm, llvm_ops, ops_intrinsics, llvm.enums):
        with pytest.raises(AttributeError, match="has no attribute 'NoSuchOp'"):
            getattr(module, "NoSuchOp")


def test_every_operation_holds_the_lazy_classes() -> None:
    lazy = llvm.DIALECT.lazy_operations
    assert isinstance(lazy, LazyClasses)
    every = llvm.DIALECT.every_operation()
    names = [cls.OPERATION_NAME for cls in every]
    assert len(names) == len(set(names))
    assert set(names) - {cls.OPERATION_NAME for cls in llvm.DIALECT.operations} == set(
        lazy.operation_names()
    )
    # Every record file of LLVM ops is lazy: a package of a module per op.
    packages = [getattr(llvm_ops, name) for name in LAZY_PACKAGES]
    lazy_classes = [name for package in packages for name in package.__all__]
    assert sorted(lazy.class_names()) == sorted(lazy_classes)
    assert llvm.DIALECT.operations == ()
    # The package's eager names leave the lazy ones out: a star import of
    # it does not import them all.
    assert not set(llvm.__all__) & set(lazy_classes)


_EAGER = """\
dialect: {name: t, summary: Lazy ops.}
ops:
  A:
    mnemonic: a
    results: {r: I32}
    format: attr-dict `:` type($r)
"""
_LAZY = """\
dialect: t
lazy: true
constraints:
  T64: {type: I64}
ops:
  B:
    mnemonic: x.b
    arguments: {v: T64}
    format: $v attr-dict
  C:
    mnemonic: c
    arguments: {w: I32}
enums:
  Color:
    kind: i32
    summary: A color
    cases: {red: 0, blue: 1}
"""


def test_a_generated_dialect_with_a_lazy_record_file(tmp_path: Path) -> None:
    status, _, err = generate_records(tmp_path, {"a.yaml": _EAGER, "b.yaml": _LAZY})
    assert status == 0, err
    package = tmp_path / "out" / "t"
    assert sorted(p.name for p in (package / "ops_b").iterdir()) == [
        "__init__.py",
        "_shared.py",
        "c.py",
        "x_b.py",
    ]
    # The record constraint's check is written once, in the shared module,
    # for the op using it; the library's is odsgen's (odsgen.library_checks).
    assert "def _check_t64(" in (package / "ops_b" / "_shared.py").read_text()
    assert "_check_t64" in (package / "ops_b" / "x_b.py").read_text()
    c = (package / "ops_b" / "c.py").read_text()
    assert "_check_t64" not in c
    assert "from odsgen.library_checks import check_i32\n" in c
    assert "def check_i32(" not in c
    module = import_dialect(str(package))
    assert [cls.__name__ for cls in module.DIALECT.operations] == ["A"]
    context = Context(registry={})
    context.register_dialect(module.DIALECT)
    b = context.get_op_class("t.x.b")
    assert b is module.B and b.OPERATION_NAME == "t.x.b"
    assert "t.c" not in context.op_classes
    assert [cls.__name__ for cls in module.DIALECT.every_operation()] == ["A", "B", "C"]
    assert (package / "enums_b.py").exists()
    assert module.Color.blue == 1 and module.Color is module.enums.Color


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ("lazy: 1\n", "b.yaml:2:1: error: 'lazy' must be true or false"),
        (
            "    has_canonicalizer: true\n"
            "    extra_python: |\n"
            "      @classmethod\n"
            "      def canonicalization_patterns(cls):\n"
            "          return []\n",
            "error: 'D' has canonicalization patterns, which a lazy op",
        ),
    ],
)
def test_lazy_record_file_errors(tmp_path: Path, extra: str, message: str) -> None:
    text = "dialect: t\nlazy: true\nops:\n  D:\n    mnemonic: d\n"
    text = (
        text.replace("lazy: true\n", extra)
        if extra.startswith("lazy")
        else text + extra
    )
    status, _, err = generate_records(tmp_path, {"a.yaml": _EAGER, "b.yaml": text})
    assert status == 1
    assert message in err.replace(str(tmp_path / "defs") + "/", "")
    assert "Traceback" not in err
