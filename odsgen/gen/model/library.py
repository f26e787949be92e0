"""The built-in library of records: OpBase.td's constraints and traits, in Python.

Each entry is either a value (`AnyInteger`) or a function of its evaluated
arguments (`VectorOf<[I32]>`). Summaries are MLIR 16's, so that generated
verifiers print MLIR's messages.
"""

from __future__ import annotations

import re
from itertools import chain, count
from dataclasses import dataclass, replace
from typing import Any, Callable

from .literal import python_literal, string_literal
from .constraints import (
    SELF,
    AttrConstraint,
    AttrPredicate,
    RegionConstraint,
    SuccessorConstraint,
    TypeConstraint,
    pred_and,
    pred_not,
    pred_or,
    substitute,
)

# -- traits -------------------------------------------------------------------------


@dataclass(frozen=True)
class VerifierCall:
    """A call of the verifier `function` of `odsgen.ir.trait_verifiers` on
    the op, with the Python expressions `arguments` after it."""

    function: str
    arguments: tuple[str, ...] = ()


@dataclass(frozen=True)
class Trait:
    """A trait of an operation.

    `runtime` names the marker class of `odsgen.ir.traits` put in the op's
    `TRAITS`; `check` is the verifier it calls, `region_check` one run after
    the nested operations verify (MLIR's `verifyRegionTrait`); `args` keeps
    parameters that the generator uses (type inference, segments).
    `interface` marks interfaces.
    """

    name: str
    runtime: str | tuple[str, ...] | None = None
    check: VerifierCall | None = None
    args: tuple[Any, ...] = ()
    interface: bool = False
    structural: bool = False
    region_check: VerifierCall | None = None

    @property
    def doc_name(self) -> str:
        if not self.args:
            return self.name
        rendered = ", ".join(_doc_arg(a) for a in self.args)
        return f"{self.name}<{rendered}>"


def _doc_arg(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_doc_arg(v) for v in value)
    return str(value)


def _marker(name: str, runtime: str | None = None, check: str | None = None) -> Trait:
    """A trait with a marker class (`runtime`, else `name`) and maybe a
    verifier `check` (taking only the op)."""
    verifier = VerifierCall(check) if check is not None else None
    return Trait(name, runtime=runtime if runtime is not None else name, check=verifier)


def _plain(name: str, check: str | None = None) -> Trait:
    """A trait without marker class, maybe with a verifier `check`."""
    return Trait(name, check=VerifierCall(check) if check is not None else None)


TRAITS: dict[str, Any] = {
    "Pure": Trait("Pure", runtime=("NoMemoryEffect", "AlwaysSpeculatable")),
    "NoMemoryEffect": Trait("NoMemoryEffect", runtime="NoMemoryEffect"),
    "AlwaysSpeculatable": _marker("AlwaysSpeculatable"),
    "RecursivelySpeculatable": _marker("RecursivelySpeculatable"),
    "RecursiveMemoryEffects": _plain("RecursiveMemoryEffects"),
    "Commutative": _marker("Commutative"),
    "ConstantLike": _marker("ConstantLike"),
    "Terminator": _marker("Terminator", "IsTerminator", "verify_is_terminator"),
    "ReturnLike": _marker("ReturnLike"),
    "IsolatedFromAbove": _marker("IsolatedFromAbove"),
    "NoTerminator": _marker("NoTerminator"),
    "SymbolTable": _marker("SymbolTable"),
    "Symbol": Trait(
        "Symbol", runtime="Symbol", check=VerifierCall("verify_symbol"), interface=True
    ),
    "SingleBlock": Trait(
        "SingleBlock",
        runtime="SingleBlock",
        check=VerifierCall("verify_single_block"),
        structural=True,
    ),
    "NoRegionArguments": Trait(
        "NoRegionArguments",
        check=VerifierCall("verify_no_region_arguments"),
        structural=True,
    ),
    "AffineScope": _marker("AffineScope"),
    "AutomaticAllocationScope": _plain("AutomaticAllocationScope"),
    "SameOperandsAndResultType": _plain(
        "SameOperandsAndResultType", "verify_same_operands_and_result_type"
    ),
    "SameTypeOperands": _plain("SameTypeOperands", "verify_same_type_operands"),
    "SameOperandsShape": _plain("SameOperandsShape", "verify_same_operands_shape"),
    "SameOperandsAndResultShape": _plain(
        "SameOperandsAndResultShape", "verify_same_operands_and_result_shape"
    ),
    "SameOperandsElementType": _plain(
        "SameOperandsElementType", "verify_same_operands_element_type"
    ),
    "SameOperandsAndResultElementType": _plain(
        "SameOperandsAndResultElementType",
        "verify_same_operands_and_result_element_type",
    ),
    "AttrSizedOperandSegments": Trait("AttrSizedOperandSegments", structural=True),
    "AttrSizedResultSegments": Trait("AttrSizedResultSegments", structural=True),
    "SameVariadicOperandSize": Trait("SameVariadicOperandSize", structural=True),
    "SameVariadicResultSize": Trait("SameVariadicResultSize", structural=True),
    "InferTypeOpInterface": Trait("InferTypeOpInterface", interface=True),
    "MemRefsNormalizable": _plain("MemRefsNormalizable"),
    "Elementwise": _plain("Elementwise", "verify_elementwise"),
    "Idempotent": _plain("Idempotent"),
    "ConditionallySpeculatable": _plain("ConditionallySpeculatable"),
    "Scalarizable": _plain("Scalarizable"),
    "Vectorizable": _plain("Vectorizable"),
    "Tensorizable": _plain("Tensorizable"),
}


def _has_parent(*parents: str) -> Trait:
    return Trait(
        "HasParent",
        check=VerifierCall("verify_has_parent", (python_literal(parents),)),
        args=parents,
        structural=True,
    )


def _single_block_implicit_terminator(terminator: str) -> Trait:
    return Trait(
        "SingleBlockImplicitTerminator",
        runtime="SingleBlock",
        check=VerifierCall("verify_single_block"),
        region_check=VerifierCall(
            "verify_implicit_terminator", (string_literal(terminator),)
        ),
        args=(terminator,),
        structural=True,
    )


def _all_types_match(names: list[str]) -> Trait:
    return Trait(
        "AllTypesMatch",
        check=VerifierCall("verify_all_types_match", (python_literal(tuple(names)),)),
        args=(tuple(names),),
    )


def _types_match_with(summary: str, lhs: str, rhs: str, transform: str) -> Trait:
    return Trait(
        "TypesMatchWith",
        check=VerifierCall(
            "verify_types_match_with",
            (
                *map(string_literal, (summary, lhs, rhs)),
                f"lambda _self: {substitute(transform, '_self')}",
            ),
        ),
        args=(summary, lhs, rhs, transform),
    )


def _pred_op_trait(summary: str, pred: Any) -> Trait:
    """`PredOpTrait<"summary", pred>`: `pred` holds of the op, written `$_op`."""
    condition = _pred(pred).replace("$_op", "_op")
    return Trait(
        "PredOpTrait",
        check=VerifierCall(
            "verify_pred_op_trait",
            (string_literal(str(summary)), f"lambda _op: {condition}"),
        ),
        args=(str(summary),),
    )


def _interface(name: Any, methods: list[str] | None = None) -> Trait:
    """`DeclareOpInterfaceMethods<X, [...]>`: the interface X (an evaluated trait or a name)."""
    return Trait(name.name if isinstance(name, Trait) else str(name), interface=True)


def _arg(
    constraint: Any, description: str = "", decorators: list[Any] | None = None
) -> Any:
    """`Arg<C, "description", [effects]>`: the constraint `C`, with the memory
    effects on that value (MemRead, MemWrite, MemAlloc, MemFree)."""
    effects = tuple(
        d.name for d in decorators or () if isinstance(d, Trait) and d.name in EFFECTS
    )
    if effects and isinstance(constraint, TypeConstraint):
        return replace(constraint, effects=effects)
    return constraint


EFFECTS = ("MemRead", "MemWrite", "MemAlloc", "MemFree")
# Resources an effect may name (`MemAlloc<AutomaticAllocationScopeResource>`);
# like the effects, they are documentation.
RESOURCES = ("DefaultResource", "AutomaticAllocationScopeResource")

TRAIT_FUNCTIONS: dict[str, Callable[..., Trait]] = {
    "HasParent": _has_parent,
    "ParentOneOf": lambda names: _has_parent(*names),
    "SingleBlockImplicitTerminator": _single_block_implicit_terminator,
    "AllTypesMatch": _all_types_match,
    "TypesMatchWith": _types_match_with,
    "PredOpTrait": _pred_op_trait,
    "RangedTypesMatchWith": _types_match_with,
    "DeclareOpInterfaceMethods": _interface,
    "OpInterface": _interface,
    "Arg": _arg,
    "Res": _arg,
    **{effect: (lambda *args, _name=effect: Trait(_name)) for effect in EFFECTS},
}

# -- type constraints ---------------------------------------------------------------


def _int(width: int, signedness: int, prefix: str, word: str) -> TypeConstraint:
    return TypeConstraint(
        f"{width}-bit {word}integer",
        f"isinstance({SELF}, IntegerType) and {SELF}.width == {width}"
        f" and {SELF}.signedness == {signedness}",
        builder=f"IntegerType.get({width}, {signedness})",
        python_type="IntegerType",
    )


def _float(name: str, width: int) -> TypeConstraint:
    return TypeConstraint(
        f"{width}-bit float",
        f'isinstance({SELF}, FloatType) and {SELF}.name == "{name}"',
        builder=f'FloatType.get("{name}")',
        python_type="FloatType",
    )


def _class_type(cls: str, summary: str, **more: Any) -> TypeConstraint:
    """Met by the instances of the type class `cls`, typed as it."""
    return TypeConstraint(
        summary, f"isinstance({SELF}, {cls})", python_type=cls, **more
    )


def _signed_int(word: str, signedness: int) -> TypeConstraint:
    return TypeConstraint(
        f"{word} integer",
        f"isinstance({SELF}, IntegerType) and {SELF}.signedness == {signedness}",
        python_type="IntegerType",
    )


TYPES: dict[str, TypeConstraint] = {
    "AnyType": TypeConstraint("any type"),
    "AnyInteger": _class_type("IntegerType", "integer"),
    "AnySignlessInteger": _signed_int("signless", 0),
    "AnySignedInteger": _signed_int("signed", 1),
    "AnyUnsignedInteger": _signed_int("unsigned", 2),
    "Index": _class_type("IndexType", "index", builder="IndexType.get()"),
    "AnySignlessIntegerOrIndex": TypeConstraint(
        "signless integer or index",
        f"(isinstance({SELF}, IntegerType) and {SELF}.signedness == 0)"
        f" or isinstance({SELF}, IndexType)",
    ),
    "AnyFloat": _class_type("FloatType", "floating-point"),
    "NoneType": TypeConstraint(
        "none type", f"isinstance({SELF}, NoneType)", builder="NoneType.get()"
    ),
    "AnyComplex": _class_type("ComplexType", "complex-type"),
    "AnyVector": _class_type("VectorType", "vector of any type values"),
    "AnyTensor": TypeConstraint(
        "tensor of any type values",
        f"isinstance({SELF}, (RankedTensorType, UnrankedTensorType))",
    ),
    "AnyRankedTensor": _class_type(
        "RankedTensorType", "ranked tensor of any type values"
    ),
    "AnyMemRef": TypeConstraint(
        "memref of any type values",
        f"isinstance({SELF}, (MemRefType, UnrankedMemRefType))",
    ),
    "AnyTuple": _class_type("TupleType", "tuple"),
    "FunctionType": _class_type("FunctionType", "function type"),
    "F16": _float("f16", 16),
    "F32": _float("f32", 32),
    "F64": _float("f64", 64),
    "F80": _float("f80", 80),
    "F128": _float("f128", 128),
    "BF16": replace(_float("bf16", 16), summary="bfloat16 type"),
}
for _width in (1, 8, 16, 32, 64):
    TYPES[f"I{_width}"] = _int(_width, 0, "I", "signless ")
    TYPES[f"SI{_width}"] = _int(_width, 1, "SI", "signed ")
    TYPES[f"UI{_width}"] = _int(_width, 2, "UI", "unsigned ")
TYPES["I1"] = replace(TYPES["I1"], summary="1-bit signless integer")


def _any_type_of(
    allowed: list[TypeConstraint], summary: str | None = None
) -> TypeConstraint:
    text = summary if summary is not None else " or ".join(t.summary for t in allowed)
    builder = allowed[0].builder if len(allowed) == 1 else None
    return TypeConstraint(text, pred_or(*(t.pred for t in allowed)), builder=builder)


def _container_of(
    kind: str, classes: str, allowed: list[TypeConstraint] | TypeConstraint
) -> TypeConstraint:
    allowed = allowed if isinstance(allowed, list) else [allowed]
    element = _any_type_of(allowed)
    element_pred = pred_or(*(t.pred for t in allowed))
    check = (
        None
        if element_pred is None
        else substitute(element_pred, f"{SELF}.element_type")
    )
    return TypeConstraint(
        f"{kind} of {element.summary} values",
        pred_and(f"isinstance({SELF}, {classes})", check),
    )


def _variadic(inner: TypeConstraint) -> TypeConstraint:
    return inner.as_kind("variadic")


def _optional(inner: TypeConstraint) -> TypeConstraint:
    return inner.as_kind("optional")


def _variadic_of_variadic(inner: TypeConstraint, segment_attr: str) -> TypeConstraint:
    return inner.as_kind("variadic_of_variadic", str(segment_attr))


def _type(pred: Any, summary: str = "", builder: str | None = None) -> TypeConstraint:
    return TypeConstraint(summary or "", _pred(pred), builder=builder)


TYPE_FUNCTIONS: dict[str, Callable[..., TypeConstraint]] = {
    "AnyTypeOf": _any_type_of,
    "VectorOf": lambda allowed: _container_of("vector", "VectorType", allowed),
    "TensorOf": lambda allowed: _container_of(
        "tensor", "(RankedTensorType, UnrankedTensorType)", allowed
    ),
    "MemRefOf": lambda allowed: _container_of(
        "memref", "(MemRefType, UnrankedMemRefType)", allowed
    ),
    "Variadic": _variadic,
    "Optional": _optional,
    "VariadicOfVariadic": _variadic_of_variadic,
    "Type": _type,
    "I": lambda width: _int(int(width), 0, "I", "signless "),
}

# -- attribute constraints ----------------------------------------------------------

_VALUE = f"{SELF}.value"
"""The Python value an attribute with a `value` field holds."""


def _int_attr(width: int, signedness: int, word: str) -> AttrConstraint:
    return AttrConstraint(
        f"{width}-bit {word}integer attribute",
        f"isinstance({SELF}, IntegerAttr) and isinstance({SELF}.type, IntegerType)"
        f" and {SELF}.type.width == {width} and {SELF}.type.signedness == {signedness}",
        storage="IntegerAttr",
        return_type="int",
        convert=_VALUE,
        builder=f"IntegerAttr.get(IntegerType.get({width}, {signedness}), $0)",
        value_type=f"IntegerType.get({width}, {signedness})",
    )


def _float_attr(name: str, width: int) -> AttrConstraint:
    return AttrConstraint(
        f"{width}-bit float attribute",
        f'isinstance({SELF}, FloatAttr) and {SELF}.type.name == "{name}"',
        storage="FloatAttr",
        return_type="float",
        convert=_VALUE,
        builder=f'FloatAttr.get(FloatType.get("{name}"), $0)',
        value_type=f'FloatType.get("{name}")',
    )


def _dense_array(element: str, python_type: str, width: int) -> AttrConstraint:
    """A dense array of `width`-bit signless integers (its element type
    compared as `_int`'s predicate does, without building the type)."""
    type_builder = f"IntegerType.get({width})"
    element_type = f"{SELF}.element_type"
    return AttrConstraint(
        f"{element} dense array attribute",
        f"isinstance({SELF}, DenseArrayAttr)"
        f" and isinstance({element_type}, IntegerType)"
        f" and {element_type}.width == {width} and {element_type}.signedness == 0",
        storage="DenseArrayAttr",
        return_type=f"tuple[{python_type}, ...]",
        convert=f"{SELF}.values",
        builder=f"DenseArrayAttr.get({type_builder}, $0)",
        array_element=type_builder if element != "i1" else None,
    )


_ELEMENT_NAMES = ("element", "item", "entry", "member")


def _array_of(element: AttrConstraint, summary: str) -> AttrConstraint:
    """An array attribute of `element`s: its predicate names each element
    with the first of `_ELEMENT_NAMES` (then `element2`, ...) the element's
    own predicate (an array's, say) does not use."""
    used = set(re.findall(r"[A-Za-z_]\w*", element.pred or ""))
    numbered = (f"element{number}" for number in count(2))
    name = next(n for n in chain(_ELEMENT_NAMES, numbered) if n not in used)
    inner = "True" if element.pred is None else substitute(element.pred, name)
    return AttrConstraint(
        summary,
        f"isinstance({SELF}, ArrayAttr) and all({inner} for {name} in {SELF})",
        storage="ArrayAttr",
        return_type="ArrayAttr",
    )


def _class_attr(
    cls: str, summary: str, return_type: str | None = None, **more: Any
) -> AttrConstraint:
    """Met by the instances of the attribute class `cls`, stored as it; the
    accessor returns `return_type` (by default the attribute itself)."""
    return AttrConstraint(
        summary,
        f"isinstance({SELF}, {cls})",
        storage=cls,
        return_type=return_type or cls,
        **more,
    )


ATTRS: dict[str, AttrConstraint] = {
    "AnyAttr": AttrConstraint("any attribute"),
    "APIntAttr": _class_attr(
        "IntegerAttr", "arbitrary integer attribute", "int", convert=_VALUE
    ),
    "BoolAttr": _class_attr(
        "BoolAttr",
        "bool attribute",
        "bool",
        convert=f"bool({_VALUE})",
        builder="BoolAttr.get($0)",
        value_type="IntegerType.get(1)",
    ),
    "UnitAttr": _class_attr(
        "UnitAttr",
        "unit attribute",
        "bool",
        convert="True",
        builder="UnitAttr.get()",
        optional=True,
        is_unit=True,
    ),
    "IndexAttr": AttrConstraint(
        "index attribute",
        f"isinstance({SELF}, IntegerAttr) and isinstance({SELF}.type, IndexType)",
        storage="IntegerAttr",
        return_type="int",
        convert=_VALUE,
        builder="IntegerAttr.get(IndexType.get(), $0)",
        value_type="IndexType.get()",
    ),
    "F32Attr": _float_attr("f32", 32),
    "F64Attr": _float_attr("f64", 64),
    "StrAttr": _class_attr(
        "StringAttr",
        "string attribute",
        "str",
        convert=_VALUE,
        builder="StringAttr.get($0)",
        value_type="NoneType.get()",
    ),
    "SymbolNameAttr": _class_attr(
        "StringAttr",
        "string attribute",
        "str",
        convert=_VALUE,
        builder="StringAttr.get($0)",
    ),
    "TypeAttr": _class_attr(
        "TypeAttr",
        "any type attribute",
        "Type",
        convert=_VALUE,
        builder="TypeAttr.get($0)",
        value_type="NoneType.get()",
    ),
    "FlatSymbolRefAttr": _class_attr(
        "FlatSymbolRefAttr",
        "flat symbol reference attribute",
        "str",
        convert=_VALUE,
        builder="FlatSymbolRefAttr.get($0)",
        value_type="NoneType.get()",
    ),
    "SymbolRefAttr": _class_attr(
        "SymbolRefAttr", "symbol reference attribute", value_type="NoneType.get()"
    ),
    "ArrayAttr": _class_attr("ArrayAttr", "array attribute"),
    "DictionaryAttr": _class_attr(
        "DictionaryAttr", "dictionary of named attribute values"
    ),
    "ElementsAttr": _class_attr("ElementsAttr", "constant vector/tensor attribute"),
    "DenseI8ArrayAttr": _dense_array("i8", "int", 8),
    "DenseI16ArrayAttr": _dense_array("i16", "int", 16),
    "DenseI32ArrayAttr": _dense_array("i32", "int", 32),
    "DenseI64ArrayAttr": _dense_array("i64", "int", 64),
    "DenseBoolArrayAttr": _dense_array("i1", "int", 1),
}
for _width in (1, 8, 16, 32, 64):
    ATTRS[f"I{_width}Attr"] = _int_attr(_width, 0, "signless ")
    ATTRS[f"SI{_width}Attr"] = _int_attr(_width, 1, "signed ")
    ATTRS[f"UI{_width}Attr"] = _int_attr(_width, 2, "unsigned ")
# -- elements attributes (ODS's IntElementsAttrBase, FloatElementsAttr, ...) --------

_DENSE = f"isinstance({SELF}, DenseIntOrFPElementsAttr)"
_ELEMENT = f"{SELF}.type.element_type"


def _int_elements(pred: str | None, summary: str) -> AttrConstraint:
    """Dense integer (or index) elements whose element type satisfies `pred`."""
    is_int = f"isinstance({_ELEMENT}, (IntegerType, IndexType))"
    return AttrConstraint(
        summary,
        pred_and(f"{_DENSE} and {is_int}", pred),
        storage="DenseIntOrFPElementsAttr",
        return_type="DenseIntOrFPElementsAttr",
    )


def _any_int_elements(width: int) -> AttrConstraint:
    """ODS's IntElementsAttrOf<width>: integers of any signedness."""
    return _int_elements(
        f"isinstance({_ELEMENT}, IntegerType) and {_ELEMENT}.width == {width}",
        f"{width}-bit integer elements attribute",
    )


def _signless_elements(width: int) -> AttrConstraint:
    """ODS's SignlessIntElementsAttr<width>; its builder makes a 0-d tensor."""
    element = f"IntegerType.get({width})"
    return replace(
        _int_elements(
            f"{_ELEMENT} is {element}",
            f"{width}-bit signless integer elements attribute",
        ),
        builder=f"DenseIntOrFPElementsAttr.get(RankedTensorType.get([], {element}), $0)",
    )


def _shape_pred(dims: list[int]) -> str:
    return f"{SELF}.type.has_rank and list({SELF}.type.shape) == {dims!r}"


def _ranked_signless_elements(width: Any, dims: list[Any]) -> AttrConstraint:
    """ODS's RankedSignlessIntElementsAttr<width, dims>."""
    width, shape = int(width), [int(d) for d in dims]
    element = f"IntegerType.get({width})"
    base = _signless_elements(width)
    return replace(
        base,
        summary=f"{width}-bit signless int elements attribute of shape "
        f"[{', '.join(map(str, shape))}]",
        pred=pred_and(base.pred, _shape_pred(shape)),
        builder=f"DenseIntOrFPElementsAttr.get(RankedTensorType.get({shape!r},"
        f" {element}), $0)",
    )


def _float_elements(width: Any, dims: list[Any] | None = None) -> AttrConstraint:
    """ODS's FloatElementsAttr<width> (a 0-d builder) or RankedFloatElementsAttr."""
    width = int(width)
    element = f'FloatType.get("f{width}")'
    pred = f"{_DENSE} and {_ELEMENT} is {element}"
    summary = f"{width}-bit float elements attribute"
    shape: list[int] = []
    if dims is not None:
        shape = [int(d) for d in dims]
        pred = pred_and(pred, _shape_pred(shape))
        summary += f" of shape [{', '.join(map(str, shape))}]"
    return AttrConstraint(
        summary,
        pred,
        storage="DenseIntOrFPElementsAttr",
        return_type="DenseIntOrFPElementsAttr",
        builder=f"DenseIntOrFPElementsAttr.get(RankedTensorType.get({shape!r},"
        f" {element}), $0)",
    )


ATTRS["IndexElementsAttr"] = _int_elements(
    f"isinstance({_ELEMENT}, IndexType)", "index elements attribute"
)
ATTRS["AnyIntElementsAttr"] = _int_elements(None, "integer elements attribute")
for _width in (32, 64):
    ATTRS[f"AnyI{_width}ElementsAttr"] = _any_int_elements(_width)
    ATTRS[f"I{_width}ElementsAttr"] = _signless_elements(_width)
ATTRS["F64ElementsAttr"] = _float_elements(64)

ATTRS["I32ArrayAttr"] = _array_of(ATTRS["I32Attr"], "32-bit integer array attribute")
ATTRS["I64ArrayAttr"] = _array_of(ATTRS["I64Attr"], "64-bit integer array attribute")
ATTRS["F32ArrayAttr"] = _array_of(ATTRS["F32Attr"], "32-bit float array attribute")
ATTRS["F64ArrayAttr"] = _array_of(ATTRS["F64Attr"], "64-bit float array attribute")
ATTRS["StrArrayAttr"] = _array_of(ATTRS["StrAttr"], "string array attribute")
ATTRS["BoolArrayAttr"] = _array_of(ATTRS["BoolAttr"], "1-bit boolean array attribute")
ATTRS["TypeArrayAttr"] = _array_of(ATTRS["TypeAttr"], "type array attribute")
ATTRS["DictArrayAttr"] = _array_of(
    ATTRS["DictionaryAttr"], "Array of dictionary attributes"
)
ATTRS["FlatSymbolRefArrayAttr"] = _array_of(
    ATTRS["FlatSymbolRefAttr"], "flat symbol ref array attribute"
)


def _confined(attr: AttrConstraint, predicates: list[AttrPredicate]) -> AttrConstraint:
    summary = attr.summary + "".join(" " + p.summary for p in predicates)
    return replace(
        attr, summary=summary, pred=pred_and(attr.pred, *(p.pred for p in predicates))
    )


def _default_valued(attr: AttrConstraint, default: str) -> AttrConstraint:
    # As in ODS, an empty default value is no default: the attribute is required.
    if str(default) == "":
        return attr
    return attr.with_default(str(default))


def _type_attr_of(constraint: TypeConstraint) -> AttrConstraint:
    base = ATTRS["TypeAttr"]
    inner = (
        None
        if constraint.pred is None
        else substitute(constraint.pred, f"{SELF}.value")
    )
    return replace(
        base,
        summary=f"type attribute of {constraint.summary}",
        pred=pred_and(base.pred, inner),
    )


def _attr(pred: str, summary: str = "") -> AttrConstraint:
    return AttrConstraint(str(summary), str(pred))


def _attr_of_all(
    constraints: list[Any], combine: Callable[..., Any], word: str
) -> AttrConstraint:
    """ODS's AllAttrOf / AnyAttrOf: every (any) constraint of the list holds."""
    preds = [getattr(c, "pred", None) for c in constraints]
    summary = f" {word} ".join(str(getattr(c, "summary", "")) for c in constraints)
    return AttrConstraint(summary, combine(*preds))


ATTR_FUNCTIONS: dict[str, Callable[..., AttrConstraint]] = {
    "AllAttrOf": lambda constraints: _attr_of_all(constraints, pred_and, "and"),
    "AnyAttrOf": lambda constraints: _attr_of_all(constraints, pred_or, "or"),
    # ODS's OptionalAttr keeps no default value of the attribute it wraps.
    "OptionalAttr": lambda attr: replace(attr.as_optional(), default=None),
    "DefaultValuedAttr": _default_valued,
    "DefaultValuedOptionalAttr": lambda attr, default: _default_valued(
        attr, default
    ).as_optional(),
    "ConfinedAttr": _confined,
    "TypeAttrOf": _type_attr_of,
    "Attr": _attr,
    "TypedArrayAttrBase": lambda element, summary: _array_of(element, str(summary)),
    "IntElementsAttrOf": lambda width: _any_int_elements(int(width)),
    "SignlessIntElementsAttr": lambda width: _signless_elements(int(width)),
    "RankedSignlessIntElementsAttr": _ranked_signless_elements,
    "RankedI32ElementsAttr": lambda dims: _ranked_signless_elements(32, dims),
    "RankedI64ElementsAttr": lambda dims: _ranked_signless_elements(64, dims),
    "FloatElementsAttr": _float_elements,
    "RankedFloatElementsAttr": _float_elements,
    "RankedF32ElementsAttr": lambda dims: _float_elements(32, dims),
    "RankedF64ElementsAttr": lambda dims: _float_elements(64, dims),
}

ATTR_PREDICATES: dict[str, Callable[..., AttrPredicate]] = {
    # TableGen's base `Constraint<pred, "summary">`: in DRR, an additional
    # constraint written in place (`$0`, `$1`... stand for its arguments).
    "Constraint": lambda pred, summary="": AttrPredicate(str(summary), _pred(pred)),
    "IntMinValue": lambda n: AttrPredicate(
        f"whose minimum value is {n}", f"{SELF}.value >= {int(n)}"
    ),
    "IntMaxValue": lambda n: AttrPredicate(
        f"whose maximum value is {n}", f"{SELF}.value <= {int(n)}"
    ),
    "ArrayMinCount": lambda n: AttrPredicate(
        f"with at least {n} elements", f"len({SELF}) >= {int(n)}"
    ),
    "ArrayCount": lambda n: AttrPredicate(
        f"with exactly {n} elements", f"len({SELF}) == {int(n)}"
    ),
    "DenseArrayCount": lambda n: AttrPredicate(
        f"with exactly {n} elements", f"len({SELF}) == {int(n)}"
    ),
}
ATTR_PREDICATE_VALUES: dict[str, AttrPredicate] = {
    "IntNonNegative": AttrPredicate(
        "whose value is non-negative", f"{SELF}.value >= 0"
    ),
    "IntPositive": AttrPredicate("whose value is positive", f"{SELF}.value > 0"),
}

# -- regions and successors ---------------------------------------------------------

REGIONS: dict[str, RegionConstraint] = {
    "AnyRegion": RegionConstraint("any region"),
}
SUCCESSORS: dict[str, SuccessorConstraint] = {
    "AnySuccessor": SuccessorConstraint("any successor"),
}


def _sized_region(count: int) -> RegionConstraint:
    return RegionConstraint(
        f"region with {count} blocks", f"len({SELF}.blocks) == {int(count)}"
    )


REGION_FUNCTIONS: dict[str, Callable[..., RegionConstraint]] = {
    "SizedRegion": _sized_region,
    "MaxSizedRegion": lambda n: RegionConstraint(
        f"region with at most {n} blocks", f"len({SELF}.blocks) <= {int(n)}"
    ),
    "VariadicRegion": lambda region: replace(region, variadic=True),
}
SUCCESSOR_FUNCTIONS: dict[str, Callable[..., SuccessorConstraint]] = {
    "VariadicSuccessor": lambda successor: replace(successor, variadic=True),
}

# -- predicates written in records --------------------------------------------------


def _pred(value: Any) -> str:
    """A predicate, or the predicate of a constraint (as TableGen's `.predicate`)."""
    if isinstance(value, (TypeConstraint, AttrConstraint)):
        return value.pred or "True"
    return str(value)


PRED_FUNCTIONS: dict[str, Callable[..., str]] = {
    "CPred": lambda text: str(text),
    "And": lambda preds: pred_and(*map(_pred, preds)) or "True",
    "Or": lambda preds: pred_or(*map(_pred, preds)) or "True",
    "Neg": lambda pred: pred_not(_pred(pred)),
    "SubstLeaves": lambda old, new, pred: _pred(pred).replace(str(old), str(new)),
    "Concat": lambda prefix, pred, suffix: f"{prefix}{_pred(pred)}{suffix}",
}

ALL_NAMES: tuple[str, ...] = tuple(
    sorted(
        {
            *TRAITS,
            *TRAIT_FUNCTIONS,
            *TYPES,
            *TYPE_FUNCTIONS,
            *ATTRS,
            *ATTR_FUNCTIONS,
            *ATTR_PREDICATES,
            *ATTR_PREDICATE_VALUES,
            *REGIONS,
            *REGION_FUNCTIONS,
            *SUCCESSORS,
            *SUCCESSOR_FUNCTIONS,
            *PRED_FUNCTIONS,
            *EFFECTS,
            *RESOURCES,
        }
    )
)
