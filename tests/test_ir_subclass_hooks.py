"""The IR classes' subclass hook (which refuses a redefined field) chains
to the next class's, so that cooperative subclasses keep working."""

from __future__ import annotations

from typing import Any

import pytest

from odsgen.ir import operation
from odsgen.ir.operation import Block, Operation, Value

CLASSES = [
    Operation,
    Block,
    operation.Region,
    Value,
    operation.OpOperand,
    operation.BlockOperand,
]


class Recording:
    """A mixin after the IR class in the MRO that records its keywords."""

    seen: list[dict[str, Any]] = []

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__()
        Recording.seen.append(kwargs)


@pytest.mark.parametrize("base", CLASSES, ids=lambda cls: cls.__name__)
def test_the_subclass_hook_chains_with_keywords(base: type) -> None:
    Recording.seen.clear()
    middle = type("Middle", (base, Recording), {"__slots__": ()})
    type("Derived", (middle,), {"__slots__": ()}, tag=1)
    assert Recording.seen == [{}, {"tag": 1}]
    with pytest.raises(TypeError, match="redefines the field"):
        type("Redefined", (middle,), {base.__slots__[0]: None}, tag=2)
