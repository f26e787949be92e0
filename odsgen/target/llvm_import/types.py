"""LLVM IR types to LLVM dialect types (MLIR 16's TypeFromLLVM)."""

from __future__ import annotations

from typing import Any

from ...ir.types import FloatType, IntegerType, VectorType
from ..llvm_enums import FLOAT_NAMES
from .model import ArrayT, FloatT, FuncT, IntT, LType, PtrT, SimpleT, StructT, VectorT

# LLVM IR float types and the MLIR types they import as.
MLIR_FLOATS = {llvm: mlir for mlir, llvm in FLOAT_NAMES.items()}
_SIMPLE = {
    "void": "LLVMVoidType",
    "label": "LLVMLabelType",
    "metadata": "LLVMMetadataType",
    "token": "LLVMTokenType",
    "x86_mmx": "LLVMX86MMXType",
}


class TypeConverter:
    """Converts (and remembers) LLVM types for one import."""

    def __init__(self, llvm_types: Any, context: Any) -> None:
        self.t = llvm_types
        self.context = context
        self._known: dict[LType, Any] = {}

    def __call__(self, type_: LType) -> Any:
        found = self._known.get(type_)
        if found is None:
            found = self._convert(type_)
            self._known[type_] = found
        return found

    def _convert(self, type_: LType) -> Any:
        t = self.t
        ctx = self.context
        if isinstance(type_, IntT):
            return IntegerType.get(type_.bits, context=ctx)
        if isinstance(type_, FloatT):
            if type_.name == "ppc_fp128":
                return t.LLVMPPCFP128Type.get(context=ctx)
            return FloatType.get(MLIR_FLOATS[type_.name], ctx)
        if isinstance(type_, SimpleT):
            return getattr(t, _SIMPLE[type_.name]).get(context=ctx)
        if isinstance(type_, PtrT):
            pointee = None if type_.pointee is None else self(type_.pointee)
            return t.LLVMPointerType.get(pointee, type_.addrspace, context=ctx)
        if isinstance(type_, ArrayT):
            return t.LLVMArrayType.get(self(type_.elem), type_.count, context=ctx)
        if isinstance(type_, FuncT):
            return t.LLVMFunctionType.get(
                self(type_.ret),
                tuple(self(p) for p in type_.params),
                type_.vararg,
                context=ctx,
            )
        if isinstance(type_, VectorT):
            elem = self(type_.elem)
            if type_.scalable:
                return t.LLVMScalableVectorType.get(elem, type_.count, context=ctx)
            if isinstance(type_.elem, IntT) or (
                isinstance(type_.elem, FloatT) and type_.elem.name != "ppc_fp128"
            ):
                return VectorType.get([type_.count], elem, context=ctx)
            return t.LLVMFixedVectorType.get(elem, type_.count, context=ctx)
        if isinstance(type_, StructT):
            struct = t.LLVMStructType
            if type_.name is None:
                return struct.get_literal(
                    tuple(self(e) for e in type_.body or ()), type_.packed, context=ctx
                )
            if type_.body is None:
                return struct.get_opaque(type_.name, context=ctx)
            translated = struct.get_identified(type_.name, context=ctx)
            self._known[type_] = translated
            translated.set_body(tuple(self(e) for e in type_.body), type_.packed)
            return translated
        raise ValueError(f"unsupported type {type_!r}")
