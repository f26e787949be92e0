"""Instructions of whole lines of a function body, built from one match
of the line without tokens (`LLParser._text_body`).

The instruction lines clang-16 writes most (two spaces of indent, nothing
after the instruction) have a pattern each in LINE_FORMS. Each builder
returns (result name or None, instruction), or None when the line needs
the general parser (an operand of another type than the form expects, a
constant the form does not cover): `LLParser` then parses the line's own
tokens, so its diagnostics stay those of the general parser.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from .errors import LLParseError
from .model import Instruction, IntT, LType, PtrT, Value

# The builders' parser argument is an LLParser (not imported: it imports them).
LLParser = Any

Built = tuple[str | None, Instruction] | None

_NAME = r"[-a-zA-Z$._0-9]+"
_BASE = rf"(?:i[0-9]+|ptr|float|double|%{_NAME})"
# A scalar, a vector of scalars or a literal struct of scalars.
_SCALAR = rf"(?:{_BASE}|<[0-9]+ x {_BASE}>|\{{ {_BASE}(?:, {_BASE})* \}})"
_TYPE = rf"(?:{_SCALAR}|\[[0-9]+ x {_SCALAR}\])\**"
_VALUE = rf"(?:%{_NAME}|@{_NAME}|-?[0-9]+|null|true|false|undef|poison)"
# Attributes of parameters and results that a call's instruction does not
# keep (the general parser reads and drops them too).
_PARAM_ATTRS = (
    r"(?: (?:noundef|zeroext|signext|nonnull|noalias|nocapture|readonly|writeonly"
    r"|immarg|align [0-9]+|dereferenceable(?:_or_null)?\([0-9]+\)))*"
)
# A call argument and a phi's incoming pair; the builders split lists of
# them with these.
_CALL_ARG = rf"({_TYPE}){_PARAM_ATTRS} ({_VALUE})"
_INCOMING = rf"\[ ({_VALUE}), %({_NAME}) \]"
_ARGS = rf"(?:{_TYPE}{_PARAM_ATTRS} {_VALUE})"
_PAIR = rf"(?:\[ {_VALUE}, %{_NAME} \])"
# Metadata attachments (`, !prof !8`): the last group of every form.
_MD = r"((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*)"
_BINARY_OPS = "add|sub|mul|and|or|xor|shl|lshr|ashr|udiv|sdiv|urem|srem"
_CASTS = "zext|sext|trunc|ptrtoint|inttoptr|bitcast|uitofp|sitofp|fptoui|fptosi"
LINE_FORMS = {
    "load": rf"%({_NAME}) = load ({_TYPE}), ({_TYPE}) ([%@]{_NAME}), align ([0-9]+)"
    + _MD,
    "store": rf"store ({_TYPE}) ({_VALUE}), ({_TYPE}) ([%@]{_NAME}), align ([0-9]+)"
    + _MD,
    "alloca": rf"%({_NAME}) = alloca ({_TYPE}), align ([0-9]+)" + _MD,
    "jump": rf"br label %({_NAME})" + _MD,
    "branch": rf"br i1 %({_NAME}), label %({_NAME}), label %({_NAME})" + _MD,
    "gep": rf"%({_NAME}) = getelementptr( inbounds)? ({_TYPE}), ({_TYPE})"
    rf" ([%@]{_NAME})"
    rf"((?:, i(?:32|64) {_VALUE})+)" + _MD,
    "icmp": rf"%({_NAME}) = icmp (eq|ne|ugt|uge|ult|ule|sgt|sge|slt|sle)"
    rf" ({_TYPE}) ({_VALUE}), ({_VALUE})" + _MD,
    "binary": rf"%({_NAME}) = ({_BINARY_OPS})((?: nuw| nsw| exact)*)"
    rf" ({_TYPE}) ({_VALUE}), ({_VALUE})" + _MD,
    "cast": rf"%({_NAME}) = ({_CASTS}) ({_TYPE}) ({_VALUE}) to ({_TYPE})" + _MD,
    "call": rf"(?:%({_NAME}) = )?((?:tail )?call)(?: fastcc)?{_PARAM_ATTRS}"
    rf" ({_TYPE}|void) @({_NAME})"
    rf"\(((?:{_ARGS}(?:, {_ARGS})*)?)\)(?: \#([0-9]+))?" + _MD,
    "phi": rf"%({_NAME}) = phi ({_TYPE}) ({_PAIR}(?:, {_PAIR})*)" + _MD,
    "select": rf"%({_NAME}) = select i1 ({_VALUE}), ({_TYPE}) ({_VALUE}),"
    rf" ({_TYPE}) ({_VALUE})" + _MD,
    "insertelement": rf"%({_NAME}) = insertelement ({_TYPE}) ({_VALUE}),"
    rf" ({_TYPE}) ({_VALUE}), ({_TYPE}) ({_VALUE})" + _MD,
    # A switch over lines: its cases one per line, then the closing `]`.
    "switch": rf"switch ({_TYPE}) ({_VALUE}), label %({_NAME}) \["
    rf"((?:\n    {_TYPE} -?[0-9]+, label %{_NAME})*)\n  \]" + _MD,
    "ret": rf"ret (?:void|({_TYPE}) ({_VALUE}))" + _MD,
    "unreachable": "unreachable" + _MD,
}
# The start of a body line: an instruction's opcode (group 1, after its
# result name; `br i` for a conditional branch), a label with the comment
# LLVM writes after it (group 2), or nothing but a comment (group 3). One
# pattern per form then matches the whole instruction line: each on its own
# is several times faster than one alternation of them all, whose groups
# the matcher saves at every branch. A line of no form (and any line a
# builder declines) is parsed from its tokens.
HEAD = re.compile(
    rf"  (?:%{_NAME} = )?(?:tail )?(br i|[a-z]+)"
    rf'|({_NAME}|"[^"]*"):[ \t]*(?:;[^\n]*)?(?=\n)'
    r"|([ \t]*(?:;[^\n]*)?)(?=\n)"
)
OPCODE, LABEL, BLANK = 1, 2, 3
FORM_RES = {
    form: re.compile(rf"  ({pattern})(?=\n)") for form, pattern in LINE_FORMS.items()
}
# The form of each opcode HEAD reads.
OPCODE_FORMS = {
    "load": "load",
    "store": "store",
    "alloca": "alloca",
    "br": "jump",
    "br i": "branch",
    "getelementptr": "gep",
    "icmp": "icmp",
    "call": "call",
    "phi": "phi",
    "select": "select",
    "insertelement": "insertelement",
    "switch": "switch",
    "ret": "ret",
    "unreachable": "unreachable",
    **{opcode: "binary" for opcode in _BINARY_OPS.split("|")},
    **{opcode: "cast" for opcode in _CASTS.split("|")},
}

# A form's own group is the first of its pattern; its operands' follow it.
_F = 1
_CALL_ARGS, _INCOMINGS = re.compile(_CALL_ARG), re.compile(_INCOMING)
_CASE = re.compile(rf"\n    ({_TYPE}) (-?[0-9]+), label %({_NAME})")
_ATTACHMENT = re.compile(r", !([-a-zA-Z$._0-9]+) !([0-9]+)")


def _attach(p: LLParser, inst: Instruction, attachments: str) -> None:
    """Give `inst` the metadata attachments spelled `attachments` (not
    empty), as the general parser records them (kind to ("ref", number)),
    and list it among the module's annotated instructions."""
    inst.metadata = {
        kind: ("ref", number) for kind, number in _ATTACHMENT.findall(attachments)
    }
    p.module.annotated.append(inst)


def _value(
    p: LLParser, text: str, type_: LType, m: re.Match | None, group: int, base: int = 0
) -> Value | None:
    """The operand spelled `text` (a local, a global, an integer or a
    keyword constant) of type `type_`, at offset `base` plus the start of
    group `group` of `m` (`base` alone without `m`; found only when needed);
    None if the general parser must read it."""
    first = text[0]
    if first == "%":
        found = p.scope.values.get(text[1:])  # `fast_local`'s common case
        if found is not None:
            return found if found.type is type_ else None
        pos = base if m is None else base + m.start(group)
        return p.fast_local(text[1:], type_, pos)
    if first == "@":
        pos = base if m is None else base + m.start(group)
        return p.global_ref(text[1:], type_, pos)
    if first == "-" or first.isdigit():
        if not isinstance(type_, IntT):
            return None
        found = p.line_ints.get((text, type_))
        if found is None:
            found = p.line_ints[text, type_] = p.consts.int(type_, int(text))
        return found
    if text == "null":
        return p.consts.null(type_) if isinstance(type_, PtrT) else None
    if text == "undef":
        return p.consts.undef(type_)
    if text == "poison":
        return p.consts.poison(type_)
    if isinstance(type_, IntT) and type_.bits == 1:  # true, false
        return p.consts.int(type_, 1 if text == "true" else 0)
    return None


def _access(p: LLParser, align: str) -> dict[str, Any]:
    """The attributes of a plain load or store aligned `align` (one shared
    dictionary per alignment: they are only read)."""
    attrs = p.line_attrs.get(align)
    if attrs is None:
        attrs = p.line_attrs[align] = {"volatile": False, "align": int(align)}
    return attrs


def _load(p: LLParser, m: re.Match) -> Built:
    name, type_text, pointer_type, pointer, align, md = m.group(
        _F + 1, _F + 2, _F + 3, _F + 4, _F + 5, _F + 6
    )
    types = p.line_types
    pointer_t = types.get(pointer_type) or p.fast_type(pointer_type)
    found = p.scope.values.get(pointer[1:]) if pointer[0] == "%" else None
    if found is not None:  # `_value`'s common case, inlined
        ptr = found if found.type is pointer_t else None
    else:
        ptr = _value(p, pointer, pointer_t, m, _F + 4)
    if ptr is None:
        return None
    if type_text == "void":  # the general parser's error
        return None
    loaded = types.get(type_text) or p.fast_type(type_text)
    attrs = p.line_attrs.get(align) or _access(p, align)
    inst = Instruction("load", loaded, [ptr], attrs)
    if md:
        _attach(p, inst, md)
    inst.pos = m.end(_F + 1) + 3
    return name, inst


def _store(p: LLParser, m: re.Match) -> Built:
    type_text, stored, pointer_type, pointer, align, md = m.group(
        _F + 1, _F + 2, _F + 3, _F + 4, _F + 5, _F + 6
    )
    types = p.line_types
    stored_t = types.get(type_text) or p.fast_type(type_text)
    value = _value(p, stored, stored_t, m, _F + 2)
    pointer_t = types.get(pointer_type) or p.fast_type(pointer_type)
    found = p.scope.values.get(pointer[1:]) if pointer[0] == "%" else None
    if found is not None:  # `_value`'s common case, inlined
        ptr = found if found.type is pointer_t else None
    else:
        ptr = _value(p, pointer, pointer_t, m, _F + 4)
    if value is None or ptr is None:
        return None
    attrs = p.line_attrs.get(align) or _access(p, align)
    inst = Instruction("store", p.void, [value, ptr], attrs)
    if md:
        _attach(p, inst, md)
    inst.pos = m.start(_F)
    return None, inst


def _alloca(p: LLParser, m: re.Match) -> Built:
    name, type_text, align, md = m.group(_F + 1, _F + 2, _F + 3, _F + 4)
    key = (type_text, align)
    shared = p.line_attrs.get(key)
    if shared is None:
        allocated = p.fast_type(type_text)
        attrs = {"align": int(align), "allocated": allocated}
        shared = p.line_attrs[key] = (p.types.ptr(allocated, 0), attrs)
    inst = Instruction("alloca", shared[0], [p.consts.int(p.i32, 1)], shared[1])
    if md:
        _attach(p, inst, md)
    inst.pos = m.end(_F + 1) + 3
    return name, inst


def _jump(p: LLParser, m: re.Match) -> Built:
    target = p._block_ref(m.group(_F + 1), m.start(_F + 1) - 1)
    inst = Instruction("br", p.void, [target])
    md = m.group(_F + 2)
    if md:
        _attach(p, inst, md)
    inst.pos = m.start(_F)
    return None, inst


def _branch(p: LLParser, m: re.Match) -> Built:
    condition, then, otherwise, md = m.group(_F + 1, _F + 2, _F + 3, _F + 4)
    cond = p.fast_local(condition, p.i1, m.start(_F + 1) - 1)
    if cond is None:
        return None
    a = p._block_ref(then, m.start(_F + 2) - 1)
    b = p._block_ref(otherwise, m.start(_F + 3) - 1)
    inst = Instruction("br", p.void, [cond, a, b])
    if md:
        _attach(p, inst, md)
    inst.pos = m.start(_F)
    return None, inst


def _gep(p: LLParser, m: re.Match) -> Built:
    name, inbounds, source_text, pointer_type, pointer, indices_text, md = m.group(
        _F + 1, _F + 2, _F + 3, _F + 4, _F + 5, _F + 6, _F + 7
    )
    # Most indices are constants: a line's shape then gives its indices,
    # result type and attributes (shared: they are only read).
    key = ("gep", inbounds, source_text, pointer_type, indices_text)
    shape = p.line_attrs.get(key)
    if shape is not None:
        pointer_t, indices, result, attrs = shape
        base = _value(p, pointer, pointer_t, m, _F + 5)
        if base is None or base.type is not pointer_t:
            return None
        inst = Instruction("getelementptr", result, [base, *indices], attrs)
        if md:
            _attach(p, inst, md)
        inst.pos = m.end(_F + 1) + 3
        return name, inst
    source = p.fast_type(source_text)
    pointer_t = p.fast_type(pointer_type)
    base = _value(p, pointer, pointer_t, m, _F + 5)
    if base is None:
        return None
    operands: list[Any] = [base]
    pos = m.start(_F + 6)
    for index in indices_text[2:].split(", "):
        type_text, spelled = index.split(" ")
        value = _value(
            p, spelled, p.fast_type(type_text), None, 0, pos + 3 + len(type_text)
        )
        if value is None:
            return None
        operands.append(value)
        pos += 2 + len(index)
    try:
        result = p.gep_result_type(source, base.type, operands[1:], None)
    except LLParseError:
        return None
    attrs = {"inbounds": inbounds is not None, "source": source}
    if "%" not in indices_text and "@" not in indices_text and base.type is pointer_t:
        p.line_attrs[key] = (pointer_t, operands[1:], result, attrs)
    inst = Instruction("getelementptr", result, operands, attrs)
    if md:
        _attach(p, inst, md)
    inst.pos = m.end(_F + 1) + 3
    return name, inst


def _icmp(p: LLParser, m: re.Match) -> Built:
    name, predicate, type_text, left, right, md = m.group(
        _F + 1, _F + 2, _F + 3, _F + 4, _F + 5, _F + 6
    )
    type_ = p.fast_type(type_text)
    if not isinstance(type_, (IntT, PtrT)):
        return None  # vectors compare to vectors of i1
    lhs = _value(p, left, type_, m, _F + 4)
    rhs = _value(p, right, type_, m, _F + 5)
    if lhs is None or rhs is None:
        return None
    inst = Instruction(
        "icmp",
        p.i1,
        [lhs, rhs],
        {"predicate": predicate, "flags": ()},
    )
    if md:
        _attach(p, inst, md)
    inst.pos = m.end(_F + 1) + 3
    return name, inst


def _binary(p: LLParser, m: re.Match) -> Built:
    name, opcode, flags, type_text, left, right, md = m.group(
        _F + 1,
        _F + 2,
        _F + 3,
        _F + 4,
        _F + 5,
        _F + 6,
        _F + 7,
    )
    type_ = p.fast_type(type_text)
    lhs = _value(p, left, type_, m, _F + 5)
    rhs = _value(p, right, type_, m, _F + 6)
    if lhs is None or rhs is None:
        return None
    inst = Instruction(opcode, type_, [lhs, rhs], {"flags": tuple(flags.split())})
    if md:
        _attach(p, inst, md)
    inst.pos = m.end(_F + 1) + 3
    return name, inst


def _cast(p: LLParser, m: re.Match) -> Built:
    name, opcode, type_text, spelled, dest, md = m.group(
        _F + 1, _F + 2, _F + 3, _F + 4, _F + 5, _F + 6
    )
    operand = _value(p, spelled, p.fast_type(type_text), m, _F + 4)
    if operand is None:
        return None
    inst = Instruction(opcode, p.fast_type(dest), [operand])
    if md:
        _attach(p, inst, md)
    inst.pos = m.end(_F + 1) + 3
    return name, inst


def _call(p: LLParser, m: re.Match) -> Built:
    name, opcode, ret_text, callee_name, args_text, group, md = m.group(
        _F + 1, _F + 2, _F + 3, _F + 4, _F + 5, _F + 6, _F + 7
    )
    args: list[Any] = []
    start = m.start(_F + 5)
    for arg in _CALL_ARGS.finditer(args_text):
        value = _value(p, arg[2], p.fast_type(arg[1]), arg, 2, start)
        if value is None:
            return None
        args.append(value)
    ftype = p.types.func(p.fast_type(ret_text), tuple(a.type for a in args), False)
    callee = p.global_ref(callee_name, p.types.ptr(ftype), m.start(_F + 4) - 1)
    inst = Instruction(
        "call",
        ftype.ret,
        [*args, callee],
        {"flags": (), "ftype": ftype, "fn_attrs": [("#", group)] if group else []},
    )
    if md:
        _attach(p, inst, md)
    inst.pos = m.start(_F + 2)
    return name, inst


def _phi(p: LLParser, m: re.Match) -> Built:
    name, type_text, pairs, md = m.group(_F + 1, _F + 2, _F + 3, _F + 4)
    type_ = p.fast_type(type_text)
    operands: list[Any] = []
    start = m.start(_F + 3)
    for pair in _INCOMINGS.finditer(pairs):
        value = _value(p, pair[1], type_, pair, 1, start)
        if value is None:
            return None
        operands.append(value)
        operands.append(p._block_ref(pair[2], start + pair.start(2) - 1))
    inst = Instruction("phi", type_, operands, {"flags": ()})
    if md:
        _attach(p, inst, md)
    inst.pos = m.end(_F + 1) + 3
    return name, inst


def _typed_values(p: LLParser, m: re.Match, first: int, count: int) -> list | None:
    """The `count` typed values whose (type, value) groups start at `first`;
    None if the general parser must read one."""
    values = []
    for group in range(first, first + 2 * count, 2):
        value = _value(p, m[group + 1], p.fast_type(m[group]), m, group + 1)
        if value is None:
            return None
        values.append(value)
    return values


def _select(p: LLParser, m: re.Match) -> Built:
    cond = _value(p, m[_F + 2], p.i1, m, _F + 2)
    values = _typed_values(p, m, _F + 3, 2)
    if cond is None or values is None:
        return None
    inst = Instruction("select", values[0].type, [cond, *values], {"flags": ()})
    md = m[_F + 7]
    if md:
        _attach(p, inst, md)
    inst.pos = m.end(_F + 1) + 3
    return m[_F + 1], inst


def _insertelement(p: LLParser, m: re.Match) -> Built:
    values = _typed_values(p, m, _F + 2, 3)
    if values is None:
        return None
    inst = Instruction("insertelement", values[0].type, values)
    md = m[_F + 8]
    if md:
        _attach(p, inst, md)
    inst.pos = m.end(_F + 1) + 3
    return m[_F + 1], inst


def _switch(p: LLParser, m: re.Match) -> Built:
    type_text, spelled, default, cases, md = m.group(
        _F + 1, _F + 2, _F + 3, _F + 4, _F + 5
    )
    cond = _value(p, spelled, p.fast_type(type_text), m, _F + 2)
    if cond is None:
        return None
    operands: list[Any] = [cond, p._block_ref(default, m.start(_F + 3) - 1)]
    start = m.start(_F + 4)
    for case in _CASE.finditer(cases):
        case_type = p.fast_type(case[1])
        if not isinstance(case_type, IntT):
            return None
        operands.append(p.consts.int(case_type, int(case[2])))
        operands.append(p._block_ref(case[3], start + case.start(3) - 1))
    inst = Instruction("switch", p.void, operands)
    if md:
        _attach(p, inst, md)
    inst.pos = m.start(_F)
    return None, inst


def _ret(p: LLParser, m: re.Match) -> Built:
    type_text = m[_F + 1]
    operands = []
    if type_text is not None:
        value = _value(p, m[_F + 2], p.fast_type(type_text), m, _F + 2)
        if value is None:
            return None
        operands.append(value)
    inst = Instruction("ret", p.void, operands)
    md = m[_F + 3]
    if md:
        _attach(p, inst, md)
    inst.pos = m.start(_F)
    return None, inst


def _unreachable(p: LLParser, m: re.Match) -> Built:
    inst = Instruction("unreachable", p.void, [])
    md = m[_F + 1]
    if md:
        _attach(p, inst, md)
    inst.pos = m.start(_F)
    return None, inst


_FORM_BUILDERS: dict[str, Callable[[LLParser, re.Match], Built]] = {
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
    "select": _select,
    "insertelement": _insertelement,
    "switch": _switch,
    "ret": _ret,
    "unreachable": _unreachable,
}
assert _FORM_BUILDERS.keys() == LINE_FORMS.keys()
# The forms of the instructions that end a block.
_TERMINATOR_FORMS = frozenset(("jump", "branch", "switch", "ret", "unreachable"))
# The line matcher and the builder of each opcode HEAD reads, and whether
# its instruction ends the block.
LINE_BUILDERS: dict[
    str, tuple[Callable, Callable[[LLParser, re.Match], Built], bool]
] = {
    opcode: (FORM_RES[form].match, _FORM_BUILDERS[form], form in _TERMINATOR_FORMS)
    for opcode, form in OPCODE_FORMS.items()
}
