"""MLIR 16's own LLVM dialect tests, run through odsgen-opt and mlir-opt-16.

Each `// -----` case of a file is a case. A round-trip case passes when
mlir-opt-16 accepts it and plain odsgen-opt (the generated dialects are
registered by default) prints exactly what mlir-opt-16 prints, in the custom form and with
`--mlir-print-op-generic`. A diagnostics case passes when
`odsgen-opt --verify-diagnostics` accepts it, as mlir-opt-16 does.

Run as a script for the table of pass counts:
`python tests/llvm_conformance.py`.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from conftest import CONFORMANCE, generated_test_dialect, run_opt  # noqa: E402
from reference import mlir_opt  # noqa: E402

# Files that use types of MLIR's test dialect (`!test.smpla`), which odsgen
# generates from tests/defs for them.
TEST_DIALECT_FILES = ("Dialect/LLVMIR/types.mlir",)
_SPLIT_LINE = re.compile(r"^// -----\s*$", re.M)

ROUNDTRIP_FILES = (
    "Dialect/LLVMIR/roundtrip.mlir",
    "Dialect/LLVMIR/types.mlir",
    "Dialect/LLVMIR/opaque-ptr.mlir",
    "Dialect/LLVMIR/terminator.mlir",
    "Dialect/LLVMIR/global.mlir",
    "Dialect/LLVMIR/func.mlir",
    "Dialect/LLVMIR/call-intrin.mlir",
    "Dialect/LLVMIR/callgraph.mlir",
    "Dialect/LLVMIR/dynamic-gep-index.mlir",
    "Dialect/LLVMIR/tbaa-roundtrip.mlir",
    "Dialect/LLVMIR/debuginfo.mlir",
    "Target/LLVMIR/llvmir.mlir",
    "Target/LLVMIR/llvmir-types.mlir",
    "Target/LLVMIR/opaque-ptr.mlir",
)
DIAGNOSTICS_FILES = (
    "Dialect/LLVMIR/invalid.mlir",
    "Dialect/LLVMIR/types-invalid.mlir",
    "Dialect/LLVMIR/global.mlir",
    "Dialect/LLVMIR/func.mlir",
    "Dialect/LLVMIR/tbaa-invalid.mlir",
    "Dialect/LLVMIR/layout.mlir",
)


def cases(relative: str) -> list[str]:
    """The `// -----` cases of a conformance file."""
    text = (CONFORMANCE / relative).read_text(encoding="utf-8")
    return _SPLIT_LINE.split(text)


def run_flags(relative: str) -> list[str]:
    """The flags of the file's RUN lines that both tools honour."""
    text = (CONFORMANCE / relative).read_text(encoding="utf-8")
    run_lines = "\n".join(line for line in text.splitlines() if "RUN:" in line)
    return (
        ["--allow-unregistered-dialect"]
        if "allow-unregistered-dialect" in run_lines
        else []
    )


def dialect_flags(relative: str) -> list[str]:
    """The `--load-dialect` flags for a conformance file: none but the test
    dialect's (the generated dialects are registered by default)."""
    if relative not in TEST_DIALECT_FILES:
        return []
    return ["--load-dialect", generated_test_dialect()]


def _opt(relative: str, args: list[str], text: str) -> tuple[int, str, str]:
    return run_opt([*dialect_flags(relative), *args, "-"], text)


@dataclass
class FileResult:
    """Pass counts of one file; `failed` names the failing case numbers."""

    name: str
    total: int = 0
    passed: int = 0
    failed: list[int] = field(default_factory=list)


def roundtrip_result(relative: str) -> FileResult:
    """Cases mlir-opt-16 accepts, and how many odsgen-opt prints identically."""
    result = FileResult(relative)
    flags = run_flags(relative)
    generic_flags = [*flags, "--mlir-print-op-generic"]
    for index, text in enumerate(cases(relative)):
        reference = mlir_opt(flags, text)
        if reference.returncode != 0:
            continue
        result.total += 1
        generic = mlir_opt(generic_flags, text).stdout
        custom_ok = _opt(relative, flags, text)[1:] == (reference.stdout, "")
        generic_ok = _opt(relative, generic_flags, text)[1:] == (generic, "")
        if custom_ok and generic_ok:
            result.passed += 1
        else:
            result.failed.append(index)
    return result


def diagnostics_result(relative: str) -> FileResult:
    """Cases with expected diagnostics that `odsgen-opt --verify-diagnostics` accepts."""
    result = FileResult(relative)
    flags = [*run_flags(relative), "--verify-diagnostics"]
    for index, text in enumerate(cases(relative)):
        if "expected-" not in text:
            continue
        result.total += 1
        if _opt(relative, flags, text)[0] == 0:
            result.passed += 1
        else:
            result.failed.append(index)
    return result


def main() -> None:
    """Print the pass counts of every file."""
    for kind, files, measure in (
        ("round trip", ROUNDTRIP_FILES, roundtrip_result),
        ("diagnostics", DIAGNOSTICS_FILES, diagnostics_result),
    ):
        print(f"# {kind}")
        for relative in files:
            result = measure(relative)
            print(
                f"{relative}: {result.passed}/{result.total}"
                + (f"  failing cases {result.failed}" if result.failed else "")
            )


if __name__ == "__main__":
    main()
