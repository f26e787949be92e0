"""The LLVM dialect's types and enums (records in defs/llvm) against MLIR 16.

Differential tests run mlir-opt-16 and odsgen-opt (ours with `--load-dialect
generated/llvm`) on MLIR 16's own tests of the LLVM types and compare every
printed byte and every diagnostic. Those tests wrap their cases in
`func.func`, whose custom syntax odsgen-opt does not read (the func dialect is
not one of ours): each function is rewritten, line for line, into its generic
form, `"func.func"() ({...}) {...}`, which both tools read alike.
Cases that use LLVM operations are skipped until the op records exist.

Unit tests cover the Python API: building every type, the identified-struct
rules (body set once, thread-safe), the compatibility helpers and the enums.
"""

from __future__ import annotations

import json
import re
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from conftest import CONFORMANCE, SHARED, run_opt_llvm as ours
from odsgen.hooks.llvm import type_library
from odsgen.asm.parser import AsmParser
from odsgen.asm.errors import ParseError
from odsgen.ir.context import Context
from odsgen.ir.types import FloatType, IntegerType, VectorType
from reference import MLIR_OPT, SPLIT, mlir_opt

TYPES_MLIR = CONFORMANCE / "Dialect" / "LLVMIR" / "types.mlir"
TYPES_INVALID_MLIR = CONFORMANCE / "Dialect" / "LLVMIR" / "types-invalid.mlir"
LLVMIR_TYPES_MLIR = CONFORMANCE / "Target" / "LLVMIR" / "llvmir-types.mlir"
CATALOG = SHARED / "reference" / "llvm16-dialect-catalog.json"

needs_conformance = pytest.mark.skipif(
    not TYPES_MLIR.exists(), reason="MLIR 16's LLVM tests not found in ../shared"
)


# -- rewriting MLIR's test files --------------------------------------------------------

_HEADER = re.compile(
    r"^(?:func\.func|llvm\.func)(?P<private> private)? @(?P<name>[\w.$-]+)"
    r"\((?P<args>[^)]*)\)(?: -> (?P<result>.*?))?(?P<open> \{)?$"
)
_RETURN = re.compile(r"^(\s*)(?:return|llvm\.return)$")
_LLVM_OP = re.compile(r"^\s*(?:%[\w#:]+\s*=\s*)?llvm\.[a-z_.]+")


def generic_functions(text: str) -> str:
    """`text` with `func.func` (and `llvm.func`) wrappers in generic form.

    Line for line, so that diagnostics keep their lines: a header becomes
    `"func.func"() ({`, its closing `}` carries the attributes, `return`
    becomes `"func.return"`, and a declaration becomes one generic line.
    """
    out = []
    names: list[str] = []
    for line in text.split("\n"):
        header = _HEADER.match(line)
        if header is not None:
            result = header["result"] or "()"
            visibility = ', sym_visibility = "private"' if header["private"] else ""
            attrs = (
                f'{{function_type = ({header["args"]}) -> {result}, '
                f'sym_name = "{header["name"]}"{visibility}}}'
            )
            if header["open"]:
                names.append(attrs)
                line = '"func.func"() ({'
            else:
                line = f'"func.func"() ({{}}) {attrs} : () -> ()'
        elif line == "}" and names:
            line = f"}}) {names.pop()} : () -> ()"
        elif _RETURN.match(line):
            line = _RETURN.sub(r'\1"func.return"() : () -> ()', line)
        out.append(line)
    return "\n".join(out)


class Function(NamedTuple):
    name: str
    text: str
    aliases: str
    uses_llvm_ops: bool


def split_chunks(text: str) -> list[str]:
    return re.split(r"^// -----$", text, flags=re.M)


def functions_of(path: Path) -> list[Function]:
    """The functions of each `// -----` chunk, with the chunk's alias definitions."""
    found = []
    for chunk in split_chunks(path.read_text()):
        lines = chunk.split("\n")
        aliases = "\n".join(l for l in lines if re.match(r"^!\w+ = ", l))
        start = None
        for index, line in enumerate(lines):
            if _HEADER.match(line) and line.endswith("{"):
                start = index
            elif line == "}" and start is not None:
                body = lines[start : index + 1]
                uses_ops = any(
                    _LLVM_OP.match(l) and not _RETURN.match(l) for l in body[1:-1]
                )
                name = _HEADER.match(body[0])["name"]
                found.append(Function(name, "\n".join(body), aliases, uses_ops))
                start = None
    return found


@lru_cache(maxsize=None)
def _run_both(args: tuple[str, ...], text: str) -> tuple[Any, tuple[int, str, str]]:
    return mlir_opt(list(args), text), ours(list(args), text)


# -- Dialect/LLVMIR/types.mlir ------------------------------------------------------------

TYPES_ARGS = (
    "--allow-unregistered-dialect",
    "--split-input-file",
    "--mlir-print-op-generic",
)


def _types_cases() -> list[Any]:
    if not TYPES_MLIR.exists():
        return []
    # Functions with LLVM ops are checked whole, in their custom form, by
    # test_llvm_conformance.py; here each type-only function is compared alone.
    return [
        pytest.param(function, id=function.name)
        for function in functions_of(TYPES_MLIR)
        if not function.uses_llvm_ops
    ]


@lru_cache(maxsize=None)
def _types_input() -> tuple[list[str], str]:
    """All functions that need no LLVM op, one per chunk (aliases copied in)."""
    kept = [f for f in functions_of(TYPES_MLIR) if not f.uses_llvm_ops]
    chunks = [f"{f.aliases}\n{generic_functions(f.text)}\n" for f in kept]
    return [f.name for f in kept], SPLIT.join(chunks)


@needs_conformance
@pytest.mark.parametrize("function", _types_cases())
def test_types_mlir(function: Function) -> None:
    """Each function of types.mlir prints as mlir-opt-16 prints it.

    (`@aliases` is wrapped in `llvm.func` in MLIR's file; only its wrapper is
    rewritten, like the `func.func` ones.)
    """
    names, text = _types_input()
    expected, (status, out, err) = _run_both(TYPES_ARGS, text)
    assert expected.returncode == 0, expected.stderr
    assert status == 0, err
    index = names.index(function.name)
    theirs = expected.stdout.split(SPLIT)[index]
    assert out.split(SPLIT)[index] == theirs
    assert '"some.op"' in theirs


# -- Dialect/LLVMIR/types-invalid.mlir --------------------------------------------------------

INVALID_ARGS = ("--allow-unregistered-dialect",)


def _invalid_cases() -> list[Any]:
    if not TYPES_INVALID_MLIR.exists():
        return []
    cases = []
    for index, chunk in enumerate(split_chunks(TYPES_INVALID_MLIR.read_text())):
        header = next(filter(None, map(_HEADER.match, chunk.split("\n"))))
        cases.append(pytest.param(chunk, id=f"{index}-{header['name']}"))
    return cases


@needs_conformance
@pytest.mark.parametrize("chunk", _invalid_cases())
def test_types_invalid_diagnostics(chunk: str) -> None:
    """Each case fails with mlir-opt-16's diagnostic: message, line and column."""
    expected, (status, out, err) = _run_both(INVALID_ARGS, generic_functions(chunk))
    assert expected.returncode == 1 and "error:" in expected.stderr
    assert (status, out, err) == (1, "", expected.stderr)


@needs_conformance
def test_types_invalid_verify_diagnostics() -> None:
    """The whole file passes `--split-input-file --verify-diagnostics`."""
    text = generic_functions(TYPES_INVALID_MLIR.read_text())
    args = [
        "--allow-unregistered-dialect",
        "--split-input-file",
        "--verify-diagnostics",
    ]
    status, _, err = ours(args, text)
    assert status == 0, err
    if MLIR_OPT is not None:  # the rewriting keeps MLIR's expectations valid
        assert mlir_opt(args, text).returncode == 0


# -- Target/LLVMIR/llvmir-types.mlir ----------------------------------------------------------

_DECLARATION = re.compile(r"^llvm\.func @(\w+)\(([^)]*)\)(?: -> (.*))?$")


def llvmir_type_ops(text: str) -> tuple[list[str], str]:
    """Each `llvm.func @f(args) -> result` declaration as an op whose result is
    the function's type, `!llvm.func<result (args)>`; chunks are kept."""
    names = []
    lines = []
    for line in text.split("\n"):
        match = _DECLARATION.match(line)
        if match is not None:
            name, args, result = match.groups()
            names.append(name)
            line = (
                f'"some.op"() {{sym_name = "{name}"}} : () -> '
                f"!llvm.func<{result or '!llvm.void'} ({args})>"
            )
        lines.append(line)
    return names, "\n".join(lines)


def _llvmir_cases() -> list[str]:
    if not LLVMIR_TYPES_MLIR.exists():
        return []
    return llvmir_type_ops(LLVMIR_TYPES_MLIR.read_text())[0]


LLVMIR_ARGS = ("--allow-unregistered-dialect", "--split-input-file")


def _line_of(output: str, name: str) -> str:
    return next(l for l in output.split("\n") if f'sym_name = "{name}"' in l)


@needs_conformance
@pytest.mark.parametrize("name", _llvmir_cases())
def test_llvmir_types(name: str) -> None:
    """The type of each declared function prints as mlir-opt-16 prints it."""
    _, text = llvmir_type_ops(LLVMIR_TYPES_MLIR.read_text())
    expected, (status, out, err) = _run_both(LLVMIR_ARGS, text)
    assert expected.returncode == 0, expected.stderr
    assert status == 0, err
    assert _line_of(out, name) == _line_of(expected.stdout, name)


@needs_conformance
def test_llvmir_types_whole_output() -> None:
    _, text = llvmir_type_ops(LLVMIR_TYPES_MLIR.read_text())
    expected, (status, out, _) = _run_both(LLVMIR_ARGS, text)
    assert (status, out) == (expected.returncode, expected.stdout)


# -- more syntax, against mlir-opt-16 ---------------------------------------------------------

# Corners of MLIR 16's syntax beyond its test files: unsigned wrapping,
# trailing text, blanks, errors of every parser path.
EXTRA_VALID = """\
"some.op"() : () -> !llvm.ptr<i32, 5>
"some.op"() : () -> !llvm.ptr<ptr<f32, 5>, 0>
"some.op"() : () -> !llvm.ptr<0>
"some.op"() : () -> !llvm.ptr<ptr<3>>
"some.op"() : () -> !llvm.ptr<-5>
"some.op"() : () -> !llvm.ptr<0x10>
"some.op"() : () -> !llvm.array<-1 x i32>
"some.op"() : () -> !llvm.array<0 x i32>
"some.op"() : () -> !llvm.vec<?x4xptr>
"some.op"() : () -> !llvm.vec<? x 2 x !llvm.ptr<i32>>
"some.op"() : () -> !llvm.vec<? x 4 x ppc_fp128>
"some.op"() : () -> !llvm.vec<2 x ppc_fp128>
"some.op"() : () -> !llvm.func<void(i32,...)>
"some.op"() : () -> !llvm.func<!llvm.void (!llvm.ptr<i8>, ...)>
"some.op"() : () -> !llvm.func<void (metadata, label, token)>
"some.op"() : () -> !llvm.func<void (struct<"o", opaque>)>
"some.op"() : () -> !llvm.token<i32>
"some.op"() : () -> !llvm.void<>
"some.op"() : () -> !llvm<ptr<i32>>
"some.op"() : () -> !llvm.struct<(index, f8E5M2, complex<f32>, tuple<>, none, vector<2x2xf32>, memref<2xf32>)>
"some.op"() : () -> !llvm.array<4 x !some.thing>
"some.op"() : () -> !llvm.struct<"r", (ptr<struct<"r">>, vec<2 x ptr<struct<"r">>>, array<2 x struct<"q", (ptr<struct<"r">>)>>, ptr<func<struct<"r"> (ptr<struct<"r">>)>>)>
"some.op"() : () -> !llvm.struct<"a", (ptr<struct<"b", (ptr<struct<"a">>, ptr<struct<"b">>)>>, ptr<struct<"b", (ptr<struct<"a">>, ptr<struct<"b">>)>>)>
"some.op"() : () -> !llvm.struct<"b", (ptr<struct<"a", (ptr<struct<"b">>, ptr<struct<"b">>)>>, ptr<struct<"b">>)>
"some.op"() {x = !llvm.struct<"e\\09", packed ()>, y = [!llvm.array<2 x i8>, !llvm.ptr<i8>]} : () -> ()
"some.op"() : () -> tuple<!llvm.struct<(i32)>, !llvm.vec<? x 1 x f16>>
"""

EXTRA_INVALID = [
    '"some.op"() : () -> !llvm.struct<"a">',
    '"some.op"() : () -> !llvm.ptr<>',
    '"some.op"() : () -> !llvm.ptr<i32,>',
    '"some.op"() : () -> !llvm.ptr<i32, x>',
    '"some.op"() : () -> !llvm.ptr<4294967296>',
    '"some.op"() : () -> !llvm.ptr<-999999999>',
    '"some.op"() : () -> !llvm.ptr<(i32) -> i32>',
    '"some.op"() : () -> !llvm.ptr<index>',
    '"some.op"() : () -> !llvm.ptr<vector<2x2xf32>>',
    '"some.op"() : () -> !llvm.ptr<token>',
    '"some.op"() : () -> !llvm.array<4xi32>',
    '"some.op"() : () -> !llvm.array<2 x label>',
    '"some.op"() : () -> !llvm.array<2 x vec<? x 4 x i32>>',
    '"some.op"() : () -> !llvm.func<void>',
    '"some.op"() : () -> !llvm.func<void (i32 i32)>',
    '"some.op"() : () -> !llvm.func<void (..., i32)>',
    '"some.op"() : () -> !llvm.func<void (void)>',
    '"some.op"() : () -> !llvm.func<metadata ()>',
    '"some.op"() : () -> !llvm.vec<4>',
    '"some.op"() : () -> !llvm.vec<4 x i32>',
    '"some.op"() : () -> !llvm.vec<2 x i1>',
    '"some.op"() : () -> !llvm.vec<? x 4 x i32, 3>',
    '"some.op"() : () -> !llvm.vec<0x10 x ptr>',
    '"some.op"() : () -> !llvm.vec<4294967296 x ptr>',
    '"some.op"() : () -> !llvm.vec<-1 x ptr>',
    '"some.op"() : () -> !llvm.vec<? x 2 x si32>',
    '"some.op"() : () -> !llvm.vec<2 x vec<2 x ptr>>',
    '"some.op"() : () -> !llvm.vec<2 x x86_mmx>',
    '"some.op"() : () -> !llvm.struct<"a", packed opaque>',
    '"some.op"() : () -> !llvm.struct<packed>',
    '"some.op"() : () -> !llvm.struct<(i32 i32)>',
    '"some.op"() : () -> !llvm.struct<(i32, )>',
    '"some.op"() : () -> !llvm.struct<x>',
    '"some.op"() : () -> !llvm.struct<(i32, label, metadata)>',
    '"some.op"() : () -> !llvm.struct<"r", (func<void ()>)>',
    '"some.op"() : () -> !llvm.struct<"r", (ptr<struct<"r">>, func<struct<"r"> ()>)>',
    '"some.op"() : () -> !llvm.struct<"a", (i32, ifoo)>',
    '"some.op"() : () -> !llvm."ptr"',
    '"some.op"() : () -> !llvm.i32',
    '"some.op"() : () -> !llvm.array<2 x ptr<opaque_thing>>',
    '"some.op"() : () -> !llvm.struct<"a", ()>\n"some.op"() : () -> !llvm.struct<"a", packed ()>',
]


def test_extra_syntax_prints_like_mlir_opt() -> None:
    expected, (status, out, err) = _run_both(
        ("--allow-unregistered-dialect",), EXTRA_VALID
    )
    assert expected.returncode == 0, expected.stderr
    assert (status, out) == (0, expected.stdout), err


@pytest.mark.parametrize("text", EXTRA_INVALID)
def test_extra_syntax_errors_like_mlir_opt(text: str) -> None:
    expected, (status, _, err) = _run_both(
        ("--allow-unregistered-dialect",), text + "\n"
    )
    assert expected.returncode == 1
    assert err == expected.stderr


# -- building types through the Python API ------------------------------------------------


def _parse(llvm_ctx: Context, text: str) -> Any:
    return AsmParser(text, llvm_ctx).parse_type()


def test_every_type(llvm: Any, llvm_ctx: Context) -> None:
    i8, i32 = IntegerType.get(8, context=llvm_ctx), IntegerType.get(
        32, context=llvm_ctx
    )
    f32 = FloatType.get("f32", llvm_ctx)
    with llvm_ctx:
        trivial = {
            llvm.LLVMVoidType: "!llvm.void",
            llvm.LLVMPPCFP128Type: "!llvm.ppc_fp128",
            llvm.LLVMX86MMXType: "!llvm.x86_mmx",
            llvm.LLVMTokenType: "!llvm.token",
            llvm.LLVMLabelType: "!llvm.label",
            llvm.LLVMMetadataType: "!llvm.metadata",
        }
        for cls, text in trivial.items():
            assert cls.get().text == text
            assert cls.get() is cls.get() is _parse(llvm_ctx, text)
        ptr = llvm.LLVMPointerType.get
        void = llvm.LLVMVoidType.get()
        built = {
            ptr(): "!llvm.ptr",
            ptr(address_space=3): "!llvm.ptr<3>",
            ptr(i32): "!llvm.ptr<i32>",
            ptr(f32, 5): "!llvm.ptr<f32, 5>",
            ptr(ptr(i8, 42), 9): "!llvm.ptr<ptr<i8, 42>, 9>",
            llvm.LLVMArrayType.get(i32, 4): "!llvm.array<4 x i32>",
            llvm.LLVMArrayType.get(ptr(i32, 4), 10): "!llvm.array<10 x ptr<i32, 4>>",
            llvm.LLVMFunctionType.get(void, ()): "!llvm.func<void ()>",
            llvm.LLVMFunctionType.get(void, (), True): "!llvm.func<void (...)>",
            llvm.LLVMFunctionType.get(i32, (i8,), True): "!llvm.func<i32 (i8, ...)>",
            llvm.LLVMFunctionType.get(i32, [f32, i32]): "!llvm.func<i32 (f32, i32)>",
            llvm.LLVMFixedVectorType.get(ptr(i8), 4): "!llvm.vec<4 x ptr<i8>>",
            llvm.LLVMScalableVectorType.get(i32, 4): "!llvm.vec<? x 4 x  i32>",
            llvm.LLVMStructType.get(): "!llvm.struct<()>",
            llvm.LLVMStructType.get(body=(i32, f32)): "!llvm.struct<(i32, f32)>",
            llvm.LLVMStructType.get_literal(
                [i8, i32], True
            ): "!llvm.struct<packed (i8, i32)>",
            llvm.LLVMStructType.get("named", (i32,)): '!llvm.struct<"named", (i32)>',
            llvm.LLVMStructType.get("empty", ()): '!llvm.struct<"empty", ()>',
            llvm.LLVMStructType.get(
                "np", (i8,), True
            ): '!llvm.struct<"np", packed (i8)>',
            llvm.LLVMStructType.get("op", opaque=True): '!llvm.struct<"op", opaque>',
        }
        for value, text in built.items():
            assert value.text == text
            assert _parse(llvm_ctx, text) is value, text
        assert llvm.LLVMFunctionType.get(i32, [f32, i32]).params == (f32, i32)
        assert ptr(i32).element_type is i32 and ptr().is_opaque


def test_literal_structs_are_uniqued_by_members(llvm: Any, llvm_ctx: Context) -> None:
    i32 = IntegerType.get(32, context=llvm_ctx)
    make = llvm.LLVMStructType.get_literal
    assert make([i32], context=llvm_ctx) is make((i32,), context=llvm_ctx)
    assert make([i32], context=llvm_ctx) is not make([i32], True, context=llvm_ctx)
    assert make([i32], context=llvm_ctx) is not make([i32], context=Context())


def test_verification_messages(llvm: Any, llvm_ctx: Context) -> None:
    i32 = IntegerType.get(32, context=llvm_ctx)
    with llvm_ctx:
        void = llvm.LLVMVoidType.get()
        func = llvm.LLVMFunctionType.get(void, ())
        cases = [
            (
                lambda: llvm.LLVMArrayType.get(void, 4),
                "invalid array element type: '!llvm.void'",
            ),
            (
                lambda: llvm.LLVMPointerType.get(void),
                "invalid pointer element type: '!llvm.void'",
            ),
            (
                lambda: llvm.LLVMFunctionType.get(func, ()),
                "invalid function result type: '!llvm.func<void ()>'",
            ),
            (
                lambda: llvm.LLVMFunctionType.get(void, (void,)),
                "invalid function argument type: '!llvm.void'",
            ),
            (
                lambda: llvm.LLVMFixedVectorType.get(i32, 4),
                "invalid vector element type",
            ),
            (
                lambda: llvm.LLVMScalableVectorType.get(void, 4),
                "invalid vector element type",
            ),
            (
                lambda: llvm.LLVMFixedVectorType.get(llvm.LLVMPointerType.get(), 0),
                "the number of vector elements must be positive",
            ),
            (
                lambda: llvm.LLVMStructType.get(body=(void,)),
                "invalid LLVM structure element type: '!llvm.void'",
            ),
            (
                lambda: llvm.LLVMStructType.get(opaque=True),
                "only identified structs can be opaque",
            ),
            (
                lambda: llvm.LLVMArrayType.get(i32, -1),
                "the number of array elements must be an unsigned 32-bit integer, got -1",
            ),
        ]
        for make, message in cases:
            with pytest.raises(ValueError) as error:
                make()
            assert str(error.value) == message


# -- identified structs ---------------------------------------------------------------------


def test_identified_struct_lifecycle(llvm: Any, llvm_ctx: Context) -> None:
    i32, i64 = IntegerType.get(32, context=llvm_ctx), IntegerType.get(
        64, context=llvm_ctx
    )
    S = llvm.LLVMStructType
    a = S.get_identified("A", context=llvm_ctx)
    assert a is S.get("A", context=llvm_ctx) is llvm_ctx.identified_structs["A"]
    assert a.is_identified and not a.is_initialized and a.is_opaque
    pointer = llvm.LLVMPointerType.get(a, context=llvm_ctx)
    # Without a body it prints as opaque; texts follow the body once it is set.
    assert a.text == '!llvm.struct<"A", opaque>'
    assert pointer.text == '!llvm.ptr<struct<"A", opaque>>'
    assert a.set_body([i32, pointer])
    assert a.text == '!llvm.struct<"A", (i32, ptr<struct<"A">>)>'
    assert pointer.text == '!llvm.ptr<struct<"A", (i32, ptr<struct<"A">>)>>'
    assert a.elements == (i32, pointer) and a.is_initialized and not a.is_opaque
    # Set once: the same body again succeeds, anything else fails.
    assert a.set_body((i32, pointer))
    assert not a.set_body((i64, pointer))
    assert not a.set_body((i32, pointer), packed=True)
    assert S.get("A", (i32, pointer), context=llvm_ctx) is a
    with pytest.raises(
        ValueError, match="identified type already used with a different body"
    ):
        S.get("A", (i64,), context=llvm_ctx)
    with pytest.raises(ValueError, match="redeclaring defined struct as opaque"):
        S.get("A", opaque=True, context=llvm_ctx)
    opaque = S.get_opaque("O", context=llvm_ctx)
    assert opaque.is_opaque and opaque.is_initialized and not opaque.set_body(())
    assert not S.get_literal([i32], context=llvm_ctx).set_body([i64])
    # Same name in another context: another struct.
    assert S.get_identified("A", context=Context()) is not a


def test_builtin_types_holding_a_struct_print_its_body_once_set(
    llvm: Any, llvm_ctx: Context
) -> None:
    """A builtin type (or attribute) holding an identified struct printed
    before the struct's body was set keeps no stale text: printed again, it
    shows the body."""
    from odsgen.ir.attributes import TypeAttr
    from odsgen.ir.types import FunctionType, TupleType

    with llvm_ctx:
        a = llvm.LLVMStructType.get_identified("stale")
        pointer = llvm.LLVMPointerType.get(a)
        holders = [
            TupleType.get([a]),
            FunctionType.get([pointer], []),
            VectorType.get([2], pointer),
            TypeAttr.get(TupleType.get([pointer])),
        ]
        spellings = [
            "tuple<!llvm.struct<{}>>",
            "(!llvm.ptr<struct<{}>>) -> ()",
            "vector<2x!llvm.ptr<struct<{}>>>",
            "tuple<!llvm.ptr<struct<{}>>>",
        ]
        opaque = [spelling.format('"stale", opaque') for spelling in spellings]
        assert [str(holder) for holder in holders] == opaque
        assert a.set_body([IntegerType.get(32)])
        body = [spelling.format('"stale", (i32)') for spelling in spellings]
        assert [str(holder) for holder in holders] == body
        # Once the body is set, the texts are kept.
        assert [holder._text for holder in holders] == body
        declared = llvm.LLVMStructType.get_opaque("declared")
        assert TupleType.get([declared])._text is None
        assert (
            str(TupleType.get([declared])) == 'tuple<!llvm.struct<"declared", opaque>>'
        )
        assert TupleType.get([declared])._text is not None  # it stays opaque


def test_new_identified_struct_gets_a_fresh_name(llvm: Any, llvm_ctx: Context) -> None:
    i32 = IntegerType.get(32, context=llvm_ctx)
    S = llvm.LLVMStructType
    first = S.get_new_identified("T", [i32], context=llvm_ctx)
    second = S.get_new_identified("T", [i32], context=llvm_ctx)
    third = S.get_new_identified("T", [], context=llvm_ctx)
    assert [s.identifier for s in (first, second, third)] == ["T", "T.0", "T.1"]
    assert third.text == '!llvm.struct<"T.1", ()>'


def test_recursive_struct_printing(llvm: Any, llvm_ctx: Context) -> None:
    """Seed 000: members in full except references to an enclosing struct."""
    i32 = IntegerType.get(32, context=llvm_ctx)
    with llvm_ctx:
        ptr = llvm.LLVMPointerType.get
        a = llvm.LLVMStructType.get_identified("A")
        b = llvm.LLVMStructType.get_identified("B")
        assert b.set_body([ptr(a), ptr(b)])
        assert a.set_body([i32, b])
        text_a = '!llvm.struct<"A", (i32, struct<"B", (ptr<struct<"A">>, ptr<struct<"B">>)>)>'
        text_b = '!llvm.struct<"B", (ptr<struct<"A", (i32, struct<"B">)>>, ptr<struct<"B">>)>'
        assert (a.text, b.text) == (text_a, text_b)
        c = llvm.LLVMStructType.get_identified("C")
        d = llvm.LLVMStructType.get("D", (ptr(c),))
        assert c.set_body([ptr(d), ptr(d)])
        # Siblings are unrolled: D appears in full twice.
        assert c.text == (
            '!llvm.struct<"C", (ptr<struct<"D", (ptr<struct<"C">>)>>, '
            'ptr<struct<"D", (ptr<struct<"C">>)>>)>'
        )
    fresh = Context()
    fresh.register_dialect(llvm.DIALECT())
    for text in (text_a, text_b, c.text):
        assert _parse(fresh, text).text == text


def test_structs_holding_foreign_types_print_in_full(
    llvm: Any, llvm_ctx: Context
) -> None:
    """An LLVM type holding a non-LLVM type is not LLVM-compatible, so it keeps
    its `!llvm.` prefix when nested; its text is the same whatever printed
    first. (MLIR 16 caches compatibility answers across queries, optimistic
    ones included, so its output for such recursive structs depends on what
    it printed before; ours does not.)"""
    from odsgen.ir.types import OpaqueType

    foreign = OpaqueType.get("some", "thing", llvm_ctx)
    with llvm_ctx:
        x = llvm.LLVMStructType.get_identified("x")
        pointer = llvm.LLVMPointerType.get(x)
        x.set_body([pointer, llvm.LLVMArrayType.get(foreign, 1)])
    body = '(!llvm.ptr<!llvm.struct<"x">>, !llvm.array<1 x !some.thing>)'
    for _ in range(2):
        assert pointer.text == f'!llvm.ptr<!llvm.struct<"x", {body}>>'
        assert x.text == f'!llvm.struct<"x", {body}>'
    assert not type_library.is_compatible_type(pointer)


def test_identified_struct_body_race(llvm: Any, llvm_ctx: Context) -> None:
    """Eight threads race to set one struct's body: one distinct body wins;
    racing with the same body, every thread succeeds."""
    bodies = [(IntegerType.get(width, context=llvm_ctx),) for width in range(1, 9)]
    for round_ in range(20):
        struct = llvm.LLVMStructType.get_identified(f"race{round_}", context=llvm_ctx)
        barrier = threading.Barrier(8)
        results: dict[int, bool] = {}

        def set_body(index: int) -> None:
            barrier.wait()
            results[index] = struct.set_body(bodies[index])

        threads = [threading.Thread(target=set_body, args=(i,)) for i in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        winners = [i for i, ok in results.items() if ok]
        assert len(winners) == 1
        assert struct.body == bodies[winners[0]]

        same = llvm.LLVMStructType.get_identified(f"same{round_}", context=llvm_ctx)
        barrier = threading.Barrier(8)
        outcomes: list[bool] = []

        def set_same() -> None:
            barrier.wait()
            outcomes.append(same.set_body(bodies[0], packed=True))

        threads = [threading.Thread(target=set_same) for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert outcomes == [True] * 8 and same.body == bodies[0] and same.packed


def test_identified_struct_creation_race(llvm: Any) -> None:
    context = Context()
    barrier = threading.Barrier(8)
    found: list[Any] = []

    def create() -> None:
        barrier.wait()
        found.append(llvm.LLVMStructType.get_identified("X", context=context))

    threads = [threading.Thread(target=create) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(found) == 8 and all(s is found[0] for s in found)


def test_parse_errors_leave_no_struct_on_the_stack(
    llvm: Any, llvm_ctx: Context
) -> None:
    """A failed parse inside a struct body does not leak its name to later
    parses (MLIR 16's thread-local stack does, with undefined behaviour)."""
    with pytest.raises(ParseError, match="unknown LLVM type: ifoo"):
        _parse(llvm_ctx, '!llvm.struct<"leak", (i32, ifoo)>')
    with pytest.raises(ParseError, match="expected ','"):
        _parse(llvm_ctx, '!llvm.struct<"leak">')


# -- compatibility helpers ------------------------------------------------------------------


def _stable_by_walk(value: Any, struct_class: type) -> bool:
    """Stability the slow way: every type reached (through cycles) is
    outer-compatible and every identified struct reached has its body."""
    seen: set[int] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if not type_library.is_compatible_outer_type(item):
            return False
        if type(item) is struct_class and item.identifier and item.body is None:
            return False
        stack.extend(item.walk_subelements())
    return True


def test_kept_texts_print_the_same_inside_structs(llvm: Any) -> None:
    """A member's kept text (printed as a type of its own) is taken inside a
    struct being printed only where it reaches none of the structs around
    it: texts are the same whichever types printed first."""
    cases: dict[str, str] = {}
    for order in (1, -1):
        context = Context()
        context.register_dialect(llvm.DIALECT())
        with context:
            S, ptr = llvm.LLVMStructType, llvm.LLVMPointerType.get
            i8 = IntegerType.get(8)
            a, b, c, d = (S.get_identified(name) for name in "ABCD")
            a.set_body([ptr(b)])
            b.set_body([ptr(a), i8])
            d.set_body([i8])
            c.set_body([d, ptr(b), i8])
            values = [ptr(b), ptr(a), a, b, d, c, S.get(body=(c, a))]
            texts = {str(i): v.text for i, v in list(enumerate(values))[::order]}
        for key, text in texts.items():
            assert cases.setdefault(key, text) == text, key
    assert cases["2"] == (
        '!llvm.struct<"A", (ptr<struct<"B", (ptr<struct<"A">>, i8)>>)>'
    )
    assert cases["5"] == (
        '!llvm.struct<"C", (struct<"D", (i8)>, ptr<struct<"B", '
        '(ptr<struct<"A", (ptr<struct<"B">>)>>, i8)>>, i8)>'
    )


def test_stable_marks_agree_with_the_full_walk(llvm: Any) -> None:
    """`is_stable_type` (marks kept on the types, walks stopping at marked
    ones) decides as a walk of everything reached, in whichever order types
    are asked about, before and after the bodies they reach are set; the
    text kept is the text printed afresh."""
    from odsgen.ir.printing import PlainWriter
    from odsgen.ir.types import TupleType

    S = llvm.LLVMStructType
    for order in (1, -1):
        context = Context()
        context.register_dialect(llvm.DIALECT())
        with context:
            i8 = IntegerType.get(8)
            ptr, array = llvm.LLVMPointerType.get, llvm.LLVMArrayType.get
            a, b = S.get_identified("a"), S.get_identified("b")
            chain = [array(ptr(a), 1)]
            for _ in range(5):
                chain.append(array(chain[-1], 2))
            foreign = S.get(body=(TupleType.get([i8]),))
            values = [
                *chain,
                ptr(b),
                array(foreign, 3),
                llvm.LLVMFunctionType.get(i8, (chain[2], ptr(a))),
                S.get(body=(chain[-1], i8)),
            ]
            for step in range(3):
                if step == 1:
                    a.set_body([ptr(b), i8])
                if step == 2:
                    b.set_body([ptr(a), chain[0]])
                for value in values[::order]:
                    expected = _stable_by_walk(value, S)
                    assert type_library.is_stable_type(value) == expected, (step, value)
                    writer = PlainWriter()
                    value.print(writer)
                    assert value.text == writer.getvalue()
                    assert (value._text is not None) == expected
            assert not type_library.is_stable_type(foreign)
            assert not type_library.is_stable_type(i8)  # not an LLVM type


def test_compatibility_helpers(llvm: Any, llvm_ctx: Context) -> None:
    h = type_library
    i32 = IntegerType.get(32, context=llvm_ctx)
    si32 = IntegerType.get(32, IntegerType.SIGNED, llvm_ctx)
    f32, f8 = FloatType.get("f32", llvm_ctx), FloatType.get("f8E5M2", llvm_ctx)
    from odsgen.ir.types import IndexType, OpaqueType

    index = IndexType.get(llvm_ctx)
    other = OpaqueType.get("some", "thing", llvm_ctx)
    with llvm_ctx:
        ptr = llvm.LLVMPointerType.get
        ppc = llvm.LLVMPPCFP128Type.get()
        v4i32 = VectorType.get([4], i32)
        scalable = VectorType.get([4], f32, [True])
        compatible = [
            i32,
            f32,
            v4i32,
            scalable,
            ppc,
            ptr(),
            ptr(i32),
            llvm.LLVMVoidType.get(),
            llvm.LLVMStructType.get(body=(i32, ptr(i32))),
        ]
        incompatible = [
            si32,
            f8,
            index,
            other,
            VectorType.get([2, 2], f32),
            VectorType.get([4], si32),
            llvm.LLVMArrayType.get(other, 2),
            llvm.LLVMStructType.get(body=(index,)),
        ]
        for value in compatible:
            assert h.is_compatible_type(value), value
        for value in incompatible:
            assert not h.is_compatible_type(value), value
        # A recursive struct is compatible when the rest is.
        node = llvm.LLVMStructType.get_identified("node")
        node.set_body([i32, ptr(node)])
        assert h.is_compatible_type(node)
        bad = llvm.LLVMStructType.get_identified("bad")
        bad.set_body([ptr(bad), llvm.LLVMArrayType.get(other, 1)])
        assert not h.is_compatible_type(bad)
        # The shortcut for types without nested ones, or with only such
        # ones, agrees with the full walk.
        for value in [*compatible, *incompatible, ptr(ptr(i32)), node, bad]:
            assert h.is_compatible_type(value) == h.is_compatible_with_memo(
                value, None
            ), value
        # Outer compatibility does not look inside.
        assert h.is_compatible_outer_type(llvm.LLVMArrayType.get(other, 2))
        assert not h.is_compatible_outer_type(VectorType.get([2, 2], f32))
        assert h.is_compatible_floating_point_type(
            ppc
        ) and not h.is_compatible_floating_point_type(f8)

        fixed = llvm.LLVMFixedVectorType.get(ptr(i32), 4)
        llvm_scalable = llvm.LLVMScalableVectorType.get(f32, 2)
        assert all(
            map(h.is_compatible_vector_type, (v4i32, scalable, fixed, llvm_scalable))
        )
        assert not h.is_compatible_vector_type(VectorType.get([4], index))
        assert not h.is_compatible_vector_type(i32)
        assert h.get_vector_element_type(fixed) is ptr(i32)
        assert h.get_vector_element_type(v4i32) is i32
        assert h.get_vector_num_elements(fixed) == h.ElementCount(4, False)
        assert h.get_vector_num_elements(llvm_scalable) == h.ElementCount(2, True)
        assert h.get_vector_num_elements(scalable) == h.ElementCount(4, True)
        assert [
            h.is_scalable_vector_type(v)
            for v in (v4i32, scalable, fixed, llvm_scalable)
        ] == [False, True, False, True]
        assert h.get_fixed_vector_type(i32, 4) is v4i32
        assert h.get_fixed_vector_type(ptr(i32), 4) is fixed
        assert h.get_scalable_vector_type(f32, 4) is scalable
        assert h.get_scalable_vector_type(ptr(), 2) is llvm.LLVMScalableVectorType.get(
            ptr(), 2
        )
        assert h.get_vector_type(ppc, 2, True).text == "!llvm.vec<? x 2 x  ppc_fp128>"
        assert h.get_vector_type(ppc, 2).text == "!llvm.vec<2 x ppc_fp128>"
        with pytest.raises(ValueError):
            h.get_fixed_vector_type(llvm.LLVMVoidType.get(), 2)
        with pytest.raises(ValueError):
            h.get_vector_element_type(i32)
        sizes = [
            (i32, 32),
            (f32, 32),
            (ppc, 128),
            (llvm.LLVMX86MMXType.get(), 64),
            (v4i32, 128),
            (llvm.LLVMFixedVectorType.get(ppc, 2), 256),
            (ptr(), 0),
        ]
        for value, bits in sizes:
            assert h.get_primitive_type_size_in_bits(value) == bits
        # Validity predicates of the type classes.
        assert llvm.LLVMPointerType.is_valid_element_type(None)
        assert not llvm.LLVMPointerType.is_valid_element_type(index)
        assert llvm.LLVMFunctionType.is_valid_argument_type(
            llvm.LLVMStructType.get("o", opaque=True)
        )
        assert not llvm.LLVMFunctionType.is_valid_result_type(llvm.LLVMLabelType.get())
        func = llvm.LLVMFunctionType.get(i32, (i32,), True)
        assert func.clone([f32], [f32]).text == "!llvm.func<f32 (f32, ...)>"
        assert func.clone([f32], [f32, f32]) is None
        assert func.is_var_arg and func.num_params == 1 and func.return_types == (i32,)


def test_pointer_element_interface(llvm: Any, llvm_ctx: Context) -> None:
    """Non-LLVM types are pointee types when their class says so (MLIR's
    PointerElementTypeInterface)."""
    from odsgen.ir.types import Type

    class Pointee(Type):
        __slots__ = ()
        llvm_pointer_element = True

        def print(self, out: Any) -> None:
            out.write("!x.y")

    pointee = Pointee._build()
    pointer = llvm.LLVMPointerType.get(pointee, context=llvm_ctx)
    assert pointer.text == "!llvm.ptr<!x.y>"
    assert not type_library.is_compatible_type(pointer)
    array = llvm.LLVMArrayType.get(pointer, 2, context=llvm_ctx)
    assert array.text == "!llvm.array<2 x !llvm.ptr<!x.y>>"


# -- enums ------------------------------------------------------------------------------------

ENUM_NAMES = [
    "AsmDialect",
    "AtomicBinOp",
    "AtomicOrdering",
    "CConv",
    "DIEmissionKind",
    "DIFlags",
    "DISubprogramFlags",
    "FastmathFlags",
    "FCmpPredicate",
    "ICmpPredicate",
    "Linkage",
    "LoopOptionCase",
    "ModRefInfo",
    "UnnamedAddr",
]


# LLVM's DWARF tables, data of the debug info attributes (defs/llvm/dwarf.yaml).
DWARF_ENUMS = ["DWARFCallingConvention", "DWARFEncoding", "DWARFLanguage", "DWARFTag"]


def test_fourteen_enums(llvm: Any) -> None:
    """MLIR's 14 enums, and the DWARF tables (imported on first use)."""
    import enum

    def defined(module: Any) -> set[str]:
        return {
            name
            for name, value in vars(module).items()
            if isinstance(value, type)
            and issubclass(value, enum.Enum)
            and value.__module__ == module.__name__
        }

    assert defined(llvm.enums) == set(ENUM_NAMES)
    assert set(llvm.enums.LAZY.class_names()) == set(DWARF_ENUMS)
    assert all(getattr(llvm.enums, name) for name in DWARF_ENUMS)
    assert defined(llvm.enums_dwarf) == set(DWARF_ENUMS)


@pytest.mark.skipif(
    not CATALOG.exists(), reason="LLVM 16 catalog not found in ../shared"
)
@pytest.mark.parametrize("name", ENUM_NAMES)
def test_enum_matches_mlir16(llvm: Any, name: str) -> None:
    """Case names, values, spellings and summary are MLIR 16's."""
    catalog = {e["className"]: e for e in json.loads(CATALOG.read_text())["enums"]}[
        name
    ]
    enum = getattr(llvm, name)
    assert enum.__doc__ == catalog["summary"]
    members = enum.__members__
    assert len(members) == len(catalog["cases"])
    is_bit_enum = "Flags" in name
    for case in catalog["cases"]:
        symbol = case["symbol"]
        member = members[symbol + "_" if symbol == "None" else symbol]
        assert int(member) == case["value"], case
        assert enum.symbolize(case["str"]) == case["value"], case
        if not is_bit_enum:
            assert member.stringify() == case["str"], case


def test_enum_conversions(llvm: Any) -> None:
    L, F, D, S = llvm.Linkage, llvm.FastmathFlags, llvm.DIFlags, llvm.DISubprogramFlags
    assert (
        L.symbolize("linkonce_odr") is L.LinkonceODR
        and L.symbolize("LinkonceODR") is None
    )
    assert L.External.stringify() == "external" and L.max_value() == 10
    assert llvm.CConv.symbolize("cc_10") is llvm.CConv.GHC
    assert llvm.CConv.from_value(85) is None and llvm.CConv.max_value() == 101
    assert llvm.AtomicBinOp._and.stringify() == "_and"
    assert llvm.FCmpPredicate.symbolize("_true") == 15
    assert llvm.ModRefInfo.ModRef.stringify() == "readwrite"
    assert (
        llvm.UnnamedAddr.None_.stringify() == "" and llvm.UnnamedAddr.symbolize("") == 0
    )
    assert (
        llvm.LoopOptionCase.from_value(0) is None
        and llvm.LoopOptionCase.max_value() == 5
    )
    assert llvm.DIEmissionKind.None_ == 0
    assert F.symbolize("nnan,ninf").stringify() == "nnan, ninf"
    assert F(0x7F).stringify() == "fast" and F(0).stringify() == "none"
    assert F.symbolize("fast, nnan") == 0x7F and F.symbolize("bogus") is None
    assert F.from_value(0x80) is None
    assert D.symbolize("Bit0|Bit1").stringify() == "Public"
    assert D.symbolize("MultipleInheritance").stringify() == (
        "SingleInheritance|MultipleInheritance|VirtualInheritance"
    )
    assert D(0).stringify() == "Zero"
    assert S.symbolize("Definition|Optimized").stringify() == "Definition|Optimized"
    assert S.from_value(1 << 10) is None


def test_fastmath_flags_print_like_mlir_opt(llvm: Any) -> None:
    """Every set of fastmath flags, spelled bit by bit, prints as MLIR 16's
    `#llvm.fastmath` attribute prints it."""
    F = llvm.FastmathFlags
    bits = [f for f in F.__members__.values() if f.bit_count() == 1]
    spellings = {}
    for value in range(128):
        parts = [f.stringify() for f in bits if value & f] or ["none"]
        spellings[f"f{value:03}"] = ", ".join(parts)
    attrs = ", ".join(f"{k} = #llvm.fastmath<{v}>" for k, v in spellings.items())
    result = mlir_opt(
        ["--allow-unregistered-dialect"], f'"some.op"() {{{attrs}}} : () -> ()\n'
    )
    assert result.returncode == 0, result.stderr
    printed = dict(re.findall(r"(f\d{3}) = #llvm.fastmath<([^>]*)>", result.stdout))
    assert len(printed) == 128
    for key, spelling in spellings.items():
        assert F.symbolize(spelling).stringify() == printed[key]


def test_di_flags_print_like_mlir_opt(llvm: Any) -> None:
    """DIFlags groups (Private, Protected, Public) and the shared bit 16, as
    MLIR 16 prints them inside `#llvm.di_composite_type`."""
    D = llvm.DIFlags
    inputs = [
        "Bit0",
        "Bit1",
        "Bit0|Bit1",
        "Public|Vector",
        "MultipleInheritance",
        "Protected|FwdDecl|AllCallsDescribed",
        "Private|Bit1|Thunk",
        "Zero",
    ]
    lines = [
        f'"some.op"() {{a = #llvm.di_composite_type<tag = DW_TAG_structure_type, '
        f'name = "n{i}", flags = "{text}", sizeInBits = 0, alignInBits = 0>}} : () -> ()'
        for i, text in enumerate(inputs)
    ]
    result = mlir_opt(["--allow-unregistered-dialect"], "\n".join(lines) + "\n")
    assert result.returncode == 0, result.stderr
    for index, text in enumerate(inputs):
        match = re.search(rf'name = "n{index}"(?:, flags = ([^,>]+))?', result.stdout)
        value = D.symbolize(text)
        expected = None if value == 0 else value.asm_text()
        assert match[1] == expected, text


def test_linkage_and_cconv_spellings_are_mlir16s(llvm: Any) -> None:
    attrs = [
        f"l{i:02} = #llvm.linkage<{c.stringify()}>" for i, c in enumerate(llvm.Linkage)
    ]
    attrs += [
        f"c{i:02} = #llvm.cconv<{c.stringify()}>" for i, c in enumerate(llvm.CConv)
    ]
    result = mlir_opt(
        ["--allow-unregistered-dialect"],
        f'"some.op"() {{{", ".join(attrs)}}} : () -> ()\n',
    )
    assert result.returncode == 0, result.stderr
    printed = dict(
        re.findall(r"(\w\d\d) = #llvm\.(?:linkage|cconv)<([^>]*)>", result.stdout)
    )
    spelled = dict(re.findall(r"(\w\d\d) = #llvm\.\w+<([^>]*)>", ", ".join(attrs)))
    assert printed == spelled and len(printed) == len(attrs)


def test_enum_attributes_round_trip_like_mlir_opt(llvm: Any) -> None:
    """`#llvm.fastmath`, `#llvm.linkage` and `#llvm.cconv` (records in
    defs/llvm/attrs.yaml) print every value byte for byte as MLIR 16 does,
    from spellings with and without blanks after the commas."""
    F = llvm.FastmathFlags
    bits = [f for f in F.__members__.values() if f.bit_count() == 1]
    attrs = []
    for value in range(128):
        parts = [f.stringify() for f in bits if value & f] or ["none"]
        separator = ", " if value % 2 else ","
        attrs.append(f"f{value:03} = #llvm.fastmath<{separator.join(parts)}>")
    attrs.append("fast = #llvm.fastmath<fast>")
    attrs += ['l_str = #llvm.linkage<"weak_odr">', 'c_str = #llvm.cconv<"swiftcc">']
    attrs += [
        f"l{i:02} = #llvm.linkage<{c.stringify()}>" for i, c in enumerate(llvm.Linkage)
    ]
    attrs += [
        f"c{i:02} = #llvm.cconv<{c.stringify()}>" for i, c in enumerate(llvm.CConv)
    ]
    text = f'"some.op"() {{{", ".join(attrs)}}} : () -> ()\n'
    expected, (status, out, err) = _run_both(("--allow-unregistered-dialect",), text)
    assert expected.returncode == 0, expected.stderr
    assert (status, out) == (0, expected.stdout), err


@pytest.mark.parametrize(
    "attr",
    [
        "#llvm.fastmath<>",
        "#llvm.fastmath<nnan,>",
        "#llvm.fastmath<nnan | ninf>",
        "#llvm.fastmath",
        "#llvm.linkage<>",
        "#llvm.linkage<bogus>",
        '#llvm.cconv<"x">',
    ],
)
def test_enum_attribute_errors_like_mlir_opt(attr: str) -> None:
    """The diagnostics match MLIR 16's byte for byte, the second error
    ("failed to parse <def> parameter ...", naming C++ types) included."""
    text = f'"some.op"() {{a = {attr}}} : () -> ()\n'
    expected, (status, _, err) = _run_both(("--allow-unregistered-dialect",), text)
    assert expected.returncode == 1
    assert (status, err) == (1, expected.stderr)


def test_unknown_fastmath_flag_is_reported_at_the_first_flag(llvm: Any) -> None:
    """MLIR 16 names the C++ enum (the parameter's `cpp_type`) and points at
    the list's start; its second error is at the token after the flags."""
    status, _, err = ours(
        ["--allow-unregistered-dialect"],
        '"some.op"() {a = #llvm.fastmath<nnan, bogus>} : () -> ()\n',
    )
    assert status == 1
    assert err.startswith(
        "<stdin>:1:33: error: expected ::mlir::LLVM::FastmathFlags to be one of:"
        " none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast\n"
    )
    assert (
        "<stdin>:1:44: error: failed to parse LLVM_FastmathFlagsAttr parameter"
        " 'value' which is to be a `::mlir::LLVM::FastmathFlags`\n"
    ) in err


def test_enum_attributes_through_the_python_api(llvm: Any, llvm_ctx: Context) -> None:
    F = llvm.FastmathFlags
    attr = llvm.FastmathFlagsAttr.get(F.nnan | F.afn, context=llvm_ctx)
    assert attr.value == F.nnan | F.afn
    assert str(attr) == "#llvm.fastmath<nnan, afn>"
    assert attr is llvm.FastmathFlagsAttr.get(F.afn | F.nnan, context=llvm_ctx)
    linkage = llvm.LinkageAttr.get(llvm.Linkage.Internal, context=llvm_ctx)
    assert str(linkage) == "#llvm.linkage<internal>"


# -- the one op the records have so far -------------------------------------------------------


@pytest.mark.parametrize(
    "flags", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"]
)
def test_unreachable_op(flags: list[str]) -> None:
    text = (
        '"some.func"() ({\n  llvm.unreachable\n}) : () -> ()\n'
        '"some.func"() ({\n  llvm.unreachable {a = 1 : i32}\n}) : () -> ()\n'
    )
    args = ("--allow-unregistered-dialect", *flags)
    expected, (status, out, err) = _run_both(args, text)
    assert expected.returncode == 0, expected.stderr
    assert (status, out) == (0, expected.stdout), err
