"""Malformed text is a diagnostic, never a Python exception: random mutations of valid IR."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import MLIR_DIR
from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.asm.errors import ParseError
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.verifier import verify

SOURCES = [p.read_text() for p in sorted(MLIR_DIR.glob("*.mlir"))]
NOISE = list('%^#!@"(){}[]<>:,=-+*?x0123456789abc. \n')

edits = st.lists(
    st.tuples(
        st.integers(0, 10**6),
        st.sampled_from(["replace", "delete", "insert"]),
        st.sampled_from(NOISE),
    ),
    min_size=1,
    max_size=4,
)


def mutate(text: str, changes: list[tuple[int, str, str]]) -> str:
    chars = list(text)
    for offset, kind, char in changes:
        position = offset % max(len(chars), 1)
        if kind == "replace" and chars:
            chars[position] = char
        elif kind == "delete" and chars:
            del chars[position]
        else:
            chars.insert(position, char)
    return "".join(chars)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SOURCES), edits)
def test_mutated_input_gives_diagnostics_only(source: str, changes) -> None:
    text = mutate(source, changes)
    context = Context(allow_unregistered_dialects=True)
    try:
        module = parse_source(text, context, "mutated.mlir")
        verify(module, context)
        print_module(module, PrintOptions(generic=True))
    except (ParseError, DiagnosticError):
        pass
