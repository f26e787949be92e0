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


class TestDialectHooks:
    """The test dialect's own hooks."""

    def materialize_constant(self, builder, value, type_, location):
        """A `test.constant` for an i64 integer attribute (the folder's constants)."""
        from .ops import ConstantOp

        if getattr(value, "value", None) is None or type_.text != "i64":
            return None
        return builder.insert(ConstantOp.build(value, location=location))
