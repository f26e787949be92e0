"""The dialect conversion framework against MLIR 16's own legalizer tests.

Each file in tests/conversion/ is adapted from MLIR 16's test/Transforms
(see its first line); tests/legalizer_driver.py mirrors the test passes
they run (their type converters, targets and patterns). Every `// -----`
case is parsed, converted and printed, with its diagnostics (sorted: MLIR
reports some of them in hash-set order); the result is compared with the
`.expected` file next to it, which holds mlir-opt-16's output for the same
case. Where a conversion fails, the module must print exactly as before it.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Callable

import pytest

import legalizer_driver
from conftest import ROOT
from ir_checks import check_use_lists
from odsgen.asm import parse_source
from odsgen.ir.printer import print_module
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import ERROR, Diagnostic, format_location
from odsgen.tools.opt import load_dialects
from reference import MLIR_OPT, needs_mlir_opt

CASES_DIR = Path(__file__).parent / "conversion"
SPLIT = "// -----\n"
DIALECTS = [str(ROOT / "generated" / name) for name in ("func", "arith", "llvm")]

Driver = Callable[..., list[Diagnostic]]
# file -> (driver, whether a failure fails the pass, mlir-opt-16's flags)
CASES: dict[str, tuple[Driver, bool, list[str]]] = {
    "legalizer-partial.mlir": (
        lambda m: legalizer_driver.run(m, "partial"),
        False,
        ["-test-legalize-patterns"],
    ),
    "legalizer-full.mlir": (
        lambda m: legalizer_driver.run(m, "full"),
        False,
        ["-test-legalize-patterns", "-test-legalize-mode=full"],
    ),
    "legalizer-analysis.mlir": (
        lambda m: legalizer_driver.run(m, "analysis"),
        False,
        ["-test-legalize-patterns", "-test-legalize-mode=analysis"],
    ),
    "type-conversion.mlir": (
        legalizer_driver.run_type_conversion,
        True,
        ["-test-legalize-type-conversion"],
    ),
    "unknown-root.mlir": (
        legalizer_driver.run_unknown_root,
        True,
        ["-test-legalize-unknown-root-patterns"],
    ),
    "erased-op-with-uses.mlir": (
        legalizer_driver.run_unknown_root,
        True,
        ["-test-legalize-unknown-root-patterns"],
    ),
    "remapped-value.mlir": (
        legalizer_driver.run_remapped_value,
        True,
        ["-test-remapped-value"],
    ),
    "target-materialization-no-uses.mlir": (
        legalizer_driver.run_target_materialization,
        True,
        ["-test-target-materialization-with-no-uses"],
    ),
}


def split(text: str) -> list[str]:
    return re.split(r"^// -----\s*$", text, flags=re.M)


def diagnostic_lines(diagnostics: list[Diagnostic]) -> list[str]:
    lines = []
    for diagnostic in diagnostics:
        for item in [diagnostic, *diagnostic.notes]:
            lines.append(
                f"{format_location(item.location)}: {item.severity}: {item.message}"
            )
    return lines


def convert_case(text: str, driver: Driver, fails_pass: bool) -> str:
    """The output and sorted diagnostics of one case; checks the rollback."""
    with Context(allow_unregistered_dialects=True) as context:
        load_dialects(context, DIALECTS)
        module = parse_source(text, context, "in.mlir")
        before = print_module(module)
        diagnostics = driver(module)
        after = print_module(module)
        check_use_lists(module)
    failed = any(d.severity == ERROR for d in diagnostics)
    if failed:
        assert after == before, "a failed conversion changed the IR"
    output = "" if failed and fails_pass else after + "\n"
    return output + "".join(
        f"{line}\n" for line in sorted(diagnostic_lines(diagnostics))
    )


def reference_case(text: str, flags: list[str]) -> str:
    """The same from mlir-opt-16 (the note with the current operation left out)."""
    assert MLIR_OPT is not None
    result = subprocess.run(
        [
            MLIR_OPT,
            "-allow-unregistered-dialect",
            *flags,
            "-mlir-print-op-on-diagnostic=false",
            "-",
        ],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    lines = []
    for line in result.stderr.splitlines():
        if line.startswith("<stdin>:"):
            lines.append("in.mlir:" + line[len("<stdin>:") :])
    return result.stdout + "".join(f"{line}\n" for line in sorted(lines))


def expected_chunks(name: str) -> list[str]:
    return (CASES_DIR / (name + ".expected")).read_text().split(SPLIT)


@pytest.mark.parametrize("name", sorted(CASES))
def test_conversion_cases(name: str) -> None:
    driver, fails_pass, _ = CASES[name]
    chunks = split((CASES_DIR / name).read_text())
    expected = expected_chunks(name)
    assert len(expected) == len(chunks)
    for index, (chunk, want) in enumerate(zip(chunks, expected)):
        assert convert_case(chunk, driver, fails_pass) == want, f"case {index}"


@needs_mlir_opt
@pytest.mark.parametrize("name", sorted(CASES))
def test_expected_outputs_are_mlir_opts(name: str) -> None:
    """The checked-in expectations are what mlir-opt-16 prints for each case."""
    flags = CASES[name][2]
    chunks = split((CASES_DIR / name).read_text())
    assert expected_chunks(name) == [reference_case(c, flags) for c in chunks]


if __name__ == "__main__":
    # Regenerate the expectations with mlir-opt-16.
    for case, (_, _, case_flags) in CASES.items():
        outputs = [
            reference_case(c, case_flags) for c in split((CASES_DIR / case).read_text())
        ]
        (CASES_DIR / (case + ".expected")).write_text(SPLIT.join(outputs))
