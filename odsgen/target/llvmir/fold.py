"""Constant folding as LLVM 16's IRBuilder (ConstantFolder) does it.

Each function returns the folded constant, or None when IRBuilder would
emit an instruction instead.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...ir.floats import SEMANTICS, convert, from_python_float
from ...ir.floats import to_python_float
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
)

# ConstantExpr kinds LLVM 16 keeps for integer binary operators.
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
    if a.sem_name not in ("f32", "f64"):
        return None
    sem = SEMANTICS[a.sem_name]
    x, y = to_python_float(a.bits, sem), to_python_float(b.bits, sem)
    try:
        if op == "fadd":
            r = x + y
        elif op == "fsub":
            r = x - y
        elif op == "fmul":
            r = x * y
        else:
            return None
    except OverflowError:
        return None
    if r != r:
        return None
    return ConstFP(a.type, a.sem_name, from_python_float(r, sem))


def binop(op: str, a: Value, b: Value) -> Constant | None:
    """`IRBuilder::CreateBinOp` on two values, if it folds."""
    if not isinstance(a, Constant) or not isinstance(b, Constant):
        return None
    if isinstance(a, ConstInt) and isinstance(b, ConstInt):
        return _int_binop(op, a, b)
    if isinstance(a, ConstFP) and isinstance(b, ConstFP):
        return _fp_binop(op, a, b)
    if op in EXPR_BINOPS and not isinstance(a, (Aggregate, ConstString)):
        if isinstance(a, Special) or isinstance(b, Special):
            return None
        return ConstExpr(a.type, [f"{op} (", a.type, " ", a, ", ", b.type, " ", b, ")"])
    return None


_ICMP = {
    "eq": lambda x, y: x == y,
    "ne": lambda x, y: x != y,
}


def icmp(predicate: str, a: Value, b: Value) -> Constant | None:
    """`CreateICmp` on two integer constants."""
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
    if isinstance(v, Special) and v.word in ("undef", "poison"):
        if op in ("zext", "sext"):
            return (
                ConstInt(dest_bits or 1, 0)
                if v.word == "undef"
                else Special(dest, "poison")
            )
        return Special(dest, v.word)
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
    if isinstance(v, (GlobalRef, ConstExpr)) or (
        isinstance(v, Special) and v.word == "null"
    ):
        return ConstExpr(dest, [f"{op} (", v.type, " ", v, f" to {dest})"])
    return None


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
    from ...ir.floats import _round_ratio

    if number == 0:
        return 0
    return _round_ratio(number < 0, abs(number), 1, sem)


def gep(
    source_type: str,
    base: Value,
    indices: Sequence[Value],
    inbounds: bool,
    global_value_types: dict[str, str],
    in_range: bool,
) -> Constant | None:
    """`CreateGEP` on a constant base and constant indices."""
    if not isinstance(base, Constant) or not all(
        isinstance(i, Constant) for i in indices
    ):
        return None
    if all(i.is_null for i in indices) and not isinstance(base, Special):
        return base
    if (
        all(i.is_null for i in indices)
        and isinstance(base, Special)
        and base.word != "undef"
    ):
        return base
    if (
        not inbounds
        and isinstance(base, GlobalRef)
        and global_value_types.get(base.symbol) == source_type
        and in_range
        and _in_bounds_indices(indices)
    ):
        inbounds = True
    keyword = "getelementptr inbounds (" if inbounds else "getelementptr ("
    parts: list[Any] = [keyword, source_type, ", ", base.type, " ", base]
    for index in indices:
        parts += [", ", index.type, " ", index]
    parts.append(")")
    return ConstExpr(base.type, parts)


def _in_bounds_indices(indices: Sequence[Constant]) -> bool:
    if not indices or indices[0].is_null:
        return True
    first = indices[0]
    if not isinstance(first, ConstInt) or first.value != 1:
        return False
    return all(i.is_null for i in indices[1:])


def extract_value(aggregate: Value, position: Sequence[int]) -> Constant | None:
    """`CreateExtractValue` on a constant aggregate."""
    if not isinstance(aggregate, Constant):
        return None
    current: Constant = aggregate
    for index in position:
        if isinstance(current, Aggregate):
            current = current.elements[index]
        elif isinstance(current, ConstString):
            current = ConstInt(8, current.data[index])
        else:
            return None
    return current


def select(cond: Value, a: Value, b: Value) -> Value | None:
    """`CreateSelect`: folds only when all three operands are constants."""
    if not all(isinstance(v, Constant) for v in (cond, a, b)):
        return None
    if isinstance(cond, ConstInt):
        return a if cond.value else b
    return None


def fneg(v: Value) -> Constant | None:
    if isinstance(v, ConstFP):
        width = SEMANTICS[v.sem_name].width if v.sem_name in SEMANTICS else 128
        return ConstFP(v.type, v.sem_name, v.bits ^ (1 << (width - 1)))
    return None
