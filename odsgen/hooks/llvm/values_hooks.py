"""Behaviour of the LLVM dialect's value operations (MLIR 16's `LLVMDialect.cpp`):
the custom syntax of `llvm.icmp` and `llvm.fcmp`, the custom directives that
infer the types of `llvm.extractvalue`, `llvm.insertvalue` and
`llvm.shufflevector`, their verifiers, and the folders of the casts, of
`llvm.extractvalue` and of `llvm.mlir.constant`.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from odsgen.ir.attributes import (
    ArrayAttr,
    Attribute,
    FloatAttr,
    IntegerAttr,
    StringAttr,
)
from odsgen.ir.dense import ElementsAttr
from odsgen.ir.diagnostics import emit_error, op_error
from odsgen.ir.local_verify import local_verifier, string_size
from odsgen.ir.types import FloatType, IntegerType, Type

from .type_library import (
    get_vector_element_type,
    get_vector_num_elements,
    get_vector_type,
    is_compatible_type,
    is_compatible_vector_type,
    is_scalable_vector_type,
)
from .op_syntax import print_LLVMOpAttrs
from .registry import hooks
from odsgen.ir.attributes import DictionaryAttr

# -- types ------------------------------------------------------------------------------


@hooks.export
def get_i1_same_shape(value: Type) -> Type:
    """`i1`, or a vector of `i1` as long as `value` when it is a vector."""
    i1 = IntegerType.get(1)
    if is_compatible_vector_type(value):
        count = get_vector_num_elements(value)
        return get_vector_type(i1, count.min, count.scalable)
    return i1


def _member_type_or_error(
    error: Callable[[str], Exception], container: Type, position: Sequence[int]
) -> Type:
    """The type at `position` in `container`, or `raise error(message)`."""
    if not is_compatible_type(container):
        raise error(f"expected LLVM IR Dialect type, got '{container}'")
    current = container
    for index in position:
        if isinstance(current, hooks.package.LLVMArrayType):
            size, element = current.num_elements, current.element_type
        elif isinstance(current, hooks.package.LLVMStructType):
            size = len(current.elements)
            element = current.elements[index] if 0 <= index < size else None
        else:
            raise error(f"expected LLVM IR structure/array type, got: '{current}'")
        if index < 0 or index >= size:
            raise error(f"position out of bounds: {index}")
        current = element
    return current


@hooks.export
def member_type(container: Type, position: Sequence[int]) -> Type:
    """The type at `position` in the struct or array type `container`
    (ValueError if the position does not lead to a member)."""
    return _member_type_or_error(ValueError, container, position)


@hooks.export
def shuffle_type(v1_type: Type, mask_size: int) -> Type:
    """The type of a shuffle of `v1_type` vectors with a mask of `mask_size`."""
    return get_vector_type(
        get_vector_element_type(v1_type),
        mask_size,
        is_scalable_vector_type(v1_type),
    )


@hooks.export
def integer_attr(type_: Type, value: int) -> Attribute:
    """`value : type_` (MLIR's getIntegerAttr)."""
    return IntegerAttr.get(type_, value)


@hooks.export
def float_attr(type_: Type, value: float) -> Attribute:
    """`value : type_` as a float attribute."""
    return FloatAttr.get(type_, value)


# -- custom directives ------------------------------------------------------------------


@hooks.parser("InsertExtractValueElementType")
def parse_InsertExtractValueElementType(
    parser: Any, container: Type, position: Any
) -> Type:
    """The member type at `position`, inferred: nothing to read."""
    return _member_type_or_error(parser.emit_error, container, position.values)


@hooks.printer("InsertExtractValueElementType")
def print_InsertExtractValueElementType(
    printer: Any, op: Any, value_type: Type, container: Type, position: Any
) -> None:
    """Nothing: the type is inferred."""


@hooks.parser("ShuffleType")
def parse_ShuffleType(parser: Any, v1_type: Type, mask: Any) -> Type:
    """The result type, a vector like `v1_type` as long as the mask."""
    if not is_compatible_vector_type(v1_type):
        raise parser.emit_error("expected an LLVM compatible vector type")
    return shuffle_type(v1_type, len(mask))


@hooks.printer("ShuffleType")
def print_ShuffleType(
    printer: Any, op: Any, v1_type: Type, res_type: Type, mask: Any
) -> None:
    """Nothing: the type is inferred."""


# -- llvm.icmp and llvm.fcmp ------------------------------------------------------------


def _parse_cmp(cls: Any, parser: Any, location: Any, predicates: Any) -> Any:
    """`"pred" %lhs, %rhs {attributes}? : type`, the predicate an i64 attribute."""
    predicate_pos = parser.position
    predicate = parser.parse_attribute()
    if not isinstance(predicate, StringAttr):
        raise parser.emit_error("invalid kind of attribute specified", predicate_pos)
    attributes: dict[str, Attribute] = {"predicate": predicate}
    lhs = parser.parse_ssa_use()
    parser.expect(",")
    rhs = parser.parse_ssa_use()
    dictionary = parser.parse_optional_attr_dict()
    if dictionary is not None:
        attributes.update(dictionary.items)
    repeated = dictionary is not None and "predicate" in dictionary
    parser.expect(":")
    type_pos = parser.position
    type_ = parser.parse_type()
    operands = [parser.resolve_operand(lhs, type_), parser.resolve_operand(rhs, type_)]
    case = predicates.symbolize(predicate.value)
    if case is None:
        raise parser.emit_error(
            f"'{predicate.value}' is an incorrect value of the 'predicate' attribute",
            predicate_pos,
        )
    attributes["predicate"] = IntegerAttr.get(IntegerType.get(64), int(case))
    if not is_compatible_type(type_):
        raise parser.emit_error("expected LLVM dialect-compatible type", type_pos)
    if repeated:  # MLIR's check of every custom op's attributes
        raise parser.emit_error(
            "attribute 'predicate' occurs more than once in the attribute list",
            parser.name_position,
        )
    return cls.create(
        operands=operands,
        result_types=[get_i1_same_shape(type_)],
        attributes=attributes,
        location=location,
    )


def _print_cmp(op: Any, printer: Any, predicate: Any) -> None:
    """` "predicate" %lhs, %rhs`."""
    printer.write(f' "{predicate.stringify()}" ')
    printer.print_operand(op.lhs)
    printer.write(", ")
    printer.print_operand(op.rhs)


class _CmpHooks:
    """`llvm.icmp`/`llvm.fcmp "predicate" %a, %b {attrs} : T`; the predicate
    enum is the generated class `_PREDICATES`."""

    __slots__ = ()
    _PREDICATES = ""

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        predicates = getattr(hooks.package, cls._PREDICATES)
        return _parse_cmp(cls, parser, location, predicates)

    def print(self: Any, printer: Any) -> None:
        _print_cmp(self, printer, self.predicate)
        self._print_attributes(printer)
        printer.write(" : ")
        printer.type(self.lhs.type)

    def _print_attributes(self: Any, printer: Any) -> None:
        printer.print_optional_attr_dict(self.attributes, elided=("predicate",))


@hooks.mixin("ICmpOp")
class ICmpOpHooks(_CmpHooks):
    """`llvm.icmp "eq" %a, %b : i32`."""

    __slots__ = ()
    _PREDICATES = "ICmpPredicate"


@hooks.mixin("FCmpOp")
class FCmpOpHooks(_CmpHooks):
    """`llvm.fcmp "olt" %a, %b {fastmathFlags = ...} : f32`; no flags are not printed."""

    __slots__ = ()
    _PREDICATES = "FCmpPredicate"

    def _print_attributes(self: Any, printer: Any) -> None:
        others = [(k, v) for k, v in self.attributes.items if k != "predicate"]
        print_LLVMOpAttrs(printer, self, DictionaryAttr.get(dict(others)))


# -- folders ----------------------------------------------------------------------------


def _fold_cast(op: Any, operands: list) -> Any:
    """The fold hook of casts: x if the cast does not change the type; the
    original value of a cast of the same kind back to its type."""
    arg = op._operands[0].value
    result_type = op.results[0].type
    if arg.type is result_type:
        return arg
    previous = getattr(arg, "owner", None)
    if type(previous) is type(op):
        original = previous._operands[0].value
        if original.type is result_type:
            return original
    return None


@hooks.mixin("BitcastOp")
class BitcastOpHooks:
    __slots__ = ()

    fold = _fold_cast


@hooks.mixin("AddrSpaceCastOp")
class AddrSpaceCastOpHooks:
    __slots__ = ()

    fold = _fold_cast


def _inserted_by(value: Any) -> Any:
    """The `llvm.insertvalue` that defines `value`, or None."""

    owner = getattr(value, "owner", None)
    return owner if getattr(owner, "name", None) == "llvm.insertvalue" else None


@hooks.mixin("ExtractValueOp")
class ExtractValueOpHooks:
    __slots__ = ()

    def fold(self, operands: list) -> Any:
        """The value an `llvm.insertvalue` chain put at this position; past
        insertions elsewhere, extract from the container they started from."""
        insert = _inserted_by(self._operands[0].value)
        if insert is None:
            return None
        if insert.attributes is self.attributes:  # the same dictionary, position
            return insert._operands[1].value
        position = self.position
        result = None
        while insert is not None:
            inserted_at = insert.position
            if inserted_at == position:
                return insert._operands[1].value
            common = min(len(position), len(inserted_at))
            if position[:common] == inserted_at[:common]:
                return result
            self.set_operand(0, insert.container)
            result = self.results[0]
            insert = _inserted_by(insert.container)
        return result

    @local_verifier()
    def verify_hook(self) -> None:
        container, member = _positioned_member(self)
        found = self.res.type
        if found != member:
            raise op_error(
                self,
                f"Type mismatch: extracting from '{container}' should produce "
                f"'{member}' but this op returns '{found}'",
            )


def _positioned_member(op: Any) -> tuple[Any, Any]:
    """The container type of `llvm.extractvalue`/`insertvalue` and the type
    at its position (an op error if there is none)."""
    container = op.container.type
    member = _member_type_or_error(
        lambda message: op_error(op, message), container, op.position
    )
    return container, member


@hooks.mixin("InsertValueOp")
class InsertValueOpHooks:
    __slots__ = ()

    @local_verifier()
    def verify_hook(self) -> None:
        container, member = _positioned_member(self)
        value = self.value.type
        if value != member:
            raise op_error(
                self, f"Type mismatch: cannot insert '{value}' into '{container}'"
            )


@hooks.mixin("ShuffleVectorOp")
class ShuffleVectorOpHooks:
    __slots__ = ()

    @local_verifier()
    def verify_hook(self) -> None:
        if is_scalable_vector_type(self.v1.type) and any(self.mask):
            raise op_error(self, "expected a splat operation for scalable vectors")


# -- llvm.mlir.constant -----------------------------------------------------------------

_COMPLEX_ELEMENT_FLOATS = frozenset(("f16", "f32", "f64"))


@hooks.mixin("ConstantOp")
class ConstantOpHooks:
    __slots__ = ()

    # `verify` reads of an integer, float or elements `value` its class, not
    # its value; of a string, its size in bytes.
    VERIFY_LITERALS: tuple[str, ...] = ("value",)
    VERIFY_STRING_SIZES: tuple[str, ...] = ("value",)

    def fold(self, operands: list) -> Any:
        return self.value

    @local_verifier()
    def verify_hook(self) -> None:
        value = self.attributes.get_attr("value")  # present: `verify` checked
        result = self.results[0].type
        if isinstance(value, StringAttr):
            _verify_string_constant(self, value.value, result)
        elif isinstance(result, hooks.package.LLVMStructType):
            _verify_complex_constant(self, value, result)
        elif not isinstance(value, (IntegerAttr, ArrayAttr, FloatAttr, ElementsAttr)):
            raise op_error(
                self, "only supports integer, float, string or elements attributes"
            )


def _verify_string_constant(op: Any, text: str, result: Type) -> None:
    """A string makes an array of as many i8 as it has bytes."""
    size = string_size(text)
    if not (
        isinstance(result, hooks.package.LLVMArrayType)
        and result.num_elements == size
        and isinstance(result.element_type, IntegerType)
        and result.element_type.width == 8
    ):
        raise op_error(
            op, f"expected array type of {size} i8 elements for the string constant"
        )


def _verify_complex_constant(op: Any, value: Attribute, result: Any) -> None:
    """A struct of two members of one type, from an array of two numbers."""
    body = result.elements
    if len(body) != 2 or body[0] != body[1]:
        raise emit_error(
            op,
            "expected struct type with two elements of the same type, the type"
            " of a complex constant",
        )
    if not isinstance(value, ArrayAttr) or len(value) != 2:
        raise op_error(
            op,
            "expected array attribute with two elements, representing a complex"
            " constant",
        )
    re, im = value[0].type, value[1].type
    if re is None or im is None or re != im:
        raise op_error(
            op, "expected array attribute with two elements of the same type"
        )
    element = body[0]
    if not (
        isinstance(element, IntegerType)
        or isinstance(element, FloatType)
        and element.name in _COMPLEX_ELEMENT_FLOATS
    ):
        raise emit_error(
            op,
            "expected struct element types to be floating point type or integer"
            " type",
        )
