"""Builtin types: immutable, uniqued in a context, printed as MLIR 16 does."""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from .context import Context
from .floats import SEMANTICS
from .printing import Printable

DYNAMIC = None
"""The size of a dynamic dimension (`?`) in a shape."""


class Type(Printable):
    """Base class of all types. Identity is equality (types are uniqued)."""

    __slots__ = ()

    dialect_namespace: ClassVar[str] = "builtin"

    @classmethod
    def _build(cls, *params: Any) -> Any:
        """A new instance whose own slots take `params`, in declaration order."""
        self = cls.__new__(cls)
        self._text = None
        for name, value in zip(cls.__slots__, params):
            object.__setattr__(self, name, value)
        return self


def _unique(cls: type, params: tuple, context: Context | None) -> Any:
    """The uniqued instance of `cls` with `params`, built by `cls._build`."""
    ctx = context if context is not None else Context.current()
    table = ctx._tables.get(cls)
    if table is None:
        table = ctx.table(cls)
    found = table.get(params)
    if found is None:
        found = table.setdefault(params, cls._build(*params))
    return found


# -- scalars ------------------------------------------------------------------


class IntegerType(Type):
    """`iN`, `siN` or `uiN`: an integer of any width and signedness."""

    __slots__ = ("width", "signedness")

    SIGNLESS: ClassVar[int] = 0
    SIGNED: ClassVar[int] = 1
    UNSIGNED: ClassVar[int] = 2
    MAX_WIDTH: ClassVar[int] = (1 << 24) - 1

    @classmethod
    def _build(cls, width: int, signedness: int) -> IntegerType:
        self = cls.__new__(cls)
        self._text = ("i", "si", "ui")[signedness] + str(width)
        self.width = width
        self.signedness = signedness
        return self

    @classmethod
    def get(
        cls, width: int, signedness: int = 0, context: Context | None = None
    ) -> IntegerType:
        """The integer type of `width` bits (signless unless told)."""
        return _unique(cls, (width, signedness), context)

    @property
    def is_signless(self) -> bool:
        return self.signedness == 0

    @property
    def is_signed(self) -> bool:
        return self.signedness == 1

    @property
    def is_unsigned(self) -> bool:
        return self.signedness == 2

    def print(self, out: Any) -> None:
        out.write(self.text)


class IndexType(Type):
    """`index`: the target's pointer-sized integer."""

    __slots__ = ()

    @classmethod
    def get(cls, context: Context | None = None) -> IndexType:
        return _unique(cls, (), context)

    def print(self, out: Any) -> None:
        out.write("index")


class NoneType(Type):
    """`none`: a unit type."""

    __slots__ = ()

    @classmethod
    def get(cls, context: Context | None = None) -> NoneType:
        return _unique(cls, (), context)

    def print(self, out: Any) -> None:
        out.write("none")


class FloatType(Type):
    """A builtin floating-point type, named by its keyword (`f32`, `bf16`, ...)."""

    __slots__ = ("name",)

    NAMES: ClassVar[tuple[str, ...]] = (
        "bf16",
        "f16",
        "f32",
        "f64",
        "f80",
        "f128",
        "f8E5M2",
        "f8E4M3FN",
    )

    @classmethod
    def _build(cls, name: str) -> FloatType:
        self = cls.__new__(cls)
        self._text = name
        self.name = name
        return self

    @classmethod
    def get(cls, name: str, context: Context | None = None) -> FloatType:
        """The float type spelled `name`."""
        if name not in cls.NAMES:
            raise ValueError(f"unknown float type '{name}'")
        return _unique(cls, (name,), context)

    @property
    def semantics(self) -> Any:
        """The IEEE-style format of this type (see `floats.SEMANTICS`)."""
        return SEMANTICS[self.name]

    @property
    def width(self) -> int:
        return self.semantics.width

    def print(self, out: Any) -> None:
        out.write(self.name)


class ComplexType(Type):
    """`complex<T>`."""

    __slots__ = ("element_type",)

    @classmethod
    def get(cls, element_type: Type, context: Context | None = None) -> ComplexType:
        return _unique(cls, (element_type,), context)

    def print(self, out: Any) -> None:
        out.write("complex<")
        out.type(self.element_type)
        out.write(">")

    def walk_subelements(self) -> tuple[Any, ...]:
        return (self.element_type,)


# -- composite ----------------------------------------------------------------


class FunctionType(Type):
    """`(inputs) -> results`."""

    __slots__ = ("inputs", "results")

    @classmethod
    def get(
        cls,
        inputs: Sequence[Type],
        results: Sequence[Type],
        context: Context | None = None,
    ) -> FunctionType:
        return _unique(cls, (tuple(inputs), tuple(results)), context)

    def print(self, out: Any) -> None:
        out.write("(")
        _print_list(out, self.inputs)
        out.write(") -> ")
        print_result_types(out, self.results)

    def walk_subelements(self) -> tuple[Any, ...]:
        return self.inputs + self.results


def print_result_types(out: Any, results: Sequence[Type]) -> None:
    """Result types after `->`: bare for one non-function type, else in parens."""
    if len(results) == 1 and not isinstance(results[0], FunctionType):
        out.type(results[0])
        return
    out.write("(")
    _print_list(out, results)
    out.write(")")


def _print_list(out: Any, types: Sequence[Type]) -> None:
    first = True
    for t in types:
        if not first:
            out.write(", ")
        first = False
        out.type(t)


class TupleType(Type):
    """`tuple<T, ...>`."""

    __slots__ = ("types",)

    @classmethod
    def get(cls, types: Sequence[Type], context: Context | None = None) -> TupleType:
        return _unique(cls, (tuple(types),), context)

    def print(self, out: Any) -> None:
        out.write("tuple<")
        _print_list(out, self.types)
        out.write(">")

    def walk_subelements(self) -> tuple[Any, ...]:
        return self.types


# -- shaped -------------------------------------------------------------------


class ShapedType(Type):
    """A type with an element type and, if ranked, a shape."""

    __slots__ = ()

    element_type: Type
    shape: tuple[int | None, ...] | None

    @property
    def has_rank(self) -> bool:
        return self.shape is not None

    @property
    def rank(self) -> int:
        assert self.shape is not None, "unranked type has no rank"
        return len(self.shape)

    @property
    def has_static_shape(self) -> bool:
        return self.shape is not None and None not in self.shape

    @property
    def num_elements(self) -> int:
        """The number of elements of a statically shaped type."""
        assert self.has_static_shape, "dynamic shape has no element count"
        count = 1
        for dim in self.shape:  # type: ignore[union-attr]
            count *= dim  # type: ignore[operator]
        return count


def _print_dims(out: Any, shape: Sequence[int | None]) -> None:
    for dim in shape:
        out.write("?x" if dim is None else f"{dim}x")


class VectorType(ShapedType):
    """`vector<4x[8]xf32>`: fixed and scalable dimensions."""

    __slots__ = ("shape", "element_type", "scalable_dims")

    @classmethod
    def get(
        cls,
        shape: Sequence[int],
        element_type: Type,
        scalable_dims: Sequence[bool] | None = None,
        context: Context | None = None,
    ) -> VectorType:
        """A vector; `scalable_dims` flags the scalable dimensions."""
        scalable = tuple(scalable_dims) if scalable_dims else (False,) * len(shape)
        return _unique(cls, (tuple(shape), element_type, scalable), context)

    @property
    def is_scalable(self) -> bool:
        return any(self.scalable_dims)

    def print(self, out: Any) -> None:
        out.write("vector<")
        fixed = [str(d) for d, s in zip(self.shape, self.scalable_dims) if not s]
        group = [str(d) for d, s in zip(self.shape, self.scalable_dims) if s]
        if fixed:
            out.write("x".join(fixed) + "x")
        if group:
            out.write("[" + "x".join(group) + "]x")
        out.type(self.element_type)
        out.write(">")

    def walk_subelements(self) -> tuple[Any, ...]:
        return (self.element_type,)


class RankedTensorType(ShapedType):
    """`tensor<4x?xf32>` with an optional encoding attribute."""

    __slots__ = ("shape", "element_type", "encoding")

    @classmethod
    def get(
        cls,
        shape: Sequence[int | None],
        element_type: Type,
        encoding: Any = None,
        context: Context | None = None,
    ) -> RankedTensorType:
        return _unique(cls, (tuple(shape), element_type, encoding), context)

    def print(self, out: Any) -> None:
        out.write("tensor<")
        _print_dims(out, self.shape)
        out.type(self.element_type)
        if self.encoding is not None:
            out.write(", ")
            out.attribute(self.encoding)
        out.write(">")

    def walk_subelements(self) -> tuple[Any, ...]:
        if self.encoding is None:
            return (self.element_type,)
        return (self.element_type, self.encoding)


class UnrankedTensorType(ShapedType):
    """`tensor<*xf32>`."""

    __slots__ = ("element_type",)

    shape = None

    @classmethod
    def get(cls, element_type: Type, context: Context | None = None) -> Any:
        return _unique(cls, (element_type,), context)

    def print(self, out: Any) -> None:
        out.write("tensor<*x")
        out.type(self.element_type)
        out.write(">")

    def walk_subelements(self) -> tuple[Any, ...]:
        return (self.element_type,)


class MemRefType(ShapedType):
    """`memref<4x?xf32, layout, memory_space>`; default layout is `None`."""

    __slots__ = ("shape", "element_type", "layout", "memory_space")

    @classmethod
    def get(
        cls,
        shape: Sequence[int | None],
        element_type: Type,
        layout: Any = None,
        memory_space: Any = None,
        context: Context | None = None,
    ) -> MemRefType:
        """A memref; an identity affine-map layout and the memory space 0 are
        dropped as MLIR does (see `Attribute.is_identity_layout` and
        `Attribute.is_default_memory_space`)."""
        if layout is not None and layout.is_identity_layout():
            layout = None
        if memory_space is not None and memory_space.is_default_memory_space():
            memory_space = None
        params = (tuple(shape), element_type, layout, memory_space)
        return _unique(cls, params, context)

    def print(self, out: Any) -> None:
        out.write("memref<")
        _print_dims(out, self.shape)
        out.type(self.element_type)
        if self.layout is not None:
            out.write(", ")
            out.attribute(self.layout)
        if self.memory_space is not None:
            out.write(", ")
            self.memory_space.print_eliding_type(out)
        out.write(">")

    def walk_subelements(self) -> tuple[Any, ...]:
        return tuple(
            x
            for x in (self.element_type, self.layout, self.memory_space)
            if x is not None
        )


class UnrankedMemRefType(ShapedType):
    """`memref<*xf32, memory_space>`."""

    __slots__ = ("element_type", "memory_space")

    shape = None

    @classmethod
    def get(
        cls,
        element_type: Type,
        memory_space: Any = None,
        context: Context | None = None,
    ) -> Any:
        """An unranked memref; the default memory space (0) is dropped as MLIR
        does (`Attribute.is_default_memory_space`)."""
        if memory_space is not None and memory_space.is_default_memory_space():
            memory_space = None
        return _unique(cls, (element_type, memory_space), context)

    def print(self, out: Any) -> None:
        out.write("memref<*x")
        out.type(self.element_type)
        if self.memory_space is not None:
            out.write(", ")
            self.memory_space.print_eliding_type(out)
        out.write(">")

    def walk_subelements(self) -> tuple[Any, ...]:
        if self.memory_space is None:
            return (self.element_type,)
        return (self.element_type, self.memory_space)


# -- dialect types ------------------------------------------------------------


class OpaqueType(Type):
    """A type of an unregistered dialect, kept as its dialect and body text."""

    __slots__ = ("dialect", "data")

    @classmethod
    def get(cls, dialect: str, data: str, context: Context | None = None) -> Any:
        return _unique(cls, (dialect, data), context)

    def print(self, out: Any) -> None:
        out.write(dialect_symbol_text("!", self.dialect, self.data))


def dialect_symbol_text(prefix: str, dialect: str, body: str) -> str:
    """`!dialect.body` when the body is simple enough, else `!dialect<body>`."""
    if is_pretty_dialect_body(body):
        return f"{prefix}{dialect}.{body}"
    return f"{prefix}{dialect}<{body}>"


def is_pretty_dialect_body(body: str) -> bool:
    """MLIR's rule for printing a dialect symbol's body in the pretty form."""
    if not body or not body[0].isascii() or not body[0].isalpha():
        return False
    index = 0
    while index < len(body) and (
        body[index].isascii() and (body[index].isalnum() or body[index] in "._")
    ):
        index += 1
    if index == len(body):
        return True
    return body[index] == "<" and body[-1] == ">"
