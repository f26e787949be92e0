"""Function bodies read line by line (lexer BODY tokens, fastlines).

The frequent instruction lines clang-16 writes are built straight from one
match each; everything they cannot hold goes through the general parser,
so that the module and the diagnostics are those of the general parser.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from odsgen.ir.printer import PrintOptions, print_module
from odsgen.target.llvm_import import import_context, llvm_package
from odsgen.target.llvm_import import lexer as lx
from odsgen.target.llvm_import.fastlines import FORM_RES, HEAD, OPCODE, OPCODE_FORMS
from odsgen.target.llvm_import.importer import ModuleImporter
from odsgen.target.llvm_import.parser import LLParseError, LLParser, parse_module

HERE = Path(__file__).parent / "llvm_import"

LINES = """
%struct.S = type { i32, ptr }
@g = global i32 0

define i32 @f(i32 %n, i64 %w) {
entry:
  %a = alloca i32, align 4
  %s = alloca %struct.S, align 8
  %buf = alloca [16 x i8], align 16
  %p = alloca ptr, align 8
  store i32 %n, ptr %a, align 4
  store i32 -7, ptr %a, align 4
  store ptr @g, ptr %p, align 8
  store i64 %w, ptr %a, align 8
  store double 1, ptr %a, align 8
  br label %body

latch:
  store ptr %later, ptr %p, align 8
  br label %body

body:
  %later = load ptr, ptr %p, align 8
  %v = load i32, ptr %a, align 4
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %e = getelementptr i8, ptr %buf, i64 %w
  %h = getelementptr inbounds [16 x i8], ptr @g, i64 0, i64 3
  %sum = add nuw nsw i32 %v, -1
  %neg = sub i32 0, %v
  %x = xor i32 %sum, %neg
  %wide = sext i32 %x to i64
  %addr = ptrtoint ptr %f to i64
  %t = trunc i64 %addr to i8
  %q = icmp ult ptr %e, %h
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %latch, label %exit

exit:
  %m = phi i32 [ %v, %body ], [ 7, %exit ]
  %r = load i32, ptr %a, align 4, !nontemporal !0
  %k = call i32 @g2(i32 noundef %r, ptr %s, i64 5) #0
  tail call void @g0()
  call void @g1(ptr @g)
  %j = call i32 @g2(i32 %r, ptr null, i64 5)
  br i1 %c, label %exit, label %out, !prof !1

out:
  %z = select i1 %c, i32 %m, i32 0
  %y = select i1 true, ptr null, ptr @g
  %u = select i1 %c, i32 undef, i32 poison
  %vec = load <2 x i64>, ptr %a, align 1
  %vec2 = insertelement <2 x i64> %vec, i64 %w, i32 1
  store <2 x i64> %vec2, ptr @g, align 1
  %pair = alloca { i64, i32 }, align 8
  %pf = getelementptr inbounds { i64, i32 }, ptr %pair, i32 0, i32 1
  %gl = load i32, ptr @g, align 4, !range !2
  %fl = uitofp i32 %gl to double
  %nn = icmp ne ptr %pf, null
  %k2 = tail call fastcc noalias ptr @g3(ptr noundef nonnull align 8 %pf, i1 false) #0
  br i1 %nn, label %ret, label %dead, !llvm.loop !3

dead:
  switch i32 %z, label %ret [
    i32 -1, label %ret
    i32 7, label %sw
  ]

sw:
  switch i1 %c, label %ret [
  ], !prof !4

never:
  unreachable

ret:
  ret i32 %z
}

declare i32 @g2(i32, ptr, i64)
declare void @g0()
declare void @g1(ptr)
declare fastcc ptr @g3(ptr, i1)

attributes #0 = { nounwind }

!0 = !{i32 1}
!1 = !{!"branch_weights", i32 2000, i32 1}
!2 = !{i32 0, i32 10}
!3 = distinct !{!3}
!4 = !{!"branch_weights", i32 1}
"""


TYPED = """
%struct.S = type { i32, %struct.S* }

define i32 @t(%struct.S* %s, i8* %p) {
  %a = alloca i32*, align 8
  %f = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 0
  %v = load i32, i32* %f, align 4, !tbaa !0
  store i32 %v, i32* %f, align 4, !tbaa !0
  store i32* %f, i32** %a, align 8
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %p) #0
  %c = icmp eq i8* %p, %p
  ret i32 %v
}

declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture)

attributes #0 = { nounwind }

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
"""


def printed(text: str, bodies: bool, opaque: bool = True) -> str:
    """The imported module of `text`, parsed with or without BODY tokens
    (with them, an error does not fall back to the tokens)."""
    parser = LLParser(text, opaque, bodies)
    model = parser.parse()
    context = import_context()
    with context:
        module = ModuleImporter(
            model, parser.consts, context, llvm_package(), "in.ll"
        ).run()
        return print_module(module, PrintOptions(), context)


def forms(text: str) -> list[str]:
    """The LINE_FORMS the lines of `text` match (a switch spans its cases)."""
    found = []
    pos = 0
    while pos < len(text):
        head = HEAD.match(text, pos)
        form = OPCODE_FORMS.get(head[OPCODE]) if head is not None else None
        match = FORM_RES[form].match(text, pos) if form is not None else None
        if match is not None:
            found.append(form)
            pos = match.end() + 1
        else:
            pos = text.index("\n", pos) + 1
    return found


def test_frequent_lines_are_one_match_each() -> None:
    assert forms(LINES) == (
        ["alloca"] * 4
        + ["store"] * 5
        + ["jump", "store", "jump", "load", "load"]
        + ["gep"] * 3
        + ["binary"] * 3
        + ["cast"] * 3
        + ["icmp", "icmp", "branch"]
        + ["phi", "load", "call", "call", "call", "call", "branch"]
        + ["select"] * 3
        + ["load", "insertelement", "store", "alloca", "gep", "load", "cast"]
        + ["icmp", "call", "branch", "switch", "switch", "unreachable", "ret"]
    )
    kinds = [t.kind for t in lx.tokenize(LINES)]
    assert kinds.count(lx.BODY) == 1 and lx.PUNCT in kinds
    assert lx.BODY not in [t.kind for t in lx.tokenize(LINES, bodies=False)]


@pytest.mark.parametrize(
    "text",
    [LINES, *(p.read_text() for p in sorted(HERE.glob("*.ll")))],
    ids=["lines", *(p.stem for p in sorted(HERE.glob("*.ll")))],
)
def test_line_bodies_import_what_the_general_parser_imports(text: str) -> None:
    assert printed(text, True) == printed(text, False)


def test_typed_pointers_and_tbaa_tags_in_line_forms() -> None:
    assert forms(TYPED) == (
        ["alloca", "gep", "load", "store", "store", "call", "icmp", "ret"]
    )
    assert printed(TYPED, True, False) == printed(TYPED, False, False)
    assert "llvm.tbaa = [@__tbaa::@tbaa_tag_" in printed(TYPED, True, False)


def error_of(text: str, bodies: bool) -> tuple[str, int]:
    with pytest.raises(LLParseError) as caught:
        if bodies:
            parse_module(text)
        else:
            LLParser(text, True, False).parse()
    return caught.value.message, caught.value.pos


@pytest.mark.parametrize(
    "body, message",
    [
        # A line whose operand has another type: the general parser's words.
        (
            "  %a = alloca i64, align 8\n  %v = load i64, ptr %a, align 8\n"
            "  %w = load i32, ptr %v, align 4\n",
            "'%v' defined with type 'i64' but expected 'ptr'",
        ),
        ("  %x = load i32, ptr %nope, align 4\n", "use of undefined value '%nope'"),
        ("  br label %nowhere\n", "use of undefined value '%nowhere'"),
        (
            "  %c = call i32 @h(i64 %p)\n",
            "'%p' defined with type 'ptr' but expected 'i64'",
        ),
        ("  %c = call void @h()\n", "instructions returning void cannot have a name"),
        # A line of LINE_FORMS where the general parser expects an operand.
        (
            "  %x = add i32 1,\n  %y = load i32, ptr %p, align 4\n",
            "expected instruction opcode",
        ),
        (
            "  %s = alloca { i32 }, align 4\n"
            "  %f = getelementptr { i32 }, ptr %s, i32 0, i32 1\n",
            "invalid getelementptr indices",
        ),
        (
            "  %s = alloca { i32 }, align 4\n"
            "  %f = getelementptr { i32 }, ptr %s, i32 0, i32 %s\n",
            "'%s' defined with type 'ptr' but expected 'i32'",
        ),
        (
            "  %p = alloca i32, align 4\n  %p = alloca i32, align 4\n",
            "multiple definition of local value named 'p'",
        ),
        # A switch read from one match, with an operand of another type
        # and an undefined case block.
        (
            "  switch i32 %p, label %d [\n    i32 1, label %d\n  ]\n",
            "'%p' defined with type 'ptr' but expected 'i32'",
        ),
        (
            "  switch i32 0, label %1 [\n    i32 1, label %nowhere\n  ]\n1:\n",
            "use of undefined value '%nowhere'",
        ),
        # Keyword constants of another type than theirs.
        ("  %c = icmp eq i32 1, null\n", "null must be a pointer type"),
        (
            "  %s = select i1 %p, i32 1, i32 2\n",
            "'%p' defined with type 'ptr' but expected 'i1'",
        ),
        ("  %s = select i1 true, i32 false, i32 2\n", "expected i1 type"),
        ("  ret i32 %p\n", "'%p' defined with type 'ptr' but expected 'i32'"),
    ],
)
def test_malformed_lines_get_the_general_parsers_error(body: str, message: str) -> None:
    text = f"define void @f(ptr %p) {{\n{body}  ret void\n}}\n"
    expected = error_of(text, False)
    assert error_of(text, True) == expected
    assert expected[0] == message


# Bodies that are not one plain instruction per line: instructions over
# several lines, labels and comments in other places, other indentation.
UNUSUAL = [
    "define i32 @f(i32 %x) {\n"
    "entry:\n"
    '  switch i32 %x, label %"d d" [\n'
    "    i32 1, label %a\n"
    "    i32 2, label %a\n"
    "  ]\n"
    "a:  ; one\n"
    "  ret i32 1\n"
    '"d d": ret i32 %x ; a label and an instruction\n'
    "}\n",
    "define i32 @f(i32 %x) {\n"
    "; a comment\n"
    "\n"
    "\t%y = add i32 %x, 1\n"
    "    %z = add i32 %y, 1 ; indented further\n"
    "  %w = add i32 %z, %x\n"
    "  br label %1\n"
    "1:\n"
    "  ret i32 %w\n"
    "}\n",
    "%s = type {\n  i32 }\n"
    "define void @f(ptr %p) {\n  store %s { i32 1 }, ptr %p\n  ret void\n}\n",
    "define void @f() { ret void }\ndefine void @g() {\n  ret void\n}\n",
]


@pytest.mark.parametrize("text", UNUSUAL)
def test_unusual_bodies_import_what_the_tokens_import(text: str) -> None:
    parser, model = parse_module(text)
    context = import_context()
    with context:
        module = ModuleImporter(
            model, parser.consts, context, llvm_package(), "in.ll"
        ).run()
        assert print_module(module, PrintOptions(), context) == printed(text, False)


@pytest.mark.parametrize(
    "text",
    [
        "define void @f() {\n  br label %a\na:\n}\n",
        "define void @f() {\n}\n",
        "define void @f() {\n  %x = add i32 1, 2\nb:\n  ret void\n}\n",
        "define void @f() {\n  switch i32 1, label %a [\n  i32 1, label %a\n]\n}\n",
    ],
)
def test_errors_in_bodies_are_the_general_parsers(text: str) -> None:
    assert error_of(text, True) == error_of(text, False)
