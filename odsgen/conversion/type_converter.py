"""Type conversion: how the types of a source dialect map to a target's.

As MLIR 16's `TypeConverter`: conversion callbacks are tried newest first; a
callback returns None when it does not handle the type (the next one is
tried), a type (a 1:1 conversion), a list of types (1:N; empty drops the
value), or False (the type cannot be converted). Materializations build the
IR that turns values of one type into another where the conversion leaves
both alive: source (converted -> original type), target (original ->
converted) and argument (converted block arguments -> original type)
materializations; each returns a value, or None to let an older one try.
"""

from __future__ import annotations

from typing import Callable, NamedTuple, Sequence, Union

from ..ir.builder import Builder
from ..ir.location import Location
from ..ir.operation import Block, Operation, Region, Value
from ..ir.types import FunctionType, Type

ConversionResult = Union[Type, Sequence[Type], bool, None]
ConversionCallback = Callable[[Type], ConversionResult]
MaterializationCallback = Callable[
    [Builder, Type, Sequence[Value], Location], Union[Value, None]
]


class InputMapping(NamedTuple):
    """Where original input `n` went: `size` new inputs from `input_no`, or
    (size 0) the value `replacement`, or nowhere (dropped) if absent."""

    input_no: int
    size: int
    replacement: Value | None = None


class SignatureConversion:
    """The new inputs of a block or function signature, and where each original
    input went (MLIR's TypeConverter::SignatureConversion)."""

    def __init__(self, num_orig_inputs: int) -> None:
        self.remapped: list[InputMapping | None] = [None] * num_orig_inputs
        self.converted_types: list[Type] = []

    def add_inputs(self, orig_input_no: int, types: Sequence[Type]) -> None:
        """Original input `orig_input_no` becomes new inputs of `types`."""
        assert types, "expected valid types"
        self.remap_input(orig_input_no, len(self.converted_types), len(types))
        self.append_inputs(types)

    def append_inputs(self, types: Sequence[Type]) -> None:
        """New inputs that no original input maps to."""
        assert types, "1->0 type remappings don't need to be added explicitly"
        self.converted_types.extend(types)

    def remap_input(self, orig_input_no: int, new_input_no: int, count: int) -> None:
        assert self.remapped[orig_input_no] is None, "input has already been remapped"
        assert count != 0, "expected valid input count"
        self.remapped[orig_input_no] = InputMapping(new_input_no, count)

    def remap_input_to_value(self, orig_input_no: int, value: Value) -> None:
        """Original input `orig_input_no` is dropped and replaced by `value`."""
        assert self.remapped[orig_input_no] is None, "input has already been remapped"
        self.remapped[orig_input_no] = InputMapping(orig_input_no, 0, value)

    def input_mapping(self, orig_input_no: int) -> InputMapping | None:
        return self.remapped[orig_input_no]


class TypeConverter:
    """Converts types and materializes conversions between them."""

    def __init__(self) -> None:
        self._conversions: list[ConversionCallback] = []
        self._source: list[MaterializationCallback] = []
        self._target: list[MaterializationCallback] = []
        self._argument: list[MaterializationCallback] = []
        self._cache: dict[Type, tuple[Type, ...] | None] = {}
        # The types being converted, outermost first: a callback converting a
        # recursive type sees where it is (MLIR's conversion call stack).
        self.call_stack: list[Type] = []

    # -- registration ------------------------------------------------------------

    def add_conversion(self, callback: ConversionCallback) -> ConversionCallback:
        """Register `callback` (tried before those registered earlier); usable
        as a decorator."""
        self._conversions.append(callback)
        self._cache.clear()
        return callback

    def add_source_materialization(
        self, callback: MaterializationCallback
    ) -> MaterializationCallback:
        self._source.append(callback)
        return callback

    def add_target_materialization(
        self, callback: MaterializationCallback
    ) -> MaterializationCallback:
        self._target.append(callback)
        return callback

    def add_argument_materialization(
        self, callback: MaterializationCallback
    ) -> MaterializationCallback:
        self._argument.append(callback)
        return callback

    # -- converting types ----------------------------------------------------------

    def convert_type_multi(self, type_: Type) -> list[Type] | None:
        """The types `type_` converts to (maybe none or several), or None if
        it cannot be converted."""
        converted = self.converted_types(type_)
        return None if converted is None else list(converted)

    def converted_types(self, type_: Type) -> tuple[Type, ...] | None:
        """`convert_type_multi` as a shared tuple (not to be changed)."""
        cache = self._cache
        if type_ in cache:
            return cache[type_]
        self.call_stack.append(type_)
        try:
            for callback in reversed(self._conversions):
                result = callback(type_)
                if result is not None:
                    break
            else:
                return None
        finally:
            self.call_stack.pop()
        if result is False:
            cache[type_] = None
            return None
        types = (result,) if isinstance(result, Type) else tuple(result)
        cache[type_] = types
        return types

    def convert_type(self, type_: Type) -> Type | None:
        """The one type `type_` converts to, or None."""
        types = self.converted_types(type_)
        return types[0] if types is not None and len(types) == 1 else None

    def convert_types(self, types: Sequence[Type]) -> list[Type] | None:
        """All of `types` converted, concatenated; None if one cannot be."""
        converted: list[Type] = []
        for type_ in types:
            result = self.converted_types(type_)
            if result is None:
                return None
            converted.extend(result)
        return converted

    def is_legal(self, item: Type | Sequence[Type] | Operation | Region) -> bool:
        """True if a type (all types) converts to itself; for an op, its operand
        and result types; for a region, its block argument types."""
        if isinstance(item, Type):
            return self.convert_type(item) is item
        if isinstance(item, Operation):
            return self.is_legal([v.type for v in item.operands]) and self.is_legal(
                item.result_types
            )
        if isinstance(item, Region):
            return all(
                self.is_legal([a.type for a in block.arguments]) for block in item
            )
        return all(self.is_legal(t) for t in item)

    def is_signature_legal(self, type_: FunctionType) -> bool:
        return self.is_legal([*type_.inputs, *type_.results])

    # -- signatures -------------------------------------------------------------------

    def convert_signature_arg(
        self, input_no: int, type_: Type, result: SignatureConversion
    ) -> bool:
        """Add the conversion of input `input_no` to `result`; False on failure."""
        converted = self.convert_type_multi(type_)
        if converted is None:
            return False
        if converted:
            result.add_inputs(input_no, converted)
        return True

    def convert_signature_args(
        self, types: Sequence[Type], result: SignatureConversion, offset: int = 0
    ) -> bool:
        return all(
            self.convert_signature_arg(offset + i, t, result)
            for i, t in enumerate(types)
        )

    def convert_block_signature(self, block: Block) -> SignatureConversion | None:
        """The conversion of `block`'s argument types, or None."""
        arguments = block.arguments
        conversion = SignatureConversion(len(arguments))
        remapped = conversion.remapped
        types = conversion.converted_types
        for index, argument in enumerate(arguments):
            converted = self.converted_types(argument.type)
            if converted is None:
                return None
            if converted:
                remapped[index] = InputMapping(len(types), len(converted))
                types.extend(converted)
        return conversion

    # -- materializations ----------------------------------------------------------------

    def materialize_source_conversion(
        self, builder: Builder, location: Location, type_: Type, inputs: Sequence[Value]
    ) -> Value | None:
        return _materialize(self._source, builder, location, type_, inputs)

    def materialize_target_conversion(
        self, builder: Builder, location: Location, type_: Type, inputs: Sequence[Value]
    ) -> Value | None:
        return _materialize(self._target, builder, location, type_, inputs)

    def materialize_argument_conversion(
        self, builder: Builder, location: Location, type_: Type, inputs: Sequence[Value]
    ) -> Value | None:
        return _materialize(self._argument, builder, location, type_, inputs)


def _materialize(
    callbacks: list[MaterializationCallback],
    builder: Builder,
    location: Location,
    type_: Type,
    inputs: Sequence[Value],
) -> Value | None:
    for callback in reversed(callbacks):
        value = callback(builder, type_, list(inputs), location)
        if value is not None:
            return value
    return None
