"""`llvm.intr.*` ops as calls to LLVM intrinsics, declared on first use."""

from __future__ import annotations

from .ops import fastmath, is_fp
from typing import Any, Callable

from ...ir.types import FloatType, IndexType, IntegerType, VectorType
from .intrinsic_table import ATTRIBUTES
from .symbols import FunctionInfo
from .values import ConstInt, GlobalRef, MetadataArgument, Special, Value

# The translators (module.py imports this module; so they are not named here).
FunctionTranslator = ModuleTranslator = Any

# Which types name an overload: `r` the result, `oN` operand N ("o0" is the default).
OVERLOADS: dict[str, tuple[str, ...]] = {
    "powi": ("o0", "o1"),
    "memcpy": ("o0", "o1", "o2"),
    "memcpy.inline": ("o0", "o1", "o2"),
    "memmove": ("o0", "o1", "o2"),
    "memset": ("o0", "o2"),
    "vector.reduce.fadd": ("o1",),
    "vector.reduce.fmul": ("o1",),
    "masked.load": ("r", "o0"),
    "masked.store": ("o0", "o1"),
    "masked.gather": ("r", "o0"),
    "masked.scatter": ("o0", "o1"),
    "masked.expandload": ("r",),
    "masked.compressstore": ("o0",),
    "get.active.lane.mask": ("r", "o0"),
    "vscale": ("r",),
    "experimental.stepvector": ("r",),
    "vector.insert": ("r", "o0"),
    "vector.extract": ("r", "o0"),
    "matrix.column.major.load": ("r", "o1"),
    "matrix.column.major.store": ("o0", "o2"),
    "matrix.multiply": ("r", "o0", "o1"),
    "matrix.transpose": ("r",),
    "coro.size": ("r",),
    "coro.align": ("r",),
    "vp.load": ("r", "o0"),
    "vp.store": ("o0", "o1"),
    "experimental.vp.strided.load": ("r", "o0", "o1"),
    "experimental.vp.strided.store": ("o0", "o1", "o2"),
    "vp.select": ("r",),
    "vp.merge": ("r",),
    "lifetime.start": ("o0",),
    "lifetime.end": ("o0",),
}
NOT_OVERLOADED = {
    "assume",
    "coro.id",
    "coro.begin",
    "coro.save",
    "coro.suspend",
    "coro.end",
    "coro.free",
    "coro.resume",
    "vastart",
    "vacopy",
    "vaend",
    "eh.typeid.for",
    "stacksave",
    "stackrestore",
    "dbg.addr",
    "dbg.declare",
    "dbg.value",
}
VP_REDUCTIONS = {
    "add",
    "mul",
    "and",
    "or",
    "xor",
    "smax",
    "smin",
    "umax",
    "umin",
    "fadd",
    "fmul",
    "fmax",
    "fmin",
}
VP_CASTS = {
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "ptrtoint",
    "inttoptr",
}
RENAMED = {"vastart": "va_start", "vacopy": "va_copy", "vaend": "va_end"}
# Attributes that become trailing constant arguments: (attribute, bits).
ATTRIBUTE_ARGUMENTS: dict[str, tuple[tuple[str, int], ...]] = {
    "is.fpclass": (("bit", 32),),
    "vector.insert": (("pos", 64),),
    "vector.extract": (("pos", 64),),
    "matrix.column.major.load": (("isVolatile", 1), ("rows", 32), ("columns", 32)),
    "matrix.column.major.store": (("isVolatile", 1), ("rows", 32), ("columns", 32)),
    "matrix.multiply": (("lhs_rows", 32), ("lhs_columns", 32), ("rhs_columns", 32)),
    "matrix.transpose": (("rows", 32), ("columns", 32)),
}


def mangle(t: Any) -> str:
    """LLVM's `getMangledTypeStr` for an MLIR type."""
    if isinstance(t, IntegerType):
        return f"i{t.width}"
    if isinstance(t, IndexType):
        return "i64"
    if isinstance(t, FloatType):
        return {
            "f16": "f16",
            "bf16": "bf16",
            "f32": "f32",
            "f64": "f64",
            "f80": "f80",
            "f128": "f128",
        }[t.name]
    if isinstance(t, VectorType):
        prefix = "nxv" if any(t.scalable_dims or ()) else "v"
        return f"{prefix}{t.shape[-1]}{mangle(t.element_type)}"
    mnemonic = getattr(t, "MNEMONIC", None)
    if mnemonic == "ptr":
        return f"p{t.address_space or 0}"
    if mnemonic == "vec":
        if hasattr(t, "min_num_elements"):
            return f"nxv{t.min_num_elements}{mangle(t.element_type)}"
        return f"v{t.num_elements}{mangle(t.element_type)}"
    if mnemonic == "array":
        return f"a{t.num_elements}{mangle(t.element_type)}"
    if mnemonic == "struct":
        return "sl_" + "".join(mangle(e) for e in t.body) + "s"
    return {"ppc_fp128": "ppcf128", "x86_mmx": "x86mmx"}.get(mnemonic or "", "")


def overload_sources(name: str) -> tuple[str, ...]:
    if name in OVERLOADS:
        return OVERLOADS[name]
    if name in NOT_OVERLOADED:
        return ()
    if name.startswith("vp.reduce."):
        return ("o1",)
    if name.startswith("vp.") and name[3:] in VP_CASTS:
        return ("r", "o0")
    if name.startswith("vp.") or name.endswith("with.overflow"):
        return ("o0",) if name.endswith("with.overflow") else ("r",)
    return ("o0",)


class IntrinsicTranslator:
    """Emits intrinsic calls and remembers the declarations they need."""

    def __init__(self, module: ModuleTranslator) -> None:
        self.module = module
        self.declared: dict[str, FunctionInfo] = {}

    def handler(self, op: Any) -> Callable[[Any, FunctionTranslator], None] | None:
        if op.name.startswith("llvm.intr."):
            return self._call
        if op.name == "llvm.call_intrinsic":
            return self._call_intrinsic
        return None

    def _call(self, op: Any, fn: FunctionTranslator) -> None:
        short = op.name[len("llvm.intr.") :]
        operands = list(op.operands)
        types = [v.type for v in operands]
        args: list[Value] = [fn.lookup(v) for v in operands]
        if short in ("dbg.value", "dbg.declare", "dbg.addr"):
            self._debug_call(op, fn, short, args[0])
            return
        args = self._shape_arguments(short, op, args, fn)
        if short in ("lifetime.start", "lifetime.end"):
            args.insert(0, ConstInt(64, int(op.get_attr("size").value)))
        for attr_name, bits in ATTRIBUTE_ARGUMENTS.get(short, ()):
            attr = op.get_attr(attr_name)
            if attr is not None:
                args.append(ConstInt(bits, int(attr.value)))
        result_type = op.results[0].type if op.results else None
        suffix = ""
        for source in overload_sources(short):
            t = result_type if source == "r" else types[int(source[1:])]
            suffix += "." + mangle(t)
        base = "llvm." + RENAMED.get(short, short)
        self.emit_call(fn, op, base, base + suffix, args)

    def _shape_arguments(
        self, short: str, op: Any, args: list[Value], fn: FunctionTranslator
    ) -> list[Value]:
        """The intrinsic's arguments where they differ from the op's operands."""
        if short in ("masked.load", "masked.gather"):
            align = ConstInt(32, int(op.get_attr("alignment").value))
            result = self.module.types(op.results[0].type)
            passthru = args[2] if len(args) > 2 else Special(result, "poison")
            return [args[0], align, args[1], passthru]
        if short in ("masked.store", "masked.scatter"):
            align = ConstInt(32, int(op.get_attr("alignment").value))
            return [args[0], args[1], align, args[2]]
        if short == "vector.insert":
            return [args[1], args[0], *args[2:]]
        return args

    def _debug_call(
        self, op: Any, fn: FunctionTranslator, short: str, value: Value
    ) -> None:
        """`call void @llvm.dbg.value(metadata <value>, metadata !var, metadata !DIExpression())`."""
        variable = self.module.debug.node(op.get_attr("varInfo"))
        args = [
            MetadataArgument(value),
            MetadataArgument(variable),
            MetadataArgument(None),
        ]
        name = "llvm." + short
        info = self.declare(name, name, "void", ["metadata"] * 3)
        parts: list[Any] = ["call void ", info.ref, "("]
        for i, arg in enumerate(args):
            parts += [", " if i else "", "metadata ", arg]
        parts.append(")")
        inst = fn.emit("void", parts)
        if variable is not None:
            inst.md_operands.append(variable)

    def _call_intrinsic(self, op: Any, fn: FunctionTranslator) -> None:
        name = op.get_attr("intrin").value
        args = [fn.lookup(v) for v in op.operands]
        self.emit_call(fn, op, name, name, args)

    def emit_call(
        self, fn: FunctionTranslator, op: Any, base: str, name: str, args: list[Value]
    ) -> None:
        result = self.module.types(op.results[0].type) if op.results else "void"
        info = self.declare(base, name, result, [a.type for a in args])
        if not info.mlir_types:
            info.mlir_types = [v.type for v in op.operands] + [
                r.type for r in op.results
            ]
        flags = fastmath(op) if is_fp(result) else ""
        reassoc = op.get_attr("reassoc")
        if reassoc is not None and reassoc.value:
            flags = (
                " reassoc" + flags.replace(" reassoc", "")
                if flags != " fast"
                else flags
            )
        aligned = self._aligned_pointer(op, base)
        parts: list[Any] = [f"call{flags} {result} ", info.ref, "("]
        for i, arg in enumerate(args):
            attr = (
                f" align {aligned[1]}"
                if aligned is not None and aligned[0] == i
                else ""
            )
            parts += [(", " if i else "") + arg.type + attr + " ", arg]
        parts.append(")")
        inst = fn.emit(result, parts)
        if op.results:
            fn.values[op.results[0]] = inst

    def _aligned_pointer(self, op: Any, base: str) -> tuple[int, int] | None:
        """(argument, alignment) of the pointer MatrixBuilder marks `align`."""
        if base == "llvm.matrix.column.major.load":
            element = op.results[0].type.element_type
            return 0, self.module.layout.abi_align(element)
        if base == "llvm.matrix.column.major.store":
            element = op.operands[0].type.element_type
            return 1, self.module.layout.abi_align(element)
        return None

    def declare(
        self, base: str, name: str, result: str, params: list[str]
    ) -> FunctionInfo:
        info = self.declared.get(name)
        if info is None:
            ret_attrs, param_attrs, fn_attrs = ATTRIBUTES.get(base, ("", (), ""))
            type_text = f"{result} ({', '.join(params)})"
            info = FunctionInfo(name, GlobalRef(name), type_text, result, params, False)
            info.arg_attrs = [
                param_attrs[i] if i < len(param_attrs) else ""
                for i in range(len(params))
            ]
            info.ret_attrs = ret_attrs
            info.fn_attrs = fn_attrs
            info.fn_comment = fn_attrs
            self.declared[name] = info
        return info

    def declarations(self) -> list[FunctionInfo]:
        return list(self.declared.values())
