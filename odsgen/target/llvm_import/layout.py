"""Type alignments from an LLVM data layout string (LLVM 16's rules).

The import needs them where LLVM's parser fills them in: the alignment of
an `alloca` written without one is the preferred alignment of its type.
"""

from __future__ import annotations

from .model import ArrayT, FloatT, FuncT, IntT, LType, PtrT, StructT, VectorT

_FLOAT_BITS = {
    "half": 16,
    "bfloat": 16,
    "float": 32,
    "double": 64,
    "x86_fp80": 80,
    "fp128": 128,
    "ppc_fp128": 128,
}
# LLVM's defaults: (abi, preferred) alignment in bits.
_DEFAULT_INTS = {1: (8, 8), 8: (8, 8), 16: (16, 16), 32: (32, 32), 64: (32, 64)}
_DEFAULT_FLOATS = {16: (16, 16), 32: (32, 32), 64: (64, 64), 128: (128, 128)}
_DEFAULT_VECTORS = {64: (64, 64), 128: (128, 128)}


def _power_of_two_ceil(value: int) -> int:
    result = 1
    while result < value:
        result <<= 1
    return result


class DataLayout:
    """The alignments and sizes a layout string implies."""

    def __init__(self, text: str) -> None:
        self.ints = dict(_DEFAULT_INTS)
        self.floats = dict(_DEFAULT_FLOATS)
        self.vectors = dict(_DEFAULT_VECTORS)
        self.pointers = {0: (64, 64, 64)}  # size, abi, pref
        self.aggregate = (0, 64)
        for spec in filter(None, text.split("-")):
            kind, _, rest = spec.partition(":")
            try:
                parts = [int(x) for x in rest.split(":") if x] if rest else []
            except ValueError:
                continue
            symbol, param = kind[:1], kind[1:]
            if symbol in "ifv" and param.isdigit() and parts:
                abi = parts[0]
                pref = parts[1] if len(parts) > 1 else abi
                table = {"i": self.ints, "f": self.floats, "v": self.vectors}[symbol]
                table[int(param)] = (abi, pref)
            elif symbol == "p" and parts:
                space = int(param) if param else 0
                abi = parts[1] if len(parts) > 1 else parts[0]
                pref = parts[2] if len(parts) > 2 else abi
                self.pointers[space] = (parts[0], abi, pref)
            elif symbol == "a" and not param:
                abi = parts[0] if parts else 0
                pref = parts[1] if len(parts) > 1 else abi
                self.aggregate = (abi, pref)

    def _pointer(self, space: int) -> tuple[int, int, int]:
        return self.pointers.get(space, self.pointers[0])

    def size_bits(self, t: LType) -> int:
        """`getTypeSizeInBits`."""
        if isinstance(t, IntT):
            return t.bits
        if isinstance(t, FloatT):
            return _FLOAT_BITS[t.name]
        if isinstance(t, PtrT):
            return self._pointer(t.addrspace)[0]
        if isinstance(t, ArrayT):
            return self.alloc_size(t.elem) * 8 * t.count
        if isinstance(t, VectorT):
            return self.size_bits(t.elem) * t.count
        if isinstance(t, StructT):
            return self.struct_size(t) * 8
        return 0

    def store_size(self, t: LType) -> int:
        return (self.size_bits(t) + 7) // 8

    def alloc_size(self, t: LType) -> int:
        align = self.abi_align(t)
        size = self.store_size(t)
        return (size + align - 1) // align * align

    def struct_size(self, t: StructT) -> int:
        offset = 0
        max_align = 1
        for elem in t.body or ():
            align = 1 if t.packed else self.abi_align(elem)
            max_align = max(max_align, align)
            offset = (offset + align - 1) // align * align
            offset += self.alloc_size(elem)
        return (offset + max_align - 1) // max_align * max_align

    def _int_align(self, bits: int, pref: bool) -> int:
        entry = self.ints.get(bits)
        if entry is None:
            larger = [b for b in self.ints if b > bits]
            key = min(larger) if larger else max(self.ints)
            entry = self.ints[key]
        return max(1, entry[1 if pref else 0] // 8)

    def _align(self, t: LType, pref: bool) -> int:
        if isinstance(t, IntT):
            return self._int_align(t.bits, pref)
        if isinstance(t, FloatT):
            bits = _FLOAT_BITS[t.name]
            entry = self.floats.get(bits)
            if entry is not None and t.name != "bfloat":
                return max(1, entry[1 if pref else 0] // 8)
            return _power_of_two_ceil((bits + 7) // 8)
        if isinstance(t, PtrT):
            pointer = self._pointer(t.addrspace)
            return max(1, pointer[2 if pref else 1] // 8)
        if isinstance(t, ArrayT):
            return self._align(t.elem, pref)
        if isinstance(t, VectorT):
            bits = self.size_bits(t)
            entry = self.vectors.get(bits)
            if entry is not None:
                return max(1, entry[1 if pref else 0] // 8)
            return _power_of_two_ceil(max(1, (bits + 7) // 8))
        if isinstance(t, StructT):
            if t.packed and not pref:
                return 1
            aggregate = max(1, self.aggregate[1 if pref else 0] // 8)
            members = 1
            if not t.packed:
                for elem in t.body or ():
                    members = max(members, self.abi_align(elem))
            return max(aggregate, members)
        if isinstance(t, FuncT):
            return 1
        return 1

    def abi_align(self, t: LType) -> int:
        return self._align(t, False)

    def pref_align(self, t: LType) -> int:
        return self._align(t, True)
