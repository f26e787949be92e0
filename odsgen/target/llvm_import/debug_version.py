"""LLVM's reader drops the debug info of a module without its version.

At the end of parsing, LLVM 16 reads the module flag "Debug Info Version";
unless it is the current version (3), the module's debug info is stripped:
the `llvm.dbg.*` named metadata, the `!dbg` attachments of functions and
instructions, and the calls of debug intrinsics. Where anything was stripped
it warns (`ignoring debug info with an invalid version (N) in FILE`), and
mlir-translate-16 then imports the module without debug info.
"""

from __future__ import annotations

from .model import Constant, Instruction, Module, md_node

DEBUG_METADATA_VERSION = 3

_DEBUG_INTRINSICS = frozenset(
    ("llvm.dbg.declare", "llvm.dbg.value", "llvm.dbg.addr", "llvm.dbg.label")
)


def debug_version(module: Module) -> int:
    """The module's "Debug Info Version" flag (0 without one)."""
    for operand in module.named_metadata.get("llvm.module.flags", ()):
        node = md_node(module, operand)
        if node is None or len(node.operands) != 3:
            continue
        key, value = node.operands[1], node.operands[2]
        if key == ("str", "Debug Info Version") and isinstance(value, Constant):
            return value.data if value.kind == "int" else 0
    return 0


def strip_invalid_debug_info(module: Module) -> int | None:
    """Strip the debug info as LLVM's reader does when the version is not
    the current one; the version when something was stripped, else None."""
    version = debug_version(module)
    if version == DEBUG_METADATA_VERSION:
        return None
    stripped = False
    for name in list(module.named_metadata):
        if name.startswith("llvm.dbg.") or name == "llvm.gcov":
            del module.named_metadata[name]
            stripped = True
    for fn in module.functions:
        if "dbg" in fn.metadata:
            del fn.metadata["dbg"]
            stripped = True
    for inst in module.annotated:
        if "dbg" in inst.metadata:
            inst.metadata = {k: v for k, v in inst.metadata.items() if k != "dbg"}
            stripped = True
    # Debug intrinsics take metadata arguments: the parser lists their calls.
    calls = [inst for inst in module.metadata_calls if _is_debug_intrinsic(inst)]
    if calls:
        stripped = True
        removed = {id(inst) for inst in calls}
        blocks = {id(inst.block): inst.block for inst in calls}
        for block in blocks.values():
            block.instructions[:] = [
                i for i in block.instructions if id(i) not in removed
            ]
        module.annotated = [i for i in module.annotated if id(i) not in removed]
        module.metadata_calls = [
            i for i in module.metadata_calls if id(i) not in removed
        ]
    return version if stripped else None


def _is_debug_intrinsic(inst: Instruction) -> bool:
    if inst.opcode != "call" or not inst.operands:
        return False
    return getattr(inst.operands[-1], "name", None) in _DEBUG_INTRINSICS
