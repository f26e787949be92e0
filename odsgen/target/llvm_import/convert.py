"""One LLVM instruction to LLVM dialect operations (MLIR 16's convertInstruction)."""

from __future__ import annotations

from typing import Any, Callable

from ...ir.attributes import FlatSymbolRefAttr, StringAttr, UnitAttr
from .errors import ImportFailure
from .tables import _FCMP, _FLOAT_OPS, _ICMP, _ORDERING, _RMW, _SIMPLE_OPS
from .intrinsics import convert_intrinsic
from .model import (
    Constant,
    is_fp_math,
    is_void,
    GlobalValue,
    Function,
    InlineAsm,
    Instruction,
    MetadataValue,
    PtrT,
    StructT,
    VectorT,
    ArrayT,
)

_KGEP_DYNAMIC = -2147483648


def convert_instruction(im: Any, inst: Instruction) -> None:
    """Emit the operations of `inst` and map its value (ImportFailure if unhandled)."""
    convert = _CONVERTERS.get(inst.opcode)
    if convert is None:
        raise ImportFailure(f"unhandled instruction: {inst.opcode}", inst.pos)
    convert(im, inst)


def _one_result(
    im: Any, inst: Instruction, name: str, operands: list[Any], attrs: Any = None
) -> None:
    """Emit `name` with one result of the instruction's type and map that result."""
    im._map(inst, im.emit(im.op(name, operands, [im.convert_type(inst.type)], attrs)))


def _all_values(im: Any, inst: Instruction) -> list[Any]:
    """The instruction's operands as values, in order."""
    value = im.value
    line = inst.pos
    return [value(o, line) for o in inst.operands]


# The ops of instructions converted operand for operand.
_FAST_SIMPLE = {
    **_SIMPLE_OPS,
    "select": "llvm.select",
    "ret": "llvm.return",
    "unreachable": "llvm.unreachable",
}


def _simple(im: Any, inst: Instruction) -> None:
    """An op of `_FAST_SIMPLE`: the operands as they are, and the result if
    there is one (casts, integer arithmetic, vectors, select, ret, unreachable)."""
    results = [] if is_void(inst.type) else [im.convert_type(inst.type)]
    op = im.op(_FAST_SIMPLE[inst.opcode], _all_values(im, inst), results)
    im._map(inst, im.emit(op))


def _float(im: Any, inst: Instruction) -> None:
    """Floating-point arithmetic, with fastmath flags."""
    flags = im.fastmath(inst.attrs.get("flags", ()))
    operands = _all_values(im, inst)
    _one_result(im, inst, _FLOAT_OPS[inst.opcode], operands, {"fastmathFlags": flags})


def _icmp(im: Any, inst: Instruction) -> None:
    operands = _all_values(im, inst)
    predicate = im.int_attr(_ICMP[inst.attrs["predicate"]])
    _one_result(im, inst, "llvm.icmp", operands, {"predicate": predicate})


def _fcmp(im: Any, inst: Instruction) -> None:
    operands = _all_values(im, inst)
    attrs = {
        "fastmathFlags": im.fastmath(inst.attrs.get("flags", ())),
        "predicate": im.int_attr(_FCMP[inst.attrs["predicate"]]),
    }
    _one_result(im, inst, "llvm.fcmp", operands, attrs)


def _alloca(im: Any, inst: Instruction) -> None:
    line = inst.pos
    value = im.value
    ty = im.convert_type
    ops = inst.operands
    emit = im.emit
    size = value(ops[0], line)
    attrs = {
        "alignment": im.int_attr(inst.attrs.get("align", 0)),
    }
    result = ty(inst.type)
    if result.element_type is None:
        attrs["elem_type"] = im.type_attr(inst.attrs["allocated"])
    op = emit(im.op("llvm.alloca", [size], [result], attrs))
    im._map(inst, op)


def _load(im: Any, inst: Instruction) -> None:
    _one_result(im, inst, "llvm.load", [im.value(inst.operands[0], inst.pos)])


def _store(im: Any, inst: Instruction) -> None:
    im._map(inst, im.emit(im.op("llvm.store", _all_values(im, inst))))


def _getelementptr(im: Any, inst: Instruction) -> None:
    operands, made = _gep(im, inst)
    result = im.convert_type(inst.type)
    op = made[0]("llvm.getelementptr", operands, [result], made[1], (), 0, im.loc)
    im._map(inst, im.emit(op))


def _gep(im: Any, inst: Instruction) -> tuple[list[Any], tuple[Any, Any, Any]]:
    """A getelementptr's operands (base, dynamic indices), op class and
    attributes."""
    ops = inst.operands
    source = inst.attrs["source"]
    # A shape: what the op is made of apart from its values (the constant
    # indices themselves; any other index is dynamic).
    shape_key = (
        source,
        inst.attrs.get("inbounds"),
        ops[0].type,
        *[o if o.__class__ is Constant else None for o in ops[1:]],
    )
    shape = im.gep_shapes.get(shape_key)
    if shape is not None:
        values = _operands(im, inst, ops)
        return [values[0], *[values[i] for i in shape[0]]], shape[1]
    base = _operand(im, inst, ops[0])
    raw: list[int] = []
    dynamic: list[Any] = []
    dynamic_at: list[int] = []
    # Whether the shape holds for every instruction with its key: no index
    # outside the key (not a Constant) was read as a constant.
    shared = True
    current = source
    for position, operand in enumerate(ops[1:], 1):
        index = _operand(im, inst, operand)
        requires_const = bool(raw) and isinstance(current, StructT)
        constant = _constant_int(im, index, operand)
        if (
            requires_const
            and constant is not None
            and -(1 << 31) <= constant < (1 << 31)
        ):
            raw.append(constant)
            shared = shared and operand.__class__ is Constant
        else:
            raw.append(_KGEP_DYNAMIC)
            dynamic.append(index)
            dynamic_at.append(position)
        if len(raw) == 1 or current is None:
            continue
        if isinstance(current, (ArrayT, VectorT)):
            current = current.elem
        elif isinstance(current, StructT):
            member = raw[-1]
            body = current.body or ()
            current = body[member] if 0 <= member < len(body) else None
        else:
            current = None
    base_type = ops[0].type
    if isinstance(base_type, VectorT):
        base_type = base_type.elem
    opaque = isinstance(base_type, PtrT) and base_type.pointee is None
    key = ("gep", tuple(raw), bool(inst.attrs.get("inbounds")), opaque and source)
    made = im.makers.get(key)
    if made is None:
        attrs: dict[str, Any] = {"rawConstantIndices": im.array_i32(raw)}
        if key[2]:
            attrs["inbounds"] = UnitAttr.get(im.context)
        if opaque:
            attrs["elem_type"] = im.type_attr(source)
        made = im.maker(key, "llvm.getelementptr", attrs)
    if shared:
        im.gep_shapes[shape_key] = (tuple(dynamic_at), made)
    return [base, *dynamic], made


def _extractvalue(im: Any, inst: Instruction) -> None:
    _aggregate(im, inst, "llvm.extractvalue")


def _insertvalue(im: Any, inst: Instruction) -> None:
    _aggregate(im, inst, "llvm.insertvalue")


def _aggregate(im: Any, inst: Instruction, name: str) -> None:
    """extractvalue/insertvalue: the operands and a constant index path."""
    operands = _all_values(im, inst)
    position = im.array_i64(inst.attrs["indices"])
    _one_result(im, inst, name, operands, {"position": position})


def _shufflevector(im: Any, inst: Instruction) -> None:
    line = inst.pos
    value = im.value
    ops = inst.operands
    a = value(ops[0], line)
    b = value(ops[1], line)
    mask = ops[2]
    elements = (
        im.consts.elements(mask) if mask.kind in ("data", "zero", "vector") else None
    )
    if mask.kind in ("undef", "poison"):
        values = [-1] * mask.type.count
    elif elements is None:
        raise ImportFailure("unhandled shufflevector mask", line)
    else:
        values = [e.data if e.kind == "int" else -1 for e in elements]
    _one_result(im, inst, "llvm.shufflevector", [a, b], {"mask": im.array_i32(values)})


def _phi(im: Any, inst: Instruction) -> None:
    ty = im.convert_type
    block = im.insert_block
    arg = block.add_argument(ty(inst.type), im.current_loc)
    im.values[inst] = arg


def _br(im: Any, inst: Instruction) -> None:
    line = inst.pos
    value = im.value
    ops = inst.operands
    emit = im.emit
    if len(ops) == 1:
        args = im._branch_args(inst, ops[0])
        op = emit(im.op("llvm.br", args, [], None, [im.blocks[ops[0]]]))
    else:
        true_args = im._branch_args(inst, ops[1])
        false_args = im._branch_args(inst, ops[2])
        cond = value(ops[0], line)
        op = emit(
            im.op(
                "llvm.cond_br",
                [cond, *true_args, *false_args],
                [],
                {
                    "operand_segment_sizes": im.array_i32(
                        [1, len(true_args), len(false_args)]
                    )
                },
                [im.blocks[ops[1]], im.blocks[ops[2]]],
            )
        )
    im._map(inst, op)


def _switch(im: Any, inst: Instruction) -> None:
    line = inst.pos
    value = im.value
    ops = inst.operands
    emit = im.emit
    cond = value(ops[0], line)
    default_args = im._branch_args(inst, ops[1])
    case_values, case_blocks, case_args, segments = [], [], [], []
    for index in range(2, len(ops), 2):
        args = im._branch_args(inst, ops[index + 1])
        case_values.append(_signed32(ops[index].data))
        case_blocks.append(im.blocks[ops[index + 1]])
        case_args.extend(args)
        segments.append(len(args))
    attrs = {
        "case_operand_segments": im.array_i32(segments),
        "operand_segment_sizes": im.array_i32([1, len(default_args), len(case_args)]),
    }
    if case_values:
        attrs["case_values"] = im.dense_i32_vector(case_values)
    op = emit(
        im.op(
            "llvm.switch",
            [cond, *default_args, *case_args],
            [],
            attrs,
            [im.blocks[ops[1]], *case_blocks],
        )
    )
    im._map(inst, op)


def _resume(im: Any, inst: Instruction) -> None:
    im._map(inst, im.emit(im.op("llvm.resume", _all_values(im, inst))))


def _call(im: Any, inst: Instruction) -> None:
    """A call: an intrinsic's op where there is one, else llvm.call."""
    callee = inst.operands[-1]
    if (
        isinstance(callee, GlobalValue)
        and callee.name.startswith("llvm.")
        and isinstance(callee.definition, Function)
    ):
        if convert_intrinsic(im, inst, callee.name):
            return
        if any(isinstance(o, MetadataValue) for o in inst.operands):
            raise ImportFailure(
                f"unhandled intrinsic: {callee.name} (the LLVM dialect of MLIR 16"
                " has no op for it, and a call cannot pass its metadata argument)",
                inst.pos,
            )
    _call_invoke(im, inst)


def _call_invoke(im: Any, inst: Instruction) -> None:
    opcode = inst.opcode
    line = inst.pos
    ops = inst.operands
    nargs = len(ops) - 1 if opcode == "call" else inst.attrs["nargs"]
    callee = ops[nargs]
    results = [] if is_void(inst.type) else [im.convert_type(inst.type)]
    operands = []
    attrs: dict[str, Any] = {}
    direct = isinstance(callee, GlobalValue) and isinstance(callee.definition, Function)
    if isinstance(callee, InlineAsm):
        raise ImportFailure("unhandled value: inline asm", line)
    if not direct:
        operands.append(im.value(callee, line))
    else:
        attrs["callee"] = FlatSymbolRefAttr.get(callee.name)
    operands.extend(im.value(a, line) for a in ops[:nargs])
    if opcode == "call":
        attrs["fastmathFlags"] = im.fastmath(
            inst.attrs.get("flags", ()) if is_fp_math(inst.type) else ()
        )
        op = im.emit(im.op("llvm.call", operands, results, attrs))
    else:
        normal, unwind = ops[nargs + 1], ops[nargs + 2]
        normal_args = im._branch_args(inst, normal)
        unwind_args = im._branch_args(inst, unwind)
        attrs["operand_segment_sizes"] = im.array_i32(
            [len(operands), len(normal_args), len(unwind_args)]
        )
        op = im.emit(
            im.op(
                "llvm.invoke",
                [*operands, *normal_args, *unwind_args],
                results,
                attrs,
                [im.blocks[normal], im.blocks[unwind]],
            )
        )
    im._map(inst, op)


def _landingpad(im: Any, inst: Instruction) -> None:
    line = inst.pos
    operands = [im.convert_constant_expr(c, line) for c in inst.operands]
    attrs = {}
    if inst.attrs.get("cleanup"):
        attrs["cleanup"] = UnitAttr.get(im.context)
    _one_result(im, inst, "llvm.landingpad", operands, attrs)


def _with_enums(
    name: str, fields: tuple[tuple[str, str, dict[str, int]], ...]
) -> Callable[[Any, Instruction], None]:
    """The converter to op `name` with the instruction's operands and, for
    each field (attribute, instruction attribute, table), the enum value."""

    def convert(im: Any, inst: Instruction) -> None:
        attrs = {
            attr: im.int_attr(table[inst.attrs[key]]) for attr, key, table in fields
        }
        _one_result(im, inst, name, _all_values(im, inst), attrs)

    return convert


_atomicrmw = _with_enums(
    "llvm.atomicrmw", (("bin_op", "op", _RMW), ("ordering", "ordering", _ORDERING))
)
_cmpxchg = _with_enums(
    "llvm.cmpxchg",
    (
        ("failure_ordering", "failure", _ORDERING),
        ("success_ordering", "success", _ORDERING),
    ),
)


def _fence(im: Any, inst: Instruction) -> None:
    emit = im.emit
    op = emit(
        im.op(
            "llvm.fence",
            [],
            [],
            {
                "ordering": im.int_attr(_ORDERING[inst.attrs["ordering"]]),
                "syncscope": StringAttr.get(inst.attrs["syncscope"], None, im.context),
            },
        )
    )
    im._map(inst, op)


_CONVERTERS: dict[str, Callable[[Any, Instruction], None]] = {
    **{opcode: _simple for opcode in _FAST_SIMPLE},
    **{opcode: _float for opcode in _FLOAT_OPS},
    "icmp": _icmp,
    "fcmp": _fcmp,
    "alloca": _alloca,
    "load": _load,
    "store": _store,
    "getelementptr": _getelementptr,
    "extractvalue": _extractvalue,
    "insertvalue": _insertvalue,
    "shufflevector": _shufflevector,
    "phi": _phi,
    "br": _br,
    "switch": _switch,
    "resume": _resume,
    "call": _call,
    "invoke": _call_invoke,
    "landingpad": _landingpad,
    "atomicrmw": _atomicrmw,
    "cmpxchg": _cmpxchg,
    "fence": _fence,
}


# Instructions without metadata in a function body, converted without the
# general path's bookkeeping: an op at the module's location, appended to
# `block`, its result mapped (what convert_instruction does for them there).
# Each op class and attribute dictionary is looked up by a key of the
# instruction's own parts (`ModuleImporter.maker`), not built per op.


def _operand(im: Any, inst: Instruction, operand: Any) -> Any:
    """The value of `operand` of `inst` (im.value, its common case first)."""
    found = im.values.get(operand)
    return found if found is not None else im.value(operand, inst.pos)


def _operands(im: Any, inst: Instruction, operands: list[Any]) -> list[Any]:
    """The values of `operands` of `inst` (`_operand` of each)."""
    get = im.values.get
    found = [get(operand) for operand in operands]
    for value in found:
        if value is None:
            return [_operand(im, inst, operand) for operand in operands]
    return found


def _emit(
    im: Any,
    inst: Instruction,
    block: Any,
    made: tuple[Any, Any, Any],
    name: str,
    operands: list[Any],
    successors: list[Any] | tuple = (),
) -> None:
    """Append op `name` (`made`: see `ModuleImporter.maker`) to `block` with
    the instruction's result types and map its result."""
    results = im._result_types.get(inst.type)
    if results is None:
        results = im.result_types(inst.type)
    op = made[2](block, name, operands, results, made[1], successors, im.loc)
    if results:
        im.values[inst] = op.results[0]


def _fast_access(im: Any, inst: Instruction, block: Any) -> None:
    """A load or store without metadata, or whose only metadata is a TBAA tag."""
    name = _ACCESSES[inst.opcode]
    made = im.makers.get(name) or im.maker(name, name)
    if inst.metadata:
        key = (name, inst.metadata["tbaa"])
        tagged = im.makers.get(key)
        if tagged is None:
            dictionary = im.tbaa_tagged(made[1], key[1])
            if dictionary is None:  # not a TBAA tag: the general path ignores it too
                im._convert_instruction(inst)
                return
            tagged = im.makers[key] = (made[0], dictionary, made[2])
        made = tagged
    _emit(im, inst, block, made, name, _operands(im, inst, inst.operands))


def _fast_load(im: Any, inst: Instruction, block: Any) -> None:
    """A load without metadata (a quarter of a body's instructions):
    `_fast_access` with its lookups, `_operands` and `_emit` inlined for its
    one operand and one result."""
    made = im.makers.get("llvm.load") or im.maker("llvm.load", "llvm.load")
    values = im.values
    pointer = inst.operands[0]
    address = values.get(pointer)
    if address is None:
        address = im.value(pointer, inst.pos)
    type_ = inst.type
    results = im._result_types.get(type_) or im.result_types(type_)
    op = made[2](block, "llvm.load", (address,), results, made[1], (), im.loc)
    values[inst] = op.results[0]


def _fast_store(im: Any, inst: Instruction, block: Any) -> None:
    """A store without metadata: `_fast_load`'s shortcut for two operands
    and no result."""
    made = im.makers.get("llvm.store") or im.maker("llvm.store", "llvm.store")
    values = im.values
    value, pointer = inst.operands
    stored = values.get(value)
    if stored is None:
        stored = im.value(value, inst.pos)
    address = values.get(pointer)
    if address is None:
        address = im.value(pointer, inst.pos)
    made[2](block, "llvm.store", (stored, address), (), made[1], (), im.loc)


_ACCESSES = {"load": "llvm.load", "store": "llvm.store"}
# Instructions whose only metadata is a TBAA tag.
TAGGED_CONVERTERS = {opcode: _fast_access for opcode in _ACCESSES}


def _fast_simple(im: Any, inst: Instruction, block: Any) -> None:
    """An op of `_FAST_SIMPLE`: the instruction's operands as they are and
    its result, if it has one."""
    name = _FAST_SIMPLE[inst.opcode]
    made = im.makers.get(name) or im.maker(name, name)
    _emit(im, inst, block, made, name, _operands(im, inst, inst.operands))


def _fast_icmp(im: Any, inst: Instruction, block: Any) -> None:
    predicate = inst.attrs["predicate"]
    made = im.makers.get(("icmp", predicate)) or im.maker(
        ("icmp", predicate),
        "llvm.icmp",
        {"predicate": im.int_attr(_ICMP[predicate])},
    )
    _emit(im, inst, block, made, "llvm.icmp", _operands(im, inst, inst.operands))


def _fast_alloca(im: Any, inst: Instruction, block: Any) -> None:
    attrs = inst.attrs
    key = ("alloca", attrs.get("align", 0), attrs["allocated"], inst.type)
    made = im.makers.get(key)
    if made is None:
        dictionary = {"alignment": im.int_attr(key[1])}
        if im.result_types(inst.type)[0].element_type is None:
            dictionary["elem_type"] = im.type_attr(key[2])
        made = im.maker(key, "llvm.alloca", dictionary)
    size = _operand(im, inst, inst.operands[0])
    _emit(im, inst, block, made, "llvm.alloca", [size])


def _fast_br(im: Any, inst: Instruction, block: Any) -> None:
    ops = inst.operands
    blocks = im.blocks
    if len(ops) == 1:
        made = im.makers.get("llvm.br") or im.maker("llvm.br", "llvm.br")
        target = ops[0]
        # Most targets start with no phi: they take no arguments.
        if target.instructions[0].opcode == "phi":
            args = im._branch_args(inst, target)
        else:
            args = []
        _emit(im, inst, block, made, "llvm.br", args, [blocks[target]])
        return
    true_args = im._branch_args(inst, ops[1])
    false_args = im._branch_args(inst, ops[2])
    key = ("cond_br", len(true_args), len(false_args))
    made = im.makers.get(key) or im.maker(
        key,
        "llvm.cond_br",
        {"operand_segment_sizes": im.array_i32([1, key[1], key[2]])},
    )
    operands = [_operand(im, inst, ops[0]), *true_args, *false_args]
    successors = [blocks[ops[1]], blocks[ops[2]]]
    _emit(im, inst, block, made, "llvm.cond_br", operands, successors)


def _fast_call(im: Any, inst: Instruction, block: Any) -> None:
    """A direct call of a function that is not an intrinsic."""
    ops = inst.operands
    callee = ops[-1]
    if (
        not isinstance(callee, GlobalValue)
        or not isinstance(callee.definition, Function)
        or callee.name.startswith("llvm.")
    ):
        im._convert_instruction(inst)
        return
    flags = inst.attrs.get("flags", ()) if is_fp_math(inst.type) else ()
    key = ("call", callee.name, flags)
    made = im.makers.get(key) or im.maker(
        key,
        "llvm.call",
        {
            "callee": FlatSymbolRefAttr.get(callee.name),
            "fastmathFlags": im.fastmath(flags),
        },
    )
    _emit(im, inst, block, made, "llvm.call", _operands(im, inst, ops[:-1]))


def _fast_getelementptr(im: Any, inst: Instruction, block: Any) -> None:
    operands, made = _gep(im, inst)
    _emit(im, inst, block, made, "llvm.getelementptr", operands)


def _fast_phi(im: Any, inst: Instruction, block: Any) -> None:
    arg = block.add_argument(im.convert_type(inst.type), im.loc)
    im.values[inst] = arg


FAST_CONVERTERS: dict[str, Callable[[Any, Instruction, Any], None]] = {
    **{opcode: _fast_simple for opcode in _FAST_SIMPLE},
    "load": _fast_load,
    "store": _fast_store,
    "icmp": _fast_icmp,
    "alloca": _fast_alloca,
    "br": _fast_br,
    "call": _fast_call,
    "phi": _fast_phi,
    "getelementptr": _fast_getelementptr,
}


def _constant_int(im: Any, v: Any, operand: Any) -> int | None:
    """The integer of `llvm.mlir.constant` value `v` (i1: 1 or 0), read from
    the instruction's `operand` itself when that is an integer constant."""
    if operand.__class__ is Constant and operand.kind == "int":
        return operand.data if operand.type.bits > 1 else int(operand.data != 0)
    owner = getattr(v, "owner", None)
    if owner is None or getattr(owner, "name", None) != "llvm.mlir.constant":
        return None
    attr = owner.get_attr("value")
    result = getattr(attr, "value", None)
    if isinstance(result, bool) or not isinstance(result, int):
        return None
    return result


def _signed32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >> 31 else value
