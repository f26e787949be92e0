"""`Operation.append_new` (the importer's creation path) builds exactly what
`Operation.create` followed by `Block.append` builds: operands and their use
lists in the same order, results, attributes, successors and links."""

from __future__ import annotations

from typing import Any, Callable

import pytest
from test_use_lists import _check_form

from odsgen.asm.parser import AsmParser
from odsgen.ir.attributes import FlatSymbolRefAttr, IntegerAttr
from odsgen.ir.context import Context
from odsgen.ir.location import FileLineColLoc
from odsgen.ir.operation import Block, Operation, Region
from odsgen.ir.types import IntegerType

# (op name, attributes, operand picks, result widths, successor picks): the
# picks index the producers' results (a value may be used twice by one op)
# and the target blocks.
CASES = [
    ("llvm.unreachable", None, [], [], []),
    ("llvm.load", None, [0], [32], []),
    ("llvm.store", None, [1, 0], [], []),
    ("llvm.add", None, [1, 1], [32], []),
    ("llvm.select", None, [0, 1, 2], [32], []),
    ("llvm.call", {"callee": "f"}, [2, 0, 2], [32], []),
    ("llvm.fcmp", {"predicate": 1}, [0, 1], [1], []),
    ("llvm.br", None, [2], [], [1]),
    ("llvm.cond_br", {"segments": (1, 1, 0)}, [0, 1], [], [0, 1]),
    ("test.pair", None, [0, 2], [8, 16], [1]),
    ("test.triple", {"a": 1}, [], [8, 16, 32], []),
]


def _attributes(context: Context, name: str, spec: dict[str, Any] | None) -> Any:
    """The complete dictionary the importer's `maker` would hand over."""
    attributes: dict[str, Any] = {}
    for key, value in (spec or {}).items():
        if key == "callee":
            attributes["callee"] = FlatSymbolRefAttr.get(value)
        elif key == "segments":
            text = "array<i32: " + ", ".join(map(str, value)) + ">"
            attributes["operand_segment_sizes"] = AsmParser(
                text, context
            ).parse_attribute()
        else:
            attributes[key] = IntegerAttr.get(IntegerType.get(64), value)
    cls = context.get_op_class(name) or Operation
    return cls, cls.create(name, attributes=attributes).attributes


def _build(
    context: Context, make: Callable[..., Operation]
) -> tuple[Block, list[Block], Any]:
    """Producers, then every case made by `make`, in one block of a region
    that also holds the successor blocks."""
    location = FileLineColLoc.get("x.ll", 0, 0, context)
    block = Block([IntegerType.get(32)])
    targets = [Block(), Block([IntegerType.get(32)])]
    region = Region([block, *targets])
    producer = Operation.create(
        "test.source", result_types=[IntegerType.get(32)] * 2, location=location
    )
    block.append(producer)
    values = [block.arguments[0], *producer.results]
    for name, spec, picks, widths, successors in CASES:
        cls, attributes = _attributes(context, name, spec)
        make(
            cls,
            block,
            name,
            [values[pick] for pick in picks],
            [IntegerType.get(width) for width in widths],
            attributes,
            [targets[pick] for pick in successors],
            location,
        )
    return block, targets, region


def _created(cls: Any, block: Block, name: str, *rest: Any) -> Operation:
    operands, results, attributes, successors, location = rest
    op = cls.create(name, operands, results, attributes, successors, 0, location)
    return block.append(op)


def _appended(cls: Any, block: Block, *rest: Any) -> Operation:
    return cls.append_new(block, *rest)  # type: ignore[no-any-return]


def _shape(block: Block, targets: list[Block]) -> list[Any]:
    """Everything about the block's ops, with ops, values and blocks named by
    position so that two separately built blocks compare."""
    ops = list(block)
    where: dict[int, Any] = {id(arg): ("arg", arg.index) for arg in block.arguments}
    for position, op in enumerate(ops):
        for result in op.results:
            where[id(result)] = ("result", position, result.index)
    blocks = {id(b): index for index, b in enumerate([block, *targets])}
    op_at = {id(op): position for position, op in enumerate(ops)}

    def uses(value: Any) -> list[Any]:
        """The value's uses, and its storage form (None, one use, a list)."""
        _check_form(value)
        form = value._uses.__class__
        return [form, *((op_at[id(use.owner)], use.index) for use in value.uses)]

    shape: list[Any] = [[uses(arg) for arg in block.arguments]]
    for position, op in enumerate(ops):
        assert op.parent is block
        assert op._prev is (ops[position - 1] if position else None)
        assert op._next is (ops[position + 1] if position + 1 < len(ops) else None)
        shape.append(
            (
                type(op),
                op.name,
                [
                    (use.owner is op, use.index, where[id(use.value)])
                    for use in op._operands
                ],
                type(op._operands),
                [
                    (type(r), r.type, r.owner is op, r.index, uses(r))
                    for r in op.results
                ],
                type(op.results),
                op.attributes,
                list(op.attributes.items),
                op.regions,
                (
                    None
                    if op._successors is None
                    else [
                        (use.owner is op, use.index, blocks[id(use.block)])
                        for use in op._successors
                    ]
                ),
                op.location,
            )
        )
    shape.append(
        [[(op_at[id(use.owner)], use.index) for use in t._uses] for t in targets]
    )
    return shape


def test_append_new_builds_what_create_and_append_build() -> None:
    context = Context(allow_unregistered_dialects=True)
    created = _build(context, _created)
    appended = _build(context, _appended)
    assert _shape(created[0], created[1]) == _shape(appended[0], appended[1])
    assert block_of_first_last(created[0]) == block_of_first_last(appended[0])


def block_of_first_last(block: Block) -> tuple[str, str]:
    return block.first_op.name, block.last_op.name  # type: ignore[union-attr]


@pytest.mark.parametrize("name", ["llvm.call", "llvm.fcmp", "llvm.load"])
def test_importer_dictionaries_are_complete(name: str) -> None:
    """`append_new` skips the defaults: the dictionaries the importer gives it
    (made by `create`) already hold them, so `create` keeps them as they are."""
    context = Context()
    cls, attributes = _attributes(context, name, None)
    again = cls.create(name, attributes=attributes).attributes
    assert again is attributes


def test_a_value_goes_from_no_use_to_one_to_a_list() -> None:
    """Through `append_new`'s one-operand branch: no use, the use itself,
    then a list of the uses in order (as `OpOperand` keeps them)."""
    context = Context(allow_unregistered_dialects=True)
    location = FileLineColLoc.get("x.ll", 0, 0, context)
    attributes = Operation.create("test.use").attributes
    block = Block([IntegerType.get(32)])
    value = block.arguments[0]
    made = []
    for count in range(1, 4):
        op = Operation.append_new(
            block, "test.use", [value], [], attributes, [], location
        )
        made.append(op._operands[0])
        _check_form(value)
        if count == 1:
            assert value._uses is made[0]
        else:
            assert value._uses == made
