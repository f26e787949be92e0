"""LLVM dialect operations as LLVM IR instructions (MLIR 16's llvmBuilder code)."""

from __future__ import annotations

from typing import Any, Callable

from ...ir.diagnostics import Diagnostic, DiagnosticError
from ...ir.types import IndexType, IntegerType
from ..llvm_enums import (
    CASTS,
    FCMP_PREDICATES,
    FP_BINOPS,
    ICMP_PREDICATES,
    INT_BINOPS,
)
from . import fold
from .gep import fold_gep
from .constants import ConstantError, from_attribute
from .values import ConstInt, Constant, Special, Value

# The translators (module.py imports this module; so they are not named here).
FunctionTranslator = ModuleTranslator = Any

ORDERING = {
    0: "",
    1: "unordered",
    2: "monotonic",
    4: "acquire",
    5: "release",
    6: "acq_rel",
    7: "seq_cst",
}
RMW = [
    "xchg",
    "add",
    "sub",
    "and",
    "nand",
    "or",
    "xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
]
# Attributes of loads and stores that become metadata attachments.
MEMORY_METADATA = frozenset(
    ("nontemporal", "access_groups", "alias_scopes", "noalias_scopes", "llvm.tbaa")
)
# FastmathFlags bits (MLIR) in the order LLVM prints them.
FMF_ORDER = [
    (64, "reassoc"),
    (1, "nnan"),
    (2, "ninf"),
    (4, "nsz"),
    (8, "arcp"),
    (16, "contract"),
    (32, "afn"),
]


def fastmath(op: Any) -> str:
    """` fast` / ` nnan ninf` ... for the op's fastmath flags ('' for none)."""
    attr = op.get_attr("fastmathFlags")
    if attr is None:
        return ""
    value = int(attr.value)
    if value & 127 == 127:
        return " fast"
    return "".join(" " + name for bit, name in FMF_ORDER if value & bit)


def is_fp(type_: str) -> bool:
    """Whether LLVM treats a call of this result type as an FP math operator."""
    scalar = type_.rsplit(" x ", 1)[-1].rstrip(">]") if type_.startswith("<") else type_
    return scalar in (
        "half",
        "bfloat",
        "float",
        "double",
        "x86_fp80",
        "fp128",
        "ppc_fp128",
    )


def int_bits(t: Any) -> int | None:
    if isinstance(t, IndexType):
        return 64
    if isinstance(t, IntegerType):
        return t.width
    return None


def typed_operands(*values: Value) -> list[Any]:
    """The parts of an instruction's `T %a, U %b, ...` operand list."""
    parts: list[Any] = []
    for value in values:
        parts += [f", {value.type} " if parts else f"{value.type} ", value]
    return parts


def error(op: Any, message: str) -> DiagnosticError:
    return DiagnosticError(Diagnostic("error", op.location, message), op)


def translation_failure(op: Any, message: str) -> DiagnosticError:
    """An op's own error followed by MLIR's "LLVM Translation failed" error
    (the `followers` attribute, which the tools report after the first)."""
    failure = error(op, message)
    failure.followers = [  # type: ignore[attr-defined]
        Diagnostic(
            "error", op.location, f"LLVM Translation failed for operation: {op.name}"
        )
    ]
    return failure


class OpTranslator:
    """Dispatches each op to the code emitting its instruction(s)."""

    def __init__(self, module: ModuleTranslator) -> None:
        self.module = module
        self.handlers: dict[str, Callable[[Any, FunctionTranslator], None]] = {}
        self._shapes: dict[tuple[Any, ...], Any] = {}
        for name in INT_BINOPS | FP_BINOPS:
            self.handlers["llvm." + name] = self._binop
        for name in CASTS:
            self.handlers["llvm." + name] = self._cast
        for name, method in {
            "icmp": self._icmp,
            "fcmp": self._fcmp,
            "fneg": self._fneg,
            "mlir.constant": self._constant,
            "mlir.null": self._null,
            "mlir.undef": self._undef,
            "mlir.addressof": self._addressof,
            "alloca": self._alloca,
            "load": self._load,
            "store": self._store,
            "getelementptr": self._gep,
            "call": self._call,
            "invoke": self._invoke,
            "landingpad": self._landingpad,
            "br": self._br,
            "cond_br": self._cond_br,
            "switch": self._switch,
            "return": self._return,
            "resume": self._resume,
            "unreachable": self._unreachable,
            "select": self._select,
            "freeze": self._freeze,
            "extractvalue": self._extractvalue,
            "insertvalue": self._insertvalue,
            "extractelement": self._extractelement,
            "insertelement": self._insertelement,
            "shufflevector": self._shufflevector,
            "atomicrmw": self._atomicrmw,
            "cmpxchg": self._cmpxchg,
            "fence": self._fence,
            "inline_asm": self._inline_asm,
        }.items():
            self.handlers["llvm." + name] = method

    def convert(self, op: Any, fn: FunctionTranslator) -> None:
        handler = self.handlers.get(op.name)
        if handler is None:
            handler = self.module.intrinsics.handler(op)
        if handler is None:
            raise self.module.unconvertible(op)
        handler(op, fn)

    # -- helpers -------------------------------------------------------------

    def _type(self, t: Any) -> str:
        return self.module.types(t)

    def _set(self, fn: FunctionTranslator, op: Any, value: Value) -> None:
        fn.values[op.results[0]] = value

    # -- arithmetic ----------------------------------------------------------

    def _binop(self, op: Any, fn: FunctionTranslator) -> None:
        name = op.name[5:]
        a, b = (fn.lookup(v) for v in op.operands)
        folded = fold.binop(name, a, b, self.module.address_alignment)
        if folded is not None:
            self._set(fn, op, folded)
            return
        flags = fastmath(op) if name in FP_BINOPS else ""
        parts = [f"{name}{flags} {a.type} ", a, ", ", b]
        self._set(fn, op, fn.emit(a.type, parts))

    def _fneg(self, op: Any, fn: FunctionTranslator) -> None:
        a = fn.lookup(op.operands[0])
        folded = fold.fneg(a)
        if folded is not None:
            self._set(fn, op, folded)
            return
        self._set(fn, op, fn.emit(a.type, [f"fneg{fastmath(op)} {a.type} ", a]))

    def _icmp(self, op: Any, fn: FunctionTranslator) -> None:
        predicate = ICMP_PREDICATES[op.get_attr("predicate").value]
        a, b = (fn.lookup(v) for v in op.operands)
        result = self._type(op.results[0].type)
        folded = fold.icmp(predicate, a, b)
        if folded is None:
            folded = self.module.fold_constant_icmp(predicate, a, b)
        if folded is not None and (result == "i1" or not isinstance(folded, ConstInt)):
            self._set(fn, op, folded)
            return
        parts = [f"icmp {predicate} {a.type} ", a, ", ", b]
        self._set(fn, op, fn.emit(result, parts))

    def _fcmp(self, op: Any, fn: FunctionTranslator) -> None:
        predicate = FCMP_PREDICATES[op.get_attr("predicate").value]
        a, b = (fn.lookup(v) for v in op.operands)
        result = self._type(op.results[0].type)
        parts = [f"fcmp{fastmath(op)} {predicate} {a.type} ", a, ", ", b]
        self._set(fn, op, fn.emit(result, parts))

    def _cast(self, op: Any, fn: FunctionTranslator) -> None:
        name = op.name[5:]
        a = fn.lookup(op.operands[0])
        result_type = op.results[0].type
        dest = self._type(result_type)
        folded = fold.cast(name, a, dest, int_bits(result_type))
        if folded is not None:
            self._set(fn, op, folded)
            return
        self._set(fn, op, fn.emit(dest, [f"{name} {a.type} ", a, f" to {dest}"]))

    def _select(self, op: Any, fn: FunctionTranslator) -> None:
        c, a, b = (fn.lookup(v) for v in op.operands)
        folded = fold.select(c, a, b)
        if folded is not None:
            self._set(fn, op, folded)
            return
        parts = ["select ", *typed_operands(c, a, b)]
        self._set(fn, op, fn.emit(a.type, parts))

    def _freeze(self, op: Any, fn: FunctionTranslator) -> None:
        a = fn.lookup(op.operands[0])
        self._set(fn, op, fn.emit(a.type, [f"freeze {a.type} ", a]))

    # -- constants -----------------------------------------------------------

    def _constant(self, op: Any, fn: FunctionTranslator) -> None:
        self._set(fn, op, self.module.constant(op))

    def _null(self, op: Any, fn: FunctionTranslator) -> None:
        self._set(fn, op, Special(self._type(op.results[0].type), "null"))

    def _undef(self, op: Any, fn: FunctionTranslator) -> None:
        self._set(fn, op, Special(self._type(op.results[0].type), "undef"))

    def _addressof(self, op: Any, fn: FunctionTranslator) -> None:
        name = op.get_attr("global_name").value
        self._set(fn, op, self.module.address_of(name, op))

    # -- memory --------------------------------------------------------------
    # Loads, stores, allocas and GEPs are most of a module's ops. What their
    # text takes from the op's attributes (a uniqued dictionary) and types is
    # worked out once per distinct (attributes, types) and kept in `_shapes`;
    # each op then only looks up its operands.

    def _alloca(self, op: Any, fn: FunctionTranslator) -> None:
        size = fn.lookup(op.get_operand(0))
        result = op.results[0]
        key = ("alloca", op.attributes, result.type)
        shape = self._shapes.get(key)
        if shape is None:
            shape = self._shapes[key] = self._alloca_shape(op, result.type)
        type_, head, tail = shape
        if size.__class__ is ConstInt and size.value == 1 and size.bits == 32:
            parts: list[Any] = [head + tail]
        else:
            parts = [f"{head}, {size.type} ", size, tail]
        fn.values[result] = fn.emit(type_, parts)

    def _alloca_shape(self, op: Any, result_type: Any) -> tuple[str, str, str]:
        """(result type, text up to the size, text after it) of an alloca."""
        elem = op.get_attr("elem_type")
        element_type = elem.value if elem is not None else result_type.element_type
        align = self._alignment(op) or self.module.layout.pref_align(element_type)
        tail = f", align {align}"
        space = result_type.address_space or 0
        if space:
            tail += f", addrspace({space})"
        return self._type(result_type), f"alloca {self._type(element_type)}", tail

    def _alignment(self, op: Any) -> int:
        attr = op.get_attr("alignment")
        return attr.value if attr is not None else 0

    def _memory_shape(self, op: Any, kind: str, t: Any) -> tuple[str, str, str, bool]:
        """(type, `load T, ` or `store `, `, align N`, whether metadata is
        attached) of a load or a store of `t`."""
        attrs = op.attributes.as_dict()
        alignment = attrs.get("alignment")
        align = (alignment.value if alignment is not None else 0) or (
            self.module.layout.abi_align(t)
        )
        volatile = "volatile " if "volatile_" in attrs else ""
        type_ = self._type(t)
        head = f"load {volatile}{type_}, " if kind == "load" else f"store {volatile}"
        metadata = not attrs.keys().isdisjoint(MEMORY_METADATA)
        return type_, head, f", align {align}", metadata

    def _load(self, op: Any, fn: FunctionTranslator) -> None:
        addr = fn.lookup(op.get_operand(0))
        result = op.results[0]
        key = ("load", op.attributes, result.type)
        shape = self._shapes.get(key)
        if shape is None:
            shape = self._shapes[key] = self._memory_shape(op, "load", result.type)
        type_, head, tail, metadata = shape
        inst = fn.emit(type_, [f"{head}{addr.type} ", addr, tail])
        if metadata:
            self.module.memory_metadata(op, inst)
        fn.values[result] = inst

    def _store(self, op: Any, fn: FunctionTranslator) -> None:
        stored = op.get_operand(0)
        value, addr = fn.lookup(stored), fn.lookup(op.get_operand(1))
        key = ("store", op.attributes, stored.type)
        shape = self._shapes.get(key)
        if shape is None:
            shape = self._shapes[key] = self._memory_shape(op, "store", stored.type)
        head, tail, metadata = shape[1:]
        parts = [f"{head}{value.type} ", value, f", {addr.type} ", addr, tail]
        inst = fn.emit("void", parts)
        if metadata:
            self.module.memory_metadata(op, inst)

    def _gep(self, op: Any, fn: FunctionTranslator) -> None:
        operands = op.operands
        base = fn.lookup(operands[0])
        key = ("gep", op.attributes, operands[0].type, op.results[0].type)
        shape = self._shapes.get(key)
        if shape is None:
            shape = self._shapes[key] = self._gep_shape(op)
        source, head, result, inbounds, constant_indices = shape
        dynamic = iter(operands[1:])
        indices: list[Value] = [
            fn.lookup(next(dynamic)) if index is None else index
            for index in constant_indices
        ]
        if isinstance(base, Constant):  # else IRBuilder emits an instruction
            folded = fold_gep(
                self._type,
                source,
                base,
                indices,
                inbounds,
                self.module.is_global_variable,
            )
            if folded is not None:
                self._set(fn, op, folded)
                return
        parts: list[Any] = [f"{head}{base.type} ", base]
        for index in indices:
            parts += [f", {index.type} ", index]
        self._set(fn, op, fn.emit(result, parts))

    def _gep_shape(self, op: Any) -> tuple[Any, str, str, bool, list[Any]]:
        """(source element type, `getelementptr [inbounds] T, `, result type,
        inbounds, the constant indices with None for each dynamic one)."""
        elem = op.get_attr("elem_type")
        source = elem.value if elem is not None else op.operands[0].type.element_type
        inbounds = op.get_attr("inbounds") is not None
        keyword = "getelementptr inbounds " if inbounds else "getelementptr "
        constant_indices = [
            None if raw == -(1 << 31) else ConstInt(32, raw)
            for raw in op.get_attr("rawConstantIndices").values
        ]
        head = f"{keyword}{self._type(source)}, "
        result = self._type(op.results[0].type)
        return source, head, result, inbounds, constant_indices

    def _atomicrmw(self, op: Any, fn: FunctionTranslator) -> None:
        ptr, val = (fn.lookup(v) for v in op.operands)
        kind = RMW[op.get_attr("bin_op").value]
        ordering = ORDERING[op.get_attr("ordering").value]
        align = self.module.layout.store_size(op.operands[1].type)
        parts = [
            f"atomicrmw {kind} ",
            *typed_operands(ptr, val),
            f" {ordering}, align {align}",
        ]
        self._set(fn, op, fn.emit(val.type, parts))

    def _cmpxchg(self, op: Any, fn: FunctionTranslator) -> None:
        ptr, cmp, val = (fn.lookup(v) for v in op.operands)
        success = ORDERING[op.get_attr("success_ordering").value]
        failure = ORDERING[op.get_attr("failure_ordering").value]
        align = self.module.layout.store_size(op.operands[1].type)
        parts = [
            "cmpxchg ",
            *typed_operands(ptr, cmp, val),
            f" {success} {failure}, align {align}",
        ]
        self._set(fn, op, fn.emit(self._type(op.results[0].type), parts))

    def _fence(self, op: Any, fn: FunctionTranslator) -> None:
        ordering = ORDERING[op.get_attr("ordering").value]
        scope = op.get_attr("syncscope")
        text = "fence "
        if scope is not None and scope.value:
            text += f'syncscope("{scope.value}") '
        fn.emit("void", [text + ordering])

    # -- aggregates ----------------------------------------------------------

    def _extractvalue(self, op: Any, fn: FunctionTranslator) -> None:
        container = fn.lookup(op.operands[0])
        position = list(op.get_attr("position").values)
        result = self._type(op.results[0].type)
        folded = fold.extract_value(container, position, result)
        if folded is not None:
            self._set(fn, op, folded)
            return
        indices = "".join(f", {i}" for i in position)
        parts = [f"extractvalue {container.type} ", container, indices]
        self._set(fn, op, fn.emit(result, parts))

    def _insertvalue(self, op: Any, fn: FunctionTranslator) -> None:
        container, value = (fn.lookup(v) for v in op.operands)
        position = list(op.get_attr("position").values)
        folded = self.module.fold_insert_value(container, value, position, op)
        if folded is not None:
            self._set(fn, op, folded)
            return
        indices = "".join(f", {i}" for i in position)
        parts = ["insertvalue ", *typed_operands(container, value), indices]
        self._set(fn, op, fn.emit(container.type, parts))

    def _extractelement(self, op: Any, fn: FunctionTranslator) -> None:
        vector, position = (fn.lookup(v) for v in op.operands)
        result = self._type(op.results[0].type)
        folded = fold.extract_element(vector, position)
        if folded is not None:
            self._set(fn, op, folded)
            return
        parts = ["extractelement ", *typed_operands(vector, position)]
        self._set(fn, op, fn.emit(result, parts))

    def _insertelement(self, op: Any, fn: FunctionTranslator) -> None:
        vector, value, position = (fn.lookup(v) for v in op.operands)
        folded = fold.insert_element(vector, value, position)
        if folded is not None:
            self._set(fn, op, folded)
            return
        parts = ["insertelement ", *typed_operands(vector, value, position)]
        self._set(fn, op, fn.emit(vector.type, parts))

    def _shufflevector(self, op: Any, fn: FunctionTranslator) -> None:
        v1, v2 = (fn.lookup(v) for v in op.operands)
        mask = list(op.get_attr("mask").values)
        result = self._type(op.results[0].type)
        folded = fold.shuffle(v1, v2, mask, result)
        if folded is not None:
            self._set(fn, op, folded)
            return
        count = (
            "<vscale x " + result.split(" x ", 2)[1] + " x"
            if result.startswith("<vscale")
            else f"<{len(mask)} x"
        )
        if all(m == 0 for m in mask) and mask:
            mask_text = f"{count} i32> zeroinitializer"
        elif all(m == -1 for m in mask):
            mask_text = (
                f"<{len(mask)} x i32> undef" if mask else "<0 x i32> zeroinitializer"
            )
        elif all(m == 0 for m in mask):
            mask_text = f"<{len(mask)} x i32> zeroinitializer"
        else:
            items = ", ".join("i32 undef" if m == -1 else f"i32 {m}" for m in mask)
            mask_text = f"<{len(mask)} x i32> <{items}>"
        parts = [f"shufflevector {v1.type} ", v1, f", {v2.type} ", v2, ", " + mask_text]
        self._set(fn, op, fn.emit(result, parts))

    # -- calls ---------------------------------------------------------------

    def _callee(
        self, op: Any, fn: FunctionTranslator, operands: list[Any]
    ) -> tuple[Any, list[Value], str]:
        """(callee value, arguments, function type text) of a call or invoke."""
        attr = op.get_attr("callee")
        if attr is not None:
            func = self.module.functions[attr.value]
            args = [fn.lookup(v) for v in operands]
            return func.ref, args, func.type_text
        values = [fn.lookup(v) for v in operands]
        fn_type = operands[0].type.element_type
        if fn_type is not None:
            return values[0], values[1:], self._type(fn_type)
        # An opaque callee pointer (where MLIR 16 crashes): the type the call's
        # operands and results spell.
        result = self._type(op.results[0].type) if op.results else "void"
        params = ", ".join(v.type for v in values[1:])
        return values[0], values[1:], f"{result} ({params})"

    def _call_text(
        self, fn_type: str, var_arg: bool, callee: Any, args: list[Value]
    ) -> list[Any]:
        return_type = fn_type[: fn_type.index(" (")] if not var_arg else fn_type
        parts: list[Any] = [f"{return_type} ", callee, "("]
        for i, arg in enumerate(args):
            parts += [(", " if i else "") + arg.type + " ", arg]
        parts.append(")")
        return parts

    def _call(self, op: Any, fn: FunctionTranslator) -> None:
        callee, args, fn_type = self._callee(op, fn, list(op.operands))
        var_arg = fn_type.endswith("...)")
        result = self._type(op.results[0].type) if op.results else "void"
        flags = fastmath(op) if is_fp(result) else ""
        parts = [f"call{flags} ", *self._call_text(fn_type, var_arg, callee, args)]
        inst = fn.emit(result, parts)
        self.module.branch_weights(op, inst)
        if op.results:
            self._set(fn, op, inst)

    def _invoke(self, op: Any, fn: FunctionTranslator) -> None:
        sizes = list(op.get_attr("operand_segment_sizes").values)
        callee_operands = list(op.operands[: sizes[0]])
        callee, args, fn_type = self._callee(op, fn, callee_operands)
        var_arg = fn_type.endswith("...)")
        result = self._type(op.results[0].type) if op.results else "void"
        normal_target, unwind_target = op.successors
        normal = fn.blocks[normal_target]
        unwind = fn.blocks[unwind_target]
        parts = [
            "invoke ",
            *self._call_text(fn_type, var_arg, callee, args),
            "\n          to label ",
            normal,
            " unwind label ",
            unwind,
        ]
        inst = fn.emit(result, parts)
        fn.add_pred(normal_target, fn.current)
        fn.add_pred(unwind_target, fn.current)
        fn.branches[op] = inst
        self.module.branch_weights(op, inst)
        if op.results:
            self._set(fn, op, inst)

    def _landingpad(self, op: Any, fn: FunctionTranslator) -> None:
        result = self._type(op.results[0].type)
        text = f"landingpad {result}"
        parts: list[Any] = [text]
        if op.get_attr("cleanup") is not None:
            parts.append("\n          cleanup")
        for operand in op.operands:
            value = fn.lookup(operand)
            if not isinstance(value, Constant):
                continue
            kind = "filter" if value.type.startswith("[") else "catch"
            parts += [f"\n          {kind} {value.type} ", value]
        self._set(fn, op, fn.emit(result, parts))

    def _inline_asm(self, op: Any, fn: FunctionTranslator) -> None:
        self.module.inline_asm(op, fn)

    # -- terminators ---------------------------------------------------------

    def _br(self, op: Any, fn: FunctionTranslator) -> None:
        target = fn.add_pred(op.successors[0], fn.current)
        inst = fn.emit("void", ["br label ", target])
        fn.branches[op] = inst
        self.module.loop_metadata(op, inst)

    def _cond_br(self, op: Any, fn: FunctionTranslator) -> None:
        cond = fn.lookup(op.operands[0])
        true_target, false_target = op.successors
        false_block = fn.add_pred(false_target, fn.current)
        true_block = fn.add_pred(true_target, fn.current)
        parts = [
            f"br {cond.type} ",
            cond,
            ", label ",
            true_block,
            ", label ",
            false_block,
        ]
        inst = fn.emit("void", parts)
        fn.branches[op] = inst
        self.module.branch_weights(op, inst)
        self.module.loop_metadata(op, inst)

    def _switch(self, op: Any, fn: FunctionTranslator) -> None:
        value = fn.lookup(op.operands[0])
        successors = op.successors
        default = fn.add_pred(successors[0], fn.current)
        parts: list[Any] = [f"switch {value.type} ", value, ", label ", default, " ["]
        cases = op.get_attr("case_values")
        bits = int_bits(op.operands[0].type) or 32
        for i, target in enumerate(successors[1:]):
            case = ConstInt(bits, cases.element_bits(i))
            block = fn.add_pred(target, fn.current)
            parts += [f"\n    {value.type} {case.ref()}, label ", block]
        parts.append("\n  ]")
        inst = fn.emit("void", parts)
        fn.branches[op] = inst
        self.module.branch_weights(op, inst)

    def _return(self, op: Any, fn: FunctionTranslator) -> None:
        if op.operands:
            value = fn.lookup(op.operands[0])
            fn.emit("void", [f"ret {value.type} ", value])
        else:
            fn.emit("void", ["ret void"])

    def _resume(self, op: Any, fn: FunctionTranslator) -> None:
        value = fn.lookup(op.operands[0])
        fn.emit("void", [f"resume {value.type} ", value])

    def _unreachable(self, op: Any, fn: FunctionTranslator) -> None:
        fn.emit("void", ["unreachable"])


def make_constant(module: ModuleTranslator, op: Any) -> Constant:
    try:
        return from_attribute(
            op.results[0].type, op.get_attr("value"), module.types, module.function_ref
        )
    except ConstantError as problem:
        raise error(op, str(problem)) from None
