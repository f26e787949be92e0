"""The constraint library's check functions are odsgen's: written once, in
`odsgen/library_checks.py` (by `python -m odsgen.gen.library_checks`), and
imported from there by every generated dialect's op modules, whether the
dialect is a package of `odsgen_dialects`, of a user's output directory, or
a top-level module; record constraints keep their checks in the dialect."""

from __future__ import annotations

import ast
import subprocess
from pathlib import Path

import pytest

import odsgen.library_checks as checks_module
from conftest import (
    ROOT,
    generate_records,
    generated_test_dialect,
    run_opt,
    run_python,
)
from odsgen.asm import parse_source
from odsgen.gen.library_checks import MODULE_PATH, library_checks_module, main
from odsgen.gen.model.library import ATTRS, TYPES
from odsgen.gen.model.constraints import substitute
from odsgen.gen.view.check_functions import check_key, library_checks
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.operation import Operation

GENERATED = ROOT / "generated"
MODULE = "odsgen.library_checks"


def _functions(path: Path) -> dict[str, str]:
    """The top-level functions of the module at `path`: by name, their body
    (docstring left out) as an AST dump."""
    return {
        node.name: "".join(ast.dump(statement) for statement in node.body[1:])
        for node in ast.parse(path.read_text()).body
        if isinstance(node, ast.FunctionDef)
    }


def _imported_checks(path: Path) -> set[str]:
    """The names the module at `path` imports from the library's module."""
    return {
        alias.name
        for node in ast.parse(path.read_text()).body
        if isinstance(node, ast.ImportFrom) and node.module == MODULE
        for alias in node.names
    }


def test_the_checked_in_module_is_what_the_generator_writes(tmp_path: Path) -> None:
    assert MODULE_PATH == Path(checks_module.__file__).resolve()
    assert MODULE_PATH.read_text(encoding="utf-8") == library_checks_module()
    # The entry point: up to date; a stale copy fails --check, then is rewritten.
    status = run_python("-m", "odsgen.gen.library_checks", "--check")
    assert status.returncode == 0 and "up to date" in status.stdout, status.stderr
    stale = tmp_path / "library_checks.py"
    stale.write_text(library_checks_module().replace("check_i1(", "check_one("))
    assert main(["--check", "-o", str(stale)]) == 1
    assert "check_one" in stale.read_text()
    assert main(["-o", str(stale)]) == 0
    assert stale.read_text() == MODULE_PATH.read_text()


def test_every_library_constraint_that_checks_has_its_function() -> None:
    """Each of `I1`, `StrAttr`, ... with a predicate is checked by a public
    function of the module (constraints checking alike by one), named after
    the first of them by name; type checks come first, each kind by name."""
    defined = _functions(MODULE_PATH)
    named = {**TYPES, **ATTRS}
    assert all(not name.startswith("_") for name in defined)
    for name, constraint in named.items():
        key = check_key(constraint)
        assert (key is None) == (name in ("AnyType", "AnyAttr")), name
        if key is not None:
            assert library_checks()[key].name in defined, name
    assert list(defined) == [check.name for check in library_checks().values()]
    assert library_checks()[check_key(ATTRS["SymbolNameAttr"])].name == "check_str_attr"
    kinds = [check.kind for check in library_checks().values()]
    assert kinds == sorted(kinds, key=lambda kind: kind == "attr")
    for kind in ("type", "attr"):
        names = [c.name for c in library_checks().values() if c.kind == kind]
        assert names == sorted(names)
    assert len(defined) == 85


# Values to check: the types as results of one op, the attributes on it.
_TYPES = (
    "i1, i8, si16, ui32, i32, i64, si64, index, f16, f32, f64, f80, f128, bf16,"
    " none, complex<f32>, vector<2xi32>, tensor<2xf32>, tensor<*xi1>,"
    " memref<2xf32>, memref<*xi8>, tuple<i32>, (i32) -> i64"
)
_ATTRIBUTES = (
    "a0 = true, a1 = 7 : i32, a2 = -3 : si8, a3 = 5 : ui16, a4 = 9 : i64,"
    ' a5 = 3 : index, a6 = 1.0 : f32, a7 = 2.0 : f64, a8 = "s", a9, a10 = i32,'
    " a11 = @sym, a12 = @a::@b, a13 = [1 : i32, 2 : i32], a14 = [1],"
    ' a15 = [1.0 : f32], a16 = [2.0 : f64], a17 = ["a"], a18 = [true], a19 = [i32],'
    " a20 = [{a = 1 : i32}], a21 = [@f], a22 = {a = 1 : i32},"
    " a23 = dense<[1, 2]> : tensor<2xi32>, a24 = dense<1> : tensor<i64>,"
    " a25 = dense<[1.0]> : tensor<1xf64>, a26 = dense<[1]> : tensor<1xindex>,"
    " a27 = array<i32: 1, 2>, a28 = array<i8: 1>, a29 = array<i16: 1>,"
    " a30 = array<i64: 1>, a31 = array<i1: true>, a32 = 1 : i1, a33 = 4 : i8,"
    " a34 = 8 : i16, a35 = 16 : si32, a36 = 0 : ui64, a37 = dense<2> : tensor<i32>,"
    " a38 = [], a39 = (i32) -> ()"
)


@pytest.fixture(scope="module")
def sample() -> Operation:
    text = f'%0:23 = "t.op"() {{{_ATTRIBUTES}}} : () -> ({_TYPES})\n'
    with Context(allow_unregistered_dialects=True) as context:
        return next(iter(parse_source(text, context, "in.mlir").body.operations))


def test_each_function_checks_its_constraints_predicate(sample: Operation) -> None:
    """On every sample value, each library constraint's function accepts
    exactly what the constraint's predicate holds of (with MLIR's message
    otherwise); the module's imports are all its predicates need."""
    namespace = vars(checks_module)
    types = [result.type for result in sample.results]
    attributes = list(sample.attributes.as_dict().values())
    assert len(types) == 23 and len(attributes) == 40
    accepted = 0
    for name, constraint in {**TYPES, **ATTRS}.items():
        key = check_key(constraint)
        if key is None:
            continue
        function = namespace[library_checks()[key].name]
        is_type, summary = name in TYPES, constraint.summary
        for value in types if is_type else attributes:
            holds = eval(
                substitute(constraint.pred, "value"), namespace, {"value": value}
            )
            try:
                if is_type:
                    function(sample, value, "operand", 0)
                else:
                    function(sample, value, "x")
            except DiagnosticError as error:
                assert not holds, (name, str(value))
                if is_type:
                    wanted = f"operand #0 must be {summary}, but got '{value}'"
                else:
                    wanted = f"attribute 'x' failed to satisfy constraint: {summary}"
                assert error.diagnostic.message == f"'t.op' op {wanted}"
            else:
                assert holds, (name, str(value))
                accepted += 1
    assert accepted > 80


@pytest.mark.parametrize("out", ["generated", "test dialect"])
def test_no_generated_module_defines_a_library_check(out: str) -> None:
    """Under its public name, a private one or another (before, `_check_i1`
    stood in four dialects); and the checks the modules import are the
    module's."""
    root = GENERATED if out == "generated" else Path(generated_test_dialect()).parent
    library = _functions(MODULE_PATH)
    bodies = set(library.values())
    imported: set[str] = set()
    for path in sorted(root.rglob("*.py")):
        for name, body in _functions(path).items():
            assert name.lstrip("_") not in library, f"{path}: {name}"
            assert body not in bodies, f"{path}: {name}"
        imported |= _imported_checks(path)
    assert len(imported) > 10 and imported <= set(library)


def test_dialects_import_the_checks_absolutely() -> None:
    cf = (GENERATED / "cf" / "ops.py").read_text()
    assert "from odsgen.library_checks import (" in cf and "    check_i1,\n" in cf
    # A lazy op's module, one package deeper, alike.
    call = GENERATED / "llvm" / "ops_control" / "call.py"
    assert "check_flat_symbol_ref_attr" in _imported_checks(call)


def test_record_constraints_keep_their_checks(tmp_path: Path) -> None:
    """A record constraint is checked in the dialect, even one checking as
    the library's `I32`; so is a library expression no library constraint
    checks as (`ConfinedAttr<...>`), and one written with the dialect's
    hooks."""
    records = (
        "dialect: {name: t, summary: T.}\n"
        "constraints:\n  Mine: {type: I32}\n"
        "ops:\n  X:\n    mnemonic: x\n"
        "    arguments: {a: Mine, b: I32, c: 'Variadic<Mine>'}\n"
        "    results: {d: 'Variadic<I32>'}\n"
        "  Y:\n    mnemonic: y\n"
        "    arguments:\n"
        '      e: \'Type<CPred<"hooks.is_odd($_self)">, "odd">\'\n'
        "      f: 'ConfinedAttr<I32Attr, [IntPositive]>'\n"
        "      g: 'DefaultValuedAttr<I64Attr, \"0\">'\n"
    )
    status, _, err = generate_records(tmp_path, {"t.yaml": records})
    assert status == 0, err
    ops = tmp_path / "out" / "t" / "ops.py"
    assert sorted(_functions(ops)) == [
        "_check_confined_attr_i32_attr_int_positive",
        "_check_mine",
        "_check_type_c_pred_hooks_is_odd_self_odd",
    ]
    assert _imported_checks(ops) == {"check_i32", "check_i64_attr"}


_TAIL = (
    'func.func @f(%x: i64) {\n  %0 = "test.tail"(%x, %x) : (i64, i64) -> i64\n'
    "  return\n}\n"
)
_ASSERT = (
    'func.func @f(%x: i64) {\n  "cf.assert"(%x) {msg = "m"} : (i64) -> ()\n'
    "  return\n}\n"
)


def _opt(path: Path, text: str, *flags: str) -> subprocess.CompletedProcess:
    """odsgen-opt on `text`, run in `path`, with it first on PYTHONPATH."""
    return run_python("-m", "odsgen.tools.opt", *flags, "-", input=text, first=path)


# odsgen-opt run with the package `odsgen_dialects` imported first: that of
# the directory first on the path, rather than this checkout's generated/.
_OPT_OF_PATH_DIALECTS = (
    "import runpy, sys, odsgen_dialects\n"
    "sys.argv = ['odsgen-opt', '-']\n"
    "runpy.run_module('odsgen.tools.opt', run_name='__main__')\n"
)


def _default_dialects_of(path: Path) -> list[str]:
    """The dialects a new context registers, `odsgen_dialects` being `path`'s."""
    script = (
        "import odsgen_dialects\nfrom odsgen.ir.registry import default_dialects\n"
        "print(odsgen_dialects.__file__, *default_dialects())\n"
    )
    result = run_python("-c", script, first=path)
    assert result.stdout.startswith(str(path)), result.stdout + result.stderr
    return result.stdout.split()[1:]


@pytest.mark.parametrize("layout", ["directory", "top level", "odsgen_dialects"])
def test_the_test_dialect_checks_with_the_library(layout: str, tmp_path: Path) -> None:
    """The test dialect (every feature of the records) generated as a user
    would, loaded by its directory (a package named after its path), by its
    name with the output directory on the path (a top-level package), or as
    a package of `odsgen_dialects` (a package of that name first on the
    path, holding it beside generated/'s dialects)."""
    package = generated_test_dialect()
    out = Path(package).parent
    if layout == "directory":
        result = _opt(out, _TAIL, "--load-dialect", package)
    elif layout == "top level":
        result = _opt(out, _TAIL, "--load-dialect", "test")
    else:
        root = tmp_path / "odsgen_dialects"
        root.mkdir()
        (root / "__init__.py").write_text("")
        generated = (init.parent for init in GENERATED.glob("*/__init__.py"))
        for dialect in [Path(package), *generated]:
            (root / dialect.name).symlink_to(dialect, target_is_directory=True)
        result = run_python("-c", _OPT_OF_PATH_DIALECTS, input=_TAIL, first=tmp_path)
        assert "test" in _default_dialects_of(tmp_path)
    wanted = "operand #0 must be 32-bit signless integer, but got 'i64'"
    assert result.returncode == 1 and wanted in result.stderr, result.stderr


def test_generated_dialects_call_the_library() -> None:
    """generated/'s dialects (`odsgen_dialects` in this checkout) check with
    the library's functions: `cf.assert` with `check_i1`."""
    import odsgen_dialects.cf.ops as cf

    assert Path(cf.__file__).parent == GENERATED / "cf"
    assert cf.check_i1 is checks_module.check_i1
    status, _, err = run_opt(["-"], _ASSERT)
    wanted = "'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i64'"
    assert status == 1 and wanted in err, err
