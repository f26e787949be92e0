"""Calls of LLVM intrinsics to `llvm.intr.*` operations (MLIR 16's intrinsic import)."""

from __future__ import annotations

from typing import Any

from .model import Instruction, MDNode, is_fp_math, is_void

# LLVM intrinsic names whose op mnemonic is spelled differently.
_RENAMED = {"va_start": "vastart", "va_copy": "vacopy", "va_end": "vaend"}
# Intrinsics whose leading arguments become integer attributes:
# name -> (attribute names by argument index).
_INT_ATTRS = {
    "lifetime.start": {0: "size"},
    "lifetime.end": {0: "size"},
    "matrix.column.major.load": {2: "isVolatile", 3: "rows", 4: "columns"},
    "matrix.column.major.store": {3: "isVolatile", 4: "rows", 5: "columns"},
    "matrix.multiply": {2: "lhs_rows", 3: "lhs_columns", 4: "rhs_columns"},
    "matrix.transpose": {1: "rows", 2: "columns"},
    "masked.load": {1: "alignment"},
    "masked.store": {2: "alignment"},
    "masked.gather": {1: "alignment"},
    "masked.scatter": {2: "alignment"},
}
# Ops MLIR 16 has but does not import from LLVM IR.
_NOT_IMPORTED = {"intrinsic"}


class IntrinsicTable:
    """Which `llvm.*` functions are intrinsics the import turns into ops."""

    def __init__(self, context: Any) -> None:
        self.context = context
        self._cache: dict[str, str | None] = {}

    def lookup(self, name: str) -> str | None:
        """The op name for a call of the intrinsic function `name`, or None."""
        if name in self._cache:
            return self._cache[name]
        parts = name[len("llvm.") :].split(".")
        found = None
        for end in range(len(parts), 0, -1):
            stem = ".".join(parts[:end])
            stem = _RENAMED.get(stem, stem)
            if stem in _NOT_IMPORTED:
                break
            if self.context.get_op_class("llvm.intr." + stem) is not None:
                found = "llvm.intr." + stem
                break
        self._cache[name] = found
        return found


def convert_intrinsic(im: Any, inst: Instruction, name: str) -> bool:
    """Emit the op of an intrinsic call; False when the dialect has no op for
    it (the call is then imported as a call of the declared function)."""
    op_name = im.intrinsics.lookup(name)
    if op_name is not None and op_name.startswith("llvm.intr.dbg."):
        _convert_debug_intrinsic(im, inst, op_name)
        return True
    if op_name is None:
        # MLIR 16 fails here ("unhandled intrinsic"); a call of the declared
        # function keeps the program whole and translates back to the intrinsic.
        return False
    args = inst.operands[:-1]
    line = inst.pos
    mnemonic = op_name[len("llvm.intr.") :]
    int_attrs = _INT_ATTRS.get(mnemonic, {})
    operands = [im.value(a, line) for i, a in enumerate(args) if i not in int_attrs]
    attrs: dict[str, Any] = {}
    for index, attr_name in int_attrs.items():
        constant = im.value(args[index], line)
        attrs[attr_name] = constant.owner.get_attr("value")
    if mnemonic in ("vector.reduce.fadd", "vector.reduce.fmul"):
        flags = inst.attrs.get("flags", ())
        attrs["reassoc"] = im.attr(
            "true" if "reassoc" in flags or "fast" in flags else "false"
        )
    results = [] if is_void(inst.type) else [im.convert_type(inst.type)]
    cls = im.context.get_op_class(op_name)
    if "fastmathFlags" in cls.default_attributes():
        attrs["fastmathFlags"] = im.fastmath(
            inst.attrs.get("flags", ()) if is_fp_math(inst.type) else ()
        )
    op = im.emit(im.op(op_name, operands, results, attrs))
    im._map(inst, op)
    return True


def _convert_debug_intrinsic(im: Any, inst: Instruction, op_name: str) -> None:
    """`llvm.dbg.value/declare/addr`: dropped with MLIR 16's warning when the
    expression is not empty or the value is an argument list; dropped quietly
    where MLIR 16 would make an op without a value or variable attribute."""
    value, variable, expression = inst.operands[:3]
    expr = im.debug.node(getattr(expression, "node", None))
    wrapped = getattr(value, "node", None)
    arg_list = (
        isinstance(wrapped, tuple)
        and wrapped[0] == "node"
        and wrapped[1].kind == "DIArgList"
    )
    if expr is not None and (expr.operands or arg_list):
        im.warn_dropped(inst)  # what MLIR 16 drops, with its warning
        return
    if expr is None or isinstance(wrapped, (tuple, MDNode)) or wrapped is None:
        return
    converted = im.value(value, inst.pos)
    var_info = im.debug.attribute(getattr(variable, "node", None))
    if var_info is None:
        return
    op = im.emit(im.op(op_name, [converted], [], {"varInfo": var_info}))
    im._map(inst, op)
