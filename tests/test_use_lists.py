"""Use lists: a value keeps a single use without a list (`Value._uses` is
None, the `OpOperand` itself, or a list of two or more), and every change
(new operands, `set_operand`, `set_operands`, erasing, moving,
replace-all-uses, `drop_operand_uses`, which the conversion driver uses) leaves the
uses in the order a plain list of every use would hold them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from odsgen.ir.operation import drop_operand_uses
from odsgen.conversion.values import users
from odsgen.ir.operation import Block, OpOperand, Operation, Value
from odsgen.ir.types import IntegerType

I32 = IntegerType.get(32)


def _op(block: Block, operands: list[Value], results: int = 1) -> Operation:
    return block.append(Operation.create("test.op", operands, [I32] * results))


def _check_form(value: Value) -> None:
    """`_uses` is in its compact form: None, one `OpOperand`, or a longer list."""
    uses = value._uses
    if uses is None:
        assert not value.has_uses and not value.has_one_use
    elif uses.__class__ is OpOperand:
        assert value.has_uses and value.has_one_use
    else:
        assert isinstance(uses, list) and len(uses) >= 2
        assert value.has_uses and not value.has_one_use
    for use in value.uses_view():
        assert use.value is value
        assert use.owner._operands[use.index] is use


class _Model:
    """Every value's uses as a plain list, changed as MLIR's use lists are
    (ours keep the reverse of MLIR's order: the newest use last)."""

    def __init__(self) -> None:
        self.uses: dict[int, list[OpOperand]] = {}

    def of(self, value: Value) -> list[OpOperand]:
        return self.uses.setdefault(id(value), [])

    def add(self, op: Operation) -> None:
        for use in op._operands:
            self.of(use.value).append(use)

    def remove(self, use: OpOperand) -> None:
        listed = self.of(use.value)
        del listed[next(i for i, u in enumerate(listed) if u is use)]

    def replace(self, old: Value, new: Value) -> None:
        if old is new:
            return
        moved = self.of(old)
        self.uses[id(old)] = []
        self.of(new).extend(reversed(moved))

    def check(self, values: list[Value]) -> None:
        for value in values:
            _check_form(value)
            assert value.uses == self.of(value)
            assert [id(u) for u in value.uses_view()] == [id(u) for u in self.of(value)]


def test_one_use_is_kept_without_a_list() -> None:
    block = Block([I32])
    arg = block.arguments[0]
    assert arg._uses is None
    first = _op(block, [arg])
    assert arg._uses is first._operands[0]
    second = _op(block, [arg])
    assert arg._uses == [first._operands[0], second._operands[0]]
    second.erase()
    assert arg._uses is first._operands[0]
    first.erase()
    assert arg._uses is None


def test_both_ends_and_the_middle_of_a_list_go() -> None:
    block = Block([I32])
    arg = block.arguments[0]
    ops = [_op(block, [arg]) for _ in range(5)]
    uses = [op._operands[0] for op in ops]
    ops[2].erase()  # the middle
    assert arg.uses == [uses[0], uses[1], uses[3], uses[4]]
    ops[4].erase()  # the last
    ops[0].erase()  # the first
    assert arg.uses == [uses[1], uses[3]]
    ops[3].erase()
    assert arg._uses is uses[1]


@pytest.mark.parametrize("new_uses", [0, 1, 2])
@pytest.mark.parametrize("old_uses", [0, 1, 3])
def test_replace_all_uses_with(old_uses: int, new_uses: int) -> None:
    block = Block([I32, I32])
    old, new = block.arguments
    model = _Model()
    for _ in range(new_uses):
        model.add(_op(block, [new]))
    for _ in range(old_uses):
        model.add(_op(block, [old, old]))
    old.replace_all_uses_with(new)
    model.replace(old, new)
    model.check([old, new])
    assert [op for op in users(new)] == [u.owner for u in reversed(new.uses)]
    new.replace_all_uses_with(new)  # onto itself: nothing changes
    model.check([old, new])


def test_set_operand_and_set_operands() -> None:
    block = Block([I32, I32])
    a, b = block.arguments
    model = _Model()
    op = _op(block, [a, a])
    model.add(op)
    model.add(_op(block, [b]))
    use = op._operands[1]
    model.remove(use)
    model.of(b).append(use)
    op.set_operand(1, b)
    model.check([a, b])
    op.set_operand(1, b)  # the same value: nothing changes
    model.check([a, b])
    for use in op._operands:
        model.remove(use)
    op.set_operands([b, a, b])
    model.add(op)
    model.check([a, b])


def test_moving_an_op_keeps_its_uses() -> None:
    block = Block([I32])
    arg = block.arguments[0]
    first = _op(block, [arg])
    second = _op(block, [arg, first.results[0]])
    uses = arg.uses
    second.move_before(first)
    assert arg.uses == uses
    assert first.results[0]._uses is second._operands[1]


@pytest.mark.parametrize("crowd", [3, 40])
def test_drop_operand_uses_keeps_the_order_of_the_rest(crowd: int) -> None:
    """`drop_operand_uses` filters a crowded list once, a short one use by
    use; either way the rest keep their order and form."""
    block = Block([I32, I32])
    a, b = block.arguments
    model = _Model()
    ops = []
    for index in range(crowd):
        op = _op(block, [a, b] if index % 3 == 0 else [a])
        model.add(op)
        ops.append(op)
    going = ops[::2]
    for op in going:
        for use in op._operands:
            model.remove(use)
    drop_operand_uses({op: None for op in going})
    model.check([a, b])
    assert all(not op._operands for op in going)


@pytest.mark.parametrize("seed", range(6))
def test_random_changes_match_a_plain_list_model(seed: int) -> None:
    """Random creations, operand changes, erasures and replacements: the
    compact use lists always hold what plain lists would."""
    rng = random.Random(seed)
    block = Block([I32] * 3)
    values: list[Value] = list(block.arguments)
    ops: list[Operation] = []
    model = _Model()
    for _ in range(400):
        action = rng.random()
        if action < 0.4 or not ops:
            operands = [rng.choice(values) for _ in range(rng.randint(0, 3))]
            op = _op(block, operands, rng.randint(0, 2))
            model.add(op)
            ops.append(op)
            values.extend(op.results)
        elif action < 0.6:
            op = rng.choice(ops)
            if op._operands:
                index = rng.randrange(len(op._operands))
                use = op._operands[index]
                new = rng.choice(values)
                if new is not use.value:
                    model.remove(use)
                    model.of(new).append(use)
                op.set_operand(index, new)
        elif action < 0.8:
            op = ops.pop(rng.randrange(len(ops)))
            for use in op._operands:
                model.remove(use)
            op.erase()
        else:
            old, new = rng.choice(values), rng.choice(values)
            old.replace_all_uses_with(new)
            model.replace(old, new)
        model.check(values)


def test_users_view_and_copies() -> None:
    block = Block([I32])
    arg = block.arguments[0]
    assert arg.uses_view() == () and arg.uses == [] and arg.users == []
    one = _op(block, [arg])
    assert arg.uses_view() == (one._operands[0],)
    assert arg.users == [one]
    two = _op(block, [arg])
    copy: list[Any] = arg.uses
    copy.clear()  # a copy: the value keeps its uses
    assert arg.users == [one, two]
