"""LLVM's reader drops the debug info of a module without its version.

At the end of parsing, LLVM 16 reads the module flag "Debug Info Version";
unless it is the current version (3), the module's debug info is stripped:
the `llvm.dbg.*` named metadata, the `!dbg` attachments of functions and
instructions (and those that are debug info: `!heapallocsite`,
`!DIAssignID`), the calls of debug intrinsics, and the debug locations in
loop metadata (`!llvm.loop` nodes are made again without them). Where anything was stripped
it warns (`ignoring debug info with an invalid version (N) in FILE`), and
mlir-translate-16 then imports the module without debug info.
"""

from __future__ import annotations

from typing import Any

from .model import Constant, Instruction, MDNode, Module, md_node

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
            stripped = True
        if DEBUG_ATTACHMENTS.intersection(inst.metadata):
            inst.metadata = {
                k: v for k, v in inst.metadata.items() if k not in DEBUG_ATTACHMENTS
            }
        loop = inst.metadata.get("llvm.loop")
        if isinstance(loop, tuple) and loop[0] == "ref":
            _strip_loop(module, inst, loop[1])
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


# The attachments that are debug info (`!dbg` alone makes the strip happen).
DEBUG_ATTACHMENTS = frozenset(("dbg", "heapallocsite", "DIAssignID"))


def _strip_loop(module: Module, inst: Instruction, number: str) -> None:
    """Give `inst` the loop node `!number` without its debug locations, as
    LLVM's strip does: a new distinct node of the operands from which no
    `DILocation` is reachable (itself first); none when only such operands
    follow the self-reference; the node itself when none of them is."""
    if number not in module.stripped_loops:
        loop = module.metadata.get(number)
        module.stripped_loops[number] = _loop_without_locations(module, loop)
    new = module.stripped_loops[number]
    if new is None:
        inst.metadata = {k: v for k, v in inst.metadata.items() if k != "llvm.loop"}
    elif new is not module.metadata.get(number):
        inst.metadata = {**inst.metadata, "llvm.loop": ("node", new)}


def _loop_without_locations(module: Module, loop: MDNode | None) -> MDNode | None:
    if loop is None or not loop.operands:
        return loop
    visited = {id(loop)}
    reaching: set[int] = set()

    def reaches(operand: Any) -> bool:
        """Whether a DILocation is reachable from `operand` (each node's
        operands walked once; all of them, to know every node that reaches)."""
        node = md_node(module, operand)
        if node is None:
            return False
        if node.kind == "DILocation" or id(node) in reaching:
            return True
        if id(node) in visited:
            return False
        visited.add(id(node))
        for child in node.operands if node.kind is None else node.fields.values():
            if reaches(child):
                reaching.add(id(node))
        return id(node) in reaching

    rest = loop.operands[1:]
    if not [operand for operand in rest if reaches(operand)]:
        return loop
    if all(reaches(operand) for operand in rest):
        return None
    new = MDNode([None], distinct=True)
    new.operands[0] = ("node", new)
    new.operands += [operand for operand in rest if not reaches(operand)]
    return new


def _is_debug_intrinsic(inst: Instruction) -> bool:
    if inst.opcode != "call" or not inst.operands:
        return False
    return getattr(inst.operands[-1], "name", None) in _DEBUG_INTRINSICS
