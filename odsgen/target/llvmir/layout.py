"""LLVM's DataLayout: sizes and alignments of types (in bytes), from the layout string."""

from __future__ import annotations

from ...ir.attributes import StringAttr
from typing import Any

from ...ir.types import FloatType, IndexType, IntegerType, VectorType

# LLVM 16's defaults: (bits -> (abi, preferred)) in bytes.
_INT = {1: (1, 1), 8: (1, 1), 16: (2, 2), 32: (4, 4), 64: (4, 8)}
_FLOAT = {16: (2, 2), 32: (4, 4), 64: (8, 8), 128: (16, 16)}
_VECTOR = {64: (8, 8), 128: (16, 16)}
_FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128}


def _power_of_two_ceil(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


class DataLayout:
    """Alignment rules of one layout string (`""` for LLVM's defaults)."""

    def __init__(self, text: str = "") -> None:
        self.ints = dict(_INT)
        self.floats = dict(_FLOAT)
        self.vectors = dict(_VECTOR)
        self.pointers = {0: (8, 8, 64)}
        self.aggregate = (1, 8)
        # `Fi<bits>` / `Fn<bits>`: the alignment of function pointers (bytes).
        self.function_pointer_align = 0
        for spec in filter(None, text.split("-")):
            self._apply(spec)

    def _apply(self, spec: str) -> None:
        kind, fields = spec[0], spec[1:].split(":")

        def bytes_of(index: int, default: int) -> int:
            if index < len(fields) and fields[index]:
                return int(fields[index]) // 8
            return default

        if kind in "ifv" and fields[0]:
            size = int(fields[0])
            abi = bytes_of(1, 1)
            table = {"i": self.ints, "f": self.floats, "v": self.vectors}[kind]
            table[size] = (abi, bytes_of(2, abi))
        elif kind == "p":
            space = int(fields[0]) if fields[0] else 0
            size = int(fields[1]) if len(fields) > 1 else 64
            abi = bytes_of(2, size // 8)
            self.pointers[space] = (abi, bytes_of(3, abi), size)
        elif kind == "F" and spec[1:2] in ("i", "n") and spec[2:].isdigit():
            self.function_pointer_align = int(spec[2:]) // 8
        elif kind == "a":
            abi = bytes_of(1, 0) if len(fields) > 1 else 0
            self.aggregate = (abi or 1, bytes_of(2, abi or 8))

    # -- alignment ---------------------------------------------------------

    def abi_align(self, t: Any) -> int:
        return self._align(t, 0)

    def pref_align(self, t: Any) -> int:
        return self._align(t, 1)

    def _align(self, t: Any, which: int) -> int:
        if isinstance(t, IntegerType) or isinstance(t, IndexType):
            width = 64 if isinstance(t, IndexType) else t.width
            return self._int_align(width, which)
        if isinstance(t, FloatType):
            bits = _FLOAT_BITS[t.name]
            if bits in self.floats:
                return self.floats[bits][which]
            return _power_of_two_ceil(self.store_size(t))
        mnemonic = getattr(t, "MNEMONIC", None)
        if mnemonic == "ptr":
            space = t.address_space or 0
            return self.pointers.get(space, self.pointers[0])[which]
        if mnemonic == "ppc_fp128":
            return self.floats.get(128, (16, 16))[which]
        if mnemonic == "x86_mmx":
            return self.vectors.get(64, (8, 8))[which]
        if mnemonic == "array":
            return self._align(t.element_type, which)
        if mnemonic == "struct":
            if t.packed and which == 0:
                return 1
            inner = max((self.abi_align(e) for e in t.body or ()), default=1)
            return max(self.aggregate[which], inner)
        if isinstance(t, VectorType) or mnemonic == "vec":
            bits = self.size_in_bits(t)
            if bits in self.vectors:
                return self.vectors[bits][which]
            return _power_of_two_ceil(max(1, (bits + 7) // 8))
        return 1

    def _int_align(self, width: int, which: int) -> int:
        if width in self.ints:
            return self.ints[width][which]
        larger = [w for w in self.ints if w > width]
        if larger:
            return self.ints[min(larger)][which]
        return self.ints[max(self.ints)][which]

    # -- size --------------------------------------------------------------

    def size_in_bits(self, t: Any) -> int:
        if isinstance(t, IntegerType):
            return t.width
        if isinstance(t, IndexType):
            return 64
        if isinstance(t, FloatType):
            return _FLOAT_BITS[t.name]
        mnemonic = getattr(t, "MNEMONIC", None)
        if mnemonic == "ptr":
            space = t.address_space or 0
            return self.pointers.get(space, self.pointers[0])[2]
        if mnemonic in ("ppc_fp128",):
            return 128
        if mnemonic == "x86_mmx":
            return 64
        if mnemonic == "array":
            return t.num_elements * self.alloc_size(t.element_type) * 8
        if mnemonic == "struct":
            return self.struct_size(t) * 8
        if isinstance(t, VectorType):
            count = 1
            for size in t.shape:
                count *= size
            return count * self.size_in_bits(t.element_type)
        if mnemonic == "vec":
            count = getattr(t, "num_elements", None) or t.min_num_elements
            return count * self.size_in_bits(t.element_type)
        return 0

    def store_size(self, t: Any) -> int:
        return (self.size_in_bits(t) + 7) // 8

    def alloc_size(self, t: Any) -> int:
        align = self.abi_align(t)
        return -(-self.store_size(t) // align) * align

    def struct_size(self, t: Any) -> int:
        offset = 0
        for element in t.body or ():
            align = 1 if t.packed else self.abi_align(element)
            offset = -(-offset // align) * align + self.alloc_size(element)
        align = 1 if t.packed else self.abi_align(t)
        return -(-offset // align) * align


class LayoutError(Exception):
    """A `dlti.dl_spec` entry LLVM's data layout cannot express."""


def layout_from_spec(spec: Any) -> str:
    """The LLVM layout string of a `#dlti.dl_spec` (MLIR's `translateDataLayout`)."""
    parts: list[str] = []
    for entry in spec.entries:
        key = entry.key
        if not isinstance(key, StringAttr):
            continue
        if key.value == "dlti.endianness":
            parts.append("e" if entry.value.value == "little" else "E")
            continue
        raise LayoutError(f'unsupported data layout key "{key.value}"')
    text = "".join(parts)
    for entry in spec.entries:
        key = entry.key
        if isinstance(key, StringAttr) or isinstance(key, IndexType):
            continue
        values = [entry.value.element_bits(i) for i in range(len(entry.value))]
        text += "-"
        if isinstance(key, IntegerType) or (
            isinstance(key, FloatType)
            and key.name in ("f16", "f32", "f64", "f80", "f128")
        ):
            if isinstance(key, IntegerType):
                if key.signedness:
                    raise LayoutError(
                        f"unsupported data layout for non-signless integer '{_spell(key)}'"
                    )
                text += "i"
                size = key.width
            else:
                text += "f"
                size = _FLOAT_BITS[key.name]
            abi = values[0]
            preferred = values[1] if len(values) > 1 else abi
            text += f"{size}:{abi}" + (f":{preferred}" if abi != preferred else "")
        elif getattr(key, "MNEMONIC", None) == "ptr":
            size, abi = values[0], values[1]
            preferred = values[2] if len(values) > 2 else abi
            text += f"p{key.address_space or 0}:{size}:{abi}:{preferred}"
            if len(values) > 3:
                text += f":{values[3]}"
        else:
            raise LayoutError(f"unsupported type in data layout: '{_spell(key)}'")
    return text[1:] if text.startswith("-") else text


def _spell(t: Any) -> str:
    return str(t)
