"""The objects op creation (`odsgen.ir.op_creation`) makes, as pure Python
makes them: operations and results with no field set yet
(`object.__new__`), operands and successors by their classes (which link
them into the use lists of their values and blocks), regions.

The classes are odsgen.ir.operation's, handed over by it as it ends
(`use_classes`): it imports op creation, so neither may import it.
The compiled op creation reads `new_objects.pxd` instead (a cimport of this
module's name): the same objects, made with their fields written in place.
"""

from __future__ import annotations

from functools import partial
from typing import Any

#: `operation(cls)`: an operation of class `cls`, no field set.
operation: Any = object.__new__

#: `op_result()`: a result, no field set.
op_result: Any = None

#: `op_operand(owner, value)`: a use of `value` by `owner`, last of its uses.
op_operand: Any = None

#: `block_operand(owner, index, block)`: successor `index` of `owner`, last
#: of `block`'s uses.
block_operand: Any = None

#: `region()`: a new region, without blocks.
region: Any = None


def use_classes(
    op_operand_class: type,
    op_result_class: type,
    block_operand_class: type,
    region_class: type,
) -> None:
    """Make the objects of these classes (odsgen.ir.operation's)."""
    global op_result, op_operand, block_operand, region
    op_result = partial(object.__new__, op_result_class)
    op_operand = op_operand_class
    block_operand = block_operand_class
    region = region_class
