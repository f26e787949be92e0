"""MLIR's runner utilities (libmlir_c_runner_utils / libmlir_runner_utils) as ctypes
callbacks, printing the same bytes through C's `stdout` (so they interleave with
the program's own `printf` output)."""

from __future__ import annotations

import ctypes
import time
from typing import Any, Callable

_LIBC = ctypes.CDLL(None)
_LIBC.fputs.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
_LIBC.fflush.argtypes = [ctypes.c_void_p]
_LIBC.malloc.restype = ctypes.c_void_p
_LIBC.malloc.argtypes = [ctypes.c_size_t]
_LIBC.free.argtypes = [ctypes.c_void_p]
_LIBC.aligned_alloc.restype = ctypes.c_void_p
_LIBC.aligned_alloc.argtypes = [ctypes.c_size_t, ctypes.c_size_t]
_STDOUT = ctypes.c_void_p.in_dll(_LIBC, "stdout")
_STDERR = ctypes.c_void_p.in_dll(_LIBC, "stderr")

I64 = ctypes.c_int64
VOIDP = ctypes.c_void_p


def write(text: str, error: bool = False) -> None:
    """Write through C's stdio."""
    _LIBC.fputs(text.encode(), _STDERR if error else _STDOUT)


def flush() -> None:
    _LIBC.fflush(None)


def _g(value: float) -> str:
    """C's `%g` (and C++ streams' default float format)."""
    if value != value:
        return "nan" if str(value)[0] != "-" else "-nan"
    if value in (float("inf"), float("-inf")):
        return "inf" if value > 0 else "-inf"
    return "%g" % value


# (C element type, formatter) of each printMemref suffix.
_ELEMENTS: dict[str, tuple[Any, Callable[[Any], str]]] = {
    "F32": (ctypes.c_float, _g),
    "F64": (ctypes.c_double, _g),
    "I32": (ctypes.c_int32, str),
    "I64": (ctypes.c_int64, str),
    "Ind": (ctypes.c_int64, str),
    "I8": (ctypes.c_int8, lambda v: chr(v & 0xFF)),
}


def memref_text(
    rank: int, descriptor: int, suffix: str, ranked_prefix: str = "Unranked "
) -> str:
    """`printMemref*`'s output for a ranked descriptor of `rank` at address `descriptor`."""
    ctype, fmt = _ELEMENTS[suffix]
    words = ctypes.cast(descriptor, ctypes.POINTER(ctypes.c_int64))
    data = ctypes.cast(words[1], ctypes.POINTER(ctype))
    offset = words[2]
    sizes = [words[3 + i] for i in range(rank)]
    strides = [words[3 + rank + i] for i in range(rank)]
    out = [
        f"{ranked_prefix}Memref base@ = {hex(words[1]) if words[1] else '0'} rank = {rank}"
        f" offset = {offset} sizes = [{', '.join(map(str, sizes))}]"
        f" strides = [{', '.join(map(str, strides))}] data = \n"
    ]
    if rank == 0:
        out.append("[")

    def element(position: int) -> str:
        return fmt(data[position])

    def print_dim(dim: int, off: int, level: int) -> None:
        if dim == 0:
            out.append(element(off))
            return
        size, stride = sizes[level], strides[level]
        out.append("[")
        print_dim(dim - 1, off, level + 1)
        if size <= 1:
            out.append("]")
            return
        out.append(", ")
        if dim > 1:
            out.append("\n")
        for i in range(1, size - 1):
            out.append(" " * (rank - dim + 1))
            print_dim(dim - 1, off + i * stride, level + 1)
            out.append(", ")
            if dim > 1:
                out.append("\n")
        out.append(" " * (rank - dim + 1))
        print_dim(dim - 1, off + (size - 1) * stride, level + 1)
        out.append("]")

    print_dim(rank, offset, 0)
    if rank == 0:
        out.append("]")
    out.append("\n")
    return "".join(out)


def _symbols() -> dict[str, tuple[Any, list[Any], Callable[..., Any]]]:
    table: dict[str, tuple[Any, list[Any], Callable[..., Any]]] = {
        "printI64": (None, [I64], lambda v: write(str(v))),
        "printU64": (None, [ctypes.c_uint64], lambda v: write(str(v))),
        "printF32": (None, [ctypes.c_float], lambda v: write(_g(v))),
        "printF64": (None, [ctypes.c_double], lambda v: write(_g(v))),
        "printOpen": (None, [], lambda: write("( ")),
        "printClose": (None, [], lambda: write(" )")),
        "printComma": (None, [], lambda: write(", ")),
        "printNewline": (None, [], lambda: write("\n")),
        "printCString": (
            None,
            [VOIDP],
            lambda text: _LIBC.fputs(ctypes.string_at(text), _STDOUT),
        ),
        # MLIR 16 calls it printFlops; print_flops is its older name.
        "printFlops": (None, [ctypes.c_double], _print_flops),
        "print_flops": (None, [ctypes.c_double], _print_flops),
        "rtclock": (ctypes.c_double, [], time.time),
        "_mlir_alloc": (VOIDP, [ctypes.c_uint64], _LIBC.malloc),
        "_mlir_aligned_alloc": (
            VOIDP,
            [ctypes.c_uint64, ctypes.c_uint64],
            lambda a, s: _LIBC.aligned_alloc(a, s),
        ),
        "_mlir_free": (None, [VOIDP], _LIBC.free),
        "_mlir_aligned_free": (None, [VOIDP], _LIBC.free),
        "memrefCopy": (None, [I64, VOIDP, VOIDP], _memref_copy),
    }
    for suffix in _ELEMENTS:
        table[f"printMemref{suffix}"] = (
            None,
            [I64, VOIDP],
            lambda rank, d, s=suffix: write(memref_text(rank, d, s)),
        )
        table[f"_mlir_ciface_printMemref{suffix}"] = (
            None,
            [VOIDP],
            lambda u, s=suffix: _print_unranked(u, s),
        )
    return table


def _print_flops(flops: float) -> None:
    write("%f GFLOPS\n" % (flops / 1.0e9), True)


def _print_unranked(unranked: int, suffix: str) -> None:
    words = ctypes.cast(unranked, ctypes.POINTER(ctypes.c_int64))
    write(memref_text(words[0], words[1], suffix))


def _memref_copy(element_size: int, source: int, target: int) -> None:
    """Copy between two unranked memrefs of the same shape, element by element."""
    src = ctypes.cast(source, ctypes.POINTER(ctypes.c_int64))
    dst = ctypes.cast(target, ctypes.POINTER(ctypes.c_int64))
    rank = src[0]
    a = ctypes.cast(src[1], ctypes.POINTER(ctypes.c_int64))
    b = ctypes.cast(dst[1], ctypes.POINTER(ctypes.c_int64))
    sizes = [a[3 + i] for i in range(rank)]
    count = 1
    for size in sizes:
        count *= size
    for flat in range(count):
        src_off, dst_off, rest = a[2], b[2], flat
        for i in reversed(range(rank)):
            index = rest % sizes[i]
            rest //= sizes[i]
            src_off += index * a[3 + rank + i]
            dst_off += index * b[3 + rank + i]
        ctypes.memmove(
            b[1] + dst_off * element_size, a[1] + src_off * element_size, element_size
        )


_KEEP: list[Any] = []


def register(add_symbol: Callable[[str, int], None]) -> None:
    """Make the utilities resolvable by the JIT (once per process)."""
    if _KEEP:
        return
    for name, (restype, argtypes, function) in _symbols().items():
        callback = ctypes.CFUNCTYPE(restype, *argtypes)(function)
        _KEEP.append(callback)
        add_symbol(name, ctypes.cast(callback, ctypes.c_void_p).value)
