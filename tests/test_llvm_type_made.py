"""New LLVM types parsed take a short way to their uniqued instance
(`_made` in odsgen/hooks/llvm/types.py: the verifier, then the context's
table) and verifiers that test classes inline. Both must decide as the
classes' own `get` and `is_valid_*` predicates do: the same instance, the
same failure at the same place."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from odsgen.asm.errors import ParseError
from odsgen.asm.parser import AsmParser
from odsgen.hooks.llvm import types as llvm_types
from odsgen.ir.context import Context
from odsgen.ir.types import FloatType, IntegerType
from odsgen_dialects import llvm


def _samples(context: Context) -> list[Any]:
    """Types of every kind the verifiers tell apart."""
    with context:
        i32 = IntegerType.get(32)
        ptr = llvm.LLVMPointerType.get()
        func = llvm.LLVMFunctionType.get(i32, (ptr,))
        return [
            i32,
            FloatType.get("f16"),
            ptr,
            llvm.LLVMPointerType.get(i32, 3),
            func,
            llvm.LLVMArrayType.get(i32, 4),
            llvm.LLVMStructType.get_literal((i32, ptr)),
            llvm.LLVMVoidType.get(),
            llvm.LLVMLabelType.get(),
            llvm.LLVMMetadataType.get(),
            llvm.LLVMTokenType.get(),
            llvm.LLVMScalableVectorType.get(i32, 4),
            llvm.LLVMFixedVectorType.get(ptr, 2),
        ]


def _outcome(make: Any) -> tuple[str, Any]:
    try:
        return ("made", make())
    except ParseError as error:
        return ("error", (str(error), error.pos))


def _parameter_sets(samples: list[Any]) -> list[tuple[Any, tuple[Any, ...]]]:
    """(class, parameters) pairs, valid and not, for `_made`'s classes."""
    sets: list[tuple[Any, tuple[Any, ...]]] = []
    for element in samples:
        for count in (0, 3, -1, 1 << 32):
            sets.append((llvm.LLVMArrayType, (element, count)))
        for space in (0, 5, -2):
            sets.append((llvm.LLVMPointerType, (element, space)))
        sets.append((llvm.LLVMPointerType, (None, 0)))
    pairs = list(itertools.product(samples, repeat=2))
    random.Random(16).shuffle(pairs)
    for result, argument in pairs[:80]:
        for var_arg in (False, True):
            sets.append((llvm.LLVMFunctionType, (result, (argument,), var_arg)))
            sets.append((llvm.LLVMFunctionType, (result, (), var_arg)))
    return sets


def test_made_decides_as_checked_get() -> None:
    context = Context()
    context.load_dialect("llvm")
    samples = _samples(context)
    parser = AsmParser("", context)
    for cls, params in _parameter_sets(samples):
        fast = _outcome(lambda: llvm_types._made(parser, 7, cls, *params))
        slow = _outcome(lambda: llvm_types._checked(parser, 7, cls.get, *params))
        assert fast[0] == slow[0], (cls, params)
        if fast[0] == "made":
            assert fast[1] is slow[1]
        else:
            assert fast[1] == slow[1]


@pytest.mark.parametrize(
    "cls, predicate, make",
    [
        (
            llvm.LLVMArrayType,
            llvm.LLVMArrayType.is_valid_element_type,
            lambda value: (value, 2),
        ),
        (
            llvm.LLVMStructType,
            llvm.LLVMStructType.is_valid_element_type,
            lambda value: (None, (value,), False, False),
        ),
        (
            llvm.LLVMFunctionType,
            llvm.LLVMFunctionType.is_valid_argument_type,
            lambda value: (IntegerType.get(1), (value,), False),
        ),
        (
            llvm.LLVMFunctionType,
            llvm.LLVMFunctionType.is_valid_result_type,
            lambda value: (value, (), False),
        ),
    ],
)
def test_inlined_verifiers_follow_the_predicates(
    cls: Any, predicate: Any, make: Any
) -> None:
    context = Context()
    context.load_dialect("llvm")
    for value in _samples(context):
        with context:
            params = make(value)
        try:
            cls.verify_parameters(*params)
            accepted = True
        except ValueError:
            accepted = False
        assert accepted == predicate(value), (cls, value)


@pytest.mark.parametrize(
    "member, valid",
    [("i32", True), ("ptr", True), ("void", False), ("label", False)],
)
def test_identified_struct_members_checked_inline(member: str, valid: bool) -> None:
    """An identified struct's members are checked as `is_valid_element_type`
    says, the failure at its body's first member."""
    context = Context()
    context.load_dialect("llvm")
    text = f'!llvm.struct<"S{member}", (i64, {member})>'
    with context:
        try:
            found = AsmParser(text, context).parse_type()
        except ParseError as error:
            assert not valid
            assert str(error).startswith("invalid LLVM structure element type: ")
            assert error.pos == text.index("(") + 1
        else:
            assert valid and found.elements[1].text.endswith(member)


def _always_resetting(patch: pytest.MonkeyPatch) -> None:
    """The dialect's `parse_type` lexing from the symbol's end every time."""
    parse_type = llvm_types.LlvmDialectHooks.parse_type

    def parse_then_reset(self: Any, parser: Any) -> Any:
        end = parser.symbol_end
        found = parse_type(self, parser)
        parser.lexer.reset(end)
        return found

    patch.setattr(llvm_types.LlvmDialectHooks, "parse_type", parse_then_reset)


@pytest.mark.parametrize(
    "text",
    [
        "!llvm.array<4 x i8>, i32",
        "!llvm.func<i32 (ptr, i64, ...)> )",
        "!llvm.token<i32>",  # text left in the brackets is ignored
        "!llvm.ptr<i32 5>",
        "!llvm<ptr<i32, 5>>",
        "!llvm<array<2 x ptr> x>",
        "!llvm.ptr@",
        "!llvm.array<4 x i8>@x",
        '!llvm.struct<"T", (i32)>"',
        "!llvm.array<4 x i8>$",
        "!llvm.ptr<i32>//c\n@",
        "!llvm.vec<2 x ptr>.",
    ],
)
def test_lexing_from_the_end_once_decides_alike(
    monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    """Where a type's parse already lexed from its end, the dialect does not
    lex there again: the type, the error and the lexer after it are those
    of lexing again."""

    def outcome() -> tuple[Any, ...]:
        context = Context()
        context.load_dialect("llvm")
        parser = AsmParser(text, context)
        lexer = parser.lexer
        with context:
            try:
                found = parser.parse_type()
            except ParseError as error:
                return ("error", str(error), error.pos)
        return ("made", found.text, lexer.kind, lexer.start, lexer.pos, lexer.prev_end)

    once = outcome()
    with monkeypatch.context() as patch:
        _always_resetting(patch)
        again = outcome()
    assert once == again
