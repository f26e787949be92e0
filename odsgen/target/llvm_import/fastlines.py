"""Instructions of whole-line tokens (`lexer.LINE_FORMS`), built from the
line's match without tokens.

Each builder returns (result name or None, instruction), or None when the
line needs the general parser (an operand of another type than the form
expects, a constant the form does not cover): `LLParser` then parses the
line's own tokens, so its diagnostics stay those of the general parser.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from .lexer import CALL_ARG, INCOMING, LINE_FORMS, group_of
from .errors import LLParseError
from .model import Instruction, IntT, LType, Value

# The builders' parser argument is an LLParser (not imported: it imports them).
LLParser = Any

Built = tuple[str | None, Instruction] | None

# The number of each form's own group; its operands' groups follow it.
_LOAD, _STORE, _ALLOCA = group_of("load"), group_of("store"), group_of("alloca")
_JUMP, _BRANCH = group_of("jump"), group_of("branch")
_GEP, _ICMP = group_of("gep"), group_of("icmp")
_BINARY, _CAST = group_of("binary"), group_of("cast")
_CALL, _PHI = group_of("call"), group_of("phi")
_CALL_ARG, _INCOMING = re.compile(CALL_ARG), re.compile(INCOMING)


def _value(p: LLParser, text: str, type_: LType, pos: int) -> Value | None:
    """The operand spelled `text` (a local, a global or an integer) of type
    `type_`, at offset `pos`; None if the general parser must read it."""
    first = text[0]
    if first == "%":
        return p.fast_local(text[1:], type_, pos)
    if first == "@":
        return p.global_ref(text[1:], type_, pos)
    if isinstance(type_, IntT):
        return p.consts.int(type_, int(text))
    return None


def _load(p: LLParser, m: re.Match) -> Built:
    name, type_text, pointer, align = m.group(
        _LOAD + 1, _LOAD + 2, _LOAD + 3, _LOAD + 4
    )
    ptr = p.fast_local(pointer, p.fast_type("ptr"), m.start(_LOAD + 3) - 1)
    if ptr is None:
        return None
    inst = Instruction(
        "load", p.fast_type(type_text), [ptr], {"volatile": False, "align": int(align)}
    )
    inst.pos = m.end(_LOAD + 1) + 3
    return name, inst


def _store(p: LLParser, m: re.Match) -> Built:
    type_text, stored, pointer, align = m.group(
        _STORE + 1, _STORE + 2, _STORE + 3, _STORE + 4
    )
    value = _value(p, stored, p.fast_type(type_text), m.start(_STORE + 2))
    ptr = p.fast_local(pointer, p.fast_type("ptr"), m.start(_STORE + 3) - 1)
    if value is None or ptr is None:
        return None
    inst = Instruction(
        "store",
        p.fast_type("void"),
        [value, ptr],
        {"volatile": False, "align": int(align)},
    )
    inst.pos = m.start(_STORE)
    return None, inst


def _alloca(p: LLParser, m: re.Match) -> Built:
    name, type_text, align = m.group(_ALLOCA + 1, _ALLOCA + 2, _ALLOCA + 3)
    allocated = p.fast_type(type_text)
    size = p.consts.int(p.fast_type("i32"), 1)
    inst = Instruction(
        "alloca",
        p.types.ptr(allocated, 0),
        [size],
        {"align": int(align), "allocated": allocated},
    )
    inst.pos = m.end(_ALLOCA + 1) + 3
    return name, inst


def _jump(p: LLParser, m: re.Match) -> Built:
    target = p._block_ref(m.group(_JUMP + 1), m.start(_JUMP + 1) - 1)
    inst = Instruction("br", p.fast_type("void"), [target])
    inst.pos = m.start(_JUMP)
    return None, inst


def _branch(p: LLParser, m: re.Match) -> Built:
    condition, then, otherwise = m.group(_BRANCH + 1, _BRANCH + 2, _BRANCH + 3)
    cond = p.fast_local(condition, p.fast_type("i1"), m.start(_BRANCH + 1) - 1)
    if cond is None:
        return None
    a = p._block_ref(then, m.start(_BRANCH + 2) - 1)
    b = p._block_ref(otherwise, m.start(_BRANCH + 3) - 1)
    inst = Instruction("br", p.fast_type("void"), [cond, a, b])
    inst.pos = m.start(_BRANCH)
    return None, inst


def _gep(p: LLParser, m: re.Match) -> Built:
    name, inbounds, source_text, pointer, indices_text = m.group(
        _GEP + 1, _GEP + 2, _GEP + 3, _GEP + 4, _GEP + 5
    )
    source = p.fast_type(source_text)
    base = _value(p, pointer, p.fast_type("ptr"), m.start(_GEP + 4))
    if base is None:
        return None
    operands: list[Any] = [base]
    pos = m.start(_GEP + 5)
    for index in indices_text[2:].split(", "):
        type_text, spelled = index.split(" ")
        value = _value(p, spelled, p.fast_type(type_text), pos + 3 + len(type_text))
        if value is None:
            return None
        operands.append(value)
        pos += 2 + len(index)
    try:
        result = p.gep_result_type(source, base.type, operands[1:], None)
    except LLParseError:
        return None
    inst = Instruction(
        "getelementptr",
        result,
        operands,
        {"inbounds": inbounds is not None, "source": source},
    )
    inst.pos = m.end(_GEP + 1) + 3
    return name, inst


def _icmp(p: LLParser, m: re.Match) -> Built:
    name, predicate, type_text, left, right = m.group(
        _ICMP + 1, _ICMP + 2, _ICMP + 3, _ICMP + 4, _ICMP + 5
    )
    type_ = p.fast_type(type_text)
    lhs = _value(p, left, type_, m.start(_ICMP + 4))
    rhs = _value(p, right, type_, m.start(_ICMP + 5))
    if lhs is None or rhs is None:
        return None
    inst = Instruction(
        "icmp",
        p.fast_type("i1"),
        [lhs, rhs],
        {"predicate": predicate, "flags": ()},
    )
    inst.pos = m.end(_ICMP + 1) + 3
    return name, inst


def _binary(p: LLParser, m: re.Match) -> Built:
    name, opcode, flags, type_text, left, right = m.group(
        _BINARY + 1, _BINARY + 2, _BINARY + 3, _BINARY + 4, _BINARY + 5, _BINARY + 6
    )
    type_ = p.fast_type(type_text)
    lhs = _value(p, left, type_, m.start(_BINARY + 5))
    rhs = _value(p, right, type_, m.start(_BINARY + 6))
    if lhs is None or rhs is None:
        return None
    inst = Instruction(opcode, type_, [lhs, rhs], {"flags": tuple(flags.split())})
    inst.pos = m.end(_BINARY + 1) + 3
    return name, inst


def _cast(p: LLParser, m: re.Match) -> Built:
    name, opcode, type_text, spelled, dest = m.group(
        _CAST + 1, _CAST + 2, _CAST + 3, _CAST + 4, _CAST + 5
    )
    operand = _value(p, spelled, p.fast_type(type_text), m.start(_CAST + 4))
    if operand is None:
        return None
    inst = Instruction(opcode, p.fast_type(dest), [operand])
    inst.pos = m.end(_CAST + 1) + 3
    return name, inst


def _call(p: LLParser, m: re.Match) -> Built:
    name, opcode, ret_text, callee_name, args_text, group = m.group(
        _CALL + 1, _CALL + 2, _CALL + 3, _CALL + 4, _CALL + 5, _CALL + 6
    )
    args: list[Any] = []
    start = m.start(_CALL + 5)
    for arg in _CALL_ARG.finditer(args_text):
        value = _value(p, arg[2], p.fast_type(arg[1]), start + arg.start(2))
        if value is None:
            return None
        args.append(value)
    ftype = p.types.func(p.fast_type(ret_text), tuple(a.type for a in args), False)
    callee = p.global_ref(callee_name, p.types.ptr(ftype), m.start(_CALL + 4) - 1)
    inst = Instruction(
        "call",
        ftype.ret,
        [*args, callee],
        {"flags": (), "ftype": ftype, "fn_attrs": [("#", group)] if group else []},
    )
    inst.pos = m.start(_CALL + 2)
    return name, inst


def _phi(p: LLParser, m: re.Match) -> Built:
    name, type_text, pairs = m.group(_PHI + 1, _PHI + 2, _PHI + 3)
    type_ = p.fast_type(type_text)
    operands: list[Any] = []
    start = m.start(_PHI + 3)
    for pair in _INCOMING.finditer(pairs):
        value = _value(p, pair[1], type_, start + pair.start(1))
        if value is None:
            return None
        operands.append(value)
        operands.append(p._block_ref(pair[2], start + pair.start(2) - 1))
    inst = Instruction("phi", type_, operands, {"flags": ()})
    inst.pos = m.end(_PHI + 1) + 3
    return name, inst


BUILDERS: dict[str, Callable[[LLParser, re.Match], Built]] = {
    "load": _load,
    "store": _store,
    "alloca": _alloca,
    "jump": _jump,
    "branch": _branch,
    "gep": _gep,
    "icmp": _icmp,
    "binary": _binary,
    "cast": _cast,
    "call": _call,
    "phi": _phi,
}
assert BUILDERS.keys() == LINE_FORMS.keys()
