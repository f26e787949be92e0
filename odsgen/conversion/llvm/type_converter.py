"""The type converter of lowerings to the LLVM dialect (MLIR 16's
LLVMTypeConverter and LowerToLLVMOptions).

Builtin types become LLVM dialect types: `index` an integer of the index
bitwidth, signed and unsigned integers signless ones, `complex<T>` a struct of
two, n-D vectors arrays of 1-D vectors, memrefs their descriptor structs and
function types pointers to `!llvm.func`. Types the LLVM dialect accepts stay.
Function signatures are converted with the calling convention: several results
are packed into one struct, memref arguments are expanded into their
descriptor's fields (or bare pointers).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any, Sequence

from ...ir.builtin import UnrealizedConversionCastOp
from ...ir.context import Context
from ...ir.types import (
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    Type,
    UnrankedMemRefType,
    VectorType,
)
from ...hooks.llvm.type_library import is_compatible_type
from ...ir.strides import is_strided, strides_and_offset
from ...transforms.rewrite_support import loaded_package
from ..type_converter import SignatureConversion, TypeConverter
from .descriptors import pack_descriptor

# MLIR's kDeriveIndexBitwidthFromDataLayout: the index bitwidth comes from
# the data layout (64 bits when it says nothing).
DERIVE_INDEX_BITWIDTH = 0


@dataclass
class LowerToLLVMOptions:
    """How builtin types and functions are lowered.

    `index_bitwidth` 0 derives it from the data layout (64 bits);
    `data_layout` is the LLVM data layout string the lowered module gets;
    `use_bare_ptr_call_conv` passes static memrefs as bare pointers;
    `use_opaque_pointers` makes every pointer `!llvm.ptr` (MLIR 16's
    default, kept here, is typed pointers: `!llvm.ptr<i32>`).
    """

    index_bitwidth: int = DERIVE_INDEX_BITWIDTH
    data_layout: str = ""
    use_bare_ptr_call_conv: bool = False
    use_opaque_pointers: bool = False

    def get_index_bitwidth(self) -> int:
        return self.index_bitwidth or 64


def llvm_dialect(context: Context | None = None) -> ModuleType:
    """The generated LLVM dialect package, loaded into `context`."""
    return loaded_package(context, "llvm")


class LLVMTypeConverter(TypeConverter):
    """Converts builtin types to LLVM dialect types (see the module doc)."""

    def __init__(
        self, context: Context | None = None, options: LowerToLLVMOptions | None = None
    ) -> None:
        super().__init__()
        self.context = context if context is not None else Context.current()
        self.options = options if options is not None else LowerToLLVMOptions()
        self.llvm = llvm_dialect(self.context)
        self._compatible: dict[Type, bool] = {}
        self._pointers: dict[tuple[Type, int], Type] = {}
        self.add_conversion(self._convert_builtin)
        self.add_conversion(self._convert_compatible)
        self.add_conversion(self._convert_llvm)
        self.add_argument_materialization(self._pack_memref_argument)
        self.add_source_materialization(unrealized_cast)
        self.add_target_materialization(unrealized_cast)

    # -- the types the conversion uses -----------------------------------------------

    @property
    def index_bitwidth(self) -> int:
        return self.options.get_index_bitwidth()

    def index_type(self) -> IntegerType:
        """The integer type `index` lowers to."""
        return IntegerType.get(self.index_bitwidth, 0, self.context)

    def pointer_type(self, element: Type, address_space: int = 0) -> Type:
        """A pointer to `element`: typed, or opaque with `use_opaque_pointers`."""
        key = (element, address_space)
        found = self._pointers.get(key)
        if found is None:
            if self.options.use_opaque_pointers:
                element = None  # type: ignore[assignment]
            found = self._pointers[key] = self.llvm.LLVMPointerType.get(
                element, address_space
            )
        return found

    def struct_type(self, body: Sequence[Type], packed: bool = False) -> Type:
        """The literal struct of `body`."""
        return self.llvm.LLVMStructType.get(None, tuple(body), packed)

    def void_type(self) -> Type:
        return self.llvm.LLVMVoidType.get()

    def is_compatible(self, type_: Type) -> bool:
        """True if the LLVM dialect accepts `type_` as it is."""
        found = self._compatible.get(type_)
        if found is None:
            found = bool(is_compatible_type(type_))
            if isinstance(type_, (IntegerType, FloatType)):
                # Builtin types cannot change (an identified struct can).
                self._compatible[type_] = found
        return found

    # -- conversion callbacks (tried last registered first) --------------------------

    def _convert_builtin(self, type_: Type) -> Any:
        if isinstance(type_, IndexType):
            return self.index_type()
        if isinstance(type_, IntegerType):
            return IntegerType.get(type_.width)
        if isinstance(type_, FloatType):
            return type_
        if isinstance(type_, ComplexType):
            element = self.convert_type(type_.element_type)
            return False if element is None else self.struct_type([element, element])
        if isinstance(type_, FunctionType):
            signature = self.convert_function_signature(
                type_, False, SignatureConversion(len(type_.inputs))
            )
            return False if signature is None else self.pointer_type(signature)
        if isinstance(type_, VectorType):
            return self._convert_vector(type_)
        if isinstance(type_, MemRefType):
            fields = self.memref_descriptor_fields(type_, unpack_aggregates=False)
            return False if fields is None else self.struct_type(fields)
        if isinstance(type_, UnrankedMemRefType):
            if self.convert_type(type_.element_type) is None:
                return False
            return self.struct_type(self.unranked_memref_descriptor_fields())
        return None

    def _convert_vector(self, type_: VectorType) -> Any:
        element = self.convert_type(type_.element_type)
        if element is None:
            return False
        if not type_.shape:
            return VectorType.get([1], element)
        result: Type = VectorType.get(
            [type_.shape[-1]], element, [type_.scalable_dims[-1]]
        )
        for size in reversed(type_.shape[:-1]):
            result = self.llvm.LLVMArrayType.get(result, size)
        return result

    def _convert_compatible(self, type_: Type) -> Any:
        return type_ if self.is_compatible(type_) else None

    def _convert_llvm(self, type_: Type) -> Any:
        llvm = self.llvm
        if isinstance(type_, llvm.LLVMPointerType):
            if type_.element_type is None:
                return type_
            element = self.convert_type(type_.element_type)
            if element is None:
                return False
            return llvm.LLVMPointerType.get(element, type_.address_space)
        if isinstance(type_, llvm.LLVMStructType):
            if self.is_compatible(type_) or type_.identifier is not None:
                return type_ if self.is_compatible(type_) else None
            body = self.convert_types(type_.body or ())
            return False if body is None else self.struct_type(body, type_.packed)
        if isinstance(type_, llvm.LLVMArrayType):
            element = self.convert_type(type_.element_type)
            if element is None:
                return False
            return llvm.LLVMArrayType.get(element, type_.num_elements)
        if isinstance(type_, llvm.LLVMFunctionType):
            result = self.convert_type(type_.return_type)
            params = self.convert_types(type_.params)
            if result is None or params is None:
                return False
            return llvm.LLVMFunctionType.get(result, tuple(params), type_.var_arg)
        return None

    # -- memref descriptors ----------------------------------------------------------

    def memref_descriptor_fields(
        self, type_: MemRefType, unpack_aggregates: bool
    ) -> list[Type] | None:
        """The fields of a ranked memref's descriptor: allocated and aligned
        pointers, offset, then sizes and strides (arrays, or one index each
        when `unpack_aggregates`); None if the element type cannot convert."""
        element = self.convert_type(type_.element_type)
        if element is None or not is_strided(type_):
            return None
        pointer = self.pointer_type(element, memory_space(type_))
        index = self.index_type()
        fields: list[Type] = [pointer, pointer, index]
        rank = len(type_.shape)
        if rank == 0:
            return fields
        if unpack_aggregates:
            return fields + [index] * (2 * rank)
        array = self.llvm.LLVMArrayType.get(index, rank)
        return fields + [array, array]

    def unranked_memref_descriptor_fields(self) -> list[Type]:
        """An unranked memref's descriptor: its rank and a pointer to a ranked one."""
        return [self.index_type(), self.pointer_type(IntegerType.get(8))]

    def can_convert_to_bare_ptr(self, type_: Type) -> bool:
        """True for memrefs of static shape, strides and offset."""
        if not isinstance(type_, MemRefType):
            return False
        if any(d is None or d < 0 for d in type_.shape):
            return False
        layout = strides_and_offset(type_)
        return layout is not None and None not in layout[0] and layout[1] is not None

    def convert_memref_to_bare_ptr(self, type_: Type) -> Type | None:
        if not self.can_convert_to_bare_ptr(type_):
            return None
        element = self.convert_type(type_.element_type)  # type: ignore[attr-defined]
        if element is None:
            return None
        return self.pointer_type(element, memory_space(type_))

    # -- the calling convention ------------------------------------------------------

    def convert_calling_convention_type(self, type_: Type) -> Type | None:
        """A function argument or result's type under the calling convention."""
        if self.options.use_bare_ptr_call_conv and isinstance(
            type_, (MemRefType, UnrankedMemRefType)
        ):
            return self.convert_memref_to_bare_ptr(type_)
        return self.convert_type(type_)

    def function_argument_types(self, type_: Type) -> list[Type] | None:
        """The LLVM arguments one function argument of `type_` becomes."""
        if self.options.use_bare_ptr_call_conv:
            converted = self.convert_calling_convention_type(type_)
            return None if converted is None else [converted]
        if isinstance(type_, MemRefType):
            return self.memref_descriptor_fields(type_, unpack_aggregates=True)
        if isinstance(type_, UnrankedMemRefType):
            return self.unranked_memref_descriptor_fields()
        converted = self.convert_type(type_)
        return None if converted is None else [converted]

    def pack_function_results(self, types: Sequence[Type]) -> Type | None:
        """The one LLVM result type of results `types` (several: a struct)."""
        assert types, "expected results to pack"
        if len(types) == 1:
            return self.convert_calling_convention_type(types[0])
        converted = []
        for type_ in types:
            one = self.convert_calling_convention_type(type_)
            if one is None or not self.is_compatible(one):
                return None
            converted.append(one)
        return self.struct_type(converted)

    def convert_function_signature(
        self, type_: FunctionType, is_variadic: bool, result: SignatureConversion
    ) -> Type | None:
        """The `!llvm.func` of `type_`, filling `result` with where each
        argument went; None if some type cannot be converted."""
        for index, input_type in enumerate(type_.inputs):
            converted = self.function_argument_types(input_type)
            if converted is None:
                return None
            result.add_inputs(index, converted)
        if type_.results:
            result_type = self.pack_function_results(type_.results)
            if result_type is None:
                return None
        else:
            result_type = self.void_type()
        return self.llvm.LLVMFunctionType.get(
            result_type, tuple(result.converted_types), is_variadic
        )

    def convert_function_type_c_wrapper(
        self, type_: FunctionType
    ) -> tuple[Type | None, bool]:
        """The `_mlir_ciface_` wrapper's `!llvm.func` of `type_`, and whether
        the (struct) result became a first pointer argument; memrefs are
        passed as pointers to their descriptors."""
        if type_.results:
            result_type = self.pack_function_results(type_.results)
            if result_type is None:
                return None, False
        else:
            result_type = self.void_type()
        inputs: list[Type] = []
        result_is_argument = isinstance(result_type, self.llvm.LLVMStructType)
        if result_is_argument:
            inputs.append(self.pointer_type(result_type))
            result_type = self.void_type()
        for input_type in type_.inputs:
            converted = self.convert_type(input_type)
            if converted is None or not self.is_compatible(converted):
                return None, False
            if isinstance(input_type, (MemRefType, UnrankedMemRefType)):
                converted = self.pointer_type(converted)
            inputs.append(converted)
        return self.llvm.LLVMFunctionType.get(result_type, tuple(inputs)), (
            result_is_argument
        )

    # -- materializations ------------------------------------------------------------

    def _pack_memref_argument(
        self, builder: Any, type_: Type, inputs: Sequence[Any], location: Any
    ) -> Any:
        if len(inputs) == 1 or not isinstance(type_, (MemRefType, UnrankedMemRefType)):
            return None
        return pack_descriptor(builder, location, self, type_, inputs)


def unrealized_cast(
    builder: Any, type_: Type, inputs: Sequence[Any], location: Any
) -> Any:
    """A `builtin.unrealized_conversion_cast` of one value to `type_`."""
    if len(inputs) != 1:
        return None
    return builder.create(
        UnrealizedConversionCastOp.OPERATION_NAME,
        inputs,
        [type_],
        location=location,
    ).results[0]


def memory_space(type_: Any) -> int:
    """The integer memory space of a memref type (0 when absent)."""
    space = type_.memory_space
    return 0 if space is None else int(space.value)
