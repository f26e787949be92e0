"""The `ops.py` that gathers a dialect's op modules when its ops come from
several record files (templates/ops_index.py.j2), and the package around
it: eager files each give a module `ops.py` star-imports; when every file
is lazy, `ops.py` and the package export no op names."""

from __future__ import annotations

from pathlib import Path

from conftest import generate_records
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.printer import print_module
from odsgen.tools.opt import import_dialect

_FIRST = """\
dialect: {name: t, summary: Ops from two record files.}
ops:
  A:
    mnemonic: a
    results: {r: I32}
    format: attr-dict `:` type($r)
"""
_SECOND = """\
dialect: t
ops:
  B:
    mnemonic: b
    arguments: {v: I32}
    format: $v attr-dict `:` type($v)
  C:
    mnemonic: c
    format: attr-dict
"""


def test_two_eager_record_files_are_gathered_by_ops(tmp_path: Path) -> None:
    status, _, err = generate_records(tmp_path, {"a.yaml": _FIRST, "b.yaml": _SECOND})
    assert status == 0, err
    package = tmp_path / "out" / "t"
    assert {"ops.py", "ops_a.py", "ops_b.py"} <= {p.name for p in package.iterdir()}
    index = (package / "ops.py").read_text()
    assert "from .ops_a import *" in index and "from .ops_b import *" in index
    assert "LAZY" not in index and "this module gathers them" in index
    module = import_dialect(str(package))
    assert module.ops.__all__ == ["A", "B", "C"]
    assert module.ops.B is module.ops_b.B is module.B
    assert [cls.__name__ for cls in module.DIALECT.operations] == ["A", "B", "C"]
    assert module.DIALECT.lazy_operations is None
    context = Context(registry={})
    context.register_dialect(module.DIALECT)
    assert context.get_op_class("t.b") is module.B
    text = "%0 = t.a : i32\nt.b %0 : i32\nt.c\n"
    parsed = parse_source(text, context, "in.mlir")
    assert print_module(parsed, context=context) == (
        "module {\n  %0 = t.a : i32\n  t.b %0 : i32\n  t.c\n}\n"
    )


def test_with_every_record_file_lazy_no_op_names_are_exported(
    tmp_path: Path,
) -> None:
    lazy = {
        "a.yaml": _FIRST.replace("ops:\n", "lazy: true\nops:\n"),
        "b.yaml": _SECOND.replace("ops:\n", "lazy: true\nops:\n"),
    }
    status, _, err = generate_records(tmp_path, lazy)
    assert status == 0, err
    package = tmp_path / "out" / "t"
    index = (package / "ops.py").read_text()
    assert "__all__" not in index and "gathers" not in index
    init = (package / "__init__.py").read_text()
    assert "from .ops import *" not in init and "_ops.__all__" not in init
    module = import_dialect(str(package))
    assert module.DIALECT.operations == ()
    names = [cls.__name__ for cls in module.DIALECT.every_operation()]
    assert names == ["A", "B", "C"]
    assert module.B is module.ops.B is module.ops_b.B
