"""The assembly format front end (`odsgen.gen.analysis.format`) against mlir-tblgen-16.

The cases are mlir-tblgen's own format tests (shared/conformance/.../mlir-tblgen)
and tests/format_cases/*.td. Their CHECK lines are asserted as FileCheck
would; beyond that, every error and note mlir-tblgen-16 prints for each case,
with its offset in the format, was recorded by
tests/format_cases/record_mlir_tblgen.py and must be reproduced exactly.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml

from conftest import CONFORMANCE, SHARED
from format_cases.tdfile import TdCase, read_cases
from odsgen.gen.analysis.format import (
    FormatError,
    FormatParam,
    TypeSource,
    located_error,
    parse_attr_or_type_format,
    parse_op_format,
)
from odsgen.gen.analysis.format.ast import (
    AttrDict,
    Custom,
    FunctionalType,
    Literal,
    OIList,
    Operands,
    OptionalGroup,
    Params,
    Ref,
    Results,
    String,
    Struct,
    TypeOf,
    Variable,
    VariableKind,
    Whitespace,
)
from odsgen.gen.analysis.format.lexer import Lexer, TokenKind
from odsgen.gen.model.library import ATTRS, TYPES
from odsgen.gen.model.dialect import RESERVED, OpDef, snake_case
from odsgen.gen.analysis.pipeline import build_model
from odsgen.gen.resolve.records import read_records
from odsgen.gen.load.source import LocatedStr, Position, load_file

CASES = Path(__file__).parent / "format_cases"
TBLGEN_TESTS = CONFORMANCE / "mlir-tblgen"
RECORDED: dict[str, dict[str, list[list]]] = json.loads(
    (CASES / "mlir_tblgen_diagnostics.json").read_text(encoding="utf-8")
)
INVALID = ("op-format-invalid.td", "attr-or-type-format-invalid.td")
ACCEPTED = ("op-format-spec.td", "attr-or-type-format.td")
BOTH = ("op-format-verify.td",)
EXTRA = ("extra-op-formats.td", "extra-attr-type-formats.td")
MODEL_GAPS: dict[str, str] = {}


# -- reading the cases -----------------------------------------------------------------


@cache
def td_cases(file: str) -> dict[str, TdCase]:
    directory = CASES if file in EXTRA else TBLGEN_TESTS
    return {case.name: case for case in read_cases(directory / file)}


def case_ids(files: tuple[str, ...], with_errors: bool | None) -> list[str]:
    """`file:def` of the cases of `files` with CHECKed errors, without, or all."""
    return [
        f"{file}:{name}"
        for file in files
        for name, case in td_cases(file).items()
        if with_errors is None or bool(case.checks) == with_errors
    ]


def case_params(ids: list[str]) -> list:
    """`ids` as pytest params, those the model cannot express yet marked xfail."""
    return [
        pytest.param(
            case_id,
            marks=(
                [pytest.mark.xfail(reason=MODEL_GAPS[case_id], strict=True)]
                if case_id in MODEL_GAPS
                else []
            ),
        )
        for case_id in ids
    ]


def is_op(case: TdCase) -> bool:
    return "TestFormat_Op<" in case.header


def format_param(name: str, constraint: str) -> FormatParam:
    """The parameter `constraint:$name` of an AttrOrTypeDef in a .td test."""
    kind = constraint.split("<")[0]
    if kind == "AttributeSelfTypeParameter":
        args = re.findall(r'"([^"]*)"', constraint)
        default = len(args) != 2 or args[1] == "::mlir::Type"
        return FormatParam(name, has_default=default, self_type=True)
    return FormatParam(
        name,
        optional=kind.startswith("Optional"),
        has_default=kind == "DefaultValuedParameter",
    )


INFER_RESULT_TYPES = """\
@classmethod
def infer_result_types(cls, operands, attributes):
    return []
"""


def write_ops(directory: Path, ops: dict[str, dict]) -> dict[str, OpDef]:
    """The model of `ops` (records' op bodies) in a dialect `test`.

    An op with InferTypeOpInterface gets the `infer_result_types` it must define.
    """
    for body in ops.values():
        if any("InferTypeOpInterface" in trait for trait in body.get("traits", ())):
            body["extra_python"] = INFER_RESULT_TYPES
    records = {"dialect": {"name": "test"}, "ops": ops}
    text = yaml.safe_dump(records, sort_keys=False)
    (directory / "test.yaml").write_text(text, encoding="utf-8")
    (dialect,) = build_model(read_records(directory))
    return {op.class_name: op for op in dialect.ops}


def op_record(case: TdCase) -> dict:
    """The record of the op of an op case."""
    body: dict = {"mnemonic": case.name.lower()}
    for key, pairs in (
        ("arguments", case.arguments),
        ("results", case.results),
        ("regions", case.regions),
        ("successors", case.successors),
    ):
        if pairs:
            body[key] = dict(pairs)
    if case.traits:
        body["traits"] = case.traits
    return body


@pytest.fixture(scope="session")
def case_ops(tmp_path_factory) -> Callable[[str], dict[str, OpDef]]:
    """The ops of a .td file's cases, built once per file."""
    built: dict[str, dict[str, OpDef]] = {}

    def ops(file: str) -> dict[str, OpDef]:
        if file not in built:
            records = {n: op_record(c) for n, c in td_cases(file).items() if is_op(c)}
            built[file] = write_ops(tmp_path_factory.mktemp("defs"), records)
        return built[file]

    return ops


def parse_case(case_id: str, case_ops: Callable[[str], dict[str, OpDef]]) -> None:
    file, name = case_id.split(":")
    case = td_cases(file)[name]
    if is_op(case):
        parse_op_format(case.format, case_ops(file)[name])
        return
    params = [format_param(n, c) for n, c in case.parameters]
    if "EnumAttr<" in case.header:
        params = [FormatParam("value")]
    kind = "attribute" if "Attr" in case.header.split("<")[0] else "type"
    parse_attr_or_type_format(case.format, params, kind, name)


def diagnostics(error: FormatError) -> list[list]:
    """`error` as mlir-tblgen prints it: [severity, message, offset] in order."""
    printed = [["error", error.message, error.offset]]
    if error.note is not None:
        printed.append(["note", error.note, error.offset])
    return printed + [["error", message, offset] for message, offset in error.also]


def assert_checks(checks: list[tuple[str, str]], printed: list[list]) -> None:
    """FileCheck: each CHECK in order, within a later diagnostic of its severity."""
    remaining = iter(printed)
    for severity, text in checks:
        assert any(
            (severity or "error") == seen and text in message
            for seen, message, _ in remaining
        ), f"no {severity or 'error'} containing {text!r} in {printed}"


# -- mlir-tblgen's tests ---------------------------------------------------------------


@pytest.mark.parametrize("case_id", case_ids(INVALID + BOTH, True))
def test_format_invalid_conformance(case_id: str, case_ops) -> None:
    """Every error case of op-format-invalid.td, attr-or-type-format-invalid.td
    and op-format-verify.td: CHECK lines, and mlir-tblgen's exact diagnostics."""
    file, name = case_id.split(":")
    with pytest.raises(FormatError) as caught:
        parse_case(case_id, case_ops)
    printed = diagnostics(caught.value)
    assert_checks(td_cases(file)[name].checks, printed)
    assert printed == RECORDED[file][name]


@pytest.mark.parametrize("case_id", case_ids(ACCEPTED + BOTH, False))
def test_format_accepted_conformance(case_id: str, case_ops) -> None:
    """Every format of op-format-spec.td, attr-or-type-format.td and the valid
    ones of op-format-verify.td is accepted, as by mlir-tblgen."""
    file, name = case_id.split(":")
    assert name not in RECORDED[file]
    parse_case(case_id, case_ops)


@pytest.mark.parametrize("case_id", case_params(case_ids(EXTRA, None)))
def test_format_extra_cases(case_id: str, case_ops) -> None:
    """Edge cases of the rules: mlir-tblgen-16's diagnostics, or acceptance."""
    file, name = case_id.split(":")
    expected = RECORDED[file].get(name)
    if expected is None:
        parse_case(case_id, case_ops)
        return
    with pytest.raises(FormatError) as caught:
        parse_case(case_id, case_ops)
    assert diagnostics(caught.value) == expected


def test_every_case_is_covered() -> None:
    """The reader finds all cases; mlir-tblgen errs on exactly the CHECKed ones."""
    counts = {file: len(case_ids((file,), True)) for file in INVALID + BOTH}
    assert counts == {
        "op-format-invalid.td": 98,
        "attr-or-type-format-invalid.td": 20,
        "op-format-verify.td": 17,
    }
    for file in INVALID + ACCEPTED + BOTH:
        with_errors = {case_id.split(":")[1] for case_id in case_ids((file,), True)}
        assert set(RECORDED[file]) == with_errors


# -- MLIR 16's LLVM dialect ------------------------------------------------------------

CATALOG = json.loads(
    (SHARED / "reference" / "llvm16-dialect-catalog.json").read_text(encoding="utf-8")
)
LLVM_OPS = {op["def"]: op for op in CATALOG["ops"] if op.get("assemblyFormat")}
LLVM_DEFS = {
    definition["def"]: definition
    for definition in CATALOG["typeDefs"] + CATALOG["attrDefs"]
    if definition.get("assemblyFormat")
}
FORMAT_TRAITS = (
    "AttrSizedOperandSegments",
    "SameTypeOperands",
    "SameOperandsAndResultType",
    "AllTypesMatch<",
    "TypesMatchWith<",
)


def llvm_type(constraint: str) -> str:
    """A library constraint standing for an LLVM dialect type constraint."""
    wrapped = re.fullmatch(r"(Variadic|Optional)<(.*)>", constraint)
    if wrapped:
        return f"{wrapped.group(1)}<{llvm_type(wrapped.group(2))}>"
    if constraint in TYPES or constraint.startswith("VariadicOfVariadic<"):
        return constraint
    return "AnyType"


def llvm_attribute(attribute: dict) -> str:
    """A library constraint with the same optionality and storage kind."""
    if attribute["constraint"] == "UnitAttr":
        return "UnitAttr"
    if attribute["optional"]:
        return "OptionalAttr<AnyAttr>"
    if attribute["default"] is not None:
        return 'DefaultValuedAttr<I64Attr, "0">'
    if attribute["storageType"] == "::mlir::Attribute":
        return "AnyAttr"
    return attribute["constraint"] if attribute["constraint"] in ATTRS else "StrAttr"


def python_name(name: str) -> str:
    """`name`, renamed if records may not use it (`operands` is the Operation API)."""
    return f"{name}_" if snake_case(name) in RESERVED else name


def llvm_format(op: dict) -> str:
    return re.sub(r"\$(\w+)", lambda m: f"${python_name(m[1])}", op["assemblyFormat"])


def llvm_record(op: dict) -> dict:
    arguments = {a["name"]: llvm_type(a["constraint"]) for a in op["operands"]}
    arguments |= {a["name"]: llvm_attribute(a) for a in op["attributes"]}
    results = {r["name"]: llvm_type(r["constraint"]) for r in op["results"]}
    return {
        "mnemonic": op["def"].lower(),
        "arguments": {python_name(n): c for n, c in arguments.items()},
        "results": {python_name(n): c for n, c in results.items()},
        "successors": {s["name"]: s["constraint"] for s in op["successors"]},
        "regions": {r["name"]: r["constraint"] for r in op["regions"]},
        "traits": [t for t in op["traits"] if t.startswith(FORMAT_TRAITS)],
    }


@pytest.fixture(scope="session")
def llvm_ops(tmp_path_factory) -> dict[str, OpDef]:
    records = {name: llvm_record(op) for name, op in LLVM_OPS.items()}
    return write_ops(tmp_path_factory.mktemp("llvm"), records)


@pytest.mark.parametrize("name", sorted(LLVM_OPS))
def test_llvm_dialect_op_formats(name: str, llvm_ops: dict[str, OpDef]) -> None:
    """Every op format of MLIR 16's LLVM dialect is accepted."""
    parse_op_format(llvm_format(LLVM_OPS[name]), llvm_ops[name])


@pytest.mark.parametrize("name", sorted(LLVM_DEFS))
def test_llvm_dialect_type_and_attribute_formats(name: str) -> None:
    """Every type and attribute format of MLIR 16's LLVM dialect is accepted."""
    definition = LLVM_DEFS[name]
    params = [
        FormatParam(
            param["name"],
            optional=param.get("class", "").startswith("Optional"),
            has_default=bool(param.get("defaultValue")),
        )
        for param in definition["parameters"]
    ]
    kind = "type" if definition in CATALOG["typeDefs"] else "attribute"
    parse_attr_or_type_format(definition["assemblyFormat"], params, kind, name)


# -- the AST ---------------------------------------------------------------------------


@pytest.fixture
def make_op(tmp_path: Path) -> Callable[..., OpDef]:
    """An op `test.op` with the given record fields."""

    def make(**fields) -> OpDef:
        return write_ops(tmp_path, {"Op": {"mnemonic": "op", **fields}})["Op"]

    return make


def test_lexer_tokens() -> None:
    lexer = Lexer(' $a `:` "s\\"t" attr-dict-with-keyword ^|*\n)')
    tokens = []
    while (token := lexer.lex()).kind is not TokenKind.EOF:
        tokens.append((token.kind, token.spelling, token.offset))
    assert tokens == [
        (TokenKind.VARIABLE, "$a", 1),
        (TokenKind.LITERAL, "`:`", 4),
        (TokenKind.STRING, '"s\\"t"', 8),
        (TokenKind.KW_ATTR_DICT_WITH_KEYWORD, "attr-dict-with-keyword", 15),
        (TokenKind.CARET, "^", 38),
        (TokenKind.PIPE, "|", 39),
        (TokenKind.STAR, "*", 40),
        (TokenKind.R_PAREN, ")", 42),
    ]
    assert lexer.lex().offset == 43 and lexer.error is None


def test_literals_and_whitespace(make_op) -> None:
    text = "`(` ` ` `` `\\n` `->` `...` `key.word$` `_` attr-dict"
    elements = parse_op_format(text, make_op()).elements
    assert [(type(e), getattr(e, "spelling", None), e.offset) for e in elements] == [
        (Literal, "(", 0),
        (Whitespace, " ", 4),
        (Whitespace, "", 8),
        (Whitespace, "\\n", 11),
        (Literal, "->", 16),
        (Literal, "...", 21),
        (Literal, "key.word$", 27),
        (Literal, "_", 39),
        (AttrDict, None, 43),
    ]
    assert elements[-1].with_keyword is False


def test_variables_are_bound_to_the_op(make_op) -> None:
    op = make_op(
        arguments={"lhs": "I64", "flag": "UnitAttr"},
        results={"res": "I64"},
        regions={"body": "AnyRegion"},
        successors={"dest": "AnySuccessor"},
    )
    text = "$lhs $flag $dest attr-dict-with-keyword $body `:` type($res)"
    format_ = parse_op_format(text, op)
    lhs, flag, dest, attr_dict, body, _, type_of = format_.elements
    assert attr_dict.with_keyword
    assert [(v.name, v.kind, v.target, v.offset) for v in (lhs, flag, dest, body)] == [
        ("lhs", VariableKind.OPERAND, op.operands[0], 0),
        ("flag", VariableKind.ATTRIBUTE, op.attributes[0], 5),
        ("dest", VariableKind.SUCCESSOR, op.successors[0], 11),
        ("body", VariableKind.REGION, op.regions[0], 40),
    ]
    assert isinstance(type_of, TypeOf) and type_of.offset == 50
    assert (type_of.arg.name, type_of.arg.kind) == ("res", VariableKind.RESULT)
    assert format_.used_attributes == ("flag",)


def test_directives(make_op) -> None:
    op = make_op(
        arguments={"a": "Variadic<AnyType>", "attr": "AnyAttr"},
        results={"r": "Variadic<AnyType>"},
        regions={"body": "AnyRegion"},
        successors={"dest": "VariadicSuccessor<AnySuccessor>"},
    )
    text = (
        "operands qualified($attr) successors attr-dict-with-keyword regions"
        " `:` functional-type(operands, results)"
    )
    format_ = parse_op_format(text, op)
    operands, attr, _, _, _, _, functional = format_.elements
    assert isinstance(operands, Operands)
    assert isinstance(attr, Variable) and attr.qualified
    assert isinstance(functional, FunctionalType) and functional.offset == 72
    assert isinstance(functional.inputs, Operands)
    assert isinstance(functional.results, Results)
    assert (format_.all_operands, format_.all_operand_types) == (True, True)
    assert (format_.all_result_types, format_.all_regions) == (True, True)
    assert format_.all_successors
    assert format_.operand_types == (TypeSource("format"),)
    assert format_.result_types == (TypeSource("format"),)


def test_custom_directive_arguments(make_op) -> None:
    op = make_op(arguments={"a": "AnyType", "attr": "I64Attr"})
    text = (
        '$attr custom<My_Dir>($a, qualified(type($a)), ref($attr), "a\\"b", attr-dict)'
        " custom<Other>(ref(type($a)), ref(attr-dict))"
    )
    _, custom, other = parse_op_format(text, op).elements
    assert isinstance(custom, Custom) and (custom.name, custom.offset) == ("My_Dir", 6)
    a, type_a, ref, string, attr_dict = custom.arguments
    assert isinstance(a, Variable) and a.name == "a"
    assert isinstance(type_a, TypeOf) and type_a.qualified and type_a.offset == 35
    assert isinstance(ref, Ref) and ref.arg.name == "attr" and ref.offset == 46
    assert isinstance(string, String) and string.value == 'a"b'
    assert isinstance(attr_dict, AttrDict)
    ref_type, ref_dict = other.arguments
    assert isinstance(ref_type.arg, TypeOf) and isinstance(ref_dict.arg, AttrDict)


def test_optional_groups(make_op) -> None:
    op = make_op(
        arguments={"a": "Optional<AnyType>", "unit": "UnitAttr"},
        results={"r": "I64"},
    )
    text = "(`(` $a^ `:` type($a) `)`)? (`x` $unit^) : (`y`)? attr-dict"
    first, second, _ = parse_op_format(text, op).elements
    assert isinstance(first, OptionalGroup) and first.offset == 0
    assert first.anchor is first.then_elements[1] and not first.inverted
    assert first.else_elements == [] and first.elided_anchor is None
    assert isinstance(second, OptionalGroup) and second.offset == 28
    assert second.elided_anchor is second.anchor
    assert [e.spelling for e in second.else_elements] == ["y"]
    inverted = parse_op_format("(`x`) : (` ` $a^)? attr-dict type($a)", op)
    group = inverted.elements[0]
    assert group.inverted and group.anchor is group.else_elements[1]


def test_unit_anchor_first_is_not_elided(make_op) -> None:
    op = make_op(arguments={"unit": "UnitAttr"})
    group, _ = parse_op_format("($unit^ `x`)? attr-dict", op).elements
    assert group.elided_anchor is None


def test_oilist(make_op) -> None:
    op = make_op(
        arguments={"a": "Optional<AnyType>", "b": "Variadic<AnyType>"},
        traits=["AttrSizedOperandSegments"],
    )
    text = (
        "oilist(`lhs` $a `:` type($a) | `rhs` `(` $b `:` type($b) `)` | `none`)"
        " attr-dict"
    )
    oilist = parse_op_format(text, op).elements[0]
    assert isinstance(oilist, OIList) and oilist.offset == 0
    keywords = [(c.keyword.spelling, c.keyword.offset) for c in oilist.clauses]
    assert keywords == [("lhs", 7), ("rhs", 31), ("none", 63)]
    assert [len(clause.elements) for clause in oilist.clauses] == [3, 5, 0]


def test_oilist_keyword_must_not_be_whitespace(make_op) -> None:
    """mlir-tblgen-16 accepts whitespace as a clause keyword (and then misprints it)."""
    with pytest.raises(FormatError) as caught:
        parse_op_format("oilist(` ` | `x`) attr-dict", make_op())
    assert (caught.value.message, caught.value.offset) == (
        "expected literal, but got '` `'",
        7,
    )


def test_group_with_only_whitespace_before_else(make_op) -> None:
    """mlir-tblgen-16 crashes here: there is no first element to parse."""
    op = make_op(arguments={"a": "Optional<I64>"})
    with pytest.raises(FormatError) as caught:
        parse_op_format("(` `) : ($a^)? attr-dict", op)
    assert caught.value.message == (
        "first parsable element of an optional group must be a literal or variable"
    )


def test_ref_of_whole_directives_is_accepted(make_op) -> None:
    """As by mlir-tblgen-16's checks (its code generator then crashes)."""
    op = make_op(
        arguments={"a": "AnyType"},
        regions={"body": "AnyRegion"},
        successors={"dest": "AnySuccessor"},
    )
    text = (
        "successors operands type(operands) attr-dict-with-keyword regions custom<X>("
        "ref(successors), ref(regions), ref(operands), ref(type(operands)))"
    )
    custom = parse_op_format(text, op).elements[-1]
    assert [type(ref.arg) for ref in custom.arguments][2:] == [Operands, TypeOf]


# -- types: where the parser takes them from -------------------------------------------


def test_buildable_types(make_op) -> None:
    op = make_op(arguments={"a": "I64", "b": "Variadic<Index>"}, results={"r": "F32"})
    format_ = parse_op_format("$a $b attr-dict", op)
    assert format_.operand_types == (
        TypeSource("builder", builder=TYPES["I64"].builder),
        TypeSource("builder", builder=TYPES["Index"].builder),
    )
    assert format_.result_types == (
        TypeSource("builder", builder=TYPES["F32"].builder),
    )
    assert not format_.infers_result_types


def test_all_types_match(make_op) -> None:
    op = make_op(
        arguments={"a": "AnyType", "b": "AnyType"},
        results={"r": "AnyType"},
        traits=['AllTypesMatch<["a", "b", "r"]>'],
    )
    _types_follow_b(op)


def _types_follow_b(op: Any) -> None:
    """With `$a , $b : type($b)`, `a`'s type and the result's are `b`'s."""
    format_ = parse_op_format("$a `,` $b attr-dict `:` type($b)", op)
    from_b = TypeSource("variable", variable="b", variable_kind=VariableKind.OPERAND)
    assert format_.operand_types == (from_b, TypeSource("format"))
    assert format_.result_types == (from_b,)


def test_types_match_with_attribute(make_op) -> None:
    op = make_op(
        arguments={"value": "AnyAttr", "x": "AnyType"},
        results={"r": "AnyType"},
        traits=[
            'TypesMatchWith<"result type", "value", "r", "$_self">',
            'TypesMatchWith<"x type", "r", "x", "element_of($_self)">',
        ],
    )
    format_ = parse_op_format("$value $x attr-dict `:` type($r)", op)
    assert format_.result_types == (TypeSource("format"),)
    assert format_.operand_types == (
        TypeSource(
            "variable",
            variable="r",
            variable_kind=VariableKind.RESULT,
            transform="element_of($_self)",
        ),
    )
    from_attribute = parse_op_format(
        "$value $x attr-dict `:` type($x)",
        make_op(
            arguments={"value": "AnyAttr", "x": "AnyType"},
            results={"r": "AnyType"},
            traits=['TypesMatchWith<"t", "value", "r", "$_self">'],
        ),
    )
    assert from_attribute.result_types == (
        TypeSource(
            "variable",
            variable="value",
            variable_kind=VariableKind.ATTRIBUTE,
            transform="$_self",
        ),
    )


def test_same_operands_and_result_type(make_op) -> None:
    op = make_op(
        arguments={"a": "AnyType", "b": "AnyType"},
        results={"r": "AnyType"},
        traits=["SameOperandsAndResultType"],
    )
    from_r = TypeSource("variable", variable="r", variable_kind=VariableKind.RESULT)
    format_ = parse_op_format("operands attr-dict `:` type($r)", op)
    assert format_.operand_types == (from_r, from_r)
    _types_follow_b(op)


def test_same_type_operands(make_op) -> None:
    op = make_op(
        arguments={"a": "AnyType", "b": "AnyType"},
        results={"r": "I1"},
        traits=["SameTypeOperands"],
    )
    format_ = parse_op_format("$a `,` $b attr-dict `:` type($a)", op)
    from_a = TypeSource("variable", variable="a", variable_kind=VariableKind.OPERAND)
    assert format_.operand_types == (TypeSource("format"), from_a)
    assert format_.result_types == (TypeSource("builder", builder=TYPES["I1"].builder),)


@pytest.mark.parametrize(
    "trait", ["InferTypeOpInterface", "DeclareOpInterfaceMethods<InferTypeOpInterface>"]
)
def test_infer_type_op_interface(make_op, trait: str) -> None:
    op = make_op(
        arguments={"a": "AnyType"},
        results={"r": "AnyType", "s": "Variadic<AnyType>"},
        traits=[trait],
    )
    format_ = parse_op_format("$a attr-dict `:` type($a)", op)
    assert format_.infers_result_types
    assert format_.result_types == (TypeSource("inferred"), TypeSource("inferred"))


def test_segment_attributes_are_inferred(make_op) -> None:
    op = make_op(
        arguments={"groups": 'VariadicOfVariadic<I64, "group_sizes">'},
    )
    format_ = parse_op_format("$groups attr-dict", op)
    assert format_.inferred_attributes == ("group_sizes",)
    format_ = parse_op_format("operands attr-dict `:` type(operands)", op)
    assert format_.inferred_attributes == ()


# -- type and attribute formats --------------------------------------------------------


def test_attr_or_type_elements() -> None:
    params = [
        FormatParam("width"),
        FormatParam("space", has_default=True),
        FormatParam("layout", optional=True),
    ]
    format_text = (
        "`<` $width (`,` qualified($space)^)? `>` custom<Layout>(ref($width), $layout)"
    )
    format_ = parse_attr_or_type_format(format_text, params, "type")
    assert format_.kind == "type" and format_.params == tuple(params)
    _, width, group, _, custom = format_.elements
    assert (width.name, width.kind, width.target) == (
        "width",
        VariableKind.PARAMETER,
        params[0],
    )
    space = group.then_elements[1]
    assert group.anchor is space and space.qualified
    assert space.offset == format_text.index("$space")
    assert isinstance(custom.arguments[0], Ref) and custom.arguments[1].name == "layout"


def test_params_and_struct() -> None:
    params = [FormatParam("a"), FormatParam("b", optional=True)]
    (all_params,) = parse_attr_or_type_format("params", params, "attribute").elements
    assert isinstance(all_params, Params)
    assert [v.name for v in all_params.params] == ["a", "b"]
    (struct,) = parse_attr_or_type_format("struct(params)", params, "type").elements
    assert isinstance(struct, Struct) and [v.name for v in struct.params] == ["a", "b"]
    _, struct, _ = parse_attr_or_type_format(
        "`{` struct($b, $a) `}`", params, "type"
    ).elements
    assert [(v.name, v.offset) for v in struct.params] == [("b", 11), ("a", 15)]


def test_self_type_parameter_is_left_to_the_trailing_type() -> None:
    params = [
        FormatParam("value"),
        FormatParam("type", has_default=True, self_type=True),
    ]
    (all_params,) = parse_attr_or_type_format("params", params, "attribute").elements
    assert [v.name for v in all_params.params] == ["value"]


def test_attr_or_type_kind_is_checked() -> None:
    with pytest.raises(ValueError):
        parse_attr_or_type_format("$a", [FormatParam("a")], "op")


def test_unknown_parameter_names_the_definition() -> None:
    with pytest.raises(FormatError) as caught:
        parse_attr_or_type_format("$b", [FormatParam("a")], "attribute")
    assert caught.value.message == "this attribute has no parameter named 'b'"


# -- errors in record files ------------------------------------------------------------


def test_error_messages_in_order() -> None:
    with pytest.raises(FormatError) as caught:
        parse_attr_or_type_format("struct($a, `,`)", [FormatParam("a")], "type")
    assert caught.value.messages == [
        "literals may only be used in the top-level section of the format",
        "expected a variable in `struct` argument list",
    ]


def test_located_error_on_one_line() -> None:
    error = FormatError("bad", 4, "try this")
    plain = LocatedStr("$a $b", Position("ops.yaml", 3, 13))
    quoted = LocatedStr("$a $b", Position("ops.yaml", 3, 13), text_offset=1)
    assert str(located_error(error, plain, None)) == (
        "ops.yaml:3:17: error: bad\nnote: try this"
    )
    assert located_error(error, quoted, None).position == Position("ops.yaml", 3, 18)
    fallback = Position("ops.yaml", 1, 1)
    assert located_error(error, "$a $b", fallback).position == fallback


def test_located_error_in_a_block_scalar(tmp_path: Path) -> None:
    path = tmp_path / "ops.yaml"
    path.write_text(
        "ops:\n  Op:\n    format: |\n      $a `:`\n        attr-dict attr-dict\n",
        encoding="utf-8",
    )
    text = load_file(path)["ops"]["Op"]["format"]
    assert text == "$a `:`\n  attr-dict attr-dict\n"
    error = FormatError("bad", text.index("attr-dict attr") + 10)
    assert located_error(error, text, None).position == Position(str(path), 5, 19)
