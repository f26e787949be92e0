"""Declarative rewrite rules (DRR): `patterns:` records compiled to Python patterns.

`test_pattern_conformance` runs MLIR 16's `mlir-tblgen/pattern.mlir` (all 55
functions; their patterns are tests/defs/test/patterns.yaml) through
`odsgen-opt -test-patterns` and checks the output with the file's CHECK lines.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import CONFORMANCE, filecheck, generated_test_dialect, run_opt
from odsgen.gen.cli import generate
from odsgen.gen.load.source import RecordError
from odsgen.tools.opt import import_dialect

FUNC = Path(__file__).parent.parent / "generated" / "func"
PATTERN_MLIR = CONFORMANCE / "mlir-tblgen" / "pattern.mlir"


def pattern_functions() -> list[tuple[str, str]]:
    """pattern.mlir split into its functions (with their CHECK lines), in order."""
    chunks: list[tuple[str, str]] = []
    current: list[str] = []
    name = ""
    for line in PATTERN_MLIR.read_text().split("\n")[1:]:
        if line.startswith("//===") or line.startswith("// Test "):
            continue
        current.append(line)
        match = re.match(r"func\.func @(\w+)", line)
        if match:
            name = match.group(1)
        if line == "}":
            chunks.append((name, "\n".join(current).strip("\n") + "\n"))
            current = []
    return chunks


@pytest.fixture(scope="module")
def test_package() -> Path:
    return Path(generated_test_dialect())


def test_pattern_conformance(test_package: Path, tmp_path: Path) -> None:
    """`odsgen-opt -test-patterns -mlir-print-debuginfo -mlir-print-local-scope %s | FileCheck %s`."""
    functions = [text for _, text in pattern_functions()]
    assert len(functions) == 55
    source = "\n".join(functions)
    source_file = tmp_path / "pattern.mlir"
    source_file.write_text(source)
    args = ["--load-dialect", str(FUNC), "--load-dialect", str(test_package)]
    status, out, err = run_opt(
        [
            *args,
            "-test-patterns",
            "-mlir-print-debuginfo",
            "-mlir-print-local-scope",
            str(source_file),
        ]
    )
    assert status == 0, err
    result = filecheck(source_file, out)
    assert result.returncode == 0, result.stdout + result.stderr


def test_native_code_call_matcher(test_package: Path, tmp_path: Path) -> None:
    """pattern.mlir's verifyNativeCodeCallBinding, its i8 constant made an argument."""
    [text] = [t for n, t in pattern_functions() if n == "verifyNativeCodeCallBinding"]
    text = text.replace("(%arg0 : i32)", "(%arg0 : i32, %c1 : i8)")
    text = text.replace(
        '%3 = "test.constant"() {value = 1 : i8} : () -> i8', ""
    ).replace('"test.native_code_call4"(%3)', '"test.native_code_call4"(%c1)')
    # Without the constant (which the folder hoists to the top), op_k is %0.
    text = text.replace(
        '"test.native_code_call5"(%1, %1)', '"test.native_code_call5"(%0, %0)'
    )
    source_file = tmp_path / "matcher.mlir"
    source_file.write_text(text)
    args = ["--load-dialect", str(FUNC), "--load-dialect", str(test_package)]
    status, out, err = run_opt([*args, "-test-patterns", str(source_file)])
    assert status == 0, err
    assert filecheck(source_file, out).returncode == 0, out


def test_elements_attr_constraints(test_package: Path, tmp_path: Path) -> None:
    """types.mlir's test.i32ElementsAttr cases: I32ElementsAttr's diagnostics."""
    lines = (CONFORMANCE / "mlir-tblgen" / "types.mlir").read_text().split("\n")
    start = lines.index("func.func @elements_attr_not_i32_f32() {")
    end = lines.index("func.func @elements_attr_i32(%arg0: tensor<1x2xi32>) {") + 4
    source_file = tmp_path / "elements.mlir"
    source_file.write_text("\n".join(lines[start:end]) + "\n")
    args = ["--load-dialect", str(FUNC), "--load-dialect", str(test_package)]
    status, _, err = run_opt(
        [*args, "--split-input-file", "--verify-diagnostics", str(source_file)]
    )
    assert status == 0, err


def test_empty_default_is_required(test_package: Path, tmp_path: Path) -> None:
    """`DefaultValuedAttr<StrAttr, "">` has no default value (as MLIR 16)."""
    source_file = tmp_path / "no_str_value.mlir"
    source_file.write_text(
        "// expected-error@+1 {{'test.no_str_value' op requires attribute 'value'}}\n"
        "test.no_str_value {}\n"
    )
    status, _, err = run_opt(
        ["--load-dialect", str(test_package), "--verify-diagnostics", str(source_file)]
    )
    assert status == 0, err


def test_generated_patterns_are_classes(test_package: Path) -> None:
    module = import_dialect(str(test_package))
    from importlib import import_module

    patterns = import_module(module.__name__ + ".patterns")
    by_name = {p.__name__: p for p in patterns.PATTERNS}
    assert by_name["TestNamedPatternRule"].root == "test.op_a"
    assert by_name["TestFusedLocation"].benefit == 2  # two source ops
    assert by_name["TestOpDToOpF"].benefit == 11  # addBenefit 10
    # `either`: one class per order of the two arguments.
    assert {"TestEitherOps_0", "TestEitherOps_1"} <= set(by_name)
    assert "Pat<(OpA $input, $attr), (OpB $input, $attr)>" in (
        by_name["TestNamedPatternRule"].__doc__
    )


# -- generation-time errors ----------------------------------------------------------------

ERROR_DIALECT = """\
dialect: {name: a}
ops:
  OpA: {mnemonic: op_a, arguments: {x: AnyInteger, y: AnyInteger}, results: {r: AnyInteger}}
  OpB: {mnemonic: op_b, arguments: {x: AnyInteger, value: AnyAttr}, results: {r: AnyInteger}}
constraints:
  HasOneUse: {pred: 'CPred<"$0.has_one_use">'}
patterns:
  NativeMatcher: NativeCodeCall<"native_call($_self, $0)">
  NoSelfMatcher: NativeCodeCall<"native_call($0, $1)">
"""


@pytest.mark.parametrize(
    "pattern, marker, message",
    [
        (
            "Pat<(OpC $x), (OpB $x, $x)>",
            "(OpC",
            "unknown op 'OpC' in pattern; did you mean",
        ),
        (
            "Pat<(OpA $x), (OpB $x, $x)>",
            "(OpA $x)",
            "op 'a.op_a' argument number mismatch: 1 in pattern vs. 2 in definition",
        ),
        ("Pat<(OpA $x, $y), (OpB $x, $z)>", "$z", "referencing unbound symbol 'z'"),
        (
            "Pat<(OpB:$result $val, $attr), (OpA $val, $val), [(AnyInteger:$result)]>",
            "(AnyInteger",
            "type constraint requires exactly one argument",
        ),
        (
            "Pat<(OpB:$opB $val, $attr), (OpA $val, $val), [(AnyInteger $opB, $val)]>",
            "(AnyInteger",
            "type constraint requires exactly one argument",
        ),
        (
            "Pat<(OpA (NoSelfMatcher $val), I32Attr:$arg), (OpB $val, $arg)>",
            "(NoSelfMatcher",
            "NativeCodeCall must have $_self as argument for passing the defining Operation",
        ),
        (
            "Pat<(OpA (NativeMatcher:$error $val), I32Attr:$arg), (OpB $val, $arg)>",
            "(NativeMatcher",
            "binding symbol 'error' to NativecodeCall in MatchPattern is not supported",
        ),
        (
            "Pat<(OpA (NativeMatcher (OpB $val, $unused)), I32Attr:$arg), (OpB $val, $arg)>",
            "(OpB $val, $unused)",
            "Matching nested tree in NativeCodecall not support for",
        ),
        (
            "Pat<(OpB $val, I32Attr:$attr),"
            " (OpA (OpA $val, $val, (returnType (OpA $val, $val))), $val)>",
            "(OpA $val, $val))",
            "nested DAG in `returnType` must be a native code call",
        ),
        (
            'Pat<(OpB $val, I32Attr:$attr), (OpA $val, $val, (returnType "T()"))>',
            "(returnType",
            "Cannot specify explicit return types in an op",
        ),
        ("Pat<(OpA $x, $y) (OpB $x, $y)>", "(OpB", "expected '>', found '('"),
        ("Pat<(OpA $x, $y), (OpA $x, $y)", "", "expected '>', found 'end of text'"),
    ],
)
def test_pattern_errors(
    tmp_path: Path, pattern: str, marker: str, message: str
) -> None:
    """Errors at the file, line and column of the offending piece of the pattern."""
    folder = tmp_path / "a"
    folder.mkdir()
    (folder / "a.yaml").write_text(ERROR_DIALECT + f"  Bad: '{pattern}'\n")
    with pytest.raises(RecordError) as error:
        generate(tmp_path)
    assert error.value.message.startswith(message), error.value.message
    position = error.value.position
    assert position is not None and position.line == 10
    quote = len("  Bad: '")
    index = pattern.index(marker) if marker else len(pattern)
    assert position.column == quote + 1 + index, (position, pattern)


def test_result_types_that_cannot_be_deduced(tmp_path: Path) -> None:
    folder = tmp_path / "a"
    folder.mkdir()
    (folder / "a.yaml").write_text(
        ERROR_DIALECT + "  Aux: 'Pattern<(OpA $x, $y), [(OpA $x, $y), (OpB $x, $y)]>'\n"
    )
    with pytest.raises(RecordError, match="cannot deduce the result types of 'a.op_a'"):
        generate(tmp_path)


def test_test_patterns_flag_without_patterns() -> None:
    status, out, err = run_opt(["-test-patterns", "-"], "module {}\n")
    assert status == 0, err
    assert out.startswith("module {\n}\n")


def test_constant_str_attr(test_package: Path) -> None:
    text = (
        '"test.op_with_str_attr"() {value = "bar"} : () -> ()\n'
        '"test.op_with_str_attr"() {value = "baz"} : () -> ()\n'
    )
    status, out, err = run_opt(
        ["--load-dialect", str(test_package), "-test-patterns", "-"], text
    )
    assert status == 0, err
    assert '{value = "foo"}' in out and '{value = "baz"}' in out and '"bar"' not in out


BUILDER_DIALECT = """\
dialect: {name: b}
ops:
  Src: {mnemonic: src, arguments: {x: I32}, results: {r: I32}}
  Sink: {mnemonic: sink, arguments: {ins: Variadic<I32>}, results: {r: I32}}
  Multi:
    mnemonic: multi
    arguments: {n: I32Attr}
    results: {out: Variadic<I32>}
    builders:
      - name: from_value
        params: {x: Value}
        body: return cls.build([x.type], x)
      - name: from_count
        params: {n: Attribute}
        body: return cls.build([IntegerType.get(32)] * n.value, n)
patterns:
  Expand: Pat<(Src $x), (Sink (Multi:$m__0 ConstantAttr<I32Attr, "3">))>
"""


def _generated_dialect(tmp_path: Path, records: str, name: str) -> Path:
    folder = tmp_path / "defs" / name
    folder.mkdir(parents=True)
    (folder / f"{name}.yaml").write_text(records)
    out = tmp_path / "generated"
    for path, text in generate(tmp_path / "defs").items():
        (out / path).parent.mkdir(parents=True, exist_ok=True)
        (out / path).write_text(text)
    return out / name


def test_custom_builder_chosen_by_arguments(tmp_path: Path) -> None:
    """A nested result op without deducible result types is built by the custom
    builder taking its arguments (an attribute here, not a Value); `$m__0` is
    its variadic result group; the op gets the pattern's location."""
    package = _generated_dialect(tmp_path, BUILDER_DIALECT, "b")
    text = 'func.func @f(%a: i32) -> i32 {\n  %0 = "b.src"(%a) : (i32) -> i32 loc("here")\n  return %0 : i32\n}\n'
    args = ["--load-dialect", str(FUNC), "--load-dialect", str(package)]
    status, out, err = run_opt(
        [*args, "-test-patterns", "-mlir-print-debuginfo", "-"], text
    )
    assert status == 0, err
    assert '%0:3 = "b.multi"() {n = 3 : i32} : () -> (i32, i32, i32) loc(#loc3)' in out
    assert '"b.sink"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> i32 loc(#loc3)' in out
    assert '#loc3 = loc("here")' in out


@pytest.mark.parametrize(
    "builders, message",
    [
        ("", "cannot deduce the result types of 'b.multi'"),
        (
            "    builders:\n"
            "      - {name: one, params: {n: Attribute}, body: return None}\n"
            "      - {name: two, params: {n: IntegerAttr}, body: return None}\n",
            "several custom builders of 'b.multi' take the pattern's arguments: one, two",
        ),
    ],
)
def test_custom_builder_errors(tmp_path: Path, builders: str, message: str) -> None:
    records = BUILDER_DIALECT.split("    builders:")[0] + builders
    records += BUILDER_DIALECT[BUILDER_DIALECT.index("patterns:") :]
    folder = tmp_path / "b"
    folder.mkdir()
    (folder / "b.yaml").write_text(records)
    with pytest.raises(RecordError, match=re.escape(message)) as error:
        generate(tmp_path)
    assert error.value.position is not None
    assert (
        error.value.position.line
        == records.split("\n").index(records.split("\n")[-2]) + 1
    )


ENUM_DIALECT = """\
dialect: {name: c}
enums:
  Color: {kind: i32, cases: {red: 0, green: 1}}
ops:
  Paint: {mnemonic: paint, arguments: {x: I32, color: Color}, results: {r: I32}}
  Mix: {mnemonic: mix, arguments: {x: I32, y: I32}, results: {r: I32}}
patterns:
  Recolor: >-
    Pat<(Paint $x, ConstantEnumCase<Color, "red">), (Paint $x, ConstantEnumCase<Color, "green">),
        [(Constraint<CPred<"$0.type.width == 32">, "an i32"> $x)]>
  MixOne: Pat<(Mix $x, (ConstantLikeMatcher ConstantAttr<I32Attr, "1">)), (replaceWithValue $x)>
  MixInt: >-
    Pat<(Mix $x, (ConstantLikeMatcher APIntAttr:$c)),
        (Paint $x, ConstantEnumCase<Color, "red">)>
"""


def test_constant_enum_case_inline_constraint_and_matcher_constants(
    tmp_path: Path,
) -> None:
    """`ConstantEnumCase<Enum, "case">`, an inline `Constraint<pred, summary>`,
    a constant constraint as a native matcher's argument and `APIntAttr`."""
    package = _generated_dialect(tmp_path, ENUM_DIALECT, "c")
    arith = FUNC.parent / "arith"
    text = (
        "func.func @f(%a: i32) -> (i32, i32, i32) {\n"
        "  %one = arith.constant 1 : i32\n"
        "  %two = arith.constant 2 : i32\n"
        '  %0 = "c.paint"(%a) {color = 0 : i32} : (i32) -> i32\n'
        '  %1 = "c.mix"(%a, %one) : (i32, i32) -> i32\n'
        '  %2 = "c.mix"(%a, %two) : (i32, i32) -> i32\n'
        "  return %0, %1, %2 : i32, i32, i32\n"
        "}\n"
    )
    args = ["--load-dialect", str(FUNC), "--load-dialect", str(arith)]
    status, out, err = run_opt(
        [*args, "--load-dialect", str(package), "-test-patterns", "-"], text
    )
    assert status == 0, err
    # red -> green, mix(a, 1) -> a, mix(a, 2) -> paint red -> paint green.
    assert out.count('"c.paint"(%arg0) {color = 1 : i32}') == 2, out
    assert "return %0, %arg0, %1" in out and "c.mix" not in out


def test_constant_enum_case_errors(tmp_path: Path) -> None:
    folder = tmp_path / "c"
    folder.mkdir()
    records = ENUM_DIALECT.replace('"green">)', '"blue">)', 1)
    (folder / "c.yaml").write_text(records)
    with pytest.raises(RecordError, match="'blue' is not a case of Color"):
        generate(tmp_path)


def test_patterns_of_one_shape_share_a_base(tmp_path: Path) -> None:
    """Patterns that differ only in the ops they name share one base class
    holding `match_and_rewrite`; each pattern sets the op classes it names."""
    folder = tmp_path / "a"
    folder.mkdir()
    ops = ERROR_DIALECT.split("constraints:")[0]
    (folder / "a.yaml").write_text(
        ops.replace(
            "ops:\n",
            "ops:\n  OpC: {mnemonic: op_c, arguments: {x: AnyInteger, y: AnyInteger}, results: {r: AnyInteger}}\n",
        )
        + "patterns:\n"
        + "  SwapA: 'Pat<(OpA (OpA $x, $y), $y), (OpA $y, $x)>'\n"
        + "  SwapC: 'Pat<(OpA (OpC $x, $y), $y), (OpC $y, $x)>'\n"
        + "  Other: 'Pat<(OpB $x, $v), (OpA $x, $x)>'\n"
    )
    text = generate(tmp_path)["a/patterns.py"]
    assert text.count("def match_and_rewrite") == 2
    assert "class SwapShape(RewritePattern):" in text
    assert "defining_op(op0.x, self.op_class)" in text
    assert "class SwapA(SwapShape):" in text and "class SwapC(SwapShape):" in text
    assert "    op_class = OpA\n" in text and "    op_class = OpC\n" in text
    assert "class Other(RewritePattern):" in text
    assert "PATTERNS = [SwapA, SwapC, Other]" in text


def test_shared_patterns_rewrite_as_their_own(test_package: Path) -> None:
    """The generated arith patterns of one shape: one base, each pattern's
    ops and functions as class data, and the base rewrites IR for each."""
    from generated.arith import patterns

    assert patterns.XOrIOfExtUI.__bases__ == (patterns.OfExtShape,)
    # A second base of the same common words is named for the root values
    # its match reads, not numbered.
    assert patterns.IndexCastOfExtSI.__bases__ == (patterns.OfExtInShape,)
    assert "match_and_rewrite" not in vars(patterns.XOrIOfExtUI)
    assert patterns.AndOfExtSI.ext_op.__name__ == "ExtSIOp"
    assert patterns.AddIAddConstant.integer_attrs.__name__ == "add_integer_attrs"
    assert patterns.OfExtShape not in patterns.PATTERNS

    # XOrIOfExtUI and XOrIOfExtSI run the base's one match_and_rewrite with
    # their own ext op (the output matches mlir-opt-16 --canonicalize).
    source = """func.func @f(%a: i8, %b: i8, %c: i8, %d: i8) -> (i32, i32) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.xori %0, %1 : i32
  %3 = arith.extsi %c : i8 to i32
  %4 = arith.extsi %d : i8 to i32
  %5 = arith.xori %3, %4 : i32
  return %2, %5 : i32, i32
}
"""
    status, printed, err = run_opt(["--canonicalize", "-"], source)
    assert status == 0, err
    assert printed == (
        "module {\n"
        "  func.func @f(%arg0: i8, %arg1: i8, %arg2: i8, %arg3: i8) -> (i32, i32) {\n"
        "    %0 = arith.xori %arg0, %arg1 : i8\n"
        "    %1 = arith.extui %0 : i8 to i32\n"
        "    %2 = arith.xori %arg2, %arg3 : i8\n"
        "    %3 = arith.extsi %2 : i8 to i32\n"
        "    return %1, %3 : i32, i32\n"
        "  }\n"
        "}\n"
        "\n"
    )
