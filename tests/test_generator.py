"""The generator on the test dialect: generated code, the CLI, and errors in records."""

from __future__ import annotations

import importlib
import re
import shutil
from pathlib import Path

import pytest

from conftest import MLIR_DIR, generate_records, run_odsgen, run_opt, run_python
from odsgen.gen.load.hooks_module import read_hooks
from odsgen.hooks.arith.dialect import SpeculatableDivisionHooks
from odsgen.ir.attributes import DenseArrayAttr, IntegerAttr
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.dialect_hooks import dialect_module
from odsgen.ir.operation import Block
from odsgen.ir.types import FloatType, IntegerType
from odsgen.tools.opt import import_dialect
from reference import mlir_opt

TEST_DEFS = Path(__file__).parent / "defs"


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("generated")
    status, _, err = run_odsgen(str(TEST_DEFS), "-o", str(out))
    assert status == 0, err
    return out


@pytest.fixture(scope="module")
def test_dialect(generated: Path):
    return import_dialect(str(generated / "test"))


@pytest.fixture(scope="module")
def dialect_flags(generated: Path) -> list[str]:
    """odsgen-opt flags: unregistered ops allowed, the generated test dialect loaded."""
    return ["--allow-unregistered-dialect", "--load-dialect", str(generated / "test")]


@pytest.fixture
def ctx(test_dialect) -> Context:
    with Context(allow_unregistered_dialects=True) as context:
        context.register_dialect(test_dialect.DIALECT())
        yield context


def test_generated_files(generated: Path) -> None:
    assert sorted(
        p.relative_to(generated).as_posix() for p in generated.rglob("*.*")
    ) == [
        "docs/test.md",
        "test/__init__.py",
        "test/_ops_shared.py",
        "test/attrs.py",
        "test/def_directives.py",
        "test/enums.py",
        "test/hooks.py",
        "test/ops.py",
        "test/ops_dialect.py",
        "test/ops_format_ops.py",
        "test/ops_loops.py",
        "test/ops_mlir_test_ops.py",
        "test/ops_patterns.py",
        "test/patterns.py",
        "test/types.py",
    ]
    # One module per record file; `ops.py` gathers their classes.
    ops = (generated / "test" / "ops_dialect.py").read_text()
    assert "class AddIOp(BinaryOp):" in ops
    assert 'OPERATION_NAME = "test.addi"' in ops
    index = (generated / "test" / "ops.py").read_text()
    assert "from .ops_dialect import *" in index
    assert "__all__ += ops_dialect.__all__" in index
    assert '    "AddIOp",\n' in ops  # the module's __all__


def test_ops_of_one_record_class_share_a_base_class(
    generated: Path, test_dialect
) -> None:
    """AddIOp, SubIOp and MulIOp apply the class BinaryOp: their accessors,
    builder and verifier are written once, in `BinaryOp`."""
    ops = (generated / "test" / "ops_dialect.py").read_text()
    base = ops[ops.index("class BinaryOp(OpBase):") : ops.index("class AddIOp(")]
    for member in ("def lhs(", "def rhs(", "def build(", "def verify("):
        assert member in base, member
    assert "-> Self:" in base
    add = ops[ops.index("class AddIOp(BinaryOp):") : ops.index("class ScalarOrVector")]
    assert "def " not in add
    sub = ops[ops.index("class SubIOp(BinaryOp):") : ops.index("class MulIOp(")]
    assert "def fold(" in sub and "def verify(" not in sub
    classes = importlib.import_module(test_dialect.__name__ + ".ops_dialect")
    assert issubclass(classes.AddIOp, classes.BinaryOp)
    assert classes.AddIOp.OPERATION_NAME == "test.addi"
    assert classes.BinaryOp.verify is classes.SubIOp.verify
    # One adaptor serves the family.
    assert "AddIOpAdaptor" not in ops
    assert classes.AddIOp.Adaptor is classes.BinaryOpAdaptor


def test_regeneration_writes_nothing_and_check_passes(generated: Path) -> None:
    status, out, _ = run_odsgen(str(TEST_DEFS), "-o", str(generated))
    assert status == 0 and "0 written, 0 removed" in out
    assert run_odsgen(str(TEST_DEFS), "-o", str(generated), "--check")[0] == 0


def test_a_run_with_nothing_to_do_loads_no_generator(generated: Path) -> None:
    """With records, templates and output as an earlier run left them, the
    command finishes from the recorded output hashes (see odsgen/gen/cache.py)."""
    code = (
        "import sys\n"
        "from odsgen.gen.cli import run\n"
        f"status = run([{str(TEST_DEFS)!r}, '-o', {str(generated)!r}, '--check'])\n"
        "print(status, 'odsgen.gen.emit' in sys.modules, 'black' in sys.modules)\n"
    )
    done = run_python("-c", code)
    assert done.stdout.splitlines()[-1] == "0 False False", done.stdout + done.stderr


def test_check_catches_a_hand_edit(generated: Path, tmp_path: Path) -> None:
    copy = tmp_path / "out"
    shutil.copytree(generated, copy)
    ops = copy / "test" / "ops_dialect.py"
    ops.write_text(ops.read_text().replace("class AddIOp", "class Edited"))
    status, out, err = run_odsgen(str(TEST_DEFS), "-o", str(copy), "--check")
    assert status == 1
    assert "-class Edited(BinaryOp):" in out and "+class AddIOp(BinaryOp):" in out
    assert "out of date" in err


def test_builders_accessors_and_verify(ctx: Context, test_dialect) -> None:
    i32 = IntegerType.get(32)
    block = Block([i32, i32])
    a, b = block.arguments
    add = test_dialect.AddIOp.build(a, b)
    assert add.result.type is i32 and add.lhs is a and add.rhs is b
    add.verify()
    attrs = test_dialect.I32AttrOp.build(7, label="x", flag=True)
    assert (attrs.value, attrs.count, attrs.label, attrs.flag) == (7, 4, "x", True)
    assert attrs.positive is None and isinstance(attrs.value_attr, IntegerAttr)
    # MLIR 16 adds default-valued attributes when an op is created
    assert (
        attrs.attributes.text == '{count = 4 : i64, flag, label = "x", value = 7 : i32}'
    )
    attrs.verify()


def test_variadic_groups(ctx: Context, test_dialect) -> None:
    i32, f32 = IntegerType.get(32), FloatType.get("f32")
    block = Block([i32, i32, i32, f32])
    first, x, y, z = block.arguments
    op = test_dialect.VariadicOp.build([f32], first, [x, y], z)
    assert op.first is first and op.middle == [x, y] and op.last is z
    assert op.attributes.text == "{operand_segment_sizes = array<i32: 1, 2, 1>}"
    op.verify()
    without = test_dialect.VariadicOp.build([], first, [])
    assert without.last is None and without.middle == []
    without.verify()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '%0 = "test.addi"(%a, %b) : (i32, i64) -> i32',
            "'test.addi' op requires the same type for all operands and results",
        ),
        (
            '%0 = "test.addi"(%f, %f) : (f32, f32) -> f32',
            "'test.addi' op operand #0 must be integer, but got 'f32'",
        ),
        (
            '%0 = "test.addi"(%a) : (i32) -> i32',
            "'test.addi' op expected 2 operands, but found 1",
        ),
        (
            '"test.i32_attr_op"() : () -> ()',
            "'test.i32_attr_op' op requires attribute 'value'",
        ),
        (
            '"test.i32_attr_op"() {value = 1 : i64} : () -> ()',
            "'test.i32_attr_op' op attribute 'value' failed to satisfy constraint:"
            " 32-bit signless integer attribute",
        ),
        (
            '"test.i32_attr_op"() {value = 1 : i32, positive = 0 : i32} : () -> ()',
            "'test.i32_attr_op' op attribute 'positive' failed to satisfy constraint:"
            " 32-bit signless integer attribute whose minimum value is 1",
        ),
        (
            '"test.variadic_op"(%a, %a) {operand_segment_sizes = array<i32: 1, 1>}'
            " : (i32, i32) -> ()",
            "'test.variadic_op' op 'operand_segment_sizes' attribute for specifying operand"
            " segments must have 3 elements, but got 2",
        ),
        (
            '"test.variadic_op"(%a, %f) {operand_segment_sizes = array<i32: 1, 1, 0>}'
            " : (i32, f32) -> ()",
            "'test.variadic_op' op operand #1 must be 32-bit signless integer, but got 'f32'",
        ),
        (
            '"test.pred_op"(%b, %a, %a) : (i64, i32, i32) -> ()',
            "'test.pred_op' op operand #2 must be vector of even-width elements, but got 'i32'",
        ),
        (
            '"test.pred_op"(%a, %f, %a) : (i32, f32, i32) -> ()',
            "'test.pred_op' op operand #1 must be neither index nor float, but got 'f32'",
        ),
        (
            '"test.scalar_or_vector"(%a, %a) : (i32, i32) -> ()',
            "'test.scalar_or_vector' op operand #1 must be 32-bit float or vector of 32-bit"
            " float, but got 'i32'",
        ),
        (
            '"test.scalar_or_vector"(%v, %f) : (vector<2xi64>, f32) -> ()',
            "'test.scalar_or_vector' op operand #0 must be 32-bit signless integer or vector of"
            " 32-bit signless integer, but got 'vector<2xi64>'",
        ),
        (
            '"test.region_op"() ({\n  "test.x"() : () -> ()\n  ^bb1:\n  "test.x"() : () -> ()\n})'
            " : () -> ()",
            "'test.region_op' op region #0 ('body') failed to verify constraint: region with 1"
            " blocks",
        ),
    ],
)
def test_verifier_messages(dialect_flags: list[str], text: str, message: str) -> None:
    source = (
        '"xx.f"() ({\n^bb0(%a: i32, %b: i64, %f: f32, %v: vector<2xi64>):\n'
        + text
        + '\n"xx.end"() : () -> ()\n})'
        " : () -> ()\n"
    )
    status, _, err = run_opt([*dialect_flags, "-"], stdin_text=source)
    assert status == 1
    assert f"error: {message}\n" in err


def test_generic_round_trip_with_registered_ops(dialect_flags: list[str]) -> None:
    source = (
        '"xx.f"() ({\n^bb0(%a: i32, %b: i32):\n'
        '  %0 = "test.addi"(%a, %b) : (i32, i32) -> i32\n'
        '  "test.terminator"(%0)[^bb1] : (i32) -> ()\n'
        "^bb1:\n"
        '  "xx.end"() : () -> ()\n'
        "}) : () -> ()\n"
    )
    args = [*dialect_flags, "-"]
    status, out, err = run_opt(args, stdin_text=source)
    assert status == 0, err
    assert '%0 = "test.addi"(%arg0, %arg1) : (i32, i32) -> i32' in out
    assert run_opt(args, stdin_text=out)[1] == out


# -- errors in records ---------------------------------------------------------------------

BAD_RECORDS = [
    ("dialect: {name: t}\nops:\n  A: [", "t.yaml:3:7: error: YAML syntax:"),
    (
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n    sumary: x\n",
        "t.yaml:5:5: error: unknown key 'sumary' in op 'A'; did you mean 'summary'?",
    ),
    (
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n    arguments: {x: AnyIntger}\n",
        "t.yaml:5:20: error: unknown name 'AnyIntger'; did you mean 'AnyInteger'?",
    ),
    (
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n"
        "    arguments: {x: Variadic<I32>, y: Variadic<I32>}\n",
        "t.yaml:3:3: error: op 'A' has several variable-length operands; add the trait"
        " 'AttrSizedOperandSegments' or 'SameVariadicOperandSize'",
    ),
    (
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n"
        "    arguments:\n      x: DefaultValuedAttr<I32Attr, \"'a'\">\n",
        "t.yaml:6:10: error: default value ''a'' of attribute 'x' does not fit its type (int)",
    ),
    (
        "dialect: {name: t}\nops:\n  A: {mnemonic: a}\n  B: {mnemonic: a}\n",
        "t.yaml:4:3: error: operation 't.a' is already defined by 'A'",
    ),
    (
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n    results: {location: AnyType}\n",
        "t.yaml:5:15: error: result name 'location' clashes with the Operation API",
    ),
    (
        "dialect: {name: t}\nops:\n  A: Missing<1>\n",
        "t.yaml:3:6: error: unknown class 'Missing'",
    ),
    (
        "dialect: {name: t}\nclasses:\n  C<x>: {mnemonic: '${y}'}\nops:\n  A: C<1>\n",
        "error: unknown parameter '${y}'",
    ),
    (
        "dialect: {name: t}\nclasses:\n  C: {is: D}\n  D: {is: C}\n",
        "t.yaml:3:3: error: classes inherit from each other in a cycle: C -> D -> C",
    ),
    (
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n    extra_python: |\n      def f(:\n",
        "t.yaml:6:13: error: extra_python is not valid Python: invalid syntax",
    ),
    # Python errors at their place in the file: inline text on the record's
    # line, literal block text (`|`) from the next line at its indentation;
    # folded text (`>`) has no places: the error is at its start.
    (
        "dialect: {name: t}\ntypes:\n  T:\n    mnemonic: t\n"
        '    parameters: {w: {type: "int("}}\n    format: "`<` $w `>`"\n',
        "t.yaml:5:32: error: type of parameter 'w' is not valid Python: '(' was never closed",
    ),
    (
        "dialect: {name: t}\ntypes:\n  T:\n    mnemonic: t\n    parameters:\n"
        '      w:\n        type: int\n        default: "1 +"\n    format: "`<` $w `>`"\n',
        "t.yaml:8:22: error: default of parameter 'w' is not valid Python: invalid syntax",
    ),
    (
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n"
        '    extra_python: "x = (1"\n',
        "t.yaml:5:24: error: extra_python is not valid Python: '(' was never closed",
    ),
    (
        "dialect: {name: t}\ntypes:\n  T:\n    mnemonic: t\n    parameters: {w: int}\n"
        '    format: "`<` $w `>`"\n    extra_python: >\n      x = 1\n\n      def f(:\n',
        "t.yaml:7:19: error: extra_python is not valid Python: invalid syntax",
    ),
    # Names that Python reserves (issue 17).
    (
        "dialect: {name: t}\nops:\n  None: {mnemonic: a}\n",
        "t.yaml:3:3: error: op name 'None' is a Python keyword",
    ),
    (
        "dialect: {name: t}\nops:\n  match: {mnemonic: a}\n",
        "t.yaml:3:3: error: op name 'match' is a Python keyword",
    ),
    (
        "dialect: {name: t}\ntypes:\n  int: {mnemonic: a}\n",
        "t.yaml:3:3: error: type name 'int' is a Python builtin, which the generated module would hide",
    ),
    (
        "dialect: {name: t}\nops:\n  Region:\n    mnemonic: a\n    regions: {r: AnyRegion}\n",
        "t.yaml:3:3: error: name 'Region' is taken by the odsgen runtime, which the"
        " generated modules import",
    ),
    # Wrong shapes and empty files.
    (
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n    traits: Pure\n",
        "t.yaml:5:13: error: 'traits' must be a list (e.g. [Pure])",
    ),
    (
        "",
        "t.yaml:1:1: error: empty record file: expected a mapping with a 'dialect' key",
    ),
    ("# only a comment\n", "t.yaml:1:1: error: empty record file"),
    (
        "dialect: {name: t}\nops:\n  A: {mnemonic: a\0}\n",
        "t.yaml:3:18: error: YAML syntax: special characters are not allowed: '\\x00'",
    ),
    # YAML past its bounds: nesting, alias expansion ("billion laughs"), cycles.
    (
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n    arguments: "
        + "[" * 500
        + "]" * 500
        + "\n",
        "t.yaml:5:77: error: YAML nested deeper than 64 levels",
    ),
    (
        "dialect: {name: t}\nx0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
        + "".join(
            f"x{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 9)
        )
        + "ops:\n  A:\n    mnemonic: a\n    arguments: {x: *a8}\n",
        "t.yaml:7:5: error: YAML aliases expand to more than 200000 values",
    ),
    (
        "dialect: {name: t}\nx: &a [*a]\n",
        "t.yaml:2:4: error: a YAML alias refers to itself",
    ),
    (
        "dialect: {name: t}\nconstraints:\n  Foo<a, b = 1>: {predicate: 'True'}\n",
        "t.yaml:3:9: error: bad parameter 'b = 1'",
    ),
    (
        "dialect: {name: t}\nclasses:\n  C<a, 2b>: {summary: s}\n",
        "t.yaml:3:7: error: bad parameter '2b'",
    ),
    (
        "dialect: {name: t}\nclasses:\n  C a: {summary: s}\n",
        "t.yaml:3:3: error: expected 'Name' or 'Name<params>', got 'C a'",
    ),
]


BAD_BUILDER_HOOKS = [
    (
        "builders: [{params: {x: int}, body: 'return x', hook: f}]",
        "t.yaml:5:16: error: a builder needs a 'body' (Python code) or a 'hook'",
    ),
    (
        "builders: [{name: build_x, params: {x: int}, hook: missing}]",
        "t.yaml:5:16: error: builder 'build_x' of 'A': the hooks have no function"
        " 'missing'",
    ),
    (
        "builders: [{name: build_x, params: {x: int, y: int}, hook: f}]",
        "t.yaml:5:16: error: builder 'build_x' of 'A': the hooks function 'f' takes"
        " (cls, x), the record declares (cls, x, y)",
    ),
]


@pytest.mark.parametrize(("builders", "message"), BAD_BUILDER_HOOKS)
def test_builder_hook_errors(tmp_path: Path, builders: str, message: str) -> None:
    records = (
        "dialect: {name: t, hooks: hooks.py}\nops:\n  A:\n    mnemonic: a\n"
        f"    {builders}\n"
    )
    hooks = "def f(cls, x):\n    return x\n"
    status, _, err = generate_records(tmp_path, {"t.yaml": records, "hooks.py": hooks})
    assert status == 1
    assert message in err.replace(str(tmp_path / "defs") + "/", "")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(("text", "message"), BAD_RECORDS)
def test_record_errors(tmp_path: Path, text: str, message: str) -> None:
    defs = tmp_path / "defs"
    defs.mkdir()
    (defs / "t.yaml").write_text(text)
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("untouched")
    status, stdout, err = run_odsgen(str(defs), "-o", str(out))
    assert status == 1 and stdout == ""
    assert message in err.replace(str(defs) + "/", "")
    assert "Traceback" not in err
    assert [p.name for p in out.iterdir()] == ["keep.txt"]


def test_every_independent_error_in_one_run(tmp_path: Path) -> None:
    defs = tmp_path / "defs"
    defs.mkdir()
    (defs / "t.yaml").write_text(
        "dialect: {name: t}\nops:\n  A:\n    mnemonic: a\n    traits: Pure\n"
        "  B:\n    mnemonic: b\n    sumary: x\n"
    )
    (defs / "u.yaml").write_text("dialect: {name: u}\nops:\n  None: {mnemonic: a}\n")
    out = tmp_path / "out"
    status, stdout, err = run_odsgen(str(defs), "-o", str(out))
    assert (status, stdout) == (1, "")
    assert err.replace(str(defs) + "/", "").splitlines() == [
        "u.yaml:3:3: error: op name 'None' is a Python keyword",
    ]
    (defs / "u.yaml").write_text("dialect: {name: u}\nops:\n  C: {mnemonic: a}\n")
    (defs / "v.yaml").write_text("")
    status, _, err = run_odsgen(str(defs), "-o", str(out))
    assert status == 1
    assert err.replace(str(defs) + "/", "").splitlines() == [
        "v.yaml:1:1: error: empty record file: expected a mapping with a 'dialect' key",
    ]
    (defs / "v.yaml").unlink()
    status, _, err = run_odsgen(str(defs), "-o", str(out))
    assert status == 1
    assert err.replace(str(defs) + "/", "").splitlines() == [
        "t.yaml:5:13: error: 'traits' must be a list (e.g. [Pure])",
        "t.yaml:8:5: error: unknown key 'sumary' in op 'B'; did you mean 'summary'?",
    ]
    assert not out.exists()


def test_type_and_attribute_errors_in_one_run(tmp_path: Path) -> None:
    defs = tmp_path / "defs"
    defs.mkdir()
    (defs / "t.yaml").write_text(
        "dialect: {name: t}\nattributes:\n  B:\n    mnemonic: b\n    sumary: x\n"
        "types:\n  T:\n    mnemonic: '1bad'\n  U: {mnemonic: u}\n"
    )
    (defs / "s.yaml").write_text(
        "dialect: {name: s}\nenums:\n  E: {cases: [A]}\n" "patterns:\n  P: 3\n"
    )
    out = tmp_path / "out"
    status, stdout, err = run_odsgen(str(defs), "-o", str(out))
    assert (status, stdout) == (1, "")
    # Sorted by file and line; the dialect's patterns are not compiled.
    assert err.replace(str(defs) + "/", "").splitlines() == [
        "s.yaml:3:6: error: enum 'E' needs a 'kind': one of i32, i64, bit8, bit16, bit32, bit64",
        "t.yaml:5:5: error: unknown key 'sumary' in attribute 'B'; did you mean 'summary'?",
        "t.yaml:8:5: error: type 'T' needs a valid 'mnemonic'",
    ]
    assert not out.exists()
    # Independent DRR patterns, in one dialect and across dialects.
    (defs / "s.yaml").write_text(
        "dialect: {name: s}\npatterns:\n  P: 'Pat<(Nope $x), (Nope $x)>'\n"
        "  Q: 'Pat<(Nah $x), (Nah $x)>'\n"
    )
    (defs / "t.yaml").write_text("dialect: {name: t}\npatterns:\n  R: 3\n")
    status, _, err = run_odsgen(str(defs), "-o", str(out))
    assert status == 1
    assert err.replace(str(defs) + "/", "").splitlines() == [
        "s.yaml:3:11: error: unknown op 'Nope' in pattern",
        "s.yaml:4:11: error: unknown op 'Nah' in pattern",
        "t.yaml:3:3: error: a pattern record is a string: Pat<...>, Pattern<...> or NativeCodeCall<...>",
    ]
    assert not out.exists()


@pytest.mark.parametrize(
    "summary", ['a """ b', "trailing backslash \\\\", 'ends in a quote "', "\\n"]
)
def test_docstring_text_is_escaped(tmp_path: Path, summary: str) -> None:
    quoted = summary.replace("\\", "\\\\").replace('"', '\\"')
    records = (
        "dialect: {name: t}\n"
        f'types:\n  T:\n    mnemonic: a\n    summary: "{quoted}"\n'
        f'ops:\n  A:\n    mnemonic: a\n    summary: "{quoted}"\n'
        f'    description: "{quoted}"\n'
    )
    status, _, err = generate_records(tmp_path, {"t.yaml": records})
    assert status == 0, err
    package = import_dialect(str(tmp_path / "out" / "t"))
    assert package.types.T.__doc__.startswith(summary.replace('"""', "'''"))
    assert package.ops.A.__doc__.startswith(summary.replace('"""', "'''"))


def test_dialect_types_and_attributes(
    ctx: Context, test_dialect, dialect_flags: list[str]
) -> None:
    pair = test_dialect.IntegerPairType.get(8)
    assert pair is test_dialect.IntegerPairType.get(8, 64)
    assert pair.text == "!test.int_pair<8, 64>" and pair.parameters == (8, 64)
    assert test_dialect.IntegerPairType.square(16).parameters == (16, 16)
    assert test_dialect.SimpleAType.get().text == "!test.smpla"
    assert test_dialect.MarkerAttr.get().text == "#test.marker"
    with pytest.raises(ValueError, match="low width 9 exceeds high width 8"):
        test_dialect.IntegerPairType.get(9, 8)
    source = (
        '"xx.f"() ({\n^bb0(%a: !test.int_pair<8, 16>):\n'
        '  %0 = "test.typed_op"(%a) {mark = #test.marker} : (!test.int_pair<8, 16>)'
        " -> !test.smpla\n"
        '  "xx.end"() : () -> ()\n}) : () -> ()\n'
    )
    args = [*dialect_flags, "-"]
    status, out, err = run_opt(args, stdin_text=source)
    assert status == 0, err
    assert "(!test.int_pair<8, 16>) -> !test.smpla" in out
    bad = source.replace("<8, 16>", "<32, 16>")
    status, _, err = run_opt(args, stdin_text=bad)
    assert status == 1
    assert err.startswith("<stdin>:2:10: error: low width 32 exceeds high width 16\n")
    wrong = source.replace("-> !test.smpla", "-> i32")
    status, _, err = run_opt(args, stdin_text=wrong)
    assert "'test.typed_op' op result #0 must be simple type A, but got 'i32'" in err


def test_parameterless_definitions_share_a_base(test_dialect) -> None:
    """Types and attributes without parameters or format declare only their
    data: `get` and `parse_body` are those of one runtime base per kind."""
    from odsgen.ir.parameterless import ParameterlessAttribute, ParameterlessType

    assert test_dialect.SimpleAType.__bases__[-1] is ParameterlessType
    assert test_dialect.MarkerAttr.__bases__[-1] is ParameterlessAttribute
    for cls in (test_dialect.SimpleAType, test_dialect.MarkerAttr):
        assert not {"get", "parse_body"} & set(vars(cls))
    assert test_dialect.IntegerPairType.__bases__[-1].__name__ == "DialectType"
    assert "get" in vars(test_dialect.IntegerPairType)


def test_attribute_formats_read_from_class_data() -> None:
    """Attributes whose format is only their enum parameter, or
    `<` struct(params) `>`, declare their parameters as data; parsing and
    printing are one runtime base's for each format."""
    from odsgen.asm.one_param_attributes import OneParamAttribute
    from odsgen.asm.param_values import EnumFieldValue, HookValue, ListValue
    from odsgen.asm.struct_attributes import StructAttribute

    llvm = dialect_module("llvm", "attrs")
    nvvm = dialect_module("nvvm", "attrs")
    one_param = (llvm.LinkageAttr, llvm.FastmathFlagsAttr, nvvm.ShflKindAttr)
    structs = (llvm.DIBasicTypeAttr, llvm.DISubprogramAttr, nvvm.MMAShapeAttr)
    for cls in one_param + structs:
        assert not {"parse_body", "print_body"} & set(vars(cls))
    assert all(OneParamAttribute in cls.__mro__ for cls in one_param)
    assert all(StructAttribute in cls.__mro__ for cls in structs)
    assert isinstance(llvm.LinkageAttr.PARAM.value, EnumFieldValue)
    assert (nvvm.ShflKindAttr.ANGLED, nvvm.MMALayoutAttr.ANGLED) == (False, True)
    tag, name, size, _ = llvm.DIBasicTypeAttr.STRUCT
    assert isinstance(tag.value, HookValue) and not tag.optional
    assert (name.name, size.name, size.default) == ("name", "sizeInBits", 0)
    types = llvm.DISubroutineTypeAttr.STRUCT[1]
    assert isinstance(types.value, ListValue) and types.default == ()
    # `<` $name `in` $directory `>` keeps its own methods.
    assert "parse_body" in vars(llvm.DIFileAttr)
    # A class named by another's data is defined before it; `__all__` keeps
    # the records' order.
    names = list(vars(llvm))
    assert names.index("DIFileAttr") < names.index("DICompileUnitAttr")
    assert llvm.__all__.index("DICompileUnitAttr") < llvm.__all__.index("DIFileAttr")


def test_two_struct_attributes_share_one_base(tmp_path: Path) -> None:
    """Two `<` struct(params) `>` attributes: no parse or print method of
    their own, one runtime base; a parameter it cannot read keeps them."""
    records = (
        "dialect: {name: t}\nattributes:\n"
        "  P:\n    mnemonic: p\n    parameters: {x: int, y: {type: int, default: '0'}}\n"
        "    format: '`<` struct(params) `>`'\n"
        "  Q:\n    mnemonic: q\n    parameters: {flag: bool, p: PAttr}\n"
        "    format: '`<` struct(params) `>`'\n"
        "  R:\n    mnemonic: r\n    parameters: {s: str}\n"
        "    format: '`<` struct(params) `>`'\n"
    ).replace("PAttr", "P")
    status, _, err = generate_records(tmp_path, {"t.yaml": records})
    assert status == 0, err
    text = (tmp_path / "out" / "t" / "attrs.py").read_text()
    assert text.count("(StructAttribute):") == 2
    assert text.count("def parse_body") == 1 and "class R(DialectAttribute):" in text
    assert 'FormatParam("y", "int", IntegerValue(), 0)' in text
    assert 'FormatParam("p", "P", StrippedAttributeValue(P))' in text
    package = import_dialect(str(tmp_path / "out" / "t"))
    source = '"x.y"() {a = #t.q<p = <x = 2>, flag = true>} : () -> ()\n'
    status, out, err = run_opt(
        [
            "--load-dialect",
            str(tmp_path / "out" / "t"),
            "--allow-unregistered-dialect",
            "-",
        ],
        stdin_text=source,
    )
    assert status == 0, err
    assert "#t.q<flag = true, p = <x = 2>>" in out
    assert package.attrs.P.get(2).text == "#t.p<x = 2>"


def test_class_list_and_trait_append(test_dialect) -> None:
    assert test_dialect.MulIOp.OPERATION_NAME == "test.muli"
    from odsgen.ir.traits import Commutative

    assert Commutative in test_dialect.MulIOp.TRAITS
    assert Commutative not in test_dialect.SubIOp.TRAITS


def test_hooks_inference_and_custom_builder(ctx: Context, test_dialect) -> None:
    i8 = IntegerType.get(8)
    (value,) = Block([i8]).arguments
    op = test_dialect.HookedOp.build_unit(value)
    assert op.output.type is i8 and op.factor == 1
    assert test_dialect.HookedOp.build_scaled(value).factor == 2
    assert test_dialect.HookedOp.build_scaled(value, factor=3).factor == 3
    assert op.fold([]) is value
    op.verify()
    zero = test_dialect.HookedOp.build(value, 0)
    with pytest.raises(
        DiagnosticError, match="'test.hooked' op factor must not be zero"
    ):
        zero.verify()


def test_type_matching_traits(ctx: Context, test_dialect) -> None:
    from odsgen.ir.types import VectorType

    i1, i32, f32 = IntegerType.get(1), IntegerType.get(32), FloatType.get("f32")
    vector = VectorType.get([4], f32)
    cond, a, b, v = Block([i1, i32, i32, vector]).arguments
    select = test_dialect.SelectOp.build(cond, a, b)
    assert select.result.type is i32
    select.verify()
    extract = test_dialect.ExtractOp.build(v)
    assert extract.result.type is f32
    extract.verify()
    wrong = test_dialect.ExtractOp.create(operands=[v], result_types=[i32])
    with pytest.raises(
        DiagnosticError, match="failed to verify that result type matches"
    ):
        wrong.verify()


def test_same_variadic_size_and_variadic_of_variadic(
    ctx: Context, test_dialect
) -> None:
    i32 = IntegerType.get(32)
    values = Block([i32] * 4).arguments
    segments = test_dialect.SegmentsOp.build(values[:2], values[2:])
    assert segments.a == values[:2] and segments.b == values[2:]
    groups = test_dialect.GroupsOp.build([values[:1], values[1:]])
    assert groups.groups == [values[:1], values[1:]]
    assert groups.attributes.text == "{group_sizes = array<i32: 1, 3>}"
    groups.verify()
    groups.set_attr("group_sizes", DenseArrayAttr.get(i32, [1, 2]))
    with pytest.raises(
        DiagnosticError,
        match=r"'test.groups' op groups count \(4\) does not match with the total"
        r" size \(3\) specified in attribute 'group_sizes'",
    ):
        groups.verify()


def test_terminators_end_their_block(ctx: Context, test_dialect) -> None:
    ret = test_dialect.TestReturnOp.build([])
    with pytest.raises(
        DiagnosticError, match="must be the last operation in the parent block"
    ):
        ret.verify()  # detached: no block to end
    block = Block()
    block.append(ret)
    ret.verify()
    block.append(test_dialect.TestReturnOp.build([]))
    with pytest.raises(DiagnosticError, match="'test.return' op must be the last"):
        ret.verify()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '"test.child_end"() : () -> ()',
            "'test.child_end' op expects parent op 'test.parent'",
        ),
        (
            # A region trait: checked after the nested ops, which must verify.
            '"test.parent"() ({\n  "other.x"() : () -> ()\n}) : () -> ()',
            "'test.parent' op expects regions to end with 'test.child_end', found 'other.x'",
        ),
    ],
)
def test_parent_and_terminator_traits(
    dialect_flags: list[str], text: str, message: str
) -> None:
    args = [*dialect_flags, "-"]
    status, _, err = run_opt(args, stdin_text=text + "\n")
    assert status == 1
    assert f"error: {message}\n" in err


def test_python_records(ctx: Context, test_dialect) -> None:
    i32 = IntegerType.get(32)
    a, b = Block([i32, i32]).arguments
    op = test_dialect.CmpLtOp.build(a, b)
    assert op.OPERATION_NAME == "test.cmp_lt" and op.result.type is IntegerType.get(1)
    op.verify()


def test_python_record_errors_name_the_line(tmp_path: Path) -> None:
    records = (
        "from odsgen.records import RecordFile\n"
        "records = RecordFile(dialect={'name': 'r'})\n"
        "records.op('A', mnemonic='a', arguments={'x': 'NoSuchType'})\n"
    )
    status, _, err = generate_records(tmp_path, {"r.py": records})
    assert status == 1
    assert "r.py:3:1: error: unknown name 'NoSuchType'" in err


def test_hooks_sibling_modules_are_copied(generated: Path) -> None:
    copy = (generated / "test" / "def_directives.py").read_text()
    assert copy.startswith(
        f"# Copied by odsgen from {TEST_DEFS / 'test' / 'def_directives.py'};"
    )
    # the types' custom directives are found through the hooks module's import
    assert (
        "hooks.parse_CustomTypeA(parser)"
        in (generated / "test" / "types.py").read_text()
    )


def test_hooks_star_import_from_sibling_is_an_error(tmp_path: Path) -> None:
    files = {
        "d.yaml": "dialect: {name: d, hooks: hooks.py}\n",
        "hooks.py": "x = 1\nfrom .more import *\n",
        "more.py": "def parse_X(parser):\n    return None\n",
    }
    status, _, err = generate_records(tmp_path, files)
    assert status == 1
    assert "hooks.py:2:1: error: name what the hooks module imports from '.more'" in err
    assert not (tmp_path / "out").exists()


def test_verifier_messages_match_mlir_opt_test_dialect(generated: Path) -> None:
    """Ops mirrored from MLIR's test dialect: same errors, notes and locations as mlir-opt-16."""
    text = (MLIR_DIR / "test_dialect_invalid.mlir").read_text()
    args = ["--allow-unregistered-dialect", "--split-input-file"]
    expected = mlir_opt(args, text)
    status, out, err = run_opt(
        [*args, "--load-dialect", str(generated / "test"), "-"], text
    )
    assert expected.stderr.count("error:") == 18
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)


def test_adaptors(ctx: Context, test_dialect) -> None:
    i32, f32 = IntegerType.get(32), FloatType.get("f32")
    first, x, y, z = Block([i32, i32, i32, f32]).arguments
    adaptor = test_dialect.VariadicOp.Adaptor(
        [first, x, y, z],
        {
            "operand_segment_sizes": test_dialect.VariadicOp.build(
                [], first, [x, y], z
            ).attributes.get_attr("operand_segment_sizes")
        },
    )
    assert (adaptor.first, adaptor.middle, adaptor.last) == (first, [x, y], z)
    simple = test_dialect.AddIOp.Adaptor([x, y])
    assert (simple.lhs, simple.rhs) == (x, y)


def test_enum_attributes(ctx: Context, test_dialect) -> None:
    op = test_dialect.EnumOp.build(test_dialect.CmpPredicate.slt)
    assert op.predicate is test_dialect.CmpPredicate.slt
    assert op.flags == test_dialect.ArithFlags.none
    assert op.attributes.text == "{flags = 0 : i32, predicate = 2 : i64}"
    op.verify()
    flags = test_dialect.ArithFlags.nsw | test_dialect.ArithFlags.nuw
    with_flags = test_dialect.EnumOp.build(0, flags)
    assert with_flags.flags == flags and with_flags.flags.stringify() == "nsw, nuw"
    bad = test_dialect.EnumOp.create(
        attributes={"predicate": IntegerAttr.get(IntegerType.get(64), 7)}
    )
    with pytest.raises(
        DiagnosticError, match="allowed 64-bit signless integer cases: 0, 1, 2"
    ):
        bad.verify()


def test_hooks_module_mixins(ctx: Context, test_dialect, generated: Path) -> None:
    assert (
        (generated / "test" / "hooks.py")
        .read_text()
        .startswith("# Copied by odsgen from")
    )
    i64 = IntegerType.get(64)
    constant = test_dialect.ConstantOp.build(i64, IntegerAttr.get(i64, 5))
    assert constant.result.type is i64
    assert constant.fold([]) is constant.value_attr
    constant.verify()
    negative = test_dialect.ConstantOp.build(i64, IntegerAttr.get(i64, -1))
    with pytest.raises(
        DiagnosticError, match="'test.constant' op value must be non-negative"
    ):
        negative.verify()


def test_template_errors_name_the_template(tmp_path: Path, monkeypatch) -> None:
    from odsgen.gen.render import jinja as render

    templates = tmp_path / "templates"
    shutil.copytree(render.TEMPLATES, templates)
    (templates / "ops.py.j2").write_text("line one\n{% for x in %}\n")
    monkeypatch.setattr(render, "TEMPLATES", templates)
    render.environment.cache_clear()
    try:
        status, _, err = run_odsgen(str(TEST_DEFS), "-o", str(tmp_path / "out"))
    finally:
        render.environment.cache_clear()
    assert status == 1 and "Traceback" not in err
    assert f"{templates / 'ops.py.j2'}:2:1: error: template:" in err
    assert not (tmp_path / "out").exists()


def test_result_groups_are_named_like_mlir_opt(dialect_flags: list[str]) -> None:
    """Ops with several result definitions name them (`%result0:3, %result1:2`)."""
    text = (
        '"xx.f"() ({\n'
        "  %a:3, %b:2 = test.format_multiple_variadic_results : (i64, i64, i64), (i64, i32)\n"
        "  %c:3, %d:2 = test.format_multiple_variadic_results : (i64, i64, i64), (i64, i32)\n"
        '  "xx.u"(%a#1, %b#0, %d#1) : (i64, i64, i32) -> ()\n'
        "}) : () -> ()\n"
    )
    expected = mlir_opt(["--allow-unregistered-dialect"], text)
    ours = run_opt([*dialect_flags, "-"], text)
    assert ours == (0, expected.stdout, "")
    assert "%result0_0:3, %result1_1:2 = " in ours[1]


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        ("#test.predicate<slt>", "#test.predicate<slt>"),
        ('#test.predicate<"ne">', "#test.predicate<ne>"),
        ("#test.flags<nsw>", "#test.flags<nsw>"),
        ("#test.flags<nuw,nsw>", "#test.flags<nsw, nuw>"),
        ("#test.flags<nsw, nuw, exact>", "#test.flags<all>"),
        ("#test.flags<none>", "#test.flags<none>"),
    ],
)
def test_enum_parameters_round_trip(
    dialect_flags: list[str], text: str, printed: str
) -> None:
    source = f'"xx.op"() {{a = {text}}} : () -> ()\n'
    status, out, err = run_opt([*dialect_flags, "-"], stdin_text=source)
    assert status == 0, err
    assert f"{{a = {printed}}}" in out


@pytest.mark.parametrize(
    ("text", "column", "message"),
    [
        (
            "#test.predicate<>",
            32,
            "expected keyword for allowed 64-bit signless integer cases: 0, 1, 2",
        ),
        (
            "#test.predicate<sgt>",
            32,
            "invalid allowed 64-bit signless integer cases: 0, 1, 2"
            " specification: sgt",
        ),
        ('#test.flags<"nsw">', 28, "expected valid keyword"),
        (
            "#test.flags<nsw, bogus>",
            28,
            "expected ArithFlags to be one of: none, nsw, nuw, exact, all",
        ),
        ("#test.flags<nsw,>", 32, "expected valid keyword"),
    ],
)
def test_enum_parameter_errors(
    dialect_flags: list[str], text: str, column: int, message: str
) -> None:
    source = f'"xx.op"() {{a = {text}}} : () -> ()\n'
    status, _, err = run_opt([*dialect_flags, "-"], stdin_text=source)
    assert status == 1
    assert err.startswith(f"<stdin>:1:{column}: error: {message}\n"), err


def test_imports_ignore_words_of_docstrings() -> None:
    """A summary such as "Attribute for MMA operation shape." (a class's
    docstring) imports no `Attribute`; names in code and f-strings do."""
    from odsgen.gen.view.names import Uses

    code = (
        'class A:\n    """Attribute for a shape; IntegerType too."""\n\n'
        '    def f(self):\n        return f"""{FloatType.get("f32")}"""\n'
    )
    uses = Uses()
    uses.code(code)
    assert uses.imports() == "from odsgen.ir.types import FloatType"


def test_generated_code_reads_as_written_by_hand(generated: Path) -> None:
    """Checks named after their constraint, counts by name, no identity
    conversion, no doubled words in names."""
    text = "".join(p.read_text() for p in (generated / "test").glob("ops*.py"))
    assert re.search(r"def _check_\w+\(op: Operation, type_: Type", text)
    assert not re.search(r"_check_(type|attr)_\d+\b", text)
    assert "verify_counts(self, regions=" in text
    assert not re.search(r"verify_counts\(self, \d", text)
    assert "return None if attr is None else attr\n" not in text
    assert not re.search(r"\w__attr\b|_operands_operands\b", text)


def test_one_mixin_class_serves_several_records() -> None:
    """A hooks class registered for several records is the base of each
    generated class, imported under its own name."""
    hooks = read_hooks(None, "odsgen.hooks.arith")
    assert hooks is not None
    assert hooks.mixin_names["DivUIOpHooks"] == "SpeculatableDivisionHooks"
    assert hooks.mixin_names["CeilDivUIOpHooks"] == "SpeculatableDivisionHooks"
    assert "ExtUIOpHooks" not in hooks.mixin_names
    assert hooks.origins["SpeculatableDivisionHooks"] == "odsgen.hooks.arith.dialect"
    ops = dialect_module("arith", "ops")
    for name in ("DivUIOp", "CeilDivUIOp"):
        assert getattr(ops, name).__bases__[0] is SpeculatableDivisionHooks
