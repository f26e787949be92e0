"""Data layout entries of LLVM types (MLIR 16's DataLayoutTypeInterface of
`!llvm.ptr`, `!llvm.struct` and `!llvm.array`): the checks of
`#dlti.dl_entry<!llvm.ptr<i8>, dense<[size, abi, preferred(, index)]> :
vector<3xi32>>` and `#dlti.dl_entry<!llvm.struct<()>, dense<[abi(,
preferred)]> : vector<2xi32>>` in a module's `dlti.dl_spec` (see
odsgen/hooks/dlti/layout.py for the protocol). Bases of the type hooks of types.py.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.dense import DenseIntOrFPElementsAttr
from odsgen.ir.diagnostics import error_at
from odsgen.ir.types import IndexType, IntegerType

_PREFERRED_BELOW_ABI = (
    "preferred alignment is expected to be at least as large as ABI alignment"
)


def _dense_int_values(value: Any) -> list[int] | None:
    """The elements of a dense integer elements attribute as MLIR 16 reads
    them (`getValues<unsigned>`): 32-bit words of the storage, whatever the
    element width (so `dense<[32, 64]> : vector<2xindex>` reads 32, 0),
    the first word for every element of a splat."""
    if not isinstance(value, DenseIntOrFPElementsAttr):
        return None
    element = value.type.element_type
    if not isinstance(element, (IntegerType, IndexType)):
        return None
    width = element.width if isinstance(element, IntegerType) else 64
    count = len(value)
    if width % 32:
        return [int(v) % (1 << 32) for v in value.values]
    words = [
        int.from_bytes(value.raw[i : i + 4], "little")
        for i in range(0, len(value.raw), 4)
    ]
    if value.is_splat:
        return [words[0]] * count
    return [words[i] if i < len(words) else 0 for i in range(count)]


def _entry_values(
    entry: Any, location: Any, counts: tuple[int, ...], phrase: str
) -> list[int]:
    """The integers of a layout entry, which must number one of `counts`;
    `phrase` ends the error saying so."""
    values = _dense_int_values(entry.value)
    if values is None or len(values) not in counts:
        raise error_at(
            location,
            f"expected layout attribute for '{entry.key.text}' to be a dense"
            f" integer elements attribute {phrase}",
        )
    return values


class PointerLayoutHooks:
    """`!llvm.ptr` entries: 3 or 4 integers, only for `ptr<i8>` or opaque
    pointers, the ABI alignment at most the preferred one."""

    __slots__ = ()

    def verify_data_layout_entries(self, entries: list[Any], location: Any) -> None:
        for entry in entries:
            values = _entry_values(entry, location, (3, 4), "with 3 or 4 elements")
            element = entry.key.element_type
            if element is not None and not (
                isinstance(element, IntegerType) and element.width == 8
            ):
                raise error_at(
                    location,
                    f"unexpected layout attribute for pointer to '{element.text}'",
                )
            if values[1] > values[2]:
                raise error_at(location, _PREFERRED_BELOW_ABI)


class StructLayoutHooks:
    """`!llvm.struct<()>` entries: 1 or 2 integers, the ABI alignment at
    most the preferred one; no entry for other structs."""

    __slots__ = ()

    def verify_data_layout_entries(self, entries: list[Any], location: Any) -> None:
        for entry in entries:
            values = _entry_values(entry, location, (1, 2), "of 1 or 2 elements")
            key = entry.key
            if key.identifier is not None or key.body:
                raise error_at(
                    location, f"unexpected layout attribute for struct '{key.text}'"
                )
            if len(values) == 2 and values[0] > values[1]:
                raise error_at(location, _PREFERRED_BELOW_ABI)


class ArrayLayoutHooks:
    """`!llvm.array` takes any entry (the interface's default check)."""

    __slots__ = ()

    def verify_data_layout_entries(self, entries: list[Any], location: Any) -> None:
        return None
