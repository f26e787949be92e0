"""Builtin elements attributes: `dense<...>`, `sparse<...>` and `dense_resource<...>`.

Integer, index, float and complex elements are kept the way MLIR 16 keeps
them: the raw little-endian storage bytes (whole bytes per element, `i1`
bit-packed, a complex element as two byte-aligned parts) and a splat flag;
a splat stores a single element. Splats are detected from those bytes as
MLIR does, quirks included, so that printing is byte-identical.
"""

from __future__ import annotations

import weakref
from typing import Any, ClassVar, Sequence

from .attributes import Attribute, _new, normalize_int
from .context import Context
from .floats import format_float, from_python_float, to_python_float
from .printing import escape_string
from .records import FrozenRecord, set_fields
from .types import (
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    RankedTensorType,
    ShapedType,
    Type,
    _unique,
)

INDEX_WIDTH = 64
"""Bits of an `index` element in dense storage."""

_TRUE = b"\xff"
_FALSE = b"\x00"


# -- storage layout -------------------------------------------------------------


def _align8(bits: int) -> int:
    return (bits + 7) & ~7


def scalar_width(type_: Type) -> int:
    """The bit width of an integer, index or float element."""
    return INDEX_WIDTH if isinstance(type_, IndexType) else type_.width  # type: ignore


def is_numeric_element(type_: Type) -> bool:
    """True for int, index, float and complex elements (stored as raw bits)."""
    if isinstance(type_, ComplexType):
        type_ = type_.element_type
    return isinstance(type_, (IntegerType, IndexType, FloatType))


def element_storage_bits(element: Type) -> int:
    """Bits one element takes: 1 for 1-bit integers (bit-packed), else whole bytes."""
    if isinstance(element, ComplexType):
        return 2 * _align8(scalar_width(element.element_type))
    width = scalar_width(element)
    return 1 if width == 1 else _align8(width)


def _part_stride(element: Type) -> int:
    """Bits between two consecutive scalars written from values."""
    if isinstance(element, ComplexType):
        return _align8(scalar_width(element.element_type))
    return element_storage_bits(element)


def _pack(element: Type, patterns: Sequence[int]) -> bytes:
    """The storage bytes of `patterns`, one bit pattern per scalar."""
    width = scalar_width(
        element.element_type if isinstance(element, ComplexType) else element
    )
    mask = (1 << width) - 1
    stride = _part_stride(element)
    if stride != 1:
        size = stride // 8
        return b"".join((p & mask).to_bytes(size, "little") for p in patterns)
    if len(patterns) == 1:
        return _TRUE if patterns[0] & 1 else _FALSE
    packed = bytearray((len(patterns) + 7) // 8)
    for index, pattern in enumerate(patterns):
        if pattern & 1:
            packed[index >> 3] |= 1 << (index & 7)
    return bytes(packed)


def _raw_splat(type_: ShapedType, data: bytes) -> bool | None:
    """MLIR's `isValidRawBuffer`: None for a wrong size, else whether it is a splat."""
    count = type_.num_elements
    bits = element_storage_bits(type_.element_type)
    if bits == 1:
        if len(data) == 1 and data[0] in (0, 0xFF):
            return True
        valid = len(data) * 8 == _align8(count)
    elif len(data) * 8 == bits:
        return True
    else:
        valid = len(data) * 8 == bits * count
    return count == 1 if valid else None


def _storage_key(type_: ShapedType, data: bytes, known_splat: bool) -> tuple:
    """The stored bytes and splat flag MLIR uniques `data` to."""
    if not data:
        return b"", False
    bits = element_storage_bits(type_.element_type)
    if bits == 1:
        return _bool_storage_key(data, type_.num_elements, known_splat)
    first = data[: bits // 8]
    if known_splat or data == first * (len(data) // len(first)):
        return first, True
    return data, False


def _bool_storage_key(data: bytes, count: int, known_splat: bool) -> tuple:
    if known_splat:
        return (_TRUE if data[0] else _FALSE), True
    splat = _TRUE if data[0] & 1 else _FALSE
    if data == splat:
        return splat, True
    body = data
    odd = count % 8
    if splat == _TRUE and odd:
        if data[-1] != (1 << odd) - 1:
            return data, False
        body = data[:-1]
    if body == splat * len(body):
        return splat, True
    return data, False


def _read(data: bytes, offset: int, size: int) -> int:
    return int.from_bytes(data[offset : offset + size], "little")


def _bit(data: bytes, index: int) -> int:
    return (data[index >> 3] >> (index & 7)) & 1


# -- scalar conversions -----------------------------------------------------------


def _scalar_text(type_: Type, stored: int) -> str:
    """An element as MLIR prints it inside `dense<...>`, from its storage bytes."""
    if isinstance(type_, FloatType):
        return format_float(stored, type_.semantics)
    if isinstance(type_, IntegerType) and type_.width == 1:
        return "true" if stored else "false"
    return _apint_text(type_, stored)


def _apint_text(type_: Type, stored: int) -> str:
    """What `APInt::print` shows for an integer read from storage bytes.

    MLIR 16 copies whole storage bytes into the APInt, so for widths that are
    not multiples of 8 the bits above the width (only hex input sets them)
    show wherever APInt looks at its raw words: in unsigned values that fit
    one word, in non-negative wider values, and in its zero test (a signed
    value whose own bits are zero then prints as nothing at all).
    """
    if not stored:
        return "0"
    width = scalar_width(type_)
    unsigned = isinstance(type_, IntegerType) and type_.is_unsigned
    value = stored & ((1 << width) - 1)
    negative = not unsigned and value >> (width - 1)
    if negative:
        return str(value - (1 << width))
    if width > 64 or unsigned:
        return str(stored)
    return str(value) if value else ""


def _scalar_value(type_: Type, bits: int) -> Any:
    """An element as a Python value: float, bool (for `i1`) or int."""
    if isinstance(type_, FloatType):
        return to_python_float(bits, type_.semantics)
    if isinstance(type_, IntegerType) and type_.width == 1 and type_.is_signless:
        return bool(bits)
    return normalize_int(type_, bits)


def _scalar_bits(type_: Type, value: Any) -> int:
    if isinstance(type_, FloatType):
        return from_python_float(float(value), type_.semantics)
    return int(value) & ((1 << scalar_width(type_)) - 1)


def _element_patterns(element: Type, value: Any) -> list[int]:
    if not isinstance(element, ComplexType):
        return [_scalar_bits(element, value)]
    real, imag = (value.real, value.imag) if isinstance(value, complex) else value
    part = element.element_type
    return [_scalar_bits(part, real), _scalar_bits(part, imag)]


def shape_text(shape: Sequence[int]) -> str:
    """A shape as MLIR's diagnostics list it: `2, 3`."""
    return ", ".join(str(dim) for dim in shape)


def _nest(texts: list[str], shape: Sequence[int]) -> str:
    """The flat `texts` in brackets nested by `shape`: `[[a, b], [c, d]]`."""
    if not shape:
        return texts[0]
    if len(shape) == 1:
        return "[" + ", ".join(texts) + "]"
    step = len(texts) // shape[0]
    inner = shape[1:]
    rows = (_nest(texts[i : i + step], inner) for i in range(0, len(texts), step))
    return "[" + ", ".join(rows) + "]"


def _check_shaped(type_: Type) -> ShapedType:
    if not isinstance(type_, ShapedType) or not type_.has_static_shape:
        raise ValueError(f"expected a statically shaped type, got '{type_}'")
    return type_


# -- attributes ---------------------------------------------------------------------


class ElementsAttr(Attribute):
    """Base of the attributes holding the elements of a shaped type."""

    __slots__ = ("_type",)

    @property
    def type(self) -> ShapedType:
        return self._type

    def walk_subelements(self) -> tuple[Any, ...]:
        return (self._type,)


class DenseElementsAttr(ElementsAttr):
    """`dense<...>`: every element, or a single one for a splat."""

    __slots__ = ("is_splat",)

    def __len__(self) -> int:
        return self._type.num_elements

    @property
    def values(self) -> list[Any]:
        """Every element as a Python value (a splat repeated)."""
        return [self._value(0 if self.is_splat else i) for i in range(len(self))]

    def get_splat_value(self) -> Any:
        """The value of every element of a splat."""
        if not self.is_splat:
            raise ValueError("not a splat")
        return self._value(0)

    elide_if_larger: ClassVar[int | None] = None
    """Non-splats with more elements print as `dense_resource<__elided__>`, as
    `--mlir-elide-elementsattrs-if-larger` (None: never). Read when an
    attribute is first printed: printed texts are cached."""

    @property
    def is_elided(self) -> bool:
        limit = DenseElementsAttr.elide_if_larger
        return limit is not None and not self.is_splat and len(self) > limit

    def print(self, out: Any) -> None:
        if self.is_elided:
            out.write("dense_resource<__elided__> : ")
            out.type(self._type)
            return
        out.write("dense<")
        self.print_body(out, allow_hex=True)
        out.write("> : ")
        out.type(self._type)

    def print_body(self, out: Any, allow_hex: bool) -> None:
        """The elements as printed between `dense<` and `>`."""
        if self.is_splat:
            out.write(self._element_text(0))
        elif allow_hex and self._prints_hex():
            out.write(self._hex_text())
        elif len(self):
            texts = [self._element_text(i) for i in range(len(self))]
            out.write(_nest(texts, self._type.shape))

    def _prints_hex(self) -> bool:
        return False

    def _hex_text(self) -> str:
        raise NotImplementedError

    def _value(self, index: int) -> Any:
        raise NotImplementedError

    def _element_text(self, index: int) -> str:
        raise NotImplementedError


class DenseIntOrFPElementsAttr(DenseElementsAttr):
    """Dense integer, index, float or complex elements, kept as raw storage bytes."""

    __slots__ = ("raw",)

    print_hex_if_larger: ClassVar[int] = 100
    """Non-splats with more elements print as hex (`-1`: never), as
    `--mlir-print-elementsattrs-with-hex-if-larger`. Read when an attribute is
    first printed: printed texts are cached."""

    @classmethod
    def _build(cls, type_: ShapedType, raw: bytes, is_splat: bool) -> Any:
        self = _new(cls)
        self._type = type_
        self.raw = raw
        self.is_splat = is_splat
        return self

    @classmethod
    def from_raw(
        cls, type_: ShapedType, data: bytes, context: Context | None = None
    ) -> DenseIntOrFPElementsAttr:
        """From storage bytes, as in the hex form: all elements or one (a splat)."""
        _check_numeric(type_)
        known_splat = _raw_splat(type_, data)
        if known_splat is None:
            raise ValueError(
                f"elements hex data size is invalid for provided type: '{type_}'"
            )
        key = _storage_key(type_, data, known_splat)
        return _unique(cls, (type_, *key), context)

    @classmethod
    def from_bit_patterns(
        cls, type_: ShapedType, patterns: Sequence[int], context: Context | None = None
    ) -> DenseIntOrFPElementsAttr:
        """From one bit pattern per scalar (two per complex element, real first).

        The patterns hold every element or one (a splat). Like MLIR 16, an odd
        last complex part is dropped and a one-element type takes the first
        of any number of elements.
        """
        _check_numeric(type_)
        per_element = 2 if isinstance(type_.element_type, ComplexType) else 1
        count = len(patterns) // per_element
        expected = type_.num_elements
        if not (count in (expected, 1) or expected == 1 and count):
            raise ValueError(
                f"parsed {len(patterns)} elements, but type ('{type_}')"
                f" expected {expected * per_element} elements"
            )
        data = _pack(type_.element_type, patterns[: count * per_element])
        key = _storage_key(type_, data, count == 1 or expected == 1)
        return _unique(cls, (type_, *key), context)

    @classmethod
    def get_splat_bits(
        cls, type_: ShapedType, pattern: int, context: Context | None = None
    ) -> DenseIntOrFPElementsAttr:
        """A splat of one scalar bit pattern. Unlike the other constructors it
        accepts a dynamic shape, as MLIR 16's folders do (`dense<0> :
        tensor<?xi32>` from `arith.subi %t, %t`), though no parser reads it."""
        if not is_numeric_element(type_.element_type) or isinstance(
            type_.element_type, ComplexType
        ):
            raise ValueError(f"expected int, index or float elements in '{type_}'")
        data = _pack(type_.element_type, [pattern])
        if element_storage_bits(type_.element_type) == 1:
            data = _TRUE if data[0] else _FALSE
        return _unique(cls, (type_, data, True), context)

    @classmethod
    def get(
        cls, type_: ShapedType, values: Any, context: Context | None = None
    ) -> DenseIntOrFPElementsAttr:
        """From Python values: ints or bools, floats, complex numbers or (re, im) pairs.

        `values` lists every element or one (a splat); a bare number is a splat.
        """
        _check_numeric(type_)
        if isinstance(values, (int, float, complex)):
            values = [values]
        element = type_.element_type
        patterns = [p for v in values for p in _element_patterns(element, v)]
        return cls.from_bit_patterns(type_, patterns, context)

    def element_bits(self, index: int) -> Any:
        """The bit pattern of element `index`: an int, or (re, im) for complex."""
        element = self._type.element_type
        is_complex = isinstance(element, ComplexType)
        scalar = element.element_type if is_complex else element
        mask = (1 << scalar_width(scalar)) - 1
        parts = tuple(part & mask for part in self._stored(index))
        return parts if is_complex else parts[0]

    def _stored(self, index: int) -> tuple[int, ...]:
        """The storage of element `index`: one int per scalar, as MLIR 16 reads it."""
        raw = self.raw
        index = 0 if self.is_splat else index
        element = self._type.element_type
        if isinstance(element, ComplexType):
            width = scalar_width(element.element_type)
            if width == 1:  # MLIR 16 reads complex<i1> parts as packed bits
                return _bit(raw, 2 * index), _bit(raw, 2 * index + 1)
            size = _align8(width) // 8
            offset = 2 * index * size
            return _read(raw, offset, size), _read(raw, offset + size, size)
        width = scalar_width(element)
        if width == 1:
            return (_bit(raw, index),)
        size = _align8(width) // 8
        return (_read(raw, index * size, size),)

    def _value(self, index: int) -> Any:
        element = self._type.element_type
        bits = self.element_bits(index)
        if not isinstance(element, ComplexType):
            return _scalar_value(element, bits)
        part = element.element_type
        real, imag = (_scalar_value(part, b) for b in bits)
        return complex(real, imag) if isinstance(part, FloatType) else (real, imag)

    def _element_text(self, index: int) -> str:
        element = self._type.element_type
        if not isinstance(element, ComplexType):
            return _scalar_text(element, self._stored(index)[0])
        real, imag = (
            _scalar_text(element.element_type, p) for p in self._stored(index)
        )
        return f"({real},{imag})"

    def _prints_hex(self) -> bool:
        limit = self.print_hex_if_larger
        return limit != -1 and len(self) > limit

    def _hex_text(self) -> str:
        return '"0x' + self.raw.hex().upper() + '"'


def _check_numeric(type_: Type) -> None:
    _check_shaped(type_)
    if not is_numeric_element(type_.element_type):  # type: ignore[attr-defined]
        raise ValueError(f"expected int, index, float or complex elements in '{type_}'")


class DenseStringElementsAttr(DenseElementsAttr):
    """Dense string elements (of any non-numeric element type)."""

    __slots__ = ("strings",)

    @classmethod
    def _build(cls, type_: ShapedType, strings: tuple, is_splat: bool) -> Any:
        self = _new(cls)
        self._type = type_
        self.strings = strings
        self.is_splat = is_splat
        return self

    @classmethod
    def get(
        cls, type_: ShapedType, values: Sequence[str], context: Context | None = None
    ) -> DenseStringElementsAttr:
        """From every element's string, or one string (a splat)."""
        _check_shaped(type_)
        strings = tuple(values)
        expected = type_.num_elements
        if len(strings) not in (expected, 1):
            raise ValueError(
                f"parsed {len(strings)} elements, but type ('{type_}')"
                f" expected {expected} elements"
            )
        if strings and strings == strings[:1] * len(strings):
            return _unique(cls, (type_, strings[:1], True), context)
        return _unique(cls, (type_, strings, False), context)

    def _value(self, index: int) -> str:
        return self.strings[index]

    def _element_text(self, index: int) -> str:
        return escape_string(self.strings[index])


def empty_dense_elements(
    type_: ShapedType, context: Context | None = None
) -> DenseElementsAttr:
    """The empty dense attribute of `type_` (of numbers or of strings)."""
    if is_numeric_element(type_.element_type):
        return DenseIntOrFPElementsAttr.from_raw(type_, b"", context)
    return DenseStringElementsAttr.get(type_, (), context)


class SparseElementsAttr(ElementsAttr):
    """`sparse<indices, values>`: the listed elements; all others are zero."""

    __slots__ = ("indices", "values")

    @classmethod
    def _build(cls, type_: ShapedType, indices: Any, values: Any) -> Any:
        self = _new(cls)
        self._type = type_
        self.indices = indices
        self.values = values
        return self

    @classmethod
    def get(
        cls,
        type_: ShapedType,
        indices: DenseIntOrFPElementsAttr,
        values: DenseElementsAttr,
        context: Context | None = None,
    ) -> SparseElementsAttr:
        """Checked as MLIR's verifier does; ValueError with its message."""
        _check_shaped(type_)
        error = sparse_error(type_, indices, values)
        if error is not None:
            raise ValueError(error)
        return _unique(cls, (type_, indices, values), context)

    @classmethod
    def get_empty(
        cls, type_: ShapedType, context: Context | None = None
    ) -> SparseElementsAttr:
        """`sparse<>`: no element is listed."""
        i64 = IntegerType.get(64, context=context)
        indices_type = RankedTensorType.get((0, len(type_.shape)), i64, context=context)
        values_type = RankedTensorType.get((0,), type_.element_type, context=context)
        indices = DenseIntOrFPElementsAttr.from_raw(indices_type, b"", context)
        return cls.get(
            type_, indices, empty_dense_elements(values_type, context), context
        )

    def __len__(self) -> int:
        return self._type.num_elements

    def index_list(self) -> list[tuple[int, ...]]:
        """The index of every listed value (as unsigned 64-bit numbers)."""
        return _sparse_indices(self.indices, len(self._type.shape))

    def print(self, out: Any) -> None:
        if self.indices.is_elided or self.values.is_elided:
            out.write("dense_resource<__elided__> : ")
            out.type(self._type)
            return
        out.write("sparse<")
        if len(self.indices):
            self.indices.print_body(out, allow_hex=False)
            out.write(", ")
            self.values.print_body(out, allow_hex=True)
        out.write("> : ")
        out.type(self._type)

    def walk_subelements(self) -> tuple[Any, ...]:
        return (self._type, self.indices, self.values)


def _sparse_indices(indices: DenseIntOrFPElementsAttr, rank: int) -> list[tuple]:
    count = indices.type.shape[0]
    if indices.is_splat or not rank:
        return [(indices.element_bits(0),) * rank] * count
    flat = [indices.element_bits(i) for i in range(count * rank)]
    return [tuple(flat[i : i + rank]) for i in range(0, count * rank, rank)]


def sparse_error(
    type_: ShapedType, indices: DenseIntOrFPElementsAttr, values: DenseElementsAttr
) -> str | None:
    """MLIR 16's verifier message for these sparse parts, or None if they are valid."""
    values_shape = values.type.shape
    if len(values_shape) != 1:
        return "expected 1-d tensor for sparse element values"
    indices_shape = indices.type.shape
    rank = len(type_.shape)
    shape_error = (
        f"expected shape ([{shape_text(type_.shape)}]); inferred shape of indices"
        f" literal ([{shape_text(indices_shape)}]); inferred shape of values literal"
        f" ([{shape_text(values_shape)}])"
    )
    if len(indices_shape) == 2:
        if indices_shape[1] != rank:
            return shape_error
    elif len(indices_shape) != 1 or rank != 1:
        return shape_error
    if indices_shape[0] != values_shape[0]:
        return shape_error
    listed = _sparse_indices(indices, rank)
    for number, index in enumerate(listed[:1] if indices.is_splat else listed):
        if any(i >= dim for i, dim in zip(index, type_.shape)):
            return (
                f"sparse index #{number} is not contained within the value shape,"
                f" with index=[{shape_text(index)}], and type='{type_}'"
            )
    return None


# -- resources ------------------------------------------------------------------------


class ResourceBlob(FrozenRecord):
    """The bytes of a resource, with the alignment its data requires."""

    __slots__ = _FIELDS = ("data", "alignment")
    data: bytes
    alignment: int

    def __init__(self, data: bytes, alignment: int) -> None:
        set_fields(self, data=data, alignment=alignment)


class ResourceHandle:
    """A key of the builtin dialect's resources; its blob, once the file provides it."""

    __slots__ = ("key", "blob")

    def __init__(self, key: str, blob: ResourceBlob | None = None) -> None:
        self.key = key
        self.blob = blob


class ResourceBlobManager:
    """The builtin dialect's resources of one context, by unique key."""

    def __init__(self) -> None:
        self._handles: dict[str, ResourceHandle] = {}

    def lookup(self, key: str) -> ResourceHandle | None:
        return self._handles.get(key)

    def insert(self, key: str, blob: ResourceBlob | None = None) -> ResourceHandle:
        """A new handle named `key`, or `key_1`, `key_2`, ... if `key` is taken."""
        name = key
        counter = 0
        while name in self._handles:
            counter += 1
            name = f"{key}_{counter}"
        handle = self._handles[name] = ResourceHandle(name, blob)
        return handle


_MANAGERS: weakref.WeakKeyDictionary[Context, ResourceBlobManager] = (
    weakref.WeakKeyDictionary()
)


def resource_manager(context: Context | None = None) -> ResourceBlobManager:
    """The resource blobs of `context` (default: the current context)."""
    ctx = context if context is not None else Context.current()
    manager = _MANAGERS.get(ctx)
    if manager is None:
        manager = _MANAGERS.setdefault(ctx, ResourceBlobManager())
    return manager


class DenseResourceElementsAttr(ElementsAttr):
    """`dense_resource<key>`: elements held in a named blob of the builtin dialect."""

    __slots__ = ("handle",)

    @classmethod
    def _build(cls, type_: ShapedType, handle: ResourceHandle) -> Any:
        self = _new(cls)
        self._type = type_
        self.handle = handle
        return self

    @classmethod
    def get(
        cls, type_: ShapedType, handle: ResourceHandle, context: Context | None = None
    ) -> DenseResourceElementsAttr:
        if not isinstance(type_, ShapedType):
            raise ValueError("`dense_resource` expected a shaped type")
        return _unique(cls, (type_, handle), context)

    @classmethod
    def create(
        cls,
        type_: ShapedType,
        key: str,
        blob: ResourceBlob | None = None,
        context: Context | None = None,
    ) -> DenseResourceElementsAttr:
        """The attribute of a new resource named `key` (made unique if taken)."""
        handle = resource_manager(context).insert(key, blob)
        return cls.get(type_, handle, context)

    @property
    def key(self) -> str:
        return self.handle.key

    @property
    def blob(self) -> ResourceBlob | None:
        """The resource's data, if known."""
        return self.handle.blob

    def print(self, out: Any) -> None:
        out.write(f"dense_resource<{self.handle.key}> : ")
        out.type(self._type)


def set_elements_printing(
    elide_if_larger: int | None, hex_if_larger: int | None
) -> None:
    """Set how elements attributes print for the rest of the process (mlir-opt's
    `--mlir-elide-elementsattrs-if-larger` and
    `--mlir-print-elementsattrs-with-hex-if-larger`; None keeps the default)."""
    DenseElementsAttr.elide_if_larger = elide_if_larger
    DenseIntOrFPElementsAttr.print_hex_if_larger = (
        100 if hex_if_larger is None else hex_if_larger
    )
