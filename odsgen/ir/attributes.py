"""Builtin attributes: immutable, uniqued in a context, printed as MLIR 16 does."""

from __future__ import annotations

from typing import Any, ClassVar, Iterable, Mapping, Sequence

from .context import Context
from .printing import Printable, escape_string, is_bare_identifier
from .floats import format_float, from_python_float, to_python_float
from .types import (
    IndexType,
    IntegerType,
    FloatType,
    NoneType,
    Type,
    _unique,
    dialect_symbol_text,
)


class Attribute(Printable):
    """Base class of all attributes. Identity is equality (attributes are uniqued)."""

    __slots__ = ()

    dialect_namespace: ClassVar[str] = "builtin"

    @property
    def type(self) -> Type | None:
        """The attribute's type, for the attributes that have one."""
        return None

    def is_identity_layout(self) -> bool:
        """Whether this is the default layout of a memref (dropped from its type)."""
        return False

    def is_default_memory_space(self) -> bool:
        """Whether this is memory space 0 of a memref (dropped from its type)."""
        return False

    def print_eliding_type(self, out: Any) -> None:
        """This attribute as a memref memory space or an array element shows it."""
        print_eliding_type(out, self)


def _new(cls: type) -> Any:
    self = cls.__new__(cls)
    self._text = None
    return self


def keyword_or_string(name: str) -> str:
    """`name` bare if it is an identifier, else as a string literal."""
    return name if is_bare_identifier(name) else escape_string(name)


# -- scalars ------------------------------------------------------------------


class IntegerAttr(Attribute):
    """An integer of an integer or index type, e.g. `42 : i32`."""

    __slots__ = ("_type", "value")

    @classmethod
    def _build(cls, type_: Type, value: int) -> IntegerAttr:
        self = _new(BoolAttr if _is_i1(type_) else cls)
        self._type = type_
        self.value = value
        return self

    def is_default_memory_space(self) -> bool:
        return self.value == 0

    @classmethod
    def get(cls, type_: Type, value: int, context: Context | None = None) -> Any:
        """The attribute holding `value`, wrapped to the type's width."""
        return IntegerAttr.get_wrapped(type_, normalize_int(type_, value), context)

    @staticmethod
    def get_wrapped(type_: Type, value: int, context: Context | None = None) -> Any:
        """`get` for a `value` already wrapped to the type's width (as
        `normalize_int` leaves it)."""
        ctx = context if context is not None else Context.current()
        # One table a type, keyed by the value alone: no key tuple an attribute.
        by_type = ctx._tables.get(IntegerAttr)
        if by_type is None:
            by_type = ctx.table(IntegerAttr)
        table = by_type.get(type_)
        if table is None:
            table = by_type.setdefault(type_, {})
        found = table.get(value)
        if found is None:
            found = table.setdefault(value, IntegerAttr._build(type_, value))
        return found

    @property
    def type(self) -> Type:
        return self._type

    def print(self, out: Any) -> None:
        out.write(str(self.value))
        out.write(" : ")
        out.type(self._type)


class BoolAttr(IntegerAttr):
    """`true` or `false`: an `i1` integer attribute."""

    __slots__ = ()

    @classmethod
    def get(cls, value: bool, context: Context | None = None) -> Any:  # type: ignore[override]
        i1 = IntegerType.get(1, context=context)
        return IntegerAttr.get(i1, 1 if value else 0, context)

    def print(self, out: Any) -> None:
        out.write("true" if self.value else "false")


def _is_i1(type_: Type) -> bool:
    return isinstance(type_, IntegerType) and type_.width == 1 and not type_.signedness


def normalize_int(type_: Type, value: int) -> int:
    """`value` wrapped to the type's width: unsigned for `ui`/`i1`, else signed."""
    if isinstance(type_, IntegerType):
        width = type_.width
        unsigned = type_.signedness == IntegerType.UNSIGNED or (
            width == 1 and type_.signedness == IntegerType.SIGNLESS
        )
    elif isinstance(type_, IndexType):
        width, unsigned = 64, False
    else:
        return value
    if width == 0:
        return 0
    value &= (1 << width) - 1
    if not unsigned and value >> (width - 1):
        value -= 1 << width
    return value


class FloatAttr(Attribute):
    """A floating-point value of a float type, kept as its exact bit pattern."""

    __slots__ = ("_type", "bits")

    @classmethod
    def _build(cls, type_: FloatType, bits: int) -> FloatAttr:
        self = _new(cls)
        self._type = type_
        self.bits = bits
        return self

    @classmethod
    def get(cls, type_: FloatType, value: float, context: Context | None = None) -> Any:
        """The attribute nearest to the Python float `value`."""
        return cls.get_bits(type_, from_python_float(value, type_.semantics), context)

    @classmethod
    def get_bits(
        cls, type_: FloatType, bits: int, context: Context | None = None
    ) -> Any:
        """The attribute with this exact bit pattern."""
        return _unique(cls, (type_, bits), context)

    @property
    def type(self) -> Type:
        return self._type

    @property
    def value(self) -> float:
        """The value as a Python float (rounded for formats wider than f64)."""
        return to_python_float(self.bits, self._type.semantics)

    @property
    def value_text(self) -> str:
        """The value as MLIR prints it, without the type."""
        return format_float(self.bits, self._type.semantics)

    def print(self, out: Any) -> None:
        out.write(self.value_text)
        out.write(" : ")
        out.type(self._type)


class StringAttr(Attribute):
    """A string, optionally typed (`"abc" : i32`)."""

    __slots__ = ("value", "_type")

    @classmethod
    def _build(cls, value: str, type_: Type | None) -> StringAttr:
        self = _new(cls)
        self.value = value
        self._type = type_
        return self

    @classmethod
    def get(
        cls, value: str, type_: Type | None = None, context: Context | None = None
    ) -> Any:
        if type_ is not None and isinstance(type_, NoneType):
            type_ = None
        return _unique(cls, (value, type_), context)

    @property
    def type(self) -> Type:
        return self._type if self._type is not None else NoneType.get()

    def print(self, out: Any) -> None:
        out.write(escape_string(self.value))
        if self._type is not None:
            out.write(" : ")
            out.type(self._type)


class UnitAttr(Attribute):
    """`unit`: presence is the information."""

    __slots__ = ()

    @classmethod
    def _build(cls) -> UnitAttr:
        return _new(cls)

    @classmethod
    def get(cls, context: Context | None = None) -> UnitAttr:
        return _unique(cls, (), context)

    def print(self, out: Any) -> None:
        out.write("unit")


class TypeAttr(Attribute):
    """A type used as an attribute."""

    __slots__ = ("value",)

    @classmethod
    def _build(cls, value: Type) -> TypeAttr:
        self = _new(cls)
        self.value = value
        return self

    @classmethod
    def get(cls, value: Type, context: Context | None = None) -> TypeAttr:
        return _unique(cls, (value,), context)

    def print(self, out: Any) -> None:
        out.type(self.value)

    def walk_subelements(self) -> tuple[Any, ...]:
        return (self.value,)


class SymbolRefAttr(Attribute):
    """`@root` or `@root::@nested::@leaf`."""

    __slots__ = ("root", "nested")

    @classmethod
    def _build(cls, root: str, nested: tuple[str, ...]) -> SymbolRefAttr:
        self = _new(FlatSymbolRefAttr if not nested else cls)
        self.root = root
        self.nested = nested
        return self

    @classmethod
    def get(
        cls, root: str, nested: Sequence[str] = (), context: Context | None = None
    ) -> Any:
        return _unique(SymbolRefAttr, (root, tuple(nested)), context)

    @property
    def leaf(self) -> str:
        """The last name of the reference."""
        return self.nested[-1] if self.nested else self.root

    def print(self, out: Any) -> None:
        out.write("@" + keyword_or_string(self.root))
        for name in self.nested:
            out.write("::@" + keyword_or_string(name))


class FlatSymbolRefAttr(SymbolRefAttr):
    """`@name`: a symbol reference without nested references."""

    __slots__ = ()

    @classmethod
    def get(
        cls, root: str, nested: Sequence[str] = (), context: Context | None = None
    ) -> Any:
        assert not nested, "a flat symbol reference has no nested references"
        return SymbolRefAttr.get(root, (), context)

    @property
    def value(self) -> str:
        return self.root


# -- containers ---------------------------------------------------------------


class ArrayAttr(Attribute):
    """`[a, b, ...]`: integers of i64 and floats of f64 print without their type."""

    __slots__ = ("value",)

    @classmethod
    def _build(cls, value: tuple[Attribute, ...]) -> ArrayAttr:
        self = _new(cls)
        self.value = value
        return self

    @classmethod
    def get(
        cls, value: Iterable[Attribute], context: Context | None = None
    ) -> ArrayAttr:
        return _unique(cls, (tuple(value),), context)

    def __len__(self) -> int:
        return len(self.value)

    def __getitem__(self, index: int) -> Attribute:
        return self.value[index]

    def __iter__(self) -> Any:
        return iter(self.value)

    def print(self, out: Any) -> None:
        out.write("[")
        first = True
        for element in self.value:
            if not first:
                out.write(", ")
            first = False
            print_eliding_type(out, element)
        out.write("]")

    def walk_subelements(self) -> tuple[Any, ...]:
        return self.value


def print_eliding_type(out: Any, value: Attribute) -> None:
    """Print `value`, leaving out the type of i64 integers and f64 floats.

    This is MLIR's "may elide" printing, used for array elements and memref
    memory spaces.
    """
    if type(value) is IntegerAttr and _is_i64(value._type):
        out.write(str(value.value))
    elif type(value) is FloatAttr and value._type.name == "f64":
        out.write(value.value_text)
    else:
        out.attribute(value)


def _is_i64(type_: Type) -> bool:
    return isinstance(type_, IntegerType) and type_.width == 64 and not type_.signedness


class DictionaryAttr(Attribute):
    """`{name = value, ...}`, sorted by name; unit values print as the name alone."""

    __slots__ = ("items", "_map")

    @classmethod
    def _build(cls, items: tuple[tuple[str, Attribute], ...]) -> DictionaryAttr:
        self = _new(cls)
        self.items = items
        self._map = None
        return self

    @classmethod
    def get(
        cls,
        value: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]] = (),
        context: Context | None = None,
    ) -> DictionaryAttr:
        if isinstance(value, dict) or isinstance(value, Mapping):
            pairs = value.items()
        else:
            pairs = value
        items = tuple(pairs)
        if len(items) > 1:  # one entry (the common case) is already sorted
            items = tuple(sorted(items, key=_by_name_bytes))
        return cls.get_sorted(items, context)

    @classmethod
    def get_sorted(
        cls, items: tuple[tuple[str, Attribute], ...], context: Context | None = None
    ) -> DictionaryAttr:
        """The dictionary of `items`, already sorted by name without duplicates."""
        ctx = context if context is not None else Context.current()
        # Keyed by the items themselves (not by a tuple around them).
        table = ctx._tables.get(DictionaryAttr)
        if table is None:
            table = ctx.table(DictionaryAttr)
        found = table.get(items)
        if found is None:
            found = table.setdefault(items, DictionaryAttr._build(items))
        return found

    def as_dict(self) -> dict[str, Attribute]:
        """The entries as a Python dict (not to be changed). It is cached for
        dictionaries of more than `_UNCACHED_SIZE` entries; smaller ones are
        cheap to copy, and often unique to one op (a constant's value), where
        a cached copy would cost memory for every op."""
        found = self._map
        if found is None:
            if len(self.items) <= _UNCACHED_SIZE:
                return dict(self.items)
            found = self._map = dict(self.items)
        return found

    def get_attr(self, name: str) -> Attribute | None:
        found = self._map
        if found is None:
            if len(self.items) <= _UNCACHED_SIZE:
                for key, value in self.items:
                    if key == name:
                        return value
                return None
            found = self.as_dict()
        return found.get(name)

    def find(self, name: str) -> Attribute | None:
        """The value of entry `name` (None if absent), as `get_attr`, but
        never building the cached dict: for the few lookups of a dictionary
        most often read once or twice (an `llvm.func`'s, by the verifier's
        symbol and return checks), a scan is cheaper than the dict and keeps
        no memory per dictionary."""
        found = self._map
        if found is not None:
            return found.get(name)
        for key, value in self.items:
            if key == name:
                return value
        return None

    def __contains__(self, name: str) -> bool:
        return self.get_attr(name) is not None

    def __len__(self) -> int:
        return len(self.items)

    def print(self, out: Any) -> None:
        out.write("{")
        print_named_attributes(out, self.items)
        out.write("}")

    def walk_subelements(self) -> tuple[Any, ...]:
        return tuple(value for _, value in self.items)


# The size up to which a dictionary keeps no dict of its entries (`as_dict`).
_UNCACHED_SIZE = 2


def _by_name_bytes(item: tuple[str, Attribute]) -> bytes:
    return item[0].encode("utf-8", "surrogateescape")


def print_named_attributes(out: Any, items: Iterable[tuple[str, Attribute]]) -> None:
    """`a = 1 : i64, b`: the body of an attribute dictionary."""
    first = True
    for name, value in items:
        if not first:
            out.write(", ")
        first = False
        out.write(keyword_or_string(name))
        if type(value) is not UnitAttr:
            out.write(" = ")
            out.attribute(value)


class DenseArrayAttr(Attribute):
    """`array<i32: 1, 2, 3>`: a dense array of integers, bools or floats."""

    __slots__ = ("element_type", "values")

    @classmethod
    def _build(cls, element_type: Type, values: tuple) -> DenseArrayAttr:
        self = _new(cls)
        self.element_type = element_type
        self.values = values
        return self

    @classmethod
    def get(
        cls, element_type: Type, values: Iterable[Any], context: Context | None = None
    ) -> DenseArrayAttr:
        """Integers (or bools) for integer element types, bit patterns for floats."""
        if isinstance(element_type, IntegerType):
            values = (normalize_int(element_type, int(v)) for v in values)
        return _unique(cls, (element_type, tuple(values)), context)

    def __len__(self) -> int:
        return len(self.values)

    def __getitem__(self, index: int) -> Any:
        return self.values[index]

    def __iter__(self) -> Any:
        return iter(self.values)

    def print(self, out: Any) -> None:
        out.write("array<")
        out.type(self.element_type)
        if self.values:
            out.write(": ")
            out.write(", ".join(self._element_texts()))
        out.write(">")

    def _element_texts(self) -> list[str]:
        element_type = self.element_type
        if isinstance(element_type, FloatType):
            semantics = element_type.semantics
            return [format_float(v, semantics) for v in self.values]
        if _is_i1(element_type):
            return ["true" if v else "false" for v in self.values]
        return [str(v) for v in self.values]


# -- affine -------------------------------------------------------------------


class AffineMapAttr(Attribute):
    """`affine_map<(d0) -> (d0)>`."""

    __slots__ = ("value",)

    @classmethod
    def _build(cls, value: Any) -> AffineMapAttr:
        self = _new(cls)
        self.value = value
        return self

    @classmethod
    def get(cls, value: Any, context: Context | None = None) -> AffineMapAttr:
        return _unique(cls, (value,), context)

    def print(self, out: Any) -> None:
        out.write(f"affine_map<{self.value}>")

    def is_identity_layout(self) -> bool:
        """True for `(d0, ..., dn) -> (d0, ..., dn)`, the default memref layout."""
        from .affine import dim  # loaded once affine maps are in use

        affine_map = self.value
        return (
            affine_map.num_symbols == 0
            and len(affine_map.results) == affine_map.num_dims
            and all(r == dim(i) for i, r in enumerate(affine_map.results))
        )


class IntegerSetAttr(Attribute):
    """`affine_set<(d0) : (d0 >= 0)>`."""

    __slots__ = ("value",)

    @classmethod
    def _build(cls, value: Any) -> IntegerSetAttr:
        self = _new(cls)
        self.value = value
        return self

    @classmethod
    def get(cls, value: Any, context: Context | None = None) -> IntegerSetAttr:
        return _unique(cls, (value,), context)

    def print(self, out: Any) -> None:
        out.write(f"affine_set<{self.value}>")


class StridedLayoutAttr(Attribute):
    """`strided<[s0, s1], offset: o>`; `None` stands for a dynamic value `?`."""

    __slots__ = ("offset", "strides")

    @classmethod
    def _build(cls, offset: int | None, strides: tuple) -> StridedLayoutAttr:
        self = _new(cls)
        self.offset = offset
        self.strides = strides
        return self

    @classmethod
    def get(
        cls,
        offset: int | None,
        strides: Sequence[int | None],
        context: Context | None = None,
    ) -> StridedLayoutAttr:
        return _unique(cls, (offset, tuple(strides)), context)

    def print(self, out: Any) -> None:
        strides = ", ".join("?" if s is None else str(s) for s in self.strides)
        out.write(f"strided<[{strides}]")
        if self.offset != 0:
            out.write(", offset: " + ("?" if self.offset is None else str(self.offset)))
        out.write(">")


# -- dialect attributes -------------------------------------------------------


class OpaqueAttr(Attribute):
    """An attribute of an unregistered dialect, kept as its dialect and body text."""

    __slots__ = ("dialect", "data", "_type")

    @classmethod
    def _build(cls, dialect: str, data: str, type_: Type | None) -> OpaqueAttr:
        self = _new(cls)
        self.dialect = dialect
        self.data = data
        self._type = type_
        return self

    @classmethod
    def get(
        cls,
        dialect: str,
        data: str,
        type_: Type | None = None,
        context: Context | None = None,
    ) -> OpaqueAttr:
        if type_ is not None and isinstance(type_, NoneType):
            type_ = None
        return _unique(cls, (dialect, data, type_), context)

    @property
    def type(self) -> Type:
        return self._type if self._type is not None else NoneType.get()

    def print(self, out: Any) -> None:
        out.write(dialect_symbol_text("#", self.dialect, self.data))
        if self._type is not None:
            out.write(" : ")
            out.type(self._type)
