"""The verifier's first diagnostic on a text, with and without its memo of
recently passed keys, and with and without its operand screen (the tests
of the verifier's fast paths)."""

from __future__ import annotations

from typing import Any, Callable, Iterator

import pytest

import odsgen.ir.verifier as verifier
from conftest import ROOT
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.operation import Operation
from odsgen.tools.opt import load_dialects


def diagnostic(text: str) -> str | None:
    """The verifier's error on `text` (location and message), or None."""
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        try:
            verifier.verify(module, context)
        except DiagnosticError as error:
            return f"{error.diagnostic.location}: {error.diagnostic.message}"
    return None


def diagnostic_both_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> str | None:
    """The diagnostic with the recent keys, checked equal to the one of a
    run that verifies every op."""
    found = diagnostic(text)
    with monkeypatch.context() as patch:
        patch.setattr(verifier, "_PASSED_KEPT", 0)
        assert diagnostic(text) == found
    return found


def llvm_context() -> Context:
    """A context with the generated LLVM dialect, unregistered ops allowed."""
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, [str(ROOT / "generated" / "llvm")])
    return context


def walk_outcome(
    text: str,
    full_walks: bool,
    walks: Any,
    prepare: Callable[[Operation], None] | None = None,
) -> str | None:
    """The diagnostic and notes of verifying `text` (None if it verifies),
    the module first given to `prepare`, with the dominance walk forced
    everywhere if `full_walks` (`walks`: the fixture `full_verifier_walks`)."""
    context = llvm_context()
    with context:
        module = parse_source(text, context, "case.mlir")
        if prepare is not None:
            prepare(module)
        with walks(full_walks, isolation=False):
            try:
                verifier.verify(module, context)
            except DiagnosticError as error:
                notes = [note.message for note in error.diagnostic.notes]
                return " | ".join([str(error.diagnostic), *notes])
    return None


def assert_screen_agrees(
    text: str,
    expected: str | None,
    walks: Any,
    prepare: Callable[[Operation], None] | None = None,
) -> None:
    """Verifying `text` screened reports what the forced dominance walk
    reports: nothing if `expected` is None, else a diagnostic holding it."""
    screened = walk_outcome(text, False, walks, prepare)
    assert screened == walk_outcome(text, True, walks, prepare)
    if expected is None:
        assert screened is None
    else:
        assert screened is not None and expected in screened


def ops_in(op: Operation) -> Iterator[Operation]:
    """`op` and every op nested in it, in order."""
    yield op
    for region in op.regions:
        for block in region.blocks:
            for child in block:
                yield from ops_in(child)
