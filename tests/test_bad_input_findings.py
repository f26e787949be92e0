"""Regression tests for the findings of issue 17 (bad input): each case once
ended in a traceback, a hang, or a decision other than mlir-opt-16's."""

from __future__ import annotations

import pytest

from conftest import LOAD_LLVM as LLVM, run_opt
from reference import mlir_opt, needs_mlir_opt


def _nested_array(depth: int) -> str:
    return "!llvm.array<2 x " * depth + "i8" + ">" * depth


VOID_ARGUMENT = "llvm.func @foo(!llvm.void)\n"
VOID_ARGUMENT_OUT = "module {\n  llvm.func @foo(!llvm.void)\n}\n\n"

BARE_PERCENT = """\
llvm.func @f(%arg0: !llvm.ptr<i8>) -> !llvm.ptr<i8> {
  llvm.return %arg0 : !llvm.ptr<i8>
}
llvm.func @g(%arg0: !llvm.ptr<i8>) -> !llvm.ptr<i8> {
  llvm.return % : !llvm.ptr<i8>
}
"""


def test_void_argument_in_a_signature_is_accepted_as_mlir_does() -> None:
    # MLIR builds the signature's type with the unchecked `get`.
    assert run_opt(LLVM + ["-"], VOID_ARGUMENT) == (0, VOID_ARGUMENT_OUT, "")


def test_void_argument_in_a_function_type_is_still_an_error() -> None:
    status, out, err = run_opt(
        LLVM + ["--allow-unregistered-dialect", "-"],
        '"xx.op"() {t = !llvm.func<void (void)>} : () -> ()\n',
    )
    assert status == 1 and out == ""
    assert "error: invalid function argument type: '!llvm.void'" in err


def test_bare_percent_after_a_line_of_the_same_shape() -> None:
    status, out, err = run_opt(LLVM + ["-"], BARE_PERCENT)
    assert (status, out) == (1, "")
    assert err.startswith("<stdin>:5:15: error: invalid SSA name\n")


def test_bare_caret_after_a_line_of_the_same_shape() -> None:
    text = (
        "llvm.func @f() {\n  llvm.br ^bb1\n^bb1:\n  llvm.br ^bb1\n"
        "^bb2:\n  llvm.br ^\n}\n"
    )
    status, _, err = run_opt(LLVM + ["-"], text)
    assert status == 1
    assert err.startswith("<stdin>:6:11: error: invalid block name\n")


def test_diagnostic_note_printing_a_deeply_nested_type() -> None:
    type_ = _nested_array(1000)
    text = f"llvm.func @f(%a: {type_}) {{\n  llvm.return %a : {type_}\n}}\n"
    status, out, err = run_opt(LLVM + ["-"], text)
    assert (status, out) == (1, "")
    assert "error: 'llvm.return' op expected no operands" in err
    assert 'note: see current operation: "llvm.return"(%arg0)' in err


@needs_mlir_opt
@pytest.mark.parametrize("text", [VOID_ARGUMENT, BARE_PERCENT])
def test_same_decision_as_mlir_opt(text: str) -> None:
    ours = run_opt(LLVM + ["-"], text)
    theirs = mlir_opt([], text)
    assert ours[0] == theirs.returncode
    assert ours[1] == theirs.stdout


@pytest.mark.parametrize(
    "opener, printed", [("!llvm.ptr<", "ptr<"), ("!llvm.array<2 x ", "array<2 x ")]
)
def test_nested_llvm_types_scan_their_text_once(opener: str, printed: str) -> None:
    # Each level once rescanned the rest of the type: quadratic in depth.
    depth = 10_000
    text = f"llvm.func @f({opener * depth}i8{'>' * depth})\n"
    status, out, err = run_opt(LLVM + ["-"], text)
    assert status == 0, err[:300]
    expected = opener + printed * (depth - 1) + "i8" + ">" * depth
    assert out == f"module {{\n  llvm.func @f({expected})\n}}\n\n"


REDEFINED_IN_NESTED_MODULE = """\
%3 = "xx.def"() : () -> i32
module {
  llvm.func @f() {
    %3 = llvm.mlir.constant(1 : i32) : i32
    llvm.return
  }
}
"""

OUTER_VALUE_IN_FUNCTION = """\
%3 = "xx.def"() : () -> i32
llvm.func @f() {
  "xx.use"(%3) : (i32) -> ()
  llvm.return
}
"""


def test_isolated_regions_do_not_open_a_name_scope() -> None:
    # MLIR 16 hides enclosing names only for `enableNameShadowing` regions.
    status, out, err = run_opt(
        LLVM + ["--allow-unregistered-dialect", "-"], REDEFINED_IN_NESTED_MODULE
    )
    assert (status, out) == (1, "")
    assert err.startswith("<stdin>:4:5: error: redefinition of SSA value '%3'\n")
    assert "<stdin>:1:1: note: previously defined here\n" in err


def test_outer_value_in_an_isolated_region_is_a_verifier_error() -> None:
    status, out, err = run_opt(
        LLVM + ["--allow-unregistered-dialect", "-"], OUTER_VALUE_IN_FUNCTION
    )
    assert (status, out) == (1, "")
    assert err.startswith(
        "<stdin>:3:3: error: 'xx.use' op using value defined outside the region\n"
    )


def _lexical_block(column: str) -> str:
    return (
        '#file = #llvm.di_file<"foo.c" in "/bar">\n'
        "#cu = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = #file,"
        ' producer = "clang", isOptimized = false, emissionKind = None>\n'
        "#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file,"
        ' name = "f", file = #file, subprogramFlags = "Definition">\n'
        "#b = #llvm.di_lexical_block<scope = #sp, file = #file, line = 1,"
        f" column = {column}>\n"
        '"xx.op"() {a = #b} : () -> ()\n'
    )


@pytest.mark.parametrize("column", ["4294967296", "99999999999", "-100000000"])
def test_unsigned_parameter_too_large(column: str) -> None:
    status, out, err = run_opt(
        LLVM + ["--allow-unregistered-dialect", "-"], _lexical_block(column)
    )
    assert (status, out) == (1, "")
    assert err.startswith("<stdin>:4:75: error: integer value too large\n")
    assert (
        "error: failed to parse LLVM_DILexicalBlockAttr parameter 'column'"
        " which is to be a `unsigned`" in err
    )


@pytest.mark.parametrize(
    "column, printed",
    [("4294967295", "4294967295"), ("-1", "4294967295"), ("true", "4294967295")],
)
def test_unsigned_parameter_converted_as_mlir_does(column: str, printed: str) -> None:
    status, out, err = run_opt(
        LLVM + ["--allow-unregistered-dialect", "-"], _lexical_block(column)
    )
    assert status == 0, err
    assert f"line = 1, column = {printed}>" in out


NUL_CASES = {
    "between tokens": '"xx.op"() : () -> ()\0\n"xx.op"()\0 : () -> ()\n',
    "in a string": '"xx.op"() {a = "a\0b"} : () -> ()\n',
    "in a comment": '"xx.op"() : () -> () // \0 x\n',
}


@pytest.mark.parametrize("text", NUL_CASES.values(), ids=NUL_CASES.keys())
def test_nul_characters_are_skipped_as_mlir_does(text: str) -> None:
    status, out, err = run_opt(["--allow-unregistered-dialect", "-"], text)
    assert status == 0, err


def test_nul_character_ends_a_dialect_symbol_body() -> None:
    text = '"xx.op"() {a = #xx.foo<bar\0>} : () -> ()\n'
    status, _, err = run_opt(["--allow-unregistered-dialect", "-"], text)
    assert status == 1
    assert err.startswith(
        "<stdin>:1:23: error: unbalanced '<' character in pretty dialect name\n"
    )


@pytest.mark.parametrize(
    "text, message",
    [
        ('"xx.op"() {a = #xx.foo<bar', "1:23: error: unbalanced '<'"),
        (
            '"xx.op"() {a = #xx.foo<bar "a\\q">} : () -> ()\n',
            "1:30: error: unknown escape",
        ),
        ('"xx.op"() {a = #xx.foo<bar "ab', "1:31: error: expected '\"' in string"),
    ],
)
def test_dialect_symbol_body_errors(text: str, message: str) -> None:
    status, _, err = run_opt(["--allow-unregistered-dialect", "-"], text)
    assert status == 1
    assert err.startswith("<stdin>:" + message)


DIFFERENTIAL = [
    REDEFINED_IN_NESTED_MODULE,
    OUTER_VALUE_IN_FUNCTION,
    _lexical_block("4294967296"),
    _lexical_block("-1"),
    *NUL_CASES.values(),
]


@needs_mlir_opt
@pytest.mark.parametrize("text", DIFFERENTIAL)
def test_same_output_as_mlir_opt(text: str) -> None:
    ours = run_opt(LLVM + ["--allow-unregistered-dialect", "-"], text)
    theirs = mlir_opt(["--allow-unregistered-dialect"], text)
    assert (ours[0], ours[1]) == (theirs.returncode, theirs.stdout)
    assert ours[2] == theirs.stderr


# The lexer skips blanks and comments without backing into them: a bad token
# after a comment holding `//` once took time exponential in their number
# (40 took hours) and, after any comment, lexed a token inside the comment.
# A bad token, and a file that ends early, get MLIR's first error at MLIR's
# place (the mutation fuzzer compares decisions and output, not messages).
FIRST_ERROR_CASES = {
    "bad character after a comment": (
        "// foo\n$\n",
        "<stdin>:2:1: error: unexpected character",
    ),
    "many slashes before a bad character": (
        "// " + "//" * 40 + "\n$\n",
        "<stdin>:2:1: error: unexpected character",
    ),
    "string after a comment": (
        'module {\n}\n// a // b\n"',
        "<stdin>:4:2: error: expected '\"' in string literal",
    ),
    "caret without a name": ("^\n", "<stdin>:1:1: error: invalid block name"),
    "hash without a name": (
        '"xx.op"() {a = # } : () -> ()\n',
        "<stdin>:1:16: error: invalid attribute name",
    ),
    "bang without a name": (
        '"xx.op"() : () -> !\n',
        "<stdin>:1:19: error: invalid type identifier",
    ),
    "at without a name": (
        '"xx.op"() {a = @1} : () -> ()\n',
        "<stdin>:1:17: error: @ identifier expected to start with letter or '_'",
    ),
    "unterminated quoted symbol": (
        'llvm.func @"a\n',
        "<stdin>:1:14: error: expected '\"' in string literal",
    ),
    "bare word for a type": (
        '"xx.op"() : () -> i32cto\n',
        "<stdin>:1:18: error: expected non-function type",
    ),
    "integer width past 32 bits": (
        '"xx.op"() : () -> i99999999999\n',
        "<stdin>:1:19: error: invalid integer width",
    ),
    "end of the file in a region": (
        "func.func @f() {\n  // c\n",
        "<stdin>:2:7: error: expected operation name in quotes",
    ),
    "end of the file after a block label": (
        '"xx.op"() ({\n^bb1:\n"xx.a"() : () -> ()\n^bb2:',
        "<stdin>:4:5: error: expected operation name in quotes",
    ),
    "missing arrow of a function type": (
        '"xx.op"() : () i32\n',
        "<stdin>:1:15: error: expected '->' in function type",
    ),
    "custom op name ending in a dot": (
        "func.\n",
        "<stdin>:1:1: error: custom op 'func.' is unknown (tried 'builtin.func.' as well)",
    ),
    "custom op name without a dialect where none is the default": (
        "llvm.func @f() {\n  n\n}\n",
        "<stdin>:2:3: error: Dialect `' not found for custom op 'n'  (tried '.n' as well)",
    ),
    "undefined alias at the end of the file": (
        "func.func @f() -> !ll",
        "<stdin>:1:21: error: undefined symbol alias id 'll'",
    ),
    "bad token after an unknown custom op": (
        "modul# {\n}\n",
        "<stdin>:1:6: error: invalid attribute name",
    ),
    "a lone dot": (
        "nvvm.mm\n.sync\n",
        "<stdin>:2:2: error: expected three consecutive dots for an ellipsis",
    ),
    "unterminated string": (
        '"abc\n',
        "<stdin>:1:5: error: expected '\"' in string literal",
    ),
    "unterminated string at the end": (
        'module {\n"ab',
        "<stdin>:2:4: error: expected '\"' in string literal",
    ),
}


@pytest.mark.parametrize(
    "text, message", FIRST_ERROR_CASES.values(), ids=FIRST_ERROR_CASES.keys()
)
def test_first_errors_where_mlir_reports_them(text: str, message: str) -> None:
    status, out, err = run_opt(["--allow-unregistered-dialect", "-"], text)
    assert (status, out) == (1, "")
    assert err.splitlines()[0] == message


@needs_mlir_opt
@pytest.mark.parametrize(
    "text, message", FIRST_ERROR_CASES.values(), ids=FIRST_ERROR_CASES.keys()
)
def test_first_errors_like_mlir_opt(text: str, message: str) -> None:
    args = ["--allow-unregistered-dialect"]
    theirs = mlir_opt(args, text)
    ours = run_opt([*args, "-"], text)[2]
    # The first line: a note may list registered dialects, which differ.
    assert theirs.returncode == 1
    assert theirs.stderr.splitlines()[0] == ours.splitlines()[0] == message


# A module's body has no terminator to hide: one that bad input leaves last
# in it is printed (it was dropped from the output).
MODULE_TERMINATOR_CASES = {
    "top level": (
        "llvm.func @f()\nllvm.return\n",
        "module {\n  llvm.func @f()\n  llvm.return\n}\n\n",
    ),
    "explicit module": (
        'module @m {\n"xx.a"() : () -> ()\nllvm.return\n}\n',
        'module @m {\n  "xx.a"() : () -> ()\n  llvm.return\n}\n\n',
    ),
}


@pytest.mark.parametrize(
    "text, printed",
    MODULE_TERMINATOR_CASES.values(),
    ids=MODULE_TERMINATOR_CASES.keys(),
)
def test_terminator_last_in_a_module_is_printed(text: str, printed: str) -> None:
    args = ["--allow-unregistered-dialect", *LLVM, "-"]
    assert run_opt(args, text) == (0, printed, "")


@needs_mlir_opt
@pytest.mark.parametrize(
    "text, printed",
    MODULE_TERMINATOR_CASES.values(),
    ids=MODULE_TERMINATOR_CASES.keys(),
)
def test_terminator_last_in_a_module_like_mlir_opt(text: str, printed: str) -> None:
    theirs = mlir_opt(["--allow-unregistered-dialect"], text)
    assert (theirs.returncode, theirs.stdout) == (0, printed)
