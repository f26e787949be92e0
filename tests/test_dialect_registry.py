"""Every generated dialect registered by default and loaded on first use;
`--load-dialect` for users' own packages, with one-line errors."""

from __future__ import annotations

import json

import pytest

from conftest import ROOT, run_opt, run_python
from odsgen.ir.context import Context
from odsgen.ir.registry import PACKAGE, default_dialects, import_dialect

LLVM_FUNC = "llvm.func @f(%a: i32) -> i32 {\n  llvm.return %a : i32\n}\n"
NVVM_FUNC = (
    "llvm.func @f() -> i32 {\n  %0 = nvvm.read.ptx.sreg.tid.x : i32\n"
    "  llvm.return %0 : i32\n}\n"
)

# Run odsgen-opt in a fresh interpreter and report which dialect packages it imported.
PROBE = f"""
import io, json, sys
from contextlib import redirect_stdout
from odsgen.tools.opt import run
sys.stdin = io.StringIO(sys.argv[1])
with redirect_stdout(io.StringIO()):
    status = run(["-"])
loaded = sorted(n.split(".")[1] for n in sys.modules if n.count(".") == 1
                and n.startswith("{PACKAGE}."))
print(json.dumps([status, loaded]))
"""


def _imported_by(text: str) -> tuple[int, list[str]]:
    result = run_python("-c", PROBE, text, check=True)
    status, loaded = json.loads(result.stdout)
    return status, loaded


GENERATED = "affine arith cf dlti func index llvm math memref nvvm scf".split()


def test_every_generated_dialect_is_registered() -> None:
    assert sorted(default_dialects()) == GENERATED
    context = Context()
    assert sorted(context.dialects) == ["builtin"]
    assert context.available_dialects() == sorted([*GENERATED, "builtin"])


def test_plain_odsgen_opt_reads_llvm_dialect_ir() -> None:
    status, out, err = run_opt(["-"], stdin_text=LLVM_FUNC)
    assert (status, err) == (0, "")
    assert out == (
        "module {\n  llvm.func @f(%arg0: i32) -> i32 {\n"
        "    llvm.return %arg0 : i32\n  }\n}\n\n"
    )


def test_show_dialects_lists_the_registered_dialects() -> None:
    status, out, _ = run_opt(["--show-dialects"])
    assert status == 0
    assert (
        out
        == "Available Dialects:\naffine\narith\nbuiltin\ncf\ndlti\nfunc\nindex\nllvm\nmath\nmemref\nnvvm\nscf\n"
    )


@pytest.mark.parametrize(
    "text, loaded",
    [
        ("module {}\n", []),
        (LLVM_FUNC, ["llvm"]),
        # func depends on cf (its inliner builds cf.br), cf on arith.
        ("func.func @f() {\n  return\n}\n", ["arith", "cf", "func"]),
        (NVVM_FUNC, ["llvm", "nvvm"]),
        (
            '"builtin.unrealized_conversion_cast"() {a = #dlti.dl_entry<"x", 1 : i32>}'
            " : () -> i32\n",
            ["dlti"],
        ),
        ('module attributes {llvm.data_layout = ""} {}\n', ["llvm"]),
    ],
)
def test_a_dialect_is_imported_when_the_input_names_it(
    text: str, loaded: list[str]
) -> None:
    status, imported = _imported_by(text)
    assert (status, imported) == (0, loaded)


def test_nvvm_brings_llvm() -> None:
    context = Context()
    assert context.load_dialect("nvvm") is not None
    assert "llvm" in context.dialects


def test_a_generated_package_by_path_is_the_registered_one() -> None:
    by_path = import_dialect(str(ROOT / "generated" / "llvm"))
    assert by_path.__name__ == f"{PACKAGE}.llvm"
    assert Context().load_dialect("llvm").__class__ is by_path.DIALECT


def test_register_dialect_takes_the_exported_class() -> None:
    """As the generated docstrings say: "register `DIALECT` in a Context"."""
    from odsgen.asm import parse_source
    from odsgen.ir.verifier import verify

    context = Context(registry={})
    context.register_dialect(import_dialect(f"{PACKAGE}.func").DIALECT)
    assert context.get_dialect("func").name == "func"
    module = parse_source("func.func @f() {\n  return\n}\n", context)
    verify(module, context)


def test_unknown_dialects_are_still_reported() -> None:
    status, _, err = run_opt(["-"], stdin_text="foo.bar\n")
    assert status == 1
    assert "Dialect `foo' not found for custom op 'foo.bar'" in err
    assert (
        "Registered dialects: affine, arith, builtin, cf, dlti, func, index, llvm, math, memref, nvvm, scf ;"
        in err
    )


def _package(tmp_path, name: str, init: str) -> str:
    (tmp_path / name).mkdir()
    (tmp_path / name / "__init__.py").write_text(init)
    return str(tmp_path / name)


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda tmp: str(tmp), "is a directory without __init__.py"),
        (lambda tmp: "no_such_module.dialect", "no module named 'no_such_module'"),
        (lambda tmp: "no/such/dir", "no such package or directory: 'no/such/dir'"),
        (lambda tmp: _package(tmp, "empty", ""), "exports no DIALECT"),
        (lambda tmp: _package(tmp, "broken", "1/0\n"), "division by zero"),
        (lambda tmp: _package(tmp, "syntax", "def (\n"), "invalid syntax"),
    ],
)
def test_an_unloadable_dialect_is_one_line(tmp_path, make, message) -> None:
    name = make(tmp_path)
    status, out, err = run_opt(["--load-dialect", name, "-"], stdin_text="")
    assert status == 1 and out == ""
    assert err.startswith(f"odsgen-opt: cannot load dialect '{name}': ")
    assert message in err and err.count("\n") == 1


def test_load_dialect_takes_a_module_name(monkeypatch) -> None:
    monkeypatch.syspath_prepend(str(ROOT / "tests"))
    status, out, err = run_opt(
        ["--load-dialect", "handwritten_dialect", "--show-dialects"]
    )
    assert (status, err) == (0, "") and "\nhw\n" in out


def test_builder_create_loads_the_dialect() -> None:
    from odsgen.ir.builder import Builder

    context = Context()
    op = Builder(context).create("func.return")
    assert type(op).__name__ == "ReturnOp" and "func" in context.dialects
