"""Identified structs printed as type aliases (seed 002, `--print-struct-aliases`)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from odsgen.asm import ParseError, parse_source
from odsgen.ir.aliases import struct_alias_names
from odsgen.ir.printer import PrintOptions, print_module
from odsgen.target.llvm_import import import_context, import_llvm

HERE = Path(__file__).parent / "llvm_import"
MLIR_OPT = shutil.which("mlir-opt-16")
ALIASES = PrintOptions(struct_aliases=True)


def reprint(text: str, options: PrintOptions | None = None) -> str:
    context = import_context()
    module = parse_source(text, context)
    with context:
        return print_module(module, options, context)


def mutually_recursive(count: int) -> str:
    """LLVM IR with `count` typed structs, each pointing at the next two."""
    lines = []
    for i in range(count):
        a, b = (i + 1) % count, (i + 2) % count
        lines.append(f"%S{i} = type {{ %S{a}*, %S{b}*, i32 }}")
    for i in range(count):
        lines.append(f"@g{i} = external global %S{i}")
    return "\n".join(lines) + "\n"


def aliased_import(count: int) -> str:
    context = import_context()
    module = import_llvm(mutually_recursive(count), "s.ll", False, context)
    with context:
        return print_module(module, ALIASES, context)


def test_mutually_recursive_structs_print_in_linear_size() -> None:
    # Printed in full, each mention of a struct spells out every path
    # through the graph: the size doubles with each struct. With aliases
    # each struct is printed once.
    sizes = {n: len(aliased_import(n)) for n in (12, 24, 48)}
    per_struct = (sizes[48] - sizes[24]) / 24
    assert per_struct < 200
    assert abs((sizes[24] - sizes[12]) / 12 - per_struct) < 10
    text = aliased_import(12)
    assert text.count('!llvm.struct<"S') == 12
    assert '!S0 = !llvm.struct<"S0", (ptr<!S1>, ptr<!S2>, i32)>' in text


def test_aliased_output_reads_back_as_the_full_form() -> None:
    full = reprint(aliased_import(5))
    context = import_context()
    module = import_llvm(mutually_recursive(5), "s.ll", False, context)
    with context:
        assert full == print_module(module, None, context)
    assert "!S" not in full


@pytest.mark.parametrize("name", ["sample.O0.typed", "sample.O1.typed"])
def test_real_program_round_trip(name: str) -> None:
    expected = (HERE / f"{name}.mlir").read_text()
    aliased = reprint(expected, ALIASES)
    assert len(aliased) < len(expected)
    assert aliased.startswith("!struct_list = ") or aliased.startswith(
        "!struct_node = "
    )
    assert reprint(aliased) == reprint(expected)
    # Aliased twice is the same.
    assert reprint(aliased, ALIASES) == aliased


def test_a_real_program_is_hundreds_of_times_smaller_with_aliases() -> None:
    # pymodule.O1.typed.ll: QuickJS's Python binding (module.c of the quickjs
    # sdist) built with clang-16 -O1, typed pointers, TBAA stripped. MLIR 16
    # prints it (130 MB; every `PyObject*` spells out `PyTypeObject` and all
    # it reaches); benchmarks/bench_import.py checks those bytes against
    # mlir-translate-16 and mlir-opt-16.
    text = (HERE / "pymodule.O1.typed.ll").read_text()
    context = import_context()
    module = import_llvm(text, "pymodule.ll", False, context)
    with context:
        full = print_module(module, None, context)
        aliased = print_module(module, ALIASES, context)
    assert len(full) > 100 * len(aliased)
    assert reprint(aliased) == full


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-16 not installed")
def test_reprint_without_aliases_is_mlir_opt_bytes() -> None:
    expected = (HERE / "sample.O1.typed.mlir").read_text()
    reference = subprocess.run(
        [MLIR_OPT, "-"], input=expected, capture_output=True, text=True, check=True
    )
    assert reprint(reprint(expected, ALIASES)) + "\n" == reference.stdout


def test_generic_form_with_aliases_reads_back() -> None:
    expected = (HERE / "sample.O0.typed.mlir").read_text()
    generic = reprint(expected, PrintOptions(generic=True, struct_aliases=True))
    assert generic.startswith("!struct_")
    assert re.search(r'"llvm.alloca"\(%\d+\) \{[^}]*elem', generic) is None
    assert reprint(generic) == reprint(expected)


def test_unregistered_llvm_is_unchanged() -> None:
    from odsgen.ir.context import Context

    generic = PrintOptions(generic=True)
    text = reprint((HERE / "sample.O0.typed.mlir").read_text(), generic)
    context = Context(registry={}, allow_unregistered_dialects=True)
    module = parse_source(text, context)
    with context:
        plain = print_module(module, generic, context)
        aliased = print_module(
            module, PrintOptions(generic=True, struct_aliases=True), context
        )
    assert aliased == plain == text


def test_alias_names_are_sanitized_unique_and_stable() -> None:
    names = struct_alias_names(["struct.a", "struct_a", "9lives", "x-y", "é"], {"x_y"})
    assert names == {
        "9lives": "_9lives",
        "struct.a": "struct_a",
        "struct_a": "struct_a_1",
        "x-y": "x_y_1",
        "é": "_",
    }


@pytest.mark.parametrize(
    "text, message",
    [
        (
            "!a = !llvm.ptr<!b>\n!b = !llvm.ptr<!a>\n",
            "type alias 'a' refers to itself through types that are not identified structs",
        ),
        (
            '!a = !llvm.struct<"a", (ptr<!missing>)>\n',
            "undefined symbol alias id 'missing'",
        ),
        ("!a = i32\n!a = i64\n", "redefinition of type alias id 'a'"),
        (
            '!a = !llvm.struct<"s", (ptr<!b>)>\n!b = !llvm.struct<"s", (i64)>\n',
            "identified type already used with a different body",
        ),
    ],
)
def test_alias_errors(text: str, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        reprint(text + "llvm.mlir.global external @g() : !a\n")
    assert caught.value.message == message
