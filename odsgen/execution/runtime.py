"""NumPy arrays as MLIR memref descriptors and back (the layout of seed 004).

A ranked descriptor is `{T* allocated, T* aligned, i64 offset, i64 sizes[R],
i64 strides[R]}` (strides in elements); an unranked one is `{i64 rank,
void* descriptor}`.
"""

from __future__ import annotations

import ctypes
from typing import Any

import numpy as np


def as_ctype(dtype: Any) -> Any:
    """The ctypes type of one element of `dtype`."""
    return np.ctypeslib.as_ctypes_type(np.dtype(dtype))


def make_nd_memref_descriptor(rank: int, ctype: Any) -> type[ctypes.Structure]:
    """The descriptor struct type of a rank-`rank` memref of `ctype` elements."""
    fields = [
        ("allocated", ctypes.POINTER(ctype)),
        ("aligned", ctypes.POINTER(ctype)),
        ("offset", ctypes.c_longlong),
    ]
    if rank:
        fields += [
            ("shape", ctypes.c_longlong * rank),
            ("strides", ctypes.c_longlong * rank),
        ]
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})


class UnrankedMemRefDescriptor(ctypes.Structure):
    """`{i64 rank, void* descriptor}`."""

    _fields_ = [("rank", ctypes.c_longlong), ("descriptor", ctypes.c_void_p)]


def get_ranked_memref_descriptor(array: np.ndarray) -> ctypes.Structure:
    """A descriptor viewing `array` (which must stay alive while it is used)."""
    ctype = as_ctype(array.dtype)
    descriptor = make_nd_memref_descriptor(array.ndim, ctype)()
    pointer = array.ctypes.data_as(ctypes.POINTER(ctype))
    descriptor.allocated = pointer
    descriptor.aligned = pointer
    descriptor.offset = 0
    if array.ndim:
        descriptor.shape = (ctypes.c_longlong * array.ndim)(*array.shape)
        strides = [s // array.itemsize for s in array.strides]
        descriptor.strides = (ctypes.c_longlong * array.ndim)(*strides)
    descriptor._keepalive = array  # type: ignore[attr-defined]
    return descriptor


def get_unranked_memref_descriptor(array: np.ndarray) -> UnrankedMemRefDescriptor:
    """An unranked descriptor pointing at a ranked one of `array`."""
    ranked = get_ranked_memref_descriptor(array)
    unranked = UnrankedMemRefDescriptor()
    unranked.rank = array.ndim
    unranked.descriptor = ctypes.cast(ctypes.pointer(ranked), ctypes.c_void_p)
    unranked._keepalive = ranked  # type: ignore[attr-defined]
    return unranked


def ranked_memref_to_numpy(descriptor: Any) -> np.ndarray:
    """A NumPy view of the memory a ranked descriptor describes."""
    fields = dict(descriptor._fields_)
    ctype = fields["aligned"]._type_
    itemsize = ctypes.sizeof(ctype)
    if "shape" not in fields:
        base = (
            ctypes.cast(descriptor.aligned, ctypes.c_void_p).value
            + descriptor.offset * itemsize
        )
        return np.ctypeslib.as_array(
            ctypes.cast(base, ctypes.POINTER(ctype)), (1,)
        ).reshape(())
    shape = tuple(descriptor.shape)
    strides = tuple(s * itemsize for s in descriptor.strides)
    start = ctypes.cast(descriptor.aligned, ctypes.c_void_p).value or 0
    start += descriptor.offset * itemsize
    extent = (
        1 + sum((n - 1) * s for n, s in zip(shape, descriptor.strides))
        if all(shape)
        else 0
    )
    flat = np.ctypeslib.as_array(
        ctypes.cast(start, ctypes.POINTER(ctype)), (max(extent, 1),)
    )
    return np.lib.stride_tricks.as_strided(flat, shape=shape, strides=strides)


def unranked_memref_to_numpy(
    unranked: UnrankedMemRefDescriptor, dtype: Any
) -> np.ndarray:
    """A NumPy view of the memory an unranked descriptor describes."""
    ranked_type = make_nd_memref_descriptor(unranked.rank, as_ctype(dtype))
    ranked = ctypes.cast(unranked.descriptor, ctypes.POINTER(ranked_type)).contents
    return ranked_memref_to_numpy(ranked)
