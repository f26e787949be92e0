"""The verifier's first diagnostic on a text, with and without its memo of
recently passed keys (the tests of the verifier's fast paths)."""

from __future__ import annotations

import pytest

import odsgen.ir.verifier as verifier
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError


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
