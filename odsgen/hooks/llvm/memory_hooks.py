"""Hand-written behaviour of the LLVM dialect's memory operations (MLIR 16).

The custom syntax of `llvm.alloca`, `llvm.load`, `llvm.store`,
`llvm.atomicrmw`, `llvm.cmpxchg` and `llvm.fence`, the `GEPIndices` directive
of `llvm.getelementptr`, the verifiers, the GEP folder and the builders of
`LLVMDialect.cpp`, with its messages at its positions.

Quirks of MLIR 16 kept on purpose: `llvm.atomicrmw` prints two blanks before
its attributes or `:`; `llvm.fence` prints no attribute dictionary;
`llvm.atomicrmw` and `llvm.cmpxchg` read only typed pointers in their custom
form; a typed `llvm.load`'s result type is not checked against the pointee.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from odsgen.asm.format_support import expect_keyword
from odsgen.asm import lexer as lx
from odsgen.ir.attributes import (
    ArrayAttr,
    Attribute,
    DenseArrayAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
    normalize_int,
)
from odsgen.ir.diagnostics import op_error
from odsgen.ir.local_verify import local_verifier
from odsgen.ir.operation import Operation, Value
from odsgen.ir.symbol_table import verification_tables
from odsgen.ir.types import FloatType, FunctionType, IntegerType, Type, VectorType
from odsgen.ir.types import _unique

from ..common import constant_int, print_dynamic_list
from .type_library import is_compatible_floating_point_type
from .registry import hooks

# `GEPOp::kDynamicIndex`: a raw constant index standing for a dynamic one.
DYNAMIC_INDEX = -(1 << 31)
# `kGEPConstantBitWidth`: constants a builder or folder may turn into raw indices.
_GEP_CONSTANT_BITS = 29
_ELEM_TYPE = "elem_type"
_VOLATILE = "volatile_"
_ATOMIC_WIDTHS = (8, 16, 32, 64)
_ATOMIC_FLOATS = ("bf16", "f16", "f32", "f64")


def _i64(value: int) -> IntegerAttr:
    return IntegerAttr.get(IntegerType.get(64), value)


def _fits_signed(value: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1))


# -- parsing helpers (MLIR's OpAsmParser) ------------------------------------------------


class _NullType:
    """What MLIR prints for a missing type in a diagnostic."""

    def __str__(self) -> str:
        return "<<NULL TYPE>>"


_NULL_TYPE: Any = _NullType()


def _parse_keyword(parser: Any) -> tuple[str, int]:
    """`OpAsmParser::parseKeyword`: a bare word, else an error at the token."""
    pos = parser.position
    if parser.kind != lx.BARE:
        raise parser.emit_error("expected valid keyword")
    return parser.parse_keyword(), pos


def _parse_enum(parser: Any, enum_name: str, attr_name: str) -> IntegerAttr:
    """A case keyword of an LLVM enum, as the i64 attribute `attr_name`."""
    word, pos = _parse_keyword(parser)
    case = getattr(hooks.package, enum_name).symbolize(word)
    if case is None:
        raise parser.emit_error(
            f"'{word}' is an incorrect value of the '{attr_name}' attribute", pos
        )
    return _i64(int(case))


class _Attributes:
    """An op's attributes while it is parsed (MLIR's NamedAttrList)."""

    def __init__(self) -> None:
        self.items: list[tuple[str, Attribute]] = []

    def add(self, name: str, value: Attribute) -> None:
        self.items.append((name, value))

    def get(self, name: str) -> Attribute | None:
        return next((v for n, v in self.items if n == name), None)

    def erase(self, name: str) -> None:
        self.items = [(n, v) for n, v in self.items if n != name]

    def parse_optional_dict(self, parser: Any) -> None:
        dictionary = parser.parse_optional_attr_dict()
        if dictionary is not None:
            self.items.extend(dictionary.items)

    def checked(self, parser: Any) -> dict[str, Attribute]:
        """The attributes, refusing a name given twice as MLIR's parser does."""
        seen: set[str] = set()
        for name, _ in self.items:
            if name in seen:
                raise parser.emit_error(
                    f"attribute '{name}' occurs more than once in the attribute list",
                    parser.name_position,
                )
            seen.add(name)
        return dict(self.items)


def _resolve(parser: Any, operand: Any, type_: Type | None) -> Value:
    return parser.resolve_operand(operand, _NULL_TYPE if type_ is None else type_)


def _pointer_to(element: Type) -> Any:
    """`LLVMPointerType::get(element)`, unchecked as in MLIR's atomic parsers."""
    return _unique(hooks.package.LLVMPointerType, (element, 0), None)


def _is_pointer(value: Any) -> bool:
    return isinstance(value, hooks.package.LLVMPointerType)


def _is_opaque_pointer(value: Any) -> bool:
    return _is_pointer(value) and value.element_type is None


# -- llvm.alloca --------------------------------------------------------------------------


def _verify_opaque_ptr(op: Operation, pointer: Any, element: Type | None) -> None:
    """An element type in the pointer or in `elem_type`, not both (verifyOpaquePtr)."""
    if pointer.element_type is None and element is None:
        raise op_error(
            op, f"expected '{_ELEM_TYPE}' attribute if opaque pointer type is used"
        )
    if pointer.element_type is not None and element is not None:
        raise op_error(
            op,
            f"unexpected '{_ELEM_TYPE}' attribute when non-opaque pointer type is used",
        )


@hooks.mixin("AllocaOp")
class AllocaOpHooks:
    """`llvm.alloca %n x T {attrs} : (i64) -> !llvm.ptr<T>`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        array_size = parser.parse_operand()
        expect_keyword(parser, "x")
        element = parser.parse_type()
        attributes = _Attributes()
        attributes.parse_optional_dict(parser)
        parser.expect(":", "expected ':'")
        type_pos = parser.position
        type_ = parser.parse_type()
        alignment = attributes.get("alignment")
        if alignment is not None:
            if not isinstance(alignment, IntegerAttr):
                raise parser.emit_error(
                    "expected integer alignment", parser.name_position
                )
            if alignment.value == 0:
                attributes.erase("alignment")
        if (
            not isinstance(type_, FunctionType)
            or len(type_.inputs) != 1
            or len(type_.results) != 1
        ):
            raise parser.emit_error(
                "expected trailing function type with one argument and one result",
                type_pos,
            )
        operand = parser.resolve_operand(array_size, type_.inputs[0])
        result = type_.results[0]
        if _is_opaque_pointer(result):
            attributes.add(_ELEM_TYPE, TypeAttr.get(element))
        return cls.create(
            operands=[operand],
            result_types=[result],
            attributes=attributes.checked(parser),
            location=location,
        )

    def print(self, printer: Any) -> None:
        element = self.res.type.element_type
        if element is None:
            element = self.elem_type
        printer.write(" ")
        printer.print_operand(self.array_size)
        printer.write(" x ")
        printer.type(element)
        elided = [_ELEM_TYPE]
        if not self.alignment:
            elided.append("alignment")
        printer.print_optional_attr_dict(self.attributes, elided=elided)
        printer.write(" : ")
        printer.print_functional_type([self.array_size.type], [self.res.type])

    @local_verifier()
    def verify_hook(self) -> None:
        _verify_opaque_ptr(self, self.res.type, self.elem_type)


@hooks.export
def build_alloca(
    cls: Any,
    result_type: Type,
    array_size: Value,
    alignment: int,
    element_type: Type | None,
    location: Any,
) -> Any:
    """MLIR's AllocaOp builders: `elem_type` is kept only for an opaque result."""
    if element_type is None and _is_opaque_pointer(result_type):
        raise ValueError(
            "pass the allocated type explicitly if opaque pointers are used"
        )
    keep = element_type is not None and _is_opaque_pointer(result_type)
    return cls.build(
        result_type,
        array_size,
        alignment=alignment or None,
        elem_type=TypeAttr.get(element_type) if keep else None,
        location=location,
    )


# -- llvm.load and llvm.store -------------------------------------------------------------


def _metadata_error(op: Operation, ref: SymbolRefAttr, what: str) -> Exception:
    return op_error(op, f"expected '{ref}' {what}")


def _verify_metadata_refs(
    op: Operation, attribute: Any, attr_name: str, target: str
) -> None:
    """Each reference of `attribute` (the value of `attr_name`) is
    `@metadata::@symbol` naming a `target` op."""
    if not isinstance(attribute, ArrayAttr) or not all(
        isinstance(a, SymbolRefAttr) for a in attribute
    ):
        raise op_error(
            op,
            f"attribute '{attr_name}' failed to satisfy constraint: symbol ref array attribute",
        )
    for ref in attribute:
        leaf = ref.nested[-1] if ref.nested else ref.root
        if leaf == ref.root:
            raise _metadata_error(op, ref, "to specify a fully qualified reference")
        scope = op.parent_op if op.parent_op is not None else op
        tables = verification_tables()
        metadata = tables.lookup_from(scope, SymbolRefAttr.get(ref.root))
        if metadata is None or metadata.name != "llvm.metadata":
            raise _metadata_error(op, ref, "to reference a metadata op")
        symbol = tables.table(metadata).lookup(leaf) if metadata.regions else None
        if symbol is None:
            raise _metadata_error(op, ref, "to be a valid reference")
        if symbol.name != target:
            raise _metadata_error(op, ref, f"to resolve to a {target}")


def _verify_memory_metadata(op: Operation) -> None:
    """verifyMemoryOpMetadata: access groups, alias scopes and TBAA tags."""
    attributes = op.attributes.as_dict()
    for name, target in _METADATA_REFS:
        attribute = attributes.get(name)
        if attribute is not None:
            _verify_metadata_refs(op, attribute, name, target)


_METADATA_REFS = (
    ("access_groups", "llvm.access_group"),
    ("alias_scopes", "llvm.alias_scope"),
    ("noalias_scopes", "llvm.alias_scope"),
    ("llvm.tbaa", "llvm.tbaa_tag"),
)
# The attributes whose symbols `_verify_memory_metadata` resolves: without
# them, a load's or store's verifier reads only the op.
_METADATA_NAMES = tuple(name for name, _ in _METADATA_REFS)


def _parse_trailing_type(parser: Any) -> tuple[Type, int]:
    """The type after `:` of a load or store, with its position."""
    pos = parser.position
    return parser.parse_type(), pos


def _pointee(parser: Any, type_: Type, pos: int) -> Type | None:
    """The pointee of the pointer type `type_` (None if opaque), else an error."""
    if not _is_pointer(type_):
        raise parser.emit_error("expected LLVM pointer type", pos)
    return type_.element_type


def _parse_volatile(parser: Any, attributes: _Attributes) -> None:
    if parser.consume_keyword_if("volatile"):
        attributes.add(_VOLATILE, UnitAttr.get())


def _memory_attributes(
    alignment: int, is_volatile: bool, is_nontemporal: bool
) -> dict[str, Any]:
    return {
        "alignment": alignment or None,
        "volatile_": is_volatile,
        "nontemporal": is_nontemporal,
    }


def _parse_access(parser: Any, stored: bool) -> tuple[Any, ...]:
    """`volatile? (%value,)? %addr {attrs} : T`: the attributes, the value
    (None unless `stored`), the address, the trailing type and its position."""
    attributes = _Attributes()
    _parse_volatile(parser, attributes)
    value = None
    if stored:
        value = parser.parse_operand()
        parser.expect(",", "expected ','")
    addr = parser.parse_operand()
    attributes.parse_optional_dict(parser)
    parser.expect(":", "expected ':'")
    type_, pos = _parse_trailing_type(parser)
    return attributes, value, addr, type_, pos


class _AccessHooks:
    """What `llvm.load` and `llvm.store` share: the memory metadata checks."""

    __slots__ = ()

    @local_verifier(*_METADATA_NAMES)
    def verify_hook(self) -> None:
        _verify_memory_metadata(self)


@hooks.mixin("LoadOp")
class LoadOpHooks(_AccessHooks):
    """`llvm.load volatile? %p {attrs} : !llvm.ptr<T>` or `: !llvm.ptr -> T`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes, _, addr, type_, pos = _parse_access(parser, stored=False)
        operand = parser.resolve_operand(addr, type_)
        result = _pointee(parser, type_, pos)
        if result is None:
            parser.expect("->", "expected '->'")
            result = parser.parse_type()
        return cls.create(
            operands=[operand],
            result_types=[result],
            attributes=attributes.checked(parser),
            location=location,
        )

    def print(self, printer: Any) -> None:
        addr = self.addr
        printer.write(" volatile " if self.volatile_ else " ")
        printer.print_operand(addr)
        printer.print_optional_attr_dict(
            self.attributes, elided=(_VOLATILE, _ELEM_TYPE)
        )
        printer.write(" : ")
        printer.type(addr.type)
        if _is_opaque_pointer(addr.type):
            printer.write(" -> ")
            printer.type(self.res.type)


@hooks.export
def build_load(
    cls: Any,
    addr: Value,
    alignment: int,
    is_volatile: bool,
    is_nontemporal: bool,
    result_type: Type | None,
    location: Any,
) -> Any:
    """MLIR's LoadOp builders: the result type defaults to the pointee type."""
    if result_type is None:
        result_type = addr.type.element_type
        if result_type is None:
            raise ValueError(
                "must provide explicit element type to the constructor "
                "when the pointer type is opaque"
            )
    flags = _memory_attributes(alignment, is_volatile, is_nontemporal)
    return cls.build(result_type, addr, **flags, location=location)


@hooks.mixin("StoreOp")
class StoreOpHooks(_AccessHooks):
    """`llvm.store volatile? %v, %p {attrs} : !llvm.ptr<T>` or `: T, !llvm.ptr`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes, value, addr, type_, pos = _parse_access(parser, stored=True)
        if parser.consume_if(","):
            value_type = type_
            type_ = parser.parse_type()
        else:
            value_type = _pointee(parser, type_, pos)
        operands = [_resolve(parser, value, value_type), _resolve(parser, addr, type_)]
        return cls.create(
            operands=operands,
            attributes=attributes.checked(parser),
            location=location,
        )

    def print(self, printer: Any) -> None:
        value, addr = self.value, self.addr
        printer.write(" volatile " if self.volatile_ else " ")
        printer.print_operand(value)
        printer.write(", ")
        printer.print_operand(addr)
        printer.print_optional_attr_dict(self.attributes, elided=(_VOLATILE,))
        printer.write(" : ")
        if _is_opaque_pointer(addr.type):
            printer.type(value.type)
            printer.write(", ")
        printer.type(addr.type)


@hooks.export
def build_store(
    cls: Any,
    value: Value,
    addr: Value,
    alignment: int,
    is_volatile: bool,
    is_nontemporal: bool,
    location: Any,
) -> Any:
    """MLIR's StoreOp builder: flags as plain values, alignment 0 left out."""
    flags = _memory_attributes(alignment, is_volatile, is_nontemporal)
    return cls.build(value, addr, **flags, location=location)


# -- llvm.getelementptr -------------------------------------------------------------------


@hooks.parser("GEPIndices")
def parse_GEPIndices(parser: Any) -> tuple[list[Any], DenseArrayAttr]:
    """`%i, 1, %j`: the dynamic indices and every index in `rawConstantIndices`."""
    dynamic: list[Any] = []
    raw: list[int] = []

    def index() -> None:
        pos = parser.position
        constant = parser.parse_optional_integer()
        if constant is not None:
            if not _fits_signed(constant, 32):
                raise parser.emit_error("integer value too large", pos)
            raw.append(constant)
        else:
            raw.append(DYNAMIC_INDEX)
            dynamic.append(parser.parse_operand())

    parser.parse_comma_separated(index)
    return dynamic, DenseArrayAttr.get(IntegerType.get(32), raw)


@hooks.printer("GEPIndices")
def print_GEPIndices(
    printer: Any, op: Any, dynamic: Sequence[Value], raw: DenseArrayAttr
) -> None:
    """The indices in order, each an operand or a constant."""
    print_dynamic_list(printer, raw.values, dynamic, DYNAMIC_INDEX)


def extract_vector_element_type(type_: Type) -> Type:
    """The element type of any LLVM-compatible vector, else the type itself."""
    if isinstance(type_, VectorType) or isinstance(
        type_, (hooks.package.LLVMFixedVectorType, hooks.package.LLVMScalableVectorType)
    ):
        return type_.element_type
    return type_


def _indexed_type(container: Any, index: int) -> Type | None:
    """The type that one more GEP index selects inside `container` (or None)."""
    if isinstance(container, hooks.package.LLVMStructType):
        body = container.body or ()
        return body[index] if 0 <= index < len(body) else None
    if isinstance(container, VectorType) or isinstance(
        container,
        (
            hooks.package.LLVMFixedVectorType,
            hooks.package.LLVMScalableVectorType,
            hooks.package.LLVMArrayType,
        ),
    ):
        return container.element_type
    return None


def destructure_indices(
    element_type: Type | None, indices: Iterable[Value | int]
) -> tuple[list[int], list[Value]]:
    """Raw constant indices and dynamic operands for mixed GEP indices.

    An SSA constant indexing into a struct becomes a constant index when it
    fits, as MLIR's builder does (the verifier reports the others).
    """
    raw: list[int] = []
    dynamic: list[Value] = []
    current = element_type
    for index in indices:
        requires_constant = bool(raw) and isinstance(
            current, hooks.package.LLVMStructType
        )
        if isinstance(index, Value):
            constant = constant_int(index) if requires_constant else None
            if constant is not None and _fits_signed(constant, _GEP_CONSTANT_BITS):
                raw.append(constant)
            else:
                raw.append(DYNAMIC_INDEX)
                dynamic.append(index)
        else:
            if not _fits_signed(int(index), _GEP_CONSTANT_BITS):
                raise ValueError(f"GEP constant index {index} does not fit in 29 bits")
            raw.append(int(index))
        if len(raw) == 1 or current is None:
            continue
        current = _indexed_type(current, raw[-1])
    return raw, dynamic


@hooks.export
def build_gep(
    cls: Any,
    result_type: Type,
    base: Value,
    indices: Sequence[Value | int],
    inbounds: bool,
    element_type: Type | None,
    attributes: dict[str, Attribute] | None,
    location: Any,
) -> Any:
    """MLIR's GEPOp builders: indices mix Values and ints (GEPArg).

    `element_type` is the indexed type; it is required with an opaque base
    pointer, where it is kept as `elem_type`.
    """
    pointer = extract_vector_element_type(base.type)
    if element_type is None:
        if pointer.element_type is None:
            raise ValueError(
                "expected non-opaque pointer, provide element_type explicitly "
                "when opaque pointers are used"
            )
        element_type = pointer.element_type
    raw, dynamic = destructure_indices(element_type, indices)
    attrs: dict[str, Attribute] = dict(attributes or {})
    attrs["rawConstantIndices"] = DenseArrayAttr.get(IntegerType.get(32), raw)
    if inbounds:
        attrs["inbounds"] = UnitAttr.get()
    if pointer.element_type is None:
        attrs[_ELEM_TYPE] = TypeAttr.get(element_type)
    return cls.create(
        operands=[base, *dynamic],
        result_types=[result_type],
        attributes=attrs,
        location=location,
    )


def _gep_indices(op: Any, dynamic: Sequence[Any]) -> list[Any]:
    """Every index of `op`: an IntegerAttr (i32) for a constant, else `dynamic`'s item."""
    values = iter(dynamic)
    i32 = IntegerType.get(32)
    return [
        next(values) if raw == DYNAMIC_INDEX else IntegerAttr.get(i32, raw)
        for raw in op.raw_constant_indices
    ]


# The values an i32 holds: `normalize_int` keeps them as they are.
_I32_MIN = -(1 << 31)
_I32_MAX = (1 << 31) - 1


def _struct_index_error(source: Type | None, raw: Sequence[int]) -> str | None:
    """verifyStructIndices: from index 1, struct indices constant and in bounds.

    `raw` holds the rawConstantIndices: DYNAMIC_INDEX for a dynamic index,
    else the constant, read as its i32 IntegerAttr (`indices`) would be.
    """
    current = source
    package = hooks.package
    for position in range(1, len(raw)):
        if isinstance(current, package.LLVMStructType):
            if raw[position] == DYNAMIC_INDEX:
                return f"expected index {position} indexing a struct to be constant"
            index = raw[position]
            if not _I32_MIN <= index <= _I32_MAX:  # else read as i32 already
                index = normalize_int(IntegerType.get(32), index)
            body = current.body or ()
            if not 0 <= index < len(body):
                return f"index {position} indexing a struct is out of bounds"
            current = body[index]
        elif isinstance(current, VectorType) or isinstance(
            current,
            (
                package.LLVMFixedVectorType,
                package.LLVMScalableVectorType,
                package.LLVMArrayType,
            ),
        ):
            current = current.element_type
        else:
            return None
    return None


@hooks.mixin("GEPOp")
class GEPOpHooks:
    """Verifier, folder and accessors of `llvm.getelementptr`."""

    __slots__ = ()

    @property
    def source_element_type(self) -> Type | None:
        """The type the base pointer points to (`elem_type` with opaque pointers)."""
        if self.elem_type is not None:
            return self.elem_type
        return extract_vector_element_type(self.base.type).element_type

    @property
    def indices(self) -> list[Value | IntegerAttr]:
        """Every index in order: a Value or a constant IntegerAttr (i32)."""
        return _gep_indices(self, self.dynamic_indices)

    @local_verifier()
    def verify_hook(self) -> None:
        pointer = extract_vector_element_type(self.results[0].type)
        element = self.elem_type
        _verify_opaque_ptr(self, pointer, element)
        raw = self.raw_constant_indices
        if raw.count(DYNAMIC_INDEX) != len(self._operands) - 1:  # but the base
            raise op_error(
                self,
                "expected as many dynamic indices as specified in 'rawConstantIndices'",
            )
        if element is None:  # `source_element_type`: the base pointer's
            element = extract_vector_element_type(self.base.type).element_type
        message = _struct_index_error(element, raw)
        if message is not None:
            raise op_error(self, message)

    def fold(self, operands: Sequence[Attribute | None]) -> Any:
        """`gep %x[0]` of the same type is `%x`; constant dynamic indices become raw."""
        raw_indices = self.raw_constant_indices
        if self.base.type is self.res.type and len(raw_indices) == 1:
            first = raw_indices[0]
            if first == DYNAMIC_INDEX:
                first = operands[1]
                if isinstance(first, IntegerAttr) and first.value == 0:
                    return self.base
            elif first == 0:
                return self.base
        if not any(isinstance(folded, IntegerAttr) for folded in operands[1:]):
            return None  # no dynamic index became a constant
        indices = _gep_indices(self, operands[1:])
        changed = False
        mixed: list[Value | int] = []
        for position, (raw, folded, current) in enumerate(
            zip(self.raw_constant_indices, indices, self.indices)
        ):
            if (
                raw == DYNAMIC_INDEX
                and isinstance(folded, IntegerAttr)
                and _fits_signed(folded.value, _GEP_CONSTANT_BITS)
            ):
                changed = True
                mixed.append(folded.value)
            else:
                mixed.append(current if isinstance(current, Value) else current.value)
        if not changed:
            return None
        raw, dynamic = destructure_indices(self.source_element_type, mixed)
        self.set_operands([self.base, *dynamic])
        self.set_attr(
            "rawConstantIndices", DenseArrayAttr.get(IntegerType.get(32), raw)
        )
        return self.results[0]


# -- atomics --------------------------------------------------------------------------


def _is_atomic_int(type_: Any) -> bool:
    return isinstance(type_, IntegerType) and type_.width in _ATOMIC_WIDTHS


def _is_atomic_float(type_: Any) -> bool:
    return isinstance(type_, FloatType) and type_.name in _ATOMIC_FLOATS


@hooks.mixin("AtomicRMWOp")
class AtomicRMWOpHooks:
    """`llvm.atomicrmw add %ptr, %val monotonic {attrs} : i32`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes = _Attributes()
        attributes.add("bin_op", _parse_enum(parser, "AtomicBinOp", "bin_op"))
        ptr = parser.parse_operand()
        parser.expect(",", "expected ','")
        val = parser.parse_operand()
        attributes.add("ordering", _parse_enum(parser, "AtomicOrdering", "ordering"))
        attributes.parse_optional_dict(parser)
        type_ = parser.parse_colon_type()
        operands = [
            parser.resolve_operand(ptr, _pointer_to(type_)),
            parser.resolve_operand(val, type_),
        ]
        return cls.create(
            operands=operands,
            result_types=[type_],
            attributes=attributes.checked(parser),
            location=location,
        )

    def print(self, printer: Any) -> None:
        printer.write(f" {self.bin_op.stringify()} ")
        printer.print_operand(self.ptr)
        printer.write(", ")
        printer.print_operand(self.val)
        printer.write(f" {self.ordering.stringify()} ")
        printer.print_optional_attr_dict(self.attributes, elided=("bin_op", "ordering"))
        printer.write(" : ")
        printer.type(self.res.type)

    def verify_hook(self) -> None:
        pointer = self.ptr.type
        value_type = self.val.type
        if pointer.element_type is not None and value_type is not pointer.element_type:
            raise op_error(
                self,
                "expected LLVM IR element type for operand #0 to match type for operand #1",
            )
        if self.res.type is not value_type:
            raise op_error(
                self, "expected LLVM IR result type to match type for operand #1"
            )
        bin_op = self.bin_op
        names = hooks.package.AtomicBinOp
        if bin_op in (names.fadd, names.fsub):

            if not is_compatible_floating_point_type(value_type):
                raise op_error(self, "expected LLVM IR floating point type")
        elif bin_op == names.xchg:
            if not (_is_atomic_int(value_type) or _is_atomic_float(value_type)):
                raise op_error(self, "unexpected LLVM IR type for 'xchg' bin_op")
        elif not _is_atomic_int(value_type):
            raise op_error(self, "expected LLVM IR integer type")
        if self.ordering < hooks.package.AtomicOrdering.monotonic:
            raise op_error(self, "expected at least 'monotonic' ordering")


def _cmpxchg_result_type(value_type: Type) -> Any:
    """`!llvm.struct<(T, i1)>`: the old value and the success flag."""
    return hooks.package.LLVMStructType.get_literal([value_type, IntegerType.get(1)])


@hooks.mixin("AtomicCmpXchgOp")
class AtomicCmpXchgOpHooks:
    """`llvm.cmpxchg %ptr, %cmp, %new acq_rel monotonic {attrs} : i32`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes = _Attributes()
        ptr = parser.parse_operand()
        parser.expect(",", "expected ','")
        cmp = parser.parse_operand()
        parser.expect(",", "expected ','")
        val = parser.parse_operand()
        for name in ("success_ordering", "failure_ordering"):
            attributes.add(name, _parse_enum(parser, "AtomicOrdering", name))
        attributes.parse_optional_dict(parser)
        type_ = parser.parse_colon_type()
        operands = [
            parser.resolve_operand(ptr, _pointer_to(type_)),
            parser.resolve_operand(cmp, type_),
            parser.resolve_operand(val, type_),
        ]
        return cls.create(
            operands=operands,
            result_types=[_cmpxchg_result_type(type_)],
            attributes=attributes.checked(parser),
            location=location,
        )

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.print_operands([self.ptr, self.cmp, self.val])
        printer.write(
            f" {self.success_ordering.stringify()} {self.failure_ordering.stringify()}"
        )
        printer.print_optional_attr_dict(
            self.attributes, elided=("success_ordering", "failure_ordering")
        )
        printer.write(" : ")
        printer.type(self.val.type)

    def verify_hook(self) -> None:
        pointer = self.ptr.type
        value_type = self.val.type
        if self.cmp.type is not value_type:
            raise op_error(self, "expected both value operands to have the same type")
        if pointer.element_type is not None and value_type is not pointer.element_type:
            raise op_error(
                self,
                "expected LLVM IR element type for operand #0 to match type for all other operands",
            )
        if not (
            _is_pointer(value_type)
            or _is_atomic_int(value_type)
            or _is_atomic_float(value_type)
        ):
            raise op_error(self, "unexpected LLVM IR type")
        orderings = hooks.package.AtomicOrdering
        failure = self.failure_ordering
        if self.success_ordering < orderings.monotonic or failure < orderings.monotonic:
            raise op_error(self, "ordering must be at least 'monotonic'")
        if failure in (orderings.release, orderings.acq_rel):
            raise op_error(self, "failure ordering cannot be 'release' or 'acq_rel'")


@hooks.export
def build_cmpxchg(
    cls: Any,
    ptr: Value,
    cmp: Value,
    val: Value,
    success_ordering: Any,
    failure_ordering: Any,
    location: Any,
) -> Any:
    """An `llvm.cmpxchg` whose result type follows from `val`."""
    return cls.build(
        _cmpxchg_result_type(val.type),
        ptr,
        cmp,
        val,
        success_ordering,
        failure_ordering,
        location=location,
    )


@hooks.mixin("FenceOp")
class FenceOpHooks:
    """`llvm.fence syncscope("agent")? acquire {attrs}` (attributes never printed)."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes = _Attributes()
        if parser.consume_keyword_if("syncscope"):
            parser.expect("(", "expected '('")
            pos = parser.position
            scope = parser.parse_attribute()
            if not isinstance(scope, StringAttr):
                raise parser.emit_error("invalid kind of attribute specified", pos)
            attributes.add("syncscope", scope)
            parser.expect(")", "expected ')'")
        else:
            attributes.add("syncscope", StringAttr.get(""))
        attributes.add("ordering", _parse_enum(parser, "AtomicOrdering", "ordering"))
        attributes.parse_optional_dict(parser)
        return cls.create(attributes=attributes.checked(parser), location=location)

    def print(self, printer: Any) -> None:
        printer.write(" ")
        if self.syncscope:
            printer.write("syncscope(")
            printer.attribute(self.syncscope_attr)
            printer.write(") ")
        printer.write(self.ordering.stringify())

    def verify_hook(self) -> None:
        orderings = hooks.package.AtomicOrdering
        if self.ordering in (
            orderings.not_atomic,
            orderings.unordered,
            orderings.monotonic,
        ):
            raise op_error(
                self,
                "can be given only acquire, release, acq_rel, and seq_cst orderings",
            )
