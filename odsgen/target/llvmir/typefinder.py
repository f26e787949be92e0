"""The order in which LLVM's AsmWriter declares identified structs (`TypeFinder`).

LLVM finds named struct types by walking the module: global value types and
initializers, then each function's type, arguments and instructions (result
types, constant operands, GEP source and alloca types). Subtypes are taken
from a stack, each pushed once, so the order is LLVM's and not plain DFS.
The walk here does the same over the translated module, reaching types
through the MLIR values each LLVM value came from.
"""

from __future__ import annotations

from typing import Any

from ...ir.operation import BlockArgument
from ...ir.types import VectorType
from .values import Constant, GlobalRef, Local

# Instruction parts that are not (and do not wrap) constants.
_NOT_CONSTANT = (Local, GlobalRef)

# The module translator (module.py imports this module; so they are not named here).
ModuleTranslator = Any


def _subtypes(t: Any) -> list[Any]:
    mnemonic = getattr(t, "MNEMONIC", None)
    if mnemonic == "struct":
        return [] if t.opaque else list(t.body or ())
    if mnemonic in ("array", "vec") or isinstance(t, VectorType):
        return [t.element_type]
    if mnemonic == "func":
        return [t.return_type, *t.params]
    return []


class TypeFinder:
    """Collects identified struct names in LLVM's order."""

    def __init__(self, module: ModuleTranslator) -> None:
        self.module = module
        self.order: list[str] = []
        self._types: set[str] = set()
        self._seen: set[Any] = set()
        self._values: set[int] = set()

    def type(self, t: Any) -> None:
        """`incorporateType`."""
        if t in self._seen:
            return
        self._seen.add(t)
        spell = self.module.types
        key = spell(t)
        if key in self._types:
            return
        self._types.add(key)
        stack = [t]
        while stack:
            current = stack.pop()
            if getattr(current, "MNEMONIC", None) == "struct" and current.identifier:
                self.order.append(current.identifier)
            for sub in reversed(_subtypes(current)):
                sub_key = spell(sub)
                if sub_key not in self._types:
                    self._types.add(sub_key)
                    stack.append(sub)

    def value(self, mlir_value: Any, values: dict[Any, Any]) -> None:
        """`incorporateValue` for the constant an MLIR value became (if it did)."""
        llvm_value = values.get(mlir_value)
        if llvm_value is None:
            llvm_value = self.module.global_values.get(mlir_value)
        if not isinstance(llvm_value, Constant) or isinstance(llvm_value, GlobalRef):
            return
        if id(mlir_value) in self._values:
            return
        self._values.add(id(mlir_value))
        self.type(mlir_value.type)
        op = getattr(mlir_value, "owner", None)
        if op is None or not hasattr(op, "operands"):
            return
        for operand in op.operands:
            if values.get(operand) is llvm_value:
                self.value(operand, values)
                return
        if op.name == "llvm.getelementptr":
            self.type(_gep_source(op))
        for operand in op.operands:
            self.value(operand, values)

    def _constant_operands(self, op: Any, values: dict[Any, Any]) -> None:
        """`incorporateValue` for each operand of `op` that became a constant."""
        global_values = self.module.global_values
        for operand in op.operands:
            found = values.get(operand)
            if found is None:
                found = global_values.get(operand)
            if isinstance(found, Constant) and found.__class__ is not GlobalRef:
                self.value(operand, values)

    def instruction(self, inst: Any, values: dict[Any, Any]) -> None:
        """`incorporateValue` for an instruction: its type, its constant
        operands, and a GEP's source or an alloca's allocated type."""
        origin = inst.origin
        if origin is None:
            return
        seen = self._seen
        if origin.__class__ is BlockArgument:  # a phi
            self.type(origin.type)
            for source in inst.sources:
                self.value(source, values)
            return
        if inst.type != "void" and origin.results:
            t = origin.results[0].type
            if t not in seen:
                self.type(t)
        # An operand that became a constant is among the instruction's parts
        # (itself or wrapped as metadata; only an alloca's size of 1 is left
        # out, an integer): the MLIR operands are looked at only then.
        for part in inst.parts:
            if part.__class__ is not str and not isinstance(part, _NOT_CONSTANT):
                self._constant_operands(origin, values)
                break
        name = origin.name
        if name == "llvm.getelementptr":
            self.type(_gep_source(origin))
        elif name == "llvm.alloca":
            elem = origin.get_attr("elem_type")
            self.type(
                elem.value if elem is not None else origin.results[0].type.element_type
            )


def _gep_source(op: Any) -> Any:
    elem = op.get_attr("elem_type")
    return elem.value if elem is not None else op.operands[0].type.element_type
