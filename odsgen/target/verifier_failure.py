"""The failure of a translation whose result LLVM's verifier rejects."""

from __future__ import annotations


class VerifierFailure(Exception):
    """A module LLVM's verifier rejects: MLIR 16's translation runs the
    verifier and fails, printing its messages (`text`) and no module."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text
