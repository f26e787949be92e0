"""A small model of an LLVM IR module, as LLVM 16's parser leaves it.

Types are interned (`TypeTable`), so equal types are the same object;
constants are uniqued by the parser (`Constants`), so equal constants are
too, which is what the importer's per-function value map relies on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

# -- types ------------------------------------------------------------------------


class LType:
    """An LLVM type; subclasses are interned, compare by identity."""

    __slots__ = ()
    kind = "?"


# The type classes (interned: compared by identity, not by fields).
_type = dataclass(eq=False, repr=False, slots=True)


@_type
class IntT(LType):
    bits: int
    kind = "int"


@_type
class FloatT(LType):
    name: str
    kind = "float"


@_type
class SimpleT(LType):
    """void, label, metadata, token, x86_mmx."""

    name: str
    kind = "simple"


@_type
class PtrT(LType):
    pointee: LType | None
    addrspace: int
    kind = "ptr"


@_type
class ArrayT(LType):
    count: int
    elem: LType
    kind = "array"


@_type
class VectorT(LType):
    count: int
    elem: LType
    scalable: bool
    kind = "vector"


@_type
class StructT(LType):
    """A literal struct (name None) or an identified one (body None: opaque)."""

    name: str | None
    body: tuple[LType, ...] | None
    packed: bool
    kind = "struct"


@_type
class FuncT(LType):
    ret: LType
    params: tuple[LType, ...]
    vararg: bool
    kind = "func"


class TypeTable:
    """Interns types, so equal types are one object."""

    def __init__(self, opaque_pointers: bool) -> None:
        self.opaque_pointers = opaque_pointers
        self._table: dict[tuple, LType] = {}
        self.named: dict[str, StructT] = {}

    def _get(self, key: tuple, make: Any) -> Any:
        found = self._table.get(key)
        if found is None:
            found = self._table[key] = make()
        return found

    def int(self, bits: int) -> IntT:
        return self._get(("i", bits), lambda: IntT(bits))

    def float(self, name: str) -> FloatT:
        return self._get(("f", name), lambda: FloatT(name))

    def simple(self, name: str) -> SimpleT:
        return self._get(("s", name), lambda: SimpleT(name))

    def ptr(self, pointee: LType | None, addrspace: int = 0) -> PtrT:
        if self.opaque_pointers:
            pointee = None
        return self._get(("p", pointee, addrspace), lambda: PtrT(pointee, addrspace))

    def array(self, count: int, elem: LType) -> ArrayT:
        return self._get(("a", count, elem), lambda: ArrayT(count, elem))

    def vector(self, count: int, elem: LType, scalable: bool = False) -> VectorT:
        return self._get(
            ("v", count, elem, scalable), lambda: VectorT(count, elem, scalable)
        )

    def struct(self, body: tuple[LType, ...], packed: bool = False) -> StructT:
        return self._get(("t", body, packed), lambda: StructT(None, body, packed))

    def func(self, ret: LType, params: tuple[LType, ...], vararg: bool) -> FuncT:
        return self._get(
            ("fn", ret, params, vararg), lambda: FuncT(ret, params, vararg)
        )

    def identified(self, name: str) -> StructT:
        found = self.named.get(name)
        if found is None:
            found = self.named[name] = StructT(name, None, False)
        return found


# -- values -----------------------------------------------------------------------


class Value:
    """Anything an instruction may use: it has a type."""

    __slots__ = ("type",)

    def __init__(self, type_: LType) -> None:
        self.type = type_


class Constant(Value):
    """A uniqued constant: `kind` says which, `data` holds its parts.

    kinds: int (data: Python int), fp (data: bit pattern int), null, undef,
    poison, zero (aggregate zero), data (ConstantDataSequential; data: tuple
    of element constants), string (i8 data array; data: str of latin-1),
    array, struct, vector (data: tuple of constants), expr (data: ConstExpr),
    none (token none), blockaddress (data: (function, block name)).
    """

    __slots__ = ("kind", "data")

    def __init__(self, type_: LType, kind: str, data: Any = None) -> None:
        super().__init__(type_)
        self.kind = kind
        self.data = data

    def __repr__(self) -> str:
        return f"Constant({self.kind}, {self.data!r})"


@dataclass(eq=False, slots=True)
class ConstExpr:
    """A constant expression: an instruction opcode with constant operands."""

    opcode: str
    operands: tuple[Any, ...]
    flags: tuple = ()
    # gep: the source element type; casts: unused.
    source_type: Any = None
    # icmp/fcmp predicate; extractvalue/insertvalue indices
    extra: Any = None


class GlobalValue(Value):
    """A global variable or function, referred to by name (its type is a pointer)."""

    __slots__ = ("name", "definition", "pos")
    kind = "global"

    def __init__(self, type_: LType, name: str, pos: int = 0) -> None:
        super().__init__(type_)
        self.name = name
        self.definition: Any = None
        self.pos = pos


class Argument(Value):
    __slots__ = ("name", "index")

    def __init__(self, type_: LType, name: str | None, index: int) -> None:
        super().__init__(type_)
        self.name = name
        self.index = index


class MetadataValue(Value):
    """A metadata operand (`metadata !12`, `metadata i32 %x`)."""

    __slots__ = ("node",)

    def __init__(self, type_: LType, node: Any) -> None:
        super().__init__(type_)
        self.node = node


class InlineAsm(Value):
    __slots__ = ("asm", "constraints", "flags")

    def __init__(self, type_: LType, asm: str, constraints: str, flags: tuple) -> None:
        super().__init__(type_)
        self.asm = asm
        self.constraints = constraints
        self.flags = flags


NO_METADATA: Mapping[str, Any] = MappingProxyType({})


class Instruction(Value):
    """One instruction; `operands` are Values, `blocks` its successor blocks."""

    __slots__ = (
        "opcode",
        "operands",
        "name",
        "attrs",
        "metadata",
        "block",
        "pos",
    )

    def __init__(
        self,
        opcode: str,
        type_: LType,
        operands: list[Any],
        attrs: dict[str, Any] | None = None,
    ) -> None:
        self.type = type_
        self.opcode = opcode
        self.operands = operands
        self.name: str | None = None
        self.attrs = attrs if attrs is not None else {}
        # Shared and read-only while empty (most instructions have none).
        self.metadata: Mapping[str, Any] = NO_METADATA
        self.block: Any = None
        self.pos = 0


class BasicBlock(Value):
    __slots__ = ("name", "instructions", "index", "pos")

    def __init__(self, type_: LType, name: str | None, pos: int = 0) -> None:
        super().__init__(type_)
        self.name = name
        self.instructions: list[Instruction] = []
        self.index = -1
        self.pos = pos

    @property
    def successors(self) -> list[BasicBlock]:
        term = self.instructions[-1] if self.instructions else None
        if term is None:
            return []
        return [op for op in term.operands if isinstance(op, BasicBlock)]


# -- module-level entities --------------------------------------------------------


@dataclass(eq=False)
class GlobalVariable:
    name: str
    value_type: LType
    constant: bool
    linkage: str = "external"
    initializer: Constant | None = None
    align: int | None = None
    addrspace: int = 0
    dso_local: bool = False
    thread_local: bool = False
    unnamed_addr: str | None = None
    section: str | None = None
    pos: int = 0


@dataclass(eq=False)
class Function:
    name: str
    type: FuncT
    linkage: str = "external"
    cconv: str = "ccc"
    dso_local: bool = False
    param_attrs: list[dict[str, Any]] = field(default_factory=list)
    fn_attrs: list[tuple[str, Any]] = field(default_factory=list)
    attr_groups: list[str] = field(default_factory=list)
    unnamed_addr: str | None = None
    section: str | None = None
    gc: str | None = None
    personality: Constant | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    args: list[Argument] = field(default_factory=list)
    blocks: list[BasicBlock] | None = None
    pos: int = 0


@dataclass(eq=False)
class MDNode:
    """`!{...}` (operands: MD values) or a specialized node `!DIxxx(...)`."""

    operands: list[Any]
    kind: str | None = None  # e.g. "DILocation"
    fields: dict[str, Any] = field(default_factory=dict)
    distinct: bool = False


@dataclass(eq=False)
class Module:
    source_filename: str = ""
    datalayout: str = ""
    globals: list[GlobalVariable] = field(default_factory=list)
    functions: list[Function] = field(default_factory=list)
    attr_groups: dict[str, list[tuple[str, Any]]] = field(default_factory=dict)
    metadata: dict[str, MDNode] = field(default_factory=dict)
    # Where each numbered node's definition starts in `text` (its `!`).
    metadata_pos: dict[str, int] = field(default_factory=dict)
    named_metadata: dict[str, list[Any]] = field(default_factory=dict)
    # Every global value by name (what `@name` operands refer to).
    refs: dict[str, Any] = field(default_factory=dict)
    # The instructions with metadata attachments, in the order of the text.
    annotated: list[Instruction] = field(default_factory=list)
    # The calls with metadata arguments, in the order of the text (only the
    # general parser reads them).
    metadata_calls: list[Instruction] = field(default_factory=list)
    # The LLVM IR text (what warnings quote).
    text: str = ""
    # The "Debug Info Version" of a module whose debug info the reader
    # stripped (see `debug_version`), else None.
    stripped_debug_version: int | None = None
    # The loop nodes (`!llvm.loop`) the strip of debug info rewrote without
    # their debug locations, by the source's number (None: attachment removed).
    stripped_loops: dict[str, MDNode | None] = field(default_factory=dict)


def md_node(module: Module, operand: Any) -> MDNode | None:
    """The node an MD operand names (None for strings, values, null and
    undefined references)."""
    if isinstance(operand, MDNode):
        return operand
    if isinstance(operand, tuple):
        if operand[0] == "ref":
            return module.metadata.get(operand[1])
        if operand[0] == "node":
            return operand[1]
    return None


def is_void(t: Any) -> bool:
    """Whether `t` is the void type."""
    return t.kind == "simple" and t.name == "void"


def is_fp_math(t: Any) -> bool:
    """Whether a call of this result type is an FPMathOperator (has fastmath flags)."""
    while isinstance(t, (VectorT, ArrayT)):
        t = t.elem
    if isinstance(t, StructT) and t.body:
        return all(is_fp_math(e) for e in t.body) if t.name is None else False
    return t.kind == "float"
