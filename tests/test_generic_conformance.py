"""Generic-form round trip on MLIR 16's own LLVM dialect tests and the benchmark input.

For every `// -----` case that mlir-opt-16 accepts, G is its generic form;
parsing G (LLVM dialect unregistered, kept opaque) and printing it generic
must give G back, byte for byte.
"""

from __future__ import annotations

import subprocess

import pytest

from conftest import CONFORMANCE, SHARED, run_python
from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.ir.context import Context
from odsgen.ir.verifier import verify
from reference import MLIR_OPT, SPLIT, mlir_opt, needs_mlir_opt

LLVMIR_FILES = sorted((CONFORMANCE / "Dialect" / "LLVMIR").glob("*.mlir"))

# Debug-info attributes refer to aliases (#di_file) inside their bodies; with
# the LLVM dialect unregistered those bodies are opaque text, so the alias
# definitions cannot be reproduced. The registered LLVM dialect fixes this.
OPAQUE_ALIAS_CASES = {("debuginfo.mlir", 0)}


def roundtrip_generic(text: str) -> str:
    """Our generic print of `text`, parsed with unregistered dialects allowed
    (and no dialect registered besides builtin)."""
    context = Context(allow_unregistered_dialects=True, registry={})
    module = parse_source(text, context, "generic.mlir")
    verify(module, context)
    return print_module(module, PrintOptions(generic=True)) + "\n"


def _generic_cases() -> list:
    """The generic form of every case mlir-opt-16 accepts (recorded where it
    is not installed)."""
    cases = []
    flags = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]
    for path in LLVMIR_FILES:
        try:
            result = mlir_opt(
                [*flags, "--split-input-file"],
                path.read_text(),
                store="test_generic_conformance",
            )
        except pytest.skip.Exception:
            return []
        for index, chunk in enumerate(result.stdout.split(SPLIT)):
            if chunk.strip():
                marks = []
                if (path.name, index) in OPAQUE_ALIAS_CASES:
                    marks.append(
                        pytest.mark.xfail(
                            reason="aliases inside opaque LLVM attributes", strict=True
                        )
                    )
                cases.append(
                    pytest.param(chunk, id=f"{path.name}#{index}", marks=marks)
                )
    return cases


@pytest.mark.parametrize("generic", _generic_cases())
def test_llvmir_generic_roundtrip(generic: str) -> None:
    assert roundtrip_generic(generic) == generic


@needs_mlir_opt
def test_synth_typed_generic_roundtrip() -> None:
    source = run_python(
        str(SHARED / "bench" / "synth.py"), "300", "--form", "typed", check=True
    ).stdout
    generic = subprocess.run(
        [MLIR_OPT, "--mlir-print-op-generic", "-"],
        input=source,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert roundtrip_generic(generic) == generic
