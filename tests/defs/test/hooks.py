"""Hand-written behaviour of test-dialect ops, mixed into the generated classes."""

from __future__ import annotations

from odsgen.ir.diagnostics import op_error


class ConstantOpHooks:
    """`test.constant`: folding and its verifier."""

    def verify_hook(self) -> None:
        if self.value < 0:
            raise op_error(self, "value must be non-negative")

    def fold(self, operands):
        return self.value_attr
