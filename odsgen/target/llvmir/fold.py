"""Constant folding as LLVM 16's IRBuilder (ConstantFolder) does it.

Each function returns the folded constant, or None when IRBuilder would
emit an instruction instead.
"""

from __future__ import annotations

import math
from ...ir.floats import Kind, _round_ratio, decode
from typing import Any, Callable, Sequence

from ...ir.floats import SEMANTICS, convert, from_python_float
from ...ir.floats import ieee_divide, to_python_float
from .values import (
    Aggregate,
    ConstExpr,
    ConstFP,
    ConstInt,
    ConstString,
    Constant,
    GlobalRef,
    Special,
    Value,
    canonical,
)

# ConstantExpr kinds LLVM 16 keeps for integer binary operators.
COMMUTATIVE = {"add", "mul", "and", "or", "xor"}
EXPR_BINOPS = {"add", "sub", "mul", "shl", "lshr", "ashr", "and", "or", "xor"}


def _int_binop(op: str, a: ConstInt, b: ConstInt) -> Constant | None:
    bits, x, y = a.bits, a.value, b.value
    sx, sy = a.signed, b.signed
    mask = (1 << bits) - 1
    poison = Special(a.type, "poison")
    if op == "add":
        return ConstInt(bits, x + y)
    if op == "sub":
        return ConstInt(bits, x - y)
    if op == "mul":
        return ConstInt(bits, x * y)
    if op == "and":
        return ConstInt(bits, x & y)
    if op == "or":
        return ConstInt(bits, x | y)
    if op == "xor":
        return ConstInt(bits, x ^ y)
    if op in ("shl", "lshr", "ashr"):
        if y >= bits:
            return poison
        if op == "shl":
            return ConstInt(bits, (x << y) & mask)
        if op == "lshr":
            return ConstInt(bits, x >> y)
        return ConstInt(bits, sx >> y)
    if op in ("udiv", "sdiv", "urem", "srem"):
        if y == 0:
            return poison
        if op == "udiv":
            return ConstInt(bits, x // y)
        if op == "urem":
            return ConstInt(bits, x % y)
        if sy == -1 and sx == -(1 << (bits - 1)):
            return poison
        quotient = abs(sx) // abs(sy) * (1 if (sx < 0) == (sy < 0) else -1)
        if op == "sdiv":
            return ConstInt(bits, quotient)
        return ConstInt(bits, sx - quotient * sy)
    return None


def _fp_binop(op: str, a: ConstFP, b: ConstFP) -> Constant | None:
    """IEEE arithmetic on two f32/f64 constants (APFloat, round to nearest even)."""
    if a.sem_name not in ("f32", "f64"):
        return None
    sem = SEMANTICS[a.sem_name]
    x, y = to_python_float(a.bits, sem), to_python_float(b.bits, sem)
    if op == "fadd":
        r = x + y
    elif op == "fsub":
        r = x - y
    elif op == "fmul":
        r = x * y
    elif op == "fdiv":
        r = ieee_divide(x, y)
    else:
        r = math.fmod(x, y) if y != 0 and not math.isinf(x) else math.nan
        if math.isinf(y) and not math.isinf(x):
            r = x
    if r != r:
        return ConstFP(a.type, a.sem_name, _QUIET_NAN[a.sem_name])
    return ConstFP(a.type, a.sem_name, from_python_float(r, sem))


_QUIET_NAN = {"f32": 0x7FC00000, "f64": 0x7FF8000000000000}


def binop(
    op: str,
    a: Value,
    b: Value,
    address_alignment: Callable[[GlobalRef], int] | None = None,
) -> Constant | None:
    """`IRBuilder::CreateBinOp` on two values, if it folds (`address_alignment`:
    what LLVM knows of a global's address alignment, for `and` masks)."""
    if not isinstance(a, Constant) or not isinstance(b, Constant):
        return None
    if a.type.startswith("<") and not a.type.startswith("<vscale"):
        return vector_binop(op, a, b)
    if _is(a, "poison") or _is(b, "poison"):
        return Special(a.type, "poison")
    if _is(a, "undef") or _is(b, "undef"):
        return _undef_binop(op, a, b)
    if isinstance(a, ConstInt) and isinstance(b, ConstInt):
        return _int_binop(op, a, b)
    if isinstance(a, ConstFP) and isinstance(b, ConstFP):
        return _fp_binop(op, a, b)
    if isinstance(a, ConstInt) and not isinstance(b, ConstInt) and op in COMMUTATIVE:
        a, b = b, a  # LLVM folds `C op X` as `X op C`
    if not isinstance(a, (Special, Aggregate, ConstString)) and not isinstance(
        b, Special
    ):
        if isinstance(b, ConstInt):
            identity = _IDENTITY.get(op)
            if identity is not None and b.value == identity & _mask(b.bits):
                return a
            folded = _int_right_operand(op, a, b, address_alignment)
            if folded is not None:
                return folded
        if isinstance(a, ConstInt) and a.value == 0 and op in _ZERO_LEFT:
            return a  # 0 / X, 0 % X and 0 shifted are 0
    if op in EXPR_BINOPS and not isinstance(a, (Aggregate, ConstString)):
        if isinstance(a, Special) or isinstance(b, Special):
            return None
        if isinstance(a, ConstBinary) and a.op == op and op in COMMUTATIVE:
            inner = binop(op, a.rhs, b, address_alignment)
            if inner is not None and not (
                isinstance(inner, ConstBinary) and inner.op == op
            ):
                return binop(op, a.lhs, inner, address_alignment)
        return ConstBinary(op, a, b)
    return None


def _int_right_operand(
    op: str,
    a: Constant,
    b: ConstInt,
    address_alignment: Callable[[GlobalRef], int] | None,
) -> Constant | None:
    """What LLVM 16 folds `X op C` to for a constant expression X and an
    integer C that absorbs X or makes the result undefined
    (ConstantFoldBinaryInstruction): `X * 0`, `X & 0` and `X | -1` are C,
    `X - 0`, `X / 1` are X, `X % 1` is 0, a division by 0 is poison, and
    `ptrtoint @g & C` is 0 where C keeps only bits below @g's alignment."""
    if op == "and" and address_alignment is not None:
        address = _address_of_global(a)
        if address is not None:
            low_bits = min(b.bits, address_alignment(address).bit_length() - 1)
            if low_bits > 0 and b.value & ((1 << low_bits) - 1) == b.value:
                return ConstInt(b.bits, 0, b.type)
    if b.value == 0:
        if op in ("mul", "and"):
            return b
        if op == "sub":
            return a
        if op in ("udiv", "sdiv", "urem", "srem"):
            return Special(a.type, "poison")
    if b.value == 1:
        if op in ("udiv", "sdiv"):
            return a
        if op in ("urem", "srem"):
            return ConstInt(b.bits, 0, b.type)
    if op == "or" and b.signed == -1:
        return b
    return None


def _address_of_global(value: Constant) -> GlobalRef | None:
    """The global of `ptrtoint (ptr @g to iN)`, else None."""
    if not isinstance(value, ConstExpr) or value.parts[0] != "ptrtoint (":
        return None
    operand = value.parts[3]
    return operand if isinstance(operand, GlobalRef) else None


# The operators whose result is 0 when their left operand is 0.
_ZERO_LEFT = frozenset(("udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr"))


def _mask(bits: int) -> int:
    return (1 << bits) - 1


# Identities of the associative operators (x op identity == x).
_IDENTITY = {"add": 0, "or": 0, "xor": 0, "mul": 1, "and": -1}


class ConstBinary(ConstExpr):
    """`add (i64 X, i64 Y)` and the other integer operator expressions."""

    __slots__ = ("op", "lhs", "rhs")

    def __init__(self, op: str, lhs: Constant, rhs: Constant) -> None:
        parts = [f"{op} (", lhs.type, " ", lhs, ", ", rhs.type, " ", rhs, ")"]
        super().__init__(lhs.type, parts)
        self.op = op
        self.lhs = lhs
        self.rhs = rhs


def _is(value: Value, word: str) -> bool:
    return isinstance(value, Special) and value.word == word


def _undef_binop(op: str, a: Constant, b: Constant) -> Constant | None:
    """ConstantFoldBinaryInstruction's rules for undef operands."""
    both = _is(a, "undef") and _is(b, "undef")
    if a.type.startswith("<") or not a.type.startswith("i"):
        return Special(a.type, "undef") if op in ("fadd", "fsub", "fmul") else None
    bits = int(a.type[1:])
    if op == "xor":
        return ConstInt(bits, 0) if both else Special(a.type, "undef")
    if op in ("add", "sub"):
        return Special(a.type, "undef")
    if op in ("and", "mul"):
        return Special(a.type, "undef") if both else ConstInt(bits, 0)
    if op == "or":
        return Special(a.type, "undef") if both else ConstInt(bits, -1)
    if op in ("udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr"):
        if _is(b, "undef"):
            return (
                Special(a.type, "undef")
                if both and op[1:] in ("hl", "shr")
                else Special(a.type, "poison")
            )
        return ConstInt(bits, 0)
    return None


_ICMP = {
    "eq": lambda x, y: x == y,
    "ne": lambda x, y: x != y,
}


def icmp(predicate: str, a: Value, b: Value) -> Constant | None:
    """`CreateICmp` on two integer constants."""
    if _is(a, "poison") or _is(b, "poison"):
        return Special("i1", "poison")
    if _is(a, "undef") or _is(b, "undef"):
        if predicate in ("eq", "ne") or (_is(a, "undef") and _is(b, "undef")):
            return Special("i1", "undef")
        if isinstance(a, (ConstInt, Special)) and isinstance(b, (ConstInt, Special)):
            return ConstInt(1, int(predicate in ("sle", "sge", "ule", "uge")))
        return None
    if not (isinstance(a, ConstInt) and isinstance(b, ConstInt)):
        return None
    if predicate in ("eq", "ne"):
        result = _ICMP[predicate](a.value, b.value)
    else:
        signed = predicate[0] == "s"
        x, y = (a.signed, b.signed) if signed else (a.value, b.value)
        result = {
            "lt": x < y,
            "le": x <= y,
            "gt": x > y,
            "ge": x >= y,
        }[predicate[1:]]
    return ConstInt(1, int(result))


def cast(op: str, v: Value, dest: str, dest_bits: int | None) -> Value | None:
    """`CreateCast`: the value itself for a no-op cast, a folded constant, or None."""
    if v.type == dest and op in ("bitcast", "addrspacecast", "zext", "sext", "trunc"):
        return v
    if not isinstance(v, Constant):
        return None
    if _is(v, "poison"):
        return Special(dest, "poison")
    if _is(v, "undef"):
        if op in ("zext", "sext") and dest_bits is not None:
            return ConstInt(dest_bits, 0)
        if op in ("sitofp", "uitofp") and _sem_of(dest) is not None:
            return ConstFP(dest, _sem_of(dest), 0)
        return Special(dest, "undef")
    if isinstance(v, ConstInt) and dest_bits is not None:
        if op in ("trunc", "zext"):
            return ConstInt(dest_bits, v.value)
        if op == "sext":
            return ConstInt(dest_bits, v.signed)
    if op == "ptrtoint" and v.is_null and dest_bits is not None:
        return ConstInt(dest_bits, 0)
    if op == "inttoptr" and isinstance(v, ConstInt) and v.value == 0:
        return Special(dest, "null")
    if op in ("sitofp", "uitofp") and isinstance(v, ConstInt):
        sem_name = _sem_of(dest)
        if sem_name in ("f32", "f64"):
            number = v.signed if op == "sitofp" else v.value
            return ConstFP(dest, sem_name, _int_to_fp(number, SEMANTICS[sem_name]))
    if op in ("fpext", "fptrunc") and isinstance(v, ConstFP):
        sem_name = _sem_of(dest)
        if sem_name is not None:
            bits = convert(v.bits, SEMANTICS[v.sem_name], SEMANTICS[sem_name])
            return ConstFP(dest, sem_name, bits)
    if op == "bitcast" and isinstance(v, ConstInt) and _sem_of(dest) is not None:
        return ConstFP(dest, _sem_of(dest), v.value)
    if op == "bitcast" and isinstance(v, ConstFP) and dest_bits is not None:
        return ConstInt(dest_bits, v.bits)
    if op in ("fptosi", "fptoui") and isinstance(v, ConstFP) and dest_bits is not None:
        return _fp_to_int(op, v, dest, dest_bits)
    return ConstExpr(dest, [f"{op} (", v.type, " ", v, f" to {dest})"])


def _fp_to_int(op: str, v: ConstFP, dest: str, bits: int) -> Constant:
    """`fptosi`/`fptoui` of a constant: truncated toward zero, poison when out of range."""
    sem = SEMANTICS.get(v.sem_name)
    if sem is None:
        return ConstExpr(dest, [f"{op} (", v.type, " ", v, f" to {dest})"])
    decoded = decode(v.bits, sem)
    if decoded.kind in (Kind.NAN, Kind.INF):
        return Special(dest, "poison")
    value = to_python_float(v.bits, sem)
    number = int(value)
    low, high = (
        (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
        if op == "fptosi"
        else (0, (1 << bits) - 1)
    )
    if not low <= number <= high:
        return Special(dest, "poison")
    return ConstInt(bits, number)


def _sem_of(type_: str) -> str | None:
    return {
        "float": "f32",
        "double": "f64",
        "half": "f16",
        "bfloat": "bf16",
        "fp128": "f128",
        "x86_fp80": "f80",
    }.get(type_)


def _int_to_fp(number: int, sem: Any) -> int:
    if number == 0:
        return 0
    return _round_ratio(number < 0, abs(number), 1, sem)


def vector_elements(value: Value) -> list[Constant] | None:
    """The lanes of a constant fixed vector (None for anything else)."""
    if (
        not isinstance(value, Constant)
        or not value.type.startswith("<")
        or value.type.startswith("<vscale")
    ):
        return None
    count_text, _, element = value.type[1:-1].partition(" x ")
    count = int(count_text)
    if isinstance(value, Aggregate):
        return list(value.elements)
    if isinstance(value, Special):
        if value.word == "zeroinitializer":
            return [_zero(element) for _ in range(count)]
        return [Special(element, value.word) for _ in range(count)]
    return None


def _zero(element: str) -> Constant:
    if element.startswith("i"):
        return ConstInt(int(element[1:]), 0)
    sem = _sem_of(element)
    if sem is not None:
        return ConstFP(element, sem, 0)
    return Special(element, "null")


def make_vector(type_: str, lanes: list[Constant]) -> Constant:
    """A vector constant as LLVM uniques it."""
    if all(_is(lane, "poison") for lane in lanes):
        return Special(type_, "poison")
    if all(_is(lane, "undef") for lane in lanes):
        return Special(type_, "undef")
    return canonical(Aggregate(type_, "vector", lanes))


def vector_binop(op: str, a: Value, b: Value) -> Constant | None:
    """Lane-wise folding of two constant vectors."""
    left, right = vector_elements(a), vector_elements(b)
    if left is None or right is None:
        return None
    lanes = [binop(op, x, y) for x, y in zip(left, right)]
    if any(lane is None for lane in lanes):
        return None
    return make_vector(a.type, lanes)  # type: ignore[arg-type]


def extract_element(vector: Value, index: Value) -> Constant | None:
    lanes = vector_elements(vector)
    if lanes is None:
        return None
    if _is(index, "poison") or _is(index, "undef"):
        return Special(lanes[0].type if lanes else "i32", "poison")
    if not isinstance(index, ConstInt):
        return None
    if index.value >= len(lanes):
        return Special(lanes[0].type if lanes else "i32", "poison")
    return lanes[index.value]


def insert_element(vector: Value, value: Value, index: Value) -> Constant | None:
    lanes = vector_elements(vector)
    if lanes is None or not isinstance(value, Constant):
        return None
    if _is(index, "poison") or _is(index, "undef"):
        return Special(vector.type, "poison")
    if not isinstance(index, ConstInt):
        return None
    if index.value >= len(lanes):
        return Special(vector.type, "poison")
    lanes[index.value] = value
    return make_vector(vector.type, lanes)


def shuffle(v1: Value, v2: Value, mask: list[int], result: str) -> Constant | None:
    left, right = vector_elements(v1), vector_elements(v2)
    if left is None or right is None:
        return None
    element = result[1:-1].partition(" x ")[2]
    lanes: list[Constant] = []
    for m in mask:
        if m == -1:
            lanes.append(Special(element, "undef"))
        elif m < len(left):
            lanes.append(left[m])
        else:
            lanes.append(right[m - len(left)])
    return make_vector(result, lanes)


def extract_value(
    aggregate: Value, position: Sequence[int], result_type: str
) -> Constant | None:
    """`CreateExtractValue` on a constant aggregate (`result_type`: the element's type)."""
    if not isinstance(aggregate, Constant):
        return None
    current: Constant = aggregate
    for index in position:
        if isinstance(current, Aggregate):
            current = current.elements[index]
        elif isinstance(current, ConstString):
            current = ConstInt(8, current.data[index])
        elif isinstance(current, Special) and current.word in ("undef", "poison"):
            return Special(result_type, current.word)
        elif isinstance(current, Special) and current.word == "zeroinitializer":
            return (
                _zero(result_type)
                if not result_type[0] in "[{<"
                else Special(result_type, "zeroinitializer")
            )
        else:
            return None
    return current


def select(cond: Value, a: Value, b: Value) -> Value | None:
    """`CreateSelect`: folds only when all three operands are constants."""
    if not all(isinstance(v, Constant) for v in (cond, a, b)):
        return None
    if isinstance(cond, ConstInt):
        return a if cond.value else b
    if _is(cond, "poison"):
        return Special(a.type, "poison")
    if _is(cond, "undef"):
        return a if _is(a, "undef") else b
    if a is b:
        return a
    if _is(a, "poison") or (_is(a, "undef") and not _is(b, "poison")):
        return b
    if _is(b, "poison") or _is(b, "undef"):
        return a
    return None


def fneg(v: Value) -> Constant | None:
    if isinstance(v, ConstFP):
        width = SEMANTICS[v.sem_name].width if v.sem_name in SEMANTICS else 128
        return ConstFP(v.type, v.sem_name, v.bits ^ (1 << (width - 1)))
    return None
