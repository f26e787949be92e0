"""The LLVM values of a translation: constants, arguments, instructions, blocks.

Every value knows its LLVM type (a string) and how it is referred to as an
operand (`ref()`); instructions and arguments get their `%N` slot when the
function is printed.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...ir.floats import F32, F64, SEMANTICS, apfloat_to_string, convert, parse_decimal
from ...ir.floats import is_inf, is_nan
from .names import escape_string, llvm_name


class Value:
    """Something an instruction can use."""

    __slots__ = ("type",)

    def __init__(self, type_: str) -> None:
        self.type = type_

    def ref(self) -> str:
        raise NotImplementedError

    def typed(self) -> str:
        return f"{self.type} {self.ref()}"


class Local(Value):
    """A function argument, an instruction or a block: numbered as `%N`."""

    __slots__ = ("slot",)

    def __init__(self, type_: str) -> None:
        super().__init__(type_)
        self.slot = -1

    def ref(self) -> str:
        return f"%{self.slot}"


class Argument(Local):
    __slots__ = ("attrs",)

    def __init__(self, type_: str, attrs: str = "") -> None:
        super().__init__(type_)
        self.attrs = attrs


class Block(Local):
    """A basic block: its instructions and its predecessors (as LLVM lists them)."""

    __slots__ = ("instructions", "preds", "index")

    def __init__(self, index: int) -> None:
        super().__init__("label")
        self.instructions: list[Instruction] = []
        self.preds: list[Block] = []
        self.index = index


class Instruction(Local):
    """One instruction: text parts (strings and values) and attached metadata."""

    __slots__ = ("parts", "metadata", "block", "origin", "sources", "md_operands")

    def __init__(
        self,
        type_: str,
        parts: Sequence[Any],
        origin: Any = None,
        block: Block | None = None,
    ) -> None:
        # Slots set directly (no chain of base __init__s): one of these is
        # made per op of a module.
        self.type = type_
        self.slot = -1
        self.parts = parts
        self.metadata: list[tuple[str, Any]] = []
        self.block = block
        # The MLIR op (or, for a phi, block argument) it comes from, and a
        # phi's incoming MLIR values: what the type finder walks.
        self.origin = origin
        self.sources: Sequence[Any] = ()
        # Metadata nodes used as arguments (debug intrinsics): numbered first.
        self.md_operands: Sequence[Any] = ()

    @property
    def has_result(self) -> bool:
        return self.type != "void"


# -- constants ---------------------------------------------------------------


class Constant(Value):
    """A constant, printed in place where used."""

    __slots__ = ()

    @property
    def is_null(self) -> bool:
        return False


class ConstInt(Constant):
    __slots__ = ("bits", "value")

    def __init__(self, bits: int, value: int, type_: str | None = None) -> None:
        super().__init__(type_ or f"i{bits}")
        self.bits = bits
        self.value = value & ((1 << bits) - 1)

    @property
    def signed(self) -> int:
        if self.value >> (self.bits - 1) and self.bits:
            return self.value - (1 << self.bits)
        return self.value

    @property
    def is_null(self) -> bool:
        return self.value == 0

    def ref(self) -> str:
        if self.bits == 1:
            return "true" if self.value else "false"
        return str(self.signed)


class ConstFP(Constant):
    __slots__ = ("bits", "sem_name")

    def __init__(self, type_: str, sem_name: str, bits: int) -> None:
        super().__init__(type_)
        self.sem_name = sem_name
        self.bits = bits

    @property
    def is_null(self) -> bool:
        return self.bits == 0

    def ref(self) -> str:
        return format_fp(self.sem_name, self.bits)


class Special(Constant):
    """`null`, `undef`, `poison`, `zeroinitializer`, `none`."""

    __slots__ = ("word",)

    def __init__(self, type_: str, word: str) -> None:
        super().__init__(type_)
        self.word = word

    @property
    def is_null(self) -> bool:
        return self.word in ("null", "zeroinitializer")

    def ref(self) -> str:
        return self.word


class GlobalRef(Constant):
    """The address of a global or function: `@name`."""

    __slots__ = ("name", "symbol")

    def __init__(self, symbol: str, type_: str = "ptr") -> None:
        super().__init__(type_)
        self.symbol = symbol
        self.name = llvm_name("@", symbol)

    def ref(self) -> str:
        return self.name


class Aggregate(Constant):
    """An array, vector or struct constant: `[...]`, `<...>`, `{ ... }`."""

    __slots__ = ("kind", "elements")

    def __init__(self, type_: str, kind: str, elements: Sequence[Constant]) -> None:
        super().__init__(type_)
        self.kind = kind
        self.elements = list(elements)

    @property
    def is_null(self) -> bool:
        return all(e.is_null for e in self.elements)

    def ref(self) -> str:
        items = ", ".join(e.typed() for e in self.elements)
        if self.kind == "array":
            return f"[{items}]"
        if self.kind == "vector":
            return f"<{items}>"
        if self.kind == "packed":
            return f"<{{ {items} }}>" if items else "<{}>"
        return f"{{ {items} }}" if items else "{}"


class ConstString(Constant):
    """An `i8` array written as `c"..."`."""

    __slots__ = ("data",)

    def __init__(self, data: bytes) -> None:
        super().__init__(f"[{len(data)} x i8]")
        self.data = data

    @property
    def is_null(self) -> bool:
        return not any(self.data)

    def ref(self) -> str:
        return f'c"{escape_string(self.data)}"'


class ConstExpr(Constant):
    """A constant expression, e.g. `getelementptr (i32, ptr @g, i32 2)`."""

    __slots__ = ("parts",)

    def __init__(self, type_: str, parts: Sequence[Any]) -> None:
        super().__init__(type_)
        self.parts = parts

    def ref(self) -> str:
        return "".join(p if isinstance(p, str) else p.ref() for p in self.parts)


class MetadataArgument(Value):
    """`metadata i64 %0`, `metadata !7` or `metadata !DIExpression()` as an argument."""

    __slots__ = ("wrapped",)

    def __init__(self, wrapped: Any) -> None:
        super().__init__("metadata")
        self.wrapped = wrapped

    def ref(self) -> str:
        if self.wrapped is None:
            return "!DIExpression()"
        if isinstance(self.wrapped, Value):
            return self.wrapped.typed()
        return self.wrapped.ref()


class InlineAsm(Value):
    """`asm sideeffect "..." "..."` as a callee."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        super().__init__("ptr")
        self.text = text

    def ref(self) -> str:
        return self.text


def canonical(value: Constant) -> Constant:
    """The constant LLVM uniques `value` to: all-null aggregates are `zeroinitializer`."""
    if isinstance(value, (Aggregate, ConstString)) and value.is_null:
        return Special(value.type, "zeroinitializer")
    return value


def format_fp(sem_name: str, bits: int) -> str:
    """A floating-point constant as LLVM's AsmWriter prints it."""
    if sem_name in ("f32", "f64"):
        sem = SEMANTICS[sem_name]
        if not is_inf(bits, sem) and not is_nan(bits, sem):
            text = apfloat_to_string(bits, sem, 6, 0, False)
            as_double = convert(bits, sem, F64) if sem is F32 else bits
            if _same_double(parse_decimal(text, F64), as_double):
                return text
        double_bits = bits
        if sem_name == "f32":
            double_bits = _f32_to_f64_bits(bits)
        return "0x%X" % double_bits
    if sem_name == "f16":
        return "0xH%04X" % bits
    if sem_name == "bf16":
        return "0xR%04X" % bits
    if sem_name == "f80":
        return "0xK%04X%016X" % (bits >> 64, bits & (1 << 64) - 1)
    if sem_name == "f128":
        return "0xL%016X%016X" % (bits & (1 << 64) - 1, bits >> 64)
    return "0xM%016X%016X" % (bits & (1 << 64) - 1, bits >> 64)


def _same_double(a: int, b: int) -> bool:
    """`==` on two doubles given as bit patterns (so -0 equals +0)."""
    zero_mask = (1 << 63) - 1
    return a == b or (a & zero_mask == 0 and b & zero_mask == 0)


def _f32_to_f64_bits(bits: int) -> int:
    """An f32 pattern widened to f64, keeping a signaling NaN signaling."""
    if is_nan(bits, F32):
        sign = bits >> 31
        payload = bits & 0x7FFFFF
        return (sign << 63) | (0x7FF << 52) | (payload << 29)
    return convert(bits, F32, F64)
