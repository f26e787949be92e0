# cython: infer_types=True, annotation_typing=True, nonecheck=True
"""Making operations: `Operation.create` and `Operation.append_new`, which
odsgen.ir.operation binds to `Operation` once the classes they make exist.

Compiled (op_creation.pxd), the new operation and the operands, results and
successors made for it are `...Layout` locals, and so are the block it is
appended to and the values it uses: their fields are written in place, one
store each, where an attribute store costs some 180 instructions (odsgen/ir/
layout.pxd lays the fields out). Their objects come from `new_objects`, whose
compiled form hands them over with every field holding None for the stores
to replace. Pure Python runs the same source, storing attributes.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from . import new_objects
from .attributes import Attribute, DictionaryAttr
from .location import Location, UnknownLoc
from .types import Type

# `OperationLayout` (`OpOperandLayout`...), in annotations of locals only:
# `Operation` (`OpOperand`...) to the compiled module (op_creation.pxd), its
# fields written in place (layout.pxd).


# `create`'s `name` and `num_regions` are `Any`, not `str | None` and `int`:
# compiled with annotation typing, those would be type-tested (or converted)
# on the way in, and the compiled form would refuse calls the pure one takes.
def create(
    cls: Any,
    name: Any = None,
    operands: Sequence[Any] = (),
    result_types: Sequence[Type] = (),
    attributes: DictionaryAttr | dict[str, Attribute] | None = None,
    successors: Sequence[Any] = (),
    num_regions: Any = 0,
    location: Location | int | None = None,
    regions: Sequence[Any] | None = None,
) -> Any:
    """A new, detached operation of class `cls` (see `Builder.insert` to
    place it); `name` None is the class's `OPERATION_NAME`."""
    op: OperationLayout = new_objects.operation(cls)
    op.name = name if name is not None else cls.OPERATION_NAME
    # One or two operands (most ops) without the iterators of the general case.
    if not operands:
        op._operands = ()
    elif len(operands) == 1:
        op._operands = (new_objects.op_operand(op, operands[0]),)
    elif len(operands) == 2:
        op._operands = (
            new_objects.op_operand(op, operands[0]),
            new_objects.op_operand(op, operands[1]),
        )
    else:
        op._operands = _operands_of(op, operands)
    if not result_types:
        op.results = ()
    elif len(result_types) == 1:  # most ops: `OpResult(...)`, inlined
        result: OpResultLayout = new_objects.op_result()
        result.type = result_types[0]
        result._uses = None
        result.owner = op
        result.index = 0
        op.results = (result,)
    else:
        op.results = _results_of(op, result_types)
    if attributes.__class__ is not DictionaryAttr:
        if attributes is None or not attributes:
            attributes = _EMPTY_DICT()
        else:
            attributes = DictionaryAttr.get(attributes)  # type: ignore[arg-type]
    if cls.HAS_DEFAULT_ATTRIBUTES:
        attributes = _with_defaults_of(cls, attributes)  # type: ignore[arg-type]
    op.attributes = attributes
    if regions is None and not num_regions:
        op.regions = ()
    else:
        if regions is None:
            regions = [new_objects.region() for _ in range(num_regions)]
        for region in regions:
            region.parent = op
        op.regions = tuple(regions)
    op._successors = _successors_of(op, successors) if successors else None
    # An int is a location kept packed (see `location.pack_location`).
    op._location = location if location is not None else UnknownLoc.get()
    op.parent = op._prev = op._next = None
    return op


def append_new(
    cls: Any,
    block: Any,
    name: Any,
    operands: Sequence[Any],
    result_types: Sequence[Type],
    attributes: DictionaryAttr,
    successors: Sequence[Any],
    location: Location | int,
) -> Any:
    """`block.append(cls.create(name, operands, result_types, attributes,
    successors, 0, location))` for callers whose `attributes` already hold
    the class's defaults (a dictionary `create` made): the same op, built
    without `create`'s conversions and calls (the parsers' hot path)."""
    op: OperationLayout = new_objects.operation(cls)
    op.name = name
    # One or two operands (most ops: loads, stores, arithmetic): no iterator.
    if len(operands) == 1:
        op._operands = (new_objects.op_operand(op, operands[0]),)
    elif len(operands) == 2:
        op._operands = (
            new_objects.op_operand(op, operands[0]),
            new_objects.op_operand(op, operands[1]),
        )
    elif operands:
        op._operands = _operands_of(op, operands)
    else:
        op._operands = ()
    if not result_types:
        op.results = ()
    elif len(result_types) == 1:
        result: OpResultLayout = new_objects.op_result()
        result.type = result_types[0]
        result._uses = None
        result.owner = op
        result.index = 0
        op.results = (result,)
    else:
        op.results = _results_of(op, result_types)
    op.attributes = attributes
    op.regions = ()
    if not successors:
        op._successors = None
    elif len(successors) == 1:  # an unconditional branch: no iterator
        op._successors = [new_objects.block_operand(op, 0, successors[0])]
    else:
        op._successors = _successors_of(op, successors)
    op._location = location
    parent: BlockLayout = block  # `block.append(op)`, inlined
    op.parent = parent
    last: OperationLayout | None = parent._last
    op._prev = last
    op._next = None
    if last is None:
        parent._first = op
    else:
        last._next = op
    parent._last = op
    return op


# (Loops of their own: a comprehension in `create` or `append_new` would make
# `op` a cell, for every op.)


def _operands_of(owner: Any, values: Sequence[Any]) -> tuple:
    """The operands of `owner` that use `values`, in order."""
    uses = []
    for value in values:
        uses.append(new_objects.op_operand(owner, value))
    return tuple(uses)


def _results_of(owner: Any, types: Sequence[Type]) -> tuple:
    """The results of `owner`, of `types`."""
    results = []
    for index, type_ in enumerate(types):
        result: OpResultLayout = new_objects.op_result()
        result.type = type_
        result._uses = None
        result.owner = owner
        result.index = index
        results.append(result)
    return tuple(results)


def _successors_of(owner: Any, blocks: Sequence[Any]) -> list:
    """The successors of `owner` that name `blocks`, in order."""
    successors = []
    for index, block in enumerate(blocks):
        successors.append(new_objects.block_operand(owner, index, block))
    return successors


def _EMPTY_DICT() -> DictionaryAttr:
    return DictionaryAttr.get_sorted(())


# `_with_defaults` results by (op class, attributes): dictionaries are uniqued.
_DEFAULTED: dict[tuple[type, DictionaryAttr], DictionaryAttr] = {}


# The names of each op class's default-valued attributes.
_DEFAULT_NAMES: dict[type, tuple[str, ...]] = {}


def _with_defaults_of(cls: type, attributes: DictionaryAttr) -> DictionaryAttr:
    """`attributes` with the default-valued attributes of `cls` they lack, memoized."""
    key = (cls, attributes)
    found = _DEFAULTED.get(key)
    if found is None:
        if len(_DEFAULTED) > 10_000:
            _DEFAULTED.clear()
        if _has_defaults(cls, attributes):
            found = attributes  # a parsed `llvm.func`: its dictionary is its own
        else:
            found = _with_defaults(attributes, cls.default_attributes())  # type: ignore[attr-defined]
        _DEFAULTED[key] = found
    return found


def _has_defaults(cls: type, attributes: DictionaryAttr) -> bool:
    """True if `attributes` names every default-valued attribute of `cls`
    (known without making the defaults)."""
    names = _DEFAULT_NAMES.get(cls)
    if names is None:
        names = _DEFAULT_NAMES[cls] = tuple(cls.default_attributes())  # type: ignore[attr-defined]
    if len(names) > len(attributes.items):
        return False
    present = {name for name, _ in attributes.items}
    return all(name in present for name in names)


def _with_defaults(
    attributes: DictionaryAttr, defaults: Mapping[str, Attribute]
) -> DictionaryAttr:
    """`attributes` with the `defaults` it lacks added."""
    missing = [(k, v) for k, v in defaults.items() if k not in attributes]
    if not missing:
        return attributes
    return DictionaryAttr.get([*attributes.items, *missing])
