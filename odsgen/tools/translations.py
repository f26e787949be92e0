"""The translations `odsgen-translate` offers, as MLIR's TranslateRegistration.

A translation has a flag name (`mlir-to-llvmir`), a one-line description
and a function named by `module:attribute`, imported only when the
translation runs. Three kinds, as in MLIR:

- `from_mlir`: `function(module, context, stream)`: the parsed and verified
  MLIR module written to `stream` as text (for example LLVM IR);
- `to_mlir`: `function(buffer, context) -> Operation`: source text (a
  `SourceBuffer`) to an MLIR module, which the tool verifies and prints;
- `raw`: `function(buffer, context) -> str`: text to text.

Functions report failure by raising `DiagnosticError` (or `ParseError`);
the tool renders it as mlir-translate does. Registering one more translation
is one `register(...)` line at the bottom of this file.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable, Literal

Kind = Literal["from_mlir", "to_mlir", "raw"]


@dataclass(frozen=True)
class Translation:
    """One registered translation."""

    name: str
    description: str
    kind: Kind
    target: str
    # Dialect packages (under generated/) whose ops the input may hold.
    dialects: tuple[str, ...] = ()
    # Command-line options passed to the function as keywords (by dest name).
    options: tuple[str, ...] = ()

    def function(self) -> Callable[..., Any]:
        """The translation function (imported on first use)."""
        module, _, attribute = self.target.partition(":")
        return getattr(importlib.import_module(module), attribute)


TRANSLATIONS: dict[str, Translation] = {}


def register(
    name: str,
    description: str,
    kind: Kind,
    target: str,
    dialects: tuple[str, ...] = (),
    options: tuple[str, ...] = (),
) -> None:
    """Add a translation, selected on the command line by `--NAME`."""
    if name in TRANSLATIONS:
        raise ValueError(f"translation '{name}' is already registered")
    TRANSLATIONS[name] = Translation(name, description, kind, target, dialects, options)


LLVM_DIALECTS = ("llvm", "func", "dlti", "nvvm")

register(
    "mlir-to-llvmir",
    "translate mlir to llvmir",
    "from_mlir",
    "odsgen.target.llvmir:translate_module",
    LLVM_DIALECTS,
)

register(
    "import-llvm",
    "translate llvmir to mlir",
    "to_mlir",
    "odsgen.target.llvm_import.translation:import_buffer",
    ("llvm", "dlti"),
    options=("opaque_pointers",),
)
