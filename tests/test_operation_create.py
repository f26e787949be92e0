"""`Operation.create`'s results: the one-result fast path builds what
`OpResult` itself builds, as the general path does for several."""

from __future__ import annotations

import pytest

from odsgen.ir.context import Context
from odsgen.ir.operation import OpResult, Operation
from odsgen.ir.types import IntegerType


def _fields(result: OpResult) -> tuple[object, ...]:
    return (type(result), result.type, result.owner, result.index, result.uses)


@pytest.mark.parametrize("count", [1, 2, 3])
def test_create_makes_results_as_op_result_does(count: int) -> None:
    with Context(allow_unregistered_dialects=True):
        types = [IntegerType.get(width) for width in (8, 16, 32)[:count]]
        op = Operation.create("test.op", result_types=types)
        expected = [OpResult(t, op, index) for index, t in enumerate(types)]
        assert [_fields(r) for r in op.results] == [_fields(r) for r in expected]
        # Each result takes uses of its own.
        user = Operation.create("test.user", operands=list(op.results))
        assert [r.users for r in op.results] == [[user]] * count
