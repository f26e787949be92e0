"""MLIR types of the LLVM dialect as LLVM IR spells them (opaque pointers)."""

from __future__ import annotations

from typing import Any

from ...ir.types import FloatType, IndexType, IntegerType, Type, VectorType
from ..llvm_enums import FLOAT_NAMES
from .names import llvm_name

_SIMPLE_LLVM = {
    "void": "void",
    "ppc_fp128": "ppc_fp128",
    "x86_mmx": "x86_mmx",
    "token": "token",
    "label": "label",
    "metadata": "metadata",
}


class TypeError_(Exception):
    """A type with no LLVM IR counterpart."""


class TypeTranslator:
    """Spells types and remembers the identified structs met, in order."""

    def __init__(self) -> None:
        self._cache: dict[Any, str] = {}
        self.structs: dict[str, Any] = {}

    def __call__(self, type_: Type) -> str:
        text = self._cache.get(type_)
        if text is None:
            text = self._spell(type_)
            self._cache[type_] = text
        return text

    def _spell(self, t: Any) -> str:
        if isinstance(t, IntegerType):
            return f"i{t.width}"
        if isinstance(t, FloatType):
            return FLOAT_NAMES[t.name]
        if isinstance(t, IndexType):
            return "i64"
        if isinstance(t, VectorType):
            element = self(t.element_type)
            dims = t.shape
            scalable = any(t.scalable_dims or ())
            text = element
            for size in reversed(dims):
                text = f"<{'vscale x ' if scalable else ''}{size} x {text}>"
            return text
        mnemonic = getattr(t, "MNEMONIC", None)
        if mnemonic in _SIMPLE_LLVM:
            return _SIMPLE_LLVM[mnemonic]
        if mnemonic == "ptr":
            space = t.address_space or 0
            return f"ptr addrspace({space})" if space else "ptr"
        if mnemonic == "array":
            return f"[{t.num_elements} x {self(t.element_type)}]"
        if mnemonic == "vec":
            if hasattr(t, "min_num_elements"):
                return f"<vscale x {t.min_num_elements} x {self(t.element_type)}>"
            return f"<{t.num_elements} x {self(t.element_type)}>"
        if mnemonic == "func":
            params = [self(p) for p in t.params]
            if t.var_arg:
                params.append("...")
            return f"{self(t.return_type)} ({', '.join(params)})"
        if mnemonic == "struct":
            if t.identifier is not None:
                name = llvm_name("%", t.identifier)
                if t.identifier not in self.structs:
                    self.structs[t.identifier] = t
                    if not t.opaque:
                        for element in t.body or ():
                            self(element)
                return name
            return self.literal_struct(t)
        raise TypeError_(t)

    def literal_struct(self, t: Any) -> str:
        """The body of a struct type: `{ i32, float }` or `<{ ... }>`."""
        body = ", ".join(self(e) for e in t.body or ())
        text = f"{{ {body} }}" if body else "{}"
        return f"<{text}>" if t.packed else text

    def declarations(self, order: list[str]) -> list[str]:
        """`%name = type ...` lines of the identified structs named in `order`."""
        lines = []
        for identifier in order:
            t = self.structs[identifier]
            body = "opaque" if t.opaque else self.literal_struct(t)
            lines.append(f"{llvm_name('%', identifier)} = type {body}")
        return lines


def is_pointer(t: Any) -> bool:
    return getattr(t, "MNEMONIC", None) == "ptr"
