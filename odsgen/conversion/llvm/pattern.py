"""Conversion patterns lowering to the LLVM dialect (MLIR 16's
ConvertOpToLLVMPattern and its one-to-one and vector helpers)."""

from __future__ import annotations

from typing import Any, Callable, Sequence, Union

from ...ir.attributes import Attribute, DictionaryAttr
from ...ir.operation import Operation, Value
from ...ir.types import Type
from ..pattern import ConversionPattern
from .builders import extract_value, insert_value, undef
from .type_converter import LLVMTypeConverter

# The new op's attributes: a dictionary attribute, or a dict of them.
Attributes = Union[DictionaryAttr, dict[str, Attribute]]
AttrConvert = Callable[[Operation], Attributes]


class ConvertToLLVMPattern(ConversionPattern):
    """A conversion pattern of ops named `root` with an `LLVMTypeConverter`."""

    type_converter: LLVMTypeConverter

    def __init__(
        self,
        type_converter: LLVMTypeConverter,
        root: str | None = None,
        benefit: int | None = None,
    ) -> None:
        super().__init__(type_converter, root or self.root, benefit)

    @property
    def llvm(self) -> Any:
        """The LLVM dialect package."""
        return self.type_converter.llvm


def pass_through(op: Operation) -> DictionaryAttr:
    """The op's attributes, unchanged."""
    return op.attributes


def _dictionary(attributes: Attributes) -> DictionaryAttr:
    if isinstance(attributes, DictionaryAttr):
        return attributes
    return DictionaryAttr.get(attributes)


# -- one-to-one rewrites ----------------------------------------------------------------------


def one_to_one_rewrite(
    op: Operation,
    target: str,
    operands: Sequence[Value],
    attributes: Attributes,
    converter: LLVMTypeConverter,
    rewriter: Any,
) -> bool:
    """Replace `op` with the op `target` of the same operands (converted) and
    attributes; several results come out of one struct."""
    results = op.results
    result_types: list[Type] = []
    if results:
        packed = converter.pack_function_results([r.type for r in results])
        if packed is None:
            return False
        result_types.append(packed)
    new = rewriter.create(
        target,
        operands,
        result_types,
        _dictionary(attributes),
        location=op._location,  # kept packed if it is
    )
    if not results:
        rewriter.erase_op(op)
    elif len(results) == 1:
        rewriter.replace_op(op, new.results)
    else:
        rewriter.replace_op(
            op,
            [
                extract_value(rewriter, op.location, new.results[0], [i])
                for i in range(len(op.results))
            ],
        )
    return True


def handle_multidimensional_vectors(
    op: Operation,
    operands: Sequence[Value],
    converter: LLVMTypeConverter,
    create: Callable[[Type, list[Value]], Value],
    rewriter: Any,
) -> bool:
    """Replace `op`, whose result is an n-D vector (an array of 1-D vectors in
    LLVM), with `create` applied to each 1-D vector of its operands."""
    result_type = converter.convert_type(op.results[0].type)
    sizes: list[int] = []
    inner: Any = result_type
    llvm = converter.llvm
    while isinstance(inner, llvm.LLVMArrayType):
        sizes.append(inner.num_elements)
        inner = inner.element_type
    location = op.location
    descriptor = undef(rewriter, location, result_type)  # type: ignore[arg-type]
    total = 1
    for size in sizes:
        total *= size
    for linear in range(total):
        position = []
        for size in reversed(sizes):
            position.append(linear % size)
            linear //= size
        position.reverse()
        extracted = [
            extract_value(rewriter, location, operand, position) for operand in operands
        ]
        value = create(inner, extracted)
        descriptor = insert_value(rewriter, location, descriptor, value, position)
    rewriter.replace_op(op, [descriptor])
    return True


def vector_one_to_one_rewrite(
    op: Operation,
    target: str,
    operands: Sequence[Value],
    attributes: Attributes,
    converter: LLVMTypeConverter,
    rewriter: Any,
) -> bool:
    """`one_to_one_rewrite`, unrolled over the 1-D vectors of n-D ones."""
    is_compatible = converter.is_compatible
    for value in operands:
        if not is_compatible(value.type):
            return False
    if not isinstance(operands[0].type, converter.llvm.LLVMArrayType):
        return one_to_one_rewrite(op, target, operands, attributes, converter, rewriter)
    dictionary = _dictionary(attributes)

    def create(type_: Type, values: list[Value]) -> Value:
        return rewriter.create(
            target, values, [type_], dictionary, location=op.location
        ).results[0]

    return handle_multidimensional_vectors(op, operands, converter, create, rewriter)


class VectorConvertToLLVMPattern(ConvertToLLVMPattern):
    """`source` -> `target` of the same operands, over n-D vectors too;
    `attr_convert` gives the new op's attributes."""

    def __init__(
        self,
        type_converter: LLVMTypeConverter,
        source: str,
        target: str,
        attr_convert: AttrConvert = pass_through,
    ) -> None:
        super().__init__(type_converter, source)
        self.target = target
        self.generated_ops = (target,)
        self.attr_convert = attr_convert

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        return vector_one_to_one_rewrite(
            op,
            self.target,
            operands,
            self.attr_convert(op),
            self.type_converter,
            rewriter,
        )
