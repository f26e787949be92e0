"""Fuzzing in the suite: bad input gives exit 0 or a located diagnostic,
never a traceback or a hang; accepted input prints a fixed point; and where
mlir-opt-16 is installed, the same decision and the same bytes.

- a mutation fuzzer over the conformance files (tests/fuzz_mlir.py), for
  ODSGEN_FUZZ_SECONDS seconds (default 3);
- hypothesis strategies of valid and near-valid MLIR (tests/mlir_strategies.py),
  ODSGEN_FUZZ_EXAMPLES examples each (default 15);
- the regression corpus tests/fuzz_corpus/: minimized findings, each with
  its flags on a first `// flags:` line.

Known disagreements with mlir-opt-16 are listed in docs/bad-input.md.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import fuzz_mlir
from conftest import CONFORMANCE
from mlir_strategies import near_valid_modules, valid_modules
from reference import MLIR_OPT

SECONDS = float(os.environ.get("ODSGEN_FUZZ_SECONDS", "3"))
EXAMPLES = int(os.environ.get("ODSGEN_FUZZ_EXAMPLES", "15"))
CORPUS = Path(__file__).parent / "fuzz_corpus"
REFERENCE = MLIR_OPT is not None
UNREGISTERED = ("--allow-unregistered-dialect",)

needs_conformance = pytest.mark.skipif(
    not CONFORMANCE.is_dir(), reason=f"conformance files not found at {CONFORMANCE}"
)


def _describe(result: fuzz_mlir.Result, text: str) -> str:
    return f"{result.outcome}:\n{text}\n--- odsgen-opt:\n{result.err[-2000:]}"


@needs_conformance
def test_mutation_fuzzer() -> None:
    counts = fuzz_mlir.fuzz(None, seed=0, reference=REFERENCE, budget=SECONDS)
    assert sum(counts.values()) > 0
    bad = {outcome: counts[outcome] for outcome in fuzz_mlir.BAD if counts[outcome]}
    assert not bad, f"{bad}: rerun `python tests/fuzz_mlir.py --save-findings DIR`"


def _check(text: str) -> None:
    result = fuzz_mlir.check(text, UNREGISTERED, REFERENCE)
    assert result.outcome not in fuzz_mlir.BAD, _describe(result, text)


# Fixed examples (derandomized), as many as EXAMPLES, however slow.
FUZZ_SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FUZZ_SETTINGS
@given(valid_modules())
def test_generated_modules(text: str) -> None:
    _check(text)


@FUZZ_SETTINGS
@given(near_valid_modules())
def test_generated_near_valid_modules(text: str) -> None:
    _check(text)


def _corpus() -> list[Path]:
    return sorted(CORPUS.glob("*.mlir"))


@pytest.mark.parametrize("path", _corpus(), ids=lambda path: path.stem)
def test_regression_corpus(path: Path) -> None:
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    first, _, body = text.partition("\n")
    assert first.startswith("// flags:")
    flags = tuple(first.removeprefix("// flags:").split())
    result = fuzz_mlir.check(body, flags, REFERENCE)
    assert result.outcome not in fuzz_mlir.BAD, _describe(result, body)
