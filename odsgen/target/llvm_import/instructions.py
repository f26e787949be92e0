"""The instruction forms of LLVM IR's text (handlers of `LLParser`)."""

from __future__ import annotations

from typing import Any, Callable

from ..llvm_enums import CASTS, FCMP_PREDICATES, ICMP_PREDICATES
from . import lexer as lx
from .vocab import BINARY, CCONVS, FMF, INT_FLAGS
from .model import (
    ArrayT,
    FuncT,
    Instruction,
    LType,
    StructT,
    VectorT,
)


def register(handler: Callable[..., Any]) -> None:
    """Register the instruction handlers with the parser's table."""

    def void_type(p: Any) -> LType:
        return p.types.simple("void")

    def access_tail(p: Any, inst: Instruction, atomic: bool) -> Instruction:
        """`inst`, a load or store, with its atomic scope and ordering and its
        optional alignment parsed."""
        if atomic:
            inst.attrs["syncscope"] = p._syncscope()
            inst.attrs["ordering"] = p._ordering()
        p._optional_align(inst)
        return inst

    @handler(*BINARY)
    def binary(p: Any, opcode: str) -> Instruction:
        flags = p._flags(FMF if opcode[0] == "f" else INT_FLAGS)
        lhs = p.parse_typed_value()
        p.expect_p(",")
        rhs = p.parse_value(lhs.type)
        return Instruction(opcode, lhs.type, [lhs, rhs], {"flags": flags})

    @handler("fneg")
    def fneg(p: Any, opcode: str) -> Instruction:
        flags = p._flags(FMF)
        operand = p.parse_typed_value()
        return Instruction(opcode, operand.type, [operand], {"flags": flags})

    @handler("icmp", "fcmp")
    def compare(p: Any, opcode: str) -> Instruction:
        flags = p._flags(FMF)
        pred = p.next()
        if pred.text not in (ICMP_PREDICATES if opcode == "icmp" else FCMP_PREDICATES):
            raise p.error("expected comparison predicate", pred)
        lhs = p.parse_typed_value()
        p.expect_p(",")
        rhs = p.parse_value(lhs.type)
        result: LType = p.types.int(1)
        if isinstance(lhs.type, VectorT):
            result = p.types.vector(lhs.type.count, result, lhs.type.scalable)
        return Instruction(
            opcode, result, [lhs, rhs], {"predicate": pred.text, "flags": flags}
        )

    @handler(*CASTS, "va_arg")
    def cast(p: Any, opcode: str) -> Instruction:
        """`V to T` (casts), `V, T` (va_arg): one operand and the result type."""
        operand = p.parse_typed_value()
        if opcode == "va_arg":
            p.expect_p(",")
        else:
            p.expect_kw("to")
        return Instruction(opcode, p.parse_type(), [operand])

    @handler("select")
    def select(p: Any, opcode: str) -> Instruction:
        flags = p._flags(FMF)
        cond, a, b = p.typed_values(3)
        return Instruction(opcode, a.type, [cond, a, b], {"flags": flags})

    @handler("freeze")
    def freeze(p: Any, opcode: str) -> Instruction:
        operand = p.parse_typed_value()
        return Instruction(opcode, operand.type, [operand])

    @handler("alloca")
    def alloca(p: Any, opcode: str) -> Instruction:
        p._flags(("inalloca", "swifterror"))
        allocated = p.parse_type()
        size = None
        inst = Instruction(opcode, p.types.ptr(allocated, 0), [])
        space = 0
        while p.eat_p(","):
            if p.eat_kw("align"):
                inst.attrs["align"] = p.expect_int("alignment")
            elif p.is_kw("addrspace"):
                space = p._addrspace()
            elif p.tok.kind == lx.METAVAR:
                p.i -= 1
                break
            else:
                size = p.parse_typed_value()
        if size is None:
            size = p.consts.int(p.types.int(32), 1)
        inst.operands = [size]
        inst.type = p.types.ptr(allocated, space)
        inst.attrs["allocated"] = allocated
        if "align" not in inst.attrs:
            p._allocas.append((inst, allocated))
        return inst

    @handler("load")
    def load(p: Any, opcode: str) -> Instruction:
        atomic = p.eat_kw("atomic")
        volatile = p.eat_kw("volatile")
        start = p.tok
        type_ = p.parse_type()
        if type_ is void_type(p):
            raise p.error("void type only allowed for function results", start)
        p.expect_p(",")
        ptr = p.parse_typed_value()
        inst = Instruction(opcode, type_, [ptr], {"volatile": volatile})
        return access_tail(p, inst, atomic)

    @handler("store")
    def store(p: Any, opcode: str) -> Instruction:
        atomic = p.eat_kw("atomic")
        volatile = p.eat_kw("volatile")
        value, ptr = p.typed_values(2)
        inst = Instruction(opcode, void_type(p), [value, ptr], {"volatile": volatile})
        return access_tail(p, inst, atomic)

    @handler("getelementptr")
    def gep(p: Any, opcode: str) -> Instruction:
        inbounds = p.eat_kw("inbounds")
        start = p.tok
        source = p.parse_type()
        p.expect_p(",")
        base = p.parse_typed_value()
        indices = []
        while p.is_p(",") and p.tokens[p.i + 1].kind != lx.METAVAR:
            p.next()
            indices.append(p.parse_typed_value())
        result = p.gep_result_type(source, base.type, indices, start)
        return Instruction(
            opcode, result, [base, *indices], {"inbounds": inbounds, "source": source}
        )

    def _indices(p: Any) -> list[int]:
        indices = []
        while p.is_p(",") and p.tokens[p.i + 1].kind == lx.INT:
            p.next()
            indices.append(p.expect_int())
        return indices

    def _indexed(p: Any, type_: LType, indices: list[int], tok: Any) -> LType:
        for index in indices:
            if isinstance(type_, StructT) and type_.body is not None:
                if not 0 <= index < len(type_.body):
                    raise p.error("invalid indices for extractvalue", tok)
                type_ = type_.body[index]
            elif isinstance(type_, ArrayT):
                type_ = type_.elem
            else:
                raise p.error("invalid indices for extractvalue", tok)
        return type_

    @handler("extractvalue")
    def extractvalue(p: Any, opcode: str) -> Instruction:
        tok = p.tok
        agg = p.parse_typed_value()
        indices = _indices(p)
        result = _indexed(p, agg.type, indices, tok)
        return Instruction(opcode, result, [agg], {"indices": indices})

    @handler("insertvalue")
    def insertvalue(p: Any, opcode: str) -> Instruction:
        agg, value = p.typed_values(2)
        indices = _indices(p)
        return Instruction(opcode, agg.type, [agg, value], {"indices": indices})

    @handler("extractelement")
    def extractelement(p: Any, opcode: str) -> Instruction:
        vec, index = p.typed_values(2)
        return Instruction(opcode, vec.type.elem, [vec, index])

    @handler("insertelement")
    def insertelement(p: Any, opcode: str) -> Instruction:
        vec, value, index = p.typed_values(3)
        return Instruction(opcode, vec.type, [vec, value, index])

    @handler("shufflevector")
    def shufflevector(p: Any, opcode: str) -> Instruction:
        a, b, mask = p.typed_values(3)
        result = p.types.vector(mask.type.count, a.type.elem, a.type.scalable)
        return Instruction(opcode, result, [a, b, mask])

    @handler("phi")
    def phi(p: Any, opcode: str) -> Instruction:
        flags = p._flags(FMF)
        type_ = p.parse_type()
        operands: list[Any] = []
        while True:
            p.expect_p("[")
            operands.append(p.parse_value(type_))
            p.expect_p(",")
            tok = p.next()
            if tok.kind != lx.LOCAL:
                raise p.error("expected basic block", tok)
            operands.append(p._block_ref(tok.text, tok.pos))
            p.expect_p("]")
            if not (p.is_p(",") and p.tokens[p.i + 1].text == "["):
                break
            p.next()
        inst = Instruction(opcode, type_, operands, {"flags": flags})
        return inst

    def _call_common(p: Any) -> tuple[FuncT, Any, list[Any], list[dict], tuple]:
        flags = p._flags(FMF)
        while p.tok.kind == lx.KEYWORD and p.tok.text in CCONVS:
            if p.next().text == "cc":
                p.expect_int()
        p._param_attrs()
        if p.is_kw("addrspace"):
            p._addrspace()
        type_ = p.parse_type()
        explicit = isinstance(type_, FuncT)
        # Parse the callee later, once the function type is known.
        callee_start = p.i
        depth = 0
        # Skip the callee tokens: a name, or `asm ... "a", "b"`, or a constant expression.
        if p.tok.kind in (lx.GLOBAL, lx.LOCAL):
            p.i += 1
        elif p.is_kw("asm"):
            p.i += 1
            while p.tok.kind == lx.KEYWORD:
                p.i += 1
            p.i += 3
        else:
            p.i += 1
            while True:
                t = p.next()
                if t.kind == lx.PUNCT and t.text == "(":
                    depth += 1
                elif t.kind == lx.PUNCT and t.text == ")":
                    depth -= 1
                    if depth == 0:
                        break
                elif t.kind == lx.EOF:
                    raise p.error("expected ')'", t)
        args_start = p.i
        p.expect_p("(", "in call")
        args: list[Any] = []
        arg_attrs: list[dict] = []
        if not p.eat_p(")"):
            while True:
                arg_type = p.parse_type()
                arg_attrs.append(p._param_attrs())
                args.append(p.parse_value(arg_type))
                if not p.eat_p(","):
                    break
            p.expect_p(")", "at end of argument list")
        if not explicit:
            ftype = p.types.func(type_, tuple(a.type for a in args), False)
        else:
            ftype = type_
        end = p.i
        p.i = callee_start
        callee = p.parse_value(p.types.ptr(ftype))
        if p.i != args_start:
            raise p.error("expected '(' in call")
        p.i = end
        fn_attrs = p._fn_attrs()
        if p.is_p("["):
            raise p.error("operand bundles are not supported")
        return ftype, callee, args, arg_attrs, (flags, fn_attrs)

    @handler("call")
    def call(p: Any, opcode: str) -> Instruction:
        ftype, callee, args, arg_attrs, (flags, fn_attrs) = _call_common(p)
        return Instruction(
            "call",
            ftype.ret,
            [*args, callee],
            {"flags": flags, "ftype": ftype, "fn_attrs": fn_attrs},
        )

    @handler("invoke")
    def invoke(p: Any, opcode: str) -> Instruction:
        ftype, callee, args, arg_attrs, (flags, fn_attrs) = _call_common(p)
        p.expect_kw("to")
        normal = p._label()
        p.expect_kw("unwind")
        unwind = p._label()
        return Instruction(
            "invoke",
            ftype.ret,
            [*args, callee, normal, unwind],
            {"ftype": ftype, "nargs": len(args), "fn_attrs": fn_attrs},
        )

    @handler("ret")
    def ret(p: Any, opcode: str) -> Instruction:
        if p.is_kw("void") and not p.tokens[p.i + 1].text == "(":
            p.next()
            return Instruction(opcode, void_type(p), [])
        return Instruction(opcode, void_type(p), [p.parse_typed_value()])

    @handler("br")
    def br(p: Any, opcode: str) -> Instruction:
        if p.is_kw("label"):
            return Instruction(opcode, void_type(p), [p._label()])
        cond = p.parse_typed_value()
        p.expect_p(",")
        a = p._label()
        p.expect_p(",")
        b = p._label()
        return Instruction(opcode, void_type(p), [cond, a, b])

    @handler("switch")
    def switch(p: Any, opcode: str) -> Instruction:
        cond = p.parse_typed_value()
        p.expect_p(",")
        default = p._label()
        p.expect_p("[")
        operands: list[Any] = [cond, default]
        while not p.eat_p("]"):
            value = p.parse_typed_value()
            p.expect_p(",")
            operands.append(value)
            operands.append(p._label())
        return Instruction(opcode, void_type(p), operands)

    @handler("indirectbr")
    def indirectbr(p: Any, opcode: str) -> Instruction:
        address = p.parse_typed_value()
        p.expect_p(",")
        p.expect_p("[")
        operands: list[Any] = [address]
        while not p.eat_p("]"):
            operands.append(p._label())
            p.eat_p(",")
        return Instruction(opcode, void_type(p), operands)

    @handler("unreachable")
    def unreachable(p: Any, opcode: str) -> Instruction:
        return Instruction(opcode, void_type(p), [])

    @handler("resume")
    def resume(p: Any, opcode: str) -> Instruction:
        return Instruction(opcode, void_type(p), [p.parse_typed_value()])

    @handler("landingpad")
    def landingpad(p: Any, opcode: str) -> Instruction:
        type_ = p.parse_type()
        cleanup = p.eat_kw("cleanup")
        clauses: list[Any] = []
        kinds: list[str] = []
        while p.is_kw("catch") or p.is_kw("filter"):
            kinds.append(p.next().text)
            clauses.append(p.parse_typed_value())
        return Instruction(opcode, type_, clauses, {"cleanup": cleanup, "kinds": kinds})

    @handler("atomicrmw")
    def atomicrmw(p: Any, opcode: str) -> Instruction:
        volatile = p.eat_kw("volatile")
        op = p.next().text
        ptr, value = p.typed_values(2)
        scope = p._syncscope()
        ordering = p._ordering()
        inst = Instruction(
            opcode,
            value.type,
            [ptr, value],
            {"op": op, "ordering": ordering, "syncscope": scope, "volatile": volatile},
        )
        p._optional_align(inst)
        return inst

    @handler("cmpxchg")
    def cmpxchg(p: Any, opcode: str) -> Instruction:
        weak = p.eat_kw("weak")
        volatile = p.eat_kw("volatile")
        ptr, cmp, new = p.typed_values(3)
        scope = p._syncscope()
        success = p._ordering()
        failure = p._ordering()
        result = p.types.struct((cmp.type, p.types.int(1)), False)
        inst = Instruction(
            opcode,
            result,
            [ptr, cmp, new],
            {
                "success": success,
                "failure": failure,
                "syncscope": scope,
                "weak": weak,
                "volatile": volatile,
            },
        )
        p._optional_align(inst)
        return inst

    @handler("fence")
    def fence(p: Any, opcode: str) -> Instruction:
        scope = p._syncscope()
        ordering = p._ordering()
        return Instruction(
            opcode, void_type(p), [], {"ordering": ordering, "syncscope": scope}
        )
