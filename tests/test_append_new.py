"""`Operation.append_new` (the one-step creation of runs of generic ops)
builds the op `block.append(create(...))` builds, for each count of
operands and successors it spells out and those after them: the same
operands and uses (in their values' use lists, in order), results,
successors (with their numbers, in the blocks' use lists) and place."""

from __future__ import annotations

import pytest

from odsgen.ir.attributes import DictionaryAttr
from odsgen.ir.types import IntegerType
from odsgen.ir.operation import Block, Operation


def _built(one_step: bool, operands: int, results: int, successors: int):
    i64 = IntegerType.get(64)
    entry = Block()
    values = [entry.add_argument(i64, None) for _ in range(2)]
    # Values named more than once, and a value used before this op.
    Operation.create("t.use", [values[0]])
    used = [values[i % 2] for i in range(operands)]
    targets = [Block() for _ in range(2)]
    named = [targets[i % 2] for i in range(successors)]
    types = [i64] * results
    attributes = DictionaryAttr.get({})
    block = Block()
    first = Operation.create("t.first")
    block.append(first)
    if one_step:
        op = Operation.append_new(block, "t.op", used, types, attributes, named, 0)
    else:
        op = Operation.create("t.op", used, types, attributes, named, 0, 0)
        block.append(op)
    return op, first, block, values, targets


@pytest.mark.parametrize("operands", [0, 1, 2, 3, 4])
@pytest.mark.parametrize("results", [0, 1, 2])
@pytest.mark.parametrize("successors", [0, 1, 2, 3])
def test_append_new_builds_what_create_builds(operands, results, successors):
    built = [
        _built(one_step, operands, results, successors) for one_step in (True, False)
    ]
    shapes = []
    for op, first, block, values, targets in built:
        assert op.parent is block and first._next is op and op._prev is first
        assert block._last is op and op._next is None
        assert all(use.owner is op for use in op._operands)
        assert [r.index for r in op.results] == list(range(results))
        assert all(r.owner is op and not r.has_uses for r in op.results)
        shapes.append(
            (
                [values.index(use.value) for use in op._operands],
                [[u.owner.name for u in v.uses_view()] for v in values],
                [
                    v.uses_view().index(use)
                    for v in values
                    for use in op._operands
                    if use.value is v
                ],
                [(s.index, targets.index(s.block)) for s in op._successors or ()],
                [[u.index for u in t._uses] for t in targets],
                op._successors is None,
                [str(r.type) for r in op.results],
                op.name,
                op.regions,
                op.attributes,
            )
        )
    assert shapes[0] == shapes[1]
