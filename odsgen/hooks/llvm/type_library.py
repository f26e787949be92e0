"""The LLVM type library of MLIR 16 (`LLVMTypes.h`): which types LLVM IR
accepts (`is_compatible_type` and its kin), the vector helpers over builtin
and LLVM vectors, and the primitive sizes in bits.

The LLVM type classes are the generated ones; these functions ask the
loaded `llvm` package for them (`hooks.package`) when they run.
"""

from __future__ import annotations

from typing import Any

from odsgen.asm.format_support import quoted_type
from odsgen.ir.context import Context
from odsgen.ir.records import FrozenRecord, set_fields
from odsgen.ir.types import FloatType, IndexType, IntegerType, Type, VectorType

from .registry import hooks

# Builtin float types that LLVM has (FP8 types are builtin-only).
_LLVM_FLOATS = frozenset(("bf16", "f16", "f32", "f64", "f80", "f128"))
# The dialect's type classes (filled on first use).
_ALL_CLASSES: dict[str, frozenset[type]] = {}


# -- classification -----------------------------------------------------------------


def is_llvm_type(value: Any) -> bool:
    """Whether `value` is one of this dialect's types."""
    return type(value) in _llvm_classes()


def _llvm_classes() -> frozenset[type]:
    classes = _ALL_CLASSES.get("all")
    if classes is None:
        classes = frozenset(hooks.package.DIALECT.types)
        _ALL_CLASSES["all"] = classes
    return classes


def isa(value: Any, *names: str) -> bool:
    """`isa<...>` on the generated classes named `names`."""
    classes = _NAMED_CLASSES.get(names)  # `named_classes`, inlined: a hot path
    if classes is None:
        classes = named_classes(names)
    return type(value) in classes


def named_classes(names: tuple[str, ...]) -> frozenset[type]:
    """The generated classes named `names` (looked up once)."""
    classes = _NAMED_CLASSES.get(names)
    if classes is None:
        classes = frozenset(getattr(hooks.package, name) for name in names)
        _NAMED_CLASSES[names] = classes
    return classes


# The classes `isa` tests for, by their names.
_NAMED_CLASSES: dict[tuple[str, ...], frozenset[type]] = {}


# The dialect's types with parameters: each knows whether it is stable
# (`is_stable_type`) and keeps its text only once it is.
_PARAMETRIC = (
    "LLVMArrayType",
    "LLVMFixedVectorType",
    "LLVMFunctionType",
    "LLVMPointerType",
    "LLVMScalableVectorType",
    "LLVMStructType",
)


def _parametric_classes() -> frozenset[type]:
    return named_classes(_PARAMETRIC)


def kept_text(value: Any) -> str | None:
    """The text an LLVM type with parameters keeps (only a stable one
    does, see `is_stable_type`), else None."""
    return value._text if type(value) in _parametric_classes() else None


def is_stable_type(value: Any) -> bool:
    """Whether `value` is an LLVM type with parameters known to be stable:
    every identified struct it reaches has its body, for good, and it is
    compatible with LLVM, so that it prints the same wherever it is nested
    and stays compatible.

    A type is marked stable by the first compatibility check that finds it
    so (`is_compatible_type`); later walks over nested types stop at it, so
    that a type built on stable ones is checked in the time of its own
    members.
    """
    if type(value) not in _parametric_classes():
        return False
    if not value._stable:
        is_compatible_type(value)
    return value._stable


def _mark_stable(values: Any) -> None:
    """Mark `values` stable, the compatibility check having reached every
    type they reach and found it compatible, unless one of them is an
    identified struct whose body is not set yet."""
    classes = _parametric_classes()
    struct_class = hooks.package.LLVMStructType
    found = [value for value in values if type(value) in classes]
    for value in found:
        if (
            type(value) is struct_class
            and value.body is None
            and value.identifier is not None
        ):
            return
    for value in found:
        object.__setattr__(value, "_stable", True)


def is_signless_int_or_float(value: Any) -> bool:
    return (isinstance(value, IntegerType) and value.is_signless) or isinstance(
        value, FloatType
    )


# -- compatibility helpers (LLVMTypes.h) ----------------------------------------------


@hooks.export
def implements_pointer_element_interface(value: Any) -> bool:
    """MLIR's PointerElementTypeInterface, for types of any dialect: a type
    whose class sets `llvm_pointer_element = True` (a class attribute, e.g.
    in a type record's `extra_python`) may be the element of a typed
    `!llvm.ptr`, and is loadable (`LLVM_LoadableType`: `llvm.load`,
    `llvm.store`)."""
    return getattr(value, "llvm_pointer_element", False) is True


@hooks.export
def is_compatible_outer_type(value: Any) -> bool:
    """Whether `value` itself (not what it contains) is a type LLVM IR has.

    The LLVM dialect's types, signless integers, the floats LLVM has and 1-D
    builtin vectors; nested types are not looked at.
    """
    if isinstance(value, IntegerType):  # first: the commonest
        return value.signedness == IntegerType.SIGNLESS
    classes = _ALL_CLASSES.get("all")  # `_llvm_classes`, inlined: a hot path
    if classes is None:
        classes = _llvm_classes()
    if type(value) in classes:
        return True
    if isinstance(value, FloatType):
        return value.name in _LLVM_FLOATS
    if isinstance(value, VectorType):
        return len(value.shape) == 1
    return False


def is_compatible_type(value: Any) -> bool:
    """Whether `value` and every type nested in it are types LLVM IR has.

    Recursion through identified structs stops at a struct already being
    checked, which counts as compatible, as in MLIR.
    """
    step = _compatibility_step(value)
    if step is True or step is False:  # a type without nested types
        return step
    children = [_compatibility_step(child) for child in step]
    if all(type(child) is bool for child in children):  # nothing deeper
        ok = all(children)
        if ok:
            _mark_stable((value,))
        return ok
    return is_compatible_with_memo(value, None)


_END = object()


def _compatibility_step(value: Any) -> Any:
    """The verdict on `value` alone (a bool), or the types it depends on."""
    if isinstance(value, IntegerType):  # first: the commonest
        return value.signedness == IntegerType.SIGNLESS
    parametric = _NAMED_CLASSES.get(_PARAMETRIC)  # `_parametric_classes`, inlined
    if parametric is None:
        parametric = _parametric_classes()
    if type(value) in parametric and value._stable:
        return True  # compatible for good
    cls = type(value)
    g = hooks.package
    if cls is g.LLVMPointerType:
        return () if value.element_type is None else (value.element_type,)
    if cls is g.LLVMStructType:
        return value.body or ()
    if cls is g.LLVMFunctionType:
        return (value.return_type, *value.params)
    if isa(value, "LLVMArrayType", "LLVMFixedVectorType", "LLVMScalableVectorType"):
        return (value.element_type,)
    if isinstance(value, VectorType):
        return (value.element_type,) if len(value.shape) == 1 else False
    if isinstance(value, FloatType):
        return value.name in _LLVM_FLOATS
    return cls in _llvm_classes()  # the types without parameters


def is_compatible_with_memo(root: Any, memo: dict[Any, bool] | None) -> bool:
    """MLIR's depth-first check, without recursion.

    A type met again while being checked counts as compatible; a type found
    incompatible is forgotten, so that it is checked afresh. With `memo`,
    answers are looked up and kept: the root's, and when it is compatible,
    that of every type it reached (none of them reaches an incompatible one).
    """
    if memo is not None:
        known = memo.get(root)
        if known is not None:
            return known
    seen: set[Any] = set()
    stack: list[tuple[Any, Any]] = []
    pending: Any = root
    ok = True
    while True:
        if pending is not None:
            value, pending = pending, None
            known = None if memo is None else memo.get(value)
            if value in seen:
                ok = True
            elif known is not None:
                ok = known
            else:
                seen.add(value)
                step = _compatibility_step(value)
                if step is True or step is False:
                    ok = step
                    if not ok:
                        seen.discard(value)
                else:
                    stack.append((value, iter(step)))
                    ok = True
        if not stack:
            break
        value, children = stack[-1]
        if ok:
            child = next(children, _END)
            if child is not _END:
                pending = child
                continue
            stack.pop()
        else:
            stack.pop()
            seen.discard(value)
    if memo is not None:
        memo[root] = ok
        if ok:
            memo.update(dict.fromkeys(seen, True))
    elif ok:  # every type reached was seen here: none is incompatible
        _mark_stable(seen)
    return ok


@hooks.export
def is_compatible_floating_point_type(value: Any) -> bool:
    """Whether `value` is a floating point type LLVM IR has (`ppc_fp128` included)."""
    if isinstance(value, FloatType):
        return value.name in _LLVM_FLOATS
    return isa(value, "LLVMPPCFP128Type")


@hooks.export
def is_compatible_vector_type(value: Any) -> bool:
    """Whether `value` is a vector LLVM IR has: an `!llvm.vec`, or a 1-D builtin
    vector of signless integers or LLVM floats."""
    if isa(value, "LLVMFixedVectorType", "LLVMScalableVectorType"):
        return True
    if isinstance(value, VectorType):
        if len(value.shape) != 1:
            return False
        element = value.element_type
        if isinstance(element, IntegerType):
            return element.is_signless
        return isinstance(element, FloatType) and element.name in _LLVM_FLOATS
    return False


@hooks.export
def is_scalable_vector_type(value: Any) -> bool:
    """Whether a vector compatible with LLVM has a scalable length."""
    if isa(value, "LLVMScalableVectorType"):
        return True
    if isinstance(value, VectorType):
        return value.is_scalable
    if isa(value, "LLVMFixedVectorType"):
        return False
    raise ValueError(f"not a vector compatible with LLVM: {quoted_type(value)}")


@hooks.export
def get_vector_element_type(value: Any) -> Type:
    """The element type of any vector compatible with LLVM."""
    if isinstance(value, VectorType) or isa(
        value, "LLVMFixedVectorType", "LLVMScalableVectorType"
    ):
        return value.element_type
    raise ValueError(f"not a vector compatible with LLVM: {quoted_type(value)}")


class ElementCount(FrozenRecord):
    """A number of vector elements: exact, or a multiple of `min` when scalable."""

    __slots__ = ("min", "scalable")
    _FIELDS = __slots__
    min: int
    scalable: bool

    def __init__(self, min: int, scalable: bool) -> None:
        set_fields(self, min=min, scalable=scalable)


def get_vector_num_elements(value: Any) -> ElementCount:
    """The number of elements of any vector compatible with LLVM."""
    if isinstance(value, VectorType):
        count = 1
        for dim in value.shape:
            count *= dim
        return ElementCount(count, value.is_scalable)
    if isa(value, "LLVMFixedVectorType"):
        return ElementCount(value.num_elements, False)
    if isa(value, "LLVMScalableVectorType"):
        return ElementCount(value.min_num_elements, True)
    raise ValueError(f"not a vector compatible with LLVM: {quoted_type(value)}")


def _vector_kind(element: Any, llvm_class: str) -> bool:
    """True for an `!llvm.vec` of `element`, False for a builtin vector."""
    use_llvm = getattr(hooks.package, llvm_class).is_valid_element_type(element)
    use_builtin = _is_builtin_vector_element(element)
    if use_llvm == use_builtin:
        raise ValueError(
            f"no vector compatible with LLVM holds {quoted_type(element)} elements"
        )
    return use_llvm


def _is_builtin_vector_element(element: Any) -> bool:
    return isinstance(element, (IntegerType, FloatType, IndexType))


def get_vector_type(
    element: Type,
    num_elements: int,
    is_scalable: bool = False,
    *,
    context: Context | None = None,
) -> Type:
    """A vector of `element` compatible with LLVM: builtin where the builtin
    vector can hold `element`, `!llvm.vec` otherwise."""
    if _vector_kind(element, "LLVMFixedVectorType"):
        if is_scalable:
            return hooks.package.LLVMScalableVectorType.get(
                element, num_elements, context=context
            )
        return hooks.package.LLVMFixedVectorType.get(
            element, num_elements, context=context
        )
    return VectorType.get([num_elements], element, [is_scalable], context)


def get_fixed_vector_type(
    element: Type, num_elements: int, *, context: Context | None = None
) -> Type:
    """A fixed vector of `element`: `vector<N x T>` or `!llvm.vec<N x T>`."""
    if _vector_kind(element, "LLVMFixedVectorType"):
        return hooks.package.LLVMFixedVectorType.get(
            element, num_elements, context=context
        )
    return VectorType.get([num_elements], element, None, context)


def get_scalable_vector_type(
    element: Type, num_elements: int, *, context: Context | None = None
) -> Type:
    """A scalable vector of `element`: `vector<[N] x T>` where the builtin vector
    can hold `element`, `!llvm.vec<? x N x T>` otherwise (pointers, `ppc_fp128`)."""
    if _is_builtin_vector_element(element):
        return VectorType.get([num_elements], element, [True], context)
    if hooks.package.LLVMScalableVectorType.is_valid_element_type(element):
        return hooks.package.LLVMScalableVectorType.get(
            element, num_elements, context=context
        )
    raise ValueError(
        f"no vector compatible with LLVM holds {quoted_type(element)} elements"
    )


def get_primitive_type_size_in_bits(value: Any) -> int:
    """The size in bits of a primitive type compatible with LLVM (0 for the
    aggregates, pointers, functions and the types without a size)."""
    if isinstance(value, FloatType):
        return value.width
    if isinstance(value, IntegerType):
        return value.width
    if isa(value, "LLVMPPCFP128Type"):
        return 128
    if isa(value, "LLVMX86MMXType"):
        return 64
    if isa(value, "LLVMFixedVectorType"):
        return get_primitive_type_size_in_bits(value.element_type) * value.num_elements
    if isinstance(value, VectorType):
        count = 1
        for dim in value.shape:
            count *= dim
        return get_primitive_type_size_in_bits(value.element_type) * count
    if isa(
        value,
        "LLVMVoidType",
        "LLVMLabelType",
        "LLVMMetadataType",
        "LLVMTokenType",
        "LLVMStructType",
        "LLVMArrayType",
        "LLVMPointerType",
        "LLVMFunctionType",
    ):
        return 0
    raise ValueError(f"no primitive size for {quoted_type(value)}")
