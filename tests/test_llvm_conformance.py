"""MLIR 16's LLVM dialect tests through odsgen-opt, case by case (see
`llvm_conformance.py`): every case listed here must keep passing.

`python tests/llvm_conformance.py` prints the pass counts of all files.
"""

from __future__ import annotations

import pytest

from llvm_conformance import (
    DIAGNOSTICS_FILES,
    ROUNDTRIP_FILES,
    diagnostics_result,
    roundtrip_result,
)

# Cases known to fail, by file, and why (none today: every case passes).
ROUNDTRIP_FAILING: dict[str, list[int]] = {}
DIAGNOSTICS_FAILING: dict[str, list[int]] = {}


@pytest.mark.parametrize("relative", ROUNDTRIP_FILES)
def test_roundtrip_cases_print_as_mlir_opt(relative: str) -> None:
    result = roundtrip_result(relative)
    assert result.failed == ROUNDTRIP_FAILING.get(relative, [])


@pytest.mark.parametrize("relative", DIAGNOSTICS_FILES)
def test_diagnostics_cases_verify(relative: str) -> None:
    result = diagnostics_result(relative)
    assert result.failed == DIAGNOSTICS_FAILING.get(relative, [])
