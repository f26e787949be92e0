"""MLIR's second error after a failed parameter of a declarative type or
attribute format: "failed to parse <def> parameter '<name>' which is to be a
`<C++ type>`", at the token where the failure left the parser, one for each
enclosing definition (innermost first).

Differential tests compare stderr with mlir-opt-16 byte for byte, on LLVM
attributes and on the test dialect (MLIR's test dialect is registered in
mlir-opt-16); generator tests check the test dialect's own attributes
(a parameter with a `parser` hook, nested in a `struct`) without it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import LOAD_LLVM as LLVM, run_odsgen, run_opt
from odsgen.asm.errors import ParseError
from odsgen.asm.format_support import followed_by, parsing_parameter
from odsgen.gen.resolve.records import DEF_FIELDS, ClassDef, Records, resolve_record
from odsgen.gen.load.source import LocatedDict
from reference import SPLIT, mlir_opt

FLAGS = ["--allow-unregistered-dialect", "--split-input-file"]
TEST_DEFS = Path(__file__).parent / "defs"


def on_op(attribute: str) -> str:
    return f'"test.op"() {{a = {attribute}}} : () -> ()'


# Malformed LLVM attributes and types: enum parameters (consumed keyword or
# string, missing keyword, EnumParameter), integers, DWARF names read by a
# parameter `parser`, struct keys, nested attributes (stripped and full
# forms, in an array), loopopts (a hand-written parser that adds its own
# second error) and the array type's element count.
LLVM_CASES = [
    "#llvm.cconv<cc_12>",
    '#llvm.cconv<"cc_12">',
    "#llvm.cconv<>",
    "#llvm.linkage<bogus>",
    "#llvm.linkage<3>",
    "#llvm.fastmath<nnan, bogus>",
    "#llvm.fastmath< 3>",
    "#llvm.memory_effects<other = none, argMem = bad, inaccessibleMem = none>",
    "#llvm.memory_effects<other = none, 5 = none>",
    "#llvm.loopopts<interleave_count = x>",
    "#llvm.loopopts<disable_unroll = 3>",
    '#llvm.di_file<"a" in 3>',
    '#llvm.di_basic_type<tag = DW_TAG_bogus, name = "x">',
    '#llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", sizeInBits = x>',
    "#llvm.di_basic_type<3 = 4>",
    '#llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = <"a" in 4>,'
    ' producer = "p", isOptimized = true, emissionKind = Full>',
    '#llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a"'
    ' in 4>, producer = "p", isOptimized = 2, emissionKind = Full>',
    '#llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a"'
    ' in "b">, producer = "p", isOptimized = true, emissionKind = Fool>',
    '#llvm.di_lexical_block_file<scope = #llvm.di_file<"a" in "b">,'
    " discriminator = z>",
    "#llvm.di_subroutine_type<callingConvention = DW_CC_bad>",
    '#llvm.di_subroutine_type<types = #llvm.di_file<"a" in "b">>',
    '#llvm.di_composite_type<tag = DW_TAG_array_type, name = "x",'
    ' elements = #llvm.di_subrange<count = "x">>',
    "#llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType ="
    ' #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x", encoding = DW_ATE_no>>',
    '#llvm.di_subrange<count = 3 : i64, lowerBound = #llvm.di_file<"a" in "b">>',
    "!llvm.array<x x i32>",
    "!llvm.array<4 x !llvm.array<y x i8>>",
]

# The test dialect's nested types and attributes (MLIR's TestTypeDefs.td and
# TestAttrDefs.td, mirrored in tests/defs/test/format_ops.yaml).
TEST_DIALECT_CASES = [
    "!test.cmpnd_nested_outer<i <x <1, i32, [1]>>>",
    "!test.cmpnd_nested_outer<i <3 <x, i32, [1]>>>",
    "!test.cmpnd_nested_outer_qual<i !test.cmpnd_inner<x <1, i32, [1]>>>",
    "#test.cmpnd_nested_outer<i <3 <x, i32, [1]>>>",
    "#test.cmpnd_nested_outer_qual<i #test.cmpnd_nested_inner<3 <x, i32, [1]>>>",
    "#test.cmpnd_nested<nested = <x, i32, [1]>>",
    "#test.attr_params<1, x>",
    "#test.attr_with_type<f32, i32>",
    "#test.attr_with_type<i32, !test.cmpnd_nested_outer<i <x <1, i32, [1]>>>>",
    '!test.type_with_format<x, three = 3, two = "4">',
    "!test.type_with_format<1, three = 3, two = 4>",
    "!test.struct_capture_all<v0 = 1, 4 = 5>",
    "!test.spaces< x>",
    "#test.attr_ugly begin 3 : f32 x",
]


@pytest.fixture(scope="module")
def test_dialect(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """`--load-dialect` of the test dialect, generated into a tmp dir."""
    out = tmp_path_factory.mktemp("parameter_errors")
    assert run_odsgen(str(TEST_DEFS), "-o", str(out))[0] == 0
    return ["--load-dialect", str(out / "test")]


# -- differential tests -------------------------------------------------------------


def _errors_match_mlir_opt(cases: list[str], loads: list[str], at_least: int) -> None:
    """`cases`, each on an op, fail to parse with mlir-opt-16's diagnostics
    (at least `at_least` of them "failed to parse")."""
    text = SPLIT.join(on_op(case) for case in cases)
    reference = mlir_opt(FLAGS, text)
    assert reference.stderr.count("failed to parse") >= at_least
    status, _, err = run_opt([*FLAGS, *loads, "-"], text)
    assert status == 1
    assert err == reference.stderr


def test_llvm_parameter_errors_match_mlir_opt() -> None:
    _errors_match_mlir_opt(LLVM_CASES, LLVM, 25)


def test_test_dialect_nested_errors_match_mlir_opt(test_dialect: list[str]) -> None:
    _errors_match_mlir_opt(TEST_DIALECT_CASES, test_dialect, 20)


def test_verify_diagnostics_expects_every_error_as_mlir_opt() -> None:
    """Both errors must be expected; one left out is reported as unexpected."""
    head = '"test.op"() ({\n'
    line = "}) {a = #llvm.cconv<cc_12>} : () -> ()\n"
    both = (
        "// expected-error @below {{invalid Calling Conventions specification}}\n"
        "// expected-error @below {{failed to parse CConvAttr parameter"
        " 'CallingConv' which is to be a `CConv`}}\n"
    )
    first_only = both.split("\n")[0] + "\n"
    for expectations in (both, first_only):
        text = head + expectations + line
        args = ["--allow-unregistered-dialect", "--verify-diagnostics"]
        reference = mlir_opt(args, text)
        status, _, err = run_opt([*args, *LLVM, "-"], text)
        assert (status, err) == (reference.returncode, reference.stderr)
    assert "unexpected error: failed to parse CConvAttr" in err


# -- the generator on the test dialect -----------------------------------------------


def test_parameter_parser_hook_failure_is_followed(test_dialect: list[str]) -> None:
    """A parameter's `parser` hook fails: MLIR's second error at the token
    after the hook stopped, naming the `ods_name` and the `cpp_type`."""
    status, _, err = run_opt([*test_dialect, *FLAGS, "-"], on_op("#test.even<3>"))
    assert status == 1
    line = on_op("#test.even<3>")
    assert err == (
        "within split at <stdin>:1 offset :1:29: error: 3 is not even\n"
        f"{line}\n{' ' * 28}^\n"
        "within split at <stdin>:1 offset :1:30: error: failed to parse TestEven"
        " parameter 'value' which is to be a `int64_t`\n"
        f"{line}\n{' ' * 29}^\n"
    )


@pytest.mark.parametrize(
    ("attribute", "expected"),
    [
        # Stripped form: both follow-up errors at the inner `>`.
        (
            "#test.even_pair<first = <7>>",
            [
                (43, "7 is not even"),
                (44, "failed to parse TestEven parameter 'value' which is to be"),
                (44, "failed to parse EvenPairAttr parameter 'first' which is to be"),
            ],
        ),
        # Full form: the enclosing parser resumes after `#test.even<5>`.
        (
            "#test.even_pair<first = <2>, second = #test.even<5>>",
            [
                (67, "5 is not even"),
                (68, "failed to parse TestEven parameter 'value' which is to be"),
                (69, "failed to parse EvenPairAttr parameter 'second' which is to be"),
            ],
        ),
    ],
)
def test_nested_failures_chain_innermost_first(
    test_dialect: list[str], attribute: str, expected: list[tuple[int, str]]
) -> None:
    status, _, err = run_opt(
        [*test_dialect, "--allow-unregistered-dialect", "-"], on_op(attribute)
    )
    assert status == 1
    errors = [line for line in err.splitlines() if ": error: " in line]
    assert len(errors) == len(expected)
    for line, (column, message) in zip(errors, expected):
        assert line.startswith(f"<stdin>:1:{column}: error: {message}")


def test_generated_parsers_wrap_parameters_not_custom_directives(
    test_dialect: list[str],
) -> None:
    package = Path(test_dialect[1])
    attrs = (package / "attrs.py").read_text()
    types = (package / "types.py").read_text()
    assert (
        'with parsing_parameter(parser, "TestEven", "value", "int64_t"):\n'
        "            value = hooks.parse_Even(parser)\n"
    ) in attrs
    # The default C++ type is the Python type without `| None` (a struct's
    # parameters are data its base parses under `parsing_parameter`).
    assert 'ODS_NAME = "EvenPairAttr"' in attrs
    assert (
        'FormatParam("second", "EvenAttr", StrippedAttributeValue(EvenAttr), None)'
        in (attrs)
    )
    # custom<...> arguments get no second error (mlir-tblgen's genCustomParser).
    assert "a = hooks.parse_CustomTypeA(parser)\n" in types
    assert 'parsing_parameter(parser, "TestTypeCustomType"' not in types


# -- the pieces ------------------------------------------------------------------------


class _Parser:
    """The two members the helpers use."""

    position = 7

    def emit_error(self, message: str, pos: int | None = None) -> ParseError:
        return ParseError(message, self.position if pos is None else pos)


def test_followers_are_added_as_the_failure_propagates() -> None:
    parser = _Parser()
    with pytest.raises(ParseError) as caught:
        with parsing_parameter(parser, "Outer", "inner", "InnerAttr"):
            with followed_by(parser, "second", 3):
                raise parser.emit_error("first", 1)
    error = caught.value
    assert (error.message, error.pos) == ("first", 1)
    assert error.followers == (
        ("second", 3),
        ("failed to parse Outer parameter 'inner' which is to be a `InnerAttr`", 7),
    )
    # Success, and exceptions other than parse errors, pass through untouched.
    with parsing_parameter(parser, "Outer", "inner", "InnerAttr"):
        pass
    with pytest.raises(ValueError):
        with parsing_parameter(parser, "Outer", "inner", "InnerAttr"):
            raise ValueError("x")


def _mapping(**items: str) -> LocatedDict:
    mapping = LocatedDict(items)
    mapping.position = None  # type: ignore[assignment]
    mapping.key_positions = {}
    return mapping


def test_name_is_the_record_name_in_class_bodies() -> None:
    """As TableGen's NAME: `ods_name: LLVM_${NAME}` in a class gives each
    record its own name."""
    records = Records()
    records.classes["Named"] = ClassDef(
        "Named", [], _mapping(ods_name="LLVM_${NAME}"), None
    )
    fields = resolve_record(
        records, "DIFileAttr", _mapping(**{"is": "Named"}), DEF_FIELDS
    )
    assert fields["ods_name"] == "LLVM_DIFileAttr"
