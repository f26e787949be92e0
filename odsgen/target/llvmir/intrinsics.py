"""`llvm.intr.*` ops as calls to LLVM intrinsics, declared on first use."""

from __future__ import annotations

from typing import Any, Callable

from ...ir.printing import escape_string
from .intrinsic_types import (
    declared_signature,
    lookup,
    mangled_name,
    match_overloads,
    parse_type,
)
from .ops import fastmath, is_fp, translation_failure
from .symbols import FunctionInfo
from .values import ConstInt, GlobalRef, MetadataArgument, Special, Value

# The translators (module.py imports this module; so they are not named here).
FunctionTranslator = ModuleTranslator = Any

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
        result = self.module.types(op.results[0].type) if op.results else "void"
        base = "llvm." + RENAMED.get(short, short)
        name = self._overloaded_name(op, base, result, args)
        self.emit_call(fn, op, base, name, args)

    def _overloaded_name(
        self, op: Any, base: str, result: str, args: list[Value]
    ) -> str:
        """`base` with LLVM's suffixes for the overloaded types of the call."""
        intrinsic = lookup(base)
        if intrinsic is None or not intrinsic.overloaded:
            return base
        overloads = match_overloads(
            intrinsic, parse_type(result), [parse_type(a.type) for a in args]
        )
        if overloads is None:
            raise translation_failure(
                op, f"'{op.name}' op intrinsic type is not a match"
            )
        return mangled_name(intrinsic, overloads)

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
            inst.md_operands = [variable]

    def _call_intrinsic(self, op: Any, fn: FunctionTranslator) -> None:
        """`llvm.call_intrinsic`: LLVM 16's declaration of the named intrinsic,
        mangled from the op's types where it is overloaded."""
        name = op.get_attr("intrin").value
        intrinsic = lookup(name)
        if intrinsic is None:
            raise translation_failure(
                op,
                "'llvm.call_intrinsic' op couldn't find intrinsic: "
                + escape_string(name),
            )
        args = [fn.lookup(v) for v in op.operands]
        result = self.module.types(op.results[0].type) if op.results else "void"
        overloads: list[Any] = []
        if intrinsic.overloaded:
            found = match_overloads(
                intrinsic, parse_type(result), [parse_type(a.type) for a in args]
            )
            if found is None:
                raise translation_failure(
                    op, "'llvm.call_intrinsic' op intrinsic type is not a match"
                )
            overloads = found
        ret, params, variadic = declared_signature(intrinsic, overloads)
        if not variadic and not intrinsic.overloaded:
            ret, params = result, [a.type for a in args]
        full = mangled_name(intrinsic, overloads) if intrinsic.overloaded else name
        info = self.declare(intrinsic.name, full, ret, params, variadic)
        parts: list[Any] = [f"call {ret} ", info.ref, "("]
        if variadic:
            parts[0] = f"call {ret} ({', '.join([*params, '...'])}) "
        for i, arg in enumerate(args):
            parts += [(", " if i else "") + arg.type + " ", arg]
        parts.append(")")
        inst = fn.emit(ret, parts)
        if op.results:
            fn.values[op.results[0]] = inst

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
        self,
        base: str,
        name: str,
        result: str,
        params: list[str],
        variadic: bool = False,
    ) -> FunctionInfo:
        info = self.declared.get(name)
        if info is None:
            intrinsic = lookup(base)
            ret_attrs, param_attrs, fn_attrs = (
                ("", [], "")
                if intrinsic is None
                else (intrinsic.ret_attrs, intrinsic.param_attrs, intrinsic.fn_attrs)
            )
            items = [*params, "..."] if variadic else params
            type_text = f"{result} ({', '.join(items)})"
            info = FunctionInfo(
                name, GlobalRef(name), type_text, result, params, variadic
            )
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
