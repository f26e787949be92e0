"""Ops of the test dialect written in Python: one per comparison, from a loop."""

from odsgen.records import RecordFile

records = RecordFile(dialect="test")

for predicate in ("eq", "ne", "lt"):
    records.op(
        f"Cmp{predicate.capitalize()}Op",
        mnemonic=f"cmp_{predicate}",
        summary=f"Integer comparison `{predicate}`.",
        traits=["Pure", "SameTypeOperands"],
        arguments={"lhs": "AnyInteger", "rhs": "AnyInteger"},
        results={"result": "I1"},
    )
