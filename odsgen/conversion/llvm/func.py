"""`--convert-func-to-llvm` and `--llvm-request-c-wrappers` (MLIR 16's
FuncToLLVM): `func.func` becomes `llvm.func` under the calling convention of
the `LLVMTypeConverter` (several results packed into a struct, memrefs
expanded into their descriptors' fields), with `_mlir_ciface_` wrappers for
functions marked `llvm.emit_c_interface`; calls, returns and `func.constant`
follow. The pattern set is reusable (`populate_func_to_llvm_patterns`).
"""

from __future__ import annotations

from typing import Any, Sequence

from ...ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    FlatSymbolRefAttr,
    IntegerAttr,
    StringAttr,
    TypeAttr,
    UnitAttr,
)
from ...ir.context import Context
from ...ir.location import Location
from ...ir.operation import Operation, Value
from ...ir.types import FunctionType, IndexType, MemRefType, UnrankedMemRefType
from ..driver import apply_partial_conversion, report_error
from ..type_converter import SignatureConversion
from .arith import populate_arith_to_llvm_patterns
from .cf import populate_cf_to_llvm_patterns
from .descriptors import (
    from_static_shape,
    pack_descriptor,
    unpack_descriptor,
    unpacked_count,
)
from .pattern import ConvertToLLVMPattern
from .builders import extract_value, insert_value, undef
from .target import llvm_conversion_target
from .type_converter import LLVMTypeConverter, LowerToLLVMOptions
from .unranked import copy_unranked_descriptors

EMIT_C_INTERFACE = "llvm.emit_c_interface"
_VARARGS = "func.varargs"
_LINKAGE = "llvm.linkage"
_READNONE = "llvm.readnone"
_TYPED_ARG_ATTRS = ("llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca")


def _filter_attributes(func: Operation, drop_arg_res: bool) -> dict[str, Attribute]:
    dropped = {"sym_name", "function_type", _LINKAGE, _VARARGS, _READNONE}
    if drop_arg_res:
        dropped |= {"arg_attrs", "res_attrs"}
    return {k: v for k, v in func.attributes.items if k not in dropped}


def _struct_attrs(attrs: ArrayAttr) -> DictionaryAttr:
    return DictionaryAttr.get({"llvm.struct_attrs": attrs})


def _prepend_result_attrs(attributes: dict[str, Attribute], func: Operation) -> None:
    """The wrapper's result became its first argument: its attributes too."""
    count = len(_function_type(func).inputs)
    all_attrs: list[Attribute] = [DictionaryAttr.get({})] * (count + 1)
    arg_attrs = attributes.get("arg_attrs")
    if isinstance(arg_attrs, ArrayAttr):
        all_attrs[1:] = list(arg_attrs.value)
    res_attrs = attributes.pop("res_attrs", None)
    if isinstance(res_attrs, ArrayAttr):
        values = list(res_attrs.value)
        all_attrs[0] = values[0] if len(values) == 1 else _struct_attrs(res_attrs)
    attributes["arg_attrs"] = ArrayAttr.get(all_attrs)


def _function_type(func: Operation) -> FunctionType:
    return func.attributes.get_attr("function_type").value  # type: ignore[union-attr]


def _new_function(
    rewriter: Any,
    location: Location,
    name: str,
    type_: Any,
    attributes: dict[str, Attribute],
    linkage: Attribute | None = None,
) -> Operation:
    attrs = dict(attributes)
    attrs["sym_name"] = StringAttr.get(name)
    attrs["function_type"] = TypeAttr.get(type_)
    if linkage is not None:
        attrs["linkage"] = linkage
    return rewriter.create("llvm.func", [], [], attrs, regions=1, location=location)


def _add_entry_block(rewriter: Any, func: Operation, location: Location) -> Any:
    params = func.attributes.get_attr("function_type").value.params  # type: ignore
    return rewriter.create_block(func.regions[0], params, [location] * len(params))


def _call(
    rewriter: Any, location: Location, callee: Operation, args: Sequence[Value]
) -> Operation:
    type_ = callee.attributes.get_attr("function_type").value  # type: ignore
    name = callee.attributes.get_attr("sym_name").value  # type: ignore
    results = [] if _is_void(type_.return_type) else [type_.return_type]
    return rewriter.create(
        "llvm.call",
        list(args),
        results,
        {"callee": FlatSymbolRefAttr.get(name)},
        location=location,
    )


def _is_void(type_: Any) -> bool:
    return type(type_).__name__ == "LLVMVoidType"


def _one(rewriter: Any, location: Location, converter: LLVMTypeConverter) -> Value:
    return rewriter.create(
        "llvm.mlir.constant",
        [],
        [converter.index_type()],
        {"value": IntegerAttr.get(IndexType.get(), 1)},
        location=location,
    ).result


def wrap_for_external_callers(
    rewriter: Any,
    location: Location,
    converter: LLVMTypeConverter,
    func: Operation,
    new_func: Operation,
) -> None:
    """`_mlir_ciface_NAME` calling a defined function: descriptors are passed
    by pointer, a struct result is stored through a first pointer argument."""
    type_ = _function_type(func)
    attributes = _filter_attributes(func, drop_arg_res=False)
    wrapper_type, result_is_argument = converter.convert_function_type_c_wrapper(type_)
    if result_is_argument:
        _prepend_result_attrs(attributes, func)
    name = func.attributes.get_attr("sym_name").value  # type: ignore[union-attr]
    wrapper = _new_function(
        rewriter, location, f"_mlir_ciface_{name}", wrapper_type, attributes
    )
    saved = rewriter.insertion_point
    block = _add_entry_block(rewriter, wrapper, location)
    offset = 1 if result_is_argument else 0
    args: list[Value] = []
    for index, input_type in enumerate(type_.inputs):
        arg = block.arguments[index + offset]
        if isinstance(input_type, (MemRefType, UnrankedMemRefType)):
            loaded = rewriter.create(
                "llvm.load",
                [arg],
                [converter.convert_type(input_type)],
                location=location,
            ).result
            args += unpack_descriptor(rewriter, location, loaded, input_type)
            continue
        args.append(arg)
    call = _call(rewriter, location, new_func, args)
    if result_is_argument:
        rewriter.create(
            "llvm.store", [call.results[0], block.arguments[0]], location=location
        )
        rewriter.create("llvm.return", [], location=location)
    else:
        rewriter.create("llvm.return", list(call.results), location=location)
    rewriter.insertion_point = saved


def wrap_external_function(
    rewriter: Any,
    location: Location,
    converter: LLVMTypeConverter,
    func: Operation,
    new_func: Operation,
) -> None:
    """`_mlir_ciface_NAME` declared, and the body of the external function
    `new_func` calling it with descriptors on the stack."""
    saved = rewriter.insertion_point
    type_ = _function_type(func)
    wrapper_type, result_is_argument = converter.convert_function_type_c_wrapper(type_)
    attributes = _filter_attributes(func, drop_arg_res=False)
    if result_is_argument:
        _prepend_result_attrs(attributes, func)
    name = func.attributes.get_attr("sym_name").value  # type: ignore[union-attr]
    wrapper = _new_function(
        rewriter, location, f"_mlir_ciface_{name}", wrapper_type, attributes
    )
    block = _add_entry_block(rewriter, new_func, location)
    remaining = list(block.arguments)
    args: list[Value] = []
    if result_is_argument:
        pointer = wrapper_type.params[0]  # type: ignore[union-attr]
        one = _one(rewriter, location, converter)
        args.append(
            rewriter.create("llvm.alloca", [one], [pointer], location=location).result
        )
    for input_type in type_.inputs:
        if isinstance(input_type, (MemRefType, UnrankedMemRefType)):
            count = unpacked_count(input_type)
            packed = pack_descriptor(
                rewriter, location, converter, input_type, remaining[:count]
            )
            one = _one(rewriter, location, converter)
            allocated = rewriter.create(
                "llvm.alloca",
                [one],
                [converter.pointer_type(packed.type)],
                location=location,
            ).result
            rewriter.create("llvm.store", [packed, allocated], location=location)
            args.append(allocated)
            remaining = remaining[count:]
            continue
        args.append(remaining.pop(0))
    call = _call(rewriter, location, wrapper, args)
    if result_is_argument:
        result_type = converter.pack_function_results(type_.results)
        loaded = rewriter.create(
            "llvm.load", [args[0]], [result_type], location=location
        ).result
        rewriter.create("llvm.return", [loaded], location=location)
    else:
        rewriter.create("llvm.return", list(call.results), location=location)
    rewriter.insertion_point = saved


class FuncOpConversion(ConvertToLLVMPattern):
    """`func.func` -> `llvm.func` (and its C wrapper when requested)."""

    root = "func.func"
    generated_ops = ("llvm.func",)

    def convert_function(self, func: Operation, rewriter: Any) -> Operation | None:
        converter = self.type_converter
        type_ = _function_type(func)
        varargs = func.attributes.get_attr(_VARARGS)
        is_variadic = bool(getattr(varargs, "value", False))
        conversion = SignatureConversion(len(type_.inputs))
        llvm_type = converter.convert_function_signature(type_, is_variadic, conversion)
        if llvm_type is None:
            return None
        attributes = _filter_attributes(func, drop_arg_res=True)
        res_attrs = func.attributes.get_attr("res_attrs")
        if isinstance(res_attrs, ArrayAttr):
            attributes["res_attrs"] = (
                res_attrs
                if len(type_.results) == 1
                else ArrayAttr.get([_struct_attrs(res_attrs)])
            )
        arg_attrs = func.attributes.get_attr("arg_attrs")
        if isinstance(arg_attrs, ArrayAttr):
            new_attrs: list[Attribute | None] = [None] * len(llvm_type.params)
            for index, attrs in enumerate(arg_attrs.value):
                converted = {}
                for key, value in attrs.items:
                    if key in _TYPED_ARG_ATTRS:
                        value = TypeAttr.get(converter.convert_type(value.value))
                    converted[key] = value
                mapping = conversion.input_mapping(index)
                assert mapping is not None
                if mapping.size == 1:
                    new_attrs[mapping.input_no] = DictionaryAttr.get(converted)
                    continue
                for j in range(mapping.size):
                    new_attrs[mapping.input_no + j] = DictionaryAttr.get({})
            attributes["arg_attrs"] = ArrayAttr.get(
                [a if a is not None else DictionaryAttr.get({}) for a in new_attrs]
            )
        linkage = func.attributes.get_attr(_LINKAGE)
        if linkage is not None and type(linkage).__name__ != "LinkageAttr":
            report_error(
                func, f"Contains {_LINKAGE} attribute not of type LLVM::LinkageAttr"
            )
            return None
        memory = None
        readnone = func.attributes.get_attr(_READNONE)
        if readnone is not None:
            if not isinstance(readnone, UnitAttr):
                report_error(
                    func, f"Contains {_READNONE} attribute not of type UnitAttr"
                )
                return None
            llvm = self.llvm
            none = llvm.ModRefInfo.NoModRef
            memory = llvm.MemoryEffectsAttr.get(none, none, none)
        name = func.attributes.get_attr("sym_name").value  # type: ignore[union-attr]
        new_func = _new_function(
            rewriter, func.location, name, llvm_type, attributes, linkage
        )
        if memory is not None:
            new_func.set_attr("memory", memory)
        rewriter.inline_region_before(func.regions[0], new_func.regions[0])
        if (
            rewriter.convert_region_types(new_func.regions[0], converter, conversion)
            is False
        ):
            return None
        return new_func

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        new_func = self.convert_function(op, rewriter)
        if new_func is None:
            return False
        if isinstance(op.attributes.get_attr(EMIT_C_INTERFACE), UnitAttr):
            llvm_type = new_func.attributes.get_attr("function_type").value  # type: ignore
            if llvm_type.var_arg:
                return report_error(
                    op, "C interface for variadic functions is not supported yet."
                )
            if not new_func.regions[0].blocks:
                wrap_external_function(
                    rewriter, op.location, self.type_converter, op, new_func
                )
            else:
                wrap_for_external_callers(
                    rewriter, op.location, self.type_converter, op, new_func
                )
        rewriter.erase_op(op)
        return True


def promote_operands(
    converter: LLVMTypeConverter,
    rewriter: Any,
    location: Location,
    originals: Sequence[Value],
    operands: Sequence[Value],
) -> list[Value] | None:
    """Call operands under the calling convention: memref descriptors
    unpacked (or their aligned pointer, with bare pointers)."""
    promoted: list[Value] = []
    for original, operand in zip(originals, operands):
        type_ = original.type
        if converter.options.use_bare_ptr_call_conv:
            if isinstance(type_, MemRefType):
                operand = extract_value(rewriter, location, operand, [1])
            elif isinstance(type_, UnrankedMemRefType):
                return None
        elif isinstance(type_, (MemRefType, UnrankedMemRefType)):
            promoted += unpack_descriptor(rewriter, location, operand, type_)
            continue
        promoted.append(operand)
    return promoted


class BarePtrFuncOpConversion(FuncOpConversion):
    """`func.func` -> `llvm.func` with memref arguments as bare pointers, from
    which the body rebuilds their descriptors."""

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        old_types = list(_function_type(op).inputs)
        new_func = self.convert_function(op, rewriter)
        if new_func is None:
            return False
        if new_func.regions[0].blocks:
            entry = new_func.regions[0].blocks[0]
            saved = rewriter.insertion_point
            rewriter.set_insertion_point_to_start(entry)
            for argument, type_ in zip(list(entry.arguments), old_types):
                if not isinstance(type_, MemRefType):
                    continue
                placeholder = rewriter.create(
                    "llvm.mlir.undef",
                    [],
                    [self.type_converter.convert_type(type_)],
                    location=op.location,
                )
                rewriter.replace_uses_of_block_argument(argument, placeholder.result)
                descriptor = from_static_shape(
                    rewriter, op.location, self.type_converter, type_, argument
                )
                rewriter.replace_op(placeholder, [descriptor])
            rewriter.insertion_point = saved
        rewriter.erase_op(op)
        return True


class CallOpLowering(ConvertToLLVMPattern):
    """`func.call` / `func.call_indirect` -> `llvm.call`, results unpacked."""

    generated_ops = ("llvm.call", "llvm.extractvalue")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        converter = self.type_converter
        result_types = op.result_types
        packed = None
        if result_types:
            packed = converter.pack_function_results(result_types)
            if packed is None:
                return False
        location = op.location
        promoted = promote_operands(
            converter, rewriter, location, op.operands, operands
        )
        if promoted is None:
            return False
        call = rewriter.create(
            "llvm.call",
            promoted,
            [packed] if packed is not None else [],
            op.attributes,
            location=location,
        )
        if len(result_types) < 2:
            results = list(call.results)
        else:
            results = [
                extract_value(rewriter, location, call.results[0], [i])
                for i in range(len(result_types))
            ]
        if converter.options.use_bare_ptr_call_conv:
            results = [
                (
                    from_static_shape(rewriter, location, converter, type_, value)
                    if isinstance(type_, MemRefType)
                    else value
                )
                for type_, value in zip(result_types, results)
            ]
        elif not copy_unranked_descriptors(
            rewriter, op, converter, result_types, results, to_heap=False
        ):
            return False
        rewriter.replace_op(op, results)
        return True


class ConstantOpLowering(ConvertToLLVMPattern):
    """`func.constant @f` -> `llvm.mlir.addressof @f`."""

    root = "func.constant"
    generated_ops = ("llvm.mlir.addressof",)

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = self.type_converter.convert_type(op.results[0].type)
        if type_ is None or not self.type_converter.is_compatible(type_):
            return rewriter.notify_match_failure(op, "failed to convert result type")
        attributes = {k: v for k, v in op.attributes.items if k != "value"}
        value = op.attributes.get_attr("value")
        attributes["global_name"] = value  # type: ignore[assignment]
        new = rewriter.create(
            "llvm.mlir.addressof", [], [type_], attributes, location=op.location
        )
        rewriter.replace_op(op, [new.result])
        return True


class ReturnOpLowering(ConvertToLLVMPattern):
    """`func.return` -> `llvm.return`, several values packed into a struct."""

    root = "func.return"
    generated_ops = ("llvm.return", "llvm.mlir.undef", "llvm.insertvalue")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        converter = self.type_converter
        location = op.location
        values: list[Value] = []
        for original, operand in zip(op.operands, operands):
            type_ = original.type
            bare = converter.options.use_bare_ptr_call_conv
            if bare and isinstance(type_, UnrankedMemRefType):
                return rewriter.notify_match_failure(
                    op, "unranked memrefs have no bare pointer"
                )
            if (
                bare
                and isinstance(type_, MemRefType)
                and converter.can_convert_to_bare_ptr(type_)
            ):
                operand = extract_value(rewriter, location, operand, [1])
            values.append(operand)
        if not converter.options.use_bare_ptr_call_conv:
            copy_unranked_descriptors(
                rewriter,
                op,
                converter,
                [v.type for v in op.operands],
                values,
                to_heap=True,
            )
        if len(values) > 1:
            packed_type = converter.pack_function_results([v.type for v in op.operands])
            packed = undef(rewriter, location, packed_type)  # type: ignore[arg-type]
            for index, value in enumerate(values):
                packed = insert_value(rewriter, location, packed, value, [index])
            values = [packed]
        new = rewriter.create(
            "llvm.return", values, [], op.attributes, location=location
        )
        rewriter.replace_op(op, list(new.results))
        return True


def populate_func_to_llvm_patterns(
    converter: LLVMTypeConverter, patterns: list[Any]
) -> list[Any]:
    """Add the func lowering patterns (MLIR's populateFuncToLLVMConversionPatterns)."""
    bare = converter.options.use_bare_ptr_call_conv
    patterns += [
        (BarePtrFuncOpConversion if bare else FuncOpConversion)(converter),
        CallOpLowering(converter, "func.call_indirect"),
        CallOpLowering(converter, "func.call"),
        ConstantOpLowering(converter),
        ReturnOpLowering(converter),
    ]
    return patterns


def convert_func_to_llvm(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """The pass on a module: func, arith (and cf) lowered to LLVM, and the
    module's `llvm.data_layout` set."""
    lowering = LowerToLLVMOptions(
        index_bitwidth=options.get("index-bitwidth", 0),
        data_layout=options.get("data-layout", ""),
        use_bare_ptr_call_conv=options.get("use-bare-ptr-memref-call-conv", False),
    )
    converter = LLVMTypeConverter(context, lowering)
    patterns = populate_func_to_llvm_patterns(converter, [])
    populate_arith_to_llvm_patterns(converter, patterns)
    populate_cf_to_llvm_patterns(converter, patterns)
    apply_partial_conversion(op, llvm_conversion_target(), patterns, context=context)
    op.set_attr("llvm.data_layout", StringAttr.get(lowering.data_layout))


def request_c_wrappers(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """Mark every `func.func` with `llvm.emit_c_interface`."""
    for nested in op.walk():
        if nested.name == "func.func":
            nested.set_attr(EMIT_C_INTERFACE, UnitAttr.get())
